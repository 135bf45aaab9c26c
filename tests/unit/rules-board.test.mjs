// The rule game's board geometry by shape (strips, strips by a two-valued variable, the grid)
// and the Grundy colouring, pure.

import test from 'node:test';
import assert from 'node:assert/strict';
import {
  combinationOf, cursorStep, fitStrips, gridPlace, gridSide, gridState, offsetsOf, rolesOf, stateAt, stateWords, stripCell, stripCellAt,
  stripFrame, stripPlace, stripState, strides,
} from '../../www/games/rules/board-geometry.js';
import { byGrundy, INFINITE_GRUNDY } from '../../www/draw/colouring.js';
import { Outcome } from '../../www/model/states.js';

const FIT = Object.freeze({ zoom: 1, cx: 0.5, cy: 0.5 });
const TURN = { name: 'turn', names: ['Rick', 'Morty'] };

test('states are numbered as the rule language numbers them: the last variable fastest', () => {
  const variables = [{ name: 'a', low: 0, size: 4 }, { name: 'b', low: 2, size: 3 }, TURN];
  assert.deepEqual(strides(variables), [6, 2, 1]);
  assert.deepEqual(offsetsOf(variables, 6 * 3 + 2 * 1 + 1), [3, 1, 1]);
  assert.equal(stateWords({ variables }, 6 * 3 + 2 * 1 + 1), '(3, 3, Morty)');
  assert.equal(stateWords({ variables: [{ name: 'n', low: 0, size: 9 }] }, 7), '7');
});

/** Three-row Chomp of rows up to `top`: a >= b >= c, as `where a >= b and b >= c` keeps them. */
function chomp(top) {
  const size = top + 1;
  const kept = [];
  for (let a = 0; a < size; a += 1) {
    for (let b = 0; b <= a; b += 1) for (let c = 0; c <= b; c += 1) kept.push((a * size + b) * size + c);
  }
  const variables = ['a', 'b', 'c'].map((name) => ({ name, low: 0, size }));
  return { shape: 'graph', states: kept.length, variables, kept: Uint32Array.from(kept) };
}

test("with 'where' a state is the kept combination of its place, and a combination left out is no state", () => {
  const game = chomp(6);
  assert.equal(game.states, 84, 'C(9, 3), as the command lists');
  assert.equal(stateWords(game, 5), '(2, 1, 0)');
  for (let state = 0; state < game.states; state += 1) assert.equal(stateAt(game, combinationOf(game, state)), state);
  let states = 0;
  for (let combination = 0; combination < 7 ** 3; combination += 1) {
    const [a, b, c] = offsetsOf(game.variables, combination);
    const state = stateAt(game, combination);
    assert.equal(state !== null, a >= b && b >= c, `(${a}, ${b}, ${c})`);
    if (state !== null) states += 1;
  }
  assert.equal(states, game.states);
  assert.equal(stateAt(game, 7 ** 3), null, 'past the last combination');
  const every = { variables: game.variables };
  assert.equal(combinationOf(every, 40), 40, 'without where, the state of each number');
  assert.equal(stateAt(every, 40), 40);
});

test("on the grid and the strip, a cell 'where' leaves out is empty: no state, skipped by the cursor", () => {
  // a in 0..3, b in 0..3 where a >= b: the cells (n, m) with n >= m.
  const kept = [];
  for (let a = 0; a < 4; a += 1) for (let b = 0; b <= a; b += 1) kept.push(a * 4 + b);
  const grid = {
    shape: 'grid', states: 10, variables: [{ name: 'a', low: 0, size: 4 }, { name: 'b', low: 0, size: 4 }], kept,
  };
  for (let v = 0; v < 10; v += 1) {
    const { n, m } = gridPlace(grid, v);
    assert.ok(n >= m);
    assert.equal(gridState(grid, n, m), v);
  }
  assert.equal(gridState(grid, 1, 2), null);
  assert.deepEqual(gridPlace(grid, 4), { n: 2, m: 1 });
  assert.equal(cursorStep(grid, 4, 'ArrowDown'), 5, '(2, 1) to (2, 2)');
  assert.equal(cursorStep(grid, 5, 'ArrowDown'), 5, '(2, 3) is no state and the edge follows: it stops');
  assert.equal(cursorStep(grid, 2, 'ArrowLeft'), 2, '(1, 1): (0, 1) is no state');
  assert.equal(cursorStep(grid, 0, 'ArrowRight'), 1);
  // n in 0..10 where n % 3 != 1: 0 2 3 5 6 8 9.
  const strip = { shape: 'strip', states: 7, variables: [{ name: 'n', low: 0, size: 11 }], kept: [0, 2, 3, 5, 6, 8, 9] };
  assert.equal(stripState(strip, 0, 4), null);
  assert.equal(stripState(strip, 0, 5), 3);
  assert.deepEqual(stripPlace(strip, 3), { band: 0, i: 5 });
  assert.equal(cursorStep(strip, 2, 'ArrowRight'), 3, '3 to 5, over 4');
  assert.equal(cursorStep(strip, 3, 'ArrowLeft'), 2);
  assert.equal(cursorStep(strip, 6, 'ArrowRight'), 6, '10 is no state and ends the strip');
  assert.equal(cursorStep(strip, 1, 'ArrowDown', 2), 4, 'wrapped in rows of 2: below 2 is 4, left out, then 6');
  assert.equal(cursorStep(strip, 6, 'End'), 6);
});

test('the strips take the integer variable along, whichever place it has', () => {
  assert.deepEqual(rolesOf({ shape: 'strips', variables: [TURN, { name: 'n', low: 1, size: 10 }] }), { along: 1, band: 0 });
  assert.deepEqual(rolesOf({ shape: 'strips', variables: [{ name: 'n', low: 1, size: 10 }, TURN] }), { along: 0, band: 1 });
  assert.deepEqual(rolesOf({ shape: 'strip', variables: [{ name: 'n', low: 0, size: 10 }] }), { along: 0, band: null });
});

test('a short strip is one row of the largest cells; a long one wraps into rows that fit the board', () => {
  assert.deepEqual(fitStrips(10, 1, 1200, 700, 0), { cols: 10, rows: 1, cell: 56 });
  for (const [count, bands, w, h] of [[1000, 1, 1256, 776], [5000, 2, 366, 500], [1e6, 1, 800, 600], [1, 2, 50, 30]]) {
    const frame = stripFrame(count, bands, w + 24, h + 24, FIT, bands > 1);
    assert.ok(frame.cols * frame.rows >= count, `${count} cells have room`);
    const last = stripCell(frame, bands - 1, count - 1);
    assert.ok(last.x + last.w <= w + 24 + 1e-6 && last.y + last.h <= h + 24 + 1e-6, `${count} cells lie on the board`);
    assert.ok(stripCell(frame, 0, 0).x >= -1e-6 && stripCell(frame, 0, 0).y >= -1e-6);
  }
});

test('every cell of the strips hits its own state, at any zoom, and nothing past the last cell does', () => {
  const info = { shape: 'strips', states: 74, variables: [TURN, { name: 'n', low: 0, size: 37 }] };
  for (const view of [FIT, { zoom: 3, cx: 0.3, cy: 0.6 }]) {
    const frame = stripFrame(37, 2, 390, 500, view);
    for (let v = 0; v < info.states; v += 1) {
      const { band, i } = stripPlace(info, v);
      const r = stripCell(frame, band, i);
      const hit = stripCellAt(frame, r.x + r.w / 2, r.y + r.h / 2);
      assert.equal(stripState(info, hit.band, hit.i), v);
    }
    const past = stripCell(frame, 0, 37);
    if (37 % frame.cols !== 0) assert.equal(stripCellAt(frame, past.x + past.w / 2, past.y + past.h / 2), null);
    assert.equal(stripCellAt(frame, frame.ox + 2, frame.oy + frame.band + 2), null, 'a band\'s name is no cell');
  }
});

test('the grid is as wide as its larger variable; cells outside the smaller one are no state', () => {
  const info = { shape: 'grid', states: 12, variables: [{ name: 'a', low: 0, size: 3 }, { name: 'b', low: 1, size: 4 }] };
  assert.equal(gridSide(info), 4);
  for (let v = 0; v < 12; v += 1) {
    const { n, m } = gridPlace(info, v);
    assert.equal(gridState(info, n, m), v);
  }
  assert.equal(gridState(info, 3, 0), null);
  assert.equal(gridState(info, 0, 4), null);
});

test('by Grundy value: 0 as Lose, finite values paler as they grow, infinite apart, undecided kept', () => {
  const run = { outcomes: Uint8Array.from([Outcome.Lose, Outcome.Win, Outcome.Win, Outcome.Win, Outcome.Loop, Outcome.Undecided]) };
  const grundy = Uint32Array.from([0, 1, 5, INFINITE_GRUNDY, INFINITE_GRUNDY, 2]);
  const { codes, colours } = byGrundy(run, grundy);
  assert.equal(codes[0], Outcome.Lose);
  assert.equal(codes[5], Outcome.Undecided, 'the run has not decided it yet');
  assert.equal(new Set([codes[1], codes[2], codes[3], codes[4]]).size, 4);
  const light = (hex) => [1, 3, 5].reduce((sum, at) => sum + parseInt(hex.slice(at, at + 2), 16), 0);
  assert.ok(light(colours[codes[2]]) > light(colours[codes[1]]), 'a larger value is paler');
  for (const code of codes) assert.match(colours[code], /^#[0-9a-f]{6}$/);
});

test('the arrow keys walk the board as it lies: the grid by its two variables, the strips by value and band', () => {
  const grid = { shape: 'grid', states: 12, variables: [{ name: 'a', low: 0, size: 3 }, { name: 'b', low: 0, size: 4 }] };
  // State (a, b) is a * 4 + b: right is a + 1, down is b + 1, and the edges hold.
  assert.equal(cursorStep(grid, 5, 'ArrowRight'), 9);
  assert.equal(cursorStep(grid, 5, 'ArrowDown'), 6);
  assert.equal(cursorStep(grid, 5, 'ArrowUp'), 4);
  assert.equal(cursorStep(grid, 9, 'ArrowRight'), 9);
  assert.equal(cursorStep(grid, 4, 'ArrowUp'), 4);
  const strips = { shape: 'strips', states: 10, variables: [{ name: 'p', low: 0, size: 5 }, { name: 'turn', names: ['Rick', 'Morty'] }] };
  // State (p, turn) is p * 2 + turn: right is p + 1, down is the other band.
  assert.equal(cursorStep(strips, 2, 'ArrowRight'), 4);
  assert.equal(cursorStep(strips, 2, 'ArrowDown'), 3);
  assert.equal(cursorStep(strips, 3, 'ArrowDown'), 3);
  const strip = { shape: 'strip', states: 5, variables: [{ name: 'n', low: 0, size: 5 }] };
  assert.equal(cursorStep(strip, 4, 'ArrowDown'), 4);
  assert.equal(cursorStep(strip, 0, 'ArrowLeft'), 0);
  assert.equal(cursorStep(strip, 2, 'ArrowRight'), 3);
  const graph = { shape: 'graph', states: 4, variables: [{ name: 'x', low: 0, size: 2 }, { name: 'y', low: 0, size: 2 }] };
  assert.equal(cursorStep(graph, 3, 'ArrowRight'), 3);
  assert.equal(cursorStep(graph, 1, 'ArrowUp'), 0);
});
