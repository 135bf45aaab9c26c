// The page's side of the engine worker: requests as promises, progress as events, and a
// cancel that always works. A job is first asked to stop between its slices; one that does
// not answer within a grace period (a single long wasm call cannot look at messages) has
// its worker replaced, and the page is told so it can open its games again. A worker whose
// engine broke (a trap: a panic, memory exhausted; or an error it did not catch) is replaced
// the same way, and the request it broke on is refused with why.

import { KIND, QUERIES } from './protocol.js';
import { FieldProblems } from './problems.js';

/** A request that was pending when its worker was replaced. */
export class EngineRestarted extends Error {
  constructor() {
    super('the engine was restarted');
    this.name = 'EngineRestarted';
  }
}

/** A request whose worker broke while answering it, or failed while it waited: `reason` says how. */
export class EngineFailed extends EngineRestarted {
  constructor(reason) {
    super();
    this.message = `the engine stopped: ${reason}`;
    this.name = 'EngineFailed';
    this.reason = String(reason);
  }
}

/** How long a job may take to stop on its own before its worker is replaced. */
export const CANCEL_GRACE_MS = 400;

/**
 * `createWorker()` makes a worker; `module` is a promise of the compiled wasm module;
 * `onProgress({ id, game, done, total, phase })` hears progress; `onRestart(reason)` is called
 * when the worker is replaced (`reason`: why it failed, or null when a job would not stop),
 * before the requests it leaves are refused, so the page can queue the reopening of its games
 * ahead of anything asked after (requests wait for the new worker to be ready); `onFailure(error)` hears a worker that failed before it was ready (it
 * is not replaced: the next would fail alike).
 */
export function createEngineClient({
  createWorker, module, onProgress = () => {}, onRestart = () => {}, onFailure = () => {},
}) {
  const pending = new Map(); // id -> { resolve, reject, game, type }
  const jobs = new Map(); // game -> id of its latest motion or job request
  let nextId = 1;
  let worker = null;
  let ready = null;

  function settle({
    id, value, problems, error, broken,
  }) {
    const entry = pending.get(id);
    if (!entry) return;
    // The worker's engine cannot be trusted after a trap: this request and every other it
    // holds fail, and its games are reopened on a new one.
    if (broken) {
      restart(error);
      return;
    }
    pending.delete(id);
    if (jobs.get(entry.game) === id) jobs.delete(entry.game);
    if (problems) entry.reject(new FieldProblems(problems));
    else if (error !== undefined) entry.reject(new Error(error));
    else entry.resolve(value);
  }

  function boot() {
    const booting = createWorker();
    worker = booting;
    let started = false;
    ready = new Promise((resolve, reject) => {
      booting.addEventListener('message', (event) => {
        const message = event.data;
        if (message.kind === KIND.ready) {
          started = true;
          resolve();
        } else if (message.kind === KIND.reply) settle(message);
        else if (message.kind === KIND.progress) onProgress(message);
      });
      booting.addEventListener('error', (event) => {
        const reason = event.message || 'the engine worker failed';
        // A worker that had started failed on something it was asked: the next one may not.
        // Handled here, its error is not the page's (unhandled, it would reach the window).
        if (started && booting === worker) {
          event.preventDefault?.();
          restart(reason);
        }
        else if (!started) {
          reject(new Error(reason));
          onFailure(new Error(reason));
        }
      });
    });
    module.then((compiled) => worker.postMessage({ kind: KIND.init, module: compiled }), onFailure);
    return ready;
  }

  /**
   * Replaces the worker: the requests it leaves are refused as restarted, or as failed with
   * `reason` when the worker failed while they waited.
   */
  function restart(reason = null) {
    worker.terminate();
    const orphans = [...pending.values()];
    pending.clear();
    jobs.clear();
    const booted = boot();
    onRestart(reason);
    for (const entry of orphans) entry.reject(reason === null ? new EngineRestarted() : new EngineFailed(reason));
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
