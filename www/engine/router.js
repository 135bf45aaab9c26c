// Which thread holds each game's engine: the page's own for games whose every answer fits in
// a click, the worker for the rest (see local.js and client.js). A game is placed when it is
// started; moving it frees its session on the thread it leaves. Callers (only the page's
// controller, ui/controller.js) see one router that answers for every game, wherever it runs.

/** `local` and `worker` are engines with `request(game, type, payload)` and `cancel(game)`. */
export function createEngineRouter({ local, worker }) {
  const placed = new Map();
  const engineAt = (place) => (place === 'local' ? local : worker);
  const engineOf = (game) => engineAt(placed.get(game) ?? 'worker');

  return {
    /**
     * Starts `game` from `payload` on `place`; refusals reject, the game staying where it
     * was. Fields are checked on the page's thread first, so a refusal is shown at once.
     */
    async start(game, payload, place) {
      await local.request(game, 'validate', payload);
      const reply = await engineAt(place).request(game, 'start', payload);
      const before = placed.get(game);
      if (before !== undefined && before !== place) engineAt(before).request(game, 'close').catch(() => {});
      placed.set(game, place);
      return reply;
    },
    request: (game, type, payload) => engineOf(game).request(game, type, payload),
    cancel: (game) => engineOf(game).cancel(game),
    placeOf: (game) => placed.get(game) ?? null,
    /** Forgets where the worker's games were (after the worker was replaced). */
    forgetWorker() {
      for (const [game, place] of placed) if (place === 'worker') placed.delete(game);
    },
  };
}
