// @ts-check
// The two-pile game ("Alice and Bob") as the page plays it: a grid of pile sizes on which
// the sieve reveals one P-position per step, a query card over the judge's range, and the
// shared check card (panels/check-panel.js) for a program's answer to judge queries.

import { applyPileSnapshot, createPileRun } from '../../model/pile-run.js';
import { createPilesView } from './view.js';
import { createQueryPanel, sampleInput } from './query-panel.js';
import { createCellPanel } from './cell-panel.js';
import { createPilesPlayPanel } from './play-panel.js';
import { createCheckPanel } from '../../panels/check-panel.js';
import { PILES_NAMING } from './naming.js';
import { defineGame } from '../contract.js';
import { moveGridCursor } from './cursor.js';
import { PILES_CODE } from './code.js';
import { DEFAULT_SIZE, pilesUrlParams, readPilesUrl } from './url.js';
import {
  pilesCaption, pilesNarration, pilesStatus, pilesTooltip, recentPPositions,
} from './text.js';

export const PRESETS = Object.freeze({
  // Room for the sample's queries, which the query card then asks.
  sample: Object.freeze({ 'pile-size': '7' }),
  small: Object.freeze({ 'pile-size': '20' }),
  full: Object.freeze({ 'pile-size': '5000' }),
});

export const piles = defineGame({
  id: 'piles',
  /** The shared cards of index.html (`data-card`) it shows beside its own markup (parts.html). */
  cards: Object.freeze(['check']),
  fields: Object.freeze(['pile-size']),
  defaults: Object.freeze({ 'pile-size': DEFAULT_SIZE }),
  presets: PRESETS,
  readUrl: readPilesUrl,
  urlParams: pilesUrlParams,
  /**
   * The sieve runs on the page's thread at every size: a step costs its rays (well under a
   * millisecond at 5000), so each press is answered at once, and End runs in slices between
   * frames. The judge-range queries (PileOracle) run there too, in about 20 ms once.
   */
  placeFor: () => 'local',
  startMessage: (values) => ({ size: values['pile-size'] }),
  createRun: createPileRun,
  applySnapshot: (run, snap) => applyPileSnapshot(run, snap),
  createView: createPilesView,
  /** The query card, the cell in focus with the P-positions' numbers, play and check. */
  createPanel: (doc, hooks) => {
    const query = createQueryPanel(doc, hooks);
    const cell = createCellPanel(doc);
    const play = createPilesPlayPanel(doc, hooks);
    const check = createCheckPanel(doc, hooks, PILES_NAMING);
    // Check answers queries: it opens with the sample's, whose answer its example is, as
    // the other games' Check opens on their game (a link's queries replace them).
    /** @type {HTMLTextAreaElement} */ (doc.getElementById('pile-queries')).value = sampleInput();
    return {
      update: cell.update,
      focus: cell.show,
      presetApplied: query.presetApplied,
      reset: (info) => {
        play.reset(info);
        check.reset(info);
      },
      // The board's marks are the piles' own (cells, not the other games' states): they
      // leave with the game and come back with it, as does a game being played.
      shown: () => {
        play.shown();
        check.shown();
        hooks.decorate({ marks: check.marks() });
      },
      hidden: () => {
        play.hidden();
        hooks.decorate({ marks: null });
      },
      refresh: () => {
        cell.refresh();
        if (hooks.active()) check.shown();
      },
      openLink: check.openLink,
    };
  },
  /** The grid as drawn while its outcomes are concealed (Play without hints): nothing decided yet. */
  concealRun: (run) => ({
    ...run,
    decidedAt: new Uint16Array(run.decidedAt.length),
    pairs: new Uint32Array(0),
    steps: 0,
    ruledOut: 0,
    done: false,
    last: null,
  }),
  sameTarget: (a, b) => Boolean(a && b && a.n === b.n && a.m === b.m),
  describeMessage: (target) => ({ n: target.n, m: target.m }),
  /** The cell in focus and, for a winning cell, the P-position its move reaches. */
  focusOf: (target, info) => ({
    n: target.n,
    m: target.m,
    to: info && info.move ? { n: target.n - info.move.takeFirst, m: target.m - info.move.takeSecond } : null,
  }),
  /** Decided cells, of the whole square. */
  progress: (run) => (run.done ? 1 : 1 - pilesStatus(run).counts.undecided / run.cells),
  moveCursor: (target, key, run) => moveGridCursor(target, key, run.size),
  mapsAtStart: (info) => info.size <= 1000,
  pinName: (target) => `${target.n},${target.m}`,
  pinFrom: (text, info) => {
    const [n, m] = String(text).split(',').map(Number);
    const inside = (v) => Number.isInteger(v) && v >= 0 && v <= info.size;
    return inside(n) && inside(m) ? { n, m } : null;
  },
  code: PILES_CODE,
  caption: pilesCaption,
  fileName: (values) => `piles-${String(values['pile-size']).trim()}`,
  status: pilesStatus,
  narration: pilesNarration,
  detail: recentPPositions,
  tooltip: pilesTooltip,
  naming: PILES_NAMING,
});
