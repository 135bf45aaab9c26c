// @ts-check
// The keyboard's cursor on the circle: left and right go counter-clockwise and clockwise
// round the ring, up and down switch between Rick's outer ring and Morty's inner ring.

import {
  MORTY, RICK, aroundCircle, moverOf, positionOf, stateOf,
} from '../../model/states.js';

/** The target after `key` from `target` (or from the hole with Rick to move), on n objects. */
export function moveRingCursor(target, key, n) {
  const state = target && target.state !== undefined ? target.state : 0;
  const mover = moverOf(state, n);
  const position = positionOf(state, n);
  const next = {
    ArrowRight: () => stateOf(mover, aroundCircle(position + 1, n), n),
    ArrowLeft: () => stateOf(mover, aroundCircle(position - 1, n), n),
    ArrowUp: () => stateOf(RICK, position, n),
    ArrowDown: () => stateOf(MORTY, position, n),
  }[key];
  return { state: next ? next() : state };
}
