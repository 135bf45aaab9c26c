// @ts-check
// The board of a game graph's states, for any game that draws its states as nodes: draws
// from the page's copy of the run (its tables, and the moves the game put on it) and what
// the page is focused on; never calls the engine. Up to DETAIL_NODES states it draws every
// state and move: laid out by forces while the run goes on, in layers by remoteness once it
// is over (board-layout.js). Larger graphs get the summary board: a cell per state
// (summary.js), zoomable, with the focus's line drawn between cells. What is in view is the
// camera's (camera.js), what is drawn over either board overlay-paint.js's, and what lies
// under a point hit.js's. The game names its states (`label`) and words the board's
// captions (`words`).

import { createSurface } from '../canvas.js';
import { lettering } from '../lettering.js';
import { byOutcome, byRemoteness, paintRemotenessScale } from '../colouring.js';
import { INK, PAPER, schemeName } from '../palette.js';
import { DETAIL_NODES, FIT_VIEW, ringReach } from './geometry.js';
import {
  at, bowsOf, moveCurve, outlineNode, paintBadges, paintLayerHeads, paintMoves, paintNodes, paintQueue,
} from './paint.js';
import { cellCentre, summaryGrid, summaryOrder } from './summary.js';
import {
  cellsNumbered, createCellMap, outlineCell, paintCellLines, paintCellWords, paintGroupNames,
} from './summary-paint.js';
import { createBoardLayouts, layerHeads } from './board-layout.js';
import { createCamera } from './camera.js';
import {
  paintDrawing, paintLines, paintOutlines, paintStepArrows,
} from './overlay-paint.js';
import { placeAt, targetAt } from './hit.js';
import { fittedFrame } from './fit.js';

/**
 * How a game speaks of its states on the board: `label(v)` the name on state v's disc or
 * cell; `words` the view's captions: `summary({ n, zoom, solved, numbered })` for the summary
 * board, `zoomed({ zoom })` for a zoomed node-by-node board, `loopBand()` the Loop column's head.
 * @typedef {{ label: (v: number) => string, words: { summary: (o: object) => string, zoomed: (o: object) => string, loopBand: () => string } }} BoardNames
 */

/** @param {HTMLCanvasElement} canvas @param {BoardNames} names */
export function createStateGraphBoard(canvas, { label, words }) {
  const surface = createSurface(canvas);
  const paintCells = createCellMap();
  const layouts = createBoardLayouts();
  const camera = createCamera();
  let frame = null; // the detailed board's frame, or the summary's grid
  let shaded = { key: null, colouring: null };
  let summary = { key: null, order: null, cellOf: null };
  /** @type {import('./hit.js').Drawn} */
  let drawn = { xy: null, run: null, drawing: null, detailed: true };

  function colouringOf(run, shading, given) {
    if (given) return given;
    if (!shading) return byOutcome(run);
    const key = `${run.session}|${run.version}|${schemeName()}`;
    if (shaded.key !== key) shaded = { key, colouring: byRemoteness(run) };
    return shaded.colouring;
  }

  function drawDetailed(ctx, run, parts) {
    const { xy, layered, keys, refit } = layouts.layoutFor(run, parts.placement);
    if (refit) camera.showWhole();
    const options = { nodes: run.outcomes.length, heads: Boolean(layered), lettering: lettering() };
    frame = fittedFrame(surface.width, surface.height, camera.view, options, xy, run.edges);
    // How far each ringed node's widest ring reaches, for its badge to sit past it.
    const rings = new Map();
    const outline = (v, style) => {
      rings.set(v, Math.max(rings.get(v) ?? 0, ringReach(frame.radius, style)));
      outlineNode(ctx, frame, xy, v, style);
    };
    if (layered) paintLayerHeads(ctx, frame, layerHeads(layered, words.loopBand));
    const bowed = bowsOf(frame, xy, run.edges, keys);
    paintMoves(ctx, frame, xy, run.edges, bowed);
    if (parts.focus === null) paintStepArrows(ctx, frame, xy, run.last);
    paintLines(ctx, frame, { point: (v) => at(frame, xy, v), bowed }, parts);
    paintNodes(ctx, frame, xy, run, parts.colouring, label);
    if (run.last && run.last.taken !== null) outline(run.last.taken, { width: 3.4, gap: 2 });
    paintOutlines(outline, parts);
    // Badges and queue places over the rings, each past its own node's ring.
    paintQueue(ctx, frame, xy, run, rings);
    paintBadges(ctx, frame, xy, run, rings, parts.badge);
    paintDrawing(ctx, frame, xy, parts.drawing, keys);
    const drawnFrame = frame;
    drawn = {
      xy, run, drawing: parts.drawing, detailed: true, curveOf: (u, v) => moveCurve(drawnFrame, xy, u, v, bowed(u, v)),
    };
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
    camera.follow(parts.find, run.session, { fitted, cellOf, count: order.length });
    const grid = summaryGrid(order.length, surface.width, surface.height, camera.view);
    frame = grid;
    paintCells(ctx, grid, run, order, parts.colouring);
    paintCellLines(ctx, grid);
    paintCellWords(ctx, grid, run, order, { label, badge: parts.badge });
    if (run.done && grid.cell < 20) paintGroupNames(ctx, grid, run, order);
    const outline = (v, { color = INK, width = 2.5 } = {}) => outlineCell(ctx, grid, cellOf[v], { color, width });
    if (run.last && run.last.taken !== null) outline(run.last.taken, { width: 3 });
    // Cells stand in rows, not in layered columns: every move runs straight.
    paintLines(ctx, grid, { point: (v) => cellCentre(grid, cellOf[v]), bowed: () => null }, parts);
    paintOutlines(outline, parts);
    drawn = {
      order, run, drawing: null, detailed: false, numbered: cellsNumbered(grid),
    };
  }

  /**
   * Redraws from `run` (model/state-run.js with the graph's `edges`). `focus` is { state,
   * line, move } or null; `shading` colours by remoteness; `highlight` lists nodes to mark;
   * `marks` the predict card's and checker's; `played` a game against the computer (`at` outlined);
   * `drawing` the drawing card's state ({ on, selected, rubber }); `placement` says where an
   * edited graph's nodes start; `find` a node to bring into view on the summary board.
   * A game may colour the states its own way (`colouring`, as draw/colouring.js makes) and
   * say what each state's badge holds (`badge(v)`: a short text or null; by default its
   * counter while undecided, else its remoteness).
   */
  function draw(run, {
    focus = null, shading = false, highlight = null, marks = null, played = null, drawing = null, placement = null, find = null,
    colouring: given = null, badge = null,
  } = {}) {
    surface.clear(PAPER);
    const { ctx } = surface;
    const colouring = colouringOf(run, shading, given);
    const parts = {
      focus, colouring, highlight, marks, played, drawing, placement, find, badge,
    };
    if (run.outcomes.length <= DETAIL_NODES) drawDetailed(ctx, run, parts);
    else drawSummary(ctx, run, parts);
    paintRemotenessScale(ctx, colouring, surface.width, surface.height, 1);
  }

  return {
    resize: surface.resize,
    draw,
    /** The target under a CSS pixel: { state }, { move } while drawing, or null. */
    hitTest: (x, y) => targetAt(frame, drawn, x, y),
    /** Where (x, y) is in the layout's unit square, for a node added there; null on the summary board. */
    placeAt: (x, y) => placeAt(frame, drawn, x, y),
    zoom(factor, x, y, anchor = null) {
      if (!frame) return;
      let point = { x: x ?? frame.width / 2, y: y ?? frame.height / 2 };
      if (x === undefined && anchor !== null && drawn.run) {
        point = drawn.detailed ? at(frame, drawn.xy, anchor) : cellCentre(frame, summary.cellOf[anchor]);
      }
      camera.zoom(frame, factor, point);
    },
    pan: (dx, dy) => camera.pan(frame, dx, dy),
    fit: camera.fit,
    /** What is in view, in words: the summary board's scale, or the zoom. */
    viewText() {
      if (!drawn.run) return '';
      const { zoom } = camera.view;
      if (!drawn.detailed) {
        return words.summary({
          n: drawn.order.length, zoom, solved: drawn.run.done, numbered: drawn.numbered,
        });
      }
      return zoom === 1 ? '' : words.zoomed({ zoom });
    },
  };
}
