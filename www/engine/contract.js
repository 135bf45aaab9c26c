// The wasm <-> JS contract in one place: the outcome codes (exported from Rust as the
// `Outcome` enum, so they cannot drift), the remoteness sentinel, and how states and pile
// cells are laid out in the tables the engines expose as typed arrays.

import { Outcome } from '../../pkg/retrograde_web.js';

export { Outcome };

/** The remoteness table's entry for "not known" (Loop, or not decided yet): `u32::MAX`. */
export const NO_REMOTENESS = 0xffffffff;

// ---- Berzerk: state = mover * n + position; position 0 is object 1, the black hole. ------

export const RICK = 0;
export const MORTY = 1;
export const MOVER_NAMES = Object.freeze(['Rick', 'Morty']);
/** The letter of each mover in state names such as `R5` (object 5, Rick to move). */
const MOVER_LETTERS = ['R', 'M'];

export const moverOf = (state, n) => (state < n ? RICK : MORTY);
export const positionOf = (state, n) => state % n;
export const objectOf = (state, n) => (state % n) + 1;
export const stateOf = (mover, position, n) => mover * n + position;
export const isHole = (state, n) => state % n === 0;

/** `R5` for object 5 with Rick to move, `M1` for the hole with Morty to move. */
export function stateName(state, n) {
  return `${MOVER_LETTERS[moverOf(state, n)]}${objectOf(state, n)}`;
}

/** The state named like `R5` or `m12` on a circle of n objects, or null. */
export function parseStateName(text, n) {
  const match = /^([RM])(\d{1,7})$/i.exec(String(text).trim());
  if (!match) return null;
  const object = Number(match[2]);
  if (object < 1 || object > n) return null;
  const mover = match[1].toUpperCase() === 'R' ? RICK : MORTY;
  return stateOf(mover, object - 1, n);
}

// ---- Two piles: the square of cells (n, m), 0..size each way, row-major by n. -------------

/** Index of cell (n, m) in the pile tables; the tables are symmetric, (n, m) = (m, n). */
export const cellIndex = (n, m, size) => n * (size + 1) + m;
