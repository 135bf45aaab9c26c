// The algorithm's pseudocode beside the board, with the lines the latest step executed
// highlighted (and marked for assistive technology with aria-current).

export function createPseudocode(doc) {
  const list = doc.getElementById('pseudocode');
  let lines = null;
  return {
    /** Shows `code` ({ lines(info), active(run, info) }) at the moment of `run` of the game `info`. */
    show(code, run, info) {
      const now = code.lines(info);
      if (lines === null || now.join('\n') !== lines.join('\n')) {
        lines = now;
        list.replaceChildren(...lines.map((text) => {
          const item = doc.createElement('li');
          item.textContent = text;
          // A line too long for the column wraps under its own text, past its indentation.
          item.style.setProperty('--indent', text.length - text.trimStart().length);
          return item;
        }));
      }
      const active = new Set(code.active(run, info));
      [...list.children].forEach((item, i) => {
        const on = active.has(i);
        item.classList.toggle('active', on);
        if (on) item.setAttribute('aria-current', 'step');
        else item.removeAttribute('aria-current');
      });
    },
  };
}
