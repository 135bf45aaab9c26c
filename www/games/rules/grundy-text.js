// Why?'s words for a state's Grundy value, from the engine's reason (`grundy_reason`): the
// finite values its moves reach and the least one they miss (the mex), and for an infinite
// value the moves that keep it infinite; in a game with sums, each move to a sum with its
// parts' values and their XOR. Pure: the words come from the catalogue (`say`).

import { t } from '../../i18n/index.js';
import { nameOfWords, wordsOf } from './values.js';

/**
 * The sentence that explains `reason` ({ value, finite, reached, mex, keepers, terminal }),
 * naming a target state by `nameOf(state)`; '' when there is no reason (not normal play). A
 * finite value is written as the mex of the values the moves reach (`2 = mex{0, 1}`), a state
 * with no move (`terminal`) as `mex(∅) = 0`; an infinite one as the table prints it (`inf{0,2}`).
 * @param {{ value: string, finite: number | null, reached: number[], mex: number, keepers: number[], terminal?: boolean } | null | undefined} reason
 * @param {(state: number) => string} nameOf
 * @param {(key: string, values?: object) => string} [say]
 */
export function grundyText(reason, nameOf, say = t) {
  if (!reason) return '';
  const { value, reached, mex } = reason;
  if (reason.finite === null || reason.finite === undefined) {
    return say('rulesGrundy.infinite', {
      value, reached, mex, keepers: reason.keepers.map(nameOf),
    });
  }
  if (reason.terminal) return say('rulesGrundy.terminal');
  return say('rulesGrundy.finite', { value, reached });
}

/**
 * A state's moves to sums, each with its parts and their values (`to 2 + 4: 2 xor 1 = 3`), as
 * one sentence; '' without any. `sums` is the engine's list ({ parts, values, value }).
 * @param {{ parts: number[], values: string[], value: string }[] | undefined} sums
 * @param {any} game
 * @param {(key: string, values?: object) => string} [say]
 */
export function sumMovesText(sums, game, say = t) {
  if (!sums || sums.length === 0) return '';
  const name = (state) => (game?.variables ? nameOfWords(wordsOf(state, game)) : String(state));
  const moves = sums.map((m) => say('rulesSum.sumMove', {
    parts: m.parts.map(name).join(' + '), values: m.values.join(say('rulesSum.xorWord')), value: m.value,
  }));
  return say('rulesSum.moves', { moves: moves.join('; ') });
}
