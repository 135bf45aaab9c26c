// The page's model: outcome codes equal to the ones Rust exports, and the copy of a run kept
// from snapshots, whose block counts must always equal a count of the states themselves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MORTY, OUTCOMES, Outcome, RICK, aroundCircle, cellCount, cellIndex, isHole, moverOf, moverStates,
  positionOf, stateCount, stateOf,
} from '../../www/model/states.js';
import {
  BLOCK, applyStateSnapshot, countRange, createStateRun,
} from '../../www/model/state-run.js';
import { createTableSender } from '../../www/engine/state-tables.js';
import { Outcome as Exported } from '../../pkg/retrograde_web.js';

test('the outcome codes are the ones the binding exports', () => {
  for (const name of ['Undecided', 'Win', 'Lose', 'Loop']) assert.equal(Outcome[name], Exported[name], name);
  assert.deepEqual(OUTCOMES, [0, 1, 2, 3]);
});

/** A run of `size` states in which `queue` was labelled (with outcomes) and `head` were taken. */
function tables(size, labelled, head, done = false) {
  const outcomes = new Uint8Array(size);
  const remoteness = new Uint32Array(size).fill(0xffffffff);
  const queue = new Uint32Array(labelled.length);
  labelled.forEach(([state, outcome, r], i) => {
    outcomes[state] = outcome;
    remoteness[state] = r;
    queue[i] = state;
  });
  if (done) for (let s = 0; s < size; s += 1) if (outcomes[s] === Outcome.Undecided) outcomes[s] = Outcome.Loop;
  return {
    outcomes, remoteness, queue, head, tail: labelled.length,
  };
}

const snap = (session, t, steps, tablesPart, done = false) => ({
  session,
  steps,
  done,
  head: t.head,
  tail: t.tail,
  counts: {},
  last: null,
  tables: tablesPart,
});

/** Every table and count of a run, to compare two runs. */
function picture(run) {
  const blocks = [];
  const tally = new Uint32Array(5);
  for (let s = 0; s < run.size; s += BLOCK) blocks.push([...countRange(run, s, Math.min(run.size, s + BLOCK), tally)]);
  return {
    outcomes: [...run.outcomes],
    remoteness: [...run.remoteness],
    queue: [...run.queue.subarray(0, run.tail)],
    inQueue: [...run.inQueue],
    blocks,
  };
}

function naiveCount(run, from, to) {
  const out = [0, 0, 0, 0, 0];
  for (let s = from; s < to; s += 1) {
    out[run.outcomes[s]] += 1;
    out[4] += run.inQueue[s];
  }
  return out;
}

test('Berzerk\'s layout: every state is one (mover, position), the movers\' ranges are their states off the hole', () => {
  for (const n of [1, 2, 7]) {
    const seen = new Set();
    for (let state = 0; state < stateCount(n); state += 1) {
      assert.equal(stateOf(moverOf(state, n), positionOf(state, n), n), state);
      assert.equal(isHole(state, n), positionOf(state, n) === 0);
      seen.add(`${moverOf(state, n)} ${positionOf(state, n)}`);
    }
    assert.equal(seen.size, 2 * n);
    for (const mover of [RICK, MORTY]) {
      const [from, to] = moverStates(mover, n);
      const inRange = [];
      for (let s = from; s < to; s += 1) inRange.push(s);
      const offHole = [];
      for (let p = 1; p < n; p += 1) offHole.push(stateOf(mover, p, n));
      assert.deepEqual(inRange, offHole);
    }
    assert.equal(aroundCircle(-1, n), n - 1);
    assert.equal(aroundCircle(n, n), 0);
  }
});

test('the piles\' cells: every (n, m) of the square has its own index below the count', () => {
  for (const size of [0, 1, 4]) {
    const indices = new Set();
    for (let n = 0; n <= size; n += 1) for (let m = 0; m <= size; m += 1) indices.add(cellIndex(n, m, size));
    assert.equal(indices.size, cellCount(size));
    assert.ok([...indices].every((i) => i >= 0 && i < cellCount(size)));
  }
});

test('a run kept from forward snapshots equals one sent whole, block counts included', () => {
  const size = 300;
  const labelled = [];
  for (let i = 0; i < 120; i += 1) labelled.push([(i * 37) % size, 1 + (i % 2), Math.floor(i / 10)]);
  const forward = createStateRun();
  const start = tables(size, labelled.slice(0, 2), 0);
  applyStateSnapshot(forward, snap(1, start, 0, { kind: 'full', ...start }), size);
  let sent = { tail: 2 };
  for (const [upTo, head] of [[10, 3], [50, 20], [120, 120]]) {
    const t = tables(size, labelled.slice(0, upTo), head);
    const fresh = labelled.slice(sent.tail, upTo);
    applyStateSnapshot(forward, snap(1, t, head, {
      kind: 'forward',
      from: sent.tail,
      states: Uint32Array.from(fresh.map(([s]) => s)),
      outcomes: Uint8Array.from(fresh.map(([, o]) => o)),
      remoteness: Uint32Array.from(fresh.map(([, , r]) => r)),
      finalLoops: false,
    }), size);
    sent = { tail: upTo };
    const whole = createStateRun();
    applyStateSnapshot(whole, snap(1, t, head, { kind: 'full', ...tables(size, labelled.slice(0, upTo), head) }), size);
    assert.deepEqual(picture(forward), picture(whole), `after ${upTo} labelled`);
  }
  for (const [from, to] of [[0, 300], [5, 70], [64, 128], [63, 65], [130, 131]]) {
    assert.deepEqual([...countRange(forward, from, to, new Uint32Array(5))], naiveCount(forward, from, to), `${from}..${to}`);
  }
});

test('the final Loop step relabels the rest, and a new session needs a whole snapshot', () => {
  const size = 70;
  const run = createStateRun();
  const t = tables(size, [[0, 2, 0], [5, 1, 1]], 2);
  applyStateSnapshot(run, snap(1, t, 2, { kind: 'full', ...t }), size);
  applyStateSnapshot(run, snap(1, t, 3, {
    kind: 'forward', from: 2, states: new Uint32Array(0), outcomes: new Uint8Array(0), remoteness: new Uint32Array(0), finalLoops: true,
  }, true), size);
  for (let s = 0; s < size; s += 1) assert.equal(run.outcomes[s], s === 0 ? Outcome.Lose : s === 5 ? Outcome.Win : Outcome.Loop, `state ${s}`);
  assert.deepEqual([...countRange(run, 0, size, new Uint32Array(5))], [0, 1, 1, 68, 0]);
  assert.throws(() => applyStateSnapshot(run, snap(2, t, 0, null), size), /full snapshot/);
});

test('a whole snapshot from the engine side carries block counts equal to a count of its states', () => {
  const size = 1000;
  const labelled = [];
  for (let i = 0; i < 400; i += 1) labelled.push([(i * 613) % size, 1 + (i % 3), i % 7]);
  const t = {
    ...tables(size, labelled, 150), counters: new Uint32Array(size), steps: 150, done: false,
  };
  const { tables: sent } = createTableSender().tables(t);
  assert.equal(sent.kind, 'full');
  const run = applyStateSnapshot(createStateRun(), snap(1, t, 150, sent), size);
  for (const [from, to] of [[0, size], [0, 64], [1, 999], [640, 704], [990, 1000]]) {
    assert.deepEqual([...countRange(run, from, to, new Uint32Array(5))], naiveCount(run, from, to), `${from}..${to}`);
  }
});
