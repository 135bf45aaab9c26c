// The engines on the page's own thread, for games whose every step fits in a click: the same
// engines and the same requests as the worker (see host.js), answered at once, so what a
// press changes is on the page before the next event. A job (End of a large pile grid) that
// outlasts its first slice yields to the event loop between slices, so frames, input and a
// cancel still get their turn.

import init from '../../pkg/retrograde_web.js';
import { ENGINES } from '../games/engines.js';
import { createHost } from './host.js';
import { createPause } from './pause.js';

/** Resolves to an engine with the worker client's shape: `request`, `cancel`. */
export async function createLocalEngine(module, { onProgress = () => {} } = {}) {
  const wasm = await init({ module_or_path: await module });
  const host = createHost(ENGINES, wasm, { pause: createPause(), onProgress });
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
