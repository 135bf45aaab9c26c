// Geometry and hit-testing: what is drawn where and what is under the pointer agree.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DETAIL_LIMIT, anchorOf, angleOf, cellCentre as ringCellCentre, positionAtAngle, ringLayout, stateAt,
} from '../../www/games/berzerk/ring-geometry.js';
import {
  cellAt, cellCentre, cellRect, fitView, gridLayout, panBy, tickSpacing, visibleCells, zoomAbout,
} from '../../www/draw/grid-geometry.js';
import { labelSpacing } from '../../www/games/berzerk/ring-labels.js';

test('the hole sits at the top and moves go clockwise', () => {
  const g = ringLayout(8, 600, 600);
  assert.equal(angleOf(g, 0), -Math.PI / 2);
  assert.ok(angleOf(g, 2) > angleOf(g, 1));
  const top = ringCellCentre(g, 0);
  assert.ok(Math.abs(top.x - 300) < 1e-9 && top.y < 300);
});

test('every cell centre hit-tests back to its own state', () => {
  for (const n of [2, 5, 22, DETAIL_LIMIT, 61, 7000]) {
    const g = ringLayout(n, 900, 700);
    for (let state = 0; state < 2 * n; state += Math.max(1, Math.floor(n / 50))) {
      const { x, y } = ringCellCentre(g, state);
      assert.equal(stateAt(g, x, y), state, `n = ${n}, state ${state}`);
    }
  }
});

test('points off the rings hit nothing; arrow anchors sit on their own cell', () => {
  const g = ringLayout(12, 800, 600);
  assert.equal(stateAt(g, g.cx, g.cy), null);
  assert.equal(stateAt(g, 2, 2), null);
  for (const state of [3, 12 + 7]) {
    const { x, y } = anchorOf(g, state);
    assert.equal(stateAt(g, x, y), state);
  }
});

test('angles wrap around the circle', () => {
  const g = ringLayout(10, 400, 400);
  assert.equal(positionAtAngle(g, -Math.PI / 2), 0);
  assert.equal(positionAtAngle(g, -Math.PI / 2 + 2 * Math.PI), 0);
  assert.equal(positionAtAngle(g, -Math.PI / 2 - g.slice), 9);
});

test('object numbers are spaced so they do not crowd', () => {
  assert.equal(labelSpacing(8, 200), 1);
  const k = labelSpacing(7000, 300);
  assert.ok((2 * Math.PI * 300 / 7000) * k >= 4 * 7.5 + 8, `spacing ${k}`);
});

test('grid: the whole square fits at zoom 1, and cells hit-test to themselves', () => {
  const layout = gridLayout(40, 800, 600);
  const first = cellRect(layout, 0, 0);
  const last = cellRect(layout, 40, 40);
  assert.ok(first.x >= layout.plot.x - 1e-9 && first.y >= layout.plot.y - 1e-9);
  assert.ok(last.x + last.w <= layout.plot.x + layout.plot.w + 1e-9);
  assert.ok(last.y + last.h <= layout.plot.y + layout.plot.h + 1e-9);
  for (const [n, m] of [[0, 0], [3, 7], [40, 0], [40, 40]]) {
    const c = cellCentre(layout, n, m);
    assert.deepEqual(cellAt(layout, c.x, c.y), { n, m });
  }
  assert.equal(cellAt(layout, 1, 1), null, 'the axis margin is not a cell');
});

test('grid: zooming keeps the point under the pointer and panning moves the view', () => {
  const size = 5000;
  let layout = gridLayout(size, 900, 900);
  const c = cellCentre(layout, 1234, 2345);
  const view = zoomAbout(layout, fitView(size), c.x, c.y, 50);
  layout = gridLayout(size, 900, 900, view);
  assert.deepEqual(cellAt(layout, c.x, c.y), { n: 1234, m: 2345 });
  const before = visibleCells(layout);
  const panned = gridLayout(size, 900, 900, panBy(layout, view, -100, 0));
  assert.ok(visibleCells(panned).n0 > before.n0, 'dragging left shows cells further right');
  assert.ok(layout.scale <= 48 + 1e-9, 'zoom stops at a comfortable cell size');
});

test('grid: zooming out never goes past the fitted square', () => {
  const layout = gridLayout(100, 500, 500);
  const view = zoomAbout(layout, fitView(100), 10, 10, 0.01);
  assert.deepEqual(view, fitView(100));
});

test('grid: axis ticks are far enough apart', () => {
  for (const size of [7, 40, 500, 5000]) {
    const layout = gridLayout(size, 700, 700);
    assert.ok(tickSpacing(layout) * layout.scale >= 36 || tickSpacing(layout) >= size, `size ${size}`);
  }
});

test('the keyboard cursor walks the rings and the grid, staying inside', async () => {
  const { moveRingCursor } = await import('../../www/games/berzerk/cursor.js');
  const { moveGridCursor } = await import('../../www/games/piles/cursor.js');
  const ring = 5;
  assert.deepEqual(moveRingCursor(null, 'ArrowRight', ring), { state: 1 });
  assert.deepEqual(moveRingCursor({ state: 0 }, 'ArrowLeft', ring), { state: 4 }, 'wraps round the circle');
  assert.deepEqual(moveRingCursor({ state: 2 }, 'ArrowDown', ring), { state: 7 }, 'down is Morty’s ring');
  assert.deepEqual(moveRingCursor({ state: 7 }, 'ArrowUp', ring), { state: 2 });
  const grid = 3;
  assert.deepEqual(moveGridCursor(null, 'ArrowDown', grid), { n: 0, m: 1 });
  assert.deepEqual(moveGridCursor({ n: 3, m: 0 }, 'ArrowRight', grid), { n: 3, m: 0 });
  assert.deepEqual(moveGridCursor({ n: 0, m: 0 }, 'ArrowUp', grid), { n: 0, m: 0 });
});

test('the circle zooms about the pointer down to states about 24 px wide, and pans', async () => {
  const { zoomRingAbout, panRing, maxRingZoom, visiblePositions } = await import('../../www/games/berzerk/ring-geometry.js');
  const n = 1000000;
  let g = ringLayout(n, 800, 600);
  const target = 123456;
  const c = ringCellCentre(g, target);
  let view = zoomRingAbout(g, c.x, c.y, 1e9);
  g = ringLayout(n, 800, 600, view);
  assert.equal(g.zoom, maxRingZoom(ringLayout(n, 800, 600)));
  assert.ok(g.slice * g.R >= 23.9, `a state is ${g.slice * g.R} px wide`);
  assert.equal(stateAt(g, c.x, c.y), target, 'the state under the pointer stays there');
  const visible = visiblePositions(g);
  assert.ok(visible !== null && visible.count < 200, 'only a few states can be in view');
  const inView = (target - visible.from + n) % n;
  assert.ok(inView < visible.count, 'the visible range holds the state in view');
  view = panRing(g, -50, 0);
  const panned = ringLayout(n, 800, 600, view);
  assert.notEqual(stateAt(panned, c.x, c.y), target, 'dragging moves the board');
  assert.deepEqual(zoomRingAbout(panned, 10, 10, 1e-9), { zoom: 1, x: null, y: null }, 'zooming out fits the circle again');
});
