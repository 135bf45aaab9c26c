//! The WebAssembly binding: a thin layer that lets the page drive a
//! [`Walker`] and read its tables in place.
//!
//! The tables stay in wasm memory; the page builds typed-array views over
//! the pointers below (rebuilding them if memory grows) instead of copying
//! the world every frame. Only the small per-step reports cross as values.
//!
//! The parsing of form fields and the error-to-field mapping are plain Rust,
//! so they are tested natively; the `#[wasm_bindgen]` methods only convert.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::berzerk::{write_judge_lines, Mover, State, Step, Walker};
use crate::fields::{berzerk_game, FieldError};
use crate::outcome::Outcome;

/// Largest circle the page accepts: beyond it a run takes too long to watch.
pub const MAX_PAGE_OBJECTS: u32 = 100_000;

/// Shows the message of any panic in the console instead of "unreachable".
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

#[derive(Serialize)]
struct LabelledReport {
    state: u32,
    outcome: u8,
    step: u32,
    remoteness: Option<u32>,
}

#[derive(Serialize)]
struct DecrementReport {
    state: u32,
    remaining: u32,
}

#[derive(Serialize)]
struct StepReport {
    index: u32,
    taken: Option<u32>,
    labelled: Vec<LabelledReport>,
    decremented: Vec<DecrementReport>,
}

impl From<Step> for StepReport {
    fn from(step: Step) -> Self {
        StepReport {
            index: step.index,
            taken: step.taken.map(|s| s as u32),
            labelled: step
                .labelled
                .into_iter()
                .map(|l| LabelledReport {
                    state: l.state as u32,
                    outcome: l.outcome as u8,
                    step: l.step,
                    remoteness: l.remoteness,
                })
                .collect(),
            decremented: step
                .decremented
                .into_iter()
                .map(|d| DecrementReport {
                    state: d.state as u32,
                    remaining: d.remaining,
                })
                .collect(),
        }
    }
}

fn report(step: Option<Step>) -> Result<JsValue, JsValue> {
    match step {
        None => Ok(JsValue::UNDEFINED),
        Some(step) => {
            let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
            StepReport::from(step)
                .serialize(&serializer)
                .map_err(JsValue::from)
        }
    }
}

/// One Berzerk game being solved step by step, as the page sees it.
#[wasm_bindgen]
pub struct BerzerkSession {
    walker: Walker,
}

impl BerzerkSession {
    /// The native constructor behind the JavaScript one.
    pub fn from_fields(
        n: &str,
        rick: &str,
        morty: &str,
    ) -> Result<BerzerkSession, Vec<FieldError>> {
        Ok(BerzerkSession {
            walker: Walker::new(berzerk_game(n, rick, morty, MAX_PAGE_OBJECTS)?),
        })
    }

    pub fn walker(&self) -> &Walker {
        &self.walker
    }

    fn state_at(&self, state: u32) -> Option<State> {
        ((state as usize) < self.walker.game().state_count())
            .then(|| self.walker.game().state(state as usize))
    }
}

#[wasm_bindgen]
impl BerzerkSession {
    /// Throws an `Error` whose `field` property names the field at fault.
    #[wasm_bindgen(constructor)]
    pub fn new(n: &str, rick: &str, morty: &str) -> Result<BerzerkSession, JsValue> {
        BerzerkSession::from_fields(n, rick, morty).map_err(|problems| {
            let e = &problems[0];
            let error = js_sys::Error::new(&e.message);
            // Setting a property on a fresh Error object cannot fail.
            let _ = js_sys::Reflect::set(&error, &"field".into(), &e.field.into());
            error.into()
        })
    }

    pub fn n(&self) -> u32 {
        self.walker.game().objects()
    }

    pub fn rick_steps(&self) -> Vec<u32> {
        self.walker.game().steps(Mover::Rick).to_vec()
    }

    pub fn morty_steps(&self) -> Vec<u32> {
        self.walker.game().steps(Mover::Morty).to_vec()
    }

    /// `2n`: states are indexed `mover * n + position`.
    pub fn state_count(&self) -> u32 {
        self.walker.game().state_count() as u32
    }

    /// `u8` per state: 0 undecided, 1 Win, 2 Lose, 3 Loop.
    pub fn outcomes_ptr(&self) -> *const u8 {
        self.walker.outcomes().as_ptr().cast()
    }

    /// `u32` per state: successors not yet known to be Win.
    pub fn counters_ptr(&self) -> *const u32 {
        self.walker.counters().as_ptr()
    }

    /// `u32` per state: remoteness, `u32::MAX` when unknown or Loop.
    pub fn remoteness_ptr(&self) -> *const u32 {
        self.walker.remoteness_table().as_ptr()
    }

    /// `u32` per queued state, in order; `queue[head..tail]` waits.
    pub fn queue_ptr(&self) -> *const u32 {
        self.walker.queue().as_ptr()
    }

    pub fn queue_head(&self) -> u32 {
        self.walker.queue_head() as u32
    }

    pub fn queue_tail(&self) -> u32 {
        self.walker.queue().len() as u32
    }

    pub fn steps_taken(&self) -> u32 {
        self.walker.steps_taken()
    }

    pub fn is_done(&self) -> bool {
        self.walker.is_done()
    }

    /// States with this outcome (0..=3), the hole excluded.
    pub fn count(&self, outcome: u8) -> u32 {
        Outcome::ALL
            .get(outcome as usize)
            .map_or(0, |&outcome| self.walker.count_of(outcome))
    }

    /// Takes one step and reports it; `undefined` when the run is over.
    pub fn step(&mut self) -> Result<JsValue, JsValue> {
        report(self.walker.next())
    }

    /// The report of the latest step; `undefined` at the start.
    pub fn last_step(&self) -> Result<JsValue, JsValue> {
        report(self.walker.last_step())
    }

    /// Undoes the latest step; false at the start.
    pub fn back(&mut self) -> bool {
        self.walker.undo()
    }

    /// Takes up to `max_steps` steps without reports; returns how many.
    pub fn run(&mut self, max_steps: u32) -> u32 {
        self.walker.run(max_steps)
    }

    pub fn finish(&mut self) {
        self.walker.finish();
    }

    /// Takes steps for about `budget_ms` milliseconds of the page's clock
    /// (at least one step), so a long run can be spread over animation
    /// frames without guessing how many steps fit. Returns how many it took.
    pub fn run_for(&mut self, budget_ms: f64) -> Result<u32, JsValue> {
        let performance = web_sys::window()
            .and_then(|w| w.performance())
            .ok_or_else(|| JsValue::from_str("run_for needs window.performance"))?;
        let deadline = performance.now() + budget_ms;
        // A step visits up to k predecessors; read the clock about every
        // few thousand visits, so neither the clock nor an overshoot costs much.
        let game = self.walker.game();
        let visits = game.steps(Mover::Rick).len() + game.steps(Mover::Morty).len();
        let between_looks = (4096 / visits).clamp(1, 1024) as u32;
        let mut taken = 0;
        loop {
            let batch = self.walker.run(between_looks);
            taken += batch;
            if batch < between_looks || performance.now() >= deadline {
                return Ok(taken);
            }
        }
    }

    /// Step size of a best move from `state`, once decided.
    pub fn best_move(&self, state: u32) -> Option<u32> {
        self.state_at(state).and_then(|s| self.walker.best_move(s))
    }

    /// The two judge lines, each ending in a newline, once the run is over.
    pub fn judge_lines(&self) -> Option<String> {
        self.walker.is_done().then(|| {
            let mut out = String::new();
            write_judge_lines(self.n(), self.walker.outcomes(), &mut out);
            out
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_their_field() {
        let field = |n: &str, a: &str, b: &str| {
            BerzerkSession::from_fields(n, a, b)
                .err()
                .map(|e| e[0].field)
        };
        assert_eq!(field("x", "1", "1"), Some("n"));
        assert_eq!(field("1", "1", "1"), Some("n"));
        assert_eq!(field("100001", "1", "1"), Some("n"));
        assert_eq!(field("5", "3 x", "1"), Some("s1"));
        assert_eq!(field("5", "", "1"), Some("s1"));
        assert_eq!(field("5", "1", "5"), Some("s2"));
        assert_eq!(field("5", "1", "2,2"), Some("s2"));
        assert_eq!(field("5", "3,2", "1 2 3"), None);
        let e = BerzerkSession::from_fields("5", "3 x", "1").err().unwrap();
        assert!(e[0].message.contains("\"x\""), "{}", e[0].message);
    }

    #[test]
    fn session_runs_back_and_answers() {
        let mut s = BerzerkSession::from_fields("8", "6 2 3 4", "3 6").unwrap();
        assert_eq!(s.state_count(), 16);
        assert_eq!(s.judge_lines(), None);
        assert_eq!(s.run(3), 3);
        assert!(s.back());
        assert_eq!(s.steps_taken(), 2);
        s.finish();
        assert!(s.is_done());
        assert_eq!(s.count(1) + s.count(2) + s.count(3), 14);
        assert_eq!(
            s.judge_lines().unwrap(),
            "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"
        );
        assert_eq!(s.best_move(99), None);
        assert_eq!(s.queue_tail(), s.queue_head());
    }
}
