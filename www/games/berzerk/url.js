// @ts-check
// Berzerk's games in links: `?n=5&s1=3,2&s2=1,2,3`. A link may name only part of a game;
// the rest is filled in with something sensible. Values are kept as typed, so a bad link's
// values can be shown in the fields with their problems.

const jumpsIn = (text) => String(text).split(/[\s,]+/).filter(Boolean);

/** The largest number written in a jump field (ranges included), or 0. */
function largestJump(text) {
  return Math.max(0, ...jumpsIn(text).flatMap((word) => word.split('-')).map(Number).filter(Number.isInteger));
}

/** Jumps 1, 2, 3 (fewer on circles too small for them). */
export function defaultJumps(nText) {
  const n = Number(String(nText).trim());
  const k = Number.isInteger(n) ? Math.max(1, Math.min(3, n - 1)) : 3;
  return Array.from({ length: k }, (_, i) => i + 1).join(' ');
}

/** The smallest circle of at least 5 objects on which every given jump is legal. */
export function defaultObjects(s1, s2) {
  return String(Math.max(5, largestJump(s1 ?? '') + 1, largestJump(s2 ?? '') + 1));
}

/** The game a query string names, with the missing parts filled in, or null when it names none. */
export function readBerzerkUrl(params) {
  if (!['n', 's1', 's2'].some((key) => params.has(key))) return null;
  const n = params.get('n') ?? defaultObjects(params.get('s1'), params.get('s2'));
  return {
    n,
    s1: params.get('s1') ?? defaultJumps(n),
    s2: params.get('s2') ?? defaultJumps(n),
  };
}

const compact = (text) => jumpsIn(text).join(',');

/** The query parameters of a game (jumps joined by commas, which stay readable in a URL). */
export function berzerkUrlParams(values) {
  return [['n', String(values.n).trim()], ['s1', compact(values.s1)], ['s2', compact(values.s2)]];
}
