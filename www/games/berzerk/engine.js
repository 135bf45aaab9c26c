// Berzerk's engine, in the worker: owns a wasm BerzerkSession and answers the page's
// requests (see engine/protocol.js) with plain data. Every motion answers with a snapshot:
// the run's position and counts, the latest step in brief, and the tables as they changed
// since the last snapshot (engine/state-tables.js). Long work runs as jobs in slices, so a
// cancel or a query is answered between two of them.

import {
  BerzerkSession, check_berzerk_fields as checkFields, parse_judge_input as parseJudgeInput,
} from '../../../pkg/retrograde_web.js';
import { Outcome, aroundCircle, isHole, moverOf, positionOf, stateOf } from '../../model/states.js';
import { FieldProblems, refusing } from '../../engine/problems.js';
import { createViewCache } from '../../engine/views.js';
import { createTableSender } from '../../engine/state-tables.js';
import { plain } from '../../engine/plain.js';
import { berzerkStats } from './stats.js';
import { explanationFromWire, stepFromWire } from './wire.js';

/** Milliseconds of solving per slice of a job, between two looks at the message queue. */
const SLICE_MS = 12;
/** The latest step's report lists at most this many labelled and counted-down states. */
const REPORT_LIST_LIMIT = 64;
/**
 * Up to this work bound (units of about a nanosecond, natively) End steps the run to its end
 * whatever the end without stepping would cost: a few frames at the engine's speed.
 */
const STEPPED_END_WORK = 2e7;
/** States per piece of an exported table, between two looks at the message queue. */
const EXPORT_PIECE = 1 << 16;
/** Positions on each side of a described state whose outcomes and counters come with it. */
const NEIGHBOURS = 4;
/** Up to this many objects the judge answer comes with the run's final snapshot. */
const ANSWER_SENT_UP_TO = 20000;

function tableSpecs(session) {
  const len = session.state_count();
  return [
    ['outcomes', Uint8Array, session.outcomes_ptr(), len],
    ['counters', Uint32Array, session.counters_ptr(), len],
    ['remoteness', Uint32Array, session.remoteness_ptr(), len],
    // Only the queue's length is sure to be allocated (a seek can restore a copy of the
    // run whose queue has no room to spare).
    ['queue', Uint32Array, session.queue_ptr(), session.queue_tail()],
  ];
}

/** States per outcome; the two holes are not counted (they are not in the judge's answer). */
function countsOf(session) {
  return {
    undecided: session.count(Outcome.Undecided),
    win: session.count(Outcome.Win),
    lose: session.count(Outcome.Lose),
    loop: session.count(Outcome.Loop),
  };
}

/** A state's place among the states waiting in the queue (1 = next), or null. */
function queuePlace(queue, head, tail, state) {
  for (let i = head; i < tail; i += 1) if (queue[i] === state) return i - head + 1;
  return null;
}

/** A pasted judge input's game (case `which`, counted from 1) as the form's fields. */
function parseInput({ text, case: which }) {
  const number = Number(String(which).trim());
  if (!Number.isInteger(number) || number < 1) {
    throw new FieldProblems([{ field: 'judge-case', code: 'caseNumber' }]);
  }
  return plain(refusing(() => parseJudgeInput(String(text), number)));
}

export function createBerzerkEngine(wasm) {
  const views = createViewCache(wasm.memory, tableSpecs);
  const sender = createTableSender();
  let session = null;
  let serial = 0;

  const jumpsOf = (mover) => Array.from(session.jumps(mover));

  /** The latest step in brief: what it took and the first few states it changed. */
  function lastStep() {
    if (session.steps_taken() === 0) return null;
    return stepFromWire(plain(session.last_step(REPORT_LIST_LIMIT)));
  }

  function snapshot(extra = {}) {
    const last = lastStep();
    const counts = countsOf(session);
    const t = views(session);
    const head = session.queue_head();
    const tail = session.queue_tail();
    const steps = session.steps_taken();
    const done = session.is_done();
    const sent = sender.tables({
      ...t, head, tail, steps, done,
    });
    const answer = done && session.n() <= ANSWER_SENT_UP_TO ? session.judge_lines() : null;
    return {
      game: 'berzerk', session: serial, n: session.n(), steps, done, head, tail, counts, last, answer, ...sent, ...extra,
    };
  }

  function start(fields) {
    const next = refusing(() => new BerzerkSession(String(fields.n), String(fields.s1), String(fields.s2)));
    if (session) session.free();
    session = next;
    serial += 1;
    sender.rewind();
    const info = {
      n: session.n(), jumps: [jumpsOf(0), jumpsOf(1)], states: 2 * session.n(), work: session.work_bound(),
    };
    return { info, snapshot: snapshot() };
  }

  /** Runs `more()` in slices until it says it is done or the job is cancelled. */
  async function inSlices(job, more, progress) {
    for (;;) {
      const finished = more();
      job.progress(...progress());
      if (finished) return false;
      if (job.cancelled) return true;
      await job.pause();
    }
  }

  /** Runs forward to `step` in slices (a seek forward never needs the whole run mapped). */
  async function runTo(step, job) {
    const goal = Math.min(step, 0xffffffff);
    return inSlices(job, () => {
      const deadline = performance.now() + SLICE_MS;
      while (!session.is_done() && session.steps_taken() < goal && performance.now() < deadline) {
        session.run(Math.min(256, goal - session.steps_taken()));
      }
      return session.is_done() || session.steps_taken() >= goal;
    }, () => [session.queue_head(), 2 * session.n()]);
  }

  /** Records the exact run in slices (for Back after End, and seeks back); true when cancelled. */
  async function record(job) {
    let share = 0;
    return inSlices(job, () => {
      share = session.record_for(SLICE_MS);
      return share >= 1;
    }, () => [Math.round(1000 * share), 1000, 'record']);
  }

  async function seek({ step }, job) {
    const goal = Number.isFinite(step) ? Math.max(0, Math.min(Math.floor(step), 0xffffffff)) : 0;
    if (goal >= session.steps_taken() && !session.is_done()) {
      const cancelled = await runTo(goal, job);
      return snapshot({ cancelled });
    }
    if (session.seek(goal) === undefined) {
      if (await record(job)) return snapshot({ cancelled: true });
      session.seek(goal);
    }
    sender.rewind();
    return snapshot();
  }

  async function back(_payload, job) {
    if (!session.back() && session.is_done() && !session.is_recorded()) {
      if (await record(job)) return snapshot({ cancelled: true });
      session.back();
    }
    sender.rewind();
    return snapshot();
  }

  /**
   * The run's end, by the faster way. A run whose steps cost no more than its end without
   * stepping (or hardly anything) is stepped to its end in slices, as Step would, so Back
   * works at once; any other is ended at once without stepping (the batch solver, then a
   * pass over the decided states only; the exact run follows on demand), in one call of up
   * to a few seconds, whose start is reported first. A cancel during that call replaces
   * the worker (engine/client.js), and the page reopens the run where it was.
   */
  async function end(_payload, job) {
    const stepped = session.work_bound() <= Math.max(STEPPED_END_WORK, session.end_work_bound());
    if (stepped) return snapshot({ cancelled: await runTo(0xffffffff, job) });
    if (!session.is_done()) job.progress(1, 10, 'end');
    session.end_now();
    sender.rewind();
    return snapshot();
  }

  /**
   * Every state off the hole at the run's end, with its outcome, remoteness and best moves,
   * as a JSON array written a slice at a time into a Blob (no string of the whole table is
   * built, so a table of any size the page takes is saved): the format
   * `retrograde-berzerk-table` 1 (see the README). Null when cancelled.
   */
  async function table(_payload, job) {
    const count = 2 * session.n();
    const parts = ['['];
    for (let from = 0; from < count; from += EXPORT_PIECE) {
      const rows = plain(session.table_rows(from, from + EXPORT_PIECE));
      const text = rows.map((row) => JSON.stringify(row)).join(',\n');
      if (text) parts.push(parts.length > 1 ? `,\n${text}` : text);
      job.progress(from, count, 'table');
      if (job.cancelled) return null;
      await job.pause();
    }
    parts.push(']\n');
    return new Blob(parts, { type: 'application/json' });
  }

  /** Everything the page shows about one state, with its neighbours for the magnifier. */
  function describe({ state }) {
    const n = session.n();
    if (!Number.isInteger(state) || state < 0 || state >= 2 * n) return null;
    const explanation = explanationFromWire(plain(session.explain(state)));
    const t = views(session);
    const around = [];
    for (let i = -NEIGHBOURS; i <= NEIGHBOURS; i += 1) {
      const position = aroundCircle(positionOf(state, n) + i, n);
      around.push([0, 1].map((mover) => {
        const s = stateOf(mover, position, n);
        return { state: s, outcome: t.outcomes[s], counter: t.counters[s], hole: isHole(s, n) };
      }));
    }
    return {
      ...explanation,
      n,
      mover: moverOf(state, n),
      position: positionOf(state, n),
      queuePlace: queuePlace(t.queue, session.queue_head(), session.queue_tail(), state),
      neighbours: around,
    };
  }

  return {
    start,
    /** Back to the start; what was recorded of the run is kept. */
    reset: () => {
      session.reset();
      sender.rewind();
      return snapshot();
    },
    close: () => {
      session?.free();
      session = null;
    },
    validate: ({ n, s1, s2 }) => refusing(() => checkFields(String(n), String(s1), String(s2))),
    step: () => {
      session.run(1);
      return snapshot();
    },
    back,
    run: ({ steps }) => {
      session.run(Math.max(0, Math.min(steps, 1 << 20)));
      return snapshot();
    },
    seek,
    end,
    pull: () => snapshot(),
    describe,
    /**
     * Landmarks of the whole run, read off its end (no stepping needed). The layer ends go
     * as a typed array: a run of Loops' neighbours can have half a million of them, and a
     * typed array crosses to the page as one block instead of item by item.
     */
    timeline: () => {
      const timeline = plain(session.timeline());
      return { ...timeline, layerEnds: Uint32Array.from(timeline.layerEnds) };
    },
    /** The whole result, tallied from the tables as they are. */
    stats: () => berzerkStats({ n: session.n(), ...views(session) }),
    /** The two judge lines once the run is over, however long. */
    judge: () => session.judge_lines() ?? null,
    table,
    /** A pasted answer checked against this game's truth (solved apart from the run). */
    check: ({ answer }) => plain(session.check(String(answer))),
    parseInput,
  };
}
