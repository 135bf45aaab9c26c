// Animation frames while the run moves (Play or End): one request at a time, and none once
// the run is at rest.

/** `moving()` says whether to keep going; `tick(now)` does one frame's work. */
export function createRunLoop(win, { moving, tick }) {
  let requested = false;
  function frame(now) {
    requested = false;
    if (!moving()) return;
    tick(now);
    if (moving()) request();
  }
  function request() {
    if (requested || !moving()) return;
    requested = true;
    win.requestAnimationFrame(frame);
  }
  return { request };
}
