//! The truth of a test and the judgement of an answer: each case's params
//! set the program's, the game is solved (once per param set: the caller
//! keeps the [`Solved`] games), and the first wrong word is proven.

use std::rc::Rc;

use super::{Answer, Given, Problem, Test};
use crate::check::proof::prove;
use crate::check::Place as WordPlace;
use crate::outcome::Outcome;
use crate::retro::grundy::Grundy;
use crate::retro::{GameGraph, Retrograde, Run, Stepper};
use crate::rules::check::{RulesMistake, RulesState};
use crate::rules::{Limits, RuleError, Rules, RulesGraph, SumValues};

/// A game solved for one param set.
pub struct Solved {
    pub rules: Rules,
    solution: Solution,
}

enum Solution {
    Plain(Retrograde<RulesGraph>),
    Sums(RulesGraph, SumValues),
}

impl Solved {
    /// Compiles the program with the settings, builds and solves it.
    pub fn new(
        text: &str,
        settings: &[(String, String)],
        limits: Limits,
    ) -> Result<Solved, RuleError> {
        let rules = Rules::compile_within(text, settings, &limits)?;
        let graph = rules.build(limits)?;
        let solution = if graph.has_sums() {
            let values = rules.sum_values(&graph)?;
            Solution::Sums(graph, values)
        } else {
            let mut run = Retrograde::new(graph);
            run.finish();
            Solution::Plain(run)
        };
        Ok(Solved { rules, solution })
    }

    pub fn outcome(&self, state: usize) -> Outcome {
        match &self.solution {
            Solution::Plain(run) => run.outcomes()[state],
            Solution::Sums(_, values) => values.outcome(state),
        }
    }

    /// Why `state` is not what was `said`: its best move and the line of
    /// best play, or for a game of sums the values of its moves.
    pub fn why(&self, state: usize, said: Outcome, place: WordPlace) -> String {
        let named = |index| RulesState {
            index,
            text: self.rules.describe(index),
        };
        match &self.solution {
            Solution::Plain(run) => {
                let proof = prove(run, state, said, named(state), |_, to| named(to));
                let text = RulesMistake { place, proof }.to_string();
                // Its first line repeats the mistake the caller says.
                text.split_once('\n')
                    .map_or(text.clone(), |(_, rest)| rest.to_string())
            }
            Solution::Sums(graph, values) => self.why_sums(graph, values, state),
        }
    }

    /// A position's value from its moves' values: the mex of them.
    fn why_sums(&self, graph: &RulesGraph, values: &SumValues, state: usize) -> String {
        let value = values.value(state);
        let mut moves: Vec<(String, Grundy)> = graph
            .successors(state)
            .map(|to| (self.rules.describe(to), values.value(to)))
            .collect();
        for (parts, _) in graph.sums().of(state) {
            let parts: Vec<usize> = parts.iter().map(|&p| p as usize).collect();
            let text = self
                .rules
                .describe_sum(&parts.iter().map(|&p| p as u32).collect::<Vec<_>>());
            moves.push((text, values.of_sum(&parts)));
        }
        let to_zero = moves.iter().find(|(_, v)| *v == Grundy::Finite(0));
        let head = format!(
            "{} has value {value}, so it is a {}",
            self.rules.describe(state),
            value.outcome().word()
        );
        match (to_zero, moves.is_empty()) {
            (_, true) => format!("{head}: it has no move"),
            (Some((to, _)), _) => {
                format!("{head}: the move to {to} reaches value 0, a Lose for the opponent")
            }
            (None, _) => {
                let shown: Vec<String> = moves
                    .iter()
                    .take(6)
                    .map(|(to, v)| format!("to {to} (value {v})"))
                    .collect();
                let more = moves.len().saturating_sub(6);
                let tail = if more > 0 {
                    format!(", and {more} more")
                } else {
                    String::new()
                };
                format!(
                    "{head}: no move reaches value 0: {}{tail}",
                    shown.join(", ")
                )
            }
        }
    }
}

/// One word of the true answer: which case, which state of which solved
/// game, and its outcome.
pub struct Truth {
    pub case: usize,
    pub state: usize,
    pub outcome: Outcome,
    pub solved: Rc<Solved>,
}

/// The first wrong word of an answer.
pub struct Wrong {
    pub case: usize,
    /// The state as the page pins it (values joined by commas).
    pub pin: String,
    /// The params of the case, as `--set` takes them.
    pub settings: Vec<(String, String)>,
    pub report: String,
}

/// An answer judged.
pub enum Judged {
    Accepted { words: usize },
    Presentation(String),
    Wrong(Box<Wrong>),
}

impl Problem {
    /// The params a case sets, as `--set NAME=EXPR` takes them.
    pub fn settings(&self, case: &[Given]) -> Vec<(String, String)> {
        self.slots
            .iter()
            .zip(case)
            .filter(|(slot, _)| !slot.query)
            .map(|(slot, given)| {
                let text = match given {
                    Given::Int(v) => v.to_string(),
                    Given::List(l) => format!(
                        "[{}]",
                        l.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
                    ),
                };
                (slot.name.clone(), text)
            })
            .collect()
    }

    /// The true answer's words, each case solved by `solve` (which may
    /// keep the games it solved).
    pub fn truth(
        &self,
        test: &Test,
        mut solve: impl FnMut(&[(String, String)]) -> Result<Rc<Solved>, String>,
    ) -> Result<Vec<Truth>, String> {
        let mut out = Vec::new();
        for (at, case) in test.cases.iter().enumerate() {
            let solved = solve(&self.settings(case))?;
            for state in self.queried(case, &solved.rules)? {
                out.push(Truth {
                    case: at,
                    state,
                    outcome: solved.outcome(state),
                    solved: Rc::clone(&solved),
                });
            }
        }
        Ok(out)
    }

    /// The states a case asks about, in `rules` built with the case's params.
    pub fn queried(&self, case: &[Given], rules: &Rules) -> Result<Vec<usize>, String> {
        if let Answer::Row { low, high, .. } = &self.answer {
            let (lo, hi) = Problem::ends(&(low.clone(), high.clone()), case);
            return (lo..=hi).map(|v| state_at(rules, &[v])).collect();
        }
        let values: Vec<i64> = rules
            .variables()
            .iter()
            .map(|v| {
                let slot = self
                    .slots
                    .iter()
                    .position(|s| s.name == v.name)
                    .expect("read checks every variable is read");
                match &case[slot] {
                    Given::Int(value) => *value,
                    Given::List(_) => 0,
                }
            })
            .collect();
        state_at(rules, &values).map(|s| vec![s])
    }

    /// The true answer as the program should write it.
    pub fn write_truth(&self, truth: &[Truth]) -> String {
        self.write_answer(truth.iter().map(|t| t.outcome))
    }

    /// The answer of these outcomes (of the queried states, in order) in
    /// the format's words.
    pub fn write_answer(&self, outcomes: impl IntoIterator<Item = Outcome>) -> String {
        let words: Vec<&str> = outcomes.into_iter().map(|o| self.word(o)).collect();
        match self.answer {
            Answer::PerCase { .. } => words.iter().map(|w| format!("{w}\n")).collect(),
            Answer::Row { .. } => format!("{}\n", words.concat()),
        }
    }

    /// The format's word for an outcome (`Loop` when it has no word for a draw).
    pub fn word(&self, outcome: Outcome) -> &str {
        let rank = match outcome {
            Outcome::Win => 0,
            Outcome::Lose => 1,
            _ => 2,
        };
        self.answer.words().get(rank).map_or("Loop", String::as_str)
    }

    /// What an answer is counted in: a word per state, or a letter per
    /// state when the answer is one string of letters.
    pub fn unit(&self) -> &'static str {
        match self.answer {
            Answer::PerCase { .. } => "word",
            Answer::Row { .. } => "letter",
        }
    }

    /// Judges `answer` against the truth, proving its first wrong word.
    pub fn judge(&self, test: &Test, truth: &[Truth], answer: &[u8]) -> Judged {
        let text = String::from_utf8_lossy(answer);
        let said: Vec<String> = match self.answer {
            Answer::PerCase { .. } => text.split_whitespace().map(str::to_string).collect(),
            Answer::Row { .. } => match text.split_whitespace().collect::<Vec<_>>().as_slice() {
                [] => Vec::new(),
                [one] => one.chars().map(String::from).collect(),
                _ => {
                    return Judged::Presentation(
                        "the answer is one string of letters, and it has more than one word".into(),
                    )
                }
            },
        };
        let unit = self.unit();
        if said.len() != truth.len() {
            return Judged::Presentation(format!(
                "expected {} {unit}s, found {}",
                truth.len(),
                said.len()
            ));
        }
        for (i, (word, truth)) in said.iter().zip(truth).enumerate() {
            let Some(outcome) = self.outcome_of(word) else {
                return Judged::Presentation(format!(
                    "{unit} {}: '{}' is none of {}",
                    i + 1,
                    crate::quote::clipped(word, 40),
                    self.answer.words().join(", ")
                ));
            };
            if outcome != truth.outcome {
                return Judged::Wrong(Box::new(self.wrong(
                    i,
                    (word, outcome),
                    truth,
                    &test.cases[truth.case],
                )));
            }
        }
        Judged::Accepted { words: said.len() }
    }

    fn outcome_of(&self, word: &str) -> Option<Outcome> {
        let at = self.answer.words().iter().position(|w| w == word)?;
        Some([Outcome::Win, Outcome::Lose, Outcome::Loop][at])
    }

    fn wrong(
        &self,
        i: usize,
        (word, said): (&str, Outcome),
        truth: &Truth,
        case: &[Given],
    ) -> Wrong {
        let rules = &truth.solved.rules;
        let place = WordPlace {
            line: 1,
            word: i as u32 + 1,
        };
        let what = match self.answer {
            Answer::PerCase { .. } => format!("word {} (case {})", i + 1, truth.case + 1),
            Answer::Row { .. } => format!("letter {}", i + 1),
        };
        let report = format!(
            "{what}: state {}: the answer says {word}, the truth is {}\nwhy: {}",
            rules.describe(truth.state),
            self.word(truth.outcome),
            truth.solved.why(truth.state, said, place)
        );
        Wrong {
            case: truth.case,
            pin: rules.words(truth.state).join(","),
            settings: self.settings(case),
            report,
        }
    }
}

/// The state of these variables' values, or why there is none: a limit
/// reaching past a range, or values the program's `where` leaves out.
fn state_at(rules: &Rules, values: &[i64]) -> Result<usize, String> {
    rules.state_of(values).ok_or_else(|| match rules.keeps_some() {
        Some(place) if rules.left_out(values) => format!(
            "the state {values:?} is not one of the program's: the 'where' condition of line {} does not hold there",
            place.line
        ),
        _ => format!("the state {values:?} is not one of the program's: a limit reaches past the state's range"),
    })
}
