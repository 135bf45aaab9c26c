// The position beside the state map, for programs with `draw` lines: LeetCode 1728's grid
// with the cat, the mouse, the walls and the food for a pinned state (its text as the problem
// writes its input), the step drawn on it, a move played by a click on its dot (pinned, or
// in Play), heaps of Nim, in both languages; a program without `draw` lines shows none.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSite } from './harness.mjs';
import { graphFrame, gridFrame } from '../../www/games/rules/position.js';
import { PIECE_COLOURS, WALL } from '../../www/draw/palette.js';

const site = useSite();
const { withPage } = site;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const example = (name) => fs.readFileSync(path.join(ROOT, 'examples', 'rules', `${name}.game`), 'utf8');
const CAT_AND_MOUSE = example('cat-and-mouse-ii');
const NIM = example('three-heap-nim');
const linkOf = (source, more = '') => `${site.url}?${new URLSearchParams({ game: 'rules', src: source })}${more}`;
const GRID = ['####F', '#C...', 'M....'];

/** The position's text as the problem writes it, worked out here: start letters are floor, pieces on their cells. */
function gridText(grid, pieces) {
  const rows = grid.map((row) => [...row].map((c) => ('CM'.includes(c) ? '.' : c)));
  for (const [letter, row, column] of pieces) rows[row][column] = letter;
  return rows.map((row) => row.join('')).join('\n');
}

/** Waits for the position's note to say `pattern`, and returns the canvas's size and its pixel at cell (row, column)'s `spot`. */
async function positionShown(page, pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#position-note').textContent), pattern.source);
  await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); }));
}

/** The CSS pixel at the centre (or `dx`, `dy` cells off it) of a board cell of the position's canvas. */
async function cellPoint(page, grid, row, column, dx = 0, dy = 0) {
  const box = await page.$eval('#position-canvas', (c) => ({ width: c.getBoundingClientRect().width, height: c.getBoundingClientRect().height }));
  const frame = gridFrame(grid, box.width, box.height);
  return { x: frame.x + (column + 0.5 + dx) * frame.cell, y: frame.y + (row + 0.5 + dy) * frame.cell };
}

/** The colour of the canvas at a CSS point, as #rrggbb. */
function pixel(page, { x, y }) {
  return page.$eval('#position-canvas', (canvas, at) => {
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const [r, g, b] = canvas.getContext('2d').getImageData(Math.round(at.x * ratio), Math.round(at.y * ratio), 1, 1).data;
    return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }, { x, y });
}

for (const lang of ['en', 'zh']) {
  test(`${lang}: LeetCode 1728's example 1 is drawn as its grid, the pinned start's text is the input's, and it is a Win for the mouse`, async () => {
    await withPage(linkOf(CAT_AND_MOUSE, `&lang=${lang}&step=end&pin=2,0,1,1,Mouse`), async (page, problems) => {
      await positionShown(page, lang === 'en' ? /^\(2, 0, 1, 1, Mouse\): 3 moves/ : /^\(2, 0, 1, 1, Mouse\)：3 种走法/);
      assert.equal(await page.textContent('#position-text'), GRID.join('\n'));
      assert.equal(await pixel(page, await cellPoint(page, GRID, 0, 0)), WALL, 'a wall');
      assert.equal(await pixel(page, await cellPoint(page, GRID, 2, 0, -0.25)), PIECE_COLOURS[0].fill, 'the mouse, first piece, beside its letter');
      assert.equal(await pixel(page, await cellPoint(page, GRID, 1, 1, -0.25)), PIECE_COLOURS[1].fill, 'the cat');
      assert.equal(await page.getAttribute('#explain', 'data-outcome'), 'Win');
      assert.deepEqual(problems, []);
    });
  });
}

test("LeetCode 1728's example 3 (one row, the mouse jumping 3) is lost for the mouse: a Loop, the cat's by the turn cap", async () => {
  const source = CAT_AND_MOUSE.replace('param grid = ["####F", "#C...", "M...."]', 'param grid = ["M.C...F"]').replace('param mouseJump = 2', 'param mouseJump = 3');
  await withPage(linkOf(source, '&step=end&pin=0,0,0,2,Mouse'), async (page, problems) => {
    await positionShown(page, /^\(0, 0, 0, 2, Mouse\)/);
    assert.equal(await page.textContent('#position-text'), 'M.C...F');
    assert.notEqual(await page.getAttribute('#explain', 'data-outcome'), 'Win');
    assert.deepEqual(problems, []);
  });
});

test('a click on a move\'s dot pins the state it reaches; in Play it plays the move', async () => {
  await withPage(linkOf(CAT_AND_MOUSE, '&step=end&pin=2,0,1,1,Mouse'), async (page, problems) => {
    await positionShown(page, /^\(2, 0, 1, 1, Mouse\)/);
    const dot = await cellPoint(page, GRID, 2, 2);
    await page.click('#position-canvas', { position: dot });
    await positionShown(page, /^\(2, 2, 1, 1, Cat\)/);
    assert.equal(await page.textContent('#position-text'), gridText(GRID, [['M', 2, 2], ['C', 1, 1]]));
    // In Play, from the start, the mouse's move to (2, 1) is played by a click on its cell.
    await page.click('#tab-play');
    await page.fill('#play-from', '2,0,1,1,Mouse');
    await page.selectOption('#play-you', { index: 0 });
    await page.click('#play-start');
    await page.waitForSelector('#play-moves button[data-to]');
    await positionShown(page, /^\(2, 0, 1, 1, Mouse\)/);
    await page.click('#position-canvas', { position: await cellPoint(page, GRID, 2, 1) });
    await page.waitForFunction(() => document.querySelector('#play-log').textContent.includes('(2, 1, 1, 1, Cat)'));
    assert.deepEqual(problems, []);
  });
});

test('during a run the step is drawn on the position: the state taken, and rings where the pieces stood in the states it labels', async () => {
  await withPage(linkOf(CAT_AND_MOUSE, '&step=120'), async (page, problems) => {
    await positionShown(page, /^The step takes \(/);
    const [, taken] = /^The step takes \(([^)]*)\)/.exec(await page.textContent('#position-note'));
    const [my, mx, cy, cx] = taken.split(', ').map(Number);
    assert.equal(await page.textContent('#position-text'), gridText(GRID, [['M', my, mx], ['C', cy, cx]]));
    assert.match(await page.textContent('#narration'), new RegExp(`^Took \\(${taken}\\)`));
    assert.deepEqual(problems, []);
  });
});

test('three-heap Nim is drawn as heaps; a click on a token takes it and those above it', async () => {
  await withPage(linkOf(NIM, '&step=end&pin=1,2,4'), async (page, problems) => {
    await positionShown(page, /^\(1, 2, 4\): 7 moves; each token/);
    assert.equal(await page.textContent('#position-text'), '1 2 4');
    // The fourth token of the third heap (height 3): taking it leaves (1, 2, 3), a P-position.
    const box = await page.$eval('#position-canvas', (c) => ({ width: c.getBoundingClientRect().width, height: c.getBoundingClientRect().height }));
    const across = (box.width - 20) / 3;
    const token = Math.max(2, Math.min(across * 0.7, (box.height - 20 - 28) / 4, 28));
    await page.click('#position-canvas', { position: { x: 10 + 2.5 * across, y: box.height - 10 - 20 - 3.5 * token } });
    await positionShown(page, /^\(1, 2, 3\)/);
    assert.equal(await page.getAttribute('#explain', 'data-outcome'), 'Lose');
    assert.deepEqual(problems, []);
  });
});

test('a program without draw lines shows no position', async () => {
  await withPage(`${site.url}?game=rules&step=end&pin=7`, async (page, problems) => {
    await page.waitForSelector('#explain[data-state]');
    assert.equal(await page.isVisible('#position'), false);
    assert.deepEqual(problems, []);
  });
});

test('on a phone, Play shows the position in place of the state map, with the moves under it', async () => {
  await withPage(linkOf(CAT_AND_MOUSE, '&step=end'), async (page, problems) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.click('#tab-play');
    await page.fill('#play-from', '2,0,1,1,Mouse');
    await page.click('#play-start');
    await page.waitForSelector('#play-moves button[data-to]');
    await positionShown(page, /^\(2, 0, 1, 1, Mouse\)/);
    assert.equal(await page.isVisible('.board-frame'), false, 'the state map gives way');
    const inView = (selector) => page.$eval(selector, (e) => {
      const box = e.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
    });
    assert.ok(await inView('#position-canvas'), 'the position on screen');
    assert.ok(await inView('#play-moves button[data-to]'), 'a move on screen with it');
    assert.deepEqual(problems, []);
  });
});

test("LeetCode 913's graph: the mouse and the cat on its nodes, a click on a node the mouse can reach pins that state", async () => {
  const graph = example('cat-and-mouse');
  await withPage(linkOf(graph, '&step=end&pin=2,1,Mouse'), async (page, problems) => {
    await positionShown(page, /^\(2, 1, Mouse\): 3 moves/);
    assert.equal(await page.textContent('#position-text'), '2 1');
    const box = await page.$eval('#position-canvas', (c) => ({ width: c.getBoundingClientRect().width, height: c.getBoundingClientRect().height }));
    const { points } = graphFrame([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], box.width, box.height);
    assert.equal(await pixel(page, { x: points[2][0] - 8, y: points[2][1] }), PIECE_COLOURS[0].fill, 'the mouse on node 2');
    await page.click('#position-canvas', { position: { x: points[4][0], y: points[4][1] } });
    await positionShown(page, /^\(4, 1, Cat\)/);
    assert.equal(await page.textContent('#position-text'), '4 1');
    assert.deepEqual(problems, []);
  });
});

test("Kayles' sum of rows is drawn on the Sum card, its parts side by side as rows of pins", async () => {
  const kayles = example('kayles').replace('param N = 120', 'param N = 30');
  await withPage(linkOf(kayles, '&step=end'), async (page, problems) => {
    await page.click('#tab-game');
    await page.fill('#sum-parts', '3, 5, 7');
    await page.click('#sum-apply');
    await page.waitForSelector('#sum-canvas:not([hidden])');
    await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); }));
    // Ink where the rows' pins stand: 15 pins in three rows.
    const inked = await page.$eval('#sum-canvas', (canvas) => {
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 60 && data[i + 1] < 60 && data[i + 2] < 60) dark += 1;
      return dark;
    });
    assert.ok(inked > 0, 'pins drawn');
    assert.deepEqual(problems, []);
  });
});

test('with Hints off, Play draws the moves on the position without their outcomes, and a click still plays', async () => {
  await withPage(linkOf(CAT_AND_MOUSE, '&step=end'), async (page, problems) => {
    await page.click('#tab-play');
    await page.uncheck('#play-hints');
    await page.fill('#play-from', '2,0,1,1,Mouse');
    await page.click('#play-start');
    await page.waitForSelector('#play-moves button[data-to]');
    await positionShown(page, /^\(2, 0, 1, 1, Mouse\): 3 moves\. .*\(outcomes hidden\)/);
    const undecided = await page.$eval('.swatch.undecided', (s) => getComputedStyle(s).backgroundColor);
    const hex = `#${undecided.match(/\d+/g).slice(0, 3).map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
    for (const column of [1, 2]) assert.equal(await pixel(page, await cellPoint(page, GRID, 2, column)), hex, `the dot on (2, ${column}) tells no outcome`);
    await page.click('#position-canvas', { position: await cellPoint(page, GRID, 2, 2) });
    await page.waitForFunction(() => document.querySelector('#play-log').textContent.includes('(2, 2, 1, 1, Cat)'));
    assert.deepEqual(problems, []);
  });
});

test('a draw line that fails on a state says where, beside the position', async () => {
  const failing = 'param L = [1, 2]\nstate n in 0..2\nmove n - 1 if n > 0\ndraw heaps L[n]\n';
  await withPage(linkOf(failing, '&step=end&pin=2'), async (page, problems) => {
    await positionShown(page, /^The draw lines fail on this state: line 4, column \d+: /);
    assert.equal(await page.textContent('#position-text'), '');
    await page.goto(linkOf(failing, '&step=end&pin=1'));
    await positionShown(page, /^1: 1 move; each token/);
    assert.equal(await page.textContent('#position-text'), '2');
    assert.deepEqual(problems, []);
  });
});

test('the note says whose turn it is only when a piece is to move, and counts the moves that move no piece when none is', async () => {
  const lone = 'state x in 0..1, c in 0..1\nwin when x == 1 and c == 0\nlose when x == 1 and c == 1\nmove (1, d) for d in 0..1 if x == 0\nmove (0, 1) if x == 0 and c == 0\ndraw grid (1, 2)\ndraw piece "Zed" at (0, x)\n';
  await withPage(linkOf(lone, '&step=end&pin=0,0'), async (page, problems) => {
    await positionShown(page, /^\(0, 0\): 3 moves\. /);
    const note = await page.textContent('#position-note');
    assert.doesNotMatch(note, /ringed/);
    assert.match(note, /1 of them moves no piece and is not drawn\.$/);
    await page.goto(linkOf(CAT_AND_MOUSE, '&step=end&pin=2,0,1,1,Mouse'));
    await positionShown(page, /Mouse is to move \(ringed\)/);
    assert.deepEqual(problems, []);
  });
});

test('a state with no move says so, and speaks of a dashed ring only when there is one', async () => {
  await withPage(linkOf(CAT_AND_MOUSE, '&step=end&pin=2,1,2,1,Mouse'), async (page, problems) => {
    await positionShown(page, /^\(2, 1, 2, 1, Mouse\): no move\. Mouse is to move \(ringed\)\.$/);
    await page.goto(linkOf(CAT_AND_MOUSE, '&step=end&pin=2,0,1,1,Mouse'));
    await positionShown(page, /Mouse is to move \(ringed\)\. The dashed ring round it is the move where no piece moves\.$/);
    assert.deepEqual(problems, []);
  });
});
