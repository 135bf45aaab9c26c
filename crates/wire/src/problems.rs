//! Refused input as data: each bad form field with a `code` and the values
//! its message needs (the page words them in its language), and the English
//! message the command would give. Pasted judge inputs carry the judge
//! reader's own problem, located by line and column. A broken rule of one
//! game is that game's (Berzerk's `RuleWire`, in its module).

use retrograde::fields::{FieldError, FieldProblem, Quantity};
use retrograde::judge::{
    After, Bounds, Found, GameProblem, InputError, InputProblem, Item, Wanted,
};
use serde::Serialize;

use crate::berzerk::{mover, RuleWire};
use crate::{berzerk, graph, piles};

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

fn wanted(w: &Wanted) -> WantedWire {
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
pub fn input_problem(problem: &InputProblem) -> InputProblemWire {
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

/// A form field's problem, tagged by `code`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "code", rename_all = "camelCase")]
pub enum ProblemCode {
    Rule {
        rule: RuleWire,
    },
    NotAWholeNumber {
        quantity: &'static str,
        lo: u32,
        hi: u32,
        text: String,
    },
    AbovePageLimit {
        n: i64,
        max: u32,
    },
    NotAJump {
        mover: &'static str,
        word: String,
    },
    JumpTooLarge {
        word: String,
    },
    BackwardRange {
        word: String,
        first: i64,
        last: i64,
    },
    TooManyJumps {
        mover: &'static str,
        count: usize,
        n: u32,
        seconds: u64,
    },
    TooLargeForJumps {
        n: u32,
        seconds: u64,
    },
    JudgeInput {
        line: u32,
        column: u32,
        problem: InputProblemWire,
    },
    NoSuchCase {
        case: u32,
        held: usize,
    },
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

fn quantity(q: Quantity) -> &'static str {
    match q {
        Quantity::Objects => "objects",
        Quantity::GridSize => "gridSize",
        Quantity::Pile => "pile",
    }
}

fn judge_input(error: &InputError) -> ProblemCode {
    ProblemCode::JudgeInput {
        line: error.line,
        column: error.column,
        problem: input_problem(&error.problem),
    }
}

fn problem_code(problem: &FieldProblem) -> ProblemCode {
    match problem {
        FieldProblem::Rule(rule) => ProblemCode::Rule { rule: rule.into() },
        FieldProblem::NotAWholeNumber {
            quantity: q,
            lo,
            hi,
            text,
        } => ProblemCode::NotAWholeNumber {
            quantity: quantity(*q),
            lo: *lo,
            hi: *hi,
            text: text.clone(),
        },
        FieldProblem::AbovePageLimit { n, max } => ProblemCode::AbovePageLimit { n: *n, max: *max },
        FieldProblem::NotAJump { mover: m, word } => ProblemCode::NotAJump {
            mover: mover(*m),
            word: word.clone(),
        },
        FieldProblem::JumpTooLarge { word } => ProblemCode::JumpTooLarge { word: word.clone() },
        FieldProblem::BackwardRange { word, first, last } => ProblemCode::BackwardRange {
            word: word.clone(),
            first: *first,
            last: *last,
        },
        FieldProblem::TooManyJumps {
            mover: m,
            count,
            n,
            seconds,
        } => ProblemCode::TooManyJumps {
            mover: mover(*m),
            count: *count,
            n: *n,
            seconds: *seconds,
        },
        FieldProblem::TooLargeForJumps { n, seconds } => ProblemCode::TooLargeForJumps {
            n: *n,
            seconds: *seconds,
        },
        FieldProblem::JudgeInput(error) => judge_input(error),
        FieldProblem::NoSuchCase { case, held } => ProblemCode::NoSuchCase {
            case: *case,
            held: *held,
        },
    }
}

/// Every bad field as data.
pub fn field_problems(problems: &[FieldError]) -> Vec<ProblemWire> {
    problems
        .iter()
        .map(|p| ProblemWire {
            field: p.field,
            message: p.message(),
            problem: problem_code(&p.problem),
        })
        .collect()
}
