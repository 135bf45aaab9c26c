//! The judge formats: whitespace-separated tokens in, exact text out.
//!
//! Reading is strict and total: every problem (missing, malformed, out of
//! range or surplus input) becomes an [`InputError`] that names the token's
//! line and column, and nothing is solved until the whole input has been read.

use std::fmt::{self, Write};

use crate::berzerk::{self, Game, Mover, RuleError};
use crate::graph::Graph;
use crate::outcome::Outcome;
use crate::piles::PPositions;
use crate::quote::quote;
use crate::retro::{Retrograde, Run, Stepper};

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
    /// Largest number of nodes of a game graph.
    pub max_nodes: u32,
    /// Largest number of edge lines of a game graph.
    pub max_edges: u32,
}

impl Limits {
    /// The limits of Codeforces 786A, its multi-case variant, the pile
    /// problem, and the game graph's (n up to 10^5, m up to 10^6).
    pub const JUDGE: Limits = Limits {
        max_objects: 7000,
        max_cases: 100,
        max_total_objects: 7000,
        max_queries: 10_000,
        max_pile: 5000,
        max_nodes: 100_000,
        max_edges: 1_000_000,
    };

    /// Large but safe: a Berzerk table of 10^7 objects takes a few hundred
    /// megabytes, the pile sieve's time grows with the square of its bound,
    /// and `retrograde graph --large` on 10^7 random edges among 10^7 nodes
    /// peaked at 0.58 GB, its input and answer text included (the graph
    /// takes 8 bytes per node and per edge, the engine 21 per node).
    pub const LARGE: Limits = Limits {
        max_objects: 10_000_000,
        max_cases: 1_000_000,
        max_total_objects: 10_000_000,
        max_queries: 10_000_000,
        max_pile: 100_000,
        max_nodes: 10_000_000,
        max_edges: 10_000_000,
    };
}

/// Bad input, located at a token (or at the end of input): the place and
/// the problem as data; `Display` gives the command's one-line message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    pub line: u32,
    pub column: u32,
    pub problem: InputProblem,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.problem
        )
    }
}

impl std::error::Error for InputError {}

/// What is wrong at the place of an [`InputError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputProblem {
    /// Nothing but whitespace, where `Wanted` was expected first.
    Empty(Wanted),
    /// The input stops before `Wanted`.
    EndsEarly(Wanted),
    /// A token that is not an integer. `text` is the token as messages show
    /// it: quoted, escaped and cut short.
    NotAnInteger {
        wanted: Wanted,
        found: Found,
        text: String,
    },
    /// An integer outside its range (`text` as above).
    OutOfRange {
        wanted: Wanted,
        bounds: Bounds,
        text: String,
    },
    /// A Berzerk game that breaks a rule, in case `case` of several.
    Rule { case: Option<u32>, rule: RuleError },
    /// A case whose `n` takes the sum of n over all cases past `max`.
    TooManyObjectsInAll { case: Option<u32>, n: u32, max: u32 },
    /// A token after the end of what the format holds (`text` as above).
    Extra { text: String, after: After },
}

/// The value a reader expected at a token: an item of the format, in a
/// numbered case of several or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wanted {
    pub case: Option<u32>,
    pub item: Item,
}

/// An item of one of the judge formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// Berzerk's `n`.
    Objects,
    /// `k1` or `k2`.
    SetSize { mover: Mover },
    /// The `index`-th (from 1) of a mover's `count` jumps.
    Jump {
        mover: Mover,
        index: u32,
        count: u32,
    },
    /// `T` of the multi-case format.
    Cases,
    /// `T` of the pile format.
    Queries,
    /// One pile of query `query` (from 1) of `queries`.
    Pile {
        query: u32,
        queries: u32,
        second: bool,
    },
    /// The graph's `n`.
    Nodes,
    /// The graph's `m`.
    Edges,
    /// One end of edge `edge` (from 1) of `edges`: `u`, or `v` if `head`.
    EdgeEnd { edge: u32, edges: u32, head: bool },
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

/// What a surplus token came after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// The one game of the Codeforces format.
    Game,
    /// The last of `T` cases.
    Cases(u32),
    /// The last of `T` queries.
    Queries(u32),
    /// A graph's last edge line (of `m`, maybe none).
    Edges(u32),
}

impl fmt::Display for InputProblem {
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
            InputProblem::Rule { case, rule } => write!(f, "{}{rule}", CasePrefix(*case)),
            InputProblem::TooManyObjectsInAll { case, n, max } => write!(
                f,
                "{}n = {n} takes the sum of n over all cases past {max}",
                CasePrefix(*case)
            ),
            InputProblem::Extra { text, after } => {
                write!(f, "unexpected extra input {text} after {after}")
            }
        }
    }
}

/// "case 2: ", or nothing outside the multi-case format.
struct CasePrefix(Option<u32>);

impl fmt::Display for CasePrefix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(case) => write!(f, "case {case}: "),
            None => Ok(()),
        }
    }
}

impl fmt::Display for Wanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", CasePrefix(self.case), self.item)
    }
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Item::Objects => write!(f, "n (the number of objects)"),
            Item::SetSize { mover } => write!(
                f,
                "k{} (the size of {}'s set)",
                mover.index() + 1,
                mover.name()
            ),
            Item::Jump {
                mover,
                index,
                count,
            } => write!(f, "{}'s jump {index} of {count}", mover.name()),
            Item::Cases => write!(f, "T (the number of cases)"),
            Item::Queries => write!(f, "T (the number of queries)"),
            Item::Pile {
                query,
                queries,
                second,
            } => {
                let which = if second { "second" } else { "first" };
                write!(f, "query {query} of {queries}: the {which} pile")
            }
            Item::Nodes => write!(f, "n (the number of nodes)"),
            Item::Edges => write!(f, "m (the number of edges)"),
            Item::EdgeEnd { edge, edges, head } => {
                let end = if head {
                    "v (the node it moves to)"
                } else {
                    "u (the node it moves from)"
                };
                write!(f, "edge {edge} of {edges}: {end}")
            }
        }
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

impl fmt::Display for After {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            After::Game => write!(f, "the game"),
            After::Cases(t) => write!(f, "the last of {t} cases"),
            After::Queries(t) => write!(f, "the last of {t} queries"),
            After::Edges(0) => write!(f, "n and m (the graph has no edges)"),
            After::Edges(m) => write!(f, "the last of {m} edges"),
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
    fn error(self, problem: InputProblem) -> InputError {
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

    fn error_here(&mut self, problem: InputProblem) -> InputError {
        self.skip_space();
        self.place(self.at).error(problem)
    }

    /// Reads an integer in `lo..=hi`, the `wanted` item of the format.
    fn number(&mut self, wanted: Wanted, lo: i64, hi: i64) -> Result<(i64, Place), InputError> {
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

    /// After the last expected token: anything left is an error.
    fn finish(&mut self, after: After) -> Result<(), InputError> {
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

/// Reads one Berzerk game: `n`, then `k1` and Rick's jumps, then `k2` and
/// Morty's. The rules are the game's own ([`Game::new`]); a broken one is
/// reported at the token it is about.
fn read_game(
    tokens: &mut Tokens,
    limits: &Limits,
    case: Option<u32>,
    budget: &mut u32,
) -> Result<Game, InputError> {
    let wanted = |item| Wanted { case, item };
    let (n, n_place) = tokens.number(wanted(Item::Objects), i64::MIN, limits.max_objects.into())?;
    let rule_error = |place: Place, rule| place.error(InputProblem::Rule { case, rule });
    let n = Game::check_objects(n).map_err(|e| rule_error(n_place, e))?;
    if n > *budget {
        return Err(n_place.error(InputProblem::TooManyObjectsInAll {
            case,
            n,
            max: limits.max_total_objects,
        }));
    }
    *budget -= n;
    let rick = read_jumps(tokens, Mover::Rick, n, case)?;
    let morty = read_jumps(tokens, Mover::Morty, n, case)?;
    Game::new(n, &rick.jumps, &morty.jumps).map_err(|e| {
        let list = |mover: Mover| if mover == Mover::Rick { &rick } else { &morty };
        let place = match e {
            RuleError::TooFewObjects { .. } | RuleError::TooManyObjects { .. } => n_place,
            RuleError::EmptySet { mover } => list(mover).size_place,
            RuleError::JumpOutOfRange { mover, index, .. }
            | RuleError::DuplicateJump { mover, index, .. } => list(mover).places[index],
        };
        rule_error(place, e)
    })
}

/// One mover's jumps as read, not yet checked, with where each one was.
struct JumpList {
    jumps: Vec<i64>,
    places: Vec<Place>,
    /// Where `k` was: an empty set is reported there.
    size_place: Place,
}

/// Reads `k` (`1..=n-1`, as the statement bounds it) and `k` jumps of any
/// value.
fn read_jumps(
    tokens: &mut Tokens,
    mover: Mover,
    n: u32,
    case: Option<u32>,
) -> Result<JumpList, InputError> {
    let wanted = |item| Wanted { case, item };
    let (k, size_place) = tokens.number(wanted(Item::SetSize { mover }), 1, i64::from(n) - 1)?;
    let mut list = JumpList {
        jumps: Vec::with_capacity(k as usize),
        places: Vec::with_capacity(k as usize),
        size_place,
    };
    let count = k as u32;
    for index in 1..=count {
        let item = Item::Jump {
            mover,
            index,
            count,
        };
        let (jump, place) = tokens.number(wanted(item), i64::MIN, i64::MAX)?;
        list.jumps.push(jump);
        list.places.push(place);
    }
    Ok(list)
}

/// The item `item` outside any case.
fn alone(item: Item) -> Wanted {
    Wanted { case: None, item }
}

/// Reads the Codeforces 786A format: exactly one game.
pub fn read_berzerk(input: &[u8], limits: &Limits) -> Result<Game, InputError> {
    let mut tokens = Tokens::new(input);
    let mut budget = limits.max_objects;
    let game = read_game(&mut tokens, limits, None, &mut budget)?;
    tokens.finish(After::Game)?;
    Ok(game)
}

/// Reads the multi-case format: `T`, then `T` games.
pub fn read_berzerk_cases(input: &[u8], limits: &Limits) -> Result<Vec<Game>, InputError> {
    let mut tokens = Tokens::new(input);
    let (t, _) = tokens.number(alone(Item::Cases), 1, limits.max_cases.into())?;
    let t = t as u32;
    let mut budget = limits.max_total_objects;
    let games = (1..=t)
        .map(|case| read_game(&mut tokens, limits, Some(case), &mut budget))
        .collect::<Result<Vec<_>, _>>()?;
    tokens.finish(After::Cases(t))?;
    Ok(games)
}

/// Reads the pile format: `T`, then `T` lines `n m`.
pub fn read_piles(input: &[u8], limits: &Limits) -> Result<Vec<(u32, u32)>, InputError> {
    let mut tokens = Tokens::new(input);
    let (t, _) = tokens.number(alone(Item::Queries), 1, limits.max_queries.into())?;
    let queries = t as u32;
    let mut read = Vec::with_capacity(t as usize);
    for query in 1..=queries {
        let mut pile = |second| {
            let item = Item::Pile {
                query,
                queries,
                second,
            };
            tokens.number(alone(item), 0, limits.max_pile.into())
        };
        let (n, _) = pile(false)?;
        let (m, _) = pile(true)?;
        read.push((n as u32, m as u32));
    }
    tokens.finish(After::Queries(queries))?;
    Ok(read)
}

/// Reads a game graph: `n m`, then `m` lines `u v`, a move from node `u` to
/// node `v` (both in `1..=n`). Repeated edges count once and self-loops are
/// moves like any other; the graph numbers nodes from 0.
pub fn read_graph(input: &[u8], limits: &Limits) -> Result<Graph, InputError> {
    let mut tokens = Tokens::new(input);
    let (n, _) = tokens.number(alone(Item::Nodes), 1, limits.max_nodes.into())?;
    let (m, _) = tokens.number(alone(Item::Edges), 0, limits.max_edges.into())?;
    let edges = m as u32;
    let mut read = Vec::with_capacity(m as usize);
    for edge in 1..=edges {
        let mut end = |head| {
            let item = Item::EdgeEnd { edge, edges, head };
            tokens.number(alone(item), 1, n)
        };
        let (u, _) = end(false)?;
        let (v, _) = end(true)?;
        read.push((u as u32 - 1, v as u32 - 1));
    }
    tokens.finish(After::Edges(edges))?;
    Ok(Graph::from_edges(n as u32, read))
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

/// A game graph solved to its end by the generic engine.
pub fn solve_graph(graph: &Graph) -> Retrograde<&Graph> {
    let mut run = Retrograde::new(graph);
    run.finish();
    run
}

/// The graph's judge output: one line with `Win`, `Lose` or `Loop` for the
/// player to move at nodes 1..n; with `remoteness`, a second line with each
/// node's remoteness (`-` for a Loop).
pub fn graph_answer(graph: &Graph, remoteness: bool, out: &mut String) {
    write_graph_answer(&solve_graph(graph), remoteness, out);
}

/// The judge output of a finished run over a game graph, as [`graph_answer`]
/// writes it: the page writes the answer of the run it shows with it.
pub fn write_graph_answer<R: Run>(run: &R, remoteness: bool, out: &mut String) {
    assert!(run.is_done(), "the answer is read off a finished run");
    let words = |out: &mut String, each: &dyn Fn(usize, &mut String)| {
        for state in 0..run.outcomes().len() {
            if state > 0 {
                out.push(' ');
            }
            each(state, out);
        }
        out.push('\n');
    };
    out.reserve(run.outcomes().len() * if remoteness { 10 } else { 5 });
    words(out, &|state, out| out.push_str(run.outcome(state).word()));
    if remoteness {
        words(out, &|state, out| match run.remoteness(state) {
            Some(r) => {
                let _ = write!(out, "{r}");
            }
            None if run.outcome(state) == Outcome::Loop => out.push('-'),
            None => unreachable!("a finished run decides every state"),
        });
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
        assert_eq!(game.jumps(Mover::Rick), &[2, 3]);
        let mut out = String::new();
        berzerk_answer(&game, Engine::Steps, &mut out);
        assert_eq!(out, "Lose Win Win Loop\nLoop Win Win Win\n");
    }

    #[test]
    fn errors_name_the_problem_and_place() {
        let j = &Limits::JUDGE;
        let exact: &[(&[u8], &str)] = &[
            (b"", "line 1, column 1: the input is empty; expected n (the number of objects)"),
            (b"5\n2 3 x\n", "line 2, column 5: expected Rick's jump 2 of 2 (an integer), found a word \"x\""),
            (b"5\n2 3 -2\n1 1", "line 2, column 5: Rick's jump -2 is out of range: jumps must be between 1 and 4"),
            (b"5\n2 3 2\n3 1 2 9\n", "line 3, column 7: Morty's jump 9 is out of range: jumps must be between 1 and 4"),
            (b"5\n3 3 2 3\n1 1", "line 2, column 7: Rick's jump 3 appears twice; jumps must be distinct"),
            (b"5\n0\n1 1", "line 2, column 1: k1 (the size of Rick's set) must be between 1 and 4, found \"0\""),
            (b"5\n5\n", "line 2, column 1: k1 (the size of Rick's set) must be between 1 and 4, found \"5\""),
            (b" 1\n1 1\n1 1", "line 1, column 2: n must be at least 2 (the hole and one planet), got 1"),
            (b"-7", "line 1, column 1: n must be at least 2 (the hole and one planet), got -7"),
            (b"7001", "line 1, column 1: n (the number of objects) must be at most 7000, found \"7001\""),
            (b"5\n2 3 2\n3 1 2", "line 3, column 6: the input ends early; expected Morty's jump 3 of 3"),
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
                "Rick's jump 1 of 1 must be a 64-bit integer",
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
        assert_eq!(
            read_berzerk(b"70000 1 1 1 1", &Limits::LARGE).map(|g| g.objects()),
            Ok(70_000)
        );
        assert_eq!(
            err(read_berzerk(b"5 +2 -0004 +3 1 4", j)),
            "line 1, column 6: Rick's jump -4 is out of range: jumps must be between 1 and 4"
        );
        let game = read_berzerk(b"5 +2 0004 +3 1 4", j).unwrap();
        assert_eq!(game.jumps(Mover::Rick), &[3, 4]);
    }

    #[test]
    fn rule_errors_in_a_case_carry_its_number() {
        let input = b"2\n5\n2 3 2\n3 1 2 3\n5\n1 1\n2 4 4\n";
        assert_eq!(
            err(read_berzerk_cases(input, &Limits::JUDGE)),
            "line 7, column 5: case 2: Morty's jump 4 appears twice; jumps must be distinct"
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

    #[test]
    fn errors_are_data_at_a_place() {
        let e = read_berzerk(b"5\n2 3 2\n3 1 2 9\n", &Limits::JUDGE).unwrap_err();
        assert_eq!((e.line, e.column), (3, 7));
        let rule = RuleError::JumpOutOfRange {
            mover: Mover::Morty,
            jump: 9,
            n: 5,
            index: 2,
        };
        assert_eq!(e.problem, InputProblem::Rule { case: None, rule });
        let e = read_berzerk(b"5\n2 3 x\n", &Limits::JUDGE).unwrap_err();
        let item = Item::Jump {
            mover: Mover::Rick,
            index: 2,
            count: 2,
        };
        let expected = InputProblem::NotAnInteger {
            wanted: Wanted { case: None, item },
            found: Found::Word,
            text: "\"x\"".to_string(),
        };
        assert_eq!((e.line, e.column, e.problem), (2, 5, expected));
        let e = read_berzerk_cases(b"2\n7000 1 1 1 1\n2 1 1 1 1", &Limits::JUDGE).unwrap_err();
        let sum = InputProblem::TooManyObjectsInAll {
            case: Some(2),
            n: 2,
            max: 7000,
        };
        assert_eq!((e.line, e.problem), (3, sum));
        let e = read_piles(b"1\n1 2 3", &Limits::JUDGE).unwrap_err();
        let extra = InputProblem::Extra {
            text: "\"3\"".to_string(),
            after: After::Queries(1),
        };
        assert_eq!(e.problem, extra);
    }

    #[test]
    fn graphs_read_with_repeats_self_loops_and_crlf() {
        let graph = read_graph(b"3 4\r\n1 2\r\n1 2\r\n3 3\r\n2 1\r\n", &Limits::JUDGE).unwrap();
        assert_eq!((graph.node_count(), graph.edge_count()), (3, 3));
        assert_eq!(
            (graph.moves(0), graph.moves(1), graph.moves(2)),
            (&[1][..], &[0][..], &[2][..])
        );
        let mut out = String::new();
        graph_answer(&graph, true, &mut out);
        assert_eq!(out, "Loop Loop Loop\n- - -\n");
        let graph = read_graph(b"4 3 1 2 2 3 3 4", &Limits::JUDGE).unwrap();
        out.clear();
        graph_answer(&graph, true, &mut out);
        assert_eq!(out, "Win Lose Win Lose\n3 2 1 0\n");
        let j = &Limits::JUDGE;
        let exact: &[(&[u8], &str)] = &[
            (b" \n", "line 2, column 1: the input is empty; expected n (the number of nodes)"),
            (b"0 0", "line 1, column 1: n (the number of nodes) must be between 1 and 100000, found \"0\""),
            (b"2", "line 1, column 2: the input ends early; expected m (the number of edges)"),
            (b"2 1\n1 3", "line 2, column 3: edge 1 of 1: v (the node it moves to) must be between 1 and 2, found \"3\""),
            (b"2 1\n0 1", "line 2, column 1: edge 1 of 1: u (the node it moves from) must be between 1 and 2, found \"0\""),
            (b"2 0 1", "line 1, column 5: unexpected extra input \"1\" after n and m (the graph has no edges)"),
        ];
        for (input, expected) in exact {
            assert_eq!(err(read_graph(input, j)), *expected);
        }
        let too_many = InputProblem::OutOfRange {
            wanted: alone(Item::Nodes),
            bounds: Bounds::Between(1, 100_000),
            text: "\"100001\"".to_string(),
        };
        assert_eq!(read_graph(b"100001 0", j).unwrap_err().problem, too_many);
        let large = read_graph(b"100001 0", &Limits::LARGE).unwrap();
        assert_eq!((large.node_count(), large.edge_count()), (100_001, 0));
    }
}
