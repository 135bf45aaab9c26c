// Berzerk behind the message channel: owns a wasm BerzerkSession and reads its tables in
// place. Snapshots are plain objects whose typed arrays are live views: read them at once,
// before the next message.

import { BerzerkSession, parse_judge_input as parseJudgeInput } from '../../pkg/retrograde_web.js';
import { Outcome, moverOf, objectOf, stateName } from './contract.js';
import { channel, motionMessages } from './channel.js';
import { FieldProblems, refusing } from './problems.js';
import { createViewCache } from './views.js';
import { plain } from './plain.js';

/** Up to this many objects the judge answer comes with each snapshot, to be shown on the page. */
export const ANSWER_SHOWN_OBJECTS = 20000;


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

/** States per outcome, the holes not counted. */
function countsOf(session) {
  const codes = { undecided: Outcome.Undecided, win: Outcome.Win, lose: Outcome.Lose, loop: Outcome.Loop };
  return Object.fromEntries(Object.entries(codes).map(([name, code]) => [name, session.count(code)]));
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
    throw new FieldProblems([{ field: 'judge-case', message: 'the case is a number from 1' }]);
  }
  return plain(refusing(() => parseJudgeInput(String(text), number)));
}

export function createBerzerkEngine(wasm) {
  const tables = createViewCache(wasm.memory, tableSpecs);
  let session = null;
  let values = null;
  // Bumped on every change, so views can tell whether anything moved since they drew.
  let version = 0;
  // The full report of the latest step, fetched only when a detailed view asks for it: for
  // a large game a step can touch thousands of states.
  let report = null;
  let answer = { version: -1, lines: null };
  let described = null;

  const changed = () => {
    version += 1;
    report = null;
  };

  function start({ n, s1, s2 }) {
    const next = refusing(() => new BerzerkSession(String(n), String(s1), String(s2)));
    if (session) session.free();
    session = next;
    values = { n: String(n), s1: String(s1), s2: String(s2) };
    changed();
    return { n: session.n(), steps: [Array.from(session.steps(0)), Array.from(session.steps(1))] };
  }

  /** The state the latest step took off the queue (null at the start and for the Loop step). */
  function lastTaken() {
    const head = session.queue_head();
    if (session.steps_taken() === 0 || session.is_done() || head === 0) return null;
    return tables(session).queue[head - 1];
  }

  function lastStep(detailed) {
    if (session.steps_taken() === 0) return null;
    if (!detailed) return { index: session.steps_taken(), taken: lastTaken(), labelled: null, decremented: null };
    if (report === null) report = plain(session.last_step());
    return report;
  }

  /** The judge lines once the run is over; built once per change (at n = 10^6 they are 10 MB). */
  function judgeLines() {
    if (!session.is_done()) return null;
    if (answer.version !== version) answer = { version, lines: session.judge_lines() ?? null };
    return answer.lines;
  }

  function snapshot({ detailed = true } = {}) {
    // Calls that may allocate in wasm (and so grow memory) come before the views are read.
    const last = lastStep(detailed);
    const counts = countsOf(session);
    // Large answers are offered as a download, so they are only built when asked for.
    const lines = session.n() <= ANSWER_SHOWN_OBJECTS ? judgeLines() : null;
    const t = tables(session);
    return {
      game: 'berzerk',
      version,
      n: session.n(),
      ...t,
      head: session.queue_head(),
      tail: session.queue_tail(),
      steps: session.steps_taken(),
      done: session.is_done(),
      counts,
      last,
      answer: lines,
      answerTooLong: session.is_done() && lines === null,
    };
  }

  /**
   * Everything the page shows about one state: its place in the queue and the engine's
   * explanation (reason, move table, best line); see `BerzerkSession::explain`.
   */
  function describe({ state }) {
    const n = session.n();
    if (!Number.isInteger(state) || state < 0 || state >= 2 * n) return null;
    // Hovering asks again on every pointer move; a full step set makes thousands of rows.
    if (described && described.state === state && described.version === version) return described.info;
    const explanation = plain(session.explain(state));
    const { queue } = tables(session);
    const info = {
      ...explanation,
      n,
      name: stateName(state, n),
      object: objectOf(state, n),
      mover: moverOf(state, n),
      queuePlace: queuePlace(queue, session.queue_head(), session.queue_tail(), state),
    };
    described = { state, version, info };
    return info;
  }

  const { took, messages } = motionMessages(() => session, changed);

  return channel({
    ...messages,
    start,
    reset: () => start(values),
    step: ({ detailed = true } = {}) => {
      if (!detailed) return took(session.run(1));
      const full = session.step();
      if (full === undefined) return { taken: 0 };
      changed();
      report = plain(full);
      return { taken: 1 };
    },
    snapshot,
    describe,
    /** The two judge lines once the run is over, however long. */
    judge: () => judgeLines(),
    /** Every planet's outcome, remoteness and best moves, from a run of its own to the end. */
    table: () => plain(session.solved_table()),
    /** A pasted answer checked against this game's truth (solved apart from the run). */
    check: ({ answer }) => plain(session.check(String(answer))),
    parseInput,
  });
}
