// The page's controller: the active game's slot, the run's mode (controller.js), the focus
// (focus.js) and the views and panels that draw them. Views and panels never reach an engine
// themselves: panels ask through the hooks given here, and every answer that moves the run
// comes back as a snapshot applied to the slot's copy of the run before anything is drawn.

import { GAMES, gameFromUrl, longGameParams } from '../games/registry.js';
import { EngineRestarted } from '../engine/client.js';
import { language, t, translateDocument } from '../i18n/index.js';
import { reword, say } from '../i18n/live.js';
import { currentNumbering } from '../model/states.js';
import { blankTables, concealedRun } from '../model/state-run.js';
import { createSlot, moveSlot, startSlot } from './slots.js';
import { createFocus } from './focus.js';
import { createController } from './controller.js';
import { createTransport } from './transport.js';
import { createForm } from './form.js';
import { createTooltip } from './tooltip.js';
import { createBoardInput } from './board-input.js';
import { concealedStatus, createReadout } from './readout.js';
import { createDisplayOptions } from './display-options.js';
import { searchFor } from './url.js';
import { ADDRESS_LIMIT, createAddress } from './address.js';
import { createTimeline } from './timeline.js';
import { createPseudocode } from './pseudocode.js';
import { createExport } from './export.js';
import { createRecorder } from './record.js';
import { createCaption, createDock, createSheet } from './stage.js';
import { createJobs } from './jobs.js';
import { openLink } from './links.js';
import { linkTexts, unreadNotes } from './packed.js';
import {
  applyEmbed, embedAddress, embedCode, embedOptions,
} from './embed.js';

/**
 * The controller of the page `doc` in `win`, over `engine` (the engines' router), speaking
 * and counting as `locale` (ui/locale.js) says.
 */
export function createApp(doc, win, engine, locale) {
  const canvas = doc.getElementById('board');
  const boardNote = doc.getElementById('board-note');
  const tooltip = createTooltip(doc, doc.getElementById('tooltip'));
  const readout = createReadout(doc);
  const caption = createCaption(doc);
  const slots = {};
  let slot = null;
  let decorations = {}; // what panels ask the board to show: shading, highlighted objects, marks
  let painting = false;
  const embed = embedOptions(win.location.pathname, new URLSearchParams(win.location.search));
  let embedded = null; // what an embed updates as the run moves (ui/embed.js)

  const address = createAddress(win, doc);
  const request = (type, payload) => engine.request(slot.game.id, type, payload);
  const jobs = createJobs(doc, { cancel: () => engine.cancel(slot.game.id), changed: () => schedulePaint() });

  const focus = createFocus({
    describe: (target) => request('describe', slot.game.describeMessage(target)),
    same: (a, b) => slot.game.sameTarget(a, b),
    // At once, so what a key or a click brought into focus is described before the next event.
    changed: () => paint(),
  });

  function report(error) {
    if (error instanceof EngineRestarted) return;
    throw error;
  }

  const controller = createController(win, {
    engine,
    slot: () => slot,
    speed: () => transport.speed(),
    paint: () => paint(),
    paintControls: () => paintControls(),
    report: (error) => setTimeout(() => report(error)),
    track: (type, promise) => jobs.track(type, promise),
    finished: (how) => {
      // An embed asked to loop plays its run again, after a moment on the end.
      if (!embed?.loop || how !== 'play') return;
      setTimeout(() => {
        controller.dispatch('reset');
        controller.dispatch('play');
      }, 1200);
    },
    onEvent: (event) => recorder.heard(event),
  });

  /** Puts the run at its end, for a panel that needs every outcome. */
  async function runToEnd() {
    if (slot.run.done) return true;
    await controller.dispatch('end');
    await controller.ended();
    await controller.settled();
    return slot.run.done;
  }

  function panelHooks(s) {
    return {
      request: (type, payload) => jobs.track(type, engine.request(s.game.id, type, payload)),
      /** Whether this game is the one shown: cards shared between games act only then. */
      active: () => slot === s,
      run: () => s.run,
      /** The values the game shown was started from, and the target pinned, if any. */
      values: () => s.values,
      pinned: () => focus.state.pinned,
      steps: () => s.run.steps,
      pin: pinTarget,
      preview: (move) => {
        focus.state.preview = move;
        paint();
      },
      decorate: (changes) => {
        decorations = { ...decorations, ...changes };
        if (slot) paint();
      },
      runToEnd,
      loadRandom: () => load(slot.game.random()),
      load,
      openTab: (name) => dock.open(name),
    };
  }

  /** The buttons matching `selector` in game `id`'s own markup (its parts.html). */
  const ownButtons = (id, selector) => [...doc.querySelectorAll(selector)]
    .filter((button) => button.closest('[data-game-part]')?.dataset.gamePart === id);

  function setUpSlot(game) {
    const s = createSlot(game);
    s.form = createForm(doc, doc.getElementById(`${game.id}-form`), game.fields, (values) => apply(values), {
      note: doc.getElementById(`${game.id}-form-note`),
      shorten: game.shortenField,
    });
    s.form.onEdited(() => slot && paint());
    s.panel = game.createPanel(doc, panelHooks(s));
    for (const button of ownButtons(game.id, '[data-preset]')) button.addEventListener('click', () => applyPreset(s, button.dataset.preset));
    for (const button of ownButtons(game.id, '[data-random]')) button.addEventListener('click', () => load(game.random()));
    return s;
  }

  /** Starts the active game from `values`; bad values are shown beside their fields and change nothing. */
  async function apply(values) {
    await controller.dispatch('load');
    const problems = await startSlot(engine, slot, values);
    if (problems) {
      slot.form.showProblems(problems);
      return false;
    }
    slot.form.fill(values);
    slot.form.applied(values);
    address.release();
    focus.clear();
    decorations = {
      ...decorations, highlight: null, marks: null, played: null, concealed: false,
    };
    slot.panel.reset?.(slot.info);
    controller.reset();
    if (slot.game.mapsAtStart(slot.info, engine.placeOf(slot.game.id))) slot.timeline = await request('timeline');
    timeline.reset(slot.timeline, slot.game);
    paint();
    return true;
  }

  /** Maps the run (a whole run's work, in the engine's worker) so the timeline can scrub it. */
  async function mapRun() {
    const s = slot;
    s.mapAsked = true;
    const mapped = await jobs.track('timeline', engine.request(s.game.id, 'timeline'));
    if (slot !== s) return;
    s.timeline = mapped;
    timeline.reset(s.timeline, s.game);
    paint();
  }

  /** Puts `values` in the active game's fields and starts it. */
  function load(values) {
    slot.form.fill(values);
    return apply(values);
  }

  async function applyPreset(s, name) {
    const values = s.game.presets[name];
    s.form.fill(values);
    if (await apply(values)) s.panel.presetApplied?.(name);
  }

  /**
   * Shows game `id`'s cards and board; a game shown for the first time starts from its
   * defaults. A part marked `data-game-part="a"` is game a's own markup; a shared card marked
   * `data-card="name"` shows for the games that list it in their `cards`, and the game shown
   * fills it (`shown`) once the one leaving kept its own (`hidden`).
   */
  async function activate(id) {
    if (slot) await controller.dispatch('load');
    slot?.panel.hidden?.();
    slot = slots[id];
    slot.view ??= slot.game.createView(canvas);
    for (const part of doc.querySelectorAll('[data-game-part]')) part.hidden = part.dataset.gamePart !== id;
    for (const card of doc.querySelectorAll('[data-card]')) card.hidden = !slot.game.cards.includes(card.dataset.card);
    slot.panel.shown?.();
    for (const button of doc.querySelectorAll('[data-switch]')) {
      button.setAttribute('aria-pressed', String(button.dataset.switch === id));
    }
    doc.body.dataset.game = id;
    focus.clear();
    tooltip.hide();
    dock.refresh();
    fit();
    if (slot.info === null) {
      await apply(slot.game.defaults);
    } else {
      controller.reset();
      timeline.reset(slot.timeline, slot.game);
      paint();
    }
  }

  /** Draws on the next animation frame (hover and other streams of small changes). */
  function schedulePaint() {
    if (painting) return;
    painting = true;
    win.requestAnimationFrame(() => {
      painting = false;
      if (slot) paint();
    });
  }

  /**
   * A run that is over maps its timeline by itself: its landmarks are read off its end, so
   * the work is done already (asked once per game, so a cancelled map stays cancelled).
   */
  function mapOnceOver(s) {
    if (!s.run.done || s.timeline !== null || s.mapAsked || controller.busy()) return;
    mapRun().catch(report);
  }

  function paint() {
    const s = slot;
    if (!s || !s.info) return;
    mapOnceOver(s);
    const { game, run } = s;
    focus.refresh(run.version);
    const { target, info } = shownFocus();
    const concealed = Boolean(decorations.concealed);
    s.view.draw(boardRun(s), {
      ...decorations,
      // Marks (a prediction's grades, a check's wrong states) tell outcomes too.
      marks: concealed ? null : decorations.marks,
      shading: Boolean(decorations.shading && !decorations.concealed),
      focus: target ? game.focusOf(target, info, focus.state.preview) : null,
      described: info,
    });
    s.panel.focus?.(info, { pinned: focus.isPinned(target), info: s.info, concealed });
    // The cards that tell every outcome (judge output, whole result, check, who wins) are
    // hidden too while the outcomes are, and so is the timeline's marks.
    doc.body.classList.toggle('concealing', concealed);
    if (!concealed) boardNote.hidden = true;
    sheet.show(focus.state.pinned !== null);
    const controls = paintControls();
    readout.describeBoard(game, run, s.info, boardRows(s, target, info), { pinned: focus.isPinned(target), cursor: target !== null && target === focus.state.cursor, concealed });
    caption.show({ ...remembered(s, 'caption', [s.info, language()], () => game.caption(s.info)), edited: s.form.isEdited() ? t('caption.edited') : '' });
    doc.getElementById('view-label').textContent = s.view.viewText?.() ?? '';
    timeline.show(run.steps);
    // The lines a step ran tell what it decided: none while outcomes are concealed.
    pseudocode.show(game.code, boardRun(s));
    exporter.update((kind) => !concealed && Boolean(game.exportable?.(kind, run)));
    if (controls.announce) address.show(shownSearch(s));
    if (embedded) showEmbedded(s, controls.announce);
    s.panel.update(run, { atRest: controls.announce, info: s.info, concealed });
    if (focus.state.hover && focus.state.hovered && info && !concealed) tooltip.show(game.tooltip(info), focus.state.hover.x, focus.state.hover.y, canvas.getBoundingClientRect());
    else tooltip.hide();
  }

  /**
   * The target in focus and its description, as the board may tell them: while a panel
   * conceals the outcomes (Play without hints), only the keyboard's cursor, undescribed.
   */
  function shownFocus() {
    if (decorations.concealed) return { target: focus.state.cursor, info: null };
    const target = focus.target();
    return { target, info: focus.info() };
  }

  /** The board's text rows for the target in focus: its tooltip, or only its name while concealed. */
  function boardRows(s, target, info) {
    if (info) return s.game.tooltip(info);
    if (decorations.concealed && target) return [[t('board.cursorAt'), s.game.pinName(target, s.info)]];
    return null;
  }

  /**
   * The run as the board draws it: with its outcomes blanked while a panel conceals them
   * (a game's own `concealRun`, else the tables of a game graph's states blanked).
   */
  function boardRun(s) {
    if (!decorations.concealed) return s.run;
    if (s.game.concealRun) return remembered(s, 'blank', [s.run.session, s.run.size], () => s.game.concealRun(s.run));
    const blank = remembered(s, 'blank', [s.run.session, s.run.size], () => blankTables(s.run.size));
    return concealedRun(s.run, blank);
  }

  /** The status line's words for `s`: the game's, or only that they are hidden while outcomes are. */
  function shownStatus(s) {
    if (decorations.concealed) return concealedStatus();
    return s.game.status(s.run, s.info);
  }

  /** The part of `paint` that follows the mode: the run's buttons and the status line. */
  function paintControls() {
    const s = slot;
    if (!s || !s.info) return null;
    const controls = controller.controls();
    readout.show(s.game, s.run, s.info, controls, {
      jobRunning: jobs.busy(), busy: controller.busy() || jobs.busy(), concealed: Boolean(decorations.concealed),
    });
    transport.render({ ...controls, cancelShown: controls.cancelShown || jobs.showing() });
    return controls;
  }

  /** `make()`, made again only when one of `keys` changed since it was last made as `name`. */
  function remembered(s, name, keys, make) {
    const kept = s.memo[name];
    if (kept && kept.keys.every((key, i) => key === keys[i])) return kept.value;
    const value = make();
    s.memo[name] = { keys, value };
    return value;
  }

  /** An embed's heading names the game; at rest, its link to the full page opens the view shown. */
  function showEmbedded(s, atRest) {
    const heading = t('embed.title', remembered(s, 'caption', [s.info, language()], () => s.game.caption(s.info)));
    embedded.show({ heading, search: atRest ? searchFor(addressParams(s, { shared: true })) : undefined });
  }

  /** The game's own link parameters and their length, made once per game started. */
  function gameLink(s) {
    return remembered(s, 'link', [s.values], () => {
      // A game that can tell its link is too long without building it (a pasted judge-size
      // graph) is spared building it here: Copy link builds it when asked.
      if (s.game.linkFits?.(s.values, ADDRESS_LIMIT) === false) return { params: null, length: Infinity };
      const params = s.game.urlParams(s.values);
      return { params, length: params.reduce((sum, [key, value]) => sum + key.length + value.length + 2, 0) };
    });
  }

  /**
   * The address of what is shown: the game, the step and pinned target when set, and how the
   * page speaks and counts (always the language in a link to share).
   */
  function addressParams(s, { shared = false } = {}) {
    const params = [...(gameLink(s).params ?? s.game.urlParams(s.values))];
    if (s.run.steps > 0) params.push(['step', s.run.done ? 'end' : String(s.run.steps)]);
    if (focus.state.pinned) params.push(['pin', s.game.pinName(focus.state.pinned, s.info)]);
    const words = shared ? locale.linkParams(s.game.numbered) : locale.params(s.game.numbered);
    return [...params, ...(s.panel.address?.() ?? []), ...words];
  }

  /**
   * The address written as the page changes: what is shown, or for a game whose link is too
   * long to write on every change, its marker (and how the page speaks).
   */
  function shownSearch(s) {
    if (gameLink(s).length <= ADDRESS_LIMIT) {
      const search = searchFor(addressParams(s));
      if (search.length <= ADDRESS_LIMIT) return search;
    }
    return searchFor([...longGameParams(s.game.id), ...locale.params(s.game.numbered)]);
  }

  /**
   * Pins `target` in Why?. While a panel conceals the outcomes, a target is not pinned (that
   * would tell its outcome): the note under the board says why.
   */
  function pinTarget(target) {
    if (target && decorations.concealed) {
      boardNote.hidden = false;
      say(boardNote, () => t('board.concealedClick'));
      return;
    }
    focus.state.pinned = target;
    if (target) dock.open('why');
    paint();
  }

  function fit() {
    const rect = canvas.getBoundingClientRect();
    slot.view.resize(rect.width, rect.height, win.devicePixelRatio || 1);
  }

  const transport = createTransport(doc, {
    emit: (event) => {
      // While a recording drives the run, the run's controls wait; Esc stops the recording.
      if (recorder.busy()) {
        if (event === 'escape') recorder.cancel();
        return;
      }
      if (event === 'escape' && jobs.busy()) jobs.cancel();
      if (event === 'escape') focus.state.pinned = null;
      controller.dispatch(event);
    },
  });
  const pseudocode = createPseudocode(doc);
  const dock = createDock(doc, win);
  const sheet = createSheet(doc, win, { unpin: () => pinTarget(null) });
  const exporter = createExport(doc, canvas, {
    fileName: () => slot.game.fileName(slot.values, slot.run),
    files: (kind) => slot.game.exportFile?.(kind, (type, payload) => jobs.track(type, request(type, payload))),
    describe: () => ({ caption: slot.game.caption(slot.info), status: shownStatus(slot) }),
    link: () => address.full(searchFor(addressParams(slot, { shared: true }))),
  });
  const recorder = createRecorder(doc, {
    slot: () => slot,
    seek: (step) => controller.dispatch('seek', { step }),
    steps: (count) => moveSlot(engine, slot, 'run', { steps: count }),
    decorations: () => decorations,
    repaint: () => slot && paint(),
  });
  const timeline = createTimeline(doc, {
    seek: (step) => controller.dispatch('seek', { step }),
    map: () => mapRun(),
  });
  createDisplayOptions(doc, () => slot && paint());

  createBoardInput(doc, canvas, {
    hover(point) {
      focus.state.hover = point;
      const hit = point && slot.view.hitTest(point.x, point.y);
      // A point of the minimap, or a move while drawing, is no target to describe.
      focus.state.hovered = hit && !hit.minimap && !hit.move ? hit : null;
      schedulePaint();
    },
    pin(point) {
      const target = slot.view.hitTest(point.x, point.y);
      if (target && target.minimap) {
        slot.view.centreOn(target.minimap);
        paint();
        return;
      }
      const place = slot.view.placeAt?.(point.x, point.y) ?? null;
      if (!slot.panel.claimsClick?.(target, slot.run, place)) pinTarget(target);
    },
    /** A press a panel takes for a gesture of its own (drawing a move), instead of a pan. */
    press: (point) => Boolean(slot.panel.press?.(slot.view.hitTest(point.x, point.y), point)),
    drag: (point) => slot.panel.drag?.(slot.view.hitTest(point.x, point.y), point),
    release: (point) => slot.panel.release?.(slot.view.hitTest(point.x, point.y), point),
    moveCursor(key) {
      focus.state.cursor = key === null ? null : slot.game.moveCursor(focus.state.cursor ?? focus.state.pinned, key, slot.run, slot.info);
      paint();
    },
    pinCursor() {
      const { cursor } = focus.state;
      if (cursor && !slot.panel.claimsClick?.(cursor, slot.run)) pinTarget(cursor);
    },
    canZoom: () => typeof slot.view.zoom === 'function',
    zoom(factor, x, y) {
      slot.view.zoom(factor, x, y, slot.game.anchorOf(focus.state.pinned));
      schedulePaint();
    },
    pan(dx, dy) {
      slot.view.pan(dx, dy);
      schedulePaint();
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
    if (!slot) return;
    fit();
    // Draw in the same frame as the resize so the board never shows stretched.
    paint();
  }).observe(canvas.parentElement);

  /**
   * Opens the game the address names. A bad link keeps its values in the fields with their
   * problems shown, and the address as it was; the board shows the game's defaults meanwhile.
   */
  async function start() {
    if (embed) embedded = applyEmbed(doc, win, embed);
    for (const game of Object.values(GAMES)) slots[game.id] = setUpSlot(game);
    const link = win.location.search;
    const params = new URLSearchParams(link);
    const texts = await linkTexts(params);
    const { game, values, notes } = gameFromUrl(params, texts);
    await activate(game.id);
    let shown = [...notes, ...unreadNotes(texts)];
    if (values !== null) slot.form.fill(values);
    // A link without the game's values (`?step=end`) opens its step and pin on the defaults.
    if (values === null || await apply(values)) {
      shown = [...shown, ...await openLink(params, {
        engine, slot, pinTarget, texts,
      })];
      controller.reset();
      paint();
    } else {
      address.hold(link);
    }
    readout.notes([...locale.notes, ...shown]);
    if (embed?.speedIndex !== null && embed?.speedIndex !== undefined) transport.setSpeed(embed.speedIndex);
    if (embed?.autoplay) controller.dispatch('play');
  }

  /** Shows the embed code of the view and copies it; "Play on load" adds autoplay. */
  async function copyEmbedCode() {
    const autoplay = doc.getElementById('embed-autoplay').checked;
    const src = embedAddress(win.location, searchFor(addressParams(slot, { shared: true })), { autoplay });
    const code = embedCode(src, { title: t('embed.title', slot.game.caption(slot.info)) });
    const box = doc.getElementById('embed-snippet');
    box.value = code;
    box.hidden = false;
    box.select();
    const note = doc.getElementById('save-note');
    try {
      await navigator.clipboard.writeText(code);
      say(note, () => t('embed.copied'));
    } catch {
      say(note, () => t('embed.select'));
    }
  }
  doc.getElementById('embed-code').addEventListener('click', copyEmbedCode);
  // The code shown follows the choice, so what is shown is what was copied.
  doc.getElementById('embed-autoplay').addEventListener('change', () => {
    if (!doc.getElementById('embed-snippet').hidden) copyEmbedCode();
  });

  /**
   * After the worker was replaced: each of its games is started again at the step it showed,
   * before any event that came later moves it.
   */
  function restore() {
    return controller.queue(async () => {
      for (const s of Object.values(slots)) {
        if (s.info === null || engine.placeOf(s.game.id) !== null) continue;
        const steps = s.run.steps;
        await startSlot(engine, s, s.values);
        if (steps > 0) await moveSlot(engine, s, 'seek', { step: steps });
      }
    });
  }

  /** A progress report from the engine, for the job running. */
  function progress(report) {
    jobs.progress(report);
  }

  /**
   * After a switch of language or numbering: every text in the new words, the run, the pin,
   * the zoom and the panels' state as they were.
   */
  function relabel() {
    translateDocument(doc, { numbering: currentNumbering() });
    reword();
    transport.refresh();
    for (const s of Object.values(slots)) {
      s.form.reword();
      s.panel.refresh?.();
    }
    if (!slot || !slot.info) return;
    timeline.reset(slot.timeline, slot.game);
    paint();
  }

  /** Before the words change with the numbering: state names typed in the panels follow it. */
  function renumbered(from) {
    for (const s of Object.values(slots)) if (s.info) s.panel.renumbered?.(from, s.info);
  }

  return {
    start, restore, progress, relabel, renumbered,
  };
}
