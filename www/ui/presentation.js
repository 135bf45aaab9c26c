// Presentation mode for a lecture hall: the board, the step controls and the narration
// only, with text scaled up. The button and the `p` key toggle it.

const isTyping = (target) => target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

export function createPresentation(doc) {
  const button = doc.getElementById('present');
  const toggle = () => {
    const on = !doc.body.classList.contains('presenting');
    doc.body.classList.toggle('presenting', on);
    button.setAttribute('aria-pressed', String(on));
    button.textContent = on ? 'Leave presentation' : 'Present';
  };
  button.addEventListener('click', toggle);
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'p' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    event.preventDefault();
    toggle();
  });
}
