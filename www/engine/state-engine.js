// Worker side, for every game whose run is a table of states stepped by a wasm session
// (Berzerk's walker, a graph's engine): the common requests (see protocol.js) answered the
// same way for each. Every motion answers with a snapshot: the run's position and counts,
// the latest step in brief, and the tables as they changed since the last snapshot
// (state-tables.js). Long work runs as jobs in slices, so a cancel or a query is answered
// between two of them. A game adds what is its own (see games/<id>/engine.js).

import { Outcome } from '../model/states.js';
import { createViewCache } from './views.js';
import { createTableSender } from './state-tables.js';
import { plain } from './plain.js';
import { refusing } from './problems.js';

/** Milliseconds of solving per slice of a job, between two looks at the message queue. */
export const SLICE_MS = 12;
/** The latest step's report lists at most this many labelled and counted-down states. */
const REPORT_LIST_LIMIT = 64;
/** States per piece of an exported table, between two looks at the message queue. */
const EXPORT_PIECE = 1 << 16;
const LAST_STEP = 0xffffffff;
/** Moves of a best line sent at most per request (the page asks for more a stretch at a time). */
const LINE_STRETCH_LIMIT = 5000;

function tableSpecs(session, size) {
  return [
    ['outcomes', Uint8Array, session.outcomes_ptr(), size],
    ['counters', Uint32Array, session.counters_ptr(), size],
    ['remoteness', Uint32Array, session.remoteness_ptr(), size],
    // Only the queue's length is sure to be allocated (a seek can restore a copy of the
    // run whose queue has no room to spare).
    ['queue', Uint32Array, session.queue_ptr(), session.queue_tail()],
  ];
}

/** A state's place among the states waiting in the queue (1 = next), or null. */
export function queuePlace(queue, head, tail, state) {
  for (let i = head; i < tail; i += 1) if (queue[i] === state) return i - head + 1;
  return null;
}

/**
 * `game` says what differs: `id`; `open(fields)` makes a session (throwing a refusal for bad
 * fields); `size(session)` its states; `info(session)` what the page keeps of the game;
 * `answer(session)` the judge answer sent with the run's final snapshot (or null);
 * `step(wire)`, `explanation(wire)` and `line(wire)` the binding's values in the game's words.
 */
export function createStateEngine(wasm, game) {
  let session = null;
  let serial = 0;
  const views = createViewCache(wasm.memory, (s) => tableSpecs(s, game.size(s)));
  const sender = createTableSender();

  function snapshot(extra = {}) {
    const steps = session.steps_taken();
    const last = steps === 0 ? null : game.step(plain(session.last_step(REPORT_LIST_LIMIT)));
    const counts = {
      undecided: session.count(Outcome.Undecided),
      win: session.count(Outcome.Win),
      lose: session.count(Outcome.Lose),
      loop: session.count(Outcome.Loop),
    };
    const head = session.queue_head();
    const tail = session.queue_tail();
    const done = session.is_done();
    const sent = sender.tables({
      ...views(session), head, tail, steps, done,
    });
    return {
      game: game.id, session: serial, steps, done, head, tail, counts, last, answer: done ? game.answer(session) : null, ...sent, ...extra,
    };
  }

  /** Runs `more()` in slices until it says it is done or the job is cancelled; true when cancelled. */
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
  const runTo = (step, job) => inSlices(job, () => {
    const deadline = performance.now() + SLICE_MS;
    while (!session.is_done() && session.steps_taken() < step && performance.now() < deadline) {
      session.run(Math.min(256, step - session.steps_taken()));
    }
    return session.is_done() || session.steps_taken() >= step;
  }, () => [session.queue_head(), game.size(session)]);

  /** Records the exact run in slices (for going back after End, and far seeks back). */
  async function record(job) {
    let share = 0;
    return inSlices(job, () => {
      share = session.record_for(SLICE_MS);
      return share >= 1;
    }, () => [Math.round(1000 * share), 1000, 'record']);
  }

  async function seek({ step }, job) {
    const goal = Number.isFinite(step) ? Math.max(0, Math.min(Math.floor(step), LAST_STEP)) : 0;
    if (goal >= session.steps_taken() && !session.is_done()) return snapshot({ cancelled: await runTo(goal, job) });
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
   * The table of every state at the run's end, as a JSON array written a slice at a time
   * into a Blob (no string of the whole table is built). Null when cancelled.
   */
  async function table(_payload, job) {
    const count = game.size(session);
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

  /** The engine's explanation of `state` with its place in the queue, or null out of range. */
  function explain(state) {
    if (!Number.isInteger(state) || state < 0 || state >= game.size(session)) return null;
    const t = views(session);
    return {
      ...game.explanation(plain(session.explain(state))),
      queuePlace: queuePlace(t.queue, session.queue_head(), session.queue_tail(), state),
    };
  }

  /** Moves `from..from + count` of `state`'s best line as the run stands, or null out of range. */
  function bestLine({ state, from, count }) {
    if (!Number.isInteger(state) || state < 0 || state >= game.size(session)) return null;
    const start = Math.max(0, Math.min(Number(from) || 0, 0xffffffff));
    const length = Math.max(0, Math.min(Number(count) || 0, LINE_STRETCH_LIMIT));
    return game.line(plain(session.line(state, start, length)));
  }

  return {
    session: () => session,
    views: () => views(session),
    snapshot,
    runTo,
    explain,
    handlers: {
      start(fields) {
        const next = refusing(() => game.open(fields));
        if (session) session.free();
        session = next;
        serial += 1;
        sender.rewind();
        return { info: game.info(session), snapshot: snapshot() };
      },
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
      pull: () => snapshot(),
      bestLine,
      /**
       * Landmarks of the whole run, read off its end (the run shown does not move). The
       * layer ends go as a typed array: a run of Loops' neighbours can have half a million
       * of them, and a typed array crosses to the page as one block, not item by item.
       */
      timeline: () => {
        const timeline = plain(session.timeline());
        return { ...timeline, layerEnds: Uint32Array.from(timeline.layerEnds) };
      },
      table,
      /** A pasted answer checked against this game's truth (solved apart from the run). */
      check: ({ answer }) => plain(session.check(String(answer))),
    },
    /** Marks the tables as needing a full copy (after a change that is not a run forward). */
    rewind: () => sender.rewind(),
  };
}

