// @ts-check
// The two-pile board: a square of pile sizes with the sieve's progress, zoomable and
// pannable. Draws from a snapshot, the zoom it keeps, and what the page is focused on: the
// hovered cell and, for a winning cell, the move onto the P-position it reaches; and the
// checker's marks, the cells of wrong queries.

import { createSurface } from '../../draw/canvas.js';
import {
  cellAt, cellCentre, fitView, gridLayout, panBy, zoomAbout,
} from '../../draw/grid-geometry.js';
import { createGridRaster, paintGridCells, paintPPositions } from './grid-layers.js';
import { outlineCell, paintAxes } from '../../draw/grid-paint.js';
import { arrow } from '../../draw/arrows.js';
import { HIGHLIGHT, INK, MARK_STYLES, PAPER } from '../../draw/palette.js';
import { pileCellOf } from '../../model/states.js';

export function createPilesView(canvas) {
  const surface = createSurface(canvas);
  const raster = createGridRaster();
  let size = null;
  let view = null;
  let layout = null;

  const layoutFor = (snapSize) => {
    if (snapSize !== size) {
      size = snapSize;
      view = fitView(size);
    }
    layout = gridLayout(size, surface.width, surface.height, view);
    return layout;
  };

  function paintFocus(ctx, focus) {
    if (!focus) return;
    outlineCell(ctx, layout, focus.n, focus.m);
    if (!focus.to) return;
    outlineCell(ctx, layout, focus.to.n, focus.to.m);
    const from = cellCentre(layout, focus.n, focus.m);
    const to = cellCentre(layout, focus.to.n, focus.to.m);
    if (Math.hypot(to.x - from.x, to.y - from.y) > 6) {
      arrow(ctx, from, to, { color: INK, bend: { x: from.x, y: from.y, pull: 0 } });
    }
  }

  /** Outlines the cells of `marks` ([{ state, kind }], states as a verdict names cells) on the grid. */
  function paintMarks(ctx, marks) {
    for (const { state, kind } of marks ?? []) {
      const { n, m } = pileCellOf(state);
      const { color, width } = MARK_STYLES[kind];
      if (n <= size && m <= size) outlineCell(ctx, layout, n, m, { color, width, inset: 3 });
    }
  }

  /**
   * `focus`: { n, m, to: { n, m } | null } for the cell in focus and its winning move; `marks`
   * the checker's; `played`: a game against the computer, with `at`, the piles to outline in
   * green while nothing is pinned to show them (Play without hints).
   */
  function draw(run, { focus = null, marks = null, played = null } = {}) {
    surface.clear(PAPER);
    const { ctx } = surface;
    layoutFor(run.size);
    paintGridCells(surface, layout, run, raster);
    paintPPositions(ctx, layout, run);
    paintAxes(ctx, layout);
    paintMarks(ctx, marks);
    if (played?.at) outlineCell(ctx, layout, played.at.n, played.at.m, { color: HIGHLIGHT, width: 3 });
    paintFocus(ctx, focus);
  }

  return {
    resize: surface.resize,
    draw,
    hitTest: (x, y) => (layout ? cellAt(layout, x, y) : null),
    /** Zoom by `factor` about (x, y) in CSS pixels (the centre of the plot when omitted). */
    zoom(factor, x, y) {
      if (!layout) return;
      const px = x ?? layout.plot.x + layout.plot.w / 2;
      const py = y ?? layout.plot.y + layout.plot.h / 2;
      view = zoomAbout(layout, view, px, py, factor);
    },
    pan(dx, dy) {
      if (layout) view = panBy(layout, view, dx, dy);
    },
    fit() {
      if (size !== null) view = fitView(size);
    },
  };
}
