//! `retrograde gen`: one generated judge input on stdout, for building test
//! sets; the same seed gives the same input.

use std::process::ExitCode;

use clap::{value_parser, Subcommand};
use retrograde::gen::{
    berzerk_cases_input, berzerk_game, berzerk_input, graph_case, graph_input, pile_queries,
    piles_input, GraphKind, Kind, PileKind, Rng,
};
use retrograde::judge::Limits;

const BERZERK_KINDS: &str = "\
Kinds: random (each set with a random density), dense (almost every jump),
sparse (one to three jumps), full (every jump, in one set or both), single
(one jump each), multiples (jumps that are multiples of each other), loopy
(the most Loop states of a few candidates), long-win (the longest win of a
few candidates).

  $ retrograde gen berzerk --n 7000 --kind dense --seed 5 > dense.in";

const PILE_KINDS: &str = "\
Kinds: grid (every query in a square of consecutive piles), zero (one pile
empty), equal (equal piles), edge (piles 0, 1, 2 and the largest three),
near-p (P-positions and the piles next to them), random.

  $ retrograde gen piles --count 10000 --kind near-p --seed 2 > near-p.in";

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

#[derive(Subcommand)]
pub enum GenCommand {
    /// A Berzerk input: one game, or T games with --cases
    #[command(after_help = BERZERK_KINDS)]
    Berzerk {
        /// Objects in the game; with --cases, the most in any one case [default: 7000, or 70 with --cases]
        #[arg(long, value_parser = value_parser!(u32).range(2..=7000))]
        n: Option<u32>,
        /// What the jump sets are like
        #[arg(long, default_value = "random", value_parser = berzerk_kind)]
        kind: Kind,
        /// T games in the multi-case format, each of 2 to N objects (sum of n at most 7000)
        #[arg(long)]
        cases: bool,
        /// With --cases, how many games (fewer when the sum of n reaches 7000, the last game cut to fit)
        #[arg(long, value_name = "T", default_value_t = 100, value_parser = value_parser!(u32).range(1..=100))]
        count: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// A two-pile input: T queries
    #[command(after_help = PILE_KINDS)]
    Piles {
        /// How many queries
        #[arg(long, value_name = "T", default_value_t = 10_000, value_parser = value_parser!(u32).range(1..=10_000))]
        count: u32,
        /// Largest pile
        #[arg(long, value_name = "PILE", default_value_t = 5000, value_parser = value_parser!(u32).range(0..=5000))]
        max: u32,
        /// What the queries are like
        #[arg(long, default_value = "random", value_parser = pile_kind)]
        kind: PileKind,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// A game-graph input: n nodes and m edge lines
    #[command(after_help = GRAPH_KINDS)]
    Graph {
        /// Nodes in the graph
        #[arg(long, default_value_t = 100_000, value_parser = value_parser!(u32).range(1..=100_000))]
        n: u32,
        /// Edge lines [default: the kind's usual number for n]
        #[arg(long, value_parser = value_parser!(u32).range(0..=1_000_000))]
        m: Option<u32>,
        /// What the graph is like
        #[arg(long, default_value = "random", value_parser = graph_kind)]
        kind: GraphKind,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

fn unknown(kind: &str, names: impl Iterator<Item = &'static str>) -> String {
    let names: Vec<&str> = names.collect();
    format!("unknown kind {kind:?}; kinds: {}", names.join(", "))
}

fn berzerk_kind(name: &str) -> Result<Kind, String> {
    Kind::from_name(name).ok_or_else(|| unknown(name, Kind::ALL.iter().map(|k| k.name())))
}

fn pile_kind(name: &str) -> Result<PileKind, String> {
    PileKind::from_name(name).ok_or_else(|| unknown(name, PileKind::ALL.iter().map(|k| k.name())))
}

/// A graph kind by name; `retrograde stress graph --kind` reads it too.
pub fn graph_kind(name: &str) -> Result<GraphKind, String> {
    GraphKind::from_name(name).ok_or_else(|| unknown(name, GraphKind::ALL.iter().map(|k| k.name())))
}

/// Largest sum of n over the cases of one input (the judge's limit).
const TOTAL_OBJECTS: u32 = 7000;

pub fn run(command: GenCommand) -> ExitCode {
    let text = match command {
        GenCommand::Berzerk {
            n,
            kind,
            cases: false,
            seed,
            ..
        } => berzerk_input(&berzerk_game(kind, n.unwrap_or(7000), &mut Rng::new(seed))),
        GenCommand::Berzerk {
            n,
            kind,
            cases: true,
            count,
            seed,
        } => cases(kind, n.unwrap_or(70), count, seed),
        GenCommand::Piles {
            count,
            max,
            kind,
            seed,
        } => piles_input(&pile_queries(kind, count, max, &mut Rng::new(seed))),
        GenCommand::Graph { n, m, kind, seed } => {
            let mut rng = Rng::new(seed);
            let m = m.unwrap_or_else(|| kind.edges_for(n, Limits::JUDGE.max_edges, &mut rng));
            graph_input(&graph_case(kind, n, m, &mut rng))
        }
    };
    crate::write_out(&text, ExitCode::SUCCESS, crate::WRITE_FAILED)
}

/// Up to `count` games of `kind`, each of 2 to `largest` objects (small
/// ones as often as large), stopping when the sum of n reaches 7000: the
/// game that would pass it is cut to fit.
fn cases(kind: Kind, largest: u32, count: u32, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut games = Vec::new();
    let mut total = 0;
    while games.len() < count as usize && total + 2 <= TOTAL_OBJECTS {
        let n = fitting(rng.log_between(2, largest), TOTAL_OBJECTS - total, largest);
        total += n;
        games.push(berzerk_game(kind, n, &mut rng));
    }
    berzerk_cases_input(&games)
}

/// `n` objects cut to the `left` ones that fit, and moved by one where it
/// would leave exactly one (no game has one object), so that the sum can
/// reach the bound exactly; `left` is at least 2.
fn fitting(n: u32, left: u32, largest: u32) -> u32 {
    let n = n.min(left);
    match left - n {
        1 if n > 2 => n - 1,
        1 if n < largest => n + 1,
        _ => n,
    }
}
