// @ts-check
// The layout the node-by-node board draws a run in, kept from one drawing to the next:
// computing one takes time, and a graph the drawing card edited keeps its shape (its nodes
// where they were, a new one where it was put) rather than being laid out afresh.

import { forceLayout, layeredLayout } from './layout.js';
import { moveKeys } from './paint.js';

/**
 * The nodes of a graph made by one edit of the last one drawn, where they were (a new node
 * where it was put), or null when the graph is not such an edit: a drawing keeps its shape.
 */
function editedPositions(last, placement, n) {
  if (!last || !placement) return null;
  const { kind } = placement;
  const expected = { add: last.n + 1, delete: last.n - 1, move: last.n }[kind];
  if (expected !== n) return null;
  if (kind === 'add') return Float64Array.from([...last.xy, placement.at.x, placement.at.y]);
  if (kind === 'delete') {
    const keep = [];
    for (let v = 0; v < last.n; v += 1) if (v !== placement.node) keep.push(last.xy[2 * v], last.xy[2 * v + 1]);
    return Float64Array.from(keep);
  }
  return Float64Array.from(last.xy);
}

/** The headings of the layered layout's columns; `loopBand()` heads the Loop band. */
export function layerHeads(layout, loopBand) {
  const seen = new Map();
  for (let v = 0; v < layout.layer.length; v += 1) {
    const key = layout.xy[2 * v].toFixed(4);
    if (!seen.has(key)) seen.set(key, { x: layout.xy[2 * v], text: layout.layer[v] < 0 ? loopBand() : String(layout.layer[v]) });
  }
  return [...seen.values()];
}

/**
 * The layouts of the run being drawn: `layoutFor(run, placement)` gives { xy, layered, keys,
 * refit }: forces while the run goes on (from an edit's positions when the run's graph is
 * one edit of the last drawn), layers once it is over; `keys` its moves (moveKeys), and
 * `refit` true when a new graph was laid out afresh, for the view to show it whole.
 */
export function createBoardLayouts() {
  let laid = null; // { session, n, force, layered, keys }
  let last = null; // the last drawing's { n, xy }, for edits
  let usedPlacement = null;

  function layFresh(run, placement) {
    const n = run.outcomes.length;
    const fresh = placement && placement.serial !== usedPlacement ? placement : null;
    usedPlacement = placement ? placement.serial : usedPlacement;
    const kept = editedPositions(last, fresh, n);
    laid = {
      session: run.session, n, force: kept ?? forceLayout(n, run.edges), layered: null, keys: moveKeys(run.edges),
    };
    return !kept;
  }

  return {
    layoutFor(run, placement) {
      const refit = !laid || laid.session !== run.session ? layFresh(run, placement) : false;
      last = { n: run.outcomes.length, xy: laid.force };
      if (!run.done) return { xy: laid.force, layered: null, keys: laid.keys, refit };
      laid.layered ??= layeredLayout(run.outcomes.length, run.edges, run.outcomes, run.remoteness);
      return {
        xy: laid.layered.xy, layered: laid.layered, keys: laid.keys, refit,
      };
    },
  };
}
