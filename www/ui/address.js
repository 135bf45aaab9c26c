// The page's address, kept in step with what is shown: written only when it changes, and
// held as it was while a bad link's values wait in the fields to be fixed.

export function createAddress(win) {
  let written = null;
  let held = false;
  const replace = (search) => win.history.replaceState(null, '', `${win.location.pathname}${search}${win.location.hash}`);
  return {
    /** Puts `search` in the address, unless it is there already or the address is held. */
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
  };
}
