// A recording's frames: the encoder opened for the plan, then the run walked from the plan's
// first step, a frame drawn and added at each stop, the way Step would show it. Kept apart
// from the card (record.js) so the walk and what can stop it read in one place.

import { t } from '../i18n/index.js';
import { createPause } from '../engine/pause.js';
import { frameLayout, paintFrame } from '../draw/record-frame.js';
import {
  frameTiming, gifDelay, isKeyFrame, stepsAfter,
} from '../record/plan.js';
import { videoConfig } from '../record/support.js';
import { fontsSettled } from './fonts.js';

/** The recording was stopped: by Cancel or Esc (`cancelled`), or because the run was moved. */
export class Stopped extends Error {
  constructor(reason, values = {}) {
    super(reason);
    this.reason = reason;
    this.values = values;
  }
}

const loadVideo = () => import(/* webpackChunkName: "record-video" */ '../record/video.js');
const loadGif = () => import(/* webpackChunkName: "record-gif" */ '../record/gif.js');

/** The plan's encoder, loaded on demand: a GIF's, or a video's when the browser has its format. */
export async function openWriter(plan) {
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

/** Canvases of the plan's size: the board for the game's second view, and the frame. */
function createFrame(doc, s, plan, wordsOn) {
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

/** Draws the run as it stands into the frame canvas with the second view, under `look` (the board's decorations). */
function drawFrame(frame, s, wordsOn, look) {
  const { game, run, info } = s;
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

/**
 * Walks runs into frames. Hooks as the recorder's (`slot`, `seek`, `steps`, `decorations`).
 * Its own seeks are told apart (`seeking()`) so they do not count as the run being moved.
 */
export function createFrameWalk(doc, hooks) {
  const pause = createPause();
  let seeking = false; // while the recorder's own seek is dispatched

  /** The recorder's own seek, which it does not take for someone else moving the run. */
  function seek(step) {
    seeking = true;
    try {
      return hooks.seek(step);
    } finally {
      seeking = false;
    }
  }

  /**
   * Takes the frames of `plan` from slot `s` into `writer`, with the words `wordsOn`,
   * `progress(index, step)` after each; resolves to { frames, last, capped }.
   */
  async function takeFrames(s, plan, writer, { recording, wordsOn, progress }) {
    const frame = createFrame(doc, s, plan, wordsOn);
    const session = s.run.session;
    const intact = (expected) => !recording.moved && hooks.slot() === s && s.run.session === session
      && (s.run.steps === expected || s.run.done);
    await seek(plan.from);
    // A first drawing asks for every face the frame's words need; no frame is taken before they are here.
    drawFrame(frame, s, wordsOn, hooks.decorations());
    await fontsSettled(doc);
    if (!intact(plan.from)) throw new Stopped('record.moved');
    if (recording.cancelled) throw new Stopped('record.cancelled');
    if (s.run.steps !== plan.from) throw new Stopped('record.fromPastEnd', { total: s.run.steps });
    for (let index = 0; ; index += 1) {
      const step = s.run.steps;
      const take = stepsAfter(plan, step, { done: s.run.done, index });
      drawFrame(frame, s, wordsOn, hooks.decorations());
      const timing = frameTiming(plan, index, take === 0);
      await writer.add(frame.canvas, plan.kind === 'gif'
        ? { delay: gifDelay(timing.duration) }
        : { ...timing, keyFrame: isKeyFrame(plan, index) });
      progress(index, step);
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

  return { seek, seeking: () => seeking, takeFrames };
}
