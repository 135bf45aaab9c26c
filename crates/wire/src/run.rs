//! A run's moments: the latest step in brief, and the landmarks of a whole
//! run for the timeline.

use retrograde::retro::{StepSummary, Timeline};
use serde::Serialize;

use crate::{code, index};

/// A state the latest step labelled, with the move that decided it (from
/// the labelled state onto the state taken; none for Loop).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LabelledWire<M> {
    pub state: u32,
    pub outcome: u8,
    #[serde(rename = "move")]
    pub mv: Option<M>,
    pub remoteness: Option<u32>,
}

/// A counter the latest step lowered, and what it was left at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DecrementWire {
    pub state: u32,
    pub remaining: u32,
}

/// The latest step in brief: what it took, the first few states it labelled
/// and counters it lowered, and how many there were of each.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepWire<M> {
    pub index: u32,
    pub taken: Option<u32>,
    pub labelled: Vec<LabelledWire<M>>,
    pub decremented: Vec<DecrementWire>,
    pub labelled_count: u64,
    pub decremented_count: u64,
    pub wins: u64,
    pub loses: u64,
    pub loops: u64,
}

/// The step `summary` with each deciding move named `name(from, to)`.
pub fn step_report<M>(summary: &StepSummary, name: impl Fn(usize, usize) -> M) -> StepWire<M> {
    let step = &summary.sample;
    StepWire {
        index: step.index,
        taken: step.taken.map(index),
        labelled: step
            .labelled
            .iter()
            .map(|l| LabelledWire {
                state: index(l.state),
                outcome: code(l.outcome),
                mv: l.by.map(|to| name(l.state, to)),
                remoteness: l.remoteness,
            })
            .collect(),
        decremented: step
            .decremented
            .iter()
            .map(|d| DecrementWire {
                state: index(d.state),
                remaining: d.remaining,
            })
            .collect(),
        labelled_count: summary.labelled(),
        decremented_count: summary.counted_down,
        wins: summary.wins,
        loses: summary.loses,
        loops: summary.loops,
    }
}

/// The landmarks of a whole run (see [`Timeline`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TimelineWire {
    pub total: u32,
    pub first_lose: Option<u32>,
    pub layer_ends: Vec<u32>,
    pub queue_empty: u32,
}

impl From<&Timeline> for TimelineWire {
    fn from(timeline: &Timeline) -> Self {
        TimelineWire {
            total: timeline.total,
            first_lose: timeline.first_lose,
            layer_ends: timeline.layer_ends.clone(),
            queue_empty: timeline.queue_empty,
        }
    }
}
