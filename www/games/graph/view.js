// @ts-check
// The graph board: the shared board of a game graph's states (draw/state-graph/board.js),
// its nodes numbered as the page numbers them and its captions in the graph game's words.

import { t } from '../../i18n/index.js';
import { createStateGraphBoard } from '../../draw/state-graph/board.js';

/** @param {HTMLCanvasElement} canvas */
export function createGraphView(canvas) {
  return createStateGraphBoard(canvas, {
    label: (v) => String(v + 1),
    words: {
      summary: (o) => t('graph.summaryView', o),
      zoomed: (o) => t('graph.zoomed', o),
      loopBand: () => t('graph.loopBand'),
    },
  });
}
