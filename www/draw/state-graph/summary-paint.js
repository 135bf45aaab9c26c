// @ts-check
// Paint layers of the summary board (summary.js): every node a cell of one pixel in a map
// kept between frames and scaled up without smoothing, queued nodes a darker shade of their
// colour; zoomed in far enough, cells get their node numbers and counters.

import {
  FONT, INK, PAPER, pixelOf, styleOf,
} from '../palette.js';
import { t } from '../../i18n/index.js';
import { NO_REMOTENESS, Outcome } from '../../model/states.js';
import { cellCentre } from './summary.js';

/** Cells at least this wide (CSS pixels) are numbered; wider ones also get a second line. */
const NUMBERED_CELL = 34;
const TWO_LINES = 46;

/** Whether the grid's cells are wide enough to carry their node numbers. */
export const cellsNumbered = (grid) => grid.cell >= NUMBERED_CELL;

/** A `#rrggbb` colour darkened by `k` (0: as is, 1: black). */
function darker(hex, k) {
  const v = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(c * (1 - k)).toString(16).padStart(2, '0');
  return `#${mix((v >> 16) & 255)}${mix((v >> 8) & 255)}${mix(v & 255)}`;
}

/**
 * The pixel map of the cells: reuses its canvas while the grid keeps its shape, and its pixels
 * while the run, the order and the colouring stay (a hover redraws a board of 10^6 cells by
 * scaling the map, not by filling it again).
 */
export function createCellMap() {
  let canvas = null;
  let image = null;
  let painted = { key: '', order: null, codes: null };
  return function paintCells(ctx, grid, run, order, colouring) {
    if (!canvas || canvas.width !== grid.cols || canvas.height !== grid.rows) {
      canvas = new OffscreenCanvas(grid.cols, grid.rows);
      image = new ImageData(grid.cols, grid.rows);
      painted = { key: '', order: null, codes: null };
    }
    const key = `${run.session}|${run.version}|${colouring.key}|${colouring.colours.join(',')}`;
    if (key !== painted.key || order !== painted.order || colouring.codes !== painted.codes) {
      fillMap(canvas, image, run, order, colouring);
      painted = { key, order, codes: colouring.codes };
    }
    ctx.save();
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(canvas, grid.ox, grid.oy, grid.sx, grid.sy);
    ctx.restore();
  };
}

/** Fills the map: a pixel per cell in `order`, a queued node's a darker shade. */
function fillMap(canvas, image, run, order, colouring) {
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
}

/** Cells at least this wide are parted by thin lines. */
const PARTED_CELL = 8;

/** Thin paper lines between the cells in view, when they are wide enough to part. */
export function paintCellLines(ctx, grid) {
  if (grid.cell < PARTED_CELL) return;
  const x0 = Math.max(grid.ox, 0);
  const x1 = Math.min(grid.ox + grid.sx, grid.width);
  const y0 = Math.max(grid.oy, 0);
  const y1 = Math.min(grid.oy + grid.sy, grid.height);
  ctx.beginPath();
  for (let c = Math.ceil((x0 - grid.ox) / grid.cell); grid.ox + c * grid.cell <= x1; c += 1) {
    ctx.moveTo(grid.ox + c * grid.cell, y0);
    ctx.lineTo(grid.ox + c * grid.cell, y1);
  }
  for (let r = Math.ceil((y0 - grid.oy) / grid.cell); grid.oy + r * grid.cell <= y1; r += 1) {
    ctx.moveTo(x0, grid.oy + r * grid.cell);
    ctx.lineTo(x1, grid.oy + r * grid.cell);
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = PAPER;
  ctx.stroke();
}

/**
 * The solved board's groups named where they start ("Lose in 0", "Win in 1", ... "Loop"):
 * each group of at least a row of cells gets its name on the middle one of its whole rows,
 * where it does not crowd the name above it.
 */
export function paintGroupNames(ctx, grid, run, order) {
  const starts = groupStarts(run, order);
  ctx.font = `700 12px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  let lastY = -Infinity;
  for (let g = 0; g < starts.length; g += 1) {
    const start = starts[g];
    const i = starts[g + 1] ?? order.length;
    // The middle one of the group's whole rows, with room below the name before it.
    const first = Math.ceil(start / grid.cols);
    const last = Math.floor(i / grid.cols) - 1;
    const row = Math.floor((first + last) / 2);
    if (last >= first && grid.oy + (row + 0.5) * grid.cell >= lastY + 15) {
      const v = order[start];
      const name = t(`outcome.${run.outcomes[v]}`);
      const text = run.outcomes[v] === Outcome.Loop ? name : t('outcome.in', { name, remoteness: run.remoteness[v] });
      const y = grid.oy + (row + 0.5) * grid.cell;
      const x = Math.max(grid.ox, 0) + 6;
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(0, 0, 0, 0.55)';
      ctx.strokeText(text, x, y);
      ctx.fillStyle = PAPER;
      ctx.fillText(text, x, y);
      lastY = y;
    }
  }
}

/** Where each group of `order` starts, kept per order and run version (a hover does not walk 10^6 cells again). */
const startsKept = new WeakMap();
function groupStarts(run, order) {
  const key = `${run.session}|${run.version}`;
  const kept = startsKept.get(order);
  if (kept?.key === key) return kept.starts;
  const { outcomes, remoteness } = run;
  const starts = order.length > 0 ? [0] : [];
  for (let i = 1; i < order.length; i += 1) {
    const a = order[i];
    const b = order[i - 1];
    if (outcomes[a] !== outcomes[b] || remoteness[a] !== remoteness[b]) starts.push(i);
  }
  startsKept.set(order, { key, starts });
  return starts;
}

/** A cell's second line: its counter while undecided, else its remoteness (∞ for Loop). */
function cellNote(run, v) {
  const outcome = run.outcomes[v];
  if (outcome === Outcome.Undecided && run.counters) return `c ${run.counters[v]}`;
  if (outcome === Outcome.Loop) return '∞';
  return run.remoteness[v] !== NO_REMOTENESS ? `r ${run.remoteness[v]}` : '';
}

/** The cells in view, as a range of indices. */
function visibleCells(grid) {
  const firstRow = Math.max(0, Math.floor(-grid.oy / grid.cell));
  const lastRow = Math.min(grid.rows - 1, Math.floor((grid.height - grid.oy) / grid.cell));
  return { from: firstRow * grid.cols, to: Math.min(grid.count, (lastRow + 1) * grid.cols) };
}

/**
 * States' names (`label(v)`), and counters or remoteness (or what `badge(v)` says), in cells
 * wide enough to hold them.
 */
export function paintCellWords(ctx, grid, run, order, { label, badge = null }) {
  if (!cellsNumbered(grid)) return;
  const { from, to } = visibleCells(grid);
  const size = Math.min(12, grid.cell * 0.26);
  const twoLines = grid.cell >= TWO_LINES;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = from; i < to; i += 1) {
    const v = order[i];
    const { x, y } = cellCentre(grid, i);
    if (x < -grid.cell || x > grid.width + grid.cell) continue;
    const outcome = run.outcomes[v];
    ctx.fillStyle = styleOf(outcome).ink;
    ctx.font = `650 ${size}px ${FONT}`;
    ctx.fillText(label(v), x, twoLines ? y - size * 0.45 : y, grid.cell - 2);
    if (!twoLines) continue;
    const below = badge ? badge(v) ?? '' : cellNote(run, v);
    ctx.font = `500 ${size * 0.9}px ${FONT}`;
    ctx.fillText(below, x, y + size * 0.65);
  }
}

/** A square outline round cell i, on a white rim so it shows on any colour. */
export function outlineCell(ctx, grid, i, { color = INK, width = 2.5 } = {}) {
  const { x, y } = cellCentre(grid, i);
  const half = Math.max(4, grid.cell / 2) + width / 2 + 1;
  ctx.lineWidth = width + 3;
  ctx.strokeStyle = PAPER;
  ctx.strokeRect(x - half, y - half, 2 * half, 2 * half);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.strokeRect(x - half, y - half, 2 * half, 2 * half);
}
