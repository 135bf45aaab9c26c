// @ts-check
// Where the graph's nodes sit, in a unit square (x and y from 0 to 1). Unsolved, a
// force-directed layout: moves pull their ends together, every pair of nodes pushes apart,
// from a start that depends on nothing but the graph, so the same graph always looks the
// same (a drawing being edited keeps its nodes where they are instead: see view.js). Solved, a layered one: a column per remoteness, the end
// (remoteness 0) on the right, each Win one column right of the Lose it moves to, and the
// Loops in a band of their own on the left.

import { NO_REMOTENESS, Outcome } from '../../model/states.js';

/** A small seeded generator (mulberry32), so a layout never depends on Math.random. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Nodes on a circle in number order, jittered a little so symmetric graphs can unfold. */
function circleStart(count, random) {
  const xy = new Float64Array(2 * count);
  for (let v = 0; v < count; v += 1) {
    const a = (2 * Math.PI * v) / Math.max(1, count) - Math.PI / 2;
    xy[2 * v] = 0.5 + 0.4 * Math.cos(a) + (random() - 0.5) * 0.02;
    xy[2 * v + 1] = 0.5 + 0.4 * Math.sin(a) + (random() - 0.5) * 0.02;
  }
  return xy;
}

/**
 * One round of forces: pairs of nodes nearer than a few spacings repel, every move
 * attracts, and a weak pull to the middle keeps nodes without moves from drifting off.
 */
function forceRound(xy, count, edges, k, heat) {
  const shift = new Float64Array(2 * count);
  const reach2 = (3 * k) ** 2;
  for (let u = 0; u < count; u += 1) {
    for (let v = u + 1; v < count; v += 1) {
      const dx = xy[2 * u] - xy[2 * v];
      const dy = xy[2 * u + 1] - xy[2 * v + 1];
      const d2 = Math.max(dx * dx + dy * dy, 1e-6);
      if (d2 > reach2) continue;
      const f = (k * k) / d2;
      shift[2 * u] += dx * f;
      shift[2 * u + 1] += dy * f;
      shift[2 * v] -= dx * f;
      shift[2 * v + 1] -= dy * f;
    }
  }
  for (let i = 0; i < edges.length; i += 2) {
    const u = edges[i];
    const v = edges[i + 1];
    if (u === v) continue;
    const dx = xy[2 * u] - xy[2 * v];
    const dy = xy[2 * u + 1] - xy[2 * v + 1];
    const f = Math.sqrt(dx * dx + dy * dy) / k;
    shift[2 * u] -= dx * f;
    shift[2 * u + 1] -= dy * f;
    shift[2 * v] += dx * f;
    shift[2 * v + 1] += dy * f;
  }
  for (let v = 0; v < count; v += 1) {
    const dx = shift[2 * v] + (0.5 - xy[2 * v]) * 0.6;
    const dy = shift[2 * v + 1] + (0.5 - xy[2 * v + 1]) * 0.6;
    const len = Math.hypot(dx, dy) || 1;
    const step = Math.min(len, heat);
    xy[2 * v] += (dx / len) * step;
    xy[2 * v + 1] += (dy / len) * step;
  }
}

/** Scales `xy` into the unit square with a margin, keeping its proportions and its middle. */
function fitUnit(xy, count) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let v = 0; v < count; v += 1) {
    x0 = Math.min(x0, xy[2 * v]);
    x1 = Math.max(x1, xy[2 * v]);
    y0 = Math.min(y0, xy[2 * v + 1]);
    y1 = Math.max(y1, xy[2 * v + 1]);
  }
  const span = Math.max(x1 - x0, y1 - y0, 1e-9);
  const out = new Float64Array(2 * count);
  for (let v = 0; v < count; v += 1) {
    out[2 * v] = 0.5 + ((xy[2 * v] - (x0 + x1) / 2) / span) * (count > 1 ? 1 : 0);
    out[2 * v + 1] = 0.5 + ((xy[2 * v + 1] - (y0 + y1) / 2) / span) * (count > 1 ? 1 : 0);
  }
  return out;
}

/**
 * A force-directed layout of nodes 0..count-1 with moves `edges` (flat pairs u, v): flat x, y
 * per node, scaled to fill the unit square.
 */
export function forceLayout(count, edges, { seed = 1 } = {}) {
  const xy = circleStart(count, seeded(seed + count));
  const rounds = Math.max(40, Math.min(300, Math.round(24000 / Math.max(1, count))));
  const k = 0.8 / Math.sqrt(Math.max(1, count));
  let heat = 0.12;
  const cooling = heat / rounds;
  for (let i = 0; i < rounds; i += 1) {
    forceRound(xy, count, edges, k, heat);
    heat = Math.max(0.001, heat - cooling);
  }
  return fitUnit(xy, count);
}

/** Each node's successors, from flat pairs. */
function successorLists(count, edges) {
  const lists = Array.from({ length: count }, () => []);
  for (let i = 0; i < edges.length; i += 2) lists[edges[i]].push(edges[i + 1]);
  return lists;
}

/** The column each node takes: its remoteness, or -1 for a Loop (or a node not decided). */
export function layerOf(outcomes, remoteness, v) {
  const decided = outcomes[v] === Outcome.Win || outcomes[v] === Outcome.Lose;
  return decided && remoteness[v] !== NO_REMOTENESS ? remoteness[v] : -1;
}

/** Nodes of each layer ordered by the mean height of their moves' targets already placed. */
function orderLayers(count, layers, successors) {
  const height = new Float64Array(count).fill(NaN);
  const ordered = [];
  for (const members of layers) {
    const key = (v) => {
      const placed = successors[v].map((w) => height[w]).filter((h) => !Number.isNaN(h));
      return placed.length ? placed.reduce((a, b) => a + b, 0) / placed.length : 0.5 + v / (count + 1) / 100;
    };
    const keyed = members.map((v) => [key(v), v]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, v]) => v);
    keyed.forEach((v, i) => {
      height[v] = (i + 0.5) / keyed.length;
    });
    ordered.push(keyed);
  }
  return ordered;
}

/**
 * The layered layout of a solved graph: { xy, layer } with `layer[v]` the column's
 * remoteness (-1 for the Loop band). Columns too tall for the nodes to be read are split
 * into side-by-side columns of the same layer.
 */
export function layeredLayout(count, edges, outcomes, remoteness) {
  const layer = new Int32Array(count);
  let deepest = -1;
  for (let v = 0; v < count; v += 1) {
    layer[v] = layerOf(outcomes, remoteness, v);
    deepest = Math.max(deepest, layer[v]);
  }
  const groups = Array.from({ length: deepest + 2 }, () => []);
  for (let v = 0; v < count; v += 1) groups[layer[v] + 1].push(v);
  const loops = groups.shift();
  const ordered = orderLayers(count, [...groups, loops], successorLists(count, edges));
  const perColumn = Math.max(6, Math.ceil(Math.sqrt(count) * 1.6));
  const tallest = Math.min(perColumn, Math.max(1, ...ordered.map((g) => g.length)));
  // Columns from the right: remoteness 0 first, then up; a gap, then the Loop band.
  const columns = [];
  ordered.forEach((members, i) => {
    if (members.length === 0) return;
    if (i === ordered.length - 1 && columns.length > 0) columns.push(null);
    for (let c = 0; c < members.length; c += perColumn) columns.push(members.slice(c, c + perColumn));
  });
  const gap = tallest > 1 ? 1 / (tallest - 1) : 0;
  const xy = new Float64Array(2 * count);
  columns.forEach((members, c) => {
    if (!members) return;
    const x = columns.length === 1 ? 0.5 : 1 - c / (columns.length - 1);
    members.forEach((v, i) => {
      xy[2 * v] = x;
      xy[2 * v + 1] = 0.5 + (i - (members.length - 1) / 2) * gap;
    });
  });
  return { xy, layer };
}
