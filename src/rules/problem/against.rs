//! A test read against one built game, the one a page shows: each case's
//! params compared with the game's, and for a case whose params are the
//! game's own, the states it asks about (read off that game, no build).

use std::collections::HashMap;

use super::{Problem, Solved, Test};
use crate::outcome::Outcome;
use crate::rules::{Limits, Rules};

/// What is solved beside the game shown so that a test of mixed params
/// still has its expected output: each other param set within these
/// limits (a tenth of the default's states, a hundredth of its steps), at
/// most [`APART_SETS`] of them, about a second in all at worst. A larger
/// one waits to be played.
pub const APART: Limits = Limits {
    states: 100_000,
    steps: 20_000_000,
    memory: 256 << 20,
    text: Limits::DEFAULT.text,
};

/// The most param sets solved apart for one test.
pub const APART_SETS: usize = 16;

/// A test's expected output with some cases answered from games solved
/// apart: how many cases, and how many states they ask about.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Apart {
    pub output: String,
    pub cases: usize,
    pub states: usize,
}

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

    /// The expected output of a test whose cases are not all the game's:
    /// those whose params are the game's answered by `outcome`, the others
    /// from games solved apart (the program `text` with `settings` and the
    /// case's params; each param set once, within [`APART`], at most
    /// [`APART_SETS`]), with how many cases and states were answered apart
    /// (an [`Apart`]). `None` when
    /// a case asks about a state that is not one, or a param set is over
    /// those bounds or refused.
    pub fn answer_apart(
        &self,
        test: &Test,
        seen: &[Seen],
        (text, settings): (&str, &[(String, String)]),
        outcome: impl Fn(usize) -> Outcome,
    ) -> Option<Apart> {
        let mut solved: HashMap<&[(String, String)], Solved> = HashMap::new();
        let mut outcomes = Vec::new();
        let mut apart = Apart::default();
        for (case, seen) in test.cases.iter().zip(seen) {
            if let Some(states) = &seen.states {
                outcomes.extend(states.as_ref().ok()?.iter().map(|&s| outcome(s)));
                continue;
            }
            let own = seen.settings.as_slice();
            if !solved.contains_key(own) {
                if solved.len() == APART_SETS {
                    return None;
                }
                let all: Vec<(String, String)> = settings.iter().chain(own).cloned().collect();
                solved.insert(own, Solved::new(text, &all, APART).ok()?);
            }
            let game = &solved[own];
            let states = self.queried(case, &game.rules).ok()?;
            apart.states += states.len();
            outcomes.extend(states.into_iter().map(|s| game.outcome(s)));
            apart.cases += 1;
        }
        apart.output = self.write_answer(outcomes);
        Some(apart)
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;

    const LADDER: &str = include_str!("../../../examples/rules/ladder.game");

    /// The truth as `check rules` finds it: every case solved on its own.
    fn truth(problem: &Problem, test: &Test) -> String {
        let solve = |own: &[(String, String)]| {
            Solved::new(LADDER, own, Limits::DEFAULT)
                .map(Rc::new)
                .map_err(|e| e.to_string())
        };
        problem.write_truth(&problem.truth(test, solve).unwrap())
    }

    #[test]
    fn a_test_of_mixed_params_is_answered_with_the_others_solved_apart() {
        let rules = Rules::compile(LADDER, &[]).unwrap();
        let problem = Problem::read(LADDER, &rules).unwrap().unwrap();
        let shown = Solved::new(LADDER, &[], Limits::DEFAULT).unwrap();
        let test = problem.read_within("4\n8 3\n6 1\n8 7\n6 5\n").unwrap();
        let seen = problem.seen_from(&test, (LADDER, &[]), &rules, &Limits::DEFAULT);
        assert_eq!(problem.answer_seen(&seen, |s| shown.outcome(s)), None);
        let apart = problem
            .answer_apart(&test, &seen, (LADDER, &[]), |s| shown.outcome(s))
            .unwrap();
        assert_eq!((apart.cases, apart.states), (2, 2));
        assert_eq!(apart.output, truth(&problem, &test));
        // A param set over what is solved apart waits to be played.
        let large = problem.read_within("2\n8 3\n100000 5\n").unwrap();
        let seen = problem.seen_from(&large, (LADDER, &[]), &rules, &Limits::DEFAULT);
        assert_eq!(
            problem.answer_apart(&large, &seen, (LADDER, &[]), |s| shown.outcome(s)),
            None
        );
    }
}
