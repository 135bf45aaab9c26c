// @ts-check
// Paint layer for circles whose states are narrower than a pixel or two: each sliver of a
// ring (an arc about a pixel wide) is a stacked bar of the outcomes of the states it covers,
// from the outer edge in: Win, Lose, Loop, undecided, each as long as its share. So the
// picture shows proportions, never one sampled state per pixel (which draws patterns the
// game does not have), and it reads in greyscale. Beside each ring, the share of its states
// waiting in the queue. Counts come from the run's block counts (model/state-run.js), so a
// frame costs about the number of slivers, not the number of states.

import { Outcome, stateOf } from '../../model/states.js';
import { countRange } from '../../model/state-run.js';
import { angleOf } from './ring-geometry.js';

/** From the outer edge of a ring inwards. */
export const DENSITY_ORDER = Object.freeze([Outcome.Win, Outcome.Lose, Outcome.Loop, Outcome.Undecided]);
/** Slivers about this many CSS pixels wide, measured on the outer ring. */
const SLIVER_PX = 1;

/**
 * The slivers of the positions in view: `[from, to)` pairs of positions (the hole left out,
 * it is drawn on its own). `range` is { from, count } or null for the whole circle.
 */
export function slivers(g, range) {
  const first = range === null ? 1 : range.from;
  const count = range === null ? g.n - 1 : range.count;
  const wide = count * g.slice * g.R;
  const bins = Math.max(1, Math.min(count, Math.ceil(wide / SLIVER_PX)));
  const out = [];
  for (let b = 0; b < bins; b += 1) {
    const lo = first + Math.floor((b * count) / bins);
    const hi = first + Math.floor(((b + 1) * count) / bins);
    if (hi > lo) out.push([lo, hi]);
  }
  return out;
}

/** Counts per sliver for one mover's ring: [win, lose, loop, undecided, queued] shares. */
function sliverShares(run, n, mover, bins) {
  const tally = new Uint32Array(5);
  const shares = new Float32Array(bins.length * 5);
  bins.forEach(([lo, hi], b) => {
    // A zoomed view may run past position n - 1, round to the start of the ring.
    const parts = [];
    if (lo < n) parts.push([lo, Math.min(hi, n)]);
    if (hi > n) parts.push([Math.max(lo, n) - n, hi - n]);
    const sum = [0, 0, 0, 0, 0];
    for (const [a, z] of parts) {
      if (Math.max(a, 1) >= z) continue;
      // Positions [a, z) off the hole are the mover's states [state of a, state of z).
      countRange(run, stateOf(mover, Math.max(a, 1), n), stateOf(mover, z, n), tally);
      for (let i = 0; i < 5; i += 1) sum[i] += tally[i];
    }
    const total = sum[0] + sum[1] + sum[2] + sum[3];
    DENSITY_ORDER.forEach((outcome, i) => {
      shares[b * 5 + i] = total === 0 ? 0 : sum[outcome] / total;
    });
    shares[b * 5 + 4] = total === 0 ? 0 : sum[4] / total;
  });
  return shares;
}

/**
 * The polygon of one band: the ring's outer edge, then a staircase at `inner(b)` back, one
 * stair per run of slivers with the same depth (so a uniform stretch costs two points).
 */
function bandPath(g, ring, bins, inner) {
  const path = new Path2D();
  const edge = (b, side) => angleOf(g, bins[b][side]) - g.slice / 2;
  path.arc(g.cx, g.cy, ring.r1, edge(0, 0), edge(bins.length - 1, 1));
  let b = bins.length - 1;
  while (b >= 0) {
    const r = inner(b);
    let first = b;
    while (first > 0 && inner(first - 1) === r) first -= 1;
    const a1 = edge(b, 1);
    const a0 = edge(first, 0);
    path.lineTo(g.cx + r * Math.cos(a1), g.cy + r * Math.sin(a1));
    if (first === b) path.lineTo(g.cx + r * Math.cos(a0), g.cy + r * Math.sin(a0));
    else path.arc(g.cx, g.cy, r, a1, a0, true);
    b = first - 1;
  }
  path.closePath();
  return path;
}

/** Whether any sliver has a share of band `k` (its outcome, or the queue's). */
const anyShare = (shares, k) => {
  for (let i = k; i < shares.length; i += 5) if (shares[i] > 0) return true;
  return false;
};

/**
 * Paints both rings as stacked bars and the queue's share beside them. `colours[outcome]`
 * is each outcome's fill; `queueInk` the queue bands' colour.
 */
export function paintDensity(ctx, g, run, { colours, queueInk, range }) {
  const bins = slivers(g, range);
  if (bins.length === 0) return;
  for (const [mover, ring] of g.rings.entries()) {
    const shares = sliverShares(run, g.n, mover, bins);
    const width = ring.r1 - ring.r0;
    // Each band covers the ones after it, so neighbouring bands never leave a seam; the
    // last (undecided) covers the whole ring, and a band no sliver has is not drawn.
    for (let k = DENSITY_ORDER.length - 1; k >= 0; k -= 1) {
      if (!anyShare(shares, k)) continue;
      const reach = (b) => {
        let sum = 0;
        for (let i = 0; i <= k; i += 1) sum += shares[b * 5 + i];
        return ring.r1 - Math.min(1, sum) * width;
      };
      ctx.fillStyle = colours[DENSITY_ORDER[k]];
      ctx.fill(bandPath(g, ring, bins, k === DENSITY_ORDER.length - 1 ? () => ring.r0 : reach));
    }
    if (!anyShare(shares, 4)) continue;
    const band = g.bands[mover];
    const depth = band.r1 - band.r0;
    const queued = (b) => {
      const share = shares[b * 5 + 4];
      return share === 0 ? band.r1 : band.r1 - Math.max(0.3, share) * depth;
    };
    ctx.fillStyle = queueInk;
    ctx.fill(bandPath(g, band, bins, queued));
  }
}
