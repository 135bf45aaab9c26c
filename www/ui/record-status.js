// What the Record card says of a recording: its progress bar and text, Cancel, and the note
// under them (started, each quarter done, saved with its figures, stopped and why). Kept
// apart from the recording (record.js) so every word the card says of it is written here.

import { sentences, t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { download } from './export.js';

/** Wires the card's progress, Cancel and note; `cancel()` when Cancel is pressed. */
export function createRecordStatus(doc, cancel) {
  const $ = (id) => doc.getElementById(id);
  const cancelButton = $('record-cancel');
  const bar = $('record-progress');
  const progressText = $('record-progress-text');
  const note = $('record-note');
  cancelButton.addEventListener('click', cancel);

  return {
    /** Says the problems no field shows (none clears the note). */
    problems(problems) {
      say(note, () => sentences(problems.map((p) => t(p.key, p.values))));
    },
    /** Progress and Cancel shown while a recording of `kind` is under way, Cancel focused. */
    busy(on, kind) {
      cancelButton.hidden = !on;
      bar.hidden = !on;
      progressText.textContent = '';
      if (!on) return;
      bar.removeAttribute('value');
      delete note.dataset.frames;
      delete note.dataset.ms;
      say(note, () => t(kind === 'gif' ? 'record.startedGif' : 'record.startedVideo'));
      cancelButton.focus();
    },
    /** Whether focus is where the recording left it: on Cancel, or nowhere. */
    focusLeftHere: () => [cancelButton, doc.body, null].includes(doc.activeElement),
    /** Shows frame `index` done (of `frames`, when known) at `step`; says each quarter aloud. */
    progress(plan, index, step, spoken) {
      const done = index + 1;
      if (plan.frames !== null) bar.value = done / plan.frames;
      say(progressText, () => (plan.frames === null
        ? t('record.progressOpen', { frame: done, step })
        : t('record.progress', { frame: done, frames: plan.frames, step })));
      if (plan.frames === null) return spoken;
      const quarter = Math.floor((4 * done) / plan.frames);
      if (quarter > spoken && quarter < 4) say(note, () => t('record.percent', { percent: quarter * 25 }));
      return Math.max(spoken, quarter);
    },
    /**
     * Downloads the recording `blob` as `name` and says so, with its figures (also as the
     * note's data, frames and ms since `started`); `taken` as the frames' walk resolved.
     */
    saved(name, blob, { plan, taken, started }) {
      download(doc, name, blob);
      const seconds = (performance.now() - started) / 1000;
      const words = { name, frames: taken.frames, seconds: seconds.toFixed(1), bytes: blob.size };
      say(note, () => (taken.capped ? t('record.savedCapped', { ...words, limit: plan.limit }) : t('record.saved', words)));
      note.dataset.frames = String(taken.frames);
      note.dataset.ms = String(Math.round(performance.now() - started));
    },
    /** Says why the recording stopped (a Stopped's reason and values). */
    stopped(error) {
      say(note, () => t(error.reason, error.values));
    },
    /** Says the recording failed, with the error's message. */
    failed(error) {
      say(note, () => t('record.failed', { message: error && error.message ? error.message : String(error) }));
    },
  };
}
