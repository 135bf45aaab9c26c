// The P-positions of a game with two integer variables: its Lose states, one `(a, b)` a
// line in state order (the first variable slowest), as a table of them is written.

import { Outcome } from '../../model/states.js';

/**
 * The Lose states among `outcomes` (one code per state) as `(a, b)` lines, the states
 * numbered over `variables` ([{ low, size }, { low, size }]).
 * @param {ArrayLike<number>} outcomes
 * @param {{ low: number, size: number }[]} variables
 */
export function pPositionLines(outcomes, [first, second]) {
  const lines = [];
  for (let s = 0; s < outcomes.length; s += 1) {
    if (outcomes[s] === Outcome.Lose) {
      lines.push(`(${first.low + Math.floor(s / second.size)}, ${second.low + (s % second.size)})`);
    }
  }
  return lines;
}

/** Whether `variables` are two integer ones (`{ name, low, size }`, not named values). */
export const twoIntegers = (variables) => variables?.length === 2 && variables.every((v) => v.names === undefined);
