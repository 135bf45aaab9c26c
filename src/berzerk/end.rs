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

use super::batch::{batch_work, solve_with_bitsets};
use super::jumps::{
    first_landing_outside, jump_sizes, predecessors_in, reflected, scan_cost, JumpBits,
};
use super::{wrap, Game, Mover, Walker};
use crate::bits::Bits;
use crate::outcome::Outcome;
use crate::retro::{Run, Stepper, NEVER};

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
/// walker run to its end (sparse jump sets, where it does little more than
/// the pass would), or the batch solver and the pass described in the
/// module's documentation.
pub fn end_of_run(game: &Game) -> EndOfRun {
    if walker_work(game) <= bitset_work(game) {
        let mut walker = Walker::new(game.clone());
        walker.finish();
        walker.into_end()
    } else {
        end_of_run_with_bitsets(game)
    }
}

/// The batch solver and the pass alone, whatever the density (public for
/// the tests).
#[doc(hidden)]
pub fn end_of_run_with_bitsets(game: &Game) -> EndOfRun {
    let mut pass = Pass::new(game, solve_with_bitsets(game));
    pass.run();
    pass.end
}

fn walker_work(game: &Game) -> u64 {
    Walker::work_bound(game).iter().sum()
}

/// The batch solver's work, and the pass's: each taken state reads at most
/// a set's scan cost, and each final-Lose state scans its successors about
/// once, plus its wakes (see [`EndOfRun::work_bound`]).
fn bitset_work(game: &Game) -> u64 {
    let n = u64::from(game.objects());
    let pass: u64 = Mover::BOTH
        .iter()
        .map(|&m| n * (2 * scan_cost(game.jumps(m)) + WAKES_PER_STATE))
        .sum();
    batch_work(game) + pass
}

/// Wakes counted per state, for the watchers of the batch solver and of the
/// pass. A state is woken once per successor it watches that is taken (or
/// turns Win) while a later one is still open: the records of that order
/// read by ascending jump, a handful in every game measured (about `ln k`
/// for an order unrelated to the jumps), though an order that follows the
/// jumps would wake it once per jump.
const WAKES_PER_STATE: u64 = 2;

impl EndOfRun {
    /// The work of [`end_of_run`] on `game`, in the units of
    /// [`Walker::work_bound`] (about a nanosecond each, natively): the
    /// walker's bound when the walker answers, else the bitset path's. That
    /// one bounds every scan (per state, the cheaper of its mover's jump
    /// list and the words its set spans) and counts two wakes of a watcher
    /// per state: a state is woken once per watched successor taken while a
    /// later one is still open, a handful in every game measured, but no
    /// bound known before solving keeps that below one per jump.
    pub fn work_bound(game: &Game) -> u64 {
        walker_work(game).min(bitset_work(game))
    }

    pub fn game(&self) -> &Game {
        &self.game
    }
}

impl Run for EndOfRun {
    type Graph = Game;

    fn graph(&self) -> &Game {
        &self.game
    }

    fn outcomes(&self) -> &[Outcome] {
        &self.outcomes
    }

    fn remoteness_table(&self) -> &[u32] {
        &self.remoteness
    }

    fn labelled_at_table(&self) -> &[u32] {
        &self.labelled_at
    }

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

/// A mover's final-Win positions not labelled yet, in ascending order, for
/// taken Loses that have few left to find. Labelled ones stay listed until
/// they outnumber the rest.
struct Candidates {
    positions: Vec<u32>,
    alive: usize,
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
    /// Per final-Lose state, the cursor of the successor it watches (a jump
    /// size for dense sets, a list index for sparse ones).
    watch: Vec<u32>,
    watchers: Vec<u32>,
    next_watcher: Vec<u32>,
    /// The Loses the current step labels, as (jump onto the taken state, state).
    labelled: Vec<(u32, u32)>,
}

impl<'g> Pass<'g> {
    fn new(game: &'g Game, outcomes: Vec<Outcome>) -> Self {
        let n = game.objects() as usize;
        let size = 2 * n;
        let mut end = EndOfRun {
            game: game.clone(),
            outcomes,
            remoteness: vec![NEVER; size],
            deciding: vec![NEVER; size],
            labelled_at: vec![NEVER; size],
            queue: Vec::with_capacity(size),
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
                positions: Vec::new(),
                alive: 0,
            }),
            taken: [Bits::new(n), Bits::new(n)],
            watch: vec![0; size],
            watchers: vec![END; size],
            next_watcher: vec![END; size],
            labelled: Vec::new(),
            end,
        };
        pass.list_wins();
        pass.watch_first_successors();
        pass
    }

    fn list_wins(&mut self) {
        for mover in Mover::BOTH {
            let m = mover.index();
            for p in 1..self.n {
                if self.end.outcomes[m * self.n + p] == Outcome::Win {
                    self.unlabelled_wins[m].set(reflected(p, self.n));
                    self.candidates[m].positions.push(p as u32);
                }
            }
            self.candidates[m].alive = self.candidates[m].positions.len();
        }
    }

    /// Every final-Lose state off the hole watches its first successor:
    /// nothing is taken yet.
    fn watch_first_successors(&mut self) {
        for mover in Mover::BOTH {
            for p in 1..self.n {
                let state = mover.index() * self.n + p;
                if self.end.outcomes[state] == Outcome::Lose {
                    self.watch_from(mover, p, 0);
                }
            }
        }
    }

    /// Final-Lose state `p` of `mover` watches its first successor not taken
    /// yet, from cursor `from` on; returns false when none is left.
    fn watch_from(&mut self, mover: Mover, p: usize, from: usize) -> bool {
        let m = mover.index();
        let other = mover.other().index();
        let list = self.game.jumps(mover);
        let Some((cursor, x)) =
            first_landing_outside(&self.jumps[m], list, &self.taken[other], p, from, self.n)
        else {
            return false;
        };
        let state = m * self.n + p;
        let target = other * self.n + wrap(p + x as usize, self.n);
        self.watch[state] = cursor;
        self.next_watcher[state] = self.watchers[target];
        self.watchers[target] = state as u32 + 1;
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
    /// final Wins that jump onto it are labelled, by ascending jump.
    fn label_wins(&mut self, taken: usize, at: u32) {
        let (n, q) = (self.n, taken % self.n);
        let from = 1 - taken / n;
        let list = self.game.jumps(Mover::BOTH[from]);
        let jumps = &self.jumps[from];
        let candidates = &self.candidates[from];
        let cost = [list.len(), jumps.span.len(), candidates.positions.len()];
        let mut hits = Vec::new();
        if candidates.alive == 0 {
            return;
        } else if cost[2] < cost[0].min(cost[1]) {
            self.wins_from_candidates(from, q, &mut hits);
        } else if jumps.dense {
            let mut c = jumps.span.start;
            let open = &self.unlabelled_wins[from];
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
        for x in hits {
            let p = self.game.backward(q as u32, x) as usize;
            self.unlabelled_wins[from].clear(reflected(p, n));
            self.candidates[from].alive -= 1;
            self.label(from * n + p, taken, at);
        }
        self.compact(from);
    }

    /// The jumps onto position `q` from the mover's unlabelled final Wins,
    /// ascending, read off its candidate list: by descending position from
    /// `q`, wrapping around.
    fn wins_from_candidates(&self, from: usize, q: usize, hits: &mut Vec<u32>) {
        let n = self.n;
        let positions = &self.candidates[from].positions;
        let below = positions.partition_point(|&p| (p as usize) < q);
        let (low, high) = positions.split_at(below);
        let open = &self.unlabelled_wins[from];
        for &p in low.iter().rev().chain(high.iter().rev()) {
            let p = p as usize;
            let x = wrap(q + n - p, n);
            if open.get(reflected(p, n)) && self.jumps[from].sizes.get(x) {
                hits.push(x as u32);
            }
        }
    }

    /// Drops labelled positions from a candidate list once they are the
    /// majority, so walking it costs at most twice the unlabelled ones.
    fn compact(&mut self, from: usize) {
        let candidates = &mut self.candidates[from];
        if candidates.positions.len() > 2 * candidates.alive + 64 {
            let (open, n) = (&self.unlabelled_wins[from], self.n);
            candidates
                .positions
                .retain(|&p| open.get(reflected(p as usize, n)));
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
            let p = state % n;
            if !self.watch_from(mover, p, self.watch[state] as usize + 1) {
                self.labelled
                    .push((wrap(q + n - p, n) as u32, state as u32));
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
