// @ts-check
// Paint layers for circles whose states are at least a pixel or two wide (too many to
// letter, enough room to draw one by one): each run of equal colour is one arc, each run of
// queued states one arc on a thin band beside its ring, over the positions in view only.

import { angleOf, visiblePositions } from './ring-geometry.js';
import { sectorPath } from './ring-cells.js';
import { HOLE, INK, PAPER } from '../../draw/palette.js';
import { aroundCircle, isHole, stateOf } from '../../model/states.js';

/** Below this many pixels per state the rings are drawn as proportions (ring-density.js). */
export const STATE_PX = 1.5;

/** The positions to draw: { from, count } with from >= 1 for the whole circle (the hole apart). */
export function positionsToDraw(g) {
  return visiblePositions(g) ?? { from: 1, count: g.n - 1 };
}

/** Calls visit(mover, first, end) for each maximal run of positions in view where `same` holds. */
function eachRun(g, range, keep, same, visit) {
  const { n } = g;
  const at = (mover, i) => stateOf(mover, aroundCircle(range.from + i, n), n);
  for (let mover = 0; mover < 2; mover += 1) {
    let i = 0;
    while (i < range.count) {
      if (isHole(at(mover, i), n) || !keep(at(mover, i))) {
        i += 1;
        continue;
      }
      let j = i + 1;
      while (j < range.count && !isHole(at(mover, j), n) && same(at(mover, i), at(mover, j))) j += 1;
      visit(mover, range.from + i, range.from + j);
      i = j;
    }
  }
}

/** States' sectors, one arc per run of equal colour code, filled one colour at a time. */
export function paintStateArcs(ctx, g, colouring, range) {
  const paths = new Map();
  const { codes } = colouring;
  eachRun(g, range, () => true, (a, b) => codes[a] === codes[b], (mover, start, end) => {
    const code = codes[stateOf(mover, aroundCircle(start, g.n), g.n)];
    if (!paths.has(code)) paths.set(code, new Path2D());
    sectorPath(paths.get(code), g, g.rings[mover], angleOf(g, start) - g.slice / 2, angleOf(g, end) - g.slice / 2);
  });
  for (const [code, path] of paths) {
    ctx.fillStyle = colouring.colours[code];
    ctx.fill(path);
  }
}

/** Queued states as dark arcs on the bands, never thinner than about a pixel and a half. */
export function paintQueueArcs(ctx, g, inQueue, range) {
  const path = new Path2D();
  const minHalf = 0.8 / g.R;
  eachRun(g, range, (s) => inQueue[s] === 1, (_a, b) => inQueue[b] === 1, (mover, start, end) => {
    let a0 = angleOf(g, start) - g.slice / 2;
    let a1 = angleOf(g, end) - g.slice / 2;
    if (a1 - a0 < 2 * minHalf) {
      const mid = (a0 + a1) / 2;
      a0 = mid - minHalf;
      a1 = mid + minHalf;
    }
    sectorPath(path, g, g.bands[mover], a0, a1);
  });
  ctx.fillStyle = INK;
  ctx.fill(path);
}

/** The hole, at least a couple of pixels wide so it is always visible; queued holes marked. */
export function paintHoleSlivers(ctx, g, inQueue) {
  g.rings.forEach((ring, mover) => {
    const half = Math.max(g.slice / 2, 1.2 / ring.r0);
    ctx.beginPath();
    sectorPath(ctx, g, ring, -Math.PI / 2 - half, -Math.PI / 2 + half);
    ctx.fillStyle = HOLE;
    ctx.fill();
    if (inQueue[stateOf(mover, 0, g.n)] === 1) {
      ctx.beginPath();
      sectorPath(ctx, g, g.bands[mover], -Math.PI / 2 - half, -Math.PI / 2 + half);
      ctx.fillStyle = INK;
      ctx.fill();
    }
  });
}

/** On a board zoomed until states are wide: thin lines between neighbouring states in view. */
export function paintSeparators(ctx, g) {
  const visible = visiblePositions(g);
  if (visible === null || g.slice * g.rings[1].r0 < 8) return;
  const path = new Path2D();
  for (let i = 0; i <= visible.count; i += 1) {
    const a = angleOf(g, visible.from + i) - g.slice / 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    for (const ring of g.rings) {
      path.moveTo(g.cx + ring.r0 * c, g.cy + ring.r0 * s);
      path.lineTo(g.cx + ring.r1 * c, g.cy + ring.r1 * s);
    }
  }
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = PAPER;
  ctx.stroke(path);
}
