//! Times the step engine (and the batch solver) on one Berzerk game in the judge format on
//! stdin, in-process, and prints `steps_ms batch_ms`: `make bench` sets these native
//! figures beside the same engine compiled to WebAssembly.

use std::io::Read;
use std::time::Instant;

use retrograde::berzerk::{solve, Walker};
use retrograde::judge::{read_berzerk, Limits};
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
    println!("{steps:.3} {batch:.3}");
}
