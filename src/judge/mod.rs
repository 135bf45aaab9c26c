//! The judge formats' shared machinery: whitespace-separated tokens in,
//! located [`InputError`]s out.
//!
//! Reading is strict and total: every problem (missing, malformed, out of
//! range or surplus input) becomes an [`InputError`] that names the token's
//! line and column, and nothing is solved until the whole input has been read.
//! Each game reads and writes its own format in its own module (its
//! `judge.rs`), with the `Tokens` here; what is its own in an error (its
//! items, what a surplus token comes after, its problems beyond tokens) is
//! a [`Format`]'s, so this module names no game.

use std::convert::Infallible;
use std::fmt;

use crate::quote::quote;

/// A judge format, known by the type of its items (what a reader expects
/// at a token, as messages name it): what a surplus token can come after in
/// it, and what its reader finds wrong in input made of good tokens.
pub trait Format: fmt::Display + fmt::Debug + Copy + Eq {
    type After: fmt::Display + fmt::Debug + Copy + Eq;
    type Problem: fmt::Display + fmt::Debug + Clone + Eq;
}

/// No format: what a form without a pasted judge input reads.
impl Format for Infallible {
    type After = Infallible;
    type Problem = Infallible;
}

/// Bad input, located at a token (or at the end of input): the place and
/// the problem as data; `Display` gives the command's one-line message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError<F: Format> {
    pub line: u32,
    pub column: u32,
    pub problem: InputProblem<F>,
}

impl<F: Format> fmt::Display for InputError<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.problem
        )
    }
}

impl<F: Format> std::error::Error for InputError<F> {}

impl<F: Format> InputError<F> {
    /// The same error in a format that holds this one's items, surpluses
    /// and problems (every game's formats hold each game's).
    pub fn widen<G>(self) -> InputError<G>
    where
        G: Format + From<F>,
        G::After: From<F::After>,
        G::Problem: From<F::Problem>,
    {
        let wanted = |w: Wanted<F>| Wanted {
            case: w.case,
            item: w.item.into(),
        };
        let problem = match self.problem {
            InputProblem::Empty(w) => InputProblem::Empty(wanted(w)),
            InputProblem::EndsEarly(w) => InputProblem::EndsEarly(wanted(w)),
            InputProblem::NotAnInteger {
                wanted: w,
                found,
                text,
            } => InputProblem::NotAnInteger {
                wanted: wanted(w),
                found,
                text,
            },
            InputProblem::OutOfRange {
                wanted: w,
                bounds,
                text,
            } => InputProblem::OutOfRange {
                wanted: wanted(w),
                bounds,
                text,
            },
            InputProblem::Game(problem) => InputProblem::Game(problem.into()),
            InputProblem::Extra { text, after } => InputProblem::Extra {
                text,
                after: after.into(),
            },
        };
        InputError {
            line: self.line,
            column: self.column,
            problem,
        }
    }
}

/// What is wrong at the place of an [`InputError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputProblem<F: Format> {
    /// Nothing but whitespace, where `Wanted` was expected first.
    Empty(Wanted<F>),
    /// The input stops before `Wanted`.
    EndsEarly(Wanted<F>),
    /// A token that is not an integer. `text` is the token as messages show
    /// it: quoted, escaped and cut short.
    NotAnInteger {
        wanted: Wanted<F>,
        found: Found,
        text: String,
    },
    /// An integer outside its range (`text` as above).
    OutOfRange {
        wanted: Wanted<F>,
        bounds: Bounds,
        text: String,
    },
    /// What a game's own reader found wrong with input made of good tokens.
    Game(F::Problem),
    /// A token after the end of what the format holds (`text` as above).
    Extra { text: String, after: F::After },
}

/// The value a reader expected at a token: an item of the format, in a
/// numbered case of several or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wanted<F> {
    pub case: Option<u32>,
    pub item: F,
}

/// What a token that is not an integer looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    Word,
    /// Invalid UTF-8 or control characters.
    BinaryData,
}

/// The range an integer had to be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bounds {
    /// Any 64-bit integer (the token overflowed).
    Any,
    AtMost(i64),
    Between(i64, i64),
}

impl<F: Format> fmt::Display for InputProblem<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputProblem::Empty(wanted) => write!(f, "the input is empty; expected {wanted}"),
            InputProblem::EndsEarly(wanted) => {
                write!(f, "the input ends early; expected {wanted}")
            }
            InputProblem::NotAnInteger {
                wanted,
                found,
                text,
            } => {
                let found = match found {
                    Found::Word => "a word",
                    Found::BinaryData => "binary data",
                };
                write!(f, "expected {wanted} (an integer), found {found} {text}")
            }
            InputProblem::OutOfRange {
                wanted,
                bounds,
                text,
            } => write!(f, "{wanted} must be {bounds}, found {text}"),
            InputProblem::Game(problem) => write!(f, "{problem}"),
            InputProblem::Extra { text, after } => {
                write!(f, "unexpected extra input {text} after {after}")
            }
        }
    }
}

/// "case 2: ", or nothing outside the multi-case format.
pub(crate) struct CasePrefix(pub(crate) Option<u32>);

impl fmt::Display for CasePrefix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(case) => write!(f, "case {case}: "),
            None => Ok(()),
        }
    }
}

impl<F: fmt::Display> fmt::Display for Wanted<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", CasePrefix(self.case), self.item)
    }
}

impl fmt::Display for Bounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Bounds::Any => write!(f, "a 64-bit integer"),
            Bounds::AtMost(hi) => write!(f, "at most {hi}"),
            Bounds::Between(lo, hi) => write!(f, "between {lo} and {hi}"),
        }
    }
}

/// Where a token starts (1-based).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Place {
    pub(crate) line: u32,
    column: u32,
}

impl Place {
    pub(crate) fn error<F: Format>(self, problem: InputProblem<F>) -> InputError<F> {
        InputError {
            line: self.line,
            column: self.column,
            problem,
        }
    }
}

/// The judge's whitespace: every ASCII space character, the vertical tab
/// included ([`u8::is_ascii_whitespace`] leaves it out, and a contestant's
/// stray `\v` must separate words like any other blank, not be a word).
pub fn is_space(c: &u8) -> bool {
    matches!(*c, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// A whitespace-separated token and where it starts.
pub(crate) struct Token<'a> {
    pub(crate) text: &'a [u8],
    pub(crate) place: Place,
}

/// Splits input into tokens the way a judge reads it: any ASCII whitespace
/// ([`is_space`]) separates, lines only matter for error positions (and, in an answer being
/// checked, for counting words within a line).
pub(crate) struct Tokens<'a> {
    input: &'a [u8],
    at: usize,
    line: u32,
    /// Offset of the first byte of the current line, for columns.
    line_start: usize,
}

impl<'a> Tokens<'a> {
    pub(crate) fn new(input: &'a [u8]) -> Self {
        Tokens {
            input,
            at: 0,
            line: 1,
            line_start: 0,
        }
    }

    fn place(&self, at: usize) -> Place {
        Place {
            line: self.line,
            column: (at - self.line_start + 1) as u32,
        }
    }

    fn skip_space(&mut self) {
        while let Some(&c) = self.input.get(self.at) {
            if !is_space(&c) {
                break;
            }
            self.at += 1;
            if c == b'\n' {
                self.line += 1;
                self.line_start = self.at;
            }
        }
    }

    pub(crate) fn next(&mut self) -> Option<Token<'a>> {
        self.skip_space();
        let start = self.at;
        if start == self.input.len() {
            return None;
        }
        let len = self.input[start..]
            .iter()
            .position(is_space)
            .unwrap_or(self.input.len() - start);
        self.at = start + len;
        Some(Token {
            text: &self.input[start..self.at],
            place: self.place(start),
        })
    }

    fn error_here<F: Format>(&mut self, problem: InputProblem<F>) -> InputError<F> {
        self.skip_space();
        self.place(self.at).error(problem)
    }

    /// Reads an integer in `lo..=hi`, the `wanted` item of the format.
    pub(crate) fn number<F: Format>(
        &mut self,
        wanted: Wanted<F>,
        lo: i64,
        hi: i64,
    ) -> Result<(i64, Place), InputError<F>> {
        // Fast path: up to 18 plain digits, in range. Anything else (signs,
        // words, overflow, out of range) takes the careful path below, which
        // also builds the message.
        self.skip_space();
        let start = self.at;
        let (mut at, mut value) = (start, 0i64);
        while let Some(&c) = self.input.get(at) {
            let digit = c.wrapping_sub(b'0');
            if digit > 9 || at - start == 18 {
                break;
            }
            value = value * 10 + i64::from(digit);
            at += 1;
        }
        let ends_token = self.input.get(at).is_none_or(is_space);
        if at > start && ends_token && (lo..=hi).contains(&value) {
            self.at = at;
            return Ok((value, self.place(start)));
        }
        let Some(token) = self.next() else {
            let problem = if self.input.iter().all(is_space) {
                InputProblem::Empty(wanted)
            } else {
                InputProblem::EndsEarly(wanted)
            };
            return Err(self.error_here(problem));
        };
        let text = || quote(token.text);
        let value = integer(token.text).map_err(|found| {
            token.place.error(InputProblem::NotAnInteger {
                wanted,
                found,
                text: text(),
            })
        })?;
        match value {
            Some(v) if (lo..=hi).contains(&v) => Ok((v, token.place)),
            _ => Err(token.place.error(InputProblem::OutOfRange {
                wanted,
                bounds: bounds(lo, hi),
                text: text(),
            })),
        }
    }

    /// After the last expected token of format `F`: anything left is an
    /// error.
    pub(crate) fn finish<F: Format>(&mut self, after: F::After) -> Result<(), InputError<F>> {
        match self.next() {
            None => Ok(()),
            Some(token) => Err(token.place.error(InputProblem::Extra {
                text: quote(token.text),
                after,
            })),
        }
    }
}

/// An optionally signed decimal integer: `Ok(None)` when it does not fit
/// 64 bits; otherwise `Err` says what the text is instead.
fn integer(text: &[u8]) -> Result<Option<i64>, Found> {
    let (negative, digits) = match text.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, text),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        let binary =
            std::str::from_utf8(text).is_err() || text.iter().any(|c| c.is_ascii_control());
        return Err(if binary {
            Found::BinaryData
        } else {
            Found::Word
        });
    }
    Ok(digits.iter().try_fold(0i64, |acc, &c| {
        let digit = i64::from(c - b'0');
        acc.checked_mul(10)?
            .checked_add(if negative { -digit } else { digit })
    }))
}

/// The range `lo..=hi` as messages word it (`i64::MIN` and `i64::MAX`
/// standing for "no bound").
fn bounds(lo: i64, hi: i64) -> Bounds {
    match (lo, hi) {
        (i64::MIN, i64::MAX) => Bounds::Any,
        (i64::MIN, hi) => Bounds::AtMost(hi),
        (lo, hi) => Bounds::Between(lo, hi),
    }
}

/// The item `item` outside any case.
pub(crate) fn alone<F>(item: F) -> Wanted<F> {
    Wanted { case: None, item }
}

/// A failed read's message, as the command prints it: the games' reader
/// tests compare it whole.
#[cfg(test)]
pub(crate) fn err<T: fmt::Debug, F: Format>(result: Result<T, InputError<F>>) -> String {
    result.unwrap_err().to_string()
}
