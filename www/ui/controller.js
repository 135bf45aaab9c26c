// Carries out the mode machine (modes.js) against the active game's engine. Events change
// the mode at once (so the buttons answer at once); their effects run in order, one after
// another, each waiting for the engine's snapshot. End runs as a job the engine answers
// when it is over or cancelled; meanwhile each animation frame pulls the run as it stands.
// Play asks for the steps the speed makes due, one request at a time.

import { controlsFor, settle, transition } from './modes.js';
import { startPace, stepsDue } from './pacing.js';
import { moveSlot } from './slots.js';
import { createRunLoop } from './run-loop.js';

/**
 * `engine` answers requests; `slot()` is the active game's slot; `speed()` the chosen steps
 * per second; `paint()` redraws; `paintControls()` redraws only what a change of mode
 * changes (the buttons and the status), for the moment an event arrives, when the run is
 * still as it was drawn; `report(error)` shows a failure; `finished(how)` hears a
 * run brought to its end by Play or End; `track(type, promise)` shows a long request;
 * `onEvent(event)` hears every event as it is dispatched (a recording stops when something
 * else moves the run).
 */
export function createController(win, {
  engine, slot, speed, paint, paintControls = paint, report, finished = () => {}, track = (_type, promise) => promise,
  onEvent = () => {},
}) {
  let mode = 'idle';
  let effects = Promise.resolve();
  let pace = startPace(false);
  let ending = null; // the pending End job
  let playing = null; // the pending Play request
  let pulling = false;
  let unsettled = 0; // events whose effects have not all run yet

  const moving = () => mode === 'playing' || mode === 'ending';
  const done = () => slot().run.done;

  function afterEnd(snap) {
    ending = null;
    if (!snap.cancelled && mode === 'ending') {
      dispatch('finished');
      finished('end');
    }
  }

  async function stop() {
    pace = startPace(false);
    if (ending) {
      engine.cancel(slot().game.id);
      await ending.catch(() => {});
    }
    if (playing) await playing.catch(() => {});
  }

  async function perform(effect, payload) {
    const current = slot();
    if (effect === 'stop') return stop();
    if (effect === 'play') {
      pace = startPace(true);
      return undefined;
    }
    if (effect === 'end') {
      ending = track('end', moveSlot(engine, current, 'end'));
      ending.then(afterEnd, (error) => {
        ending = null;
        report(error);
      });
      return undefined;
    }
    if (effect === 'step') return moveSlot(engine, current, 'step');
    // Going back after End may record the run first: shown as a job that can be cancelled.
    if (effect === 'back') return track('back', moveSlot(engine, current, 'back'));
    if (effect === 'seek') return track('seek', moveSlot(engine, current, 'seek', { step: payload.step }));
    if (effect === 'reset') return moveSlot(engine, current, 'reset');
    return undefined;
  }

  /** Runs one event: the mode changes now, the effects follow in order, then a redraw. */
  function dispatch(event, payload = {}) {
    onEvent(event);
    const next = transition(mode, event);
    mode = next.mode;
    unsettled += 1;
    for (const effect of next.effects) effects = effects.then(() => perform(effect, payload));
    // Play and End only start a motion, whose own frames (or 'finished') draw the run.
    const startsMotion = next.effects.length > 0 && next.effects.every((effect) => effect === 'play' || effect === 'end');
    effects = effects.catch(report).then(() => {
      unsettled -= 1;
      mode = settle(mode, done());
      loop.request();
      if (startsMotion) paintControls();
      else paint();
    });
    loop.request();
    // The board is as it was: an End answered at once would otherwise draw it twice in
    // the one task of its click.
    paintControls();
    return effects;
  }

  /** One frame of Play: the steps due, unless the last request is still on its way. */
  function playFrame(now) {
    const next = stepsDue(pace, now, speed());
    pace = next.pace;
    if (playing || next.due === 0) return;
    playing = moveSlot(engine, slot(), 'run', { steps: next.due }).then(() => {
      playing = null;
      if (done() && mode === 'playing') {
        dispatch('finished');
        finished('play');
      } else {
        paint();
      }
    }, (error) => {
      playing = null;
      report(error);
    });
  }

  /** One frame of End: the run as it stands, unless the last pull is still on its way. */
  function endFrame() {
    if (pulling || !ending) return;
    pulling = true;
    moveSlot(engine, slot(), 'pull').then(() => {
      pulling = false;
      paint();
    }, (error) => {
      pulling = false;
      report(error);
    });
  }

  const loop = createRunLoop(win, {
    moving,
    tick(now) {
      if (mode === 'playing') playFrame(now);
      else if (mode === 'ending') endFrame();
    },
  });

  return {
    dispatch,
    mode: () => mode,
    /** True while the run may still change without a new event: an effect or End under way. */
    busy: () => unsettled > 0 || moving() || ending !== null || playing !== null,
    controls: () => controlsFor(mode, slot().run.steps),
    /** Waits for every effect asked for so far (for loads that must follow them). */
    settled: () => effects,
    /**
     * Runs `task` after every effect asked for so far and before any asked for later (a run
     * reopened after its worker was replaced, which Step must not overtake).
     */
    queue(task) {
      unsettled += 1;
      effects = effects.then(task).catch(report).then(() => {
        unsettled -= 1;
        mode = settle(mode, done());
        paint();
      });
      return effects;
    },
    /** Waits for a running End to be over (finished or cancelled). */
    ended: () => (ending ? ending.catch(() => {}) : Promise.resolve()),
    /** A new game or a restarted engine: the mode follows the run, nothing moves. */
    reset() {
      pace = startPace(false);
      ending = null;
      playing = null;
      pulling = false;
      mode = settle('idle', done());
    },
  };
}
