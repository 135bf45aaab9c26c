// The play card's parts drawn from a game being played ({ start, you, moves }): your move
// buttons, the result line and the log. Plain DOM building, no engine.

import { MOVER_NAMES, stateName } from '../../engine/contract.js';
import { moveForYou } from './play.js';

/** Your moves from the explanation `info` of the state you are at, hinted or not. */
export function moveButtons(doc, info, n, hinted) {
  return info.moves.map((row) => {
    const worth = moveForYou(row);
    const button = doc.createElement('button');
    button.type = 'button';
    button.dataset.step = String(row.step);
    button.dataset.to = String(row.to);
    const label = `${row.step} → ${stateName(row.to, n)}`;
    button.textContent = hinted ? `${label}: ${worth.text}` : label;
    if (hinted) button.className = `move-${worth.kind}`;
    return button;
  });
}

/** The result line: whose move it is, who won in how many moves, or that it loops. */
export function resultText(game, state, at, n) {
  if (!state.over) return `Your move, ${MOVER_NAMES[game.you]} at ${stateName(at, n)}.`;
  if (state.winner === null) {
    return `The game is looping: ${stateName(state.repeated, n)} came back after ${state.moves} moves, and neither side can force a win.`;
  }
  const who = state.winner === game.you ? 'You win' : 'The computer wins';
  return `${who}: ${MOVER_NAMES[state.winner]} sends the monster into the hole in ${state.moves} moves.`;
}

/** The log's items, one per move played. */
export function logItems(doc, game, n) {
  return game.moves.map((move) => {
    const item = doc.createElement('li');
    item.dataset.mover = MOVER_NAMES[move.mover].toLowerCase();
    item.dataset.step = String(move.step);
    item.dataset.to = stateName(move.to, n);
    const you = move.mover === game.you ? ' (you)' : '';
    item.textContent = `${MOVER_NAMES[move.mover]}${you} plays ${move.step} → ${stateName(move.to, n)}`;
    return item;
  });
}
