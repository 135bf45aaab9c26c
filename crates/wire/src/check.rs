//! A checker's verdict on a pasted answer: accepted, a format problem, or the
//! first wrong word with its proof as data, every wrong state and the counts
//! by kind, and the command's report in its own words.

use std::fmt::Display;

use retrograde::check::{Claim, Expected, FormatProblem, Kind, Landing, Place, Proof, Verdict};
use retrograde::games::Shape;
use serde::Serialize;

use crate::code;

/// A move with what its target is for the opponent.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LandingWire<M> {
    #[serde(rename = "move")]
    pub mv: M,
    pub outcome: u8,
    pub remoteness: Option<u32>,
}

/// The claim of a proof, tagged by `kind` (see [`Claim`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ClaimWire<M> {
    NoMoves,
    GameWon,
    WinningMove {
        landing: LandingWire<M>,
    },
    EveryMoveLoses {
        listed: Vec<LandingWire<M>>,
        more: usize,
    },
    NoWinningMove {
        listed: Vec<LandingWire<M>>,
        more: usize,
        stay: M,
    },
    LoopMove {
        stay: M,
    },
}

/// A state's true outcome proved one move deep, and its line of best play.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofWire<M> {
    pub claim: ClaimWire<M>,
    /// The first moves of the line of best play.
    pub line: Vec<M>,
    /// The whole line's length.
    pub line_length: usize,
}

impl<M> ProofWire<M> {
    /// A proof's data, each move named by `mv`.
    pub fn of<S, N>(proof: &Proof<S, N>, mv: impl Fn(&N) -> M) -> Self {
        let landing = |l: &Landing<N>| LandingWire {
            mv: mv(&l.mv),
            outcome: code(l.outcome),
            remoteness: l.remoteness,
        };
        let claim = match &proof.claim {
            Claim::NoMoves => ClaimWire::NoMoves,
            Claim::GameWon => ClaimWire::GameWon,
            Claim::WinningMove(l) => ClaimWire::WinningMove {
                landing: landing(l),
            },
            Claim::EveryMoveLoses { listed, more } => ClaimWire::EveryMoveLoses {
                listed: listed.iter().map(landing).collect(),
                more: *more,
            },
            Claim::NoWinningMove { listed, more, stay } => ClaimWire::NoWinningMove {
                listed: listed.iter().map(landing).collect(),
                more: *more,
                stay: mv(stay),
            },
            Claim::LoopMove { stay } => ClaimWire::LoopMove { stay: mv(stay) },
        };
        ProofWire {
            claim,
            line: proof.line.iter().map(&mv).collect(),
            line_length: proof.line_length,
        }
    }
}

/// The first wrong word: where it is, its state, what it said and the truth,
/// the proof as data, and the proof in the command's words (`text`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FirstMistakeWire<M> {
    pub line: u32,
    pub word: u32,
    pub case: Option<u32>,
    pub state: u32,
    pub said: u8,
    pub truth: u8,
    pub proof: ProofWire<M>,
    pub text: String,
}

/// How many words said `said` where the truth is `truth`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KindWire {
    pub said: &'static str,
    pub truth: &'static str,
    pub count: usize,
}

/// Where a word of an answer is: its line and its place on the line, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlaceWire {
    pub line: u32,
    pub word: u32,
}

impl From<Place> for PlaceWire {
    fn from(place: Place) -> Self {
        PlaceWire {
            line: place.line,
            word: place.word,
        }
    }
}

per_game_wire! {
    /// The layout of a game's answer: the game's own, tagged by `kind` (see
    /// [`Shape`]); its words are the game's (`choices`).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
    pub enum ShapeWire from Shape {
        Berzerk(crate::berzerk::ShapeWire),
        Piles(crate::piles::ShapeWire),
        Graph(crate::graph::ShapeWire),
        Rules(crate::rules::ShapeWire),
    }
}

/// What a whole answer should hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExpectedWire {
    pub words: usize,
    pub choices: &'static [&'static str],
    pub shape: ShapeWire,
}

impl<S: Into<Shape>> From<Expected<S>> for ExpectedWire {
    fn from(expected: Expected<S>) -> Self {
        ExpectedWire {
            words: expected.words,
            choices: expected.choices,
            shape: ShapeWire::from(expected.shape.into()),
        }
    }
}

/// Why an answer is not in the judge's format, tagged by `kind` (see
/// [`FormatProblem`]); `found` is quoted as messages show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum FormatWire {
    Empty {
        expected: ExpectedWire,
    },
    EndsEarly {
        read: usize,
        last: PlaceWire,
        expected: ExpectedWire,
    },
    #[serde(rename_all = "camelCase")]
    NotAWord {
        place: PlaceWire,
        found: String,
        expected: ExpectedWire,
        other_case: bool,
    },
    Extra {
        place: PlaceWire,
        found: String,
        expected: ExpectedWire,
    },
}

impl<S: Into<Shape> + Clone> From<&FormatProblem<S>> for FormatWire {
    fn from(problem: &FormatProblem<S>) -> Self {
        match problem.clone() {
            FormatProblem::Empty { expected } => FormatWire::Empty {
                expected: expected.into(),
            },
            FormatProblem::EndsEarly {
                read,
                last,
                expected,
            } => FormatWire::EndsEarly {
                read,
                last: last.into(),
                expected: expected.into(),
            },
            FormatProblem::NotAWord {
                place,
                found,
                expected,
                other_case,
            } => FormatWire::NotAWord {
                place: place.into(),
                found,
                expected: expected.into(),
                other_case,
            },
            FormatProblem::Extra {
                place,
                found,
                expected,
            } => FormatWire::Extra {
                place: place.into(),
                found,
                expected: expected.into(),
            },
        }
    }
}

/// What the checker says, tagged by `verdict`: `accepted`, `wrong` or
/// `format` (with the problem as data in `format`, and in the command's
/// words in `message`). `report` is what the command prints. `F` is the
/// game's first mistake: a [`FirstMistakeWire`] where states are a game
/// graph's, its own where the proof is in other terms (the piles').
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VerdictWire<F> {
    pub verdict: &'static str,
    pub words: usize,
    pub wrong: usize,
    pub first: Option<F>,
    pub wrong_states: Vec<u32>,
    pub kinds: Vec<KindWire>,
    pub format: Option<FormatWire>,
    pub message: String,
    pub report: String,
}

/// A verdict for an answer of `words` words: the first mistake described by
/// `first`, each wrong word's index (from 0) turned into a state by `state`.
pub fn verdict<X: Display, S: Display + Into<Shape> + Clone, F>(
    verdict: &Verdict<X, S>,
    words: usize,
    first: impl Fn(&X) -> F,
    state: impl Fn(usize) -> u32,
) -> VerdictWire<F> {
    let mut wire = VerdictWire {
        verdict: "accepted",
        words,
        wrong: 0,
        first: None,
        wrong_states: Vec::new(),
        kinds: Vec::new(),
        format: None,
        message: String::new(),
        report: verdict.to_string(),
    };
    match verdict {
        Verdict::Accepted { .. } => {}
        Verdict::PresentationError { problem } => {
            wire.verdict = "format";
            wire.format = Some(problem.into());
            wire.message = problem.to_string();
        }
        Verdict::WrongAnswer(wrong) => {
            wire.verdict = "wrong";
            wire.wrong = wrong.wrong.len();
            wire.first = Some(first(&wrong.first));
            wire.wrong_states = wrong.wrong.iter().map(|&i| state(i)).collect();
            wire.kinds = wrong.kinds.iter().map(kind).collect();
        }
    }
    wire
}

fn kind(kind: &Kind) -> KindWire {
    KindWire {
        said: kind.said,
        truth: kind.truth,
        count: kind.count,
    }
}
