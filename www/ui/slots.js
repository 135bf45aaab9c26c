// One slot per game: its engine's place, the values it was started from, the engine's
// description of it, the page's copy of its run, and its board, form and panels. Starting
// and moving a run go through here, so the copy of the run always follows the engine's
// snapshots in the order they were sent; only the controller (controller.js) calls them,
// as the effects of its mode machine.

import { FieldProblems } from '../engine/problems.js';
import { EngineFailed, EngineRestarted } from '../engine/client.js';

/**
 * The problem a start that never finished is shown as, beside the game's first field: its
 * worker broke on it (`engineFailed`, with why) or was replaced meanwhile (`cancelled`: a
 * Cancel the build could not hear in time). The slot keeps the game it had.
 */
function stopped(game, error) {
  const field = game.fields[0];
  if (error instanceof EngineFailed) return { field, code: 'engineFailed', reason: error.reason };
  return { field, code: 'cancelled' };
}

export function createSlot(game) {
  return {
    game,
    info: null,
    values: null,
    run: game.createRun(),
    timeline: null,
    /** Whether the timeline was asked for once the run was over (it is not asked twice). */
    mapAsked: false,
    /** Values derived from the game that are costly for large ones, by name (see paint.js). */
    memo: {},
    view: null,
    /** The target pinned in Why? when another game was shown, pinned again on return. */
    pinned: null,
    panel: null,
    form: null,
    /** The page's own read-only requests for this game (queries.js's PAGE_QUERIES). */
    queries: null,
  };
}

/**
 * Where a game's engine runs. Games say where they belong from the values (`place`), and
 * may move a started game off the page when the engine says its run is heavy (`heavy`).
 */
async function startOn(router, slot, values) {
  const { game } = slot;
  const message = game.startMessage(values);
  let place = game.placeFor(values);
  let reply = await router.start(game.id, message, place);
  if (place === 'local' && game.heavy(reply.info)) {
    place = 'worker';
    reply = await router.start(game.id, message, place);
  }
  return reply;
}

/**
 * Starts `slot`'s game from `values`. Resolves to the engine's problems (one per bad
 * field) when it refuses them or the start never finished, leaving the slot as it was; to
 * null when started.
 */
export async function startSlot(router, slot, values) {
  let reply;
  const { game } = slot;
  try {
    reply = await startOn(router, slot, values);
  } catch (error) {
    if (error instanceof FieldProblems) return error.problems;
    if (error instanceof EngineRestarted) return [stopped(game, error)];
    throw error;
  }
  slot.info = reply.info;
  slot.values = values;
  slot.run = slot.game.createRun();
  slot.timeline = null;
  slot.mapAsked = false;
  slot.game.applySnapshot(slot.run, reply.snapshot, slot.info);
  return null;
}

/** Sends a request that answers with a snapshot and applies it; resolves to the snapshot. */
export async function moveSlot(router, slot, type, payload = {}) {
  const snap = await router.request(slot.game.id, type, payload);
  slot.game.applySnapshot(slot.run, snap, slot.info);
  return snap;
}

/** `make()`, made again only when one of `keys` changed since it was last made as `name` for `slot`. */
export function remembered(slot, name, keys, make) {
  const kept = slot.memo[name];
  if (kept && kept.keys.every((key, i) => key === keys[i])) return kept.value;
  const value = make();
  slot.memo[name] = { keys, value };
  return value;
}
