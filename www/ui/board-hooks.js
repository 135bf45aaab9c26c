// What the board's input (board-input.js) does on the page: hover describes, a tap or the
// keyboard's cursor pins (unless a panel claims it), the minimap centres, and a view that
// zooms zooms and pans. None of it moves the run; pinning is the focus's.

import { t } from '../i18n/index.js';
import { say } from '../i18n/live.js';

/**
 * `pinTarget(target)` for `page` ({ decorations }): pins `target` in Why?. While a panel
 * conceals the outcomes, a target is not pinned (that would tell its outcome): the note
 * under the board says why.
 */
export function createPin(page, {
  boardNote, focus, dock, paint,
}) {
  return function pinTarget(target) {
    if (target && page.decorations.concealed) {
      boardNote.hidden = false;
      say(boardNote, () => t('board.concealedClick'));
      return;
    }
    focus.state.pinned = target;
    if (target) dock.open('why');
    paint();
  };
}

/** The board input's hooks for `page` ({ slot }), on the active slot's view and panel. */
export function boardHooks(page, {
  focus, paint, schedulePaint, pinTarget,
}) {
  const view = () => page.slot.view;
  const panel = () => page.slot.panel;
  return {
    hover(point) {
      focus.state.hover = point;
      const hit = point && view().hitTest(point.x, point.y);
      // A point of the minimap, or a move while drawing, is no target to describe.
      focus.state.hovered = hit && !hit.minimap && !hit.move ? hit : null;
      schedulePaint();
    },
    pin(point) {
      const target = view().hitTest(point.x, point.y);
      if (target && target.minimap) {
        view().centreOn(target.minimap);
        paint();
        return;
      }
      const place = view().placeAt?.(point.x, point.y) ?? null;
      if (!panel().claimsClick?.(target, page.slot.run, place)) pinTarget(target);
    },
    /** A press a panel takes for a gesture of its own (drawing a move), instead of a pan. */
    press: (point) => Boolean(panel().press?.(view().hitTest(point.x, point.y), point)),
    drag: (point) => panel().drag?.(view().hitTest(point.x, point.y), point),
    release: (point) => panel().release?.(view().hitTest(point.x, point.y), point),
    /** The keys the active game's cursor takes. */
    cursorKeys: () => page.slot.game.cursorKeys,
    moveCursor(key) {
      const s = page.slot;
      focus.state.cursor = key === null ? null : s.game.moveCursor(focus.state.cursor ?? focus.state.pinned, key, s.run, s.info, view());
      paint();
    },
    pinCursor() {
      const { cursor } = focus.state;
      if (cursor && !panel().claimsClick?.(cursor, page.slot.run)) pinTarget(cursor);
    },
    canZoom: () => typeof view().zoom === 'function',
    zoom(factor, x, y) {
      view().zoom(factor, x, y, page.slot.game.anchorOf(focus.state.pinned));
      schedulePaint();
    },
    pan(dx, dy) {
      view().pan(dx, dy);
      schedulePaint();
    },
    fit() {
      view().fit();
      paint();
    },
  };
}
