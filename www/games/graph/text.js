// @ts-check
// The graph game's words for what the board shows: the caption, the status line, what the
// latest step did and why, the queue, the tooltip, and the "Why?" card's reasons and lines.
// Nodes are named by their number in the edge list (`7`); the player to move at a node is
// "the mover", the other "the opponent". Pure functions of the page's copy of the run and
// the engine's descriptions; every word comes from the catalogue (i18n/).

import { NO_REMOTENESS, Outcome, nodeOf } from '../../model/states.js';
import { sentences, t } from '../../i18n/index.js';
import { resistingLongest } from '../explanations.js';

/** Nodes of the queue named in the queue line. */
const QUEUE_PREVIEW = 12;
/** Predecessors described one by one in the narration; the rest are counted. */
const NARRATED = 8;

export const nodeName = (state) => String(nodeOf(state));

/** "Win in 3", "Lose in 0", "Loop", "undecided". */
export function outcomeWords(outcome, remoteness) {
  const name = t(`outcome.${outcome}`);
  return remoteness === null || remoteness === NO_REMOTENESS ? name : t('outcome.in', { name, remoteness });
}

export const graphCaption = (info) => t('graph.caption', { nodes: info.nodes, moves: info.moves });

export function graphStatus(run) {
  const { win, lose, loop, undecided } = run.counts;
  const text = t('graph.status', {
    steps: run.steps, win, lose, loop, undecided, queue: run.tail - run.head,
  });
  return { text, note: '', done: run.done, counts: { win, lose, loop, undecided } };
}

/** What a step did to the taken node's predecessors, a sentence each (the first few). */
function predecessorSentences(last) {
  const sentences = last.labelled.slice(0, NARRATED).map((l) => (l.outcome === Outcome.Win
    ? t('graph.labelledWin', { node: nodeName(l.state), to: l.node, remoteness: l.remoteness })
    : t('graph.labelledLose', { node: nodeName(l.state), remoteness: l.remoteness })));
  if (last.labelledCount > NARRATED) sentences.push(t('step.moreLabelled', { count: last.labelledCount - NARRATED }));
  const labelled = new Set(last.labelled.map((l) => l.state));
  const dropped = last.decremented.filter((d) => !labelled.has(d.state));
  if (dropped.length > 0) {
    // A step lowers each counter by one (a predecessor is listed once): whose, from what, to what.
    const shown = dropped.slice(0, NARRATED).map((d) => t('graph.counterTo', { node: nodeName(d.state), from: d.remaining + 1, remaining: d.remaining }));
    const hidden = last.decrementedCount - last.labelledCount - shown.length;
    sentences.push(t('step.countersDown', { shown, more: Math.max(0, hidden) }));
  }
  if (sentences.length === 0) sentences.push(t('graph.noPredecessor'));
  return sentences;
}

/** What the latest step did and why, with numbers. */
export function graphNarration(run) {
  const { last } = run;
  // At the start the queue holds exactly the nodes with no move.
  if (!last) return t('graph.start', { terminal: run.tail });
  if (last.taken === null) {
    return last.loops === 0 ? t('graph.queueEmptyNoLoop') : t('graph.queueEmpty', { loops: last.loops });
  }
  const s = last.taken;
  const took = run.remoteness[s] === 0
    ? t('graph.tookTerminal', { node: nodeName(s) })
    : t('graph.took', { node: nodeName(s), outcome: outcomeWords(run.outcomes[s], run.remoteness[s]) });
  const rule = run.outcomes[s] === Outcome.Lose ? t('graph.ruleLose') : t('graph.ruleWin');
  if (!last.labelled) return sentences([took, rule]);
  return sentences([took, rule, ...predecessorSentences(last)]);
}

/** The next nodes waiting, by number, in queue order. */
export function graphQueueLine(run) {
  const waiting = run.tail - run.head;
  if (waiting === 0) return run.done ? t('queue.done') : t('graph.queueNone');
  const names = [];
  for (let i = run.head; i < Math.min(run.tail, run.head + QUEUE_PREVIEW); i += 1) names.push(nodeName(run.queue[i]));
  return t('queue.next', { names, more: Math.max(0, waiting - QUEUE_PREVIEW) });
}

/** The node a best move reaches (for Loop, a move that keeps the game going), or null. */
export function bestNode(info) {
  const { reason } = info;
  if (reason.kind === 'win' || reason.kind === 'loop') return reason.node;
  if (reason.kind === 'lose') return reason.resist;
  return null;
}

/** The tooltip's rows for a node described by the engine. */
export function graphTooltip(info) {
  const rows = [
    [t('tip.node'), nodeName(info.state)],
    [t('tip.outcome'), info.outcome === Outcome.Undecided ? t('tip.undecided') : t(`outcome.${info.outcome}`)],
    [t('tip.moves'), String(info.moves.length)],
  ];
  if (info.counter !== null) rows.push([t('tip.counter'), t('tip.movesLeft', { count: info.counter })]);
  if (info.remoteness !== null) rows.push([t('tip.remoteness'), t('count.moves', { count: info.remoteness })]);
  const best = bestNode(info);
  if (best !== null) rows.push([t('tip.best'), t('graph.toNode', { node: best })]);
  if (info.queuePlace !== null) rows.push([t('tip.queue'), t('tip.queuePlace', { place: info.queuePlace })]);
  return rows;
}

/** Why the node has its outcome, in one or two sentences with numbers. */
export function graphReason(info) {
  const { reason } = info;
  switch (reason.kind) {
    case 'terminal':
      return t('graphWhy.terminal', { node: nodeName(info.state) });
    case 'win':
      return t(reason.toRemoteness === 0 ? 'graphWhy.winAtOnce' : 'graphWhy.win', { remoteness: info.remoteness, node: reason.node, toRemoteness: reason.toRemoteness });
    case 'lose': {
      const tied = resistingLongest(info, 'node');
      return t(tied.length > 1 ? 'graphWhy.loseTied' : 'graphWhy.lose', {
        remoteness: info.remoteness, nodes: reason.nodes, tied, resist: reason.resist, toRemoteness: reason.toRemoteness,
      });
    }
    case 'loop':
      return t('graphWhy.loop', { node: reason.node });
    default: {
      const parts = [t('graphWhy.undecided', { counter: reason.counter, k: info.moves.length })];
      if (reason.knownWins.length > 0) parts.push(t('graphWhy.knownWins', { nodes: reason.knownWins }));
      if (reason.queuedWins.length > 0) parts.push(t('graphWhy.queuedWins', { nodes: reason.queuedWins }));
      if (reason.knownLoses.length > 0) parts.push(t('graphWhy.knownLoses', { nodes: reason.knownLoses }));
      return sentences(parts);
    }
  }
}

/** One item of the best line: who moves (the mover or the opponent, turn about) and where to. */
export const graphLineItem = (move, _from, i) => t(i % 2 === 0 ? 'graphWhy.lineMover' : 'graphWhy.lineOpponent', { node: move.node });

/** The note above the best line: its length, or where its cycle starts. */
export function graphLineNote(line) {
  if (line.length === 0) return '';
  if (line.cycleStart === null) return t('graphWhy.lineToEnd', { count: line.length });
  return t('why.lineCycle', { move: line.cycleStart + 1 });
}
