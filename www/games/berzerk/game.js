// Berzerk (Codeforces 786A) as the page plays it: its fields, presets and links, where its
// engine runs, its run and board, its panels, and its words. The controller (ui/app.js)
// knows games only through this shape (see games/registry.js for the list of members).

import { DETAIL_LIMIT } from '../../draw/ring-geometry.js';
import { parseStateName, stateName } from '../../model/states.js';
import { applyStateSnapshot, createStateRun } from '../../model/state-run.js';
import { t } from '../../i18n/index.js';
import { STATE_FILES } from '../state-files.js';
import { createBerzerkView } from './view.js';
import { createAnswerPanel } from '../../panels/answer-panel.js';
import { createInputPanel } from './input-panel.js';
import { BERZERK_NAMING } from './naming.js';
import { createSharedPanels } from '../../panels/shared.js';
import { moveRingCursor } from './cursor.js';
import { BERZERK_CODE } from './code.js';
import { berzerkUrlParams, readBerzerkUrl } from './url.js';
import { jumpsHead } from './jump-field.js';
import {
  berzerkCaption, berzerkNarration, berzerkStatus, berzerkTooltip, queueLine,
} from './text.js';

const SAMPLE1 = Object.freeze({ n: '5', s1: '3 2', s2: '1 2 3' });

export const PRESETS = Object.freeze({
  sample1: SAMPLE1,
  sample2: Object.freeze({ n: '8', s1: '6 2 3 4', s2: '3 6' }),
  // Jumps of 4 and 8 on 12 objects only ever reach objects in the same class mod 4,
  // so only objects 5 and 9 can reach the hole and everything else loops.
  loop: Object.freeze({ n: '12', s1: '4 8', s2: '4 8' }),
  // Every jump from 1 to 6999: the fields accept ranges.
  big: Object.freeze({ n: '7000', s1: '1-6999', s2: '1-6999' }),
});

/** Games up to this many objects start on the page's own thread (see `heavy`). */
const LOCAL_OBJECTS = 20000;
/**
 * A run whose work bound is above this (units of about a nanosecond, natively) goes to the
 * worker: on the page's thread a whole run must fit in a click.
 */
const LOCAL_WORK = 2e7;

function randomJumps(n, random) {
  const size = 1 + Math.floor(random() * Math.min(n - 1, 5));
  const chosen = new Set();
  while (chosen.size < size) chosen.add(1 + Math.floor(random() * (n - 1)));
  return Array.from(chosen).join(' ');
}

/** A random game small enough to watch: n in 5..40 and one to five distinct jumps each. */
export function randomGame(random = Math.random) {
  const n = 5 + Math.floor(random() * 36);
  return { n: String(n), s1: randomJumps(n, random), s2: randomJumps(n, random) };
}

/** The objects a form's n field asks for, or Infinity when it is not a number yet. */
function objectsAsked(values) {
  const n = Number(String(values.n).trim());
  return Number.isFinite(n) ? n : Infinity;
}

export const berzerk = Object.freeze({
  id: 'berzerk',
  /** The shared cards of index.html (`data-card`) it shows beside its own markup (parts.html). */
  cards: Object.freeze(['game', 'queue', 'explain', 'check', 'play', 'predict', 'result', 'export-text', 'export-json']),
  /** Its states are named by numbers, objects 1..n or positions 0..n−1 (see ui/locale.js). */
  numbered: true,
  fields: Object.freeze(['n', 's1', 's2']),
  defaults: SAMPLE1,
  presets: PRESETS,
  random: randomGame,
  readUrl: readBerzerkUrl,
  urlParams: berzerkUrlParams,
  /** A jump field of a large game shows its first jumps: the browser lays out its text whole. */
  shortenField: (id, text) => (id === 'n' ? null : jumpsHead(String(text), (more) => t('form.jumpsShortened', { more }))),
  placeFor: (values) => (objectsAsked(values) <= LOCAL_OBJECTS ? 'local' : 'worker'),
  heavy: (info) => info.work > LOCAL_WORK,
  startMessage: (values) => ({ n: values.n, s1: values.s1, s2: values.s2 }),
  createRun: createStateRun,
  applySnapshot: (run, snap, info) => applyStateSnapshot(run, snap, info.states),
  createView: createBerzerkView,
  /** The judge output and the shared cards (Why?, the whole result, check, play, predict). */
  createPanel: (doc, hooks) => {
    const answer = createAnswerPanel(doc, { answer: 'answer', copy: 'copy', words: (info) => 2 * (info.n - 1) });
    const shared = createSharedPanels(doc, hooks, BERZERK_NAMING);
    createInputPanel(doc, hooks);
    return {
      ...shared,
      update: (run, moment) => {
        answer.update(run, moment.info);
        shared.update(run, moment);
      },
    };
  },
  sameTarget: (a, b) => Boolean(a && b && a.state === b.state),
  describeMessage: (target) => ({ state: target.state }),
  /** The state in focus, its best line and the move previewed from the "Why?" card. */
  focusOf: (target, info, preview) => ({
    state: target.state,
    onLens: Boolean(target.onLens),
    line: info ? info.line : null,
    move: preview,
  }),
  /** The state a zoom without a pointer holds still: the pinned one, if any. */
  anchorOf: (target) => (target && target.state !== undefined ? target.state : null),
  moveCursor: (target, key, run, info) => moveRingCursor(target, key, info.n),
  /** Mapping the run for the timeline costs a whole run: done at once when it is small. */
  mapsAtStart: (info, place) => place === 'local',
  pinName: (target, info) => stateName(target.state, info.n),
  pinFrom: (text, info) => {
    const state = parseStateName(text, info.n);
    return state === null ? null : { state };
  },
  /** States taken off the queue, of all states (the ones never taken are Loop). */
  progress: (run, info) => (run.done ? 1 : run.head / info.states),
  code: BERZERK_CODE,
  caption: (info) => ({ title: t('game.berzerk'), text: berzerkCaption(info) }),
  fileName: (values) => `berzerk-n${String(values.n).trim()}`,
  ...STATE_FILES,
  status: berzerkStatus,
  narration: berzerkNarration,
  detail: queueLine,
  tooltip: berzerkTooltip,
  timelineKey: () => [['first-lose', t('timeline.firstLose')], ['layer-end', t('timeline.layerEnd')], ['queue-empty', t('timeline.queueEmpty')]],
  detailLimit: DETAIL_LIMIT,
});
