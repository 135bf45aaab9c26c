// @ts-check
// How the shared panels (panels/) speak of a rule game: states named by their values as the
// command's table writes them (`3`, `(3, 5)`, `(0, Rick)`), a move by its move line's target
// with the generators' values put in (`(a - 2, b)`) and the state it reaches, and as sides
// the player who moves first from the start and the other one, taking turns. `info` is the
// game as the engine described it at its start ({ states, moves, variables, ... }).

import { sentences, t } from '../../i18n/index.js';
import { grundyText, sumMovesText } from './grundy-text.js';
import { leftOut, stateOfText } from './values.js';
import { grundyCell } from './pattern-cells.js';
import {
  bestName, outcomeWords, rulesLineItem, rulesLineNote, rulesReason, stateName,
} from './text.js';
import { rulesProofSentences } from './proof-text.js';

const SIDE_NAMES = ['first', 'second'];
/** Predict asks only of games this small, where every state is drawn. */
export const DRAWN_EACH_UP_TO = 400;

/**
 * The state a text names by its values (`3`, `3,5`, `(0, Rick)`), or null.
 * @param {string} text
 * @param {any} info
 */
export const parseState = (text, info) => (info?.variables ? stateOfText(text, info) : null);

/** @type {import('../contract.js').Naming} */
export const RULES_NAMING = Object.freeze({
  stateName,
  moveKey: 'name',
  moveLabel: (move) => move.name ?? move.label,
  bestMove: bestName,
  // ---- Why? ----
  columns: Object.freeze(['rules.colMove', 'why.colMoveTo', 'rulesWhy.colGrundy']),
  /** The move line, the state reached and its Grundy value (`inf` infinite; `–` without normal play). */
  moveCells: (move) => [String(move.label ?? move.name), String(move.name), move.grundy === null || move.grundy === undefined ? '–' : grundyCell(move.grundy)],
  headline: (info) => outcomeWords(info.outcome, info.remoteness),
  /** The outcome's reason, then for a decided state its Grundy value's (normal play). */
  reasonText: (info, game) => sentences([
    rulesReason(info, game),
    info.reason.kind === 'undecided' ? '' : grundyText(info.grundy && { ...info.grundy, terminal: info.moves.length === 0 }, (state) => stateName(state, game)),
    sumMovesText(info.sums, game),
  ]),
  lineItemText: (move, from, _info, i) => rulesLineItem(move, from, i),
  lineNote: rulesLineNote,
  whyHint: () => t('rulesWhy.hint'),
  // ---- Check ----
  checkLabel: 'rules.checkLabel',
  checkPlaceholder: 'Lose Win Win Lose Win',
  checkedName: (state, info) => t('rules.stateCalled', { state: stateName(state, info) }),
  proofSentences: (first, info) => rulesProofSentences(first, info),
  answerShape: ({ words, choices }) => t('format.expectedRules', { words, choices }),
  // ---- Predict ----
  drawsEach: (info) => info.states <= DRAWN_EACH_UP_TO,
  predictTooLarge: () => t('rules.predictTooLarge', { limit: DRAWN_EACH_UP_TO }),
  predictHint: 'predict.hint',
  predictStarted: 'predict.started',
  // ---- The whole result ----
  statsCaption: 'rules.statsCaption',
  statGroups: Object.freeze(['rules.allStates']),
  statsNote: (run) => (run.done ? t('rules.statsFinal') : t('rules.statsSoFar', { steps: run.steps })),
  // ---- Play ----
  sides: Object.freeze([{ value: 'first', mover: 0 }, { value: 'second', mover: 1 }]),
  sideOf: (mover) => SIDE_NAMES[mover],
  moverKey: (mover) => SIDE_NAMES[mover],
  moverName: (mover) => t(`rules.side.${SIDE_NAMES[mover]}`),
  // The players take turns: whoever moves first from the start moves at every even ply.
  moverAt: (_state, ply) => ply % 2,
  parseStart: parseState,
  startExample: () => '0',
  startHint: () => t('rules.startHint'),
  /**
   * A start that names no state, as a field's problem (worded by the game's `problem.rulesStart`),
   * or values whose combination the program's `where` leaves out (`problem.rulesLeftOut`).
   */
  badStart: (info, text) => (info?.variables && leftOut(text, /** @type {any} */ (info))
    ? { code: 'rulesLeftOut', value: String(text).trim() }
    : { code: 'rulesStart', example: stateName(0, info) }),
  badPlay: (value) => ({ key: 'rules.badPlay', values: { value } }),
  badYou: (value) => ({ key: 'rules.badYou', values: { value } }),
  playMoveText: (row) => t('rules.toState', { state: row.name }),
  logText: (move, byYou) => t(byYou ? 'rules.logYou' : 'rules.logComputer', { who: t(`rules.side.${SIDE_NAMES[move.mover]}`), state: move.label }),
  playOver: (youWon, who, moves) => t(youWon ? 'rules.youWin' : 'rules.computerWins', { who, moves }),
});
