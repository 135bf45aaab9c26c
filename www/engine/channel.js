// The shape every engine shares: one entry point, `send(type, payload)`, taking and
// returning plain data (typed arrays included). Nothing here touches the DOM or `window`, so
// an engine can move behind a Web Worker's postMessage without changing its callers.

import { plain } from './plain.js';

/**
 * Messages every engine answers. Games may add their own (Berzerk's `judge`, `table`,
 * `check` and `parseInput`; the piles' `ask`, `legal` and `reply`).
 */
export const COMMON_MESSAGES = Object.freeze([
  'start', 'reset', 'step', 'back', 'run', 'runFor', 'seek', 'timeline', 'snapshot', 'describe',
]);

/** Wraps an object of handlers as an engine with a single `send` entry point. */
export function channel(handlers) {
  for (const type of COMMON_MESSAGES) {
    if (typeof handlers[type] !== 'function') throw new Error(`engine lacks the "${type}" message`);
  }
  return {
    send(type, payload = {}) {
      const handler = handlers[type];
      if (typeof handler !== 'function') throw new Error(`unknown engine message "${type}"`);
      return handler(payload);
    },
  };
}

/**
 * The messages that move a wasm session's run the same way in every game (`back`, `run`,
 * `runFor`, `seek`, `timeline`), plus `took`, which reports a number of steps taken. `changed()` is called
 * whenever the run moved.
 */
export function motionMessages(currentSession, changed) {
  const took = (taken) => {
    if (taken > 0) changed();
    return { taken };
  };
  return {
    took,
    messages: {
      back: () => {
        const moved = currentSession().back();
        if (moved) changed();
        return { moved };
      },
      run: ({ steps }) => took(steps > 0 ? currentSession().run(steps) : 0),
      runFor: ({ budgetMs }) => took(currentSession().run_for(budgetMs)),
      /** Puts the run at exactly step `step` (clamped to the run); the tables may move. */
      seek: ({ step }) => {
        const before = currentSession().steps_taken();
        const reached = currentSession().seek(step);
        if (reached !== before) changed();
        return { reached };
      },
      /** Landmarks of the whole run; the first call maps the run once, as long as the run takes. */
      timeline: () => plain(currentSession().timeline()),
    },
  };
}
