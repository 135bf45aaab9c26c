// The page's address carries the current game, the step and the pinned target, so a link
// reproduces what its sender saw.

/** `?k=v&...` for [key, value] pairs; commas and semicolons (lists) stay readable. */
export function searchFor(params) {
  const search = new URLSearchParams(params).toString().replace(/%2C/gi, ',').replace(/%3B/gi, ';');
  return search ? `?${search}` : '';
}
