// The page's address, kept in step with what is shown: written only when it changes, and
// held as it was while a bad link's values wait in the fields. What is written is a link's
// query and fragment (url.js's `linkFor`), both replaced at once. What is written is short
// enough to be cheap to write (a 600 KB address costs a `replaceState` 77-213 ms): a game
// too long for it is written as its marker (`?game=graph&long=1`), never left as the game
// shown before, and its whole link is built on demand by "Copy link".

/** Longest link (query and fragment) written to the address as the page changes. */
export const ADDRESS_LIMIT = 2000;

export function createAddress(win) {
  let written = null;
  let held = false;
  const replace = (link) => win.history.replaceState(null, '', `${win.location.pathname}${link}`);
  return {
    /** Puts `link` (`?query#fragment`) in the address, unless it is there already or held. */
    show(link) {
      if (held || link === written) return;
      written = link;
      replace(link);
    },
    /** Keeps the address at `link` until `release`. */
    hold(link) {
      held = true;
      replace(link);
    },
    /** Lets the address follow the page again: the next `show` writes it. */
    release() {
      held = false;
      written = null;
    },
    /** The whole address of `link` on this page, however long. */
    full: (link) => `${win.location.origin}${win.location.pathname}${link}`,
  };
}
