//! A program's format on the page: read once with the program, kept by
//! its session, and a pasted test read against the game shown (the cases
//! whose params are the game's answered from its outcomes, the others,
//! when small enough, from games solved apart for the expected output).

use std::rc::Rc;

use retrograde::outcome::Outcome;
use retrograde::rules::problem::Problem;
use retrograde::rules::{RuleError, Rules};
use retrograde_wire::{format_test, FormatTestWire, ProblemFormatWire};
use wasm_bindgen::JsValue;

use super::PAGE_LIMITS;
use crate::to_js;

/// The program's text, the settings it was compiled with and its format.
#[derive(Debug)]
pub(super) struct Format {
    text: String,
    settings: Vec<(String, String)>,
    problem: Problem,
}

impl Format {
    /// The program's format, `None` without format lines; a format line
    /// that does not fit is refused at its place.
    pub(super) fn read(
        text: &str,
        settings: &[(String, String)],
        rules: &Rules,
    ) -> Result<Option<Rc<Format>>, RuleError> {
        Ok(Problem::read(text, rules)?.map(|problem| {
            Rc::new(Format {
                text: text.to_string(),
                settings: settings.to_vec(),
                problem,
            })
        }))
    }
}

/// The format's words (`ProblemFormatWire`), `undefined` without one.
pub(super) fn format_wire(format: Option<&Format>) -> Result<JsValue, JsValue> {
    match format {
        Some(format) => to_js(&ProblemFormatWire::from(&format.problem)),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The test `written` read against the game `rules` (`FormatTestWire`),
/// at most `most` states listed; `undefined` without a format.
pub(super) fn read_test(
    format: Option<&Format>,
    rules: &Rules,
    written: &str,
    most: u32,
    outcome: impl Fn(usize) -> Outcome,
) -> Result<JsValue, JsValue> {
    let Some(format) = format else {
        return Ok(JsValue::UNDEFINED);
    };
    let problem = &format.problem;
    let wire = match problem.read_within(written) {
        Err(bad) => FormatTestWire::from(bad),
        Ok(test) => {
            let program = (format.text.as_str(), format.settings.as_slice());
            let seen = problem.seen_from(&test, program, rules, &PAGE_LIMITS);
            let mut wire = format_test(problem, &seen, rules, &outcome, most as usize);
            if wire.output.is_none() {
                if let Some(apart) = problem.answer_apart(&test, &seen, program, &outcome) {
                    wire.output = Some(apart.output);
                    wire.apart = apart.cases as u32;
                    wire.apart_states = apart.states as u32;
                }
            }
            wire
        }
    };
    to_js(&wire)
}
