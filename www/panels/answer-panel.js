// A judge-answer card: the answer once the run is over, with a Copy button, under the
// narration that says the run is over (it is what the run is for), and hidden before. Its
// column is the story's, beside the board, so its arrival never resizes the board. The answer
// comes with the run's final snapshot (see the game's engine.js), so it is on the page in
// the same moment the status says the run is over. An answer too long to read on the page
// is offered as a download instead. `ids` names the card's answer and copy elements;
// `words(info)` counts the answer's words, for the note that replaces a long answer.

import { t } from '../i18n/index.js';

export function createAnswerPanel(doc, { answer: answerId, copy: copyId, words }) {
  const answer = doc.getElementById(answerId);
  const copy = doc.getElementById(copyId);
  const card = answer.closest('.answer-card');
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
      else if (run.done) text = t('save.answerTooLong', { words: words(info) });
      if (answer.textContent !== text) answer.textContent = text;
      copy.disabled = !(run.done && run.answer);
      card.hidden = !run.done;
    },
  };
}
