//! `retrograde check rules --test TEST GAME ANSWER`: an answer to one test
//! of the program's format, judged as `retrograde stress rules` judges it.

use std::path::Path;
use std::process::ExitCode;
use std::rc::Rc;

use retrograde::rules::problem::{Judged, Problem, Solved, Test, Truth};
use retrograde::rules::{Limits, Rules};

use super::{setting_of, Judging};

/// A test with its truth.
pub struct Judge {
    problem: Problem,
    test: Test,
    truth: Vec<Truth>,
}

/// The program's format, the test read in it and within its limits, and
/// each case's game solved (`--set` settings first, the case's params over them).
pub fn judging(
    text: &str,
    path: &Path,
    settings: &[String],
    limits: Limits,
) -> Result<Judging, String> {
    let settings = settings
        .iter()
        .map(|s| setting_of(s))
        .collect::<Result<Vec<_>, String>>()?;
    let rules = Rules::compile_within(text, &settings, &limits).map_err(|e| e.to_string())?;
    let problem = Problem::read(text, &rules)
        .map_err(|e| e.to_string())?
        .ok_or("--test needs a program with a format ('input', 'limit' and 'answer' lines)")?;
    let written = std::fs::read_to_string(path).map_err(|e| crate::cannot_read(path, e))?;
    let test = problem
        .read_within(&written)
        .map_err(|e| format!("the test: {e}"))?;
    let solve = |case: &[(String, String)]| {
        let all: Vec<(String, String)> = settings.iter().chain(case).cloned().collect();
        Solved::new(text, &all, limits)
            .map(Rc::new)
            .map_err(|e| e.to_string())
    };
    let truth = problem.truth(&test, solve)?;
    Ok(Judging::Test(Box::new(Judge {
        problem,
        test,
        truth,
    })))
}

impl Judge {
    /// The verdict printed, with a checker's exit status: 0 accepted, 1 a
    /// wrong answer, 2 a presentation error.
    pub fn verdict(&self, answer: &[u8]) -> ExitCode {
        let (text, status) = match self.problem.judge(&self.test, &self.truth, answer) {
            Judged::Accepted { words } => {
                (format!("accepted: {words} {}s\n", self.problem.unit()), 0)
            }
            Judged::Wrong(wrong) => (format!("wrong answer: {}\n", wrong.report), 1),
            Judged::Presentation(why) => (format!("presentation error: {why}\n"), 2),
        };
        crate::write_out(&text, ExitCode::from(status), crate::CHECKER_FAILED)
    }
}
