//! Two-pile queries to test a solution on: the corner of small piles first,
//! then empty piles, equal piles, the ends of the range, the P-positions
//! and their neighbours, and plain random queries, in inputs that grow.

use std::fmt::Write as _;

use crate::gen::Rng;
use crate::piles::PPositions;

/// One query: the two piles.
pub type Query = (u32, u32);

/// Queries as a judge input: `T`, then one line `n m` per query.
pub fn piles_input(queries: &[Query]) -> String {
    let mut out = format!("{}\n", queries.len());
    for (n, m) in queries {
        let _ = writeln!(out, "{n} {m}");
    }
    out
}

/// What a batch of random queries is made to be like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PileKind {
    /// Every query in a square of consecutive piles (the first one at 0).
    Grid,
    /// One pile empty: (0, 0) is lost, (0, m) won by taking all.
    Zero,
    /// Equal piles, won at once by taking both.
    Equal,
    /// Piles at either end of the range: 0, 1, 2 and the largest three.
    Edge,
    /// The P-positions, where every move loses, and the piles next to them.
    NearP,
    /// Uniform over the range.
    Random,
}

impl PileKind {
    pub const ALL: [PileKind; 6] = [
        PileKind::Grid,
        PileKind::Zero,
        PileKind::Equal,
        PileKind::Edge,
        PileKind::NearP,
        PileKind::Random,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PileKind::Grid => "grid",
            PileKind::Zero => "zero",
            PileKind::Equal => "equal",
            PileKind::Edge => "edge",
            PileKind::NearP => "near-p",
            PileKind::Random => "random",
        }
    }

    pub fn from_name(name: &str) -> Option<PileKind> {
        PileKind::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// `count >= 1` queries of `kind` with piles from 0 to `max`.
pub fn pile_queries(kind: PileKind, count: u32, max: u32, rng: &mut Rng) -> Vec<Query> {
    assert!(count >= 1, "an input holds at least one query");
    match kind {
        PileKind::Grid => grid(count, max, rng),
        PileKind::NearP => near_p(count, max, rng),
        _ => (0..count).map(|_| query(kind, max, rng)).collect(),
    }
}

/// A pile from 0 to `max`, small ones often: mistakes live near 0.
fn pile(max: u32, rng: &mut Rng) -> u32 {
    if rng.chance(0.3) {
        rng.between(0, max.min(10))
    } else {
        rng.between(0, max)
    }
}

/// One query of a kind made a query at a time.
fn query(kind: PileKind, max: u32, rng: &mut Rng) -> Query {
    match kind {
        PileKind::Zero if rng.chance(0.5) => (0, pile(max, rng)),
        PileKind::Zero => (pile(max, rng), 0),
        PileKind::Equal => {
            let a = pile(max, rng);
            (a, a)
        }
        PileKind::Edge => {
            let ends = [0, 1, 2, max.saturating_sub(2), max.saturating_sub(1), max];
            let mut end = || ends[rng.below(ends.len() as u64) as usize].min(max);
            (end(), end())
        }
        _ => (rng.between(0, max), rng.between(0, max)),
    }
}

/// Every query in a square window of side `sqrt(count)`, at 0 when the
/// range is no larger, else at a random corner.
fn grid(count: u32, max: u32, rng: &mut Rng) -> Vec<Query> {
    let side = (f64::from(count).sqrt() as u32).clamp(1, max + 1);
    let (x, y) = (
        rng.between(0, max + 1 - side),
        rng.between(0, max + 1 - side),
    );
    (x..x + side)
        .flat_map(|a| (y..y + side).map(move |b| (a, b)))
        .collect()
}

/// P-positions within the range, either way round, half of them moved one
/// stone up or down in one pile.
fn near_p(count: u32, max: u32, rng: &mut Rng) -> Vec<Query> {
    let table = PPositions::up_to(max);
    let losing: Vec<Query> = table.pairs().flat_map(|[a, b]| [(a, b), (b, a)]).collect();
    let nudge = |v: u32, rng: &mut Rng| {
        if rng.chance(0.5) {
            v.saturating_sub(1)
        } else {
            (v + 1).min(max)
        }
    };
    (0..count)
        .map(|_| {
            let (a, b) = losing[rng.below(losing.len() as u64) as usize];
            match rng.below(4) {
                0 => (nudge(a, rng), b),
                1 => (a, nudge(b, rng)),
                _ => (a, b),
            }
        })
        .collect()
}

/// The pile inputs a stress run tries: first every query in the square
/// 0..=10 (capped by `max_pile`), then the kinds in turn, with the number
/// of queries and the largest pile doubling every round of kinds, up to the
/// judge's 10^4 queries and `max_pile`.
pub struct PileSchedule {
    max_pile: u32,
    rng: Rng,
    made: u32,
}

/// Largest number of queries a generated input holds (the judge's limit).
const MAX_QUERIES: u32 = 10_000;

impl PileSchedule {
    pub fn new(seed: u64, max_pile: u32) -> PileSchedule {
        PileSchedule {
            max_pile,
            rng: Rng::new(seed),
            made: 0,
        }
    }
}

impl Iterator for PileSchedule {
    type Item = Vec<Query>;

    fn next(&mut self) -> Option<Vec<Query>> {
        let made = self.made;
        self.made += 1;
        if made == 0 {
            let side = self.max_pile.min(10) + 1;
            return Some(grid(side * side, self.max_pile.min(10), &mut self.rng));
        }
        let round = (made - 1) / PileKind::ALL.len() as u32;
        let kind = PileKind::ALL[((made - 1) % PileKind::ALL.len() as u32) as usize];
        let grow = 16u32 << round.min(16);
        let count = self.rng.log_between(1, grow.min(MAX_QUERIES));
        let max = grow.min(self.max_pile);
        Some(pile_queries(kind, count, max, &mut self.rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::piles::judge::{read_piles, Limits};

    #[test]
    fn inputs_read_back() {
        let queries = [(0, 0), (5000, 3)];
        let text = piles_input(&queries);
        assert_eq!(text, "2\n0 0\n5000 3\n");
        assert_eq!(
            read_piles(text.as_bytes(), &Limits::JUDGE).unwrap(),
            queries
        );
    }

    #[test]
    fn kinds_have_their_character() {
        let mut rng = Rng::new(4);
        for kind in PileKind::ALL {
            assert_eq!(PileKind::from_name(kind.name()), Some(kind));
            for max in [0, 1, 5, 5000] {
                let queries = pile_queries(kind, 50, max, &mut rng);
                assert!(!queries.is_empty());
                assert!(
                    queries.iter().all(|&(n, m)| n <= max && m <= max),
                    "{kind:?}"
                );
            }
        }
        let zero = pile_queries(PileKind::Zero, 100, 5000, &mut rng);
        assert!(zero.iter().all(|&(n, m)| n == 0 || m == 0));
        let equal = pile_queries(PileKind::Equal, 100, 5000, &mut rng);
        assert!(equal.iter().all(|&(n, m)| n == m));
        let edge = pile_queries(PileKind::Edge, 100, 5000, &mut rng);
        assert!(edge
            .iter()
            .any(|&q| q == (5000, 5000) || q == (0, 5000) || q == (5000, 0)));
        let table = PPositions::up_to(5000);
        let near = pile_queries(PileKind::NearP, 200, 5000, &mut rng);
        assert!(near.iter().filter(|&&(n, m)| table.is_losing(n, m)).count() > 50);
        assert_eq!(
            pile_queries(PileKind::Grid, 10_000, 5000, &mut rng).len(),
            10_000
        );
    }

    #[test]
    fn the_schedule_starts_at_the_corner_and_grows() {
        let inputs: Vec<Vec<Query>> = PileSchedule::new(9, 5000).take(80).collect();
        assert_eq!(inputs[0].len(), 121);
        assert_eq!(inputs[0][0], (0, 0));
        assert!(inputs[0].contains(&(10, 10)));
        let largest = inputs.iter().flatten().map(|&(n, m)| n.max(m)).max();
        assert_eq!(largest, Some(5000));
        assert!(inputs.iter().all(|q| (1..=10_000).contains(&q.len())));
        let again: Vec<Vec<Query>> = PileSchedule::new(9, 5000).take(80).collect();
        assert_eq!(inputs, again);
        let capped = PileSchedule::new(9, 3).take(30).flatten();
        assert!(capped.into_iter().all(|(n, m)| n <= 3 && m <= 3));
    }
}
