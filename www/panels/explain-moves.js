// The Why? card's move table (#moves): the game's columns for each move, then the outcome
// and remoteness it leads to, grouped by what the move is worth to the mover, the best
// starred; a group shows its first rows and says how many more it has. Hovering a row
// shows its move on the board.

import { t } from '../i18n/index.js';
import { outcomeKey } from '../draw/palette.js';

/** Rows shown per group: a full jump set can have thousands of moves. */
const ROWS_PER_GROUP = 12;

/** A `tag` element holding `text`, of class `className` when given. */
export function cell(doc, tag, text, className) {
  const element = doc.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** The move's label and target as data attributes, for scripts and tests. */
export function markMove(element, move, naming, info) {
  const label = String(naming.moveLabel(move));
  element.dataset.step = label;
  element.dataset[naming.moveKey] = label;
  element.dataset.to = naming.stateName(move.to, info);
}

/**
 * The table for a game's `naming`: `showHead()` words its head, `fill(info, gameInfo)` lists
 * a state's moves, `clear()` empties and hides it. A hovered row is `preview`ed while the
 * card is this game's (`active()`).
 */
export function createMoveTable(doc, { preview, active }, naming) {
  const moves = doc.getElementById('moves');
  const span = () => naming.columns.length + 2;

  function groupRow(group) {
    const heading = doc.createElement('tr');
    heading.className = 'group';
    const th = cell(doc, 'th', t(`why.group.${group}`));
    th.colSpan = span();
    th.scope = 'colgroup';
    heading.append(th);
    return heading;
  }

  function moreRow(hidden) {
    const row = doc.createElement('tr');
    row.className = 'more';
    const td = cell(doc, 'td', t('why.more', { count: hidden }));
    td.colSpan = span();
    row.append(td);
    return row;
  }

  function moveRow(move, info) {
    const row = doc.createElement('tr');
    markMove(row, move, naming, info);
    row.dataset.target = String(move.to);
    if (move.best) row.classList.add('best');
    const [first, ...rest] = naming.moveCells(move, info);
    row.append(
      cell(doc, 'td', `${first}${move.best ? ' ★' : ''}`),
      ...rest.map((text) => cell(doc, 'td', text)),
      cell(doc, 'td', t(`outcome.${move.outcome}`), `outcome-${outcomeKey(move.outcome)}`),
      cell(doc, 'td', move.remoteness === null ? '–' : String(move.remoteness)),
    );
    return row;
  }

  /** The table's rows: each group's heading and its first rows, then how many more. */
  function moveRows(info, gameInfo) {
    const rows = [];
    const counts = {};
    for (const move of info.moves) counts[move.group] = (counts[move.group] ?? 0) + 1;
    let group = null;
    let inGroup = 0;
    const closeGroup = () => {
      if (group !== null && counts[group] > ROWS_PER_GROUP) rows.push(moreRow(counts[group] - ROWS_PER_GROUP));
    };
    for (const move of info.moves) {
      if (move.group !== group) {
        closeGroup();
        group = move.group;
        inGroup = 0;
        rows.push(groupRow(group));
      }
      if (inGroup < ROWS_PER_GROUP) rows.push(moveRow(move, gameInfo));
      inGroup += 1;
    }
    closeGroup();
    return rows;
  }

  moves.addEventListener('pointerover', (event) => {
    if (!active()) return;
    const row = event.target.closest('tr[data-target]');
    preview(row ? { label: row.dataset.step, to: Number(row.dataset.target) } : null);
  });
  moves.addEventListener('pointerleave', () => active() && preview(null));

  return {
    /** The table's head: the game's columns for a move, then the outcome and remoteness there. */
    showHead() {
      const keys = [...naming.columns, 'why.colOutcome', 'why.colRemoteness'];
      moves.tHead.rows[0].replaceChildren(...keys.map((key) => {
        const th = cell(doc, 'th', t(key));
        th.scope = 'col';
        return th;
      }));
    },
    fill(info, gameInfo) {
      moves.hidden = info.moves.length === 0;
      moves.tBodies[0].replaceChildren(...moveRows(info, gameInfo));
    },
    clear() {
      moves.tBodies[0].replaceChildren();
      moves.hidden = true;
    },
  };
}
