//! `retrograde gen graph`: one game graph.

use clap::{value_parser, Args};
use retrograde::gen::Rng;
use retrograde::graph::gen::{graph_case, graph_input, GraphKind};
use retrograde::graph::judge::Limits;

use super::unknown;

const GRAPH_KINDS: &str = "\
Kinds: random (uniform edges), dense (most of the n^2 edges, each once),
sparse (at most one move per node while m <= n), dag (no cycles), cycles (a
ring with chords), self-loops (half the edges), repeats (half the edge lines
copies of the others), loopy (strongly connected parts whose exits all lead
to Wins), long-chain (one chain as long as the graph, so long wins and
losses), stars (a few hubs, most nodes without moves), isolated (edges
among some nodes only).

Without --m each kind picks its usual number of edges (at most 10^6); with
--m there are exactly M edge lines, except where the shape holds none (a dag
or a chain on one node).

  $ retrograde gen graph --n 100000 --kind loopy --seed 4 > loopy.in";

/// A game-graph input: n nodes and m edge lines
#[derive(Args)]
#[command(after_help = GRAPH_KINDS)]
pub struct Gen {
    /// Nodes in the graph
    #[arg(long, default_value_t = 100_000, value_parser = value_parser!(u32).range(1..=100_000))]
    n: u32,
    /// Edge lines [default: the kind's usual number for n]
    #[arg(long, value_parser = value_parser!(u32).range(0..=1_000_000))]
    m: Option<u32>,
    /// What the graph is like
    #[arg(long, default_value = "random", value_parser = kind)]
    kind: GraphKind,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

impl Gen {
    /// The input the options and the seed make: without `--m`, the kind's
    /// usual number of edges for `n`.
    pub fn input(&self) -> String {
        let mut rng = Rng::new(self.seed);
        let n = self.n;
        let m = self
            .m
            .unwrap_or_else(|| self.kind.edges_for(n, Limits::JUDGE.edges, &mut rng));
        graph_input(&graph_case(self.kind, n, m, &mut rng))
    }
}

/// A graph kind by name; `retrograde stress graph --kind` reads it too.
pub fn kind(name: &str) -> Result<GraphKind, String> {
    GraphKind::from_name(name).ok_or_else(|| unknown(name, GraphKind::ALL.iter().map(|k| k.name())))
}
