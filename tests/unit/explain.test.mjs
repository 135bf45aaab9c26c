// Berzerk's explanations, narration, pseudocode lines and timeline marks in words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  bestStep, headline, lineItemText, reasonText,
} from '../../www/games/berzerk/explain-text.js';
import { berzerkNarration } from '../../www/games/berzerk/text.js';
import { BERZERK_CODE } from '../../www/games/berzerk/code.js';
import { nextLayerEnd, timelineMarks } from '../../www/ui/timeline.js';
import { Outcome } from '../../www/engine/contract.js';

// Sample 2: n = 8, Rick's steps 2 3 4 6, Morty's 3 6. States: R1..R8 = 0..7, M1..M8 = 8..15.
const steps = [[2, 3, 4, 6], [3, 6]];
const base = { n: 8, moves: [], line: { moves: [], cycleStart: null } };

test('each kind of reason is worded with its numbers', () => {
  const win = {
    ...base, state: 2, mover: 0, outcome: Outcome.Win, remoteness: 3, reason: { kind: 'win', step: 2, to: 12, toRemoteness: 2 },
  };
  assert.equal(reasonText(win, steps), 'Win in 3: Rick plays 2 to object 5, where Morty loses in 2.');
  assert.equal(bestStep(win), 2);
  assert.equal(headline(win), 'Win in 3');
  const straight = { ...win, remoteness: 1, reason: { kind: 'win', step: 6, to: 8, toRemoteness: 0 } };
  assert.equal(reasonText(straight, steps), 'Win in 1: Rick plays 6 straight into the hole.');
  const lose = {
    ...base, state: 9, mover: 1, outcome: Outcome.Lose, remoteness: 6,
    reason: { kind: 'lose', steps: [3, 6], resist: 6, to: 7, toRemoteness: 5 },
  };
  assert.equal(reasonText(lose, steps),
    'Lose in 6: every move (3, 6) reaches a state where Rick wins; 6 resists longest (object 8, where Rick wins in 5).');
  assert.equal(bestStep(lose), 6);
  const loop = {
    ...base, state: 9, mover: 1, outcome: Outcome.Loop, remoteness: null, reason: { kind: 'loop', step: 2, to: 3 },
  };
  assert.match(reasonText(loop, steps), /^Loop: no move reaches a state where Rick loses, and 2 leads to object 4, which Rick cannot win either/);
  assert.equal(headline(loop), 'Loop');
  const hole = { ...base, state: 8, mover: 1, outcome: Outcome.Lose, remoteness: 0, reason: { kind: 'hole' } };
  assert.match(reasonText(hole, steps), /Morty is to move on the hole, so Rick has just won/);
  assert.equal(bestStep(hole), null);
  const open = {
    ...base, state: 3, mover: 0, outcome: Outcome.Undecided, remoteness: null,
    reason: { kind: 'undecided', counter: 2, knownWins: [2, 3], queuedWins: [4], knownLoses: [] },
  };
  assert.match(reasonText(open, steps), /Counter 2: 2 moves of 4 not yet known to reach a Win for Morty\. Known to reach a Win for Morty: 2, 3\./);
  assert.match(reasonText(open, steps), /Waiting in the queue, .*: 4\./);
});

test('a best line item names the mover, the move and the state reached', () => {
  assert.equal(lineItemText({ step: 6, to: 7 }, 9, 8), 'Morty plays 6 → R8 (object 8)');
  assert.equal(lineItemText({ step: 6, to: 8 }, 2, 8), 'Rick plays 6 → M1 (the hole)');
});

test('narration says what a step labelled and counted down, and why', () => {
  const outcomes = new Uint8Array(16);
  const remoteness = new Uint32Array(16).fill(0xffffffff);
  outcomes[12] = Outcome.Win;
  remoteness[12] = 1;
  outcomes[1] = Outcome.Lose;
  remoteness[1] = 2;
  const snap = {
    n: 8, outcomes, remoteness, counts: { loop: 0 }, done: false,
    last: {
      taken: 12,
      labelled: [{ state: 1, outcome: Outcome.Lose, step: 3, remoteness: 2 }],
      decremented: [{ state: 1, remaining: 0 }, { state: 6, remaining: 2 }],
    },
  };
  const text = berzerkNarration(snap, { steps });
  assert.match(text, /^Took Morty at object 5 \(Win in 1\)\./);
  assert.match(text, /Rick at object 2 now has every move \(2, 3, 4, 6\) reaching a Win for Morty: Lose in 2\./);
  assert.match(text, /Counters down: R7 → 2\./);
  assert.deepEqual(BERZERK_CODE.active(snap), [2, 3, 5, 6]);
  assert.deepEqual(BERZERK_CODE.active({ ...snap, last: null }), [0]);
  assert.deepEqual(BERZERK_CODE.active({ ...snap, last: { taken: null } }), [7]);
});

test('timeline marks and layer steps', () => {
  const timeline = { total: 20, firstLose: 4, layerEnds: [2, 9, 15], queueEmpty: 19 };
  const marks = timelineMarks(timeline);
  assert.deepEqual(marks.map((m) => m.kind), ['first-lose', 'layer-end', 'layer-end', 'layer-end', 'queue-empty']);
  assert.equal(nextLayerEnd(timeline, 2), 9);
  assert.equal(nextLayerEnd(timeline, 15), 20);
  assert.equal(timelineMarks({ total: 3 }).length, 0);
});

test('the whole result: tallies per mover and remoteness, longest win and loss, outcome classes', async () => {
  const { berzerkStats, remotenessRows } = await import('../../www/games/berzerk/stats.js');
  // n = 4: R2 Win 1, R3 Lose 2, R4 Loop; M2 Win 3, M3 Loop, M4 Win 1.
  const W = Outcome.Win;
  const L = Outcome.Lose;
  const O = Outcome.Loop;
  const none = 0xffffffff;
  const snap = {
    n: 4,
    outcomes: Uint8Array.from([L, W, L, O, L, W, O, W]),
    remoteness: Uint32Array.from([0, 1, 2, none, 0, 3, none, 1]),
  };
  const stats = berzerkStats(snap);
  assert.deepEqual(stats.movers[0], { win: [0, 1], lose: [0, 0, 1], loop: 1, undecided: 0 });
  assert.deepEqual(stats.movers[1], { win: [0, 1, 0, 1], lose: [], loop: 1, undecided: 0 });
  assert.deepEqual(stats.longestWin, { state: 5, remoteness: 3 });
  assert.deepEqual(stats.longestLoss, { state: 2, remoteness: 2 });
  assert.deepEqual(stats.classes.map((c) => [c.key, [...c.positions]]), [
    ['Loop / Win', [3]], ['Lose / Loop', [2]], ['Win / Win', [1]],
  ]);
  const rows = remotenessRows(stats, 2);
  assert.deepEqual(rows.map((r) => [r.from, r.to]), [[0, 1], [2, 3]]);
  assert.deepEqual(rows[0].win, [1, 1]);
  assert.deepEqual(rows[1].lose, [1, 0]);
});
