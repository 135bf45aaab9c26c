// The pattern card's data, pure: where a sequence along the one integer variable becomes
// periodic (the engine's `pattern()`, the same as `retrograde rules --pattern`), as marks on
// its cells and as the card's attributes.

/** Cells drawn in a row at most: a longer sequence shows its start, which holds the period. */
export const CELLS_SHOWN = 240;

/**
 * The state index where the periodic part starts: `from` as the command prints it is the
 * variable's value (`fromWord`), the states numbered from the variable's `low`.
 * @param {{ period: number, from: number, fromWord?: string } | null} found
 * @param {number} low
 */
export function periodStart(found, low) {
  if (!found) return null;
  const value = found.fromWord !== undefined ? Number(found.fromWord) : found.from;
  return value - low;
}

/**
 * A mark for each of `length` cells: 'pre' before the period, 'first' in its first
 * repetition, 'repeat' after; `starts` is whether a repetition starts at the cell. With no
 * period every cell is 'none'.
 * @param {number} length
 * @param {{ period: number, start: number } | null} found
 */
export function patternMarks(length, found) {
  return Array.from({ length }, (_, i) => {
    if (!found) return { mark: 'none', starts: false };
    const { period, start } = found;
    if (i < start) return { mark: 'pre', starts: false };
    return { mark: i < start + period ? 'first' : 'repeat', starts: (i - start) % period === 0 };
  });
}

/**
 * The card's attributes for one sequence: `data-period` and `data-from` as the command
 * prints them, both empty when there is none.
 * @param {{ period: number, from: number, fromWord?: string } | null | undefined} found
 */
export function patternAttributes(found) {
  if (!found) return { period: '', from: '' };
  return { period: String(found.period), from: found.fromWord ?? String(found.from) };
}

/** A Grundy value as the table prints it: a number, or `inf` for an infinite one (the table's `inf{...}`, its set left out). */
export const INFINITE_GRUNDY = 0xffffffff;
export const grundyCell = (value) => (value === INFINITE_GRUNDY ? 'inf' : String(value));
