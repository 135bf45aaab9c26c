//! Berzerk on the wire: a move is named by its jump (how many objects the
//! monster goes clockwise); a proof's move also says who jumps and where to.

use retrograde::berzerk::check::{answer_state, BerzerkMistake, BerzerkShape, Jump, SolvedState};
use retrograde::berzerk::judge::{After, Item, Problem};
use retrograde::berzerk::{fields, Game, Mover, RuleError};
use retrograde::check::Verdict;
use retrograde::retro::{Run, StepSummary};
use serde::Serialize;

use crate::{
    code, explanation, index, line_window, step_report, verdict, ExplanationWire, FirstMistakeWire,
    LineWire, ProofWire, StepWire, VerdictWire,
};

/// A move of a proof: who jumps, how far, and the position reached (0 is
/// the hole).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JumpWire {
    pub by: &'static str,
    pub jump: u32,
    pub to: u32,
}

fn jump_wire(j: &Jump) -> JumpWire {
    JumpWire {
        by: match j.by {
            Mover::Rick => "rick",
            Mover::Morty => "morty",
        },
        jump: j.jump,
        to: j.to,
    }
}

/// The latest step, each deciding move named by its jump.
pub fn berzerk_step(game: &Game, summary: &StepSummary) -> StepWire<u32> {
    step_report(summary, |from, to| game.jump(from, to))
}

/// A state's explanation, each move named by its jump.
pub fn berzerk_explanation<R: Run<Graph = Game>>(run: &R, state: usize) -> ExplanationWire<u32> {
    let game = run.graph();
    explanation(run, state, |from, to| game.jump(from, to))
}

/// Moves `from..from + count` of a state's best line, each named by its jump.
pub fn berzerk_line<R: Run<Graph = Game>>(
    run: &R,
    state: usize,
    from: usize,
    count: usize,
) -> LineWire<u32> {
    let game = run.graph();
    line_window(run, state, from, count, |before, to| game.jump(before, to))
}

/// A checker's verdict on an answer to `game`.
pub fn berzerk_verdict(
    game: &Game,
    v: &Verdict<BerzerkMistake, BerzerkShape>,
) -> VerdictWire<FirstMistakeWire<JumpWire>> {
    let words = 2 * (game.objects() as usize - 1);
    verdict(
        v,
        words,
        |first| FirstMistakeWire {
            line: first.place.line,
            word: first.place.word,
            case: first.case.map(|c| c as u32),
            state: index(game.index(first.state)),
            said: code(first.said),
            truth: code(first.truth),
            proof: ProofWire::of(&first.proof, jump_wire),
            text: first.proof.to_string(),
        },
        |i| index(game.index(answer_state(game, i))),
    )
}

/// A pasted judge input's game (one case of `cases`), as the form's fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PastedGameWire {
    pub cases: u32,
    pub n: String,
    pub s1: String,
    pub s2: String,
}

/// Best moves listed per row of an exported table; `bestCount` says how many
/// there are in all (a Lose state of a dense game holds out equally long by
/// thousands of moves).
pub const BEST_LISTED: usize = 8;

/// One state off the hole at the end of a run, as the page exports it: the
/// format `retrograde-berzerk-table` 1 is a JSON array of these in the
/// judge's order (Rick to move at objects 2..n, then Morty).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SolvedRowWire {
    pub mover: &'static str,
    pub object: u32,
    pub outcome: &'static str,
    pub remoteness: Option<u32>,
    /// The first best moves' jumps, ascending.
    pub best: Vec<u32>,
    pub best_count: usize,
}

impl From<&SolvedState> for SolvedRowWire {
    fn from(row: &SolvedState) -> Self {
        SolvedRowWire {
            mover: row.state.mover.name(),
            object: row.state.position + 1,
            outcome: row.outcome.word(),
            remoteness: row.remoteness,
            best: row.best_moves.iter().copied().take(BEST_LISTED).collect(),
            best_count: row.best_moves.len(),
        }
    }
}

/// A mover as the page names it.
pub(crate) fn mover(m: Mover) -> &'static str {
    match m {
        Mover::Rick => "rick",
        Mover::Morty => "morty",
    }
}

/// A broken game rule, tagged by `code`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "code", rename_all = "camelCase")]
pub enum RuleWire {
    TooFewObjects {
        n: i64,
    },
    TooManyObjects {
        n: i64,
    },
    EmptySet {
        mover: &'static str,
    },
    JumpOutOfRange {
        mover: &'static str,
        jump: i64,
        n: u32,
        index: usize,
    },
    DuplicateJump {
        mover: &'static str,
        jump: u32,
        index: usize,
    },
}

impl From<&RuleError> for RuleWire {
    fn from(rule: &RuleError) -> Self {
        match *rule {
            RuleError::TooFewObjects { n } => RuleWire::TooFewObjects { n },
            RuleError::TooManyObjects { n } => RuleWire::TooManyObjects { n },
            RuleError::EmptySet { mover: m } => RuleWire::EmptySet { mover: mover(m) },
            RuleError::JumpOutOfRange {
                mover: m,
                jump,
                n,
                index,
            } => RuleWire::JumpOutOfRange {
                mover: mover(m),
                jump,
                n,
                index,
            },
            RuleError::DuplicateJump {
                mover: m,
                jump,
                index,
            } => RuleWire::DuplicateJump {
                mover: mover(m),
                jump,
                index,
            },
        }
    }
}

/// An item of Berzerk's formats, tagged by `kind`.
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
}

impl From<Item> for ItemWire {
    fn from(item: Item) -> Self {
        match item {
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
        }
    }
}

/// What a surplus token came after in Berzerk's formats, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AfterWire {
    Game,
    Cases { count: u32 },
}

impl From<After> for AfterWire {
    fn from(after: After) -> Self {
        match after {
            After::Game => AfterWire::Game,
            After::Cases(count) => AfterWire::Cases { count },
        }
    }
}

/// Tokens that make no Berzerk game, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum GameProblemWire {
    Rule { case: Option<u32>, rule: RuleWire },
    TooManyObjectsInAll { case: Option<u32>, n: u32, max: u32 },
}

impl From<Problem> for GameProblemWire {
    fn from(problem: Problem) -> Self {
        match problem {
            Problem::Rule { case, rule } => GameProblemWire::Rule {
                case,
                rule: (&rule).into(),
            },
            Problem::TooManyObjectsInAll { case, n, max } => {
                GameProblemWire::TooManyObjectsInAll { case, n, max }
            }
        }
    }
}

/// The layout of an answer to Berzerk games, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ShapeWire {
    Berzerk { objects: u32 },
    BerzerkCases { games: usize },
}

impl From<BerzerkShape> for ShapeWire {
    fn from(shape: BerzerkShape) -> Self {
        match shape {
            BerzerkShape::One { objects } => ShapeWire::Berzerk { objects },
            BerzerkShape::Cases { games } => ShapeWire::BerzerkCases { games },
        }
    }
}

/// What a Berzerk number field holds, as the page names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum QuantityWire {
    Objects,
}

impl From<fields::Quantity> for QuantityWire {
    fn from(quantity: fields::Quantity) -> Self {
        match quantity {
            fields::Quantity::Objects => QuantityWire::Objects,
        }
    }
}

/// A problem only Berzerk's form fields have, tagged by `code`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "code", rename_all = "camelCase")]
pub enum FieldProblemWire {
    Rule {
        rule: RuleWire,
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
    NoSuchCase {
        case: u32,
        held: usize,
    },
}

impl From<fields::Problem> for FieldProblemWire {
    fn from(problem: fields::Problem) -> Self {
        use fields::Problem as P;
        match problem {
            P::Rule(rule) => FieldProblemWire::Rule {
                rule: (&rule).into(),
            },
            P::AbovePageLimit { n, max } => FieldProblemWire::AbovePageLimit { n, max },
            P::NotAJump { mover: m, word } => FieldProblemWire::NotAJump {
                mover: mover(m),
                word,
            },
            P::JumpTooLarge { word } => FieldProblemWire::JumpTooLarge { word },
            P::BackwardRange { word, first, last } => {
                FieldProblemWire::BackwardRange { word, first, last }
            }
            P::TooManyJumps {
                mover: m,
                count,
                n,
                seconds,
            } => FieldProblemWire::TooManyJumps {
                mover: mover(m),
                count,
                n,
                seconds,
            },
            P::TooLargeForJumps { n, seconds } => FieldProblemWire::TooLargeForJumps { n, seconds },
            P::NoSuchCase { case, held } => FieldProblemWire::NoSuchCase { case, held },
        }
    }
}
