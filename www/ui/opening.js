// @ts-check
// A link whose game never finished opening (the tab died building it: out of memory, a
// crash) is not opened again by a reload unasked. While a link's game is being opened, the
// game and a digest of its values are marked in the tab's session storage, which outlives a
// reload (the address may be rewritten meanwhile, packed, so the values are what is compared);
// the mark stays until the game has reached the link's step. A start that finds its own game
// still marked opens the default game instead, the link's values waiting in the fields for
// Apply, and clears the mark.

const KEY = 'retrograde.opening';

/** The tab's session storage, or null where the page may not use it (a sandboxed embed). */
function sessionStore(win) {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** A short digest of a game's values (FNV-1a over their JSON), so a large program costs no storage. */
export function markOf(gameId, values) {
  const text = JSON.stringify(values);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${gameId}:${text.length}:${hash.toString(16)}`;
}

/** The mark kept in `win`'s session storage; without storage it marks nothing. */
export function createOpeningMark(win) {
  const store = sessionStore(win);
  const attempt = (act) => {
    try {
      return act(store);
    } catch {
      return null;
    }
  };
  return {
    /** The mark left by the page's last opening, or null (read it before any game starts). */
    left: () => (store === null ? null : attempt((s) => s.getItem(KEY))),
    /** Marks the game `gameId` with `values` as being opened. */
    begin: (gameId, values) => store !== null && attempt((s) => s.setItem(KEY, markOf(gameId, values))),
    /** The opening is over (the link's step reached, or the link refused or stopped). */
    end: () => store !== null && attempt((s) => s.removeItem(KEY)),
  };
}
