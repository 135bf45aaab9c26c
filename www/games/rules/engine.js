// The rule game's engine, in the worker: a program compiled by the wasm RulesBuild, its game
// graph built in slices (the progress reported, a cancel stopping it with the last game kept),
// then a RulesSession driven by the common state engine (engine/state-engine.js). Besides the
// common requests it answers the whole answer as the command prints it (`judge`), the Grundy
// values (`grundy`), where the outcomes repeat (`pattern`), a sum of positions (`sum`), a
// test of the program's problem format read against the game (`formatTest`), a param swept
// over a range, and the tables to paste into a solution (`table` with a format).

import { RulesBuild, rules_sweep as sweepOne } from '../../../pkg/retrograde_web.js';
import { FieldProblems, broke, refusing, toFieldProblems } from '../../engine/problems.js';
import { SLICE_MS, createStateEngine } from '../../engine/state-engine.js';
import { plain } from '../../engine/plain.js';
import { wireReader } from '../../engine/wire.js';
import { stateStats } from '../../panels/stats.js';
import { nameOfWords, shapeOf, wordsOf } from './values.js';
import { SOURCE_FIELD } from './url.js';

/** States built per call between two looks at the clock, at most and at first. */
const BUILD_BATCH = 4096;
const FIRST_BATCH = 16;
/** Up to this many states the answer comes with the run's final snapshot. */
const ANSWER_SENT_UP_TO = 20000;
/** Up to this many states the page is sent the moves (to draw the game as a graph). */
const EDGES_SENT_UP_TO = 400;
/** Most values one sweep request runs. */
const SWEEP_LIMIT = 10000;

const settingsList = (settings) => (Array.isArray(settings) ? settings.map(String) : []);

/** A new build of the program, or its located refusal. */
const compile = ({ source, settings }) => refusing(() => new RulesBuild(String(source), settingsList(settings)));

/** What the page is told when a build is stopped: the game shown stays. */
const cancelled = () => new FieldProblems([{ field: SOURCE_FIELD, code: 'cancelled' }]);

/**
 * The next call's states: doubled while a call takes under a quarter of a slice, halved when
 * one takes more than a slice, so a game of many moves per state (Kayles' splits: thousands)
 * still shows its progress and stops on Cancel within about a slice.
 */
function nextBatch(batch, took) {
  if (took < SLICE_MS / 4) return Math.min(BUILD_BATCH, batch * 2);
  if (took > SLICE_MS) return Math.max(1, Math.floor(batch / 2));
  return batch;
}

/** Builds the program's game in slices of about SLICE_MS; resolves to the build, all built. */
async function buildInSlices(payload, job) {
  const building = compile(payload);
  try {
    let batch = FIRST_BATCH;
    for (;;) {
      const deadline = performance.now() + SLICE_MS;
      let built = false;
      while (!built && performance.now() < deadline) {
        const before = performance.now();
        built = refusing(() => building.advance(batch));
        batch = nextBatch(batch, performance.now() - before);
      }
      job.progress(building.built(), Math.max(1, building.state_count()), 'build');
      if (built) return building;
      if (job.cancelled) throw cancelled();
      await job.pause();
    }
  } catch (error) {
    // After a trap the build is still borrowed by the call that trapped: the worker goes.
    if (!broke(error)) building.free();
    throw error;
  }
}

/**
 * The session over a program built in slices (`finish` consumes the build, even when it refuses):
 * a game whose moves go to sums is solved from its values (`finish_sums`), and its run values
 * one position a step.
 */
const sessionOf = async (payload, job) => {
  const building = await buildInSlices(payload, job);
  return refusing(() => (building.has_sums() ? building.finish_sums() : building.finish()));
};

/** A sum of positions answered (`{ answer }`), or the refusal of its text (`{ error }`: column and detail). */
function answerSum(session, text) {
  try {
    return { answer: plain(session.sum(String(text))) };
  } catch (error) {
    const [problem] = toFieldProblems(error).problems;
    return { error: { column: problem.column, detail: problem.detail } };
  }
}

/**
 * What the page keeps of a game: its sizes, variables, params, the combinations kept as states
 * (with `where`; else null), shape, problem format (or null) and, when small, its moves.
 */
function gameInfo(session) {
  const info = plain(session.info());
  const small = info.states <= EDGES_SENT_UP_TO;
  return {
    ...info,
    kept: info.kept ? Uint32Array.from(info.kept) : null,
    shape: shapeOf(info.variables),
    format: plain(session.format()) ?? null,
    edges: small ? session.edges() : null,
  };
}

/** The binding's moves named by their targets' values (`name`), as the cards show them. */
function namer(game) {
  const nameOf = (state) => nameOfWords(wordsOf(state, game));
  const reader = wireReader('target', 'targets');
  const namedLine = (line) => ({ ...line, moves: line.moves.map((move) => ({ ...move, name: nameOf(move.to) })) });
  return {
    ...reader,
    line: (line) => namedLine(reader.line(line)),
    /** An explanation whose moves and best move carry their target's name. */
    explanation: (wire) => {
      const info = reader.explanation(wire);
      const name = info.reason.to === undefined || info.reason.to === null ? null : nameOf(info.reason.to);
      return {
        ...info,
        reason: { ...info.reason, name },
        moves: info.moves.map((move) => ({ ...move, name: nameOf(move.to) })),
        line: namedLine(info.line),
      };
    },
  };
}

/**
 * @param {any} wasm the instantiated binding
 * @returns {import('../contract.js').EngineHandlers}
 */
export function createRulesEngine(wasm) {
  let info = null;
  let names = namer({ variables: [] });
  const engine = createStateEngine(wasm, {
    id: 'rules',
    open: (fields) => fields.session,
    size: (s) => s.state_count(),
    info: () => info,
    answer: (s) => (s.state_count() <= ANSWER_SENT_UP_TO ? s.answer(info.normalPlay) ?? null : null),
    step: (wire) => names.step(wire),
    explanation: (wire) => names.explanation(wire),
    line: (wire) => names.line(wire),
  });
  const session = () => engine.session();

  /** The program built in slices, then opened as the game shown (a refusal keeps the last one). */
  async function start(payload, job) {
    const built = await sessionOf(payload, job);
    const before = { info, names };
    try {
      info = gameInfo(built);
      // A reply transfers the typed arrays it holds (engine/worker.js): `info.kept` goes to the
      // page with the first, so the worker names states from a copy of its own.
      names = namer({ ...info, kept: info.kept?.slice() ?? null });
      return engine.handlers.start({ session: built });
    } catch (error) {
      ({ info, names } = before);
      if (!broke(error)) built.free();
      throw error;
    }
  }

  /** A state's description: why, its moves labelled by their move lines, its Grundy value's reason, its values. */
  function describe({ state }) {
    const explained = engine.explain(state);
    if (!explained) return null;
    const labels = plain(session().move_labels(state));
    const byTarget = new Map(labels.map((l) => [l.to, l.label]));
    const values = session().grundy_at(Uint32Array.from(explained.moves, (move) => move.to));
    const moves = explained.moves.map((move, i) => ({
      ...move, label: byTarget.get(move.to) ?? move.name, grundy: values ? values[i] : null,
    }));
    const grundy = info.normalPlay ? plain(session().grundy_reason(state)) ?? null : null;
    const sums = info.sums ? plain(session().sum_moves(state)) : [];
    return {
      ...explained, moves, labels, grundy, sums, values: wordsOf(state, info), states: info.states,
    };
  }

  /** One param swept over `from..to`: a row per value (stops early when cancelled). */
  async function sweep({
    source, settings, param, element = -1, from, to, state = null, values = false,
  }, job) {
    const first = Math.trunc(Number(from));
    const last = Math.min(Math.trunc(Number(to)), first + SWEEP_LIMIT - 1);
    const rows = [];
    for (let value = first; value <= last; value += 1) {
      rows.push(plain(sweepOne(String(source), settingsList(settings), String(param), element, value, state, Boolean(values))));
      job.progress(value - first + 1, last - first + 1, 'sweep');
      if (job.cancelled) return { rows, cancelled: true };
      await job.pause();
    }
    return { rows, cancelled: false };
  }

  return {
    ...engine.handlers,
    start,
    /** The program compiled, not built: a refusal shows at once, located. */
    validate: (payload) => compile(payload).free(),
    end: async (_payload, job) => engine.snapshot({ cancelled: await engine.runTo(0xffffffff, job) }),
    describe,
    stats: () => stateStats(engine.views(), [[0, session().state_count()]]),
    /** The command's text once the run is over: with the Grundy column under normal play. */
    judge: () => session().answer(info.normalPlay) ?? null,
    /**
     * Save's files: with a `format` (cpp, python, csv) the outcome and Grundy tables as
     * `retrograde rules --table` prints them; without, every state's row as JSON.
     */
    table: (payload, job) => (payload?.format ? session().sg_table(String(payload.format)) : engine.handlers.table(payload, job)),
    grundy: () => session().grundy_values() ?? null,
    pattern: () => plain(session().pattern()) ?? null,
    sum: ({ text }) => answerSum(session(), text),
    /** Every move of a sum, for Play on the Sum card (`{ options }`, or `{ error }` as `sum`). */
    sumOptions: ({ text }) => {
      try {
        return { options: plain(session().sum_options(String(text))) };
      } catch (error) {
        return { error: toFieldProblems(error).problems[0] };
      }
    },
    /**
     * A state as the program's `draw` lines picture it (PositionWire) with its moves' targets
     * and the states `around` it (a step's); null without a drawing, `{ error }` when a line fails on it.
     */
    position: ({ state, around }) => {
      try {
        return plain(session().position(Number(state) >>> 0, Uint32Array.from(around ?? [], Number))) ?? null;
      } catch (error) {
        return { error: toFieldProblems(error).problems[0] };
      }
    },
    /** A test in the program's format read against the game (`FormatTestWire`, at most `most` states listed). */
    formatTest: ({ text, most }) => plain(session().read_test(String(text), Math.max(0, Math.trunc(Number(most) || 0)))) ?? null,
    sweep,
  };
}
