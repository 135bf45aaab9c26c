// @ts-check
// The keyboard's cursor on the grid: the arrows move one cell, n across and m down.

/** The cell after `key` from `target` (or from (0, 0)), kept inside the grid. */
export function moveGridCursor(target, key, size) {
  const at = target ?? { n: 0, m: 0 };
  const [dn, dm] = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[key] ?? [0, 0];
  const clamp = (v) => Math.max(0, Math.min(size, v));
  return { n: clamp(at.n + dn), m: clamp(at.m + dm) };
}
