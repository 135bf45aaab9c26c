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
//! Undo needs no history: the queue is kept as a log (`queue[..head]` was
//! taken), and each state remembers the step that labelled it. That is
//! enough to invert the latest step exactly, in O(k) time and O(n) memory.

use super::{Game, Mover, State};
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

/// The retrograde search over one game, advanced and undone step by step.
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
    /// States per outcome, hole states excluded.
    counts: [u32; 4],
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
            counts: [2 * (n as u32 - 1), 0, 0, 0],
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
        self.counts[outcome as usize]
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

    fn decide(&mut self, i: usize, outcome: Outcome, remoteness: u32, step: u32, at: u32) {
        self.counts[self.outcomes[i] as usize] -= 1;
        self.counts[outcome as usize] += 1;
        self.outcomes[i] = outcome;
        self.remoteness[i] = remoteness;
        self.deciding_step[i] = step;
        self.labelled_at[i] = at;
    }

    fn undecide(&mut self, i: usize) {
        self.counts[self.outcomes[i] as usize] -= 1;
        self.counts[Outcome::Undecided as usize] += 1;
        self.outcomes[i] = Outcome::Undecided;
        self.remoteness[i] = NEVER;
        self.deciding_step[i] = 0;
        self.labelled_at[i] = NEVER;
    }

    /// The taken state's predecessors: for each step size of the other
    /// player, ascending, the index of the state that moves onto it (the hole
    /// is never a predecessor, the game being over there).
    fn predecessors(&self, taken: usize) -> impl Iterator<Item = (u32, usize)> + '_ {
        let State { mover, position } = self.game.state(taken);
        let from = mover.other();
        let base = from.index() * self.game.objects() as usize;
        self.game.steps(from).iter().filter_map(move |&x| {
            let p = self.game.backward(position, x);
            (p != 0).then_some((x, base + p as usize))
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
            let taken_outcome = self.outcomes[taken];
            let r = self.remoteness[taken] + 1;
            let State { mover, position } = self.game.state(taken);
            let from = mover.other();
            let base = from.index() * self.game.objects() as usize;
            // The same walk as `predecessors`, written out because the loop
            // updates the tables as it goes (and this is the hot path).
            for k in 0..self.game.steps(from).len() {
                let x = self.game.steps[from.index()][k];
                let p = self.game.backward(position, x);
                let i = base + p as usize;
                if p == 0 || self.outcomes[i] != Outcome::Undecided {
                    continue;
                }
                if taken_outcome == Outcome::Lose {
                    self.decide(i, Outcome::Win, r, x, at);
                    self.queue.push(i as u32);
                } else {
                    self.counters[i] -= 1;
                    if self.counters[i] == 0 {
                        self.decide(i, Outcome::Lose, r, x, at);
                        self.queue.push(i as u32);
                    }
                }
            }
        } else {
            for i in 0..self.outcomes.len() {
                if self.outcomes[i] == Outcome::Undecided {
                    self.counts[0] -= 1;
                    self.counts[Outcome::Loop as usize] += 1;
                    self.outcomes[i] = Outcome::Loop;
                    self.labelled_at[i] = at;
                }
            }
            self.loops_labelled = true;
        }
        self.steps_taken = at;
        true
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
            self.head -= 1;
            let taken = self.queue[self.head] as usize;
            let counted = self.outcomes[taken] == Outcome::Win;
            let mut relabelled = 0;
            let preds: Vec<usize> = self.predecessors(taken).map(|(_, i)| i).collect();
            for i in preds {
                if self.labelled_at[i] == at {
                    self.undecide(i);
                    relabelled += 1;
                    if counted {
                        self.counters[i] += 1;
                    }
                } else if counted && self.outcomes[i] == Outcome::Undecided {
                    self.counters[i] += 1;
                }
            }
            self.queue.truncate(self.queue.len() - relabelled);
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
        let counted = self.outcomes[taken] == Outcome::Win;
        let mut step = Step {
            index: at,
            taken: Some(taken),
            labelled: Vec::new(),
            decremented: Vec::new(),
        };
        for (_, i) in self.predecessors(taken) {
            let now = self.labelled_at[i] == at;
            if now {
                step.labelled.push(Labelled {
                    state: i,
                    outcome: self.outcomes[i],
                    step: self.deciding_step[i],
                    remoteness: Some(self.remoteness[i]),
                });
            }
            if counted && (now || self.outcomes[i] == Outcome::Undecided) {
                step.decremented.push(Decrement {
                    state: i,
                    remaining: self.counters[i],
                });
            }
        }
        Some(step)
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
