//! Checking a contestant's answer the way a judge's checker does, and
//! proving the verdict: the first wrong word is named by its place in the
//! answer file, and shown wrong by a short argument that can be followed by
//! hand (the state's moves one deep, or the P-position a move reaches).
//! Proofs are data ([`Proof`], or a game's own); their `Display` is the
//! command's words.
//!
//! The format is checked first and as a whole, so that wrong words are only
//! counted in an answer that has exactly the expected number of words, each
//! one of the game's words. Like [`crate::judge`], this module is pure:
//! bytes in, values and text out. What is shared is here: each game's
//! checker is in its folder (its `check.rs`), with its words, its mistakes
//! and its answer's layout, so this module names no game.

pub(crate) mod proof;
pub(crate) mod words;

use std::fmt;

pub use proof::{Claim, Landing, Proof, LISTED, SHOWN};
pub use words::{Expected, FormatProblem};

/// Where a word of an answer is: its line, and its place on that line,
/// both counted from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub line: u32,
    pub word: u32,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, word {}", self.line, self.word)
    }
}

/// How many words said `said` where the truth is `truth`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kind {
    pub said: &'static str,
    pub truth: &'static str,
    pub count: usize,
}

/// An answer in the right format with at least one wrong word; `M` is the
/// game's account of the first one, proof included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongAnswer<M> {
    pub first: M,
    /// The index (from 0) of every wrong word, in the answer's order.
    pub wrong: Vec<usize>,
    /// Words in the answer (as many as expected).
    pub words: usize,
    /// Nonzero counts only, in the order of the game's words (said, then truth).
    pub kinds: Vec<Kind>,
}

/// What a checker says about an answer; `S` is the layout of the game's
/// answer, which a format problem says it expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<M, S> {
    /// Every word is right.
    Accepted {
        words: usize,
    },
    WrongAnswer(WrongAnswer<M>),
    /// The answer is not in the format: where and why.
    PresentationError {
        problem: FormatProblem<S>,
    },
}

/// "1 word", "8 words".
pub(crate) fn count_words(count: usize) -> String {
    if count == 1 {
        "1 word".to_string()
    } else {
        format!("{count} words")
    }
}

/// The checker's report as the command prints it, each line ending in a
/// newline: `accepted: ...`, `presentation error: ...`, or `wrong answer: `
/// followed by the first mistake and its proof, the count of wrong words
/// and one line per kind of mistake.
impl<M: fmt::Display, S: fmt::Display> fmt::Display for Verdict<M, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Accepted { words } => writeln!(f, "accepted: {}", count_words(*words)),
            Verdict::PresentationError { problem } => writeln!(f, "presentation error: {problem}"),
            Verdict::WrongAnswer(wrong) => {
                writeln!(f, "wrong answer: {}", wrong.first)?;
                writeln!(f, "wrong words: {} of {}", wrong.wrong.len(), wrong.words)?;
                for kind in &wrong.kinds {
                    writeln!(f, "said {} but {}: {}", kind.said, kind.truth, kind.count)?;
                }
                Ok(())
            }
        }
    }
}
