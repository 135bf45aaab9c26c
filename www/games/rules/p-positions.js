// The P-positions of a game with two integer variables: its Lose states, one `(a, b)` a
// line in state order (the first variable slowest), as a table of them is written.

import { Outcome } from '../../model/states.js';
import { nameOfWords, wordsOf } from './values.js';

/**
 * The Lose states among `outcomes` (one code per state) as `(a, b)` lines, the states of
 * `game` ({ variables: [{ low, size }, { low, size }], kept }).
 * @param {ArrayLike<number>} outcomes
 * @param {import('./values.js').Game} game
 */
export function pPositionLines(outcomes, game) {
  const lines = [];
  for (let s = 0; s < outcomes.length; s += 1) {
    if (outcomes[s] === Outcome.Lose) lines.push(nameOfWords(wordsOf(s, game)));
  }
  return lines;
}

/** Whether `variables` are two integer ones (`{ name, low, size }`, not named values). */
export const twoIntegers = (variables) => variables?.length === 2 && variables.every((v) => v.names === undefined);
