// @ts-check
// The Format card, shown when the program has a problem's format (`cases`, `input`, `limit`,
// `answer` lines): a test's input pasted as the statement writes it is read by the engine as
// `retrograde check rules --test` reads it. A bad test is refused beside the field, at its
// line (the game stays). Each case whose params are the game shown's lists the states it asks
// about with their outcomes in the format's words (a row pins its state); a case of other
// params offers Apply with these params (the game is played again with them, the test read
// again, and the case's first state pinned). Once every case is answered (cases of other
// params, when small enough, from games the engine solves apart), `#format-result` holds the
// expected output (`data-output`, the exact text), with Copy. Hints off hides the
// outcomes and the output.

import { t } from '../../i18n/index.js';
import { outcomeKey } from '../../draw/palette.js';
import {
  casesElsewhere, faultWords, formatRows, withCaseParams,
} from './format-test.js';
import { SETTINGS_FIELD } from './url.js';

/** States the engine lists at most (the expected output holds them all). */
export const FORMAT_ROWS = 200;

/** A table cell of `text` (a `td`, or the given tag), with a class when given. */
function cell(doc, text, className = '', tag = 'td') {
  const c = doc.createElement(tag);
  c.textContent = text;
  if (className) c.className = className;
  return c;
}

/** The table's head, in the page's language. */
const headCells = (doc) => ['colCase', 'colParams', 'colState', 'colAnswer'].map((key, i) => cell(doc, t(`rulesFormat.${key}`), i === 3 ? 'outcome' : '', 'th'));

/** @param {Document} doc @param {import('../contract.js').PanelHooks} hooks */
export function createFormatPanel(doc, hooks) {
  const card = doc.getElementById('format-card');
  const form = doc.getElementById('format-form');
  const input = /** @type {HTMLTextAreaElement} */ (doc.getElementById('format-input'));
  const error = doc.getElementById('format-error');
  const note = doc.getElementById('format-note');
  const table = /** @type {HTMLTableElement} */ (doc.getElementById('format-table'));
  const result = doc.getElementById('format-result');
  const output = doc.getElementById('format-output');
  const copy = /** @type {HTMLButtonElement} */ (doc.getElementById('format-copy'));
  const settingsField = /** @type {HTMLTextAreaElement} */ (doc.getElementById(SETTINGS_FIELD));
  /** Whether the game's program has `where`: a state a case asks about may be left out by it. */
  let kept = false;
  let format = null;
  let shown = null;
  /** The case whose params were just applied: its first state is pinned once read again. */
  let pinCase = null;

  function clear() {
    shown = null;
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    note.textContent = t('rulesFormat.waiting');
    table.hidden = true;
    result.hidden = true;
    result.dataset.output = '';
    output.textContent = '';
  }

  /** A case of other params played: the game again with them over the form's settings. */
  async function applyCase(row) {
    const values = hooks.values();
    pinCase = row.case;
    const started = await hooks.load({ ...values, [SETTINGS_FIELD]: withCaseParams(values[SETTINGS_FIELD] ?? '', row.settings) });
    if (started) return;
    pinCase = null;
    settingsField.value = values[SETTINGS_FIELD] ?? '';
  }

  function rowOf(row) {
    const tr = doc.createElement('tr');
    tr.append(cell(doc, t('rulesFormat.caseName', { case: row.case })), cell(doc, row.params || '—'));
    if (row.kind === 'state') {
      tr.dataset.state = String(row.state);
      tr.tabIndex = 0;
      tr.append(cell(doc, row.words), cell(doc, row.word, `outcome format-word ${outcomeKey(row.outcome)}`));
      tr.title = t('rulesFormat.pinRow');
      return tr;
    }
    const last = cell(doc, row.kind === 'apply' ? '' : t(kept ? 'rulesFormat.outsideOrLeftOut' : 'rulesFormat.outside'));
    last.colSpan = 2;
    if (row.kind === 'apply') {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'format-apply-case';
      button.textContent = t('rulesFormat.applyCase');
      button.addEventListener('click', () => applyCase(row));
      last.append(button);
    }
    tr.append(last);
    return tr;
  }

  function show(reply) {
    clear();
    shown = reply;
    if (reply.error) {
      const { key, values } = faultWords(reply.error);
      error.textContent = t(key, values);
      input.setAttribute('aria-invalid', 'true');
      note.textContent = '';
      return;
    }
    const rows = formatRows(reply);
    const listed = rows.filter((r) => r.kind === 'state').length;
    table.tHead.rows[0].replaceChildren(...headCells(doc));
    table.tBodies[0].replaceChildren(...rows.map(rowOf));
    table.hidden = rows.length === 0;
    const elsewhere = casesElsewhere(reply);
    note.textContent = [
      t('rulesFormat.read', { cases: reply.cases.length, states: reply.states + reply.apartStates }),
      listed < reply.states ? t('rulesFormat.listed', { listed, states: reply.states }) : '',
      elsewhere > 0 ? t(reply.apart > 0 ? 'rulesFormat.apart' : 'rulesFormat.elsewhere', { cases: elsewhere }) : '',
    ].filter(Boolean).join(' ');
    if (reply.output !== null) {
      result.dataset.output = reply.output;
      output.textContent = reply.output;
      result.hidden = false;
    }
  }

  /** The first state of the case whose params were applied, pinned. */
  function pinApplied(reply) {
    const at = pinCase;
    pinCase = null;
    const first = at === null ? null : reply.cases?.[at - 1]?.states?.[0];
    if (first) hooks.pin({ state: first.state });
  }

  async function read() {
    if (!hooks.active() || !format) return;
    const reply = await hooks.queries.formatTest({ text: input.value, most: FORMAT_ROWS });
    if (!reply || !hooks.active()) return;
    show(reply);
    pinApplied(reply);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    pinCase = null;
    read().catch(() => {});
  });
  input.addEventListener('input', () => input.removeAttribute('aria-invalid'));
  table.tBodies[0].addEventListener('click', (event) => {
    const tr = /** @type {HTMLElement} */ (event.target).closest('tr[data-state]');
    if (tr instanceof HTMLElement) hooks.pin({ state: Number(tr.dataset.state) });
  });
  table.tBodies[0].addEventListener('keydown', (event) => {
    const tr = /** @type {HTMLElement} */ (event.target).closest('tr[data-state]');
    if (event.key !== 'Enter' || !(tr instanceof HTMLElement)) return;
    event.preventDefault();
    hooks.pin({ state: Number(tr.dataset.state) });
  });
  copy.addEventListener('click', async () => {
    const text = result.dataset.output ?? '';
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      copy.textContent = t('save.copied');
    } catch {
      doc.getSelection()?.selectAllChildren(output);
      copy.textContent = t('save.selectAndCopy');
    }
    setTimeout(() => { copy.textContent = t('rulesFormat.copy'); }, 1500);
  });

  return {
    /** A new game: shown when its program has a format, the test pasted read again against it. */
    reset(info) {
      format = info.format ?? null;
      kept = Boolean(info.kept);
      card.hidden = !format;
      clear();
      if (format && input.value.trim()) read().catch(() => {});
      else pinCase = null;
    },
    /** The words again, in the page's language. */
    refresh() {
      if (shown) show(shown);
      else if (format) clear();
    },
  };
}
