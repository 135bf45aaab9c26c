//! One retrograde core for every game.
//!
//! A game is a [`GameGraph`]: states, and for each state its successors
//! (the states one move reaches) and its predecessors (the states one move
//! comes from), each listed once in an order the game fixes. A state with no
//! move is terminal, and lost for the player to move there, unless the game
//! says it is won ([`GameGraph::terminal_win`]: a game that ends by a rule
//! rather than by a lack of moves).
//!
//! [`Retrograde`] solves any such graph by the reverse breadth-first search
//! with out-degree counters, one *step* at a time: a step takes one decided
//! state off a FIFO queue and updates its undecided predecessors; after the
//! queue empties, one final step labels every state still undecided Loop.
//!
//! What can be read off a run at any moment is the [`Run`] trait, and what
//! steps forward and back is [`Stepper`]. Explanations ([`explain`],
//! [`best_line`]) and the run's landmarks and copies ([`Timeline`],
//! [`Checkpoints`]) are written once over those traits, so they serve every
//! game and every engine alike: the generic engine, Berzerk's bitset walker
//! and its end-of-run tables.
//!
//! [`GrundyValues`] gives every state of any graph its generalized
//! Sprague-Grundy value (finite, or infinite with the finite values of its
//! moves), which refines the outcome.
//!
//! Move labels stay outside: a graph speaks of states only, and each game
//! names the move from `s` to `t` in its own terms (a jump, a pile move, a
//! target node).

mod engine;
mod explain;
pub mod grundy;
mod step;
mod timeline;

use crate::outcome::Outcome;

pub use engine::Retrograde;
pub use explain::{
    best_line, best_line_window, explain, is_best_move, BestLine, Explanation, Group, LineWindow,
    MoveRow, Reason,
};
pub use grundy::{Grundy, GrundyValues, INFINITE};
pub(crate) use step::{labelled_by_latest, latest_step};
pub use step::{Decrement, Labelled, Step, StepSummary};
pub use timeline::{Checkpoints, Recording, Timeline};

/// The table accessors of a [`Run`] that keeps its graph in the field
/// `$graph` and its tables in fields `outcomes`, `remoteness` and
/// `labelled_at` (of `self`, or of its field `$tables`): written once for
/// every engine.
macro_rules! run_tables {
    ($graph_type:ty, $graph:ident $(, $tables:ident)?) => {
        type Graph = $graph_type;

        fn graph(&self) -> &$graph_type {
            &self.$graph
        }

        fn outcomes(&self) -> &[Outcome] {
            &self $(.$tables)? .outcomes
        }

        fn remoteness_table(&self) -> &[u32] {
            &self $(.$tables)? .remoteness
        }

        fn labelled_at_table(&self) -> &[u32] {
            &self $(.$tables)? .labelled_at
        }
    };
}
pub(crate) use run_tables;

/// Marks "never labelled" in labelled-at tables and "not known" in
/// remoteness tables.
pub const NEVER: u32 = u32::MAX;

/// A two-player game as a graph of states. States are numbered
/// `0..state_count()`; a move goes from a state to one of its successors,
/// and the opponent moves next.
///
/// Successors and predecessors list each state once: repeated moves count
/// once. The order of [`GameGraph::predecessors`] is the order in which the
/// engine updates them, so it fixes the order of every step report and of
/// the queue; the order of [`GameGraph::successors`] breaks ties among best
/// moves.
pub trait GameGraph {
    /// Number of states.
    fn state_count(&self) -> usize;

    /// Number of distinct successors; 0 makes the state terminal (lost for
    /// the player to move there).
    fn out_degree(&self, state: usize) -> u32;

    /// The states one move from `state` reaches, each once.
    fn successors(&self, state: usize) -> impl Iterator<Item = usize> + '_;

    /// The states from which one move reaches `state`, each once.
    fn predecessors(&self, state: usize) -> impl Iterator<Item = usize> + '_;

    /// True for a terminal state where the game is over and won by the
    /// player to move (the engine seeds it Win with remoteness 0). Games
    /// under normal play keep the default: every terminal state is lost.
    fn terminal_win(&self, _state: usize) -> bool {
        false
    }
}

/// A borrowed graph is a graph, so engines and their copies can share one
/// large graph instead of owning it.
impl<G: GameGraph + ?Sized> GameGraph for &G {
    fn state_count(&self) -> usize {
        (**self).state_count()
    }

    fn out_degree(&self, state: usize) -> u32 {
        (**self).out_degree(state)
    }

    fn successors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        (**self).successors(state)
    }

    fn predecessors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        (**self).predecessors(state)
    }

    fn terminal_win(&self, state: usize) -> bool {
        (**self).terminal_win(state)
    }
}

/// A retrograde run at some moment, read only: what the tables say now.
///
/// Tables are indexed by state. The queue is kept as a log: states are
/// appended when labelled and never removed, `queue()[..queue_head()]` were
/// taken (step `j + 1` took `queue()[j]`) and the rest wait.
pub trait Run {
    type Graph: GameGraph;

    fn graph(&self) -> &Self::Graph;

    /// Outcome per state.
    fn outcomes(&self) -> &[Outcome];

    /// Remoteness per state (moves to the end under best play), [`NEVER`]
    /// while unknown and for Loop.
    fn remoteness_table(&self) -> &[u32];

    /// The step that labelled each state (0 for terminal states, labelled
    /// from the start), [`NEVER`] while undecided.
    fn labelled_at_table(&self) -> &[u32];

    /// The state's counter: its successors not yet known to be Win, the
    /// state becoming Lose when it reaches 0. `None` where the run does not
    /// keep it.
    fn counter(&self, state: usize) -> Option<u32>;

    /// The successor whose step decided a Win or Lose state (the Lose it
    /// moves to first, the Win it resists longest); `None` otherwise.
    fn deciding_successor(&self, state: usize) -> Option<usize>;

    /// The queue log (see the trait's documentation).
    fn queue(&self) -> &[u32];

    fn queue_head(&self) -> usize;

    fn steps_taken(&self) -> u32;

    /// True once the final Loop step is taken.
    fn is_done(&self) -> bool;

    fn outcome(&self, state: usize) -> Outcome {
        self.outcomes()[state]
    }

    fn remoteness(&self, state: usize) -> Option<u32> {
        known(self.remoteness_table()[state])
    }

    fn labelled_at(&self, state: usize) -> Option<u32> {
        known(self.labelled_at_table()[state])
    }

    /// States still waiting in the queue.
    fn waiting(&self) -> &[u32] {
        &self.queue()[self.queue_head()..]
    }

    /// A best move's target: for Win the quickest win, for Lose the longest
    /// resistance (both the successor that decided the state, which the FIFO
    /// order makes best), for Loop the first successor in Loop. `None` while
    /// undecided and on terminal states, where the game is over.
    fn best_successor(&self, state: usize) -> Option<usize> {
        match self.outcome(state) {
            Outcome::Win | Outcome::Lose => self.deciding_successor(state),
            Outcome::Loop => self
                .graph()
                .successors(state)
                .find(|&to| self.outcome(to) == Outcome::Loop),
            Outcome::Undecided => None,
        }
    }
}

/// A run that steps forward and back exactly, and can be copied (so that
/// copies saved along a run make any step quick to reach).
pub trait Stepper: Run + Clone {
    /// Takes one step without building a report. Returns false when done.
    fn advance(&mut self) -> bool;

    /// Undoes the latest step exactly. Returns false at the start.
    fn undo(&mut self) -> bool;

    /// The latest step, with at most `limit` labelled states and `limit`
    /// decremented counters listed, and how many there were of each; `None`
    /// at the start. Rebuilt from the tables, so it is also available after
    /// an undo, and a step touching a million states costs no million-entry
    /// report.
    fn last_step_summary(&self, limit: usize) -> Option<StepSummary>;

    /// The full report of the latest step; `None` at the start.
    fn last_step(&self) -> Option<Step> {
        self.last_step_summary(usize::MAX)
            .map(|summary| summary.sample)
    }

    /// Takes up to `max` steps; returns how many were taken.
    fn run(&mut self, max: u32) -> u32 {
        let mut taken = 0;
        while taken < max && self.advance() {
            taken += 1;
        }
        taken
    }

    /// Runs to the end.
    fn finish(&mut self) {
        while self.advance() {}
    }
}

/// `None` for [`NEVER`].
fn known(value: u32) -> Option<u32> {
    (value != NEVER).then_some(value)
}
