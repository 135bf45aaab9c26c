//! The end of a run without stepping: the tables a [`Walker`] holds after
//! its final step, from the batch solver's outcomes and one pass over the
//! decided states.
//!
//! Knowing every final outcome, the pass replays the walker's FIFO queue and
//! touches only what changes a label:
//! * a taken Lose decides its predecessors whose final outcome is Win and
//!   that are not labelled yet, by ascending jump. Per taken state it reads
//!   the cheapest of the jump list, the words the set spans, or the list of
//!   final-Win states still unlabelled (in ascending jump order: by
//!   descending position from the taken one);
//! * a final-Lose state is labelled by the step that takes the last of its
//!   successors (all Win). Instead of a counter, it *watches* its first
//!   successor not taken yet, by ascending jump; when that one is taken it
//!   scans on, 64 jumps a word, and when none is left the current step
//!   labels it. A step's Loses are queued by ascending jump, as the walker
//!   queues them.
//!
//! Loop states and final-Win states are never counted down, and counters
//! are not kept at all: the walker's counters of decided states are frozen
//! values of no use once the run is over.
//!
//! A watcher's scans only move forward, so a state's scans read at most the
//! words its set spans, plus one per wake. A state is woken once per
//! watched successor taken while a later one is still open: a handful in
//! every game measured (about `ln k` for a take order unrelated to the
//! jumps), though an order that followed the jumps would wake it once per
//! jump.

use super::batch::{solve_keeping_tables, Leftovers};
use super::jumps::{
    first_landing_outside, jump_sizes, predecessors_in, reflected, scan_cost, JumpBits,
};
use super::{wrap, Game, Mover, Walker};
use crate::bits::Bits;
use crate::outcome::Outcome;
use crate::retro::{run_tables, Run, Stepper, NEVER};

/// The finished tables of a Berzerk run: outcomes, remoteness, deciding
/// successors (hence best moves), the queue in the walker's order and the
/// step that labelled each state, exactly as a [`Walker`] run to its end
/// holds them (property-tested). It keeps no counters:
/// [`Run::counter`] is `None` for every state.
#[derive(Clone, Debug)]
pub struct EndOfRun {
    pub(super) game: Game,
    pub(super) outcomes: Vec<Outcome>,
    pub(super) remoteness: Vec<u32>,
    pub(super) deciding: Vec<u32>,
    pub(super) labelled_at: Vec<u32>,
    pub(super) queue: Vec<u32>,
}

/// The tables of `game`'s run at its end, by whichever is cheaper: the
/// walker run to its end when its work bound is small (sparse or short jump
/// sets, where it does little more than the pass would), else the batch
/// solver and the pass described in the module's documentation.
pub fn end_of_run(game: &Game) -> EndOfRun {
    if walker_answers(game) {
        let mut walker = Walker::new(game.clone());
        walker.finish();
        walker.into_end()
    } else {
        end_of_run_with_bitsets(game)
    }
}

/// The batch solver and the pass alone, whatever the game (public for the
/// tests).
#[doc(hidden)]
pub fn end_of_run_with_bitsets(game: &Game) -> EndOfRun {
    let mut pass = Pass::new(game, solve_keeping_tables(game));
    pass.run();
    pass.end
}

/// Units of [`Walker::work_bound`] per state below which the walker ends a
/// run sooner than the bitsets: measured at n = 10^6, the walker costs about
/// 18 ns a state plus 0.6 ns a unit, the bitset path about 36 ns a state
/// (so jumps 1-20 each go to the walker, 1-40 to the bitsets).
const WALKER_UNITS_PER_STATE: u64 = 24;

/// Units per state of the bitset path beyond its scans: its watchers' lists
/// and wakes (see the module's documentation), and the tables.
const BITSET_UNITS_PER_STATE: u64 = 60;

fn walker_answers(game: &Game) -> bool {
    walker_work(game) <= WALKER_UNITS_PER_STATE * game.state_count() as u64
}

fn walker_work(game: &Game) -> u64 {
    Walker::work_bound(game).iter().sum()
}

/// The bitset path's work, in the walker's units. Per mover `A` (the other
/// one `B`), every scan reads at most `scan_cost(A)`: each Lose of `B` scans
/// `A`'s predecessors twice (in the batch solver and in the pass), and each
/// of `A`'s states that cannot jump into the hole scans its successors
/// about twice (its watch in each). Only the `n - 1 - k` states of a mover
/// that cannot jump into the hole can be Lose or scan at all.
fn bitset_work(game: &Game) -> u64 {
    let n = u64::from(game.objects());
    let per_state = BITSET_UNITS_PER_STATE * game.state_count() as u64;
    let scans: u64 = Mover::BOTH
        .iter()
        .map(|&a| {
            let (k_a, k_b) = (
                game.jumps(a).len() as u64,
                game.jumps(a.other()).len() as u64,
            );
            let scan = scan_cost(game.jumps(a));
            2 * scan * ((n - k_b) + (n - 1 - k_a))
        })
        .sum();
    per_state + scans
}

impl EndOfRun {
    /// The work of [`end_of_run`] on `game`, in the units of
    /// [`Walker::work_bound`] (about a nanosecond each, natively): the
    /// walker's bound when the walker answers (a work bound below 24 units a
    /// state), else the bitset path's: every scan bounded (the cheaper of a
    /// jump list and the words its set spans), and 60 units a state for the
    /// rest, calibrated at n = 10^6 (the bitset path's 36 ns a state against
    /// the walker's 0.6 ns a unit). Those 60 cover a watcher's few wakes per
    /// state, as measured; no bound known before solving keeps wakes below
    /// one per jump, which a take order following the jumps would cost.
    pub fn work_bound(game: &Game) -> u64 {
        if walker_answers(game) {
            walker_work(game)
        } else {
            bitset_work(game)
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }
}

impl Run for EndOfRun {
    run_tables!(Game, game);

    /// Never kept (see the type's documentation).
    fn counter(&self, _state: usize) -> Option<u32> {
        None
    }

    fn deciding_successor(&self, state: usize) -> Option<usize> {
        let by = self.deciding[state];
        (by != NEVER).then_some(by as usize)
    }

    fn queue(&self) -> &[u32] {
        &self.queue
    }

    fn queue_head(&self) -> usize {
        self.queue.len()
    }

    /// Every queued state was taken, then the final Loop step.
    fn steps_taken(&self) -> u32 {
        self.queue.len() as u32 + 1
    }

    fn is_done(&self) -> bool {
        true
    }
}

/// A mover's final-Win positions not labelled yet, for taken Loses that
/// have few left to find: how many there are and, once they are fewer than
/// a scan would read, a list of them in ascending order. Labelled ones stay
/// listed until they outnumber the rest.
struct Candidates {
    alive: usize,
    listed: Option<Vec<u32>>,
}

/// End of a watcher list (lists hold `state + 1`).
const END: u32 = 0;

/// The pass's working state; index arrays use `mover * n + position`.
struct Pass<'g> {
    game: &'g Game,
    n: usize,
    jumps: [JumpBits; 2],
    end: EndOfRun,
    /// Per mover, its final-Win positions not labelled yet, reflected.
    unlabelled_wins: [Bits; 2],
    candidates: [Candidates; 2],
    /// Per mover, the positions taken off the queue so far.
    taken: [Bits; 2],
    /// Intrusive lists of the final-Lose states watching each state (as
    /// `state + 1`); the jump a state watches is the one onto the watched.
    watchers: Vec<u32>,
    next_watcher: Vec<u32>,
    /// The Loses the current step labels, as (jump onto the taken state, state).
    labelled: Vec<(u32, u32)>,
    /// The jumps of the Wins the current step labels.
    hits: Vec<u32>,
}

impl<'g> Pass<'g> {
    /// The pass over the batch solver's outcomes, in the memory of its
    /// lists and queue.
    fn new(game: &'g Game, batch: Leftovers) -> Self {
        let n = game.objects() as usize;
        let size = 2 * n;
        let (mut queue, mut watchers) = (batch.pending, batch.watchers);
        queue.clear();
        watchers.fill(END);
        let mut end = EndOfRun {
            game: game.clone(),
            outcomes: batch.outcomes,
            remoteness: vec![NEVER; size],
            deciding: vec![NEVER; size],
            labelled_at: vec![NEVER; size],
            queue,
        };
        for hole in [0, n] {
            end.remoteness[hole] = 0;
            end.labelled_at[hole] = 0;
            end.queue.push(hole as u32);
        }
        let mut pass = Pass {
            game,
            n,
            jumps: Mover::BOTH.map(|m| JumpBits::new(game.jumps(m), game.objects())),
            unlabelled_wins: [Bits::new(n), Bits::new(n)],
            candidates: Mover::BOTH.map(|_| Candidates {
                alive: 0,
                listed: None,
            }),
            taken: [Bits::new(n), Bits::new(n)],
            watchers,
            next_watcher: batch.next_watcher,
            labelled: Vec::new(),
            hits: Vec::new(),
            end,
        };
        pass.list_wins();
        pass.watch_first_successors();
        pass
    }

    fn list_wins(&mut self) {
        for m in 0..2 {
            for p in 1..self.n {
                if self.end.outcomes[m * self.n + p] == Outcome::Win {
                    self.unlabelled_wins[m].set(reflected(p, self.n));
                    self.candidates[m].alive += 1;
                }
            }
        }
    }

    /// Every final-Lose state off the hole watches its first successor, by
    /// its smallest jump: nothing is taken yet.
    fn watch_first_successors(&mut self) {
        for mover in Mover::BOTH {
            let (m, other) = (mover.index(), mover.other().index());
            let first = self.game.jumps(mover)[0] as usize;
            for p in 1..self.n {
                let state = m * self.n + p;
                if self.end.outcomes[state] == Outcome::Lose {
                    self.attach(state, other * self.n + wrap(p + first, self.n));
                }
            }
        }
    }

    fn attach(&mut self, state: usize, target: usize) {
        self.next_watcher[state] = self.watchers[target];
        self.watchers[target] = state as u32 + 1;
    }

    /// Final-Lose state `p` of `mover` watches its first successor not taken
    /// yet, by a jump of at least `from`; returns false when none is left.
    fn watch_from(&mut self, mover: Mover, p: usize, from: usize) -> bool {
        let m = mover.index();
        let other = mover.other().index();
        let list = self.game.jumps(mover);
        let Some(x) =
            first_landing_outside(&self.jumps[m], list, &self.taken[other], p, from, self.n)
        else {
            return false;
        };
        let target = other * self.n + wrap(p + x as usize, self.n);
        self.attach(m * self.n + p, target);
        true
    }

    /// Replays the queue: step `j + 1` takes `queue[j]`.
    fn run(&mut self) {
        let mut j = 0;
        while let Some(&taken) = self.end.queue.get(j) {
            j += 1;
            let taken = taken as usize;
            let (mover, q) = (taken / self.n, taken % self.n);
            self.taken[mover].set(q);
            match self.end.outcomes[taken] {
                Outcome::Lose => self.label_wins(taken, j as u32),
                _ => self.wake_watchers(taken, j as u32),
            }
        }
        let at = j as u32 + 1;
        for (i, outcome) in self.end.outcomes.iter().enumerate() {
            if *outcome == Outcome::Loop {
                self.end.labelled_at[i] = at;
            }
        }
    }

    fn label(&mut self, state: usize, by: usize, at: u32) {
        self.end.remoteness[state] = self.end.remoteness[by] + 1;
        self.end.deciding[state] = by as u32;
        self.end.labelled_at[state] = at;
        self.end.queue.push(state as u32);
    }

    /// Step `at` takes Lose state `taken`: the other mover's unlabelled
    /// final Wins that jump onto it are labelled, by ascending jump, found by
    /// the cheapest of the jump list, the words the set spans, and the list
    /// of unlabelled final Wins.
    fn label_wins(&mut self, taken: usize, at: u32) {
        let (n, q) = (self.n, taken % self.n);
        let from = 1 - taken / n;
        let list = self.game.jumps(Mover::BOTH[from]);
        let scan = list.len().min(self.jumps[from].span.len());
        if self.candidates[from].alive == 0 {
            return;
        }
        let mut hits = std::mem::take(&mut self.hits);
        if self.candidates[from].alive < scan {
            self.wins_from_candidates(from, q, &mut hits);
        } else if self.jumps[from].dense {
            let (jumps, open) = (&self.jumps[from], &self.unlabelled_wins[from]);
            let mut c = jumps.span.start;
            while let Some((word, found)) = predecessors_in(jumps, open, q, c, n) {
                c = word + 1;
                hits.extend(jump_sizes(64 * word as u32, found));
            }
        } else {
            let open = &self.unlabelled_wins[from];
            hits.extend(list.iter().copied().filter(|&x| {
                let p = self.game.backward(q as u32, x) as usize;
                p != 0 && open.get(reflected(p, n))
            }));
        }
        for &x in &hits {
            let p = self.game.backward(q as u32, x) as usize;
            self.unlabelled_wins[from].clear(reflected(p, n));
            self.candidates[from].alive -= 1;
            self.label(from * n + p, taken, at);
        }
        hits.clear();
        self.hits = hits;
    }

    /// The jumps onto position `q` from the mover's unlabelled final Wins,
    /// ascending, read off its candidate list (made the first time, and
    /// rid of labelled positions once they are the majority): by descending
    /// position from `q`, wrapping around.
    fn wins_from_candidates(&mut self, from: usize, q: usize, hits: &mut Vec<u32>) {
        let n = self.n;
        let open = &self.unlabelled_wins[from];
        let candidates = &mut self.candidates[from];
        let positions = candidates.listed.get_or_insert_with(|| {
            let mut listed: Vec<u32> = open.ones().map(|bit| reflected(bit, n) as u32).collect();
            listed.sort_unstable();
            listed
        });
        if positions.len() > 2 * candidates.alive + 64 {
            positions.retain(|&p| open.get(reflected(p as usize, n)));
        }
        let below = positions.partition_point(|&p| (p as usize) < q);
        let (low, high) = positions.split_at(below);
        for &p in low.iter().rev().chain(high.iter().rev()) {
            let p = p as usize;
            let x = wrap(q + n - p, n);
            if open.get(reflected(p, n)) && self.jumps[from].sizes.get(x) {
                hits.push(x as u32);
            }
        }
    }

    /// Step `at` takes Win state `taken`: each final-Lose state watching it
    /// moves on to its next successor not taken, or, with none left, is
    /// labelled now. They are queued by ascending jump onto `taken`.
    fn wake_watchers(&mut self, taken: usize, at: u32) {
        let (n, q) = (self.n, taken % self.n);
        let mover = Mover::BOTH[1 - taken / n];
        let mut watcher = std::mem::replace(&mut self.watchers[taken], END);
        while watcher != END {
            let state = watcher as usize - 1;
            watcher = self.next_watcher[state];
            let (p, jump) = (state % n, wrap(q + n - state % n, n));
            if !self.watch_from(mover, p, jump + 1) {
                self.labelled.push((jump as u32, state as u32));
            }
        }
        let mut labelled = std::mem::take(&mut self.labelled);
        labelled.sort_unstable();
        for &(_, state) in &labelled {
            self.label(state as usize, taken, at);
        }
        labelled.clear();
        self.labelled = labelled;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_one_ends_as_the_walker_does() {
        let game = Game::new(5, &[3, 2], &[1, 2, 3]).unwrap();
        let end = end_of_run_with_bitsets(&game);
        let mut walker = Walker::new(game.clone());
        walker.finish();
        assert_eq!(end.outcomes(), walker.outcomes());
        assert_eq!(end.queue(), walker.queue());
        assert_eq!(end.labelled_at_table(), walker.labelled_at_table());
        assert_eq!(end.remoteness_table(), walker.remoteness_table());
        assert_eq!(end.steps_taken(), walker.steps_taken());
        assert_eq!(end.counter(1), None);
    }
}
