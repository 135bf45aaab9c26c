// @ts-check
// A jump field too long to lay out: a random half of 10^5 jumps is 300 KB of text, which
// the browser shapes and paints again whenever the page around the field changes (most of
// the page's work at End). Such a field shows its first jumps and how many more it holds,
// and reads as the whole value while left as shown (ui/form.js).

/** Jump fields up to this many characters are shown whole. */
export const JUMPS_SHOWN_WHOLE = 10000;
/** About how many characters of a longer field are shown. */
const HEAD_CHARS = 600;

/**
 * The first jumps of a field too long to show, then `more(count)` for the count of entries
 * (jumps or ranges) that follow; null for a field short enough to show whole.
 */
export function jumpsHead(text, more) {
  if (text.length <= JUMPS_SHOWN_WHOLE) return null;
  const cut = text.slice(0, HEAD_CHARS).search(/[\s,]+[^\s,]*$/);
  if (cut <= 0) return null;
  const rest = text.slice(cut).match(/[^\s,]+/g)?.length ?? 0;
  return `${text.slice(0, cut)} ${more(rest)}`;
}
