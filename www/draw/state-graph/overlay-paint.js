// @ts-check
// What the state-graph board draws over its nodes and moves, on either board (node by node, or
// the summary's cells): the game being played, the focus's best line and the move the Why?
// card points at, the rings round highlighted, marked and focused states, the latest
// step's arrows and the drawing card's preview. Kept apart from the board's state so each
// piece takes the frame it draws in, and `point`/`outline` say where a state is on it.

import { arrow } from '../arrows.js';
import {
  HIGHLIGHT, INK, MARK_STYLES, PREVIEW, styleOf,
} from '../palette.js';
import { Outcome } from '../../model/states.js';
import { WIDEST_RING } from './geometry.js';
import {
  at, bendOf, moveArrow, numberOnMove,
} from './paint.js';

/** Longest line of play drawn on the board. */
const LINE_LIMIT = 40;

/** A self-loop of a line: a ring round its node. */
function ringAt(ctx, p, radius, color) {
  ctx.beginPath();
  ctx.arc(p.x, p.y, radius, 0, Math.PI * 2);
  ctx.lineWidth = 2.6;
  ctx.strokeStyle = color;
  ctx.stroke();
}

/**
 * A line of play from `start` as numbered arrows from disc edge to disc edge (drawn under
 * the nodes, so their numbers stay readable); a Loop's cycle dashed, a self-loop a ring.
 */
function paintLine(ctx, frame, { point, bowed }, start, line, colour = INK) {
  if (!line) return;
  const r = (frame.radius ?? 0) + 2;
  let from = start;
  line.moves.slice(0, LINE_LIMIT).forEach((move, i) => {
    const inCycle = line.cycleStart !== null && i >= line.cycleStart;
    const a = point(from);
    const b = point(move.to);
    const color = inCycle ? styleOf(Outcome.Loop).arrow : colour;
    const d = Math.hypot(b.x - a.x, b.y - a.y);
    if (from === move.to) ringAt(ctx, a, r + 4, color);
    else if (d > 2 * r) {
      const ux = (b.x - a.x) / d;
      const uy = (b.y - a.y) / d;
      const tail = { x: a.x + ux * r, y: a.y + uy * r };
      const head = { x: b.x - ux * r, y: b.y - uy * r };
      const bend = bendOf(tail, head, bowed(from, move.to), { x: frame.width / 2, y: frame.height / 2 }, 2 * r + 10);
      arrow(ctx, tail, head, { color, dashed: inCycle, width: 2.6, bend });
      if (d >= 2 * r + 24) numberOnMove(ctx, tail, head, i + 1, color, { bend, scale: frame.lettering ?? 1 });
    }
    from = move.to;
  });
}

/**
 * The game being played, the focus's best line and the move the Why? card points at.
 * `place` is { point, bowed }: where a state is drawn, and which way a move between two bows.
 */
export function paintLines(ctx, frame, place, { focus, played }) {
  if (played) paintLine(ctx, frame, place, played.start, { moves: played.moves, cycleStart: null }, HIGHLIGHT);
  if (focus === null) return;
  paintLine(ctx, frame, place, focus.state, focus.line);
  if (focus.move) paintLine(ctx, frame, place, focus.state, { moves: [focus.move], cycleStart: null }, PREVIEW);
}

/** Rings round the highlighted, marked, previewed and focused states. */
export function paintOutlines(outline, {
  focus, highlight, marks, played,
}) {
  for (const v of highlight ?? []) outline(v, { color: HIGHLIGHT, width: 2.6 });
  if (played?.at !== undefined) outline(played.at, { color: HIGHLIGHT, ...WIDEST_RING });
  for (const { state, kind } of marks ?? []) {
    const style = MARK_STYLES[kind];
    outline(state, { color: style.color, width: style.width, dashed: style.dashed });
  }
  if (focus === null) return;
  outline(focus.state, { ...WIDEST_RING });
  if (focus.move) outline(focus.move.to, { color: PREVIEW, width: 2.6 });
}

/** The latest step's arrows: the counts it lowered (dashed) and the outcomes it labelled. */
export function paintStepArrows(ctx, frame, xy, step) {
  if (!step || step.taken === null || !step.labelled) return;
  for (const d of step.decremented) {
    moveArrow(ctx, frame, xy, step.taken, d.state, { color: styleOf(Outcome.Undecided).arrow, dashed: true, width: 2, bowed: true });
  }
  for (const l of step.labelled) moveArrow(ctx, frame, xy, step.taken, l.state, { color: styleOf(l.outcome).arrow, width: 2.4, bowed: true });
}

/**
 * The drawing card's preview: the move it selected (bowed when its reverse is drawn too,
 * `keys` being the graph's moves as moveKeys gives them) and the move being dragged out.
 */
export function paintDrawing(ctx, frame, xy, drawing, keys) {
  if (!drawing?.on) return;
  if (drawing.selected) {
    const { from, to } = drawing.selected;
    moveArrow(ctx, frame, xy, from, to, { color: PREVIEW, width: 3.4, bowed: keys.has(to * 0x100000 + from) });
  }
  if (drawing.rubber) {
    const a = at(frame, xy, drawing.rubber.from);
    arrow(ctx, a, { x: drawing.rubber.x, y: drawing.rubber.y }, { color: PREVIEW, dashed: true, width: 2 });
  }
}
