// @ts-check
// The rule game's own form around the program: a file opened into the editor and applied,
// the params form (a field per param of the program shown, with its value worked out; changing
// one restarts the game with that setting), and the board's shading (outcome, remoteness or
// Grundy value), which the view reads from the scene. The Grundy values are asked of the
// engine once per game, when that shading is first chosen.

import { t } from '../../i18n/index.js';
import { say } from '../../i18n/live.js';
import { SETTINGS_FIELD, SOURCE_FIELD, withSetting } from './url.js';

/**
 * Longest file opened into the editor, in bytes: the rule language's own limit on a
 * program's text (`Limits::DEFAULT.text` in src/rules/mod.rs, which the worker applies), so a
 * file the page opens is one the command reads, and a longer one is refused with the limit.
 */
export const FILE_LIMIT = 16 << 20;
/** The limit as a person reads it. */
export const FILE_LIMIT_TEXT = `${FILE_LIMIT / (1 << 20)} MiB`;

/** Widest a grid's field is drawn, in characters (a wider row scrolls). */
const GRID_COLUMNS = 40;

/**
 * The params form's fields for `params` ([{ name, text, kind, rows }]), one labelled field
 * each: a grid's (a list of texts) is its rows one a line, as a problem's input writes them;
 * any other's is its value as written.
 * @param {Document} doc
 * @param {readonly { name: string, text: string, kind: string, rows?: string[] }[]} params
 */
export function paramFields(doc, params) {
  return params.map(({
    name, text, kind, rows,
  }) => {
    const label = doc.createElement('label');
    label.className = 'rules-param';
    label.htmlFor = `rules-param-${name}`;
    label.textContent = name;
    const grid = kind === 'grid' && rows !== undefined;
    const field = doc.createElement(grid ? 'textarea' : 'input');
    field.id = `rules-param-${name}`;
    field.name = name;
    field.value = grid ? rows.join('\n') : text;
    field.spellcheck = false;
    field.dataset.kind = kind;
    if (grid) {
      const area = /** @type {HTMLTextAreaElement} */ (field);
      area.rows = rows.length;
      area.cols = Math.min(GRID_COLUMNS, Math.max(4, ...rows.map((row) => row.length)) + 1);
      area.className = 'grid';
    } else field.className = kind === 'int' ? 'short' : 'wide';
    label.append(' ', field);
    return label;
  });
}

/** A row of a grid as the rule language writes a text: in quotes, `\` and `"` escaped. */
const quoted = (row) => `"${row.replace(/[\\"]/g, '\\$&')}"`;

/**
 * A grid's field read as the param's value: its lines (blank ones at its end left off) as a
 * list of texts, `["#.", ".C"]`.
 * @param {string} lines
 */
export function gridValue(lines) {
  const rows = lines.replace(/\r/g, '').split('\n');
  while (rows.length > 0 && rows.at(-1).trim() === '') rows.pop();
  return `[${rows.map(quoted).join(', ')}]`;
}

/**
 * The settings after the param field `field` was changed: its param set to the field's
 * value (a grid's read by `gridValue`), or null when the field is blank or says what the
 * game already has.
 * @param {string} settings the settings' form value, one `NAME=EXPR` a line
 * @param {{ name: string, value: string, dataset?: { kind?: string } }} field
 * @param {readonly { name: string, text: string, rows?: string[] }[]} params
 */
export function settingsAfter(settings, field, params) {
  const grid = field.dataset?.kind === 'grid';
  const param = params.find((p) => p.name === field.name);
  if (field.value.trim() === '' || !param) return null;
  const value = grid ? gridValue(field.value) : field.value.trim();
  const was = grid && param.rows ? gridValue(param.rows.join('\n')) : param.text;
  return value === was ? null : withSetting(settings, field.name, value);
}

/** @param {Document} doc @param {import('../contract.js').PanelHooks} hooks */
export function createEditorPanel(doc, hooks) {
  const paramsForm = doc.getElementById('rules-params');
  const file = /** @type {HTMLInputElement} */ (doc.getElementById('rules-file'));
  const shade = /** @type {HTMLSelectElement} */ (doc.getElementById('rules-shade'));
  const settingsField = /** @type {HTMLTextAreaElement} */ (doc.getElementById(SETTINGS_FIELD));
  let info = null;
  let grundyAsked = false;

  /** A file opened or dropped: applied as the program, or refused beside the editor when over the limit. */
  async function open(chosen) {
    if (chosen.size > FILE_LIMIT) {
      say(doc.getElementById('rules-error'), () => t('rules.fileTooLarge', { name: chosen.name, limit: FILE_LIMIT_TEXT }));
      return;
    }
    hooks.load({ [SOURCE_FIELD]: await chosen.text(), [SETTINGS_FIELD]: '' });
  }
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (chosen) open(chosen);
  });

  /**
   * A param changed: the game played again with it. A refused setting is shown beside the
   * editor and marks its field; the settings go back to the game's, so the next Apply of the
   * program does not carry it.
   */
  paramsForm.addEventListener('change', async (event) => {
    const input = /** @type {HTMLInputElement | HTMLTextAreaElement} */ (event.target);
    if (!info || !(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
    const values = hooks.values();
    const settings = settingsAfter(values[SETTINGS_FIELD] ?? '', input, info.params);
    if (settings === null) return;
    const started = await hooks.load({ ...values, [SETTINGS_FIELD]: settings });
    if (started) return;
    input.setAttribute('aria-invalid', 'true');
    settingsField.value = values[SETTINGS_FIELD] ?? '';
  });
  paramsForm.addEventListener('input', (event) => /** @type {HTMLElement} */ (event.target).removeAttribute('aria-invalid'));
  paramsForm.addEventListener('submit', (event) => event.preventDefault());

  /** The shading chosen, with the Grundy values asked for the first time they are shown. */
  async function shadeBoard() {
    hooks.decorate({ shade: shade.value });
    if (shade.value !== 'grundy' || grundyAsked || !info?.normalPlay) return;
    grundyAsked = true;
    const values = await hooks.queries.grundy();
    if (hooks.active()) hooks.decorate({ grundy: values });
  }
  shade.addEventListener('change', () => {
    shadeBoard();
  });

  return {
    open,
    /** A game just started: its params in the form, and the Grundy shading only under normal play. */
    reset(started) {
      info = started;
      grundyAsked = false;
      paramsForm.replaceChildren(...paramFields(doc, started.params));
      paramsForm.hidden = started.params.length === 0;
      const grundy = /** @type {HTMLOptionElement} */ (shade.querySelector('option[value="grundy"]'));
      grundy.disabled = !started.normalPlay;
      grundy.title = started.normalPlay ? '' : t('rules.grundyNotNormal');
      if (!started.normalPlay && shade.value === 'grundy') shade.value = 'outcome';
      hooks.decorate({ grundy: null });
      shadeBoard();
    },
    shown: () => {
      hooks.decorate({ shade: shade.value, grundy: null });
      grundyAsked = false;
      shadeBoard();
    },
  };
}
