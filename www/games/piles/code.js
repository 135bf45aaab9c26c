// The plain sieve as the page shows it, and which lines the latest step executed.

export const PILES_CODE = Object.freeze({
  lines: Object.freeze([
    'every cell (n, m) starts undecided',
    'for each cell (n, m) with n ≤ m, row by row:',
    '  if it is undecided: it is a P-position',
    '    (every move from it reaches a cell already ruled out)',
    '    rule out every cell that can move onto it or its mirror',
    'every cell is decided',
  ]),
  active(snap) {
    if (!snap.last) return [0];
    return snap.done ? [5] : [1, 2, 3, 4];
  },
});
