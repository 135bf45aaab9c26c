//! A game with sums shown as a run: its positions valued leaves first, one
//! position a step, in the order [`SumValues`] values them. The values are
//! solved before the run starts (a sum is not one state of the graph, so
//! the retrograde queue cannot decide its positions); each step reveals
//! one position's outcome, and no remoteness is ever known (a sum's does
//! not follow from its parts').

use std::rc::Rc;

use super::sums::SumValues;
use crate::outcome::Outcome;
use crate::retro::{run_tables, GameGraph, Labelled, Run, Step, StepSummary, Stepper, NEVER};

/// The run over `graph` whose step `j + 1` values `queue()[j]`.
#[derive(Clone, Debug)]
pub struct ValueRun<G> {
    graph: G,
    values: Rc<SumValues>,
    outcomes: Vec<Outcome>,
    /// Always [`NEVER`]: the page's tables need one.
    remoteness: Vec<u32>,
    labelled_at: Vec<u32>,
    head: usize,
}

impl<G: GameGraph> ValueRun<G> {
    /// The run at its start: no position valued yet.
    pub fn new(graph: G, values: Rc<SumValues>) -> Self {
        let count = graph.state_count();
        ValueRun {
            graph,
            values,
            outcomes: vec![Outcome::Undecided; count],
            remoteness: vec![NEVER; count],
            labelled_at: vec![NEVER; count],
            head: 0,
        }
    }

    /// The values the run reveals.
    pub fn values(&self) -> &SumValues {
        &self.values
    }

    /// No counters: a position waits for its parts' values, not for its
    /// moves to be known as Win. The page's tables need one per state.
    pub fn counters(&self) -> &[u32] {
        &self.remoteness
    }
}

impl<G: GameGraph> Run for ValueRun<G> {
    run_tables!(G, graph);

    fn counter(&self, _state: usize) -> Option<u32> {
        None
    }

    fn deciding_successor(&self, _state: usize) -> Option<usize> {
        None
    }

    /// The positions valued so far: a position is labelled as it is
    /// taken, so none waits (`queue_head() == queue().len()`).
    fn queue(&self) -> &[u32] {
        &self.values.order()[..self.head]
    }

    fn queue_head(&self) -> usize {
        self.head
    }

    fn steps_taken(&self) -> u32 {
        self.head as u32
    }

    fn is_done(&self) -> bool {
        self.head == self.outcomes.len()
    }
}

impl<G: GameGraph + Clone> Stepper for ValueRun<G> {
    fn advance(&mut self) -> bool {
        let Some(&state) = self.values.order().get(self.head) else {
            return false;
        };
        self.head += 1;
        self.outcomes[state as usize] = self.values.outcome(state as usize);
        self.labelled_at[state as usize] = self.head as u32;
        true
    }

    fn undo(&mut self) -> bool {
        if self.head == 0 {
            return false;
        }
        self.head -= 1;
        let state = self.values.order()[self.head] as usize;
        self.outcomes[state] = Outcome::Undecided;
        self.labelled_at[state] = NEVER;
        true
    }

    /// The position the latest step valued, labelled by no single move.
    fn last_step_summary(&self, _limit: usize) -> Option<StepSummary> {
        let state = self.values.order()[..self.head]
            .last()
            .map(|&s| s as usize)?;
        let outcome = self.outcomes[state];
        let count = |o: Outcome| u64::from(outcome == o);
        Some(StepSummary {
            sample: Step {
                index: self.head as u32,
                taken: Some(state),
                labelled: vec![Labelled {
                    state,
                    outcome,
                    by: None,
                    remoteness: None,
                }],
                decremented: Vec::new(),
            },
            wins: count(Outcome::Win),
            loses: count(Outcome::Lose),
            loops: count(Outcome::Loop),
            counted_down: 0,
        })
    }
}
