// Berzerk's explanations, narration, pseudocode lines and timeline marks in words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  headline, lineItemText, lineNote, reasonText,
} from '../../www/games/berzerk/explain-text.js';
import { bestJump, berzerkNarration, jumpSetText } from '../../www/games/berzerk/text.js';
import { BERZERK_CODE } from '../../www/games/berzerk/code.js';
import { keyOfMarks, nextLayerEnd, timelineMarks } from '../../www/ui/timeline.js';
import { Outcome } from '../../www/model/states.js';

// Sample 2: n = 8, Rick's jumps 2 3 4 6, Morty's 3 6. States: R1..R8 = 0..7, M1..M8 = 8..15.
const jumps = [[2, 3, 4, 6], [3, 6]];
const base = { n: 8, moves: [], line: { from: 0, moves: [], length: 0, cycleStart: null } };

test('each kind of reason is worded with its numbers', () => {
  const win = {
    ...base, state: 2, mover: 0, outcome: Outcome.Win, remoteness: 3, reason: { kind: 'win', jump: 2, to: 12, toRemoteness: 2 },
  };
  assert.equal(reasonText(win, jumps), 'Win in 3: Rick jumps 2 to object 5, where Morty loses in 2.');
  assert.equal(bestJump(win), 2);
  assert.equal(headline(win), 'Win in 3');
  const straight = { ...win, remoteness: 1, reason: { kind: 'win', jump: 6, to: 8, toRemoteness: 0 } };
  assert.equal(reasonText(straight, jumps), 'Win in 1: Rick jumps 6 straight into the hole.');
  const lose = {
    ...base, state: 9, mover: 1, outcome: Outcome.Lose, remoteness: 6,
    reason: {
      kind: 'lose', jumps: [3, 6], resist: 6, to: 7, toRemoteness: 5,
    },
  };
  assert.equal(reasonText(lose, jumps),
    'Lose in 6: every move (3, 6) reaches a state where Rick wins; 6 resists longest (object 8, where Rick wins in 5).');
  // Both moves hold out as long: the reason names both, not only the one its line takes.
  const tied = {
    ...lose,
    moves: [{ jump: 3, to: 4, best: true }, { jump: 6, to: 7, best: true }],
  };
  assert.equal(reasonText(tied, jumps),
    'Lose in 6: every move (3, 6) reaches a state where Rick wins; 3 and 6 resist longest, both alike (Rick wins in 5 after each; the best line takes 6, to object 8).');
  assert.equal(bestJump(lose), 6);
  const loop = {
    ...base, state: 9, mover: 1, outcome: Outcome.Loop, remoteness: null, reason: { kind: 'loop', jump: 2, to: 3 },
  };
  assert.match(reasonText(loop, jumps), /^Loop: no move reaches a state where Rick loses, and 2 leads to object 4, which Rick cannot win either/);
  assert.equal(headline(loop), 'Loop');
  const hole = {
    ...base, state: 8, mover: 1, outcome: Outcome.Lose, remoteness: 0, reason: { kind: 'terminal' },
  };
  assert.match(reasonText(hole, jumps), /Morty is to move on the hole, so Rick has just won/);
  assert.equal(bestJump(hole), null);
});

test('an undecided state says its counter and which moves are known, in plain English', () => {
  const open = {
    ...base, state: 3, mover: 0, outcome: Outcome.Undecided, remoteness: null,
    reason: {
      kind: 'undecided', counter: 2, knownWins: [2, 3], queuedWins: [4], knownLoses: [],
    },
  };
  const text = reasonText(open, jumps);
  assert.match(text, /Counter 2: 2 moves of 4 not yet known to reach a Win for Morty\./);
  assert.match(text, /Known to reach a Win for Morty: 2 and 3\./);
  assert.match(text, /Waiting in the queue, Wins for Morty that will count down the counter: 4\./);
  const one = { ...open, reason: { ...open.reason, counter: 1, knownLoses: [6] } };
  assert.match(reasonText(one, jumps), /Counter 1: 1 move of 4 .* 6 reaches a Lose for Morty still in the queue: Rick will win once it is taken\./);
  const two = { ...open, reason: { ...open.reason, knownLoses: [3, 6] } };
  assert.match(reasonText(two, jumps), /3 and 6 reach Loses for Morty still in the queue/);
});

test('a best line item names the mover, the move and the state reached', () => {
  assert.equal(lineItemText({ jump: 6, to: 7 }, 9, 8), 'Morty jumps 6 → R8 (object 8)');
  assert.equal(lineItemText({ jump: 6, to: 8 }, 2, 8), 'Rick jumps 6 → M1 (the hole)');
  assert.equal(lineNote({ moves: [{ jump: 6, to: 8 }], length: 1, cycleStart: null }), 'Best line: 1 move to the hole.');
  assert.equal(lineNote({ moves: [{}, {}], length: 2, cycleStart: null }), 'Best line: 2 moves to the hole.');
  // A long line comes with its first moves only: the note counts the whole line.
  assert.equal(lineNote({ moves: [{}, {}], length: 250000, cycleStart: null }), 'Best line: 250000 moves to the hole.');
  assert.equal(lineNote({ moves: [], length: 0, cycleStart: null }), '');
});

test('jump sets are shown as ranges, and long ones counted', () => {
  assert.equal(jumpSetText([2, 3, 4, 6]), '2–4, 6');
  assert.equal(jumpSetText([3, 4]), '3, 4');
  assert.equal(jumpSetText(Array.from({ length: 300 }, (_, i) => i + 1)), '1–300');
  const odd = Array.from({ length: 40 }, (_, i) => 2 * i + 1);
  assert.equal(jumpSetText(odd), '1, 3, 5, 7, 9, 11, 13, 15, … (40 jumps)');
});

function run(over) {
  const outcomes = new Uint8Array(16);
  const remoteness = new Uint32Array(16).fill(0xffffffff);
  outcomes[12] = Outcome.Win;
  remoteness[12] = 1;
  outcomes[1] = Outcome.Lose;
  remoteness[1] = 2;
  return {
    outcomes, remoteness, counts: { loop: 0 }, done: false, ...over,
  };
}

test('narration says what a step labelled and counted down, and why', () => {
  const last = {
    taken: 12,
    labelled: [{
      state: 1, outcome: Outcome.Lose, jump: 3, remoteness: 2,
    }],
    decremented: [{ state: 1, remaining: 0 }, { state: 6, remaining: 2 }],
    labelledCount: 1,
    decrementedCount: 2,
  };
  const text = berzerkNarration(run({ last }), { n: 8, jumps });
  assert.match(text, /^Took Morty at object 5 \(Win in 1\)\./);
  assert.match(text, /Rick at object 2 now has every move \(2–4, 6\) reaching a Win for Morty: Lose in 2\./);
  assert.match(text, /Counters down: R7's counter 3 → 2\./);
  assert.deepEqual(BERZERK_CODE.active(run({ last })), [2, 3, 4, 6, 7]);
});

test('the pseudocode lights every line that runs, the counters and the loop test included', () => {
  assert.deepEqual(BERZERK_CODE.active(run({ last: null })), [0, 1]);
  assert.deepEqual(BERZERK_CODE.active(run({ last: { taken: null, loops: 3 } })), [2, 8]);
  const loseTaken = {
    taken: 1, labelled: [{ state: 9 }], decremented: [], labelledCount: 1, decrementedCount: 0,
  };
  assert.deepEqual(BERZERK_CODE.active(run({ last: loseTaken })), [2, 3, 4, 5]);
  const nothing = {
    taken: 1, labelled: [], decremented: [], labelledCount: 0, decrementedCount: 0,
  };
  assert.deepEqual(BERZERK_CODE.active(run({ last: nothing })), [2, 3, 4]);
  assert.equal(BERZERK_CODE.lines().length, 9);
});

test('timeline marks and layer steps', () => {
  const timeline = {
    total: 20, firstLose: 4, layerEnds: [2, 9, 15], queueEmpty: 19,
  };
  const marks = timelineMarks(timeline);
  assert.deepEqual(marks.map((m) => m.kind), ['first-lose', 'layer-end', 'layer-end', 'layer-end', 'queue-empty']);
  // A layer's mark speaks of the next layer, except the deepest's, which has none.
  assert.match(marks[1].label, /^step 2: the last of remoteness 0 leaves the queue; all of remoteness 1 are decided by now$/);
  assert.equal(marks[3].label, 'step 15: the last of remoteness 2, the deepest layer, leaves the queue');
  assert.equal(nextLayerEnd(timeline, 2), 9);
  assert.equal(nextLayerEnd(timeline, 15), 20);
  assert.equal(timelineMarks({ total: 3 }).length, 0);
});

test('the timeline\'s key lists only the kinds of mark the run draws', () => {
  const key = [['first-lose', 'first Lose'], ['layer-end', 'layer'], ['queue-empty', 'queue empty']];
  const full = { total: 20, firstLose: 4, layerEnds: [2, 9], queueEmpty: 19 };
  assert.deepEqual(keyOfMarks(full, key).map(([kind]) => kind), ['first-lose', 'layer-end', 'queue-empty']);
  // Sample 1 of Berzerk and a graph whose only Lose has no move: no Lose by counting down.
  const noCountedLose = { total: 9, firstLose: null, layerEnds: [2, 5], queueEmpty: 8 };
  assert.deepEqual(keyOfMarks(noCountedLose, key).map(([kind]) => kind), ['layer-end', 'queue-empty']);
  assert.deepEqual(keyOfMarks({ total: 3 }, key), []);
});

test('a run with more layers than places on the track draws one mark per place, naming its layers', () => {
  const layerEnds = Array.from({ length: 500000 }, (_, r) => 2 * r + 1);
  const marks = timelineMarks({ total: 1000001, layerEnds }, 400);
  assert.ok(marks.length <= 400, `${marks.length} marks`);
  assert.equal(marks[0].step, 1);
  assert.match(marks[0].label, /remoteness 0 to \d+/);
  // Every layer is in exactly one mark: the marks' ranges follow one another.
  const ranges = marks.map((m) => m.label.match(/remoteness (\d+)(?: to (\d+))?/).slice(1).map((x, i, all) => Number(x ?? all[0])));
  ranges.forEach(([first], i) => assert.equal(first, i === 0 ? 0 : ranges[i - 1][1] + 1));
  assert.equal(ranges.at(-1)[1], 499999);
  // Few layers keep a mark each.
  assert.equal(timelineMarks({ total: 20, layerEnds: [2, 9, 15] }).length, 3);
});

test('the whole result: tallies per mover and remoteness, longest win and loss, outcome classes', async () => {
  const { berzerkStats } = await import('../../www/games/berzerk/stats.js');
  const { remotenessRows } = await import('../../www/panels/stats.js');
  // n = 4: R2 Win 1, R3 Lose 2, R4 Loop; M2 Win 3, M3 Loop, M4 Win 1.
  const W = Outcome.Win;
  const L = Outcome.Lose;
  const O = Outcome.Loop;
  const none = 0xffffffff;
  const tables = {
    n: 4,
    outcomes: Uint8Array.from([L, W, L, O, L, W, O, W]),
    remoteness: Uint32Array.from([0, 1, 2, none, 0, 3, none, 1]),
  };
  const stats = berzerkStats(tables);
  assert.deepEqual(stats.groups[0], {
    win: Uint32Array.from([0, 1]), lose: Uint32Array.from([0, 0, 1]), unranked: { win: 0, lose: 0 }, loop: 1, undecided: 0,
  });
  assert.deepEqual(stats.groups[1], {
    win: Uint32Array.from([0, 1, 0, 1]), lose: new Uint32Array(0), unranked: { win: 0, lose: 0 }, loop: 1, undecided: 0,
  });
  assert.deepEqual(stats.longestWin, { state: 5, remoteness: 3 });
  assert.deepEqual(stats.longestLoss, { state: 2, remoteness: 2 });
  assert.deepEqual(stats.classes.map((c) => [c.outcomes, [...c.positions]]), [
    [[W, W], [1]], [[L, O], [2]], [[O, W], [3]],
  ]);
  const rows = remotenessRows(stats, 2);
  assert.deepEqual(rows.map((r) => [r.from, r.to]), [[0, 1], [2, 3]]);
  assert.deepEqual(rows[0].win, [1, 1]);
  assert.deepEqual(rows[1].lose, [1, 0]);
});

test('the whole result of a game with sums: decided states with no remoteness are counted apart, and no longest is made up', async () => {
  const { stateStats, remotenessRows } = await import('../../www/panels/stats.js');
  const none = 0xffffffff;
  const tables = {
    outcomes: Uint8Array.from([Outcome.Lose, Outcome.Win, Outcome.Win, Outcome.Undecided]),
    remoteness: Uint32Array.from([none, none, none, none]),
  };
  const stats = stateStats(tables, [[0, 4]]);
  assert.deepEqual(stats.groups[0], {
    win: new Uint32Array(0), lose: new Uint32Array(0), unranked: { win: 2, lose: 1 }, loop: 0, undecided: 1,
  });
  assert.equal(stats.longestWin, null);
  assert.equal(stats.longestLoss, null);
  assert.deepEqual(remotenessRows(stats), []);
});
