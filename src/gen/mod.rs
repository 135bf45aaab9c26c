//! Generated judge inputs for testing a contestant's solution: seedable and
//! reproducible, as pure as the rest of the library (a seed in, games out).
//!
//! The generators aim at the mistakes people make. For Berzerk: every game
//! on a small circle first (so the first game that fails is as small as
//! games get), then dense and sparse sets, full sets, single jumps, jumps
//! that are multiples of each other, games rich in Loop and games with long
//! wins. For the piles: the corner of small piles, empty and equal piles,
//! the ends of the range and the P-positions with their neighbours. For
//! game graphs: every graph on up to three nodes, then dense and sparse
//! graphs, DAGs, rings with chords, self-loops, repeated edges, graphs
//! rich in Loop, long chains, stars and isolated nodes.
//!
//! Each game's generators are in its own module (its `gen.rs`); they are
//! named here too, one line per game.

mod rng;

pub use crate::berzerk::gen::{
    berzerk_cases_input, berzerk_game, berzerk_input, every_game, every_game_count, pack_cases,
    BerzerkCase, Kind, Schedule, EXHAUSTIVE_UP_TO,
};
pub use crate::graph::gen::{
    every_graph, every_graph_count, graph_case, graph_input, GraphCase, GraphKind, GraphSchedule,
    GRAPHS_UP_TO,
};
pub use crate::piles::gen::{pile_queries, piles_input, PileKind, PileSchedule, Query};
pub use rng::Rng;
