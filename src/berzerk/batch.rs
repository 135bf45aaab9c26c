//! The batch solver: the same outcomes as the walker, on word-parallel bitsets.
//!
//! The plain queue spends about `n * (k1 + k2)` counter updates, most of
//! them on states that are already decided. Here:
//! * a new Lose state finds its undecided predecessors 64 at a time, as the
//!   reflected step set rotated onto its position AND the undecided set;
//! * instead of a counter, each undecided state *watches* one successor that
//!   is not known to be Win. Only when that successor turns Win does the
//!   state wake up and scan forward through its steps, 64 at a time, for the
//!   next successor that is not Win; finding none, it is Lose.
//!
//! A sparse step set (fewer steps than words in a row) is walked as a list
//! instead, and memory stays linear in `n`. When both sets are sparse the
//! plain queue itself is cheapest, and [`solve`] hands the game to it.

use super::{Game, Mover, Walker};
use crate::bits::Bits;
use crate::outcome::Outcome;

/// End of a watcher list. Lists hold `state + 1`, so that the tables start
/// as zeroed memory, which the allocator hands out without touching it: a
/// game decided by the holes alone never pays for them.
const END: u32 = 0;

/// Per-mover view of its step set in the two forms the solver scans.
struct StepSet<'g> {
    /// Ascending step sizes.
    list: &'g [u32],
    /// `x` is set for each step `x`.
    forward: Bits,
    /// `(n - x) mod n` is set for each step `x`: rotated by `q`, the
    /// positions from which one step lands on `q`.
    backward: Bits,
    /// Scan as bitsets rather than lists.
    dense: bool,
}

impl<'g> StepSet<'g> {
    fn new(game: &'g Game, mover: Mover) -> Self {
        let n = game.objects() as usize;
        let list = game.steps(mover);
        let mut forward = Bits::new(n);
        let mut backward = Bits::new(n);
        for &x in list {
            forward.set(x as usize);
            backward.set(n - x as usize);
        }
        let dense = list.len() > forward.word_count();
        StepSet {
            list,
            forward,
            backward,
            dense,
        }
    }
}

/// Solver state for both movers; index arrays use `mover * n + position`.
struct Batch<'g> {
    n: usize,
    sets: [StepSet<'g>; 2],
    win: [Bits; 2],
    undecided: [Bits; 2],
    outcomes: Vec<Outcome>,
    /// Watched step per state: its index in the list (sparse sets) or the step size (dense).
    watch: Vec<u32>,
    /// Intrusive lists of the states watching each state (as `state + 1`).
    watchers: Vec<u32>,
    next_watcher: Vec<u32>,
    /// Decided states, in order; those from `drawn` on still have
    /// consequences to draw. First in, first out, so that both holes are
    /// drawn before anything else and states that can step into the hole
    /// never start scanning.
    pending: Vec<u32>,
    drawn: usize,
}

/// Decides every state of `game` (indexed `mover * n + position`, the hole
/// states Lose) with the same outcomes as running [`super::Walker`] to the end.
///
/// When both step sets are sparse (together at most two steps per word of a
/// row), the plain queue does less work than any bitset would, so it answers.
pub fn solve(game: &Game) -> Vec<Outcome> {
    let words = (game.objects() as usize).div_ceil(64);
    if game.steps(Mover::Rick).len() + game.steps(Mover::Morty).len() <= 2 * words {
        let mut walker = Walker::new(game.clone());
        walker.finish();
        return walker.outcomes().to_vec();
    }
    solve_with_bitsets(game)
}

/// The bitset solver alone, whatever the density (public for the tests).
#[doc(hidden)]
pub fn solve_with_bitsets(game: &Game) -> Vec<Outcome> {
    let n = game.objects() as usize;
    let sets = [
        StepSet::new(game, Mover::Rick),
        StepSet::new(game, Mover::Morty),
    ];
    let mut undecided = [Bits::new(n), Bits::new(n)];
    for bits in &mut undecided {
        for p in 1..n {
            bits.set(p);
        }
    }
    let mut outcomes = vec![Outcome::Undecided; 2 * n];
    outcomes[0] = Outcome::Lose;
    outcomes[n] = Outcome::Lose;
    let mut batch = Batch {
        n,
        sets,
        win: [Bits::new(n), Bits::new(n)],
        undecided,
        outcomes,
        watch: vec![0; 2 * n],
        watchers: vec![END; 2 * n],
        next_watcher: vec![END; 2 * n],
        pending: Vec::with_capacity(2 * n),
        drawn: 0,
    };
    // Both holes are drawn before any state starts watching, so that every
    // state with a step into the hole is already Win and never needs to.
    batch.pending.extend([0, n as u32]);
    batch.on_lose(Mover::Morty, 0);
    batch.on_lose(Mover::Rick, 0);
    batch.drawn = 2;
    batch.watch_first_steps();
    batch.propagate();
    for outcome in &mut batch.outcomes {
        if *outcome == Outcome::Undecided {
            *outcome = Outcome::Loop;
        }
    }
    batch.outcomes
}

impl Batch<'_> {
    /// Every state still undecided after the holes starts watching its
    /// first successor that is not Win (or is decided at once, as in
    /// [`Batch::settle`]). No state ever watches a Win state.
    fn watch_first_steps(&mut self) {
        for mover in Mover::BOTH {
            for p in 1..self.n {
                if self.undecided[mover.index()].get(p) {
                    self.settle(mover, p, 0);
                }
            }
        }
    }

    /// Moves undecided state `p` of `from` on to its first successor that is
    /// not Win, scanning from `first` (a step size for dense sets, an index
    /// into the list for sparse ones): a Lose successor makes it Win at
    /// once, none left makes it Lose, otherwise it watches that successor.
    fn settle(&mut self, from: Mover, p: usize, first: usize) {
        let state = from.index() * self.n + p;
        match self.next_open_step(from, p, first) {
            Some((watch, x)) => {
                let to = from.other().index() * self.n + wrap(p + x, self.n);
                if self.outcomes[to] == Outcome::Lose {
                    self.decide(from, p, Outcome::Win);
                } else {
                    self.watch[state] = watch;
                    self.attach(state, to);
                }
            }
            None => self.decide(from, p, Outcome::Lose),
        }
    }

    fn attach(&mut self, watcher: usize, target: usize) {
        self.next_watcher[watcher] = self.watchers[target];
        self.watchers[target] = watcher as u32 + 1;
    }

    fn decide(&mut self, mover: Mover, p: usize, outcome: Outcome) {
        let state = mover.index() * self.n + p;
        self.outcomes[state] = outcome;
        self.undecided[mover.index()].clear(p);
        if outcome == Outcome::Win {
            self.win[mover.index()].set(p);
            // Nobody starts watching a Win state, so one without watchers
            // now has no consequences left to draw.
            if self.watchers[state] == END {
                return;
            }
        }
        self.pending.push(state as u32);
    }

    fn propagate(&mut self) {
        while let Some(&state) = self.pending.get(self.drawn) {
            self.drawn += 1;
            let state = state as usize;
            let (mover, q) = if state < self.n {
                (Mover::Rick, state)
            } else {
                (Mover::Morty, state - self.n)
            };
            match self.outcomes[state] {
                Outcome::Lose => self.on_lose(mover.other(), q),
                _ => self.on_win(mover.other(), state),
            }
        }
    }

    /// Position `q` is Lose for the other player: every undecided state of
    /// `from` with a step onto `q` is Win.
    fn on_lose(&mut self, from: Mover, q: usize) {
        let n = self.n;
        let m = from.index();
        if self.sets[m].dense {
            for w in 0..self.undecided[m].word_count() {
                let open = self.undecided[m].word(w);
                if open == 0 {
                    continue;
                }
                // Bit i: position 64w + i reaches q, i.e. (64w + i - q) mod n is a backward step.
                let mut hits = open & self.sets[m].backward.window((64 * w + n - q) % n);
                while hits != 0 {
                    let p = 64 * w + hits.trailing_zeros() as usize;
                    hits &= hits - 1;
                    self.decide(from, p, Outcome::Win);
                }
            }
        } else {
            for k in 0..self.sets[m].list.len() {
                let p = wrap(q + n - self.sets[m].list[k] as usize, n);
                if self.undecided[m].get(p) {
                    self.decide(from, p, Outcome::Win);
                }
            }
        }
    }

    /// `target` turned Win: each undecided state of `from` watching it moves
    /// on to its next successor that is not Win, or is Lose if none is left.
    fn on_win(&mut self, from: Mover, target: usize) {
        let mut watcher = std::mem::replace(&mut self.watchers[target], END);
        while watcher != END {
            let state = watcher as usize - 1;
            watcher = self.next_watcher[state];
            let p = state - from.index() * self.n;
            if !self.undecided[from.index()].get(p) {
                continue;
            }
            self.settle(from, p, self.watch[state] as usize + 1);
        }
    }

    /// The first step from `first` on (a step size for dense sets, a list
    /// index for sparse ones) whose target is not Win, as (watch value, step size).
    fn next_open_step(&self, from: Mover, p: usize, first: usize) -> Option<(u32, usize)> {
        let n = self.n;
        let set = &self.sets[from.index()];
        let win = &self.win[from.other().index()];
        if set.dense {
            let start = first;
            let mut w = start / 64;
            let mut mask = !0u64 << (start % 64);
            // Position reached by step 64w, kept below n as w advances.
            let mut at = (p + 64 * w) % n;
            while w < set.forward.word_count() {
                let steps = set.forward.word(w) & mask;
                if steps != 0 {
                    let open = steps & !win.window(at);
                    if open != 0 {
                        let x = 64 * w + open.trailing_zeros() as usize;
                        return Some((x as u32, x));
                    }
                }
                w += 1;
                mask = !0;
                at += 64;
                while at >= n {
                    at -= n;
                }
            }
            None
        } else {
            (first..set.list.len())
                .find(|&k| !win.get(wrap(p + set.list[k] as usize, n)))
                .map(|k| (k as u32, set.list[k] as usize))
        }
    }
}

/// `x mod n` for `x < 2n`, without a division.
fn wrap(x: usize, n: usize) -> usize {
    if x >= n {
        x - n
    } else {
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::berzerk::write_judge_lines;

    fn lines(game: &Game) -> String {
        let mut out = String::new();
        write_judge_lines(game.objects(), &solve(game), &mut out);
        out
    }

    #[test]
    fn samples() {
        assert_eq!(
            lines(&Game::new(5, &[3, 2], &[1, 2, 3]).unwrap()),
            "Lose Win Win Loop\nLoop Win Win Win\n"
        );
        assert_eq!(
            lines(&Game::new(8, &[6, 2, 3, 4], &[3, 6]).unwrap()),
            "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"
        );
    }

    #[test]
    fn dense_sets_on_a_long_circle_match_the_walker() {
        let n = 300u32;
        let rick: Vec<u32> = (1..n).filter(|x| x % 3 != 0).collect();
        let morty: Vec<u32> = (1..n).filter(|x| x % 5 < 3 && x % 2 == 0).collect();
        let game = Game::new(n, &rick, &morty).unwrap();
        let mut walker = crate::berzerk::Walker::new(game.clone());
        walker.finish();
        assert_eq!(solve(&game), walker.outcomes());
    }
}
