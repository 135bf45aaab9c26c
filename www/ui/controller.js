// Carries out the mode machine (modes.js) against the active game's engine, through the
// router (engine/router.js), which only the controller holds. Every request that moves a
// run is an effect of an event dispatched here: the transport's buttons and keys, the
// timeline's seeks, a link's step, the recorder's seeks and steps, a game started from its
// fields and the runs reopened after the worker was replaced. Events change the mode at
// once (so the buttons answer at once); their effects run in order, one after another,
// each waiting for the engine's snapshot. Play and End are motion.js's. What only reads
// goes through fixed lists of named requests (queries.js).

import { controlsFor, settle, transition } from './modes.js';
import { moveSlot, startSlot } from './slots.js';
import { createMotion } from './motion.js';
import { createQueries } from './queries.js';

/**
 * Events that draw nothing: the recorder's steps, which it draws into its own frames (the
 * page is drawn again once the recording is over).
 */
const QUIET = new Set(['advance']);

/**
 * `router` answers requests for each game; `slot()` is the active game's slot, `slots()`
 * every game's; `speed()` the chosen steps per second; `paint()` redraws; `paintControls()`
 * redraws only what a change of mode changes (the buttons and the status), for the moment
 * an event arrives, when the run is still as it was drawn; `report(error)` shows a failure;
 * `finished(how)` hears a run brought to its end by Play or End; `track(type, promise)`
 * shows a long request; `onEvent(event)` hears every event as it is dispatched (a
 * recording stops when something else moves the run); `started(slot, place)` is told of a
 * game just started on `place` (before anything is drawn: the page's state follows it).
 */
export function createController(win, {
  router, slot, slots = () => [slot()], speed, paint, paintControls = paint, report, finished = () => {},
  track = (_type, promise) => promise, onEvent = () => {}, started = () => {},
}) {
  let mode = 'idle';
  let effects = Promise.resolve();
  let unsettled = 0; // events whose effects have not all run yet
  const done = () => slot().run.done;
  const motion = createMotion(win, {
    router, slot, speed, paint, report, track, finished, mode: () => mode, dispatch: (event) => dispatch(event),
  });

  /** Starts the active game from `values`: its problems when refused, else null. */
  async function start(s, values) {
    const problems = await startSlot(router, s, values);
    if (problems) return problems;
    await started(s, router.placeOf(s.game.id));
    return null;
  }

  /** Every started game whose engine was lost, started again and put back at its step. */
  async function restore() {
    for (const s of slots()) {
      if (s.info === null || router.placeOf(s.game.id) !== null) continue;
      const steps = s.run.steps;
      await startSlot(router, s, s.values);
      if (steps > 0) await moveSlot(router, s, 'seek', { step: steps });
    }
  }

  /** Carries out one effect; resolves to the engine's answer, if it has one. */
  function perform(effect, payload) {
    const s = slot();
    switch (effect) {
      case 'stop': return motion.stop();
      case 'play': return motion.play();
      case 'end': return motion.end();
      case 'step': return moveSlot(router, s, 'step');
      // Going back after End may record the run first: shown as a job that can be cancelled.
      case 'back': return track('back', moveSlot(router, s, 'back'));
      case 'seek': return track('seek', moveSlot(router, s, 'seek', { step: payload.step }));
      case 'advance': return moveSlot(router, s, 'run', { steps: payload.steps });
      case 'reset': return moveSlot(router, s, 'reset');
      // A game built in slices (a rule program) shows its progress and can be cancelled.
      case 'start': return track('start', start(s, payload.values));
      case 'restore': return restore();
      default: throw new Error(`unknown effect "${effect}"`);
    }
  }

  /**
   * Runs one event: the mode changes now, the effects follow in order, then a redraw.
   * Resolves, once they have run, to the last effect's answer (a seek's snapshot, a
   * start's problems).
   */
  function dispatch(event, payload = {}) {
    onEvent(event);
    const next = transition(mode, event);
    mode = next.mode;
    unsettled += 1;
    let answer;
    for (const effect of next.effects) {
      effects = effects.then(() => perform(effect, payload)).then((value) => {
        answer = value;
      });
    }
    const quiet = QUIET.has(event);
    // Play and End only start a motion, whose own frames (or 'finished') draw the run.
    const startsMotion = next.effects.length > 0 && next.effects.every((effect) => effect === 'play' || effect === 'end');
    effects = effects.catch(report).then(() => {
      unsettled -= 1;
      mode = settle(mode, done());
      motion.nextFrame();
      if (quiet) return;
      if (startsMotion) paintControls();
      else paint();
    });
    motion.nextFrame();
    // The board is as it was: an End answered at once would otherwise draw it twice in
    // the one task of its click.
    if (!quiet) paintControls();
    return effects.then(() => answer);
  }

  return {
    dispatch,
    mode: () => mode,
    /** True while the run may still change without a new event: an effect or End under way. */
    busy: () => unsettled > 0 || motion.moving() || motion.pending(),
    controls: () => controlsFor(mode, slot().run.steps),
    /** Waits for every effect asked for so far (for loads that must follow them). */
    settled: () => effects,
    /** Waits for a running End to be over (finished or cancelled). */
    ended: () => motion.ended(),
    /** Another game shown: the mode follows its run, nothing moves. */
    reset() {
      motion.reset();
      mode = settle('idle', done());
    },
    /** Stops the active game's running job (Cancel, Esc). */
    cancel: () => router.cancel(slot().game.id),
    /** Where game `id`'s engine runs ('local', 'worker'), or null before it is started. */
    placeOf: (id) => router.placeOf(id),
    /** The read-only requests `names` (queries.js) for game `id`, each shown as a job. */
    queries: (id, names) => createQueries(names, (type, payload) => track(type, router.request(id, type, payload))),
  };
}
