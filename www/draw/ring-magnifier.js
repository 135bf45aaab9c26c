// For circles too fine to letter (n > DETAIL_LIMIT): a magnifier in the hollow centre of the
// rings showing the states around the one in focus, both movers, each with its colour and
// its glyph or counter, so colour is never the only cue at any size.

import { isHole, positionOf } from '../engine/contract.js';
import {
  EDGE, FONT, HOLE, INK, INK_SOFT, PAPER, styleOf,
} from './palette.js';

/** Positions shown on each side of the one in focus. */
const REACH = 4;

function cellText(snap, state) {
  if (isHole(state, snap.n)) return '';
  const style = styleOf(snap.outcomes[state]);
  return style.glyph || String(snap.counters[state]);
}

/**
 * Paints the magnifier around state `centre`, outlining `focus`, and returns its cells
 * ([{ x, y, w, h, state }]) so a click on one picks that state: a target many pixels wide
 * however fine the circle.
 */
export function paintMagnifier(ctx, g, snap, centre, focus) {
  const columns = 2 * REACH + 1;
  const room = g.zoom === 1 ? g.rings[1].r0 * 1.6 : Math.min(g.width, 480) * 0.8;
  const cell = Math.min(34 * g.text, room / (columns + 1));
  if (cell < 14) return [];
  const cells = [];
  // In the hollow middle of the rings; on a zoomed board, in the lower left corner.
  const left = g.zoom === 1 ? g.cx - ((columns + 1) * cell) / 2 : 12;
  const top = g.zoom === 1 ? g.cy - 1.4 * cell : g.height - 3.6 * cell - 40 * g.text;
  ctx.save();
  ctx.fillStyle = PAPER;
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(left - 6, top - 6, (columns + 1) * cell + 12, 2.8 * cell + 12, 8);
  ctx.fill();
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const rowTop = (mover) => top + 0.8 * cell + mover * cell;
  ctx.font = `600 ${(cell * 0.36).toFixed(1)}px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ['R', 'M'].forEach((letter, mover) => ctx.fillText(letter, left + cell / 2, rowTop(mover) + cell / 2));
  const middle = positionOf(centre, g.n);
  for (let i = -REACH; i <= REACH; i += 1) {
    const position = (middle + i + g.n) % g.n;
    const x = left + (i + REACH + 1) * cell;
    ctx.font = `500 ${(cell * 0.3).toFixed(1)}px ${FONT}`;
    ctx.fillStyle = INK_SOFT;
    ctx.fillText(String(position + 1), x + cell / 2, top + 0.4 * cell);
    for (let mover = 0; mover < 2; mover += 1) {
      const state = mover * g.n + position;
      const style = styleOf(snap.outcomes[state]);
      ctx.fillStyle = isHole(state, g.n) ? HOLE : style.fill;
      ctx.fillRect(x + 1, rowTop(mover) + 1, cell - 2, cell - 2);
      cells.push({ x, y: rowTop(mover), w: cell, h: cell, state });
      ctx.fillStyle = style.ink;
      ctx.font = `650 ${(cell * 0.42).toFixed(1)}px ${FONT}`;
      ctx.fillText(cellText(snap, state), x + cell / 2, rowTop(mover) + cell / 2);
    }
  }
  const marked = cells.find((c) => c.state === focus);
  if (marked) {
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = INK;
    ctx.strokeRect(marked.x, marked.y, cell, cell);
  }
  ctx.restore();
  return cells;
}
