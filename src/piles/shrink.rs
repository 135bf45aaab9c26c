//! How a pile query shrinks: fewer stones.

use super::gen::Query;
use crate::shrink::{Candidates, Shrink};

impl Shrink for Query {
    /// A pile emptied or halved, when that takes more than one stone.
    fn bolder(&self) -> Candidates<'_, Self> {
        let (n, m) = *self;
        let candidates = [(0, m), (n, 0), (n / 2, m), (n, m / 2)];
        Box::new(
            candidates
                .into_iter()
                .filter(move |&(a, b)| a + b + 1 < n + m),
        )
    }

    /// One stone fewer in either pile.
    fn neighbours(&self) -> Candidates<'_, Self> {
        let (n, m) = *self;
        let fewer = [(n.checked_sub(1), Some(m)), (Some(n), m.checked_sub(1))];
        Box::new(fewer.into_iter().filter_map(|(a, b)| Some((a?, b?))))
    }
}
