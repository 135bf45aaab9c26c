//! A fuzz target on stable Rust: `cargo run --release --example fuzz_rules
//! [FILE]` checks the bytes of FILE (or of stdin) as a rule program, as the
//! property test `tests/fuzz_rules.rs` does for generated ones; a failure
//! prints why and exits 1, so an outside fuzzer (or a corpus in a loop)
//! can drive it.

// A fuzz target reads its input and prints why it failed: the library's
// no-I/O lints (clippy.toml) are not its.
#![allow(
    clippy::disallowed_methods,
    clippy::disallowed_macros,
    clippy::disallowed_types
)]

use std::io::Read;
use std::process::ExitCode;

#[path = "../tests/fuzz/check.rs"]
mod check;

fn main() -> ExitCode {
    let mut bytes = Vec::new();
    let read = match std::env::args_os().nth(1) {
        Some(path) => std::fs::read(path).map(|b| bytes = b),
        None => std::io::stdin().read_to_end(&mut bytes).map(drop),
    };
    if let Err(e) = read {
        eprintln!("fuzz_rules: cannot read the input: {e}");
        return ExitCode::from(2);
    }
    match check::check(&bytes) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("fuzz_rules: {why}");
            ExitCode::from(1)
        }
    }
}
