//! `retrograde graph`: the game on any directed graph, read as a
//! competitive-programming edge list, solved by the generic retrograde
//! engine.

use clap::Args;
use retrograde::judge::{self, InputError};

/// The format, for `retrograde graph --help`.
pub const HELP: &str = "\
Input: n m, then m lines \"u v\": a move from node u to node v (1 <= u, v <= n).
A player whose node has no move has lost; self-loops are moves, repeated
edges count once. n <= 10^5 and m <= 10^6 (with --large, both up to 10^7,
in about 0.65 GB of memory at most, with --remoteness on a chain).
  $ printf '3 2\\n1 2\\n2 3\\n' | retrograde graph --remoteness
  Lose Win Lose
  2 1 0
Line 1: Win, Lose or Loop for the player to move at nodes 1..n; with
--remoteness, line 2: moves to the end under best play (- for a Loop).";

/// What `retrograde graph` takes besides the input.
#[derive(Args)]
pub struct GraphArgs {
    /// Add a second line: each node's remoteness (- for a Loop)
    #[arg(long)]
    remoteness: bool,
    /// Accept graphs beyond the judge's limits: n and m up to 10^7
    #[arg(long)]
    large: bool,
}

/// Reads the whole input, then answers it.
pub fn answer(args: &GraphArgs, input: &[u8], out: &mut String) -> Result<(), InputError> {
    let graph = judge::read_graph(input, &crate::limits(args.large))?;
    judge::graph_answer(&graph, args.remoteness, out);
    Ok(())
}
