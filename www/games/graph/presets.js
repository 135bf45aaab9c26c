// @ts-check
// The graph game's presets and its random graphs, as edge-list texts.

import { writeEdgeList } from './edges.js';

const chainOf = (n) => ({ n, lines: Array.from({ length: n - 1 }, (_, i) => [i + 1, i + 2]) });

export const GRAPH_PRESETS = Object.freeze({
  // Five nodes round one cycle: nobody can ever be stuck, so every node is a Loop.
  cycle: writeEdgeList({ n: 5, lines: [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1]] }),
  // 1 -> 2 -> ... -> 7: node 7 has no move; the outcomes alternate back to node 1.
  chain: writeEdgeList(chainOf(7)),
  // From node 1 the only move that is not back and forth with node 2 reaches node 3, a Win
  // for the opponent; so the player at 1 shuttles to 2 and back: a draw by repetition.
  draw: writeEdgeList({ n: 6, lines: [[1, 2], [2, 1], [1, 3], [3, 4], [5, 1], [6, 3]] }),
  // The graph of the first sample of Codeforces 936B, Sleepy Game (there one player moves
  // for both; here each player moves for themselves).
  sleepy: writeEdgeList({ n: 5, lines: [[1, 2], [1, 3], [2, 4], [2, 5], [3, 4], [4, 5]] }),
});

/**
 * A random graph small enough to watch: 6 to 14 nodes and about one and a half moves a
 * node, self-loops and a repeated line now and then.
 */
export function randomGraph(random = Math.random) {
  const n = 6 + Math.floor(random() * 9);
  const m = Math.floor(n * (1 + random()));
  const pick = () => 1 + Math.floor(random() * n);
  const lines = [];
  for (let i = 0; i < m; i += 1) {
    const u = pick();
    lines.push(random() < 0.08 && lines.length > 0 ? lines[Math.floor(random() * lines.length)] : [u, random() < 0.06 ? u : pick()]);
  }
  return writeEdgeList({ n, lines });
}
