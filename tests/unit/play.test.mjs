// Playing against perfect play: the computer's choice, the worth of a move, how a game stands.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  gameState, moveForYou, perfectMove, valueForYou,
} from '../../www/games/berzerk/play.js';
import { resultText } from '../../www/games/berzerk/play-view.js';
import { Outcome } from '../../www/model/states.js';

test('the computer takes the quickest win, the slowest loss, or keeps looping', () => {
  assert.deepEqual(perfectMove({ reason: { kind: 'win', jump: 3, to: 7 } }), { jump: 3, to: 7 });
  assert.deepEqual(perfectMove({ reason: { kind: 'lose', resist: 6, to: 2, jumps: [3, 6] } }), { jump: 6, to: 2 });
  assert.deepEqual(perfectMove({ reason: { kind: 'loop', jump: 2, to: 4 } }), { jump: 2, to: 4 });
  assert.equal(perfectMove({ reason: { kind: 'terminal' } }), null);
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

test('a game is over at the hole, or when a Loop position comes back', () => {
  const n = 5;
  const outcomes = new Uint8Array(10).fill(Outcome.Win);
  outcomes[6] = Outcome.Loop;
  assert.deepEqual(gameState(1, [], n, outcomes), { over: false, again: null });
  assert.deepEqual(gameState(1, [{ mover: 0, to: 8 }, { mover: 1, to: 0 }], n, outcomes), { over: true, winner: 1, moves: 2 });
  assert.deepEqual(gameState(6, [{ mover: 1, to: 3 }, { mover: 0, to: 6 }], n, outcomes), {
    over: true, winner: null, repeated: 6, moves: 2,
  });
});

test('a position that comes back but can still be won is only noted, and play goes on', () => {
  // Sample 2 (n = 8): R8 is a Win in 5 for Rick; coming back to it does not end the game.
  const n = 8;
  const outcomes = new Uint8Array(16).fill(Outcome.Win);
  const state = gameState(7, [{ mover: 0, to: 9 }, { mover: 1, to: 7 }], n, outcomes);
  assert.deepEqual(state, { over: false, again: 7 });
  const text = resultText({ you: 0 }, state, 7, n, { outcome: Outcome.Win, remoteness: 5 });
  assert.equal(text, 'R8 again: you still win in 5 moves. Your move, Rick at R8.');
});

test('predictions: clicks cycle label, counter, nothing; a step grades right, wrong and missed', async () => {
  const { grade, nextGuess } = await import('../../www/games/berzerk/predict.js');
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
