// @ts-check
// A rule game's states by their values, as the command's table writes them: the states are
// the combinations of the state variables' values, numbered with the first variable slowest
// (`game.variables`: `{ name, low, size }` for an integer range, `{ name, names }` for named
// values), or with `where` only those kept (`game.kept`, mapped in board-geometry.js). Pure,
// so the engine and the page name states alike without asking wasm.

import { combinationOf, stateAt } from './board-geometry.js';

/** @typedef {{ name: string, low?: number, size?: number, names?: string[] }} Variable */
/** @typedef {{ variables: readonly Variable[], kept?: ArrayLike<number> | null }} Game */

/** @param {Variable} variable */
const sizeOf = (variable) => (variable.names ? variable.names.length : Number(variable.size));

/**
 * The values of `state` of `game`, one word per variable (a named value by its name).
 * @param {number} state
 * @param {Game} game
 * @returns {string[]}
 */
export function wordsOf(state, game) {
  const { variables } = game;
  const words = new Array(variables.length);
  let rest = combinationOf(game, state);
  for (let i = variables.length - 1; i >= 0; i -= 1) {
    const variable = variables[i];
    const size = sizeOf(variable);
    const digit = rest % size;
    rest = Math.floor(rest / size);
    words[i] = variable.names ? variable.names[digit] : String(Number(variable.low) + digit);
  }
  return words;
}

/**
 * A state's name from its values: `3` for one variable, `(3, 5)` or `(0, Rick)` for more.
 * @param {readonly string[]} words
 */
export const nameOfWords = (words) => (words.length === 1 ? words[0] : `(${words.join(', ')})`);

/**
 * The combination whose values are `words` (integers as written, a named value by its name or
 * its rank), or null when one is out of its range or no value at all.
 * @param {readonly string[]} words
 * @param {readonly Variable[]} variables
 * @returns {number | null}
 */
function combinationOfWords(words, variables) {
  if (words.length !== variables.length || words.length === 0) return null;
  let combination = 0;
  for (let i = 0; i < variables.length; i += 1) {
    const digit = digitOf(words[i].trim(), variables[i]);
    if (digit === null) return null;
    combination = combination * sizeOf(variables[i]) + digit;
  }
  return combination;
}

/**
 * The state of `game` whose values are `words`, or null when they name none (one out of its
 * range, no value at all, or a combination `where` leaves out).
 * @param {readonly string[]} words
 * @param {Game} game
 * @returns {number | null}
 */
export function stateOfWords(words, game) {
  const combination = combinationOfWords(words, game.variables);
  return combination === null ? null : stateAt(game, combination);
}

/** @param {string} word @param {Variable} variable @returns {number | null} */
function digitOf(word, variable) {
  const named = variable.names ? variable.names.indexOf(word) : -1;
  if (named >= 0) return named;
  if (!/^-?\d{1,15}$/.test(word)) return null;
  const digit = Number(word) - (variable.names ? 0 : Number(variable.low));
  return digit >= 0 && digit < sizeOf(variable) ? digit : null;
}

/** A text's values, separated by commas (`3,5`, `(3, 5)`, `0,Rick`). @param {string} text */
const wordsOfText = (text) => String(text).trim().replace(/^\((.*)\)$/s, '$1').split(',');

/**
 * The state of `game` a text names by its values (`3,5`, `(3, 5)`, `0,Rick`), or null.
 * @param {string} text
 * @param {Game} game
 */
export const stateOfText = (text, game) => stateOfWords(wordsOfText(text), game);

/**
 * Whether a text names values in their ranges whose combination `where` leaves out: not a
 * state, though the board has its (empty) cell.
 * @param {string} text
 * @param {Game} game
 */
export function leftOut(text, game) {
  const combination = combinationOfWords(wordsOfText(text), game.variables);
  return combination !== null && stateAt(game, combination) === null;
}

/**
 * The board's shape, by the state variables: one integer variable a strip, one integer and
 * one two-valued variable two strips, two integer variables a grid, anything else a graph.
 * @param {readonly Variable[]} variables
 * @returns {'strip' | 'strips' | 'grid' | 'graph'}
 */
export function shapeOf(variables) {
  const integers = variables.filter((v) => !v.names).length;
  const twoValued = variables.filter((v) => sizeOf(v) === 2).length;
  if (variables.length === 1 && integers === 1) return 'strip';
  if (variables.length === 2 && integers === 2) return 'grid';
  if (variables.length === 2 && integers >= 1 && twoValued >= 1) return 'strips';
  return 'graph';
}
