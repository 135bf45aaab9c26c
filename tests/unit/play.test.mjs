// Playing against perfect play: the computer's choice, the worth of a move, how a game stands.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  gameState, moveForYou, perfectMove, valueForYou,
} from '../../www/games/berzerk/play.js';
import { Outcome } from '../../www/engine/contract.js';

test('the computer takes the quickest win, the slowest loss, or keeps looping', () => {
  assert.deepEqual(perfectMove({ reason: { kind: 'win', step: 3, to: 7 } }), { step: 3, to: 7 });
  assert.deepEqual(perfectMove({ reason: { kind: 'lose', resist: 6, to: 2, steps: [3, 6] } }), { step: 6, to: 2 });
  assert.deepEqual(perfectMove({ reason: { kind: 'loop', step: 2, to: 4 } }), { step: 2, to: 4 });
  assert.equal(perfectMove({ reason: { kind: 'hole' } }), null);
});

test('a move and a position are worth something to you', () => {
  assert.deepEqual(moveForYou({ outcome: Outcome.Lose, remoteness: 2 }), { kind: 'win', text: 'you win in 3' });
  assert.deepEqual(moveForYou({ outcome: Outcome.Win, remoteness: 0 }), { kind: 'lose', text: 'you lose in 1' });
  assert.equal(moveForYou({ outcome: Outcome.Loop, remoteness: null }).kind, 'loop');
  assert.equal(valueForYou(Outcome.Win, 3, true), 3);
  assert.equal(valueForYou(Outcome.Win, 3, false), -3);
  assert.equal(valueForYou(Outcome.Lose, 2, true), -2);
  assert.equal(valueForYou(Outcome.Loop, null, true), null);
});

test('a game is over at the hole or at the first repeated position', () => {
  const n = 5;
  assert.deepEqual(gameState(1, [], n), { over: false });
  assert.deepEqual(gameState(1, [{ mover: 0, to: 8 }, { mover: 1, to: 0 }], n), { over: true, winner: 1, moves: 2 });
  assert.deepEqual(gameState(6, [{ mover: 1, to: 3 }, { mover: 0, to: 6 }], n), { over: true, winner: null, repeated: 6, moves: 2 });
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
});
