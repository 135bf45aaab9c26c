// What a game's panels are handed (game.createPanel(doc, hooks)): the run and the focus to
// read, a few ways to act on the page (pin, preview, decorate the board, open a tab, load a
// game), and `queries`, the fixed list of read-only requests they may send (queries.js):
// the shared ones and the game's own.
// Panels move the run only through the controller's events (`runToEnd`), never themselves.

import { panelQueries } from './queries.js';

/**
 * Hooks for the panels of slot `s` in `page` ({ slot, decorations }): `controller` the
 * mode machine's carrier, `focus` the focus, `paint()` redraws, `pinTarget(target)` pins,
 * `load(values)` starts the active game from values, `dock` opens tabs.
 */
export function createPanelHooks(s, page, {
  controller, focus, paint, pinTarget, load, dock,
}) {
  /** Puts the run shown at its end (End, as its button), for a panel that needs every outcome. */
  async function runToEnd() {
    if (page.slot.run.done) return true;
    await controller.dispatch('end');
    await controller.ended();
    await controller.settled();
    return page.slot.run.done;
  }

  return {
    queries: controller.queries(s.game.id, panelQueries(s.game), s.game.longQueries),
    /** Whether this game is the one shown: cards shared between games act only then. */
    active: () => page.slot === s,
    run: () => s.run,
    /** The values the game shown was started from, and the target pinned, if any. */
    values: () => s.values,
    pinned: () => focus.state.pinned,
    /** The game Play is playing on the board ({ start, moves, at? }), or null. */
    played: () => page.decorations.played ?? null,
    steps: () => s.run.steps,
    pin: pinTarget,
    preview: (move) => {
      focus.state.preview = move;
      paint();
    },
    decorate: (changes) => {
      page.decorations = { ...page.decorations, ...changes };
      if (page.slot) paint();
    },
    runToEnd,
    loadRandom: () => load(page.slot.game.random()),
    load,
    openTab: (name) => dock.open(name),
  };
}
