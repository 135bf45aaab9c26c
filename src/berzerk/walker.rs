//! The reverse breadth-first search, one step at a time.
//!
//! Like a graph walker that owns its queue, [`Walker`] holds the whole search
//! state and advances by one *step* per call: it takes one decided state off
//! the front of the FIFO queue and updates that state's predecessors.
//!
//! Order, fixed so that an animation and a test see the same steps:
//! * the queue starts with the hole for Rick to move, then the hole for Morty;
//! * a taken state's predecessors are visited by ascending step size, and the
//!   ones it decides join the back of the queue in that order;
//! * after the queue empties, one final step outcomes every undecided state Loop.
//!
//! Because the queue is FIFO, states leave it in non-decreasing remoteness,
//! so the first Lose successor that decides a Win has the smallest
//! remoteness (the winner hurries) and the last Win successor that decides a
//! Lose has the largest (the loser stalls).
//!
//! Only undecided predecessors are ever updated, so only they are visited.
//! Each mover's undecided positions are kept as a bitset, reflected so that
//! a window read from the right place lines its bits up with the mover's
//! step sizes: one AND then yields the undecided predecessors of 64 step
//! sizes, in ascending order. A set with more steps than the words it spans
//! is scanned that way; a sparser one is walked as a list, which is cheaper.
//!
//! Undo needs no history: the queue is kept as a log (`queue[..head]` was
//! taken, and the states a step labelled are the queue's tail right after
//! it), and each state remembers the step that labelled it. That is enough
//! to invert the latest step exactly, in O(n) memory.

use std::ops::Range;

use super::{Game, Mover, State};
use crate::bits::Bits;
use crate::outcome::Outcome;

/// Marks "never" in `labelled_at` and "unknown" in remoteness.
const NEVER: u32 = u32::MAX;

/// A state a step labelled, with the move that decided it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled {
    pub state: usize,
    pub outcome: Outcome,
    /// Step size of the deciding move (0 for Loop, which has no single one).
    pub step: u32,
    /// Moves to the end under best play; `None` for Loop.
    pub remoteness: Option<u32>,
}

/// A counter a step decremented, with the value it was left at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decrement {
    pub state: usize,
    pub remaining: u32,
}

/// What one step changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// 1-based number of the step.
    pub index: u32,
    /// The state taken off the queue; `None` for the final Loop step.
    pub taken: Option<usize>,
    /// Predecessors it labelled, by ascending step size (for the final step:
    /// every state it labelled Loop, by index).
    pub labelled: Vec<Labelled>,
    /// Predecessors whose counter it decremented, by ascending step size; a
    /// counter that reached 0 also shows up in `labelled` as Lose.
    pub decremented: Vec<Decrement>,
}

/// One mover's step set as bits, read a word (64 step sizes) at a time.
#[derive(Clone, Debug)]
struct StepBits {
    /// Bit `x` is set for each step size `x`.
    sizes: Bits,
    /// The words from the smallest step's to the largest's; the others are zero.
    words: Range<usize>,
    /// Read the words rather than walk the list: the set has more steps than
    /// it spans words, so a word costs less than the steps it holds.
    dense: bool,
}

impl StepBits {
    fn new(game: &Game, mover: Mover) -> Self {
        let list = game.steps(mover);
        let mut sizes = Bits::new(game.objects() as usize);
        for &x in list {
            sizes.set(x as usize);
        }
        let words = span(list);
        let dense = list.len() > words.len();
        StepBits {
            sizes,
            words,
            dense,
        }
    }
}

/// The words of step sizes a set spans, from its smallest step's to its
/// largest's (a game's sets are sorted and never empty).
fn span(list: &[u32]) -> Range<usize> {
    list[0] as usize / 64..list[list.len() - 1] as usize / 64 + 1
}

/// What one scan of a mover's predecessors reads at most: its step list or
/// the words the set spans, whichever is shorter (the walker's own choice).
fn scan_cost(list: &[u32]) -> u64 {
    list.len().min(span(list).len()) as u64
}

/// Where a scan of one taken state's undecided predecessors stands, by
/// ascending step size. It borrows nothing, so the walker can update its
/// tables between calls: one state's predecessors are distinct states, so
/// deciding one never changes whether a later one is undecided.
struct Predecessors {
    from: Mover,
    /// Where the taken state's monster stands.
    position: u32,
    scan: Scan,
}

enum Scan {
    /// The next index into the step list.
    List(usize),
    /// The next word of step sizes.
    Words(usize),
}

impl Predecessors {
    /// The next undecided predecessors, as a step size `first` and a
    /// non-zero mask whose bit `j` stands for step size `first + j`.
    fn next_word(&mut self, walker: &Walker) -> Option<(u32, u64)> {
        let game = &walker.game;
        let from = self.from.index();
        match &mut self.scan {
            Scan::List(k) => {
                let list = game.steps(self.from);
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
                let bits = &walker.step_bits[from];
                // Bit j of word c: step size 64c + j, from position
                // q - 64c - j, which the reflected set holds at 64c + j - q.
                let start = wrap(64 * *c + n - self.position as usize, n);
                let words = *c..bits.words.end;
                match bits
                    .sizes
                    .first_overlap(&walker.undecided[from], words, start)
                {
                    Some((found, hits)) => {
                        *c = found + 1;
                        Some((64 * found as u32, hits))
                    }
                    None => {
                        *c = bits.words.end;
                        None
                    }
                }
            }
        }
    }
}

/// The step sizes a word of hits stands for, ascending.
fn step_sizes(first: u32, mut hits: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (hits != 0).then(|| {
            let x = first + hits.trailing_zeros();
            hits &= hits - 1;
            x
        })
    })
}

/// `x mod n` for `x < 2n`, without a division.
fn wrap(x: usize, n: usize) -> usize {
    if x >= n {
        x - n
    } else {
        x
    }
}

/// The retrograde search over one game, advanced and undone step by step.
///
/// Tables per state: outcome (1 byte), counter, remoteness, deciding step,
/// labelled-at and queue entry (4 bytes each), so 21 bytes per state and 42
/// per object; the bitsets add half a byte per object.
#[derive(Clone, Debug)]
pub struct Walker {
    game: Game,
    outcomes: Vec<Outcome>,
    /// Successors not yet known to be Win: a state is Lose when this hits 0.
    counters: Vec<u32>,
    remoteness: Vec<u32>,
    /// Step size of the move that decided each state (0: none yet).
    deciding_step: Vec<u32>,
    /// Number of the step that labelled each state (0: from the start).
    labelled_at: Vec<u32>,
    /// Every state ever queued, in order; `queue[head..]` is still waiting.
    queue: Vec<u32>,
    head: usize,
    steps_taken: u32,
    loops_labelled: bool,
    /// Per mover, its step set as bits.
    step_bits: [StepBits; 2],
    /// Per mover, bit `(n - p) mod n` is set while position `p` is
    /// undecided: reflected, so that read from `x - q` bit `j` is the
    /// position `x + j` steps behind `q`.
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
            let k = game.steps(mover).len() as u32;
            counters[mover.index() * n + 1..(mover.index() + 1) * n].fill(k);
        }
        // Every position but the hole, which reflects onto itself.
        let mut open = Bits::full(n);
        open.clear(0);
        let mut walker = Walker {
            outcomes: vec![Outcome::Undecided; size],
            counters,
            remoteness: vec![NEVER; size],
            deciding_step: vec![0; size],
            labelled_at: vec![NEVER; size],
            queue: Vec::with_capacity(size),
            head: 0,
            steps_taken: 0,
            loops_labelled: false,
            step_bits: [
                StepBits::new(&game, Mover::Rick),
                StepBits::new(&game, Mover::Morty),
            ],
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
    /// whose states are scanned and counted down, in units of one step
    /// walked, word read or counter decremented (about a nanosecond each,
    /// natively). Every state of the other mover is taken once, and each
    /// scan reads the mover's step list or the words its set spans,
    /// whichever is shorter; a mover with every step has nothing undecided
    /// after the holes, so only the hole's scan reads anything. Only the
    /// `n - 1 - k` states that cannot move into the hole are ever counted
    /// down, each at most `k` times. Dense sets can come close to that:
    /// random ones leave many Loop states, counted down by every Win
    /// successor.
    pub fn work_bound(game: &Game) -> [u64; 2] {
        let n = u64::from(game.objects());
        Mover::BOTH.map(|mover| {
            let list = game.steps(mover);
            let k = list.len() as u64;
            let open = n - 1 - k;
            let scans = if open == 0 { 1 } else { n };
            scans * scan_cost(list) + open * k
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Outcomes of all states, indexed `mover * n + position`.
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcomes
    }

    /// Remaining out-degree counters, same layout.
    pub fn counters(&self) -> &[u32] {
        &self.counters
    }

    /// Remoteness per state, `u32::MAX` where not known (yet).
    pub fn remoteness_table(&self) -> &[u32] {
        &self.remoteness
    }

    /// The queue log: `queue()[..queue_head()]` were taken, the rest wait.
    pub fn queue(&self) -> &[u32] {
        &self.queue
    }

    pub fn queue_head(&self) -> usize {
        self.head
    }

    /// States still waiting in the queue.
    pub fn waiting(&self) -> &[u32] {
        &self.queue[self.head..]
    }

    pub fn steps_taken(&self) -> u32 {
        self.steps_taken
    }

    pub fn is_done(&self) -> bool {
        self.loops_labelled
    }

    /// Number of states with this outcome, the two hole states not counted.
    pub fn count_of(&self, outcome: Outcome) -> u32 {
        self.counts[0][outcome as usize] + self.counts[1][outcome as usize]
    }

    pub fn outcome(&self, state: State) -> Outcome {
        self.outcomes[self.game.index(state)]
    }

    /// Moves to the end under best play; `None` for Loop or not yet known.
    pub fn remoteness(&self, state: State) -> Option<u32> {
        let r = self.remoteness[self.game.index(state)];
        (r != NEVER).then_some(r)
    }

    /// The number of the step that labelled the state (0 for the holes,
    /// labelled from the start); `None` while undecided. Explanations and
    /// the timeline read when a state became known from it.
    pub fn labelled_at(&self, state: State) -> Option<u32> {
        let at = self.labelled_at[self.game.index(state)];
        (at != NEVER).then_some(at)
    }

    /// The step size of a best move: for Win the quickest win, for Lose the
    /// longest resistance, for Loop a move that stays in Loop. `None` while
    /// undecided and on the hole, where the game is over.
    pub fn best_move(&self, state: State) -> Option<u32> {
        let i = self.game.index(state);
        match self.outcomes[i] {
            Outcome::Win | Outcome::Lose if state.position != 0 => Some(self.deciding_step[i]),
            Outcome::Loop => {
                let next = state.mover.other();
                self.game.steps(state.mover).iter().copied().find(|&x| {
                    let to = State {
                        mover: next,
                        position: self.game.forward(state.position, x),
                    };
                    self.outcomes[self.game.index(to)] == Outcome::Loop
                })
            }
            _ => None,
        }
    }

    /// A state's mover (as an index) and its bit in that mover's reflected
    /// undecided set; `i` is never a hole.
    fn undecided_bit(&self, i: usize) -> (usize, usize) {
        let n = self.game.objects() as usize;
        if i < n {
            (0, n - i)
        } else {
            (1, 2 * n - i)
        }
    }

    /// Labels undecided state `i`.
    fn decide(&mut self, i: usize, outcome: Outcome, remoteness: u32, step: u32, at: u32) {
        let (mover, bit) = self.undecided_bit(i);
        self.undecided[mover].clear(bit);
        self.counts[mover][Outcome::Undecided as usize] -= 1;
        self.counts[mover][outcome as usize] += 1;
        self.outcomes[i] = outcome;
        self.remoteness[i] = remoteness;
        self.deciding_step[i] = step;
        self.labelled_at[i] = at;
    }

    fn undecide(&mut self, i: usize) {
        let (mover, bit) = self.undecided_bit(i);
        self.undecided[mover].set(bit);
        self.counts[mover][self.outcomes[i] as usize] -= 1;
        self.counts[mover][Outcome::Undecided as usize] += 1;
        self.outcomes[i] = Outcome::Undecided;
        self.remoteness[i] = NEVER;
        self.deciding_step[i] = 0;
        self.labelled_at[i] = NEVER;
    }

    /// A scan of the taken state's undecided predecessors: the states of the
    /// other mover that reach it in one move, by ascending step size.
    fn predecessors(&self, taken: usize) -> Predecessors {
        // The predecessors' mover is the taken state's other one; the
        // position comes without a division.
        let n = self.game.objects() as usize;
        let (from, position) = if taken < n {
            (Mover::Morty, taken)
        } else {
            (Mover::Rick, taken - n)
        };
        let bits = &self.step_bits[from.index()];
        // With nothing undecided the scan starts at its end.
        let none = self.counts[from.index()][Outcome::Undecided as usize] == 0;
        let scan = match (bits.dense, none) {
            (true, false) => Scan::Words(bits.words.start),
            (true, true) => Scan::Words(bits.words.end),
            (false, false) => Scan::List(0),
            (false, true) => Scan::List(self.game.steps(from).len()),
        };
        Predecessors {
            from,
            position: position as u32,
            scan,
        }
    }

    /// The taken state's undecided predecessors as (step size, state), by
    /// ascending step size.
    fn undecided_predecessors(&self, taken: usize) -> impl Iterator<Item = (u32, usize)> + '_ {
        let mut predecessors = self.predecessors(taken);
        let (from, q) = (predecessors.from, predecessors.position);
        std::iter::from_fn(move || predecessors.next_word(self))
            .flat_map(|(first, hits)| step_sizes(first, hits))
            .map(move |x| (x, self.state_behind(from, q, x)))
    }

    /// The state of `from` that reaches position `q` by step size `x`.
    fn state_behind(&self, from: Mover, q: u32, x: u32) -> usize {
        let position = self.game.backward(q, x);
        self.game.index(State {
            mover: from,
            position,
        })
    }

    /// Takes one step without building a report. Returns false when done.
    pub fn advance(&mut self) -> bool {
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
            for x in step_sizes(first, decided) {
                let i = self.state_behind(from, q, x);
                self.decide(i, outcome, r, x, at);
                self.queue.push(i as u32);
            }
        }
    }

    /// Decrements the counters of the predecessors in a word of hits (see
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
                self.decide(i, Outcome::Loop, NEVER, 0, at);
            }
        }
        self.loops_labelled = true;
    }

    /// Takes up to `max` steps; returns how many were taken.
    pub fn run(&mut self, max: u32) -> u32 {
        let mut taken = 0;
        while taken < max && self.advance() {
            taken += 1;
        }
        taken
    }

    /// Runs the search to its end.
    pub fn finish(&mut self) {
        while self.advance() {}
    }

    /// How many states at the end of the queue the latest step labelled (it
    /// labels nothing else, and queues all it labels).
    fn labelled_by_latest(&self) -> usize {
        let at = self.steps_taken;
        self.queue
            .iter()
            .rev()
            .take_while(|&&i| self.labelled_at[i as usize] == at)
            .count()
    }

    /// Undoes the latest step exactly. Returns false at the start.
    pub fn undo(&mut self) -> bool {
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
            for _ in 0..self.labelled_by_latest() {
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
                    for x in step_sizes(first, hits) {
                        let i = self.state_behind(from, q, x);
                        self.counters[i] += 1;
                    }
                }
            }
        }
        self.steps_taken = at - 1;
        true
    }

    /// The report of the latest step, rebuilt from the current state (so it
    /// is also available after [`Walker::undo`]). `None` at the start.
    pub fn last_step(&self) -> Option<Step> {
        let at = self.steps_taken;
        if at == 0 {
            return None;
        }
        if self.loops_labelled {
            let labelled = (0..self.outcomes.len())
                .filter(|&i| self.labelled_at[i] == at)
                .map(|state| Labelled {
                    state,
                    outcome: Outcome::Loop,
                    step: 0,
                    remoteness: None,
                })
                .collect();
            return Some(Step {
                index: at,
                taken: None,
                labelled,
                decremented: Vec::new(),
            });
        }
        let taken = self.queue[self.head - 1] as usize;
        let now = &self.queue[self.queue.len() - self.labelled_by_latest()..];
        let labelled = now
            .iter()
            .map(|&i| {
                let i = i as usize;
                Labelled {
                    state: i,
                    outcome: self.outcomes[i],
                    step: self.deciding_step[i],
                    remoteness: Some(self.remoteness[i]),
                }
            })
            .collect();
        let decremented = if self.outcomes[taken] == Outcome::Win {
            self.counted_down(taken, now)
        } else {
            Vec::new()
        };
        Some(Step {
            index: at,
            taken: Some(taken),
            labelled,
            decremented,
        })
    }

    /// The counters the latest step, taking Win state `taken`, decremented:
    /// its predecessors undecided now or labelled (Lose) by it, merged by
    /// ascending step size.
    fn counted_down(&self, taken: usize, now: &[u32]) -> Vec<Decrement> {
        let mut now = now
            .iter()
            .map(|&i| (self.deciding_step[i as usize], i as usize));
        let mut undecided = self.undecided_predecessors(taken);
        let mut next_now = now.next();
        let mut next_undecided = undecided.next();
        let mut out = Vec::new();
        loop {
            let i = match (next_now, next_undecided) {
                (Some((x, i)), Some((y, _))) if x < y => {
                    next_now = now.next();
                    i
                }
                (Some((_, i)), None) => {
                    next_now = now.next();
                    i
                }
                (_, Some((_, i))) => {
                    next_undecided = undecided.next();
                    i
                }
                (None, None) => return out,
            };
            out.push(Decrement {
                state: i,
                remaining: self.counters[i],
            });
        }
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
        assert!(w.last_step().is_none());
    }

    #[test]
    fn first_step_labels_the_states_that_reach_the_hole() {
        let mut w = Walker::new(sample1());
        let step = w.next().unwrap();
        // The hole with Rick to move: Morty moved there from 4 (step 1), 3 (2), 2 (3).
        assert_eq!(step.index, 1);
        assert_eq!(step.taken, Some(0));
        let got: Vec<(usize, u32)> = step.labelled.iter().map(|l| (l.state, l.step)).collect();
        assert_eq!(got, vec![(5 + 4, 1), (5 + 3, 2), (5 + 2, 3)]);
        assert!(step
            .labelled
            .iter()
            .all(|l| l.outcome == Outcome::Win && l.remoteness == Some(1)));
        assert!(step.decremented.is_empty());
    }

    #[test]
    fn sample_one_solves_with_remoteness_and_moves() {
        let mut w = Walker::new(sample1());
        w.finish();
        let mut out = String::new();
        super::super::write_judge_lines(5, w.outcomes(), &mut out);
        assert_eq!(out, "Lose Win Win Loop\nLoop Win Win Win\n");
        // Rick at object 2 (position 1) loses: both moves give Morty a win.
        let rick2 = State {
            mover: Mover::Rick,
            position: 1,
        };
        assert_eq!(w.remoteness(rick2), Some(2));
        assert!(w.best_move(rick2).is_some());
        let morty2 = State {
            mover: Mover::Morty,
            position: 1,
        };
        assert_eq!(w.outcome(morty2), Outcome::Loop);
        assert_eq!(w.remoteness(morty2), None);
        // Morty's Loop move must land on a Loop state of Rick's.
        let x = w.best_move(morty2).unwrap();
        let to = State {
            mover: Mover::Rick,
            position: w.game().forward(1, x),
        };
        assert_eq!(w.outcome(to), Outcome::Loop);
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
}
