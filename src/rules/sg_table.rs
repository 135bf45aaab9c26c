//! The outcome and Grundy tables as a contestant pastes them into a
//! solution (`retrograde rules --table cpp|python|csv`, and the page's
//! Save): one state variable an array indexed by its value, two a 2-D
//! array, more a map keyed by the values. Text only, so the command and
//! the page write the same bytes.

use std::fmt;

use super::{Domain, Rules};
use crate::outcome::Outcome;
use crate::retro::Grundy;

/// The most cells (combinations of the variables' values) a table holds: a
/// table is for pasting, and a larger one is better computed by the
/// solution itself.
pub const TABLE_CELLS: u64 = 100_000;

/// Infinite values whose finite sets the table's comment lists.
const INFINITE_NOTED: usize = 20;
/// Values per line of a one-variable array of integers.
const PER_LINE: usize = 20;
/// Characters per piece of a one-variable string of outcomes.
const CHARS_PER_PIECE: usize = 64;
/// A Grundy cell's integer for an infinite value, and for a combination
/// that is not a state (left out by `where`).
const INFINITE: i64 = -1;
const NOT_A_STATE: i64 = -2;

/// The language a table is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableFormat {
    Cpp,
    Python,
    Csv,
}

impl TableFormat {
    /// The formats by the names the command and the page use.
    pub const NAMES: [(&'static str, TableFormat); 3] = [
        ("cpp", TableFormat::Cpp),
        ("python", TableFormat::Python),
        ("csv", TableFormat::Csv),
    ];

    pub fn named(word: &str) -> Option<TableFormat> {
        Self::NAMES
            .iter()
            .find(|(name, _)| *name == word)
            .map(|&(_, format)| format)
    }

    fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(_, format)| *format == self)
            .map_or("", |(name, _)| name)
    }

    fn comment(self) -> &'static str {
        if self == TableFormat::Cpp {
            "//"
        } else {
            "#"
        }
    }
}

/// A solved game, per state: its outcome and, under normal play, its value.
pub struct Solved<'a> {
    pub outcome: &'a dyn Fn(usize) -> Outcome,
    /// `None` when the game is not under normal play.
    pub grundy: Option<&'a dyn Fn(usize) -> Grundy>,
}

/// A table over [`TABLE_CELLS`]: the cells it would have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableTooLarge {
    pub cells: u64,
    pub sizes: Vec<u64>,
}

impl fmt::Display for TableTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sizes: Vec<String> = self.sizes.iter().map(u64::to_string).collect();
        write!(
            f,
            "a table is for pasting: at most {TABLE_CELLS} cells, and this one would have {} = {}",
            sizes.join(" x "),
            self.cells
        )
    }
}

/// One combination of the variables' values.
struct Cell {
    /// Its values (a named value by its place).
    values: Vec<i64>,
    /// The state it is, if it is one.
    state: Option<usize>,
    outcome: char,
    grundy: Option<Grundy>,
}

impl Cell {
    fn grundy_int(&self) -> i64 {
        match (&self.grundy, self.state) {
            (_, None) => NOT_A_STATE,
            (Some(Grundy::Finite(value)), _) => i64::from(*value),
            _ => INFINITE,
        }
    }
}

/// An outcome as one character: W, L, D (a loop: a draw) or `.` for no
/// state.
fn outcome_char(outcome: Option<Outcome>) -> char {
    match outcome {
        Some(Outcome::Win) => 'W',
        Some(Outcome::Lose) => 'L',
        Some(Outcome::Loop) => 'D',
        _ => '.',
    }
}

/// What the writers share: the game, the format and every cell.
struct Table<'a> {
    rules: &'a Rules,
    format: TableFormat,
    cells: Vec<Cell>,
    normal_play: bool,
    /// Whether some combination is not a state.
    holes: bool,
}

impl Rules {
    /// The outcome and (under normal play) Grundy tables of a solved game,
    /// in `format`, or the refusal of one over [`TABLE_CELLS`].
    pub fn sg_table(
        &self,
        format: TableFormat,
        solved: &Solved<'_>,
    ) -> Result<String, TableTooLarge> {
        let cells = self.combinations();
        if cells > TABLE_CELLS {
            return Err(TableTooLarge {
                cells,
                sizes: self.variables.iter().map(|v| v.domain.size()).collect(),
            });
        }
        let cells: Vec<Cell> = (0..cells).map(|c| self.cell(c, solved)).collect();
        let table = Table {
            rules: self,
            format,
            holes: cells.iter().any(|c| c.state.is_none()),
            normal_play: solved.grundy.is_some(),
            cells,
        };
        Ok(match format {
            TableFormat::Csv => table.csv(),
            _ => format!("{}{}", table.header(), table.arrays()),
        })
    }

    fn cell(&self, combination: u64, solved: &Solved<'_>) -> Cell {
        let state = self.state_at_combination(combination);
        let mut rest = combination;
        let mut values = vec![0; self.variables.len()];
        for (i, variable) in self.variables.iter().enumerate().rev() {
            let size = variable.domain.size();
            values[i] = variable.domain.value(rest % size);
            rest /= size;
        }
        Cell {
            values,
            state,
            outcome: outcome_char(state.map(solved.outcome)),
            grundy: state.and_then(|s| solved.grundy.map(|g| g(s))),
        }
    }
}

impl Table<'_> {
    /// One row per state: its values (named ones by name), its outcome
    /// character and, under normal play, its value as `--grundy` prints it.
    fn csv(&self) -> String {
        let variables = self.rules.variables();
        let mut head: Vec<&str> = variables.iter().map(|v| v.name.as_str()).collect();
        head.push("outcome");
        if self.normal_play {
            head.push("grundy");
        }
        let mut out = format!("{}\n", head.join(","));
        for cell in self.cells.iter().filter(|c| c.state.is_some()) {
            let mut row: Vec<String> = (cell.values.iter().zip(variables))
                .map(|(value, v)| v.domain.word(*value))
                .collect();
            row.push(cell.outcome.to_string());
            if let Some(grundy) = &cell.grundy {
                row.push(grundy.to_string());
            }
            out.push_str(&row.join(","));
            out.push('\n');
        }
        out
    }

    /// The comment above the arrays: what the characters and the integers
    /// mean, how to index, the named values' places and the infinite values'
    /// finite sets.
    fn header(&self) -> String {
        let c = self.format.comment();
        let variables: Vec<String> = (self.rules.variables().iter())
            .map(|v| format!("{} in {}", v.name, v.domain))
            .collect();
        let hole = if self.holes {
            ", . not a state (left out by 'where')"
        } else {
            ""
        };
        let mut lines = vec![
            format!(
                "retrograde rules --table {}: {}",
                self.format.name(),
                variables.join(", ")
            ),
            format!(
                "outcome for the player to move: W win, L lose, D draw (a loop: no one can force an end){hole}"
            ),
            self.grundy_legend(),
            self.index_line(),
        ];
        lines.extend(self.named_lines());
        lines.extend(self.infinite_lines());
        lines.iter().map(|line| format!("{c} {line}\n")).collect()
    }

    fn grundy_legend(&self) -> String {
        if !self.normal_play {
            return "no grundy table: a 'win when' line can end a state won for the player to \
                    move, so the game is not under normal play and has no Sprague-Grundy values"
                .to_string();
        }
        let hole = if self.holes {
            format!(", {NOT_A_STATE} not a state")
        } else {
            String::new()
        };
        format!(
            "grundy: the Sprague-Grundy value, {INFINITE} infinite (a loopy position with no finite value){hole}"
        )
    }

    /// `index: outcome[n - 3], grundy[n - 3]` for arrays (each variable's
    /// value less its range's low end), or the keys of a map.
    fn index_line(&self) -> String {
        let variables = self.rules.variables();
        if variables.len() > 2 {
            let names: Vec<&str> = variables.iter().map(|v| v.name.as_str()).collect();
            let key = match self.format {
                TableFormat::Cpp => format!("outcome.at({{{}}})", names.join(", ")),
                _ => format!("outcome[({})]", names.join(", ")),
            };
            return format!("keyed by the values, e.g. {key}; a state left out has no key");
        }
        let index: String = variables
            .iter()
            .map(|v| match v.domain {
                Domain::Range { low, .. } if low > 0 => format!("[{} - {low}]", v.name),
                Domain::Range { low, .. } if low < 0 => {
                    format!("[{} + {}]", v.name, low.unsigned_abs())
                }
                _ => format!("[{}]", v.name),
            })
            .collect();
        if self.normal_play {
            format!("index: outcome{index}, grundy{index}")
        } else {
            format!("index: outcome{index}")
        }
    }

    /// `who: 0 = Alice, 1 = Bob` for each variable of named values.
    fn named_lines(&self) -> Vec<String> {
        (self.rules.variables().iter())
            .filter_map(|v| match &v.domain {
                Domain::Names(names) => {
                    let places: Vec<String> = (names.iter().enumerate())
                        .map(|(i, name)| format!("{i} = {name}"))
                        .collect();
                    Some(format!("{}: {}", v.name, places.join(", ")))
                }
                Domain::Range { .. } => None,
            })
            .collect()
    }

    /// The infinite values, each with the finite values its moves reach.
    fn infinite_lines(&self) -> Vec<String> {
        let infinite: Vec<(usize, &Grundy)> = (self.cells.iter())
            .filter_map(|c| match (&c.grundy, c.state) {
                (Some(g @ Grundy::Infinite(_)), Some(state)) => Some((state, g)),
                _ => None,
            })
            .collect();
        if infinite.is_empty() {
            return Vec::new();
        }
        let mut lines = vec!["infinite values, with the finite values their moves reach:".into()];
        for (state, value) in infinite.iter().take(INFINITE_NOTED) {
            lines.push(format!("  {}: {value}", self.rules.describe(*state)));
        }
        if infinite.len() > INFINITE_NOTED {
            lines.push(format!("  and {} more", infinite.len() - INFINITE_NOTED));
        }
        lines
    }
}

/// `open`, then the items `per_line` to a line (each followed by
/// `separator`), indented, then `close`.
fn block(open: &str, items: &[String], per_line: usize, separator: &str, close: &str) -> String {
    let mut out = format!("{open}\n");
    for line in items.chunks(per_line) {
        let written: Vec<String> = line.iter().map(|i| format!("{i}{separator}")).collect();
        out.push_str(&format!("    {}\n", written.join(" ")));
    }
    if !close.is_empty() {
        out.push_str(close);
        out.push('\n');
    }
    out
}

/// Integers joined as a C++ braced list or a Python list.
fn int_list(format: TableFormat, values: impl Iterator<Item = i64>) -> String {
    let joined: Vec<String> = values.map(|v| v.to_string()).collect();
    match format {
        TableFormat::Cpp => format!("{{{}}}", joined.join(", ")),
        _ => format!("[{}]", joined.join(", ")),
    }
}

impl Table<'_> {
    fn arrays(&self) -> String {
        let out = match self.rules.variables().len() {
            1 => self.line_arrays(),
            2 => self.grid_arrays(),
            _ => self.map_arrays(),
        };
        match (self.format, self.rules.variables().len()) {
            (TableFormat::Cpp, 3..) => format!("#include <array>\n#include <map>\n{out}"),
            _ => out,
        }
    }

    fn cpp(&self) -> bool {
        self.format == TableFormat::Cpp
    }

    /// One variable: the outcomes as a string (pieces of a literal), the
    /// values as an array.
    fn line_arrays(&self) -> String {
        let outcomes: String = self.cells.iter().map(|c| c.outcome).collect();
        let mut pieces: Vec<String> = (outcomes.as_bytes().chunks(CHARS_PER_PIECE))
            .map(|p| format!("\"{}\"", String::from_utf8_lossy(p)))
            .collect();
        let mut out = if self.cpp() {
            if let Some(last) = pieces.last_mut() {
                last.push(';');
            }
            block("const char outcome[] =", &pieces, 1, "", "")
        } else {
            block("outcome = (", &pieces, 1, "", ")")
        };
        if self.normal_play {
            let values: Vec<String> = (self.cells.iter())
                .map(|c| c.grundy_int().to_string())
                .collect();
            out.push_str(&if self.cpp() {
                let open = format!("const int grundy[{}] = {{", values.len());
                block(&open, &values, PER_LINE, ",", "};")
            } else {
                block("grundy = [", &values, PER_LINE, ",", "]")
            });
        }
        out
    }

    /// Two variables: a string of outcomes per value of the first, and the
    /// values as a 2-D array.
    fn grid_arrays(&self) -> String {
        let columns = self.rules.variables()[1].domain.size() as usize;
        let rows = self.cells.len() / columns;
        let strings: Vec<String> = (self.cells.chunks(columns))
            .map(|row| format!("\"{}\"", row.iter().map(|c| c.outcome).collect::<String>()))
            .collect();
        let mut out = if self.cpp() {
            let open = format!("const char outcome[{rows}][{}] = {{", columns + 1);
            block(&open, &strings, 1, ",", "};")
        } else {
            block("outcome = [", &strings, 1, ",", "]")
        };
        if self.normal_play {
            let lists: Vec<String> = (self.cells.chunks(columns))
                .map(|row| int_list(self.format, row.iter().map(Cell::grundy_int)))
                .collect();
            out.push_str(&if self.cpp() {
                let open = format!("const int grundy[{rows}][{columns}] = {{");
                block(&open, &lists, 1, ",", "};")
            } else {
                block("grundy = [", &lists, 1, ",", "]")
            });
        }
        out
    }

    /// Three or more variables: maps keyed by the values, one entry per
    /// state.
    fn map_arrays(&self) -> String {
        let states: Vec<&Cell> = self.cells.iter().filter(|c| c.state.is_some()).collect();
        let key = |cell: &Cell| {
            let values: Vec<String> = cell.values.iter().map(i64::to_string).collect();
            if self.cpp() {
                format!("{{{}}}", values.join(", "))
            } else {
                format!("({})", values.join(", "))
            }
        };
        let width = self.rules.variables().len();
        let entries = |value: &dyn Fn(&Cell) -> String| -> Vec<String> {
            (states.iter())
                .map(|c| {
                    if self.cpp() {
                        format!("{{{}, {}}}", key(c), value(c))
                    } else {
                        format!("{}: {}", key(c), value(c))
                    }
                })
                .collect()
        };
        let outcomes = entries(&|c| {
            if self.cpp() {
                format!("'{}'", c.outcome)
            } else {
                format!("\"{}\"", c.outcome)
            }
        });
        let mut out = self.map_block("char", width, "outcome", &outcomes);
        if self.normal_play {
            let values = entries(&|c| c.grundy_int().to_string());
            out.push_str(&self.map_block("int", width, "grundy", &values));
        }
        out
    }

    fn map_block(&self, kind: &str, width: usize, name: &str, entries: &[String]) -> String {
        if self.cpp() {
            let open = format!("const std::map<std::array<int, {width}>, {kind}> {name} = {{");
            block(&open, entries, 1, ",", "};")
        } else {
            block(&format!("{name} = {{"), entries, 1, ",", "}")
        }
    }
}
