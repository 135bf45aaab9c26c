// End-to-end: the rule game's board by shape. A subtraction game is a strip, Wythoff's game
// a grid, Berzerk as rules two strips (one per player to move), cat and mouse the graph
// board; a cell hovered and clicked pins its state (Why?'s data-state), the Grundy shading
// draws, and screenshots at desktop and phone sizes go to /tmp for a look.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './harness.mjs';
import { RULES_PRESETS } from '../../www/games/rules/presets.js';
import {
  stripCell, stripFrame, stripPlace, gridPlace,
} from '../../www/games/rules/board-geometry.js';
import { cellCentre, gridLayout } from '../../www/draw/grid-geometry.js';

const site = useSite();
const FIT = { zoom: 1, cx: 0.5, cy: 0.5 };
const WYTHOFF_8 = '# Wythoff on 0..8\nparam N = 8\nstate a in 0..N, b in 0..N\nmove (a - k, b) for k in 1..a\nmove (a, b - k) for k in 1..b\nmove (a - k, b - k) for k in 1..min(a, b)\n';
const TURN = { name: 'turn', names: ['Rick', 'Morty'] };

/** Each shape: its program, its info as the view reads it, a state to pin (value and name). */
const CASES = [
  {
    shape: 'strip', text: RULES_PRESETS.subtraction, variables: [{ name: 'n', low: 0, size: 41 }], state: 9, name: '9',
  },
  {
    shape: 'grid', text: WYTHOFF_8, variables: [{ name: 'a', low: 0, size: 9 }, { name: 'b', low: 0, size: 9 }], state: 3 * 9 + 5, name: '(3, 5)',
  },
  {
    shape: 'strips', text: RULES_PRESETS.berzerk, variables: [{ name: 'p', low: 0, size: 5 }, TURN], state: 4 * 2 + 1, name: '(4, Morty)',
  },
];

const link = (text, rest = '') => `${site.url}?game=rules&src=${encodeURIComponent(text)}${rest}`;

/** Where the state's cell's centre is on a board of `box`, by the view's own geometry. */
function cellPoint(c, box) {
  const info = { shape: c.shape, states: c.variables.reduce((p, v) => p * (v.size ?? v.names.length), 1), variables: c.variables };
  const [width, height] = [Math.floor(box.width), Math.floor(box.height)];
  if (c.shape === 'grid') {
    const { n, m } = gridPlace(info, c.state);
    return cellCentre(gridLayout(8, width, height), n, m);
  }
  const { band, i } = stripPlace(info, c.state);
  const r = stripCell(stripFrame(c.variables[0].size, c.shape === 'strips' ? 2 : 1, width, height, FIT), band, i);
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

async function openAtEnd(page, text) {
  await page.goto(link(text, '&step=end'));
  await page.waitForSelector('#status[data-done="true"]', { timeout: 60000 });
}

for (const c of CASES) {
  test(`${c.shape}: hovering a cell describes its state, clicking it pins it`, async () => {
    await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
      await openAtEnd(page, c.text);
      const box = await page.locator('#board').boundingBox();
      const { x, y } = cellPoint(c, box);
      await page.mouse.move(box.x + x, box.y + y);
      await page.waitForSelector(`#explain[data-state="${c.name}"]`);
      await page.mouse.click(box.x + x, box.y + y);
      await page.mouse.move(1, 1);
      await page.waitForSelector(`#explain[data-state="${c.name}"]`);
      await page.screenshot({ path: `/tmp/rules-board-${c.shape}-1280.png` });
      await page.selectOption('#rules-shade', 'grundy');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/rules-board-${c.shape}-grundy-1280.png` });
      assert.deepEqual(problems, []);
    }, { width: 1280, height: 800 });
  });
}

test('graph: a state of cat and mouse found on the board is pinned by a click', async () => {
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await openAtEnd(page, RULES_PRESETS.catAndMouse);
    const box = await page.locator('#board').boundingBox();
    // The graph board lays its nodes out by layers: look for one a step at a time.
    let found = null;
    for (let y = 20; y < box.height && !found; y += 14) {
      for (let x = box.width / 2; x < box.width && !found; x += 14) {
        await page.mouse.move(box.x + x, box.y + y);
        const name = await page.getAttribute('#explain', 'data-state');
        if (name) found = { x, y, name };
      }
    }
    assert.ok(found, 'a node under the pointer somewhere');
    assert.match(found.name, /^\(\d, \d, (Mouse|Cat)\)$/);
    await page.mouse.click(box.x + found.x, box.y + found.y);
    await page.mouse.move(1, 1);
    await page.waitForSelector(`#explain[data-state="${found.name}"]`);
    await page.screenshot({ path: '/tmp/rules-board-graph-1280.png' });
    assert.deepEqual(problems, []);
  }, { width: 1280, height: 800 });
});

test('on a phone the shapes draw and a strip cell pins its state', async () => {
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    for (const c of [...CASES, { shape: 'graph', text: RULES_PRESETS.catAndMouse }]) {
      await openAtEnd(page, c.text);
      if (c.shape === 'strip') {
        await page.locator('#board').scrollIntoViewIfNeeded();
        const box = await page.locator('#board').boundingBox();
        const { x, y } = cellPoint(c, box);
        await page.mouse.click(box.x + x, box.y + y);
        await page.waitForSelector(`#explain[data-state="${c.name}"]`);
      }
      await page.locator('#board').screenshot({ path: `/tmp/rules-board-${c.shape}-390.png` });
    }
    assert.deepEqual(problems, []);
  }, { width: 390, height: 844, isMobile: true, hasTouch: true });
});
