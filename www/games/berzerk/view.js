// Berzerk's board: composes the ring layers for the circle's size and draws purely from a
// snapshot plus what the page is focused on. Never calls the engine.
//
// Small circles get cells, counters, queue dots and arrows from the state just taken to the
// predecessors it labelled (solid) or counted down (dashed). Larger ones get one arc per run
// of equal colour while runs are few, otherwise a per-pixel raster.

import { createSurface } from '../../draw/canvas.js';
import { DETAIL_LIMIT, anchorOf, ringLayout, stateAt } from '../../draw/ring-geometry.js';
import {
  outlineState, outlineTaken, paintCellText, paintCells, paintQueueDots, tickState,
} from '../../draw/ring-cells.js';
import {
  RUN_LIMIT, countRuns, paintHoleSlivers, paintQueueBands, paintRuns,
} from '../../draw/ring-runs.js';
import { createRingRaster } from '../../draw/ring-raster.js';
import { paintHoleDisc, paintObjectNumbers, paintRingNames } from '../../draw/ring-labels.js';
import { paintMagnifier } from '../../draw/ring-magnifier.js';
import { arrow } from '../../draw/arrows.js';
import { PAPER, styleOf } from '../../draw/palette.js';

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

export function createBerzerkView(canvas) {
  const surface = createSurface(canvas);
  const raster = createRingRaster();
  let geometry = null;
  let inQueue = new Uint8Array(0);

  function markQueued(snap) {
    if (inQueue.length !== 2 * snap.n) inQueue = new Uint8Array(2 * snap.n);
    else inQueue.fill(0);
    for (let i = snap.head; i < snap.tail; i += 1) inQueue[snap.queue[i]] = 1;
    return inQueue;
  }

  function paintDetailed(ctx, g, snap, focus) {
    paintCells(ctx, g, snap);
    paintCellText(ctx, g, snap);
    paintQueueDots(ctx, g, markQueued(snap));
    outlineTaken(ctx, g, snap.last ? snap.last.taken : null);
    if (focus !== null) outlineState(ctx, g, focus, { width: 3.4 });
    paintStepArrows(ctx, g, snap.last);
  }

  function paintSummary(ctx, g, snap, focus) {
    const queued = markQueued(snap);
    if (countRuns(g.n, snap.outcomes, queued) <= RUN_LIMIT) {
      paintRuns(ctx, g, snap);
      paintQueueBands(ctx, g, queued);
    } else {
      raster.paint(surface, g, snap, queued);
    }
    paintHoleSlivers(ctx, g);
    tickState(ctx, g, snap.last ? snap.last.taken : null);
    if (focus !== null) {
      tickState(ctx, g, focus);
      paintMagnifier(ctx, g, snap, focus);
    }
  }

  /** Redraws everything; `focus` is the hovered or pinned state, or null. */
  function draw(snap, { focus = null } = {}) {
    surface.clear(PAPER);
    const { ctx } = surface;
    const g = ringLayout(snap.n, surface.width, surface.height);
    geometry = g;
    paintRingNames(ctx, g, surface.height);
    if (g.n <= DETAIL_LIMIT) paintDetailed(ctx, g, snap, focus);
    else paintSummary(ctx, g, snap, focus);
    paintObjectNumbers(ctx, g);
    paintHoleDisc(ctx, g);
  }

  return {
    resize: surface.resize,
    draw,
    /** The state under a CSS pixel of the canvas, as { state }, or null. */
    hitTest: (x, y) => {
      const state = geometry ? stateAt(geometry, x, y) : null;
      return state === null ? null : { state };
    },
  };
}
