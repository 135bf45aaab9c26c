// The "Judge output" card: the two judge lines once the run is over, with a Copy button.

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
    copy.textContent = ok ? 'Copied' : 'Select and copy';
    clearTimeout(timer);
    timer = setTimeout(() => {
      copy.textContent = 'Copy';
    }, 1500);
  });

  return {
    update(snap) {
      const text = snap.answer ?? '';
      if (answer.textContent !== text) answer.textContent = text;
      copy.disabled = text === '';
    },
  };
}
