// @ts-check
// The two-pile game's engine: a wasm PilesSession (the plain sieve, one P-position per
// step, over a square of pile sizes) and, for single queries over the whole judge range, a
// PileOracle built on first use. Snapshots carry what changed in the decided-at table since
// the last one: going forward, the cells the new steps decided (each step's rays, not a pass
// over the square); after a step back or a new grid, the whole table.

import {
  PilesSession, PileOracle, check_pile_answer as checkAnswer, check_pile_size as checkSize,
} from '../../../pkg/retrograde_web.js';
import { cellCount, cellIndex } from '../../model/states.js';
import { refusing } from '../../engine/problems.js';
import { createViewCache } from '../../engine/views.js';
import { plain } from '../../engine/plain.js';

/** Milliseconds of sieving per slice of a job. */
const SLICE_MS = 12;

function tableSpecs(session) {
  return [
    ['decidedAt', Uint16Array, session.decided_at_ptr(), cellCount(session.size())],
    // The P-positions found so far, as flat pairs in step order.
    ['pairs', Uint32Array, session.p_positions_ptr(), 2 * session.steps_taken()],
  ];
}

/**
 * @param {any} wasm the instantiated binding
 * @returns {import('../contract.js').EngineHandlers}
 */
export function createPilesEngine(wasm) {
  const views = createViewCache(wasm.memory, tableSpecs);
  let session = null;
  let oracle = null;
  let serial = 0;
  let sentSteps = -1;

  /** What the page's copy of the decided-at table lacks since it was last sent. */
  function tableChanges(steps) {
    if (steps === sentSteps) return null;
    if (sentSteps < 0 || steps < sentSteps) return { kind: 'full', decidedAt: views(session).decidedAt.slice() };
    const cells = Uint32Array.from(session.cells_decided_after(sentSteps));
    const table = views(session).decidedAt;
    return { kind: 'forward', cells, at: Uint16Array.from(cells, (i) => table[i]) };
  }

  function snapshot(extra = {}) {
    const last = session.steps_taken() === 0 ? null : plain(session.last_step());
    const steps = session.steps_taken();
    const changes = tableChanges(steps);
    const t = views(session);
    const size = session.size();
    sentSteps = steps;
    return {
      game: 'piles',
      session: serial,
      size,
      steps,
      done: session.is_done(),
      ruledOut: session.ruled_out_count(),
      cells: cellCount(size),
      last,
      table: changes,
      pairs: t.pairs.slice(),
      ...extra,
    };
  }

  function start({ size }) {
    const next = refusing(() => new PilesSession(String(size)));
    if (session) session.free();
    session = next;
    serial += 1;
    sentSteps = -1;
    return { info: { size: session.size() }, snapshot: snapshot() };
  }

  /** Sieves on (to `goal` steps at most) in slices; true when cancelled on the way. */
  async function runTo(goal, job) {
    for (;;) {
      const deadline = performance.now() + SLICE_MS;
      while (!session.is_done() && session.steps_taken() < goal && performance.now() < deadline) {
        session.run(Math.min(16, goal - session.steps_taken()));
      }
      const finished = session.is_done() || session.steps_taken() >= goal;
      job.progress(session.ruled_out_count(), (session.size() + 1) ** 2);
      if (finished) return false;
      if (job.cancelled) return true;
      await job.pause();
    }
  }

  function describe({ n, m }) {
    const size = session.size();
    if (![n, m].every((v) => Number.isInteger(v) && v >= 0 && v <= size)) return null;
    const cell = plain(session.cell(n, m));
    const t = views(session);
    const step = t.decidedAt[cellIndex(n, m, size)];
    const pair = step > 0 ? [t.pairs[2 * step - 2], t.pairs[2 * step - 1]] : null;
    return {
      n, m, decidedAt: cell.decidedAt, losing: cell.losing, move: cell.move, pair,
    };
  }

  /** The fast sieve over the judge's range, built on first use. */
  const judge = () => {
    oracle ??= new PileOracle();
    return oracle;
  };

  return {
    start,
    reset: () => {
      session.seek(0);
      sentSteps = -1;
      return snapshot();
    },
    close: () => {
      session?.free();
      session = null;
    },
    validate: ({ size }) => refusing(() => checkSize(String(size))),
    step: () => {
      session.run(1);
      return snapshot();
    },
    back: () => {
      session.back();
      sentSteps = -1;
      return snapshot();
    },
    run: ({ steps }) => {
      session.run(Math.max(0, Math.min(steps, 1 << 16)));
      return snapshot();
    },
    seek: async ({ step }, job) => {
      const goal = Math.max(0, Math.min(Number(step) || 0, 0xffffffff));
      if (goal >= session.steps_taken()) return snapshot({ cancelled: await runTo(goal, job) });
      session.seek(goal);
      sentSteps = -1;
      return snapshot();
    },
    end: async (_payload, job) => snapshot({ cancelled: await runTo(0xffffffff, job) }),
    pull: () => snapshot(),
    describe,
    /** The sieve's length: one step per P-position in the grid. */
    timeline: () => ({ total: session.total_steps() }),
    ask: ({ n, m }) => plain(refusing(() => judge().ask(String(n), String(m)))),
    /** Whether taking (takeFirst, takeSecond) from (n, m) is a move of the game. */
    legal: ({
      n, m, takeFirst, takeSecond,
    }) => judge().is_legal(n, m, takeFirst, takeSecond),
    /** Perfect play's move from (n, m), or null at (0, 0). */
    reply: ({ n, m }) => plain(judge().perfect_move(n, m)) ?? null,
    /** A program's answer to judge queries (`input`), checked as the command checks it. */
    check: ({ input, answer }) => plain(refusing(() => checkAnswer(String(input), String(answer)))),
  };
}
