//! The page's contract with the engine, in one place: every value that
//! crosses from the solvers to JavaScript, as serde types with camelCase
//! keys. The binding (`crates/web`) converts core values into these and hands
//! them to the page; nothing else decides a key's name.
//!
//! Compiled and tested natively: the tests serialize known values to JSON
//! and compare them with the text the page expects, so a change to the
//! contract shows up as a failing test here, not as a blank in the page.
//!
//! Conventions:
//! * states are indices (`u32`), outcomes their codes (`u8`, the values of
//!   [`retrograde::outcome::Outcome`]), unknown numbers `null`;
//! * a move is named in its game's terms by a type `M` (a Berzerk jump, a
//!   graph's target node, a pile move), chosen by the binding;
//! * problems and proofs are data: a `code` (or `kind`) and its values, with
//!   the English message beside them for the command's words; the page words
//!   them in its own language from the data.

/// An enum with one variant per game, each holding the game's own wire
/// value, serialized as that value alone (its own `kind` tag), and built
/// from the core's enum of the same games (`from`) by forwarding: shared
/// code names no game's variants.
macro_rules! per_game_wire {
    ($(#[$meta:meta])* pub enum $name:ident from $core:ident { $($game:ident($own:ty),)* }) => {
        $(#[$meta])*
        #[serde(untagged)]
        pub enum $name {
            $($game($own),)*
        }

        impl From<$core> for $name {
            fn from(value: $core) -> Self {
                match value {
                    $($core::$game(own) => $name::$game(own.into()),)*
                }
            }
        }
    };
}

mod berzerk;
mod check;
mod explain;
mod format;
mod graph;
mod piles;
mod problems;
mod rules;
mod run;

pub use berzerk::{
    berzerk_explanation, berzerk_line, berzerk_step, berzerk_verdict, JumpWire, PastedGameWire,
    SolvedRowWire, BEST_LISTED,
};
pub use check::{
    verdict, ClaimWire, ExpectedWire, FirstMistakeWire, FormatWire, KindWire, LandingWire,
    PlaceWire, ProofWire, ShapeWire, VerdictWire,
};
pub use explain::{
    explanation, line_window, ExplanationWire, LineMoveWire, LineWire, MoveRowWire, ReasonWire,
    LINE_HEAD,
};
pub use format::{
    format_test, BadTestWire, FormatCaseWire, FormatStateWire, FormatTestWire, ProblemFormatWire,
};
pub use graph::{
    graph_explanation, graph_line, graph_rows, graph_step, graph_verdict, GraphRowWire,
};
pub use piles::{
    pile_cell, piles_verdict, CellWire, PileAnswerWire, PileMoveWire, PileReachWire,
    PilesMistakeWire, PilesProofWire, SieveStepWire, PILE_SIDE,
};
pub use problems::{field_problems, input_problem, InputProblemWire, ProblemWire};
pub use rules::{
    move_labels, position, rules_explanation, rules_info, rules_line, rules_rows, rules_step,
    rules_sum_explanation, rules_verdict, sum_moves, sum_options, DrawingWire, GrundyReasonWire,
    MoveLabelWire, PatternWire, PieceWire, PositionWire, RulesInfoWire, RulesRowWire,
    SumAnswerWire, SumMoveWire, SumOptionWire, SumPartWire, SumPlayWire, SweepPointWire,
    POSITION_LISTED,
};
pub use run::{step_report, DecrementWire, LabelledWire, StepWire, TimelineWire};

use retrograde::outcome::Outcome;

/// An outcome as the page's tables hold it.
pub fn code(outcome: Outcome) -> u8 {
    outcome as u8
}

/// A state index as the page holds it.
pub fn index(state: usize) -> u32 {
    state as u32
}
