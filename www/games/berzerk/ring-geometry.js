// @ts-check
// Where Berzerk's states sit on screen: two concentric rings, object 1 (the hole) at the
// top, moves going clockwise; the outer ring is Rick to move, the inner ring Morty. Pure
// arithmetic, shared by every ring layer and by hit-testing, so what is drawn and what is
// under the pointer always agree.

import {
  aroundCircle, moverOf, positionOf, stateOf,
} from '../../model/states.js';

export const TAU = Math.PI * 2;

/** Up to this many objects every state is drawn on its own, with counters and arrows. */
export const DETAIL_LIMIT = 60;

/**
 * What part of the rings is in view: magnified `zoom` times about the unzoomed board point
 * (x, y), which is null at no zoom.
 * @typedef {{ zoom: number, x: number | null, y: number | null }} RingView
 */
/** The whole circle, centred: no zoom. @type {Readonly<RingView>} */
export const FIT_RING = Object.freeze({ zoom: 1, x: null, y: null });

/**
 * The rings for n objects in a width x height box (CSS pixels), zoomed by `view.zoom` about
 * the board point (view.x, view.y) of the unzoomed board, which then sits at the box's
 * centre. `text` scales lettering with the board, so a projector's big circle gets big
 * numbers, and again by `lettering` (draw/lettering.js); zooming enlarges the rings, not the
 * lettering.
 */
export function ringLayout(n, width, height, view = FIT_RING, lettering = 1) {
  const size = Math.min(width, height);
  const text = Math.max(1, Math.min(2.2, size / 700)) * lettering;
  const labelRoom = (n <= DETAIL_LIMIT ? 30 : 34) * text;
  const fitR = Math.max(40, size / 2 - labelRoom - 8);
  const zoom = view.zoom;
  const R = fitR * zoom;
  const at = (c, centre, half) => (zoom === 1 || c === null ? centre : half + (centre - c) * zoom);
  return {
    n,
    text,
    width,
    height,
    zoom,
    fitR,
    cx: at(view.x, width / 2, width / 2),
    cy: at(view.y, height / 2, height / 2),
    R,
    slice: TAU / n,
    rings: [
      { r0: R * 0.77, r1: R },
      { r0: R * 0.49, r1: R * 0.71 },
    ],
    labelR: R + 17 * text,
    // Thin tracks beside the rings that mark queued states for large n.
    bands: [
      { r0: R + 2, r1: R + 6 },
      { r0: R * 0.49 - 6, r1: R * 0.49 - 2 },
    ],
  };
}

/** The most zoom that is useful: a state about 24 px wide on the outer ring. */
export const maxRingZoom = (g) => Math.max(1, (24 * g.n) / (TAU * g.fitR));

/** The board point (unzoomed) under screen point (x, y). */
function boardPoint(g, x, y) {
  return { x: g.width / 2 + (x - g.cx) / g.zoom, y: g.height / 2 + (y - g.cy) / g.zoom };
}

/**
 * Where a zoom about screen point (x, y) should hold still: the point itself on or near the
 * rings, else the point of the outer ring in its direction (the top when it is the centre),
 * so that zooming never dives into the empty middle of the circle.
 */
export function ringAnchor(g, x, y) {
  const dx = x - g.cx;
  const dy = y - g.cy;
  const r = Math.hypot(dx, dy);
  if (r >= g.rings[1].r0 - 8) return { x, y };
  const a = r < 1 ? -Math.PI / 2 : Math.atan2(dy, dx);
  const mid = (g.rings[0].r0 + g.rings[0].r1) / 2;
  return { x: g.cx + mid * Math.cos(a), y: g.cy + mid * Math.sin(a) };
}

/** Zooms by `factor` about screen point (x, y), keeping what is under it in place. */
export function zoomRingAbout(g, x, y, factor) {
  const zoom = Math.max(1, Math.min(maxRingZoom(g), g.zoom * factor));
  if (zoom === 1) return FIT_RING;
  const b = boardPoint(g, x, y);
  return { zoom, x: b.x - (x - g.width / 2) / zoom, y: b.y - (y - g.height / 2) / zoom };
}

/** The same zoom, with the unzoomed board point (bx, by) at the box's centre. */
export function centreRingOn(g, bx, by) {
  if (g.zoom === 1) return FIT_RING;
  return { zoom: g.zoom, x: bx, y: by };
}

/** Moves the zoomed board by (dx, dy) screen pixels, as a drag does. */
export function panRing(g, dx, dy) {
  if (g.zoom === 1) return FIT_RING;
  const centre = boardPoint(g, g.width / 2, g.height / 2);
  return { zoom: g.zoom, x: centre.x - dx / g.zoom, y: centre.y - dy / g.zoom };
}

/**
 * The positions that can be on screen, as an inclusive range that may wrap past n - 1, or
 * null when the whole circle can be (the centre is in view).
 */
export function visiblePositions(g) {
  if (g.cx >= 0 && g.cx <= g.width && g.cy >= 0 && g.cy <= g.height) return null;
  const mid = Math.atan2(g.height / 2 - g.cy, g.width / 2 - g.cx);
  let lo = 0;
  let hi = 0;
  for (const [x, y] of [[0, 0], [g.width, 0], [0, g.height], [g.width, g.height]]) {
    let d = Math.atan2(y - g.cy, x - g.cx) - mid;
    d = Math.atan2(Math.sin(d), Math.cos(d));
    lo = Math.min(lo, d);
    hi = Math.max(hi, d);
  }
  const from = Math.floor(((mid + lo + Math.PI / 2) / g.slice)) - 1;
  const count = Math.ceil((hi - lo) / g.slice) + 3;
  return { from: aroundCircle(from, g.n), count: Math.min(g.n, count) };
}

/** Angle of a position's centre: position 0 at the top, clockwise. */
export function angleOf(g, position) {
  return -Math.PI / 2 + position * g.slice;
}

/** A point at radius r along a position's centre line. */
export function pointAt(g, position, r) {
  const a = angleOf(g, position);
  return { x: g.cx + r * Math.cos(a), y: g.cy + r * Math.sin(a) };
}

/** The ring of a state (0 outer, Rick; 1 inner, Morty). */
export const ringOf = (g, state) => g.rings[moverOf(state, g.n)];

/** The middle of a state's cell. */
export function cellCentre(g, state) {
  const ring = ringOf(g, state);
  return pointAt(g, positionOf(state, g.n), (ring.r0 + ring.r1) / 2);
}

/**
 * Where arrows start and end: on the ring's edge that faces the centre, so they bow through
 * the hollow middle, leave the glyphs and counters readable, and end on the ring they
 * point at.
 */
export function anchorOf(g, state) {
  return pointAt(g, positionOf(state, g.n), ringOf(g, state).r0);
}

/** The position whose slice contains angle `a` (radians, screen convention). */
export function positionAtAngle(g, a) {
  let turned = a + Math.PI / 2;
  turned = ((turned % TAU) + TAU) % TAU;
  return aroundCircle(Math.round(turned / g.slice), g.n);
}

/** The state under the CSS pixel (x, y), or null; a pixel of slack around each ring. */
export function stateAt(g, x, y) {
  const dx = x - g.cx;
  const dy = y - g.cy;
  const r = Math.hypot(dx, dy);
  const mover = g.rings.findIndex((ring) => r >= ring.r0 - 1 && r <= ring.r1 + 1);
  if (mover < 0) return null;
  return stateOf(mover, positionAtAngle(g, Math.atan2(dy, dx)), g.n);
}
