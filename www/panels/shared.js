// The cards every game whose states are a game graph's shares (Berzerk, a graph): Why?, the
// whole result, check, play and predict, made for one game with its `naming`, combined into
// the panel shape the page knows (see games/registry.js). Each card is one element
// for all such games; `shown()` puts this game's state back on them when its game is shown,
// and `refresh()` words them again (the game's labels too) when the page's words change.

import { createExplainPanel } from './explain-panel.js';
import { createStatsPanel } from './stats-panel.js';
import { createPlayPanel } from './play-panel.js';
import { createPredictPanel } from './predict-panel.js';
import { createCheckPanel } from './check-panel.js';

/**
 * @param {Document} doc
 * @param {import('../games/contract.js').PanelHooks} hooks
 * @param {import('../games/contract.js').Naming} naming
 */
export function createSharedPanels(doc, hooks, naming) {
  const explain = createExplainPanel(doc, hooks, naming);
  const stats = createStatsPanel(doc, hooks, naming);
  const play = createPlayPanel(doc, hooks, naming);
  const predict = createPredictPanel(doc, hooks, naming);
  const check = createCheckPanel(doc, hooks, naming);
  const cards = [explain, stats, play, predict, check];
  return {
    update: (run, moment) => {
      stats.update(run, moment);
      predict.update(run, moment);
    },
    focus: (info, moment) => explain.show(info, moment),
    claimsClick: predict.claimsClick,
    reset: (info) => {
      for (const card of [stats, play, predict, check]) card.reset(info);
    },
    shown: () => {
      explain.refresh();
      for (const card of cards) card.shown?.();
    },
    hidden: () => play.hidden(),
    address: play.address,
    /** A link's answer is checked, then its game is played (each opens its card). */
    openLink: async (params, texts) => [...await check.openLink(params, texts), ...await play.openLink(params)],
    /** The cards in the page's new words, if this game is the one shown (else at its `shown`). */
    refresh: () => {
      if (!hooks.active()) return;
      explain.refresh();
      stats.refresh();
      play.refresh();
      check.shown();
      predict.shown();
    },
    renumbered: play.renumbered,
  };
}
