//! The session every game whose states form a game graph shares: the exact
//! run the page steps, its end, its recording, and the table views the page
//! builds over them, written once for every such game.
//!
//! A game says what is its own through [`SessionGame`] (how a run starts, how its
//! end is computed, how moves are named); [`Session`] does the rest. The
//! page sees the exact run, or (when a game can end a run without stepping)
//! that end until the exact run is recorded; steps back and seeks far back
//! then come from the recorded copies, so every step stays exactly what
//! single steps give.

use std::ops::Range;

use wasm_bindgen::prelude::*;

use retrograde::outcome::Outcome;
use retrograde::retro::{Checkpoints, GameGraph, Recording, Run, Stepper, Timeline};
use retrograde_wire::{ExplanationWire, LineWire, StepWire, TimelineWire};

use crate::{against_clock, record_against_clock, to_js};

/// Steps a seek undoes without recorded copies; farther back, the run is
/// recorded first.
const UNDONE_WITHOUT_COPIES: u32 = 64;

/// The graph a game's runs are played on.
pub(crate) type GraphOf<G> = <<G as SessionGame>::Run as Run>::Graph;

/// What is a game's own in its session.
pub(crate) trait SessionGame: Sized {
    /// The exact run, stepped forward and back.
    type Run: Stepper;
    /// The run's end, computed when anyone needs every outcome.
    type End: Run<Graph = GraphOf<Self>>;

    /// A run at its start.
    fn start(&self) -> Self::Run;

    /// The run's end, computed from scratch.
    fn end(&self) -> Self::End;

    /// The recorded run's end as the game's end, when they are of one type:
    /// it is then not computed a second time.
    fn recorded_end(finished: &Self::Run) -> Option<&Self::End> {
        let _ = finished;
        None
    }

    /// The counter table the page views (`u32` per state).
    fn counters(run: &Self::Run) -> &[u32];

    /// Steps between looks at the clock, so a look costs little beside them.
    fn steps_between_looks(&self) -> u32;

    /// States of the game with `outcome` in what the page shows.
    fn count(&self, shown: &Shown<'_, Self>, outcome: Outcome) -> u32;

    /// The latest step of what the page shows, moves named the game's way.
    fn last_step(&self, shown: &Shown<'_, Self>, limit: usize) -> Option<StepWire<u32>>;

    /// What a run knows of `state` (in range), moves named the game's way.
    fn explanation<R: Run<Graph = GraphOf<Self>>>(run: &R, state: usize) -> ExplanationWire<u32>;

    /// Moves `from..from + count` of `state`'s best line (in range).
    fn line<R: Run<Graph = GraphOf<Self>>>(
        run: &R,
        state: usize,
        from: usize,
        count: usize,
    ) -> LineWire<u32>;

    /// The exported table's rows for `states` (in range) of the end.
    fn rows(end: &Self::End, states: Range<usize>) -> Result<JsValue, JsValue>;
}

/// What the page shows: the exact run, or the end computed without stepping.
pub(crate) enum Shown<'a, G: SessionGame> {
    Run(&'a G::Run),
    End(&'a G::End),
}

/// The tables of what the page shows, whichever run it is.
struct Tables<'a> {
    outcomes: &'a [Outcome],
    remoteness: &'a [u32],
    queue: &'a [u32],
    head: usize,
    steps: u32,
}

impl<'a> Tables<'a> {
    fn of<R: Run>(run: &'a R) -> Tables<'a> {
        Tables {
            outcomes: run.outcomes(),
            remoteness: run.remoteness_table(),
            queue: run.queue(),
            head: run.queue_head(),
            steps: run.steps_taken(),
        }
    }
}

/// One game's run as the page drives it (see the module's documentation).
pub(crate) struct Session<G: SessionGame> {
    rules: G,
    run: G::Run,
    /// The run's end, once computed.
    end: Option<G::End>,
    /// Whether the page shows `end` rather than `run`.
    showing_end: bool,
    /// The exact run being recorded, slice by slice.
    recording: Option<Recording<G::Run>>,
    /// The exact run, recorded to its end.
    checkpoints: Option<Checkpoints<G::Run>>,
}

impl<G: SessionGame> Session<G> {
    pub(crate) fn new(rules: G) -> Session<G> {
        Session {
            run: rules.start(),
            rules,
            end: None,
            showing_end: false,
            recording: None,
            checkpoints: None,
        }
    }

    pub(crate) fn rules(&self) -> &G {
        &self.rules
    }

    pub(crate) fn shown(&self) -> Shown<'_, G> {
        match &self.end {
            Some(end) if self.showing_end => Shown::End(end),
            _ => Shown::Run(&self.run),
        }
    }

    fn tables(&self) -> Tables<'_> {
        match self.shown() {
            Shown::Run(run) => Tables::of(run),
            Shown::End(end) => Tables::of(end),
        }
    }

    /// The end, computed the first time it is needed (or the recorded one).
    pub(crate) fn end(&mut self) -> &G::End {
        if let Some(end) = self
            .checkpoints
            .as_ref()
            .and_then(|c| G::recorded_end(c.finished()))
        {
            return end;
        }
        let rules = &self.rules;
        self.end.get_or_insert_with(|| rules.end())
    }

    pub(crate) fn state_count(&self) -> usize {
        self.run.graph().state_count()
    }

    pub(crate) fn outcomes(&self) -> &[Outcome] {
        self.tables().outcomes
    }

    pub(crate) fn outcomes_ptr(&self) -> *const u8 {
        self.outcomes().as_ptr().cast()
    }

    /// The exact run's counters, even while its end is shown: the end keeps
    /// none.
    pub(crate) fn counters_ptr(&self) -> *const u32 {
        G::counters(&self.run).as_ptr()
    }

    pub(crate) fn remoteness_ptr(&self) -> *const u32 {
        self.tables().remoteness.as_ptr()
    }

    pub(crate) fn queue_ptr(&self) -> *const u32 {
        self.tables().queue.as_ptr()
    }

    pub(crate) fn queue_head(&self) -> u32 {
        self.tables().head as u32
    }

    pub(crate) fn queue_tail(&self) -> u32 {
        self.tables().queue.len() as u32
    }

    pub(crate) fn steps_taken(&self) -> u32 {
        self.tables().steps
    }

    pub(crate) fn is_done(&self) -> bool {
        self.showing_end || self.run.is_done()
    }

    /// 0 for a bad code.
    pub(crate) fn count(&self, outcome: u8) -> u32 {
        Outcome::ALL
            .get(outcome as usize)
            .map_or(0, |&outcome| self.rules.count(&self.shown(), outcome))
    }

    pub(crate) fn last_step(&self, limit: u32) -> Result<JsValue, JsValue> {
        match self.rules.last_step(&self.shown(), limit as usize) {
            None => Ok(JsValue::UNDEFINED),
            Some(step) => to_js(&step),
        }
    }

    /// An end computed without stepping has no steps to take.
    pub(crate) fn take_steps(&mut self, steps: u32) -> u32 {
        if self.showing_end {
            return 0;
        }
        self.run.run(steps)
    }

    pub(crate) fn take_steps_for(&mut self, budget_ms: f64) -> Result<u32, JsValue> {
        if self.showing_end {
            return Ok(0);
        }
        let between_looks = self.rules.steps_between_looks();
        against_clock(budget_ms, between_looks, |max| self.run.run(max))
    }

    /// Shows the end at once: the recorded one when there is one (exact,
    /// with its counters), else the end computed without stepping.
    pub(crate) fn end_now(&mut self) {
        if self.run.is_done() {
            return;
        }
        if let Some(copies) = &self.checkpoints {
            self.run = copies.finished().clone();
            return;
        }
        self.end();
        self.showing_end = true;
    }

    pub(crate) fn is_recorded(&self) -> bool {
        self.checkpoints.is_some()
    }

    /// Once recorded, the recorded end takes the place of an end shown
    /// without stepping: the same tables, and now exact counters and steps
    /// back.
    pub(crate) fn record_for(&mut self, budget_ms: f64) -> Result<f64, JsValue> {
        if self.checkpoints.is_some() {
            return Ok(1.0);
        }
        let rules = &self.rules;
        let recording = self
            .recording
            .get_or_insert_with(|| Recording::along(rules.start()));
        if let Some(share) = record_against_clock(recording, budget_ms)? {
            return Ok(share);
        }
        let copies = self
            .recording
            .take()
            .expect("a recording")
            .into_checkpoints();
        if self.showing_end {
            self.run = copies.finished().clone();
            self.showing_end = false;
        }
        self.checkpoints = Some(copies);
        Ok(1.0)
    }

    /// An end shown without stepping has no step to undo until recorded.
    pub(crate) fn back(&mut self) -> bool {
        !self.showing_end && self.run.undo()
    }

    /// What was recorded of the run is kept.
    pub(crate) fn reset(&mut self) {
        self.run = self.rules.start();
        self.showing_end = false;
    }

    /// Forward by stepping, back by undoing a few steps or from the
    /// recorded copies; `None` when going back needs the recording.
    pub(crate) fn seek(&mut self, step: u32) -> Option<u32> {
        let now = self.steps_taken();
        if step >= now {
            self.take_steps(step - now);
            return Some(self.steps_taken());
        }
        if let Some(copies) = &self.checkpoints {
            self.showing_end = false;
            return Some(copies.seek(&mut self.run, step));
        }
        if self.showing_end || now - step > UNDONE_WITHOUT_COPIES {
            return None;
        }
        while self.run.steps_taken() > step {
            self.run.undo();
        }
        Some(step)
    }

    pub(crate) fn explain(&self, state: u32) -> Result<JsValue, JsValue> {
        let state = state as usize;
        if state >= self.state_count() {
            return Ok(JsValue::UNDEFINED);
        }
        match self.shown() {
            Shown::Run(run) => to_js(&G::explanation(run, state)),
            Shown::End(end) => to_js(&G::explanation(end, state)),
        }
    }

    pub(crate) fn line(&self, state: u32, from: u32, count: u32) -> Result<JsValue, JsValue> {
        let (state, from, count) = (state as usize, from as usize, count as usize);
        if state >= self.state_count() {
            return Ok(JsValue::UNDEFINED);
        }
        match self.shown() {
            Shown::Run(run) => to_js(&G::line(run, state, from, count)),
            Shown::End(end) => to_js(&G::line(end, state, from, count)),
        }
    }

    /// Read off the end, so the run shown does not move.
    pub(crate) fn timeline(&mut self) -> Result<JsValue, JsValue> {
        to_js(&TimelineWire::from(&Timeline::of_finished(self.end())))
    }

    pub(crate) fn table_rows(&mut self, from: u32, to: u32) -> Result<JsValue, JsValue> {
        let count = self.state_count();
        let range = (from as usize).min(count)..(to as usize).min(count);
        G::rows(self.end(), range)
    }
}

/// Writes the exported methods every session shares, each handing the call
/// to the struct's `session` field (a [`Session`]). wasm-bindgen exports no
/// generic struct, so each game exports its own; this writes their common
/// methods once, leaving each game's file with what is its own.
macro_rules! shared_session_methods {
    ($exported:ident) => {
        #[wasm_bindgen]
        impl $exported {
            /// `u8` per state: an outcome code.
            pub fn outcomes_ptr(&self) -> *const u8 {
                self.session.outcomes_ptr()
            }

            /// `u32` per state: successors not yet known to be Win
            /// (meaningful only for undecided states).
            pub fn counters_ptr(&self) -> *const u32 {
                self.session.counters_ptr()
            }

            /// `u32` per state: remoteness, `u32::MAX` when unknown or Loop.
            pub fn remoteness_ptr(&self) -> *const u32 {
                self.session.remoteness_ptr()
            }

            /// `u32` per queued state, in order; `queue[head..tail]` waits.
            pub fn queue_ptr(&self) -> *const u32 {
                self.session.queue_ptr()
            }

            pub fn queue_head(&self) -> u32 {
                self.session.queue_head()
            }

            pub fn queue_tail(&self) -> u32 {
                self.session.queue_tail()
            }

            pub fn steps_taken(&self) -> u32 {
                self.session.steps_taken()
            }

            pub fn is_done(&self) -> bool {
                self.session.is_done()
            }

            /// States with this outcome code (0 for a bad code).
            pub fn count(&self, outcome: u8) -> u32 {
                self.session.count(outcome)
            }

            /// The latest step in brief, at most `limit` states of each kind
            /// listed (`StepWire`); `undefined` at the start.
            pub fn last_step(&self, limit: u32) -> Result<JsValue, JsValue> {
                self.session.last_step(limit)
            }

            /// Takes up to `steps` steps; returns how many. (The page
            /// calls it `run`.)
            #[wasm_bindgen(js_name = run)]
            pub fn take_steps(&mut self, steps: u32) -> u32 {
                self.session.take_steps(steps)
            }

            /// Takes steps for about `budget_ms` milliseconds (at least one),
            /// so a long run can be spread over slices without guessing how
            /// many fit.
            #[wasm_bindgen(js_name = run_for)]
            pub fn take_steps_for(&mut self, budget_ms: f64) -> Result<u32, JsValue> {
                self.session.take_steps_for(budget_ms)
            }

            /// Undoes the latest step; false at the start, or after End
            /// before the run is recorded.
            pub fn back(&mut self) -> bool {
                self.session.back()
            }

            /// Back to the start; what was recorded of the run is kept.
            pub fn reset(&mut self) {
                self.session.reset()
            }

            /// Whether the run is recorded to its end (any step can be
            /// reached at once, and Back works after End).
            pub fn is_recorded(&self) -> bool {
                self.session.is_recorded()
            }

            /// Records the exact run for about `budget_ms` milliseconds;
            /// returns the share of its states taken so far (1 once recorded).
            pub fn record_for(&mut self, budget_ms: f64) -> Result<f64, JsValue> {
                self.session.record_for(budget_ms)
            }

            /// Puts the run at exactly `step` (clamped) as single steps
            /// would; `undefined` when going far back needs the run recorded
            /// first.
            pub fn seek(&mut self, step: u32) -> Option<u32> {
                self.session.seek(step)
            }

            /// Everything the run knows so far about `state`
            /// (`ExplanationWire`); `undefined` out of range.
            pub fn explain(&self, state: u32) -> Result<JsValue, JsValue> {
                self.session.explain(state)
            }

            /// Moves `from..from + count` of `state`'s best line
            /// (`LineWire`); `undefined` out of range.
            pub fn line(&self, state: u32, from: u32, count: u32) -> Result<JsValue, JsValue> {
                self.session.line(state, from, count)
            }

            /// Landmarks of the whole run (`TimelineWire`), read off its end.
            pub fn timeline(&mut self) -> Result<JsValue, JsValue> {
                self.session.timeline()
            }

            /// The exported table's rows for states `from..to` at the run's
            /// end, whatever the run's progress, so the page writes a table
            /// of any size a slice at a time.
            pub fn table_rows(&mut self, from: u32, to: u32) -> Result<JsValue, JsValue> {
                self.session.table_rows(from, to)
            }
        }
    };
}

pub(crate) use shared_session_methods;

/// The parts of a [`SessionGame`] whose run and end are both the generic
/// engine over the game's graph: the end is the run finished, a recorded
/// run is that end (not computed twice), the counters are the engine's and
/// the outcomes counted are those of the run shown.
/// `|game| start` makes a run at its start from the game (`self`).
macro_rules! engine_run_and_end {
    ($engine:ty, |$game:ident| $start:expr) => {
        type Run = $engine;
        type End = $engine;

        fn start(&self) -> $engine {
            let $game = self;
            $start
        }

        fn end(&self) -> $engine {
            let mut run = self.start();
            run.finish();
            run
        }

        fn recorded_end(finished: &$engine) -> Option<&$engine> {
            Some(finished)
        }

        fn counters(run: &$engine) -> &[u32] {
            run.counters()
        }

        fn count(&self, shown: &Shown<'_, Self>, outcome: Outcome) -> u32 {
            let (Shown::Run(run) | Shown::End(run)) = shown;
            run.outcomes().iter().filter(|&&o| o == outcome).count() as u32
        }
    };
}

pub(crate) use engine_run_and_end;
