// @ts-check
// The graph game in links: `?game=graph#edges=3,3;1,2;1,2;2,3` carries the edge list in the
// format `retrograde stress graph` prints (see edges.js), or `edgesz=` the judge input's
// text packed (ui/packed.js), as it prints a long one, after `#` (ui/url.js; an old link's
// `?edges=` reads the same); `step=` and `pin=` (a node number)
// are read as for the other games. A long graph's link is built only when asked for.

import { edgesToLink, linkToEdges } from './edges.js';
import { GRAPH_PRESETS } from './presets.js';

export const EDGES_FIELD = 'graph-edges';
export const DEFAULT_EDGES = GRAPH_PRESETS.sleepy;

/**
 * The graph a query string names ({ 'graph-edges': text as given }), or null for another
 * game: the link's text (`texts`' edges, read by the page: ui/packed.js) when given, else
 * its `edges=` list; a packed list that could not be read leaves the default graph (the
 * link's note says so).
 */
export function readGraphUrl(params, texts = new Map()) {
  if (params.get('game') !== 'graph') return null;
  const text = texts.get('edges');
  if (typeof text === 'string') return { [EDGES_FIELD]: text };
  const edges = params.get('edges');
  return { [EDGES_FIELD]: edges === null || text === null ? DEFAULT_EDGES : linkToEdges(edges) };
}

/** Link values already written, by the values object (an applied game's values never change). */
const written = new WeakMap();

export function graphUrlParams(values) {
  if (!written.has(values)) written.set(values, edgesToLink(values[EDGES_FIELD]));
  return [['game', 'graph'], ['edges', written.get(values)]];
}
