// The page's side of the engine worker: requests as promises, progress as events, and a
// cancel that always works. A job is first asked to stop between its slices; one that does
// not answer within a grace period (a single long wasm call cannot look at messages) has
// its worker replaced, and the page is told so it can open its games again.

import { KIND, QUERIES } from './protocol.js';
import { FieldProblems } from './problems.js';

/** A request that was pending when its worker was replaced. */
export class EngineRestarted extends Error {
  constructor() {
    super('the engine was restarted');
    this.name = 'EngineRestarted';
  }
}

/** How long a job may take to stop on its own before its worker is replaced. */
export const CANCEL_GRACE_MS = 400;

/**
 * `createWorker()` makes a worker; `module` is a promise of the compiled wasm module;
 * `onProgress({ id, game, done, total, phase })` hears progress; `onRestart()` is called
 * when the worker is replaced, before the requests it leaves are refused, so the page can
 * queue the reopening of its games ahead of anything asked after (requests wait for the new
 * worker to be ready); `onFailure(error)` hears a worker that failed.
 */
export function createEngineClient({
  createWorker, module, onProgress = () => {}, onRestart = () => {}, onFailure = () => {},
}) {
  const pending = new Map(); // id -> { resolve, reject, game, type }
  const jobs = new Map(); // game -> id of its latest motion or job request
  let nextId = 1;
  let worker = null;
  let ready = null;

  function settle({ id, value, problems, error }) {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (jobs.get(entry.game) === id) jobs.delete(entry.game);
    if (problems) entry.reject(new FieldProblems(problems));
    else if (error !== undefined) entry.reject(new Error(error));
    else entry.resolve(value);
  }

  function boot() {
    worker = createWorker();
    ready = new Promise((resolve, reject) => {
      worker.addEventListener('message', (event) => {
        const message = event.data;
        if (message.kind === KIND.ready) resolve();
        else if (message.kind === KIND.reply) settle(message);
        else if (message.kind === KIND.progress) onProgress(message);
      });
      worker.addEventListener('error', (event) => {
        const error = new Error(event.message || 'the engine worker failed');
        reject(error);
        onFailure(error);
      });
    });
    module.then((compiled) => worker.postMessage({ kind: KIND.init, module: compiled }), onFailure);
    return ready;
  }

  function restart() {
    worker.terminate();
    const orphans = [...pending.values()];
    pending.clear();
    jobs.clear();
    const booted = boot();
    onRestart();
    for (const entry of orphans) entry.reject(new EngineRestarted());
    return booted;
  }

  async function request(game, type, payload = {}) {
    await ready;
    const id = nextId;
    nextId += 1;
    if (!QUERIES.includes(type)) jobs.set(game, id);
    return new Promise((resolve, reject) => {
      pending.set(id, {
        resolve, reject, game, type,
      });
      worker.postMessage({
        kind: KIND.request, id, game, type, payload,
      });
    });
  }

  /** Asks the game's running job to stop; replaces the worker if it does not in time. */
  function cancel(game) {
    const id = jobs.get(game);
    if (id === undefined) return;
    worker.postMessage({ kind: KIND.cancel, game });
    setTimeout(() => {
      if (pending.has(id)) restart();
    }, CANCEL_GRACE_MS);
  }

  boot();
  return {
    request, cancel, restart, ready: () => ready,
  };
}
