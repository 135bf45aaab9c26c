//! What one step changed, as data: the full report, and a bounded summary
//! for steps that touch more states than anyone wants listed.

use super::Run;
use crate::outcome::Outcome;

/// A state a step labelled, with the successor that decided it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelled {
    pub state: usize,
    pub outcome: Outcome,
    /// The taken state that decided it; `None` for Loop, which no single
    /// move decides.
    pub by: Option<usize>,
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
    /// The states it labelled, in the taken state's predecessor order (for
    /// the final step: every state it labelled Loop, by index).
    pub labelled: Vec<Labelled>,
    /// The counters it decremented, in predecessor order; a counter that
    /// reached 0 also shows up in `labelled` as Lose.
    pub decremented: Vec<Decrement>,
}

/// The latest step in brief: how many states it labelled, by outcome, and
/// how many counters it decremented, with the first few of each listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepSummary {
    /// The step with at most the asked number of labelled states and of
    /// decrements, the first ones in the report's order.
    pub sample: Step,
    pub wins: u64,
    pub loses: u64,
    pub loops: u64,
    pub counted_down: u64,
}

impl StepSummary {
    fn new(index: u32, taken: Option<usize>) -> Self {
        StepSummary {
            sample: Step {
                index,
                taken,
                labelled: Vec::new(),
                decremented: Vec::new(),
            },
            wins: 0,
            loses: 0,
            loops: 0,
            counted_down: 0,
        }
    }

    /// Every state the step labelled.
    pub fn labelled(&self) -> u64 {
        self.wins + self.loses + self.loops
    }

    fn add_labelled<R: Run>(&mut self, run: &R, state: usize, limit: usize) {
        let outcome = run.outcome(state);
        match outcome {
            Outcome::Win => self.wins += 1,
            Outcome::Lose => self.loses += 1,
            _ => self.loops += 1,
        }
        if self.sample.labelled.len() < limit {
            self.sample.labelled.push(Labelled {
                state,
                outcome,
                by: run.deciding_successor(state),
                remoteness: run.remoteness(state),
            });
        }
    }

    fn add_decrement(&mut self, state: usize, remaining: u32, limit: usize) {
        self.counted_down += 1;
        if self.sample.decremented.len() < limit {
            self.sample.decremented.push(Decrement { state, remaining });
        }
    }
}

/// How many states at the end of the queue the latest step labelled (a
/// step taking a state off the queue labels nothing else, and queues all
/// it labels). Engines undo a step with it, without any history.
pub(crate) fn labelled_by_latest<R: Run>(run: &R) -> usize {
    let at = run.steps_taken();
    let labelled_at = run.labelled_at_table();
    run.queue()
        .iter()
        .rev()
        .take_while(|&&i| labelled_at[i as usize] == at)
        .count()
}

/// The summary of `run`'s latest step, for an engine keeping `counters`.
/// `counted_down(taken)` lists, in predecessor order, the states a taken
/// Win counted down: the engine knows how to find them quickly (they are
/// its predecessors undecided now or labelled by the step).
pub(crate) fn latest_step<R: Run, I: Iterator<Item = usize>>(
    run: &R,
    counters: &[u32],
    limit: usize,
    counted_down: impl FnOnce(usize) -> I,
) -> Option<StepSummary> {
    let at = run.steps_taken();
    if at == 0 {
        return None;
    }
    if run.is_done() {
        return Some(loop_step(run, at, limit));
    }
    let taken = run.queue()[run.queue_head() - 1] as usize;
    let mut summary = StepSummary::new(at, Some(taken));
    let queue = run.queue();
    for &i in &queue[queue.len() - labelled_by_latest(run)..] {
        summary.add_labelled(run, i as usize, limit);
    }
    if run.outcome(taken) == Outcome::Win {
        for i in counted_down(taken) {
            summary.add_decrement(i, counters[i], limit);
        }
    }
    Some(summary)
}

/// The final step `at`, which labelled every state still undecided Loop.
fn loop_step<R: Run>(run: &R, at: u32, limit: usize) -> StepSummary {
    let mut summary = StepSummary::new(at, None);
    let labelled_at = run.labelled_at_table();
    for state in (0..labelled_at.len()).filter(|&i| labelled_at[i] == at) {
        summary.add_labelled(run, state, limit);
    }
    summary
}
