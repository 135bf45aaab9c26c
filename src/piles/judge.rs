//! The pile problem's judge format: `T` queries in, one winner a line out.

use std::fmt;

use std::convert::Infallible;

use super::PPositions;
use crate::judge::{alone, Format, InputError, Tokens};

/// How large a pile input may be: the judge's promise, or beyond it for
/// exploring while time stays bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest number of queries.
    pub queries: u32,
    /// Largest pile.
    pub pile: u32,
}

impl Limits {
    /// The pile problem's: up to 10^4 queries, piles up to 5000.
    pub const JUDGE: Limits = Limits {
        queries: 10_000,
        pile: 5000,
    };

    /// Large but safe: the sieve's time grows with the square of its
    /// bound, so piles stop at 10^5; a query is a lookup, so 10^7 of them.
    pub const LARGE: Limits = Limits {
        queries: 10_000_000,
        pile: 100_000,
    };
}

/// An item of the pile format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// `T`.
    Queries,
    /// One pile of query `query` (from 1) of `queries`.
    Pile {
        query: u32,
        queries: u32,
        second: bool,
    },
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Item::Queries => write!(f, "T (the number of queries)"),
            Item::Pile {
                query,
                queries,
                second,
            } => {
                let which = if second { "second" } else { "first" };
                write!(f, "query {query} of {queries}: the {which} pile")
            }
        }
    }
}

/// What a surplus token came after in the pile format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// The last of `T` queries.
    Queries(u32),
}

impl fmt::Display for After {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            After::Queries(t) => write!(f, "the last of {t} queries"),
        }
    }
}

/// The pile format, known by its items: it has no problem beyond its
/// tokens.
impl Format for Item {
    type After = After;
    type Problem = Infallible;
}

/// Reads the pile format: `T`, then `T` lines `n m`.
pub fn read_piles(input: &[u8], limits: &Limits) -> Result<Vec<(u32, u32)>, InputError<Item>> {
    let mut tokens = Tokens::new(input);
    let (t, _) = tokens.number(alone(Item::Queries), 1, limits.queries.into())?;
    let queries = t as u32;
    let mut read = Vec::with_capacity(t as usize);
    for query in 1..=queries {
        let mut pile = |second| {
            let item = Item::Pile {
                query,
                queries,
                second,
            };
            tokens.number(alone(item), 0, limits.pile.into())
        };
        let (n, _) = pile(false)?;
        let (m, _) = pile(true)?;
        read.push((n as u32, m as u32));
    }
    tokens.finish(After::Queries(queries))?;
    Ok(read)
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
    use crate::judge::err;
    use crate::judge::InputProblem;

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
        let e = read_piles(b"1\n1 2 3", &Limits::JUDGE).unwrap_err();
        let extra = InputProblem::Extra {
            text: "\"3\"".to_string(),
            after: After::Queries(1),
        };
        assert_eq!(e.problem, extra);
    }
}
