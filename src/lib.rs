//! Retrograde analysis of two-player games, one state at a time.
//!
//! The crate is layered so that dependencies point one way:
//!
//! * [`retro`] is the one retrograde core: the game-graph trait, the generic
//!   step engine, and explanations, timelines and checkpoints over any run.
//! * [`outcome`], [`berzerk`], [`piles`] and [`graph`] hold the game rules
//!   and solvers, and each game's judge format, generators and shrink
//!   candidates. They are pure: no I/O, no WebAssembly, nothing web-related.
//! * [`judge`] is what the judge formats share (tokens, located input
//!   errors, limits; bytes in, text out), still without touching the
//!   outside world.
//! * [`rules`] compiles a game written in a few lines of its own small
//!   language into a game graph for the same core, pure as well.
//! * [`pattern`] finds where a sequence (outcomes, Grundy values along a
//!   game's positions) becomes periodic, pure as well.
//! * [`check`] checks a contestant's answer against the solvers' truth and
//!   proves the verdict, pure as well.
//! * [`fields`] reads the page's form fields, also natively testable.
//! * [`gen`] makes judge inputs from a seed, and [`shrink`] reduces a
//!   failing one to a smallest failing one (each game's own parts in its
//!   folder): what `retrograde stress` and
//!   `retrograde gen` are made of, pure too (the command runs the programs).
//! * The `retrograde` command (`crates/cli`) and the WebAssembly binding
//!   (`crates/web`) are thin layers over this crate, in crates of their own:
//!   nothing here depends on them, on I/O or on anything web-related.

/// An enum with one variant per game, each holding the game's own value
/// (a judge item, a surplus, a problem, an answer's shape), so that shared
/// code carries any game's without naming its variants: `Display` and the
/// conversions from each game's type only forward.
macro_rules! per_game {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[$doc:meta])* $game:ident($own:ty),)* }) => {
        $(#[$meta])*
        pub enum $name {
            $($(#[$doc])* $game($own),)*
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $($name::$game(own) => std::fmt::Display::fmt(own, f),)*
                }
            }
        }

        $(impl From<$own> for $name {
            fn from(own: $own) -> Self {
                $name::$game(own)
            }
        })*
    };
}

pub mod berzerk;
mod bits;
pub mod check;
pub mod fields;
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
