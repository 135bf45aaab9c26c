//! Game-graph answers: one line of Win, Lose or Loop, for the player to
//! move at nodes 1..n.

use std::fmt;

use super::judge::solve_graph;
use super::Graph;
use crate::check::proof::{count_moves, prove, Claim, Landing, Proof};
use crate::check::words::{self, Expected, Word};
use crate::check::{Place, Verdict};
use crate::outcome::Outcome;
use crate::retro::Run;

/// Why a node has its true outcome, as data: nodes and the moves' target
/// nodes, numbered from 1 as in the judge format.
pub type GraphProof = Proof<u32, u32>;

/// The first wrong word of a graph answer, with its proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphMistake {
    pub place: Place,
    /// The node, from 1.
    pub node: u32,
    pub said: Outcome,
    pub truth: Outcome,
    pub proof: GraphProof,
}

/// The first line of a wrong answer's report, after `wrong answer: `, then
/// the proof.
impl fmt::Display for GraphMistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: node {}: the answer says {}, the truth is {}\n{}",
            self.place,
            self.node,
            self.said.word(),
            self.truth.word(),
            self.proof
        )
    }
}

/// The moves listed as "to node 4 (...)", joined by commas, and how many
/// more there are.
fn write_listed(
    f: &mut fmt::Formatter<'_>,
    listed: &[Landing<u32>],
    more: usize,
    worth: impl Fn(&Landing<u32>) -> String,
) -> fmt::Result {
    let listed: Vec<String> = listed
        .iter()
        .map(|l| format!("to node {}{}", l.mv, worth(l)))
        .collect();
    write!(f, "{}", listed.join(", "))?;
    if more > 0 {
        write!(f, ", and {more} more")?;
    }
    Ok(())
}

impl GraphProof {
    fn write_claim(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.claim {
            Claim::GameWon => write!(
                f,
                "the game is over at node {}, won by the player to move",
                self.state
            ),
            Claim::NoMoves => write!(
                f,
                "node {} has no moves, so the player to move there has lost",
                self.state
            ),
            Claim::WinningMove(Landing {
                mv,
                remoteness: Some(0),
                ..
            }) => write!(
                f,
                "the mover moves to node {mv}, where the opponent has no move"
            ),
            Claim::WinningMove(Landing { mv, .. }) => write!(
                f,
                "the mover moves to node {mv}, where the opponent loses (every move from node {mv} reaches a Win for the mover)"
            ),
            Claim::EveryMoveLoses { listed, more } => {
                write!(f, "every move reaches a Win for the opponent: ")?;
                write_listed(f, listed, *more, |l| {
                    format!(" (the opponent wins in {})", l.remoteness.unwrap_or(0))
                })
            }
            Claim::NoWinningMove { listed, more, stay } => {
                write!(f, "no move reaches a Lose for the opponent (")?;
                write_listed(f, listed, *more, |l| match (l.outcome, l.remoteness) {
                    (Outcome::Win, Some(r)) => format!(": a Win for the opponent in {r}"),
                    (outcome, _) => format!(": a {}", outcome.word()),
                })?;
                write!(f, "), and ")?;
                write_loop_move(f, *stay)
            }
            Claim::LoopMove { stay } => write_loop_move(f, *stay),
        }
    }

    /// The best line; Win and Lose lines end on a node without moves after
    /// `remoteness` moves, Loop lines at their first repeat.
    fn write_line(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line_length == 0 {
            return write!(f, "none, the game is over");
        }
        let moves: Vec<String> = self.line.iter().map(|to| format!("to node {to}")).collect();
        write!(f, "{}", moves.join(", "))?;
        match self.line_length - self.line.len() {
            0 => {}
            1 => write!(f, ", and 1 more move")?,
            more => write!(f, ", and {more} more moves")?,
        }
        match self.truth {
            Outcome::Win => write!(f, ": the mover wins in {}", count_moves(self.line_length)),
            Outcome::Lose => write!(f, ": the mover loses in {}", count_moves(self.line_length)),
            _ => write!(f, "; then the game repeats forever"),
        }
    }
}

fn write_loop_move(f: &mut fmt::Formatter<'_>, stay: u32) -> fmt::Result {
    write!(
        f,
        "the move to node {stay} reaches a Loop, which the opponent cannot win"
    )
}

/// The proof's text: the claim, then on a second line the best play. The
/// mover is the player to move at the node, the opponent the other one.
impl fmt::Display for Proof<u32, u32> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "it is {}, not {}: ", self.truth.word(), self.said.word())?;
        self.write_claim(f)?;
        write!(f, "\nbest play: ")?;
        self.write_line(f)
    }
}

/// The layout of an answer to a game graph: one outcome per node, nodes
/// 1..`nodes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphShape {
    pub nodes: u32,
}

impl fmt::Display for GraphShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nodes = self.nodes;
        write!(f, ": nodes 1..{nodes}, for the player to move there")
    }
}

/// Checks an answer to a game graph: the generic engine gives the truth,
/// and its finished run proves the first mistake.
pub fn check_graph(graph: &Graph, answer: &[u8]) -> Verdict<GraphMistake, GraphShape> {
    let run = solve_graph(graph);
    let nodes = graph.node_count() as usize;
    let expected = Expected {
        words: nodes,
        choices: Outcome::TEXTS,
        shape: GraphShape {
            nodes: nodes as u32,
        },
    };
    let truth = run.outcomes().iter().copied();
    words::check(answer, expected, truth, |mismatch| {
        let node = mismatch.index as u32 + 1;
        GraphMistake {
            place: mismatch.place,
            node,
            said: mismatch.said,
            truth: mismatch.truth,
            proof: prove(&run, mismatch.index, mismatch.said, node, |_, to| {
                to as u32 + 1
            }),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 1 -> 2 -> 3 (no moves), 4 <-> 5, 4 -> 2, 6 -> 6, and 4 -> 5 twice.
    fn small() -> Graph {
        let edges = [(1, 2), (2, 3), (4, 5), (5, 4), (4, 2), (6, 6), (4, 5)];
        Graph::from_edges(6, edges.iter().map(|&(u, v)| (u - 1, v - 1)).collect())
    }

    fn first(verdict: Verdict<GraphMistake, GraphShape>) -> GraphMistake {
        match verdict {
            Verdict::WrongAnswer(wrong) => wrong.first,
            other => panic!("a wrong answer expected, got {other:?}"),
        }
    }

    #[test]
    fn the_truth_is_accepted_and_each_kind_of_mistake_proven() {
        let truth = b"Lose Win Lose Loop Loop Loop\n";
        assert_eq!(check_graph(&small(), truth), Verdict::Accepted { words: 6 });
        let report = |answer: &[u8]| first(check_graph(&small(), answer)).to_string();
        assert_eq!(
            report(b"Win Win Lose Loop Loop Loop"),
            "line 1, word 1: node 1: the answer says Win, the truth is Lose\n\
             it is Lose, not Win: every move reaches a Win for the opponent: to node 2 (the opponent wins in 1)\n\
             best play: to node 2, to node 3: the mover loses in 2 moves"
        );
        assert_eq!(
            report(b"Lose Lose Lose Loop Loop Loop"),
            "line 1, word 2: node 2: the answer says Lose, the truth is Win\n\
             it is Win, not Lose: the mover moves to node 3, where the opponent has no move\n\
             best play: to node 3: the mover wins in 1 move"
        );
        assert_eq!(
            report(b"Lose Win Win Loop Loop Loop"),
            "line 1, word 3: node 3: the answer says Win, the truth is Lose\n\
             it is Lose, not Win: node 3 has no moves, so the player to move there has lost\n\
             best play: none, the game is over"
        );
        assert_eq!(
            report(b"Lose Win Lose Win Loop Loop"),
            "line 1, word 4: node 4: the answer says Win, the truth is Loop\n\
             it is Loop, not Win: no move reaches a Lose for the opponent (to node 5: a Loop, to node 2: a Win for the opponent in 1), \
             and the move to node 5 reaches a Loop, which the opponent cannot win\n\
             best play: to node 5, to node 4; then the game repeats forever"
        );
        assert_eq!(
            report(b"Lose Win Lose Loop Loop Lose"),
            "line 1, word 6: node 6: the answer says Lose, the truth is Loop\n\
             it is Loop, not Lose: the move to node 6 reaches a Loop, which the opponent cannot win\n\
             best play: to node 6; then the game repeats forever"
        );
    }
}
