// The "Why?" card: the state in focus (hovered, or pinned by a click or tap), why it has its
// outcome, its moves grouped by what they are worth to the mover and sorted by remoteness,
// and the best line from it. Hovering a move shows it on the board.

import { OUTCOME_WORDS, stateName } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import { outcomeKey } from '../../draw/palette.js';
import {
  groupTitle, headline, lineItemText, lineNote, reasonText,
} from './explain-text.js';
import { bestJump, placeOf } from './text.js';

function cell(doc, tag, text, className) {
  const element = doc.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** Rows shown per group: a full jump set can have thousands of moves. */
const ROWS_PER_GROUP = 12;

function moreRow(doc, hidden) {
  const row = doc.createElement('tr');
  row.className = 'more';
  const td = cell(doc, 'td', t('why.more', { count: hidden }));
  td.colSpan = 4;
  row.append(td);
  return row;
}

function groupRow(doc, group) {
  const heading = doc.createElement('tr');
  heading.className = 'group';
  const th = cell(doc, 'th', groupTitle(group));
  th.colSpan = 4;
  th.scope = 'colgroup';
  heading.append(th);
  return heading;
}

function moveRow(doc, move, n) {
  const row = doc.createElement('tr');
  row.dataset.step = String(move.jump);
  row.dataset.jump = String(move.jump);
  row.dataset.to = stateName(move.to, n);
  row.dataset.target = String(move.to);
  if (move.best) row.classList.add('best');
  row.append(
    cell(doc, 'td', `${move.jump}${move.best ? ' ★' : ''}`),
    cell(doc, 'td', t('why.toCell', { name: stateName(move.to, n), place: placeOf(move.to, n) })),
    cell(doc, 'td', t(`outcome.${move.outcome}`), `outcome-${outcomeKey(move.outcome)}`),
    cell(doc, 'td', move.remoteness === null ? '–' : String(move.remoteness)),
  );
  return row;
}

/** The move table's rows: each group's heading and its first rows, then how many more. */
function moveRows(doc, info) {
  const rows = [];
  const counts = {};
  for (const move of info.moves) counts[move.group] = (counts[move.group] ?? 0) + 1;
  let group = null;
  let inGroup = 0;
  const closeGroup = () => {
    if (group !== null && counts[group] > ROWS_PER_GROUP) rows.push(moreRow(doc, counts[group] - ROWS_PER_GROUP));
  };
  for (const move of info.moves) {
    if (move.group !== group) {
      closeGroup();
      group = move.group;
      inGroup = 0;
      rows.push(groupRow(doc, group));
    }
    if (inGroup < ROWS_PER_GROUP) rows.push(moveRow(doc, move, info.n));
    inGroup += 1;
  }
  closeGroup();
  return rows;
}

function lineItems(doc, info) {
  let from = info.state;
  return info.line.moves.map((move, i) => {
    const item = cell(doc, 'li', lineItemText(move, from, info.n));
    item.dataset.step = String(move.jump);
    item.dataset.jump = String(move.jump);
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
  const lineNoteElement = doc.getElementById('best-line-note');
  let shown = null;

  moves.addEventListener('pointerover', (event) => {
    const row = event.target.closest('tr[data-jump]');
    preview(row ? { jump: Number(row.dataset.jump), to: Number(row.dataset.target) } : null);
  });
  moves.addEventListener('pointerleave', () => preview(null));

  function clear() {
    for (const key of ['state', 'outcome', 'remoteness', 'best']) delete card.dataset[key];
    title.textContent = t('why.title');
    reason.textContent = t('why.hint');
    moves.tBodies[0].replaceChildren();
    line.replaceChildren();
    lineNoteElement.textContent = '';
    moves.hidden = true;
  }

  function fill(info, { pinned, jumps }) {
    const name = stateName(info.state, info.n);
    card.dataset.state = name;
    card.dataset.outcome = OUTCOME_WORDS[info.outcome];
    if (info.remoteness === null) delete card.dataset.remoteness;
    else card.dataset.remoteness = String(info.remoteness);
    const best = bestJump(info);
    if (best === null) delete card.dataset.best;
    else card.dataset.best = String(best);
    title.textContent = t('why.headline', { prefix: pinned ? t('why.pinned') : t('why.title'), name, headline: headline(info) });
    reason.textContent = reasonText(info, jumps);
    moves.hidden = info.moves.length === 0;
    moves.tBodies[0].replaceChildren(...moveRows(doc, info));
    line.replaceChildren(...lineItems(doc, info));
    lineNoteElement.textContent = lineNote(info.line);
  }

  return {
    /** Shows `info` (or the hint when null); redraws only when the state or the run changed. */
    show(info, { pinned, jumps, version }) {
      const key = info ? `${info.state}|${pinned}|${version}` : 'none';
      if (key === shown) return;
      shown = key;
      if (info) fill(info, { pinned, jumps });
      else clear();
    },
    /** Forgets what it showed (the words changed). */
    refresh() {
      shown = null;
    },
  };
}
