// The games on the page: each one's slot with its form and panels, which one is shown, and
// starting it from values (its fields, a preset, a random game, a link). Starting is the
// controller's 'start' event, so it waits for the run's motion to stop and nothing
// overtakes it; `started` then brings the page's state in step before anything is drawn.

import { GAMES } from '../games/registry.js';
import { createSlot } from './slots.js';
import { createForm } from './form.js';
import { createPanelHooks } from './panel-hooks.js';
import { PAGE_QUERIES } from './queries.js';

/**
 * The games of `page` ({ slots, slot, decorations }) on `canvas`, with the page's parts
 * (`controller`, `focus`, `address`, `timeline`, `tooltip`, `dock`, `paint()`,
 * `pinTarget(target)`), looked up when used.
 */
export function createGames(doc, win, canvas, page, parts) {
  /** The buttons matching `selector` whose nearest game part is game `id`'s. */
  const ownButtons = (id, selector) => [...doc.querySelectorAll(selector)]
    .filter((button) => button.closest('[data-game-part]')?.dataset.gamePart === id);

  /**
   * Starts the active game from `values`; bad values (or a start that never finished) are
   * shown beside their fields and change nothing. Resolves to the problems, null when started
   * (undefined when it failed otherwise, which was reported).
   */
  async function attempt(values) {
    const problems = await parts.controller.dispatch('start', { values });
    if (problems) page.slot.form.showProblems(problems);
    return problems;
  }

  /** Starts the active game from `values`: true when started (see `attempt`). */
  const apply = async (values) => (await attempt(values)) === null;

  /** Puts `values` in the active game's fields and starts it. */
  function load(values) {
    page.slot.form.fill(values);
    return apply(values);
  }

  /** A game just started (the controller's 'start' effect, on `place`): the page starts afresh on it. */
  async function started(s, place) {
    s.form.fill(s.values);
    s.form.applied(s.values);
    parts.address.release();
    parts.focus.clear();
    page.decorations = {
      ...page.decorations, highlight: null, marks: null, played: null, concealed: false,
    };
    s.panel.reset?.(s.info);
    if (s.game.mapsAtStart(s.info, place)) s.timeline = await s.queries.timeline();
    parts.timeline.reset(s.timeline, s.game);
  }

  async function applyPreset(s, name) {
    const values = s.game.presets[name];
    s.form.fill(values);
    if (await apply(values)) s.panel.presetApplied?.(name);
  }

  function setUp(game) {
    const s = createSlot(game);
    s.queries = parts.controller.queries(game.id, PAGE_QUERIES);
    s.form = createForm(doc, doc.getElementById(`${game.id}-form`), game.fields, (values) => apply(values), {
      note: doc.getElementById(`${game.id}-form-note`),
      shorten: game.shortenField,
    });
    s.form.onEdited(() => page.slot && parts.paint());
    s.panel = game.createPanel(doc, createPanelHooks(s, page, { ...parts, load }));
    for (const button of ownButtons(game.id, '[data-preset]')) button.addEventListener('click', () => applyPreset(s, button.dataset.preset));
    for (const button of ownButtons(game.id, '[data-random]')) button.addEventListener('click', () => load(game.random()));
    return s;
  }

  function fit() {
    const rect = canvas.getBoundingClientRect();
    page.slot.view.resize(rect.width, rect.height, win.devicePixelRatio || 1);
  }

  /**
   * Shows game `id`'s cards and board; a game shown for the first time starts from its
   * defaults. A part marked `data-game-part="a"` is game a's own markup (its parts.html); a
   * shared card marked `data-card="name"` shows for the games that list it in their `cards`,
   * and the game shown fills it (`shown`) once the one leaving kept its own (`hidden`).
   */
  async function activate(id) {
    if (page.slot) await parts.controller.dispatch('load');
    // Each game keeps its pin as it keeps its cards' state (a Check verdict): both come back.
    if (page.slot) page.slot.pinned = parts.focus.state.pinned;
    page.slot?.panel.hidden?.();
    const s = page.slots[id];
    page.slot = s;
    s.view ??= s.game.createView(canvas);
    for (const part of doc.querySelectorAll('[data-game-part]')) part.hidden = part.dataset.gamePart !== id;
    for (const card of doc.querySelectorAll('[data-card]')) card.hidden = !s.game.cards.includes(card.dataset.card);
    s.panel.shown?.();
    for (const button of doc.querySelectorAll('[data-switch]')) {
      button.setAttribute('aria-pressed', String(button.dataset.switch === id));
    }
    doc.body.dataset.game = id;
    parts.focus.clear();
    parts.tooltip.hide();
    parts.dock.refresh();
    fit();
    if (s.info === null) {
      await apply(s.game.defaults);
    } else {
      parts.focus.state.pinned = s.pinned;
      parts.controller.reset();
      parts.timeline.reset(s.timeline, s.game);
      parts.paint();
    }
  }

  /** Sets up every game's slot and wires the game switch and the board's resizing. */
  function setUpAll() {
    for (const game of Object.values(GAMES)) page.slots[game.id] = setUp(game);
    for (const button of doc.querySelectorAll('[data-switch]')) {
      button.addEventListener('click', () => activate(button.dataset.switch));
    }
    new win.ResizeObserver(() => {
      if (!page.slot) return;
      fit();
      // Draw in the same frame as the resize so the board never shows stretched.
      parts.paint();
    }).observe(canvas.parentElement);
  }

  return {
    setUpAll, activate, apply, attempt, load, started,
  };
}
