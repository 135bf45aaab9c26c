// In presentation mode the narration's box takes the room the story's column has left under
// the other parts, which is seldom a whole number of its lines: a line cut through at the
// box's bottom edge is half read. So while the text overflows, the box is cut down to the
// whole lines that fit, the rest scrolled to. A scroll (a wheel's notch is no whole number
// of lines) settles on a line, or lines would be cut at both edges; and a new step's words
// are shown from their first line, not scrolled as the last words were.

/** The box's line height in CSS pixels. */
const lineOf = (box, win) => parseFloat(win.getComputedStyle(box).lineHeight);

/** Fits `box` to whole lines while `applies()` and its text overflows; else leaves it be. */
function fitWholeLines(box, win, applies) {
  box.style.maxHeight = '';
  if (!applies()) return;
  const line = lineOf(box, win);
  const height = box.clientHeight;
  if (!(line > 0) || box.scrollHeight <= height + 0.5) return;
  const lines = Math.max(1, Math.floor((height + 0.5) / line));
  box.style.maxHeight = `${lines * line}px`;
}

/** Scrolls `box` to the nearest whole line while `applies()`, once a scroll is over. */
function settleOnLine(box, win, applies) {
  if (!applies()) return;
  const line = lineOf(box, win);
  if (!(line > 0)) return;
  const settled = Math.round(box.scrollTop / line) * line;
  if (Math.abs(settled - box.scrollTop) > 0.5) box.scrollTop = settled;
}

/** Calls `settle()` when a scroll of `box` is over: at `scrollend`, or a moment after the last `scroll` where there is none. */
function onScrollOver(box, win, settle) {
  if ('onscrollend' in win) {
    box.addEventListener('scrollend', settle);
    return;
  }
  let timer = null;
  box.addEventListener('scroll', () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(settle, 150);
  });
}

/**
 * Keeps `box` in whole lines while `applies()`: fitted again, a frame later, when its column
 * (`column`) is resized, its text changes or the body's classes do (presentation on or off);
 * scrolled to its first line when its text changes, and to a whole line when a scroll ends.
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
  new win.MutationObserver(() => {
    box.scrollTop = 0;
    schedule();
  }).observe(box, { childList: true, characterData: true, subtree: true });
  new win.MutationObserver(schedule).observe(doc.body, { attributes: true, attributeFilter: ['class'] });
  onScrollOver(box, win, () => settleOnLine(box, win, applies));
}
