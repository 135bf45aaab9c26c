// @ts-check
// The rule game's words for what the board shows: the caption, the status line, what the
// latest step did and why, the queue, the tooltip, and the "Why?" card's reasons and lines.
// States are named by their values as the command's table writes them (`3`, `(3, 5)`,
// `(0, Rick)`); the player to move is "the mover", the other "the opponent". Pure functions
// of the page's copy of the run and the engine's descriptions; every word is the catalogue's.

import { NO_REMOTENESS, Outcome } from '../../model/states.js';
import { sentences, t } from '../../i18n/index.js';
import { resistingLongest } from '../explanations.js';
import { nameOfWords, wordsOf } from './values.js';

/** States of the queue named in the queue line. */
const QUEUE_PREVIEW = 12;
/** Predecessors described one by one in the narration; the rest are counted. */
const NARRATED = 8;

/**
 * A state's name by its values, for the game `info` (`{ variables, kept }`); its number without one.
 * @param {number} state
 * @param {any} info
 */
export const stateName = (state, info) => (info?.variables ? nameOfWords(wordsOf(state, info)) : String(state));

/** "Win in 3", "Lose in 0", "Loop", "undecided". */
export function outcomeWords(outcome, remoteness) {
  const name = t(`outcome.${outcome}`);
  return remoteness === null || remoteness === NO_REMOTENESS ? name : t('outcome.in', { name, remoteness });
}

/** The caption: how many states and moves, and whether a `win when` makes it other than normal play. */
export const rulesCaption = (info) => t('rules.caption', { states: info.states, moves: info.moves, normalPlay: info.normalPlay });

export function rulesStatus(run) {
  const { win, lose, loop, undecided } = run.counts;
  const text = t('rules.status', {
    steps: run.steps, win, lose, loop, undecided, queue: run.tail - run.head,
  });
  return { text, note: '', done: run.done, counts: { win, lose, loop, undecided } };
}

/** What a step did to the taken state's predecessors, a sentence each (the first few). */
function predecessorSentences(last, info) {
  const name = (state) => stateName(state, info);
  const said = last.labelled.slice(0, NARRATED).map((l) => (l.outcome === Outcome.Win
    ? t('rules.labelledWin', { state: name(l.state), to: name(l.target), remoteness: l.remoteness })
    : t('rules.labelledLose', { state: name(l.state), remoteness: l.remoteness })));
  if (last.labelledCount > NARRATED) said.push(t('step.moreLabelled', { count: last.labelledCount - NARRATED }));
  const labelled = new Set(last.labelled.map((l) => l.state));
  const dropped = last.decremented.filter((d) => !labelled.has(d.state));
  if (dropped.length > 0) {
    // A step lowers each counter by one (a predecessor is listed once): whose, from what, to what.
    const shown = dropped.slice(0, NARRATED).map((d) => t('rules.counterTo', { state: name(d.state), from: d.remaining + 1, remaining: d.remaining }));
    const hidden = last.decrementedCount - last.labelledCount - shown.length;
    said.push(t('step.countersDown', { shown, more: Math.max(0, hidden) }));
  }
  if (said.length === 0) said.push(t('rules.noPredecessor'));
  return said;
}

/** A game with sums: each step values one position, leaves first (no queue of the BFS, no remoteness). */
function valuedNarration(run, info) {
  const { last } = run;
  if (!last || last.taken === null) return t('rulesSum.start', { states: info.states });
  return t('rulesSum.step', { state: stateName(last.taken, info), outcome: t(`outcome.${run.outcomes[last.taken]}`) });
}

/** What the latest step did and why, with numbers. */
export function rulesNarration(run, info) {
  if (info?.sums) return valuedNarration(run, info);
  const { last } = run;
  // At the start the queue holds exactly the states that are over.
  if (!last) return t('rules.start', { over: run.tail });
  if (last.taken === null) {
    return last.loops === 0 ? t('rules.queueEmptyNoLoop') : t('rules.queueEmpty', { loops: last.loops });
  }
  const s = last.taken;
  const state = stateName(s, info);
  const took = run.remoteness[s] === 0
    ? t(run.outcomes[s] === Outcome.Win ? 'rules.tookWon' : 'rules.tookOver', { state })
    : t('rules.took', { state, outcome: outcomeWords(run.outcomes[s], run.remoteness[s]) });
  const rule = run.outcomes[s] === Outcome.Lose ? t('rules.ruleLose') : t('rules.ruleWin');
  if (!last.labelled) return sentences([took, rule]);
  return sentences([took, rule, ...predecessorSentences(last, info)]);
}

/** The next states waiting, by their values, in queue order. */
export function rulesQueueLine(run, info) {
  if (info?.sums) return run.done ? t('queue.done') : t('rulesSum.noQueue');
  const waiting = run.tail - run.head;
  if (waiting === 0) return run.done ? t('queue.done') : t('rules.queueNone');
  const names = [];
  for (let i = run.head; i < Math.min(run.tail, run.head + QUEUE_PREVIEW); i += 1) names.push(stateName(run.queue[i], info));
  return t('queue.next', { names, more: Math.max(0, waiting - QUEUE_PREVIEW) });
}

/** The name of the state a best move reaches (for Loop, a move that keeps the game going), or null. */
export const bestName = (info) => (['win', 'lose', 'loop'].includes(info.reason.kind) ? info.reason.name ?? null : null);

/** The tooltip's rows for a state described by the engine. */
export function rulesTooltip(info) {
  const rows = [
    [t('rules.tipState'), nameOfWords(info.values)],
    [t('tip.outcome'), info.outcome === Outcome.Undecided ? t('tip.undecided') : t(`outcome.${info.outcome}`)],
    [t('rules.tipMoves'), String(info.moves.length)],
  ];
  if (info.counter !== null) rows.push([t('tip.counter'), t('tip.movesLeft', { count: info.counter })]);
  if (info.remoteness !== null) rows.push([t('tip.remoteness'), t('count.moves', { count: info.remoteness })]);
  // A Grundy value is the game's, known once the run has decided the state, as Why? says it.
  if (info.grundy && info.outcome !== Outcome.Undecided) rows.push([t('rules.tipGrundy'), info.grundy.value]);
  const best = bestName(info);
  if (best !== null) rows.push([t('tip.best'), t('rules.toState', { state: best })]);
  if (info.queuePlace !== null) rows.push([t('tip.queue'), t('tip.queuePlace', { place: info.queuePlace })]);
  return rows;
}

/** Why the state has its outcome, in one or two sentences with numbers. */
export function rulesReason(info, game) {
  const { reason } = info;
  const name = (state) => stateName(state, game);
  const names = (states) => states.map(name);
  switch (reason.kind) {
    case 'terminal':
      return t('rulesWhy.terminal', { state: name(info.state) });
    case 'terminalWin':
      return t('rulesWhy.won', { state: name(info.state) });
    case 'win':
      return t(reason.toRemoteness === 0 ? 'rulesWhy.winAtOnce' : 'rulesWhy.win', { remoteness: info.remoteness, state: name(reason.to), toRemoteness: reason.toRemoteness });
    case 'lose': {
      const tied = resistingLongest(info, 'target');
      return t(tied.length > 1 ? 'rulesWhy.loseTied' : 'rulesWhy.lose', {
        remoteness: info.remoteness, states: names(reason.targets), tied: names(tied), resist: name(reason.resist), toRemoteness: reason.toRemoteness,
      });
    }
    case 'loop':
      return t('rulesWhy.loop', { state: name(reason.to) });
    case 'valued':
      if (reason.value === '') return t('rulesSum.notYet');
      return t(reason.value.startsWith('inf') ? 'rulesSum.valuedInfinite' : 'rulesSum.valued', { value: reason.value });
    default: {
      const parts = [t('rulesWhy.undecided', { counter: reason.counter, k: info.moves.length })];
      if (reason.knownWins.length > 0) parts.push(t('rulesWhy.knownWins', { states: names(reason.knownWins) }));
      if (reason.queuedWins.length > 0) parts.push(t('rulesWhy.queuedWins', { states: names(reason.queuedWins) }));
      if (reason.knownLoses.length > 0) parts.push(t('rulesWhy.knownLoses', { states: names(reason.knownLoses) }));
      return sentences(parts);
    }
  }
}

/** One item of the best line: who moves (the mover or the opponent, turn about) and where to. */
export const rulesLineItem = (move, _from, i) => t(i % 2 === 0 ? 'rulesWhy.lineMover' : 'rulesWhy.lineOpponent', { state: move.name });

/** The note above the best line: its length, or where its cycle starts. */
export function rulesLineNote(line) {
  if (line.length === 0) return '';
  if (line.cycleStart === null) return t('rulesWhy.lineToEnd', { count: line.length });
  return t('why.lineCycle', { move: line.cycleStart + 1 });
}
