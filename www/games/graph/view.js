// The graph board: draws from the page's copy of the run (its tables, and the moves the
// game put on it) and what the page is focused on; never calls the engine. Up to
// DETAIL_NODES nodes it draws every node and move: laid out by forces while the run goes on,
// in layers by remoteness once it is over. Larger graphs get the summary board: a cell per
// node (summary.js), zoomable, with the focus's line drawn between cells.

import { createSurface } from '../../draw/canvas.js';
import { lettering } from '../../draw/lettering.js';
import { arrow } from '../../draw/arrows.js';
import { byOutcome, byRemoteness, paintRemotenessScale } from '../../draw/ring-colouring.js';
import {
  HIGHLIGHT, INK, MARK_STYLES, PAPER, PREVIEW, schemeName, styleOf,
} from '../../draw/palette.js';
import { Outcome } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import {
  DETAIL_NODES, FIT_VIEW, centreOn, moveAt, nodeAt, panBy, zoomAbout,
} from './geometry.js';
import { forceLayout, layeredLayout } from './layout.js';
import { fittedFrame } from './fit.js';
import {
  at, bendOf, bowsOf, moveArrow, moveKeys, numberOnMove, outlineNode, paintLayerHeads, paintMoves, paintNodes,
  paintQueue,
} from './paint.js';
import { cellAt, cellCentre, summaryGrid, summaryOrder } from './summary.js';
import {
  createCellMap, outlineCell, paintCellLines, paintCellWords, paintGroupNames,
} from './summary-paint.js';

/** Longest line of play drawn on the board. */
const LINE_LIMIT = 40;

/**
 * The nodes of a graph made by one edit of the last one drawn, where they were (a new node
 * where it was put), or null when the graph is not such an edit: a drawing keeps its shape.
 */
function editedPositions(last, placement, n) {
  if (!last || !placement) return null;
  const { kind } = placement;
  const expected = { add: last.n + 1, delete: last.n - 1, move: last.n }[kind];
  if (expected !== n) return null;
  if (kind === 'add') return Float64Array.from([...last.xy, placement.at.x, placement.at.y]);
  if (kind === 'delete') {
    const keep = [];
    for (let v = 0; v < last.n; v += 1) if (v !== placement.node) keep.push(last.xy[2 * v], last.xy[2 * v + 1]);
    return Float64Array.from(keep);
  }
  return Float64Array.from(last.xy);
}

/** The headings of the layered layout's columns. */
function layerHeads(layout) {
  const seen = new Map();
  for (let v = 0; v < layout.layer.length; v += 1) {
    const key = layout.xy[2 * v].toFixed(4);
    if (!seen.has(key)) seen.set(key, { x: layout.xy[2 * v], text: layout.layer[v] < 0 ? t('graph.loopBand') : String(layout.layer[v]) });
  }
  return [...seen.values()];
}

export function createGraphView(canvas) {
  const surface = createSurface(canvas);
  const paintCells = createCellMap();
  let view = { ...FIT_VIEW };
  let frame = null; // the detailed board's frame, or the summary's grid
  let laid = null; // { session, n, force, layered, keys }
  let last = null; // the last detailed drawing's { n, xy }, for edits
  let usedPlacement = null;
  let usedFind = null;
  /**
   * The node a Find brought into view on the summary board, { session, state }: kept in the
   * centre at every drawing until the view is moved by hand, for the grid's columns follow the
   * board's shape (a caption that wraps anew changes them) and the cells' order follows the run.
   */
  let found = null;
  let shaded = { key: null, colouring: null };
  let summary = { key: null, order: null, cellOf: null };
  let drawn = { xy: null, run: null, drawing: null, detailed: true };

  function colouringOf(run, shading) {
    if (!shading) return byOutcome(run);
    const key = `${run.session}|${run.version}|${schemeName()}`;
    if (shaded.key !== key) shaded = { key, colouring: byRemoteness(run) };
    return shaded.colouring;
  }

  /** The layout for this run: forces (from an edit's start when there is one), or layers. */
  function layoutFor(run, placement) {
    const n = run.outcomes.length;
    if (!laid || laid.session !== run.session) {
      const fresh = placement && placement.serial !== usedPlacement ? placement : null;
      usedPlacement = placement ? placement.serial : usedPlacement;
      const kept = editedPositions(last, fresh, n);
      laid = {
        session: run.session, n, force: kept ?? forceLayout(n, run.edges), layered: null, keys: moveKeys(run.edges),
      };
      if (!kept) view = { ...FIT_VIEW };
    }
    if (!run.done) return { xy: laid.force, layered: null };
    laid.layered ??= layeredLayout(n, run.edges, run.outcomes, run.remoteness);
    return { xy: laid.layered.xy, layered: laid.layered };
  }

  /**
   * A line of play from `start` as numbered arrows from disc edge to disc edge (drawn under
   * the nodes, so their numbers stay readable); a Loop's cycle dashed, a self-loop a ring.
   */
  function paintLine(ctx, point, bowed, start, line, colour = INK) {
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

  const ringAt = (ctx, p, radius, color) => {
    ctx.beginPath();
    ctx.arc(p.x, p.y, radius, 0, Math.PI * 2);
    ctx.lineWidth = 2.6;
    ctx.strokeStyle = color;
    ctx.stroke();
  };

  function paintStepArrows(ctx, xy, last_) {
    if (!last_ || last_.taken === null || !last_.labelled) return;
    for (const d of last_.decremented) {
      moveArrow(ctx, frame, xy, last_.taken, d.state, { color: styleOf(Outcome.Undecided).arrow, dashed: true, width: 2, bowed: true });
    }
    for (const l of last_.labelled) moveArrow(ctx, frame, xy, last_.taken, l.state, { color: styleOf(l.outcome).arrow, width: 2.4, bowed: true });
  }

  function paintMarks(outline, marks) {
    for (const { state, kind } of marks ?? []) {
      const style = MARK_STYLES[kind];
      outline(state, { color: style.color, width: style.width, dashed: style.dashed });
    }
  }

  function paintDrawing(ctx, xy, drawing) {
    if (!drawing?.on) return;
    if (drawing.selected) {
      moveArrow(ctx, frame, xy, drawing.selected.from, drawing.selected.to, { color: PREVIEW, width: 3.4, bowed: laid.keys.has(drawing.selected.to * 0x100000 + drawing.selected.from) });
    }
    if (drawing.rubber) {
      const a = at(frame, xy, drawing.rubber.from);
      arrow(ctx, a, { x: drawing.rubber.x, y: drawing.rubber.y }, { color: PREVIEW, dashed: true, width: 2 });
    }
  }

  function drawDetailed(ctx, run, parts) {
    const { xy, layered } = layoutFor(run, parts.placement);
    const options = { nodes: run.outcomes.length, heads: Boolean(layered), lettering: lettering() };
    frame = fittedFrame(surface.width, surface.height, view, options, xy, run.edges);
    last = { n: run.outcomes.length, xy: laid.force };
    const point = (v) => at(frame, xy, v);
    const outline = (v, style) => outlineNode(ctx, frame, xy, v, style);
    if (layered) paintLayerHeads(ctx, frame, layerHeads(layered));
    const bowed = bowsOf(frame, xy, run.edges, laid.keys);
    paintMoves(ctx, frame, xy, run.edges, bowed);
    if (parts.focus === null) paintStepArrows(ctx, xy, run.last);
    paintLines(ctx, point, bowed, parts);
    paintNodes(ctx, frame, xy, run, parts.colouring);
    paintQueue(ctx, frame, xy, run);
    if (run.last && run.last.taken !== null) outline(run.last.taken, { width: 3.4, gap: 2 });
    paintOutlines(outline, parts);
    paintDrawing(ctx, xy, parts.drawing);
    drawn = { xy, run, drawing: parts.drawing, detailed: true };
  }

  /** The game being played, the focus's best line and the move the Why? card points at. */
  function paintLines(ctx, point, bowed, { focus, played }) {
    if (played) paintLine(ctx, point, bowed, played.start, { moves: played.moves, cycleStart: null }, HIGHLIGHT);
    if (focus === null) return;
    paintLine(ctx, point, bowed, focus.state, focus.line);
    if (focus.move) paintLine(ctx, point, bowed, focus.state, { moves: [focus.move], cycleStart: null }, PREVIEW);
  }

  /** Rings round the highlighted, marked, previewed and focused states. */
  function paintOutlines(outline, {
    focus, highlight, marks, played,
  }) {
    for (const v of highlight ?? []) outline(v, { color: HIGHLIGHT, width: 2.6 });
    if (played?.at !== undefined) outline(played.at, { color: HIGHLIGHT, width: 3.4, gap: 4 });
    paintMarks(outline, marks);
    if (focus === null) return;
    outline(focus.state, { width: 3.4, gap: 4 });
    if (focus.move) outline(focus.move.to, { color: PREVIEW, width: 2.6 });
  }

  /** The summary board's order of cells: node order while running, grouped once solved. */
  function orderFor(run) {
    const key = `${run.session}|${run.done ? run.version : 'running'}`;
    if (summary.key !== key) summary = { key, ...summaryOrder(run.outcomes, run.remoteness, run.done) };
    return summary;
  }

  function drawSummary(ctx, run, parts) {
    const { order, cellOf } = orderFor(run);
    const fitted = summaryGrid(order.length, surface.width, surface.height, FIT_VIEW);
    if (parts.find && parts.find.serial !== usedFind) {
      usedFind = parts.find.serial;
      found = { session: run.session, state: parts.find.state };
      // Close enough for the cells to be numbered.
      view = { ...view, zoom: Math.max(view.zoom, Math.min(40, 48 / fitted.cell)) };
    }
    if (found && found.session === run.session && found.state < order.length) {
      const i = cellOf[found.state];
      view = centreOn(view, ((i % fitted.cols) + 0.5) / fitted.cols, (Math.floor(i / fitted.cols) + 0.5) / fitted.rows);
    }
    const grid = summaryGrid(order.length, surface.width, surface.height, view);
    frame = grid;
    paintCells(ctx, grid, run, order, parts.colouring);
    paintCellLines(ctx, grid);
    paintCellWords(ctx, grid, run, order);
    if (run.done && grid.cell < 20) paintGroupNames(ctx, grid, run, order);
    const point = (v) => cellCentre(grid, cellOf[v]);
    const outline = (v, { color = INK, width = 2.5 } = {}) => outlineCell(ctx, grid, cellOf[v], { color, width });
    if (run.last && run.last.taken !== null) outline(run.last.taken, { width: 3 });
    // Cells stand in rows, not in layered columns: every move runs straight.
    paintLines(ctx, point, () => null, parts);
    paintOutlines(outline, parts);
    drawn = { order, run, drawing: null, detailed: false };
  }

  /**
   * Redraws from `run` (model/state-run.js with the graph's `edges`). `focus` is { state,
   * line, move } or null; `shading` colours by remoteness; `highlight` lists nodes to mark;
   * `marks` the predict card's and checker's; `played` a game against the computer (`at` outlined);
   * `drawing` the drawing card's state ({ on, selected, rubber }); `placement` says where an
   * edited graph's nodes start; `find` a node to bring into view on the summary board.
   */
  function draw(run, {
    focus = null, shading = false, highlight = null, marks = null, played = null, drawing = null, placement = null, find = null,
  } = {}) {
    surface.clear(PAPER);
    const { ctx } = surface;
    const colouring = colouringOf(run, shading);
    const parts = {
      focus, colouring, highlight, marks, played, drawing, placement, find,
    };
    if (run.outcomes.length <= DETAIL_NODES) drawDetailed(ctx, run, parts);
    else drawSummary(ctx, run, parts);
    paintRemotenessScale(ctx, colouring, surface.width, surface.height, 1);
  }

  function hitTest(x, y) {
    if (!frame || !drawn.run) return null;
    if (!drawn.detailed) {
      const i = cellAt(frame, x, y);
      return i === null ? null : { state: drawn.order[i] };
    }
    const node = nodeAt(frame, drawn.xy, x, y);
    if (node !== null) return { state: node };
    if (!drawn.drawing?.on) return null;
    const move = moveAt(frame, drawn.xy, drawn.run.edges, x, y);
    return move ? { move } : null;
  }

  return {
    resize: surface.resize,
    draw,
    /** The target under a CSS pixel: { state }, { move } while drawing, or null. */
    hitTest,
    /** Where (x, y) is in the layout's unit square, for a node added there; null on the summary board. */
    placeAt(x, y) {
      if (!frame || !drawn.detailed) return null;
      const p = frame.unit(x, y);
      return { x: Math.max(0, Math.min(1, p.x)), y: Math.max(0, Math.min(1, p.y)) };
    },
    zoom(factor, x, y, anchor = null) {
      if (!frame) return;
      let point = { x: x ?? frame.width / 2, y: y ?? frame.height / 2 };
      if (x === undefined && anchor !== null && drawn.run) {
        point = drawn.detailed ? at(frame, drawn.xy, anchor) : cellCentre(frame, summary.cellOf[anchor]);
      }
      view = zoomAbout(frame, factor, point.x, point.y);
      found = null;
    },
    pan(dx, dy) {
      if (frame) view = panBy(frame, dx, dy);
      found = null;
    },
    fit() {
      view = { ...FIT_VIEW };
      found = null;
    },
    /** What is in view, in words: the summary board's scale, or the zoom. */
    viewText() {
      if (!drawn.run) return '';
      if (!drawn.detailed) return t('graph.summaryView', { n: drawn.order.length, zoom: view.zoom, solved: drawn.run.done });
      return view.zoom === 1 ? '' : t('graph.zoomed', { zoom: view.zoom });
    },
  };
}
