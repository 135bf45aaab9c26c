// Playing against perfect play, as pure functions of the run's final tables and the
// engine's explanations: which move the computer makes, what each of your moves is worth
// to you, and how a game stands. Moves are { mover, label, to }: the game's label for the
// move (a jump, a node) and the state it reaches.

import { NO_REMOTENESS, Outcome } from '../model/states.js';

/**
 * The computer's move from a decided state: the quickest win, the slowest loss, or a move
 * that keeps a Loop going (the move the explanation names as best), as { label, to }.
 */
export function perfectMove(info, naming) {
  if (!['win', 'lose', 'loop'].includes(info.reason.kind)) return null;
  return { label: naming.bestMove(info), to: info.reason.to };
}

/**
 * What a position is worth to you, for the chart: +r when you can force a win in r moves,
 * -r when the other side can, null for a Loop.
 */
export function valueForYou(outcome, remoteness, moverIsYou) {
  if (outcome === Outcome.Loop || remoteness === null || remoteness === NO_REMOTENESS) return null;
  const moverWins = outcome === Outcome.Win;
  return moverWins === moverIsYou ? remoteness : -remoteness;
}

/** A move as you would see it: its worth to you and in how many moves (yours included). */
export function moveForYou(row) {
  if (row.outcome === Outcome.Lose) return { kind: 'win', moves: row.remoteness + 1 };
  if (row.outcome === Outcome.Win) return { kind: 'lose', moves: row.remoteness + 1 };
  return { kind: 'loop', moves: null };
}

/** Whether the player to move at `state` has no move: Lose in 0 at the end of a run. */
const isOver = (state, { outcomes, remoteness }) => outcomes[state] === Outcome.Lose && remoteness[state] === 0;

/**
 * How the game stands after `moves` ([{ mover, to }]) from `start`, given every state's
 * outcome and remoteness (`tables`): over when the player to move has no move (the last
 * mover won, or `startOpponent` when that is so at the start itself, as at a graph's node
 * without moves), or when a position comes back that neither side can win (a Loop); a
 * position that comes back but can still be won is only noted (`again`), and play goes on.
 */
export function gameState(start, moves, tables, startOpponent = null) {
  const last = moves.length === 0 ? start : moves[moves.length - 1].to;
  if (isOver(last, tables)) {
    const winner = moves.length === 0 ? startOpponent : moves[moves.length - 1].mover;
    return { over: true, winner, moves: moves.length };
  }
  const seen = new Set([start]);
  let again = null;
  for (const [i, move] of moves.entries()) {
    if (seen.has(move.to)) {
      if (tables.outcomes[move.to] === Outcome.Loop) return { over: true, winner: null, repeated: move.to, moves: i + 1 };
      again = i === moves.length - 1 ? move.to : again;
    }
    seen.add(move.to);
  }
  return { over: false, again: again === last ? again : null };
}
