//! `retrograde stress rules`: any game problem written as rules with its
//! format (`cases`, `input`, `limit`, `answer` lines): the program is the
//! generator, the reference and the checker.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet, VecDeque};
use std::hash::{Hash, Hasher};
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;

use clap::Args;
use retrograde::gen::Rng;
use retrograde::rules::problem::{Given, Judged, Problem, Solved, Test, Truth};
use retrograde::rules::{Limits, Rules};
use retrograde::shrink::{shrink, Candidates, Shrink, Shrunk, Trial};

use super::{push_pin_and_answer, Checked, Mistake, Subject};
use crate::stress::{packed, stress, Options, HELP};

/// A game problem written as rules with its format
#[derive(Args)]
#[command(after_help = HELP)]
pub struct Stress {
    /// The rule program with its problem's format
    file: PathBuf,
    #[command(flatten)]
    options: Options,
}

/// Most tests listed at one size of the exhaustive start.
const SMALLEST_MOST: usize = 5000;

/// The largest size of the exhaustive start.
const MOST_CAP: i64 = 64;

impl Stress {
    /// Runs the command; its exit status as documented in [`HELP`].
    pub fn stress(&self) -> ExitCode {
        match read(&self.file) {
            Ok((text, problem)) => {
                stress(|seed| RuleProblem::new(seed, text, problem), &self.options)
            }
            Err(message) => {
                crate::say_error(&message);
                ExitCode::from(3)
            }
        }
    }
}

/// The program and its format, or why there is none.
fn read(path: &std::path::Path) -> Result<(String, Problem), String> {
    let text = crate::rules::read_program(path, &Limits::DEFAULT)?;
    let rules = Rules::compile(&text, &[]).map_err(|e| e.to_string())?;
    match Problem::read(&text, &rules).map_err(|e| e.to_string())? {
        Some(problem) => Ok((text, problem)),
        None => Err("the program has no format: stress needs 'input', 'limit' and 'answer' lines (see the README's \"A problem's format and retrograde stress rules\")".into()),
    }
}

/// A test and the format it shrinks within.
#[derive(Clone)]
pub struct Input {
    test: Test,
    problem: Rc<Problem>,
}

impl Hash for Input {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.test.hash(state);
    }
}

impl Shrink for Input {
    fn bolder(&self) -> Candidates<'_, Self> {
        Box::new(std::iter::empty())
    }

    fn neighbours(&self) -> Candidates<'_, Self> {
        let problem = &self.problem;
        Box::new(problem.smaller(&self.test).into_iter().map(|test| Input {
            test,
            problem: Rc::clone(problem),
        }))
    }
}

/// A param set: each param's name and value, as `--set` takes them.
type Settings = Vec<(String, String)>;

/// A problem under stress: the smallest tests first, then random ones;
/// each param set's game solved once.
pub struct RuleProblem {
    text: String,
    problem: Rc<Problem>,
    rng: Rng,
    queue: VecDeque<Test>,
    listed: HashSet<Test>,
    cap: i64,
    listing: bool,
    solved: RefCell<HashMap<Settings, Rc<Solved>>>,
}

impl RuleProblem {
    pub fn new(seed: u64, text: String, problem: Problem) -> Self {
        RuleProblem {
            text,
            problem: Rc::new(problem),
            rng: Rng::new(seed),
            queue: VecDeque::new(),
            listed: HashSet::new(),
            cap: -1,
            listing: true,
            solved: RefCell::new(HashMap::new()),
        }
    }

    /// Lists the tests of the next size of the exhaustive start, the ones
    /// not listed before; the start ends when a size lists too many, or
    /// past [`MOST_CAP`].
    fn list_next_size(&mut self) {
        self.cap += 1;
        let Some(tests) = self.problem.smallest(self.cap, SMALLEST_MOST) else {
            self.listing = false;
            return;
        };
        let fresh: Vec<Test> = tests
            .into_iter()
            .filter(|t| self.listed.insert(t.clone()))
            .collect();
        self.listing = self.cap < MOST_CAP;
        self.queue.extend(fresh);
    }

    /// The game for a param set, solved on first use; a program the limits
    /// refuse for a test's params ends the command.
    fn solve(&self, settings: &[(String, String)]) -> Result<Rc<Solved>, String> {
        if let Some(solved) = self.solved.borrow().get(settings) {
            return Ok(Rc::clone(solved));
        }
        let solved =
            Solved::new(&self.text, settings, Limits::DEFAULT).map_err(|e| e.to_string())?;
        let solved = Rc::new(solved);
        self.solved
            .borrow_mut()
            .insert(settings.to_vec(), Rc::clone(&solved));
        Ok(solved)
    }

    fn truth_of(&self, test: &Test) -> Vec<Truth> {
        self.problem.truth(test, |settings| self.solve(settings)).unwrap_or_else(|message| {
            crate::say_error(&format!("the rules cannot solve a test of their own format: {message}; narrow its 'try' ranges"));
            std::process::exit(3)
        })
    }
}

impl Subject for RuleProblem {
    type Input = Input;

    fn next_input(&mut self) -> Input {
        while self.queue.is_empty() && self.listing {
            self.list_next_size();
        }
        let test = match self.queue.pop_front() {
            Some(test) => test,
            None => self.problem.draw(&mut self.rng),
        };
        Input {
            test,
            problem: Rc::clone(&self.problem),
        }
    }

    fn write(&self, input: &Input) -> String {
        self.problem.write(&input.test)
    }

    fn check(&self, input: &Input, answer: &[u8]) -> Checked {
        let truth = self.truth_of(&input.test);
        match self.problem.judge(&input.test, &truth, answer) {
            Judged::Accepted { .. } => Checked::Accepted,
            Judged::Presentation(report) => Checked::Presentation {
                report: format!("presentation error: {report}\n"),
            },
            Judged::Wrong(wrong) => Checked::Wrong {
                report: format!("wrong answer: {}\n", wrong.report),
                mistake: Mistake {
                    index: wrong.case,
                    pin: wrong.pin,
                },
            },
        }
    }

    fn truth(&self, input: &Input) -> String {
        self.problem.write_truth(&self.truth_of(&input.test))
    }

    fn games(&self, input: &Input) -> usize {
        input.test.cases.len()
    }

    fn unit(&self) -> &'static str {
        "case"
    }

    fn size(&self, input: &Input) -> String {
        let largest = input.test.cases.iter().flatten().map(|g| match g {
            Given::Int(v) => *v,
            Given::List(l) => l.iter().copied().max().unwrap_or(0).max(l.len() as i64),
        });
        format!(
            "{} cases, numbers up to {}",
            input.test.cases.len(),
            largest.max().unwrap_or(0)
        )
    }

    fn shrink(
        &self,
        input: Input,
        suspect: Option<usize>,
        still_fails: impl FnMut(&Input) -> Trial,
    ) -> Shrunk<Input> {
        let mut still_fails = still_fails;
        let first = self.problem.bolder(&input.test, suspect).into_iter().next();
        let start = match first.map(|test| Input {
            test,
            problem: Rc::clone(&self.problem),
        }) {
            Some(one) if still_fails(&one) == Trial::Fails => one,
            _ => input,
        };
        shrink(start, still_fails)
    }

    /// The rule game with the program, the failing case's params and its
    /// state pinned, the run at its end.
    fn link(&self, input: &Input, mistake: Option<&Mistake>, _: Option<&[u8]>) -> String {
        let case = mistake.map_or(0, |m| m.index);
        let settings = input
            .test
            .cases
            .get(case)
            .map(|c| self.problem.settings(c))
            .unwrap_or_default();
        let mut link = format!("game=rules&srcz={}", packed::pack(self.text.as_bytes()));
        for (name, value) in settings {
            link.push_str(&format!("&set={}:{}", escaped(&name), escaped(&value)));
        }
        link.push_str("&step=end");
        push_pin_and_answer(&mut link, mistake.map(|m| m.pin.as_str()), None);
        link
    }

    fn passed(&mut self, _: &Input) {}
}

/// A link's value: letters, digits and `-._~,` as they are, the rest
/// percent-encoded.
fn escaped(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b',' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
