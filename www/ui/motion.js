// The run in motion, for the controller (controller.js): Play asks for the steps the speed
// makes due, one request at a time; End runs as one job the engine answers when it is over
// or cancelled, and meanwhile each animation frame pulls the run as it stands. Kept apart
// so the controller reads as the mode machine's carrier and this as the frames' work.

import { startPace, stepsDue } from './pacing.js';
import { moveSlot } from './slots.js';
import { createRunLoop } from './run-loop.js';

/**
 * Hooks as the controller's (`router`, `slot`, `speed`, `paint`, `report`, `track`,
 * `finished`), and `mode()` the mode the controller is in, `dispatch(event)` its own
 * dispatch (for 'finished').
 */
export function createMotion(win, {
  router, slot, speed, paint, report, track, finished, mode, dispatch,
}) {
  let pace = startPace(false);
  let ending = null; // the pending End job
  let playing = null; // the pending Play request
  let pulling = false;

  const moving = () => mode() === 'playing' || mode() === 'ending';
  const done = () => slot().run.done;

  /** The end of Play or End: the mode machine hears it once the run is over. */
  function over(how) {
    dispatch('finished');
    finished(how);
  }

  /** One frame of Play: the steps due, unless the last request is still on its way. */
  function playFrame(now) {
    const next = stepsDue(pace, now, speed());
    pace = next.pace;
    if (playing || next.due === 0) return;
    playing = moveSlot(router, slot(), 'run', { steps: next.due }).then(() => {
      playing = null;
      if (done() && mode() === 'playing') over('play');
      else paint();
    }, (error) => {
      playing = null;
      report(error);
    });
  }

  /** One frame of End: the run as it stands, unless the last pull is still on its way. */
  function endFrame() {
    if (pulling || !ending) return;
    pulling = true;
    moveSlot(router, slot(), 'pull').then(() => {
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
      if (mode() === 'playing') playFrame(now);
      else if (mode() === 'ending') endFrame();
    },
  });

  return {
    moving,
    /** Asks for the next animation frame, if the run moves. */
    nextFrame: () => loop.request(),
    /** Play from now at the chosen speed. */
    play() {
      pace = startPace(true);
    },
    /** End: one job, heard when it is over or cancelled. */
    end() {
      ending = track('end', moveSlot(router, slot(), 'end'));
      ending.then((snap) => {
        ending = null;
        if (!snap.cancelled && mode() === 'ending') over('end');
      }, (error) => {
        ending = null;
        report(error);
      });
    },
    /** Stops Play or End, once their last request is answered. */
    async stop() {
      pace = startPace(false);
      if (ending) {
        router.cancel(slot().game.id);
        await ending.catch(() => {});
      }
      if (playing) await playing.catch(() => {});
    },
    /** True while a request of Play or End is on its way. */
    pending: () => ending !== null || playing !== null,
    /** Waits for a running End to be over (finished or cancelled). */
    ended: () => (ending ? ending.catch(() => {}) : Promise.resolve()),
    /** Forgets any motion (a game shown anew: nothing moves). */
    reset() {
      pace = startPace(false);
      ending = null;
      playing = null;
      pulling = false;
    },
  };
}
