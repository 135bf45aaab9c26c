// @ts-check
// What every game whose states are a game graph's (Berzerk, a graph) has alike: its targets
// are `{ state }`, its run is a table of states (model/state-run.js) answered by the common
// state engine (engine/state-engine.js), it is spoken of by the shared cards (panels/), and
// it saves, besides the board, the judge answer as text once the run is over and the solved
// table as JSON at any time (the engine solves it apart from the run).

import { createStateRun } from '../model/state-run.js';
import { t } from '../i18n/index.js';

/** @typedef {import('./contract.js').Game} Game */

export const STATE_GAME = Object.freeze({
  /** @type {Game['createRun']} */
  createRun: createStateRun,
  /** @type {Game['sameTarget']} */
  sameTarget: (a, b) => Boolean(a && b && a.state === b.state),
  /** @type {Game['describeMessage']} */
  describeMessage: (target) => ({ state: target.state }),
  /** The state a zoom without a pointer holds still: the pinned one, if any. @type {Game['anchorOf']} */
  anchorOf: (target) => (target && target.state !== undefined ? target.state : null),
  /**
   * Mapping the run for the timeline runs a copy to its end: done at once on the page,
   * where games are small. @type {Game['mapsAtStart']}
   */
  mapsAtStart: (_info, place) => place === 'local',
  /** @type {Game['timelineKey']} */
  timelineKey: () => [['first-lose', t('timeline.firstLose')], ['layer-end', t('timeline.layerEnd')], ['queue-empty', t('timeline.queueEmpty')]],
  /** @type {Game['exportable']} */
  exportable: (kind, run) => (kind === 'text' ? run.done : kind === 'json'),
  /** `queries` are the page's read-only requests (ui/queries.js). @type {Game['exportFile']} */
  exportFile: async (kind, queries) => (kind === 'text'
    ? { extension: 'txt', blob: new Blob([await queries.judge()], { type: 'text/plain' }) }
    : { extension: 'json', blob: await queries.table() }),
  /** Every shared card of index.html (`data-card`): a game graph's states are told of by all of them. */
  cards: Object.freeze(['game', 'queue', 'explain', 'check', 'play', 'predict', 'result', 'export-text', 'export-json']),
});
