// @ts-check
// How the shared check card (panels/check-panel.js) speaks of the two-pile game: an answer
// answers queries (a judge input typed in the card's own field, `queries=` in a link), its
// words are Alice and Bob, and a wrong word is named by its query and piles. A verdict's
// states are the queries' cells (model/states.js PILE_SIDE); a cell off the grid shown is
// listed but cannot be pinned or outlined, which the verdict says.

import { pileCellOf } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import { pilesProofSentences } from './proof-text.js';

/** The wrong queries' cells off a grid of piles 0 to `size`, and the largest pile among them. */
function offGrid(verdict, size) {
  const off = verdict.wrongStates.map(pileCellOf).filter(({ n, m }) => n > size || m > size);
  return { count: off.length, needed: Math.max(0, ...off.map(({ n, m }) => Math.max(n, m))) };
}

/** @type {import('../contract.js').CheckNaming} */
export const PILES_NAMING = Object.freeze({
  stateName: (state) => {
    const { n, m } = pileCellOf(state);
    return `(${n}, ${m})`;
  },
  /** The cell a wrong query pins, if the grid shown has it. */
  targetOf: (state, info) => {
    const cell = pileCellOf(state);
    return info && cell.n <= info.size && cell.m <= info.size ? cell : null;
  },
  checkLabel: 'pilesCheck.answerLabel',
  checkPlaceholder: 'Bob\nAlice\nBob\nBob\nAlice',
  checkInput: 'pile-queries',
  checkInputLink: 'queries',
  mistakeName: (first) => t('pilesCheck.query', { query: first.query, n: first.piles[0], m: first.piles[1] }),
  answerWord: (word) => t(`pilesCheck.word.${word}`),
  proofSentences: pilesProofSentences,
  answerShape: ({ words, choices }) => t('format.expectedPiles', { words, choices }),
  checkNote: (verdict, info) => {
    const { count, needed } = offGrid(verdict, info.size);
    return count === 0 ? '' : t('pilesCheck.offGrid', { count, size: info.size, needed });
  },
});
