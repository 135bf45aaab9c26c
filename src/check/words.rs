//! Reading an answer word by word against the truth, for any game whose
//! answer is one word per state or query.

use super::{count_words, Kind, Place, Verdict, WrongAnswer};
use crate::judge::Tokens;
use crate::quote::quote;

/// The words an answer may hold for one game.
pub(super) trait Word: Copy + Eq + 'static {
    /// Every such word, in the order kinds of mistakes are listed.
    const ALL: &'static [Self];

    fn text(self) -> &'static str;
}

fn rank<W: Word>(word: W) -> usize {
    W::ALL
        .iter()
        .position(|&w| w == word)
        .expect("ALL lists every word")
}

/// "Win, Lose or Loop".
fn choices<W: Word>() -> String {
    let texts: Vec<&str> = W::ALL.iter().map(|w| w.text()).collect();
    match texts.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
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
pub(super) struct Mismatch<W> {
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

/// Reads `answer` against `truth`, which yields the `expected` true words
/// in order, and proves the first mistake with `prove`. `layout` says what
/// the answer should hold, after "expected", for format messages.
pub(super) fn check<W: Word, M>(
    answer: &[u8],
    expected: usize,
    truth: impl Iterator<Item = W>,
    layout: &dyn Fn() -> String,
    prove: impl FnOnce(Mismatch<W>) -> M,
) -> Verdict<M> {
    let comparison = match compare(answer, expected, truth, layout) {
        Ok(comparison) => comparison,
        Err(message) => return Verdict::PresentationError { message },
    };
    let kinds = comparison.kinds();
    match comparison.first {
        None => Verdict::Accepted { words: expected },
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
fn compare<W: Word>(
    answer: &[u8],
    expected: usize,
    mut truth: impl Iterator<Item = W>,
    layout: &dyn Fn() -> String,
) -> Result<Comparison<W>, String> {
    let mut comparison = Comparison {
        words: expected,
        wrong: Vec::new(),
        first: None,
        kinds: vec![0; W::ALL.len() * W::ALL.len()],
    };
    let mut words = Words::new(answer);
    let mut last = None;
    for index in 0..expected {
        let Some((place, text)) = words.next() else {
            return Err(ends_early(index, last, layout));
        };
        let Some(said) = W::ALL.iter().copied().find(|w| w.text().as_bytes() == text) else {
            return Err(not_a_word::<W>(place, text));
        };
        let true_word = truth.next().expect("the truth has the expected length");
        comparison.record(index, place, said, true_word);
        last = Some(place);
    }
    match words.next() {
        None => Ok(comparison),
        Some((place, text)) => Err(format!(
            "{place}: extra word {}; expected only {}",
            quote(text),
            layout()
        )),
    }
}

fn ends_early(read: usize, last: Option<Place>, layout: &dyn Fn() -> String) -> String {
    match last {
        None => format!("the answer is empty; expected {}", layout()),
        Some(last) => format!(
            "the answer ends after {} (the last at {last}); expected {}",
            count_words(read),
            layout()
        ),
    }
}

fn not_a_word<W: Word>(place: Place, text: &[u8]) -> String {
    let capitals = W::ALL
        .iter()
        .any(|w| w.text().as_bytes().eq_ignore_ascii_case(text));
    let hint = if capitals {
        " (the words are case-sensitive)"
    } else {
        ""
    };
    format!(
        "{place}: expected {}, found {}{hint}",
        choices::<W>(),
        quote(text)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Coin {
        Heads,
        Tails,
    }

    impl Word for Coin {
        const ALL: &'static [Coin] = &[Coin::Heads, Coin::Tails];

        fn text(self) -> &'static str {
            match self {
                Coin::Heads => "Heads",
                Coin::Tails => "Tails",
            }
        }
    }

    fn run(answer: &[u8], truth: &[Coin]) -> Verdict<(Place, usize)> {
        check(
            answer,
            truth.len(),
            truth.iter().copied(),
            &|| format!("{} of Heads or Tails", count_words(truth.len())),
            |m| (m.place, m.index),
        )
    }

    fn message(verdict: Verdict<(Place, usize)>) -> String {
        match verdict {
            Verdict::PresentationError { message } => message,
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
        use Coin::*;
        let verdict = run(
            b"Tails Heads\n Tails\n\nTails  ",
            &[Heads, Heads, Heads, Tails],
        );
        let Verdict::WrongAnswer(wrong) = verdict else {
            panic!("two words are wrong");
        };
        assert_eq!(wrong.first, (Place { line: 1, word: 1 }, 0));
        assert_eq!(wrong.wrong, [0, 2]);
        assert_eq!(wrong.words, 4);
        assert_eq!(
            wrong.kinds,
            [Kind {
                said: "Tails",
                truth: "Heads",
                count: 2
            }]
        );
        assert_eq!(run(b"Heads", &[Heads]), Verdict::Accepted { words: 1 });
    }

    #[test]
    fn format_problems_say_where() {
        use Coin::*;
        assert_eq!(
            message(run(b" \n", &[Heads])),
            "the answer is empty; expected 1 word of Heads or Tails"
        );
        assert_eq!(
            message(run(b"Tails\nHeads", &[Heads, Heads, Tails])),
            "the answer ends after 2 words (the last at line 2, word 1); expected 3 words of Heads or Tails"
        );
        assert_eq!(
            message(run(b"Heads Tails heads", &[Heads, Heads, Tails])),
            "line 1, word 3: expected Heads or Tails, found \"heads\" (the words are case-sensitive)"
        );
        assert_eq!(
            message(run(b"Heads\n\nHeads  Edge\n", &[Heads])),
            "line 3, word 1: extra word \"Heads\"; expected only 1 word of Heads or Tails"
        );
        assert_eq!(
            message(run(b"Heads \xff", &[Heads, Heads])),
            "line 1, word 2: expected Heads or Tails, found \"\\xff\""
        );
    }
}
