//! The page's text formats: what may be typed into each form field, read into
//! checked values.
//!
//! A bad form reports every bad field at once, each under the DOM id of its
//! input, so the page can mark them all. Problems are data ([`FieldProblem`],
//! with the values a message needs), so the page can word them in any
//! language; their `Display` is the English the command also uses. What
//! every game's fields share is here (a whole number out of range, a pasted
//! judge input refused); each game reads its own fields and words its own
//! problems in its folder (`berzerk::fields`, `piles::fields`, `rules::fields`).

use std::fmt;

use crate::judge::InputError;
use crate::quote::quote;

/// A problem with one form field. `field` is the DOM id of its input: "n",
/// "s1", "s2", "pile-size", "pile-n", "pile-m", "judge-input", "judge-case"
/// or "rules-source".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub field: &'static str,
    pub problem: FieldProblem,
}

impl FieldError {
    /// The problem in the command's words.
    pub fn message(&self) -> String {
        self.problem.to_string()
    }
}

per_game! {
    /// What a number field holds, worded as its messages name it: the
    /// game's own.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Quantity {
        Berzerk(crate::berzerk::fields::Quantity),
        Piles(crate::piles::fields::Quantity),
    }
}

per_game! {
    /// A problem only one game's fields can have.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum GameFieldProblem {
        Berzerk(crate::berzerk::fields::Problem),
        Rules(crate::rules::fields::Problem),
    }
}

/// What is wrong with a field, with the values its message needs. A word
/// as typed is kept quoted, escaped and cut short, as messages show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldProblem {
    /// Not a whole number from `lo` to `hi`.
    NotAWholeNumber {
        quantity: Quantity,
        lo: u32,
        hi: u32,
        text: String,
    },
    /// A pasted judge input the judge's reader refuses.
    JudgeInput(InputError),
    /// A game's own problem.
    Game(GameFieldProblem),
}

impl fmt::Display for FieldProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldProblem::NotAWholeNumber {
                quantity,
                lo,
                hi,
                text,
            } => write!(
                f,
                "{quantity} must be a whole number from {lo} to {hi}, not {text}"
            ),
            FieldProblem::JudgeInput(error) => write!(f, "{error}"),
            FieldProblem::Game(problem) => write!(f, "{problem}"),
        }
    }
}

/// The problem that `text` is not a whole number from `lo` to `hi`, as typed.
pub fn not_a_whole_number(
    quantity: impl Into<Quantity>,
    lo: u32,
    hi: u32,
    text: &str,
) -> FieldProblem {
    FieldProblem::NotAWholeNumber {
        quantity: quantity.into(),
        lo,
        hi,
        text: quote(text.as_bytes()),
    }
}

/// Reads a whole number from `lo` to `hi` into the input `field`.
pub fn whole_number(
    text: &str,
    field: &'static str,
    quantity: impl Into<Quantity>,
    lo: u32,
    hi: u32,
) -> Result<u32, FieldError> {
    let text = text.trim();
    match text.parse::<u32>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(FieldError {
            field,
            problem: not_a_whole_number(quantity, lo, hi, text),
        }),
    }
}
