// Where Berzerk's states sit on screen: two concentric rings, object 1 (the hole) at the
// top, moves going clockwise; the outer ring is Rick to move, the inner ring Morty. Pure
// arithmetic, shared by every ring layer and by hit-testing, so what is drawn and what is
// under the pointer always agree.

import { moverOf, positionOf } from '../engine/contract.js';

export const TAU = Math.PI * 2;

/** Up to this many objects every state is drawn on its own, with counters and arrows. */
export const DETAIL_LIMIT = 60;

/**
 * The rings for n objects in a width x height box (CSS pixels). `text` scales lettering
 * with the board, so a projector's big circle gets big numbers.
 */
export function ringLayout(n, width, height) {
  const size = Math.min(width, height);
  const text = Math.max(1, Math.min(2.2, size / 700));
  const labelRoom = (n <= DETAIL_LIMIT ? 30 : 34) * text;
  const R = Math.max(40, size / 2 - labelRoom - 8);
  return {
    n,
    text,
    cx: width / 2,
    cy: height / 2,
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
 * Where arrows start and end: on the cell's edge that faces the centre, so they leave the
 * glyphs and counters readable.
 */
export function anchorOf(g, state) {
  const ring = ringOf(g, state);
  return pointAt(g, positionOf(state, g.n), ring.r0 + Math.min(6, (ring.r1 - ring.r0) * 0.15));
}

/** The position whose slice contains angle `a` (radians, screen convention). */
export function positionAtAngle(g, a) {
  let turned = a + Math.PI / 2;
  turned = ((turned % TAU) + TAU) % TAU;
  return Math.round(turned / g.slice) % g.n;
}

/** The state under the CSS pixel (x, y), or null; a pixel of slack around each ring. */
export function stateAt(g, x, y) {
  const dx = x - g.cx;
  const dy = y - g.cy;
  const r = Math.hypot(dx, dy);
  const mover = g.rings.findIndex((ring) => r >= ring.r0 - 1 && r <= ring.r1 + 1);
  if (mover < 0) return null;
  return mover * g.n + positionAtAngle(g, Math.atan2(dy, dx));
}
