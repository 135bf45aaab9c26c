//! Reading an answer word by word against the truth, for any game whose
//! answer is one word per state or query.

use std::fmt;

use super::{count_words, Kind, Place, Verdict, WrongAnswer};
use crate::judge::Tokens;
use crate::outcome::Outcome;
use crate::quote::quote;

/// The words an answer may hold for one game.
pub(crate) trait Word: Copy + Eq + 'static {
    /// Every such word, in the order kinds of mistakes are listed.
    const ALL: &'static [Self];

    /// Each word of [`Word::ALL`] as the answer writes it, in that order.
    const TEXTS: &'static [&'static str];

    fn text(self) -> &'static str {
        Self::TEXTS[rank(self)]
    }
}

/// The words of every game whose answer is an outcome per state (Berzerk's,
/// a graph's): shared, not any one game's.
impl Word for Outcome {
    const ALL: &'static [Outcome] = &[Outcome::Win, Outcome::Lose, Outcome::Loop];
    const TEXTS: &'static [&'static str] = &["Win", "Lose", "Loop"];
}

fn rank<W: Word>(word: W) -> usize {
    W::ALL
        .iter()
        .position(|&w| w == word)
        .expect("ALL lists every word")
}

/// The words of an answer with their places: the judge's tokens (any ASCII
/// whitespace separates), numbered within their line.
struct Words<'a> {
    tokens: Tokens<'a>,
    line: u32,
    /// Words read so far on the current line.
    on_line: u32,
}

impl<'a> Words<'a> {
    fn new(input: &'a [u8]) -> Self {
        Words {
            tokens: Tokens::new(input),
            line: 1,
            on_line: 0,
        }
    }
}

impl<'a> Iterator for Words<'a> {
    type Item = (Place, &'a [u8]);

    fn next(&mut self) -> Option<Self::Item> {
        let token = self.tokens.next()?;
        if token.place.line != self.line {
            self.line = token.place.line;
            self.on_line = 0;
        }
        self.on_line += 1;
        let place = Place {
            line: token.place.line,
            word: self.on_line,
        };
        Some((place, token.text))
    }
}

/// The first wrong word: its index in the answer, its place, what it says
/// and what is true.
pub(crate) struct Mismatch<W> {
    pub index: usize,
    pub place: Place,
    pub said: W,
    pub truth: W,
}

/// A well-formed answer compared with the truth.
struct Comparison<W> {
    words: usize,
    wrong: Vec<usize>,
    first: Option<Mismatch<W>>,
    /// Counts by `rank(said) * |ALL| + rank(truth)`.
    kinds: Vec<usize>,
}

impl<W: Word> Comparison<W> {
    fn record(&mut self, index: usize, place: Place, said: W, truth: W) {
        if said == truth {
            return;
        }
        self.wrong.push(index);
        self.kinds[rank(said) * W::ALL.len() + rank(truth)] += 1;
        self.first.get_or_insert(Mismatch {
            index,
            place,
            said,
            truth,
        });
    }

    fn kinds(&self) -> Vec<Kind> {
        let words = W::ALL.len();
        self.kinds
            .iter()
            .enumerate()
            .filter(|&(_, &count)| count > 0)
            .map(|(i, &count)| Kind {
                said: W::ALL[i / words].text(),
                truth: W::ALL[i % words].text(),
                count,
            })
            .collect()
    }
}

/// What a whole answer should hold, for format problems: `words` words,
/// each one of `choices` (the game's words, in the order kinds of mistakes
/// are listed), laid out as `shape` says: the game's own layout, whose
/// `Display` ends this one's, after the count of words and their choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expected<S> {
    pub words: usize,
    pub choices: &'static [&'static str],
    pub shape: S,
}

/// Why an answer is not in the judge's format, as data; its `Display` is
/// the command's message. Found words are quoted as messages show them
/// (escaped, cut short).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatProblem<S> {
    /// Nothing but whitespace.
    Empty { expected: Expected<S> },
    /// The answer stops after `read` words, the last at `last`.
    EndsEarly {
        read: usize,
        last: Place,
        expected: Expected<S>,
    },
    /// A word that is not one of the game's; `other_case` when it is one of
    /// them in other capitals.
    NotAWord {
        place: Place,
        found: String,
        expected: Expected<S>,
        other_case: bool,
    },
    /// A word after the last one expected.
    Extra {
        place: Place,
        found: String,
        expected: Expected<S>,
    },
}

/// Reads `answer` against `truth`, which yields the `expected` true words
/// in order, and proves the first mistake with `prove`.
pub(crate) fn check<W: Word, M, S: Copy>(
    answer: &[u8],
    expected: Expected<S>,
    truth: impl Iterator<Item = W>,
    prove: impl FnOnce(Mismatch<W>) -> M,
) -> Verdict<M, S> {
    debug_assert_eq!(W::TEXTS, expected.choices);
    let comparison = match compare(answer, expected, truth) {
        Ok(comparison) => comparison,
        Err(problem) => return Verdict::PresentationError { problem },
    };
    let kinds = comparison.kinds();
    match comparison.first {
        None => Verdict::Accepted {
            words: expected.words,
        },
        Some(first) => Verdict::WrongAnswer(WrongAnswer {
            first: prove(first),
            wrong: comparison.wrong,
            words: comparison.words,
            kinds,
        }),
    }
}

/// Compares word by word; `Err` is the first format problem, in reading
/// order: a word that is not one of the game's, the answer ending early, or
/// a word too many.
fn compare<W: Word, S: Copy>(
    answer: &[u8],
    expected: Expected<S>,
    mut truth: impl Iterator<Item = W>,
) -> Result<Comparison<W>, FormatProblem<S>> {
    let mut comparison = Comparison {
        words: expected.words,
        wrong: Vec::new(),
        first: None,
        kinds: vec![0; W::ALL.len() * W::ALL.len()],
    };
    let mut words = Words::new(answer);
    let mut last = None;
    for index in 0..expected.words {
        let Some((place, text)) = words.next() else {
            return Err(match last {
                None => FormatProblem::Empty { expected },
                Some(last) => FormatProblem::EndsEarly {
                    read: index,
                    last,
                    expected,
                },
            });
        };
        let Some(said) = W::ALL.iter().copied().find(|w| w.text().as_bytes() == text) else {
            return Err(FormatProblem::NotAWord {
                place,
                found: quote(text),
                expected,
                other_case: W::ALL
                    .iter()
                    .any(|w| w.text().as_bytes().eq_ignore_ascii_case(text)),
            });
        };
        let true_word = truth.next().expect("the truth has the expected length");
        comparison.record(index, place, said, true_word);
        last = Some(place);
    }
    match words.next() {
        None => Ok(comparison),
        Some((place, text)) => Err(FormatProblem::Extra {
            place,
            found: quote(text),
            expected,
        }),
    }
}

/// "Win, Lose or Loop".
fn choices(words: &[&str]) -> String {
    match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// "8 words of Win, Lose or Loop: objects 2..5 with Rick moving first, then
/// with Morty moving first".
impl<S: fmt::Display> fmt::Display for Expected<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = count_words(self.words);
        let of = choices(self.choices);
        write!(f, "{words} of {of}{}", self.shape)
    }
}

impl<S: fmt::Display> fmt::Display for FormatProblem<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatProblem::Empty { expected } => {
                write!(f, "the answer is empty; expected {expected}")
            }
            FormatProblem::EndsEarly {
                read,
                last,
                expected,
            } => write!(
                f,
                "the answer ends after {} (the last at {last}); expected {expected}",
                count_words(*read)
            ),
            FormatProblem::NotAWord {
                place,
                found,
                expected,
                other_case,
            } => {
                let hint = if *other_case {
                    " (the words are case-sensitive)"
                } else {
                    ""
                };
                let of = choices(expected.choices);
                write!(f, "{place}: expected {of}, found {found}{hint}")
            }
            FormatProblem::Extra {
                place,
                found,
                expected,
            } => write!(f, "{place}: extra word {found}; expected only {expected}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Outcome::{self, Loop, Lose, Win};

    /// The tests' answers: a layout said in words.
    type Verdict = super::Verdict<(Place, usize), &'static str>;

    fn run(answer: &[u8], truth: &[Outcome]) -> Verdict {
        let expected = Expected {
            words: truth.len(),
            choices: Outcome::TEXTS,
            shape: ", one per state",
        };
        check(answer, expected, truth.iter().copied(), |m| {
            (m.place, m.index)
        })
    }

    fn message(verdict: Verdict) -> String {
        match verdict {
            Verdict::PresentationError { problem } => problem.to_string(),
            other => panic!("a format problem expected, got {other:?}"),
        }
    }

    #[test]
    fn places_count_lines_and_words_on_each_line() {
        let words: Vec<(Place, &[u8])> = Words::new(b"  a\tb\r\n\n c \x0bd\x0ce\n").collect();
        let places: Vec<(u32, u32)> = words.iter().map(|(p, _)| (p.line, p.word)).collect();
        assert_eq!(places, [(1, 1), (1, 2), (3, 1), (3, 2), (3, 3)]);
        assert_eq!(words[3].1, b"d");
    }

    #[test]
    fn wrong_words_are_counted_by_kind() {
        let verdict = run(b"Lose Win\n Lose\n\nLose  ", &[Win, Win, Win, Lose]);
        let Verdict::WrongAnswer(wrong) = verdict else {
            panic!("two words are wrong");
        };
        assert_eq!(wrong.first, (Place { line: 1, word: 1 }, 0));
        assert_eq!(wrong.wrong, [0, 2]);
        assert_eq!(wrong.words, 4);
        assert_eq!(
            wrong.kinds,
            [Kind {
                said: "Lose",
                truth: "Win",
                count: 2
            }]
        );
        assert_eq!(run(b"Loop", &[Loop]), Verdict::Accepted { words: 1 });
    }

    #[test]
    fn format_problems_say_where() {
        let expected = "of Win, Lose or Loop, one per state";
        assert_eq!(
            message(run(b" \n", &[Win])),
            format!("the answer is empty; expected 1 word {expected}")
        );
        assert_eq!(
            message(run(b"Lose\nWin", &[Win, Win, Lose])),
            format!("the answer ends after 2 words (the last at line 2, word 1); expected 3 words {expected}")
        );
        assert_eq!(
            message(run(b"Win Lose loop", &[Win, Win, Lose])),
            "line 1, word 3: expected Win, Lose or Loop, found \"loop\" (the words are case-sensitive)"
        );
        assert_eq!(
            message(run(b"Win\n\nWin  Edge\n", &[Win])),
            format!("line 3, word 1: extra word \"Win\"; expected only 1 word {expected}")
        );
        assert_eq!(
            message(run(b"Win \xff", &[Win, Win])),
            "line 1, word 2: expected Win, Lose or Loop, found \"\\xff\""
        );
    }

    #[test]
    fn outcome_words_are_the_outcomes_own() {
        let words: Vec<&str> = Outcome::ALL[1..].iter().map(|o| o.word()).collect();
        assert_eq!(<Outcome as Word>::TEXTS, words);
        assert!(<Outcome as Word>::ALL.iter().all(|&o| o.text() == o.word()));
    }
}
