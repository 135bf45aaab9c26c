//! `retrograde gen`: one generated judge input on stdout, for building test
//! sets; the same seed gives the same input. Each game's options and kinds
//! are in a module of its own here.

use std::process::ExitCode;

pub mod berzerk;
pub mod graph;
pub mod piles;

/// Writes the generated `input` on stdout.
pub fn run(input: String) -> ExitCode {
    crate::write_out(&input, ExitCode::SUCCESS, crate::WRITE_FAILED)
}

/// The message for a kind not among `names`.
pub(super) fn unknown(kind: &str, names: impl Iterator<Item = &'static str>) -> String {
    let names: Vec<&str> = names.collect();
    format!("unknown kind {kind:?}; kinds: {}", names.join(", "))
}
