//! Berzerk's form fields: `n` and the two jump sets read into a checked
//! [`Game`] the page can run to its end in a few seconds, and a pasted
//! input's case number, with the problems only these fields have.

use std::fmt;

use super::{EndOfRun, Game, Mover, RuleError};
use crate::fields::{self, not_a_whole_number, FieldError, FieldProblem};
use crate::quote::quote;

/// Largest circle the page accepts: the walker's tables take 42 bytes per
/// object, so a million objects fit the page's memory with room to spare.
pub const MAX_PAGE_OBJECTS: u32 = 1_000_000;

/// The most work the page takes on, in the units of [`EndOfRun::work_bound`]
/// (about a nanosecond each, natively): End runs a game to its end this
/// way, so the page accepts every game whose end it can reach within a few
/// seconds. Stepping costs a step's own work whatever the game, and mapping
/// the whole run step by step happens in the background, with progress.
const MAX_PAGE_WORK: u64 = 3_000_000_000;

/// Units of [`EndOfRun::work_bound`] in a second of the page's solving (wasm
/// runs the solvers somewhat slower than native code).
const PAGE_UNITS_PER_SECOND: u64 = 700_000_000;

/// What a Berzerk number field holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    /// Berzerk's `n`.
    Objects,
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Quantity::Objects => f.write_str("n"),
        }
    }
}

/// What only Berzerk's fields can get wrong, with the values its message
/// needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A game rule fails (the command's words).
    Rule(RuleError),
    /// `n` beyond what the page shows.
    AbovePageLimit { n: i64, max: u32 },
    /// A word of a jump field that is neither a number nor a range.
    NotAJump { mover: Mover, word: String },
    /// A number too long for any jump.
    JumpTooLarge { word: String },
    /// A range `a-b` with `a > b`.
    BackwardRange { word: String, first: i64, last: i64 },
    /// A set that makes the work too much for the page, when one jump in its
    /// place would do: running to the end could take `seconds`.
    TooManyJumps {
        mover: Mover,
        count: usize,
        n: u32,
        seconds: u64,
    },
    /// Both sets are too much for `n` on the page.
    TooLargeForJumps { n: u32, seconds: u64 },
    /// Case `case` asked of a pasted input holding `held` games.
    NoSuchCase { case: u32, held: usize },
}

/// Berzerk's form: `n`, the jump sets, and a pasted judge input in its
/// formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {}

impl fields::Form for Form {
    type Quantity = Quantity;
    type Problem = Problem;
    type Input = super::judge::Item;
}

impl From<Problem> for FieldProblem<Form> {
    fn from(problem: Problem) -> Self {
        FieldProblem::Game(problem)
    }
}

/// How the page words its work limit.
const PAGE_LIMIT: &str = "the page runs games to their end in a few seconds at most";

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Rule(rule) => write!(f, "{rule}"),
            Problem::AbovePageLimit { n, max } => {
                write!(f, "n must be at most {max} on this page, got {n}")
            }
            Problem::NotAJump { mover, word } => write!(
                f,
                "{word} is not a jump: {}'s jumps are whole numbers (or ranges like 1-9) separated by spaces or commas",
                mover.name()
            ),
            Problem::JumpTooLarge { word } => write!(f, "{word} is far too large for a jump"),
            Problem::BackwardRange { word, first, last } => {
                write!(f, "the range {word} runs backwards; write it as {last}-{first}")
            }
            Problem::TooManyJumps {
                mover,
                count,
                n,
                seconds,
            } => write!(
                f,
                "{}'s {count} jumps are too many for n = {n} on this page: running it to the end could take up to {} ({PAGE_LIMIT})",
                mover.name(),
                Duration(*seconds)
            ),
            Problem::TooLargeForJumps { n, seconds } => write!(
                f,
                "n = {n} is too large for these jump sets on this page: running it to the end could take up to {} ({PAGE_LIMIT})",
                Duration(*seconds)
            ),
            Problem::NoSuchCase { case, held: 1 } => {
                write!(f, "there is no case {case}: the input holds one game")
            }
            Problem::NoSuchCase { case, held } => {
                write!(f, "there is no case {case}: the input holds {held} cases")
            }
        }
    }
}

/// The problem of asking for case `case` (from 1) of a pasted input holding
/// `held` games, in the case field.
pub fn no_such_case(case: u32, held: usize) -> FieldError<Form> {
    FieldError {
        field: "judge-case",
        problem: Problem::NoSuchCase { case, held }.into(),
    }
}

/// A time in seconds, in words: "about 20 seconds", "about 13 minutes".
struct Duration(u64);

impl fmt::Display for Duration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            s if s < 120 => write!(f, "about {s} seconds"),
            s if s < 7200 => write!(f, "about {} minutes", s.div_ceil(60)),
            s => write!(f, "about {} hours", s.div_ceil(3600)),
        }
    }
}

/// The input that holds a mover's jumps.
fn jump_field(mover: Mover) -> &'static str {
    match mover {
        Mover::Rick => "s1",
        Mover::Morty => "s2",
    }
}

/// The input a broken rule is about.
fn rule_problem(error: RuleError) -> FieldError<Form> {
    let field = match error {
        RuleError::TooFewObjects { .. } | RuleError::TooManyObjects { .. } => "n",
        RuleError::EmptySet { mover }
        | RuleError::JumpOutOfRange { mover, .. }
        | RuleError::DuplicateJump { mover, .. } => jump_field(mover),
    };
    FieldError {
        field,
        problem: Problem::Rule(error).into(),
    }
}

/// Builds a game from the three Berzerk fields, `n` at most `max_objects`
/// (the page's own limit, [`MAX_PAGE_OBJECTS`]) and its work within what
/// the page solves in about a minute. When `n` is bad the jump fields are
/// still read, but not checked against a range they cannot know.
pub fn game(
    n: &str,
    rick: &str,
    morty: &str,
    max_objects: u32,
) -> Result<Game, Vec<FieldError<Form>>> {
    let mut problems = Vec::new();
    let n = objects(n, max_objects).map_err(|e| problems.push(e)).ok();
    let mut sets = Vec::with_capacity(2);
    for (mover, text) in [(Mover::Rick, rick), (Mover::Morty, morty)] {
        let words = match jump_words(text, mover) {
            Ok(words) => words,
            Err(problem) => {
                let field = jump_field(mover);
                let problem = problem.into();
                problems.push(FieldError { field, problem });
                continue;
            }
        };
        if let Some(n) = n {
            match jump_set(&words, mover, n) {
                Ok(set) => sets.push(set),
                Err(e) => problems.push(rule_problem(e)),
            }
        }
    }
    match n {
        Some(n) if problems.is_empty() => {
            let game = Game::new(n, &sets[0], &sets[1]).map_err(|e| vec![rule_problem(e)])?;
            within_page_work(&game).map_err(|e| vec![e])?;
            Ok(game)
        }
        _ => Err(problems),
    }
}

/// Refuses a game the page could take more than about a minute to solve.
/// The fault lies with the jump set whose share of the work is larger if a
/// single jump in its place would do, and otherwise with `n`.
fn within_page_work(game: &Game) -> Result<(), FieldError<Form>> {
    let work = EndOfRun::work_bound(game);
    if work <= MAX_PAGE_WORK {
        return Ok(());
    }
    let n = game.objects();
    let seconds = work.div_ceil(PAGE_UNITS_PER_SECOND);
    // The larger set first: it is likelier to be the one that costs.
    let mut movers = Mover::BOTH;
    movers.sort_by_key(|&m| std::cmp::Reverse(game.jumps(m).len()));
    let blamed = movers.into_iter().find(|&mover| {
        let one = [1];
        let (rick, morty) = match mover {
            Mover::Rick => (&one[..], game.jumps(Mover::Morty)),
            Mover::Morty => (game.jumps(Mover::Rick), &one[..]),
        };
        Game::new(n, rick, morty).is_ok_and(|g| EndOfRun::work_bound(&g) <= MAX_PAGE_WORK)
    });
    Err(match blamed {
        Some(mover) => FieldError {
            field: jump_field(mover),
            problem: Problem::TooManyJumps {
                mover,
                count: game.jumps(mover).len(),
                n,
                seconds,
            }
            .into(),
        },
        None => FieldError {
            field: "n",
            problem: Problem::TooLargeForJumps { n, seconds }.into(),
        },
    })
}

/// Reads `n`: a whole number that the rules accept and the page can show.
fn objects(text: &str, max_objects: u32) -> Result<u32, FieldError<Form>> {
    let text = text.trim();
    let fail = |problem| FieldError {
        field: "n",
        problem,
    };
    let Ok(n) = text.parse::<i64>() else {
        return Err(fail(not_a_whole_number(
            Quantity::Objects,
            2,
            max_objects,
            text,
        )));
    };
    if n > i64::from(max_objects) {
        return Err(fail(
            Problem::AbovePageLimit {
                n,
                max: max_objects,
            }
            .into(),
        ));
    }
    Game::check_objects(n).map_err(rule_problem)
}

/// A word of a jump field: one jump, or every jump from the first to the last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word {
    One(i64),
    Range(i64, i64),
}

/// Reads a jump field's words (separated by spaces and/or commas) without
/// knowing `n`: each is an integer or a forward range `a-b` of unsigned
/// integers. The problem is that of the first bad word.
fn jump_words(text: &str, mover: Mover) -> Result<Vec<Word>, Problem> {
    let words: Vec<Word> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| jump_word(w, mover))
        .collect::<Result<_, _>>()?;
    if words.is_empty() {
        return Err(Problem::Rule(RuleError::EmptySet { mover }));
    }
    Ok(words)
}

fn jump_word(word: &str, mover: Mover) -> Result<Word, Problem> {
    let shown = || quote(word.as_bytes());
    let not_a_jump = || Problem::NotAJump {
        mover,
        word: shown(),
    };
    let number = |text: &str| -> Result<i64, Problem> {
        text.parse::<i64>().map_err(|e| match e.kind() {
            std::num::IntErrorKind::PosOverflow | std::num::IntErrorKind::NegOverflow => {
                Problem::JumpTooLarge { word: shown() }
            }
            _ => not_a_jump(),
        })
    };
    match word.split_once('-') {
        Some((first, last)) if !first.is_empty() => {
            let unsigned = |text: &str| text.bytes().all(|c| c.is_ascii_digit());
            if !unsigned(first) || !unsigned(last) {
                return Err(not_a_jump());
            }
            let (first, last) = (number(first)?, number(last)?);
            if first > last {
                return Err(Problem::BackwardRange {
                    word: shown(),
                    first,
                    last,
                });
            }
            Ok(Word::Range(first, last))
        }
        _ => Ok(Word::One(number(word)?)),
    }
}

/// The mover's checked set: every jump in range (a range's ends are checked
/// before it is expanded), then the game's rules on the whole list.
fn jump_set(words: &[Word], mover: Mover, n: u32) -> Result<Vec<u32>, RuleError> {
    let mut jumps: Vec<u32> = Vec::new();
    for &word in words {
        match word {
            Word::One(jump) => jumps.push(Game::check_jump(mover, jump, n, jumps.len())?),
            Word::Range(first, last) => {
                let first = Game::check_jump(mover, first, n, jumps.len())?;
                let last = Game::check_jump(mover, last, n, jumps.len())?;
                jumps.extend(first..=last);
            }
        }
        // More than n - 1 jumps repeat one within the first n, where the
        // rules will find it; expanding further would only cost memory.
        if jumps.len() >= n as usize {
            jumps.truncate(n as usize);
            break;
        }
    }
    Game::check_jumps(mover, &jumps, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMIT: u32 = MAX_PAGE_OBJECTS;

    fn problems(n: &str, rick: &str, morty: &str) -> Vec<(&'static str, String)> {
        match game(n, rick, morty, LIMIT) {
            Ok(_) => Vec::new(),
            Err(list) => list.into_iter().map(|e| (e.field, e.message())).collect(),
        }
    }

    fn fields(n: &str, rick: &str, morty: &str) -> Vec<&'static str> {
        problems(n, rick, morty).into_iter().map(|p| p.0).collect()
    }

    fn message(n: &str, rick: &str, morty: &str) -> String {
        problems(n, rick, morty).remove(0).1
    }

    #[test]
    fn jumps_accept_spaces_commas_and_ranges() {
        let read = game(" 8 ", " 3, 2 ,1\t", "1-3,5 7-7", LIMIT).unwrap();
        assert_eq!(read.objects(), 8);
        assert_eq!(read.jumps(Mover::Rick), &[1, 2, 3]);
        assert_eq!(read.jumps(Mover::Morty), &[1, 2, 3, 5, 7]);
        let full = game("7000", "1-6999", "+1", LIMIT).unwrap();
        assert_eq!(full.jumps(Mover::Rick).len(), 6999);
    }

    #[test]
    fn every_bad_field_is_reported_in_form_order() {
        assert_eq!(fields("x", "3 y", ""), ["n", "s1", "s2"]);
        assert_eq!(fields("5", "1", "5"), ["s2"]);
        assert_eq!(fields("5", "0", "2,2"), ["s1", "s2"]);
        assert_eq!(fields("5", "3,2", "1 2 3"), Vec::<&str>::new());
        // With n unknown, jumps are read but not range-checked.
        assert_eq!(fields("1", "9 1-400", "-3"), ["n"]);
        assert_eq!(fields("1", "9 1-400", "2 x"), ["n", "s2"]);
    }

    #[test]
    fn rule_messages_are_the_rules_own() {
        assert_eq!(
            message("5", "1", "2 9"),
            "Morty's jump 9 is out of range: jumps must be between 1 and 4"
        );
        assert_eq!(
            message("5", "1", "-3"),
            "Morty's jump -3 is out of range: jumps must be between 1 and 4"
        );
        assert_eq!(
            message("5", "1 2 1", "1"),
            "Rick's jump 1 appears twice; jumps must be distinct"
        );
        assert_eq!(
            message("5", " , ", "1"),
            "Rick's jump set is empty; it needs at least one jump"
        );
        assert_eq!(
            message("1", "1", "1"),
            "n must be at least 2 (the hole and one planet), got 1"
        );
    }

    #[test]
    fn n_is_a_whole_number_within_the_page_limit() {
        assert_eq!(
            message("abc", "1", "1"),
            "n must be a whole number from 2 to 1000000, not \"abc\""
        );
        assert_eq!(
            message("", "1", "1"),
            "n must be a whole number from 2 to 1000000, not \"\""
        );
        assert_eq!(
            message("1000001", "1", "1"),
            "n must be at most 1000000 on this page, got 1000001"
        );
        assert_eq!(
            message("5000000000", "1", "1"),
            "n must be at most 1000000 on this page, got 5000000000"
        );
        assert_eq!(
            game("1000001", "1", "1", 2_000_000).unwrap().objects(),
            1_000_001
        );
    }

    #[test]
    fn a_million_objects_with_full_or_short_ranges_is_within_the_work_limit() {
        let full = game("1000000", "1-999999", "1-999999", LIMIT).unwrap();
        assert_eq!(full.jumps(Mover::Morty).len(), 999_999);
        let sizes = |n: &str, rick: &str, morty: &str| {
            let read = game(n, rick, morty, LIMIT).unwrap();
            (
                read.jumps(Mover::Rick).len(),
                read.jumps(Mover::Morty).len(),
            )
        };
        assert_eq!(sizes("1000000", "1-300", "1-250"), (300, 250));
        assert_eq!(sizes("1000000", "1-999998", "1-999999"), (999_998, 999_999));
        assert_eq!(sizes("100000", "1-50000", "50000-99999"), (50_000, 50_000));
    }

    #[test]
    fn too_much_work_is_refused_on_the_field_that_causes_it() {
        let tail = "(the page runs games to their end in a few seconds at most)";
        assert_eq!(
            problems("1000000", "1-500000", "1"),
            [(
                "s1",
                format!("Rick's 500000 jumps are too many for n = 1000000 on this page: running it to the end could take up to about 34 seconds {tail}")
            )]
        );
        assert_eq!(fields("1000000", "7", "2-400000 600000"), ["s2"]);
        // Either set alone is too much, so only a smaller circle helps.
        assert_eq!(
            problems("1000000", "1-500000", "1-500000"),
            [(
                "n",
                format!("n = 1000000 is too large for these jump sets on this page: running it to the end could take up to about 45 seconds {tail}")
            )]
        );
        // The same sets on a smaller circle are fine.
        let smaller = game("100000", "1-50000", "1-50000", LIMIT).unwrap();
        assert_eq!(smaller.objects(), 100_000);
    }

    #[test]
    fn ranges_are_checked_at_their_ends_before_they_expand() {
        assert_eq!(
            message("7000", "1-4000000000", "1"),
            "Rick's jump 4000000000 is out of range: jumps must be between 1 and 6999"
        );
        assert_eq!(
            problems("7", "1", "5-2"),
            [(
                "s2",
                "the range \"5-2\" runs backwards; write it as 2-5".to_string()
            )]
        );
        assert_eq!(
            message("9", "1-3 2-5", "1"),
            "Rick's jump 2 appears twice; jumps must be distinct"
        );
        // Repeated full ranges stop expanding once a repeat is certain.
        let many = vec!["1-99999"; 1000].join(" ");
        assert_eq!(
            message("100000", &many, "1"),
            "Rick's jump 1 appears twice; jumps must be distinct"
        );
    }

    #[test]
    fn bad_words_are_named_and_cut_short() {
        assert_eq!(
            message("5", "3 x", "1"),
            "\"x\" is not a jump: Rick's jumps are whole numbers (or ranges like 1-9) separated by spaces or commas"
        );
        for word in ["1-2-3", "1--3", "-3-5", "a-3", "3-", "1.5"] {
            let m = message("9", word, "1");
            assert!(m.contains("is not a jump"), "{word}: {m}");
        }
        let long = "9".repeat(400);
        let m = message("5", &long, "1");
        assert_eq!(
            m,
            format!("\"{}\"… is far too large for a jump", "9".repeat(24))
        );
        let junk = "z".repeat(10_000);
        assert!(message(&junk, "1", "1").len() < 100);
        assert!(message("5", &junk, "1").len() < 200);
    }

    #[test]
    fn problems_are_data_behind_their_words() {
        let problems = game("5", "3 x", "5-2", LIMIT).unwrap_err();
        assert_eq!(
            problems,
            [
                FieldError {
                    field: "s1",
                    problem: FieldProblem::from(Problem::NotAJump {
                        mover: Mover::Rick,
                        word: "\"x\"".to_string()
                    })
                },
                FieldError {
                    field: "s2",
                    problem: FieldProblem::from(Problem::BackwardRange {
                        word: "\"5-2\"".to_string(),
                        first: 5,
                        last: 2
                    })
                }
            ]
        );
        let too_much = game("1000000", "1-500000", "1", LIMIT).unwrap_err();
        assert_eq!(
            too_much[0].problem,
            FieldProblem::from(Problem::TooManyJumps {
                mover: Mover::Rick,
                count: 500_000,
                n: 1_000_000,
                seconds: 34
            })
        );
        let no_case = no_such_case(3, 1).problem;
        assert_eq!(
            no_case.to_string(),
            "there is no case 3: the input holds one game"
        );
        let no_case = no_such_case(3, 2).problem;
        assert_eq!(
            no_case.to_string(),
            "there is no case 3: the input holds 2 cases"
        );
    }
}
