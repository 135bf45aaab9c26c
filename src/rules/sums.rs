//! Moves to sums of positions (`sum(P1, P2, ...)`) and the values that
//! solve them (Sprague and Grundy; Smith's rule for loopy parts).
//!
//! A move to a sum is not an edge to one state: it is a hyperedge to a
//! multiset of states, its *parts*. The states stay the single positions;
//! a sum's value is the XOR of its parts' values, and a position's value is
//! the mex over its moves' values, so each position is valued once all the
//! parts it moves to are. Positions are therefore taken by the strongly
//! connected components of "moves to, or has as a part", leaves first:
//! every part of a sum lies in an earlier component (a position that could
//! reach itself through a sum is refused), and only plain moves join the
//! states of one component. A component of one state without a move to
//! itself is valued at once; any other is valued by the generalized
//! Sprague-Grundy labelling ([`GrundyValues`]) over its states, each move
//! leaving it replaced by a small gadget of the same value (a Nim heap, or
//! an infinite state with moves to heaps of the values its set names).
//!
//! Generalized values add as Smith showed: finite parts give their XOR;
//! exactly one infinite part `inf(K)` with the others XOR-ing to `a` gives
//! `inf(K xor a)`; two or more infinite parts give `inf{}`, a Loop, for a
//! move in either leaves the other infinite.

use std::collections::HashMap;

use crate::graph::Graph;
use crate::outcome::Outcome;
use crate::retro::{Grundy, GrundyValues, INFINITE};

use super::RulesGraph;

/// The moves to sums of a built game, state by state. Each move's parts
/// are kept sorted (their order does not matter) and a state's repeated
/// moves once, so a symmetric split costs half.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMoves {
    /// State `s`'s moves to sums are `move_starts[s]..move_starts[s + 1]`.
    move_starts: Vec<usize>,
    /// The parts of state `s`'s sums, move after move, from `part_starts[s]`.
    part_starts: Vec<usize>,
    /// Each move's `move` line (its index among them).
    lines: Vec<u32>,
    /// How many parts each `move` line's sums have.
    sizes: Vec<u32>,
    parts: Vec<u32>,
}

impl SumMoves {
    /// No moves yet, for a program whose `move` lines' sums have these
    /// numbers of parts (0 for a line of plain moves).
    pub(super) fn new(sizes: Vec<u32>) -> Self {
        SumMoves {
            move_starts: vec![0],
            part_starts: vec![0],
            lines: Vec::new(),
            sizes,
            parts: Vec::new(),
        }
    }

    /// The numbers held so far (each part, and each move's line), which
    /// the build counts against its room for moves.
    pub(super) fn held(&self) -> usize {
        self.parts.len() + self.lines.len()
    }

    pub(super) fn push_part(&mut self, part: u32) {
        self.parts.push(part);
    }

    /// Ends the move whose parts were pushed last.
    pub(super) fn end_move(&mut self, line: usize) {
        let begun = self.parts.len() - self.sizes[line] as usize;
        self.parts[begun..].sort_unstable();
        self.lines.push(line as u32);
    }

    /// Ends the state whose moves were listed last, each once.
    pub(super) fn end_state(&mut self) {
        self.drop_repeats();
        self.move_starts.push(self.lines.len());
        self.part_starts.push(self.parts.len());
    }

    /// The last state's moves sorted by their parts, each once (under the
    /// first line listing it).
    fn drop_repeats(&mut self) {
        let first = self.move_starts.last().copied().unwrap_or(0);
        if self.lines.len() - first < 2 {
            return;
        }
        let begun = self.part_starts.last().copied().unwrap_or(0);
        if self.lines[first..]
            .iter()
            .all(|&l| self.sizes[l as usize] == 2)
        {
            return self.drop_repeated_pairs(first, begun);
        }
        let (parts, sizes) = (&self.parts, &self.sizes);
        let mut at = begun;
        let mut moves: Vec<(&[u32], u32)> = Vec::with_capacity(self.lines.len() - first);
        for &line in &self.lines[first..] {
            let size = sizes[line as usize] as usize;
            moves.push((&parts[at..at + size], line));
            at += size;
        }
        moves.sort_unstable();
        moves.dedup_by(|b, a| a.0 == b.0);
        let kept: Vec<u32> = moves.iter().flat_map(|m| m.0.iter().copied()).collect();
        let lines: Vec<u32> = moves.iter().map(|m| m.1).collect();
        self.parts.truncate(begun);
        self.parts.extend(kept);
        self.lines.truncate(first);
        self.lines.extend(lines);
    }

    /// [`SumMoves::drop_repeats`] for moves of two parts each, sorted as
    /// one number per move (most splits are pairs; this is the quick way).
    fn drop_repeated_pairs(&mut self, first: usize, begun: usize) {
        let pairs = self.parts[begun..].chunks_exact(2);
        let mut moves: Vec<(u64, u32)> = pairs
            .zip(&self.lines[first..])
            .map(|(pair, &line)| ((u64::from(pair[0]) << 32) | u64::from(pair[1]), line))
            .collect();
        moves.sort_unstable();
        moves.dedup_by_key(|m| m.0);
        self.parts.truncate(begun);
        self.lines.truncate(first);
        for (key, line) in moves {
            self.parts.extend([(key >> 32) as u32, key as u32]);
            self.lines.push(line);
        }
    }

    /// Whether any state moves to a sum.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The number of moves to sums (each once per state).
    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// State `s`'s moves to sums: each move's parts and its line.
    pub fn of(&self, state: usize) -> impl Iterator<Item = (&[u32], usize)> + '_ {
        let moves = self.move_starts[state]..self.move_starts[state + 1];
        let mut at = self.part_starts[state];
        moves.map(move |m| {
            let line = self.lines[m] as usize;
            let size = self.sizes[line] as usize;
            let parts = &self.parts[at..at + size];
            at += size;
            (parts, line)
        })
    }

    /// Every part of every move to a sum of state `s`.
    pub fn parts_of(&self, state: usize) -> &[u32] {
        &self.parts[self.part_starts[state]..self.part_starts[state + 1]]
    }
}

/// A move to a sum whose part can come back to the position it moves
/// from: the position, and the move's line and parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumCycle {
    pub state: usize,
    pub line: usize,
    pub parts: Vec<u32>,
    /// The part that comes back.
    pub back: usize,
}

/// A follower's value without building its set: finite, or infinite as a
/// state's set shifted by an XOR, or `inf{}` (two infinite parts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Follower {
    Finite(u32),
    Infinite { state: u32, shift: u32 },
    Empty,
}

/// Every position's generalized Sprague-Grundy value in a game with moves
/// to sums.
#[derive(Clone, Debug, Default)]
pub struct SumValues {
    /// A finite value or [`INFINITE`].
    values: Vec<u32>,
    /// The set of each infinite position: the finite values of its moves.
    sets: HashMap<u32, Vec<u32>>,
    /// The positions in the order they were valued (leaves first).
    order: Vec<u32>,
}

impl SumValues {
    /// The values, or the first move to a sum (in state order) whose part
    /// can come back to the position it moves from.
    pub fn new(graph: &RulesGraph) -> Result<SumValues, SumCycle> {
        let components = Components::of(graph);
        components.check_sums(graph)?;
        let mut values = SumValues {
            values: vec![INFINITE; graph.starts.len() - 1],
            sets: HashMap::new(),
            order: Vec::new(),
        };
        let mut marks = Marks::default();
        for component in components.list() {
            match component {
                [state] if !graph.plain(*state as usize).contains(state) => {
                    values.value_alone(graph, *state as usize, &mut marks);
                }
                _ => values.value_together(graph, component, &components.of),
            }
        }
        values.order = components.order;
        Ok(values)
    }

    /// Every position, in the order they were valued: each after every
    /// position it moves to or has as a part, but within a cycle.
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// The position's value, its set gathered.
    pub fn value(&self, state: usize) -> Grundy {
        match self.values[state] {
            INFINITE => {
                Grundy::Infinite(self.sets.get(&(state as u32)).cloned().unwrap_or_default())
            }
            value => Grundy::Finite(value),
        }
    }

    /// The position's finite value, `None` when it is infinite.
    pub fn finite(&self, state: usize) -> Option<u32> {
        (self.values[state] != INFINITE).then_some(self.values[state])
    }

    pub fn outcome(&self, state: usize) -> Outcome {
        self.value(state).outcome()
    }

    /// The value of a sum of positions, by the rule above.
    pub fn of_sum(&self, parts: &[usize]) -> Grundy {
        let parts: Vec<u32> = parts.iter().map(|&p| p as u32).collect();
        match self.follower(&parts) {
            Follower::Finite(value) => Grundy::Finite(value),
            Follower::Empty => Grundy::Infinite(Vec::new()),
            Follower::Infinite { state, shift } => {
                let mut set: Vec<u32> = self.sets[&state].iter().map(|v| v ^ shift).collect();
                set.sort_unstable();
                Grundy::Infinite(set)
            }
        }
    }

    /// The first move of `state` (plain moves first, then sums) to a
    /// position or sum of finite value `value`, as the parts it reaches.
    pub(super) fn move_to(&self, graph: &RulesGraph, state: usize, value: u32) -> Option<Vec<u32>> {
        let plain = graph.plain(state).iter().map(std::slice::from_ref);
        plain
            .chain(graph.sums.of(state).map(|(parts, _)| parts))
            .find(|parts| self.follower(parts) == Follower::Finite(value))
            .map(<[u32]>::to_vec)
    }

    fn follower(&self, parts: &[u32]) -> Follower {
        let mut xor = 0;
        let mut infinite = None;
        for &part in parts {
            match self.values[part as usize] {
                INFINITE if infinite.is_some() => return Follower::Empty,
                INFINITE => infinite = Some(part),
                value => xor ^= value,
            }
        }
        match infinite {
            None => Follower::Finite(xor),
            Some(state) => Follower::Infinite { state, shift: xor },
        }
    }

    /// Whether an infinite follower has a move to a position of value `m`.
    fn reaches(&self, follower: Follower, m: u32) -> bool {
        match follower {
            Follower::Infinite { state, shift } => {
                self.sets[&state].binary_search(&(m ^ shift)).is_ok()
            }
            Follower::Finite(_) | Follower::Empty => false,
        }
    }

    /// Every follower of a position: its plain moves, then its sums.
    fn followers<'a>(
        &'a self,
        graph: &'a RulesGraph,
        state: usize,
    ) -> impl Iterator<Item = Follower> + 'a {
        let plain = graph.plain(state).iter().map(|&to| self.follower(&[to]));
        plain.chain(graph.sums.of(state).map(|(parts, _)| self.follower(parts)))
    }

    /// A position whose followers are all valued: the mex of their finite
    /// values when each infinite one can answer with a move to it, else
    /// infinite (Fraenkel and Yesha's rule for a state with no cycle).
    fn value_alone(&mut self, graph: &RulesGraph, state: usize, marks: &mut Marks) {
        marks.clear();
        for follower in self.followers(graph, state) {
            if let Follower::Finite(value) = follower {
                marks.set(value);
            }
        }
        let m = marks.mex();
        let answered = self
            .followers(graph, state)
            .all(|f| matches!(f, Follower::Finite(_)) || self.reaches(f, m));
        if answered {
            self.values[state] = m;
        } else {
            self.sets.insert(state as u32, marks.values());
        }
    }

    /// A component of several positions (or one that moves to itself),
    /// joined by plain moves: the labelling over them and gadgets.
    fn value_together(&mut self, graph: &RulesGraph, component: &[u32], of: &[u32]) {
        let mut local = Gadgets::new(component);
        let here = of[component[0] as usize];
        for (u, &state) in component.iter().enumerate() {
            for &to in graph.plain(state as usize) {
                let target = match local.member(to, of[to as usize] == here) {
                    Some(v) => v,
                    None => local.gadget(self, self.follower(&[to])),
                };
                local.edges.push((u as u32, target));
            }
            for (parts, _) in graph.sums.of(state as usize) {
                let target = local.gadget(self, self.follower(parts));
                local.edges.push((u as u32, target));
            }
        }
        let labelled = GrundyValues::new(Graph::from_edges(local.count, local.edges));
        for (u, &state) in component.iter().enumerate() {
            match labelled.finite(u) {
                Some(value) => self.values[state as usize] = value,
                None => {
                    self.sets.insert(state, labelled.move_values(u));
                }
            }
        }
    }
}

/// The local graph of one component: its states first, then gadgets.
struct Gadgets<'c> {
    component: &'c [u32],
    count: u32,
    edges: Vec<(u32, u32)>,
    /// `heaps[v]`: the node of a Nim heap of size `v`.
    heaps: Vec<u32>,
    infinite: HashMap<(u32, u32), u32>,
    empty: Option<u32>,
}

impl<'c> Gadgets<'c> {
    fn new(component: &'c [u32]) -> Self {
        Gadgets {
            component,
            count: component.len() as u32,
            edges: Vec::new(),
            heaps: Vec::new(),
            infinite: HashMap::new(),
            empty: None,
        }
    }

    /// A state's node when it is in the component.
    fn member(&self, state: u32, inside: bool) -> Option<u32> {
        inside.then(|| self.component.binary_search(&state).map_or(0, |i| i as u32))
    }

    fn node(&mut self) -> u32 {
        self.count += 1;
        self.count - 1
    }

    /// A heap of `size`: moves to every smaller heap.
    fn heap(&mut self, size: u32) -> u32 {
        while self.heaps.len() <= size as usize {
            let node = self.node();
            for &smaller in &self.heaps {
                self.edges.push((node, smaller));
            }
            self.heaps.push(node);
        }
        self.heaps[size as usize]
    }

    /// A node of the follower's value.
    fn gadget(&mut self, values: &SumValues, follower: Follower) -> u32 {
        match follower {
            Follower::Finite(value) => self.heap(value),
            Follower::Empty => match self.empty {
                Some(node) => node,
                None => {
                    let node = self.node();
                    self.edges.push((node, node));
                    self.empty = Some(node);
                    node
                }
            },
            Follower::Infinite { state, shift } => {
                if let Some(&node) = self.infinite.get(&(state, shift)) {
                    return node;
                }
                let node = self.node();
                self.edges.push((node, node));
                for &value in &values.sets[&state] {
                    let heap = self.heap(value ^ shift);
                    self.edges.push((node, heap));
                }
                self.infinite.insert((state, shift), node);
                node
            }
        }
    }
}

/// A reusable set of small values, for the mex.
#[derive(Default)]
struct Marks {
    seen: Vec<bool>,
    set: Vec<u32>,
}

impl Marks {
    fn clear(&mut self) {
        for &v in &self.set {
            self.seen[v as usize] = false;
        }
        self.set.clear();
    }

    fn set(&mut self, value: u32) {
        let at = value as usize;
        if self.seen.len() <= at {
            self.seen.resize(at + 1, false);
        }
        if !self.seen[at] {
            self.seen[at] = true;
            self.set.push(value);
        }
    }

    fn mex(&self) -> u32 {
        (0..)
            .find(|&v| !self.seen.get(v as usize).copied().unwrap_or(false))
            .unwrap_or(0)
    }

    /// The values set, ascending.
    fn values(&self) -> Vec<u32> {
        let mut values = self.set.clone();
        values.sort_unstable();
        values
    }
}

/// The strongly connected components of "moves to, or has as a part"
/// (Tarjan's, without recursion), leaves first.
struct Components {
    /// The states, component after component, each component ascending.
    order: Vec<u32>,
    /// Where each component ends in `order`.
    ends: Vec<usize>,
    /// Each state's component.
    of: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl Components {
    fn of(graph: &RulesGraph) -> Components {
        let count = graph.starts.len() - 1;
        let mut search = Tarjan {
            index: vec![NONE; count],
            low: vec![0; count],
            on_stack: vec![false; count],
            stack: Vec::new(),
            next: 0,
            found: Components {
                order: Vec::with_capacity(count),
                ends: Vec::new(),
                of: vec![NONE; count],
            },
        };
        for root in 0..count {
            if search.index[root] == NONE {
                search.from(graph, root as u32);
            }
        }
        search.found
    }

    fn list(&self) -> impl Iterator<Item = &[u32]> + '_ {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(self.ends.iter().copied())
            .map(|(start, end)| &self.order[start..end])
    }

    /// The first move to a sum with a part in its own position's component.
    fn check_sums(&self, graph: &RulesGraph) -> Result<(), SumCycle> {
        for state in 0..self.of.len() {
            for (parts, line) in graph.sums.of(state) {
                if let Some(&back) = parts
                    .iter()
                    .find(|&&p| self.of[p as usize] == self.of[state])
                {
                    return Err(SumCycle {
                        state,
                        line,
                        parts: parts.to_vec(),
                        back: back as usize,
                    });
                }
            }
        }
        Ok(())
    }
}

struct Tarjan {
    index: Vec<u32>,
    low: Vec<u32>,
    on_stack: Vec<bool>,
    stack: Vec<u32>,
    next: u32,
    found: Components,
}

impl Tarjan {
    fn visit(&mut self, state: u32) {
        let s = state as usize;
        self.index[s] = self.next;
        self.low[s] = self.next;
        self.next += 1;
        self.stack.push(state);
        self.on_stack[s] = true;
    }

    /// The depth-first search from `root`, with its own stack of (state,
    /// how many of its dependencies are done).
    fn from(&mut self, graph: &RulesGraph, root: u32) {
        self.visit(root);
        let mut frames = vec![(root, 0usize)];
        while let Some(&(state, done)) = frames.last() {
            let s = state as usize;
            let (plain, parts) = (graph.plain(s), graph.sums.parts_of(s));
            if done < plain.len() + parts.len() {
                let to = match plain.get(done) {
                    Some(&to) => to,
                    None => parts[done - plain.len()],
                };
                if let Some(frame) = frames.last_mut() {
                    frame.1 += 1;
                }
                if self.index[to as usize] == NONE {
                    self.visit(to);
                    frames.push((to, 0));
                } else if self.on_stack[to as usize] {
                    self.low[s] = self.low[s].min(self.index[to as usize]);
                }
                continue;
            }
            frames.pop();
            if let Some(&(parent, _)) = frames.last() {
                let p = parent as usize;
                self.low[p] = self.low[p].min(self.low[s]);
            }
            if self.low[s] == self.index[s] {
                self.close(state);
            }
        }
    }

    /// Pops the component whose first state is `root`.
    fn close(&mut self, root: u32) {
        let id = self.found.ends.len() as u32;
        let start = self.found.order.len();
        while let Some(state) = self.stack.pop() {
            self.on_stack[state as usize] = false;
            self.found.of[state as usize] = id;
            self.found.order.push(state);
            if state == root {
                break;
            }
        }
        self.found.order[start..].sort_unstable();
        self.found.ends.push(self.found.order.len());
    }
}

impl RulesGraph {
    /// The targets of the state's plain moves (one position each).
    pub(super) fn plain(&self, state: usize) -> &[u32] {
        &self.successors[RulesGraph::range(&self.starts, state)]
    }

    /// Whether some state moves to a sum of positions.
    pub fn has_sums(&self) -> bool {
        !self.sums.is_empty()
    }

    /// The moves to sums.
    pub fn sums(&self) -> &SumMoves {
        &self.sums
    }
}
