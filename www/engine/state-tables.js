// Worker side: how a run over a table of states (Berzerk's, a graph's) reaches the page.
// The page keeps its own copy of the tables (model/state-run.js) and is sent only what
// changed since the last snapshot it got: while the run only moves forward, the states the
// steps since then queued (each with its outcome and remoteness) and, once the final step
// has labelled the rest Loop, that it has; after a step back, a seek or a new game, a full
// copy.
// Counters cross only for tables small enough to draw them.

import { countBlocks } from '../model/state-run.js';

/** Up to this many states the counters table is sent with every snapshot. */
export const COUNTERS_SENT_UP_TO = 1 << 16;

function fullTables(t) {
  const outcomes = t.outcomes.slice();
  return {
    kind: 'full',
    outcomes,
    // Counted here, off the page's thread: see countBlocks.
    blockOutcomes: countBlocks(outcomes),
    remoteness: t.remoteness.slice(),
    queue: t.queue.slice(0, t.tail),
  };
}

/** What changed going forward from `sent` to the tables `t`. */
function forwardTables(t, sent) {
  const states = t.queue.slice(sent.tail, t.tail);
  const outcomes = new Uint8Array(states.length);
  const remoteness = new Uint32Array(states.length);
  for (let i = 0; i < states.length; i += 1) {
    outcomes[i] = t.outcomes[states[i]];
    remoteness[i] = t.remoteness[states[i]];
  }
  return {
    kind: 'forward',
    from: sent.tail,
    states,
    outcomes,
    remoteness,
    // The final step labels every state still undecided Loop: the page does the same.
    finalLoops: t.done && !sent.done,
  };
}

/**
 * Whether going forward from `sent` to `t` labelled so many states (an End) that a whole
 * copy, whose buffers move to the page and whose block counts come counted, costs the page
 * less than applying each state: one eighth of the table, or the final Loop step's pass.
 */
const isLargeLeap = (t, sent) => (t.tail - sent.tail) * 8 > t.outcomes.length || (t.done && !sent.done && t.outcomes.length > 1 << 16);

/**
 * Tracks what the page was last sent. `rewind()` after any change that is not a plain run
 * forward (a step back, a seek, a new game); `tables(t)` then gives what to send for the
 * tables `t` = { outcomes, remoteness, queue, counters, head, tail, steps, done }.
 */
export function createTableSender() {
  let sent = null;
  return {
    rewind() {
      sent = null;
    },
    tables(t) {
      const unchanged = sent !== null && sent.steps === t.steps;
      const forward = sent !== null && t.steps >= sent.steps && !isLargeLeap(t, sent);
      const tables = unchanged ? null : forward ? forwardTables(t, sent) : fullTables(t);
      sent = { steps: t.steps, tail: t.tail, done: t.done };
      const counters = t.outcomes.length <= COUNTERS_SENT_UP_TO ? t.counters.slice() : null;
      return { tables, counters };
    },
  };
}
