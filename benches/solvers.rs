//! `cargo bench --bench solvers`: the step engine against the batch solver
//! on n = 7000 and on the page's largest games (n = 100,000 with full sets,
//! n = 1,000,000 with steps 1-300 and 1-250), and the plain pile sieve
//! against the fast one up to 5000.
//!
//! Criterion times each side; then a short interleaved run in this same
//! process prints the ratios, so both sides of each ratio see the same load.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use retrograde::berzerk::{solve, Game, Walker};
use retrograde::piles::{PPositions, SieveWalker};

use retrograde::gen::Rng;

const N: u32 = 7000;
const PILES: u32 = 5000;

fn games() -> Vec<(&'static str, Game)> {
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

/// The page's largest games, where the step engine's speed is the page's.
fn large_games() -> Vec<(&'static str, Game)> {
    let full: Vec<u32> = (1..100_000).collect();
    let rick: Vec<u32> = (1..=300).collect();
    let morty: Vec<u32> = (1..=250).collect();
    vec![
        (
            "n=100000 full sets",
            Game::new(100_000, &full, &full).unwrap(),
        ),
        (
            "n=1000000 steps 1-300/1-250",
            Game::new(1_000_000, &rick, &morty).unwrap(),
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

fn criterion_runs(c: &mut Criterion) {
    for (name, game) in games() {
        let mut group = c.benchmark_group(format!("berzerk n=7000 {name}"));
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500));
        group.bench_function("step engine", |b| b.iter(|| walk(black_box(&game))));
        group.bench_function("batch solver", |b| b.iter(|| solve(black_box(&game))));
        group.finish();
    }
    for (name, game) in large_games() {
        let mut group = c.benchmark_group(format!("berzerk {name}"));
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500));
        group.bench_function("step engine", |b| b.iter(|| walk(black_box(&game))));
        group.bench_function("batch solver", |b| b.iter(|| solve(black_box(&game))));
        group.finish();
    }
    let mut group = c.benchmark_group("piles 5000x5000");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500));
    group.bench_function("plain sieve", |b| b.iter(|| plain_sieve(black_box(PILES))));
    group.bench_function("fast sieve", |b| {
        b.iter(|| PPositions::up_to(black_box(PILES)))
    });
    group.finish();
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

fn ratios() {
    println!("\nratios (median of interleaved runs in this process)");
    println!(
        "{:<36} {:>12} {:>12} {:>9}",
        "input", "plain", "fast", "ratio"
    );
    let small = games()
        .into_iter()
        .map(|(name, game)| (format!("berzerk n=7000 {name}"), game, 9, 99));
    let large = large_games()
        .into_iter()
        .map(|(name, game)| (format!("berzerk {name}"), game, 5, 5));
    for (input, game, slow_runs, fast_runs) in small.chain(large) {
        assert_eq!(
            solve(&game),
            walk(&game).outcomes(),
            "solvers disagree on {input}"
        );
        let slow = median(slow_runs, || drop(black_box(walk(&game))));
        let fast = median(fast_runs, || drop(black_box(solve(&game))));
        println!(
            "{input:<36} {:>9.3} ms {:>9.3} ms {:>8.1}x",
            slow * 1e3,
            fast * 1e3,
            slow / fast
        );
    }
    let plain = plain_sieve(PILES);
    assert_eq!(
        PPositions::up_to(PILES).pairs().collect::<Vec<_>>(),
        plain.p_positions(),
        "sieves disagree"
    );
    let slow = median(3, || drop(black_box(plain_sieve(PILES))));
    let fast = median(15, || drop(black_box(PPositions::up_to(PILES))));
    println!(
        "{:<36} {:>9.3} ms {:>9.3} ms {:>8.1}x",
        "piles P-positions up to 5000",
        slow * 1e3,
        fast * 1e3,
        slow / fast
    );
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    criterion_runs(&mut c);
    c.final_summary();
    ratios();
}
