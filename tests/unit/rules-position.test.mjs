// A drawn position read as data (www/games/rules/position.js): which piece goes where for
// which move, which token a count's move takes, where the pieces stood around a step, whose
// turn it is, and the board's frame on a canvas.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  boardMoves, boardPlaces, cameFrom, countMoves, graphFrame, gridFrame, moverPiece, onBoard,
} from '../../www/games/rules/position.js';

const BOARD = { grid: ['...', '.#.'], pieces: [{ name: 'Mouse', letter: 'M' }, { name: 'Cat', letter: 'C' }], rows: false, counts: 0 };

test("a board's moves are grouped by the cell a piece goes to; a move where no piece moves stays", () => {
  const position = {
    state: 0,
    picture: [0, 0, 1, 2],
    text: '',
    moves: [[1, [0, 1, 1, 2]], [2, [0, 1, 1, 2]], [3, [0, 0, 1, 2]], [4, [9, 9, 1, 2]], [5, [1, 0, 0, 2]]],
    around: [],
  };
  const { cells, stays } = boardMoves(BOARD, position);
  assert.deepEqual(cells, [
    { piece: 0, row: 0, column: 1, targets: [1, 2] },
    { piece: 0, row: 1, column: 0, targets: [5] },
    { piece: 1, row: 0, column: 2, targets: [5] },
  ], 'a piece moved off the board is not a cell');
  assert.deepEqual(stays, [3, 4]);
});

test("a count's move is the token it takes with those above it; a move changing two counts, or raising one, is none", () => {
  const heaps = { grid: null, pieces: [], rows: false, counts: 2 };
  const position = {
    state: 0, picture: [3, 2], text: '3 2', moves: [[1, [0, 2]], [2, [2, 2]], [3, [3, 1]], [4, [2, 1]], [5, [4, 2]]], around: [],
  };
  assert.deepEqual(countMoves(heaps, position), [
    { count: 0, height: 0, to: 1 }, { count: 0, height: 2, to: 2 }, { count: 1, height: 1, to: 3 },
  ]);
});

test('around a step, the spots where pieces stood elsewhere; none for a state whose move moved no piece', () => {
  const position = {
    state: 7, picture: [0, 0, 1, 2], text: '', moves: [], around: [[3, [0, 1, 1, 2]], [4, [0, 0, 1, 2]]],
  };
  assert.deepEqual(cameFrom(BOARD, position), [{ state: 3, spots: [{ piece: 0, row: 0, column: 1 }] }, { state: 4, spots: [] }]);
});

test("the mover is the piece named by a named variable's value; none without one", () => {
  const variables = [{ name: 'x', low: 0, size: 3 }, { name: 'turn', names: ['Mouse', 'Cat'] }];
  assert.equal(moverPiece(BOARD, ['2', 'Cat'], variables), 1);
  assert.equal(moverPiece(BOARD, ['2', 'Mouse'], variables), 0);
  assert.equal(moverPiece(BOARD, ['2'], [variables[0]]), -1);
});

test('the board is centred in its canvas in square cells that fit', () => {
  assert.deepEqual(gridFrame(['.....', '.....'], 220, 120), {
    cell: 40, columns: 5, x: 10, y: 20,
  });
  assert.equal(gridFrame(['.'], 2, 2).cell, 4, 'at least 4 pixels a cell');
});

test("a graph's nodes stand on a circle, node 0 at the top; a point finds the node under it, and a node is on the board by its number", () => {
  const graph = [[1], [2], [0], []];
  const { node, points } = graphFrame(graph, 300, 300);
  assert.ok(Math.abs(points[0][0] - 150) < 1e-9 && points[0][1] < 150, 'node 0 at the top');
  assert.ok(points[1][0] > 150 && Math.abs(points[1][1] - 150) < 1e-9, 'node 1 to the right: clockwise');
  const places = boardPlaces({ grid: null, graph, pieces: [], rows: false, counts: 0 }, 300, 300);
  assert.deepEqual(places.spotAt(points[2][0] + node / 2, points[2][1]), { row: 2, column: 0 });
  assert.equal(places.spotAt(150, 150).row, -1, 'the centre is no node');
  const drawing = { grid: null, graph, pieces: [], rows: false, counts: 0 };
  assert.deepEqual([3, 4, -1].map((row) => onBoard(drawing, { row, column: 0 })), [true, false, false]);
  assert.deepEqual([[1, 1], [1, 3], [2, 0]].map(([row, column]) => onBoard(BOARD, { row, column })), [true, false, false]);
});
