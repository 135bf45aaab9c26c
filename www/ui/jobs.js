// Long requests the page waits for (a game's start, a map of the run, a check, an export, a long seek):
// while one is on its way the progress bar says so and Cancel (or Esc) stops it. The engine
// reports progress; a job that cannot stop in time has its worker replaced
// (engine/client.js). Cancel is shown by the transport, which asks `showing()`.

import { t } from '../i18n/index.js';

/** Requests that can take long enough to show. */
const SHOWN = new Set(['start', 'timeline', 'table', 'check', 'seek', 'back', 'end']);
/** A job shows its Cancel only once it has run this long (a quick one never flickers). */
const SHOW_AFTER_MS = 150;

/** `cancel()` stops the running job; `changed()` redraws the controls. */
export function createJobs(doc, { cancel, changed }) {
  const button = doc.getElementById('cancel');
  const bar = doc.getElementById('progress');
  let running = 0;
  let shown = 0;

  button.addEventListener('click', () => {
    if (running > 0) cancel();
  });

  return {
    /** Shows `promise` (request `type`) as running until it settles; resolves to its value. */
    track(type, promise) {
      if (!SHOWN.has(type)) return promise;
      running += 1;
      let visible = false;
      const timer = setTimeout(() => {
        visible = true;
        shown += 1;
        bar.title = t(`job.${type}`);
        changed();
      }, SHOW_AFTER_MS);
      const done = () => {
        clearTimeout(timer);
        running -= 1;
        if (visible) {
          shown -= 1;
          bar.title = '';
          changed();
        }
      };
      promise.then(done, done);
      return promise;
    },
    busy: () => running > 0,
    /** Whether a job has run long enough to show its Cancel. */
    showing: () => shown > 0,
    cancel,
    /** A progress report { done, total } of the running job. */
    progress({ done, total, phase }) {
      if (total <= 0 || running === 0) return;
      bar.value = done / total;
      bar.title = t('progress.job', { what: t(`job.${phase}`), percent: Math.floor((100 * done) / total) });
    },
  };
}
