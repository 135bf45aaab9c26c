//! Errors as data with a place, so a command prints one line and an editor
//! underlines the text at fault.

use std::fmt;

/// Where an error is: which text, the line and column (from 1, in
/// characters) and how many characters to underline (at least 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub line: u32,
    pub column: u32,
    pub length: u32,
}

impl Place {
    pub fn new(line: u32, column: u32, length: u32) -> Place {
        Place {
            line,
            column,
            length: length.max(1),
        }
    }

    /// The place running from the start of `self` to the end of `other`
    /// (on one line; across lines, `self` alone).
    pub fn to(self, other: Place) -> Place {
        if other.line != self.line || other.column < self.column {
            return self;
        }
        Place::new(
            self.line,
            self.column,
            other.column + other.length - self.column,
        )
    }
}

/// The text an error is in: the program, or the value given for a param
/// from outside it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Program,
    /// The replacement expression of the named param.
    Setting(String),
}

/// Which of the [`Limits`](super::Limits) a program is over, when that
/// is why it is refused: a caller may offer larger ones (`--large`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limit {
    States,
    Steps,
    Memory,
    Text,
}

/// A rule program's error: its place and a one-line message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    pub source: Source,
    pub place: Place,
    pub message: String,
    /// The limit the program is over, if that is the error.
    pub limit: Option<Limit>,
}

impl RuleError {
    pub fn new(place: Place, message: impl Into<String>) -> RuleError {
        RuleError {
            source: Source::Program,
            place,
            message: message.into(),
            limit: None,
        }
    }

    /// An error that says the program is over one of the limits.
    pub fn over(place: Place, limit: Limit, message: impl Into<String>) -> RuleError {
        RuleError {
            limit: Some(limit),
            ..RuleError::new(place, message)
        }
    }

    /// The same error, said to be in the given text.
    pub fn in_source(mut self, source: &Source) -> RuleError {
        self.source = source.clone();
        self
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Place { line, column, .. } = self.place;
        match &self.source {
            Source::Program => write!(f, "line {line}, column {column}: {}", self.message),
            Source::Setting(name) => {
                write!(
                    f,
                    "the value set for {name}, column {column}: {}",
                    self.message
                )
            }
        }
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_is_one_located_line() {
        let error = RuleError::new(Place::new(3, 14, 1), "expected an expression");
        assert_eq!(
            error.to_string(),
            "line 3, column 14: expected an expression"
        );
        let set = error.in_source(&Source::Setting("N".into()));
        assert_eq!(
            set.to_string(),
            "the value set for N, column 14: expected an expression"
        );
    }

    #[test]
    fn a_place_spans_to_another_on_its_line() {
        let a = Place::new(2, 5, 3);
        assert_eq!(a.to(Place::new(2, 10, 2)), Place::new(2, 5, 7));
        assert_eq!(a.to(Place::new(3, 1, 2)), a);
        assert_eq!(Place::new(1, 1, 0).length, 1);
    }
}
