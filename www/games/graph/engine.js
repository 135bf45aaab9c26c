// @ts-check
// The graph game's engine, in the worker or on the page: a wasm GraphSession driven by the
// common state engine (engine/state-engine.js). End steps the run in slices: the generic
// engine takes a judge-size graph (10^5 nodes, 10^6 moves) to its end in well under a
// second, so End stays exact and Back works at once.

import { GraphSession, check_graph_edges as checkEdges } from '../../../pkg/retrograde_web.js';
import { refusing } from '../../engine/problems.js';
import { createStateEngine } from '../../engine/state-engine.js';
import { graphStats } from './stats.js';
import { wireReader } from '../../engine/wire.js';


/** Up to this many nodes the answer lines come with the run's final snapshot. */
const ANSWER_SENT_UP_TO = 20000;
/**
 * Texts up to this long are checked on the page's thread before a start, so a refusal shows
 * at once; a longer one (a judge-size graph) is checked only where it is started, the
 * worker, so that reading it twice never holds up the page.
 */
const CHECKED_HERE_UP_TO = 200000;

/**
 * @param {any} wasm the instantiated binding
 * @returns {import('../contract.js').EngineHandlers}
 */
export function createGraphEngine(wasm) {
  const engine = createStateEngine(wasm, {
    id: 'graph',
    open: (fields) => new GraphSession(String(fields.edges)),
    size: (session) => session.node_count(),
    info: (session) => ({ nodes: session.node_count(), moves: session.edge_count(), edges: session.edges() }),
    answer: (session) => (session.node_count() <= ANSWER_SENT_UP_TO ? session.answer(true) : null),
    ...wireReader('node', 'nodes'),
  });
  const session = engine.session;

  return {
    ...engine.handlers,
    validate: ({ edges }) => {
      const text = String(edges);
      if (text.length <= CHECKED_HERE_UP_TO) refusing(() => checkEdges(text));
    },
    end: async (_payload, job) => engine.snapshot({ cancelled: await engine.runTo(0xffffffff, job) }),
    describe: ({ state }) => {
      const explanation = engine.explain(state);
      return explanation && { ...explanation, nodes: session().node_count() };
    },
    /** The whole result, tallied from the tables as they are. */
    stats: () => graphStats(engine.views()),
    /** The answer lines (with remoteness) once the run is over, however long. */
    judge: () => session().answer(true) ?? null,
  };
}


