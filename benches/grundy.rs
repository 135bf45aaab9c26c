//! `cargo bench --bench grundy`: generalized Sprague-Grundy values on a
//! large graph with cycles (most states infinite) and on a large one where
//! every play ends (by the mex and by rounds), each beside the retrograde
//! engine's outcomes on the same graph; and `pattern::period` on 10^6
//! elements with no period and with a period that starts halfway.

// A benchmark reads clocks and prints: the library's no-I/O lints (clippy.toml) are not its.
#![allow(
    clippy::disallowed_methods,
    clippy::disallowed_macros,
    clippy::disallowed_types
)]

use std::hint::black_box;
use std::time::Instant;

#[path = "common/clock.rs"]
mod clock;
use clock::cpu_ns;

use retrograde::gen::Rng;
use retrograde::graph::Graph;
use retrograde::outcome::Outcome;
use retrograde::pattern::period;
use retrograde::retro::{GrundyValues, Retrograde, Run, Stepper};

const NODES: u32 = 1_000_000;

/// Median milliseconds of `f` over `runs` calls, in CPU time where the
/// system tells it, else in wall time.
fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let (t, cpu) = (Instant::now(), cpu_ns());
            f();
            match (cpu, cpu_ns()) {
                (Some(before), Some(after)) => (after - before) as f64 / 1e6,
                _ => t.elapsed().as_secs_f64() * 1e3,
            }
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

/// `degree` random moves from each node, none from one node in `1 / ends`
/// (`down`: every move to a smaller node, so every play ends).
fn random_graph(rng: &mut Rng, degree: u32, ends: u64, down: bool) -> Graph {
    let mut edges = Vec::with_capacity((NODES * degree) as usize);
    for u in 0..NODES {
        if u == 0 || rng.below(ends) == 0 {
            continue;
        }
        let bound = if down { u } else { NODES };
        edges.extend((0..degree).map(|_| (u, rng.below(u64::from(bound)) as u32)));
    }
    Graph::from_edges(NODES, edges)
}

fn time_graph(name: &str, graph: &Graph) {
    let values = GrundyValues::new(graph);
    let infinite = (0..NODES as usize).filter(|&s| values.finite(s).is_none());
    let infinite = infinite.count();
    let loops = (0..NODES as usize)
        .filter(|&s| values.outcome(s) == Outcome::Loop)
        .count();
    let rounds = values
        .rounds()
        .map_or("mex".to_string(), |r| format!("{r} rounds"));
    println!(
        "{name}: {} moves, {infinite} infinite, {loops} Loop, {rounds}",
        graph.edge_count()
    );
    let grundy = median_ms(5, || drop(black_box(GrundyValues::new(graph))));
    let engine = median_ms(5, || {
        let mut run = Retrograde::new(graph);
        run.finish();
        black_box(run.outcomes().len());
    });
    println!("  Grundy values {grundy:9.1} ms   outcomes (engine) {engine:9.1} ms");
    if values.rounds().is_none() {
        let by_rounds = GrundyValues::by_rounds(graph);
        assert_eq!(by_rounds.table(), values.table(), "both ways agree");
        let time = median_ms(5, || drop(black_box(GrundyValues::by_rounds(graph))));
        println!(
            "  by rounds     {time:9.1} ms   ({} rounds)",
            by_rounds.rounds().unwrap()
        );
    }
}

fn time_period() {
    let mut rng = Rng::new(7);
    let random: Vec<u32> = (0..NODES).map(|_| rng.next_u64() as u32).collect();
    assert_eq!(period(&random), None);
    let time = median_ms(9, || {
        black_box(period(&random));
    });
    println!("period, 10^6 random elements (none): {time:9.1} ms");
    let mut late = random;
    late[NODES as usize / 2..].fill(0);
    let found = period(&late).expect("a constant half");
    let time = median_ms(9, || {
        black_box(period(&late));
    });
    println!(
        "period, random half then constant: {time:9.1} ms (period {} from {})",
        found.period, found.from
    );
}

fn main() {
    let clock = if cpu_ns().is_some() { "CPU" } else { "wall" };
    println!("median {clock} times");
    let mut rng = Rng::new(0x6a0d);
    time_graph("loopy n=10^6", &random_graph(&mut rng, 3, 200, false));
    time_graph("acyclic n=10^6", &random_graph(&mut rng, 5, 200, true));
    time_period();
}
