// The run in words, in one place: the status line (with its counts as data attributes for
// scripts and tests), what the latest step did, and a detail line (Berzerk's queue, the
// piles' latest P-positions). The canvas carries no status text of its own.

export function createReadout(doc) {
  const status = doc.getElementById('status');
  const narration = doc.getElementById('narration');
  const detail = doc.getElementById('detail');
  const progress = doc.getElementById('progress');
  let shown = null;
  let countNames = [];

  function showStatus({ text, done, counts }) {
    const key = `${text}|${done}`;
    if (key === shown) return;
    shown = key;
    status.textContent = text;
    if (done) {
      const mark = doc.createElement('span');
      mark.className = 'done';
      mark.textContent = 'done';
      status.append(' · ', mark);
    }
    status.dataset.done = String(done);
    for (const name of countNames) delete status.dataset[name];
    countNames = Object.keys(counts);
    for (const [name, count] of Object.entries(counts)) status.dataset[name] = String(count);
  }

  const setText = (element, text) => {
    if (element.textContent !== text) element.textContent = text;
  };

  const boardText = doc.getElementById('board-text');
  const cursorText = doc.getElementById('board-cursor');

  return {
    /**
     * The board in words for screen readers: the run's counts and latest step, and the
     * target in focus (`rows` as in the tooltip). The keyboard cursor's target is also spoken.
     */
    describeBoard(game, snap, info, rows, { pinned, cursor }) {
      const focus = rows ? rows.map(([name, value]) => `${name} ${value}`).join(', ') : '';
      const parts = [game.status(snap).text, game.narration(snap, info)];
      if (focus) parts.push(`${pinned ? 'Pinned' : 'In focus'}: ${focus}.`);
      setText(boardText, parts.join(' '));
      setText(cursorText, cursor ? focus : '');
    },
    /** Shows the game's words for `snap`; speaks them only when the controls say the run is at rest. */
    show(game, snap, controls, info) {
      const live = controls.announce ? 'polite' : 'off';
      if (narration.getAttribute('aria-live') !== live) narration.setAttribute('aria-live', live);
      if (status.getAttribute('aria-live') !== live) status.setAttribute('aria-live', live);
      showStatus(game.status(snap));
      setText(narration, game.narration(snap, info));
      const line = game.detail(snap);
      setText(detail, line);
      detail.title = line;
      const done = game.progress(snap);
      progress.value = done;
      progress.title = `${Math.floor(done * 100)}% of the run`;
    },
  };
}
