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

pub mod check;
pub mod fields;
pub mod gen;
pub mod judge;
mod shrink;

use std::ops::Range;

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

    /// P-positions `[a, b]` with `a <= b`, by increasing `a`.
    pub fn pairs(&self) -> impl Iterator<Item = [u32; 2]> + '_ {
        (0..=self.bound).filter_map(move |a| self.partner(a).filter(|&b| b >= a).map(|b| [a, b]))
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

    /// The move perfect play makes from `(n, m)`: onto a P-position when there
    /// is one; from a P-position, where every move loses, one stone from the
    /// larger pile, which leaves the opponent the most stones to win with.
    /// `None` at `(0, 0)`, where the player to move has lost.
    pub fn perfect_move(&self, n: u32, m: u32) -> Option<PileMove> {
        if let Some(winning) = self.winning_move(n, m) {
            return Some(winning);
        }
        let from_larger = u32::from(n >= m);
        (n + m > 0).then_some(PileMove {
            from_first: from_larger,
            from_second: 1 - from_larger,
        })
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

/// One step of the plain sieve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SieveStep {
    /// 1-based number of the step, the value it wrote into the decided-at table.
    pub index: u32,
    /// The P-position found, smaller pile first.
    pub p_position: [u32; 2],
    /// Cells of the full square it decided as winning, both orientations
    /// counted (the P-position's own cells are not).
    pub ruled_out: u64,
}

/// The plain sieve, step by step: scan cells `(a, b)`, `a <= b`, in row-major
/// order; the first undecided cell is a P-position, and every cell that can
/// move onto it (in either orientation) is ruled out.
///
/// Each cell of the full square remembers the step that decided it, which
/// is enough both to draw the sieve and to undo a step exactly: the cells
/// to clear are the ones that can move onto its P-position and carry its
/// number.
#[derive(Clone, Debug)]
pub struct SieveWalker {
    bound: u32,
    /// Per cell `(n, m)` at `n * (bound + 1) + m`: 0 while undecided, else
    /// the number of the step that decided it. Always symmetric.
    decided_at: Vec<u16>,
    /// The P-positions found, in step order, smaller pile first.
    p_positions: Vec<[u32; 2]>,
    /// Cells each step ruled out, in step order.
    ruled_out_by_step: Vec<u64>,
    ruled_out: u64,
    /// The next cell to examine (`row <= col`): the first undecided cell in
    /// scan order, or past the end (`row > bound`).
    row: u32,
    col: u32,
}

impl SieveWalker {
    /// Largest bound: steps are numbered in `u16`, and there are at most
    /// `bound / 2 + 1` of them (no pile size is in two P-positions, and
    /// `(a, a)` wins for `a >= 1`). The table takes `2 (bound + 1)^2` bytes.
    pub const MAX_BOUND: u32 = 100_000;

    pub fn new(bound: u32) -> SieveWalker {
        assert!(
            bound <= SieveWalker::MAX_BOUND,
            "the plain sieve goes up to {}, not {bound}",
            SieveWalker::MAX_BOUND
        );
        let side = bound as usize + 1;
        let most_steps = bound as usize / 2 + 1;
        SieveWalker {
            bound,
            decided_at: vec![0; side * side],
            p_positions: Vec::with_capacity(most_steps),
            ruled_out_by_step: Vec::with_capacity(most_steps),
            ruled_out: 0,
            row: 0,
            col: 0,
        }
    }

    pub fn bound(&self) -> u32 {
        self.bound
    }

    /// The decided-at table of the full square, row-major.
    pub fn decided_at_table(&self) -> &[u16] {
        &self.decided_at
    }

    /// The step that decided `(n, m)`; `None` while undecided.
    pub fn decided_at(&self, n: u32, m: u32) -> Option<u32> {
        let at = self.decided_at[self.cell(n, m)];
        (at != 0).then_some(at.into())
    }

    /// The P-positions found so far, in step order, smaller pile first. The
    /// list never reallocates (its capacity is the most steps there can be).
    pub fn p_positions(&self) -> &[[u32; 2]] {
        &self.p_positions
    }

    pub fn steps_taken(&self) -> u32 {
        self.p_positions.len() as u32
    }

    /// True once no undecided cell is left to scan.
    pub fn is_done(&self) -> bool {
        self.row > self.bound
    }

    /// Cells of the full square decided as winning so far.
    pub fn ruled_out_count(&self) -> u64 {
        self.ruled_out
    }

    /// Is `(n, m)` a P-position found so far?
    pub fn is_losing(&self, n: u32, m: u32) -> bool {
        self.decided_at(n, m).is_some_and(|at| {
            let [a, b] = self.p_positions[at as usize - 1];
            (a, b) == (n, m) || (b, a) == (n, m)
        })
    }

    /// For a cell ruled out, the move onto the P-position that ruled it out
    /// (the one of step [`SieveWalker::decided_at`]); `None` otherwise.
    pub fn ruling_move(&self, n: u32, m: u32) -> Option<PileMove> {
        let [a, b] = self.p_positions[self.decided_at(n, m)? as usize - 1];
        [(a, b), (b, a)].into_iter().find_map(|(x, y)| {
            (x <= n && y <= m && is_move(n - x, m - y)).then(|| PileMove {
                from_first: n - x,
                from_second: m - y,
            })
        })
    }

    fn cell(&self, n: u32, m: u32) -> usize {
        n as usize * (self.bound as usize + 1) + m as usize
    }

    /// Takes one step: the cell under the scan becomes a P-position, every
    /// undecided cell that can move onto it is ruled out, and the scan moves
    /// on to the next undecided cell. Returns false when done.
    pub fn advance(&mut self) -> bool {
        if self.is_done() {
            return false;
        }
        let (a, b) = (self.row, self.col);
        // At most bound / 2 + 1 steps (see MAX_BOUND), so this fits.
        let at = self.p_positions.len() as u16 + 1;
        let side = self.bound as usize + 1;
        let table = &mut self.decided_at;
        table[a as usize * side + b as usize] = at;
        table[b as usize * side + a as usize] = at;
        let mut ruled_out = 0;
        for_each_mover_onto(self.bound, a, b, |i, j| {
            let (i, j) = (i as usize, j as usize);
            if table[i * side + j] == 0 {
                table[i * side + j] = at;
                table[j * side + i] = at;
                ruled_out += if i == j { 1 } else { 2 };
            }
        });
        self.p_positions.push([a, b]);
        self.ruled_out_by_step.push(ruled_out);
        self.ruled_out += ruled_out;
        self.skip_decided();
        true
    }

    /// Moves the scan past decided cells.
    fn skip_decided(&mut self) {
        while self.row <= self.bound && self.decided_at[self.cell(self.row, self.col)] != 0 {
            if self.col == self.bound {
                self.row += 1;
                self.col = self.row;
            } else {
                self.col += 1;
            }
        }
    }

    /// Takes up to `max` steps; returns how many were taken.
    pub fn run(&mut self, max: u32) -> u32 {
        let mut taken = 0;
        while taken < max && self.advance() {
            taken += 1;
        }
        taken
    }

    /// Runs the sieve to its end.
    pub fn finish(&mut self) {
        while self.advance() {}
    }

    /// Puts the sieve at exactly `step` (at most its end) and returns the
    /// step reached: forward by running on; back by undoing, or by starting
    /// over in place and running on, whichever draws fewer ray cells. A step
    /// from `(a, b)` draws about `2 bound - a - b` cells per ray length, so
    /// the first steps cost the most and the last ones are cheap to undo.
    pub fn seek(&mut self, step: u32) -> u32 {
        let now = self.steps_taken();
        if step >= now {
            self.run(step - now);
        } else if self.ray_cells(0..step) < self.ray_cells(step..now) {
            self.restart();
            self.run(step);
        } else {
            for _ in step..now {
                self.undo();
            }
        }
        self.steps_taken()
    }

    /// What the steps in `range` draw, in cells per ray length.
    fn ray_cells(&self, range: Range<u32>) -> u64 {
        let both_sides = 2 * (u64::from(self.bound) + 1);
        self.p_positions[range.start as usize..range.end as usize]
            .iter()
            .map(|&[a, b]| both_sides - u64::from(a) - u64::from(b))
            .sum()
    }

    /// Back to the start in place: the tables keep their memory, so views of
    /// them stay valid (clearing costs a small part of a run).
    fn restart(&mut self) {
        self.decided_at.fill(0);
        self.p_positions.clear();
        self.ruled_out_by_step.clear();
        self.ruled_out = 0;
        (self.row, self.col) = (0, 0);
    }

    /// Undoes the latest step exactly. Returns false at the start.
    pub fn undo(&mut self) -> bool {
        let Some([a, b]) = self.p_positions.pop() else {
            return false;
        };
        let at = self.p_positions.len() as u16 + 1;
        let side = self.bound as usize + 1;
        let table = &mut self.decided_at;
        for_each_mover_onto(self.bound, a, b, |i, j| {
            let (i, j) = (i as usize, j as usize);
            if table[i * side + j] == at {
                table[i * side + j] = 0;
                table[j * side + i] = 0;
            }
        });
        table[a as usize * side + b as usize] = 0;
        table[b as usize * side + a as usize] = 0;
        self.ruled_out -= self.ruled_out_by_step.pop().unwrap_or(0);
        // The scan had stopped on the first undecided cell, which was (a, b).
        (self.row, self.col) = (a, b);
        true
    }

    /// The report of the latest step; `None` at the start.
    pub fn last_step(&self) -> Option<SieveStep> {
        let last = self.p_positions.len().checked_sub(1)?;
        Some(SieveStep {
            index: last as u32 + 1,
            p_position: self.p_positions[last],
            ruled_out: self.ruled_out_by_step[last],
        })
    }

    /// The cells (as table indices, both orientations, each once) that the
    /// steps after `from` decided, the P-positions themselves included: what
    /// a copy of the table taken at step `from` lacks. Costs the rays of
    /// those steps' P-positions, not a pass over the square.
    pub fn cells_decided_after(&self, from: u32) -> Vec<u32> {
        let side = self.bound as usize + 1;
        let mut cells = Vec::new();
        let mut keep = |i: usize, j: usize| {
            let at = u32::from(self.decided_at[i * side + j]);
            if at > from {
                cells.push((i * side + j) as u32);
                if i != j {
                    cells.push((j * side + i) as u32);
                }
            }
        };
        for (step, &[a, b]) in self.p_positions.iter().enumerate().skip(from as usize) {
            let at = step as u32 + 1;
            keep(a as usize, b as usize);
            for_each_mover_onto(self.bound, a, b, |i, j| {
                // A ray crosses cells decided by other steps too: keep only this step's.
                if u32::from(self.decided_at[i as usize * side + j as usize]) == at {
                    keep(i as usize, j as usize);
                }
            });
        }
        cells.sort_unstable();
        cells.dedup();
        cells
    }
}

/// Calls `visit(i, j)` for every cell of the square (both piles at most
/// `bound`) that can move onto `(a, b)`, namely `(a + k, b + k * s)` and
/// `(a + k * s, b + k)` for `k >= 1`, `s >= 0`. The second family is given
/// mirrored, as `(b + k, a + k * s)`: callers treat a cell and its mirror
/// alike, and the mirror is read along a row, which keeps the table's reads
/// in cache. A cell may be visited twice.
fn for_each_mover_onto(bound: u32, a: u32, b: u32, mut visit: impl FnMut(u32, u32)) {
    for k in 1..=bound {
        if a + k > bound && b + k > bound {
            break;
        }
        if a + k <= bound {
            for j in (b..=bound).step_by(k as usize) {
                visit(a + k, j);
            }
        }
        if b + k <= bound {
            for j in (a..=bound).step_by(k as usize) {
                visit(b + k, j);
            }
        }
    }
}

impl Iterator for SieveWalker {
    type Item = SieveStep;

    /// One step with its report; `None` once every cell is decided.
    fn next(&mut self) -> Option<SieveStep> {
        if self.advance() {
            self.last_step()
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain sieve run to its end.
    fn plain(bound: u32) -> Vec<[u32; 2]> {
        let mut walker = SieveWalker::new(bound);
        walker.finish();
        walker.p_positions().to_vec()
    }

    #[test]
    fn first_p_positions() {
        let p = PPositions::up_to(20);
        let pairs: Vec<_> = p.pairs().collect();
        assert_eq!(pairs[0], [0, 0]);
        assert_eq!(pairs[1], [2, 3]);
        assert!(p.is_losing(3, 2) && !p.is_losing(1, 1) && !p.is_losing(0, 7));
    }

    #[test]
    fn cells_decided_after_a_step_are_exactly_those_a_scan_finds() {
        let mut walker = SieveWalker::new(40);
        walker.finish();
        let table = walker.decided_at_table();
        for from in [0, 1, 3, 7, walker.steps_taken() - 1, walker.steps_taken()] {
            let scanned: Vec<u32> = (0..table.len() as u32)
                .filter(|&i| u32::from(table[i as usize]) > from)
                .collect();
            assert_eq!(
                walker.cells_decided_after(from),
                scanned,
                "after step {from}"
            );
        }
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
            assert_eq!(fast, plain(bound), "bound {bound}");
        }
    }

    #[test]
    fn perfect_play_wins_or_stalls_by_one_stone() {
        let p = PPositions::up_to(60);
        for n in 0..=60 {
            for m in 0..=60 {
                match p.perfect_move(n, m) {
                    None => assert_eq!((n, m), (0, 0)),
                    Some(mv) if p.is_losing(n, m) => {
                        assert_eq!(mv.from_first + mv.from_second, 1);
                        assert!(n.max(m) == if mv.from_first == 1 { n } else { m });
                    }
                    Some(mv) => assert!(p.is_losing(n - mv.from_first, m - mv.from_second)),
                }
            }
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
    fn sieve_steps_count_what_they_rule_out() {
        let mut walker = SieveWalker::new(12);
        let steps: Vec<SieveStep> = walker.by_ref().collect();
        assert_eq!(steps[0].index, 1);
        assert_eq!(steps[0].p_position, [0, 0]);
        assert_eq!(walker.decided_at(0, 5), Some(1));
        assert_eq!(walker.decided_at(5, 0), Some(1));
        assert!(walker.is_done());
        let total: u64 = steps.iter().map(|s| s.ruled_out).sum();
        assert_eq!(total, walker.ruled_out_count());
        // Every cell is decided: the P-positions' cells and the rest.
        let losing = 2 * steps.len() as u64 - 1;
        assert_eq!(total + losing, 13 * 13);
        assert!(walker.decided_at_table().iter().all(|&at| at != 0));
    }

    #[test]
    fn done_as_soon_as_nothing_is_left_to_scan() {
        let mut walker = SieveWalker::new(3);
        assert!(!walker.is_done() && walker.last_step().is_none());
        // (0, 0) rules out every cell but (2, 3) and (3, 2).
        assert_eq!(walker.run(5), 2);
        assert!(walker.is_done());
        assert_eq!(walker.p_positions(), &[[0, 0], [2, 3]]);
        assert!(walker.undo());
        assert!(!walker.is_done());
        assert_eq!(walker.last_step().unwrap().p_position, [0, 0]);
        assert!(walker.undo() && !walker.undo());
        assert!(walker.decided_at_table().iter().all(|&at| at == 0));
    }

    #[test]
    #[should_panic(expected = "the plain sieve goes up to 100000")]
    fn bound_is_limited_by_the_step_numbers() {
        SieveWalker::new(SieveWalker::MAX_BOUND + 1);
    }
}
