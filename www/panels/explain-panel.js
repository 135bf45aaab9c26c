// The "Why?" card, for any game whose states are a game graph's: the state in focus
// (hovered, or pinned by a click or tap), why it has its outcome, its moves grouped by what
// they are worth to the mover and sorted by remoteness, and the best line from it (its first
// moves, the rest on demand a stretch at a time: a line can have a million). Hovering a move
// shows it on the board. The game's `naming` (games/<id>/naming.js) says how its
// states and moves are named and its reasons worded; one card serves every such game, each
// game's panel acting only while its game is shown (`hooks.active()`).

import { OUTCOME_WORDS } from '../model/states.js';
import { t } from '../i18n/index.js';
import { outcomeKey } from '../draw/palette.js';

function cell(doc, tag, text, className) {
  const element = doc.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** Rows shown per group: a full jump set can have thousands of moves. */
const ROWS_PER_GROUP = 12;
/** Moves of the best line asked for at each press of its "more" button. */
export const LINE_STRETCH = 1000;

/** The move's label and target as data attributes, for scripts and tests. */
function markMove(element, move, naming, info) {
  const label = String(naming.moveLabel(move));
  element.dataset.step = label;
  element.dataset[naming.moveKey] = label;
  element.dataset.to = naming.stateName(move.to, info);
}

export function createExplainPanel(doc, { preview, active, request }, naming) {
  const card = doc.getElementById('explain');
  const title = doc.getElementById('explain-title');
  const reason = doc.getElementById('explain-reason');
  const moves = doc.getElementById('moves');
  const line = doc.getElementById('best-line');
  const lineNoteElement = doc.getElementById('best-line-note');
  const lineMore = doc.getElementById('best-line-more');
  const lineRest = doc.getElementById('best-line-rest');
  const lineNext = doc.getElementById('best-line-next');
  let shown = null;
  /** The best line as listed: its state, the moves listed, the state the last one reached. */
  let listed = null;

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

  /** The move table's rows: each group's heading and its first rows, then how many more. */
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

  /** List items for `moves`, the line's moves from its move `listed.count`; moves `listed` on. */
  function lineItems(moves, cycleStart, gameInfo) {
    return moves.map((move) => {
      const item = cell(doc, 'li', naming.lineItemText(move, listed.at, gameInfo, listed.count));
      markMove(item, move, naming, gameInfo);
      if (cycleStart === listed.count) item.classList.add('cycle-start');
      listed.at = move.to;
      listed.count += 1;
      return item;
    });
  }

  /** How many of the line's moves are not listed, with the button that lists the next ones. */
  function showLineRest() {
    const rest = listed.length - listed.count;
    lineMore.hidden = rest <= 0;
    if (rest <= 0) return;
    lineRest.textContent = t('why.lineMore', { count: rest });
    lineNext.textContent = t('why.lineNext', { count: Math.min(rest, LINE_STRETCH) });
    lineNext.disabled = false;
  }

  function listLine(info, gameInfo) {
    listed = {
      info, gameInfo, at: info.state, count: 0, length: info.line.length,
    };
    line.replaceChildren();
    line.append(...lineItems(info.line.moves, info.line.cycleStart, gameInfo));
    showLineRest();
  }

  /** Lists the line's next stretch, asked of the engine; dropped if the card moved on meanwhile. */
  async function listMore() {
    const asked = listed;
    if (!asked || asked.count >= asked.length) return;
    lineNext.disabled = true;
    const stretch = await request('bestLine', { state: asked.info.state, from: asked.count, count: LINE_STRETCH });
    if (listed !== asked || !stretch || stretch.from !== asked.count || stretch.length !== asked.length) return;
    line.append(...lineItems(stretch.moves, stretch.cycleStart, asked.gameInfo));
    showLineRest();
  }

  /** The table's head: the game's columns for a move, then the outcome and remoteness there. */
  function showHead() {
    const keys = [...naming.columns, 'why.colOutcome', 'why.colRemoteness'];
    moves.tHead.rows[0].replaceChildren(...keys.map((key) => {
      const th = cell(doc, 'th', t(key));
      th.scope = 'col';
      return th;
    }));
  }

  moves.addEventListener('pointerover', (event) => {
    if (!active()) return;
    const row = event.target.closest('tr[data-target]');
    preview(row ? { label: row.dataset.step, to: Number(row.dataset.target) } : null);
  });
  moves.addEventListener('pointerleave', () => active() && preview(null));
  lineNext.addEventListener('click', () => {
    if (active()) listMore().catch(() => showLineRest());
  });

  /** The card with no state: how to bring one here, or, while outcomes are concealed, that they are. */
  function clear(concealed) {
    for (const key of ['state', 'outcome', 'remoteness', 'best']) delete card.dataset[key];
    title.textContent = t('why.title');
    reason.textContent = concealed ? t('why.concealed') : naming.whyHint();
    moves.tBodies[0].replaceChildren();
    line.replaceChildren();
    listed = null;
    lineMore.hidden = true;
    lineNoteElement.textContent = '';
    moves.hidden = true;
  }

  function fill(info, { pinned, info: gameInfo }) {
    const name = naming.stateName(info.state, gameInfo);
    card.dataset.state = name;
    card.dataset.outcome = OUTCOME_WORDS[info.outcome];
    if (info.remoteness === null) delete card.dataset.remoteness;
    else card.dataset.remoteness = String(info.remoteness);
    const best = naming.bestMove(info);
    if (best === null) delete card.dataset.best;
    else card.dataset.best = String(best);
    title.textContent = t('why.headline', { prefix: pinned ? t('why.pinned') : t('why.title'), name, headline: naming.headline(info) });
    reason.textContent = naming.reasonText(info, gameInfo);
    moves.hidden = info.moves.length === 0;
    moves.tBodies[0].replaceChildren(...moveRows(info, gameInfo));
    listLine(info, gameInfo);
    lineNoteElement.textContent = naming.lineNote(info.line);
  }

  return {
    /**
     * Shows `info` (or the hint when null, or that hints are off while `moment.concealed`);
     * redraws only for another description, pin or concealment.
     * Keyed by the description itself, not by the run's version: a paint after the run moved
     * still holds the last description, and the one that follows must not be taken as drawn.
     */
    show(info, moment) {
      const concealed = Boolean(moment.concealed);
      if (shown && shown.info === info && shown.pinned === moment.pinned && shown.concealed === concealed) return;
      shown = { info, pinned: moment.pinned, concealed };
      if (info) fill(info, moment);
      else clear(concealed);
    },
    /** The card is this game's again (or the words changed): its head now, its body at the next show. */
    refresh() {
      shown = null;
      showHead();
    },
  };
}
