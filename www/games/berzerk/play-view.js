// The play card's parts drawn from a game being played ({ start, you, moves }): your move
// buttons, the result line and the log. Plain DOM building, no engine.

import { Outcome, isHole, stateName } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import { moveForYou } from './play.js';
import { moverName } from './text.js';

const worthText = (worth) => (worth.kind === 'loop' ? t('play.itLoops') : t(`play.you.${worth.kind}`, { moves: worth.moves }));

/** Your moves from the explanation `info` of the state you are at, hinted or not. */
export function moveButtons(doc, info, n, hinted) {
  return info.moves.map((row) => {
    const worth = moveForYou(row);
    const button = doc.createElement('button');
    button.type = 'button';
    button.dataset.step = String(row.jump);
    button.dataset.jump = String(row.jump);
    button.dataset.to = String(row.to);
    const label = t('play.moveLabel', { jump: row.jump, name: stateName(row.to, n) });
    button.textContent = hinted ? t('play.moveHint', { label, worth: worthText(worth) }) : label;
    if (hinted) button.className = `move-${worth.kind}`;
    return button;
  });
}

/** The result line: whose move it is, who won in how many moves, or that it loops. */
export function resultText(game, state, at, n, { outcome, remoteness }) {
  if (!state.over) {
    const turn = t('play.yourMove', { who: moverName(game.you), name: stateName(at, n) });
    if (state.again === null) return turn;
    // It is your move there, so its outcome is yours.
    const still = { [Outcome.Win]: 'play.stillWin', [Outcome.Lose]: 'play.stillLose' }[outcome];
    const worth = still ? t(still, { moves: remoteness }) : '';
    return `${t('play.again', { name: stateName(at, n), worth })} ${turn}`;
  }
  if (state.winner === null) return t('play.looping', { name: stateName(state.repeated, n), moves: state.moves });
  const key = state.winner === game.you ? 'play.youWin' : 'play.computerWins';
  return t(key, { who: moverName(state.winner), moves: state.moves });
}

/** The log's items, one per move played. */
export function logItems(doc, game, n) {
  return game.moves.map((move) => {
    const item = doc.createElement('li');
    item.dataset.mover = move.mover === 0 ? 'rick' : 'morty';
    item.dataset.step = String(move.jump);
    item.dataset.jump = String(move.jump);
    item.dataset.to = stateName(move.to, n);
    const text = t(move.mover === game.you ? 'play.logYou' : 'play.logComputer', {
      who: moverName(move.mover), jump: move.jump, name: stateName(move.to, n),
    });
    item.textContent = isHole(move.to, n) ? t('play.intoHole', { text }) : text;
    return item;
  });
}
