//! The two-pile game's values: a sieve step, a cell of the grid, a query's
//! answer and a move.

use retrograde::piles::{PileMove, SieveStep};
use serde::Serialize;

/// A move: `takeFirst` stones from the first pile and `takeSecond` from the
/// second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PileMoveWire {
    pub take_first: u32,
    pub take_second: u32,
}

impl From<PileMove> for PileMoveWire {
    fn from(mv: PileMove) -> Self {
        PileMoveWire {
            take_first: mv.from_first,
            take_second: mv.from_second,
        }
    }
}

/// One step of the sieve: the P-position it found and the cells it ruled out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SieveStepWire {
    pub index: u32,
    pub p_position: [u32; 2],
    pub ruled_out: u64,
}

impl From<SieveStep> for SieveStepWire {
    fn from(step: SieveStep) -> Self {
        SieveStepWire {
            index: step.index,
            p_position: step.p_position,
            ruled_out: step.ruled_out,
        }
    }
}

/// A cell of the grid: the step that decided it (0 while undecided),
/// whether it is a P-position, and the move that ruled it out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CellWire {
    pub decided_at: u32,
    pub losing: bool,
    #[serde(rename = "move")]
    pub mv: Option<PileMoveWire>,
}

/// A query's answer: whether the first player wins, and how.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PileAnswerWire {
    pub n: u32,
    pub m: u32,
    pub first_wins: bool,
    #[serde(rename = "move")]
    pub mv: Option<PileMoveWire>,
}
