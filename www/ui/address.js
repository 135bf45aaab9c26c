// The page's address, kept in step with what is shown: written only when it changes, and
// held as it was while a bad link's values wait in the fields. What is written is short
// enough to be cheap to write (a 600 KB address costs a `replaceState` 77-213 ms): a game
// too long for it is written as its marker (`?game=graph&long=1`), never left as the game
// shown before, and its whole link is built on demand by "Copy link".

/** Longest query string written to the address as the page changes. */
export const ADDRESS_LIMIT = 2000;

export function createAddress(win) {
  let written = null;
  let held = false;
  const replace = (search) => win.history.replaceState(null, '', `${win.location.pathname}${search}${win.location.hash}`);
  return {
    /** Puts `search` in the address, unless it is there already or held. */
    show(search) {
      if (held || search === written) return;
      written = search;
      replace(search);
    },
    /** Keeps the address at `link` until `release`. */
    hold(link) {
      held = true;
      replace(link);
    },
    release() {
      held = false;
    },
    /** The whole address of `search` on this page, however long. */
    full: (search) => `${win.location.origin}${win.location.pathname}${search}`,
  };
}
