// The page's controller. It owns the run's mode (modes.js), the active game and, per game,
// its engine, board view, form and panel; it turns events into engine messages and redraws
// the views from snapshots. Views and panels never reach the engine on their own.

import { GAMES, gameFromUrl } from '../games/registry.js';
import { FieldProblems } from '../engine/problems.js';
import { controlsFor, settle, transition } from './modes.js';
import { createTransport } from './transport.js';
import { createForm } from './form.js';
import { createTooltip } from './tooltip.js';
import { createBoardInput } from './board-input.js';
import { createReadout } from './readout.js';
import { createDisplayOptions } from './display-options.js';
import { searchFor } from './url.js';
import { createAddress } from './address.js';
import { startPace, stepsDue } from './pacing.js';
import { createTimeline } from './timeline.js';
import { createPseudocode } from './pseudocode.js';
import { createExport } from './export.js';
import { createRunLoop } from './run-loop.js';

/** Milliseconds of solving per animation frame while End runs; the rest of the frame draws. */
const END_FRAME_BUDGET_MS = 7;

export function createApp(doc, win, wasm) {
  const canvas = doc.getElementById('board');
  const tooltip = createTooltip(doc, doc.getElementById('tooltip'));
  const readout = createReadout(doc);
  const slots = {};
  let slot = null;
  let mode = 'idle';
  let pace = startPace(false);
  let hover = null; // { x, y } over the board, CSS pixels
  let pinned = null; // a target of the active view
  let cursor = null; // the keyboard's target while the board has focus
  let preview = null; // a move a panel points at, drawn on the board
  let decorations = {}; // what panels ask the board to show: shading, highlighted objects

  const address = createAddress(win);
  const send = (type, payload) => slot.engine.send(type, payload);
  const options = () => slot.game.snapshotOptions(slot.info);

  function createSlot(game) {
    const s = { game, engine: game.createEngine(wasm), view: null, info: null, values: null };
    s.form = createForm(doc, doc.getElementById(`${game.id}-form`), game.fields, (values) => apply(values));
    s.timeline = null;
    s.panel = game.createPanel(doc, {
      request: (type, payload) => s.engine.send(type, payload),
      pin: pinTarget,
      preview: (move) => {
        preview = move;
        paint();
      },
      decorate: (changes) => {
        decorations = { ...decorations, ...changes };
        if (slot) paint();
      },
      runToEnd,
      loadRandom: () => load(slot.game.random()),
      load,
    });
    for (const button of doc.querySelectorAll(`[data-game-part="${game.id}"] [data-preset]`)) {
      button.addEventListener('click', () => applyPreset(s, button.dataset.preset));
    }
    return s;
  }

  /** Starts the active game from `values`; bad values are shown beside their fields and change nothing. */
  function apply(values) {
    try {
      slot.info = send('start', slot.game.startMessage(values));
    } catch (error) {
      if (!(error instanceof FieldProblems)) throw error;
      slot.form.showProblems(error.problems);
      return false;
    }
    slot.values = values;
    slot.form.fill(values);
    address.release();
    pinned = null;
    decorations = { ...decorations, highlight: null };
    slot.panel.reset?.(slot.info);
    cursor = null;
    slot.timeline = slot.game.cheapToMap(slot.info) ? send('timeline') : null;
    timeline.reset(slot.timeline);
    dispatch('load');
    return true;
  }

  /** Maps the run (a whole run's work) so the timeline can scrub it. */
  function mapRun() {
    slot.timeline = send('timeline');
    timeline.reset(slot.timeline);
    paint();
  }

  /** The address of what is shown: the game, and the step and pinned target when set. */
  function addressParams(snap) {
    const params = slot.game.urlParams(slot.values);
    if (snap.steps > 0) params.push(['step', snap.done ? 'end' : String(snap.steps)]);
    if (pinned) params.push(['pin', slot.game.pinName(pinned, slot.info)]);
    return [...params, ...(slot.panel.address?.() ?? [])];
  }


  /** Opens the link's step (a number, or `end`) and pinned target, when it names them. */
  function openLinkView(params) {
    const step = params.get('step');
    if (step !== null) {
      const to = step === 'end' ? 0xffffffff : Number(step);
      if (Number.isInteger(to) && to >= 0) dispatch('seek', { step: to });
    }
    const pin = params.get('pin');
    if (pin !== null) pinTarget(slot.game.pinFrom(pin, slot.info));
    slot.panel.openLink?.(params);
  }

  /**
   * Puts the run at its end for a panel that needs every outcome; false when the game is too
   * large to run through at once (End runs it in slices instead).
   */
  function runToEnd() {
    if (send('snapshot', options()).done) return true;
    if (!slot.timeline && !slot.game.cheapToMap(slot.info)) return false;
    dispatch('seek', { step: 0xffffffff });
    return send('snapshot', options()).done;
  }

  /** Puts `values` in the active game's fields and starts it. */
  function load(values) {
    slot.form.fill(values);
    return apply(values);
  }

  function applyPreset(s, name) {
    const values = s.game.presets[name];
    s.form.fill(values);
    if (apply(values)) s.panel.presetApplied?.(name);
  }

  /** Shows game `id`'s cards and board; a game shown for the first time starts from its defaults. */
  function activate(id) {
    if (slot) dispatch('load');
    slot = slots[id];
    slot.view ??= slot.game.createView(canvas);
    for (const section of doc.querySelectorAll('[data-game-part]')) section.hidden = section.dataset.gamePart !== id;
    for (const button of doc.querySelectorAll('[data-switch]')) {
      button.setAttribute('aria-pressed', String(button.dataset.switch === id));
    }
    doc.body.dataset.game = id;
    hover = null;
    pinned = null;
    cursor = null;
    tooltip.hide();
    fit();
    if (slot.info === null) {
      apply(slot.game.defaults);
    } else {
      timeline.reset(slot.timeline);
      dispatch('load');
    }
  }

  function perform(effect, payload) {
    if (effect === 'stop' || effect === 'play') pace = startPace(effect === 'play');
    else if (effect === 'step') send('step', options());
    else if (effect === 'back') send('back');
    else if (effect === 'seek') send('seek', { step: payload.step });
    // End's first slice runs at once: a game that fits in it is answered within the click.
    else if (effect === 'end') send('runFor', { budgetMs: END_FRAME_BUDGET_MS });
    else if (effect === 'reset') send('reset');
  }

  /**
   * Runs one mode-machine event (with its payload, such as a seek's step): its effects, then
   * the mode the run's end allows, then a redraw.
   */
  function dispatch(event, payload = {}) {
    const next = transition(mode, event);
    next.effects.forEach((effect) => perform(effect, payload));
    if (event === 'escape') pinned = null;
    mode = settle(next.mode, send('snapshot', options()).done);
    loop.request();
    paint();
  }

  function advance(now) {
    if (mode === 'ending') {
      send('runFor', { budgetMs: END_FRAME_BUDGET_MS });
    } else if (mode === 'playing') {
      const next = stepsDue(pace, now, transport.speed());
      pace = next.pace;
      if (next.due > 0) send('run', { steps: next.due });
    }
  }

  const moving = () => mode === 'playing' || mode === 'ending';
  const loop = createRunLoop(win, {
    moving,
    tick(now) {
      advance(now);
      if (send('snapshot', options()).done) dispatch('finished');
      else paint();
    },
  });

  /** The hovered target, else the keyboard's, else the pinned one, with the engine's description. */
  function focus() {
    const target = (hover && slot.view.hitTest(hover.x, hover.y)) || cursor || pinned;
    if (!target) return { target: null, info: null };
    return { target, info: send('describe', slot.game.describeMessage(target)) };
  }

  function paint() {
    // Descriptions may allocate in wasm, which can move the tables: ask before the snapshot.
    const { target, info } = focus();
    const snap = send('snapshot', options());
    const { game } = slot;
    const controls = controlsFor(mode, snap.steps);
    slot.view.draw(snap, { ...decorations, focus: target ? game.focusOf(target, info, preview) : null });
    slot.panel.focus?.(info, { pinned: target !== null && target === pinned, steps: slot.info.steps, version: snap.version });
    readout.show(game, snap, controls, slot.info);
    readout.describeBoard(game, snap, slot.info, info ? game.tooltip(info) : null, { pinned: target === pinned, cursor: target === cursor });
    timeline.show(snap.steps);
    pseudocode.show(game.code, snap);
    exporter.update((kind) => Boolean(game.exportable?.(kind, snap)));
    // The address follows the page at rest, not on every frame of a run.
    if (controls.announce) address.show(searchFor(addressParams(snap)));
    transport.render(controls);
    slot.panel.update(snap, { atRest: controls.announce });
    if (hover && target && info) tooltip.show(game.tooltip(info), hover.x, hover.y, canvas.getBoundingClientRect());
    else tooltip.hide();
  }

  function pinTarget(target) {
    pinned = target;
    paint();
  }

  function fit() {
    const rect = canvas.getBoundingClientRect();
    slot.view.resize(rect.width, rect.height, win.devicePixelRatio || 1);
  }

  const transport = createTransport(doc, { emit: dispatch });
  const pseudocode = createPseudocode(doc);
  const exporter = createExport(doc, canvas, {
    fileName: () => slot.game.fileName(slot.values),
    files: (kind) => slot.game.exportFile?.(kind, (type, payload) => send(type, payload)),
  });
  const timeline = createTimeline(doc, { seek: (step) => dispatch('seek', { step }), map: mapRun });
  createDisplayOptions(doc, () => slot && paint());

  createBoardInput(doc, canvas, {
    hover(point) {
      hover = point;
      paint();
    },
    pin(point) {
      const target = slot.view.hitTest(point.x, point.y);
      if (!slot.panel.claimsClick?.(target, send('snapshot', options()))) pinTarget(target);
    },
    moveCursor(key) {
      if (key === null) cursor = null;
      else cursor = slot.game.moveCursor(cursor ?? pinned, key, send('snapshot', options()));
      paint();
    },
    pinCursor() {
      if (cursor && !slot.panel.claimsClick?.(cursor, send('snapshot', options()))) pinTarget(cursor);
    },
    canZoom: () => typeof slot.view.zoom === 'function',
    zoom(factor, x, y) {
      slot.view.zoom(factor, x, y);
      paint();
    },
    pan(dx, dy) {
      slot.view.pan(dx, dy);
      paint();
    },
    fit() {
      slot.view.fit();
      paint();
    },
  });

  for (const button of doc.querySelectorAll('[data-switch]')) {
    button.addEventListener('click', () => activate(button.dataset.switch));
  }

  new win.ResizeObserver(() => {
    fit();
    // Draw in the same frame as the resize so the board never shows stretched.
    if (slot) paint();
  }).observe(canvas.parentElement);

  /**
   * Opens the game the address names. A bad link keeps its values in the fields with their
   * problems shown, and the address as it was; the board shows the game's defaults meanwhile.
   */
  function start() {
    for (const game of Object.values(GAMES)) slots[game.id] = createSlot(game);
    const link = win.location.search;
    const params = new URLSearchParams(link);
    const { game, values } = gameFromUrl(params);
    activate(game.id);
    if (values === null) return;
    slot.form.fill(values);
    if (apply(values)) {
      openLinkView(params);
    } else {
      address.hold(link);
    }
  }

  return { start };
}
