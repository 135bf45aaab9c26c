//! The two-pile game's values: a sieve step, a cell of the grid, a query's
//! answer, a move, and a checker's verdict on an answer to queries.

use retrograde::check::Verdict;
use retrograde::piles::check::{PilesMistake, PilesProof, PilesShape, Winner, LISTED};
use retrograde::piles::judge::{After, Item, Limits};
use retrograde::piles::{fields, PileMove, SieveStep};
use serde::Serialize;

use crate::{verdict, VerdictWire};

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

/// Cells of the judge's square per row: a pile query's cell `(n, m)` is the
/// state `n * PILE_SIDE + m` in a verdict, whatever grid the page shows.
pub const PILE_SIDE: u32 = Limits::JUDGE.pile + 1;

/// The state a verdict names for the cell `(n, m)` (see [`PILE_SIDE`]).
pub fn pile_cell((n, m): (u32, u32)) -> u32 {
    n * PILE_SIDE + m
}

/// A P-position within reach of a losing query's piles, and the take that
/// would reach it (in which neither amount is a multiple of the other).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PileReachWire {
    pub to: [u32; 2],
    #[serde(rename = "move")]
    pub mv: PileMoveWire,
}

/// Why a query has its winner, tagged by `kind` (see [`PilesProof`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PilesProofWire {
    /// Alice's take onto the P-position `to`.
    AliceWins {
        #[serde(rename = "move")]
        mv: PileMoveWire,
        to: [u32; 2],
    },
    /// `piles` is a P-position: the first P-positions within reach, each
    /// out of a move's reach, then how many more (none listed at (0, 0)).
    BobWins {
        piles: [u32; 2],
        listed: Vec<PileReachWire>,
        more: usize,
    },
}

impl From<&PilesProof> for PilesProofWire {
    fn from(proof: &PilesProof) -> Self {
        match proof {
            PilesProof::AliceWins { take, to: (x, y) } => PilesProofWire::AliceWins {
                mv: PileMoveWire::from(*take),
                to: [*x, *y],
            },
            PilesProof::BobWins {
                piles: (n, m),
                out_of_reach,
            } => PilesProofWire::BobWins {
                piles: [*n, *m],
                listed: out_of_reach
                    .iter()
                    .take(LISTED)
                    .map(|&((x, y), take)| PileReachWire {
                        to: [x, y],
                        mv: take.into(),
                    })
                    .collect(),
                more: out_of_reach.len().saturating_sub(LISTED),
            },
        }
    }
}

/// The first wrong word of a pile answer: where it is, its query (from 1)
/// and piles, the cell as a verdict's state, the words said and true as the
/// judge writes them (`Alice`, `Bob`), the proof as data and in the
/// command's words (`text`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PilesMistakeWire {
    pub line: u32,
    pub word: u32,
    pub query: u32,
    pub state: u32,
    pub piles: [u32; 2],
    pub said: &'static str,
    pub truth: &'static str,
    pub proof: PilesProofWire,
    pub text: String,
}

/// A winner as the judge's answer writes it.
fn winner(winner: Winner) -> &'static str {
    match winner {
        Winner::Alice => "Alice",
        Winner::Bob => "Bob",
    }
}

/// A checker's verdict on an answer to pile `queries`: each wrong word's
/// state is its query's cell.
pub fn piles_verdict(
    queries: &[(u32, u32)],
    v: &Verdict<PilesMistake, PilesShape>,
) -> VerdictWire<PilesMistakeWire> {
    verdict(
        v,
        queries.len(),
        |first| PilesMistakeWire {
            line: first.place.line,
            word: first.place.word,
            query: first.query as u32,
            state: pile_cell(first.piles),
            piles: [first.piles.0, first.piles.1],
            said: winner(first.said),
            truth: winner(first.truth),
            proof: PilesProofWire::from(&first.proof),
            text: first.proof.to_string(),
        },
        |i| pile_cell(queries[i]),
    )
}

/// An item of the pile format, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ItemWire {
    Queries,
    Pile {
        query: u32,
        queries: u32,
        second: bool,
    },
}

impl From<Item> for ItemWire {
    fn from(item: Item) -> Self {
        match item {
            Item::Queries => ItemWire::Queries,
            Item::Pile {
                query,
                queries,
                second,
            } => ItemWire::Pile {
                query,
                queries,
                second,
            },
        }
    }
}

/// What a surplus token came after in the pile format, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AfterWire {
    Queries { count: u32 },
}

impl From<After> for AfterWire {
    fn from(after: After) -> Self {
        match after {
            After::Queries(count) => AfterWire::Queries { count },
        }
    }
}

/// The layout of an answer to pile queries, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ShapeWire {
    Piles,
}

impl From<PilesShape> for ShapeWire {
    fn from(shape: PilesShape) -> Self {
        match shape {
            PilesShape::OnePerQuery => ShapeWire::Piles,
        }
    }
}

/// What a pile field holds, as the page names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum QuantityWire {
    GridSize,
    Pile,
}

impl From<fields::Quantity> for QuantityWire {
    fn from(quantity: fields::Quantity) -> Self {
        match quantity {
            fields::Quantity::GridSize => QuantityWire::GridSize,
            fields::Quantity::Pile => QuantityWire::Pile,
        }
    }
}
