// @ts-check
// The two-pile game's "Why?" card (the cell in focus: hovered, or pinned by a click) and its
// numbers (the P-positions found so far).

import { t } from '../../i18n/index.js';
import { cellReason, pileNumbers } from './text.js';

export function createCellPanel(doc) {
  const card = doc.getElementById('cell-explain');
  const reason = doc.getElementById('cell-reason');
  const numbers = doc.getElementById('pile-numbers');
  let shownNumbers = null;

  return {
    /** The numbers in the page's new words. */
    refresh() {
      shownNumbers = null;
    },
    /** The cell `info` describes, or, with none, how to bring one here (or that hints are off while concealed). */
    show(info, { concealed = false } = {}) {
      if (!info) {
        delete card.dataset.cell;
        delete card.dataset.outcome;
        reason.textContent = t(concealed ? 'why.concealed' : 'piles.why.hint');
        return;
      }
      card.dataset.cell = `${info.n},${info.m}`;
      card.dataset.outcome = info.decidedAt === 0 ? 'undecided' : info.losing ? 'Lose' : 'Win';
      reason.textContent = cellReason(info);
    },
    /** The P-positions' numbers, none while they are concealed (Play without hints). */
    update(run, { concealed = false } = {}) {
      const key = `${run.session}|${run.version}|${concealed}`;
      if (key === shownNumbers) return;
      shownNumbers = key;
      numbers.textContent = concealed ? '' : pileNumbers(run).text;
    },
  };
}
