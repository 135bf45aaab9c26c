//! Berzerk's judge formats: the Codeforces 786A input (one game) and its
//! multi-case variant in, two lines of outcomes per game out.

use std::fmt;

use super::{Game, Mover, RuleError};
use crate::judge::{alone, CasePrefix, Format, InputError, InputProblem, Place, Tokens, Wanted};
use crate::retro::{Run, Stepper};

/// How large a Berzerk input may be: the judge's promise, or beyond it for
/// exploring while memory and time stay bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest `n` of a game.
    pub objects: u32,
    /// Largest number of cases in the multi-case format.
    pub cases: u32,
    /// Largest sum of `n` over all cases.
    pub total_objects: u32,
}

impl Limits {
    /// Codeforces 786A's `n` up to 7000; its multi-case variant holds up to
    /// 100 games whose `n` sum to no more than one game's.
    pub const JUDGE: Limits = Limits {
        objects: 7000,
        cases: 100,
        total_objects: 7000,
    };

    /// Large but safe: a table of 10^7 objects takes a few hundred
    /// megabytes, and the sum of `n` bounds the cases' tables together.
    pub const LARGE: Limits = Limits {
        objects: 10_000_000,
        cases: 1_000_000,
        total_objects: 10_000_000,
    };
}

/// An item of Berzerk's formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// `n`.
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
        }
    }
}

/// What a surplus token came after in Berzerk's formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// The one game of the Codeforces format.
    Game,
    /// The last of `T` cases.
    Cases(u32),
}

impl fmt::Display for After {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            After::Game => write!(f, "the game"),
            After::Cases(t) => write!(f, "the last of {t} cases"),
        }
    }
}

/// Well-formed tokens that make no game, in case `case` of several.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A game that breaks a rule.
    Rule { case: Option<u32>, rule: RuleError },
    /// A case whose `n` takes the sum of n over all cases past `max`.
    TooManyObjectsInAll { case: Option<u32>, n: u32, max: u32 },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Rule { case, rule } => write!(f, "{}{rule}", CasePrefix(*case)),
            Problem::TooManyObjectsInAll { case, n, max } => write!(
                f,
                "{}n = {n} takes the sum of n over all cases past {max}",
                CasePrefix(*case)
            ),
        }
    }
}

/// Berzerk's formats, known by their items.
impl Format for Item {
    type After = After;
    type Problem = Problem;
}

impl From<Problem> for InputProblem<Item> {
    fn from(problem: Problem) -> Self {
        InputProblem::Game(problem)
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
) -> Result<Game, InputError<Item>> {
    let wanted = |item: Item| Wanted { case, item };
    let (n, n_place) = tokens.number(wanted(Item::Objects), i64::MIN, limits.objects.into())?;
    let rule_error = |place: Place, rule| place.error(Problem::Rule { case, rule }.into());
    let n = Game::check_objects(n).map_err(|e| rule_error(n_place, e))?;
    if n > *budget {
        let problem = Problem::TooManyObjectsInAll {
            case,
            n,
            max: limits.total_objects,
        };
        return Err(n_place.error(problem.into()));
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
) -> Result<JumpList, InputError<Item>> {
    let wanted = |item: Item| Wanted { case, item };
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

/// Reads the Codeforces 786A format: exactly one game.
pub fn read_berzerk(input: &[u8], limits: &Limits) -> Result<Game, InputError<Item>> {
    let mut tokens = Tokens::new(input);
    let mut budget = limits.objects;
    let game = read_game(&mut tokens, limits, None, &mut budget)?;
    tokens.finish(After::Game)?;
    Ok(game)
}

/// Reads the multi-case format: `T`, then `T` games.
pub fn read_berzerk_cases(input: &[u8], limits: &Limits) -> Result<Vec<Game>, InputError<Item>> {
    let mut tokens = Tokens::new(input);
    let (t, _) = tokens.number(alone(Item::Cases), 1, limits.cases.into())?;
    let t = t as u32;
    let mut budget = limits.total_objects;
    let games = (1..=t)
        .map(|case| read_game(&mut tokens, limits, Some(case), &mut budget))
        .collect::<Result<Vec<_>, _>>()?;
    tokens.finish(After::Cases(t))?;
    Ok(games)
}

/// Which Berzerk solver answers: both give the same outcomes, and the
/// command lets one choose so that each can be timed and checked against
/// the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Solver {
    /// The bitset batch solver.
    #[default]
    Batch,
    /// The step-by-step walker run to its end.
    Steps,
}

/// The two judge lines of one game.
pub fn berzerk_answer(game: &Game, solver: Solver, out: &mut String) {
    match solver {
        Solver::Batch => super::write_judge_lines(game.objects(), &super::solve(game), out),
        Solver::Steps => {
            let mut walker = super::Walker::new(game.clone());
            walker.finish();
            super::write_judge_lines(game.objects(), walker.outcomes(), out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::{err, Found};

    #[test]
    fn reads_sample_with_any_whitespace() {
        let game = read_berzerk(b"5\r\n2 3\t2\n\x0b3\x0c1 2 3", &Limits::JUDGE).unwrap();
        assert_eq!(game.jumps(Mover::Rick), &[2, 3]);
        let mut out = String::new();
        berzerk_answer(&game, Solver::Steps, &mut out);
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
    fn errors_are_data_at_a_place() {
        let e = read_berzerk(b"5\n2 3 2\n3 1 2 9\n", &Limits::JUDGE).unwrap_err();
        assert_eq!((e.line, e.column), (3, 7));
        let rule = RuleError::JumpOutOfRange {
            mover: Mover::Morty,
            jump: 9,
            n: 5,
            index: 2,
        };
        assert_eq!(e.problem, Problem::Rule { case: None, rule }.into());
        let e = read_berzerk(b"5\n2 3 x\n", &Limits::JUDGE).unwrap_err();
        let item = Item::Jump {
            mover: Mover::Rick,
            index: 2,
            count: 2,
        };
        let expected = InputProblem::NotAnInteger {
            wanted: alone(item),
            found: Found::Word,
            text: "\"x\"".to_string(),
        };
        assert_eq!((e.line, e.column, e.problem), (2, 5, expected));
        let e = read_berzerk_cases(b"2\n7000 1 1 1 1\n2 1 1 1 1", &Limits::JUDGE).unwrap_err();
        let sum = Problem::TooManyObjectsInAll {
            case: Some(2),
            n: 2,
            max: 7000,
        };
        assert_eq!((e.line, e.problem), (3, sum.into()));
    }
}
