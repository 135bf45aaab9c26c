//! A small language for games, compiled into a [`GameGraph`] so that the
//! one retrograde core, its explanations and its timelines serve any game
//! written in a few lines:
//!
//! ```text
//! param S = {1, 3, 4}
//! state n in 0..40
//! move n - k for k in S if k <= n
//! ```
//!
//! The stages are modules of their own: [`lex`] (text to tokens), `parse`
//! (tokens to the written program, [`ast`]), `compile` (names resolved,
//! params evaluated: [`Rules`]), `eval` (compiled expressions), `build`
//! (every state's moves, in flat arrays: [`RulesGraph`]) and `table`
//! (states in the game's words). Everything is pure and total: any text
//! gives rules or a located [`RuleError`], never a panic, and every loop is
//! bounded by the [`Limits`].

pub mod ast;
mod build;
pub mod check;
mod compile;
pub mod error;
mod eval;
pub mod fields;
mod labels;
pub mod lex;
mod parse;
mod table;

#[cfg(test)]
mod tests;

pub use build::Build;
pub use error::{Place, RuleError, Source};
pub use eval::Value;
pub use table::{Repeat, RulesPattern};

use crate::retro::GameGraph;
use eval::Code;

/// How large a game may be built: states, and moves tried (each value a
/// generator takes counts, so a filter that rejects moves still pays).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub states: u64,
    pub moves: u64,
}

impl Limits {
    pub const DEFAULT: Limits = Limits {
        states: 1_000_000,
        moves: 100_000_000,
    };
    pub const LARGE: Limits = Limits {
        states: 10_000_000,
        moves: 1_000_000_000,
    };
}

/// The values a state variable ranges over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Domain {
    /// `low..=low + size - 1`.
    Range { low: i64, size: u64 },
    /// Named values, held as their places in the list.
    Names(Vec<String>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    pub name: String,
    pub place: Place,
    pub domain: Domain,
}

/// What a generator runs over.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Over {
    Range(Code, Code),
    Values(Code),
}

/// One compiled `move` line.
#[derive(Clone, Debug, PartialEq, Eq)]
struct MoveRule {
    place: Place,
    target_place: Place,
    /// The target as written, for labelling moves.
    target_text: String,
    /// One expression per state variable.
    target: Vec<Code>,
    generators: Vec<Over>,
    /// The generators' names, in order.
    generator_names: Vec<String>,
    /// `checks[i]`: the parts of the condition checked once `i`
    /// generators are bound.
    checks: Vec<Vec<Code>>,
}

/// A compiled program: its params' values, its state and its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    params: Vec<(String, Value)>,
    /// Whether each param's value is written as a set (`{...}`).
    set_params: Vec<bool>,
    variables: Vec<Variable>,
    state_place: Place,
    /// `(wins, condition)` per `lose when` / `win when` line, in order.
    clauses: Vec<(bool, Code)>,
    moves: Vec<MoveRule>,
}

impl Rules {
    /// Compiles a program, with `settings` (param name, expression text)
    /// replacing params' values.
    pub fn compile(text: &str, settings: &[(String, String)]) -> Result<Rules, RuleError> {
        compile::compile(text, settings)
    }

    /// Builds the game's graph, or says which limit it exceeds or which
    /// move fails.
    pub fn build(&self, limits: Limits) -> Result<RulesGraph, RuleError> {
        build::build(self, limits)
    }

    /// A build to be done a slice of states at a time (see [`Build`]), or
    /// the error that the state is over the limit.
    pub fn builder(&self, limits: Limits) -> Result<Build, RuleError> {
        Build::new(std::rc::Rc::new(self.clone()), limits)
    }

    pub fn variables(&self) -> &[Variable] {
        &self.variables
    }

    pub fn params(&self) -> &[(String, Value)] {
        &self.params
    }

    /// The `i`-th param's value as it would be written: `5`, `{1, 3, 4}`
    /// for a set (sorted, each value once), `[2, 7]` for a list.
    pub fn param_text(&self, i: usize) -> String {
        match &self.params[i].1 {
            Value::List(items) if self.set_params[i] => {
                let items: Vec<String> = items.iter().map(Value::to_string).collect();
                format!("{{{}}}", items.join(", "))
            }
            value => value.to_string(),
        }
    }

    /// True when some state can end won for the player to move (a `win
    /// when` line): the game is not under normal play.
    pub fn has_win_clause(&self) -> bool {
        self.clauses.iter().any(|(wins, _)| *wins)
    }

    /// Environment slots a walk of the moves needs: one per state variable,
    /// then one per generator of the longest `move` line.
    fn slots(&self) -> usize {
        self.variables.len()
            + self
                .moves
                .iter()
                .map(|m| m.generators.len())
                .max()
                .unwrap_or(0)
    }

    /// The number of states (the product of the domains' sizes, saturated).
    pub fn state_count(&self) -> u64 {
        self.variables
            .iter()
            .fold(1u64, |total, v| total.saturating_mul(v.domain.size()))
    }
}

/// A built game: successors and predecessors of each state in flat arrays,
/// and which move-less states are won for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesGraph {
    /// `successors[starts[s]..starts[s + 1]]` are the moves of `s`, in the
    /// order the lines list them, each once.
    starts: Vec<u32>,
    successors: Vec<u32>,
    pred_starts: Vec<u32>,
    /// Sources in ascending order.
    predecessors: Vec<u32>,
    won: Vec<bool>,
}

impl RulesGraph {
    /// The number of moves (distinct targets, summed over states).
    pub fn move_count(&self) -> usize {
        self.successors.len()
    }

    fn range(starts: &[u32], state: usize) -> std::ops::Range<usize> {
        starts[state] as usize..starts[state + 1] as usize
    }
}

impl GameGraph for RulesGraph {
    fn state_count(&self) -> usize {
        self.starts.len() - 1
    }

    fn out_degree(&self, state: usize) -> u32 {
        self.starts[state + 1] - self.starts[state]
    }

    fn successors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        self.successors[RulesGraph::range(&self.starts, state)]
            .iter()
            .map(|&s| s as usize)
    }

    fn predecessors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        self.predecessors[RulesGraph::range(&self.pred_starts, state)]
            .iter()
            .map(|&s| s as usize)
    }

    fn terminal_win(&self, state: usize) -> bool {
        self.won[state]
    }
}
