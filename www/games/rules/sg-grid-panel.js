// The Pattern tab's SG table card, for a game of two state variables: once the run is over,
// each state's outcome (coloured, with the board's sign) and Grundy value, in a table with the
// first variable's values as row headers and the second's as column headers (sg-grid.js).

import { t } from '../../i18n/index.js';
import { OUTCOME_WORDS } from '../../model/states.js';
import { outcomeKey } from '../../draw/palette.js';
import { sgGrid, twoVariables } from './sg-grid.js';

/** A header cell of `scope` holding `text`. */
function header(doc, text, scope) {
  const th = doc.createElement('th');
  th.scope = scope;
  th.textContent = text;
  return th;
}

/** One state's cell: its sign and value, its outcome as data for the colour and for tests; empty when not a state. */
function stateCell(doc, cell, name) {
  const td = doc.createElement('td');
  if (cell.state === null) {
    td.title = t('rulesGrid.notState', { name });
    return td;
  }
  td.dataset.state = String(cell.state);
  td.dataset.outcome = OUTCOME_WORDS[cell.outcome];
  const sign = t(`glyph.${cell.outcome}`);
  td.textContent = cell.grundy === null ? sign : `${sign} ${cell.grundy}`;
  if (cell.grundy !== null) td.dataset.grundy = cell.grundy;
  const outcome = t(`outcome.${outcomeKey(cell.outcome)}`);
  td.title = cell.grundy === null ? `${name}: ${outcome}` : t('rulesGrid.cellTitle', { name, outcome, value: cell.grundy });
  return td;
}

/** The SG table card over `hooks` (`queries.grundy`, `active`). */
export function createSgGridPanel(doc, hooks) {
  const card = doc.getElementById('sg-grid-card');
  const table = doc.getElementById('sg-grid');
  const note = doc.getElementById('sg-grid-note');
  let info = null;
  let asked = false;
  let shown = null;

  function clear(words) {
    table.hidden = true;
    table.tHead.rows[0].replaceChildren();
    table.tBodies[0].replaceChildren();
    note.textContent = words;
  }

  function draw({ outcomes, values }) {
    const grid = sgGrid(outcomes, values, info);
    const { rows: rowName, columns: columnName } = grid.corner;
    table.tHead.rows[0].replaceChildren(
      header(doc, `${rowName} \\ ${columnName}`, 'col'),
      ...grid.columns.map((word) => header(doc, word, 'col')),
    );
    table.tBodies[0].replaceChildren(...grid.rows.map((row) => {
      const tr = doc.createElement('tr');
      tr.append(header(doc, row.head, 'row'), ...row.cells.map((cell, j) => stateCell(doc, cell, `(${row.head}, ${grid.columns[j]})`)));
      return tr;
    }));
    table.hidden = false;
    note.textContent = [
      t('rulesGrid.hint', { rowName, columnName }),
      values ? '' : t('rulesGrid.noGrundy'),
      grid.cut ? t('rulesGrid.cut', grid.cut) : '',
    ].filter(Boolean).join(' ');
  }

  async function show(run) {
    asked = true;
    const values = info.normalPlay ? await hooks.queries.grundy() : null;
    if (!hooks.active()) return;
    // The run's tables change as it is stepped back: the card keeps the end's outcomes.
    shown = { outcomes: Uint8Array.from(run.outcomes), values };
    draw(shown);
  }

  return {
    /** A new game: the card waits for its run's end, or says it is for two variables. */
    reset(next) {
      info = next;
      asked = false;
      shown = null;
      const two = twoVariables(info.variables);
      card.hidden = !two;
      clear(two ? t('rulesGrid.waiting') : '');
    },
    update(run) {
      if (!info || asked || !run.done || !twoVariables(info.variables)) return;
      show(run).catch(() => {
        asked = false;
      });
    },
    /** The words again, in the page's language. */
    refresh() {
      if (shown) draw(shown);
    },
  };
}
