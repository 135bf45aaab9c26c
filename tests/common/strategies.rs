//! Proptest strategies for Berzerk games and game graphs.

use proptest::prelude::*;
use retrograde::berzerk::Game;

/// A jump set with a random density, so that sparse and dense sets both
/// occur; never empty.
pub fn jump_set(n: u32) -> impl Strategy<Value = Vec<u32>> {
    (
        prop::collection::vec(any::<u8>(), (n - 1) as usize),
        any::<u8>(),
        1..n,
    )
        .prop_map(move |(rolls, density, forced)| {
            (1..n)
                .filter(|&x| x == forced || rolls[(x - 1) as usize] < density)
                .collect()
        })
}

/// Random games with `n` up to `max_n`.
pub fn game(max_n: u32) -> impl Strategy<Value = Game> {
    (2..=max_n).prop_flat_map(|n| {
        (jump_set(n), jump_set(n)).prop_map(move |(a, b)| Game::new(n, &a, &b).unwrap())
    })
}

/// A jump set of any shape: random density, a range of jumps, or a range
/// with a few random jumps added, so that both of the bitset scans (list
/// and words) and every way of wrapping around the circle are exercised.
pub fn any_shape_jump_set(n: u32) -> impl Strategy<Value = Vec<u32>> {
    let range = (1..n, 1..n).prop_map(|(a, b)| (a.min(b)..=a.max(b)).collect::<Vec<u32>>());
    let extras = prop::collection::vec(1..n, 0..4);
    prop_oneof![
        jump_set(n),
        range.clone(),
        (range, extras).prop_map(|(mut set, extras)| {
            set.extend(extras);
            set.sort_unstable();
            set.dedup();
            set
        }),
    ]
}

pub fn any_shape_game(max_n: u32) -> impl Strategy<Value = Game> {
    (2..=max_n).prop_flat_map(|n| {
        (any_shape_jump_set(n), any_shape_jump_set(n))
            .prop_map(move |(a, b)| Game::new(n, &a, &b).unwrap())
    })
}

/// A random graph on `1..=max_n` nodes (numbered from 0): random edges, a
/// few of them repeated and some self-loops, so that cycles, loops and
/// repeats all occur; some nodes have no moves.
pub fn graph(max_n: u32, max_m: usize) -> impl Strategy<Value = (u32, Vec<(u32, u32)>)> {
    (1..=max_n).prop_flat_map(move |n| {
        let edge = (0..n, 0..n);
        let edges = prop::collection::vec(edge, 0..=max_m);
        let repeats = prop::collection::vec(any::<prop::sample::Index>(), 0..4);
        let loops = prop::collection::vec(0..n, 0..3);
        (edges, repeats, loops).prop_map(move |(mut edges, repeats, loops)| {
            for pick in repeats {
                if !edges.is_empty() {
                    edges.push(edges[pick.index(edges.len())]);
                }
            }
            edges.extend(loops.into_iter().map(|v| (v, v)));
            (n, edges)
        })
    })
}
