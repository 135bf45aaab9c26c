//! A problem's format written beside its rules: what a test's input holds
//! and in which layout, what a program answers, the statement's limits and
//! the smaller ranges stress draws from. One program is then the
//! reference, the generator and the checker of a contest problem:
//!
//! ```text
//! cases t in 1..100000 try 1..3
//! input n
//! limit n in 1..1000000 try 1..1300
//! answer first second
//! ```
//!
//! Format lines start with `cases`, `input`, `limit` or `answer`; the rule
//! compiler reads them as blank lines, so a program with a format is still
//! a game everywhere (the page, `retrograde rules`).

mod against;
mod bad;
mod given;
mod judge;
mod read;

pub use against::{Apart, Seen, APART, APART_SETS};
pub use bad::{BadTest, Fault};
pub use given::{Given, Test};
pub use judge::{Judged, Solved, Truth, Wrong};

use super::error::Place;

/// The first words of format lines.
pub const KEYWORDS: [&str; 4] = ["cases", "input", "limit", "answer"];

/// A bound of a range: a number, or a value read earlier in the case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    Int(i64),
    Slot(usize),
}

/// A value's range in the statement, the part of it stress tries, and
/// whether a list's values are distinct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    pub full: (End, End),
    pub tried: (End, End),
    pub distinct: bool,
    pub place: Place,
}

/// A named value of a case: a param of the program (a number or a list)
/// or a state variable (a queried state).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    pub name: String,
    pub list: bool,
    /// True for a state variable: the case asks about that state.
    pub query: bool,
    /// The range of the value, or of a list's values.
    pub values: Option<Spec>,
    /// The range of a list's length.
    pub length: Option<Spec>,
    pub place: Place,
}

/// What a line of a case's input writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// The value, or a list's values separated by spaces.
    Value(usize),
    /// A list's length.
    Length(usize),
}

/// What the program answers: one word per case for its queried state, or
/// one string of letters over a range of states.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    PerCase {
        words: Vec<String>,
    },
    Row {
        words: Vec<String>,
        low: End,
        high: End,
    },
}

impl Answer {
    /// The words for Win, Lose and (when given) Loop.
    pub fn words(&self) -> &[String] {
        match self {
            Answer::PerCase { words } | Answer::Row { words, .. } => words,
        }
    }
}

/// A problem's format, read from the program's format lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The range of the number of cases, when the input starts with it.
    pub cases: Option<Spec>,
    pub lines: Vec<Vec<Item>>,
    pub slots: Vec<Slot>,
    pub answer: Answer,
}

/// The program's text with its format lines blanked (their line breaks
/// kept, so that places in the rest stay where they are).
pub fn without_format(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.lines().any(is_format_line) {
        return std::borrow::Cow::Borrowed(text);
    }
    let kept: Vec<&str> = text
        .split('\n')
        .map(|line| if is_format_line(line) { "" } else { line })
        .collect();
    std::borrow::Cow::Owned(kept.join("\n"))
}

/// Whether a line's first word is a format keyword.
pub fn is_format_line(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    KEYWORDS.contains(&first)
}
