// The graph game's pure modules: the edge list in text and in links, drawing edits, the
// presets, both layouts, hit-testing and the summary board's grid. Graphs are solved by the
// real engine (the wasm binding, loaded in node), so layouts are checked on true outcomes.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init, { GraphSession } from '../../pkg/retrograde_web.js';
import {
  addMove, addNode, deleteMove, deleteNode, edgesToLink, linkToEdges, readEdgeList, writeEdgeList,
} from '../../www/games/graph/edges.js';
import { GRAPH_PRESETS, randomGraph } from '../../www/games/graph/presets.js';
import { forceLayout, layeredLayout } from '../../www/draw/state-graph/layout.js';
import {
  FIT_VIEW, RING, WIDEST_RING, badgeOffset, graphFrame, moveAt, nodeAt, ringReach, zoomAbout,
} from '../../www/draw/state-graph/geometry.js';
import {
  EDGE_CLEAR, drawnExtent, fittedFrame, nodeExtent,
} from '../../www/draw/state-graph/fit.js';
import { cellAt, cellCentre, summaryGrid, summaryOrder } from '../../www/draw/state-graph/summary.js';
import { bowsOf, moveCurve, moveKeys } from '../../www/draw/state-graph/paint.js';
import { graphUrlParams, readGraphUrl } from '../../www/games/graph/url.js';
import { NO_REMOTENESS, Outcome } from '../../www/model/states.js';
import { setLanguage } from '../../www/i18n/index.js';
import { searchFor } from '../../www/ui/url.js';

let memory = null;
before(async () => {
  ({ memory } = await init({ module_or_path: fs.readFileSync(new URL('../../pkg/retrograde_web_bg.wasm', import.meta.url)) }));
});

/** A seeded generator, so every run of the tests sees the same graphs. */
function seeded(seed) {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

/** The graph of `text` solved by the engine: its moves and final tables (copies). */
function solved(text) {
  const session = new GraphSession(text);
  session.run(0xffffffff);
  const n = session.node_count();
  const result = {
    n,
    edges: Uint32Array.from(session.edges()),
    outcomes: new Uint8Array(memory.buffer, session.outcomes_ptr(), n).slice(),
    remoteness: new Uint32Array(memory.buffer, session.remoteness_ptr(), n).slice(),
    answer: session.answer(true),
  };
  session.free();
  return result;
}

test('an edge list goes into a link and back: lines by ;, numbers by , (CR LF read as LF)', () => {
  assert.equal(edgesToLink('3 3\r\n1 2\r\n1 2\r\n2 3\r\n'), '3,3;1,2;1,2;2,3');
  assert.equal(linkToEdges('3,3;1,2;1,2;2,3'), '3 3\n1 2\n1 2\n2 3\n');
  assert.deepEqual(readGraphUrl(new URLSearchParams('?game=graph&edges=3,3;1,2;1,2;2,3')), { 'graph-edges': '3 3\n1 2\n1 2\n2 3\n' });
  assert.equal(readGraphUrl(new URLSearchParams('?n=5')), null);
  const random = seeded(7);
  for (let i = 0; i < 50; i += 1) {
    const text = randomGraph(random);
    assert.equal(linkToEdges(edgesToLink(text)), text, 'a written graph comes back the same');
    assert.equal(searchFor(graphUrlParams({ 'graph-edges': text })), `?game=graph&edges=${edgesToLink(text)}`);
  }
  // A bad text keeps its words, so the page can show where it is wrong.
  assert.equal(linkToEdges(edgesToLink('2 1\n1 x\n')), '2 1\n1 x\n');
});

test('drawing edits rewrite the edge list: a node, a move (once), removing either renumbers nothing else', () => {
  const graph = readEdgeList('3 3\n1 2\n2 3\n1 2\n');
  assert.deepEqual(graph, { n: 3, lines: [[1, 2], [2, 3], [1, 2]] });
  assert.equal(writeEdgeList(addNode(graph)), '4 3\n1 2\n2 3\n1 2\n');
  assert.equal(addMove(graph, 1, 2), graph, 'a move the graph has is not added again');
  assert.equal(writeEdgeList(addMove(graph, 3, 3)), '3 4\n1 2\n2 3\n1 2\n3 3\n');
  assert.equal(writeEdgeList(deleteMove(graph, 1, 2)), '3 1\n2 3\n');
  assert.equal(writeEdgeList(deleteNode(graph, 2)), '2 0\n');
  assert.equal(writeEdgeList(deleteNode(readEdgeList('4 3\n1 4\n4 2\n3 3\n'), 1)), '3 2\n3 1\n2 2\n');
  assert.equal(deleteNode(readEdgeList('1 1\n1 1\n'), 1).n, 1, 'the last node stays');
  assert.equal(readEdgeList('3 2\n1 2\n'), null);
  // Every edit gives a text the engine takes, with the counts the edit says.
  const edited = writeEdgeList(deleteNode(addMove(addNode(graph), 4, 1), 3));
  const session = new GraphSession(edited);
  assert.deepEqual([session.node_count(), session.edge_count()], [3, 2]);
  session.free();
});

test('the presets are graphs the engine solves as their comments say', () => {
  assert.equal(solved(GRAPH_PRESETS.cycle).answer, 'Loop Loop Loop Loop Loop\n- - - - -\n');
  assert.equal(solved(GRAPH_PRESETS.chain).answer, 'Lose Win Lose Win Lose Win Lose\n6 5 4 3 2 1 0\n');
  assert.equal(solved(GRAPH_PRESETS.draw).answer, 'Loop Loop Win Lose Loop Lose\n- - 1 0 - 2\n');
  assert.equal(solved(GRAPH_PRESETS.sleepy).answer, 'Win Win Lose Win Lose\n3 1 2 1 0\n');
  const random = seeded(3);
  for (let i = 0; i < 20; i += 1) assert.ok(solved(randomGraph(random)).n >= 6);
});

/** Column index of each node in the layered layout, by its x (0 = rightmost). */
const columnOrder = (xy, n) => [...new Set(Array.from({ length: n }, (_, v) => xy[2 * v]))].sort((a, b) => b - a);

test('layers by remoteness: every move of a Lose goes right, a Win has its Lose one layer right, Loops apart', () => {
  const random = seeded(11);
  for (let i = 0; i < 40; i += 1) {
    const g = solved(randomGraph(random));
    const { xy, layer } = layeredLayout(g.n, g.edges, g.outcomes, g.remoteness);
    const decided = (v) => g.outcomes[v] !== Outcome.Loop;
    const loopX = Math.max(-1, ...Array.from({ length: g.n }, (_, v) => (decided(v) ? -1 : xy[2 * v])));
    for (let v = 0; v < g.n; v += 1) {
      assert.equal(layer[v], decided(v) ? g.remoteness[v] : -1);
      assert.ok(xy[2 * v] >= 0 && xy[2 * v] <= 1 && xy[2 * v + 1] >= 0 && xy[2 * v + 1] <= 1);
      if (decided(v)) assert.ok(xy[2 * v] > loopX, 'the Loop band is left of every layer');
    }
    for (let e = 0; e < g.edges.length; e += 2) {
      const [u, v] = [g.edges[e], g.edges[e + 1]];
      if (g.outcomes[u] === Outcome.Lose) assert.ok(layer[v] >= 0 && layer[v] < layer[u] && xy[2 * v] > xy[2 * u], `move ${u + 1} -> ${v + 1}`);
    }
    for (let u = 0; u < g.n; u += 1) {
      const targets = [];
      for (let e = 0; e < g.edges.length; e += 2) if (g.edges[e] === u) targets.push(g.edges[e + 1]);
      if (g.outcomes[u] === Outcome.Win) assert.ok(targets.some((v) => g.outcomes[v] === Outcome.Lose && layer[v] === layer[u] - 1));
      if (g.outcomes[u] === Outcome.Loop) assert.ok(targets.some((v) => layer[v] === -1));
    }
    assert.ok(columnOrder(xy, g.n).length >= 1);
  }
});

test('a tall layer is split into columns side by side, still right of the Loops', () => {
  // 60 nodes with no move: one layer of 60, split into columns of at most 13.
  const n = 60;
  const { xy } = layeredLayout(n, new Uint32Array(0), new Uint8Array(n).fill(Outcome.Lose), new Uint32Array(n));
  const columns = columnOrder(xy, n);
  assert.ok(columns.length >= 4, `${columns.length} columns`);
});

test('the force layout is the same every time for the same graph, inside the square, nodes apart', () => {
  const g = solved(GRAPH_PRESETS.sleepy);
  const a = forceLayout(g.n, g.edges);
  const b = forceLayout(g.n, g.edges);
  assert.deepEqual(a, b);
  for (let v = 0; v < g.n; v += 1) {
    assert.ok(a[2 * v] >= 0 && a[2 * v] <= 1 && a[2 * v + 1] >= 0 && a[2 * v + 1] <= 1);
    for (let w = v + 1; w < g.n; w += 1) assert.ok(Math.hypot(a[2 * v] - a[2 * w], a[2 * v + 1] - a[2 * w + 1]) > 0.05);
  }
});

test('hit-testing finds the node under a point and the move near it; zooming keeps the point still', () => {
  const xy = Float64Array.from([0.1, 0.1, 0.9, 0.9, 0.9, 0.1]);
  const edges = Uint32Array.from([0, 1, 1, 2, 2, 2]);
  const frame = graphFrame(600, 400, FIT_VIEW, { nodes: 3 });
  const centre = (v) => ({ x: frame.x(xy[2 * v]), y: frame.y(xy[2 * v + 1]) });
  for (let v = 0; v < 3; v += 1) assert.equal(nodeAt(frame, xy, centre(v).x + 2, centre(v).y - 2), v);
  assert.equal(nodeAt(frame, xy, frame.x(0.5), frame.y(0.1)), null);
  const mid = { x: (centre(0).x + centre(1).x) / 2, y: (centre(0).y + centre(1).y) / 2 };
  assert.deepEqual(moveAt(frame, xy, edges, mid.x + 1, mid.y), { from: 0, to: 1 });
  assert.deepEqual(moveAt(frame, xy, edges, centre(2).x, centre(2).y - frame.radius * 2.4), { from: 2, to: 2 }, 'a self-loop above its node');
  assert.equal(moveAt(frame, xy, edges, frame.x(0.1), frame.y(0.9)), null);
  const zoomed = graphFrame(600, 400, zoomAbout(frame, 3, 200, 150), { nodes: 3 });
  const before_ = frame.unit(200, 150);
  const after_ = zoomed.unit(200, 150);
  assert.ok(Math.abs(before_.x - after_.x) < 1e-9 && Math.abs(before_.y - after_.y) < 1e-9);
});

test('a bowed move is found on its curve, as drawn, not on the straight line it leaves (over a node between)', () => {
  // Nodes 1, 0, 2 on one line: the move 1 -> 2 would run over node 0, so it bows; 0 -> 1 runs straight.
  const xy = Float64Array.from([0.5, 0.5, 0.3, 0.3, 0.7, 0.7]);
  const edges = Uint32Array.from([0, 1, 1, 2]);
  const frame = graphFrame(560, 450, FIT_VIEW, { nodes: 3 });
  const bowed = bowsOf(frame, xy, edges, moveKeys(edges));
  assert.equal(bowed(1, 2), 'over');
  assert.equal(bowed(0, 1), null);
  const curveOf = (u, v) => moveCurve(frame, xy, u, v, bowed(u, v));
  const point = (v) => ({ x: frame.x(xy[2 * v]), y: frame.y(xy[2 * v + 1]) });
  const [zero, one, two] = [0, 1, 2].map(point);
  // Halfway from node 0 to node 1 lies only the straight move (the bowed one's chord runs there too).
  const between = { x: (zero.x + one.x) / 2, y: (zero.y + one.y) / 2 };
  assert.deepEqual(moveAt(frame, xy, edges, between.x, between.y, { curveOf }), { from: 0, to: 1 });
  // The bowed move's curve at its middle: halfway from its chord's middle to its control point.
  const control = curveOf(1, 2);
  const peak = { x: ((one.x + two.x) / 2 + control.x) / 2, y: ((one.y + two.y) / 2 + control.y) / 2 };
  assert.ok(Math.hypot(peak.x - zero.x, peak.y - zero.y) > frame.radius + 5, 'the curve passes clear of node 0');
  assert.deepEqual(moveAt(frame, xy, edges, peak.x, peak.y, { curveOf }), { from: 1, to: 2 });
  assert.equal(moveAt(frame, xy, edges, peak.x, peak.y), null, 'taken straight, the move is not where it is drawn');
});

test('the summary board: solved, cells run Lose, Win, Loop by remoteness; every cell is found at its centre', () => {
  const W = Outcome.Win;
  const L = Outcome.Lose;
  const O = Outcome.Loop;
  const none = NO_REMOTENESS;
  const outcomes = Uint8Array.from([W, L, O, L, W, W]);
  const remoteness = Uint32Array.from([3, 2, none, 0, 1, 1]);
  const { order, cellOf } = summaryOrder(outcomes, remoteness, true);
  assert.deepEqual([...order], [3, 1, 4, 5, 0, 2]);
  for (let v = 0; v < 6; v += 1) assert.equal(order[cellOf[v]], v);
  assert.deepEqual([...summaryOrder(outcomes, remoteness, false).order], [0, 1, 2, 3, 4, 5], 'node order while running');
  const grid = summaryGrid(100000, 800, 600, FIT_VIEW);
  assert.ok(grid.cols * grid.rows >= 100000 && grid.sx <= 800 && grid.sy <= 600);
  for (const i of [0, 1, 317, 54321, 99999]) {
    const { x, y } = cellCentre(grid, i);
    assert.equal(cellAt(grid, x, y), i);
  }
  assert.equal(cellAt(grid, -5, -5), null);
});

test('the graph in words: the narration of a step, a node\'s reasons and its best line', async () => {
  const { graphNarration, graphReason, graphLineItem, graphLineNote } = await import('../../www/games/graph/text.js');
  const run = {
    outcomes: Uint8Array.from([Outcome.Lose, Outcome.Win, Outcome.Lose]),
    remoteness: Uint32Array.from([2, 1, 0]),
    queue: Uint32Array.from([2, 1, 0]),
    head: 2,
    tail: 3,
    last: {
      taken: 1, labelled: [{ state: 0, outcome: Outcome.Lose, node: 2, remoteness: 2 }], decremented: [{ state: 0, remaining: 0 }], labelledCount: 1, decrementedCount: 1, loops: 0,
    },
  };
  assert.equal(graphNarration(run), 'Took node 2 (Win in 1). It is a Win, so every undecided node with a move onto it has one move fewer not known to reach a Win. '
    + 'Node 1 now has every move reaching a Win for the opponent: Lose in 2.');
  assert.match(graphNarration({ ...run, last: null, tail: 1 }), /^Start: .*The node with no move is lost .* and waits in the queue/);
  const counted = { ...run, last: { ...run.last, labelled: [], decremented: [{ state: 4, remaining: 1 }], labelledCount: 0 } };
  assert.match(graphNarration(counted), /Counters down: node 5's counter 2 → 1\.$/);
  const base = { moves: [{}, {}], remoteness: 2, state: 0 };
  assert.equal(graphReason({ ...base, reason: { kind: 'lose', nodes: [2, 5], resist: 5, toRemoteness: 1 } }),
    'Lose in 2: every move (to 2 and 5) reaches a node where the opponent wins; the move to 5 resists longest (the opponent wins in 1).');
  const tied = { ...base, moves: [{ node: 5, best: true }, { node: 2, best: true }, { node: 5, best: true }] };
  assert.equal(graphReason({ ...tied, reason: { kind: 'lose', nodes: [2, 5], resist: 5, toRemoteness: 1 } }),
    'Lose in 2: every move (to 2 and 5) reaches a node where the opponent wins; the moves to 2 and 5 resist longest, both alike (the opponent wins in 1 after each; the best line takes the move to 5).');
  assert.equal(graphReason({ ...base, remoteness: 1, reason: { kind: 'win', node: 3, toRemoteness: 0 } }), 'Win in 1: move to node 3, where the opponent has no move.');
  assert.match(graphReason({ ...base, reason: { kind: 'terminal' } }), /node 1 has no move/);
  assert.deepEqual([0, 1, 2].map((i) => graphLineItem({ node: 4 }, 0, i)), ['the mover → 4', 'the opponent → 4', 'the mover → 4']);
  assert.equal(graphLineNote({ moves: [{}, {}], length: 2, cycleStart: null }), 'Best line: 2 moves to a node with no move.');
  assert.equal(graphLineNote({ moves: [{}, {}], length: 99999, cycleStart: null }), 'Best line: 99999 moves to a node with no move.');
  setLanguage('zh');
  try {
    assert.equal(graphNarration(run), '取出结点 2：1 步必胜。它是必胜态，所以每个能走到它的未定结点，剩余出度都减一。'
      + '结点 1 现在每种走法都会走到对手的必胜态：2 步必败。', 'Chinese sentences follow each other with no space');
    assert.match(graphNarration(counted), /剩余出度减一：结点 5 的剩余出度 2 → 1。$/);
  } finally {
    setLanguage('en');
  }
});

test('a move that would run over other nodes bows clear of them, towards the board\'s middle', async () => {
  const { passesOverNode } = await import('../../www/draw/state-graph/geometry.js');
  const { bendOf } = await import('../../www/draw/state-graph/paint.js');
  // Three nodes in a column at the board's left edge: 0 above 1 above 2.
  const xy = Float64Array.from([0, 0, 0, 0.5, 0, 1]);
  const frame = graphFrame(600, 400, FIT_VIEW, { nodes: 3 });
  assert.ok(passesOverNode(frame, xy, 0, 2), 'from the top to the bottom passes the middle node');
  assert.ok(!passesOverNode(frame, xy, 0, 1) && !passesOverNode(frame, xy, 1, 2), 'neighbours do not');
  const a = { x: frame.x(0), y: frame.y(0) };
  const b = { x: frame.x(0), y: frame.y(1) };
  const room = 2 * frame.radius + 10;
  const middle = { x: 300, y: 200 };
  for (const [from, to] of [[a, b], [b, a]]) {
    const bend = bendOf(from, to, 'over', middle, room);
    // The curve's middle, as arrows.js draws it: halfway between the chord's middle and the control point.
    const mx = (from.x + to.x) / 2;
    const cx = bend.x + (mx - bend.x) * (1 - bend.pull);
    const curveX = (mx + cx) / 2;
    assert.ok(curveX - a.x >= room - 1e-9, `bulges right by ${curveX - a.x}, at least ${room}`);
  }
  assert.deepEqual(bendOf(a, b, null), { x: a.x, y: a.y, pull: 0 }, 'others run straight');
});

test('the fitted frame keeps discs, badges, headings and the bows of opposite moves inside the board', () => {
  // Two Loops in a column at the left edge with moves both ways (bowed, one of them outwards),
  // a Win and a Lose at the right edge, as the layered layout puts them.
  const xy = new Float64Array([0, 0, 0, 1, 0.5, 0.5, 1, 0.5]);
  const edges = new Uint32Array([0, 1, 1, 0, 0, 2, 2, 3]);
  for (const [width, height] of [[390, 189], [470, 267], [801, 538], [1316, 966]]) {
    for (const lettering of [1, 1.5]) {
      const options = { nodes: 4, heads: true, lettering };
      const frame = fittedFrame(width, height, FIT_VIEW, options, xy, edges);
      const box = drawnExtent(frame, xy, edges, true);
      const at = `${width} x ${height}, lettering ${lettering}`;
      assert.ok(box.x0 >= EDGE_CLEAR - 1e-9 && box.x1 <= width - EDGE_CLEAR + 1e-9, `${at}: x ${box.x0}..${box.x1}`);
      assert.ok(box.y0 >= EDGE_CLEAR && box.y1 <= height - EDGE_CLEAR + 1e-9, `${at}: y ${box.y0}..${box.y1}`);
      assert.ok(frame.radius >= 7, `${at}: nodes still carry their numbers (radius ${frame.radius})`);
      const plain = graphFrame(width, height, FIT_VIEW, options);
      assert.ok(drawnExtent(plain, xy, edges, true).x0 < box.x0, `${at}: the fit moved the drawing off the left edge`);
    }
  }
});

/** How near a badge `w` x `h` centred `a` right of and above a node's centre comes to that centre. */
const badgeNearest = (a, w, h) => Math.hypot(Math.max(0, a - w / 2), Math.max(0, a - h / 2));

test('a ringed node\'s badge sits clear of its ring (the played node\'s, the focus\'s, the step\'s); an unringed one on its disc', () => {
  const taken = { width: 3.4, gap: 2 };
  for (const radius of [7, 10, 14, 20, 30]) {
    for (const size of [8, 11, 17.5]) {
      for (const w of [size + 4, 1.3 * size + 6, 3 * size]) {
        const h = size + 4;
        assert.equal(badgeOffset(radius, w, h), 0.85 * radius, 'no ring: at the disc\'s upper right, as ever');
        for (const ring of [RING, WIDEST_RING, taken]) {
          const reach = ringReach(radius, ring);
          const a = badgeOffset(radius, w, h, reach);
          const at = `radius ${radius}, badge ${w} x ${h}, ring ${JSON.stringify(ring)}`;
          assert.ok(badgeNearest(a, w, h) >= reach, `${at}: the badge comes within ${badgeNearest(a, w, h)} of the centre, the ring reaches ${reach}`);
          assert.ok(a <= Math.max(0.85 * radius, reach + w + h), `${at}: the badge stays near its node (${a})`);
        }
      }
    }
  }
  // The board as a game of Play leaves it: the played node's ring ran through its badge.
  assert.ok(badgeNearest(0.85 * 20, 15, 15) < ringReach(20, WIDEST_RING), 'the badge on the disc meets the widest ring');
});

test('a node\'s room on the board holds its badge and its queue place pushed past the widest ring', () => {
  const frame = graphFrame(800, 600, FIT_VIEW, { nodes: 4, lettering: 1.5 });
  const xy = new Float64Array([0.5, 0.5]);
  const box = nodeExtent(frame, xy, 0, false);
  const r = frame.radius;
  const size = Math.max(8, Math.min(13 * 1.5, r * 0.85)) - 2;
  const w = 1.3 * size + 6;
  const a = badgeOffset(r, w, size + 4, ringReach(r, WIDEST_RING));
  const x = frame.x(0.5);
  const y = frame.y(0.5);
  assert.ok(box.x1 >= x + a + w / 2 - 1e-9 && box.y0 <= y - a - (size + 4) / 2 + 1e-9, JSON.stringify({ box, a, x, y }));
  // Its queue place's tag (9 px type at lettering 1) beneath, past that ring too.
  const tag = (9 * 1.5) / 2 + 2;
  assert.ok(box.y1 >= y + ringReach(r, WIDEST_RING) + 2 * tag - 1e-9, JSON.stringify({ box, y, tag }));
});
