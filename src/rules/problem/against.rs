//! A test read against one built game, the one a page shows: each case's
//! params compared with the game's, and for a case whose params are the
//! game's own, the states it asks about (read off that game, no build).

use std::collections::HashMap;

use super::{Problem, Test};
use crate::outcome::Outcome;
use crate::rules::{Limits, Rules};

/// A case of a test, seen from one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    /// The params the case sets, as `--set` takes them.
    pub settings: Vec<(String, String)>,
    /// The states the case asks about, or why one is not a state of the
    /// game; `None` when the case's params are not the game's.
    pub states: Option<Result<Vec<usize>, String>>,
}

impl Problem {
    /// Each case of `test` against `rules`, the game compiled from `text`
    /// with `settings`: a case's params are the game's when the program
    /// compiled with `settings` and then the case's has the same params
    /// (each param set compiled once).
    pub fn seen_from(
        &self,
        test: &Test,
        (text, settings): (&str, &[(String, String)]),
        rules: &Rules,
        limits: &Limits,
    ) -> Vec<Seen> {
        let mut same: HashMap<Vec<(String, String)>, bool> = HashMap::new();
        test.cases
            .iter()
            .map(|case| {
                let own = self.settings(case);
                let is_same = *same.entry(own.clone()).or_insert_with(|| {
                    let all: Vec<(String, String)> = settings.iter().chain(&own).cloned().collect();
                    Rules::compile_within(text, &all, limits)
                        .is_ok_and(|other| other.params() == rules.params())
                });
                Seen {
                    states: is_same.then(|| self.queried(case, rules)),
                    settings: own,
                }
            })
            .collect()
    }

    /// The expected output when every case was answered from the game
    /// (its params the game's, each state in it), `outcome` giving a
    /// state's outcome there; `None` otherwise.
    pub fn answer_seen(&self, seen: &[Seen], outcome: impl Fn(usize) -> Outcome) -> Option<String> {
        let mut outcomes = Vec::new();
        for case in seen {
            let states = case.states.as_ref()?.as_ref().ok()?;
            outcomes.extend(states.iter().map(|&s| outcome(s)));
        }
        Some(self.write_answer(outcomes))
    }
}
