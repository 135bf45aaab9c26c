//! The game "Graph": any directed graph is a two-player game. A token sits
//! on a node; the player to move slides it along one edge; a player whose
//! node has no edge out has lost. Self-loops are moves like any other, and
//! repeated edges are one move.
//!
//! Nodes are numbered from 0 here (the judge format numbers them from 1),
//! and a node is a state: the player to move is whoever's turn it is, and
//! the game looks the same to both.

pub mod check;
pub mod gen;
pub mod judge;
mod shrink;

use crate::retro::GameGraph;

/// Edges out of each node in compressed rows: `targets[offsets[v]..offsets[v + 1]]`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Rows {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Rows {
    fn row(&self, node: usize) -> &[u32] {
        &self.targets[self.offsets[node] as usize..self.offsets[node + 1] as usize]
    }

    /// Rows of `edges` by their first end, each row in ascending order and
    /// without repeats: a counting sort, then a sort of each row.
    fn from_edges(n: usize, edges: impl Iterator<Item = (u32, u32)> + Clone) -> Rows {
        let mut offsets = vec![0u32; n + 1];
        for (u, _) in edges.clone() {
            offsets[u as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; offsets[n] as usize];
        for (u, v) in edges {
            targets[fill[u as usize] as usize] = v;
            fill[u as usize] += 1;
        }
        let mut rows = Rows { offsets, targets };
        rows.sort_and_dedup();
        rows
    }

    /// Sorts each row and drops repeats, moving the rows down in place.
    fn sort_and_dedup(&mut self) {
        let mut kept = 0;
        for v in 0..self.offsets.len() - 1 {
            let (start, end) = (self.offsets[v] as usize, self.offsets[v + 1] as usize);
            self.targets[start..end].sort_unstable();
            self.offsets[v] = kept as u32;
            let mut last = None;
            for i in start..end {
                let t = self.targets[i];
                if last != Some(t) {
                    self.targets[kept] = t;
                    kept += 1;
                    last = Some(t);
                }
            }
        }
        *self.offsets.last_mut().expect("n + 1 offsets") = kept as u32;
        self.targets.truncate(kept);
        self.targets.shrink_to_fit();
    }
}

/// A game graph stored both ways as compressed rows, deduplicated and
/// ascending: moves out of each node, and moves into it (4 bytes per edge
/// and per node each way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    forward: Rows,
    backward: Rows,
}

impl Graph {
    /// The graph on nodes `0..n` with a move `u -> v` for each edge (both
    /// ends below `n`); repeats count once.
    pub fn from_edges(n: u32, edges: Vec<(u32, u32)>) -> Graph {
        let n = n as usize;
        assert!(
            edges
                .iter()
                .all(|&(u, v)| (u as usize) < n && (v as usize) < n),
            "edges join nodes below n"
        );
        let forward = Rows::from_edges(n, edges.iter().copied());
        drop(edges);
        let moves = (0..n).flat_map(|u| forward.row(u).iter().map(move |&v| (v, u as u32)));
        // Read in ascending order of u, each row of predecessors comes out
        // ascending and, the forward rows having no repeats, without any.
        let backward = Rows::from_edges(n, moves);
        Graph { forward, backward }
    }

    pub fn node_count(&self) -> u32 {
        (self.forward.offsets.len() - 1) as u32
    }

    /// Distinct edges.
    pub fn edge_count(&self) -> usize {
        self.forward.targets.len()
    }

    /// The nodes one move from `node` reaches, ascending.
    pub fn moves(&self, node: u32) -> &[u32] {
        self.forward.row(node as usize)
    }

    /// The nodes from which one move reaches `node`, ascending.
    pub fn moves_into(&self, node: u32) -> &[u32] {
        self.backward.row(node as usize)
    }
}

impl GameGraph for Graph {
    fn state_count(&self) -> usize {
        self.node_count() as usize
    }

    fn out_degree(&self, state: usize) -> u32 {
        self.moves(state as u32).len() as u32
    }

    fn successors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        self.moves(state as u32).iter().map(|&v| v as usize)
    }

    fn predecessors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        self.moves_into(state as u32).iter().map(|&u| u as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_ascending_without_repeats_both_ways() {
        let graph = Graph::from_edges(4, vec![(2, 0), (0, 3), (2, 0), (0, 1), (3, 3), (1, 0)]);
        assert_eq!(graph.node_count(), 4);
        assert_eq!(graph.edge_count(), 5);
        assert_eq!(graph.moves(0), [1, 3]);
        assert_eq!(graph.moves(1), [0]);
        assert_eq!(graph.moves(2), [0]);
        assert_eq!(graph.moves(3), [3]);
        assert_eq!(graph.moves_into(0), [1, 2]);
        assert_eq!(graph.moves_into(1), [0]);
        assert!(graph.moves_into(2).is_empty());
        assert_eq!(graph.moves_into(3), [0, 3]);
        assert_eq!(graph.out_degree(2), 1);
    }

    #[test]
    fn a_graph_without_edges_has_empty_rows() {
        let graph = Graph::from_edges(3, Vec::new());
        assert_eq!(graph.edge_count(), 0);
        assert!((0..3).all(|v| graph.moves(v).is_empty() && graph.moves_into(v).is_empty()));
    }
}
