// The two-pile game's "Why?" card (the cell in focus: hovered, or pinned by a click) and its
// numbers (the P-positions found so far).

import { cellReason, pileNumbers } from './text.js';

export function createCellPanel(doc) {
  const card = doc.getElementById('cell-explain');
  const reason = doc.getElementById('cell-reason');
  const numbers = doc.getElementById('pile-numbers');
  let shownNumbers = -1;

  return {
    show(info) {
      if (!info) {
        delete card.dataset.cell;
        delete card.dataset.outcome;
        reason.textContent = 'Hover a cell to see why it wins or loses; click or tap it to pin it (Esc unpins).';
        return;
      }
      card.dataset.cell = `${info.n},${info.m}`;
      card.dataset.outcome = info.decidedAt === 0 ? 'undecided' : info.losing ? 'Lose' : 'Win';
      reason.textContent = cellReason(info);
    },
    update(snap) {
      if (snap.version === shownNumbers) return;
      shownNumbers = snap.version;
      numbers.textContent = pileNumbers(snap).text;
    },
  };
}
