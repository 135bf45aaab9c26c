// @ts-check
// The graph game's input as the page holds it: the edge list's text (`n m`, then one line
// `u v` a move), read loosely into { n, lines } for drawing edits and written back, and the
// link format `edges=n,m;u,v;...` (lines joined by `;`, numbers by `,`) that
// `retrograde stress graph` prints. Whether a text is a game is the engine's word alone: it
// locates every problem; this module only moves text around.

/** A line's numbers, as written (words are kept, so a bad text keeps its problems). */
const wordsOf = (line) => line.trim().split(/[\s,]+/).filter(Boolean);

/** The link value of an edge-list text: one item per non-empty line. */
export function edgesToLink(text) {
  return String(text).split(/\r?\n|\r/).map(wordsOf).filter((words) => words.length > 0)
    .map((words) => words.join(','))
    .join(';');
}

/** The edge-list text of a link value: one line per item, numbers separated by spaces. */
export function linkToEdges(value) {
  const lines = String(value).split(';').map((item) => wordsOf(item).join(' '));
  return `${lines.join('\n')}\n`;
}

/**
 * A text already accepted by the engine read as { n, lines: [[u, v], ...] } (nodes from 1,
 * lines in order, repeats kept), or null when it is not in that shape.
 */
export function readEdgeList(text) {
  const numbers = String(text).trim().split(/\s+/).map(Number);
  if (numbers.length < 2 || !numbers.every(Number.isInteger)) return null;
  const [n, m] = numbers;
  if (numbers.length !== 2 + 2 * m) return null;
  const lines = [];
  for (let i = 0; i < m; i += 1) lines.push([numbers[2 + 2 * i], numbers[3 + 2 * i]]);
  return { n, lines };
}

/** The text of { n, lines }, one line a move, ending in a newline. */
export function writeEdgeList({ n, lines }) {
  return [`${n} ${lines.length}`, ...lines.map(([u, v]) => `${u} ${v}`)].join('\n').concat('\n');
}

/** One node more, numbered n + 1, with no moves. */
export const addNode = (graph) => ({ n: graph.n + 1, lines: graph.lines });

/** The move u -> v added (nothing changes when the graph has it already: repeats count once). */
export function addMove(graph, u, v) {
  if (graph.lines.some(([a, b]) => a === u && b === v)) return graph;
  return { n: graph.n, lines: [...graph.lines, [u, v]] };
}

/** Every line of the move u -> v removed. */
export const deleteMove = (graph, u, v) => ({ n: graph.n, lines: graph.lines.filter(([a, b]) => a !== u || b !== v) });

/**
 * Node `node` removed with its moves; the nodes after it are numbered one lower, so the
 * graph keeps nodes 1..n - 1. The last node is never removed (a graph has a node).
 */
export function deleteNode(graph, node) {
  if (graph.n <= 1) return graph;
  const renumber = (x) => (x > node ? x - 1 : x);
  return {
    n: graph.n - 1,
    lines: graph.lines.filter(([u, v]) => u !== node && v !== node).map(([u, v]) => [renumber(u), renumber(v)]),
  };
}

/** Edge lists up to this long are shown whole in the field. */
export const SHOWN_WHOLE = 100000;
/** Lines shown of a longer one. */
const HEAD_LINES = 40;

/**
 * The first lines of an edge list too long to show in the field, and the note `more(lines)`
 * that says how many lines follow; null for a list short enough to show whole.
 */
export function headOf(text, more) {
  if (text.length <= SHOWN_WHOLE) return null;
  let end = 0;
  for (let i = 0; i < HEAD_LINES && end >= 0; i += 1) end = text.indexOf('\n', end + 1);
  let lines = 0;
  for (let i = end; i >= 0; i = text.indexOf('\n', i + 1)) lines += 1;
  return `${text.slice(0, end)}\n${more(lines - 1)}`;
}
