//! Two piles ("Alice and Bob"): a move takes `k >= 1` stones from one pile
//! and `k * s` (`s >= 0`) from the other; whoever cannot move loses.
//!
//! Every position is Win or Lose for the mover (the game always ends). The
//! losing positions, P-positions, are sparse: no pile size appears in two of
//! them, because from `(a, b)` one can always move to `(a, b')` for `b' < b`.
//! So they are found in increasing order of the smaller pile, each row `a`
//! contributing at most one partner `b`.
//!
//! Two ways to find them:
//! * [`PPositions::up_to`], the fast sieve: for each row, only a window of
//!   columns is examined, and only the rays that can reach it are drawn;
//! * [`SieveWalker`], the plain sieve, step by step: each new P-position
//!   rules out every cell that can move onto it. It is what an animation
//!   shows, and the reference the fast sieve is checked against.

/// Marks "no partner" in partner tables.
const NONE: u32 = u32::MAX;

/// Can `(dx, dy)` be removed in one move? One side is `k >= 1`, the other a
/// multiple `k * s` with `s >= 0`.
pub fn is_move(dx: u32, dy: u32) -> bool {
    (dx >= 1 && dy.is_multiple_of(dx)) || (dy >= 1 && dx.is_multiple_of(dy))
}

/// A move: how many stones leave each pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PileMove {
    pub from_first: u32,
    pub from_second: u32,
}

/// The P-positions with both piles at most `bound`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PPositions {
    bound: u32,
    /// `partner[a] = b` when `(a, b)` is a P-position, else `NONE`.
    partner: Vec<u32>,
}

impl PPositions {
    /// Runs the fast sieve up to `bound` (so queries need only sieve as far
    /// as their largest pile).
    pub fn up_to(bound: u32) -> PPositions {
        let mut sieve = FastSieve::new(bound);
        for a in 1..=bound {
            if sieve.partner[a as usize - 1] != NONE {
                sieve.admit(a - 1);
            }
            if sieve.partner[a as usize] == NONE {
                if let Some(b) = sieve.partner_of(a) {
                    sieve.partner[a as usize] = b;
                    sieve.partner[b as usize] = a;
                    sieve.used_gap[(b - a) as usize] = true;
                }
            }
        }
        PPositions {
            bound,
            partner: sieve.partner,
        }
    }

    pub fn bound(&self) -> u32 {
        self.bound
    }

    /// The partner of pile size `a`, if `(a, partner)` is a P-position within the bound.
    pub fn partner(&self, a: u32) -> Option<u32> {
        self.partner.get(a as usize).copied().filter(|&b| b != NONE)
    }

    /// P-positions `(a, b)` with `a <= b`, by increasing `a`.
    pub fn pairs(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..=self.bound).filter_map(move |a| self.partner(a).filter(|&b| b >= a).map(|b| (a, b)))
    }

    /// Does the player to move at `(n, m)` lose? Both piles must be within the bound.
    pub fn is_losing(&self, n: u32, m: u32) -> bool {
        assert!(
            n <= self.bound && m <= self.bound,
            "({n}, {m}) is beyond the sieve's bound {}",
            self.bound
        );
        self.partner(n) == Some(m)
    }

    /// A move from a winning `(n, m)` onto a P-position; `None` when `(n, m)` is losing.
    pub fn winning_move(&self, n: u32, m: u32) -> Option<PileMove> {
        if self.is_losing(n, m) {
            return None;
        }
        (0..=n).find_map(|x| {
            let y = self.partner(x)?;
            (y <= m && is_move(n - x, m - y)).then(|| PileMove {
                from_first: n - x,
                from_second: m - y,
            })
        })
    }
}

/// A P-position `(x, y)` (either orientation) with `x` below the current
/// row, filed under how far its rays reach into later rows.
#[derive(Clone, Copy)]
struct Ray {
    reach: i64,
    x: u32,
    y: u32,
}

/// Working state of [`PPositions::up_to`].
///
/// Row `a` looks for the smallest `b > a` such that `(a, b)` cannot move
/// onto a P-position `(x, y)` with `x < a`. Besides the column and the
/// diagonal (`partner` and `used_gap`), each such `(x, y)` rules out two
/// families of columns, with `d = a - x`:
/// * `b = y + j * d` for `j >= 2` (take `d` from the first pile, `j * d` from the second);
/// * `b = y + e` for `e` dividing `d` with `e <= d / 2` (the other way round).
///
/// Only a window of columns is examined, doubling until it succeeds. The
/// first family lands in a window ending at `hi` only if `2x - y >= 2a - hi`,
/// and the second in one starting at `lo` only if `2y - x >= 2lo - a`, so the
/// P-positions are kept sorted by those two reaches and each row stops
/// reading them where they fall short.
struct FastSieve {
    bound: u32,
    /// `partner[a] = b` when `(a, b)` is a P-position, else `NONE`.
    partner: Vec<u32>,
    /// Differences `b - a` already used by a P-position.
    used_gap: Vec<bool>,
    divisors: HalfDivisors,
    /// `stamp[b] == a` marks column `b` ruled out in row `a`.
    stamp: Vec<u32>,
    /// All admitted `(x, y)`, by `2x - y` descending.
    first_family: Vec<Ray>,
    /// Admitted `(x, y)` with `y > x` (the only ones whose second family
    /// can pass the diagonal), by `2y - x` descending.
    second_family: Vec<Ray>,
}

impl FastSieve {
    fn new(bound: u32) -> Self {
        let size = bound as usize + 1;
        let mut sieve = FastSieve {
            bound,
            partner: vec![NONE; size],
            used_gap: vec![false; size],
            divisors: HalfDivisors::up_to(bound),
            stamp: vec![NONE; size],
            first_family: Vec::new(),
            second_family: Vec::new(),
        };
        sieve.partner[0] = 0;
        sieve.used_gap[0] = true;
        sieve
    }

    /// Files the P-position `(x, partner[x])` once the rows have passed `x`.
    fn admit(&mut self, x: u32) {
        let y = self.partner[x as usize];
        let insert = |list: &mut Vec<Ray>, reach: i64| {
            let at = list.partition_point(|r| r.reach > reach);
            list.insert(at, Ray { reach, x, y });
        };
        insert(&mut self.first_family, 2 * x as i64 - y as i64);
        if y > x {
            insert(&mut self.second_family, 2 * y as i64 - x as i64);
        }
    }

    /// The partner of row `a`, if it has one within the bound.
    fn partner_of(&mut self, a: u32) -> Option<u32> {
        // If `a - 1` has a partner `y`, then `(a, b)` moves onto `(a - 1, y)`
        // by taking one stone and `b - y` stones, for every `b >= y`: the
        // partner of `a`, if any, lies below `y`.
        let last = match self.partner[a as usize - 1] {
            NONE => self.bound,
            y if y <= a + 1 => return None,
            y => self.bound.min(y - 1),
        };
        let (mut lo, mut hi) = (a + 1, last.min(a + a / 2 + 64));
        while lo <= hi {
            self.rule_out(a, lo, hi);
            let found = (lo..=hi).find(|&b| {
                self.stamp[b as usize] != a
                    && self.partner[b as usize] == NONE
                    && !self.used_gap[(b - a) as usize]
            });
            if found.is_some() {
                return found;
            }
            lo = hi + 1;
            hi = last.min(hi + (hi - a));
        }
        None
    }

    /// Stamps the columns in `lo..=hi` that row `a` can move from onto an
    /// admitted P-position.
    fn rule_out(&mut self, a: u32, lo: u32, hi: u32) {
        let first_reach = 2 * a as i64 - hi as i64;
        for ray in &self.first_family {
            if ray.reach < first_reach {
                break;
            }
            let d = a - ray.x;
            let first = ray.y + 2 * d;
            let mut b = if first >= lo {
                first
            } else {
                first + (lo - first).div_ceil(d) * d
            };
            while b <= hi {
                self.stamp[b as usize] = a;
                b += d;
            }
        }
        let second_reach = 2 * lo as i64 - a as i64;
        for ray in &self.second_family {
            if ray.reach < second_reach {
                break;
            }
            if ray.y >= hi {
                continue;
            }
            for &e in self.divisors.of(a - ray.x).iter().rev() {
                let b = ray.y + e;
                if b < lo {
                    break;
                }
                if b <= hi {
                    self.stamp[b as usize] = a;
                }
            }
        }
    }
}

/// For each `d`, its divisors `e <= d / 2`, ascending, in one flat array.
struct HalfDivisors {
    start: Vec<u32>,
    flat: Vec<u32>,
}

impl HalfDivisors {
    fn up_to(bound: u32) -> Self {
        let size = bound as usize + 1;
        let mut count = vec![0u32; size + 1];
        for e in 1..size {
            for d in (2 * e..size).step_by(e) {
                count[d] += 1;
            }
        }
        let mut start = vec![0u32; size + 1];
        for d in 0..size {
            start[d + 1] = start[d] + count[d];
        }
        let mut fill = start.clone();
        let mut flat = vec![0u32; start[size] as usize];
        for e in 1..size {
            for d in (2 * e..size).step_by(e) {
                flat[fill[d] as usize] = e as u32;
                fill[d] += 1;
            }
        }
        HalfDivisors { start, flat }
    }

    fn of(&self, d: u32) -> &[u32] {
        &self.flat[self.start[d as usize] as usize..self.start[d as usize + 1] as usize]
    }
}

/// One step of the plain sieve: a new P-position and the cells it rules out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SieveStep {
    /// The P-position found, smaller pile first.
    pub p_position: (u32, u32),
    /// Cells `(i, j)` with `i <= j <= bound` that can move onto it (either
    /// orientation) and were not ruled out before, in row-major order.
    pub ruled_out: Vec<(u32, u32)>,
}

/// The plain sieve, step by step: scan cells `(i, j)`, `i <= j`, in row-major
/// order; the first cell not ruled out is a P-position, and every cell that
/// can move onto it is ruled out.
#[derive(Clone, Debug)]
pub struct SieveWalker {
    bound: u32,
    /// Row-major bits over the whole `(bound + 1)^2` square (upper triangle used).
    ruled_out: Vec<u64>,
    /// Next cell to examine.
    row: u32,
    col: u32,
}

impl SieveWalker {
    pub fn new(bound: u32) -> SieveWalker {
        let side = bound as u64 + 1;
        SieveWalker {
            bound,
            ruled_out: vec![0; (side * side).div_ceil(64) as usize],
            row: 0,
            col: 0,
        }
    }

    fn bit(&self, i: u32, j: u32) -> (usize, u64) {
        let at = i as u64 * (self.bound as u64 + 1) + j as u64;
        ((at / 64) as usize, 1 << (at % 64))
    }

    pub fn is_ruled_out(&self, i: u32, j: u32) -> bool {
        let (i, j) = (i.min(j), i.max(j));
        let (w, b) = self.bit(i, j);
        self.ruled_out[w] & b != 0
    }

    /// Marks `(i, j)` (in upper-triangle form); true if it was new.
    fn rule_out(&mut self, i: u32, j: u32) -> bool {
        let (i, j) = (i.min(j), i.max(j));
        let (w, b) = self.bit(i, j);
        let fresh = self.ruled_out[w] & b == 0;
        self.ruled_out[w] |= b;
        fresh
    }

    /// Runs the whole sieve, returning the P-positions (the plain sieve).
    pub fn p_positions(mut self) -> Vec<(u32, u32)> {
        let mut found = Vec::new();
        while let Some((a, b)) = self.advance(None) {
            found.push((a, b));
        }
        found
    }

    /// Finds the next P-position and rules out every cell that can move onto
    /// it, recording the new ones when asked.
    fn advance(&mut self, mut record: Option<&mut Vec<(u32, u32)>>) -> Option<(u32, u32)> {
        let bound = self.bound;
        let (a, b) = loop {
            if self.row > bound {
                return None;
            }
            if self.col > bound {
                self.row += 1;
                self.col = self.row;
                continue;
            }
            let (i, j) = (self.row, self.col);
            self.col += 1;
            if !self.is_ruled_out(i, j) {
                break (i, j);
            }
        };
        // Moves onto (a, b) or (b, a) come from (x + k, y + k*s) or (x + k*s, y + k).
        for (x, y) in [(a, b), (b, a)] {
            for k in 1..=bound {
                let mut s_k = 0u32;
                loop {
                    let cells = [
                        (x as u64 + k as u64, y as u64 + s_k as u64),
                        (x as u64 + s_k as u64, y as u64 + k as u64),
                    ];
                    let mut inside = false;
                    for (i, j) in cells {
                        if i <= bound as u64 && j <= bound as u64 {
                            inside = true;
                            let (i, j) = (i as u32, j as u32);
                            if self.rule_out(i, j) {
                                if let Some(list) = record.as_deref_mut() {
                                    list.push((i.min(j), i.max(j)));
                                }
                            }
                        }
                    }
                    if !inside {
                        break;
                    }
                    s_k += k;
                }
            }
        }
        self.rule_out(a, b);
        Some((a, b))
    }
}

impl Iterator for SieveWalker {
    type Item = SieveStep;

    fn next(&mut self) -> Option<SieveStep> {
        let mut ruled_out = Vec::new();
        let p_position = self.advance(Some(&mut ruled_out))?;
        ruled_out.sort_unstable();
        Some(SieveStep {
            p_position,
            ruled_out,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_p_positions() {
        let p = PPositions::up_to(20);
        let pairs: Vec<_> = p.pairs().collect();
        assert_eq!(pairs[0], (0, 0));
        assert_eq!(pairs[1], (2, 3));
        assert!(p.is_losing(3, 2) && !p.is_losing(1, 1) && !p.is_losing(0, 7));
    }

    #[test]
    fn sample_queries() {
        let p = PPositions::up_to(7);
        let answers: Vec<bool> = [(2, 3), (3, 5), (5, 7), (7, 5), (7, 7)]
            .iter()
            .map(|&(n, m)| p.is_losing(n, m))
            .collect();
        assert_eq!(answers, [true, false, true, true, false]);
    }

    #[test]
    fn fast_and_plain_sieves_agree() {
        for bound in [0, 1, 2, 3, 10, 77, 400] {
            let fast: Vec<_> = PPositions::up_to(bound).pairs().collect();
            assert_eq!(fast, SieveWalker::new(bound).p_positions(), "bound {bound}");
        }
    }

    #[test]
    fn winning_moves_land_on_p_positions() {
        let p = PPositions::up_to(60);
        for n in 0..=60 {
            for m in 0..=60 {
                match p.winning_move(n, m) {
                    None => assert!(p.is_losing(n, m)),
                    Some(mv) => {
                        assert!(is_move(mv.from_first, mv.from_second));
                        assert!(p.is_losing(n - mv.from_first, m - mv.from_second));
                    }
                }
            }
        }
    }

    #[test]
    fn sieve_steps_report_new_cells_once() {
        let steps: Vec<SieveStep> = SieveWalker::new(12).collect();
        assert_eq!(steps[0].p_position, (0, 0));
        assert!(steps[0].ruled_out.contains(&(0, 5)));
        let mut seen = std::collections::HashSet::new();
        for step in &steps {
            for cell in &step.ruled_out {
                assert!(seen.insert(*cell), "{cell:?} ruled out twice");
                assert_ne!(*cell, step.p_position);
            }
        }
    }
}
