// @ts-check
// How the shared panels (panels/) speak of Berzerk: states named like `R5`, moves by their
// jump, Rick and Morty as the sides, the hole as the end of a game. `info` is the game as
// the engine described it at its start ({ n, jumps, ... }).

import { DETAIL_LIMIT } from './ring-geometry.js';
import {
  MORTY, RICK, currentNumbering, isHole, moverOf, parseStateName, placeNumber, stateName, stateOf,
} from '../../model/states.js';
import { t } from '../../i18n/index.js';
import {
  headline, lineItemText, lineNote, reasonText,
} from './explain-text.js';
import { bestJump, moverName, placeOf } from './text.js';
import { proofSentences } from './proof-text.js';

const SIDE_NAMES = ['rick', 'morty'];

/**
 * The places a judge's answer line covers, objects 2..n (positions 1..n−1) in the page's
 * numbering, on a circle of `objects` objects, or of n when it is not known (many cases).
 * @param {number | null} objects
 */
function answerPlaces(objects) {
  const numbering = currentNumbering();
  const unknown = numbering === 'position' ? 'n−1' : 'n';
  const last = objects === null ? unknown : placeNumber(objects - 1);
  return t('berzerk.placeRange', { first: placeNumber(1), last, numbering });
}

/**
 * What a Berzerk answer should hold: two lines for one circle, or two a game for a judge
 * input of many (`ExpectedWire` of shape `berzerk` or `berzerkCases`).
 * @param {import('../contract.js').ExpectedAnswer} expected
 */
function answerShape({ words, choices, shape }) {
  if (shape.kind === 'berzerkCases') {
    return t('format.expectedCases', {
      words, choices, games: shape.games, places: answerPlaces(null),
    });
  }
  return t('format.expectedBerzerk', { words, choices, places: answerPlaces(shape.objects) });
}

/** @type {import('../contract.js').Naming} */
export const BERZERK_NAMING = Object.freeze({
  stateName: (state, info) => stateName(state, info.n),
  moveKey: 'jump',
  moveLabel: (move) => move.jump ?? move.label,
  bestMove: bestJump,
  // ---- Why? ----
  columns: Object.freeze(['why.colJump', 'why.colTo']),
  moveCells: (move, info) => [String(move.jump), t('why.toCell', { name: stateName(move.to, info.n), place: placeOf(move.to, info.n) })],
  headline,
  reasonText: (info, game) => reasonText(info, game.jumps),
  lineItemText: (move, from, info) => lineItemText(move, from, info.n),
  lineNote,
  whyHint: () => t('why.hint'),
  // ---- Check ----
  checkLabel: 'check.answerLabel',
  checkPlaceholder: 'Lose Win Win Loop\nLoop Win Win Win',
  proofSentences: (first, info) => proofSentences(first, info.n),
  answerShape,
  // ---- Predict ----
  drawsEach: (info) => info.n <= DETAIL_LIMIT,
  predictTooLarge: () => t('predict.tooLarge', { limit: DETAIL_LIMIT }),
  predictHint: 'predict.hint',
  predictStarted: 'predict.started',
  // ---- The whole result ----
  statsCaption: 'result.caption',
  statGroups: Object.freeze(['result.rickToMove', 'result.mortyToMove']),
  statsNote: (run) => (run.done ? t('result.final') : t('result.soFar', { steps: run.steps })),
  // ---- Play ----
  sides: Object.freeze([{ value: 'rick', mover: RICK }, { value: 'morty', mover: MORTY }]),
  sideOf: (mover) => SIDE_NAMES[mover],
  moverKey: (mover) => SIDE_NAMES[mover],
  moverName,
  moverAt: (state, _ply, info) => moverOf(state, info.n),
  parseStart(text, info) {
    const state = parseStateName(text, info.n);
    return state === null || isHole(state, info.n) ? null : state;
  },
  /** Rick to move next to the hole: a state every circle (n ≥ 2) has, in the numbering shown. */
  startExample: () => stateName(stateOf(RICK, 1, 2), 2),
  startHint: () => t('play.startHint', { numbering: currentNumbering() }),
  /** A start that names no state to play from, as a field's problem (worded by ui/problem-words.js). */
  badStart: (info) => ({ code: 'playStart', n: info.n }),
  badPlay: (value, info) => ({ key: 'link.badPlay', values: { value, n: info.n, numbering: currentNumbering() } }),
  badYou: (value) => ({ key: 'link.badYou', values: { value } }),
  /** A start typed in numbering `from`, named in the page's numbering now (as typed if it names none). */
  renamed(text, from, info) {
    const state = parseStateName(text, info.n, from);
    return state === null ? text : stateName(state, info.n);
  },
  playMoveText: (row, info) => t('play.moveLabel', { jump: row.jump, name: stateName(row.to, info.n) }),
  logText(move, byYou, info) {
    const text = t(byYou ? 'play.logYou' : 'play.logComputer', { who: moverName(move.mover), jump: move.label, name: stateName(move.to, info.n) });
    return isHole(move.to, info.n) ? t('play.intoHole', { text }) : text;
  },
  playOver: (youWon, who, moves) => t(youWon ? 'play.youWin' : 'play.computerWins', { who, moves }),
});
