//! A game with sums in the game's words: the values solved or the cycle
//! refused with its place, the table and pattern from the values, and a
//! sum of positions asked about (`retrograde rules --sum "3, 5, 7"`): its
//! value, the XOR of its parts', and a winning move.

use std::fmt;

use super::compile::constant_in;
use super::error::RuleError;
use super::parse::parse_parts;
use super::sums::{SumCycle, SumValues};
use super::table::RulesPattern;
use super::{Rules, RulesGraph, Value};
use crate::outcome::Outcome;
use crate::retro::Grundy;

/// A sum of positions answered: what `--sum` prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnswer {
    /// Each part as written in the game's words, and its value.
    pub parts: Vec<(String, Grundy)>,
    pub value: Grundy,
    pub outcome: Outcome,
    /// The winning move, or why there is none.
    pub play: SumPlay,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumPlay {
    /// Part `part` (from 0) moves to `to` (a position or a sum, in the
    /// game's words), of value `value`, which makes the XOR 0.
    Move { part: usize, to: String, value: u32 },
    /// The XOR is 0: every move changes one part's value.
    ZeroXor,
    /// One part is infinite and the others' XOR, `rest`, is not among its
    /// moves' values.
    Unanswered { part: usize, rest: u32 },
    /// Parts `first` and `second` are infinite.
    TwoInfinite { first: usize, second: usize },
}

impl Rules {
    /// The values of a built game (see [`SumValues`]), or the move whose
    /// part can come back to the position it moves from, located.
    pub fn sum_values(&self, graph: &RulesGraph) -> Result<SumValues, RuleError> {
        SumValues::new(graph).map_err(|cycle| self.cycle_error(&cycle))
    }

    /// Whether some `move` line moves to a sum.
    pub fn has_sum_moves(&self) -> bool {
        self.moves.iter().any(|rule| !rule.sum.is_empty())
    }

    /// The refusal of a program with moves to sums by `what`, which solves
    /// games by the engine's run alone, located at the first such line.
    pub fn without_sums(&self, what: &str) -> Result<(), RuleError> {
        match self.moves.iter().find(|rule| !rule.sum.is_empty()) {
            Some(rule) => Err(RuleError::new(
                rule.target_place,
                format!("{what} does not solve moves to sums yet ('retrograde rules' does)"),
            )),
            None => Ok(()),
        }
    }

    fn cycle_error(&self, cycle: &SumCycle) -> RuleError {
        let rule = &self.moves[cycle.line];
        RuleError::new(
            rule.place,
            format!(
                "the move from {} to {} can come back to {} through the part {}: a position \
                 that can reach itself through a sum has no value here",
                self.describe(cycle.state),
                self.describe_sum(&cycle.parts),
                self.describe(cycle.state),
                self.describe(cycle.back)
            ),
        )
    }

    /// `4` for one part, `sum(0, 4)` for several.
    pub fn describe_sum(&self, parts: &[u32]) -> String {
        let words: Vec<String> = parts.iter().map(|&p| self.describe(p as usize)).collect();
        match words.as_slice() {
            [one] => one.clone(),
            _ => format!("sum({})", words.join(", ")),
        }
    }

    /// The positions of a sum written as `3, 5, 7` (or `(1, 2), (0, 3)`
    /// for several variables), params and named values allowed. An error's
    /// column is in that text.
    pub fn sum_of(&self, text: &str) -> Result<Vec<usize>, RuleError> {
        parse_parts(text)?
            .iter()
            .map(|item| self.part_of(item))
            .collect()
    }

    fn part_of(&self, item: &super::ast::Expr) -> Result<usize, RuleError> {
        let written = match &item.kind {
            super::ast::ExprKind::Tuple(values) => values.iter().collect(),
            _ => vec![item],
        };
        let values = written
            .iter()
            .map(|expr| match constant_in(self, expr)? {
                Value::Int(value) => Ok(value),
                other => Err(RuleError::new(
                    expr.place,
                    format!("expected an integer, found {}", other.described()),
                )),
            })
            .collect::<Result<Vec<i64>, RuleError>>()?;
        self.state_of(&values).ok_or_else(|| {
            if self.left_out(&values) {
                return RuleError::new(
                    item.place,
                    format!(
                        "this part is not a position: the 'where' condition of line {} \
                         does not hold there",
                        self.keep_place.line
                    ),
                );
            }
            let shape: Vec<String> = self
                .variables
                .iter()
                .map(|v| format!("{} in {}", v.name, v.domain))
                .collect();
            RuleError::new(
                item.place,
                format!(
                    "this part is not a position: the state is {}",
                    shape.join(", ")
                ),
            )
        })
    }

    /// The sum of `parts` answered from the values.
    pub fn answer_sum(&self, graph: &RulesGraph, values: &SumValues, parts: &[usize]) -> SumAnswer {
        let value = values.of_sum(parts);
        let infinite: Vec<usize> = (0..parts.len())
            .filter(|&i| values.finite(parts[i]).is_none())
            .collect();
        let rest = |skip: usize| {
            (0..parts.len())
                .filter(|&i| i != skip)
                .fold(0, |x, i| x ^ values.finite(parts[i]).unwrap_or(0))
        };
        let reach = |part: usize, target: u32| {
            values
                .move_to(graph, parts[part], target)
                .map(|to| SumPlay::Move {
                    part,
                    to: self.describe_sum(&to),
                    value: target,
                })
        };
        let play = match (infinite.as_slice(), &value) {
            ([], Grundy::Finite(0)) => SumPlay::ZeroXor,
            ([], Grundy::Finite(x)) => (0..parts.len())
                .find_map(|i| {
                    values
                        .finite(parts[i])
                        .filter(|v| v ^ x < *v)
                        .and_then(|v| reach(i, v ^ x))
                })
                .unwrap_or(SumPlay::ZeroXor),
            ([part], _) => reach(*part, rest(*part)).unwrap_or(SumPlay::Unanswered {
                part: *part,
                rest: rest(*part),
            }),
            _ => SumPlay::TwoInfinite {
                first: infinite[0],
                second: infinite[1],
            },
        };
        SumAnswer {
            parts: parts
                .iter()
                .map(|&p| (self.describe(p), values.value(p)))
                .collect(),
            outcome: value.outcome(),
            value,
            play,
        }
    }

    /// One line per state from the values: its words, its outcome, `-`
    /// for its remoteness (a sum's does not follow from its parts') and,
    /// with `grundy`, its value.
    pub fn write_value_table(&self, values: &SumValues, grundy: bool) -> String {
        let mut out = String::new();
        for state in 0..self.state_count() as usize {
            let value = values.value(state);
            out.push_str(&self.words(state).join(" "));
            out.push(' ');
            out.push_str(value.outcome().word());
            out.push_str(" -");
            if grundy {
                out.push(' ');
                out.push_str(&value.to_string());
            }
            out.push('\n');
        }
        out
    }

    /// Where the outcomes and the values become periodic, from the values;
    /// `None` unless the state is one integer variable.
    pub fn value_pattern(&self, values: &SumValues) -> Option<RulesPattern> {
        let count = self.state_count() as usize;
        let grundy: Vec<Grundy> = (0..count).map(|s| values.value(s)).collect();
        let outcomes: Vec<Outcome> = grundy.iter().map(Grundy::outcome).collect();
        self.pattern_of(&outcomes, Some(grundy))
    }
}

/// `Win 5`, each part's value in binary, the XOR, and the winning move or
/// why there is none.
impl fmt::Display for SumAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.outcome.word(), self.value)?;
        let width = self.width();
        for (i, (words, value)) in self.parts.iter().enumerate() {
            match value {
                Grundy::Finite(v) => {
                    writeln!(f, "part {}: {words}, value {v} = {v:0width$b}", i + 1)?
                }
                infinite => writeln!(f, "part {}: {words}, value {infinite}", i + 1)?,
            }
        }
        let finite: Vec<String> = self.parts.iter().map(|(_, v)| v.to_string()).collect();
        match &self.value {
            Grundy::Finite(x) => writeln!(f, "xor: {} = {x} = {x:0width$b}", finite.join(" xor "))?,
            infinite => writeln!(f, "xor: {} = {infinite}", finite.join(" xor "))?,
        }
        self.write_play(f)
    }
}

impl SumAnswer {
    /// Binary digits enough for every finite value shown (at least one).
    fn width(&self) -> usize {
        let largest = self
            .parts
            .iter()
            .map(|(_, v)| v)
            .chain(std::iter::once(&self.value))
            .filter_map(|v| match v {
                Grundy::Finite(v) => Some(*v),
                Grundy::Infinite(_) => None,
            })
            .max()
            .unwrap_or(0);
        (32 - largest.leading_zeros()).max(1) as usize
    }

    fn write_play(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.play {
            SumPlay::Move { part, to, value } => {
                let after: Vec<String> = self
                    .parts
                    .iter()
                    .enumerate()
                    .map(|(i, (_, v))| if i == *part { value.to_string() } else { v.to_string() })
                    .collect();
                let from = &self.parts[*part].0;
                writeln!(
                    f,
                    "winning move: part {}, from {from} to {to} (value {value}): {} = 0",
                    part + 1,
                    after.join(" xor ")
                )
            }
            SumPlay::ZeroXor => writeln!(
                f,
                "no winning move: the XOR is 0, and a move changes one part's value, so every move makes it \
                 nonzero, or makes that part infinite, and then the opponent can move it back to its value"
            ),
            SumPlay::Unanswered { part, rest } => writeln!(
                f,
                "no winning move: part {} is infinite and the other parts XOR to {rest}, a value none of its moves reaches",
                part + 1
            ),
            SumPlay::TwoInfinite { first, second } => writeln!(
                f,
                "no winning move: parts {} and {} are infinite, and a move in one leaves the other infinite: neither side can force a win",
                first + 1,
                second + 1
            ),
        }
    }
}
