// @ts-check
// Paint layers of a rule game's strips and grid (board-geometry.js): every cell a pixel of a
// map scaled up without smoothing (a million cells draw as fast as ten), thin lines between
// cells wide enough to part, and in cells wide enough for words the value they stand for
// and the number the shading asks for (remoteness or Grundy value); queued states a dot.

import { FONT, INK, PAPER, pixelOf } from '../../draw/palette.js';
import { stripCell } from './board-geometry.js';

/** Cells at least this wide are parted by lines; wider ones get their words. */
const PARTED_CELL = 8;
const WORDED_CELL = 22;

/** Ink that reads on `hex`: dark on light fills, white on dark ones. */
export function inkOn(hex) {
  const v = parseInt(String(hex).slice(1), 16);
  const light = 0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255);
  return light > 150 ? INK : PAPER;
}

/**
 * A pixel map of `cols` x `rows` cells kept between drawings: `paint(ctx, cols, rows, look,
 * fill, rect)` has `fill(pixels)` write the map's pixels only when `look` (what the cells
 * show: the run's tables, their version, the colouring) differs from the last drawing's,
 * and draws the map onto `rect` of the board. A repaint that changes nothing (a hover, a
 * panel's refresh) thus never walks a million cells again.
 */
export function createPixelMap() {
  let canvas = null;
  let image = null;
  let drawn = null;
  const sameLook = (a, b) => a !== null && b !== null && a.length === b.length && a.every((x, i) => x === b[i]);
  return function paint(ctx, cols, rows, look, fill, rect) {
    if (!canvas || canvas.width !== cols || canvas.height !== rows) {
      canvas = new OffscreenCanvas(cols, rows);
      image = new ImageData(cols, rows);
      drawn = null;
    }
    if (!sameLook(drawn, look)) {
      fill(new Uint32Array(image.data.buffer));
      canvas.getContext('2d').putImageData(image, 0, 0);
      drawn = look;
    }
    ctx.save();
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(canvas, rect.x, rect.y, rect.w, rect.h);
    ctx.restore();
  };
}

/** Each colouring code's pixel (`colours[code]` a `#rrggbb` colour), paper where it has none. */
export function codePixels(colours) {
  const paper = pixelOf(PAPER);
  return Uint32Array.from(Array.from(colours, (colour) => (colour ? pixelOf(colour) : paper)));
}

/** Paper lines between `cols` x `rows` cells of side `cell` from (x, y), when wide enough to part. */
export function paintCellLines(ctx, { x, y, cols, rows, cell }) {
  if (cell < PARTED_CELL) return;
  ctx.beginPath();
  for (let c = 0; c <= cols; c += 1) {
    ctx.moveTo(x + c * cell, y);
    ctx.lineTo(x + c * cell, y + rows * cell);
  }
  for (let r = 0; r <= rows; r += 1) {
    ctx.moveTo(x, y + r * cell);
    ctx.lineTo(x + cols * cell, y + r * cell);
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = PAPER;
  ctx.stroke();
}

/**
 * The words of one cell at `rect`: its `value` (or nothing) and the shading's `number`
 * (or nothing), in the ink that reads on `fill`; a dot when `queued`.
 */
export function paintCellWords(ctx, rect, { value, number, fill, queued }) {
  const ink = inkOn(fill);
  const x = rect.x + rect.w / 2;
  const y = rect.y + rect.h / 2;
  if (queued && rect.w >= PARTED_CELL) {
    ctx.beginPath();
    ctx.arc(rect.x + rect.w - 4, rect.y + rect.h - 4, Math.max(1.5, rect.w * 0.06), 0, Math.PI * 2);
    ctx.fillStyle = ink;
    ctx.fill();
  }
  if (rect.w < WORDED_CELL) return;
  const size = Math.min(14, rect.w * 0.3);
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const both = value !== null && number !== null && rect.h >= 1.7 * WORDED_CELL;
  if (value !== null && (number === null || both)) {
    ctx.font = `${both ? 500 : 650} ${both ? size * 0.8 : size}px ${FONT}`;
    ctx.fillText(value, x, both ? y - size * 0.55 : y, rect.w - 3);
  }
  if (number !== null) {
    ctx.font = `700 ${size}px ${FONT}`;
    ctx.fillText(number, x, both ? y + size * 0.55 : y, rect.w - 3);
  }
}

/** The visible cells of a band of `frame` as a range of indices. */
export function visibleStripCells(frame, b) {
  const top = frame.oy + b * frame.band + frame.head;
  const first = Math.max(0, Math.floor(-top / frame.cell));
  const last = Math.min(frame.rows - 1, Math.floor((frame.height - top) / frame.cell));
  return { from: first * frame.cols, to: Math.min(frame.count, (last + 1) * frame.cols) };
}

/**
 * Every band of the strips: its cells as a pixel map (`maps[b]`), parting lines and each
 * cell's words. Cell i of band b is state `stateOf(b, i)`, or an empty cell (paper) when that
 * is null; `codes` and `pixels` are the colouring's code per state and pixel per code, `look`
 * what they show (see createPixelMap); `cellLook(state)` is { fill, value, number, queued }
 * for the cells wide enough for words; `head(b)` the band's name or null.
 */
export function paintStrips(ctx, frame, maps, {
  stateOf, codes, pixels, look, cellLook, head,
}) {
  const paper = pixelOf(PAPER);
  for (let b = 0; b < frame.bands; b += 1) {
    const top = frame.oy + b * frame.band + frame.head;
    maps[b](ctx, frame.cols, frame.rows, [...look, b], (out) => {
      const count = Math.min(frame.count, out.length);
      for (let i = 0; i < count; i += 1) {
        const state = stateOf(b, i);
        out[i] = state === null ? paper : pixels[codes[state]];
      }
      out.fill(paper, count);
    }, {
      x: frame.ox, y: top, w: frame.sx, h: frame.rows * frame.cell,
    });
    paintCellLines(ctx, {
      x: frame.ox, y: top, cols: frame.cols, rows: frame.rows, cell: frame.cell,
    });
    const name = head(b);
    if (name !== null) {
      ctx.font = `650 12px ${FONT}`;
      ctx.fillStyle = INK;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(name, Math.max(4, frame.ox), top - frame.head / 2);
    }
    const { from, to } = visibleStripCells(frame, b);
    if (frame.cell < PARTED_CELL) continue;
    for (let i = from; i < to; i += 1) {
      const rect = stripCell(frame, b, i);
      const state = stateOf(b, i);
      if (state === null || rect.x + rect.w < 0 || rect.x > frame.width) continue;
      paintCellWords(ctx, rect, cellLook(state));
    }
  }
}

/** A square outline round `rect`, on a white rim so it shows on any colour. */
export function outlineRect(ctx, rect, { color = INK, width = 2.5, dashed = false } = {}) {
  const half = Math.max(4, rect.w / 2) + width / 2 - 1;
  const x = rect.x + rect.w / 2;
  const y = rect.y + rect.h / 2;
  ctx.save();
  ctx.lineWidth = width + 3;
  ctx.strokeStyle = PAPER;
  ctx.strokeRect(x - half, y - half, 2 * half, 2 * half);
  if (dashed) ctx.setLineDash([4, 3]);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.strokeRect(x - half, y - half, 2 * half, 2 * half);
  ctx.restore();
}
