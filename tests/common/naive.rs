//! Naive oracles, written from the definitions and nothing else: no queue,
//! no counters, no predecessor lists.

use retrograde::berzerk::{Game, State};
use retrograde::outcome::Outcome;

/// Outcome and remoteness per state of a game given by its moves, by
/// rounds. A state without moves is Lose in 0. In round `r` an undecided
/// state is Win if some move reaches a Lose of round `r - 1`, and Lose if
/// every move reaches a Win of an earlier round, one of them of round
/// `r - 1`. A round that decides nothing ends it; the rest is Loop, without
/// remoteness.
pub fn solve(moves: &[Vec<usize>]) -> Vec<(Outcome, Option<u32>)> {
    let mut known: Vec<(Outcome, Option<u32>)> = moves
        .iter()
        .map(|m| match m.is_empty() {
            true => (Outcome::Lose, Some(0)),
            false => (Outcome::Undecided, None),
        })
        .collect();
    for r in 1.. {
        let before = known.clone();
        for (state, slot) in known.iter_mut().enumerate() {
            if before[state].0 == Outcome::Undecided {
                if let Some(decided) = round(&before, &moves[state], r) {
                    *slot = (decided, Some(r));
                }
            }
        }
        if known == before {
            break;
        }
    }
    for slot in known.iter_mut().filter(|k| k.0 == Outcome::Undecided) {
        *slot = (Outcome::Loop, None);
    }
    known
}

fn round(before: &[(Outcome, Option<u32>)], moves: &[usize], r: u32) -> Option<Outcome> {
    let next: Vec<(Outcome, Option<u32>)> = moves.iter().map(|&to| before[to]).collect();
    if next.contains(&(Outcome::Lose, Some(r - 1))) {
        Some(Outcome::Win)
    } else if next.iter().all(|&(o, _)| o == Outcome::Win)
        && next.iter().any(|&(_, t)| t == Some(r - 1))
    {
        Some(Outcome::Lose)
    } else {
        None
    }
}

/// Berzerk's moves from its rules: from each state off the hole, one per
/// jump of its mover, to the other mover where the jump lands; none from
/// the hole. Indexed `mover * n + position`.
pub fn berzerk_moves(game: &Game) -> Vec<Vec<usize>> {
    (0..game.state_count())
        .map(|i| {
            let State { mover, position } = game.state(i);
            if position == 0 {
                return Vec::new();
            }
            game.jumps(mover)
                .iter()
                .map(|&x| {
                    game.index(State {
                        mover: mover.other(),
                        position: game.forward(position, x),
                    })
                })
                .collect()
        })
        .collect()
}

/// A graph's moves from its edge list, repeats kept (they change nothing).
pub fn graph_moves(n: u32, edges: &[(u32, u32)]) -> Vec<Vec<usize>> {
    let mut moves = vec![Vec::new(); n as usize];
    for &(u, v) in edges {
        moves[u as usize].push(v as usize);
    }
    moves
}

/// The two-pile game's moves on the square `0..=bound`, cell `(a, b)` at
/// `a * (bound + 1) + b`: take `k >= 1` from one pile and `k * s` (`s >= 0`)
/// from the other, every way, repeats kept.
pub fn pile_moves(bound: u32) -> Vec<Vec<usize>> {
    let side = bound as usize + 1;
    let mut moves = vec![Vec::new(); side * side];
    for a in 0..side {
        for b in 0..side {
            for k in 1..=a.max(b) {
                for s in 0..=side {
                    for (x, y) in [(k, k * s), (k * s, k)] {
                        if x <= a && y <= b {
                            moves[a * side + b].push((a - x) * side + (b - y));
                        }
                    }
                }
            }
        }
    }
    moves
}
