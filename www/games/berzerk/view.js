// Berzerk's board: composes the ring layers for the circle's size and draws purely from a
// snapshot plus what the page is focused on. Never calls the engine.
//
// Small circles get cells, counters, queue dots and arrows from the state just taken to the
// predecessors it labelled (solid) or counted down (dashed). Larger ones get one arc per run
// of equal colour while runs are few, otherwise a per-pixel raster.

import { createSurface } from '../../draw/canvas.js';
import {
  DETAIL_LIMIT, FIT_RING, anchorOf, panRing, ringLayout, stateAt, zoomRingAbout,
} from '../../draw/ring-geometry.js';
import { paintMinimap } from '../../draw/ring-minimap.js';
import {
  outlineState, outlineTaken, paintCellText, paintCells, paintQueueDots, tickState,
} from '../../draw/ring-cells.js';
import {
  RUN_LIMIT, countRuns, paintHoleSlivers, paintQueueBands, paintRuns, paintSeparators,
} from '../../draw/ring-runs.js';
import { createRingRaster } from '../../draw/ring-raster.js';
import { paintHoleDisc, paintObjectNumbers, paintRingNames } from '../../draw/ring-labels.js';
import { paintMagnifier } from '../../draw/ring-magnifier.js';
import { arrow } from '../../draw/arrows.js';
import { byOutcome, byRemoteness, paintRemotenessScale } from '../../draw/ring-colouring.js';
import {
  FONT, HIGHLIGHT, INK, PAPER, schemeName, styleOf,
} from '../../draw/palette.js';

/** Longest best line drawn on the board. */
const LINE_LIMIT = 40;
/** How far the line's arrows bow towards the centre. */
const LINE_PULL = 0.45;

/** The best line from the state in focus as numbered arrows; a cycle's moves dashed. */
function paintLine(ctx, g, focus, colour = INK) {
  if (!focus.line) return;
  const bend = { x: g.cx, y: g.cy, pull: LINE_PULL };
  let from = focus.state;
  focus.line.moves.slice(0, LINE_LIMIT).forEach((move, i) => {
    const inCycle = focus.line.cycleStart !== null && i >= focus.line.cycleStart;
    const a = anchorOf(g, from);
    const b = anchorOf(g, move.to);
    arrow(ctx, a, b, { color: inCycle ? styleOf(3).arrow : colour, dashed: inCycle, bend });
    // A number only where the arrow is long enough to tell whose it is.
    if (Math.hypot(b.x - a.x, b.y - a.y) >= 28 * g.text) numberAt(ctx, g, a, b, i + 1, colour);
    from = move.to;
  });
}

/** Marks the objects of a highlighted outcome class: their cells outlined, or ticks outside the ring. */
function paintHighlight(ctx, g, positions) {
  if (!positions) return;
  if (g.n <= DETAIL_LIMIT) {
    for (const p of positions) {
      outlineState(ctx, g, p, { color: HIGHLIGHT, width: 2.4 });
      outlineState(ctx, g, g.n + p, { color: HIGHLIGHT, width: 2.4 });
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

/** How the predict card's marks look: outline colour, width, dashed. */
const MARK_STYLES = {
  'guess-label': { color: '#2b5fa8', width: 2.6, dashed: true },
  'guess-counter': { color: '#2b5fa8', width: 1.4, dashed: true },
  right: { color: '#00875a', width: 3.6, dashed: false },
  wrong: { color: '#c0122c', width: 3.6, dashed: false },
  missed: { color: '#c0122c', width: 2.6, dashed: true },
};

/** The predict card's guesses and grades, as outlines. */
function paintMarks(ctx, g, marks) {
  if (!marks) return;
  for (const { state, kind } of marks) {
    const style = MARK_STYLES[kind];
    ctx.save();
    if (style.dashed) ctx.setLineDash([5, 4]);
    outlineState(ctx, g, state, { color: style.color, width: style.width });
    ctx.restore();
  }
}

/** A move's number in a small disc on the middle of its (quadratic) arrow. */
function numberAt(ctx, g, a, b, number, colour) {
  const along = 1 - LINE_PULL / 2;
  const x = g.cx + ((a.x + b.x) / 2 - g.cx) * along;
  const y = g.cy + ((a.y + b.y) / 2 - g.cy) * along;
  const r = 8 * g.text;
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

function paintStepArrows(ctx, g, last) {
  if (!last || last.taken === null || !last.labelled) return;
  const from = anchorOf(g, last.taken);
  const bend = { x: g.cx, y: g.cy, pull: 0.65 };
  for (const d of last.decremented) {
    arrow(ctx, from, anchorOf(g, d.state), { color: styleOf(0).arrow, dashed: true, bend });
  }
  for (const l of last.labelled) {
    arrow(ctx, from, anchorOf(g, l.state), { color: styleOf(l.outcome).arrow, bend });
  }
}

/** The best line, and the move the "Why?" card points at, in bold. */
function paintFocusMoves(ctx, g, focus) {
  paintLine(ctx, g, focus);
  if (focus.move) {
    arrow(ctx, anchorOf(g, focus.state), anchorOf(g, focus.move.to), { color: INK, bend: { x: g.cx, y: g.cy, pull: 0.2 } });
    outlineState(ctx, g, focus.move.to, { width: 2 });
  }
}

/** A small circle: every state a cell, with its counter or glyph, queue dot and arrows. */
function paintDetailed(ctx, g, snap, { focus, colouring, queued }) {
  paintCells(ctx, g, snap, colouring);
  paintCellText(ctx, g, snap);
  paintQueueDots(ctx, g, queued);
  outlineTaken(ctx, g, snap.last ? snap.last.taken : null);
  if (focus === null) {
    paintStepArrows(ctx, g, snap.last);
    return;
  }
  outlineState(ctx, g, focus.state, { width: 3.4 });
  paintFocusMoves(ctx, g, focus);
}

/** The decorations panels ask for, over either kind of circle. */
function paintDecorations(ctx, g, { highlight, marks, played }) {
  paintHighlight(ctx, g, highlight);
  paintMarks(ctx, g, marks);
  if (played) paintLine(ctx, g, { state: played.start, line: { moves: played.moves, cycleStart: null } }, HIGHLIGHT);
}

export function createBerzerkView(canvas) {
  const surface = createSurface(canvas);
  const raster = createRingRaster();
  let geometry = null;
  let inQueue = new Uint8Array(0);
  let zoomed = FIT_RING;
  let lensCells = []; // the magnifier's cells, which take clicks before the rings
  let lensCentre = null; // kept while the pointer is on the magnifier, so it holds still
  let zoomedFor = null;
  let shaded = { key: null, colouring: null };

  /** Shading by remoteness reads every state: done once per change of the run or colours. */
  function shadedColouring(snap) {
    const key = `${snap.version}|${snap.n}|${schemeName()}`;
    if (shaded.key !== key) shaded = { key, colouring: byRemoteness(snap) };
    return shaded.colouring;
  }

  function markQueued(snap) {
    if (inQueue.length !== 2 * snap.n) inQueue = new Uint8Array(2 * snap.n);
    else inQueue.fill(0);
    for (let i = snap.head; i < snap.tail; i += 1) inQueue[snap.queue[i]] = 1;
    return inQueue;
  }

  function paintSummary(ctx, g, snap, { focus, colouring, queued }) {
    if (countRuns(g.n, colouring.codes, queued) <= RUN_LIMIT) {
      paintRuns(ctx, g, colouring);
      paintQueueBands(ctx, g, queued);
    } else {
      raster.paint(surface, g, colouring, queued);
    }
    paintSeparators(ctx, g);
    paintHoleSlivers(ctx, g);
    tickState(ctx, g, snap.last ? snap.last.taken : null);
    if (focus !== null) {
      tickState(ctx, g, focus.state);
      paintFocusMoves(ctx, g, focus);
      if (!focus.onLens || lensCentre === null) lensCentre = focus.state;
      lensCells = paintMagnifier(ctx, g, snap, lensCentre, focus.state);
    }
  }

  /**
   * Redraws everything. `focus` is { state, line, move } for the state in focus, or null;
   * `shading` colours decided states by remoteness; `highlight` lists positions to mark;
   * `played` is a game being played against the computer ({ start, moves }), drawn in green;
   * `marks` are the predict card's guesses and grades ([{ state, kind }]).
   */
  function draw(snap, {
    focus = null, shading = false, highlight = null, played = null, marks = null,
  } = {}) {
    surface.clear(PAPER);
    const { ctx } = surface;
    lensCells = [];
    if (zoomedFor !== snap.n) {
      zoomed = FIT_RING;
      zoomedFor = snap.n;
    }
    const g = ringLayout(snap.n, surface.width, surface.height, zoomed);
    geometry = g;
    const colouring = shading ? shadedColouring(snap) : byOutcome(snap);
    const parts = { focus, colouring, queued: markQueued(snap) };
    paintRingNames(ctx, g, surface.height);
    if (g.n <= DETAIL_LIMIT) paintDetailed(ctx, g, snap, parts);
    else paintSummary(ctx, g, snap, parts);
    paintDecorations(ctx, g, { highlight, marks, played });
    paintObjectNumbers(ctx, g);
    paintHoleDisc(ctx, g);
    paintRemotenessScale(ctx, colouring, surface.width, surface.height, g.text);
    paintMinimap(ctx, g);
  }

  return {
    resize: surface.resize,
    draw,
    /** The state under a CSS pixel of the canvas, as { state }, or null. */
    hitTest: (x, y) => {
      const lens = lensCells.find((c) => x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h);
      if (lens) return { state: lens.state, onLens: true };
      const state = geometry ? stateAt(geometry, x, y) : null;
      return state === null ? null : { state };
    },
    /** Zoom by `factor` about (x, y) in CSS pixels (the middle of the board when omitted). */
    zoom(factor, x, y) {
      if (geometry) zoomed = zoomRingAbout(geometry, x ?? geometry.width / 2, y ?? geometry.height / 2, factor);
    },
    pan(dx, dy) {
      if (geometry) zoomed = panRing(geometry, dx, dy);
    },
    fit() {
      zoomed = FIT_RING;
    },
  };
}
