// @ts-check
// Berzerk's words for what the board shows: the caption, the status line, what the latest
// step did, the queue, the tooltip. Pure functions of the page's copy of the run and the
// engine's descriptions; every word comes from the catalogue (i18n/).

import {
  NO_REMOTENESS, Outcome, currentNumbering, isHole, moverOf, placeNumber, positionOf, stateName,
} from '../../model/states.js';
import { sentences, t } from '../../i18n/index.js';

/** States of the queue named in the queue line. */
const QUEUE_PREVIEW = 12;
/** Predecessors described one by one in the narration; the rest are counted. */
const NARRATED = 8;

export const moverName = (mover) => t(`mover.${mover}`);

/** "object 7" (or "position 6") or "the hole" for a position, in the page's numbering. */
export function placeOfPosition(position) {
  return position === 0 ? t('berzerk.hole') : t('berzerk.place', { number: placeNumber(position), numbering: currentNumbering() });
}

/** "object 7" or "the hole" for a state on a circle of n objects. */
export const placeOf = (state, n) => placeOfPosition(positionOf(state, n));

/** "Rick at object 5". */
export const whoAt = (state, n) => t('berzerk.whoAt', { mover: moverName(moverOf(state, n)), place: placeOf(state, n) });

/** "Win in 3", "Lose in 0", "Loop", "undecided". */
export function outcomeWords(outcome, remoteness) {
  const name = t(`outcome.${outcome}`);
  return remoteness === null || remoteness === NO_REMOTENESS ? name : t('outcome.in', { name, remoteness });
}

/** Pieces of a jump set shown in a caption before the rest is only counted. */
const SET_PIECES = 8;

/**
 * A jump set in a few words: runs of consecutive jumps as ranges (`1–300`), and past a few
 * pieces only how many jumps there are in all.
 */
export function jumpSetText(jumps) {
  const pieces = [];
  let start = 0;
  for (let i = 1; i <= jumps.length; i += 1) {
    if (i < jumps.length && jumps[i] === jumps[i - 1] + 1) continue;
    const first = jumps[start];
    const last = jumps[i - 1];
    pieces.push(first === last ? String(first) : last === first + 1 ? `${first}, ${last}` : `${first}–${last}`);
    start = i;
  }
  if (pieces.length <= SET_PIECES) return pieces.join(', ');
  return t('berzerk.setMore', { shown: pieces.slice(0, SET_PIECES).join(', '), count: jumps.length });
}

/** The caption: what the board shows. */
export function berzerkCaption(info) {
  return t('berzerk.caption', { n: info.n, rick: jumpSetText(info.jumps[0]), morty: jumpSetText(info.jumps[1]) });
}

/** The status line and its machine-readable counts; the two holes are not counted. */
export function berzerkStatus(run) {
  const { win, lose, loop, undecided } = run.counts;
  const text = t('berzerk.status', {
    steps: run.steps, win, lose, loop, undecided, queue: run.tail - run.head,
  });
  return { text, note: t('berzerk.statusHoles'), done: run.done, counts: { win, lose, loop, undecided } };
}

/** What a step did to the taken state's predecessors, a sentence each (the first few). */
function predecessorSentences(last, info) {
  const { n } = info;
  const sentences = last.labelled.slice(0, NARRATED).map((l) => {
    const mover = moverOf(l.state, n);
    if (l.outcome === Outcome.Win) {
      return t('berzerk.labelledWin', { who: whoAt(l.state, n), jump: l.jump, remoteness: l.remoteness });
    }
    return t('berzerk.labelledLose', {
      who: whoAt(l.state, n), jumps: jumpSetText(info.jumps[mover]), count: info.jumps[mover].length, other: moverName(1 - mover), remoteness: l.remoteness,
    });
  });
  if (last.labelledCount > NARRATED) sentences.push(t('step.moreLabelled', { count: last.labelledCount - NARRATED }));
  const labelled = new Set(last.labelled.map((l) => l.state));
  const dropped = last.decremented.filter((d) => !labelled.has(d.state));
  if (dropped.length > 0) {
    // A step lowers each counter by one (a predecessor is listed once): whose, from what, to what.
    const shown = dropped.slice(0, NARRATED).map((d) => t('berzerk.counterTo', { name: stateName(d.state, n), from: d.remaining + 1, remaining: d.remaining }));
    // A taken Win labels only the predecessors whose counter reached 0: the rest dropped.
    const hidden = last.decrementedCount - last.labelledCount - shown.length;
    sentences.push(t('step.countersDown', { shown, more: Math.max(0, hidden) }));
  }
  if (sentences.length === 0) sentences.push(t('berzerk.noPredecessor'));
  return sentences;
}

/** What the latest step did and why, with numbers. */
export function berzerkNarration(run, info) {
  const { last } = run;
  if (!last) return t('berzerk.start', { rick: info.jumps[0].length, morty: info.jumps[1].length });
  if (last.taken === null) {
    return last.loops === 0 ? t('berzerk.queueEmptyNoLoop') : t('berzerk.queueEmpty', { loops: last.loops });
  }
  const s = last.taken;
  const took = isHole(s, info.n)
    ? t('berzerk.tookHole', { who: whoAt(s, info.n) })
    : t('berzerk.took', { who: whoAt(s, info.n), outcome: outcomeWords(run.outcomes[s], run.remoteness[s]) });
  const rule = run.outcomes[s] === Outcome.Lose ? t('berzerk.ruleLose') : t('berzerk.ruleWin');
  if (!last.labelled) return sentences([took, rule]);
  return sentences([took, rule, ...predecessorSentences(last, info)]);
}

/** The next states waiting, by name, in queue order. */
export function queueLine(run, info) {
  const waiting = run.tail - run.head;
  if (waiting === 0) return run.done ? t('queue.done') : t('berzerk.queueNone');
  const names = [];
  for (let i = run.head; i < Math.min(run.tail, run.head + QUEUE_PREVIEW); i += 1) {
    names.push(stateName(run.queue[i], info.n));
  }
  return t('queue.next', { names, more: Math.max(0, waiting - QUEUE_PREVIEW) });
}

/** The tooltip's rows for a state described by the engine. */
export function berzerkTooltip(info) {
  const hole = isHole(info.state, info.n);
  const rows = [
    [t('tip.state'), stateName(info.state, info.n)],
    [t('tip.place', { numbering: currentNumbering() }), hole ? t('berzerk.holePlace', { number: placeNumber(0) }) : String(placeNumber(info.position))],
    [t('tip.toMove'), moverName(info.mover)],
    [t('tip.outcome'), info.outcome === Outcome.Undecided ? t('tip.undecided') : t(`outcome.${info.outcome}`)],
  ];
  if (info.counter !== null) rows.push([t('tip.counter'), t('tip.movesLeft', { count: info.counter })]);
  if (info.remoteness !== null) rows.push([t('tip.remoteness'), t('count.moves', { count: info.remoteness })]);
  const best = bestJump(info);
  if (best !== null) rows.push([t('tip.best'), t('tip.jump', { jump: best })]);
  if (info.queuePlace !== null) rows.push([t('tip.queue'), t('tip.queuePlace', { place: info.queuePlace })]);
  return rows;
}

/** The jump of a best move (for Loop, a move that keeps the game going), or null. */
export function bestJump(info) {
  const { reason } = info;
  if (reason.kind === 'win' || reason.kind === 'loop') return reason.jump;
  if (reason.kind === 'lose') return reason.resist;
  return null;
}
