// @ts-check
// The rule game's board, by the game's shape (info.shape): a strip of cells for one integer
// variable, two strips for an integer and a two-valued variable, a square grid for two
// integers (board-geometry.js), and the board of a game graph's states for anything else
// (draw/state-graph/, node by node up to a few hundred states, the summary grid beyond).
// Each cell is coloured by outcome, remoteness or Grundy value (`shade`), with the number
// the shading asks for when cells are large enough; the focus, its best line, the latest
// step and the marks drawn over it as on the graph board. Draws from plain state (the run,
// the game's `info` the game's snapshot put on it as `run.info`), never calls the engine.

import { createSurface } from '../../draw/canvas.js';
import { byGrundy, byOutcome, byRemoteness, INFINITE_GRUNDY, paintRemotenessScale } from '../../draw/colouring.js';
import { INK, PAPER, schemeName, styleOf } from '../../draw/palette.js';
import { t } from '../../i18n/index.js';
import { NO_REMOTENESS, Outcome } from '../../model/states.js';
import { createStateGraphBoard } from '../../draw/state-graph/board.js';
import { createCamera } from '../../draw/state-graph/camera.js';
import { paintLines, paintOutlines } from '../../draw/state-graph/overlay-paint.js';
import { stateWords, wordOf } from './board-geometry.js';
import { createCellBoards } from './cell-boards.js';
import { codePixels } from './board-paint.js';

/** What the shading asks a state's cell to say: its remoteness or Grundy value, or nothing. */
function numberOf(run, shade, grundy, v) {
  const outcome = run.outcomes[v];
  if (shade === 'grundy' && grundy) {
    if (outcome === Outcome.Undecided) return null;
    return grundy[v] === INFINITE_GRUNDY ? 'inf' : String(grundy[v]);
  }
  if (shade !== 'remoteness') return null;
  if (outcome === Outcome.Undecided) return run.counters ? `c ${run.counters[v]}` : null;
  if (outcome === Outcome.Loop) return '∞';
  return run.remoteness[v] === NO_REMOTENESS ? null : String(run.remoteness[v]);
}

/** CSS pixels kept under the cells for the remoteness scale, when it is drawn. */
const SCALE_ROOM = 46;

/**
 * The shading asked: `shade` when given, else remoteness when the page's shading is on; by
 * outcome while outcomes are concealed (Play without hints), as the run drawn then is blank
 * and a remoteness or Grundy shading kept from before would tell them.
 */
const shadeOf = (scene) => (scene.concealed ? 'outcome' : scene.shade ?? (scene.shading ? 'remoteness' : 'outcome'));

/** @param {HTMLCanvasElement} canvas */
export function createRulesView(canvas) {
  const surface = createSurface(canvas);
  let info = null;
  const graph = createStateGraphBoard(canvas, {
    label: (v) => (info ? stateWords(info, v) : String(v)),
    words: {
      summary: (o) => t('board.statesView', o),
      zoomed: (o) => t('board.zoomed', o),
      loopBand: () => t('board.loopBand'),
    },
  });
  const camera = createCamera();
  const cells = createCellBoards(surface, camera);
  let shaded = { key: null, colouring: null };
  let drawnShape = null;
  /** The pixel of each colouring code, for the colouring drawn last. */
  let pixels = { colours: null, list: new Uint32Array(0) };

  function colouringOf(run, shade, grundy) {
    if (shade === 'outcome' || (shade === 'grundy' && !grundy)) return byOutcome(run);
    const key = `${run.session}|${run.version}|${schemeName()}|${shade}`;
    if (shaded.key !== key || (shade === 'grundy' && shaded.grundy !== grundy)) {
      shaded = { key, grundy, colouring: shade === 'grundy' ? byGrundy(run, grundy) : byRemoteness(run) };
    }
    return shaded.colouring;
  }

  /** The latest step's states: the one taken, and those it labelled in their outcome's colour. */
  function paintStep(outline, run, focus) {
    const step = run.last;
    if (!step || step.taken === null) return;
    if (focus === null) for (const l of step.labelled ?? []) outline(l.state, { color: styleOf(l.outcome).arrow, width: 2.4 });
    outline(step.taken, { color: INK, width: 3 });
  }

  function drawCells(run, scene, colouring, shade) {
    const grundy = scene.grundy ?? null;
    const valued = info.shape !== 'grid';
    const along = cells.alongOf(info);
    const cellLook = (v) => ({
      fill: colouring.colours[colouring.codes[v]],
      value: valued ? wordOf(info.variables[along], cells.placeOf(info, v).i) : null,
      number: numberOf(run, shade, grundy, v),
      queued: run.inQueue[v] === 1,
    });
    const { ctx } = surface;
    const look = [run.session, run.version, colouring.codes, colouring.key, schemeName()];
    if (pixels.colours !== colouring.colours) pixels = { colours: colouring.colours, list: codePixels(colouring.colours) };
    const place = cells.draw(ctx, run, info, {
      codes: colouring.codes, pixels: pixels.list, look, cellLook,
    }, colouring.scale ? SCALE_ROOM : 0);
    const parts = { ...scene, focus: scene.focus ?? null };
    paintStep(place.outline, run, parts.focus);
    // A line's moves bow, so those along a row part from each other and from the cells' words.
    paintLines(ctx, place.lineFrame, { point: place.centre, bowed: () => 'pair' }, parts);
    paintOutlines(place.outline, parts);
  }

  /**
   * Redraws from `run` (model/state-run.js with the game's `info` as `run.info`). The scene:
   * `focus` { state, line, move } or null; `shade` 'outcome' | 'remoteness' | 'grundy' (else
   * `shading` for remoteness); `grundy` the Grundy values (INFINITE_GRUNDY for infinite);
   * `highlight`, `marks`, `played` as on the graph board; `find` a state to bring into view.
   */
  function draw(run, scene = {}) {
    info = run.info ?? scene.info ?? null;
    const shape = info && run.outcomes.length === info.states ? info.shape : 'graph';
    const shade = shadeOf(scene);
    const colouring = colouringOf(run, shade, scene.grundy ?? null);
    drawnShape = shape;
    if (shape === 'graph') {
      const badge = shade === 'grundy' && scene.grundy ? (v) => numberOf(run, shade, scene.grundy, v) : null;
      graph.draw({ ...run, edges: info?.edges ?? new Uint32Array(0) }, {
        ...scene, shading: false, colouring, badge,
      });
      return;
    }
    surface.clear(PAPER);
    drawCells(run, scene, colouring, shade);
    paintRemotenessScale(surface.ctx, colouring, surface.width, surface.height, 1);
  }

  const onCells = () => drawnShape !== null && drawnShape !== 'graph';
  return {
    resize(width, height, ratio) {
      graph.resize(width, height, ratio);
      return surface.resize(width, height, ratio);
    },
    draw,
    /** The state under a CSS pixel as { state }, or null. */
    hitTest: (x, y) => (onCells() ? cells.hitTest(info, x, y) : graph.hitTest(x, y)),
    zoom(factor, x, y, anchor = null) {
      if (onCells()) cells.zoom(info, factor, x, y, anchor);
      else graph.zoom(factor, x, y, anchor);
    },
    pan: (dx, dy) => (onCells() ? cells.pan(dx, dy) : graph.pan(dx, dy)),
    fit: () => (onCells() ? cells.fit() : graph.fit()),
    /** The cells in a row of the strips as drawn, for the keyboard's ↓ and ↑ (null off the strips). */
    columns: () => (onCells() ? cells.columns() : null),
    /** What is in view, in words: the zoom, or the summary board's scale. */
    viewText() {
      if (!onCells()) return graph.viewText();
      const zoom = cells.zoomLevel();
      return zoom === 1 ? '' : t('board.zoomed', { zoom });
    },
  };
}
