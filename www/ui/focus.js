// What the page is focused on: the hovered target, else the keyboard cursor's, else the
// pinned one; a move a panel previews; and the engine's description of the target in focus.
// Descriptions are asked for when the target or the run changes and arrive when they
// arrive; one that comes back for a target no longer in focus is dropped.

/** `describe(target)` resolves to the engine's description; `changed()` repaints. */
export function createFocus({ describe, same, changed }) {
  const state = {
    hover: null, // { x, y } over the board, CSS pixels
    hovered: null, // the target under the pointer
    cursor: null,
    pinned: null,
    preview: null,
  };
  let described = { target: null, version: -1, info: null };
  let asked = null;

  const target = () => state.hovered || state.cursor || state.pinned;

  /** Asks for the description of the target in focus if it is not the one held. */
  function refresh(version) {
    const now = target();
    if (!now) {
      described = { target: null, version, info: null };
      return;
    }
    if (same(described.target, now) && described.version === version) return;
    if (asked && same(asked.target, now) && asked.version === version) return;
    const ask = { target: now, version };
    asked = ask;
    describe(now).then((info) => {
      if (asked !== ask) return;
      asked = null;
      described = { target: now, version, info };
      changed();
    }, () => {
      if (asked === ask) asked = null;
    });
  }

  return {
    state,
    target,
    /** The description of the target in focus, when it has arrived for that target. */
    info: () => (same(described.target, target()) ? described.info : null),
    refresh,
    isPinned: (t) => t !== null && same(t, state.pinned),
    clear() {
      Object.assign(state, {
        hover: null, hovered: null, cursor: null, pinned: null, preview: null,
      });
      described = { target: null, version: -1, info: null };
      asked = null;
    },
  };
}
