// The requests that only read, by name. A panel, the focus or an export asks the active
// game's engine through one of these objects and nothing else: each holds exactly the
// functions its users may call, so no one outside the controller can send a request that
// moves a run (those are the mode machine's effects, modes.js).

/**
 * What the panels may ask: a state's description (`describe`), a stretch of its best line
 * (`bestLine`), the run's statistics (`stats`), a check of an answer (`check`), a judge
 * input read into a graph (`parseInput`), and the two-pile game's questions (`ask` a
 * position, the engine's `reply` in Play, whether a move is `legal`). A game adds its own (`panelQueries`).
 */
export const PANEL_QUERIES = Object.freeze([
  'describe', 'bestLine', 'stats', 'check', 'parseInput', 'ask', 'reply', 'legal',
]);

/**
 * What the page itself asks: the description of the target in focus (`describe`), the map
 * of the run for the timeline (`timeline`), and the files Save builds (`judge`, `table`).
 */
export const PAGE_QUERIES = Object.freeze(['describe', 'timeline', 'judge', 'table']);

/** The requests that move a run (the mode machine's effects): no list of queries holds one. */
export const MOVING = Object.freeze(['start', 'reset', 'step', 'back', 'run', 'seek', 'end', 'pull']);

/**
 * What the panels of `game` may ask: the shared list and the read-only requests the game
 * declares its own (`ownQueries`). A game that declares a request that moves a run, or one
 * of the shared names again, is refused, so a panel can never move a run through it.
 */
export function panelQueries(game) {
  for (const name of game.ownQueries) {
    if (MOVING.includes(name) || PAGE_QUERIES.includes(name) || PANEL_QUERIES.includes(name)) {
      throw new Error(`the ${game.id} game cannot declare "${name}" a query of its own`);
    }
  }
  return [...PANEL_QUERIES, ...game.ownQueries];
}

/**
 * A frozen object with one function per name in `names`, each `(payload) => ask(name,
 * payload)`: any other name is simply not there to call, and none can be added.
 */
export function createQueries(names, ask) {
  const queries = {};
  for (const name of names) queries[name] = (payload) => ask(name, payload);
  return Object.freeze(queries);
}
