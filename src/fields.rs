//! The page's text formats: what may be typed into each form field, read into
//! checked values.
//!
//! A bad form reports every bad field at once, each under the DOM id of its
//! input, so the page can mark them all. Problems are data ([`FieldProblem`],
//! with the values a message needs), so the page can word them in any
//! language; their `Display` is the English the command also uses. What
//! every game's fields share is here (a whole number out of range, a pasted
//! judge input refused); each game reads its own fields and words its own
//! problems in its folder, and its [`Form`] says which they are, so this
//! module names no game.

use std::fmt;

use crate::judge::{Format, InputError};
use crate::quote::quote;

/// A game's form, as its field problems carry its own parts.
pub trait Form: fmt::Debug + Copy + Eq {
    /// What its number fields hold, worded as its messages name it.
    type Quantity: fmt::Display + fmt::Debug + Copy + Eq;
    /// What only its fields can get wrong.
    type Problem: fmt::Display + fmt::Debug + Clone + Eq;
    /// The judge format of an input pasted into it.
    type Input: Format;
}

/// A problem with one form field. `field` is the DOM id of its input: "n",
/// "s1", "s2", "pile-size", "pile-n", "pile-m", "judge-input", "judge-case"
/// or "rules-source".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError<G: Form> {
    pub field: &'static str,
    pub problem: FieldProblem<G>,
}

impl<G: Form> FieldError<G> {
    /// The problem in the command's words.
    pub fn message(&self) -> String {
        self.problem.to_string()
    }

    /// The same error in a form that holds this one's quantities, problems
    /// and pasted inputs (every game's form holds each game's).
    pub fn widen<H: Form>(self) -> FieldError<H>
    where
        H::Quantity: From<G::Quantity>,
        H::Problem: From<G::Problem>,
        H::Input: From<G::Input>,
        <H::Input as Format>::After: From<<G::Input as Format>::After>,
        <H::Input as Format>::Problem: From<<G::Input as Format>::Problem>,
    {
        let problem = match self.problem {
            FieldProblem::NotAWholeNumber {
                quantity,
                lo,
                hi,
                text,
            } => FieldProblem::NotAWholeNumber {
                quantity: quantity.into(),
                lo,
                hi,
                text,
            },
            FieldProblem::JudgeInput(error) => FieldProblem::JudgeInput(error.widen()),
            FieldProblem::Game(problem) => FieldProblem::Game(problem.into()),
        };
        FieldError {
            field: self.field,
            problem,
        }
    }
}

/// What is wrong with a field, with the values its message needs. A word
/// as typed is kept quoted, escaped and cut short, as messages show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldProblem<G: Form> {
    /// Not a whole number from `lo` to `hi`.
    NotAWholeNumber {
        quantity: G::Quantity,
        lo: u32,
        hi: u32,
        text: String,
    },
    /// A pasted judge input the judge's reader refuses.
    JudgeInput(InputError<G::Input>),
    /// A game's own problem.
    Game(G::Problem),
}

impl<G: Form> fmt::Display for FieldProblem<G> {
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
pub fn not_a_whole_number<G: Form>(
    quantity: G::Quantity,
    lo: u32,
    hi: u32,
    text: &str,
) -> FieldProblem<G> {
    FieldProblem::NotAWholeNumber {
        quantity,
        lo,
        hi,
        text: quote(text.as_bytes()),
    }
}

/// Reads a whole number from `lo` to `hi` into the input `field`.
pub fn whole_number<G: Form>(
    text: &str,
    field: &'static str,
    quantity: G::Quantity,
    lo: u32,
    hi: u32,
) -> Result<u32, FieldError<G>> {
    let text = text.trim();
    match text.parse::<u32>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(FieldError {
            field,
            problem: not_a_whole_number(quantity, lo, hi, text),
        }),
    }
}
