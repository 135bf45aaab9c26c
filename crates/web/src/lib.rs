//! The WebAssembly binding: a thin layer through which the page's engines
//! drive the solvers and read their tables in place, one module per game.
//!
//! The tables stay in wasm memory; the page builds typed-array views over
//! the pointers the sessions give (rebuilding them if memory grows or a table
//! moves). Everything else crosses as the values of the wire contract
//! (`retrograde-wire`), converted here with `to_js`. Reading form fields is
//! [`retrograde::fields`]' job and each game's; their problems are only
//! converted, as any game's ([`retrograde::games`]).
//!
//! Refusals: constructors and checks of form fields throw an `Error` whose
//! message is the first problem's and whose `problems` property lists every
//! bad field as the contract's `ProblemWire` (`field`, `code` and its values,
//! `message`).
//!
//! Built for wasm32; it compiles natively too, which only the lints use.

mod berzerk;
mod graph;
mod piles;
mod rules;
mod session;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use retrograde::fields::FieldProblem;
use retrograde::games::{FieldError, InputError};
use retrograde::outcome::Outcome;
use retrograde::retro::{Recording, Run, Stepper};
use retrograde_wire::field_problems;

pub use berzerk::{check_berzerk_fields, parse_judge_input, BerzerkSession};
pub use graph::{check_graph_edges, GraphSession};
pub use piles::{check_pile_answer, check_pile_size, PileOracle, PilesSession};
pub use retrograde::berzerk::fields::MAX_PAGE_OBJECTS;
pub use rules::{rules_sweep, RulesBuild, RulesSession, RulesSumSession};

/// The outcome codes of the bytes behind the outcome tables, exported to the
/// page as `Outcome` so that a test can check the page's codes against them.
#[wasm_bindgen(js_name = Outcome)]
#[repr(u8)]
pub enum OutcomeCode {
    Undecided = 0,
    Win = 1,
    Lose = 2,
    Loop = 3,
}

/// The exported code of each core outcome. Exhaustive, and checked below to
/// keep the core's values, so the two enums cannot drift apart.
const fn code(outcome: Outcome) -> OutcomeCode {
    match outcome {
        Outcome::Undecided => OutcomeCode::Undecided,
        Outcome::Win => OutcomeCode::Win,
        Outcome::Lose => OutcomeCode::Lose,
        Outcome::Loop => OutcomeCode::Loop,
    }
}

const _: () = {
    let mut i = 0;
    while i < Outcome::ALL.len() {
        assert!(code(Outcome::ALL[i]) as u8 == Outcome::ALL[i] as u8);
        i += 1;
    }
};

/// Shows the message of any panic in the console instead of "unreachable".
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Converts a value of the contract: objects stay plain objects (not Maps),
/// and `None` stays `null` rather than vanishing.
pub(crate) fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_missing_as_null(true)
        .serialize_maps_as_objects(true);
    value.serialize(&serializer).map_err(JsValue::from)
}

/// The `Error` thrown for bad fields of any game's form (see the module's
/// documentation).
pub(crate) fn refusal<E: Into<FieldError>>(problems: impl IntoIterator<Item = E>) -> JsValue {
    let wire = field_problems(problems);
    let error = js_sys::Error::new(wire.first().map_or("", |p| p.message.as_str()));
    match to_js(&wire) {
        Ok(list) => {
            // Setting a property on a fresh Error object cannot fail.
            let _ = js_sys::Reflect::set(&error, &"problems".into(), &list);
            error.into()
        }
        Err(e) => e,
    }
}

/// The `Error` thrown for a pasted judge input, in any game's format, that
/// its reader refuses: a problem of the input `field`.
pub(crate) fn refused_input(field: &'static str, error: impl Into<InputError>) -> JsValue {
    refusal([FieldError {
        field,
        problem: FieldProblem::JudgeInput(error.into()),
    }])
}

/// The page's clock, found on the global object so that the binding also
/// works in a Web Worker, which has no window.
fn clock() -> Result<web_sys::Performance, JsValue> {
    js_sys::Reflect::get(&js_sys::global(), &"performance".into())?
        .dyn_into::<web_sys::Performance>()
        .map_err(|_| JsValue::from_str("timed work needs performance.now()"))
}

/// Records `recording` for about `budget_ms` milliseconds of the page's
/// clock: `None` once the run is recorded to its end, else the share of its
/// states taken off the queue so far (for a progress bar).
pub(crate) fn record_against_clock<S: Stepper + Run>(
    recording: &mut Recording<S>,
    budget_ms: f64,
) -> Result<Option<f64>, JsValue> {
    let mut done = false;
    against_clock(budget_ms, 64, |max| {
        done = recording.advance(max);
        if done {
            0
        } else {
            max
        }
    })?;
    let run = recording.run();
    Ok((!done).then(|| run.queue_head() as f64 / run.outcomes().len().max(1) as f64))
}

/// Calls `work(between_looks)` until about `budget_ms` milliseconds of the
/// page's clock are spent (at least once) or `work` says it is done (by
/// returning fewer units than asked). Returns the units of work done.
pub(crate) fn against_clock(
    budget_ms: f64,
    between_looks: u32,
    mut work: impl FnMut(u32) -> u32,
) -> Result<u32, JsValue> {
    let clock = clock()?;
    let deadline = clock.now() + budget_ms;
    let mut done = 0;
    loop {
        let batch = work(between_looks);
        done += batch;
        if batch < between_looks || clock.now() >= deadline {
            return Ok(done);
        }
    }
}
