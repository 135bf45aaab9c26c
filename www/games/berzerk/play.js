// Playing against perfect play, as pure functions of the engine's explanations: which move
// the computer makes, what each of your moves is worth to you, and how a game stands.

import { Outcome, isHole } from '../../engine/contract.js';

/**
 * The computer's move from a decided state: the quickest win, the slowest loss, or a move
 * that keeps a Loop going (the step sizes the explanation names as best).
 */
export function perfectMove(info) {
  const { reason } = info;
  if (reason.kind === 'win' || reason.kind === 'loop') return { step: reason.step, to: reason.to };
  if (reason.kind === 'lose') return { step: reason.resist, to: reason.to };
  return null;
}

/**
 * What a position is worth to you, for the chart: +r when you can force a win in r moves,
 * -r when the other side can, null for a Loop.
 */
export function valueForYou(outcome, remoteness, moverIsYou) {
  if (outcome === Outcome.Loop || remoteness === null) return null;
  const moverWins = outcome === Outcome.Win;
  return moverWins === moverIsYou ? remoteness : -remoteness;
}

/** A move as you would see it: its outcome for you and in how many moves (yours included). */
export function moveForYou(row) {
  if (row.outcome === Outcome.Lose) return { kind: 'win', text: `you win in ${row.remoteness + 1}` };
  if (row.outcome === Outcome.Win) return { kind: 'lose', text: `you lose in ${row.remoteness + 1}` };
  return { kind: 'loop', text: 'it loops' };
}

/** How the game stands after `moves` ([{ to }]) from `start`: over (and why) or still going. */
export function gameState(start, moves, n) {
  const last = moves.length === 0 ? start : moves[moves.length - 1].to;
  if (moves.length > 0 && isHole(last, n)) return { over: true, winner: moves[moves.length - 1].mover, moves: moves.length };
  const seen = new Set([start]);
  for (const [i, move] of moves.entries()) {
    if (seen.has(move.to)) return { over: true, winner: null, repeated: move.to, moves: i + 1 };
    seen.add(move.to);
  }
  return { over: false };
}
