// Berzerk's explanations in words: why a state has its outcome, how far the end is, and
// the best line, from the engine's structured explanation (see BerzerkSession::explain).
// Pure, so it is unit-tested without a browser.

import {
  MOVER_NAMES, isHole, moverOf, objectOf, stateName,
} from '../../engine/contract.js';
import { styleOf } from '../../draw/palette.js';

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
const list = (steps) => steps.join(', ');

/** "object 7" or "the hole" for a state index on a circle of n objects. */
export const placeOf = (state, n) => (isHole(state, n) ? 'the hole' : `object ${objectOf(state, n)}`);

/** The step size of a best move (for Loop, a move that keeps the game going), or null. */
export function bestStep(info) {
  const { reason } = info;
  if (reason.kind === 'win' || reason.kind === 'loop') return reason.step;
  if (reason.kind === 'lose') return reason.resist;
  return null;
}

/** The outcome as a short headline: "Win in 3", "Lose in 0", "Loop", "undecided". */
export function headline(info) {
  const name = styleOf(info.outcome).name;
  return info.remoteness === null ? name : `${name} in ${info.remoteness}`;
}

function undecidedText(info, who, other, k) {
  const { counter, knownWins, queuedWins, knownLoses } = info.reason;
  const parts = [`Undecided so far. Counter ${counter}: ${plural(counter, 'move')} of ${k} not yet known to reach a Win for ${other}.`];
  if (knownWins.length > 0) parts.push(`Known to reach a Win for ${other}: ${list(knownWins)}.`);
  if (queuedWins.length > 0) parts.push(`Waiting in the queue, Wins for ${other} that will count down the counter: ${list(queuedWins)}.`);
  if (knownLoses.length > 0) parts.push(`${list(knownLoses)} reaches a Lose for ${other} still in the queue: ${who} will win once it is taken.`);
  return parts.join(' ');
}

/** Why the state has its outcome, in one or two sentences with numbers. */
export function reasonText(info, steps) {
  const { n, reason } = info;
  const who = MOVER_NAMES[info.mover];
  const other = MOVER_NAMES[1 - info.mover];
  switch (reason.kind) {
    case 'hole':
      return `Game over: ${who} is to move on the hole, so ${other} has just won. Lose in 0.`;
    case 'win':
      return isHole(reason.to, n)
        ? `Win in 1: ${who} plays ${reason.step} straight into the hole.`
        : `Win in ${info.remoteness}: ${who} plays ${reason.step} to ${placeOf(reason.to, n)}, where ${other} loses in ${reason.toRemoteness}.`;
    case 'lose':
      return `Lose in ${info.remoteness}: every move (${list(reason.steps)}) reaches a state where ${other} wins; `
        + `${reason.resist} resists longest (${placeOf(reason.to, n)}, where ${other} wins in ${reason.toRemoteness}).`;
    case 'loop':
      return `Loop: no move reaches a state where ${other} loses, and ${reason.step} leads to ${placeOf(reason.to, n)}, `
        + `which ${other} cannot win either, so ${who} keeps the game going.`;
    default:
      return undecidedText(info, who, other, steps[info.mover].length);
  }
}

/** One item of the best line: who plays what, and where it lands. */
export function lineItemText(move, from, n) {
  const who = MOVER_NAMES[moverOf(from, n)];
  return `${who} plays ${move.step} → ${stateName(move.to, n)} (${placeOf(move.to, n)})`;
}

/** The rows of the move table grouped as the engine orders them, with their headings. */
export const GROUP_TITLES = Object.freeze({
  winning: 'Winning moves',
  looping: 'Moves that keep it looping',
  undecided: 'Moves not decided yet',
  losing: 'Losing moves',
});
