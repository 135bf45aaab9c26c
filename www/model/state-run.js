// The page's copy of a run over a table of states (Berzerk's or a graph's), kept up to date
// from the engine's snapshots (engine/state-tables.js). Besides the tables themselves it
// keeps what the board needs to draw a large table without a pass over every state: which
// states wait in the queue, and per block of 64 states how many have each outcome and how
// many wait. Applying a forward snapshot costs O(states it changed), never O(all states).

import { NO_REMOTENESS, OUTCOMES, Outcome } from './states.js';

/** States per block of the block counts. */
export const BLOCK = 64;
const KINDS = OUTCOMES.length;

/** An empty run, before the first snapshot. */
export function createStateRun() {
  return {
    session: -1,
    size: 0,
    outcomes: new Uint8Array(0),
    remoteness: new Uint32Array(0),
    counters: null,
    queue: new Uint32Array(0),
    inQueue: new Uint8Array(0),
    head: 0,
    tail: 0,
    steps: 0,
    done: false,
    counts: {
      undecided: 0, win: 0, lose: 0, loop: 0,
    },
    last: null,
    /** The judge answer, when the engine sent it with the run's end. */
    answer: null,
    /** Per block b, outcome o: the count at `b * 4 + o`. */
    blockOutcomes: new Uint16Array(0),
    /** Per block: how many of its states wait in the queue. */
    blockQueued: new Uint16Array(0),
    /** Bumped whenever anything changed, so views and panels can tell. */
    version: 0,
  };
}

/**
 * Per block of `BLOCK` states, how many have each outcome (as `blockOutcomes`). The engine's
 * worker counts them for a full snapshot, so the page takes in a million states without a
 * pass over them; the page counts them itself only when a snapshot comes without.
 */
export function countBlocks(outcomes) {
  const size = outcomes.length;
  const counts = new Uint16Array(Math.ceil(size / BLOCK) * KINDS);
  for (let s = 0, at = 0; s < size; at += KINDS) {
    const stop = Math.min(size, s + BLOCK);
    for (; s < stop; s += 1) counts[at + outcomes[s]] += 1;
  }
  return counts;
}

function recount(run, blockOutcomes) {
  run.blockOutcomes = blockOutcomes ?? countBlocks(run.outcomes);
  run.blockQueued = new Uint16Array(Math.ceil(run.size / BLOCK));
  run.inQueue = new Uint8Array(run.size);
  for (let i = run.head; i < run.tail; i += 1) {
    const s = run.queue[i];
    run.inQueue[s] = 1;
    run.blockQueued[Math.floor(s / BLOCK)] += 1;
  }
}

function setOutcome(run, state, outcome) {
  const block = Math.floor(state / BLOCK) * KINDS;
  run.blockOutcomes[block + run.outcomes[state]] -= 1;
  run.blockOutcomes[block + outcome] += 1;
  run.outcomes[state] = outcome;
}

function setQueued(run, state, queued) {
  if (run.inQueue[state] === queued) return;
  run.inQueue[state] = queued;
  run.blockQueued[Math.floor(state / BLOCK)] += queued ? 1 : -1;
}

function applyFull(run, tables, size, { head, tail }) {
  run.size = size;
  run.outcomes = tables.outcomes;
  run.remoteness = tables.remoteness;
  run.queue = new Uint32Array(size);
  run.queue.set(tables.queue);
  run.head = head;
  run.tail = tail;
  recount(run, tables.blockOutcomes);
}

function applyForward(run, tables, head) {
  const { states, outcomes, remoteness } = tables;
  for (let i = 0; i < states.length; i += 1) {
    const s = states[i];
    setOutcome(run, s, outcomes[i]);
    run.remoteness[s] = remoteness[i];
    run.queue[tables.from + i] = s;
    setQueued(run, s, 1);
  }
  for (let i = run.head; i < head; i += 1) setQueued(run, run.queue[i], 0);
  if (tables.finalLoops) relabelLoops(run);
}

/** The final Loop step: every state still undecided is Loop (one pass; blocks moved whole). */
function relabelLoops(run) {
  const { outcomes, blockOutcomes } = run;
  for (let s = 0; s < outcomes.length; s += 1) if (outcomes[s] === Outcome.Undecided) outcomes[s] = Outcome.Loop;
  for (let b = 0; b < blockOutcomes.length; b += KINDS) {
    blockOutcomes[b + Outcome.Loop] += blockOutcomes[b + Outcome.Undecided];
    blockOutcomes[b + Outcome.Undecided] = 0;
  }
}

/**
 * Brings `run` up to date with a snapshot `{ session, steps, done, head, tail, counts, last,
 * tables, counters }` for a table of `size` states; returns `run`.
 */
export function applyStateSnapshot(run, snap, size) {
  const fresh = snap.session !== run.session || run.size !== size;
  if (snap.tables?.kind === 'full') applyFull(run, snap.tables, size, snap);
  else if (fresh) throw new Error('a new run needs a full snapshot');
  else if (snap.tables?.kind === 'forward') applyForward(run, snap.tables, snap.head);
  Object.assign(run, {
    session: snap.session,
    head: snap.head,
    tail: snap.tail,
    steps: snap.steps,
    done: snap.done,
    counts: snap.counts,
    last: snap.last,
    counters: snap.counters ?? null,
    answer: snap.answer ?? null,
  });
  run.version += 1;
  return run;
}

/** Tables of `size` states that say nothing: every state undecided, none queued. */
export function blankTables(size) {
  const outcomes = new Uint8Array(size);
  return {
    outcomes,
    remoteness: new Uint32Array(size).fill(NO_REMOTENESS),
    inQueue: new Uint8Array(size),
    blockOutcomes: countBlocks(outcomes),
    blockQueued: new Uint16Array(Math.ceil(size / BLOCK)),
  };
}

/**
 * `run` as a board shows it while its outcomes are kept from the person (Play without
 * hints): its states and moves, with `blank` (blankTables of its size) for every table that
 * would tell an outcome, a remoteness, a counter or the search's progress.
 */
export function concealedRun(run, blank) {
  return {
    ...run,
    ...blank,
    head: 0,
    tail: 0,
    done: false,
    last: null,
    counters: null,
    answer: null,
    counts: {
      undecided: run.size, win: 0, lose: 0, loop: 0,
    },
  };
}

/** Counts of each outcome (and of queued states) among states [from, to), by blocks and ends. */
export function countRange(run, from, to, into) {
  into.fill(0);
  let s = from;
  const tally = (state) => {
    into[run.outcomes[state]] += 1;
    into[KINDS] += run.inQueue[state];
  };
  while (s < to && s % BLOCK !== 0) tally(s++);
  while (s + BLOCK <= to) {
    const b = s / BLOCK;
    for (let o = 0; o < KINDS; o += 1) into[o] += run.blockOutcomes[b * KINDS + o];
    into[KINDS] += run.blockQueued[b];
    s += BLOCK;
  }
  while (s < to) tally(s++);
  return into;
}
