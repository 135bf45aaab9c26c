// Painting the page from its plain state: the active slot's run and values, the focus, and
// the decorations panels asked for. `paint` draws everything at once (a key or a click must
// be drawn before the next event); `schedulePaint` draws on the next animation frame, for
// streams of small changes (hover, a pan); `paintControls` only what follows the mode.

import { language, t } from '../i18n/index.js';
import { blankTables, concealedRun } from '../model/state-run.js';
import { concealedStatus } from './readout.js';
import { remembered } from './slots.js';

/**
 * Paints `page` ({ slot, decorations }) with its parts: `canvas`, `boardNote`, `focus`,
 * `controller`, `jobs`, `readout`, `caption`, `tooltip`, `timeline`, `pseudocode`,
 * `exporter`, `address`, `sheet`, `transport` and `share` (share.js). Parts are looked up
 * when painting, so they may be added to `parts` after this is made. `mapOnceOver(slot)`
 * maps a run that is over (mapping.js).
 */
export function createPainter(doc, win, page, parts) {
  let scheduled = false;

  /**
   * The target in focus and its description, as the board may tell them: while a panel
   * conceals the outcomes (Play without hints), only the keyboard's cursor, undescribed.
   */
  function shownFocus() {
    const { focus } = parts;
    if (page.decorations.concealed) return { target: focus.state.cursor, info: null };
    return { target: focus.target(), info: focus.info() };
  }

  /** The board's text rows for the target in focus: its tooltip, or only its name while concealed. */
  function boardRows(s, target, info) {
    if (info) return s.game.tooltip(info);
    if (page.decorations.concealed && target) return [[t('board.cursorAt'), s.game.pinName(target, s.info)]];
    return null;
  }

  /**
   * The run as the board draws it: with its outcomes blanked while a panel conceals them
   * (a game's own `concealRun`, else the tables of a game graph's states blanked).
   */
  function boardRun(s) {
    if (!page.decorations.concealed) return s.run;
    if (s.game.concealRun) return remembered(s, 'blank', [s.run.session, s.run.size], () => s.game.concealRun(s.run));
    const blank = remembered(s, 'blank', [s.run.session, s.run.size], () => blankTables(s.run.size));
    return concealedRun(s.run, blank);
  }

  /** The part of `paint` that follows the mode: the run's buttons and the status line. */
  function paintControls() {
    const s = page.slot;
    if (!s || !s.info) return null;
    const { controller, jobs } = parts;
    const controls = controller.controls();
    parts.readout.show(s.game, s.run, s.info, controls, {
      jobRunning: jobs.busy(), busy: controller.busy() || jobs.busy(), concealed: Boolean(page.decorations.concealed),
    });
    parts.transport.render({ ...controls, cancelShown: controls.cancelShown || jobs.showing() });
    return controls;
  }

  /** The board, with what panels asked it to show; marks (a prediction's grades) tell outcomes too. */
  function drawBoard(s, target, info) {
    const { decorations } = page;
    const concealed = Boolean(decorations.concealed);
    s.view.draw(boardRun(s), {
      ...decorations,
      marks: concealed ? null : decorations.marks,
      shading: Boolean(decorations.shading && !concealed),
      focus: target ? s.game.focusOf(target, info, parts.focus.state.preview) : null,
      described: info,
    });
  }

  /** The cards around the board, the address and the panels, for the run as drawn. */
  function paintAround(s, target, info, concealed) {
    const {
      focus, readout, caption, timeline, pseudocode, exporter, address, share,
    } = parts;
    const { game, run } = s;
    // The cards that tell every outcome (judge output, whole result, check, who wins) are
    // hidden too while the outcomes are, and so is the timeline's marks.
    doc.body.classList.toggle('concealing', concealed);
    if (!concealed) parts.boardNote.hidden = true;
    parts.sheet.show(focus.state.pinned !== null);
    const controls = paintControls();
    readout.describeBoard(game, run, s.info, boardRows(s, target, info), { pinned: focus.isPinned(target), cursor: target !== null && target === focus.state.cursor, concealed });
    caption.show({ ...remembered(s, 'caption', [s.info, language()], () => game.caption(s.info)), edited: s.form.isEdited() ? t('caption.edited') : '' });
    doc.getElementById('view-label').textContent = s.view.viewText?.() ?? '';
    timeline.show(run.steps);
    // The lines a step ran tell what it decided: none while outcomes are concealed.
    pseudocode.show(game.code, boardRun(s), s.info);
    exporter.update((kind) => !concealed && game.exportable(kind, run));
    if (controls.announce) address.show(share.shownSearch(s));
    if (page.embedded) share.showEmbedded(s, controls.announce);
    return controls;
  }

  /** Draws the active game: board, cards, controls, panels and tooltip. */
  function paint() {
    const s = page.slot;
    if (!s || !s.info) return;
    parts.mapOnceOver(s);
    const { focus, tooltip } = parts;
    focus.refresh(s.run.version);
    const { target, info } = shownFocus();
    const concealed = Boolean(page.decorations.concealed);
    drawBoard(s, target, info);
    s.panel.focus?.(info, { pinned: focus.isPinned(target), info: s.info, concealed });
    const controls = paintAround(s, target, info, concealed);
    s.panel.update(s.run, { atRest: controls.announce, info: s.info, concealed });
    if (focus.state.hover && focus.state.hovered && info && !concealed) tooltip.show(s.game.tooltip(info), focus.state.hover.x, focus.state.hover.y, parts.canvas.getBoundingClientRect());
    else tooltip.hide();
  }

  /** Draws on the next animation frame (hover and other streams of small changes). */
  function schedulePaint() {
    if (scheduled) return;
    scheduled = true;
    win.requestAnimationFrame(() => {
      scheduled = false;
      if (page.slot) paint();
    });
  }

  /** The status line's words for `s`: the game's, or only that they are hidden while outcomes are. */
  function shownStatus(s) {
    if (page.decorations.concealed) return concealedStatus();
    return s.game.status(s.run, s.info);
  }

  return {
    paint, schedulePaint, paintControls, shownStatus,
  };
}
