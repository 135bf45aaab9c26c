//! A problem's format on the page: its answer's words, and a test read
//! against the game shown (each case's params, the states it asks about
//! with their outcomes, the expected output).

use retrograde::outcome::Outcome;
use retrograde::rules::problem::{Answer, BadTest, Fault, Problem, Seen};
use retrograde::rules::Rules;
use serde::Serialize;

use crate::code;

/// A program's format: the answer's words (for Win, Lose and a draw when
/// given), whether the answer is one string of letters over a range of
/// states (`row`), and whether the input starts with its number of cases.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProblemFormatWire {
    pub words: Vec<String>,
    pub row: bool,
    pub cases: bool,
}

impl From<&Problem> for ProblemFormatWire {
    fn from(problem: &Problem) -> Self {
        ProblemFormatWire {
            words: problem.answer.words().to_vec(),
            row: matches!(problem.answer, Answer::Row { .. }),
            cases: problem.cases.is_some(),
        }
    }
}

/// A test read against the game shown: the reason it cannot be read
/// (`error`, its line from 1 when one is at fault), or its cases and, when
/// every case was answered from the game, the expected output.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FormatTestWire {
    pub error: Option<BadTestWire>,
    pub cases: Vec<FormatCaseWire>,
    pub output: Option<String>,
    /// The cases the output answers from games solved apart (their params
    /// not the game's), and the states they ask about.
    pub apart: u32,
    pub apart_states: u32,
    /// The states asked about in all, of which the first ones are listed.
    pub states: u32,
}

/// Why a test cannot be read, as data: its line (from 1) when one is at
/// fault, the fault's `code` (`empty`, `endsEarly`, `goesOn`, `tooFew`,
/// `tooMany`, `notInteger`, `tooLarge`, `cases`, `outside`) and its values (the
/// `word` at fault, the `count` of cases, the `case` and the value's
/// `name`), with the command's English message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BadTestWire {
    pub line: Option<u32>,
    pub code: &'static str,
    pub word: Option<String>,
    pub count: Option<u32>,
    pub case: Option<u32>,
    pub name: Option<String>,
    pub message: String,
}

impl From<&BadTest> for BadTestWire {
    fn from(bad: &BadTest) -> Self {
        let mut wire = BadTestWire {
            line: bad.line.map(|l| l as u32),
            code: "",
            word: None,
            count: None,
            case: None,
            name: None,
            message: bad.to_string(),
        };
        wire.code = match &bad.fault {
            Fault::Empty => "empty",
            Fault::EndsEarly => "endsEarly",
            Fault::GoesOn => "goesOn",
            Fault::TooFew => "tooFew",
            Fault::TooMany(word) => {
                wire.word = Some(word.clone());
                "tooMany"
            }
            Fault::NotInteger(word) => {
                wire.word = Some(word.clone());
                "notInteger"
            }
            Fault::TooLarge(word) => {
                wire.word = Some(word.clone());
                "tooLarge"
            }
            Fault::Cases(count) => {
                wire.count = Some(*count as u32);
                "cases"
            }
            Fault::Outside { case, name } => {
                wire.case = Some(*case as u32);
                wire.name = Some(name.clone());
                "outside"
            }
        };
        wire
    }
}

/// A case: its params as `[name, text]` pairs (as `--set` takes them),
/// whether they are the game's (`same`), then its states listed (the
/// first ones of the test) or why one is not a state of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FormatCaseWire {
    pub settings: Vec<(String, String)>,
    pub same: bool,
    pub states: Vec<FormatStateWire>,
    pub error: Option<String>,
}

/// A queried state: its index, its values as the table writes them, its
/// outcome's code and the answer's word for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FormatStateWire {
    pub state: u32,
    pub words: Vec<String>,
    pub outcome: u8,
    pub word: String,
}

impl From<BadTest> for FormatTestWire {
    fn from(bad: BadTest) -> Self {
        FormatTestWire {
            error: Some(BadTestWire::from(&bad)),
            cases: Vec::new(),
            output: None,
            apart: 0,
            apart_states: 0,
            states: 0,
        }
    }
}

/// The cases `seen` from the game `rules` (`outcome` of its states), at
/// most `most` states listed in all.
pub fn format_test(
    problem: &Problem,
    seen: &[Seen],
    rules: &Rules,
    outcome: impl Fn(usize) -> Outcome,
    most: usize,
) -> FormatTestWire {
    let mut left = most;
    let mut total = 0;
    let cases = seen
        .iter()
        .map(|case| {
            let (states, error) = match &case.states {
                Some(Ok(states)) => (states.as_slice(), None),
                Some(Err(why)) => (&[][..], Some(why.clone())),
                None => (&[][..], None),
            };
            total += states.len();
            let listed: Vec<FormatStateWire> = states
                .iter()
                .take(left)
                .map(|&state| FormatStateWire {
                    state: state as u32,
                    words: rules.words(state),
                    outcome: code(outcome(state)),
                    word: problem.word(outcome(state)).to_string(),
                })
                .collect();
            left -= listed.len();
            FormatCaseWire {
                settings: case.settings.clone(),
                same: case.states.is_some(),
                states: listed,
                error,
            }
        })
        .collect();
    FormatTestWire {
        error: None,
        cases,
        output: problem.answer_seen(seen, &outcome),
        apart: 0,
        apart_states: 0,
        states: total as u32,
    }
}
