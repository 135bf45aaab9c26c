// @ts-check
// How the shared panels (panels/) speak of the graph game: nodes named by their number,
// moves by the node they reach, and as sides the player who moves first from the start
// and the other one, taking turns. `info` is the graph as the engine described it at its
// start ({ nodes, moves, edges }).

import { stateOfNode } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import { DETAIL_NODES } from '../../draw/state-graph/geometry.js';
import {
  bestNode, graphLineItem, graphLineNote, graphReason, nodeName, outcomeWords,
} from './text.js';
import { graphProofSentences } from './proof-text.js';

const SIDE_NAMES = ['first', 'second'];

/** The node a text names (a whole number 1..n), as a state, or null. */
export function parseNode(text, info) {
  const match = /^\s*(\d{1,9})\s*$/.exec(String(text));
  if (!match || !info) return null;
  const node = Number(match[1]);
  return node >= 1 && node <= info.nodes ? stateOfNode(node) : null;
}

/** @type {import('../contract.js').Naming} */
export const GRAPH_NAMING = Object.freeze({
  stateName: (state) => nodeName(state),
  moveKey: 'node',
  moveLabel: (move) => move.node ?? move.label,
  bestMove: bestNode,
  // ---- Why? ----
  columns: Object.freeze(['why.colMoveTo']),
  moveCells: (move) => [String(move.node)],
  headline: (info) => outcomeWords(info.outcome, info.remoteness),
  reasonText: (info) => graphReason(info),
  lineItemText: (move, from, _info, i) => graphLineItem(move, from, i),
  lineNote: graphLineNote,
  whyHint: () => t('graphWhy.hint'),
  // ---- Check ----
  checkLabel: 'graph.checkLabel',
  checkPlaceholder: 'Lose Win Win Lose Lose',
  /** The state a wrong word is about, in the verdict: "node 4", as a bare number reads as the word's. */
  checkedName: (state) => t('graph.nodeCalled', { node: nodeName(state) }),
  proofSentences: (first) => graphProofSentences(first),
  answerShape: ({ words, choices, shape }) => t('format.expectedGraph', { words, choices, nodes: shape.nodes }),
  // ---- Predict ----
  drawsEach: (info) => info.nodes <= DETAIL_NODES,
  predictTooLarge: () => t('graph.predictTooLarge', { limit: DETAIL_NODES }),
  predictHint: 'graph.predictHint',
  predictStarted: 'graph.predictStarted',
  // ---- The whole result ----
  statsCaption: 'graph.statsCaption',
  statGroups: Object.freeze(['graph.allNodes']),
  statsNote: (run) => (run.done ? t('graph.statsFinal') : t('graph.statsSoFar', { steps: run.steps })),
  // ---- Play ----
  sides: Object.freeze([{ value: 'first', mover: 0 }, { value: 'second', mover: 1 }]),
  sideOf: (mover) => SIDE_NAMES[mover],
  moverKey: (mover) => SIDE_NAMES[mover],
  moverName: (mover) => t(`graph.side.${SIDE_NAMES[mover]}`),
  // The players take turns: whoever moves first from the start moves at every even ply.
  moverAt: (_state, ply) => ply % 2,
  parseStart: parseNode,
  startExample: () => '1',
  startHint: () => t('graph.startHint'),
  /** A start that names no node, as a field's problem (worded by ui/problem-words.js). */
  badStart: (info) => ({ code: 'graphStart', n: info.nodes }),
  badPlay: (value) => ({ key: 'graph.badPlay', values: { value } }),
  badYou: (value) => ({ key: 'graph.badYou', values: { value } }),
  playMoveText: (row) => t('graph.toNode', { node: row.node }),
  logText: (move, byYou) => t(byYou ? 'graph.logYou' : 'graph.logComputer', { who: t(`graph.side.${SIDE_NAMES[move.mover]}`), node: move.label }),
  playOver: (youWon, who, moves) => t(youWon ? 'graph.youWin' : 'graph.computerWins', { who, moves }),
});
