// Berzerk (Codeforces 786A) as the page plays it: its fields, presets and links, its engine
// and board, and its words. The controller (ui/app.js) knows games only through this shape.

import { createBerzerkEngine } from '../../engine/berzerk-engine.js';
import { DETAIL_LIMIT } from '../../draw/ring-geometry.js';
import { parseStateName, stateName } from '../../engine/contract.js';
import { createBerzerkView } from './view.js';
import { createAnswerPanel } from './answer-panel.js';
import { createExplainPanel } from './explain-panel.js';
import { createStatsPanel } from './stats-panel.js';
import { createPlayPanel } from './play-panel.js';
import { createPredictPanel } from './predict-panel.js';
import { createCheckPanel } from './check-panel.js';
import { moveRingCursor } from './cursor.js';
import { BERZERK_CODE } from './code.js';
import { berzerkUrlParams, readBerzerkUrl } from './url.js';
import {
  berzerkNarration, berzerkStatus, berzerkTooltip, queuePreview,
} from './text.js';

const SAMPLE1 = Object.freeze({ n: '5', s1: '3 2', s2: '1 2 3' });

export const PRESETS = Object.freeze({
  sample1: SAMPLE1,
  sample2: Object.freeze({ n: '8', s1: '6 2 3 4', s2: '3 6' }),
  // Moves of 4 and 8 on 12 objects only ever reach objects in the same class mod 4,
  // so only objects 5 and 9 can reach the hole and everything else loops.
  loop: Object.freeze({ n: '12', s1: '4 8', s2: '4 8' }),
  // Every step from 1 to 6999: the fields accept ranges.
  big: Object.freeze({ n: '7000', s1: '1-6999', s2: '1-6999' }),
});

function randomSteps(n, random) {
  const size = 1 + Math.floor(random() * Math.min(n - 1, 5));
  const chosen = new Set();
  while (chosen.size < size) chosen.add(1 + Math.floor(random() * (n - 1)));
  return Array.from(chosen).join(' ');
}

/** A random game small enough to watch: n in 5..40 and one to five distinct steps each. */
export function randomGame(random = Math.random) {
  const n = 5 + Math.floor(random() * 36);
  return { n: String(n), s1: randomSteps(n, random), s2: randomSteps(n, random) };
}

export const berzerk = Object.freeze({
  id: 'berzerk',
  title: 'Berzerk',
  fields: Object.freeze(['n', 's1', 's2']),
  defaults: SAMPLE1,
  presets: PRESETS,
  random: randomGame,
  readUrl: readBerzerkUrl,
  urlParams: berzerkUrlParams,
  startMessage: (values) => ({ n: values.n, s1: values.s1, s2: values.s2 }),
  createEngine: createBerzerkEngine,
  createView: createBerzerkView,
  /** The judge output, the "Why?" card and the whole result. */
  createPanel: (doc, hooks) => {
    const answer = createAnswerPanel(doc, hooks);
    const explain = createExplainPanel(doc, hooks);
    const stats = createStatsPanel(doc, hooks);
    const play = createPlayPanel(doc, hooks);
    const predict = createPredictPanel(doc, hooks);
    const check = createCheckPanel(doc, hooks);
    return {
      update: (snap, moment) => {
        answer.update(snap);
        stats.update(snap, moment);
        predict.update(snap);
      },
      focus: explain.show,
      claimsClick: predict.claimsClick,
      reset: (info) => {
        stats.reset();
        play.reset(info);
        predict.reset(info);
        check.reset(info);
      },
      address: play.address,
      openLink: play.openLink,
    };
  },
  /** Full step reports only where the board draws them (arrows on small circles). */
  snapshotOptions: (info) => ({ detailed: info.n <= DETAIL_LIMIT }),
  describeMessage: (target) => ({ state: target.state }),
  /** The state in focus, its best line and the move previewed from the "Why?" card. */
  focusOf: (target, info, preview) => ({
    state: target.state,
    onLens: Boolean(target.onLens),
    line: info ? info.line : null,
    move: preview,
  }),
  moveCursor: moveRingCursor,
  /** Mapping the run for the timeline costs a whole run: done at once for circles this small. */
  cheapToMap: (info) => info.n <= 20000,
  pinName: (target, info) => stateName(target.state, info.n),
  pinFrom: (text, info) => {
    const state = parseStateName(text, info.n);
    return state === null ? null : { state };
  },
  /** States taken off the queue, of all states (the ones never taken are Loop). */
  progress: (snap) => (snap.done ? 1 : snap.head / (2 * snap.n)),
  code: BERZERK_CODE,
  fileName: (values) => `berzerk-n${String(values.n).trim()}`,
  /** The judge answer once the run is over; the solved table at any time (it is solved apart). */
  exportable: (kind, snap) => (kind === 'text' ? snap.done : kind === 'json'),
  exportFile: (kind, request) => (kind === 'text'
    ? { extension: 'txt', type: 'text/plain', text: request('judge') }
    : { extension: 'json', type: 'application/json', text: JSON.stringify(request('table'), null, 1) }),
  status: berzerkStatus,
  narration: berzerkNarration,
  detail: queuePreview,
  tooltip: berzerkTooltip,
});
