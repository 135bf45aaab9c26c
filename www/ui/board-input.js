// Pointer, wheel, pinch and zoom-key input on the board, turned into plain calls:
// hover(point), pin(point), and for views that zoom, zoom(factor, x, y) / pan(dx, dy) /
// fit(). A press that moves more than a few pixels is a drag (a pan), not a tap, unless
// `press(point)` claims it for a gesture of its own: then its moves go to `drag(point)` and
// its end to `release(point)`.

const DRAG_SLOP = 5;
const WHEEL_STEP = 1.0015;

/** The pointer's position over the canvas, in CSS pixels. */
function localPoint(canvas, event) {
  const rect = canvas.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/** Hover, tap to pin, drag to pan, two fingers to pinch. */
function wirePointer(canvas, on) {
  let press = null;
  // Touches on the board, for pinching: pointer id -> last point.
  const touches = new Map();
  const spread = () => {
    const [a, b] = [...touches.values()];
    return { d: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  };
  /** Two fingers: zoom by how much they spread, about their midpoint. */
  const pinch = (event, point) => {
    const before = spread();
    touches.set(event.pointerId, point);
    const after = spread();
    if (before.d > 0 && on.canZoom()) on.zoom(after.d / before.d, after.x, after.y);
  };
  /** A press that moved past the slop pans the board. */
  const drag = (point) => {
    const far = Math.hypot(point.x - press.start.x, point.y - press.start.y) > DRAG_SLOP;
    if (press.dragging || far) {
      press.dragging = true;
      if (press.claimed) on.drag(point);
      else if (on.canZoom()) on.pan(point.x - press.last.x, point.y - press.last.y);
    }
    press.last = point;
  };

  canvas.addEventListener('pointermove', (event) => {
    const point = localPoint(canvas, event);
    if (touches.size === 2 && touches.has(event.pointerId)) {
      pinch(event, point);
      return;
    }
    if (press) drag(point);
    on.hover(point);
  });
  canvas.addEventListener('pointerleave', () => on.hover(null));
  canvas.addEventListener('pointerdown', (event) => {
    const point = localPoint(canvas, event);
    if (event.pointerType === 'touch') touches.set(event.pointerId, point);
    press = touches.size > 1 ? null : {
      start: point, last: point, dragging: false, claimed: on.press(point),
    };
    canvas.setPointerCapture?.(event.pointerId);
  });
  canvas.addEventListener('pointerup', (event) => {
    const pinching = touches.size > 1;
    touches.delete(event.pointerId);
    const wasDrag = press && press.dragging;
    const claimed = press && press.claimed;
    press = null;
    if (claimed && wasDrag) on.release(localPoint(canvas, event));
    else if (!wasDrag && !pinching) on.pin(localPoint(canvas, event));
  });
  canvas.addEventListener('pointercancel', (event) => {
    touches.delete(event.pointerId);
    press = null;
  });
}

/** The wheel, the zoom buttons and the +, -, 0 keys. */
function wireZoom(doc, canvas, on) {
  canvas.addEventListener('wheel', (event) => {
    if (!on.canZoom()) return;
    event.preventDefault();
    const { x, y } = localPoint(canvas, event);
    on.zoom(WHEEL_STEP ** -event.deltaY, x, y);
  }, { passive: false });
  for (const [id, action] of [['zoom-in', () => on.zoom(1.5)], ['zoom-out', () => on.zoom(1 / 1.5)], ['zoom-fit', () => on.fit()]]) {
    doc.getElementById(id).addEventListener('click', action);
  }
  doc.addEventListener('keydown', (event) => {
    const target = event.target;
    const typing = target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
    if (typing || event.ctrlKey || event.metaKey || event.altKey || !on.canZoom()) return;
    const action = { '+': () => on.zoom(1.5), '=': () => on.zoom(1.5), '-': () => on.zoom(1 / 1.5), 0: () => on.fit() }[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  });
}

/**
 * With the board focused, the game's cursor keys (the arrows, in some games Home and End)
 * move a cursor over its targets and Enter pins; a key taken here is the board's, not the
 * page's shortcut (ui/transport.js leaves a board's key whose default was prevented).
 */
function wireCursor(canvas, on) {
  canvas.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (on.cursorKeys().includes(event.key)) on.moveCursor(event.key);
    else if (event.key === 'Enter') on.pinCursor();
    else return;
    event.preventDefault();
  });
  canvas.addEventListener('blur', () => on.moveCursor(null));
}

export function createBoardInput(doc, canvas, on) {
  wirePointer(canvas, on);
  wireZoom(doc, canvas, on);
  wireCursor(canvas, on);
}
