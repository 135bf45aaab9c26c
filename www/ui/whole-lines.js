// In presentation mode the narration's box takes the room the story's column has left under
// the other parts, which is seldom a whole number of its lines: a line cut through at the
// box's bottom edge is half read. So while the text overflows, the box is cut down to the
// whole lines that fit (the rest is scrolled to, as before).

/** Fits `box` to whole lines while `applies()` and its text overflows; else leaves it be. */
function fitWholeLines(box, win, applies) {
  box.style.maxHeight = '';
  if (!applies()) return;
  const line = parseFloat(win.getComputedStyle(box).lineHeight);
  const height = box.clientHeight;
  if (!(line > 0) || box.scrollHeight <= height + 0.5) return;
  const lines = Math.max(1, Math.floor((height + 0.5) / line));
  box.style.maxHeight = `${lines * line}px`;
}

/**
 * Keeps `box` in whole lines while `applies()`: fitted again, a frame later, when its column
 * (`column`) is resized, its text changes or the body's classes do (presentation on or off).
 */
export function keepWholeLines(doc, box, column, applies) {
  const win = doc.defaultView;
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    win.requestAnimationFrame(() => {
      pending = false;
      fitWholeLines(box, win, applies);
    });
  };
  new win.ResizeObserver(schedule).observe(column);
  new win.MutationObserver(schedule).observe(box, { childList: true, characterData: true, subtree: true });
  new win.MutationObserver(schedule).observe(doc.body, { attributes: true, attributeFilter: ['class'] });
}
