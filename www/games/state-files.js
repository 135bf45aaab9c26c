// What a game whose states are a game graph's saves besides the board (Berzerk, a graph):
// the judge answer as text once the run is over, and the solved table as JSON at any time
// (the engine solves it apart from the run), both built by the game's engine.

// `queries` are the page's read-only requests (ui/queries.js), `judge` and `table` among them.
export const STATE_FILES = Object.freeze({
  exportable: (kind, run) => (kind === 'text' ? run.done : kind === 'json'),
  exportFile: async (kind, queries) => (kind === 'text'
    ? { extension: 'txt', blob: new Blob([await queries.judge()], { type: 'text/plain' }) }
    : { extension: 'json', blob: await queries.table() }),
});
