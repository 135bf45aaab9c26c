// @ts-check
// Berzerk's whole result: the common tally (panels/stats.js) for each mover's states, the
// holes left out, and each object's outcome class (its outcome with Rick to move, then with
// Morty to move). Pure, from the tables; the engine worker runs it, since it reads every state.

import { stateStats } from '../../panels/stats.js';
import {
  MORTY, RICK, moverStates, stateOf,
} from '../../model/states.js';

/**
 * Objects grouped by (outcome with Rick to move, outcome with Morty to move), largest group
 * first; `key` is the pair's code (4 * Rick's + Morty's), `positions` the objects' positions.
 */
function outcomeClasses(tables) {
  const { n, outcomes } = tables;
  // Indexed by the pair of codes and sorted by counting, so a million objects cost two
  // passes and no strings.
  const pairOf = (p) => outcomes[stateOf(RICK, p, n)] * 4 + outcomes[stateOf(MORTY, p, n)];
  const start = new Uint32Array(17);
  for (let p = 1; p < n; p += 1) start[pairOf(p) + 1] += 1;
  for (let pair = 0; pair < 16; pair += 1) start[pair + 1] += start[pair];
  const fill = start.slice(0, 16);
  const positions = new Uint32Array(Math.max(0, n - 1));
  for (let p = 1; p < n; p += 1) {
    const pair = pairOf(p);
    positions[fill[pair]] = p;
    fill[pair] += 1;
  }
  const classes = [];
  for (let pair = 0; pair < 16; pair += 1) {
    if (start[pair + 1] === start[pair]) continue;
    classes.push({ key: pair, outcomes: [pair >> 2, pair & 3], positions: positions.slice(start[pair], start[pair + 1]) });
  }
  return classes.sort((a, b) => b.positions.length - a.positions.length || a.key - b.key);
}

/** Each mover's states off the hole (positions 1..n-1), then the objects' classes. */
export function berzerkStats(tables) {
  const { n } = tables;
  return { ...stateStats(tables, [moverStates(RICK, n), moverStates(MORTY, n)]), classes: outcomeClasses(tables) };
}
