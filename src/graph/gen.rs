//! Game graphs to test a solution on: every graph on up to three nodes,
//! then dense and sparse graphs, DAGs, rings with chords, self-loops,
//! repeated edges, graphs rich in Loop, long chains, stars and isolated
//! nodes.

use std::fmt::Write as _;

use crate::gen::Rng;
use crate::graph::Graph;

/// A game graph as the generators and the shrinker handle it: `n >= 1`
/// nodes and the edge lines of a judge input, in order and with their
/// repeats (a solution may read them wrongly, so they are part of the
/// input). Nodes are numbered from 0, as in [`Graph`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GraphCase {
    n: u32,
    edges: Vec<(u32, u32)>,
}

impl GraphCase {
    /// `None` when `n == 0` or an edge has an end outside `0..n`.
    pub fn new(n: u32, edges: Vec<(u32, u32)>) -> Option<GraphCase> {
        let inside = edges.iter().all(|&(u, v)| u < n && v < n);
        (n >= 1 && inside).then_some(GraphCase { n, edges })
    }

    pub fn nodes(&self) -> u32 {
        self.n
    }

    /// The edge lines `(u, v)`, a move from `u` to `v`, in input order.
    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    pub fn graph(&self) -> Graph {
        Graph::from_edges(self.n, self.edges.clone())
    }

    /// The graph on the nodes `keep` accepts, renumbered in order, with
    /// the edge lines between them, in order. At least one node must stay.
    pub fn induced(&self, keep: impl Fn(u32) -> bool) -> GraphCase {
        let mut number = vec![None; self.n as usize];
        let mut kept = 0;
        for v in (0..self.n).filter(|&v| keep(v)) {
            number[v as usize] = Some(kept);
            kept += 1;
        }
        assert!(kept >= 1, "a graph keeps at least one node");
        let edges = self
            .edges
            .iter()
            .filter_map(|&(u, v)| Some((number[u as usize]?, number[v as usize]?)))
            .collect();
        GraphCase { n: kept, edges }
    }

    /// The part of the graph that decides `node`'s outcome: the nodes it
    /// reaches, `node` included (renumbered in order); `None` when that is
    /// every node.
    pub fn reachable_from(&self, node: u32) -> Option<GraphCase> {
        let mut moves = vec![Vec::new(); self.n as usize];
        for &(u, v) in &self.edges {
            moves[u as usize].push(v);
        }
        let mut seen = vec![false; self.n as usize];
        seen[node as usize] = true;
        let mut stack = vec![node];
        while let Some(u) = stack.pop() {
            for &v in &moves[u as usize] {
                if !std::mem::replace(&mut seen[v as usize], true) {
                    stack.push(v);
                }
            }
        }
        (!seen.iter().all(|&s| s)).then(|| self.induced(|v| seen[v as usize]))
    }

    /// `n m`, then one line `u v` per edge, nodes from 1.
    pub fn write(&self, out: &mut String) {
        let _ = writeln!(out, "{} {}", self.n, self.edges.len());
        for (u, v) in &self.edges {
            let _ = writeln!(out, "{} {}", u + 1, v + 1);
        }
    }

    /// The same graph with its nodes renamed by a random permutation and
    /// its lines shuffled, so that a shape built in order (a chain 1, 2, 3
    /// ...) does not come in the order a solution might rely on.
    fn scrambled(mut self, rng: &mut Rng) -> GraphCase {
        let mut name: Vec<u32> = (0..self.n).collect();
        rng.shuffle(&mut name);
        for (u, v) in &mut self.edges {
            (*u, *v) = (name[*u as usize], name[*v as usize]);
        }
        rng.shuffle(&mut self.edges);
        self
    }
}

/// A game graph as a judge input.
pub fn graph_input(case: &GraphCase) -> String {
    let mut out = String::with_capacity(12 * case.edges.len() + 16);
    case.write(&mut out);
    out
}

/// What a random graph is made to be like; each finds its own mistakes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphKind {
    /// Edges between uniformly random nodes.
    Random,
    /// Most of the `n^2` possible edges, each once and about as many out
    /// of every node: high counters.
    Dense,
    /// At most one move per node (while `m <= n`): paths, and cycles with
    /// paths into them.
    Sparse,
    /// No cycles: no Loop, and every outcome decided by remoteness.
    Dag,
    /// A ring with chords, some to nodes without moves.
    Cycles,
    /// Half the edges self-loops: a node with one is never Lose.
    SelfLoops,
    /// Half the edge lines copies of the others: repeats count once.
    Repeats,
    /// Strongly connected parts whose exits all lead to Wins: all Loop.
    Loopy,
    /// One long chain, extra edges only between its Wins: wins and losses
    /// as long as the graph.
    LongChain,
    /// A few hubs with many moves, most other nodes without any.
    Stars,
    /// Edges among some of the nodes only; the rest touch no edge.
    Isolated,
}

impl GraphKind {
    pub const ALL: [GraphKind; 11] = [
        GraphKind::Random,
        GraphKind::Dense,
        GraphKind::Sparse,
        GraphKind::Dag,
        GraphKind::Cycles,
        GraphKind::SelfLoops,
        GraphKind::Repeats,
        GraphKind::Loopy,
        GraphKind::LongChain,
        GraphKind::Stars,
        GraphKind::Isolated,
    ];

    pub fn name(self) -> &'static str {
        match self {
            GraphKind::Random => "random",
            GraphKind::Dense => "dense",
            GraphKind::Sparse => "sparse",
            GraphKind::Dag => "dag",
            GraphKind::Cycles => "cycles",
            GraphKind::SelfLoops => "self-loops",
            GraphKind::Repeats => "repeats",
            GraphKind::Loopy => "loopy",
            GraphKind::LongChain => "long-chain",
            GraphKind::Stars => "stars",
            GraphKind::Isolated => "isolated",
        }
    }

    pub fn from_name(name: &str) -> Option<GraphKind> {
        GraphKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The number of edge lines a graph of this kind on `n` nodes usually
    /// has (random within the kind's range), at most `max`.
    pub fn edges_for(self, n: u32, max: u32, rng: &mut Rng) -> u32 {
        let n64 = u64::from(n);
        let mut between = |lo: u64, hi: u64| lo + rng.below(hi - lo + 1);
        let m = match self {
            GraphKind::Random => between(0, 3 * n64),
            GraphKind::Dense => (3 * n64 * n64).div_ceil(4),
            GraphKind::Sparse => between(n64 / 2, n64),
            GraphKind::Dag | GraphKind::Repeats => between(n64, 3 * n64),
            GraphKind::Cycles => n64 + between(0, n64 / 2),
            GraphKind::SelfLoops | GraphKind::Loopy | GraphKind::Stars => between(n64, 2 * n64),
            GraphKind::LongChain => n64 - 1 + between(0, n64 / 4),
            GraphKind::Isolated => between(0, n64),
        };
        m.min(u64::from(max)) as u32
    }
}

/// A random graph of `kind` on `n >= 1` nodes with `m` edge lines, or as
/// many as its shape holds when that is fewer (a DAG or a chain on one
/// node has no edge).
pub fn graph_case(kind: GraphKind, n: u32, m: u32, rng: &mut Rng) -> GraphCase {
    assert!(n >= 1, "a graph has a node");
    let edges = match kind {
        GraphKind::Random => (0..m).map(|_| any_edge(n, rng)).collect(),
        GraphKind::Dense => distinct_edges(n, m, rng),
        GraphKind::Sparse => sparse_edges(n, m, rng),
        GraphKind::SelfLoops => (0..m).map(|_| maybe_self_loop(n, rng)).collect(),
        GraphKind::Repeats => repeated_edges(n, m, rng),
        GraphKind::Isolated => isolated_edges(n, m, rng),
        GraphKind::Dag => return shaped(n, dag_edges(n, m, rng), rng),
        GraphKind::Cycles => return shaped(n, ring_edges(n, m, rng), rng),
        GraphKind::Loopy => return shaped(n, loopy_edges(n, m, rng), rng),
        GraphKind::LongChain => return shaped(n, chain_edges(n, m, rng), rng),
        GraphKind::Stars => return shaped(n, star_edges(n, m, rng), rng),
    };
    GraphCase { n, edges }
}

/// A shape built on nodes in order, scrambled.
fn shaped(n: u32, edges: Vec<(u32, u32)>, rng: &mut Rng) -> GraphCase {
    GraphCase { n, edges }.scrambled(rng)
}

fn node(n: u32, rng: &mut Rng) -> u32 {
    rng.below(u64::from(n)) as u32
}

fn any_edge(n: u32, rng: &mut Rng) -> (u32, u32) {
    (node(n, rng), node(n, rng))
}

/// A random item of `items` (not empty).
fn one_of<T: Copy>(items: &[T], rng: &mut Rng) -> T {
    items[rng.below(items.len() as u64) as usize]
}

/// `m` edges, each once while the `n^2` possible ones last, spread evenly
/// over the nodes (every counter high), in random order. Each node's
/// targets are the first ones of a partial shuffle of all nodes, so no
/// edge is drawn twice and none needs to be looked up.
fn distinct_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    let (each, more) = match m / n {
        each if each >= n => (n, 0),
        each => (each, m % n),
    };
    let mut sources: Vec<u32> = (0..n).collect();
    rng.shuffle(&mut sources);
    let mut targets: Vec<u32> = (0..n).collect();
    let mut edges = Vec::with_capacity(m as usize);
    for (i, &u) in sources.iter().enumerate() {
        for j in 0..each + u32::from((i as u32) < more) {
            targets.swap(j as usize, rng.between(j, n - 1) as usize);
            edges.push((u, targets[j as usize]));
        }
    }
    edges.extend((edges.len()..m as usize).map(|_| any_edge(n, rng)));
    rng.shuffle(&mut edges);
    edges
}

/// One edge out of each of `m` different nodes while they last, then
/// edges out of random nodes.
fn sparse_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    let mut sources: Vec<u32> = (0..n).collect();
    rng.shuffle(&mut sources);
    (0..m as usize)
        .map(|i| match sources.get(i) {
            Some(&u) => (u, node(n, rng)),
            None => any_edge(n, rng),
        })
        .collect()
}

fn maybe_self_loop(n: u32, rng: &mut Rng) -> (u32, u32) {
    if rng.chance(0.5) {
        let v = node(n, rng);
        (v, v)
    } else {
        any_edge(n, rng)
    }
}

/// Half the lines (rounded up) random edges, the rest copies of them,
/// shuffled.
fn repeated_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    let base: Vec<(u32, u32)> = (0..m.div_ceil(2)).map(|_| any_edge(n, rng)).collect();
    let mut edges = base.clone();
    edges.extend((0..m / 2).map(|_| one_of(&base, rng)));
    rng.shuffle(&mut edges);
    edges
}

/// Random edges among a random half of the nodes or fewer (at least one).
fn isolated_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    let mut active: Vec<u32> = (0..n).collect();
    rng.shuffle(&mut active);
    active.truncate(rng.between(1, (n / 2).max(1)) as usize);
    (0..m)
        .map(|_| (one_of(&active, rng), one_of(&active, rng)))
        .collect()
}

/// Edges from each node to a later one: half of them one to three nodes
/// later, for long paths. None on one node.
fn dag_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    if n < 2 {
        return Vec::new();
    }
    (0..m)
        .map(|_| {
            let u = rng.between(0, n - 2);
            let v = if rng.chance(0.5) {
                (u + rng.between(1, 3)).min(n - 1)
            } else {
                rng.between(u + 1, n - 1)
            };
            (u, v)
        })
        .collect()
}

/// Nodes without moves for a ring's chords to reach: about a quarter,
/// none on one node.
fn terminal_count(n: u32) -> u32 {
    if n < 2 {
        0
    } else {
        (n + 2) / 4
    }
}

/// A ring on the nodes after the terminal ones (as many as `m` allows),
/// then chords from ring nodes to any node.
fn ring_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    let first = terminal_count(n);
    let ring = (n - first).min(m);
    if ring == 0 {
        return Vec::new();
    }
    let mut edges: Vec<(u32, u32)> = (0..ring)
        .map(|i| (first + i, first + (i + 1) % ring))
        .collect();
    edges.extend((ring..m).map(|_| (first + rng.below(u64::from(ring)) as u32, node(n, rng))));
    edges
}

/// Loop groups: nodes `0..t` have no moves, `t..t+w` are Wins (one edge
/// each to a node without moves), and the rest form rings of one to six
/// nodes (a ring of one is a self-loop). Extra edges join nodes of a group
/// (chords), lead from a group to a Win or to another group, or leave a
/// Win for anywhere: no group node is ever decided, since the first one
/// decided would need a move onto a Lose or every move onto a Win, and its
/// ring successor is neither. With few edges, fewer groups.
fn loopy_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    let terminals = if n < 2 { 0 } else { (n / 10).max(1) };
    let wins = (n / 5).min(m);
    let grouped = (n - terminals - n / 5).min(m - wins);
    let first_group = n - grouped;
    let mut edges: Vec<(u32, u32)> = (terminals..terminals + wins)
        .map(|w| (w, rng.below(u64::from(terminals)) as u32))
        .collect();
    let mut groups = Vec::new();
    let mut start = first_group;
    while start < n {
        let end = (start + rng.between(1, 6)).min(n);
        edges.extend((start..end).map(|v| (v, if v + 1 < end { v + 1 } else { start })));
        groups.push(start..end);
        start = end;
    }
    let group_nodes: Vec<u32> = (first_group..n).collect();
    let win_nodes: Vec<u32> = (terminals..terminals + wins).collect();
    while edges.len() < m as usize && !(groups.is_empty() && win_nodes.is_empty()) {
        let extra = match rng.below(4) {
            0 | 1 if !groups.is_empty() => {
                let group = groups[rng.below(groups.len() as u64) as usize].clone();
                (
                    rng.between(group.start, group.end - 1),
                    rng.between(group.start, group.end - 1),
                )
            }
            2 if !group_nodes.is_empty() && !win_nodes.is_empty() => {
                (one_of(&group_nodes, rng), one_of(&win_nodes, rng))
            }
            3 if !group_nodes.is_empty() => (one_of(&group_nodes, rng), one_of(&group_nodes, rng)),
            _ if !win_nodes.is_empty() => (one_of(&win_nodes, rng), node(n, rng)),
            _ => continue,
        };
        edges.push(extra);
    }
    edges
}

/// A chain `0 -> 1 -> ... -> k - 1` on as many nodes as `m` allows (the
/// last has no move, so the first wins or loses in `k - 1`), then extra
/// edges from Wins to Wins, which change no outcome or remoteness: a Win's
/// fastest win stays where it was.
fn chain_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    let k = n.min(m.saturating_add(1));
    let mut edges: Vec<(u32, u32)> = (1..k).map(|v| (v - 1, v)).collect();
    // Node v is k - 1 - v moves from the end: a Win when that is odd.
    let wins: Vec<u32> = (0..k).filter(|v| (k - 1 - v) % 2 == 1).collect();
    if !wins.is_empty() {
        edges.extend((k - 1..m).map(|_| (one_of(&wins, rng), one_of(&wins, rng))));
    }
    edges
}

/// One to three hubs (the first nodes): three edges in four from a hub to
/// any node, the rest from another node to a hub, so most nodes have no
/// move and the rest lead only to hubs.
fn star_edges(n: u32, m: u32, rng: &mut Rng) -> Vec<(u32, u32)> {
    let hubs = rng.between(1, n.min(3));
    let hub = |rng: &mut Rng| rng.below(u64::from(hubs)) as u32;
    (0..m)
        .map(|_| {
            if hubs == n || rng.chance(0.75) {
                (hub(rng), node(n, rng))
            } else {
                (rng.between(hubs, n - 1), hub(rng))
            }
        })
        .collect()
}

/// Every graph on `n` nodes: each set of the `n^2` possible edges (self-
/// loops included), its edges in order, fewer edges first.
pub fn every_graph(n: u32) -> Vec<GraphCase> {
    assert!((1..=4).contains(&n), "every graph on {n} nodes is too many");
    let pairs: Vec<(u32, u32)> = (0..n).flat_map(|u| (0..n).map(move |v| (u, v))).collect();
    let mut masks: Vec<u32> = (0..1u32 << pairs.len()).collect();
    masks.sort_by_key(|mask| mask.count_ones());
    masks
        .into_iter()
        .map(|mask| GraphCase {
            n,
            edges: (0..pairs.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect(),
        })
        .collect()
}

/// How many graphs [`every_graph`] yields for each `n` from 1 to `up_to`.
pub fn every_graph_count(up_to: u32) -> u64 {
    (1..=up_to).map(|n| 1u64 << (n * n)).sum()
}

/// Largest `n` whose every graph is tried before the random ones: 530
/// graphs, 512 of them on three nodes.
pub const GRAPHS_UP_TO: u32 = 3;

/// The graphs a stress run tries, in order: every graph for `n` from 1 to
/// [`GRAPHS_UP_TO`] (n ascending, fewer edges first), then random graphs
/// with the kinds in turn, whose largest `n` doubles every 64 graphs
/// (log-uniform below it) up to `max_n`, each with its kind's usual number
/// of edges up to `max_m`.
pub struct GraphSchedule {
    max_n: u32,
    max_m: u32,
    kinds: Vec<GraphKind>,
    rng: Rng,
    exhaustive_up_to: u32,
    level: u32,
    /// The current exhaustive size's graphs, reversed (popped in order).
    pending: Vec<GraphCase>,
    /// Random graphs made so far.
    random: u64,
}

impl GraphSchedule {
    /// The whole schedule; a size is tried exhaustively only when all its
    /// graphs fit `max_n` and `max_m`.
    pub fn new(seed: u64, max_n: u32, max_m: u32) -> GraphSchedule {
        let mut schedule = GraphSchedule::of_kinds(seed, max_n, max_m, &GraphKind::ALL);
        schedule.exhaustive_up_to = (1..=GRAPHS_UP_TO.min(max_n))
            .take_while(|n| n * n <= max_m)
            .last()
            .unwrap_or(0);
        schedule
    }

    /// Random graphs of `kinds` (not empty) only, without the exhaustive
    /// start: for a search aimed at one kind of mistake.
    pub fn of_kinds(seed: u64, max_n: u32, max_m: u32, kinds: &[GraphKind]) -> GraphSchedule {
        assert!(
            max_n >= 1 && !kinds.is_empty(),
            "graphs need a node and a kind"
        );
        GraphSchedule {
            max_n,
            max_m,
            kinds: kinds.to_vec(),
            rng: Rng::new(seed),
            exhaustive_up_to: 0,
            level: 0,
            pending: Vec::new(),
            random: 0,
        }
    }

    /// The largest `n` whose every graph comes before any random one (0
    /// for none).
    pub fn exhaustive_up_to(&self) -> u32 {
        self.exhaustive_up_to
    }

    fn random_graph(&mut self) -> GraphCase {
        let kind = self.kinds[(self.random % self.kinds.len() as u64) as usize];
        let cap = 8u64 << (self.random / 64).min(20);
        self.random += 1;
        let n = self
            .rng
            .log_between(1, cap.min(u64::from(self.max_n)) as u32);
        let m = kind.edges_for(n, self.max_m, &mut self.rng);
        graph_case(kind, n, m, &mut self.rng)
    }
}

impl Iterator for GraphSchedule {
    type Item = GraphCase;

    fn next(&mut self) -> Option<GraphCase> {
        while self.pending.is_empty() && self.level < self.exhaustive_up_to {
            self.level += 1;
            self.pending = every_graph(self.level);
            self.pending.reverse();
        }
        Some(match self.pending.pop() {
            Some(graph) => graph,
            None => self.random_graph(),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::graph::judge::{read_graph, solve_graph, Limits};
    use crate::outcome::Outcome;
    use crate::retro::Run;

    fn case(n: u32, edges: &[(u32, u32)]) -> GraphCase {
        GraphCase::new(n, edges.to_vec()).unwrap()
    }

    fn outcomes(case: &GraphCase) -> Vec<Outcome> {
        solve_graph(&case.graph()).outcomes().to_vec()
    }

    #[test]
    fn cases_round_trip_through_the_judge() {
        assert_eq!(GraphCase::new(0, Vec::new()), None);
        assert_eq!(GraphCase::new(2, vec![(0, 2)]), None);
        let graph = case(3, &[(0, 1), (0, 1), (2, 2)]);
        let text = graph_input(&graph);
        assert_eq!(text, "3 3\n1 2\n1 2\n3 3\n");
        assert_eq!(
            read_graph(text.as_bytes(), &Limits::JUDGE).unwrap(),
            graph.graph()
        );
    }

    #[test]
    fn induced_graphs_renumber_and_keep_the_lines_between_kept_nodes() {
        let graph = case(4, &[(0, 3), (3, 1), (1, 1), (2, 0), (3, 1)]);
        assert_eq!(
            graph.induced(|v| v != 2),
            case(3, &[(0, 2), (2, 1), (1, 1), (2, 1)])
        );
        assert_eq!(
            graph.reachable_from(3),
            Some(case(2, &[(1, 0), (0, 0), (1, 0)]))
        );
        assert_eq!(graph.reachable_from(2), None);
    }

    #[test]
    fn small_graphs_are_all_there_once() {
        assert_eq!(every_graph(1), [case(1, &[]), case(1, &[(0, 0)])]);
        let graphs = every_graph(3);
        assert_eq!(graphs.len(), 512);
        let distinct: HashSet<&GraphCase> = graphs.iter().collect();
        assert_eq!(distinct.len(), 512);
        assert!(graphs
            .windows(2)
            .all(|w| w[0].edges.len() <= w[1].edges.len()));
        assert_eq!(graphs[511].edges.len(), 9);
        assert_eq!(every_graph_count(GRAPHS_UP_TO), 530);
    }

    #[test]
    fn the_schedule_starts_exhaustive_then_grows() {
        let mut schedule = GraphSchedule::new(3, 100_000, 20_000);
        assert_eq!(schedule.exhaustive_up_to(), 3);
        let first: Vec<GraphCase> = schedule.by_ref().take(530).collect();
        assert_eq!(first[..2], every_graph(1));
        assert_eq!(first[18..], every_graph(3));
        let random: Vec<GraphCase> = schedule.take(1000).collect();
        assert!(random[..64].iter().all(|g| g.nodes() <= 8));
        assert!(random.iter().any(|g| g.nodes() > 4096));
        assert!(random.iter().all(|g| g.edges.len() <= 20_000));
        let again: Vec<GraphCase> = GraphSchedule::new(3, 100_000, 20_000)
            .skip(530)
            .take(1000)
            .collect();
        assert_eq!(random, again, "a seed repeats its graphs");
        let capped = GraphSchedule::new(3, 2, 5).take(200).collect::<Vec<_>>();
        assert!(capped.iter().all(|g| g.nodes() <= 2 && g.edges.len() <= 5));
        assert_eq!(GraphSchedule::new(3, 3, 8).exhaustive_up_to(), 2);
        assert_eq!(GraphSchedule::new(3, 3, 0).exhaustive_up_to(), 0);
        let dags = GraphSchedule::of_kinds(3, 50, 200, &[GraphKind::Dag]);
        assert_eq!(dags.exhaustive_up_to(), 0);
        for dag in dags.take(30) {
            assert!(!outcomes(&dag).contains(&Outcome::Loop), "{dag:?}");
        }
    }

    #[test]
    fn kinds_write_the_edges_asked_for() {
        let mut rng = Rng::new(11);
        for kind in GraphKind::ALL {
            assert_eq!(GraphKind::from_name(kind.name()), Some(kind));
            for n in [1, 2, 3, 7, 60, 700] {
                for m in [0, 1, n / 2, n, 3 * n] {
                    let graph = graph_case(kind, n, m, &mut rng);
                    assert_eq!(graph.nodes(), n);
                    assert!(GraphCase::new(n, graph.edges.clone()).is_some());
                    let holds_none =
                        n == 1 && matches!(kind, GraphKind::Dag | GraphKind::LongChain);
                    let expected = if holds_none { 0 } else { m as usize };
                    assert_eq!(graph.edges.len(), expected, "{kind:?} n = {n} m = {m}");
                }
            }
            assert!(kind.edges_for(100_000, 1_000_000, &mut rng) <= 1_000_000);
        }
    }

    /// Each kind, on 300 nodes with its usual number of edges.
    fn usual(kind: GraphKind, rng: &mut Rng) -> GraphCase {
        let m = kind.edges_for(300, 1_000_000, rng);
        graph_case(kind, 300, m, rng)
    }

    fn count(outcomes: &[Outcome], outcome: Outcome) -> usize {
        outcomes.iter().filter(|&&o| o == outcome).count()
    }

    #[test]
    fn kinds_have_their_character() {
        let mut rng = Rng::new(5);
        let dense = usual(GraphKind::Dense, &mut rng);
        let distinct: HashSet<_> = dense.edges.iter().collect();
        assert_eq!(distinct.len(), 67_500);
        let sparse = usual(GraphKind::Sparse, &mut rng);
        assert!(sparse.graph().edge_count() == sparse.edges.len());
        assert!((0..300).all(|v| sparse.graph().moves(v).len() <= 1));
        let dag = usual(GraphKind::Dag, &mut rng);
        assert_eq!(count(&outcomes(&dag), Outcome::Loop), 0);
        let cycles = outcomes(&usual(GraphKind::Cycles, &mut rng));
        assert!(count(&cycles, Outcome::Lose) > 75 && count(&cycles, Outcome::Win) > 0);
        let loops = usual(GraphKind::SelfLoops, &mut rng);
        assert!(loops.edges.iter().filter(|(u, v)| u == v).count() > 100);
        let repeats = usual(GraphKind::Repeats, &mut rng);
        assert!(repeats.graph().edge_count() <= repeats.edges.len().div_ceil(2));
        let loopy = outcomes(&usual(GraphKind::Loopy, &mut rng));
        assert_eq!(count(&loopy, Outcome::Loop), 300 - 30 - 60, "{loopy:?}");
        // With any number of edges, the Loops are the ring nodes: those
        // with moves, none of them onto a node without moves.
        for (n, m) in [(1, 3), (2, 1), (10, 4), (57, 40), (57, 200)] {
            let graph = graph_case(GraphKind::Loopy, n, m, &mut rng).graph();
            let stuck = |v: u32| graph.moves(v).is_empty();
            let ring = |v: u32| !stuck(v) && !graph.moves(v).iter().any(|&w| stuck(w));
            for (v, outcome) in solve_graph(&graph).outcomes().iter().enumerate() {
                assert_eq!(
                    *outcome == Outcome::Loop,
                    ring(v as u32),
                    "n = {n}, m = {m}"
                );
            }
        }
        let chain = usual(GraphKind::LongChain, &mut rng).graph();
        let run = solve_graph(&chain);
        assert_eq!((0..300).filter_map(|v| run.remoteness(v)).max(), Some(299));
        let stars = usual(GraphKind::Stars, &mut rng).graph();
        assert!((0..300).filter(|&v| stars.moves(v).is_empty()).count() > 150);
        let isolated = usual(GraphKind::Isolated, &mut rng);
        let touched: HashSet<u32> = isolated.edges.iter().flat_map(|&(u, v)| [u, v]).collect();
        assert!(touched.len() <= 150);
    }
}
