// @ts-check
// The state-graph board's frame fitted to what it draws: the margin round the layout grows on each
// side by as much as the nodes' discs, badges, self-loops and queue places, the column
// headings and the bows of opposite moves reach past it, so nothing is cut at the canvas's
// edge, at any size and with enlarged lettering. Pure arithmetic, so it is unit-tested.

import {
  FIT_VIEW, HEAD_ROOM, WIDEST_RING, badgeOffset, graphFrame, placeBelow, ringReach,
} from './geometry.js';

/** CSS pixels kept clear between the drawing and the canvas's edge. */
export const EDGE_CLEAR = 4;
/** Half the width of a column heading ("Loop" and remoteness numbers), in CSS pixels at lettering 1. */
const HEAD_HALF = 16;

/** The extent { x0, x1, y0, y1 } of node v's disc with its badge, self-loop and queue place. */
export function nodeExtent(frame, xy, v, heads) {
  const x = frame.x(xy[2 * v]);
  const y = frame.y(xy[2 * v + 1]);
  const r = frame.radius;
  const l = frame.lettering;
  // The widest ring a node may get: its badge and its queue place are pushed past it.
  const ring = ringReach(r, WIDEST_RING);
  const dot = Math.max(2, r * 0.3);
  let x1 = x + r;
  let y0 = y - 2.4 * r; // the self-loop's top, above the disc
  let y1 = y + placeBelow(r + 3, dot, ring) + dot;
  if (r >= 7) {
    // The node's badge at its upper right (up to two characters); the queue tag beneath.
    const size = Math.max(8, Math.max(8, Math.min(13 * l, r * 0.85)) - 2);
    const w = Math.max(size + 4, 1.3 * size + 6);
    const a = badgeOffset(r, w, size + 4, ring);
    const tag = (9 * l) / 2 + 2;
    x1 = x + a + w / 2;
    y0 = Math.min(y0, y - a - size / 2 - 2);
    y1 = y + placeBelow(r + 5 * l, tag, ring) + tag;
  }
  const head = heads ? HEAD_HALF * l : 0;
  return { x0: Math.min(x - r, x - head), x1: Math.max(x1, x + head), y0, y1 };
}

/**
 * The farthest point of the bow of move u -> v when its opposite move is drawn too (paint.js
 * bendOf: a curve bulging to the move's left by 0.12 of its length at its middle).
 */
export function bowPeak(frame, xy, u, v) {
  const ax = frame.x(xy[2 * u]);
  const ay = frame.y(xy[2 * u + 1]);
  const bx = frame.x(xy[2 * v]);
  const by = frame.y(xy[2 * v + 1]);
  return { x: (ax + bx) / 2 - 0.12 * (ay - by), y: (ay + by) / 2 - 0.12 * (bx - ax) };
}

/** The extent of everything drawn for layout `xy` with moves `edges` (flat pairs) in `frame`. */
export function drawnExtent(frame, xy, edges, heads) {
  const box = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
  const grow = (x0, x1, y0, y1) => {
    box.x0 = Math.min(box.x0, x0);
    box.x1 = Math.max(box.x1, x1);
    box.y0 = Math.min(box.y0, y0);
    box.y1 = Math.max(box.y1, y1);
  };
  for (let v = 0; v < xy.length / 2; v += 1) {
    const e = nodeExtent(frame, xy, v, heads);
    grow(e.x0, e.x1, e.y0, e.y1);
  }
  const keys = new Set();
  for (let i = 0; i < edges.length; i += 2) keys.add(edges[i] * 0x100000 + edges[i + 1]);
  for (let i = 0; i < edges.length; i += 2) {
    const [u, v] = [edges[i], edges[i + 1]];
    if (u === v || !keys.has(v * 0x100000 + u)) continue;
    const p = bowPeak(frame, xy, u, v);
    grow(p.x, p.x, p.y, p.y);
  }
  return box;
}

/**
 * graphFrame's frame for `view`, with the margins that keep the whole drawing of layout `xy`
 * inside the canvas at the fitted view (zooming then enlarges that frame as before).
 * `options` as graphFrame's.
 */
export function fittedFrame(width, height, view, options, xy, edges) {
  const extra = { left: 0, right: 0, top: 0, bottom: 0 };
  const lettering = options.lettering ?? 1;
  const top = EDGE_CLEAR + (options.heads ? HEAD_ROOM * lettering : 0);
  for (let round = 0; round < 8; round += 1) {
    const box = drawnExtent(graphFrame(width, height, FIT_VIEW, { ...options, extra }), xy, edges, options.heads);
    const spill = {
      left: EDGE_CLEAR - box.x0, right: box.x1 - (width - EDGE_CLEAR), top: top - box.y0, bottom: box.y1 - (height - EDGE_CLEAR),
    };
    if (Object.values(spill).every((s) => !(s > 0))) break;
    for (const side of Object.keys(extra)) if (spill[side] > 0) extra[side] += spill[side] + 0.5;
  }
  return graphFrame(width, height, view, { ...options, extra });
}
