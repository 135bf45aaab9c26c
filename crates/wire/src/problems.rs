//! Refused input as data: each bad form field with a `code` and the values
//! its message needs (the page words them in its language), and the English
//! message the command would give. Pasted judge inputs carry the judge
//! reader's own problem, located by line and column. A broken rule of one
//! game is that game's (Berzerk's `RuleWire`, in its module).

use retrograde::fields::{FieldError, FieldProblem, Quantity};
use retrograde::judge::{After, Bounds, Found, InputError, InputProblem, Item, Wanted};
use serde::Serialize;

use crate::berzerk::{mover, RuleWire};

/// An item of a judge format, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ItemWire {
    Objects,
    SetSize {
        mover: &'static str,
    },
    Jump {
        mover: &'static str,
        index: u32,
        count: u32,
    },
    Cases,
    Queries,
    Pile {
        query: u32,
        queries: u32,
        second: bool,
    },
    Nodes,
    Edges,
    EdgeEnd {
        edge: u32,
        edges: u32,
        head: bool,
    },
}

/// What the reader expected: an item, in a numbered case or not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WantedWire {
    pub case: Option<u32>,
    pub item: ItemWire,
}

fn wanted(w: &Wanted) -> WantedWire {
    let item = match w.item {
        Item::Objects => ItemWire::Objects,
        Item::SetSize { mover: m } => ItemWire::SetSize { mover: mover(m) },
        Item::Jump {
            mover: m,
            index,
            count,
        } => ItemWire::Jump {
            mover: mover(m),
            index,
            count,
        },
        Item::Cases => ItemWire::Cases,
        Item::Queries => ItemWire::Queries,
        Item::Pile {
            query,
            queries,
            second,
        } => ItemWire::Pile {
            query,
            queries,
            second,
        },
        Item::Nodes => ItemWire::Nodes,
        Item::Edges => ItemWire::Edges,
        Item::EdgeEnd { edge, edges, head } => ItemWire::EdgeEnd { edge, edges, head },
    };
    WantedWire { case: w.case, item }
}

/// The range an integer had to be in, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum BoundsWire {
    Any,
    AtMost { max: i64 },
    Between { lo: i64, hi: i64 },
}

/// What a surplus token came after, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AfterWire {
    Game,
    Cases { count: u32 },
    Queries { count: u32 },
    Edges { count: u32 },
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
    Rule {
        case: Option<u32>,
        rule: RuleWire,
    },
    TooManyObjectsInAll {
        case: Option<u32>,
        n: u32,
        max: u32,
    },
    Extra {
        text: String,
        after: AfterWire,
    },
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
        InputProblem::Rule { case, rule } => InputProblemWire::Rule {
            case: *case,
            rule: rule.into(),
        },
        InputProblem::TooManyObjectsInAll { case, n, max } => {
            InputProblemWire::TooManyObjectsInAll {
                case: *case,
                n: *n,
                max: *max,
            }
        }
        InputProblem::Extra { text, after } => InputProblemWire::Extra {
            text: text.clone(),
            after: match *after {
                After::Game => AfterWire::Game,
                After::Cases(count) => AfterWire::Cases { count },
                After::Queries(count) => AfterWire::Queries { count },
                After::Edges(count) => AfterWire::Edges { count },
            },
        },
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
