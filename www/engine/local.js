// The engines on the page's own thread, for games small enough that every answer fits in a
// click: the same engines and the same requests as the worker (see host.js), answered at
// once, so what a press changes is on the page before the next event. `pause` does not wait:
// a job of such a game finishes in its first slice anyway.

import init from '../../pkg/retrograde_web.js';
import { ENGINES } from '../games/engines.js';
import { createHost } from './host.js';

/** Resolves to an engine with the worker client's shape: `request`, `cancel`. */
export async function createLocalEngine(module, { onProgress = () => {} } = {}) {
  const wasm = await init({ module_or_path: await module });
  const host = createHost(ENGINES, wasm, { pause: () => Promise.resolve(), onProgress });
  let nextId = 1;
  return {
    request(game, type, payload = {}) {
      const id = nextId;
      nextId += 1;
      return host.call(id, game, type, payload);
    },
    cancel: (game) => host.cancel(game),
  };
}
