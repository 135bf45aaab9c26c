// The run's modes as an explicit machine. Pure: given the mode, an event and
// whether the run is over, it says the next mode and what to do, in order. The controller
// only carries out those effects, so every control's effect in every mode is written here.
//
// Modes:  idle     at rest, the run not over (manual Step/Back happen here)
//         playing  taking steps at the chosen speed
//         ending   running to the end in budgeted slices (End)
//         done     the run is over: nothing left to take
// Effects: 'step', 'back', 'seek' (to a step the event names), 'advance' (the steps a
// recording takes for its next frame), 'reset', 'start' (a game from values) and 'restore'
// (the runs a replaced worker held, reopened at their steps) change the run; 'play' and
// 'end' start motion, 'stop' ends it (every effect list that leaves a moving mode starts
// with 'stop'). Every request that moves a run is one of these effects: the controller
// (controller.js) is the only one to send them.

export const MODES = Object.freeze(['idle', 'playing', 'ending', 'done']);
export const EVENTS = Object.freeze([
  'step', 'back', 'seek', 'advance', 'play', 'end', 'cancel', 'escape', 'reset', 'start', 'load', 'restore', 'finished',
]);

const STOP = 'stop';

/** [next mode, effects] for each mode and event, before the run's end is taken into account. */
const TABLE = {
  idle: {
    step: ['idle', ['step']],
    back: ['idle', ['back']],
    seek: ['idle', ['seek']],
    advance: ['idle', ['advance']],
    play: ['playing', ['play']],
    end: ['ending', ['end']],
    cancel: ['idle', []],
    escape: ['idle', []],
    reset: ['idle', ['reset']],
    start: ['idle', ['start']],
    load: ['idle', []],
    restore: ['idle', ['restore']],
    finished: ['done', []],
  },
  playing: {
    step: ['idle', [STOP, 'step']],
    back: ['idle', [STOP, 'back']],
    seek: ['idle', [STOP, 'seek']],
    advance: ['idle', [STOP, 'advance']],
    play: ['idle', [STOP]], // Pause
    end: ['ending', [STOP, 'end']],
    cancel: ['idle', [STOP]],
    escape: ['idle', [STOP]],
    reset: ['idle', [STOP, 'reset']],
    start: ['idle', [STOP, 'start']],
    load: ['idle', [STOP]],
    // A replaced worker's runs are reopened where they were; the mode is left as it is.
    restore: ['playing', ['restore']],
    finished: ['done', [STOP]],
  },
  ending: {
    step: ['idle', [STOP, 'step']],
    back: ['idle', [STOP, 'back']],
    seek: ['idle', [STOP, 'seek']],
    advance: ['idle', [STOP, 'advance']],
    play: ['idle', [STOP]], // Play/Pause and space stop a running End
    end: ['idle', [STOP]], // End again cancels
    cancel: ['idle', [STOP]],
    escape: ['idle', [STOP]],
    reset: ['idle', [STOP, 'reset']],
    start: ['idle', [STOP, 'start']],
    load: ['idle', [STOP]],
    // As while playing: the mode is left as it is.
    restore: ['ending', ['restore']],
    finished: ['done', [STOP]],
  },
  done: {
    step: ['done', []],
    back: ['idle', ['back']],
    seek: ['idle', ['seek']],
    advance: ['done', []],
    play: ['done', []],
    end: ['done', []],
    cancel: ['done', []],
    escape: ['done', []],
    reset: ['idle', ['reset']],
    start: ['idle', ['start']],
    load: ['idle', []],
    restore: ['done', ['restore']],
    finished: ['done', []],
  },
};

/**
 * The next mode and the effects to carry out, in order. Whether the run is over is only
 * known once they have run: `settle` then corrects the mode.
 */
export function transition(mode, event) {
  const row = TABLE[mode];
  if (!row) throw new Error(`unknown mode "${mode}"`);
  const entry = row[event];
  if (!entry) throw new Error(`unknown event "${event}"`);
  return { mode: entry[0], effects: entry[1] };
}

/** The mode once the effects have run: `done` exactly when the run is over. */
export function settle(mode, runOver) {
  if (runOver) return 'done';
  return mode === 'done' ? 'idle' : mode;
}

/** What the transport buttons show (catalogue keys) and allow in a mode, at step `steps` of the run. */
export function controlsFor(mode, steps) {
  return {
    playLabel: mode === 'playing' ? 'run.pause' : 'run.play',
    playing: mode === 'playing',
    endLabel: mode === 'ending' ? 'run.stop' : 'run.end',
    ending: mode === 'ending',
    stepDisabled: mode === 'done',
    playDisabled: mode === 'done',
    endDisabled: mode === 'done',
    backDisabled: steps === 0,
    cancelShown: mode === 'ending',
    // A live region that speaks on every frame of a run is noise; it speaks at rest.
    announce: mode === 'idle' || mode === 'done',
  };
}
