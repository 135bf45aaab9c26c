//! Retrograde analysis of two-player games, one state at a time.
//!
//! The crate is layered so that dependencies point one way:
//!
//! * [`retro`] is the one retrograde core: the game-graph trait, the generic
//!   step engine, and explanations, timelines and checkpoints over any run.
//! * [`outcome`], [`berzerk`], [`piles`] and [`graph`] hold the game rules
//!   and solvers, and each game's judge format, checker, form fields,
//!   generators and shrink candidates. They are pure: no I/O, no
//!   WebAssembly, nothing web-related.
//! * [`judge`] is what the judge formats share (tokens, located input
//!   errors; bytes in, text out), still without touching the outside world.
//! * [`rules`] compiles a game written in a few lines of its own small
//!   language into a game graph for the same core, pure as well.
//! * [`pattern`] finds where a sequence (outcomes, Grundy values along a
//!   game's positions) becomes periodic, pure as well.
//! * [`check`] is what the checkers share: an answer read word by word
//!   against the solvers' truth, the verdict and its proof, pure as well.
//! * [`fields`] is what the page's form fields share, also natively testable.
//! * The shared modules are generic over a game's own parts and name no
//!   game; [`games`] lists the games once, above them, for front ends that
//!   carry any game's values.
//! * [`gen`] makes judge inputs from a seed, and [`shrink`] reduces a
//!   failing one to a smallest failing one (each game's own parts in its
//!   folder): what `retrograde stress` and
//!   `retrograde gen` are made of, pure too (the command runs the programs).
//! * The `retrograde` command (`crates/cli`) and the WebAssembly binding
//!   (`crates/web`) are thin layers over this crate, in crates of their own:
//!   nothing here depends on them, on I/O or on anything web-related.

pub mod berzerk;
mod bits;
pub mod check;
pub mod fields;
pub mod games;
pub mod gen;
pub mod graph;
pub mod judge;
pub mod outcome;
pub mod pattern;
pub mod piles;
pub mod quote;
pub mod retro;
pub mod rules;
pub mod shrink;
