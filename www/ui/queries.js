// The requests that only read, by name. A panel, the focus or an export asks the active
// game's engine through one of these objects and nothing else: each holds exactly the
// functions its users may call, so no one outside the controller can send a request that
// moves a run (those are the mode machine's effects, modes.js).

/**
 * What the panels may ask: a state's description (`describe`), a stretch of its best line
 * (`bestLine`), the run's statistics (`stats`), a check of an answer (`check`), a judge
 * input read into a graph (`parseInput`), and the two-pile game's questions (`ask` a
 * position, the engine's `reply` in Play, whether a move is `legal`), and a rule game's
 * Grundy values (`grundy`, for the board's shading).
 */
export const PANEL_QUERIES = Object.freeze([
  'describe', 'bestLine', 'stats', 'check', 'parseInput', 'ask', 'reply', 'legal', 'grundy',
]);

/**
 * What the page itself asks: the description of the target in focus (`describe`), the map
 * of the run for the timeline (`timeline`), and the files Save builds (`judge`, `table`).
 */
export const PAGE_QUERIES = Object.freeze(['describe', 'timeline', 'judge', 'table']);

/**
 * A frozen object with one function per name in `names`, each `(payload) => ask(name,
 * payload)`: any other name is simply not there to call, and none can be added.
 */
export function createQueries(names, ask) {
  const queries = {};
  for (const name of names) queries[name] = (payload) => ask(name, payload);
  return Object.freeze(queries);
}
