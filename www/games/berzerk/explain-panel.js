// The "Why?" card: the state in focus (hovered, or pinned by a click or tap), why it has its
// outcome, its moves grouped by what they are worth to the mover and sorted by remoteness,
// and the best line from it. Hovering a move shows it on the board.

import { stateName } from '../../engine/contract.js';
import { styleOf } from '../../draw/palette.js';
import {
  GROUP_TITLES, bestStep, headline, lineItemText, placeOf, reasonText,
} from './explain-text.js';

function cell(doc, tag, text, className) {
  const element = doc.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** Rows shown per group: a full step set can have thousands of moves. */
const ROWS_PER_GROUP = 12;

function moreRow(doc, hidden) {
  const row = doc.createElement('tr');
  row.className = 'more';
  const td = cell(doc, 'td', `… and ${hidden} more`);
  td.colSpan = 4;
  row.append(td);
  return row;
}

function moveRows(doc, info) {
  const rows = [];
  let group = null;
  let inGroup = 0;
  const counts = {};
  for (const move of info.moves) counts[move.group] = (counts[move.group] ?? 0) + 1;
  for (const move of info.moves) {
    if (move.group === group && inGroup >= ROWS_PER_GROUP) continue;
    if (move.group !== group) {
      if (group !== null && counts[group] > ROWS_PER_GROUP) rows.push(moreRow(doc, counts[group] - ROWS_PER_GROUP));
      inGroup = 0;
      group = move.group;
      const heading = doc.createElement('tr');
      heading.className = 'group';
      const th = cell(doc, 'th', GROUP_TITLES[group]);
      th.colSpan = 4;
      th.scope = 'colgroup';
      heading.append(th);
      rows.push(heading);
    }
    const row = doc.createElement('tr');
    row.dataset.step = String(move.step);
    row.dataset.to = stateName(move.to, info.n);
    row.dataset.target = String(move.to);
    if (move.best) row.classList.add('best');
    const outcome = styleOf(move.outcome).name;
    row.append(
      cell(doc, 'td', `${move.step}${move.best ? ' ★' : ''}`),
      cell(doc, 'td', `${stateName(move.to, info.n)} (${placeOf(move.to, info.n)})`),
      cell(doc, 'td', outcome, `outcome-${outcome.toLowerCase()}`),
      cell(doc, 'td', move.remoteness === null ? '–' : String(move.remoteness)),
    );
    rows.push(row);
    inGroup += 1;
  }
  if (group !== null && counts[group] > ROWS_PER_GROUP) rows.push(moreRow(doc, counts[group] - ROWS_PER_GROUP));
  return rows;
}

function lineItems(doc, info) {
  let from = info.state;
  return info.line.moves.map((move, i) => {
    const item = cell(doc, 'li', lineItemText(move, from, info.n));
    item.dataset.step = String(move.step);
    item.dataset.to = stateName(move.to, info.n);
    if (info.line.cycleStart === i) item.classList.add('cycle-start');
    from = move.to;
    return item;
  });
}

export function createExplainPanel(doc, { preview }) {
  const card = doc.getElementById('explain');
  const title = doc.getElementById('explain-title');
  const reason = doc.getElementById('explain-reason');
  const moves = doc.getElementById('moves');
  const line = doc.getElementById('best-line');
  const lineNote = doc.getElementById('best-line-note');
  let shown = null;

  moves.addEventListener('pointerover', (event) => {
    const row = event.target.closest('tr[data-step]');
    preview(row ? { step: Number(row.dataset.step), to: Number(row.dataset.target) } : null);
  });
  moves.addEventListener('pointerleave', () => preview(null));

  function clear() {
    for (const key of ['state', 'outcome', 'remoteness', 'best']) delete card.dataset[key];
    title.textContent = 'Why?';
    reason.textContent = 'Hover a state to see why it has its outcome; click or tap it to pin it here (Esc unpins).';
    moves.tBodies[0].replaceChildren();
    line.replaceChildren();
    lineNote.textContent = '';
    moves.hidden = true;
  }

  function fill(info, { pinned, steps }) {
    card.dataset.state = info.name;
    card.dataset.outcome = styleOf(info.outcome).name;
    if (info.remoteness === null) delete card.dataset.remoteness;
    else card.dataset.remoteness = String(info.remoteness);
    const best = bestStep(info);
    if (best === null) delete card.dataset.best;
    else card.dataset.best = String(best);
    title.textContent = `${pinned ? 'Pinned' : 'Why?'} ${info.name}: ${headline(info)}`;
    reason.textContent = reasonText(info, steps);
    moves.hidden = info.moves.length === 0;
    moves.tBodies[0].replaceChildren(...moveRows(doc, info));
    line.replaceChildren(...lineItems(doc, info));
    const { cycleStart } = info.line;
    lineNote.textContent = info.line.moves.length === 0 ? ''
      : cycleStart === null ? `Best line: ${info.line.moves.length} moves to the hole.`
        : `A line that never ends: from move ${cycleStart + 1} it goes round the same cycle.`;
  }

  return {
    /** Shows `info` (or the hint when null); redraws only when the state or the run changed. */
    show(info, { pinned, steps, version }) {
      const key = info ? `${info.state}|${pinned}|${version}` : 'none';
      if (key === shown) return;
      shown = key;
      if (info) fill(info, { pinned, steps });
      else clear();
    },
  };
}
