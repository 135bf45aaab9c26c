//! States in the game's own words: values by name, tuples as written.

use std::fmt;

use super::{Domain, Rules};
use crate::outcome::Outcome;
use crate::pattern::{periodicity, Period, Periodicity};
use crate::retro::{GameGraph, Grundy, GrundyValues, Run};

/// Where the outcomes and the Grundy values along a game's one integer
/// variable become periodic, as far as its range shows (see
/// [`Periodicity`]): what `retrograde rules --pattern` prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesPattern {
    pub outcome: Found,
    /// `None` when the game is not under normal play.
    pub grundy: Option<Found>,
    pub normal_play: bool,
    /// The last value of the variable, as the table names it.
    pub up_to: String,
    /// The states are those `where` keeps: a period counts them, not the
    /// variable's values.
    pub kept: bool,
}

/// The period a sequence shows, or the candidate that came closest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub shown: Option<Repeat>,
    pub closest: Option<Repeat>,
}

/// A period, its start named as the table names the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repeat {
    pub period: usize,
    pub from: usize,
    pub from_word: String,
    /// Whole periods from its start to the end of the range.
    pub seen: usize,
}

impl fmt::Display for Repeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let times = match self.seen {
            2 => "twice".to_string(),
            n => format!("{n} times"),
        };
        write!(
            f,
            "period {} from {}, seen {times}",
            self.period, self.from_word
        )
    }
}

/// `outcome: period P from Q, seen K times up to N` (or `no period up to
/// N`, with the closest candidate), and the same for the Grundy values.
impl fmt::Display for RulesPattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counted = if self.kept {
            " (the period counts the states 'where' keeps, not values)"
        } else {
            ""
        };
        let said = |found: &Found| match (&found.shown, &found.closest) {
            (Some(shown), _) => format!("{shown} up to {}{counted}", self.up_to),
            (None, Some(closest)) => {
                format!(
                    "no period up to {} (closest: {closest}){counted}",
                    self.up_to
                )
            }
            (None, None) => format!("no period up to {}", self.up_to),
        };
        let grundy = match &self.grundy {
            Some(found) if self.normal_play => said(found),
            _ => "none (a 'win when' line: not normal play)".to_string(),
        };
        writeln!(f, "outcome: {}", said(&self.outcome))?;
        writeln!(f, "grundy: {grundy}")
    }
}

impl Rules {
    /// The state's values, one word each (named values by name).
    pub fn words(&self, state: usize) -> Vec<String> {
        let mut rest = self.combination(state);
        let mut words = vec![String::new(); self.variables.len()];
        for (i, variable) in self.variables.iter().enumerate().rev() {
            let size = variable.domain.size();
            words[i] = variable.domain.word(variable.domain.value(rest % size));
            rest /= size;
        }
        words
    }

    /// The state as a move's target is written: `3` for one variable,
    /// `(3, 5)` or `(4, Rick)` for more.
    pub fn describe(&self, state: usize) -> String {
        let words = self.words(state);
        if words.len() == 1 {
            words[0].clone()
        } else {
            format!("({})", words.join(", "))
        }
    }

    /// The state's values as integers (a named value by its place in the
    /// list).
    pub fn values(&self, state: usize) -> Vec<i64> {
        let mut rest = self.combination(state);
        let mut values = vec![0; self.variables.len()];
        for (i, variable) in self.variables.iter().enumerate().rev() {
            let size = variable.domain.size();
            values[i] = variable.domain.value(rest % size);
            rest /= size;
        }
        values
    }

    /// The state with these values, if each is in its variable's domain.
    pub fn state_of(&self, values: &[i64]) -> Option<usize> {
        if values.len() != self.variables.len() {
            return None;
        }
        let strides = self.strides();
        let mut index = 0u64;
        for ((value, variable), stride) in values.iter().zip(&self.variables).zip(strides) {
            index += variable.domain.offset(*value)? * stride;
        }
        self.state_at_combination(index)
    }
}

impl Rules {
    /// One line per state, in state order: its words, its outcome, its
    /// remoteness (`-` for a Loop) and, given the values, its Grundy value:
    /// what `retrograde rules [--grundy]` prints, from a finished run.
    pub fn write_table<R: Run, G: GameGraph>(
        &self,
        run: &R,
        grundy: Option<&GrundyValues<G>>,
    ) -> String {
        let mut out = String::new();
        for state in 0..run.outcomes().len() {
            let remoteness = run
                .remoteness(state)
                .map_or("-".to_string(), |r| r.to_string());
            out.push_str(&self.words(state).join(" "));
            out.push(' ');
            out.push_str(run.outcome(state).word());
            out.push(' ');
            out.push_str(&remoteness);
            if let Some(values) = grundy {
                out.push(' ');
                out.push_str(&values.value(state).to_string());
            }
            out.push('\n');
        }
        out
    }

    /// Whether the state is one integer variable, the shape a pattern needs.
    pub fn is_one_integer(&self) -> bool {
        matches!(
            self.variables.as_slice(),
            [super::Variable {
                domain: Domain::Range { .. },
                ..
            }]
        )
    }

    /// Where a finished run's outcomes and (under normal play) the Grundy
    /// values become periodic; `None` unless the state is one integer
    /// variable.
    pub fn pattern<R: Run>(&self, run: &R) -> Option<RulesPattern> {
        if !self.is_one_integer() {
            return None;
        }
        let grundy = (!self.has_win_clause()).then(|| {
            let values = GrundyValues::new(run.graph());
            (0..run.outcomes().len()).map(|s| values.value(s)).collect()
        });
        self.pattern_of(run.outcomes(), grundy)
    }

    /// The pattern of these outcomes and, under normal play, these values.
    pub(super) fn pattern_of(
        &self,
        outcomes: &[Outcome],
        grundy: Option<Vec<Grundy>>,
    ) -> Option<RulesPattern> {
        if !self.is_one_integer() {
            return None;
        }
        let normal_play = grundy.is_some();
        let grundy = grundy.map(|values| self.found(periodicity(&values)));
        let last = outcomes.len().saturating_sub(1);
        Some(RulesPattern {
            outcome: self.found(periodicity(outcomes)),
            grundy,
            normal_play,
            up_to: self.words(last).remove(0),
            kept: self.keeps_some().is_some(),
        })
    }

    /// A sequence's periodicity along the one variable, its starts named.
    pub fn found(&self, found: Periodicity) -> Found {
        let repeat = |p: Period| Repeat {
            period: p.period,
            from: p.from,
            from_word: self.words(p.from).remove(0),
            seen: p.seen,
        };
        Found {
            shown: found.shown.map(repeat),
            closest: found.closest.map(repeat),
        }
    }
}

impl Domain {
    /// A value as the table shows it: a named value by its name.
    pub fn word(&self, value: i64) -> String {
        match self {
            Domain::Names(names) => usize::try_from(value)
                .ok()
                .and_then(|i| names.get(i))
                .cloned()
                .unwrap_or_else(|| value.to_string()),
            Domain::Range { .. } => value.to_string(),
        }
    }
}

impl fmt::Display for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Domain::Range { low, size } => {
                let high = i128::from(*low) + i128::from(*size) - 1;
                write!(f, "{low}..{high}")
            }
            Domain::Names(names) => write!(f, "{{{}}}", names.join(", ")),
        }
    }
}
