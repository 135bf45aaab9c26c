// @ts-check
// Paint layers for small circles (n <= DETAIL_LIMIT), where every state is a cell of its
// own: its outcome colour, its glyph or counter, its place in the queue, and outlines for the
// state just taken and the state in focus. Each layer draws from the run alone.

import {
  Outcome, isHole, moverOf, positionOf, stateCount, stateOf,
} from '../../model/states.js';
import { t } from '../../i18n/index.js';
import { angleOf, pointAt, ringOf } from './ring-geometry.js';
import {
  EDGE, FONT, HOLE, HOLE_RIM, INK, PAPER, styleOf,
} from '../../draw/palette.js';

/** The path of a ring sector between two angles. */
export function sectorPath(ctx, g, ring, a0, a1) {
  ctx.moveTo(g.cx + ring.r1 * Math.cos(a0), g.cy + ring.r1 * Math.sin(a0));
  ctx.arc(g.cx, g.cy, ring.r1, a0, a1);
  ctx.arc(g.cx, g.cy, ring.r0, a1, a0, true);
  ctx.closePath();
}

/** Queued states numbered in queue order, at most this many (the rest get a plain dot). */
const NUMBERED = 9;

/** One sector per state in the colouring's colours, with a thin gap between neighbours; light undecided cells get an edge. */
export function paintCells(ctx, g, run, colouring) {
  for (let state = 0; state < stateCount(g.n); state += 1) {
    const ring = ringOf(g, state);
    const gap = Math.min(g.slice * 0.18, 2.2 / ring.r0);
    const mid = angleOf(g, positionOf(state, g.n));
    ctx.beginPath();
    sectorPath(ctx, g, ring, mid - g.slice / 2 + gap / 2, mid + g.slice / 2 - gap / 2);
    ctx.fillStyle = isHole(state, g.n) ? HOLE : colouring.colours[colouring.codes[state]];
    ctx.fill();
    if (!isHole(state, g.n) && run.outcomes[state] === Outcome.Undecided) {
      ctx.lineWidth = 1;
      ctx.strokeStyle = EDGE;
      ctx.stroke();
    }
  }
}

/** The size of the glyphs and counters in a ring's cells, in pixels (under 8: none drawn). */
const cellTextSize = (g, ring) => Math.min(15 * g.text, g.slice * ((ring.r0 + ring.r1) / 2) * 0.42, (ring.r1 - ring.r0) * 0.42);

/** What a cell says: its outcome's glyph, or its counter while undecided. */
function cellText(run, state) {
  const outcome = run.outcomes[state];
  if (outcome !== Outcome.Undecided) return t(`glyph.${outcome}`);
  return run.counters ? String(run.counters[state]) : '';
}

/** The outcome's glyph on labelled cells, the counter on undecided ones, when they fit. */
export function paintCellText(ctx, g, run) {
  for (const [mover, ring] of g.rings.entries()) {
    const rm = (ring.r0 + ring.r1) / 2;
    const size = cellTextSize(g, ring);
    if (size < 8) continue;
    ctx.font = `600 ${size.toFixed(1)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let p = 1; p < g.n; p += 1) {
      const state = stateOf(mover, p, g.n);
      const { x, y } = pointAt(g, p, rm);
      ctx.fillStyle = styleOf(run.outcomes[state]).ink;
      ctx.fillText(cellText(run, state), x, y);
    }
  }
}

/**
 * Where a cell's queue badge of radius `badge` sits: near the cell's outer edge, turned
 * clockwise from the cell's centre line just far enough that it never covers the cell's
 * glyph or counter (whose half-diagonal `ctx` measures), and pushed outwards only when the
 * cell is too narrow for that; large lettering would otherwise put the badge on the letter.
 */
function badgePoint(ctx, g, run, state, badge) {
  const ring = ringOf(g, state);
  const position = positionOf(state, g.n);
  const edge = ring.r1 - Math.min(10, (ring.r1 - ring.r0) * 0.22);
  const size = cellTextSize(g, ring);
  if (size < 8 || isHole(state, g.n)) return pointAt(g, position, edge);
  ctx.font = `600 ${size.toFixed(1)}px ${FONT}`;
  const m = ctx.measureText(cellText(run, state));
  const clear = Math.hypot(m.width / 2, Math.max(m.actualBoundingBoxAscent, m.actualBoundingBoxDescent)) + badge + 1.5;
  const rm = (ring.r0 + ring.r1) / 2;
  const cos = (rm * rm + edge * edge - clear * clear) / (2 * rm * edge);
  const turn = cos >= 1 ? 0 : Math.acos(Math.max(-1, cos));
  const room = g.slice / 2 - (badge + 1) / edge;
  const r = turn <= room ? edge : Math.max(edge, rm + clear);
  const a = angleOf(g, position) + (turn <= room ? turn : 0);
  return { x: g.cx + r * Math.cos(a), y: g.cy + r * Math.sin(a) };
}

/**
 * Each queued cell's place in the queue near its outer edge (1 = taken next), as a numbered
 * badge for the first few and a dot for the rest; the holes' badges are gold.
 */
export function paintQueueMarks(ctx, g, run) {
  const size = Math.max(3, Math.min(7.5 * g.text, g.slice * g.rings[1].r0 * 0.2));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = run.head; i < run.tail; i += 1) {
    const state = run.queue[i];
    const place = i - run.head + 1;
    const numbered = place <= NUMBERED;
    const { x, y } = badgePoint(ctx, g, run, state, numbered ? size : size * 0.55);
    ctx.font = `700 ${(size * 1.25).toFixed(1)}px ${FONT}`;
    ctx.beginPath();
    ctx.arc(x, y, numbered ? size : size * 0.55, 0, Math.PI * 2);
    ctx.fillStyle = isHole(state, g.n) ? HOLE_RIM : INK;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = PAPER;
    ctx.stroke();
    if (numbered) {
      ctx.fillStyle = isHole(state, g.n) ? INK : PAPER;
      ctx.fillText(String(place), x, y + 0.5);
    }
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

/** The state just taken off the queue: a thick outline, gold on a hole. */
export function outlineTaken(ctx, g, taken) {
  if (taken === null || taken === undefined) return;
  outlineState(ctx, g, taken, { color: isHole(taken, g.n) ? HOLE_RIM : INK, width: 4 });
}

/** A small label in the hollow just inside the inner ring, in the state's direction. */
export function tagState(ctx, g, state, text) {
  const { x, y } = pointAt(g, positionOf(state, g.n), g.rings[1].r0 - 14 * g.text);
  ctx.save();
  ctx.font = `700 ${(11 * g.text).toFixed(1)}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 4;
  ctx.strokeStyle = PAPER;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = INK;
  ctx.fillText(text, x, y);
  ctx.restore();
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
