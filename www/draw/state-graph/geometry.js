// @ts-check
// The state-graph board's geometry: the unit square of a layout mapped onto the canvas (with
// zoom and pan), the size of a node, and what lies under a point: a node, or a move drawn
// as the segment between its ends. Pure, so hit-testing is unit-tested.

/** Graphs up to this many nodes are drawn node by node; larger ones as the summary board. */
export const DETAIL_NODES = 400;
/**
 * What part of the layout is in view: magnified `zoom` times about the unit point (cx, cy).
 * @typedef {{ zoom: number, cx: number, cy: number }} View
 */
/** No zoom, centred. @type {Readonly<View>} */
export const FIT_VIEW = Object.freeze({ zoom: 1, cx: 0.5, cy: 0.5 });
const MAX_ZOOM = 40;
/** Room kept round the layout for labels and badges, in CSS pixels (less on small boards). */
const PAD = 34;
const padOf = (width, height) => Math.min(PAD, 0.07 * Math.min(width, height));
/** CSS pixels above the nodes for column headings. */
export const HEAD_ROOM = 16;
/** No room beyond the usual margin on any side. */
const NO_EXTRA = Object.freeze({ left: 0, right: 0, top: 0, bottom: 0 });

/**
 * The frame of a layout on a `width` x `height` board: unit point (x, y) -> screen point,
 * the unit square stretched to the board less a margin, so a layout uses all of it.
 * `lettering` (draw/lettering.js) enlarges the nodes' discs, their numbers and badges;
 * `extra` adds room on given sides (in CSS pixels) for what is drawn beyond the discs
 * (see fit.js).
 */
export function graphFrame(width, height, view = FIT_VIEW, {
  nodes = 1, heads = false, lettering = 1, extra = NO_EXTRA,
} = {}) {
  const pad = padOf(width, height) * lettering;
  // Column headings (the layered layout's remoteness and Loop) take a line above the nodes.
  const headRoom = heads ? HEAD_ROOM * lettering : 0;
  const left = pad + extra.left;
  const top = pad + headRoom + extra.top;
  const fitW = Math.max(1, width - left - pad - extra.right);
  const fitH = Math.max(1, height - top - pad - extra.bottom);
  const sx = fitW * view.zoom;
  const sy = fitH * view.zoom;
  const ox = left + fitW / 2 - view.cx * sx;
  const oy = top + fitH / 2 - view.cy * sy;
  // Nodes as large as their spacing allows, from dots to labelled discs.
  const spacing = Math.min(sx, sy) / Math.sqrt(Math.max(1, nodes));
  const radius = Math.max(3, Math.min(20 * lettering, spacing * 0.22 * lettering));
  return {
    width, height, sx, sy, ox, oy, radius, view, lettering,
    x: (ux) => ox + ux * sx,
    y: (uy) => oy + uy * sy,
    unit: (px, py) => ({ x: (px - ox) / sx, y: (py - oy) / sy }),
  };
}

/**
 * A ring's stroke width and its gap from the disc, in CSS pixels.
 * @typedef {{ width: number, gap: number }} RingStyle
 */
/** A ring round a node (paint.js outlineNode) unless told otherwise. @type {Readonly<RingStyle>} */
export const RING = Object.freeze({ width: 3, gap: 3 });
/** The widest ring a node gets: the focus's and the played node's. @type {Readonly<RingStyle>} */
export const WIDEST_RING = Object.freeze({ width: 3.4, gap: 4 });
/** CSS pixels kept between a ring and the badge pushed past it. */
const BADGE_CLEAR = 1;

/**
 * How far from a node's centre a ring of `style` reaches: its radius and half its stroke.
 * @type {(radius: number, style?: Partial<RingStyle>) => number}
 */
export const ringReach = (radius, { width = RING.width, gap = RING.gap } = {}) => radius + gap + width / 2;

/**
 * How far right of and above a node's centre its badge (`w` x `h` CSS pixels) is centred: on
 * the disc's edge, up and to the right; on a node ringed out to `ring` pixels (ringReach),
 * along the same diagonal just past the ring, so the ring never runs through the badge.
 */
export function badgeOffset(radius, w, h, ring = 0) {
  // How near the badge centred `a` along the diagonal comes to the node's centre.
  const nearest = (a) => Math.hypot(Math.max(0, a - w / 2), Math.max(0, a - h / 2));
  const onDisc = 0.85 * radius;
  const clear = ring + BADGE_CLEAR;
  if (ring <= 0 || nearest(onDisc) >= clear) return onDisc;
  let lo = onDisc;
  let hi = onDisc + clear + w + h;
  for (let i = 0; i < 32; i += 1) {
    const mid = (lo + hi) / 2;
    if (nearest(mid) >= clear) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * How far below a node's centre a mark `half` CSS pixels high (half its height) is centred:
 * at `under` (its place under the disc); on a node ringed out to `ring` pixels (ringReach),
 * just past the ring if that is lower, so the ring never runs through it. A queue place's tag
 * and dot sit so.
 */
export const placeBelow = (under, half, ring = 0) => (ring <= 0 ? under : Math.max(under, ring + BADGE_CLEAR + half));

/** The node whose disc holds (px, py), the nearest if several; null if none. */
export function nodeAt(frame, xy, px, py) {
  let best = null;
  let bestD = (frame.radius + 3) ** 2;
  for (let v = 0; v < xy.length / 2; v += 1) {
    const d = (frame.x(xy[2 * v]) - px) ** 2 + (frame.y(xy[2 * v + 1]) - py) ** 2;
    if (d <= bestD) {
      best = v;
      bestD = d;
    }
  }
  return best;
}

/** Squared distance from p to the segment a-b. */
function segmentDistance2(ax, ay, bx, by, px, py) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2;
}

/**
 * Whether the straight segment of the move u -> v would run over the disc of another node
 * (in a column of the layered layout, a move past its neighbours): such a move is drawn
 * bowed, so it neither hides the nodes between nor lies on the moves between them.
 */
export function passesOverNode(frame, xy, u, v) {
  const ax = frame.x(xy[2 * u]);
  const ay = frame.y(xy[2 * u + 1]);
  const bx = frame.x(xy[2 * v]);
  const by = frame.y(xy[2 * v + 1]);
  const reach = (frame.radius + 2) ** 2;
  for (let w = 0; w < xy.length / 2; w += 1) {
    if (w === u || w === v) continue;
    if (segmentDistance2(ax, ay, bx, by, frame.x(xy[2 * w]), frame.y(xy[2 * w + 1])) < reach) return true;
  }
  return false;
}

/** The chords a bowed move's curve is followed by, when measuring how near a point is to it. */
const CHORDS = 16;

/**
 * Squared distance from (px, py) to the move from a to b as drawn: its straight segment, or
 * the quadratic curve through `control`, followed chord by chord.
 */
function moveDistance2(a, b, control, px, py) {
  if (!control) return segmentDistance2(a.x, a.y, b.x, b.y, px, py);
  let best = Infinity;
  let from = a;
  for (let i = 1; i <= CHORDS; i += 1) {
    const t = i / CHORDS;
    const s = 1 - t;
    const to = {
      x: s * s * a.x + 2 * s * t * control.x + t * t * b.x,
      y: s * s * a.y + 2 * s * t * control.y + t * t * b.y,
    };
    best = Math.min(best, segmentDistance2(from.x, from.y, to.x, to.y, px, py));
    from = to;
  }
  return best;
}

/** @type {(u: number, v: number) => ({ x: number, y: number } | null)} A move drawn straight. */
const straight = () => null;

/**
 * The move (flat pairs `edges`) drawn nearest (px, py), within a few pixels, as
 * { from, to }; a self-loop is the small loop above its node, and a bowed move its curve
 * (`curveOf(u, v)`: the control point of its curve as drawn, or null when drawn straight).
 * Null if none is near.
 */
export function moveAt(frame, xy, edges, px, py, { tolerance = 5, curveOf = straight } = {}) {
  let best = null;
  let bestD = tolerance * tolerance;
  for (let i = 0; i < edges.length; i += 2) {
    const u = edges[i];
    const v = edges[i + 1];
    const ax = frame.x(xy[2 * u]);
    const ay = frame.y(xy[2 * u + 1]);
    const d = u === v
      ? (Math.hypot(ax - px, ay - frame.radius * 1.6 - py) - frame.radius * 0.8) ** 2
      : moveDistance2({ x: ax, y: ay }, { x: frame.x(xy[2 * v]), y: frame.y(xy[2 * v + 1]) }, curveOf(u, v), px, py);
    if (d <= bestD) {
      best = { from: u, to: v };
      bestD = d;
    }
  }
  return best;
}

/** The view zoomed by `factor` about screen point (px, py), which stays where it is. */
export function zoomAbout(frame, factor, px, py) {
  const zoom = Math.max(1, Math.min(MAX_ZOOM, frame.view.zoom * factor));
  const k = zoom / frame.view.zoom;
  const at = frame.unit(px, py);
  return clampView({
    zoom,
    cx: at.x + (frame.view.cx - at.x) / k,
    cy: at.y + (frame.view.cy - at.y) / k,
  });
}

/** The view moved by (dx, dy) screen pixels. */
export const panBy = (frame, dx, dy) => clampView({
  zoom: frame.view.zoom, cx: frame.view.cx - dx / frame.sx, cy: frame.view.cy - dy / frame.sy,
});

/** The view centred on unit point (x, y) at the same zoom. */
export const centreOn = (view, x, y) => clampView({ zoom: view.zoom, cx: x, cy: y });

/** Keeps the centre on the layout, so a pan can never lose it. */
function clampView(view) {
  const clamp = (v) => Math.max(0, Math.min(1, v));
  return view.zoom <= 1 ? { ...FIT_VIEW } : { zoom: view.zoom, cx: clamp(view.cx), cy: clamp(view.cy) };
}
