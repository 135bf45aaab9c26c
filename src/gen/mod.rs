//! Generated judge inputs for testing a contestant's solution: seedable and
//! reproducible, as pure as the rest of the library (a seed in, games out).
//!
//! The generators aim at the mistakes people make: every small input first
//! (so the first input that fails is as small as inputs get), then random
//! inputs of the kinds that catch them. Each game's generators are in its
//! own module (its `gen.rs`); what they share, the seeded [`Rng`], is here.

mod rng;

pub use rng::Rng;
