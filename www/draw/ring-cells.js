// Paint layers for small circles (n <= DETAIL_LIMIT), where every state is a cell of its
// own: its outcome colour, its glyph or counter, its queue mark, and outlines for the state
// just taken and the state in focus. Each layer draws from the snapshot alone.

import { isHole, moverOf, positionOf } from '../engine/contract.js';
import { angleOf, pointAt, ringOf } from './ring-geometry.js';
import {
  EDGE, FONT, HOLE, HOLE_RIM, INK, PAPER, styleOf,
} from './palette.js';

/** The path of a ring sector between two angles. */
export function sectorPath(ctx, g, ring, a0, a1) {
  ctx.moveTo(g.cx + ring.r1 * Math.cos(a0), g.cy + ring.r1 * Math.sin(a0));
  ctx.arc(g.cx, g.cy, ring.r1, a0, a1);
  ctx.arc(g.cx, g.cy, ring.r0, a1, a0, true);
  ctx.closePath();
}

/** One sector per state in the colouring's colours, with a thin gap between neighbours; light undecided cells get an edge. */
export function paintCells(ctx, g, snap, colouring) {
  for (let state = 0; state < 2 * g.n; state += 1) {
    const ring = ringOf(g, state);
    const gap = Math.min(g.slice * 0.18, 2.2 / ring.r0);
    const mid = angleOf(g, positionOf(state, g.n));
    ctx.beginPath();
    sectorPath(ctx, g, ring, mid - g.slice / 2 + gap / 2, mid + g.slice / 2 - gap / 2);
    ctx.fillStyle = isHole(state, g.n) ? HOLE : colouring.colours[colouring.codes[state]];
    ctx.fill();
    if (!isHole(state, g.n) && snap.outcomes[state] === 0) {
      ctx.lineWidth = 1;
      ctx.strokeStyle = EDGE;
      ctx.stroke();
    }
  }
}

/** The outcome's glyph on decided cells, the counter on undecided ones, when they fit. */
export function paintCellText(ctx, g, snap) {
  for (const [mover, ring] of g.rings.entries()) {
    const rm = (ring.r0 + ring.r1) / 2;
    const size = Math.min(15 * g.text, g.slice * rm * 0.42, (ring.r1 - ring.r0) * 0.42);
    if (size < 8) continue;
    ctx.font = `600 ${size.toFixed(1)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let p = 1; p < g.n; p += 1) {
      const state = mover * g.n + p;
      const outcome = snap.outcomes[state];
      const style = styleOf(outcome);
      const { x, y } = pointAt(g, p, rm);
      ctx.fillStyle = style.ink;
      ctx.fillText(style.glyph || String(snap.counters[state]), x, y);
    }
  }
}

/** A dot near the outer edge of each queued cell, clear of counters and arrowheads. */
export function paintQueueDots(ctx, g, inQueue) {
  const size = Math.max(2.5, Math.min(4.5, g.slice * g.rings[1].r0 * 0.14));
  for (let state = 0; state < 2 * g.n; state += 1) {
    if (!inQueue[state] || isHole(state, g.n)) continue;
    const ring = ringOf(g, state);
    const inset = Math.min(9, (g.rings[0].r1 - g.rings[0].r0) * 0.2);
    const { x, y } = pointAt(g, positionOf(state, g.n), ring.r1 - inset);
    ctx.beginPath();
    ctx.arc(x, y, size, 0, Math.PI * 2);
    ctx.fillStyle = INK;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = PAPER;
    ctx.stroke();
  }
}

/** A bold outline around one state's whole slice, on a white halo so it shows on any fill. */
export function outlineState(ctx, g, state, { color = INK, width = 2.6 } = {}) {
  const mid = angleOf(g, positionOf(state, g.n));
  ctx.beginPath();
  sectorPath(ctx, g, ringOf(g, state), mid - g.slice / 2, mid + g.slice / 2);
  ctx.lineWidth = width + 1.9;
  ctx.strokeStyle = PAPER;
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.stroke();
}

/** The state just taken off the queue (a hole state gets the hole's gold rim). */
export function outlineTaken(ctx, g, taken) {
  if (taken === null || taken === undefined) return;
  outlineState(ctx, g, taken, { color: isHole(taken, g.n) ? HOLE_RIM : INK });
}

/** For circles too fine for outlines: a radial tick across the taken state's ring. */
export function tickState(ctx, g, state) {
  if (state === null || state === undefined) return;
  const ring = g.rings[moverOf(state, g.n)];
  const inner = pointAt(g, positionOf(state, g.n), ring.r0 - 4);
  const outer = pointAt(g, positionOf(state, g.n), ring.r1 + 4);
  ctx.save();
  ctx.lineCap = 'round';
  for (const [width, color] of [[6, PAPER], [3, INK]]) {
    ctx.beginPath();
    ctx.moveTo(inner.x, inner.y);
    ctx.lineTo(outer.x, outer.y);
    ctx.lineWidth = width;
    ctx.strokeStyle = color;
    ctx.stroke();
  }
  ctx.restore();
}
