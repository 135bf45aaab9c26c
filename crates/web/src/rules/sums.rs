//! A rule program whose moves go to sums, as the page drives it: solved
//! from its positions' values ([`SumValues`]) once built, then shown as a
//! run that values one position a step, leaves first ([`ValueRun`]): no
//! remoteness is known, and no single move decides a position. A sum of
//! positions is asked about as `retrograde rules --sum` does.

use std::ops::Range;
use std::rc::Rc;

use wasm_bindgen::prelude::*;

use retrograde::outcome::Outcome;
use retrograde::retro::{GameGraph, Run, Stepper};
use retrograde::rules::fields::refused_in;
use retrograde::rules::{RuleError, Rules, Solved, SumValues, ValueRun};
use retrograde_wire::{
    move_labels, rules_explanation, rules_info, rules_step, rules_sum_explanation, sum_moves,
    sum_options, ExplanationWire, LineWire, PatternWire, StepWire, SumAnswerWire,
};

use super::{format, refuse, rule_program_methods, state_of_words, Shared};
use crate::session::{engine_run_and_end, shared_session_methods, Session, SessionGame, Shown};
use crate::to_js;

type Valuing = ValueRun<Shared>;

/// The game and its values, shared by a run and its copies.
struct Valued(Shared);

impl SessionGame for Valued {
    engine_run_and_end!(Valuing, |game| ValueRun::new(game.0.clone(), game.values()));

    fn steps_between_looks(&self) -> u32 {
        let graph = &self.0.graph;
        let moves = graph.move_count() + graph.sums().len();
        let moves_per_state = (moves / graph.state_count().max(1)).max(1);
        (4096 / moves_per_state).clamp(1, 4096) as u32
    }

    fn last_step(&self, shown: &Shown<'_, Self>, limit: usize) -> Option<StepWire<u32>> {
        let (Shown::Run(run) | Shown::End(run)) = shown;
        run.last_step_summary(limit).map(|s| rules_step(&s))
    }

    fn explanation<R: Run<Graph = Shared>>(run: &R, state: usize) -> ExplanationWire<u32> {
        match &run.graph().values {
            Some(values) => rules_sum_explanation(run, values, state),
            None => rules_explanation(run, state),
        }
    }

    /// No best line: a win may go through a sum, which is no one state.
    fn line<R: Run<Graph = Shared>>(_: &R, _: usize, from: usize, _: usize) -> LineWire<u32> {
        LineWire {
            from: from as u32,
            moves: Vec::new(),
            length: 0,
            cycle_start: None,
        }
    }

    /// The rows of the command's table: no remoteness, no best move.
    fn rows(end: &Valuing, states: Range<usize>) -> Result<JsValue, JsValue> {
        let rules = &end.graph().rules;
        let rows: Vec<retrograde_wire::RulesRowWire> = states
            .map(|s| retrograde_wire::RulesRowWire {
                state: s as u32,
                words: rules.words(s),
                outcome: end.outcome(s).word(),
                remoteness: None,
                best: Vec::new(),
                best_count: 0,
            })
            .collect();
        to_js(&rows)
    }
}

impl Valued {
    fn values(&self) -> Rc<SumValues> {
        match &self.0.values {
            Some(values) => Rc::clone(values),
            None => Rc::new(SumValues::default()),
        }
    }
}

/// One built rule program with sums, valued a position a step: the methods
/// every session shares, then those the page asks of a rule game.
#[wasm_bindgen]
pub struct RulesSumSession {
    session: Session<Valued>,
}

shared_session_methods!(RulesSumSession);
rule_program_methods!(RulesSumSession);

impl RulesSumSession {
    /// The session over a built game with its values, or the located
    /// refusal of a position that can reach itself through a sum.
    pub(super) fn over(shared: Shared) -> Result<RulesSumSession, RuleError> {
        let values = shared.rules.sum_values(&shared.graph)?;
        let shared = Shared {
            values: Some(Rc::new(values)),
            ..shared
        };
        Ok(RulesSumSession {
            session: Session::new(Valued(shared)),
        })
    }

    fn values(&self) -> Rc<SumValues> {
        self.session.rules().values()
    }
}

#[wasm_bindgen]
impl RulesSumSession {
    /// The moves: to one position (each distinct target once per state)
    /// and to sums (each once per state).
    pub fn move_count(&self) -> u32 {
        let graph = &self.shared().graph;
        (graph.move_count() + graph.sums().len()) as u32
    }

    /// The game's size (every move, to sums too), variables and params
    /// (`RulesInfoWire`).
    pub fn info(&self) -> Result<JsValue, JsValue> {
        to_js(&rules_info(
            self.rules(),
            self.session.state_count(),
            self.move_count() as usize,
        ))
    }

    /// The plain moves as flat pairs `from, to`, then each move to a sum
    /// as pairs from the state to each of its parts.
    pub fn edges(&self) -> Vec<u32> {
        let graph = &self.shared().graph;
        let mut flat = Vec::with_capacity(2 * graph.move_count());
        for from in 0..graph.state_count() {
            for to in graph.successors(from) {
                flat.extend([from as u32, to as u32]);
            }
            for &part in graph.sums().parts_of(from) {
                flat.extend([from as u32, part]);
            }
        }
        flat
    }

    /// What `retrograde rules [--grundy]` prints on a game with sums (the
    /// remoteness `-`), once every position is valued.
    pub fn answer(&self, grundy: bool) -> Option<String> {
        let (Shown::Run(run) | Shown::End(run)) = self.session.shown();
        run.is_done()
            .then(|| self.rules().write_value_table(&self.values(), grundy))
    }

    /// `u32` per state: its finite Grundy value or `0xffffffff`.
    pub fn grundy_values(&self) -> Vec<u32> {
        let values = self.values();
        (0..self.session.state_count())
            .map(|s| values.finite(s).unwrap_or(u32::MAX))
            .collect()
    }

    /// Each state's finite Grundy value or `0xffffffff` (also out of
    /// range), for Why?'s move rows.
    pub fn grundy_at(&self, states: Vec<u32>) -> Option<Vec<u32>> {
        let values = self.values();
        let count = self.session.state_count();
        Some(
            states
                .iter()
                .map(|&s| s as usize)
                .map(|s| {
                    (s < count)
                        .then(|| values.finite(s))
                        .flatten()
                        .unwrap_or(u32::MAX)
                })
                .collect(),
        )
    }

    /// The tables as `retrograde rules --table FORMAT` prints them, from
    /// the positions' values.
    pub fn sg_table(&self, format: &str) -> Result<String, JsValue> {
        let format = super::table_format(format)?;
        let values = self.values();
        let solved = Solved {
            outcome: &|state| values.outcome(state),
            grundy: Some(&|state| values.value(state)),
        };
        self.rules()
            .sg_table(format, &solved)
            .map_err(|e| JsValue::from_str(&e.to_string()))
    }

    /// No reason in the plain form: a state's moves to sums are in
    /// `sum_moves`.
    pub fn grundy_reason(&self, _state: u32) -> JsValue {
        JsValue::UNDEFINED
    }

    /// The state's moves to sums (`[SumMoveWire]`), empty out of range.
    pub fn sum_moves(&self, state: u32) -> Result<JsValue, JsValue> {
        match self.in_range(state) {
            Some(state) => to_js(&sum_moves(&self.shared().graph, &self.values(), state)),
            None => to_js(&Vec::<u32>::new()),
        }
    }

    /// The sum of the positions written in `text` (`3, 5, 7`) answered
    /// (`SumAnswerWire`); throws the refusal, its column in `text`.
    pub fn sum(&self, text: &str) -> Result<JsValue, JsValue> {
        let rules = self.rules();
        let parts = rules.sum_of(text).map_err(refuse)?;
        let answer = rules.answer_sum(&self.shared().graph, &self.values(), &parts);
        to_js(&SumAnswerWire::new(&answer, &parts))
    }

    /// Every move in the sum written in `text` (`[SumOptionWire]`); throws
    /// the refusal of the text, as `sum` does.
    pub fn sum_options(&self, text: &str) -> Result<JsValue, JsValue> {
        let rules = self.rules();
        let parts = rules.sum_of(text).map_err(refuse)?;
        to_js(&sum_options(
            rules,
            &self.shared().graph,
            &self.values(),
            &parts,
        ))
    }

    /// Where outcomes and values become periodic (`PatternWire`), from the
    /// values; `undefined` unless the state is one integer.
    pub fn pattern(&self) -> Result<JsValue, JsValue> {
        match self.rules().value_pattern(&self.values()) {
            Some(pattern) => to_js(&PatternWire::from(&pattern)),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// A test in the program's format read against this game
    /// (`FormatTestWire`, at most `most` states listed), its states'
    /// outcomes from their values; `undefined` without a format.
    pub fn read_test(&self, test: &str, most: u32) -> Result<JsValue, JsValue> {
        let shared = self.shared();
        let values = self.values();
        let outcome = |state| values.outcome(state);
        format::read_test(shared.format.as_deref(), &shared.rules, test, most, outcome)
    }

    /// A pasted answer is not checked on a game with sums yet: its
    /// checker proves a word by the engine's run.
    pub fn check(&self, _answer: &str) -> Result<JsValue, JsValue> {
        let refused = self.rules().without_sums("the page's check").err();
        Err(refused.map_or(JsValue::UNDEFINED, |error| {
            crate::refusal([refused_in("check-answer", error)])
        }))
    }
}
