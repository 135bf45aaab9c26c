// @ts-check
// A rule game's states by their values, as the command's table writes them: the states are
// every combination of the state variables' values, numbered with the first variable slowest
// (`info.variables`: `{ name, low, size }` for an integer range, `{ name, names }` for named
// values). Pure, so the engine and the page name states alike without asking wasm.

/** @typedef {{ name: string, low?: number, size?: number, names?: string[] }} Variable */

/** @param {Variable} variable */
const sizeOf = (variable) => (variable.names ? variable.names.length : Number(variable.size));

/**
 * The values of `state`, one word per variable (a named value by its name).
 * @param {number} state
 * @param {readonly Variable[]} variables
 * @returns {string[]}
 */
export function wordsOf(state, variables) {
  const words = new Array(variables.length);
  let rest = state;
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
 * The state whose values are `words` (integers as written, a named value by its name or its
 * rank), or null when one is out of its range or no value at all.
 * @param {readonly string[]} words
 * @param {readonly Variable[]} variables
 * @returns {number | null}
 */
export function stateOfWords(words, variables) {
  if (words.length !== variables.length || words.length === 0) return null;
  let state = 0;
  for (let i = 0; i < variables.length; i += 1) {
    const digit = digitOf(words[i].trim(), variables[i]);
    if (digit === null) return null;
    state = state * sizeOf(variables[i]) + digit;
  }
  return state;
}

/** @param {string} word @param {Variable} variable @returns {number | null} */
function digitOf(word, variable) {
  const named = variable.names ? variable.names.indexOf(word) : -1;
  if (named >= 0) return named;
  if (!/^-?\d{1,15}$/.test(word)) return null;
  const digit = Number(word) - (variable.names ? 0 : Number(variable.low));
  return digit >= 0 && digit < sizeOf(variable) ? digit : null;
}

/**
 * The state a text names, its values separated by commas (`3,5`, `(3, 5)`, `0,Rick`), or null.
 * @param {string} text
 * @param {readonly Variable[]} variables
 */
export function stateOfText(text, variables) {
  const inner = String(text).trim().replace(/^\((.*)\)$/s, '$1');
  return stateOfWords(inner.split(','), variables);
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
