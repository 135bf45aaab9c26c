//! Why a test cannot be read, or is outside the statement's limits: a
//! fault as data (the page words it in its own language) with its line.

use std::fmt;

/// What is wrong with a test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    Empty,
    EndsEarly,
    GoesOn,
    TooFew,
    /// A word past the line's last value (clipped).
    TooMany(String),
    /// A word that should be an integer (clipped).
    NotInteger(String),
    /// An integer outside the 64-bit integers (clipped).
    TooLarge(String),
    /// The number of cases, outside its limits.
    Cases(usize),
    /// A case's value outside its limits: the case (from 1) and the value's name.
    Outside {
        case: usize,
        name: String,
    },
}

/// A fault and the test's line at fault (from 1), when one is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadTest {
    pub line: Option<usize>,
    pub fault: Fault,
}

impl BadTest {
    pub(super) fn at(at: usize, fault: Fault) -> BadTest {
        BadTest {
            line: Some(at + 1),
            fault,
        }
    }

    pub(super) fn whole(fault: Fault) -> BadTest {
        BadTest { line: None, fault }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let limits = "outside the limits of the program's format";
        match self {
            Fault::Empty => f.write_str("the test is empty"),
            Fault::EndsEarly => f.write_str("the test ends before its last case"),
            Fault::GoesOn => f.write_str("the test goes on after its last case"),
            Fault::TooFew => f.write_str("too few numbers"),
            Fault::TooMany(word) => write!(f, "'{word}' is one word too many"),
            Fault::NotInteger(word) => write!(f, "'{word}' is not an integer"),
            Fault::TooLarge(word) => write!(f, "'{word}' is outside the 64-bit integers"),
            Fault::Cases(count) => write!(f, "{count} cases are {limits}"),
            Fault::Outside { case, name } => write!(f, "case {case}: {name} is {limits}"),
        }
    }
}

impl fmt::Display for BadTest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.fault),
            None => write!(f, "{}", self.fault),
        }
    }
}
