// Paint layers of the summary board (summary.js): every node a cell of one pixel in a map
// kept between frames and scaled up without smoothing, queued nodes a darker shade of their
// colour; zoomed in far enough, cells get their node numbers and counters.

import {
  FONT, INK, PAPER, pixelOf, styleOf,
} from '../../draw/palette.js';
import { NO_REMOTENESS, Outcome } from '../../model/states.js';
import { cellCentre } from './summary.js';

/** Cells at least this wide (CSS pixels) are numbered. */
const NUMBERED_CELL = 26;

/** A `#rrggbb` colour darkened by `k` (0: as is, 1: black). */
function darker(hex, k) {
  const v = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(c * (1 - k)).toString(16).padStart(2, '0');
  return `#${mix((v >> 16) & 255)}${mix((v >> 8) & 255)}${mix(v & 255)}`;
}

/** The pixel map of the cells: reuses its canvas while the grid keeps its shape. */
export function createCellMap() {
  let canvas = null;
  let image = null;
  return function paintCells(ctx, grid, run, order, colouring) {
    if (!canvas || canvas.width !== grid.cols || canvas.height !== grid.rows) {
      canvas = new OffscreenCanvas(grid.cols, grid.rows);
      image = new ImageData(grid.cols, grid.rows);
    }
    const pixels = new Uint32Array(image.data.buffer);
    const plain = colouring.colours.map((c) => (c ? pixelOf(c) : 0));
    const queued = colouring.colours.map((c) => (c ? pixelOf(darker(c, 0.45)) : 0));
    pixels.fill(pixelOf(PAPER));
    for (let i = 0; i < order.length; i += 1) {
      const v = order[i];
      const code = colouring.codes[v];
      pixels[i] = run.inQueue[v] ? queued[code] : plain[code];
    }
    canvas.getContext('2d').putImageData(image, 0, 0);
    ctx.save();
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(canvas, grid.ox, grid.oy, grid.sx, grid.sy);
    ctx.restore();
  };
}

/** The cells in view, as a range of indices. */
function visibleCells(grid) {
  const firstRow = Math.max(0, Math.floor(-grid.oy / grid.cell));
  const lastRow = Math.min(grid.rows - 1, Math.floor((grid.height - grid.oy) / grid.cell));
  return { from: firstRow * grid.cols, to: Math.min(grid.count, (lastRow + 1) * grid.cols) };
}

/** Node numbers, and counters or remoteness, in cells wide enough to hold them. */
export function paintCellWords(ctx, grid, run, order) {
  if (grid.cell < NUMBERED_CELL) return;
  const { from, to } = visibleCells(grid);
  const size = Math.min(12, grid.cell * 0.32);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = from; i < to; i += 1) {
    const v = order[i];
    const { x, y } = cellCentre(grid, i);
    if (x < -grid.cell || x > grid.width + grid.cell) continue;
    const outcome = run.outcomes[v];
    ctx.fillStyle = styleOf(outcome).ink;
    ctx.font = `650 ${size}px ${FONT}`;
    ctx.fillText(String(v + 1), x, y - size * 0.45);
    let below = '';
    if (outcome === Outcome.Undecided && run.counters) below = `c ${run.counters[v]}`;
    else if (outcome === Outcome.Loop) below = '∞';
    else if (run.remoteness[v] !== NO_REMOTENESS) below = `r ${run.remoteness[v]}`;
    ctx.font = `500 ${size * 0.9}px ${FONT}`;
    ctx.fillText(below, x, y + size * 0.65);
  }
}

/** A square outline round cell i. */
export function outlineCell(ctx, grid, i, { color = INK, width = 2.5 } = {}) {
  const { x, y } = cellCentre(grid, i);
  const half = Math.max(3, grid.cell / 2) + width / 2 + 1;
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.strokeRect(x - half, y - half, 2 * half, 2 * half);
}
