//! How a game graph shrinks: fewer nodes, fewer edge lines.

use super::gen::GraphCase;
use crate::shrink::{chunk_sizes, distinct, Candidates, Shrink};

impl GraphCase {
    /// The graph without each run of `size` consecutive nodes in turn
    /// (never all of them), the rest renumbered.
    fn without_node_chunks(&self, size: u32) -> impl Iterator<Item = GraphCase> + '_ {
        let n = self.nodes();
        (0..n)
            .step_by(size.max(1) as usize)
            .filter(move |_| size < n)
            .map(move |start| self.induced(|v| !(start..start + size).contains(&v)))
    }

    /// The graph without each run of `size` consecutive edge lines.
    fn without_edge_chunks(&self, size: usize) -> impl Iterator<Item = GraphCase> + '_ {
        let edges = self.edges();
        (0..edges.len()).step_by(size.max(1)).map(move |start| {
            let end = (start + size).min(edges.len());
            let rest = [&edges[..start], &edges[end..]].concat();
            GraphCase::new(self.nodes(), rest).expect("the same nodes")
        })
    }
}

/// A game graph: nodes and edge lines removed, the nodes after a removed
/// one renumbered down, so that removing the last node lowers `n`.
impl Shrink for GraphCase {
    /// Without half, a quarter ... of the nodes; then without half, a
    /// quarter ... of the edge lines.
    fn bolder(&self) -> Candidates<'_, Self> {
        let nodes = chunk_sizes(self.nodes() as usize)
            .flat_map(|size| self.without_node_chunks(size as u32));
        let edges = chunk_sizes(self.edges().len()).flat_map(|size| self.without_edge_chunks(size));
        Box::new(nodes.chain(edges))
    }

    /// Without any one node (and its edges), then without any one edge
    /// line; each different graph once.
    fn neighbours(&self) -> Candidates<'_, Self> {
        Box::new(distinct(
            self.without_node_chunks(1)
                .chain(self.without_edge_chunks(1)),
        ))
    }
}
