// Paint layers for large circles while colours come in few runs: each run of equal outcome
// is one arc, each run of queued states one arc on a thin band beside its ring.

import { angleOf, visiblePositions } from './ring-geometry.js';
import { sectorPath } from './ring-cells.js';
import { HOLE, INK, PAPER } from './palette.js';

/** Above this many runs the rings are painted per pixel instead (see ring-raster.js). */
export const RUN_LIMIT = 400;

/** How many arcs the run drawing would need: runs of equal colour code plus runs of queued states. */
export function countRuns(n, codes, inQueue) {
  let runs = 0;
  for (let base = 0; base < 2 * n; base += n) {
    for (let p = 1; p < n; p += 1) {
      const s = base + p;
      if (p === 1 || codes[s] !== codes[s - 1]) runs += 1;
      if (inQueue[s] && (p === 1 || !inQueue[s - 1])) runs += 1;
    }
  }
  return runs;
}

/** Calls visit(mover, firstPosition, endPosition) for each maximal run where `same` holds. */
function eachRun(n, keep, same, visit) {
  for (let mover = 0; mover < 2; mover += 1) {
    const base = mover * n;
    let start = 1;
    while (start < n) {
      if (!keep(base + start)) {
        start += 1;
        continue;
      }
      let end = start + 1;
      while (end < n && same(base + start, base + end)) end += 1;
      visit(mover, start, end);
      start = end;
    }
  }
}

/** Planets' sectors, one arc per run of equal colour code, filled one colour at a time. */
export function paintRuns(ctx, g, colouring) {
  const paths = new Map();
  const { codes } = colouring;
  eachRun(g.n, () => true, (a, b) => codes[a] === codes[b], (mover, start, end) => {
    const code = codes[mover * g.n + start];
    if (!paths.has(code)) paths.set(code, new Path2D());
    sectorPath(paths.get(code), g, g.rings[mover], angleOf(g, start) - g.slice / 2, angleOf(g, end) - g.slice / 2);
  });
  for (const [code, path] of paths) {
    ctx.fillStyle = colouring.colours[code];
    ctx.fill(path);
  }
}

/** Queued states as dark arcs on the bands, never thinner than about a pixel and a half. */
export function paintQueueBands(ctx, g, inQueue) {
  const path = new Path2D();
  const minHalf = 0.8 / g.R;
  eachRun(g.n, (s) => inQueue[s] === 1, (_a, b) => inQueue[b] === 1, (mover, start, end) => {
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

/** The hole, at least a couple of pixels wide so it is always visible. */
export function paintHoleSlivers(ctx, g) {
  for (const ring of g.rings) {
    const half = Math.max(g.slice / 2, 1.2 / ring.r0);
    ctx.beginPath();
    sectorPath(ctx, g, ring, -Math.PI / 2 - half, -Math.PI / 2 + half);
    ctx.fillStyle = HOLE;
    ctx.fill();
  }
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
