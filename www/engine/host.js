// Where requests meet the games' engines, on whichever thread holds them (the worker, or the
// page for games small enough to answer within a click). Requests that change a run are
// chained per game, so they run one at a time and in order even when one of them is a job
// that yields between slices; queries are answered at once. A job looks for a cancel
// between its slices and reports its progress.

import { COMMON, QUERIES } from './protocol.js';

/**
 * `engines` maps a game id to `(wasm) => handlers`. `pause()` yields to the thread's event
 * loop between a job's slices; `onProgress({ id, game, done, total, phase })` hears progress.
 */
export function createHost(engines, wasm, { pause, onProgress }) {
  const games = new Map();

  function gameOf(id) {
    if (!games.has(id)) {
      const make = engines[id];
      if (!make) throw new Error(`no engine for game "${id}"`);
      const handlers = make(wasm);
      for (const type of COMMON) {
        if (typeof handlers[type] !== 'function') throw new Error(`the ${id} engine lacks "${type}"`);
      }
      games.set(id, { handlers, chain: Promise.resolve(), job: null });
    }
    return games.get(id);
  }

  async function run(game, id, gameId, type, payload) {
    const handler = game.handlers[type];
    if (typeof handler !== 'function') throw new Error(`the ${gameId} engine has no "${type}"`);
    const job = {
      cancelled: false,
      pause,
      progress: (done, total, phase = type) => onProgress({
        id, game: gameId, done, total, phase,
      }),
    };
    const isQuery = QUERIES.includes(type);
    if (!isQuery) game.job = job;
    try {
      const value = await handler(payload ?? {}, job);
      return value === undefined ? null : value;
    } finally {
      if (game.job === job) game.job = null;
    }
  }

  return {
    /** Answers request `id` of game `gameId`; resolves to the engine's answer. */
    call(id, gameId, type, payload) {
      const game = gameOf(gameId);
      if (QUERIES.includes(type)) return run(game, id, gameId, type, payload);
      const next = game.chain.then(() => run(game, id, gameId, type, payload));
      game.chain = next.catch(() => {});
      return next;
    },
    /** Asks the game's running job, if any, to stop at its next slice. */
    cancel(gameId) {
      const job = games.get(gameId)?.job;
      if (job) job.cancelled = true;
    },
  };
}
