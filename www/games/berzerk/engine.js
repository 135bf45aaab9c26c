// @ts-check
// Berzerk's engine, in the worker: a wasm BerzerkSession driven by the common state engine
// (engine/state-engine.js), plus what is Berzerk's own: End that ends a costly run at once
// without stepping, the whole result's tally, a described state's neighbours for the
// magnifier, and a pasted judge input read into the form.

import {
  BerzerkSession, check_berzerk_fields as checkFields, parse_judge_input as parseJudgeInput,
} from '../../../pkg/retrograde_web.js';
import {
  aroundCircle, isHole, moverOf, positionOf, stateCount, stateOf,
} from '../../model/states.js';
import { FieldProblems, refusing } from '../../engine/problems.js';
import { createStateEngine } from '../../engine/state-engine.js';
import { plain } from '../../engine/plain.js';
import { berzerkStats } from './stats.js';
import { wireReader } from '../../engine/wire.js';

/**
 * Up to this work bound (units of about a nanosecond, natively) End steps the run to its end
 * whatever the end without stepping would cost: a few frames at the engine's speed.
 */
const STEPPED_END_WORK = 2e7;
/** Positions on each side of a described state whose outcomes and counters come with it. */
const NEIGHBOURS = 4;
/** Up to this many objects the judge answer comes with the run's final snapshot. */
const ANSWER_SENT_UP_TO = 20000;

/** A pasted judge input's game (case `which`, counted from 1) as the form's fields. */
function parseInput({ text, case: which }) {
  const number = Number(String(which).trim());
  if (!Number.isInteger(number) || number < 1) {
    throw new FieldProblems([{ field: 'judge-case', code: 'caseNumber' }]);
  }
  return plain(refusing(() => parseJudgeInput(String(text), number)));
}

/**
 * @param {any} wasm the instantiated binding
 * @returns {import('../contract.js').EngineHandlers}
 */
export function createBerzerkEngine(wasm) {
  const engine = createStateEngine(wasm, {
    id: 'berzerk',
    open: (fields) => new BerzerkSession(String(fields.n), String(fields.s1), String(fields.s2)),
    size: (session) => session.state_count(),
    info: (session) => ({
      n: session.n(), jumps: [0, 1].map((mover) => Array.from(session.jumps(mover))), states: stateCount(session.n()), work: session.work_bound(),
    }),
    answer: (session) => (session.n() <= ANSWER_SENT_UP_TO ? session.judge_lines() : null),
    ...wireReader('jump', 'jumps'),
  });
  const session = engine.session;

  /**
   * The run's end, by the faster way. A run whose steps cost no more than its end without
   * stepping (or hardly anything) is stepped to its end in slices, as Step would, so Back
   * works at once; any other is ended at once without stepping (the batch solver, then a
   * pass over the decided states only; the exact run follows on demand), in one call of up
   * to a few seconds, whose start is reported first. A cancel during that call replaces
   * the worker (engine/client.js), and the page reopens the run where it was.
   */
  async function end(_payload, job) {
    const stepped = session().work_bound() <= Math.max(STEPPED_END_WORK, session().end_work_bound());
    if (stepped) return engine.snapshot({ cancelled: await engine.runTo(0xffffffff, job) });
    if (!session().is_done()) job.progress(1, 10, 'end');
    session().end_now();
    engine.rewind();
    return engine.snapshot();
  }

  /** Everything the page shows about one state, with its neighbours for the magnifier. */
  function describe({ state }) {
    const explanation = engine.explain(state);
    if (explanation === null) return null;
    const n = session().n();
    const t = engine.views();
    const around = [];
    for (let i = -NEIGHBOURS; i <= NEIGHBOURS; i += 1) {
      const position = aroundCircle(positionOf(state, n) + i, n);
      around.push([0, 1].map((mover) => {
        const s = stateOf(mover, position, n);
        return { state: s, outcome: t.outcomes[s], counter: t.counters[s], hole: isHole(s, n) };
      }));
    }
    return {
      ...explanation, n, mover: moverOf(state, n), position: positionOf(state, n), neighbours: around,
    };
  }

  return {
    ...engine.handlers,
    validate: ({ n, s1, s2 }) => refusing(() => checkFields(String(n), String(s1), String(s2))),
    end,
    describe,
    /** The whole result, tallied from the tables as they are. */
    stats: () => berzerkStats({ n: session().n(), ...engine.views() }),
    /** The two judge lines once the run is over, however long. */
    judge: () => session().judge_lines() ?? null,
    parseInput,
  };
}
