//! The judge formats: whitespace-separated tokens in, exact text out.
//!
//! Reading is strict and total: every problem (missing, malformed, out of
//! range or surplus input) becomes an [`InputError`] that names the token's
//! line and column, and nothing is solved until the whole input has been read.

use std::fmt;

use crate::berzerk::{self, Game, Mover};
use crate::piles::PPositions;

/// What the judge promises about input sizes. [`Limits::LARGE`] goes well
/// beyond the judge's, for exploring, while keeping memory and time bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest `n` of a Berzerk game.
    pub max_objects: u64,
    /// Largest number of cases in the multi-case format.
    pub max_cases: u64,
    /// Largest sum of `n` over all cases.
    pub max_total_objects: u64,
    /// Largest number of pile queries.
    pub max_queries: u64,
    /// Largest pile.
    pub max_pile: u64,
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

/// A whitespace-separated token and where it starts (1-based).
struct Token<'a> {
    text: &'a [u8],
    line: u32,
    column: u32,
}

/// Splits input into tokens the way a judge reads it: any ASCII whitespace
/// separates, lines only matter for error positions.
struct Tokens<'a> {
    input: &'a [u8],
    at: usize,
    line: u32,
    /// Offset of the first byte of the current line, for columns.
    line_start: usize,
}

impl<'a> Tokens<'a> {
    fn new(input: &'a [u8]) -> Self {
        Tokens {
            input,
            at: 0,
            line: 1,
            line_start: 0,
        }
    }

    fn column(&self, at: usize) -> u32 {
        (at - self.line_start + 1) as u32
    }

    fn skip_space(&mut self) {
        while let Some(&c) = self.input.get(self.at) {
            if !c.is_ascii_whitespace() {
                break;
            }
            self.at += 1;
            if c == b'\n' {
                self.line += 1;
                self.line_start = self.at;
            }
        }
    }

    fn next(&mut self) -> Option<Token<'a>> {
        self.skip_space();
        let start = self.at;
        if start == self.input.len() {
            return None;
        }
        let len = self.input[start..]
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(self.input.len() - start);
        self.at = start + len;
        Some(Token {
            text: &self.input[start..self.at],
            line: self.line,
            column: self.column(start),
        })
    }

    fn error_here(&mut self, message: String) -> InputError {
        self.skip_space();
        InputError {
            line: self.line,
            column: self.column(self.at),
            message,
        }
    }

    /// Reads an integer in `lo..=hi`, described as `what` in messages.
    fn number(
        &mut self,
        what: &dyn Fn() -> String,
        lo: u64,
        hi: u64,
    ) -> Result<(u64, Token<'a>), InputError> {
        // Fast path: up to 18 plain digits, in range. Anything else (signs,
        // words, overflow, out of range) takes the careful path below, which
        // also builds the message.
        self.skip_space();
        let start = self.at;
        let (mut at, mut value) = (start, 0u64);
        while let Some(&c) = self.input.get(at) {
            let digit = c.wrapping_sub(b'0');
            if digit > 9 || at - start == 18 {
                break;
            }
            value = value * 10 + digit as u64;
            at += 1;
        }
        let ends_token = self.input.get(at).is_none_or(u8::is_ascii_whitespace);
        if at > start && ends_token && (lo..=hi).contains(&value) {
            self.at = at;
            let token = Token {
                text: &self.input[start..at],
                line: self.line,
                column: self.column(start),
            };
            return Ok((value, token));
        }
        let Some(token) = self.next() else {
            let message = if self.input.iter().all(u8::is_ascii_whitespace) {
                format!("the input is empty; expected {}", what())
            } else {
                format!("the input ends early; expected {}", what())
            };
            return Err(self.error_here(message));
        };
        let fail = |message: String| InputError {
            line: token.line,
            column: token.column,
            message,
        };
        let text = token.text;
        let digits = text.strip_prefix(b"+").unwrap_or(text);
        if let Some(rest) = text.strip_prefix(b"-") {
            if !rest.is_empty() && rest.iter().all(u8::is_ascii_digit) {
                return Err(fail(format!(
                    "{} must be between {lo} and {hi}, found {}",
                    what(),
                    show(text)
                )));
            }
        }
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            let kind = if std::str::from_utf8(text).is_err()
                || text.iter().any(|c| c.is_ascii_control())
            {
                "binary data"
            } else {
                "a word"
            };
            return Err(fail(format!(
                "expected {} (an integer), found {kind} {}",
                what(),
                show(text)
            )));
        }
        let value = digits.iter().try_fold(0u64, |acc, &c| {
            acc.checked_mul(10)?.checked_add((c - b'0') as u64)
        });
        match value {
            Some(v) if (lo..=hi).contains(&v) => Ok((v, token)),
            _ => Err(fail(format!(
                "{} must be between {lo} and {hi}, found {}",
                what(),
                show(text)
            ))),
        }
    }

    /// After the last expected token: anything left is an error.
    fn finish(&mut self, after: &str) -> Result<(), InputError> {
        match self.next() {
            None => Ok(()),
            Some(token) => Err(InputError {
                line: token.line,
                column: token.column,
                message: format!("unexpected extra input {} after {after}", show(token.text)),
            }),
        }
    }
}

/// A token as it may be shown in a one-line message: quoted, escaped, cut short.
fn show(text: &[u8]) -> String {
    let cut = &text[..text.len().min(24)];
    let mut shown = String::from("\"");
    for chunk in cut.utf8_chunks() {
        for c in chunk.valid().chars() {
            shown.extend(c.escape_debug());
        }
        for b in chunk.invalid() {
            shown.push_str(&format!("\\x{b:02x}"));
        }
    }
    shown.push('"');
    if text.len() > cut.len() {
        shown.push_str("...");
    }
    shown
}

/// Reads one Berzerk game: `n`, then `k1` and Rick's steps, then `k2` and Morty's.
fn read_game(
    tokens: &mut Tokens,
    limits: &Limits,
    case: Option<u64>,
    budget: &mut u64,
) -> Result<Game, InputError> {
    let prefix = case.map(|c| format!("case {c}: ")).unwrap_or_default();
    let (n, n_token) = tokens.number(
        &|| format!("{prefix}n (the number of objects)"),
        2,
        limits.max_objects,
    )?;
    if n > *budget {
        return Err(InputError {
            line: n_token.line,
            column: n_token.column,
            message: format!(
                "{prefix}n = {n} takes the sum of n over all cases past {}",
                limits.max_total_objects
            ),
        });
    }
    *budget -= n;
    let mut sets: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
    for mover in Mover::BOTH {
        let name = mover.name();
        let which = mover.index() + 1;
        let (k, _) = tokens.number(
            &|| format!("{prefix}k{which} (the size of {name}'s set)"),
            1,
            n - 1,
        )?;
        let mut seen = vec![false; n as usize];
        for i in 1..=k {
            let what = || format!("{prefix}{name}'s step {i} of {k}");
            let (x, token) = tokens.number(&what, 1, n - 1)?;
            if std::mem::replace(&mut seen[x as usize], true) {
                return Err(InputError {
                    line: token.line,
                    column: token.column,
                    message: format!(
                        "{prefix}{name}'s step {x} appears twice; steps must be distinct"
                    ),
                });
            }
            sets[mover.index()].push(x as u32);
        }
    }
    // The reads above enforce every rule, so this cannot fail; map it anyway.
    Game::new(n as u32, &sets[0], &sets[1]).map_err(|e| tokens.error_here(format!("{prefix}{e}")))
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
        limits.max_cases,
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
        limits.max_queries,
    )?;
    let mut queries = Vec::with_capacity(t as usize);
    for q in 1..=t {
        let (n, _) = tokens.number(
            &|| format!("query {q} of {t}: the first pile"),
            0,
            limits.max_pile,
        )?;
        let (m, _) = tokens.number(
            &|| format!("query {q} of {t}: the second pile"),
            0,
            limits.max_pile,
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
        let game = read_berzerk(b"5\r\n2 3\t2\n\n3 1 2 3", &Limits::JUDGE).unwrap();
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
            (b"5\n2 3 3\n1 1", "line 2, column 5: Rick's step 3 appears twice; steps must be distinct"),
            (b"5\n0\n", "line 2, column 1: k1 (the size of Rick's set) must be between 1 and 4, found \"0\""),
            (b"5\n2 3 2\n3 1 2", "line 3, column 6: the input ends early; expected Morty's step 3 of 3"),
            (b"5\n1 3\n1 1\n7", "line 4, column 1: unexpected extra input \"7\" after the game"),
        ];
        for (input, expected) in exact {
            assert_eq!(err(read_berzerk(input, j)), *expected);
        }
        let partial: &[(&[u8], &str)] = &[
            (b"5\n2 3 -2", "between 1 and 4, found \"-2\""),
            (b"99999999999999999999999", "between 2 and 7000"),
            (b"7001", "between 2 and 7000"),
            (b"5\n1 \xff\xfe", "binary data \"\\xff\\xfe\""),
            (b"5\n1 \x01", "binary data"),
        ];
        for (input, expected) in partial {
            let message = err(read_berzerk(input, j));
            assert!(message.contains(expected), "{message}");
        }
        assert!(read_berzerk(b"70000 1 1 1 1", &Limits::LARGE).is_ok());
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
