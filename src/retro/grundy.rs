//! The generalized Sprague-Grundy function of a game graph under normal
//! play (Smith; Fraenkel and Yesha's labelling algorithm).
//!
//! On a graph where every play ends, a state's value is the mex of its
//! moves' values. With cycles some states have no finite value: they are
//! *infinite*, and what matters of them is the set of the finite values
//! their moves reach, written `inf{0,2}`. The values say more than the
//! outcome does, and the outcome can be read off them: 0 is exactly Lose,
//! a finite nonzero value is Win, and an infinite value is Win when 0 is
//! among its moves' values and Loop otherwise.
//!
//! The table keeps one `u32` per state; the finite values of an infinite
//! state's moves are gathered from the graph when asked for, so a graph of
//! 10^8 moves costs no set per state.

use std::fmt;

use super::GameGraph;
use crate::outcome::Outcome;

/// Marks an infinite value in [`GrundyValues::table`].
pub const INFINITE: u32 = u32::MAX;

/// Marks a state the labelling has not reached yet (never in a finished
/// table).
const UNLABELLED: u32 = u32::MAX - 1;

/// One state's generalized Sprague-Grundy value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Grundy {
    Finite(u32),
    /// Infinite, with the finite values of its moves, ascending and each
    /// once.
    Infinite(Vec<u32>),
}

impl Grundy {
    /// The outcome the value implies for the player to move.
    pub fn outcome(&self) -> Outcome {
        match self {
            Grundy::Finite(0) => Outcome::Lose,
            Grundy::Finite(_) => Outcome::Win,
            Grundy::Infinite(values) if values.first() == Some(&0) => Outcome::Win,
            Grundy::Infinite(_) => Outcome::Loop,
        }
    }
}

/// `3`, `inf{0,2}`, `inf{}`.
impl fmt::Display for Grundy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Grundy::Finite(value) => write!(f, "{value}"),
            Grundy::Infinite(values) => {
                f.write_str("inf{")?;
                for (i, value) in values.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{value}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// Why a state has its value. A finite value is the mex of the finite
/// values its moves reach: it reaches every smaller value and not its own,
/// and each of its moves to an infinite or larger value can be answered by
/// a move back to its value. An infinite value has the same mex `m`, but
/// some of its moves, the *keepers*, reach infinite states with no move to
/// a state of value `m`: they cannot be answered, so the value cannot be
/// `m` (nor any finite value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyReason {
    pub value: Grundy,
    /// The finite values of its moves, ascending and each once.
    pub reached: Vec<u32>,
    /// The least value not in `reached`.
    pub mex: u32,
    /// For an infinite value, the moves (by target state, in successor
    /// order, each once) that keep it infinite; empty for a finite one.
    pub keepers: Vec<usize>,
}

/// The generalized Sprague-Grundy value of every state of a graph.
#[derive(Clone, Debug)]
pub struct GrundyValues<G> {
    graph: G,
    values: Vec<u32>,
    rounds: Option<u32>,
}

impl<G: GameGraph> GrundyValues<G> {
    /// The values by the plain mex when every play ends, by rounds
    /// otherwise. Finding a cycle costs at most one pass over the graph.
    pub fn new(graph: G) -> Self {
        Self::by_mex(graph).unwrap_or_else(Self::by_rounds)
    }

    /// The values by the plain mex, states taken in reverse topological
    /// order (each once all its moves' values are known): O(V + E). Gives
    /// the graph back when some play never ends.
    pub fn by_mex(graph: G) -> Result<Self, G> {
        match mex_in_reverse_topological_order(&graph) {
            Some(values) => Ok(GrundyValues {
                graph,
                values,
                rounds: None,
            }),
            None => Err(graph),
        }
    }

    /// The values by Fraenkel and Yesha's labelling, whatever the graph.
    /// Round `m` (0, 1, 2, ...) first labels `m`, again and again, every
    /// unlabelled state `u` with no move to a state labelled `m` whose every
    /// move to an unlabelled or infinite state reaches, in one more move, a
    /// state labelled `m`; then it labels infinite every unlabelled state
    /// with no move to a state labelled `m`. The rounds end when every state
    /// is labelled.
    ///
    /// Counters and a work list do it without rescanning. In round `m`, a
    /// state is *hit* once some move of it reaches a state labelled `m`, and an
    /// unlabelled state's *blockers* are its moves to unlabelled or infinite
    /// states not hit yet; it is labelled `m` when they run out. Labelling
    /// `v` hits its predecessors; hitting `p` counts down the blockers of its
    /// unlabelled predecessors.
    ///
    /// Cost: a state is hit in round `m` only if it has a move to a state of
    /// value `m`, so at most once per distinct finite value among its moves,
    /// `h(p) <= min(out-degree, R)` times in all; a state still unlabelled at
    /// round `m` has moves to values `0..m`, so the rounds' scans of unlabelled
    /// states add up to O(V + E). In all O(V + E + sum of in-degree(p) * h(p))
    /// time, at most O(R (V + E)), where R, the number of rounds, is at most
    /// the largest finite value + 2 (so at most the largest out-degree + 2).
    /// Memory: at most six `u32` per state (values, two counters, hit marks,
    /// the unlabelled states and the work list).
    pub fn by_rounds(graph: G) -> Self {
        let (values, rounds) = Rounds::label(&graph);
        GrundyValues {
            graph,
            values,
            rounds: Some(rounds),
        }
    }

    pub fn graph(&self) -> &G {
        &self.graph
    }

    /// One entry per state: its finite value, or [`INFINITE`].
    pub fn table(&self) -> &[u32] {
        &self.values
    }

    /// How many labelling rounds the values took; `None` when they came
    /// from the plain mex.
    pub fn rounds(&self) -> Option<u32> {
        self.rounds
    }

    /// The state's finite value; `None` when it is infinite.
    pub fn finite(&self, state: usize) -> Option<u32> {
        let value = self.values[state];
        (value != INFINITE).then_some(value)
    }

    /// The finite values of the state's moves, ascending and each once.
    pub fn move_values(&self, state: usize) -> Vec<u32> {
        let mut values: Vec<u32> = self
            .graph
            .successors(state)
            .filter_map(|to| self.finite(to))
            .collect();
        values.sort_unstable();
        values.dedup();
        values
    }

    /// The state's whole value, the set of an infinite one gathered now.
    pub fn value(&self, state: usize) -> Grundy {
        match self.finite(state) {
            Some(value) => Grundy::Finite(value),
            None => Grundy::Infinite(self.move_values(state)),
        }
    }

    /// Why the state has its value (see [`GrundyReason`]).
    pub fn reason(&self, state: usize) -> GrundyReason {
        let reached = self.move_values(state);
        let mex = (0..)
            .zip(&reached)
            .find(|(v, r)| v != *r)
            .map_or(reached.len() as u32, |(v, _)| v);
        let keepers = match self.finite(state) {
            Some(_) => Vec::new(),
            None => {
                let keepers: Vec<usize> = self
                    .graph
                    .successors(state)
                    .filter(|&to| {
                        self.finite(to).is_none()
                            && !self
                                .graph
                                .successors(to)
                                .any(|next| self.finite(next) == Some(mex))
                    })
                    .collect();
                keepers
            }
        };
        GrundyReason {
            value: match self.finite(state) {
                Some(value) => Grundy::Finite(value),
                None => Grundy::Infinite(reached.clone()),
            },
            reached,
            mex,
            keepers,
        }
    }

    /// The outcome the state's value implies, without building its set.
    pub fn outcome(&self, state: usize) -> Outcome {
        match self.finite(state) {
            Some(0) => Outcome::Lose,
            Some(_) => Outcome::Win,
            None if self.graph.successors(state).any(|to| self.values[to] == 0) => Outcome::Win,
            None => Outcome::Loop,
        }
    }
}

/// Each state's mex once all its moves' values are known (out-degree
/// counters, as in the retrograde engine), or `None` when some state is
/// never reached that way: then some play never ends.
fn mex_in_reverse_topological_order(graph: &impl GameGraph) -> Option<Vec<u32>> {
    let size = graph.state_count();
    assert!(size < UNLABELLED as usize, "states are numbered in u32");
    let mut left: Vec<u32> = (0..size).map(|s| graph.out_degree(s)).collect();
    let mut order: Vec<u32> = (0..size as u32)
        .filter(|&s| left[s as usize] == 0)
        .collect();
    order.reserve(size - order.len());
    let mut values = vec![UNLABELLED; size];
    // seen[v] == state + 1: some move of `state` has value v.
    let mut seen: Vec<u32> = Vec::new();
    let mut head = 0;
    while head < order.len() {
        let state = order[head] as usize;
        head += 1;
        let degree = graph.out_degree(state) as usize;
        if seen.len() <= degree {
            seen.resize(degree + 1, 0);
        }
        let mark = state as u32 + 1;
        for to in graph.successors(state) {
            let value = values[to] as usize;
            if value <= degree {
                seen[value] = mark;
            }
        }
        values[state] = (0..=degree).find(|&v| seen[v] != mark).unwrap_or(degree) as u32;
        for p in graph.predecessors(state) {
            left[p] -= 1;
            if left[p] == 0 {
                order.push(p as u32);
            }
        }
    }
    (order.len() == size).then_some(values)
}

/// Fraenkel and Yesha's labelling in progress (the algorithm and its cost
/// are on [`GrundyValues::by_rounds`]).
struct Rounds<'g, G> {
    graph: &'g G,
    /// Finite value, [`INFINITE`] or [`UNLABELLED`].
    values: Vec<u32>,
    /// Moves to states without a finite value (kept for unlabelled states).
    open: Vec<u32>,
    /// This round's blockers (see above), for unlabelled states.
    blockers: Vec<u32>,
    /// `m + 1` once hit in round `m`.
    hit: Vec<u32>,
    /// States unlabelled when the round began.
    unlabelled: Vec<u32>,
    /// States labelled `m` whose predecessors are still to be hit.
    work: Vec<u32>,
}

impl<'g, G: GameGraph> Rounds<'g, G> {
    /// The finished table and the number of rounds.
    fn label(graph: &'g G) -> (Vec<u32>, u32) {
        let size = graph.state_count();
        assert!(size < UNLABELLED as usize, "states are numbered in u32");
        let mut rounds = Rounds {
            graph,
            values: vec![UNLABELLED; size],
            open: (0..size).map(|s| graph.out_degree(s)).collect(),
            blockers: vec![0; size],
            hit: vec![0; size],
            unlabelled: (0..size as u32).collect(),
            work: Vec::new(),
        };
        let mut m = 0;
        while !rounds.unlabelled.is_empty() {
            rounds.round(m);
            m += 1;
        }
        (rounds.values, m)
    }

    fn round(&mut self, m: u32) {
        for &u in &self.unlabelled {
            let u = u as usize;
            self.blockers[u] = self.open[u];
            if self.open[u] == 0 {
                self.values[u] = m;
                self.work.push(u as u32);
            }
        }
        while let Some(v) = self.work.pop() {
            self.hit_predecessors(v as usize, m);
        }
        let (values, hit) = (&mut self.values, &self.hit);
        self.unlabelled.retain(|&u| {
            let u = u as usize;
            if values[u] != UNLABELLED {
                return false;
            }
            if hit[u] != m + 1 {
                values[u] = INFINITE;
            }
            values[u] == UNLABELLED
        });
    }

    /// `v` was labelled `m`: its predecessors without a finite value are
    /// hit, which counts down their own predecessors' blockers.
    fn hit_predecessors(&mut self, v: usize, m: u32) {
        let stamp = m + 1;
        for p in self.graph.predecessors(v) {
            match self.values[p] {
                UNLABELLED => self.open[p] -= 1,
                INFINITE => {}
                _ => continue,
            }
            if self.hit[p] == stamp {
                continue;
            }
            self.hit[p] = stamp;
            // A hit `q` never runs out of blockers: its move to a state
            // labelled `m` is one, and a state labelled `m` is never hit.
            for q in self.graph.predecessors(p) {
                if self.values[q] != UNLABELLED {
                    continue;
                }
                self.blockers[q] -= 1;
                if self.blockers[q] == 0 {
                    self.values[q] = m;
                    self.work.push(q as u32);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_print_as_a_number_or_inf_and_a_sorted_set() {
        assert_eq!(Grundy::Finite(3).to_string(), "3");
        assert_eq!(Grundy::Infinite(vec![0, 2]).to_string(), "inf{0,2}");
        assert_eq!(Grundy::Infinite(Vec::new()).to_string(), "inf{}");
    }
}
