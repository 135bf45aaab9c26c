// @ts-check
// Berzerk's board: composes the ring layers for the circle's size and draws purely from the
// page's copy of the run plus what the page is focused on. Never calls the engine.
//
// Small circles get cells, counters, numbered queue places and arrows from the state just
// taken to the predecessors it labelled (solid) or counted down (dashed). Larger ones draw
// each state as an arc while states are wide enough, and otherwise each sliver of the ring
// as the proportions of the states it covers (ring-density.js).

import { lettering } from '../../draw/lettering.js';
import { createSurface } from '../../draw/canvas.js';
import {
  DETAIL_LIMIT, FIT_RING, anchorOf, centreRingOn, panRing, ringAnchor, ringLayout, stateAt,
  visiblePositions, zoomRingAbout, cellCentre, ringOf,
} from './ring-geometry.js';
import { minimapPoint, paintMinimap } from './ring-minimap.js';
import {
  outlineState, outlineTaken, paintCellText, paintCells, paintQueueMarks, tickState, tagState,
} from './ring-cells.js';
import {
  STATE_PX, paintHoleSlivers, paintQueueArcs, paintSeparators, paintStateArcs, positionsToDraw,
} from './ring-runs.js';
import { paintDensity } from './ring-density.js';
import { paintHoleDisc, paintObjectNumbers, paintRingNames } from './ring-labels.js';
import { magnifierColumns, paintMagnifier } from './ring-magnifier.js';
import { arrow } from '../../draw/arrows.js';
import { byOutcome, byRemoteness, paintRemotenessScale } from '../../draw/colouring.js';
import {
  FONT, HIGHLIGHT, INK, MARK_STYLES, PAPER, PREVIEW, schemeName, styleOf,
} from '../../draw/palette.js';
import {
  MORTY, OUTCOMES, Outcome, RICK, aroundCircle, currentNumbering, placeNumber, positionOf, stateName, stateOf,
} from '../../model/states.js';
import { t } from '../../i18n/index.js';

/** Longest best line drawn on the board. */
const LINE_LIMIT = 40;
/** How far the line's arrows bow towards the centre. */
const LINE_PULL = 0.45;

/** A move's number in a small disc on the middle of its (quadratic) arrow, unless it would cover another. */
function numberAt(ctx, g, a, b, number, colour, placed) {
  const along = 1 - LINE_PULL / 2;
  const x = g.cx + ((a.x + b.x) / 2 - g.cx) * along;
  const y = g.cy + ((a.y + b.y) / 2 - g.cy) * along;
  const r = 8 * g.text;
  if (placed.some((p) => Math.hypot(p.x - x, p.y - y) < 2 * r + 1)) return;
  placed.push({ x, y });
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.fillStyle = PAPER;
  ctx.font = `700 ${(10 * g.text).toFixed(1)}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(number), x, y + 0.5);
}

/** A line of play as numbered arrows; a cycle's moves dashed in the Loop colour. */
function paintLine(ctx, g, start, line, colour = INK) {
  if (!line) return;
  const bend = { x: g.cx, y: g.cy, pull: LINE_PULL };
  const placed = [];
  let from = start;
  line.moves.slice(0, LINE_LIMIT).forEach((move, i) => {
    const inCycle = line.cycleStart !== null && i >= line.cycleStart;
    const a = anchorOf(g, from);
    const b = anchorOf(g, move.to);
    arrow(ctx, a, b, { color: inCycle ? styleOf(Outcome.Loop).arrow : colour, dashed: inCycle, bend });
    if (Math.hypot(b.x - a.x, b.y - a.y) >= 28 * g.text) numberAt(ctx, g, a, b, i + 1, colour, placed);
    from = move.to;
  });
}

/** Marks the objects of a highlighted outcome class: their cells outlined, or ticks outside the ring. */
function paintHighlight(ctx, g, positions) {
  if (!positions) return;
  if (g.n <= DETAIL_LIMIT) {
    for (const p of positions) {
      outlineState(ctx, g, stateOf(RICK, p, g.n), { color: HIGHLIGHT, width: 2.4 });
      outlineState(ctx, g, stateOf(MORTY, p, g.n), { color: HIGHLIGHT, width: 2.4 });
    }
    return;
  }
  const path = new Path2D();
  for (const p of positions) {
    const a = -Math.PI / 2 + p * g.slice;
    path.moveTo(g.cx + (g.R + 7) * Math.cos(a), g.cy + (g.R + 7) * Math.sin(a));
    path.lineTo(g.cx + (g.R + 13) * Math.cos(a), g.cy + (g.R + 13) * Math.sin(a));
  }
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = HIGHLIGHT;
  ctx.stroke(path);
}

/** Grades and guesses as outlines with a glyph each, so they never rest on colour alone. */
function paintMarks(ctx, g, marks) {
  if (!marks) return;
  for (const { state, kind } of marks) {
    const style = MARK_STYLES[kind];
    ctx.save();
    if (style.dashed) ctx.setLineDash([5, 4]);
    if (g.n <= DETAIL_LIMIT) outlineState(ctx, g, state, { color: style.color, width: style.width });
    else tickState(ctx, g, state);
    ctx.restore();
    const ring = ringOf(g, state);
    const { x, y } = cellCentre(g, state);
    const k = (ring.r0 - 2) / Math.hypot(x - g.cx, y - g.cy);
    const gx = g.cx + (x - g.cx) * k;
    const gy = g.cy + (y - g.cy) * k;
    ctx.beginPath();
    ctx.arc(gx, gy, 7 * g.text, 0, Math.PI * 2);
    ctx.fillStyle = style.color;
    ctx.fill();
    ctx.fillStyle = PAPER;
    ctx.font = `700 ${(10 * g.text).toFixed(1)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(style.glyph, gx, gy + 0.5);
  }
}

function paintStepArrows(ctx, g, last) {
  if (!last || last.taken === null || !last.labelled) return;
  const from = anchorOf(g, last.taken);
  const bend = { x: g.cx, y: g.cy, pull: 0.65 };
  for (const d of last.decremented) {
    arrow(ctx, from, anchorOf(g, d.state), { color: styleOf(Outcome.Undecided).arrow, dashed: true, bend });
  }
  for (const l of last.labelled) {
    arrow(ctx, from, anchorOf(g, l.state), { color: styleOf(l.outcome).arrow, bend });
  }
}

/** The best line, and the move the "Why?" card points at: thicker, dashed, in its own colour. */
function paintFocusMoves(ctx, g, focus) {
  paintLine(ctx, g, focus.state, focus.line);
  if (focus.move) {
    arrow(ctx, anchorOf(g, focus.state), anchorOf(g, focus.move.to), {
      color: PREVIEW, dashed: true, width: 3, bend: { x: g.cx, y: g.cy, pull: 0.2 },
    });
    outlineState(ctx, g, focus.move.to, { color: PREVIEW, width: 2.6 });
  }
}

/** A small circle: every state a cell, with its counter or glyph, queue place and arrows. */
function paintDetailed(ctx, g, run, { focus, colouring }) {
  paintCells(ctx, g, run, colouring);
  paintCellText(ctx, g, run);
  paintQueueMarks(ctx, g, run);
  outlineTaken(ctx, g, run.last ? run.last.taken : null);
  if (focus === null) {
    paintStepArrows(ctx, g, run.last);
    return;
  }
  outlineState(ctx, g, focus.state, { width: 3.4 });
  paintFocusMoves(ctx, g, focus);
}

/** The decorations panels ask for, over either kind of circle. */
function paintDecorations(ctx, g, { highlight, marks, played }) {
  paintHighlight(ctx, g, highlight);
  paintMarks(ctx, g, marks);
  if (played) paintLine(ctx, g, played.start, { moves: played.moves, cycleStart: null }, HIGHLIGHT);
  if (played?.at !== undefined) outlineState(ctx, g, played.at, { color: HIGHLIGHT, width: 3.4 });
}

/** The outcome colours, for the proportions of large circles. */
const outcomeColours = () => OUTCOMES.map((o) => styleOf(o).fill);

export function createBerzerkView(canvas) {
  const surface = createSurface(canvas);
  let geometry = null;
  let zoomed = FIT_RING;
  let lensCells = []; // the magnifier's cells, which take clicks before the rings
  let lensCentre = null; // kept while the pointer is on the magnifier, so it holds still
  let zoomedFor = null;
  let shaded = { key: null, colouring: null };

  /** Shading by remoteness reads every state: done once per change of the run or colours. */
  function shadedColouring(run) {
    const key = `${run.session}|${run.version}|${schemeName()}`;
    if (shaded.key !== key) shaded = { key, colouring: byRemoteness(run) };
    return shaded.colouring;
  }

  function paintRings(ctx, g, run, colouring) {
    const range = positionsToDraw(g);
    if (g.slice * g.R >= STATE_PX) {
      paintStateArcs(ctx, g, colouring, range);
      paintQueueArcs(ctx, g, run.inQueue, range);
    } else {
      paintDensity(ctx, g, run, { colours: outcomeColours(), queueInk: INK, range: visiblePositions(g) });
    }
    paintSeparators(ctx, g);
    paintHoleSlivers(ctx, g, run.inQueue);
  }

  function paintSummary(ctx, g, run, { focus, colouring, described }) {
    paintRings(ctx, g, run, colouring);
    if (run.last && run.last.taken !== null) {
      tickState(ctx, g, run.last.taken);
      if (focus === null) tagState(ctx, g, run.last.taken, t('board.taken', { name: stateName(run.last.taken, g.n) }));
    }
    if (focus !== null) {
      tickState(ctx, g, focus.state);
      paintFocusMoves(ctx, g, focus);
      if (!focus.onLens || lensCentre === null) lensCentre = positionOf(focus.state, g.n);
      lensCells = paintMagnifier(ctx, g, magnifierColumns(run, g.n, lensCentre, described), focus.state);
    }
  }

  /**
   * Redraws everything from `run` (model/state-run.js). `focus` is { state, line, move,
   * onLens } for the state in focus, or null, and `described` the engine's description of
   * it; `shading` colours decided states by remoteness; `highlight` lists positions to mark;
   * `played` is a game being played against the computer ({ start, moves }, and `at`, the
   * position to outline while nothing is pinned), drawn in green;
   * `marks` are the predict card's and checker's marks ([{ state, kind }]).
   */
  function draw(run, {
    focus = null, described = null, shading = false, highlight = null, played = null, marks = null,
  } = {}) {
    surface.clear(PAPER);
    const { ctx } = surface;
    const n = run.outcomes.length / 2;
    lensCells = [];
    if (zoomedFor !== n) {
      zoomed = FIT_RING;
      zoomedFor = n;
    }
    const g = ringLayout(n, surface.width, surface.height, zoomed, lettering());
    geometry = g;
    const colouring = shading ? shadedColouring(run) : byOutcome(run);
    const parts = { focus, colouring, described };
    paintRingNames(ctx, g, surface.height);
    if (g.n <= DETAIL_LIMIT) paintDetailed(ctx, g, run, parts);
    else paintSummary(ctx, g, run, parts);
    paintDecorations(ctx, g, { highlight, marks, played });
    paintObjectNumbers(ctx, g);
    paintHoleDisc(ctx, g);
    paintRemotenessScale(ctx, colouring, surface.width, surface.height, g.text);
    paintMinimap(ctx, g, run);
  }

  return {
    resize: surface.resize,
    draw,
    /** The target under a CSS pixel: { state } (or with onLens), { minimap: point }, or null. */
    hitTest: (x, y) => {
      const lens = lensCells.find((c) => x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h);
      if (lens) return { state: lens.state, onLens: true };
      if (!geometry) return null;
      const mini = minimapPoint(geometry, x, y);
      if (mini) return { minimap: mini };
      const state = stateAt(geometry, x, y);
      return state === null ? null : { state };
    },
    /**
     * Zooms by `factor` about (x, y) in CSS pixels; without a point, about `anchor` (a state,
     * such as the pinned one) or the ring at the top. Never into the empty centre.
     */
    zoom(factor, x, y, anchor = null) {
      if (!geometry) return;
      let point;
      if (x !== undefined) point = ringAnchor(geometry, x, y);
      else if (anchor !== null) point = cellCentre(geometry, anchor);
      else point = ringAnchor(geometry, geometry.width / 2, geometry.height / 2);
      zoomed = zoomRingAbout(geometry, point.x, point.y, factor);
    },
    pan(dx, dy) {
      if (geometry) zoomed = panRing(geometry, dx, dy);
    },
    /** Puts the unzoomed board point `point` (from the minimap) in the middle of the view. */
    centreOn(point) {
      if (geometry) zoomed = centreRingOn(geometry, point.x, point.y);
    },
    fit() {
      zoomed = FIT_RING;
    },
    /** What part of the circle is in view, in words, or '' when all of it is. */
    viewText() {
      if (!geometry || geometry.zoom === 1) return '';
      const range = visiblePositions(geometry);
      if (range === null) return t('board.viewAll', { zoom: geometry.zoom });
      const { n } = geometry;
      const first = placeNumber(aroundCircle(range.from, n));
      const last = placeNumber(aroundCircle(range.from + range.count - 1, n));
      const wraps = range.from + range.count > n;
      return t(wraps ? 'board.viewArcWrap' : 'board.viewArc', {
        first, last, n, zoom: geometry.zoom, end: placeNumber(n - 1), start: placeNumber(0), numbering: currentNumbering(),
      });
    },
  };
}
