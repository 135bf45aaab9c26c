// Owns the wasm module, the current BerzerkSession and typed-array views over wasm memory.
// This is the only module that talks to wasm; everything else sees plain objects.

import init, { BerzerkSession } from '../pkg/retrograde.js';

export const UNDECIDED = 0;
export const WIN = 1;
export const LOSE = 2;
export const LOOP = 3;
export const OUTCOME_NAMES = ['undecided', 'Win', 'Lose', 'Loop'];
export const UNKNOWN = 4294967295;

/** An input that the solver refused; `field` is "n", "s1" or "s2" (or null if unknown). */
export class InputError extends Error {
  constructor(message, field) {
    super(message);
    this.name = 'InputError';
    this.field = field;
  }
}

function toInputError(err) {
  const message = err && typeof err.message === 'string' ? err.message : String(err);
  const field = err && typeof err.field === 'string' ? err.field : null;
  return new InputError(message, field);
}

function normaliseReport(report) {
  if (report === undefined || report === null) return null;
  const get = (obj, key) => (obj instanceof Map ? obj.get(key) : obj[key]);
  const list = (value) => (Array.isArray(value) ? value : []);
  const taken = get(report, 'taken');
  return {
    index: get(report, 'index'),
    taken: taken === undefined ? null : taken,
    labelled: list(get(report, 'labelled')).map((entry) => ({
      state: get(entry, 'state'),
      outcome: get(entry, 'outcome'),
      step: get(entry, 'step'),
      remoteness: get(entry, 'remoteness'),
    })),
    decremented: list(get(report, 'decremented')).map((entry) => ({
      state: get(entry, 'state'),
      remaining: get(entry, 'remaining'),
    })),
  };
}

/** Loads the wasm module once and returns an Engine. */
export async function loadEngine() {
  const wasm = await init();
  return new Engine(wasm.memory);
}

export class Engine {
  constructor(memory) {
    this.memory = memory;
    this.session = null;
    this.params = null;
    this.report = null;
    this.reportStale = false;
    this.version = 0;
    this.answer = null;
    this.answerVersion = -1;
    this.cache = { buffer: null, session: null, ptrs: null, arrays: null };
  }

  /**
   * Starts a new game from the fields as typed. On bad input throws an InputError and keeps
   * the current game exactly as it was.
   */
  start(n, s1, s2) {
    let session;
    try {
      session = new BerzerkSession(String(n), String(s1), String(s2));
    } catch (err) {
      throw toInputError(err);
    }
    if (this.session) this.session.free();
    this.session = session;
    this.params = { n: String(n), s1: String(s1), s2: String(s2) };
    this.report = null;
    this.reportStale = false;
    this.version += 1;
    return this.describeGame();
  }

  hasGame() {
    return this.session !== null;
  }

  n() {
    return this.session.n();
  }

  /** The accepted game: n and the sorted step sets. */
  describeGame() {
    const s = this.session;
    return { n: s.n(), rick: Array.from(s.rick_steps()), morty: Array.from(s.morty_steps()) };
  }

  reset() {
    if (!this.params) return;
    const { n, s1, s2 } = this.params;
    this.start(n, s1, s2);
  }

  isDone() {
    return this.session.is_done();
  }

  /**
   * Takes one step. With `report` false the step's report is not built (a step of a large
   * game can touch thousands of states); lastStep() still knows which state was taken.
   */
  step({ report = true } = {}) {
    if (!report) {
      if (this.session.run(1) === 0) return false;
      this.changedWithoutReport();
      return true;
    }
    const full = this.session.step();
    if (full === undefined) return false;
    this.report = normaliseReport(full);
    this.reportStale = false;
    this.version += 1;
    return true;
  }

  back() {
    const moved = this.session.back();
    if (moved) this.changedWithoutReport();
    return moved;
  }

  /** Takes up to `k` steps; keeps the report of the last one for drawing. */
  run(k) {
    if (k <= 0) return 0;
    const taken = this.session.run(k);
    if (taken > 0) this.changedWithoutReport();
    return taken;
  }

  /** Takes steps for about `budgetMs` of the page's clock (at least one); returns how many. */
  runFor(budgetMs) {
    const taken = this.session.run_for(budgetMs);
    if (taken > 0) this.changedWithoutReport();
    return taken;
  }

  finish() {
    if (this.session.is_done()) return;
    this.session.finish();
    this.changedWithoutReport();
  }

  // The full report can list thousands of states for a large game, so it is fetched from
  // wasm only when a detailed view asks for it.
  changedWithoutReport() {
    this.report = null;
    this.reportStale = true;
    this.version += 1;
  }

  /** The most recent step: full when `detailed`, otherwise just which state was taken. */
  lastStep(detailed) {
    const s = this.session;
    if (s.steps_taken() === 0) return null;
    if (this.report !== null && !this.reportStale) return this.report;
    if (detailed) {
      this.report = normaliseReport(s.last_step());
      this.reportStale = false;
      return this.report;
    }
    // Taken state without asking for the report: the last state taken off the queue,
    // or none once the final Loop step has run.
    const head = s.queue_head();
    const taken = s.is_done() || head === 0 ? null : this.arrays().queue[head - 1];
    return { index: s.steps_taken(), taken, labelled: [], decremented: [], partial: true };
  }

  /** The two judge lines once done (built in wasm once per change, not once per paint). */
  judgeLines() {
    if (this.answerVersion !== this.version) {
      const lines = this.session.judge_lines();
      this.answer = lines === undefined ? null : lines;
      this.answerVersion = this.version;
    }
    return this.answer;
  }

  /** Typed-array views over wasm memory, re-created only when memory grew or pointers moved. */
  arrays() {
    const s = this.session;
    const buffer = this.memory.buffer;
    const ptrs = [s.outcomes_ptr(), s.counters_ptr(), s.remoteness_ptr(), s.queue_ptr()];
    const c = this.cache;
    const same = c.buffer === buffer && c.session === s && c.ptrs !== null
      && c.ptrs.every((p, i) => p === ptrs[i]);
    if (!same) {
      const len = s.state_count();
      c.buffer = buffer;
      c.session = s;
      c.ptrs = ptrs;
      c.arrays = {
        outcomes: new Uint8Array(buffer, ptrs[0], len),
        counters: new Uint32Array(buffer, ptrs[1], len),
        remoteness: new Uint32Array(buffer, ptrs[2], len),
        queue: new Uint32Array(buffer, ptrs[3], len),
      };
    }
    return c.arrays;
  }

  /**
   * A plain view of the current world for drawing. The typed arrays are live views (no copy);
   * use the view right away, before the next call into the session.
   */
  view({ detailed = true } = {}) {
    const s = this.session;
    // Calls that may allocate in wasm (and so grow memory) come first; the views last.
    const last = this.lastStep(detailed);
    const counts = [s.count(UNDECIDED), s.count(WIN), s.count(LOSE), s.count(LOOP)];
    const a = this.arrays();
    return {
      version: this.version,
      n: s.n(),
      outcomes: a.outcomes,
      counters: a.counters,
      remoteness: a.remoteness,
      queue: a.queue,
      head: s.queue_head(),
      tail: s.queue_tail(),
      steps: s.steps_taken(),
      done: s.is_done(),
      counts,
      last,
    };
  }

  /** Everything the tooltip shows about one state. */
  describeState(state) {
    const s = this.session;
    const n = s.n();
    if (state < 0 || state >= 2 * n) return null;
    const move = s.best_move(state);
    const bestMove = move === undefined ? null : move;
    const a = this.arrays();
    const outcome = a.outcomes[state];
    const remoteness = a.remoteness[state];
    let queuePlace = null;
    const head = s.queue_head();
    const tail = s.queue_tail();
    for (let i = head; i < tail; i += 1) {
      if (a.queue[i] === state) {
        queuePlace = i - head + 1;
        break;
      }
    }
    return {
      state,
      object: (state % n) + 1,
      mover: state < n ? 'Rick' : 'Morty',
      outcome,
      outcomeName: OUTCOME_NAMES[outcome],
      counter: a.counters[state],
      remoteness: remoteness === UNKNOWN ? null : remoteness,
      bestMove,
      queuePlace,
    };
  }
}
