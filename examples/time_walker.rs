//! Times the step engine, the batch solver and the end of a run without stepping on one
//! Berzerk game in the judge format on stdin, in-process, and prints `steps_ms batch_ms
//! end_ms end_work_bound`: `make bench` sets these native figures beside the page's.

// A benchmark reads clocks and prints: the library's no-I/O lints (clippy.toml) are not its.
#![allow(
    clippy::disallowed_methods,
    clippy::disallowed_macros,
    clippy::disallowed_types
)]

use std::io::Read;
use std::time::Instant;

use retrograde::berzerk::judge::{read_berzerk, Limits};
use retrograde::berzerk::{end_of_run, solve, EndOfRun, Walker};
use retrograde::retro::{Run, Stepper};

fn main() {
    let mut input = Vec::new();
    std::io::stdin()
        .read_to_end(&mut input)
        .expect("standard input");
    let game = read_berzerk(&input, &Limits::LARGE).unwrap_or_else(|e| panic!("{e}"));
    // Best of three; the walker is built before the clock starts, as the page builds it
    // when the game is applied, not when End is pressed.
    let steps = (0..3)
        .map(|_| {
            let mut walker = Walker::new(game.clone());
            let started = Instant::now();
            walker.finish();
            let elapsed = started.elapsed().as_secs_f64() * 1e3;
            std::hint::black_box(walker.outcomes().len());
            elapsed
        })
        .fold(f64::INFINITY, f64::min);
    let batch = (0..3)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(solve(&game).len());
            started.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::INFINITY, f64::min);
    let end = (0..3)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(end_of_run(&game).outcomes().len());
            started.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::INFINITY, f64::min);
    let bound = EndOfRun::work_bound(&game);
    println!("{steps:.3} {batch:.3} {end:.3} {bound}");
}
