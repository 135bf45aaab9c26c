//! The rules game as the page drives it: a program of the rule language
//! compiled and built a slice of states at a time ([`RulesBuild`], so the
//! page shows progress and can stop), then solved by the generic engine in
//! the shared [`Session`] ([`RulesSession`]). Moves are named by the index
//! of the state they reach. Copies of a run share one graph and one program.

use std::ops::Range;
use std::rc::Rc;

use wasm_bindgen::prelude::*;

use retrograde::outcome::Outcome;
use retrograde::pattern::{period, Period};
use retrograde::retro::{GameGraph, Grundy, GrundyValues, Retrograde, Run, Stepper};
use retrograde::rules::check::check_rules;
use retrograde::rules::fields::{refused, settings as read_settings};
use retrograde::rules::{
    Build, Domain, Limits, RuleError, Rules, RulesGraph, Solved, SumValues, TableFormat, Value,
};
use retrograde_wire::{
    move_labels, rules_explanation, rules_info, rules_line, rules_rows, rules_step, rules_verdict,
    sum_options, ExplanationWire, GrundyReasonWire, LineWire, PatternWire, StepWire, SumAnswerWire,
    SweepPointWire,
};

mod format;
mod sums;
use format::Format;
pub use sums::RulesSumSession;

use crate::session::{engine_run_and_end, shared_session_methods, Session, SessionGame, Shown};
use crate::{refusal, to_js};

/// The page's games: the command's own default limits (10^6 states, the
/// steps of about 10 s of evaluation, 1.5 GB).
const PAGE_LIMITS: Limits = Limits::DEFAULT;

/// What both sessions of a rule program (plain, and with sums) answer
/// alike, from the program and its built game alone: the program's state
/// count, a state's moves and values, the state with given values, and the
/// program's format. Each session keeps its `Shared` game as the first
/// field of its `Session`'s game.
macro_rules! rule_program_methods {
    ($session:ty) => {
        impl $session {
            fn shared(&self) -> &Shared {
                &self.session.rules().0
            }

            fn rules(&self) -> &Rules {
                &self.shared().rules
            }

            fn in_range(&self, state: u32) -> Option<usize> {
                let state = state as usize;
                (state < self.session.state_count()).then_some(state)
            }
        }

        #[wasm_bindgen]
        impl $session {
            pub fn state_count(&self) -> u32 {
                self.session.state_count() as u32
            }

            /// The state's plain moves, each target once with its rule's
            /// label (`[{ to, label }]`).
            pub fn move_labels(&self, state: u32) -> Result<JsValue, JsValue> {
                to_js(&move_labels(self.rules().move_labels(state as usize)))
            }

            /// The state's values as the table writes them (empty out of
            /// range).
            pub fn words(&self, state: u32) -> Vec<String> {
                match self.in_range(state) {
                    Some(state) => self.rules().words(state),
                    None => Vec::new(),
                }
            }

            /// The state with these values (integers, named values by
            /// name).
            pub fn state_of(&self, words: Vec<String>) -> Option<u32> {
                state_of_words(self.rules(), &words).map(|s| s as u32)
            }

            /// The state drawn (`PositionWire`): its picture and text, its
            /// moves' targets' pictures and those of the states `around`
            /// (a step's); `undefined` without `draw` lines or out of range.
            pub fn position(&self, state: u32, around: Vec<u32>) -> Result<JsValue, JsValue> {
                let Some(state) = self.in_range(state) else {
                    return Ok(JsValue::UNDEFINED);
                };
                let around: Vec<u32> = around
                    .into_iter()
                    .filter(|&s| self.in_range(s).is_some())
                    .collect();
                let targets = self
                    .rules()
                    .move_labels(state)
                    .into_iter()
                    .map(|(to, _)| to);
                let drawn = retrograde_wire::position(self.rules(), state, targets, &around)
                    .map_err(refuse)?;
                to_js(&drawn)
            }

            /// The program's format (`ProblemFormatWire`), `undefined`
            /// without one.
            pub fn format(&self) -> Result<JsValue, JsValue> {
                format::format_wire(self.shared().format.as_deref())
            }
        }
    };
}
use rule_program_methods;

/// One built game and its program, shared by a run and its copies; a game
/// with sums also its positions' values.
#[derive(Clone, Debug)]
struct Shared {
    graph: Rc<RulesGraph>,
    rules: Rc<Rules>,
    values: Option<Rc<SumValues>>,
    /// The program's format, when it has one.
    format: Option<Rc<Format>>,
}

impl GameGraph for Shared {
    fn state_count(&self) -> usize {
        self.graph.state_count()
    }

    fn out_degree(&self, state: usize) -> u32 {
        self.graph.out_degree(state)
    }

    fn successors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        self.graph.successors(state)
    }

    fn predecessors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        self.graph.predecessors(state)
    }

    fn terminal_win(&self, state: usize) -> bool {
        self.graph.terminal_win(state)
    }
}

type Engine = Retrograde<Shared>;

/// A table's format by its name (`cpp`, `python`, `csv`), or its refusal.
fn table_format(name: &str) -> Result<TableFormat, JsValue> {
    TableFormat::named(name).ok_or_else(|| JsValue::from_str(&format!("no table format '{name}'")))
}

fn refuse(error: retrograde::rules::RuleError) -> JsValue {
    refusal([refused(error)])
}

/// A program being built, a slice of states at a time.
#[wasm_bindgen]
pub struct RulesBuild {
    build: Build,
    format: Option<Rc<Format>>,
}

#[wasm_bindgen]
impl RulesBuild {
    /// Compiles `text` with `settings` (`NAME=EXPR` each); throws the
    /// refusal of the "rules-source" field when it fails.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str, settings: Vec<String>) -> Result<RulesBuild, JsValue> {
        let settings = read_settings(&settings).map_err(|e| refusal([e]))?;
        let rules = Rules::compile_within(text, &settings, &PAGE_LIMITS).map_err(refuse)?;
        let format = Format::read(text, &settings, &rules).map_err(refuse)?;
        Ok(RulesBuild {
            build: rules.builder(PAGE_LIMITS).map_err(refuse)?,
            format,
        })
    }

    /// Builds up to `states` more states: true once every state is built;
    /// throws the refusal when a move fails or a limit is exceeded.
    pub fn advance(&mut self, states: u32) -> Result<bool, JsValue> {
        self.build.advance(states as usize).map_err(refuse)
    }

    pub fn built(&self) -> u32 {
        self.build.built() as u32
    }

    pub fn state_count(&self) -> u32 {
        self.build.state_count() as u32
    }

    /// The session over the built game (what is left is built first).
    pub fn finish(self) -> Result<RulesSession, JsValue> {
        let rules = Rc::clone(self.build.rules());
        let graph = self.build.finish().map_err(refuse)?;
        Ok(RulesSession::over(rules, graph, self.format))
    }

    /// Whether some move goes to a sum: the game is then finished with
    /// `finish_sums`, solved from its values.
    pub fn has_sums(&self) -> bool {
        self.build.rules().has_sum_moves()
    }

    /// The session over the built game with sums, valued (what is left is
    /// built first); throws the refusal of a position that can reach
    /// itself through a sum, located.
    pub fn finish_sums(self) -> Result<RulesSumSession, JsValue> {
        let rules = Rc::clone(self.build.rules());
        let graph = self.build.finish().map_err(refuse)?;
        let shared = Shared {
            graph: Rc::new(graph),
            rules,
            values: None,
            format: self.format,
        };
        RulesSumSession::over(shared).map_err(refuse)
    }
}

/// The rules game's own part of its session: the end is the run finished,
/// and moves are named by the state they reach.
struct States(Shared);

impl SessionGame for States {
    engine_run_and_end!(Engine, |states| Retrograde::new(states.0.clone()));

    fn steps_between_looks(&self) -> u32 {
        let graph = &self.0.graph;
        let moves_per_state = (graph.move_count() / graph.state_count().max(1)).max(1);
        (4096 / moves_per_state).clamp(1, 4096) as u32
    }

    fn last_step(&self, shown: &Shown<'_, Self>, limit: usize) -> Option<StepWire<u32>> {
        let (Shown::Run(run) | Shown::End(run)) = shown;
        run.last_step_summary(limit).map(|s| rules_step(&s))
    }

    fn explanation<R: Run<Graph = Shared>>(run: &R, state: usize) -> ExplanationWire<u32> {
        rules_explanation(run, state)
    }

    fn line<R: Run<Graph = Shared>>(
        run: &R,
        state: usize,
        from: usize,
        count: usize,
    ) -> LineWire<u32> {
        rules_line(run, state, from, count)
    }

    /// An array of `RulesRowWire`.
    fn rows(end: &Engine, states: Range<usize>) -> Result<JsValue, JsValue> {
        to_js(&rules_rows(&end.graph().rules, end, states))
    }
}

/// One built rule program being solved step by step: the methods every
/// session shares, then the game's own.
#[wasm_bindgen]
pub struct RulesSession {
    session: Session<States>,
    /// The Grundy values, once asked for (normal play only).
    grundy: Option<GrundyValues<Shared>>,
    /// The values a sum of positions is answered from, once asked for.
    sum_values: Option<Rc<SumValues>>,
}

shared_session_methods!(RulesSession);
rule_program_methods!(RulesSession);

impl RulesSession {
    fn over(rules: Rc<Rules>, graph: RulesGraph, format: Option<Rc<Format>>) -> RulesSession {
        let shared = Shared {
            graph: Rc::new(graph),
            rules,
            values: None,
            format,
        };
        RulesSession {
            session: Session::new(States(shared)),
            grundy: None,
            sum_values: None,
        }
    }

    /// Computes the Grundy values the first time; false when the game is
    /// not under normal play.
    fn has_grundy(&mut self) -> bool {
        if self.rules().has_win_clause() {
            return false;
        }
        if self.grundy.is_none() {
            self.grundy = Some(GrundyValues::new(self.shared().clone()));
        }
        true
    }
}

#[wasm_bindgen]
impl RulesSession {
    /// Moves, each distinct target counted once per state.
    pub fn move_count(&self) -> u32 {
        self.shared().graph.move_count() as u32
    }

    /// The game's size, variables and params (`RulesInfoWire`).
    pub fn info(&self) -> Result<JsValue, JsValue> {
        to_js(&rules_info(
            self.rules(),
            self.session.state_count(),
            self.shared().graph.move_count(),
        ))
    }

    /// The moves as flat pairs `from, to` (state indices), in state and
    /// successor order.
    pub fn edges(&self) -> Vec<u32> {
        let graph = &self.shared().graph;
        let mut flat = Vec::with_capacity(2 * graph.move_count());
        for from in 0..graph.state_count() {
            for to in graph.successors(from) {
                flat.extend([from as u32, to as u32]);
            }
        }
        flat
    }

    /// What `retrograde rules [--grundy]` prints, once the run is over;
    /// `undefined` before, and for Grundy values without normal play.
    pub fn answer(&mut self, grundy: bool) -> Option<String> {
        if grundy && !self.has_grundy() {
            return None;
        }
        let values = self.grundy.as_ref().filter(|_| grundy);
        let (Shown::Run(run) | Shown::End(run)) = self.session.shown();
        run.is_done().then(|| self.rules().write_table(run, values))
    }

    /// `u32` per state: its finite Grundy value or `0xffffffff` for an
    /// infinite one; `undefined` without normal play.
    pub fn grundy_values(&mut self) -> Option<Vec<u32>> {
        self.has_grundy()
            .then(|| self.grundy.as_ref().map(|g| g.table().to_vec()))
            .flatten()
    }

    /// Why the state has its Grundy value (`GrundyReasonWire`); `undefined`
    /// without normal play or out of range.
    pub fn grundy_reason(&mut self, state: u32) -> Result<JsValue, JsValue> {
        match (self.in_range(state), self.has_grundy(), &self.grundy) {
            (Some(state), true, Some(values)) => {
                to_js(&GrundyReasonWire::from(&values.reason(state)))
            }
            _ => Ok(JsValue::UNDEFINED),
        }
    }

    /// Each state's finite Grundy value or `0xffffffff` for an infinite
    /// one (out of range: `0xffffffff` too); `undefined` without normal
    /// play. For Why?'s move rows, without the whole table.
    pub fn grundy_at(&mut self, states: Vec<u32>) -> Option<Vec<u32>> {
        if !self.has_grundy() {
            return None;
        }
        let table = self.grundy.as_ref()?.table();
        Some(
            states
                .iter()
                .map(|&s| table.get(s as usize).copied().unwrap_or(u32::MAX))
                .collect(),
        )
    }

    /// The outcome and (under normal play) Grundy tables as `retrograde
    /// rules --table FORMAT` prints them, read off the end; throws the
    /// refusal of an unknown format or of a table too large to paste.
    pub fn sg_table(&mut self, format: &str) -> Result<String, JsValue> {
        let format = table_format(format)?;
        let normal_play = self.has_grundy();
        let rules = Rc::clone(&self.shared().rules);
        let grundy = self.grundy.as_ref().filter(|_| normal_play);
        let end = self.session.end();
        let value = grundy.as_ref().map(|g| move |state| g.value(state));
        let solved = Solved {
            outcome: &|state| end.outcome(state),
            grundy: value.as_ref().map(|v| v as &dyn Fn(usize) -> Grundy),
        };
        rules
            .sg_table(format, &solved)
            .map_err(|e| JsValue::from_str(&e.to_string()))
    }

    /// Where outcomes and Grundy values become periodic (`PatternWire`),
    /// read off the end; `undefined` unless the state is one integer.
    pub fn pattern(&mut self) -> Result<JsValue, JsValue> {
        let rules = Rc::clone(&self.shared().rules);
        match rules.pattern(self.session.end()) {
            Some(pattern) => to_js(&PatternWire::from(&pattern)),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The sum of the positions written in `text` (`3, 5, 7`) answered
    /// (`SumAnswerWire`); throws the refusal, its column in `text`, or
    /// when the game is not under normal play.
    pub fn sum(&mut self, text: &str) -> Result<JsValue, JsValue> {
        let (shared, values, parts) = self.sum_of(text)?;
        let answer = shared.rules.answer_sum(&shared.graph, &values, &parts);
        to_js(&SumAnswerWire::new(&answer, &parts))
    }

    /// Every move in the sum written in `text` (`[SumOptionWire]`); throws
    /// as `sum` does.
    pub fn sum_options(&mut self, text: &str) -> Result<JsValue, JsValue> {
        let (shared, values, parts) = self.sum_of(text)?;
        to_js(&sum_options(&shared.rules, &shared.graph, &values, &parts))
    }

    /// The game, its values (computed the first time) and the parts of the
    /// sum written in `text`, or the refusal (not normal play, a bad part).
    fn sum_of(&mut self, text: &str) -> Result<(Shared, Rc<SumValues>, Vec<usize>), JsValue> {
        let shared = self.shared().clone();
        if shared.rules.has_win_clause() {
            return Err(refuse(RuleError::new(
                retrograde::rules::Place::new(1, 1, 1),
                "a sum is played under normal play: the program has a 'win when' line",
            )));
        }
        let parts = shared.rules.sum_of(text).map_err(refuse)?;
        let values = match &self.sum_values {
            Some(values) => Rc::clone(values),
            None => {
                let values = Rc::new(shared.rules.sum_values(&shared.graph).map_err(refuse)?);
                self.sum_values = Some(Rc::clone(&values));
                values
            }
        };
        Ok((shared, values, parts))
    }

    /// A test in the program's format read against this game
    /// (`FormatTestWire`, at most `most` states listed), its states'
    /// outcomes those of the run's end; `undefined` without a format.
    pub fn read_test(&mut self, test: &str, most: u32) -> Result<JsValue, JsValue> {
        let shared = self.shared().clone();
        let end = self.session.end();
        let outcome = |state| end.outcome(state);
        format::read_test(shared.format.as_deref(), &shared.rules, test, most, outcome)
    }

    /// Checks a pasted answer (`VerdictWire`, moves named by state index).
    pub fn check(&self, answer: &str) -> Result<JsValue, JsValue> {
        let verdict = check_rules(self.rules(), self.shared().clone(), answer.as_bytes());
        to_js(&rules_verdict(self.session.state_count(), &verdict))
    }
}

/// The state whose values are these words, if each names a value of its
/// variable.
fn state_of_words(rules: &Rules, words: &[String]) -> Option<usize> {
    let values = words
        .iter()
        .zip(rules.variables())
        .map(|(word, variable)| match &variable.domain {
            Domain::Names(names) => names
                .iter()
                .position(|name| name == word.trim())
                .map(|i| i as i64),
            Domain::Range { .. } => word.trim().parse::<i64>().ok(),
        })
        .collect::<Option<Vec<i64>>>()?;
    rules.state_of(&values)
}

/// One point of a sweep: the program built with `param` (or, for
/// `element >= 0`, that element of it) set to `value`, solved, and read at
/// `state` (`SweepPointWire`; an error as its text). With `values`, under
/// normal play, its Grundy values too: the state's, and where they repeat.
#[wasm_bindgen]
pub fn rules_sweep(
    text: &str,
    settings: Vec<String>,
    param: &str,
    element: i32,
    value: f64,
    state: Option<Vec<String>>,
    values: bool,
) -> Result<JsValue, JsValue> {
    let value = value as i64;
    let point = match swept(text, &settings, (param, element, value), values) {
        Ok(solved) => solved.point(value, state.as_deref()),
        Err(error) => SweepPointWire::refused(value, error),
    };
    to_js(&point)
}

/// A swept game solved: each state's outcome and remoteness, and its value
/// when asked for under normal play (a game with sums is solved from its
/// values, so it knows no remoteness).
struct Swept {
    rules: Rules,
    outcomes: Vec<Outcome>,
    remoteness: Vec<Option<u32>>,
    grundy: Option<Vec<Grundy>>,
}

impl Swept {
    /// Solved from the queue, its values from the game graph if asked.
    fn by_queue(rules: Rules, graph: RulesGraph, values: bool) -> Swept {
        let grundy = (values && !rules.has_win_clause()).then(|| {
            let found = GrundyValues::new(&graph);
            (0..graph.state_count()).map(|s| found.value(s)).collect()
        });
        let mut run = Retrograde::new(graph);
        run.finish();
        let remoteness = (0..run.outcomes().len())
            .map(|s| run.remoteness(s))
            .collect();
        Swept {
            outcomes: run.outcomes().to_vec(),
            remoteness,
            grundy,
            rules,
        }
    }

    /// Solved from its positions' values (a game with sums).
    fn by_values(rules: Rules, graph: &RulesGraph, values: bool) -> Result<Swept, String> {
        let found = rules.sum_values(graph).map_err(|e| e.to_string())?;
        let grundy: Vec<Grundy> = (0..graph.state_count()).map(|s| found.value(s)).collect();
        Ok(Swept {
            outcomes: grundy.iter().map(Grundy::outcome).collect(),
            remoteness: vec![None; graph.state_count()],
            grundy: values.then_some(grundy),
            rules,
        })
    }

    /// The point of `value`, read at the state these words name.
    fn point(&self, value: i64, state: Option<&[String]>) -> SweepPointWire {
        let at = state.and_then(|words| state_of_words(&self.rules, words));
        let repeat =
            |found: Option<Period>| found.map(|p| (p.period, self.rules.values(p.from)[0]));
        let one_integer = self.rules.is_one_integer();
        let outcome_period = repeat(one_integer.then(|| period(&self.outcomes)).flatten());
        let grundy_period = repeat(
            self.grundy
                .as_ref()
                .filter(|_| one_integer)
                .and_then(|values| period(values)),
        );
        SweepPointWire {
            value,
            outcome: at.map(|s| self.outcomes[s] as u8),
            remoteness: at.and_then(|s| self.remoteness[s]),
            period: outcome_period.map(|(p, _)| p),
            from: outcome_period.map(|(_, from)| from),
            grundy: at.and_then(|s| Some(self.grundy.as_ref()?[s].to_string())),
            grundy_period: grundy_period.map(|(p, _)| p),
            grundy_from: grundy_period.map(|(_, from)| from),
            error: None,
        }
    }
}

/// The program with the swept value (`param`, `element`, `value`) set,
/// built and solved.
fn swept(
    text: &str,
    settings: &[String],
    (param, element, value): (&str, i32, i64),
    values: bool,
) -> Result<Swept, String> {
    let mut settings = read_settings(settings).map_err(|e| e.message())?;
    let written = if element < 0 {
        value.to_string()
    } else {
        let rules = Rules::compile(text, &settings).map_err(|e| e.to_string())?;
        element_set(&rules, param, element as usize, value)?
    };
    settings.retain(|(name, _)| name != param);
    settings.push((param.to_string(), written));
    let rules = Rules::compile_within(text, &settings, &PAGE_LIMITS).map_err(|e| e.to_string())?;
    let graph = rules.build(PAGE_LIMITS).map_err(|e| e.to_string())?;
    if graph.has_sums() {
        Swept::by_values(rules, &graph, values)
    } else {
        Ok(Swept::by_queue(rules, graph, values))
    }
}

/// The param's list with its `element`-th value replaced, as written.
fn element_set(rules: &Rules, param: &str, element: usize, value: i64) -> Result<String, String> {
    let Some((_, Value::List(items))) = rules.params().iter().find(|(name, _)| name == param)
    else {
        return Err(format!("the program has no list param '{param}'"));
    };
    if element >= items.len() {
        return Err(format!(
            "{param} has {} values, no value {}",
            items.len(),
            element + 1
        ));
    }
    let mut items = items.to_vec();
    items[element] = Value::Int(value);
    let limit = PAGE_LIMITS.text as usize;
    let written = Value::List(items.into()).text(limit);
    if written.len() > limit {
        return Err(format!(
            "{param} is too long to write with one value changed"
        ));
    }
    Ok(written)
}
