// @ts-check
// What a square grid of cells (grid-geometry.js) draws besides its cells: an outline round
// a cell, and the values along its axes.

import { cellCentre, tickSpacing, visibleCells } from './grid-geometry.js';
import { FONT, INK, INK_SOFT, PAPER } from './palette.js';

/**
 * A dark outline on a white halo around cell (n, m), kept inside the cell when it is large
 * enough (so it never covers a neighbour), and at least 6 px across when it is not; in
 * another `color` and `width`, `inset` px further in, for the checker's marks (so that the
 * outline of the cell in focus, drawn at the edge, leaves a mark on the same cell seen).
 */
export function outlineCell(ctx, layout, n, m, { color = INK, width = 1.5, inset = 0 } = {}) {
  const c = cellCentre(layout, n, m);
  const half = Math.max(3, layout.scale / 2 - 1.5 - inset);
  ctx.lineWidth = width + 1.5;
  ctx.strokeStyle = PAPER;
  ctx.strokeRect(c.x - half, c.y - half, 2 * half, 2 * half);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.strokeRect(c.x - half, c.y - half, 2 * half, 2 * half);
}

/**
 * Values along the top (`across`) and the left (`down`), at a spacing that fits, each axis
 * named in its corner; `lows` the values of the first column and row (0 for pile sizes).
 */
export function paintAxes(ctx, layout, { across = 'n', down = 'm', lows = [0, 0] } = {}) {
  const k = tickSpacing(layout);
  const { n0, n1, m0, m1 } = visibleCells(layout);
  ctx.font = `500 11px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  for (let col = Math.ceil(n0 / k) * k; col <= n1; col += k) {
    ctx.fillText(String(lows[0] + col), cellCentre(layout, col, 0).x, layout.plot.y - 9);
  }
  ctx.textAlign = 'right';
  for (let row = Math.ceil(m0 / k) * k; row <= m1; row += k) {
    ctx.fillText(String(lows[1] + row), layout.plot.x - 6, cellCentre(layout, 0, row).y);
  }
  ctx.font = `650 11px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.fillStyle = INK;
  ctx.fillText(`${across} →`, 6, layout.plot.y - 22);
  ctx.fillText(`${down} ↓`, 6, layout.plot.y - 9);
}
