// Two ways of showing the page: presentation mode for a lecture hall (the board, the step
// controls and the narration only, with text scaled up, the board's lettering too) and high-contrast colours. Each has
// a toggle button and a key (`p`, `c`).

import { applyPalette, setScheme } from '../draw/palette.js';
import { setLettering } from '../draw/lettering.js';
import { t } from '../i18n/index.js';
import { keepWholeLines } from './whole-lines.js';

/** The board's lettering in presentation mode, against its usual size. */
const PRESENT_LETTERING = 1.5;

const isTyping = (target) => target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

/** A pressed/unpressed button with a key; `apply(on)` does the rest. */
function toggleButton(doc, id, key, labels, apply) {
  const button = doc.getElementById(id);
  const toggle = () => {
    const on = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(on));
    // The key goes with the label, so the page's words follow a switch of language.
    button.dataset.i18n = labels[on ? 1 : 0];
    button.textContent = t(button.dataset.i18n);
    apply(on);
  };
  button.addEventListener('click', toggle);
  doc.addEventListener('keydown', (event) => {
    if (event.key !== key || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    event.preventDefault();
    toggle();
  });
}

/** Wires both toggles; `repaint()` redraws the board after a change of colours. */
export function createDisplayOptions(doc, repaint) {
  toggleButton(doc, 'present', 'p', ['options.present', 'options.leavePresent'], (on) => {
    doc.body.classList.toggle('presenting', on);
    setLettering(on ? PRESENT_LETTERING : 1);
    repaint();
  });
  const narration = doc.getElementById('narration');
  keepWholeLines(doc, narration, narration.closest('.story'), () => doc.body.classList.contains('presenting'));
  toggleButton(doc, 'contrast', 'c', ['options.contrast', 'options.standard'], (on) => {
    setScheme(on ? 'contrast' : 'standard');
    applyPalette(doc.documentElement);
    doc.body.classList.toggle('high-contrast', on);
    repaint();
  });
}
