// The Record card (in the Save tool): writes the run, from a step to the end or over a
// range, as a video (WebCodecs and mediabunny) or an animated GIF (gifenc), frame by frame
// and far faster than real time. The run is driven the way the page drives it: a seek to
// the first step, then the same `run` requests Play sends, so every frame is what Step
// shows; each frame is drawn by a second view of the game's own on a canvas of the chosen
// size, with the words around it (draw/record-frame.js). Afterwards the run is put back
// at the step it was at. The encoders load on demand, in chunks of their own.

import { sentences, t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { createPause } from '../engine/pause.js';
import { frameLayout, paintFrame } from '../draw/record-frame.js';
import {
  DEFAULT_FPS, FRAME_RATES, SIZES, VIDEO_FORMATS, frameTiming, gifDelay, isKeyFrame, readRecording,
  recordingName, stepsAfter,
} from '../record/plan.js';
import { videoConfig } from '../record/support.js';
import { download } from './export.js';

/** Events that move the run; the others (stopping Play or End, `finished`) leave it where it is. */
const MOVING = new Set(['step', 'back', 'seek', 'play', 'end', 'reset', 'load']);

/** The recording was stopped: by Cancel or Esc (`cancelled`), or because the run was moved. */
class Stopped extends Error {
  constructor(reason, values = {}) {
    super(reason);
    this.reason = reason;
    this.values = values;
  }
}

const loadVideo = () => import(/* webpackChunkName: "record-video" */ '../record/video.js');
const loadGif = () => import(/* webpackChunkName: "record-gif" */ '../record/gif.js');

/** Inputs by the plan's field names. */
const FIELDS = {
  from: 'record-from',
  to: 'record-to',
  stepsPerFrame: 'record-every',
  fps: 'record-fps',
  size: 'record-size',
  format: 'record-format',
};

/** Fills `select` with `options` ({ value, words() }), `chosen` selected. */
function fillSelect(doc, select, options, chosen) {
  select.replaceChildren(...options.map(({ value, words }) => {
    const option = doc.createElement('option');
    option.value = value;
    say(option, words);
    option.selected = value === chosen;
    return option;
  }));
}

/**
 * Wires the Record card. Hooks: `slot()` the active game's slot; `seek(step)` moves the run
 * as the timeline does (stopping Play or End first); `steps(count)` takes `count` steps as
 * Play does; `decorations()` what the board shows besides the run (shading, highlighted
 * objects); `repaint()` redraws the page.
 */
export function createRecorder(doc, hooks) {
  const $ = (id) => doc.getElementById(id);
  const inputs = Object.fromEntries(Object.entries(FIELDS).map(([name, id]) => [name, $(id)]));
  const narration = $('record-narration');
  const counter = $('record-counter');
  const videoButton = $('record-video');
  const gifButton = $('record-gif');
  const cancelButton = $('record-cancel');
  const bar = $('record-progress');
  const progressText = $('record-progress-text');
  const note = $('record-note');
  const pause = createPause();
  let active = null; // the recording under way: { cancelled, moved }
  let seeking = false; // while the recorder's own seek is dispatched
  let checked = null; // the formats checked for the chosen size: Promise of Set of ids

  fillSelect(doc, inputs.size, SIZES.map((size) => ({ value: size.id, words: () => `${size.width} × ${size.height}` })), SIZES[0].id);
  fillSelect(doc, inputs.fps, FRAME_RATES.map((fps) => ({ value: String(fps), words: () => String(fps) })), String(DEFAULT_FPS));
  fillSelect(doc, inputs.format, VIDEO_FORMATS.map((format) => ({ value: format.id, words: () => t(format.words) })), VIDEO_FORMATS[0].id);

  /** Marks the video formats this browser cannot encode at the chosen size; resolves to the ones it can. */
  function checkFormats() {
    const size = SIZES.find((s) => s.id === inputs.size.value) ?? SIZES[0];
    checked = (async () => {
      const usable = new Set();
      if (typeof VideoEncoder !== 'undefined') {
        for (const format of VIDEO_FORMATS) {
          if (await videoConfig(format, size, Number(inputs.fps.value))) usable.add(format.id);
        }
      }
      for (const option of inputs.format.options) {
        const format = VIDEO_FORMATS.find((f) => f.id === option.value);
        option.disabled = !usable.has(format.id);
        const usableHere = usable.has(format.id);
        say(option, () => (usableHere ? t(format.words) : t('record.formatMissing', { format: t(format.words) })));
      }
      if (!usable.has(inputs.format.value) && usable.size > 0) inputs.format.value = [...usable][0];
      return usable;
    })();
    return checked;
  }
  inputs.size.addEventListener('change', () => checkFormats());
  // Asking the browser costs a little: done when the card is first reached, not at load.
  const card = $('record-card');
  const firstLook = () => {
    card.removeEventListener('focusin', firstLook);
    card.removeEventListener('pointerenter', firstLook);
    if (!checked) checkFormats();
  };
  card.addEventListener('focusin', firstLook);
  card.addEventListener('pointerenter', firstLook);

  function showProblems(problems) {
    for (const [name, input] of Object.entries(inputs)) {
      const error = $(`${input.id}-error`);
      const mine = problems.filter((p) => p.field === name);
      const words = () => sentences(mine.map((p) => t(p.key, p.values)));
      if (error) say(error, words);
      if (mine.length > 0) {
        input.setAttribute('aria-invalid', 'true');
        if (error) input.setAttribute('aria-describedby', error.id);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    const elsewhere = problems.filter((p) => !$(`${FIELDS[p.field]}-error`));
    say(note, () => sentences(elsewhere.map((p) => t(p.key, p.values))));
  }

  function busy(on, kind) {
    for (const input of [...Object.values(inputs), narration, counter, videoButton, gifButton]) input.disabled = on;
    cancelButton.hidden = !on;
    bar.hidden = !on;
    if (on) {
      bar.removeAttribute('value');
      progressText.textContent = '';
      say(note, () => t(kind === 'gif' ? 'record.startedGif' : 'record.startedVideo'));
      cancelButton.focus();
    } else {
      progressText.textContent = '';
    }
  }

  /** Shows frame `index` done (of `frames`, when known) at `step`; says each quarter aloud. */
  function showProgress(plan, index, step, spoken) {
    const done = index + 1;
    if (plan.frames !== null) bar.value = done / plan.frames;
    say(progressText, () => (plan.frames === null
      ? t('record.progressOpen', { frame: done, step })
      : t('record.progress', { frame: done, frames: plan.frames, step })));
    if (plan.frames === null) return spoken;
    const quarter = Math.floor((4 * done) / plan.frames);
    if (quarter > spoken && quarter < 4) say(note, () => t('record.percent', { percent: quarter * 25 }));
    return Math.max(spoken, quarter);
  }

  /** Draws the run as it stands into the frame canvas with the second view. */
  function drawFrame(frame, s, wordsOn) {
    const { game, run, info } = s;
    const look = hooks.decorations();
    frame.view.draw(run, { focus: null, described: null, shading: look.shading, highlight: look.highlight });
    const caption = game.caption(info);
    const status = game.status(run, info);
    paintFrame(frame.ctx, frame.layout, frame.board, {
      title: caption.title,
      caption: caption.text,
      status: { text: status.text, done: status.done },
      narration: wordsOn.narration ? game.narration(run, info) : '',
    });
  }

  /** Canvases of the plan's size: the board for the game's second view, and the frame. */
  function createFrame(s, plan, wordsOn) {
    const layout = frameLayout({ width: plan.size.width, height: plan.size.height, scale: plan.scale }, wordsOn);
    const board = doc.createElement('canvas');
    const view = s.game.createView(board);
    view.resize(layout.board.width, layout.board.height, plan.scale);
    const canvas = doc.createElement('canvas');
    canvas.width = plan.size.width;
    canvas.height = plan.size.height;
    const ctx = canvas.getContext('2d', { alpha: false, willReadFrequently: plan.kind === 'gif' });
    return {
      layout, board, view, canvas, ctx,
    };
  }

  async function openWriter(plan) {
    if (plan.kind === 'gif') {
      const { createGifWriter } = await loadGif();
      return createGifWriter(plan.size);
    }
    if (typeof VideoEncoder === 'undefined') throw new Stopped('record.noEncoder');
    const { createVideoWriter } = await loadVideo();
    const config = await videoConfig(plan.format, plan.size, plan.fps);
    if (!config) throw new Stopped('record.formatUnsupported', { format: t(plan.format.words), size: plan.size.id });
    return createVideoWriter(plan.format, config);
  }

  /** Takes the frames of `plan` from slot `s`; resolves to { frames, last, capped }. */
  async function takeFrames(s, plan, writer, recording) {
    const wordsOn = { narration: narration.checked, counter: counter.checked };
    const frame = createFrame(s, plan, wordsOn);
    const session = s.run.session;
    const intact = (expected) => !recording.moved && hooks.slot() === s && s.run.session === session
      && (s.run.steps === expected || s.run.done);
    await seek(plan.from);
    if (!intact(plan.from)) throw new Stopped('record.moved');
    if (recording.cancelled) throw new Stopped('record.cancelled');
    if (s.run.steps !== plan.from) throw new Stopped('record.fromPastEnd', { total: s.run.steps });
    let spoken = 0;
    for (let index = 0; ; index += 1) {
      const step = s.run.steps;
      const take = stepsAfter(plan, step, { done: s.run.done, index });
      drawFrame(frame, s, wordsOn);
      const timing = frameTiming(plan, index, take === 0);
      await writer.add(frame.canvas, plan.kind === 'gif'
        ? { delay: gifDelay(timing.duration) }
        : { ...timing, keyFrame: isKeyFrame(plan, index) });
      spoken = showProgress(plan, index, step, spoken);
      if (take === 0) {
        const capped = !s.run.done && (plan.to === null || step < plan.to);
        return { frames: index + 1, last: step, capped };
      }
      await pause();
      // Checked again just before the request, so none is sent into a run changed meanwhile.
      if (recording.moved) throw new Stopped('record.moved');
      if (recording.cancelled) throw new Stopped('record.cancelled');
      await hooks.steps(take);
      if (!intact(step + take)) throw new Stopped('record.moved');
    }
  }

  /** The recorder's own seek, which it does not take for someone else moving the run. */
  function seek(step) {
    seeking = true;
    try {
      return hooks.seek(step);
    } finally {
      seeking = false;
    }
  }

  async function record(kind) {
    if (active) return;
    const s = hooks.slot();
    if (!s || !s.info) return;
    const fields = Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.value]));
    const read = readRecording(fields, kind, { current: s.run.steps, total: s.timeline?.total ?? null });
    showProblems(read.problems ?? []);
    if (read.problems) return;
    const { plan } = read;
    const recording = { cancelled: false, moved: false };
    active = recording;
    const back = s.run.steps;
    const button = kind === 'gif' ? gifButton : videoButton;
    busy(true, kind);
    delete note.dataset.frames;
    delete note.dataset.ms;
    const started = performance.now();
    let writer = null;
    let restore = true;
    try {
      writer = await openWriter(plan);
      if (recording.cancelled) throw new Stopped('record.cancelled');
      const taken = await takeFrames(s, plan, writer, recording);
      const blob = await writer.finish();
      writer = null;
      const name = recordingName(s.game.fileName(s.values, s.run), plan.from, taken.last, plan.format);
      download(doc, name, blob);
      const seconds = (performance.now() - started) / 1000;
      const words = { name, frames: taken.frames, seconds: seconds.toFixed(1), bytes: blob.size };
      say(note, () => (taken.capped ? t('record.savedCapped', { ...words, limit: plan.limit }) : t('record.saved', words)));
      note.dataset.frames = String(taken.frames);
      note.dataset.ms = String(Math.round(performance.now() - started));
    } catch (error) {
      await writer?.cancel().catch(() => {});
      if (!(error instanceof Stopped)) throw error;
      // Moved by someone else: the run stays where they put it.
      if (error.reason === 'record.moved') restore = false;
      say(note, () => t(error.reason, error.values));
    } finally {
      if (restore && !recording.moved && hooks.slot() === s) await seek(back);
      active = null;
      // Focus goes back to the button pressed, unless it was taken elsewhere meanwhile.
      const focusHere = [cancelButton, doc.body, null].includes(doc.activeElement);
      busy(false, kind);
      if (focusHere) button.focus();
      hooks.repaint();
    }
  }

  const failed = (error) => {
    say(note, () => t('record.failed', { message: error && error.message ? error.message : String(error) }));
  };
  videoButton.addEventListener('click', () => record('video').catch(failed));
  gifButton.addEventListener('click', () => record('gif').catch(failed));
  cancelButton.addEventListener('click', () => {
    if (active) active.cancelled = true;
  });

  return {
    /** Whether a recording is under way (the run's controls wait meanwhile). */
    busy: () => active !== null,
    /** Stops the recording under way (Esc). */
    cancel() {
      if (active) active.cancelled = true;
    },
    /** A run event was dispatched: unless it is the recorder's own, the recording stops. */
    heard(event) {
      if (active && !seeking && MOVING.has(event)) active.moved = true;
    },
  };
}
