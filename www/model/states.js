// The page's model of the games' states, in one place: the outcome codes of the tables the
// engine sends (the same bytes as Rust's `Outcome`, which a unit test checks against the enum
// the binding exports), the remoteness sentinel, and how each game lays out its states.
// Every other module reads codes and layouts from here; none writes a number of its own.

/** Outcome codes, as stored in the outcome tables (one byte per state). */
export const Outcome = Object.freeze({
  Undecided: 0, Win: 1, Lose: 2, Loop: 3,
});

/** Every outcome code, in numeric order. */
export const OUTCOMES = Object.freeze([Outcome.Undecided, Outcome.Win, Outcome.Lose, Outcome.Loop]);

/**
 * Each outcome in the judge's words, which are also the page's machine-readable names (data
 * attributes): these never change with the page's language.
 */
export const OUTCOME_WORDS = Object.freeze(['undecided', 'Win', 'Lose', 'Loop']);

/** The remoteness table's entry for "not known" (Loop, or not decided yet): `u32::MAX`. */
export const NO_REMOTENESS = 0xffffffff;

// ---- Berzerk: state = mover * n + position; position 0 is object 1, the black hole. ------

export const RICK = 0;
export const MORTY = 1;
/** The letter of each mover in state names such as `R5` (object 5, Rick to move). */
const MOVER_LETTERS = ['R', 'M'];

export const moverOf = (state, n) => (state < n ? RICK : MORTY);
export const positionOf = (state, n) => state % n;
export const stateOf = (mover, position, n) => mover * n + position;
export const isHole = (state, n) => state % n === 0;
/** How many states a circle of n objects has: a ring of n for each mover. */
export const stateCount = (n) => 2 * n;
/** A mover's states off the hole (positions 1..n-1), as the range [from, to). */
export const moverStates = (mover, n) => [stateOf(mover, 1, n), stateOf(mover, n - 1, n) + 1];
/** The position `offset` objects clockwise of the hole, round the circle (any whole offset). */
export const aroundCircle = (offset, n) => ((offset % n) + n) % n;

/**
 * How positions are numbered on the page: `object` counts objects 1..n with the hole as 1
 * (Codeforces), `position` counts positions 0..n-1 with the hole as 0 (the multi-case
 * statement). States are named with the same numbers.
 */
export const NUMBERINGS = Object.freeze(['object', 'position']);
let numbering = 'object';

export function setNumbering(name) {
  if (NUMBERINGS.includes(name)) numbering = name;
}
export const currentNumbering = () => numbering;

/** The number a position is shown with in the current numbering. */
export const placeNumber = (position) => (numbering === 'object' ? position + 1 : position);

/** `R5` for object 5 with Rick to move (or `R4` for position 4 in the 0-based numbering). */
export function stateName(state, n) {
  return `${MOVER_LETTERS[moverOf(state, n)]}${placeNumber(positionOf(state, n))}`;
}

/** The state named like `R5` or `m12` on a circle of n objects (in `counting`, by default the current numbering), or null. */
export function parseStateName(text, n, counting = numbering) {
  const match = /^([RM])(\d{1,8})$/i.exec(String(text).trim());
  if (!match) return null;
  const number = Number(match[2]);
  const position = counting === 'object' ? number - 1 : number;
  if (position < 0 || position >= n) return null;
  const mover = match[1].toUpperCase() === 'R' ? RICK : MORTY;
  return stateOf(mover, position, n);
}

// ---- Two piles: the square of cells (n, m), 0..size each way, row-major by n. -------------

/** Index of cell (n, m) in the pile tables; the tables are symmetric, (n, m) = (m, n). */
export const cellIndex = (n, m, size) => n * (size + 1) + m;
/** How many cells the pile tables hold for piles 0..size each way. */
export const cellCount = (size) => (size + 1) * (size + 1);

/**
 * A checker's verdict names a pile query's cell (n, m) as the state n · PILE_SIDE + m, in the
 * judge's square of piles 0 to 5000 whatever grid the page shows (crates/wire's PILE_SIDE).
 */
export const PILE_SIDE = 5001;
export const pileCellOf = (state) => ({ n: Math.floor(state / PILE_SIDE), m: state % PILE_SIDE });

// ---- Graph: state = node - 1, nodes numbered 1..n as in the edge list. -------------------

export const nodeOf = (state) => state + 1;
export const stateOfNode = (node) => node - 1;
