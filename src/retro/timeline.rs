//! Scrubbing through a whole run: its landmarks ([`Timeline`]) and copies of
//! a stepper saved along it ([`Checkpoints`]), for any game and any engine.

use super::{known, GameGraph, Run, Stepper};
use crate::outcome::Outcome;

/// Landmarks of a whole run, for a scrubber. Step numbers count from 1, as
/// step reports do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    /// Steps of the run, the final Loop step included.
    pub total: u32,
    /// The step that labelled the first Lose off the terminal states, if any.
    pub first_lose: Option<u32>,
    /// `layer_ends[r]`: the step that took the last state of remoteness `r`
    /// off the queue (so `layer_ends[0]` takes the last terminal state).
    pub layer_ends: Vec<u32>,
    /// The step that took the last state off the queue; the final Loop step
    /// is the next one.
    pub queue_empty: u32,
}

impl Timeline {
    /// Reads the landmarks off a run that is over, in O(states).
    pub fn of_finished<R: Run>(run: &R) -> Timeline {
        assert!(run.is_done(), "a timeline is read off a finished run");
        let queue = run.queue();
        let remoteness = run.remoteness_table();
        // The queue is in order of remoteness, and step j + 1 took queue[j];
        // a run that knows no remoteness (a game with sums) has no layers.
        let mut layer_ends: Vec<u32> = Vec::new();
        for (j, &i) in queue.iter().enumerate() {
            let Some(r) = known(remoteness[i as usize]) else {
                continue;
            };
            let r = r as usize;
            let step = j as u32 + 1;
            match layer_ends.get_mut(r) {
                Some(end) => *end = step,
                None => layer_ends.push(step),
            }
        }
        let graph = run.graph();
        let first_lose = queue
            .iter()
            .map(|&i| i as usize)
            .find(|&s| graph.out_degree(s) > 0 && run.outcome(s) == Outcome::Lose)
            .and_then(|s| run.labelled_at(s));
        Timeline {
            total: run.steps_taken(),
            first_lose,
            layer_ends,
            queue_empty: queue.len() as u32,
        }
    }
}

/// Predecessor visits between two copies: a few milliseconds of running on.
const VISITS_BETWEEN_COPIES: u64 = 1 << 22;
/// Memory for all the copies together, whatever the size of the game.
const COPIES_BUDGET_BYTES: u64 = 16 << 20;
/// A stepper's bytes per state: outcome byte, four `u32` tables and the queue.
const BYTES_PER_STATE: u64 = 21;
/// Undoing a step costs about twice as much as taking it.
const UNDO_COST: u32 = 2;

/// Copies of a stepper saved along a whole run, so that reaching any step
/// costs one copy and a short run on instead of a run from the start.
#[derive(Clone, Debug)]
pub struct Checkpoints<S> {
    /// Steps between copies: `saved[i]` has taken `i * every` steps.
    every: u32,
    saved: Vec<S>,
    finished: S,
}

impl<S: Stepper> Checkpoints<S> {
    /// Runs `start`, a fresh stepper, to its end, saving copies on the way:
    /// the run's own time, and at most about 16 MiB of copies (fewer, and
    /// farther apart, on large games) besides the finished run.
    pub fn along(start: S) -> Checkpoints<S> {
        let every = Self::spacing(start.graph());
        Self::saving_every(start, every)
    }

    /// Like [`Checkpoints::along`], a copy every `every` steps.
    pub fn saving_every(run: S, every: u32) -> Checkpoints<S> {
        let mut recording = Recording::saving_every(run, every);
        while !recording.advance(u32::MAX) {}
        recording.into_checkpoints()
    }

    /// Steps between copies: enough predecessor visits to be worth a copy,
    /// and far enough apart for the copies to fit the budget. A step visits
    /// the taken state's predecessors: on average the moves per state.
    fn spacing(graph: &S::Graph) -> u32 {
        let states = graph.state_count().max(1) as u64;
        let moves: u64 = (0..graph.state_count())
            .map(|s| u64::from(graph.out_degree(s)))
            .sum();
        let visits_per_step = moves.div_ceil(states).max(1);
        let affordable = (COPIES_BUDGET_BYTES / (states * BYTES_PER_STATE)).max(1);
        let by_memory = (states + 1).div_ceil(affordable);
        let by_time = VISITS_BETWEEN_COPIES / visits_per_step;
        by_time.max(by_memory).clamp(1, u64::from(u32::MAX)) as u32
    }

    /// The run at its end.
    pub fn finished(&self) -> &S {
        &self.finished
    }

    /// Puts `run`, a run of the same game, at exactly `step` (at most the
    /// run's total), by the cheapest of running on, undoing, and running on
    /// from the nearest copy. Returns the step reached.
    pub fn seek(&self, run: &mut S, step: u32) -> u32 {
        let target = step.min(self.finished.steps_taken());
        let now = run.steps_taken();
        let copy = self.nearest_copy(target);
        let from_copy = target - copy.steps_taken();
        if now <= target && target - now <= from_copy {
            run.run(target - now);
        } else if now > target && (now - target).saturating_mul(UNDO_COST) <= from_copy {
            for _ in target..now {
                run.undo();
            }
        } else {
            *run = copy.clone();
            run.run(from_copy);
        }
        target
    }

    /// The latest copy at or before `step`, which is at most the total.
    fn nearest_copy(&self, step: u32) -> &S {
        if step == self.finished.steps_taken() {
            &self.finished
        } else {
            &self.saved[(step / self.every) as usize]
        }
    }
}

/// [`Checkpoints`] in the making, a few steps at a time: a long run can be
/// recorded in slices, between which its owner answers other requests (the
/// page's worker does this, reporting progress, and can stop at any slice).
#[derive(Clone, Debug)]
pub struct Recording<S> {
    every: u32,
    saved: Vec<S>,
    run: S,
}

impl<S: Stepper> Recording<S> {
    /// Starts recording `start`, a fresh stepper, with copies as far apart
    /// as [`Checkpoints::along`] puts them.
    pub fn along(start: S) -> Recording<S> {
        let every = Checkpoints::<S>::spacing(start.graph());
        Self::saving_every(start, every)
    }

    /// Starts recording `run`, a fresh stepper, a copy every `every` steps.
    pub fn saving_every(run: S, every: u32) -> Recording<S> {
        assert!(
            every > 0 && run.steps_taken() == 0,
            "a fresh run, saved every few steps"
        );
        Recording {
            every,
            saved: vec![run.clone()],
            run,
        }
    }

    /// Takes up to `steps` more steps of the run, saving a copy at each
    /// multiple of the spacing. Returns true once the run is over.
    pub fn advance(&mut self, steps: u32) -> bool {
        let mut left = steps;
        while left > 0 && !self.run.is_done() {
            let to_copy = self.every - self.run.steps_taken() % self.every;
            let taken = self.run.run(left.min(to_copy));
            left -= taken;
            if taken == 0 {
                break;
            }
            if self.run.steps_taken().is_multiple_of(self.every) && !self.run.is_done() {
                self.saved.push(self.run.clone());
            }
        }
        self.run.is_done()
    }

    /// The run as far as it is recorded.
    pub fn run(&self) -> &S {
        &self.run
    }

    /// The recording of a run that is over, as checkpoints.
    pub fn into_checkpoints(self) -> Checkpoints<S> {
        assert!(self.run.is_done(), "checkpoints are made of a whole run");
        Checkpoints {
            every: self.every,
            saved: self.saved,
            finished: self.run,
        }
    }
}
