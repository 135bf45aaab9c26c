// The "Judge output" card: the two judge lines once the run is over, with a Copy button.
// An answer too long to read on the page (large n) is offered as a download instead.

export function createAnswerPanel(doc, hooks) {
  const answer = doc.getElementById('answer');
  doc.getElementById('random').addEventListener('click', () => hooks.loadRandom());
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
    copy.textContent = ok ? 'Copied' : 'Select and copy';
    clearTimeout(timer);
    timer = setTimeout(() => {
      copy.textContent = 'Copy';
    }, 1500);
  });

  return {
    update(snap) {
      const text = snap.answerTooLong
        ? `The answer has ${(2 * (snap.n - 1)).toLocaleString('en')} words: use Save → Answer (text) to download it.`
        : snap.answer ?? '';
      if (answer.textContent !== text) answer.textContent = text;
      copy.disabled = snap.answer === null;
    },
  };
}
