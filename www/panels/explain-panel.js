// The "Why?" card, for any game whose states are a game graph's: the state in focus
// (hovered, or pinned by a click or tap), why it has its outcome, its moves grouped by what
// they are worth to the mover and sorted by remoteness (explain-moves.js), and the best line
// from it (its first moves, the rest on demand a stretch at a time: a line can have a
// million; explain-line.js). Hovering a move shows it on the board. The game's `naming`
// (games/<id>/naming.js) says how its states and moves are named and its reasons worded;
// one card serves every such game, each game's panel acting only while its game is shown
// (`hooks.active()`).

import { OUTCOME_WORDS } from '../model/states.js';
import { t } from '../i18n/index.js';
import { createMoveTable } from './explain-moves.js';
import { createBestLine } from './explain-line.js';

export function createExplainPanel(doc, hooks, naming) {
  const card = doc.getElementById('explain');
  const title = doc.getElementById('explain-title');
  const reason = doc.getElementById('explain-reason');
  const table = createMoveTable(doc, hooks, naming);
  const bestLine = createBestLine(doc, hooks, naming);
  let shown = null;

  /** The card with no state: how to bring one here, or, while outcomes are concealed, that they are. */
  function clear(concealed) {
    for (const key of ['state', 'outcome', 'remoteness', 'best']) delete card.dataset[key];
    title.textContent = t('why.title');
    reason.textContent = concealed ? t('why.concealed') : naming.whyHint();
    table.clear();
    bestLine.clear();
  }

  /** The card's head: the state's name and outcome (also as `#explain`'s data attributes) and why. */
  function fillHead(info, pinned, gameInfo) {
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
      if (!info) {
        clear(concealed);
        return;
      }
      fillHead(info, moment.pinned, moment.info);
      table.fill(info, moment.info);
      bestLine.list(info, moment.info);
    },
    /** The card is this game's again (or the words changed): its head now, its body at the next show. */
    refresh() {
      shown = null;
      table.showHead();
    },
  };
}
