// The graph game in links: `?game=graph&edges=3,3;1,2;1,2;2,3` carries the edge list in the
// format `retrograde stress graph` prints (see edges.js); `step=` and `pin=` (a node number)
// are read as for the other games. A long graph's link is built only when asked for.

import { edgesToLink, linkToEdges } from './edges.js';
import { GRAPH_PRESETS } from './presets.js';

export const EDGES_FIELD = 'graph-edges';
export const DEFAULT_EDGES = GRAPH_PRESETS.sleepy;

/** The graph a query string names ({ 'graph-edges': text as given }), or null for another game. */
export function readGraphUrl(params) {
  if (params.get('game') !== 'graph') return null;
  const edges = params.get('edges');
  return { [EDGES_FIELD]: edges === null ? DEFAULT_EDGES : linkToEdges(edges) };
}

/** Link values already written, by the values object (an applied game's values never change). */
const written = new WeakMap();

export function graphUrlParams(values) {
  if (!written.has(values)) written.set(values, edgesToLink(values[EDGES_FIELD]));
  return [['game', 'graph'], ['edges', written.get(values)]];
}
