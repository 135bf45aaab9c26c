//! `retrograde graph` and `retrograde check graph`: the game on any
//! directed graph, read as a competitive-programming edge list, solved by
//! the generic retrograde engine.

use std::process::ExitCode;

use clap::Args;
use retrograde::games;
use retrograde::graph::check::check_graph;
use retrograde::graph::judge::{graph_answer, read_graph, Item};
use retrograde::graph::Graph;
use retrograde::judge::InputError;

use crate::{limits, report, Files};

/// The format, for `retrograde graph --help`.
const HELP: &str = "\
Input: n m, then m lines \"u v\": a move from node u to node v (1 <= u, v <= n).
A player whose node has no move has lost; self-loops are moves, repeated
edges count once. n <= 10^5 and m <= 10^6 (with --large, both up to 10^7,
in about 0.65 GB of memory at most, with --remoteness on a chain).
  $ printf '3 2\\n1 2\\n2 3\\n' | retrograde graph --remoteness
  Lose Win Lose
  2 1 0
Line 1: Win, Lose or Loop for the player to move at nodes 1..n; with
--remoteness, line 2: moves to the end under best play (- for a Loop).";

/// Any directed graph: Win, Lose or Loop for the player to move at each node
#[derive(Args)]
#[command(after_help = HELP)]
pub struct Solve {
    /// Add a second line: each node's remoteness (- for a Loop)
    #[arg(long)]
    remoteness: bool,
    /// Accept graphs beyond the judge's limits: n and m up to 10^7
    #[arg(long)]
    large: bool,
}

impl crate::Judge for Solve {
    fn answer(&self, input: &[u8], out: &mut String) -> Result<(), games::InputError> {
        let graph = read_graph(input, &limits(self.large).graph)?;
        graph_answer(&graph, self.remoteness, out);
        Ok(())
    }
}

/// A game-graph answer: one line of Win, Lose or Loop, one word per node
#[derive(Args)]
#[command(after_help = check_help!(
        "  $ printf '3 2\\n1 2\\n2 3\\n' > in.txt
  $ printf 'Lose Win Lose\\n' | retrograde check graph in.txt -
  accepted: 3 words"))]
pub struct Check {
    /// Accept inputs beyond the judge's limits, as `retrograde graph --large` does
    #[arg(long)]
    large: bool,
    #[command(flatten)]
    files: Files,
}

impl crate::Check for Check {
    type Truth = Graph;
    type Error = InputError<Item>;

    fn files(&self) -> &Files {
        &self.files
    }

    fn read(&self, input: &[u8]) -> Result<Graph, InputError<Item>> {
        read_graph(input, &limits(self.large).graph)
    }

    fn verdict(&self, graph: Graph, answer: &[u8]) -> ExitCode {
        report(check_graph(&graph, answer))
    }
}
