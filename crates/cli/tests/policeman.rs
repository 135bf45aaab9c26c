//! `retrograde rules` on policeman and thief (`examples/rules/policeman-thief.game`),
//! a grid game whose walls `where` leaves out: every state's outcome
//! against a naive solver written here over the grid, which sweeps every
//! position until nothing changes (no queue, no counters).
#![cfg(not(target_arch = "wasm32"))]

mod support;

use std::collections::HashMap;

use support::{example, ok};

/// A position: the policeman's cell, the thief's, and whether the
/// policeman moves.
type Position = ((usize, usize), (usize, usize), bool);

/// The positions where the game is over, with their outcome for the
/// player to move, and every other position's moves.
type Game = (
    HashMap<Position, &'static str>,
    HashMap<Position, Vec<Position>>,
);

/// The game as the statement tells it, over the grid's floor cells.
fn game(grid: &[&str]) -> Game {
    let rows: Vec<&[u8]> = grid.iter().map(|r| r.as_bytes()).collect();
    let floor: Vec<(usize, usize)> = (0..rows.len())
        .flat_map(|y| (0..rows[y].len()).map(move |x| (y, x)))
        .filter(|&(y, x)| rows[y][x] != b'#')
        .collect();
    let exit = *floor.iter().find(|&&(y, x)| rows[y][x] == b'E').unwrap();
    let steps = |(y, x): (usize, usize), king: bool| -> Vec<(usize, usize)> {
        floor
            .iter()
            .copied()
            .filter(|&(v, u)| {
                let (dy, dx) = (v.abs_diff(y), u.abs_diff(x));
                dy <= 1 && dx <= 1 && (king || dy + dx <= 1)
            })
            .collect()
    };
    let mut outcome: HashMap<Position, &'static str> = HashMap::new();
    let mut moves: HashMap<Position, Vec<Position>> = HashMap::new();
    for &p in &floor {
        for &t in &floor {
            for police in [true, false] {
                let over = if p == t {
                    Some(police)
                } else if t == exit {
                    Some(!police)
                } else {
                    None
                };
                match over {
                    Some(won) => {
                        outcome.insert((p, t, police), if won { "Win" } else { "Lose" });
                    }
                    None if police => {
                        moves.insert(
                            (p, t, police),
                            steps(p, true).into_iter().map(|q| (q, t, false)).collect(),
                        );
                    }
                    None => {
                        moves.insert(
                            (p, t, police),
                            steps(t, false).into_iter().map(|s| (p, s, true)).collect(),
                        );
                    }
                }
            }
        }
    }
    (outcome, moves)
}

/// The outcome of every position for the player to move, by sweeps.
fn naive(grid: &[&str]) -> HashMap<Position, &'static str> {
    let (mut outcome, moves) = game(grid);
    loop {
        let mut changed = false;
        for (position, targets) in &moves {
            if outcome.contains_key(position) {
                continue;
            }
            let of = |q: &Position| outcome.get(q).copied();
            let decided = if targets.iter().any(|q| of(q) == Some("Lose")) {
                Some("Win")
            } else if targets.iter().all(|q| of(q) == Some("Win")) {
                Some("Lose")
            } else {
                None
            };
            if let Some(value) = decided {
                outcome.insert(*position, value);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for position in moves.keys() {
        outcome.entry(*position).or_insert("Loop");
    }
    outcome
}

/// Every row of the command's table equals the naive outcome, and every
/// position of the naive solver is a row.
fn agrees(grid: &[&str]) {
    let rows: Vec<String> = grid.iter().map(|r| format!("\"{r}\"")).collect();
    let setting = format!("grid=[{}]", rows.join(", "));
    let example = example("policeman-thief");
    let table = ok(&["rules", "--set", &setting, &example], "");
    let truth = naive(grid);
    let mut seen = 0;
    for line in table.lines() {
        let w: Vec<&str> = line.split(' ').collect();
        let n = |i: usize| w[i].parse::<usize>().unwrap();
        let position = ((n(0), n(1)), (n(2), n(3)), w[4] == "Police");
        assert_eq!(Some(&w[5]), truth.get(&position), "{grid:?}: {line}");
        seen += 1;
    }
    assert_eq!(
        seen,
        truth.len(),
        "{grid:?}: a row per position, walls left out"
    );
}

#[test]
fn every_position_is_the_naive_solvers_on_three_grids() {
    agrees(&["....#", ".#..E", "P..#.", "..T.."]);
    agrees(&["P#E", ".#.", "..T"]);
    // A ring around a block of walls, the exit in a dead end behind the policeman.
    agrees(&["E.....", "#.##.#", "P.##.T", "......"]);
}

#[test]
fn the_examples_start_is_won_by_the_policeman() {
    let example = example("policeman-thief");
    let table = ok(&["rules", &example], "");
    assert!(
        table.lines().any(|line| line == "2 0 3 2 Police Win 7"),
        "{table}"
    );
}
