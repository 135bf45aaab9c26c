// The "Judge output" card: the two judge lines once the run is over, with a Copy button.
// They come with the run's final snapshot (see engine.js), so they are on the page in the
// same moment the status says the run is over. An answer too long to read on the page
// (large n) is offered as a download instead.

import { t } from '../../i18n/index.js';

export function createAnswerPanel(doc) {
  const answer = doc.getElementById('answer');
  const copy = doc.getElementById('copy');
  let timer = 0;

  copy.addEventListener('click', async () => {
    const text = answer.textContent;
    if (!text) return;
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      const range = doc.createRange();
      range.selectNodeContents(answer);
      const selection = doc.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      ok = doc.execCommand('copy');
    }
    copy.textContent = ok ? t('save.copied') : t('save.selectAndCopy');
    clearTimeout(timer);
    timer = setTimeout(() => {
      copy.textContent = t('save.copy');
    }, 1500);
  });

  return {
    update(run, info) {
      answer.dataset.placeholder = t('save.answerLater');
      let text = '';
      if (run.done && run.answer) text = run.answer;
      else if (run.done) text = t('save.answerTooLong', { words: 2 * (info.n - 1) });
      if (answer.textContent !== text) answer.textContent = text;
      copy.disabled = !(run.done && run.answer);
    },
  };
}
