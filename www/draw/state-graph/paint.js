// @ts-check
// Paint layers of the state-graph board, from plain data: moves as arrows between node discs (a
// self-loop as a small loop above its node, a pair of opposite moves as two bows), nodes
// coloured by their code with their number, their counter or remoteness in a badge, queue
// places, outlines and lines of play. `frame` maps the layout's unit square (geometry.js).

import { arrow, controlPoint } from '../arrows.js';
import {
  EDGE, FONT, INK, INK_SOFT, PAPER, styleOf,
} from '../palette.js';
import { NO_REMOTENESS, Outcome } from '../../model/states.js';
import {
  RING, badgeOffset, passesOverNode, placeBelow,
} from './geometry.js';

/** Queue places numbered on the board; the rest waiting get a plain dot. */
const NUMBERED = 12;
const EDGE_INK = 'rgba(29, 35, 48, 0.36)';

export const at = (frame, xy, v) => ({ x: frame.x(xy[2 * v]), y: frame.y(xy[2 * v + 1]) });

/** A point `by` pixels from `from` towards `to`: where an arrow leaves or meets a disc. */
function toward(from, to, by) {
  const d = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: from.x + ((to.x - from.x) * by) / d, y: from.y + ((to.y - from.y) * by) / d };
}

/**
 * The bend of a move from a to b (as arrows.js takes it). A move of an opposite pair bows to
 * the left of its way, so the two part; a move that would run over other nodes (`'over'`)
 * bows towards `inside` (the board's middle, so it never leaves the board) by at least
 * `room` pixels at its middle (clear of the discs it passes); others run straight.
 */
export function bendOf(a, b, bow, inside = null, room = 0) {
  if (!bow) return { x: a.x, y: a.y, pull: 0 };
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  // The way's left, as a unit vector: where the curve bulges.
  let ux = (a.y - b.y) / len;
  let uy = (b.x - a.x) / len;
  if (bow === 'over' && inside && ux * (inside.x - mx) + uy * (inside.y - my) < 0) {
    ux = -ux;
    uy = -uy;
  }
  const offset = bow === 'over' ? Math.max(0.12 * len, room) : 0.12 * len;
  // A quadratic curve's middle is halfway to its control point; with pull -1 the control
  // point is the chord's middle mirrored through the bend point.
  return { x: mx - 2 * offset * ux, y: my - 2 * offset * uy, pull: -1 };
}

/** One move from node u to node v, as an arrow from disc edge to disc edge; `bowed` as `bendOf`'s `bow` (true: a pair's). */
export function moveArrow(ctx, frame, xy, u, v, { color, width = 1.2, dashed = false, bowed = null }) {
  const a = at(frame, xy, u);
  const r = frame.radius;
  if (u === v) {
    ctx.save();
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    if (dashed) ctx.setLineDash([4, 3]);
    ctx.beginPath();
    ctx.arc(a.x, a.y - r * 1.6, r * 0.8, 0.75 * Math.PI, 2.25 * Math.PI);
    ctx.stroke();
    ctx.restore();
    return;
  }
  const b = at(frame, xy, v);
  if (Math.hypot(b.x - a.x, b.y - a.y) <= 2 * r + 2) return;
  arrow(ctx, toward(a, b, r), toward(b, a, r + 1), {
    color, width, dashed, bend: moveBend(frame, a, b, bowed === true ? 'pair' : bowed),
  });
}

/** The bend of move a -> b on the board: towards its middle, clear of the discs it passes. */
const moveBend = (frame, a, b, bow) => bendOf(a, b, bow, middleOf(frame), 2 * frame.radius + 10);

/**
 * The control point of move u -> v's curve as `moveArrow` draws it with `bow` (bendOf's), so a
 * click finds a bowed move where it is drawn; null for a move drawn straight.
 */
export function moveCurve(frame, xy, u, v, bow) {
  if (!bow || u === v) return null;
  const a = at(frame, xy, u);
  const b = at(frame, xy, v);
  return controlPoint(a, b, moveBend(frame, a, b, bow));
}

/** The moves that would run over another node, as `u * 2^20 + v`, kept per layout and frame. */
const overKept = new WeakMap();
function movesOverNodes(frame, xy, edges) {
  const key = `${frame.sx}|${frame.sy}|${frame.ox}|${frame.oy}|${frame.radius}|${edges.length}`;
  const kept = overKept.get(xy);
  if (kept && kept.key === key) return kept.over;
  const over = new Set();
  for (let i = 0; i < edges.length; i += 2) {
    if (edges[i] !== edges[i + 1] && passesOverNode(frame, xy, edges[i], edges[i + 1])) over.add(edges[i] * 0x100000 + edges[i + 1]);
  }
  overKept.set(xy, { key, over });
  return over;
}

/**
 * How the move u -> v is drawn: `'pair'` (one of two opposite moves), `'over'` (its straight
 * line would run over another node) or null (straight).
 */
export function bowsOf(frame, xy, edges, reverse) {
  const over = movesOverNodes(frame, xy, edges);
  return (u, v) => {
    if (reverse.has(v * 0x100000 + u)) return 'pair';
    return over.has(u * 0x100000 + v) ? 'over' : null;
  };
}

/** The board's middle, which bowed moves bend towards. */
const middleOf = (frame) => ({ x: frame.width / 2, y: frame.height / 2 });

/** Every move, thin and grey, so that what a step or the focus draws stands out. */
export function paintMoves(ctx, frame, xy, edges, bowed) {
  for (let i = 0; i < edges.length; i += 2) {
    const u = edges[i];
    const v = edges[i + 1];
    moveArrow(ctx, frame, xy, u, v, { color: EDGE_INK, width: 1, bowed: bowed(u, v) });
  }
}

/** The set of moves u -> v as `u * 2^20 + v`, to find opposite pairs at once. */
export function moveKeys(edges) {
  const keys = new Set();
  for (let i = 0; i < edges.length; i += 2) keys.add(edges[i] * 0x100000 + edges[i + 1]);
  return keys;
}

/** A badge's box for `text` at font `size`, in CSS pixels (and its font set on `ctx`). */
function badgeBox(ctx, text, size) {
  ctx.font = `700 ${size}px ${FONT}`;
  return { w: Math.max(size + 4, ctx.measureText(text).width + 6), h: size + 4 };
}

function badge(ctx, x, y, text, { fill, ink, size }) {
  const { w } = badgeBox(ctx, text, size);
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - size / 2 - 2, w, size + 4, (size + 4) / 2);
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = PAPER;
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5);
}

/** What a node's badge says: its counter while undecided, else its remoteness (∞ for Loop). */
export function badgeText(run, v) {
  const outcome = run.outcomes[v];
  if (outcome === Outcome.Undecided) return run.counters ? String(run.counters[v]) : null;
  if (outcome === Outcome.Loop) return '∞';
  return run.remoteness[v] === NO_REMOTENESS ? null : String(run.remoteness[v]);
}

/** Whether the discs have room for words, and the size of their numbers. */
const letteringOf = (frame) => ({ words: frame.radius >= 7, size: Math.max(8, Math.min(13 * frame.lettering, frame.radius * 0.85)) });

/** Names are never drawn smaller than this (CSS pixels): a name that needs less is left off. */
const SMALLEST_NAME = 6;

/** The font size that fits `text` across a disc of radius `r`, at most `size`; 0 when none readable does. */
function fitted(ctx, text, size, r) {
  ctx.font = `650 ${size}px ${FONT}`;
  const w = ctx.measureText(text).width;
  const fits = w <= 2 * r - 2 ? size : (size * (2 * r - 2)) / w;
  return fits >= SMALLEST_NAME ? fits : 0;
}

/** The node discs, named (`label(v)`) when there is room for words. */
export function paintNodes(ctx, frame, xy, run, colouring, label) {
  const r = frame.radius;
  const { words, size } = letteringOf(frame);
  for (let v = 0; v < xy.length / 2; v += 1) {
    const { x, y } = at(frame, xy, v);
    const outcome = run.outcomes[v];
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = colouring.colours[colouring.codes[v]];
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = outcome === Outcome.Undecided ? EDGE : PAPER;
    ctx.stroke();
    if (!words) continue;
    const text = label(v);
    const fit = fitted(ctx, text, size, r);
    if (fit === 0) continue;
    ctx.fillStyle = styleOf(outcome).ink;
    ctx.font = `650 ${fit}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x, y + 0.5);
  }
}

/**
 * Each node's badge at its disc's upper right when there is room for words, drawn over the
 * rings: a node ringed (`rings`: node -> ringReach) gets it just past its ring instead.
 * `says(v)` is what it holds when the game says (else badgeText).
 */
export function paintBadges(ctx, frame, xy, run, rings, says = null) {
  const { words, size } = letteringOf(frame);
  if (!words) return;
  const badgeSize = Math.max(8, size - 2);
  for (let v = 0; v < xy.length / 2; v += 1) {
    const text = says ? says(v) : badgeText(run, v);
    if (text === null) continue;
    const { x, y } = at(frame, xy, v);
    const { w, h } = badgeBox(ctx, text, badgeSize);
    const a = badgeOffset(frame.radius, w, h, rings.get(v) ?? 0);
    badge(ctx, x + a, y - a, text, { fill: PAPER, ink: INK, size: badgeSize });
  }
}

/**
 * Queue places: numbered tags under the next few nodes to be taken, dots under the rest,
 * drawn over the rings: a node ringed (`rings`: node -> ringReach) has its place past its ring.
 */
export function paintQueue(ctx, frame, xy, run, rings) {
  const r = frame.radius;
  const l = frame.lettering;
  for (let i = run.head; i < run.tail; i += 1) {
    const v = run.queue[i];
    const { x, y } = at(frame, xy, v);
    const place = i - run.head + 1;
    const ring = rings.get(v) ?? 0;
    if (place <= NUMBERED && r >= 7) badge(ctx, x, y + placeBelow(r + 5 * l, (9 * l) / 2 + 2, ring), String(place), { fill: INK, ink: PAPER, size: 9 * l });
    else {
      const dot = Math.max(2, r * 0.3);
      ctx.beginPath();
      ctx.arc(x, y + placeBelow(r + 3, dot, ring), dot, 0, Math.PI * 2);
      ctx.fillStyle = INK;
      ctx.fill();
    }
  }
}

/** A ring round node v. */
export function outlineNode(ctx, frame, xy, v, {
  color = INK, width = RING.width, gap = RING.gap, dashed = false,
} = {}) {
  const { x, y } = at(frame, xy, v);
  ctx.save();
  if (dashed) ctx.setLineDash([4, 3]);
  ctx.beginPath();
  ctx.arc(x, y, frame.radius + gap, 0, Math.PI * 2);
  ctx.lineWidth = width;
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.restore();
}

/**
 * A number in a disc at the middle of the move from a to b (a line's move number), on its
 * curve when it is drawn bowed (`bend` as arrows.js takes it), `scale` times the usual size.
 */
export function numberOnMove(ctx, a, b, number, colour, { bend = null, scale = 1 } = {}) {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  // A quadratic curve's middle lies halfway between the chord's middle and its control point.
  const cx = bend ? bend.x + (mx - bend.x) * (1 - bend.pull) : mx;
  const cy = bend ? bend.y + (my - bend.y) * (1 - bend.pull) : my;
  const x = (mx + cx) / 2;
  const y = (my + cy) / 2;
  ctx.beginPath();
  ctx.arc(x, y, 8 * scale, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.fillStyle = PAPER;
  ctx.font = `700 ${10 * scale}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(number), x, y + 0.5);
}

/** The column headings of the layered layout: remoteness over each column, Loop over the band. */
export function paintLayerHeads(ctx, frame, heads) {
  ctx.fillStyle = INK_SOFT;
  ctx.font = `600 ${11 * frame.lettering}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const { x, text } of heads) ctx.fillText(text, frame.x(x), 4);
}
