// The play card's parts drawn from a game being played ({ start, you, moves }): your move
// buttons, the result line and the log. Plain DOM building, no engine; the game's `naming`
// names states, movers and moves.

import { Outcome } from '../model/states.js';
import { t } from '../i18n/index.js';
import { moveForYou } from './play.js';

const worthText = (worth) => (worth.kind === 'loop' ? t('play.itLoops') : t(`play.you.${worth.kind}`, { moves: worth.moves }));

/**
 * Where a move sorts in the game's own order: its label when a number (a jump, a node), else
 * the number of the state it reaches (a rule game's `(5, 3)`: the language's state order).
 */
function gameOrderKey(row, naming) {
  const label = Number(naming.moveLabel(row));
  return Number.isFinite(label) ? label : row.to;
}

/**
 * The moves in the game's own order (ascending jump, node or state): the explanation lists
 * them best first, which would tell the answer when the buttons carry no hint.
 */
export const movesInGameOrder = (rows, naming) => rows
  .map((row, i) => ({ row, i, key: gameOrderKey(row, naming) }))
  .sort((a, b) => a.key - b.key || a.i - b.i)
  .map(({ row }) => row);

/**
 * Your moves from the explanation `info` of the state you are at: with hints, best first as
 * Why? lists them; without, in the game's own order.
 */
export function moveButtons(doc, info, naming, gameInfo, hinted) {
  return (hinted ? info.moves : movesInGameOrder(info.moves, naming)).map((row) => {
    const worth = moveForYou(row);
    const label = String(naming.moveLabel(row));
    const button = doc.createElement('button');
    button.type = 'button';
    button.dataset.step = label;
    button.dataset[naming.moveKey] = label;
    button.dataset.to = String(row.to);
    const text = naming.playMoveText(row, gameInfo);
    button.textContent = hinted ? t('play.moveHint', { label: text, worth: worthText(worth) }) : text;
    if (hinted) button.className = `move-${worth.kind}`;
    return button;
  });
}

/** The result line: whose move it is, who won in how many moves, or that it loops. */
export function resultText(game, state, at, { naming, info: gameInfo }, { outcome, remoteness }) {
  const name = (s) => naming.stateName(s, gameInfo);
  if (!state.over) {
    const turn = t('play.yourMove', { who: naming.moverName(game.you), name: name(at) });
    if (state.again === null) return turn;
    // It is your move there, so its outcome is yours.
    const still = { [Outcome.Win]: 'play.stillWin', [Outcome.Lose]: 'play.stillLose' }[outcome];
    const worth = still ? t(still, { moves: remoteness }) : '';
    return `${t('play.again', { name: name(at), worth })} ${turn}`;
  }
  if (state.winner === null) return t('play.looping', { name: name(state.repeated), moves: state.moves });
  return naming.playOver(state.winner === game.you, naming.moverName(state.winner), state.moves);
}

/** The log's items, one per move played. */
export function logItems(doc, game, naming, gameInfo) {
  return game.moves.map((move) => {
    const item = doc.createElement('li');
    item.dataset.mover = naming.moverKey(move.mover);
    item.dataset.step = String(move.label);
    item.dataset[naming.moveKey] = String(move.label);
    item.dataset.to = naming.stateName(move.to, gameInfo);
    item.textContent = naming.logText(move, move.mover === game.you, gameInfo);
    return item;
  });
}
