// Berzerk's words for what the board shows: the status line, the last step, the queue, the
// tooltip. Pure functions of snapshots and state descriptions.

import { MOVER_NAMES, objectOf, moverOf, stateName } from '../../engine/contract.js';
import { styleOf } from '../../draw/palette.js';

const QUEUE_PREVIEW = 14;

/** The status line and its machine-readable counts (the two hole states not counted). */
export function berzerkStatus(snap) {
  const { win, lose, loop, undecided } = snap.counts;
  const text = [
    `Step ${snap.steps}`, `Win ${win}`, `Lose ${lose}`, `Loop ${loop}`, `undecided ${undecided}`,
    `queue ${snap.tail - snap.head}`,
  ].join(' · ');
  return { text, done: snap.done, counts: { win, lose, loop, undecided } };
}

const where = (state, n) => (objectOf(state, n) === 1 ? 'the hole' : `object ${objectOf(state, n)}`);

/** What the latest step did, in one sentence. */
export function berzerkNarration(snap) {
  const last = snap.last;
  if (!last) {
    return 'Start: both hole states are Lose (the player to move there has already lost) and wait in the queue.';
  }
  if (last.taken === null) {
    const loops = snap.counts.loop;
    return loops === 0
      ? 'Queue empty: every state is decided, none is Loop.'
      : `Queue empty: the ${loops} state${loops === 1 ? '' : 's'} never decided ${loops === 1 ? 'is' : 'are'} Loop.`;
  }
  const { n } = snap;
  const who = MOVER_NAMES[moverOf(last.taken, n)];
  const outcome = styleOf(snap.outcomes[last.taken]).name;
  return `Took ${who} to move at ${where(last.taken, n)} (${outcome}) off the queue.`;
}

/** The next states waiting, by name. */
export function queuePreview(snap) {
  const waiting = snap.tail - snap.head;
  if (waiting === 0) return snap.done ? '' : 'queue empty';
  const shown = [];
  for (let i = snap.head; i < Math.min(snap.tail, snap.head + QUEUE_PREVIEW); i += 1) {
    shown.push(stateName(snap.queue[i], snap.n));
  }
  const more = waiting > QUEUE_PREVIEW ? ` … +${waiting - QUEUE_PREVIEW}` : '';
  return `next: ${shown.join(' ')}${more}`;
}

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The tooltip's rows for a state described by the engine. */
export function berzerkTooltip(info) {
  const hole = info.object === 1;
  const rows = [
    ['State', info.name],
    ['Object', hole ? '1 (black hole)' : String(info.object)],
    ['To move', MOVER_NAMES[info.mover]],
    ['Outcome', info.outcome === 0 ? 'undecided so far' : styleOf(info.outcome).name],
  ];
  if (!hole) {
    rows.push(['Counter', info.outcome === 0 ? `${plural(info.counter, 'move')} left` : String(info.counter)]);
  }
  if (info.remoteness !== null) rows.push(['Remoteness', plural(info.remoteness, 'move')]);
  if (info.bestMove !== null) rows.push(['Best move', `${info.bestMove} clockwise`]);
  if (info.queuePlace !== null) rows.push(['Queue', `#${info.queuePlace} waiting`]);
  return rows;
}
