// One slot per game: its engine's place, the values it was started from, the engine's
// description of it, the page's copy of its run, and its board, form and panels. Starting
// and moving a run go through here, so the copy of the run always follows the engine's
// snapshots in the order they were sent.

import { FieldProblems } from '../engine/problems.js';

export function createSlot(game) {
  return {
    game,
    info: null,
    values: null,
    run: game.createRun(),
    timeline: null,
    /** Whether the timeline was asked for once the run was over (it is not asked twice). */
    mapAsked: false,
    /** Values derived from the game that are costly for large ones, by name (see app.js). */
    memo: {},
    view: null,
    panel: null,
    form: null,
  };
}

/**
 * Where a game's engine runs. Games say where they belong from the values (`place`), and
 * may move a started game off the page when the engine says its run is heavy (`heavy`).
 */
async function startOn(engine, slot, values) {
  const { game } = slot;
  const message = game.startMessage(values);
  let place = game.placeFor(values);
  let reply = await engine.start(game.id, message, place);
  if (place === 'local' && game.heavy?.(reply.info)) {
    place = 'worker';
    reply = await engine.start(game.id, message, place);
  }
  return reply;
}

/**
 * Starts `slot`'s game from `values`. Resolves to the engine's problems (one per bad
 * field) when it refuses them, leaving the slot as it was; to null when started.
 */
export async function startSlot(engine, slot, values) {
  let reply;
  try {
    reply = await startOn(engine, slot, values);
  } catch (error) {
    if (error instanceof FieldProblems) return error.problems;
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
export async function moveSlot(engine, slot, type, payload = {}) {
  const snap = await engine.request(slot.game.id, type, payload);
  slot.game.applySnapshot(slot.run, snap, slot.info);
  return snap;
}
