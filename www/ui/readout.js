// The run in words, in one place: the status line (with its counts as data attributes for
// scripts and tests), what the latest step did, the queue line, the progress bar and the
// board's text alternative. The canvas carries no status text of its own.

import { items, sentences, t } from '../i18n/index.js';
import { say } from '../i18n/live.js';

/** The status while outcomes are concealed (Play without hints): no counts, only that they are hidden. */
export const concealedStatus = () => ({
  text: t('status.concealed'), note: '', done: false, counts: {},
});

export function createReadout(doc) {
  const status = doc.getElementById('status');
  const statusNote = doc.getElementById('status-note');
  const narration = doc.getElementById('narration');
  const detail = doc.getElementById('detail');
  const progress = doc.getElementById('progress');
  const boardText = doc.getElementById('board-text');
  const cursorText = doc.getElementById('board-cursor');
  const linkNote = doc.getElementById('link-note');
  let shown = null;
  let countNames = [];

  const setText = (element, text) => {
    if (element.textContent !== text) element.textContent = text;
  };

  function showStatus({
    text, note, done, counts,
  }) {
    const key = `${text}|${note}|${done}`;
    if (key === shown) return;
    shown = key;
    status.textContent = text;
    statusNote.textContent = note ? t('status.note', { note }) : '';
    if (done) {
      const mark = doc.createElement('span');
      mark.className = 'done';
      mark.textContent = t('status.done');
      status.append(' · ', mark);
    }
    status.dataset.done = String(done);
    for (const name of countNames) delete status.dataset[name];
    countNames = Object.keys(counts);
    for (const [name, count] of Object.entries(counts)) status.dataset[name] = String(count);
  }

  /**
   * The game's words for `run`: its status, what the latest step did and the queue (or the
   * P-positions found); while outcomes are concealed (Play without hints), only a status
   * that says so, since each of them tells outcomes or their counts.
   */
  function words(game, run, info, concealed) {
    if (concealed) return { status: concealedStatus(), narration: '', detail: '' };
    return { status: game.status(run, info), narration: game.narration(run, info), detail: game.detail(run, info) };
  }

  return {
    /**
     * The board in words for screen readers: the run's counts and latest step, and the
     * target in focus (`rows` as in the tooltip). The keyboard cursor's target is also spoken.
     */
    describeBoard(game, run, info, rows, { pinned, cursor, concealed = false }) {
      const focus = rows ? items(rows.map(([name, value]) => t('board.row', { name, value }))) : '';
      const said = words(game, run, info, concealed);
      const parts = [said.status.text, said.narration];
      if (focus) parts.push(t(pinned ? 'board.pinnedText' : 'board.focusText', { focus }));
      setText(boardText, sentences(parts));
      setText(cursorText, cursor ? focus : '');
    },
    /** Shows the game's words for `run`; speaks them only when the controls say the run is at rest. */
    show(game, run, info, controls, { jobRunning = false, busy = false, concealed = false } = {}) {
      status.setAttribute('aria-busy', String(busy));
      const live = controls.announce ? 'polite' : 'off';
      if (narration.getAttribute('aria-live') !== live) narration.setAttribute('aria-live', live);
      if (status.getAttribute('aria-live') !== live) status.setAttribute('aria-live', live);
      const said = words(game, run, info, concealed);
      showStatus(said.status);
      setText(narration, said.narration);
      const line = said.detail;
      setText(detail, line);
      detail.title = line;
      if (jobRunning) return;
      const done = game.progress(run, info);
      progress.value = done;
      progress.title = t('progress.title', { percent: Math.floor(done * 100) });
    },
    /** What of a link was ignored, one sentence each ({ key, values }; nothing when all was shown). */
    notes(list) {
      linkNote.hidden = list.length === 0;
      say(linkNote, () => sentences(list.map((note) => t(note.key, note.values))));
    },
  };
}
