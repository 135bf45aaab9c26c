// The state names the catalogues give as examples (the legend's "R2, M2", a start's
// "e.g. R2", a refusal's "R2 or M5"): always states the page's own parser accepts, in the
// numbering shown (objects 1..n with the hole 1, or positions 0..n-1 with the hole 0).

/** The numbers of the first and the last place after the hole on a circle of `n` places. */
export function placesAfterHole(numbering, n) {
  const shift = numbering === 'position' ? 0 : 1;
  return { first: 1 + shift, last: Math.max(1, n - 1) + shift };
}

/** The number of the place next to the hole: a state on it exists on every circle (n ≥ 2). */
export const placeNextToHole = (numbering) => placesAfterHole(numbering, 2).first;
