//! The reverse breadth-first search, one step at a time, on bitsets.
//!
//! [`Walker`] is [`crate::retro::Retrograde`] over Berzerk's graph, made fast
//! by the shape of the game: it takes the same steps, with the same reports
//! and tables (property-tested step by step), but never visits a decided
//! predecessor.
//!
//! Order, fixed so that an animation and a test see the same steps:
//! * the queue starts with the hole for Rick to move, then the hole for Morty;
//! * a taken state's predecessors are visited by ascending jump, and the
//!   ones it decides join the back of the queue in that order;
//! * after the queue empties, one final step labels every undecided state Loop.
//!
//! Each mover's undecided positions are kept as a bitset, reflected so that
//! a window read from the right place lines its bits up with the mover's
//! jump sizes: one AND then yields the undecided predecessors of 64 jump
//! sizes, in ascending order. A set with more jumps than the words it spans
//! is scanned that way; a sparser one is walked as a list, which is cheaper.
//!
//! Undo needs no history: the queue is kept as a log (`queue[..head]` was
//! taken, and the states a step labelled are the queue's tail right after
//! it), and each state remembers the step that labelled it. That is enough
//! to invert the latest step exactly, in O(n) memory.

use super::jumps::{jump_sizes, predecessors_in, reflected, scan_cost, JumpBits};
use super::{EndOfRun, Game, Mover, State};
use crate::bits::Bits;
use crate::outcome::Outcome;
use crate::retro::{
    labelled_by_latest, latest_step, run_tables, Run, Step, StepSummary, Stepper, NEVER,
};

/// Where a scan of one taken state's undecided predecessors stands, by
/// ascending jump. It borrows nothing, so the walker can update its tables
/// between calls: one state's predecessors are distinct states, so deciding
/// one never changes whether a later one is undecided.
struct Predecessors {
    from: Mover,
    /// Where the taken state's monster stands.
    position: u32,
    scan: Scan,
}

enum Scan {
    /// The next index into the jump list.
    List(usize),
    /// The next word of jump sizes.
    Words(usize),
}

impl Predecessors {
    /// The next undecided predecessors, as a jump `first` and a non-zero
    /// mask whose bit `j` stands for jump `first + j`.
    fn next_word(&mut self, walker: &Walker) -> Option<(u32, u64)> {
        let game = &walker.game;
        let from = self.from.index();
        match &mut self.scan {
            Scan::List(k) => {
                let list = game.jumps(self.from);
                while let Some(&x) = list.get(*k) {
                    *k += 1;
                    // The hole is never undecided, so it is never a predecessor.
                    let i = walker.state_behind(self.from, self.position, x);
                    if walker.outcomes[i] == Outcome::Undecided {
                        return Some((x, 1));
                    }
                }
                None
            }
            Scan::Words(c) => {
                let n = game.objects() as usize;
                let bits = &walker.jump_bits[from];
                let undecided = &walker.undecided[from];
                match predecessors_in(bits, undecided, self.position as usize, *c, n) {
                    Some((found, hits)) => {
                        *c = found + 1;
                        Some((64 * found as u32, hits))
                    }
                    None => {
                        *c = bits.span.end;
                        None
                    }
                }
            }
        }
    }
}

/// The retrograde search over one game, advanced and undone step by step.
///
/// Tables per state: outcome (1 byte), counter, remoteness, deciding
/// successor, labelled-at and queue entry (4 bytes each), so 21 bytes per
/// state and 42 per object; the bitsets add half a byte per object.
#[derive(Clone, Debug)]
pub struct Walker {
    game: Game,
    outcomes: Vec<Outcome>,
    /// Successors not yet known to be Win: a state is Lose when this hits 0.
    counters: Vec<u32>,
    remoteness: Vec<u32>,
    /// The successor (taken state) that decided each state, [`NEVER`] for none.
    deciding: Vec<u32>,
    /// Number of the step that labelled each state (0: from the start).
    labelled_at: Vec<u32>,
    /// Every state ever queued, in order; `queue[head..]` is still waiting.
    queue: Vec<u32>,
    head: usize,
    steps_taken: u32,
    loops_labelled: bool,
    /// Per mover, its jump set as bits.
    jump_bits: [JumpBits; 2],
    /// Per mover, its undecided positions as a reflected set (see
    /// [`reflected`]): read from `x - q`, bit `j` is the position `x + j`
    /// jumps behind `q`.
    undecided: [Bits; 2],
    /// States per mover and outcome, hole states excluded.
    counts: [[u32; 4]; 2],
}

impl Walker {
    pub fn new(game: Game) -> Walker {
        let n = game.objects() as usize;
        let size = game.state_count();
        let mut counters = vec![0; size];
        for mover in Mover::BOTH {
            let k = game.jumps(mover).len() as u32;
            counters[mover.index() * n + 1..(mover.index() + 1) * n].fill(k);
        }
        // Every position but the hole, which reflects onto itself.
        let mut open = Bits::full(n);
        open.clear(0);
        let mut walker = Walker {
            outcomes: vec![Outcome::Undecided; size],
            counters,
            remoteness: vec![NEVER; size],
            deciding: vec![NEVER; size],
            labelled_at: vec![NEVER; size],
            queue: Vec::with_capacity(size),
            head: 0,
            steps_taken: 0,
            loops_labelled: false,
            jump_bits: Mover::BOTH.map(|m| JumpBits::new(game.jumps(m), game.objects())),
            undecided: [open.clone(), open],
            counts: [[n as u32 - 1, 0, 0, 0]; 2],
            game,
        };
        for mover in Mover::BOTH {
            let hole = mover.index() * n;
            walker.outcomes[hole] = Outcome::Lose;
            walker.remoteness[hole] = 0;
            walker.labelled_at[hole] = 0;
            walker.queue.push(hole as u32);
        }
        walker
    }

    /// An upper bound on the work of running `game` to its end, per mover
    /// whose states are scanned and counted down, in units of one jump
    /// walked, word read or counter decremented (about a nanosecond each,
    /// natively). Every state of the other mover is taken once, and each
    /// scan reads the mover's jump list or the words its set spans,
    /// whichever is shorter; a mover with every jump has nothing undecided
    /// after the holes, so only the hole's scan reads anything. Only the
    /// `n - 1 - k` states that cannot jump into the hole are ever counted
    /// down, each at most `k` times. Dense sets can come close to that:
    /// random ones leave many Loop states, counted down by every Win
    /// successor.
    pub fn work_bound(game: &Game) -> [u64; 2] {
        let n = u64::from(game.objects());
        Mover::BOTH.map(|mover| {
            let list = game.jumps(mover);
            let k = list.len() as u64;
            let open = n - 1 - k;
            let scans = if open == 0 { 1 } else { n };
            scans * scan_cost(list) + open * k
        })
    }

    /// Remaining out-degree counters, indexed `mover * n + position`.
    pub fn counters(&self) -> &[u32] {
        &self.counters
    }

    /// Number of states with this outcome, the two hole states not counted.
    pub fn count_of(&self, outcome: Outcome) -> u32 {
        self.counts[0][outcome as usize] + self.counts[1][outcome as usize]
    }

    /// A finished walker's tables, without its counters and bitsets.
    pub(super) fn into_end(self) -> EndOfRun {
        assert!(self.loops_labelled, "the end of a finished run");
        EndOfRun {
            game: self.game,
            outcomes: self.outcomes,
            remoteness: self.remoteness,
            deciding: self.deciding,
            labelled_at: self.labelled_at,
            queue: self.queue,
        }
    }

    /// A state's mover (as an index) and its bit in that mover's reflected
    /// undecided set; `i` is never a hole.
    fn undecided_bit(&self, i: usize) -> (usize, usize) {
        let n = self.game.objects() as usize;
        if i < n {
            (0, reflected(i, n))
        } else {
            (1, reflected(i - n, n))
        }
    }

    /// Labels undecided state `i`, decided by successor `by`.
    fn decide(&mut self, i: usize, outcome: Outcome, remoteness: u32, by: usize, at: u32) {
        let (mover, bit) = self.undecided_bit(i);
        self.undecided[mover].clear(bit);
        self.counts[mover][Outcome::Undecided as usize] -= 1;
        self.counts[mover][outcome as usize] += 1;
        self.outcomes[i] = outcome;
        self.remoteness[i] = remoteness;
        self.deciding[i] = by as u32;
        self.labelled_at[i] = at;
    }

    fn undecide(&mut self, i: usize) {
        let (mover, bit) = self.undecided_bit(i);
        self.undecided[mover].set(bit);
        self.counts[mover][self.outcomes[i] as usize] -= 1;
        self.counts[mover][Outcome::Undecided as usize] += 1;
        self.outcomes[i] = Outcome::Undecided;
        self.remoteness[i] = NEVER;
        self.deciding[i] = NEVER;
        self.labelled_at[i] = NEVER;
    }

    /// A scan of the taken state's undecided predecessors: the states of the
    /// other mover that reach it in one move, by ascending jump.
    fn predecessors(&self, taken: usize) -> Predecessors {
        // The predecessors' mover is the taken state's other one; the
        // position comes without a division.
        let n = self.game.objects() as usize;
        let (from, position) = if taken < n {
            (Mover::Morty, taken)
        } else {
            (Mover::Rick, taken - n)
        };
        let bits = &self.jump_bits[from.index()];
        // With nothing undecided the scan starts at its end.
        let none = self.counts[from.index()][Outcome::Undecided as usize] == 0;
        let scan = match (bits.dense, none) {
            (true, false) => Scan::Words(bits.span.start),
            (true, true) => Scan::Words(bits.span.end),
            (false, false) => Scan::List(0),
            (false, true) => Scan::List(self.game.jumps(from).len()),
        };
        Predecessors {
            from,
            position: position as u32,
            scan,
        }
    }

    /// The taken state's undecided predecessors as (jump, state), by
    /// ascending jump.
    fn undecided_predecessors(&self, taken: usize) -> impl Iterator<Item = (u32, usize)> + '_ {
        let mut predecessors = self.predecessors(taken);
        let (from, q) = (predecessors.from, predecessors.position);
        std::iter::from_fn(move || predecessors.next_word(self))
            .flat_map(|(first, hits)| jump_sizes(first, hits))
            .map(move |x| (x, self.state_behind(from, q, x)))
    }

    /// The state of `from` that reaches position `q` by jump `x`.
    fn state_behind(&self, from: Mover, q: u32, x: u32) -> usize {
        let position = self.game.backward(q, x);
        self.game.index(State {
            mover: from,
            position,
        })
    }

    /// Step `at` for a state taken off the queue: a Lose decides each
    /// undecided predecessor Win; a Win counts each one down, deciding it
    /// Lose at 0.
    fn take(&mut self, taken: usize, at: u32) {
        let outcome = match self.outcomes[taken] {
            Outcome::Lose => Outcome::Win,
            _ => Outcome::Lose,
        };
        let r = self.remoteness[taken] + 1;
        let mut predecessors = self.predecessors(taken);
        let (from, q) = (predecessors.from, predecessors.position);
        while let Some((first, hits)) = predecessors.next_word(self) {
            let decided = match outcome {
                Outcome::Win => hits,
                _ => self.count_down(from, q, first, hits),
            };
            for x in jump_sizes(first, decided) {
                let i = self.state_behind(from, q, x);
                self.decide(i, outcome, r, taken, at);
                self.queue.push(i as u32);
            }
        }
    }

    /// Decrements the counters of the predecessors in a mask of hits (see
    /// [`Predecessors::next_word`]); returns the hits whose counter reached 0.
    /// Nothing else is touched in the loop, which keeps it tight.
    fn count_down(&mut self, from: Mover, q: u32, first: u32, hits: u64) -> u64 {
        let base = from.index() * self.game.objects() as usize;
        let mut zeros = 0;
        let mut rest = hits;
        while rest != 0 {
            let j = rest.trailing_zeros();
            rest &= rest - 1;
            let i = base + self.game.backward(q, first + j) as usize;
            self.counters[i] -= 1;
            zeros |= u64::from(self.counters[i] == 0) << j;
        }
        zeros
    }

    /// The final step `at`: every state still undecided is Loop.
    fn label_loops(&mut self, at: u32) {
        for i in 0..self.outcomes.len() {
            if self.outcomes[i] == Outcome::Undecided {
                let (mover, bit) = self.undecided_bit(i);
                self.undecided[mover].clear(bit);
                self.counts[mover][Outcome::Undecided as usize] -= 1;
                self.counts[mover][Outcome::Loop as usize] += 1;
                self.outcomes[i] = Outcome::Loop;
                self.labelled_at[i] = at;
            }
        }
        self.loops_labelled = true;
    }

    /// The counters the latest step, taking Win state `taken`, decremented:
    /// its predecessors undecided now or labelled (Lose) by it, merged by
    /// ascending jump.
    fn counted_down(&self, taken: usize) -> impl Iterator<Item = usize> + '_ {
        let queue = &self.queue;
        let now = &queue[queue.len() - labelled_by_latest(self)..];
        let mut now = now
            .iter()
            .map(move |&i| (self.game.jump(i as usize, taken), i as usize))
            .peekable();
        let mut undecided = self.undecided_predecessors(taken).peekable();
        std::iter::from_fn(move || {
            let next = match (now.peek(), undecided.peek()) {
                (Some(a), Some(b)) if a.0 < b.0 => now.next(),
                (Some(_), None) => now.next(),
                (_, Some(_)) => undecided.next(),
                (None, None) => None,
            };
            next.map(|(_, i)| i)
        })
    }
}

impl Run for Walker {
    run_tables!(Game, game);

    fn counter(&self, state: usize) -> Option<u32> {
        Some(self.counters[state])
    }

    fn deciding_successor(&self, state: usize) -> Option<usize> {
        let by = self.deciding[state];
        (by != NEVER).then_some(by as usize)
    }

    fn queue(&self) -> &[u32] {
        &self.queue
    }

    fn queue_head(&self) -> usize {
        self.head
    }

    fn steps_taken(&self) -> u32 {
        self.steps_taken
    }

    fn is_done(&self) -> bool {
        self.loops_labelled
    }
}

impl Stepper for Walker {
    fn advance(&mut self) -> bool {
        if self.loops_labelled {
            return false;
        }
        let at = self.steps_taken + 1;
        if self.head < self.queue.len() {
            let taken = self.queue[self.head] as usize;
            self.head += 1;
            self.take(taken, at);
        } else {
            self.label_loops(at);
        }
        self.steps_taken = at;
        true
    }

    fn undo(&mut self) -> bool {
        let at = self.steps_taken;
        if at == 0 {
            return false;
        }
        if self.loops_labelled {
            for i in 0..self.outcomes.len() {
                if self.labelled_at[i] == at {
                    self.undecide(i);
                }
            }
            self.loops_labelled = false;
        } else {
            for _ in 0..labelled_by_latest(self) {
                let i = self.queue.pop().expect("a labelled state is queued") as usize;
                self.undecide(i);
            }
            self.head -= 1;
            let taken = self.queue[self.head] as usize;
            // A taken Win counted down every predecessor that was undecided,
            // which is every one undecided now.
            if self.outcomes[taken] == Outcome::Win {
                let mut predecessors = self.predecessors(taken);
                let (from, q) = (predecessors.from, predecessors.position);
                while let Some((first, hits)) = predecessors.next_word(self) {
                    for x in jump_sizes(first, hits) {
                        let i = self.state_behind(from, q, x);
                        self.counters[i] += 1;
                    }
                }
            }
        }
        self.steps_taken = at - 1;
        true
    }

    fn last_step_summary(&self, limit: usize) -> Option<StepSummary> {
        latest_step(self, &self.counters, limit, |taken| {
            self.counted_down(taken)
        })
    }
}

impl Iterator for Walker {
    type Item = Step;

    /// One step with its report; `None` once the final Loop step is past.
    fn next(&mut self) -> Option<Step> {
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

    fn sample1() -> Game {
        Game::new(5, &[3, 2], &[1, 2, 3]).unwrap()
    }

    #[test]
    fn starts_with_both_holes_queued() {
        let w = Walker::new(sample1());
        assert_eq!(w.waiting(), &[0, 5]);
        assert_eq!(w.count_of(Outcome::Undecided), 8);
        assert_eq!(w.counters()[1], 2);
        assert_eq!(w.counters()[6], 3);
        assert_eq!(w.last_step(), None);
    }

    #[test]
    fn first_step_labels_the_states_that_reach_the_hole() {
        let mut w = Walker::new(sample1());
        let step = w.next().unwrap();
        // The hole with Rick to move: Morty jumped there from 4 (jump 1), 3 (2), 2 (3).
        assert_eq!(step.index, 1);
        assert_eq!(step.taken, Some(0));
        let got: Vec<(usize, u32)> = step
            .labelled
            .iter()
            .map(|l| (l.state, w.graph().jump(l.state, l.by.unwrap())))
            .collect();
        assert_eq!(got, vec![(5 + 4, 1), (5 + 3, 2), (5 + 2, 3)]);
        assert!(step
            .labelled
            .iter()
            .all(|l| l.outcome == Outcome::Win && l.remoteness == Some(1) && l.by == Some(0)));
        assert!(step.decremented.is_empty());
    }

    #[test]
    fn sample_one_solves_with_remoteness_and_moves() {
        let mut w = Walker::new(sample1());
        w.finish();
        let mut out = String::new();
        super::super::write_judge_lines(5, w.outcomes(), &mut out);
        assert_eq!(out, "Lose Win Win Loop\nLoop Win Win Win\n");
        // Rick at object 2 (state 1) loses: both jumps give Morty a win in 1.
        assert_eq!(w.remoteness(1), Some(2));
        let to = w.best_successor(1).unwrap();
        assert!(to == 5 + 3 || to == 5 + 4, "{to}");
        assert_eq!((w.outcome(to), w.remoteness(to)), (Outcome::Win, Some(1)));
        // Morty at object 2 (state 6) loops; its best jump, 3, reaches Rick's
        // Loop at object 5.
        assert_eq!(w.outcome(6), Outcome::Loop);
        assert_eq!(w.remoteness(6), None);
        assert_eq!(w.best_successor(6), Some(4));
        assert_eq!(w.outcome(4), Outcome::Loop);
        assert!(w.next().is_none());
    }

    #[test]
    fn undo_restores_every_table_exactly() {
        let game = Game::new(9, &[2, 5, 7], &[3, 6]).unwrap();
        let mut w = Walker::new(game);
        let mut history = vec![w.clone()];
        while w.advance() {
            history.push(w.clone());
        }
        while let Some(before) = history.pop() {
            assert_eq!(w.outcomes(), before.outcomes());
            assert_eq!(w.counters(), before.counters());
            assert_eq!(w.remoteness_table(), before.remoteness_table());
            assert_eq!(w.labelled_at_table(), before.labelled_at_table());
            assert_eq!(w.queue(), before.queue());
            assert_eq!(w.queue_head(), before.queue_head());
            assert_eq!(w.steps_taken(), before.steps_taken());
            assert_eq!(w.last_step(), before.last_step());
            for outcome in Outcome::ALL {
                assert_eq!(w.count_of(outcome), before.count_of(outcome));
            }
            w.undo();
        }
        assert!(!w.undo());
    }

    #[test]
    fn final_step_exists_even_without_loops() {
        let mut w = Walker::new(Game::new(2, &[1], &[1]).unwrap());
        let steps: Vec<Step> = w.by_ref().collect();
        assert_eq!(steps.len(), 5);
        let last = steps.last().unwrap();
        assert_eq!(last.taken, None);
        assert!(last.labelled.is_empty());
        assert!(w.is_done());
    }

    #[test]
    fn a_summary_counts_everything_and_lists_the_first_few() {
        // Rick jumps 1 to 29, Morty only 50, around 100 objects.
        let rick: Vec<u32> = (1..30).collect();
        let mut w = Walker::new(Game::new(100, &rick, &[50]).unwrap());
        // Step 2 takes Morty's hole: Rick at 71..99 jump into it.
        w.run(2);
        let summary = w.last_step_summary(3).unwrap();
        assert_eq!((summary.wins, summary.loses, summary.loops), (29, 0, 0));
        assert_eq!((summary.labelled(), summary.counted_down), (29, 0));
        let full = w.last_step().unwrap();
        assert_eq!(summary.sample.labelled, full.labelled[..3]);
        // Step 3 takes Morty at 51 (a Win, by 50 into the hole): Rick at 22
        // to 50 are counted down.
        w.advance();
        let summary = w.last_step_summary(2).unwrap();
        let full = w.last_step().unwrap();
        assert_eq!((summary.counted_down, summary.labelled()), (29, 0));
        assert_eq!(full.decremented.len(), 29);
        assert_eq!(summary.sample.decremented, full.decremented[..2]);
        assert_eq!(full.decremented[0].state, 49);
        assert!(full.decremented.iter().all(|d| d.remaining == 28));
    }
}
