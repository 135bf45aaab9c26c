// Berzerk's words for what the board shows: the status line, the last step, the queue, the
// tooltip. Pure functions of snapshots and state descriptions.

import {
  MOVER_NAMES, NO_REMOTENESS, Outcome, objectOf, moverOf, stateName,
} from '../../engine/contract.js';
import { styleOf } from '../../draw/palette.js';
import { bestStep } from './explain-text.js';

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

/** "Win in 3" for a decided state, from the tables; "Loop" or "undecided" otherwise. */
function outcomeOf(snap, state) {
  const name = styleOf(snap.outcomes[state]).name;
  const r = snap.remoteness[state];
  return r === NO_REMOTENESS ? name : `${name} in ${r}`;
}

const whoAt = (state, n) => `${MOVER_NAMES[moverOf(state, n)]} at ${where(state, n)}`;

/** What a step did to the taken state's predecessors, one sentence each. */
function predecessorSentences(snap, last, info) {
  const { n } = snap;
  const sentences = last.labelled.map((l) => {
    const mover = moverOf(l.state, n);
    if (l.outcome === Outcome.Win) return `${whoAt(l.state, n)} can play ${l.step} onto it: Win in ${l.remoteness}.`;
    return `${whoAt(l.state, n)} now has every move (${info.steps[mover].join(', ')}) reaching a Win for `
      + `${MOVER_NAMES[1 - mover]}: Lose in ${l.remoteness}.`;
  });
  const labelled = new Set(last.labelled.map((l) => l.state));
  const dropped = last.decremented.filter((d) => !labelled.has(d.state));
  if (dropped.length > 0) {
    sentences.push(`Counters down: ${dropped.map((d) => `${stateName(d.state, n)} → ${d.remaining}`).join(', ')}.`);
  }
  if (sentences.length === 0) sentences.push('No predecessor of it was still undecided.');
  return sentences;
}

/** What the latest step did and why, with numbers (in full for circles small enough to draw it). */
export function berzerkNarration(snap, info) {
  const last = snap.last;
  if (!last) {
    return 'Start: the game ends on the hole (drawn black). Whoever is to move there has already lost, '
      + 'so both hole states count as Lose in 0 and wait in the queue.';
  }
  if (last.taken === null) {
    const loops = snap.counts.loop;
    return loops === 0
      ? 'Queue empty: every state is decided, none is Loop.'
      : `Queue empty: ${loops} state${loops === 1 ? '' : 's'} never reached 0 → Loop.`;
  }
  const took = `Took ${whoAt(last.taken, snap.n)} (${outcomeOf(snap, last.taken)}).`;
  if (!last.labelled) return took;
  return [took, ...predecessorSentences(snap, last, info)].join(' ');
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
  const best = bestStep(info);
  if (best !== null) rows.push(['Best move', `${best} clockwise`]);
  if (info.queuePlace !== null) rows.push(['Queue', `#${info.queuePlace} waiting`]);
  return rows;
}
