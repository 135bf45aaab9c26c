// @ts-check
// The summary board of a graph too large to draw node by node: one cell per node in a
// dense grid, in node order while the run goes on (so each node stays put), and once solved
// grouped by outcome (Lose, Win, Loop) and within each by remoteness, so the layers show as
// bands. Zoom and pan work as on the other boards; a search finds a node's cell. Pure.

import { NO_REMOTENESS, Outcome } from '../../model/states.js';

/** Where each cell is: node order[i] sits in cell i; `cellOf[v]` is node v's cell. */
export function summaryOrder(outcomes, remoteness, solved) {
  const n = outcomes.length;
  const order = new Uint32Array(n);
  for (let v = 0; v < n; v += 1) order[v] = v;
  if (solved) {
    const rank = { [Outcome.Lose]: 0, [Outcome.Win]: 1, [Outcome.Loop]: 2, [Outcome.Undecided]: 3 };
    const far = (v) => (remoteness[v] === NO_REMOTENESS ? 0 : remoteness[v]);
    order.sort((a, b) => rank[outcomes[a]] - rank[outcomes[b]] || far(a) - far(b) || a - b);
  }
  const cellOf = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) cellOf[order[i]] = i;
  return { order, cellOf };
}

/**
 * The grid for `count` cells on a `width` x `height` board at `view` (as in geometry.js):
 * columns and rows as near square as the board allows, the cell's side in CSS pixels.
 */
export function summaryGrid(count, width, height, view) {
  const pad = 12;
  const w = Math.max(1, width - 2 * pad);
  const h = Math.max(1, height - 2 * pad);
  const cols = Math.max(1, Math.ceil(Math.sqrt((count * w) / h)));
  const rows = Math.max(1, Math.ceil(count / cols));
  const fitted = Math.min(w / cols, h / rows);
  const cell = fitted * view.zoom;
  const ox = width / 2 - view.cx * cols * cell;
  const oy = height / 2 - view.cy * rows * cell;
  const sx = cols * cell;
  const sy = rows * cell;
  return {
    count, cols, rows, cell, ox, oy, width, height, view, sx, sy,
    unit: (px, py) => ({ x: (px - ox) / sx, y: (py - oy) / sy }),
  };
}

/** The screen centre of cell i. */
export const cellCentre = (grid, i) => ({
  x: grid.ox + ((i % grid.cols) + 0.5) * grid.cell,
  y: grid.oy + (Math.floor(i / grid.cols) + 0.5) * grid.cell,
});

/** The cell under (px, py), or null. */
export function cellAt(grid, px, py) {
  const col = Math.floor((px - grid.ox) / grid.cell);
  const row = Math.floor((py - grid.oy) / grid.cell);
  if (col < 0 || col >= grid.cols || row < 0) return null;
  const i = row * grid.cols + col;
  return i < grid.count ? i : null;
}
