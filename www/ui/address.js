// The page's address, kept in step with what is shown: written only when it changes and is
// short enough to be cheap to write (a long game's address is built on demand by "Copy
// link" instead), and held as it was while a bad link's values wait in the fields.

/** Longest query string written to the address as the page changes. */
export const ADDRESS_LIMIT = 2000;

export function createAddress(win) {
  let written = null;
  let held = false;
  const replace = (search) => win.history.replaceState(null, '', `${win.location.pathname}${search}${win.location.hash}`);
  return {
    /** Puts `search` in the address, unless it is there already, too long, or held. */
    show(search) {
      if (held || search === written || search.length > ADDRESS_LIMIT) return;
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
