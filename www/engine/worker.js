// The engine worker: solves, seeks, maps, checks and exports for every game too large to
// answer within a click, off the page's thread. The page compiles the wasm module (so its
// download starts with the page) and hands it over; this instantiates it and answers the
// page's requests (see protocol.js and host.js), transferring fresh tables. A request whose
// engine broke (a trap) is answered as broken, and the page replaces the worker.

import init from '../../pkg/retrograde_web.js';
import { ENGINES } from '../games/engines.js';
import { createHost } from './host.js';
import { KIND } from './protocol.js';
import { createPause } from './pause.js';
import { broke } from './problems.js';

/** Typed arrays in `value` that own their buffer (fresh copies), to transfer rather than copy. */
function transferables(value, shared, out = []) {
  if (value === null || typeof value !== 'object') return out;
  if (ArrayBuffer.isView(value)) {
    if (value.buffer !== shared && !out.includes(value.buffer)) out.push(value.buffer);
    return out;
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) transferables(item, shared, out);
  return out;
}

let host = null;
let memory = null;
const post = (message, transfer = []) => self.postMessage(message, transfer);

async function answer({ id, game, type, payload }) {
  try {
    const value = await host.call(id, game, type, payload);
    post({ kind: KIND.reply, id, value }, transferables(value, memory.buffer));
  } catch (error) {
    if (Array.isArray(error?.problems)) post({ kind: KIND.reply, id, problems: error.problems });
    // A broken engine answers nothing more: the page replaces this worker.
    else post({ kind: KIND.reply, id, error: error?.message ?? String(error), broken: broke(error) });
  }
}

self.addEventListener('message', async ({ data: message }) => {
  if (message.kind === KIND.init) {
    const wasm = await init({ module_or_path: message.module });
    memory = wasm.memory;
    host = createHost(ENGINES, wasm, {
      pause: createPause(),
      onProgress: (progress) => post({ kind: KIND.progress, ...progress }),
    });
    post({ kind: KIND.ready });
  } else if (message.kind === KIND.cancel) {
    host.cancel(message.game);
  } else if (message.kind === KIND.request) {
    answer(message);
  }
});
