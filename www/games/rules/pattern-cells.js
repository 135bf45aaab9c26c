// The pattern card's data, pure: where a sequence along the one integer variable becomes
// periodic (the engine's `pattern()`, the same as `retrograde rules --pattern`), as marks on
// its cells and as the card's attributes.

/** Cells drawn in a row at most: a longer sequence shows its start, which holds the period. */
export const CELLS_SHOWN = 240;

/**
 * The state where the periodic part starts: `from`, its place in the sequence (the command
 * prints its value, `fromWord`); with `where` the sequence is the states kept, in order.
 * @param {{ period: number, from: number, fromWord?: string } | null} found
 */
export const periodStart = (found) => (found ? found.from : null);

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
