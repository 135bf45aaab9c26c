//! What the library's test binaries share: the naive oracles every solver
//! is held to, and proptest strategies for games and graphs. Each binary
//! uses a part of it.
#![allow(dead_code)]

pub mod naive;
pub mod strategies;
