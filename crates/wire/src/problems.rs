//! Refused input as data: each bad form field with a `code` and the values
//! its message needs (the page words them in its language), and the English
//! message the command would give. Pasted judge inputs carry the judge
//! reader's own problem, located by line and column. A game's own problems
//! and the names of its quantities are in its module, in one-line
//! registries here.

use retrograde::fields::FieldProblem;
use retrograde::games::{
    After, FieldError, Form, GameFieldProblem, GameProblem, InputError, Item, Quantity,
};
use retrograde::judge::{Bounds, Found, InputProblem, Wanted};
use serde::Serialize;

use crate::{berzerk, graph, piles, rules};

per_game_wire! {
    /// An item of a judge format: the game's own, tagged by `kind`.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
    pub enum ItemWire from Item {
        Berzerk(berzerk::ItemWire),
        Piles(piles::ItemWire),
        Graph(graph::ItemWire),
    }
}

/// What the reader expected: an item, in a numbered case or not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WantedWire {
    pub case: Option<u32>,
    pub item: ItemWire,
}

fn wanted(w: &Wanted<Item>) -> WantedWire {
    WantedWire {
        case: w.case,
        item: w.item.into(),
    }
}

/// The range an integer had to be in, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum BoundsWire {
    Any,
    AtMost { max: i64 },
    Between { lo: i64, hi: i64 },
}

per_game_wire! {
    /// What a surplus token came after: the game's own, tagged by `kind`.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
    pub enum AfterWire from After {
        Berzerk(berzerk::AfterWire),
        Piles(piles::AfterWire),
        Graph(graph::AfterWire),
    }
}

per_game_wire! {
    /// A game's own problem with its input, tagged by `kind`.
    #[derive(Clone, Debug, PartialEq, Serialize)]
    pub enum GameProblemWire from GameProblem {
        Berzerk(berzerk::GameProblemWire),
    }
}

/// The judge reader's problem, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum InputProblemWire {
    Empty {
        wanted: WantedWire,
    },
    EndsEarly {
        wanted: WantedWire,
    },
    NotAnInteger {
        wanted: WantedWire,
        binary: bool,
        text: String,
    },
    OutOfRange {
        wanted: WantedWire,
        bounds: BoundsWire,
        text: String,
    },
    Extra {
        text: String,
        after: AfterWire,
    },
    /// Carries the game's own `kind`.
    #[serde(untagged)]
    Game(GameProblemWire),
}

/// The judge reader's problem as data.
pub fn input_problem(problem: &InputProblem<Item>) -> InputProblemWire {
    match problem {
        InputProblem::Empty(w) => InputProblemWire::Empty { wanted: wanted(w) },
        InputProblem::EndsEarly(w) => InputProblemWire::EndsEarly { wanted: wanted(w) },
        InputProblem::NotAnInteger {
            wanted: w,
            found,
            text,
        } => InputProblemWire::NotAnInteger {
            wanted: wanted(w),
            binary: *found == Found::BinaryData,
            text: text.clone(),
        },
        InputProblem::OutOfRange {
            wanted: w,
            bounds,
            text,
        } => InputProblemWire::OutOfRange {
            wanted: wanted(w),
            bounds: match *bounds {
                Bounds::Any => BoundsWire::Any,
                Bounds::AtMost(max) => BoundsWire::AtMost { max },
                Bounds::Between(lo, hi) => BoundsWire::Between { lo, hi },
            },
            text: text.clone(),
        },
        InputProblem::Extra { text, after } => InputProblemWire::Extra {
            text: text.clone(),
            after: (*after).into(),
        },
        InputProblem::Game(problem) => InputProblemWire::Game(problem.clone().into()),
    }
}

per_game_wire! {
    /// What a number field holds: the game's own name for it.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
    pub enum QuantityWire from Quantity {
        Berzerk(berzerk::QuantityWire),
        Piles(piles::QuantityWire),
    }
}

per_game_wire! {
    /// A game's own form field problem, tagged by `code`.
    #[derive(Clone, Debug, PartialEq, Serialize)]
    pub enum GameFieldProblemWire from GameFieldProblem {
        Berzerk(berzerk::FieldProblemWire),
        Rules(rules::FieldProblemWire),
    }
}

/// A form field's problem, tagged by `code`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "code", rename_all = "camelCase")]
pub enum ProblemCode {
    NotAWholeNumber {
        quantity: QuantityWire,
        lo: u32,
        hi: u32,
        text: String,
    },
    JudgeInput {
        line: u32,
        column: u32,
        problem: InputProblemWire,
    },
    /// Carries the game's own `code`.
    #[serde(untagged)]
    Game(GameFieldProblemWire),
}

/// One bad field: its input's DOM id, the problem as data (flattened: `code`
/// and its values) and the command's English `message`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProblemWire {
    pub field: &'static str,
    pub message: String,
    #[serde(flatten)]
    pub problem: ProblemCode,
}

fn judge_input(error: &InputError) -> ProblemCode {
    ProblemCode::JudgeInput {
        line: error.line,
        column: error.column,
        problem: input_problem(&error.problem),
    }
}

fn problem_code(problem: &FieldProblem<Form>) -> ProblemCode {
    match problem {
        FieldProblem::NotAWholeNumber {
            quantity,
            lo,
            hi,
            text,
        } => ProblemCode::NotAWholeNumber {
            quantity: (*quantity).into(),
            lo: *lo,
            hi: *hi,
            text: text.clone(),
        },
        FieldProblem::JudgeInput(error) => judge_input(error),
        FieldProblem::Game(problem) => ProblemCode::Game(problem.clone().into()),
    }
}

/// Every bad field as data, whichever game's form it is in.
pub fn field_problems<E: Into<FieldError>>(
    problems: impl IntoIterator<Item = E>,
) -> Vec<ProblemWire> {
    problems
        .into_iter()
        .map(|p| {
            let p = p.into();
            ProblemWire {
                field: p.field,
                message: p.message(),
                problem: problem_code(&p.problem),
            }
        })
        .collect()
}
