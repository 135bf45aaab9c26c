//! `cargo bench --bench solvers`:
//! * the step engine (the walker) to its end against the batch solver, at
//!   n = 7000 (full sets, one jump each, random half-size sets);
//! * the end of a run without stepping against the walker to its end, on
//!   the page's large games: n = 1,000,000 with jumps 1-300 and 1-250,
//!   n = 100,000 with random half-size sets, n = 1,000,000 with jump 2 each;
//! * the game graph at the judge's limits (n = 100,000, m = 1,000,000
//!   random edges): read and solved, as the command does;
//! * the plain pile sieve against the fast one up to 5000.
//!
//! Criterion times each side; then a short interleaved run in this same
//! process prints both sides and their ratio, so both see the same load.

// A benchmark reads clocks and prints: the library's no-I/O lints (clippy.toml) are not its.
#![allow(
    clippy::disallowed_methods,
    clippy::disallowed_macros,
    clippy::disallowed_types
)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion};
use retrograde::berzerk::{end_of_run, solve, Game, Walker};
use retrograde::graph::judge::{graph_answer, read_graph, Limits};
use retrograde::piles::{PPositions, SieveWalker};
use retrograde::retro::{Run, Stepper};

use retrograde::gen::Rng;

#[path = "../tests/common/graph_input.rs"]
mod graph_input;
use graph_input::graph_input;

const N: u32 = 7000;
const PILES: u32 = 5000;

fn judge_games() -> Vec<(&'static str, Game)> {
    let mut rng = Rng::new(786);
    let full: Vec<u32> = (1..N).collect();
    vec![
        ("full sets", Game::new(N, &full, &full).unwrap()),
        ("k = 1 each", Game::new(N, &[1], &[2]).unwrap()),
        (
            "random half sets",
            Game::new(N, &rng.jumps(N, N / 2), &rng.jumps(N, N / 2)).unwrap(),
        ),
    ]
}

/// The page's large games, where the end of a run replaces the walker.
fn large_games() -> Vec<(&'static str, Game)> {
    let mut rng = Rng::new(786);
    let rick: Vec<u32> = (1..=300).collect();
    let morty: Vec<u32> = (1..=250).collect();
    let half = 50_000;
    vec![
        (
            "n=1000000 jumps 1-300/1-250",
            Game::new(1_000_000, &rick, &morty).unwrap(),
        ),
        (
            "n=100000 random half sets",
            Game::new(
                100_000,
                &rng.jumps(100_000, half),
                &rng.jumps(100_000, half),
            )
            .unwrap(),
        ),
        (
            "n=1000000 jumps 2/2",
            Game::new(1_000_000, &[2], &[2]).unwrap(),
        ),
    ]
}

fn walk(game: &Game) -> Walker {
    let mut walker = Walker::new(game.clone());
    walker.finish();
    walker
}

/// The plain sieve run to its end.
fn plain_sieve(bound: u32) -> SieveWalker {
    let mut walker = SieveWalker::new(bound);
    walker.finish();
    walker
}

/// The command's work on a graph input: read, solve, write the answer.
fn graph_command(input: &[u8]) -> String {
    let graph = read_graph(input, &Limits::JUDGE).unwrap();
    let mut out = String::new();
    graph_answer(&graph, true, &mut out);
    out
}

fn group<'c>(c: &'c mut Criterion, name: &str) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500));
    group
}

fn criterion_runs(c: &mut Criterion) {
    for (name, game) in judge_games() {
        let mut g = group(c, &format!("berzerk n=7000 {name}"));
        g.bench_function("step engine", |b| b.iter(|| walk(black_box(&game))));
        g.bench_function("batch solver", |b| b.iter(|| solve(black_box(&game))));
        g.finish();
    }
    for (name, game) in large_games() {
        let mut g = group(c, &format!("berzerk {name}"));
        g.bench_function("step engine to its end", |b| {
            b.iter(|| walk(black_box(&game)))
        });
        g.bench_function("end of run", |b| b.iter(|| end_of_run(black_box(&game))));
        g.finish();
    }
    let input = graph_input(&mut Rng::new(0x51ed), 100_000, 1_000_000);
    let mut g = group(c, "graph n=100000 m=1000000");
    g.bench_function("read, solve and write", |b| {
        b.iter(|| graph_command(black_box(input.as_bytes())))
    });
    g.finish();
    let mut g = group(c, "piles 5000x5000");
    g.bench_function("plain sieve", |b| b.iter(|| plain_sieve(black_box(PILES))));
    g.bench_function("fast sieve", |b| {
        b.iter(|| PPositions::up_to(black_box(PILES)))
    });
    g.finish();
}

/// Median seconds of `f` over `runs` calls.
fn median(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

fn print_ratio(input: &str, slow: f64, fast: f64) {
    println!(
        "{input:<40} {:>9.3} ms {:>9.3} ms {:>8.1}x",
        slow * 1e3,
        fast * 1e3,
        slow / fast
    );
}

fn ratios() {
    println!("\nratios (median of interleaved runs in this process)");
    println!(
        "{:<40} {:>12} {:>12} {:>9}",
        "input", "slow", "fast", "ratio"
    );
    for (name, game) in judge_games() {
        assert_eq!(
            solve(&game),
            walk(&game).outcomes(),
            "solvers disagree on {name}"
        );
        let slow = median(9, || drop(black_box(walk(&game))));
        let fast = median(99, || drop(black_box(solve(&game))));
        print_ratio(&format!("n=7000 {name}: walker / batch"), slow, fast);
    }
    for (name, game) in large_games() {
        let walker = walk(&game);
        let end = end_of_run(&game);
        assert!(
            end.queue() == walker.queue() && end.remoteness_table() == walker.remoteness_table(),
            "the end of the run differs on {name}"
        );
        let slow = median(5, || drop(black_box(walk(&game))));
        let fast = median(9, || drop(black_box(end_of_run(&game))));
        print_ratio(&format!("{name}: walker / end"), slow, fast);
    }
    let input = graph_input(&mut Rng::new(0x51ed), 100_000, 1_000_000);
    let time = median(9, || drop(black_box(graph_command(input.as_bytes()))));
    println!(
        "{:<40} {:>22.3} ms",
        "graph n=100000 m=1000000 (command)",
        time * 1e3
    );
    let plain = plain_sieve(PILES);
    assert_eq!(
        PPositions::up_to(PILES).pairs().collect::<Vec<_>>(),
        plain.p_positions(),
        "sieves disagree"
    );
    let slow = median(3, || drop(black_box(plain_sieve(PILES))));
    let fast = median(15, || drop(black_box(PPositions::up_to(PILES))));
    print_ratio("piles P-positions up to 5000", slow, fast);
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    criterion_runs(&mut c);
    c.final_summary();
    ratios();
}
