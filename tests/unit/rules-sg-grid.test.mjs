// The Pattern tab's SG table of a two-variable game (sg-grid.js), and Save's bound on an SG
// table, the same as the command's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  GRID_SHOWN, TABLE_CELLS, sgGrid, tableCells, twoVariables,
} from '../../www/games/rules/sg-grid.js';

const WIN = 1;
const LOSE = 2;
const LOOP = 3;

test('rows by the first variable, columns by the second, each cell its state, outcome and value', () => {
  const variables = [{ name: 'a', low: 1, size: 2 }, { name: 'b', low: -1, size: 3 }];
  const outcomes = [LOSE, WIN, WIN, WIN, LOOP, LOSE];
  const values = [0, 1, 2, 3, 0xffffffff, 0];
  const grid = sgGrid(outcomes, values, { variables });
  assert.deepEqual(grid.corner, { rows: 'a', columns: 'b' });
  assert.deepEqual(grid.columns, ['-1', '0', '1']);
  assert.deepEqual(grid.rows.map((row) => row.head), ['1', '2']);
  assert.deepEqual(grid.rows[1].cells, [
    { state: 3, outcome: WIN, grundy: '3' },
    { state: 4, outcome: LOOP, grundy: 'inf' },
    { state: 5, outcome: LOSE, grundy: '0' },
  ]);
  assert.equal(grid.cut, null);
});

test("a combination 'where' leaves out is a cell of no state, as the command's '.'", () => {
  // a in 0..2, b in 0..2 where a >= b: six states, the cells above the diagonal empty.
  const game = { variables: [{ name: 'a', low: 0, size: 3 }, { name: 'b', low: 0, size: 3 }], kept: [0, 3, 4, 6, 7, 8] };
  const outcomes = [LOSE, WIN, LOSE, WIN, WIN, LOSE];
  const grid = sgGrid(outcomes, [0, 1, 0, 2, 1, 0], game);
  assert.deepEqual(grid.rows.map((row) => row.cells.map((c) => c.state)), [[0, null, null], [1, 2, null], [3, 4, 5]]);
  assert.deepEqual(grid.rows[0].cells[1], { state: null, outcome: null, grundy: null });
  assert.deepEqual(grid.rows[2].cells.map((c) => [c.outcome, c.grundy]), [[WIN, '2'], [WIN, '1'], [LOSE, '0']]);
});

test('without normal play the cells have outcomes only; named values head their rows', () => {
  const variables = [{ name: 'who', names: ['Ann', 'Bob'] }, { name: 'n', low: 0, size: 2 }];
  const grid = sgGrid([WIN, LOSE, LOSE, WIN], null, { variables });
  assert.deepEqual(grid.rows.map((row) => row.head), ['Ann', 'Bob']);
  assert.deepEqual(grid.rows[1].cells.map((c) => c.grundy), [null, null]);
  assert.ok(twoVariables(variables));
  assert.ok(!twoVariables([variables[0]]));
});

test('a larger game shows its first rows and columns and says how many there are', () => {
  const variables = [{ name: 'a', low: 0, size: 50 }, { name: 'b', low: 0, size: 45 }];
  const outcomes = new Uint8Array(50 * 45).fill(WIN);
  const grid = sgGrid(outcomes, new Uint32Array(50 * 45), { variables });
  assert.equal(grid.rows.length, GRID_SHOWN);
  assert.equal(grid.columns.length, GRID_SHOWN);
  assert.equal(grid.rows[2].cells[3].state, 2 * 45 + 3);
  assert.deepEqual(grid.cut, {
    rows: 50, columns: 45, shownRows: GRID_SHOWN, shownColumns: GRID_SHOWN,
  });
});

test("Save's SG table bound is the command's, and counts every combination", () => {
  const rust = readFileSync(new URL('../../src/rules/sg_table.rs', import.meta.url), 'utf8');
  const bound = /pub const TABLE_CELLS: u64 = ([\d_]+);/.exec(rust);
  assert.ok(bound, 'TABLE_CELLS is in sg_table.rs');
  assert.equal(Number(bound[1].replace(/_/g, '')), TABLE_CELLS);
  assert.equal(tableCells([{ name: 'a', low: 3, size: 400 }, { name: 't', names: ['A', 'B'] }]), 800);
});
