//! `retrograde rules` on a game written over a grid param: LeetCode 1728
//! (Cat and Mouse II, `examples/rules/cat-and-mouse-ii.game`) with its
//! grids given as they are, each state's outcome and remoteness against a
//! naive solver written here over the grid itself, and the statement's
//! answers.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

fn example() -> String {
    format!(
        "{}/../../examples/rules/cat-and-mouse-ii.game",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The command's table for the example with the grid and the jumps set.
fn table(grid: &[&str], cat_jump: usize, mouse_jump: usize) -> String {
    let rows: Vec<String> = grid.iter().map(|row| format!("\"{row}\"")).collect();
    let out = Command::new(env!("CARGO_BIN_EXE_retrograde"))
        .args(["rules", "--set", &format!("grid=[{}]", rows.join(", "))])
        .args(["--set", &format!("catJump={cat_jump}")])
        .args(["--set", &format!("mouseJump={mouse_jump}")])
        .arg(example())
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

type Cell = (usize, usize);

/// A position: the mouse's cell, the cat's, and whether the mouse moves.
type Position = (Cell, Cell, bool);

/// The game as the statement tells it, over the grid's floor cells.
struct Board<'a> {
    grid: &'a [&'a str],
    cat_jump: usize,
    mouse_jump: usize,
}

impl Board<'_> {
    fn at(&self, (y, x): Cell) -> u8 {
        self.grid[y].as_bytes()[x]
    }

    fn floor(&self) -> Vec<Cell> {
        let mut cells = Vec::new();
        for (y, row) in self.grid.iter().enumerate() {
            for x in 0..row.len() {
                if self.at((y, x)) != b'#' {
                    cells.push((y, x));
                }
            }
        }
        cells
    }

    fn find(&self, c: u8) -> Cell {
        self.floor()
            .into_iter()
            .find(|&cell| self.at(cell) == c)
            .unwrap()
    }

    /// Where a piece at `from` may land: itself, or up to `jump` cells in
    /// a line, stopping before a wall or the edge.
    fn landings(&self, from: Cell, jump: usize) -> Vec<Cell> {
        let mut out = vec![from];
        for (dy, dx) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
            let (mut y, mut x) = (from.0 as i64, from.1 as i64);
            for _ in 0..jump {
                y += dy;
                x += dx;
                let inside = y >= 0 && x >= 0 && (y as usize) < self.grid.len();
                if !inside || x as usize >= self.grid[y as usize].len() {
                    break;
                }
                if self.at((y as usize, x as usize)) == b'#' {
                    break;
                }
                out.push((y as usize, x as usize));
            }
        }
        out
    }

    /// Whether the game is over, and then whether the mover has won.
    fn over(&self, (mouse, cat, mouse_moves): Position) -> Option<bool> {
        let food = self.find(b'F');
        if cat == mouse || cat == food {
            Some(!mouse_moves)
        } else if mouse == food {
            Some(mouse_moves)
        } else {
            None
        }
    }

    fn moves(&self, (mouse, cat, mouse_moves): Position) -> Vec<Position> {
        if mouse_moves {
            let to = self.landings(mouse, self.mouse_jump);
            to.into_iter().map(|m| (m, cat, false)).collect()
        } else {
            let to = self.landings(cat, self.cat_jump);
            to.into_iter().map(|c| (mouse, c, true)).collect()
        }
    }
}

/// Outcome and remoteness of every position by synchronous rounds: round
/// `r` decides the positions of remoteness `r` from those decided before
/// (a win by its quickest loss, a loss once every move reaches a win, by
/// its slowest); what no round decides is a Loop.
fn naive(board: &Board) -> Vec<(Position, String)> {
    let floor = board.floor();
    let mut positions = Vec::new();
    for &mouse in &floor {
        for &cat in &floor {
            positions.extend([(mouse, cat, true), (mouse, cat, false)]);
        }
    }
    let index = |p: &Position| positions.iter().position(|q| q == p).unwrap();
    let moves: Vec<Vec<usize>> = positions
        .iter()
        .map(|&p| board.moves(p).iter().map(index).collect())
        .collect();
    let mut decided: Vec<Option<(bool, u32)>> = positions
        .iter()
        .map(|&p| board.over(p).map(|won| (won, 0)))
        .collect();
    for round in 1.. {
        let before = decided.clone();
        for (s, slot) in decided.iter_mut().enumerate() {
            if slot.is_some() || board.over(positions[s]).is_some() {
                continue;
            }
            let wins = moves[s]
                .iter()
                .any(|&t| before[t] == Some((false, round - 1)));
            let all_won = moves[s]
                .iter()
                .all(|&t| matches!(before[t], Some((true, _))));
            let slowest = moves[s]
                .iter()
                .filter_map(|&t| before[t])
                .map(|(_, r)| r)
                .max();
            if wins {
                *slot = Some((true, round));
            } else if all_won && slowest == Some(round - 1) {
                *slot = Some((false, round));
            }
        }
        if decided == before {
            break;
        }
    }
    let word = |d: Option<(bool, u32)>| match d {
        Some((true, r)) => format!("Win {r}"),
        Some((false, r)) => format!("Lose {r}"),
        None => "Loop -".to_string(),
    };
    positions
        .iter()
        .copied()
        .zip(decided.into_iter().map(word))
        .collect()
}

/// The table's line for a position: its words, then what the naive
/// solver says.
fn line(((my, mx), (cy, cx), mouse_moves): Position, answer: &str) -> String {
    let turn = if mouse_moves { "Mouse" } else { "Cat" };
    format!("{my} {mx} {cy} {cx} {turn} {answer}")
}

/// LeetCode 1728's five examples: the grid, catJump, mouseJump and the
/// statement's answer.
const EXAMPLES: [(&[&str], usize, usize, bool); 5] = [
    (&["####F", "#C...", "M...."], 1, 2, true),
    (&["M.C...F"], 1, 4, true),
    (&["M.C...F"], 1, 3, false),
    (&["C...#", "...#F", "....#", "M...."], 2, 5, false),
    (&[".M...", "..#..", "#..#.", "C#.#.", "...#F"], 3, 1, true),
];

#[test]
fn every_floor_position_is_the_naive_solvers_and_the_start_the_statements_answer() {
    for (grid, cat_jump, mouse_jump, mouse_wins) in EXAMPLES {
        let board = Board {
            grid,
            cat_jump,
            mouse_jump,
        };
        let table = table(grid, cat_jump, mouse_jump);
        let lines: std::collections::HashSet<&str> = table.lines().collect();
        let width: usize = grid.iter().map(|row| row.len()).max().unwrap();
        assert_eq!(lines.len(), (grid.len() * width).pow(2) * 2, "{grid:?}");
        let solved = naive(&board);
        for (position, answer) in &solved {
            let expected = line(*position, answer);
            assert!(lines.contains(expected.as_str()), "{grid:?}: {expected}");
        }
        let start = (board.find(b'M'), board.find(b'C'), true);
        let (_, answer) = solved.iter().find(|(p, _)| *p == start).unwrap();
        let remoteness = answer
            .strip_prefix("Win ")
            .map(|r| r.parse::<u32>().unwrap());
        let answered = remoteness.is_some_and(|r| r <= 1000);
        assert_eq!(answered, mouse_wins, "{grid:?}: the start is {answer}");
    }
}

#[test]
fn a_cell_past_a_short_row_is_refused_with_its_place() {
    let out = Command::new(env!("CARGO_BIN_EXE_retrograde"))
        .args(["rules", "--set", "grid=[\"M.C.F\", \"..\"]", &example()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let error = String::from_utf8(out.stderr).unwrap();
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(
        error.contains(": the index 2 is out of range for a text of 2 characters"),
        "{error}"
    );
    let text = std::fs::read_to_string(example()).unwrap();
    let jumps: Vec<String> = (1..)
        .zip(text.lines())
        .filter(|(_, l)| l.starts_with("move (my + ") || l.starts_with("move (my, mx, cy + "))
        .map(|(n, _)| format!("retrograde: error: line {n}, column "))
        .collect();
    assert!(
        jumps.iter().any(|place| error.starts_with(place)),
        "{error}: not on a jump line"
    );
}
