// Keys and words: which key means what, and the games' sentences for known situations.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventForKey, speedAt, speedText } from '../../www/ui/transport.js';
import { berzerkNarration, berzerkStatus, queueLine } from '../../www/games/berzerk/text.js';
import {
  moveText, pileNumbers, pilesStatus, pilesTooltip, verdictText,
} from '../../www/games/piles/text.js';
import {
  parseStateName, setNumbering, stateName,
} from '../../www/model/states.js';

const key = (k, target = { tagName: 'BODY' }, extra = {}) => ({
  key: k, code: '', target, ...extra,
});

test('keys map to mode-machine events, except while typing', () => {
  assert.equal(eventForKey(key(' ')), 'play');
  assert.equal(eventForKey(key('ArrowRight')), 'step');
  assert.equal(eventForKey(key('ArrowLeft')), 'back');
  assert.equal(eventForKey(key('Escape')), 'escape');
  assert.equal(eventForKey(key('End')), 'end');
  const field = { tagName: 'INPUT', type: 'text' };
  assert.equal(eventForKey(key('ArrowRight', field)), null);
  assert.equal(eventForKey(key(' ', field)), null);
  const slider = { tagName: 'INPUT', type: 'range' };
  assert.equal(eventForKey(key(' ', slider)), 'play', 'space on the slider plays');
  assert.equal(eventForKey(key('ArrowRight', slider)), null, 'arrows move the slider');
  assert.equal(eventForKey(key('ArrowRight', undefined, { ctrlKey: true })), null);
  assert.equal(eventForKey(key(' ', { tagName: 'BUTTON' })), null, 'space presses a focused button');
  assert.equal(eventForKey(key('ArrowRight', { tagName: 'BUTTON' })), 'step');
  const board = { tagName: 'CANVAS', id: 'board' };
  assert.equal(eventForKey(key('ArrowRight', board)), null, 'the arrows move the board\'s cursor');
  assert.equal(eventForKey(key('End', board)), 'end', 'End on a board whose game does not take it runs to the end');
  assert.equal(eventForKey(key('End', board, { defaultPrevented: true })), null, 'a board that took End moved its cursor');
});

test('speeds read as steps per second', () => {
  assert.equal(speedText(speedAt(2)), '4 steps/s');
  assert.equal(speedText(speedAt(0)), '1 step/s');
  assert.equal(speedAt(99), 1000);
});

test('state names: R for Rick, M for Morty, objects from 1 (or positions from 0)', () => {
  assert.equal(stateName(4, 5), 'R5');
  assert.equal(stateName(5, 5), 'M1');
  assert.equal(parseStateName('m3', 5), 7);
  assert.equal(parseStateName('R6', 5), null);
  assert.equal(parseStateName('X1', 5), null);
  setNumbering('position');
  try {
    assert.equal(stateName(4, 5), 'R4');
    assert.equal(stateName(5, 5), 'M0');
    assert.equal(parseStateName('M0', 5), 5);
    assert.equal(parseStateName('R5', 5), null);
  } finally {
    setNumbering('object');
  }
});

const run = (over) => ({
  steps: 0,
  head: 0,
  tail: 2,
  done: false,
  queue: Uint32Array.from([0, 5]),
  outcomes: new Uint8Array(10),
  counts: {
    win: 0, lose: 0, loop: 0, undecided: 8,
  },
  last: null,
  ...over,
});
const info = { n: 5, jumps: [[2, 3], [1, 2, 3]] };

test('Berzerk status and narration at the start and the end', () => {
  const start = run();
  const status = berzerkStatus(start);
  assert.equal(status.text, 'Step 0 · Win 0 · Lose 0 · Loop 0 · undecided 8 · queue 2');
  assert.match(status.note, /outcome counts leave out the two hole states/);
  assert.match(berzerkNarration(start, info), /counter is its number of moves \(2 for Rick, 3 for Morty\)/);
  assert.match(berzerkNarration(start, info), /Press Step/);
  assert.equal(queueLine(start, info), 'R1 M1');
  const end = run({
    done: true,
    head: 2,
    last: { taken: null, loops: 2 },
    counts: {
      win: 5, lose: 1, loop: 2, undecided: 0,
    },
  });
  assert.equal(berzerkNarration(end, info), 'Queue empty: 2 states whose counters never reached 0 are labelled Loop.');
  assert.equal(berzerkNarration(run({ done: true, last: { taken: null, loops: 1 } }), info),
    'Queue empty: 1 state whose counter never reached 0 is labelled Loop.');
  assert.match(berzerkNarration(run({ done: true, last: { taken: null, loops: 0 } }), info), /none is Loop/);
});

test('pile words: moves, verdicts and tooltips', () => {
  assert.equal(moveText({ takeFirst: 1, takeSecond: 2 }), 'take 1 from the first pile and 2 from the second');
  assert.equal(moveText({ takeFirst: 0, takeSecond: 3 }), 'take 3 from the second pile');
  assert.match(verdictText({
    n: 2, m: 3, firstWins: false, move: null,
  }), /^Bob.*every move Alice makes/);
  // Where no move is possible, no reason speaks of every move.
  assert.match(verdictText({
    n: 0, m: 0, firstWins: false, move: null,
  }), /^Bob wins from \(0, 0\): both piles are empty, so Alice, who moves first, has no move\.$/);
  assert.deepEqual(pilesTooltip({
    n: 0, m: 0, decidedAt: 1, losing: true, move: null,
  }).find(([k]) => k === 'Why'), ['Why', 'no move is possible: the player to move has lost']);
  assert.match(verdictText({
    n: 3, m: 5, firstWins: true, move: { takeFirst: 1, takeSecond: 2 },
  }), /^Alice wins from \(3, 5\): .*reaching \(2, 3\)/);
  const rows = pilesTooltip({
    n: 3, m: 5, decidedAt: 2, losing: false, move: { takeFirst: 1, takeSecond: 2 },
  });
  assert.deepEqual(rows.find(([k]) => k === 'Winning move'), ['Winning move', 'take 1 from the first pile and 2 from the second → (2, 3)']);
  const status = pilesStatus({
    steps: 2, pairs: Uint32Array.from([0, 0, 1, 2]), cells: 16, ruledOut: 9, done: false,
  });
  assert.equal(status.counts.undecided, 16 - 9 - 3);
});

test('the P-positions in numbers say "yet" only while the sieve goes on', () => {
  assert.equal(pileNumbers({ pairs: [0, 0], done: false }).text, 'No P-position (n, m) with 0 < n ≤ m yet.');
  assert.equal(pileNumbers({ pairs: [0, 0], done: true }).text, 'No P-position (n, m) with 0 < n ≤ m in this grid.');
});
