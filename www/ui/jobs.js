// Long requests the page waits for (a map of the run, a check, an export): while one is on
// its way the progress bar says so and Cancel (or Esc) stops it. The engine reports
// progress; a job that cannot stop in time has its worker replaced (engine/client.js).

import { t } from '../i18n/index.js';

/** Requests that can take long enough to show. */
const SHOWN = new Set(['timeline', 'table', 'check', 'judge', 'seek', 'stats']);

export function createJobs(doc, { cancel }) {
  const button = doc.getElementById('cancel');
  const bar = doc.getElementById('progress');
  let running = 0;

  button.addEventListener('click', () => {
    if (running > 0) cancel();
  });

  return {
    /** Shows `promise` (request `type`) as running until it settles; resolves to its value. */
    track(type, promise) {
      if (!SHOWN.has(type)) return promise;
      running += 1;
      button.hidden = false;
      bar.title = t(`job.${type}`);
      const done = () => {
        running -= 1;
        if (running === 0) {
          button.hidden = true;
          bar.title = '';
        }
      };
      promise.then(done, done);
      return promise;
    },
    busy: () => running > 0,
    cancel,
    /** A progress report { done, total } of the running job. */
    progress({ done, total, phase }) {
      if (total <= 0) return;
      bar.value = done / total;
      bar.title = t('progress.job', { what: t(`job.${phase}`), percent: Math.floor((100 * done) / total) });
    },
  };
}
