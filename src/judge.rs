//! The judge formats: whitespace-separated tokens in, exact text out.
//!
//! Reading is strict and total: every problem (missing, malformed, out of
//! range or surplus input) becomes an [`InputError`] that names the token's
//! line and column, and nothing is solved until the whole input has been read.

use std::fmt;

use crate::berzerk::{self, Game, Mover, RuleError};
use crate::piles::PPositions;
use crate::quote::quote;

/// What the judge promises about input sizes. [`Limits::LARGE`] goes well
/// beyond the judge's, for exploring, while keeping memory and time bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest `n` of a Berzerk game.
    pub max_objects: u32,
    /// Largest number of cases in the multi-case format.
    pub max_cases: u32,
    /// Largest sum of `n` over all cases.
    pub max_total_objects: u32,
    /// Largest number of pile queries.
    pub max_queries: u32,
    /// Largest pile.
    pub max_pile: u32,
}

impl Limits {
    /// The limits of Codeforces 786A, its multi-case variant and the pile problem.
    pub const JUDGE: Limits = Limits {
        max_objects: 7000,
        max_cases: 100,
        max_total_objects: 7000,
        max_queries: 10_000,
        max_pile: 5000,
    };

    /// Large but safe: a Berzerk table of 10^7 objects takes a few hundred
    /// megabytes, and the pile sieve's time grows with the square of its bound.
    pub const LARGE: Limits = Limits {
        max_objects: 10_000_000,
        max_cases: 1_000_000,
        max_total_objects: 10_000_000,
        max_queries: 10_000_000,
        max_pile: 100_000,
    };
}

/// Bad input, located at a token (or at the end of input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    pub line: u32,
    pub column: u32,
    pub message: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for InputError {}

/// Where a token starts (1-based).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Place {
    pub(crate) line: u32,
    column: u32,
}

impl Place {
    fn error(self, message: String) -> InputError {
        InputError {
            line: self.line,
            column: self.column,
            message,
        }
    }
}

/// The judge's whitespace: every ASCII space character, the vertical tab
/// included ([`u8::is_ascii_whitespace`] leaves it out, and a contestant's
/// stray `\v` must separate words like any other blank, not be a word).
pub(crate) fn is_space(c: &u8) -> bool {
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

    fn error_here(&mut self, message: String) -> InputError {
        self.skip_space();
        self.place(self.at).error(message)
    }

    /// Reads an integer in `lo..=hi`, described as `what` in messages.
    fn number(
        &mut self,
        what: &dyn Fn() -> String,
        lo: i64,
        hi: i64,
    ) -> Result<(i64, Place), InputError> {
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
            let message = if self.input.iter().all(is_space) {
                format!("the input is empty; expected {}", what())
            } else {
                format!("the input ends early; expected {}", what())
            };
            return Err(self.error_here(message));
        };
        let value = integer(token.text).map_err(|kind| {
            token.place.error(format!(
                "expected {} (an integer), found {kind} {}",
                what(),
                quote(token.text)
            ))
        })?;
        match value {
            Some(v) if (lo..=hi).contains(&v) => Ok((v, token.place)),
            _ => Err(token.place.error(out_of_range(&what(), lo, hi, token.text))),
        }
    }

    /// After the last expected token: anything left is an error.
    fn finish(&mut self, after: &str) -> Result<(), InputError> {
        match self.next() {
            None => Ok(()),
            Some(token) => Err(token.place.error(format!(
                "unexpected extra input {} after {after}",
                quote(token.text)
            ))),
        }
    }
}

/// An optionally signed decimal integer: `Ok(None)` when it does not fit
/// 64 bits; otherwise `Err` says what the text is instead.
fn integer(text: &[u8]) -> Result<Option<i64>, &'static str> {
    let (negative, digits) = match text.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, text),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        let binary =
            std::str::from_utf8(text).is_err() || text.iter().any(|c| c.is_ascii_control());
        return Err(if binary { "binary data" } else { "a word" });
    }
    Ok(digits.iter().try_fold(0i64, |acc, &c| {
        let digit = i64::from(c - b'0');
        acc.checked_mul(10)?
            .checked_add(if negative { -digit } else { digit })
    }))
}

/// The message for an integer outside `lo..=hi` (`i64::MIN` and `i64::MAX`
/// standing for "no bound").
fn out_of_range(what: &str, lo: i64, hi: i64, text: &[u8]) -> String {
    let range = match (lo, hi) {
        (i64::MIN, i64::MAX) => "a 64-bit integer".to_string(),
        (i64::MIN, hi) => format!("at most {hi}"),
        (lo, hi) => format!("between {lo} and {hi}"),
    };
    format!("{what} must be {range}, found {}", quote(text))
}

/// Reads one Berzerk game: `n`, then `k1` and Rick's steps, then `k2` and
/// Morty's. The rules are the game's own ([`Game::new`]); a broken one is
/// reported at the token it is about.
fn read_game(
    tokens: &mut Tokens,
    limits: &Limits,
    case: Option<i64>,
    budget: &mut u32,
) -> Result<Game, InputError> {
    let prefix = case.map(|c| format!("case {c}: ")).unwrap_or_default();
    let (n, n_place) = tokens.number(
        &|| format!("{prefix}n (the number of objects)"),
        i64::MIN,
        limits.max_objects.into(),
    )?;
    let rule_error = |place: Place, e: RuleError| place.error(format!("{prefix}{e}"));
    let n = Game::check_objects(n).map_err(|e| rule_error(n_place, e))?;
    if n > *budget {
        return Err(n_place.error(format!(
            "{prefix}n = {n} takes the sum of n over all cases past {}",
            limits.max_total_objects
        )));
    }
    *budget -= n;
    let rick = read_steps(tokens, Mover::Rick, n, &prefix)?;
    let morty = read_steps(tokens, Mover::Morty, n, &prefix)?;
    Game::new(n, &rick.steps, &morty.steps).map_err(|e| {
        let list = |mover: Mover| if mover == Mover::Rick { &rick } else { &morty };
        let place = match e {
            RuleError::TooFewObjects { .. } | RuleError::TooManyObjects { .. } => n_place,
            RuleError::EmptySet { mover } => list(mover).size_place,
            RuleError::StepOutOfRange { mover, index, .. }
            | RuleError::DuplicateStep { mover, index, .. } => list(mover).places[index],
        };
        rule_error(place, e)
    })
}

/// One mover's steps as read, not yet checked, with where each one was.
struct StepList {
    steps: Vec<i64>,
    places: Vec<Place>,
    /// Where `k` was: an empty set is reported there.
    size_place: Place,
}

/// Reads `k` (`0..=n-1`; 0 is left for the rules to refuse) and `k` steps of
/// any value.
fn read_steps(
    tokens: &mut Tokens,
    mover: Mover,
    n: u32,
    prefix: &str,
) -> Result<StepList, InputError> {
    let name = mover.name();
    let which = mover.index() + 1;
    let (k, size_place) = tokens.number(
        &|| format!("{prefix}k{which} (the size of {name}'s set)"),
        0,
        i64::from(n) - 1,
    )?;
    let mut list = StepList {
        steps: Vec::with_capacity(k as usize),
        places: Vec::with_capacity(k as usize),
        size_place,
    };
    for i in 1..=k {
        let what = || format!("{prefix}{name}'s step {i} of {k}");
        let (step, place) = tokens.number(&what, i64::MIN, i64::MAX)?;
        list.steps.push(step);
        list.places.push(place);
    }
    Ok(list)
}

/// Reads the Codeforces 786A format: exactly one game.
pub fn read_berzerk(input: &[u8], limits: &Limits) -> Result<Game, InputError> {
    let mut tokens = Tokens::new(input);
    let mut budget = limits.max_objects;
    let game = read_game(&mut tokens, limits, None, &mut budget)?;
    tokens.finish("the game")?;
    Ok(game)
}

/// Reads the multi-case format: `T`, then `T` games.
pub fn read_berzerk_cases(input: &[u8], limits: &Limits) -> Result<Vec<Game>, InputError> {
    let mut tokens = Tokens::new(input);
    let (t, _) = tokens.number(
        &|| "T (the number of cases)".to_string(),
        1,
        limits.max_cases.into(),
    )?;
    let mut budget = limits.max_total_objects;
    let games = (1..=t)
        .map(|case| read_game(&mut tokens, limits, Some(case), &mut budget))
        .collect::<Result<Vec<_>, _>>()?;
    tokens.finish(&format!("the last of {t} cases"))?;
    Ok(games)
}

/// Reads the pile format: `T`, then `T` lines `n m`.
pub fn read_piles(input: &[u8], limits: &Limits) -> Result<Vec<(u32, u32)>, InputError> {
    let mut tokens = Tokens::new(input);
    let (t, _) = tokens.number(
        &|| "T (the number of queries)".to_string(),
        1,
        limits.max_queries.into(),
    )?;
    let mut queries = Vec::with_capacity(t as usize);
    for q in 1..=t {
        let (n, _) = tokens.number(
            &|| format!("query {q} of {t}: the first pile"),
            0,
            limits.max_pile.into(),
        )?;
        let (m, _) = tokens.number(
            &|| format!("query {q} of {t}: the second pile"),
            0,
            limits.max_pile.into(),
        )?;
        queries.push((n as u32, m as u32));
    }
    tokens.finish(&format!("the last of {t} queries"))?;
    Ok(queries)
}

/// Which Berzerk solver answers: both give the same outcomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Engine {
    /// The bitset batch solver.
    #[default]
    Batch,
    /// The step-by-step walker run to its end.
    Steps,
}

/// The two judge lines of one game.
pub fn berzerk_answer(game: &Game, engine: Engine, out: &mut String) {
    match engine {
        Engine::Batch => berzerk::write_judge_lines(game.objects(), &berzerk::solve(game), out),
        Engine::Steps => {
            let mut walker = berzerk::Walker::new(game.clone());
            walker.finish();
            berzerk::write_judge_lines(game.objects(), walker.outcomes(), out);
        }
    }
}

/// "Alice" or "Bob" per query, one a line; the sieve runs only as far as the largest pile.
pub fn piles_answer(queries: &[(u32, u32)], out: &mut String) {
    let bound = queries.iter().map(|&(n, m)| n.max(m)).max().unwrap_or(0);
    let table = PPositions::up_to(bound);
    out.reserve(queries.len() * 6);
    for &(n, m) in queries {
        out.push_str(if table.is_losing(n, m) {
            "Bob\n"
        } else {
            "Alice\n"
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(result: Result<impl fmt::Debug, InputError>) -> String {
        result.unwrap_err().to_string()
    }

    #[test]
    fn reads_sample_with_any_whitespace() {
        let game = read_berzerk(b"5\r\n2 3\t2\n\x0b3\x0c1 2 3", &Limits::JUDGE).unwrap();
        assert_eq!(game.steps(Mover::Rick), &[2, 3]);
        let mut out = String::new();
        berzerk_answer(&game, Engine::Steps, &mut out);
        assert_eq!(out, "Lose Win Win Loop\nLoop Win Win Win\n");
    }

    #[test]
    fn errors_name_the_problem_and_place() {
        let j = &Limits::JUDGE;
        let exact: &[(&[u8], &str)] = &[
            (b"", "line 1, column 1: the input is empty; expected n (the number of objects)"),
            (b"5\n2 3 x\n", "line 2, column 5: expected Rick's step 2 of 2 (an integer), found a word \"x\""),
            (b"5\n2 3 -2\n1 1", "line 2, column 5: Rick's step -2 is out of range: steps must be between 1 and 4"),
            (b"5\n2 3 2\n3 1 2 9\n", "line 3, column 7: Morty's step 9 is out of range: steps must be between 1 and 4"),
            (b"5\n3 3 2 3\n1 1", "line 2, column 7: Rick's step 3 appears twice; steps must be distinct"),
            (b"5\n0\n1 1", "line 2, column 1: Rick's step set is empty; it needs at least one step"),
            (b"5\n5\n", "line 2, column 1: k1 (the size of Rick's set) must be between 0 and 4, found \"5\""),
            (b" 1\n1 1\n1 1", "line 1, column 2: n must be at least 2 (the hole and one planet), got 1"),
            (b"-7", "line 1, column 1: n must be at least 2 (the hole and one planet), got -7"),
            (b"7001", "line 1, column 1: n (the number of objects) must be at most 7000, found \"7001\""),
            (b"5\n2 3 2\n3 1 2", "line 3, column 6: the input ends early; expected Morty's step 3 of 3"),
            (b"5\n1 3\n1 1\n7", "line 4, column 1: unexpected extra input \"7\" after the game"),
        ];
        for (input, expected) in exact {
            assert_eq!(err(read_berzerk(input, j)), *expected);
        }
        let partial: &[(&[u8], &str)] = &[
            (
                b"99999999999999999999999",
                "must be at most 7000, found \"99999999999999999999999\"",
            ),
            (
                b"5\n1 99999999999999999999",
                "Rick's step 1 of 1 must be a 64-bit integer",
            ),
            (b"5\n1 +", "found a word \"+\""),
            (b"5\n1 \xff\xfe", "binary data \"\\xff\\xfe\""),
            (b"5\n1 \x01", "binary data"),
            (
                &[b'x'; 100],
                "found a word \"xxxxxxxxxxxxxxxxxxxxxxxx\"\u{2026}",
            ),
        ];
        for (input, expected) in partial {
            let message = err(read_berzerk(input, j));
            assert!(message.contains(expected), "{message}");
        }
        assert!(read_berzerk(b"70000 1 1 1 1", &Limits::LARGE).is_ok());
        assert!(read_berzerk(b"5 +2 -0004 +3 1 4", j).is_err());
        let game = read_berzerk(b"5 +2 0004 +3 1 4", j).unwrap();
        assert_eq!(game.steps(Mover::Rick), &[3, 4]);
    }

    #[test]
    fn rule_errors_in_a_case_carry_its_number() {
        let input = b"2\n5\n2 3 2\n3 1 2 3\n5\n1 1\n2 4 4\n";
        assert_eq!(
            err(read_berzerk_cases(input, &Limits::JUDGE)),
            "line 7, column 5: case 2: Morty's step 4 appears twice; steps must be distinct"
        );
    }

    #[test]
    fn cases_are_counted_and_summed() {
        let j = &Limits::JUDGE;
        let two = b"2\n5\n2 3 2\n3 1 2 3\n8\n4 6 2 3 4\n2 3 6\n";
        assert_eq!(read_berzerk_cases(two, j).unwrap().len(), 2);
        assert!(err(read_berzerk_cases(b"3\n5\n2 3 2\n3 1 2 3\n", j)).contains("case 2: n"));
        assert!(err(read_berzerk_cases(b"0", j)).contains("between 1 and 100"));
        assert!(err(read_berzerk_cases(b"2\n7000 1 1 1 1\n2 1 1 1 1", j)).contains("past 7000"));
    }

    #[test]
    fn pile_queries() {
        let queries = read_piles(b"5\n2 3\n3 5\n5 7\n7 5\n7 7\n", &Limits::JUDGE).unwrap();
        let mut out = String::new();
        piles_answer(&queries, &mut out);
        assert_eq!(out, "Bob\nAlice\nBob\nBob\nAlice\n");
        assert!(
            err(read_piles(b"2\n1 1\n", &Limits::JUDGE)).contains("query 2 of 2: the first pile")
        );
        assert!(err(read_piles(b"1\n1 5001\n", &Limits::JUDGE)).contains("between 0 and 5000"));
    }
}
