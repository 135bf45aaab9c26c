// @ts-check
// A game written in the rule language as the page plays it: the program typed, opened or
// picked from the presets, its params as a form, compiled and built in the worker (in slices,
// with its progress; a refusal is shown located beside the editor and the last game stays),
// then solved as every game graph is. States are named by their values; the board is drawn
// by the game's shape (a strip, two strips, a grid or a graph: view.js); the shared cards
// explain, check, play and predict it, and the Answer card holds the command's own text.

import { applyStateSnapshot } from '../../model/state-run.js';
import { t } from '../../i18n/index.js';
import { defineGame } from '../contract.js';
import { STATE_GAME } from '../state-game.js';
import { createAnswerPanel } from '../../panels/answer-panel.js';
import { createSharedPanels } from '../../panels/shared.js';
import { createRulesView } from './view.js';
import { cursorStep } from './board-geometry.js';
import { createEditorPanel } from './editor-panel.js';
import { createPatternPanel } from './pattern-panel.js';
import { createSweepPanel } from './sweep-panel.js';
import { createPPositionsPanel } from './p-positions-panel.js';
import { createSgGridPanel } from './sg-grid-panel.js';
import { createSumPanel } from './sum-panel.js';
import { createFormatPanel } from './format-panel.js';
import { createPositionPanel } from './position-panel.js';
import { RULES_NAMING, parseState } from './naming.js';
import { RULES_CODE } from './code.js';
import { TABLE_CELLS, tableCells } from './sg-grid.js';
import { RULES_PRESETS, randomRules } from './presets.js';
import {
  DEFAULT_SOURCE, SETTINGS_FIELD, SOURCE_FIELD, readRulesUrl, rulesUrlParams, settingsOf,
} from './url.js';
import {
  rulesCaption, rulesNarration, rulesQueueLine, rulesStatus, rulesTooltip, stateName,
} from './text.js';

/** The largest game whose timeline is mapped from the start: its states and moves. */
export const MAPPED_STATES = 5000;
export const MAPPED_MOVES = 50000;

/** A program's values: its text and no settings. @param {string} source */
const programValues = (source) => ({ [SOURCE_FIELD]: source, [SETTINGS_FIELD]: '' });

/**
 * A saved file's name from the program: its first comment's first words (`rules-wythoff-s-game`),
 * or `rules` when it opens with none.
 * @param {string} source
 */
export function programName(source) {
  const comment = /^\s*#([^\n]*)/.exec(String(source))?.[1] ?? '';
  const words = comment.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).slice(0, 3);
  return ['rules', ...words].join('-');
}

/** Save's SG tables by their export kind: the format `retrograde rules --table` takes, the file's extension. */
const TABLE_FILES = Object.freeze({
  'table-cpp': { format: 'cpp', extension: 'cpp' },
  'table-python': { format: 'python', extension: 'py' },
  'table-csv': { format: 'csv', extension: 'csv' },
});

/** Whether the game's SG table is small enough to paste (the binding refuses a larger one). */
const tableFits = (info) => Boolean(info?.variables) && tableCells(info.variables) <= TABLE_CELLS;

/**
 * A file Save can give: the shared ones (the answer, the JSON table) or an SG table, any time
 * (the engine solves the game apart from the run) when it fits.
 * @type {import('../contract.js').Game['exportable']}
 */
function exportable(kind, run) {
  if (TABLE_FILES[kind]) return tableFits(run.info);
  return STATE_GAME.exportable(kind, run);
}

/** @type {import('../contract.js').Game['exportFile']} */
async function exportFile(kind, queries) {
  const file = TABLE_FILES[kind];
  if (!file) return STATE_GAME.exportFile(kind, queries);
  const text = await queries.table({ format: file.format });
  return text === null ? null : { extension: file.extension, blob: new Blob([text], { type: 'text/plain' }) };
}

/** The state the keys move the cursor to, from the pinned one or state 0, on the strips as `view` draws them (board-geometry.js). */
function moveStateCursor(target, key, info, view) {
  return { state: cursorStep(info, target?.state ?? 0, key, view?.columns?.() ?? null) };
}

/** The Grundy value of the state in focus on Why?'s card (`data-grundy`), when the game has them. */
function markGrundy(doc, info) {
  const card = doc.getElementById('explain');
  if (info?.grundy) card.dataset.grundy = info.grundy.value;
  else delete card.dataset.grundy;
}

/**
 * Mounts the code editor over the program's textarea (editor.js), once: CodeMirror is loaded
 * only now, in a chunk of its own, so the page's first load for the other games does not
 * carry it. Ctrl+Enter in it applies the form; a file dropped on it is opened as Open a file…
 * opens one (`open(file)`). Should it fail to load, the textarea stays. An embed shows no
 * form, and fetches no editor.
 * @param {Document} doc
 * @param {(file: File) => void} open
 */
function loadEditor(doc, open) {
  if (doc.body.classList.contains('embed')) return Promise.resolve(null);
  const form = /** @type {HTMLFormElement} */ (doc.getElementById('rules-form'));
  return import(/* webpackChunkName: "rules-editor" */ './editor.js')
    .then(({ mountRulesEditor }) => mountRulesEditor(doc.getElementById('rules-source'), { onApply: () => form.requestSubmit(), onFile: open }))
    .catch(() => null);
}

/** @type {import('../contract.js').Game['createPanel']} */
function createRulesPanel(doc, hooks) {
  const answer = createAnswerPanel(doc, { answer: 'rules-answer', copy: 'rules-copy', words: (info) => info.states });
  const shared = createSharedPanels(doc, hooks, RULES_NAMING);
  const editor = createEditorPanel(doc, hooks);
  const sum = createSumPanel(doc, hooks);
  const format = createFormatPanel(doc, hooks);
  const position = createPositionPanel(doc, hooks);
  const tab = [
    createPatternPanel(doc, hooks), createSgGridPanel(doc, hooks), createSweepPanel(doc, hooks), createPPositionsPanel(doc),
  ];
  let editorLoading = null;
  return {
    ...shared,
    update: (run, moment) => {
      answer.update(run, moment.info);
      shared.update(run, moment);
      position.update(run);
      for (const card of tab) card.update?.(run);
    },
    focus: (info, moment) => {
      shared.focus(info, moment);
      position.focus(info, moment);
      markGrundy(doc, moment.concealed ? null : info);
    },
    reset: (info) => {
      shared.reset(info);
      editor.reset(info);
      sum.reset(info);
      format.reset(info);
      position.reset(info);
      for (const card of tab) card.reset(info);
    },
    refresh: () => {
      shared.refresh?.();
      sum.refresh();
      format.refresh();
      for (const card of tab) card.refresh();
    },
    shown: () => {
      editorLoading ??= loadEditor(doc, editor.open);
      shared.shown();
      editor.shown();
    },
  };
}

export const rules = defineGame({
  ...STATE_GAME,
  id: 'rules',
  fields: Object.freeze([SOURCE_FIELD, SETTINGS_FIELD]),
  defaults: Object.freeze(programValues(DEFAULT_SOURCE)),
  presets: Object.freeze(Object.fromEntries(Object.entries(RULES_PRESETS).map(([name, text]) => [name, programValues(text)]))),
  random: (random) => {
    const { preset, settings } = randomRules(random);
    return { [SOURCE_FIELD]: RULES_PRESETS[preset], [SETTINGS_FIELD]: settings.join('\n') };
  },
  readUrl: readRulesUrl,
  urlParams: rulesUrlParams,
  /** The game is built in the worker, in slices, so a large one never holds up the page. */
  placeFor: () => 'worker',
  /**
   * A small game (as small as the graph game plays on the page) is mapped from the start, so its
   * timeline scrubs at once; mapping a larger one waits for its end or for Map the run.
   */
  mapsAtStart: (info) => info.states <= MAPPED_STATES && info.moves <= MAPPED_MOVES,
  startMessage: (values) => ({ source: values[SOURCE_FIELD], settings: settingsOf(values[SETTINGS_FIELD]) }),
  /** The page's copy of the run, with the game (its shape, variables and, when small, moves) for the board to draw. */
  applySnapshot: (run, snap, info) => {
    applyStateSnapshot(run, snap, info.states);
    // The board draws by the game's shape and names cells by the variables' values.
    run.info = info;
    return run;
  },
  createView: createRulesView,
  createPanel: createRulesPanel,
  focusOf: (target, info, preview) => ({ state: target.state, line: info ? info.line : null, move: preview }),
  moveCursor: (target, key, _run, info, view) => moveStateCursor(target, key, info, view),
  /** Home and End go to the first and the last state on the focused board (not to the run's end). */
  cursorKeys: Object.freeze(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End']),
  /** A state in a link by its values, joined by commas: `pin=3,5`, `pin=0,Rick`. */
  pinName: (target, info) => (info?.variables ? stateName(target.state, info).replace(/^\((.*)\)$/, '$1').replace(/, /g, ',') : String(target.state)),
  pinFrom: (text, info) => {
    const state = parseState(text, info);
    return state === null ? null : { state };
  },
  progress: (run, info) => (run.done ? 1 : run.head / Math.max(1, info.states)),
  code: RULES_CODE,
  exportable,
  exportFile,
  cards: Object.freeze([...STATE_GAME.cards, 'export-table']),
  caption: (info) => ({ title: t('game.rules'), text: rulesCaption(info) }),
  fileName: (values) => programName(values[SOURCE_FIELD]),
  status: rulesStatus,
  narration: rulesNarration,
  detail: rulesQueueLine,
  tooltip: rulesTooltip,
  naming: RULES_NAMING,
  /** The Grundy values (the board's shading), the pattern, a sum and its moves, a test of the format, the sweep and a drawn position: read-only, the sweep long. */
  ownQueries: Object.freeze(['grundy', 'pattern', 'sum', 'sumOptions', 'formatTest', 'sweep', 'position']),
  longQueries: Object.freeze(['sweep']),
});
