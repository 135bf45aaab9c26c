// The page: the active game's slot and the parts that show it, put together. Each concern
// is a module of its own: the games and starting them (games.js), the page's start and its
// words (page-start.js), painting from plain state (paint.js), what the page writes of
// itself (share.js), the map of a run (mapping.js), the panels' hooks (panel-hooks.js) and
// the board's (board-hooks.js). Only the controller (controller.js, the mode machine's
// carrier) holds the router: every request that moves a run is one of its events, and
// everything else reads through fixed lists of named requests (queries.js).

import { EngineRestarted } from '../engine/client.js';
import { createFocus } from './focus.js';
import { createController } from './controller.js';
import { createTransport } from './transport.js';
import { createTooltip } from './tooltip.js';
import { createBoardInput } from './board-input.js';
import { createReadout } from './readout.js';
import { createDisplayOptions } from './display-options.js';
import { createAddress } from './address.js';
import { createTimeline } from './timeline.js';
import { createPseudocode } from './pseudocode.js';
import { createExport } from './export.js';
import { createRecorder } from './record.js';
import { createCaption, createDock, createSheet } from './stage.js';
import { createJobs } from './jobs.js';
import { embedOptions } from './embed.js';
import { linkParams } from './url.js';
import { createPainter } from './paint.js';
import { createShare } from './share.js';
import { createMapping } from './mapping.js';
import { createGames } from './games.js';
import { createPageStart } from './page-start.js';
import { createOpeningMark } from './opening.js';
import { boardHooks, createPin } from './board-hooks.js';

/** Failures other than a replaced worker's (whose runs are reopened) are the page's to show. */
function report(error) {
  if (error instanceof EngineRestarted) return;
  throw error;
}

/**
 * The run's controls and the mode machine: the controller over `router`, the transport that
 * emits its events (the recorder's Esc first), and the jobs it tracks. `page` is the page's
 * state ({ slots, slot, ... }) and `parts` the page's parts, looked up when used.
 */
function createRunControls(doc, win, router, page, parts) {
  const jobs = createJobs(doc, { cancel: () => controller.cancel(), changed: () => parts.painter.schedulePaint() });
  const controller = createController(win, {
    router,
    slot: () => page.slot,
    slots: () => Object.values(page.slots),
    speed: () => transport.speed(),
    paint: () => parts.painter.paint(),
    paintControls: () => parts.painter.paintControls(),
    report: (error) => setTimeout(() => report(error)),
    track: (type, promise, long) => jobs.track(type, promise, long),
    finished: (how) => {
      // An embed asked to loop plays its run again, after a moment on the end.
      if (!parts.embed?.loop || how !== 'play') return;
      setTimeout(() => {
        controller.dispatch('reset');
        controller.dispatch('play');
      }, 1200);
    },
    onEvent: (event) => parts.recorder.heard(event),
    started: (s, place) => parts.games.started(s, place),
  });
  const transport = createTransport(doc, {
    emit: (event) => {
      // While a recording drives the run, the run's controls wait; Esc stops the recording.
      if (parts.recorder.busy()) {
        if (event === 'escape') parts.recorder.cancel();
        return;
      }
      if (event === 'escape' && jobs.busy()) jobs.cancel();
      if (event === 'escape') parts.focus.state.pinned = null;
      controller.dispatch(event);
    },
  });
  return { jobs, controller, transport };
}

/**
 * The page `doc` in `win`, over `router` (engine/router.js: which thread holds each game's
 * engine), speaking and counting as `locale` (ui/locale.js) says.
 */
export function createApp(doc, win, router, locale) {
  const canvas = doc.getElementById('board');
  const embed = embedOptions(win.location.pathname, linkParams(win.location));
  // What is shown: every game's slot, the active one, and what panels ask the board to show
  // (shading, highlighted objects, marks); an embed's bar once the page started.
  const page = {
    slots: {}, slot: null, decorations: {}, embedded: null,
  };
  const parts = {
    canvas, embed, locale, boardNote: doc.getElementById('board-note'),
  };
  const paint = () => parts.painter.paint();
  const schedulePaint = () => parts.painter.schedulePaint();
  Object.assign(parts, createRunControls(doc, win, router, page, parts), {
    paint,
    tooltip: createTooltip(doc, doc.getElementById('tooltip')),
    readout: createReadout(doc),
    caption: createCaption(doc),
    address: createAddress(win, doc),
    opening: createOpeningMark(win),
    pseudocode: createPseudocode(doc),
    dock: createDock(doc, win),
  });
  const { controller } = parts;
  parts.focus = createFocus({
    describe: (target) => page.slot.queries.describe(page.slot.game.describeMessage(target)),
    same: (a, b) => page.slot.game.sameTarget(a, b),
    // At once, so what a key or a click brought into focus is described before the next event.
    changed: paint,
  });
  parts.pinTarget = createPin(page, parts);
  parts.sheet = createSheet(doc, win, { unpin: () => parts.pinTarget(null) });
  parts.share = createShare(doc, win, page, parts);
  parts.exporter = createExport(doc, canvas, {
    fileName: () => page.slot.game.fileName(page.slot.values, page.slot.run),
    files: (kind) => page.slot.game.exportFile(kind, page.slot.queries),
    describe: () => ({ caption: page.slot.game.caption(page.slot.info), status: parts.painter.shownStatus(page.slot) }),
    link: () => parts.address.full(parts.share.sharedSearch(page.slot)),
  });
  parts.recorder = createRecorder(doc, {
    slot: () => page.slot,
    seek: (step) => controller.dispatch('seek', { step }),
    steps: (count) => controller.dispatch('advance', { steps: count }),
    decorations: () => page.decorations,
    repaint: () => page.slot && paint(),
  });
  parts.timeline = createTimeline(doc, {
    seek: (step) => controller.dispatch('seek', { step }),
    map: () => parts.mapping.mapRun(),
  });
  parts.mapping = createMapping(page, { ...parts, report });
  parts.mapOnceOver = (s) => parts.mapping.mapOnceOver(s);
  parts.painter = createPainter(doc, win, page, parts);
  createDisplayOptions(doc, () => page.slot && paint());
  createBoardInput(doc, canvas, boardHooks(page, { ...parts, schedulePaint }));
  parts.games = createGames(doc, win, canvas, page, parts);
  const pageStart = createPageStart(doc, win, page, embed, parts);

  return {
    start: pageStart.start,
    /**
     * After the worker was replaced: each of its games is started again at the step it
     * showed, before any event that came later moves it (the controller's 'restore'). When it
     * failed (`reason`), the page says so: the games shown are the last good ones.
     */
    restore: (reason = null) => {
      if (reason !== null) parts.readout.notes([{ key: 'engine.failed', values: { reason } }]);
      return controller.dispatch('restore');
    },
    /** A progress report from the engine, for the job running. */
    progress: (progress) => parts.jobs.progress(progress),
    relabel: pageStart.relabel,
    renumbered: pageStart.renumbered,
  };
}
