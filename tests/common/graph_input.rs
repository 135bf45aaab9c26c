//! A random game graph in the judge format, for the command's tests and
//! the benchmarks.

use retrograde::gen::Rng;

/// `n m`, then `m` random edges `u v` (nodes from 1).
pub fn graph_input(rng: &mut Rng, n: u32, m: u32) -> String {
    let mut text = format!("{n} {m}\n");
    for _ in 0..m {
        let (u, v) = (rng.between(1, n), rng.between(1, n));
        text.push_str(&format!("{u} {v}\n"));
    }
    text
}
