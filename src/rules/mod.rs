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
//! gives rules or a located [`RuleError`], never a panic, and the
//! [`Limits`] bound the text read, the states, the steps of evaluation and
//! the memory a build and its solve take (`cost`: estimated before it is
//! allocated).

pub mod ast;
mod build;
pub mod check;
mod compile;
mod cost;
pub mod draw;
pub mod error;
mod eval;
pub mod fields;
mod keep;
mod labels;
pub mod lex;
mod parse;
pub mod problem;
mod sg_table;
mod sum_play;
mod sums;
mod table;
mod value_run;

#[cfg(test)]
mod tests;

pub use build::Build;
pub use cost::{bytes, Footprint};
pub use error::{Limit, Place, RuleError, Source};
pub use eval::Value;
pub use parse::{MAX_DEPTH, MAX_OPERATORS};
pub use sg_table::{Solved, TableFormat, TableTooLarge, TABLE_CELLS};
pub use sum_play::{SumAnswer, SumPlay};
pub use sums::{SumCycle, SumMoves, SumValues};
pub use table::{Found, Repeat, RulesPattern};
pub use value_run::ValueRun;

use crate::retro::GameGraph;
use eval::Code;

/// How large and how costly a program may be: its text, its states, the
/// steps its evaluation takes (params, clauses, each value a generator
/// takes and every operation, for the compile and the build together) and
/// the memory its built game and the solve take ([`Footprint`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub states: u64,
    /// Evaluation steps; the default is about 10 s of work.
    pub steps: u64,
    /// Bytes.
    pub memory: u64,
    /// Bytes of program text, and of each value set from outside it.
    pub text: u64,
}

impl Limits {
    pub const DEFAULT: Limits = Limits {
        states: 1_000_000,
        steps: 2_000_000_000,
        memory: 1_500_000_000,
        text: 16 << 20,
    };
    /// Ten times the states and the steps; the memory is what a caller
    /// allows (the command: what the machine has available).
    pub const LARGE: Limits = Limits {
        states: 10_000_000,
        steps: 20_000_000_000,
        memory: 16_000_000_000,
        text: 16 << 20,
    };
}

/// How many characters of a param's value [`Rules::param_text`] writes.
pub const PARAM_SHOWN: usize = 1 << 16;

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
    /// One expression per state variable; empty for a move to a sum.
    target: Vec<Code>,
    /// A move to a sum of two or more positions (`sum(P1, P2, ...)`): each
    /// part's expressions and place; empty otherwise.
    sum: Vec<(Vec<Code>, Place)>,
    generators: Vec<Over>,
    /// The generators' names, in order.
    generator_names: Vec<String>,
    /// `checks[i]`: the parts of the condition checked once `i`
    /// generators are bound; empty for a line without a condition.
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
    /// The combinations kept as states (`state ... where C`), ascending;
    /// `None` keeps every one.
    kept: Option<std::rc::Rc<[u32]>>,
    /// The place of `where`.
    keep_place: Place,
    /// `(wins, condition)` per `lose when` / `win when` line, in order.
    clauses: Vec<(bool, Code)>,
    moves: Vec<MoveRule>,
    /// The evaluation steps the compile took: a build has the rest.
    steps_spent: u64,
    /// The program's length, for the memory its compiled form takes.
    text_bytes: u64,
    /// How a state looks (`draw` lines), if the program says.
    drawing: Option<draw::Drawing>,
}

impl MoveRule {
    /// The parts of the condition checked once `level` generators are bound.
    fn checks_at(&self, level: usize) -> &[Code] {
        self.checks.get(level).map_or(&[], Vec::as_slice)
    }
}

impl Rules {
    /// Compiles a program within the default limits, with `settings`
    /// (param name, expression text) replacing params' values.
    pub fn compile(text: &str, settings: &[(String, String)]) -> Result<Rules, RuleError> {
        compile::compile(text, settings, &Limits::DEFAULT)
    }

    /// Compiles a program within `limits` (its text and the steps of its
    /// params): a build within the same limits has the steps left.
    pub fn compile_within(
        text: &str,
        settings: &[(String, String)],
        limits: &Limits,
    ) -> Result<Rules, RuleError> {
        compile::compile(text, settings, limits)
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
    /// for a set (sorted, each value once), `[2, 7]` for a list; cut after
    /// [`PARAM_SHOWN`] characters (lists that share their parts may be far
    /// longer written than the program).
    pub fn param_text(&self, i: usize) -> String {
        let value = &self.params[i].1;
        let text = value.text(PARAM_SHOWN);
        match text.strip_prefix('[') {
            Some(inside) if self.set_params[i] && text.ends_with(']') => {
                format!("{{{}}}", &inside[..inside.len() - 1])
            }
            _ => text,
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

    /// The number of states: the combinations kept, or all of them (the
    /// product of the domains' sizes, saturated).
    pub fn state_count(&self) -> u64 {
        match &self.kept {
            Some(kept) => kept.len() as u64,
            None => self.combinations(),
        }
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
    /// The moves to sums of positions, which are not edges of the graph.
    sums: SumMoves,
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
