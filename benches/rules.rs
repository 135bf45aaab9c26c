//! `cargo bench --bench rules`: how fast games written as rules are built,
//! in moves per second, and Berzerk written as rules (n = 5000, both sets
//! 1..4999, about 5 * 10^7 moves) against the dedicated Berzerk solvers on
//! the same game, with the ratio, in one run so that both see the same
//! load. Each figure is the best of a few runs.

// A benchmark reads clocks and prints: the library's no-I/O lints (clippy.toml) are not its.
#![allow(
    clippy::disallowed_methods,
    clippy::disallowed_macros,
    clippy::disallowed_types
)]

use std::hint::black_box;
use std::time::{Duration, Instant};

#[path = "common/clock.rs"]
mod clock;
use clock::cpu_ns;

use retrograde::berzerk::{self, Game};
use retrograde::retro::{Retrograde, Stepper};
use retrograde::rules::{Limits, Rules, RulesGraph};

const RUNS: usize = 3;

/// The best time of a few runs, in CPU time where the system tells it (so
/// that a loaded machine slows a figure less), else in wall time; and the
/// last result.
fn best<T>(mut work: impl FnMut() -> T) -> (Duration, T) {
    let mut fastest = Duration::MAX;
    let mut last = None;
    for _ in 0..RUNS {
        let (start, cpu) = (Instant::now(), cpu_ns());
        let result = black_box(work());
        let took = match (cpu, cpu_ns()) {
            (Some(before), Some(after)) => Duration::from_nanos(after - before),
            _ => start.elapsed(),
        };
        fastest = fastest.min(took);
        last = Some(result);
    }
    (fastest, last.expect("at least one run"))
}

fn build(text: &str, settings: &[(String, String)]) -> RulesGraph {
    let rules = Rules::compile(text, settings).expect("the program compiles");
    rules.build(Limits::LARGE).expect("the game builds")
}

fn per_second(moves: usize, time: Duration) -> String {
    format!("{:.1} M moves/s", moves as f64 / time.as_secs_f64() / 1e6)
}

fn reference_games() {
    let games = [
        (
            "subtraction {1,3,4}, N = 10^6",
            include_str!("../examples/rules/subtraction.game"),
            "N",
            "1000000",
        ),
        (
            "Wythoff, N = 400",
            include_str!("../examples/rules/wythoff.game"),
            "N",
            "400",
        ),
        (
            "two piles, N = 300",
            include_str!("../examples/rules/two-piles.game"),
            "N",
            "300",
        ),
    ];
    for (name, text, param, value) in games {
        let settings = [(param.to_string(), value.to_string())];
        let (time, graph) = best(|| build(text, &settings));
        println!(
            "rules build  {name:<32} {:>11} moves in {:>8.1} ms: {}",
            graph.move_count(),
            time.as_secs_f64() * 1e3,
            per_second(graph.move_count(), time)
        );
    }
}

fn berzerk_against_the_dedicated_engine() {
    let n = 5000u32;
    let jumps: Vec<u32> = (1..n).collect();
    let set = format!(
        "{{{}}}",
        jumps
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    );
    let settings = [
        ("n".to_string(), n.to_string()),
        ("S1".to_string(), set.clone()),
        ("S2".to_string(), set),
    ];
    let text = include_str!("../examples/rules/berzerk.game");
    let (build_time, graph) = best(|| build(text, &settings));
    let (rules_solve, _) = best(|| {
        let mut run = Retrograde::new(&graph);
        run.finish();
        run
    });
    let game = Game::new(n, &jumps, &jumps).expect("a valid game");
    let (steps_time, _) = best(|| {
        let mut run = Retrograde::new(&game);
        run.finish();
        run
    });
    let (batch_time, _) = best(|| berzerk::solve(&game));
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "Berzerk n = {n}, both sets 1..{}: {} moves",
        n - 1,
        graph.move_count()
    );
    println!(
        "  rules: build {:.0} ms ({}), solve {:.0} ms",
        ms(build_time),
        per_second(graph.move_count(), build_time),
        ms(rules_solve)
    );
    println!(
        "  dedicated: step engine over the Berzerk graph {:.0} ms, bitset batch solver {}",
        ms(steps_time),
        if batch_time.is_zero() {
            "under the clock's tick".to_string()
        } else {
            format!("{:.3} ms", ms(batch_time))
        }
    );
    // The batch solver answers full sets in one move per state, often under the
    // clock's resolution: the ratio that can be measured is the step engine's.
    println!(
        "  build / dedicated step engine = {:.2}x, (build + solve) / step engine = {:.2}x",
        ms(build_time) / ms(steps_time),
        (ms(build_time) + ms(rules_solve)) / ms(steps_time),
    );
}

/// Games with sums: the build (each move's parts listed, a state's
/// repeated sums kept once) and the values (components, mex over XORs),
/// as `retrograde rules` runs them; Kayles at N = 10^4 with `--large`,
/// since the default limit refuses it.
fn games_with_sums() {
    let games = [
        (
            "Grundy's game, N = 5000",
            include_str!("../examples/rules/grundys-game.game"),
            "5000",
        ),
        (
            "Kayles, N = 2000",
            include_str!("../examples/rules/kayles.game"),
            "2000",
        ),
        (
            "Kayles, N = 10^4 (--large)",
            include_str!("../examples/rules/kayles.game"),
            "10000",
        ),
    ];
    for (name, text, n) in games {
        let rules = Rules::compile(text, &[("N".to_string(), n.to_string())]).expect("compiles");
        let (build_time, graph) = best(|| rules.build(Limits::LARGE).expect("builds"));
        let (values_time, values) = best(|| rules.sum_values(&graph).expect("no cycle"));
        let lost = (0..rules.state_count() as usize)
            .filter(|&s| values.finite(s) == Some(0))
            .count();
        println!(
            "rules sums   {name:<32} {:>11} moves to sums, build {:>8.1} ms, values {:>8.1} ms, {lost} Lose",
            graph.sums().len(),
            build_time.as_secs_f64() * 1e3,
            values_time.as_secs_f64() * 1e3,
        );
    }
}

fn main() {
    games_with_sums();
    reference_games();
    berzerk_against_the_dedicated_engine();
}
