//! The batch solver: the same outcomes as the walker, on word-parallel bitsets.
//!
//! The plain queue spends about `n * (k1 + k2)` counter updates, most of
//! them on states that are already decided. Here:
//! * a new Lose state finds its undecided predecessors 64 at a time, as the
//!   jump set's words AND a reflected set of undecided positions, over only
//!   the words the set spans;
//! * instead of a counter, each undecided state *watches* one successor that
//!   is not known to be Win. Only when that successor turns Win does the
//!   state wake up and scan on through its jumps, 64 at a time, for the
//!   next successor that is not Win; finding none, it is Lose.
//!
//! A sparse jump set (fewer jumps than the words it spans) is walked as a
//! list instead, and memory stays linear in `n`.

use super::jumps::{first_landing_outside, jump_sizes, predecessors_in, reflected, JumpBits};
use super::{wrap, Game, Mover};
use crate::bits::Bits;
use crate::outcome::Outcome;

/// End of a watcher list. Lists hold `state + 1`, so that the tables start
/// as zeroed memory, which the allocator hands out without touching it: a
/// game decided by the holes alone never pays for them.
const END: u32 = 0;

/// Solver state for both movers; index arrays use `mover * n + position`.
struct Batch<'g> {
    n: usize,
    game: &'g Game,
    jumps: [JumpBits; 2],
    win: [Bits; 2],
    /// Per mover, its undecided positions, reflected (see [`reflected`]).
    undecided: [Bits; 2],
    /// Per mover, how many positions are undecided.
    open: [usize; 2],
    outcomes: Vec<Outcome>,
    /// Intrusive lists of the states watching each state (as `state + 1`).
    /// The jump a watcher watches is the one from it to the watched state.
    watchers: Vec<u32>,
    next_watcher: Vec<u32>,
    /// Decided states, in order; those from `drawn` on still have
    /// consequences to draw. First in, first out, so that both holes are
    /// drawn before anything else and states that can jump into the hole
    /// never start scanning.
    pending: Vec<u32>,
    drawn: usize,
}

/// Decides every state of `game` (indexed `mover * n + position`, the hole
/// states Lose) with the same outcomes as running [`super::Walker`] to the
/// end.
///
/// The plain queue never answers instead: measured at n = 10^6 on one jump
/// each, a few spread jumps, random sets of 10 to 20,000 jumps and short
/// ranges, it was at best as fast (within a tenth) and up to hundreds of
/// times slower, since the bitsets' watchers cost about the same per state
/// whatever the sets.
pub fn solve(game: &Game) -> Vec<Outcome> {
    solve_keeping_tables(game).outcomes
}

/// What the bitset solver leaves behind: the outcomes, and its watcher
/// lists and queue of decided states, each of `2n` entries, whose memory
/// the end of a run reuses rather than fault in afresh.
pub(super) struct Leftovers {
    pub(super) outcomes: Vec<Outcome>,
    pub(super) watchers: Vec<u32>,
    pub(super) next_watcher: Vec<u32>,
    pub(super) pending: Vec<u32>,
}

pub(super) fn solve_keeping_tables(game: &Game) -> Leftovers {
    let n = game.objects() as usize;
    let mut undecided = Bits::full(n);
    undecided.clear(0);
    let mut outcomes = vec![Outcome::Undecided; 2 * n];
    outcomes[0] = Outcome::Lose;
    outcomes[n] = Outcome::Lose;
    let mut batch = Batch {
        n,
        game,
        jumps: Mover::BOTH.map(|m| JumpBits::new(game.jumps(m), game.objects())),
        win: [Bits::new(n), Bits::new(n)],
        undecided: [undecided.clone(), undecided],
        open: [n - 1; 2],
        outcomes,
        watchers: vec![END; 2 * n],
        next_watcher: vec![END; 2 * n],
        pending: Vec::with_capacity(2 * n),
        drawn: 0,
    };
    // Both holes are drawn before any state starts watching, so that every
    // state with a jump into the hole is already Win and never needs to.
    batch.pending.extend([0, n as u32]);
    batch.on_lose(Mover::Morty, 0);
    batch.on_lose(Mover::Rick, 0);
    batch.drawn = 2;
    batch.watch_first_jumps();
    batch.propagate();
    for outcome in &mut batch.outcomes {
        if *outcome == Outcome::Undecided {
            *outcome = Outcome::Loop;
        }
    }
    Leftovers {
        outcomes: batch.outcomes,
        watchers: batch.watchers,
        next_watcher: batch.next_watcher,
        pending: batch.pending,
    }
}

impl Batch<'_> {
    fn is_undecided(&self, mover: Mover, p: usize) -> bool {
        self.undecided[mover.index()].get(reflected(p, self.n))
    }

    /// Every state still undecided after the holes starts watching its
    /// first successor that is not Win (or is decided at once, as in
    /// [`Batch::settle`]). No state ever watches a Win state.
    fn watch_first_jumps(&mut self) {
        for mover in Mover::BOTH {
            for p in 1..self.n {
                if self.is_undecided(mover, p) {
                    self.settle(mover, p, 0);
                }
            }
        }
    }

    /// Moves undecided state `p` of `from` on to its first successor that is
    /// not Win, scanning from jump `first` on: a Lose successor makes it Win
    /// at once, none left makes it Lose, otherwise it watches that successor.
    fn settle(&mut self, from: Mover, p: usize, first: usize) {
        let state = from.index() * self.n + p;
        let m = from.index();
        let game = self.game;
        let list = game.jumps(from);
        let win = &self.win[from.other().index()];
        match first_landing_outside(&self.jumps[m], list, win, p, first, self.n) {
            Some(x) => {
                let to = from.other().index() * self.n + wrap(p + x as usize, self.n);
                if self.outcomes[to] == Outcome::Lose {
                    self.decide(from, p, Outcome::Win);
                } else {
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
        self.undecided[mover.index()].clear(reflected(p, self.n));
        self.open[mover.index()] -= 1;
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
    /// `from` with a jump onto `q` is Win.
    fn on_lose(&mut self, from: Mover, q: usize) {
        let (n, m, game) = (self.n, from.index(), self.game);
        if self.open[m] == 0 {
            return;
        }
        if self.jumps[m].dense {
            let mut c = self.jumps[m].span.start;
            while let Some((word, hits)) =
                predecessors_in(&self.jumps[m], &self.undecided[m], q, c, n)
            {
                c = word + 1;
                for x in jump_sizes(64 * word as u32, hits) {
                    self.decide(from, game.backward(q as u32, x) as usize, Outcome::Win);
                }
            }
        } else {
            for &x in game.jumps(from) {
                let p = game.backward(q as u32, x) as usize;
                if p != 0 && self.is_undecided(from, p) {
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
            if self.is_undecided(from, p) {
                let watched = wrap(target - from.other().index() * self.n + self.n - p, self.n);
                self.settle(from, p, watched + 1);
            }
        }
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
        use crate::berzerk::Walker;
        use crate::retro::{Run, Stepper};
        let n = 300u32;
        let rick: Vec<u32> = (1..n).filter(|x| x % 3 != 0).collect();
        let morty: Vec<u32> = (1..n).filter(|x| x % 5 < 3 && x % 2 == 0).collect();
        let game = Game::new(n, &rick, &morty).unwrap();
        let mut walker = Walker::new(game.clone());
        walker.finish();
        assert_eq!(solve(&game), walker.outcomes());
    }
}
