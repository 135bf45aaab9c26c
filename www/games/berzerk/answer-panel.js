// The "Judge output" card: the two judge lines once the run is over, with a Copy button.
// An answer too long to read on the page (large n) is offered as a download instead.

/** Longer answers than this are not put on the page. */
const SHOWN_LIMIT = 200000;

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
      const full = snap.answer ?? '';
      const text = full.length > SHOWN_LIMIT
        ? `The answer is ${full.length.toLocaleString('en')} characters long: use Save → Answer (text) to download it.`
        : full;
      if (answer.textContent !== text) answer.textContent = text;
      copy.disabled = full === '' || full.length > SHOWN_LIMIT;
    },
  };
}
