// The Record card (in the Save tool): writes the run, from a step to the end or over a
// range, as a video (WebCodecs and mediabunny) or an animated GIF (gifenc), frame by frame
// and far faster than real time. The run is driven the way the page drives it: a seek to
// the first step, then the same `run` requests Play sends, so every frame is what Step
// shows; each frame is drawn by a second view of the game's own on a canvas of the chosen
// size, with the words around it (draw/record-frame.js). Afterwards the run is put back
// at the step it was at. The encoders load on demand, in chunks of their own.

import { readRecording, recordingName } from '../record/plan.js';
import { createFrameWalk, openWriter, Stopped } from './record-frames.js';
import { createRecordOptions } from './record-options.js';
import { createRecordStatus } from './record-status.js';

/**
 * Events that move the run; the others (stopping Play or End, `finished`, a replaced worker's
 * runs reopened where they were) leave it where it is, and `advance` is the recorder's own.
 */
const MOVING = new Set(['step', 'back', 'seek', 'play', 'end', 'reset', 'start', 'load']);

/**
 * Wires the Record card. Hooks: `slot()` the active game's slot; `seek(step)` moves the run
 * as the timeline does (stopping Play or End first); `steps(count)` takes `count` steps as
 * Play does (both are the controller's events, 'seek' and 'advance'); `decorations()` what the board shows besides the run (shading, highlighted
 * objects); `repaint()` redraws the page. Its options are record-options.js's, the walk
 * into frames record-frames.js's and what it says of a recording record-status.js's.
 */
export function createRecorder(doc, hooks) {
  const videoButton = doc.getElementById('record-video');
  const gifButton = doc.getElementById('record-gif');
  const options = createRecordOptions(doc);
  const walk = createFrameWalk(doc, hooks);
  let active = null; // the recording under way: { cancelled, moved }
  const cancel = () => {
    if (active) active.cancelled = true;
  };
  const status = createRecordStatus(doc, cancel);

  function busy(on, kind) {
    options.disable(on);
    videoButton.disabled = on;
    gifButton.disabled = on;
    status.busy(on, kind);
  }

  /** Writes the plan's frames from slot `s` and saves the file; a Stopped says why it did not. */
  async function save(s, plan, recording) {
    const started = performance.now();
    let writer = null;
    try {
      writer = await openWriter(plan);
      if (recording.cancelled) throw new Stopped('record.cancelled');
      let spoken = 0;
      const taken = await walk.takeFrames(s, plan, writer, {
        recording,
        wordsOn: options.wordsOn(),
        progress: (index, step) => {
          spoken = status.progress(plan, index, step, spoken);
        },
      });
      const blob = await writer.finish();
      writer = null;
      const name = recordingName(s.game.fileName(s.values, s.run), plan.from, taken.last, plan.format);
      status.saved(name, blob, { plan, taken, started });
    } catch (error) {
      await writer?.cancel().catch(() => {});
      throw error;
    }
  }

  async function record(kind) {
    if (active) return;
    const s = hooks.slot();
    if (!s || !s.info) return;
    const read = readRecording(options.values(), kind, { current: s.run.steps, total: s.timeline?.total ?? null });
    status.problems(options.showProblems(read.problems ?? []));
    if (read.problems) return;
    const recording = { cancelled: false, moved: false };
    active = recording;
    const back = s.run.steps;
    const button = kind === 'gif' ? gifButton : videoButton;
    busy(true, kind);
    let restore = true;
    try {
      await save(s, read.plan, recording);
    } catch (error) {
      if (!(error instanceof Stopped)) throw error;
      // Moved by someone else: the run stays where they put it.
      if (error.reason === 'record.moved') restore = false;
      status.stopped(error);
    } finally {
      if (restore && !recording.moved && hooks.slot() === s) await walk.seek(back);
      active = null;
      // Focus goes back to the button pressed, unless it was taken elsewhere meanwhile.
      const focusHere = status.focusLeftHere();
      busy(false, kind);
      if (focusHere) button.focus();
      hooks.repaint();
    }
  }

  videoButton.addEventListener('click', () => record('video').catch(status.failed));
  gifButton.addEventListener('click', () => record('gif').catch(status.failed));

  return {
    /** Whether a recording is under way (the run's controls wait meanwhile). */
    busy: () => active !== null,
    /** Stops the recording under way (Esc). */
    cancel,
    /** A run event was dispatched: unless it is the recorder's own, the recording stops. */
    heard(event) {
      if (active && !walk.seeking() && MOVING.has(event)) active.moved = true;
    },
  };
}
