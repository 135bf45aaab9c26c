// Playing against perfect play: the computer's choice, the worth of a move, how a game stands,
// for Berzerk and for a graph (whose players take turns rather than being named by the state).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  gameState, moveForYou, perfectMove, valueForYou,
} from '../../www/panels/play.js';
import { resultText } from '../../www/panels/play-view.js';
import { chartLevel } from '../../www/panels/value-chart.js';
import { BERZERK_NAMING } from '../../www/games/berzerk/naming.js';
import { GRAPH_NAMING } from '../../www/games/graph/naming.js';
import { NO_REMOTENESS, Outcome } from '../../www/model/states.js';

test('the computer takes the quickest win, the slowest loss, or keeps looping', () => {
  const move = (reason) => perfectMove({ reason }, BERZERK_NAMING);
  assert.deepEqual(move({ kind: 'win', jump: 3, to: 7 }), { label: 3, to: 7 });
  assert.deepEqual(move({ kind: 'lose', resist: 6, to: 2, jumps: [3, 6] }), { label: 6, to: 2 });
  assert.deepEqual(move({ kind: 'loop', jump: 2, to: 4 }), { label: 2, to: 4 });
  assert.equal(move({ kind: 'terminal' }), null);
  assert.deepEqual(perfectMove({ reason: { kind: 'lose', resist: 5, to: 4, nodes: [2, 5] } }, GRAPH_NAMING), { label: 5, to: 4 });
});

test('a move and a position are worth something to you', () => {
  assert.deepEqual(moveForYou({ outcome: Outcome.Lose, remoteness: 2 }), { kind: 'win', moves: 3 });
  assert.deepEqual(moveForYou({ outcome: Outcome.Win, remoteness: 0 }), { kind: 'lose', moves: 1 });
  assert.equal(moveForYou({ outcome: Outcome.Loop, remoteness: null }).kind, 'loop');
  assert.equal(valueForYou(Outcome.Win, 3, true), 3);
  assert.equal(valueForYou(Outcome.Win, 3, false), -3);
  assert.equal(valueForYou(Outcome.Lose, 2, true), -2);
  assert.equal(valueForYou(Outcome.Loop, null, true), null);
});

/** Tables of `size` states, all Win in 3 but for the `changes` ({ state: [outcome, remoteness] }). */
function tablesOf(size, changes) {
  const outcomes = new Uint8Array(size).fill(Outcome.Win);
  const remoteness = new Uint32Array(size).fill(3);
  for (const [state, [outcome, r]] of Object.entries(changes)) {
    outcomes[state] = outcome;
    remoteness[state] = r;
  }
  return { outcomes, remoteness };
}

test('a game is over where the player to move has no move, or when a Loop position comes back', () => {
  // Berzerk, n = 5: the hole states 0 and 5 are Lose in 0; M2 (6) is a Loop.
  const tables = tablesOf(10, { 0: [Outcome.Lose, 0], 5: [Outcome.Lose, 0], 6: [Outcome.Loop, NO_REMOTENESS] });
  assert.deepEqual(gameState(1, [], tables), { over: false, again: null });
  assert.deepEqual(gameState(1, [{ mover: 0, to: 8 }, { mover: 1, to: 0 }], tables), { over: true, winner: 1, moves: 2 });
  assert.deepEqual(gameState(6, [{ mover: 1, to: 3 }, { mover: 0, to: 6 }], tables), {
    over: true, winner: null, repeated: 6, moves: 2,
  });
  // A graph: a Lose node that still has moves (remoteness 2) does not end the game.
  const graph = tablesOf(4, { 2: [Outcome.Lose, 2], 3: [Outcome.Lose, 0] });
  assert.deepEqual(gameState(0, [{ mover: 0, to: 2 }], graph), { over: false, again: null });
  assert.deepEqual(gameState(0, [{ mover: 0, to: 2 }, { mover: 1, to: 1 }, { mover: 0, to: 3 }], graph), { over: true, winner: 0, moves: 3 });
  // A start without moves: the game is over before it begins, won by the side not to move.
  assert.deepEqual(gameState(3, [], graph, 1), { over: true, winner: 1, moves: 0 });
});

test('in a graph the players take turns, named as first and second', () => {
  assert.deepEqual([0, 1, 2, 3].map((ply) => GRAPH_NAMING.moverAt(7, ply)), [0, 1, 0, 1]);
  assert.equal(GRAPH_NAMING.parseStart('3', { nodes: 5 }), 2);
  assert.equal(GRAPH_NAMING.parseStart('6', { nodes: 5 }), null);
  assert.equal(GRAPH_NAMING.parseStart('R2', { nodes: 5 }), null);
  const state = gameState(0, [{ mover: 0, to: 1 }], tablesOf(2, { 1: [Outcome.Lose, 0] }));
  assert.equal(resultText({ you: 0 }, state, 1, { naming: GRAPH_NAMING, info: { nodes: 2 } }, { outcome: Outcome.Lose, remoteness: 0 }),
    'You win: the computer has no move after 1 move.');
});

test('a position that comes back but can still be won is only noted, and play goes on', () => {
  // Sample 2 (n = 8): R8 is a Win in 5 for Rick; coming back to it does not end the game.
  const state = gameState(7, [{ mover: 0, to: 9 }, { mover: 1, to: 7 }], tablesOf(16, {}));
  assert.deepEqual(state, { over: false, again: 7 });
  const text = resultText({ you: 0 }, state, 7, { naming: BERZERK_NAMING, info: { n: 8 } }, { outcome: Outcome.Win, remoteness: 5 });
  assert.equal(text, 'R8 again: you still win in 5 moves. Your move, Rick at R8.');
});

test('predictions: clicks cycle label, counter, nothing; a step grades right, wrong and missed', async () => {
  const { grade, nextGuess } = await import('../../www/panels/predict.js');
  assert.equal(nextGuess(undefined), 'label');
  assert.equal(nextGuess('label'), 'counter');
  assert.equal(nextGuess('counter'), undefined);
  const report = {
    labelled: [{ state: 9 }, { state: 8 }],
    decremented: [{ state: 8, remaining: 0 }, { state: 2, remaining: 1 }],
  };
  const guesses = new Map([[9, 'label'], [2, 'label'], [4, 'counter']]);
  const graded = grade(guesses, report);
  assert.deepEqual([graded.right, graded.wrong, graded.missed], [1, 2, 1]);
  assert.deepEqual(graded.marks.find((m) => m.state === 8), { state: 8, kind: 'missed' });
  assert.deepEqual(graded.marks.find((m) => m.state === 2), { state: 2, kind: 'wrong' });
  assert.deepEqual(grade(new Map(), { labelled: [], decremented: [] }), {
    right: 0, wrong: 0, missed: 0, marks: [],
  });
});

test('the value chart puts a Loop in the middle, wins above it and losses below, the end at the edges', () => {
  const level = (v) => chartLevel(v, 5, 10, 110);
  assert.equal(level(null), 60);
  assert.equal(level(0), 10, 'you have won: the top edge');
  assert.equal(level(-0), 110, 'the computer has won: the bottom edge');
  for (let r = 1; r <= 5; r += 1) {
    assert.ok(level(r) > level(r - 1) && level(r) < level(null) - 10, `a win in ${r} between the one before and the Loop`);
    assert.ok(level(-r) < level(-(r - 1)) && level(-r) > level(null) + 10, `a loss in ${r} between the one before and the Loop`);
  }
});
