//! Two-pile answers: one word per query, Alice when the first player wins,
//! else Bob.

use std::fmt;

use super::{PPositions, PileMove};
use crate::check::words::{self, Expected, Word};
use crate::check::{Place, Verdict};

/// Who wins a pile query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// The first player.
    Alice,
    Bob,
}

impl Word for Winner {
    const ALL: &'static [Winner] = &[Winner::Alice, Winner::Bob];
    const TEXTS: &'static [&'static str] = &["Alice", "Bob"];
}

/// The first wrong word of a pile answer, with its proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PilesMistake {
    pub place: Place,
    /// The query's number, from 1.
    pub query: usize,
    pub piles: (u32, u32),
    pub said: Winner,
    pub truth: Winner,
    pub proof: PilesProof,
}

/// The first line of a wrong answer's report, after `wrong answer: `, then
/// the proof.
impl fmt::Display for PilesMistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, m) = self.piles;
        write!(
            f,
            "{}: query {}, piles ({n}, {m}): the answer says {}, the truth is {}\n{}",
            self.place,
            self.query,
            self.said.text(),
            self.truth.text(),
            self.proof
        )
    }
}

/// Why a query has its winner, one move deep: P-positions are the
/// positions where every move leaves a winning position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PilesProof {
    /// Alice takes `take` and leaves Bob the P-position `to`.
    AliceWins { take: PileMove, to: (u32, u32) },
    /// `piles` is a P-position: no move reaches a smaller one. Each
    /// P-position within reach is listed with the take it would need, in
    /// which neither amount is a multiple of the other. At `(0, 0)` the
    /// list is empty: there is no move at all.
    BobWins {
        piles: (u32, u32),
        out_of_reach: Vec<((u32, u32), PileMove)>,
    },
}

/// P-positions a proof names before it only counts the rest.
pub const LISTED: usize = 4;

/// "1 from the first pile and 2 from the second".
fn describe(take: PileMove) -> String {
    match (take.from_first, take.from_second) {
        (a, 0) => format!("{a} from the first pile"),
        (0, b) => format!("{b} from the second pile"),
        (a, b) => format!("{a} from the first pile and {b} from the second"),
    }
}

impl fmt::Display for PilesProof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PilesProof::AliceWins { take, to: (0, 0) } => write!(
                f,
                "Alice wins: take {} to reach (0, 0), where Bob has no move",
                describe(*take)
            ),
            PilesProof::AliceWins { take, to: (x, y) } => write!(
                f,
                "Alice wins: take {} to reach ({x}, {y}), a P-position, where every move leaves a winning position",
                describe(*take)
            ),
            PilesProof::BobWins { piles: (n, m), out_of_reach } if out_of_reach.is_empty() => {
                write!(f, "Bob wins: ({n}, {m}) leaves Alice no move")
            }
            PilesProof::BobWins { piles: (n, m), out_of_reach } => {
                write!(
                    f,
                    "Bob wins: ({n}, {m}) is a P-position, where every move leaves a winning position: no move reaches a smaller P-position, since reaching "
                )?;
                let listed: Vec<String> = out_of_reach
                    .iter()
                    .take(LISTED)
                    .map(|((x, y), take)| {
                        format!("({x}, {y}) takes {} and {}", take.from_first, take.from_second)
                    })
                    .collect();
                write!(f, "{}", listed.join(", "))?;
                if out_of_reach.len() > LISTED {
                    write!(f, ", and {} more", out_of_reach.len() - LISTED)?;
                }
                match out_of_reach.len() {
                    1 => write!(f, ", and neither amount is a multiple of the other"),
                    _ => write!(f, ", and in none of these takes is one amount a multiple of the other"),
                }
            }
        }
    }
}

/// Proves who wins at `(n, m)`, within the table's bound.
fn prove(table: &PPositions, (n, m): (u32, u32)) -> PilesProof {
    if let Some(take) = table.winning_move(n, m) {
        let to = (n - take.from_first, m - take.from_second);
        return PilesProof::AliceWins { take, to };
    }
    let out_of_reach = (0..=n)
        .filter_map(|x| Some((x, table.partner(x)?)))
        .filter(|&(x, y)| y <= m && (x, y) != (n, m))
        .map(|(x, y)| {
            let take = PileMove {
                from_first: n - x,
                from_second: m - y,
            };
            ((x, y), take)
        })
        .collect();
    PilesProof::BobWins {
        piles: (n, m),
        out_of_reach,
    }
}

/// The layout of an answer to pile queries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PilesShape {
    /// One winner per query.
    OnePerQuery,
}

impl fmt::Display for PilesShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PilesShape::OnePerQuery => write!(f, ", one per query"),
        }
    }
}

/// Checks an answer to pile `queries`: the sieve runs as far as the
/// largest pile.
pub fn check_piles(queries: &[(u32, u32)], answer: &[u8]) -> Verdict<PilesMistake, PilesShape> {
    let bound = queries.iter().map(|&(n, m)| n.max(m)).max().unwrap_or(0);
    let table = PPositions::up_to(bound);
    let winner = |&(n, m): &(u32, u32)| {
        if table.is_losing(n, m) {
            Winner::Bob
        } else {
            Winner::Alice
        }
    };
    let expected = Expected {
        words: queries.len(),
        choices: Winner::TEXTS,
        shape: PilesShape::OnePerQuery,
    };
    let truth = queries.iter().map(winner);
    words::check(answer, expected, truth, |mismatch| {
        let piles = queries[mismatch.index];
        PilesMistake {
            place: mismatch.place,
            query: mismatch.index + 1,
            piles,
            said: mismatch.said,
            truth: mismatch.truth,
            proof: prove(&table, piles),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piles::is_move;

    #[test]
    fn the_sample_is_accepted_and_a_flip_proven() {
        let queries = [(2, 3), (3, 5), (5, 7), (7, 5), (7, 7)];
        let verdict = check_piles(&queries, b"Bob\nAlice\nBob\nBob\nAlice\n");
        assert_eq!(verdict, Verdict::Accepted { words: 5 });
        let verdict = check_piles(&queries, b"Bob\nAlice\nAlice\nBob\nBob\n");
        assert_eq!(
            verdict.to_string(),
            "wrong answer: line 3, word 1: query 3, piles (5, 7): the answer says Alice, the truth is Bob\n\
             Bob wins: (5, 7) is a P-position, where every move leaves a winning position: \
             no move reaches a smaller P-position, since reaching (0, 0) takes 5 and 7, (2, 3) takes 3 and 4, (3, 2) takes 2 and 5, \
             and in none of these takes is one amount a multiple of the other\n\
             wrong words: 2 of 5\n\
             said Alice but Bob: 1\n\
             said Bob but Alice: 1\n"
        );
    }

    #[test]
    fn alice_moves_onto_a_p_position() {
        let table = PPositions::up_to(9);
        let take = PileMove {
            from_first: 1,
            from_second: 2,
        };
        assert_eq!(
            prove(&table, (3, 5)),
            PilesProof::AliceWins { take, to: (2, 3) }
        );
        assert_eq!(
            prove(&table, (0, 9)).to_string(),
            "Alice wins: take 9 from the second pile to reach (0, 0), where Bob has no move"
        );
        assert_eq!(
            prove(&table, (0, 0)).to_string(),
            "Bob wins: (0, 0) leaves Alice no move"
        );
    }

    #[test]
    fn bob_lists_every_p_position_within_reach() {
        let table = PPositions::up_to(400);
        let [a, b] = table.pairs().find(|&[a, _]| a > 40).unwrap();
        let PilesProof::BobWins { out_of_reach, .. } = prove(&table, (b, a)) else {
            panic!("({b}, {a}) is a P-position");
        };
        let within = table.pairs().flat_map(|[x, y]| [(x, y), (y, x)]);
        let mut expected: Vec<(u32, u32)> = within.filter(|&(x, y)| x <= b && y <= a).collect();
        expected.sort_unstable();
        expected.dedup();
        expected.retain(|&p| p != (b, a));
        let listed: Vec<(u32, u32)> = out_of_reach.iter().map(|&(p, _)| p).collect();
        assert_eq!(listed, expected);
        for ((x, y), take) in &out_of_reach {
            assert_eq!((take.from_first, take.from_second), (b - x, a - y));
            assert!(!is_move(take.from_first, take.from_second));
        }
        let text = prove(&table, (b, a)).to_string();
        assert!(
            text.contains(&format!(", and {} more,", expected.len() - LISTED)),
            "{text}"
        );
    }
}
