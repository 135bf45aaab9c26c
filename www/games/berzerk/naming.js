// How the shared panels (panels/) speak of Berzerk: states named like `R5`, moves by their
// jump, Rick and Morty as the sides, the hole as the end of a game. `info` is the game as
// the engine described it at its start ({ n, jumps, ... }).

import { DETAIL_LIMIT } from '../../draw/ring-geometry.js';
import {
  MORTY, RICK, isHole, moverOf, parseStateName, stateName,
} from '../../model/states.js';
import { t } from '../../i18n/index.js';
import {
  headline, lineItemText, lineNote, reasonText,
} from './explain-text.js';
import { bestJump, moverName, placeOf } from './text.js';

const SIDE_NAMES = ['rick', 'morty'];

export const BERZERK_NAMING = Object.freeze({
  stateName: (state, info) => stateName(state, info.n),
  moveKey: 'jump',
  moveLabel: (move) => move.jump ?? move.label,
  bestMove: bestJump,
  // ---- Why? ----
  columns: Object.freeze(['why.colJump', 'why.colTo']),
  moveCells: (move, info) => [String(move.jump), `${stateName(move.to, info.n)} (${placeOf(move.to, info.n)})`],
  headline,
  reasonText: (info, game) => reasonText(info, game.jumps),
  lineItemText: (move, from, info) => lineItemText(move, from, info.n),
  lineNote,
  whyHint: () => t('why.hint'),
  // ---- Check ----
  checkLabel: 'check.answerLabel',
  checkPlaceholder: 'Lose Win Win Loop\nLoop Win Win Win',
  // ---- Predict ----
  drawsEach: (info) => info.n <= DETAIL_LIMIT,
  predictTooLarge: () => t('predict.tooLarge', { limit: DETAIL_LIMIT }),
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
  startExample: () => 'R2',
  startHint: () => t('play.startHint'),
  badStart: (info) => t('play.badStart', { n: info.n }),
  badPlay: (value) => t('link.badPlay', { value }),
  badYou: (value) => t('link.badYou', { value }),
  playMoveText: (row, info) => t('play.moveLabel', { jump: row.jump, name: stateName(row.to, info.n) }),
  logText(move, byYou, info) {
    const text = t(byYou ? 'play.logYou' : 'play.logComputer', { who: moverName(move.mover), jump: move.label, name: stateName(move.to, info.n) });
    return isHole(move.to, info.n) ? `${text} ${t('play.intoHole')}` : text;
  },
  playOver: (youWon, who, moves) => t(youWon ? 'play.youWin' : 'play.computerWins', { who, moves }),
});
