// The page's address carries the current game, so a link reproduces it.

/** `?k=v&...` for [key, value] pairs; commas stay readable. */
export function searchFor(params) {
  const search = new URLSearchParams(params).toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '';
}

/** Replaces the address's query without adding a history entry. */
export function writeUrl(win, params) {
  const { pathname, hash } = win.location;
  win.history.replaceState(null, '', `${pathname}${searchFor(params)}${hash}`);
}
