//! What a stress run needs to know about a game: where its inputs come
//! from, how they are written, checked and shrunk, and how the page shows
//! one. A new game is one more [`Subject`], in a module of its own here
//! with the options of its `retrograde stress GAME`.

use retrograde::check::Verdict;
use retrograde::shrink::{Shrink, Shrunk, Trial};

use super::packed;

pub mod berzerk;
pub mod graph;
pub mod piles;
pub mod rules;

/// The checker's word on an answer.
pub enum Checked {
    Accepted,
    /// The checker's report, and the first mistake.
    Wrong {
        report: String,
        mistake: Mistake,
    },
    Presentation {
        report: String,
    },
}

/// Where the first wrong word is: which case, query or node (from 0) of
/// the input, and what the page pins for it (`R4`, `3,5` for piles, the
/// node's number for a graph).
#[derive(Clone, Debug)]
pub struct Mistake {
    pub index: usize,
    pub pin: String,
}

/// A game under stress.
pub trait Subject {
    type Input: Shrink;

    /// The next input of the search.
    fn next_input(&mut self) -> Self::Input;

    /// The input in the judge format the program reads.
    fn write(&self, input: &Self::Input) -> String;

    fn check(&self, input: &Self::Input, answer: &[u8]) -> Checked;

    /// The true answer, as `retrograde` writes it.
    fn truth(&self, input: &Self::Input) -> String;

    /// Games in an input (queries, for piles).
    fn games(&self, input: &Self::Input) -> usize;

    /// What [`Subject::games`] counts.
    fn unit(&self) -> &'static str {
        "game"
    }

    /// The input's size, for progress lines.
    fn size(&self, input: &Self::Input) -> String;

    /// Shrinks a failing input; `suspect` is the case, query or node the
    /// checker named, if it named one.
    fn shrink(
        &self,
        input: Self::Input,
        suspect: Option<usize>,
        still_fails: impl FnMut(&Self::Input) -> Trial,
    ) -> Shrunk<Self::Input>;

    /// The page's query string (after `?`) for the input, with the mistake
    /// pinned, the run at its end, and `answer` (the program's output, when
    /// the checker judged it) for the page to check as the checker did.
    fn link(&self, input: &Self::Input, mistake: Option<&Mistake>, answer: Option<&[u8]>)
        -> String;

    /// Notes that an input passed.
    fn passed(&mut self, input: &Self::Input);

    /// What the passed inputs prove about smaller ones, if anything.
    fn smaller_ones(&self) -> Option<String> {
        None
    }
}

/// "1 game", "10 games", "2 queries".
pub fn plural(count: u64, unit: &str) -> String {
    match (count, unit.strip_suffix('y')) {
        (1, _) => format!("1 {unit}"),
        (_, Some(stem)) => format!("{count} {stem}ies"),
        _ => format!("{count} {unit}s"),
    }
}

/// Counts the games that passed, in schedule order, to say how far the
/// exhaustive start of a schedule is known to pass.
pub(super) struct Passed {
    pub(super) games: u64,
    /// What a game is ("game", "graph").
    unit: &'static str,
    /// What the exhaustive start up to a size covers, exactly.
    covered: fn(u32) -> String,
    /// Each size tried exhaustively, ascending, with how many games the
    /// schedule holds up to it.
    levels: Vec<(u32, u64)>,
}

impl Passed {
    pub(super) fn new(
        unit: &'static str,
        covered: fn(u32) -> String,
        sizes: impl Iterator<Item = u32>,
        count: fn(u32) -> u64,
    ) -> Self {
        Passed {
            games: 0,
            unit,
            covered,
            levels: sizes.map(|n| (n, count(n))).collect(),
        }
    }

    /// "every game with n <= 4 passed (59 games)", when the first size did.
    pub(super) fn describe(&self) -> Option<String> {
        let (up_to, count) = self
            .levels
            .iter()
            .take_while(|&&(_, count)| count <= self.games)
            .last()?;
        Some(format!(
            "{} passed ({})",
            (self.covered)(*up_to),
            plural(*count, self.unit)
        ))
    }
}

/// The checker's verdict as a stress run needs it: its report, and for a
/// wrong answer where the first mistake is.
pub(super) fn checked<M: std::fmt::Display, S: std::fmt::Display>(
    verdict: Verdict<M, S>,
    locate: impl FnOnce(&M) -> Mistake,
) -> Checked {
    let report = verdict.to_string();
    match verdict {
        Verdict::Accepted { .. } => Checked::Accepted,
        Verdict::PresentationError { .. } => Checked::Presentation { report },
        Verdict::WrongAnswer(wrong) => Checked::Wrong {
            report,
            mistake: locate(&wrong.first),
        },
    }
}

/// Ends a page link with the pinned state, if any, and the answer to
/// check, packed when long.
pub(super) fn push_pin_and_answer(link: &mut String, pin: Option<&str>, answer: Option<&[u8]>) {
    if let Some(pin) = pin {
        link.push_str(&format!("&pin={pin}"));
    }
    if let Some(answer) = answer {
        link.push('&');
        link.push_str(&packed::param("answer", answer));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_worded() {
        assert_eq!(plural(1, "query"), "1 query");
        assert_eq!(plural(3, "query"), "3 queries");
        assert_eq!(plural(0, "input"), "0 inputs");
    }
}
