// The P-positions card, for a game of two integer variables: its Lose states as `(a, b)`
// lines, as a table of P-positions is written, with Copy. While the run goes on it lists
// those found so far.

import { t } from '../../i18n/index.js';
import { pPositionLines, twoIntegers } from './p-positions.js';

/** Copies `text` to the clipboard, or selects `element` and asks the browser to copy. */
async function copyText(doc, element, text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const range = doc.createRange();
    range.selectNodeContents(element);
    const selection = doc.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return doc.execCommand('copy');
  }
}

/** The P-positions card. */
export function createPPositionsPanel(doc) {
  const card = doc.getElementById('p-positions-card');
  const list = doc.getElementById('p-positions');
  const note = doc.getElementById('p-positions-note');
  const copy = doc.getElementById('p-positions-copy');
  let info = null;
  /** What the list shows: a run's Lose states only grow with its steps, so their count names them. */
  let drawn = { session: -1, lose: -1, done: false };
  let timer = 0;

  copy.addEventListener('click', async () => {
    if (!list.textContent) return;
    const ok = await copyText(doc, list, list.textContent);
    copy.textContent = ok ? t('save.copied') : t('save.selectAndCopy');
    clearTimeout(timer);
    timer = setTimeout(() => {
      copy.textContent = t('rulesP.copy');
    }, 1500);
  });

  function update(run) {
    if (!info || !twoIntegers(info.variables)) return;
    const lose = run.counts?.lose ?? -1;
    if (drawn.session === run.session && drawn.lose === lose && drawn.done === run.done) return;
    drawn = { session: run.session, lose, done: run.done };
    const lines = pPositionLines(run.outcomes, info);
    const text = lines.join('\n');
    if (list.textContent !== text) list.textContent = text;
    note.textContent = t('rulesP.note', { found: lines.length, complete: run.done });
    copy.disabled = lines.length === 0;
  }

  return {
    reset(next) {
      info = next;
      drawn = { session: -1, lose: -1, done: false };
      const two = twoIntegers(info.variables);
      card.hidden = !two;
      list.textContent = '';
      copy.disabled = true;
      note.textContent = two ? '' : t('rulesP.notTwo');
    },
    update,
    refresh() {
      drawn = { session: -1, lose: -1, done: false };
    },
  };
}
