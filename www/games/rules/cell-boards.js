// @ts-check
// The rule game's boards of cells: the strips (one integer variable, and a two-valued one
// beside it) with the state-graph board's camera, and the square grid (two integer
// variables) with the two-pile board's zoom and pan. Each drawing says where a state is on
// it (its centre, an outline round it), for the view's overlays; hit testing gives the state
// under a point. A combination `where` leaves out is an empty cell, paper, under no state.

import { cellAt, cellRect, fitView, gridLayout, panBy, visibleCells, zoomAbout } from '../../draw/grid-geometry.js';
import { paintAxes } from '../../draw/grid-paint.js';
import { PAPER, pixelOf } from '../../draw/palette.js';
import {
  combinationOf, gridPlace, gridSide, gridState, rolesOf, sizeOf, stripCell, stripCellAt, stripFrame, stripPlace, stripState, stripStates, wordOf,
} from './board-geometry.js';
import {
  createPixelMap, outlineRect, paintCellLines, paintCellWords, paintStrips,
} from './board-paint.js';

/**
 * @param {{ width: number, height: number }} surface the board's size in CSS pixels
 * @param {ReturnType<typeof import('../../draw/state-graph/camera.js').createCamera>} camera the strips' camera
 */
export function createCellBoards(surface, camera) {
  const maps = [createPixelMap(), createPixelMap()];
  const gridMap = createPixelMap();
  let shape = null;
  let frame = null; // the strips' frame, or the grid's layout
  let gridView = null;
  let gridKey = null;

  const rectOf = (info, v) => {
    if (shape === 'grid') {
      const { n, m } = gridPlace(info, v);
      return cellRect(frame, n, m);
    }
    const { band, i } = stripPlace(info, v);
    return stripCell(frame, band, i);
  };
  const centreOf = (info, v) => {
    const r = rectOf(info, v);
    return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  };

  function drawStrips(ctx, info, cells, height) {
    const bands = info.shape === 'strips' ? 2 : 1;
    const { along, band } = rolesOf(info);
    frame = stripFrame(sizeOf(info.variables[along]), bands, surface.width, height, camera.view);
    const bandVar = band === null ? null : info.variables[band];
    paintStrips(ctx, frame, maps, {
      ...cells,
      stateOf: stripStates(info),
      head: (b) => (bandVar ? `${bandVar.name} = ${wordOf(bandVar, b)}` : null),
    });
  }

  /**
   * The grid's pixels: row m, column n is combination `n * rows + m`, each state's cell in its
   * colour (paper outside the variables and where `where` leaves a combination out).
   */
  function gridFill(info, side, { codes, pixels }) {
    const down = sizeOf(info.variables[1]);
    const paper = pixelOf(PAPER);
    return (out) => {
      out.fill(paper);
      for (let state = 0; state < info.states; state += 1) {
        const combination = combinationOf(info, state);
        out[(combination % down) * side + Math.floor(combination / down)] = pixels[codes[state]];
      }
    };
  }

  function drawGrid(ctx, run, info, cells, height) {
    const side = gridSide(info);
    const key = `${run.session}|${side}`;
    if (key !== gridKey) {
      gridKey = key;
      gridView = fitView(side - 1);
    }
    frame = gridLayout(side - 1, surface.width, height, gridView);
    const { plot } = frame;
    ctx.save();
    ctx.beginPath();
    ctx.rect(plot.x, plot.y, plot.w, plot.h);
    ctx.clip();
    const at = (n, m) => gridState(info, n, m);
    const { cellLook } = cells;
    gridMap(ctx, side, side, cells.look, gridFill(info, side, cells), {
      x: frame.x0, y: frame.y0, w: side * frame.scale, h: side * frame.scale,
    });
    const [a, b] = info.variables;
    paintCellLines(ctx, {
      x: frame.x0, y: frame.y0, cols: sizeOf(a), rows: sizeOf(b), cell: frame.scale,
    });
    const { n0, n1, m0, m1 } = visibleCells(frame);
    for (let n = n0; n <= n1 && frame.scale >= 8; n += 1) {
      for (let m = m0; m <= m1; m += 1) {
        const v = at(n, m);
        if (v !== null) paintCellWords(ctx, cellRect(frame, n, m), cellLook(v));
      }
    }
    ctx.restore();
    paintAxes(ctx, frame, { across: a.name, down: b.name, lows: [a.low, b.low] });
  }

  return {
    /** Which variable's value a cell is labelled with. */
    alongOf: (info) => rolesOf(info).along ?? 0,
    placeOf: (info, v) => (info.shape === 'grid' ? { i: gridPlace(info, v).n } : stripPlace(info, v)),
    /**
     * Draws the cells of `run` for `info`'s shape: `cells` holds the colouring's `codes` per
     * state and `pixels` per code, `look` what they show, and `cellLook(state)` the words of
     * a cell wide enough for them; returns
     * where states are: `centre(v)`, `outline(v, style)` and the frame lines are drawn in.
     * `below` CSS pixels at the bottom are left to what is drawn under the cells (a scale).
     */
    draw(ctx, run, info, cells, below = 0) {
      shape = info.shape;
      const height = Math.max(1, surface.height - below);
      if (shape === 'grid') drawGrid(ctx, run, info, cells, height);
      else drawStrips(ctx, info, cells, height);
      const cell = shape === 'grid' ? frame.scale : frame.cell;
      return {
        centre: (v) => centreOf(info, v),
        outline: (v, style) => outlineRect(ctx, rectOf(info, v), style),
        lineFrame: {
          radius: Math.min(12, cell * 0.3), width: surface.width, height: surface.height, lettering: 1,
        },
      };
    },
    hitTest(info, x, y) {
      if (!frame || !info) return null;
      if (shape === 'grid') {
        const c = cellAt(frame, x, y);
        const v = c ? gridState(info, c.n, c.m) : null;
        return v === null ? null : { state: v };
      }
      const c = stripCellAt(frame, x, y);
      const v = c ? stripState(info, c.band, c.i) : null;
      return v === null ? null : { state: v };
    },
    zoom(info, factor, x, y, anchor) {
      if (!frame) return;
      let point = { x: x ?? surface.width / 2, y: y ?? surface.height / 2 };
      if (x === undefined && anchor !== null && anchor !== undefined && anchor < info.states) point = centreOf(info, anchor);
      if (shape === 'grid') gridView = zoomAbout(frame, gridView, point.x, point.y, factor);
      else camera.zoom(frame, factor, point);
    },
    pan(dx, dy) {
      if (!frame) return;
      if (shape === 'grid') gridView = panBy(frame, gridView, dx, dy);
      else camera.pan(frame, dx, dy);
    },
    fit() {
      if (shape === 'grid' && frame) gridView = fitView(frame.size);
      else camera.fit();
    },
    zoomLevel: () => (shape === 'grid' ? gridView?.zoom ?? 1 : camera.view.zoom),
    /** The cells in a row of the strips as last drawn (they wrap to fit), or null on the grid. */
    columns: () => (shape !== 'grid' && frame ? frame.cols : null),
  };
}
