// @ts-check
// What lies under a point of the state-graph board as last drawn: a node (or the summary board's
// cell), a move while the drawing card is on, or the spot a node added there would take.
// Pure, from the frame and what was drawn, so the view keeps only its state.

import { moveAt, nodeAt } from './geometry.js';
import { cellAt } from './summary.js';

/**
 * What the board last drew: `detailed` with the nodes' `xy`, the drawing card's state and each
 * move's curve (`curveOf(u, v)`: its control point, null when drawn straight) for the
 * node-by-node board, or the cells' `order` (and whether they are `numbered`) for the summary.
 * @typedef {{ run: any, detailed: boolean, xy?: any, drawing?: any, curveOf?: (u: number, v: number) => ({ x: number, y: number } | null), order?: number[], numbered?: boolean }} Drawn
 */

/**
 * The target under CSS pixel (x, y): { state }, { move } while drawing, or null.
 * @param {any} frame
 * @param {Drawn} drawn
 * @param {number} x
 * @param {number} y
 */
export function targetAt(frame, drawn, x, y) {
  if (!frame || !drawn.run) return null;
  if (!drawn.detailed) {
    const i = cellAt(frame, x, y);
    return i === null ? null : { state: drawn.order[i] };
  }
  const node = nodeAt(frame, drawn.xy, x, y);
  if (node !== null) return { state: node };
  if (!drawn.drawing?.on) return null;
  const move = moveAt(frame, drawn.xy, drawn.run.edges, x, y, { curveOf: drawn.curveOf });
  return move ? { move } : null;
}

/** Where (x, y) is in the layout's unit square, for a node added there; null on the summary board. */
export function placeAt(frame, drawn, x, y) {
  if (!frame || !drawn.detailed) return null;
  const p = frame.unit(x, y);
  return { x: Math.max(0, Math.min(1, p.x)), y: Math.max(0, Math.min(1, p.y)) };
}
