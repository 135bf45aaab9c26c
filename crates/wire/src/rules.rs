//! A game written in the rule language on the wire: a move is named by the
//! index of the state it reaches; the game's shape, its refusals, its
//! pattern, its moves' labels, its Grundy values' reasons and a sweep's
//! points as data.

use std::ops::Range;

use retrograde::check::Verdict;
use retrograde::outcome::Outcome;
use retrograde::retro::grundy::{Grundy, GrundyReason};
use retrograde::retro::{is_best_move, GameGraph, Run, StepSummary};
use retrograde::rules::check::{RulesMistake, RulesShape};
use retrograde::rules::{
    fields, Domain, Found, Repeat, Rules, RulesGraph, RulesPattern, Source, SumAnswer, SumPlay,
    SumValues, Value, PARAM_SHOWN,
};
use serde::Serialize;

use crate::{
    code, explanation, line_window, step_report, verdict, ExplanationWire, FirstMistakeWire,
    LineWire, MoveRowWire, ProofWire, ReasonWire, StepWire, VerdictWire, BEST_LISTED,
};

/// The layout of an answer to a rule program (one outcome per state, in
/// state order), tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ShapeWire {
    Rules,
}

impl From<RulesShape> for ShapeWire {
    fn from(_: RulesShape) -> Self {
        ShapeWire::Rules
    }
}

/// The rule program refused, tagged by `code`: where (the program's line
/// and column, or a setting's column with `setting` its name) and what,
/// without the place (`detail`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "code", rename_all = "camelCase")]
pub enum FieldProblemWire {
    Rules {
        line: u32,
        column: u32,
        length: u32,
        setting: Option<String>,
        detail: String,
    },
}

impl From<fields::Problem> for FieldProblemWire {
    fn from(fields::Problem(error): fields::Problem) -> Self {
        FieldProblemWire::Rules {
            line: error.place.line,
            column: error.place.column,
            length: error.place.length,
            setting: match error.source {
                Source::Program => None,
                Source::Setting(name) => Some(name),
            },
            detail: error.message,
        }
    }
}

/// The state a move from `_from` to `to` reaches, by index.
fn target(_from: usize, to: usize) -> u32 {
    to as u32
}

/// The latest step, each deciding move named by the state it reaches.
pub fn rules_step(summary: &StepSummary) -> StepWire<u32> {
    step_report(summary, target)
}

/// A state's explanation, each move named by the state it reaches.
pub fn rules_explanation<R: Run>(run: &R, state: usize) -> ExplanationWire<u32> {
    explanation(run, state, target)
}

/// Moves `from..from + count` of a state's best line.
pub fn rules_line<R: Run>(run: &R, state: usize, from: usize, count: usize) -> LineWire<u32> {
    line_window(run, state, from, count, target)
}

/// A checker's verdict on an answer to a rule program (one word per state).
pub fn rules_verdict(
    states: usize,
    v: &Verdict<RulesMistake, RulesShape>,
) -> VerdictWire<FirstMistakeWire<u32>> {
    verdict(
        v,
        states,
        |first| FirstMistakeWire {
            line: first.place.line,
            word: first.place.word,
            case: None,
            state: first.proof.state.index as u32,
            said: code(first.proof.said),
            truth: code(first.proof.truth),
            proof: ProofWire::of(&first.proof, |to| to.index as u32),
            text: first.to_string(),
        },
        |i| i as u32,
    )
}

/// One state at the end of a run, as the page exports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RulesRowWire {
    pub state: u32,
    /// Its values as the table writes them.
    pub words: Vec<String>,
    pub outcome: &'static str,
    pub remoteness: Option<u32>,
    /// The first best moves' target states, in successor order.
    pub best: Vec<u32>,
    pub best_count: usize,
}

/// The rows of `states` of a finished run.
pub fn rules_rows<R: Run>(rules: &Rules, finished: &R, states: Range<usize>) -> Vec<RulesRowWire> {
    assert!(finished.is_done(), "the table is read off a finished run");
    states
        .map(|state| {
            let (own, r) = (finished.outcome(state), finished.remoteness(state));
            let best: Vec<u32> = finished
                .graph()
                .successors(state)
                .filter(|&to| is_best_move(own, r, finished.outcome(to), finished.remoteness(to)))
                .map(|to| to as u32)
                .collect();
            RulesRowWire {
                state: state as u32,
                words: rules.words(state),
                outcome: own.word(),
                remoteness: r,
                best_count: best.len(),
                best: best.into_iter().take(BEST_LISTED).collect(),
            }
        })
        .collect()
}

/// A state variable: an integer range or named values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum VariableWire {
    Range { name: String, low: i64, size: u64 },
    Names { name: String, names: Vec<String> },
}

/// A param's value as written (`5`, `{1, 3, 4}`, `[2, 7]`, `"abc"`,
/// `["#.", ".C"]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ParamWire {
    pub name: String,
    pub text: String,
    /// `int`, `list`, `text` or `grid` (a list of one or more texts).
    pub kind: &'static str,
    /// A grid's rows as they are, for a field that shows one a line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rows: Option<Vec<String>>,
}

/// A param's kind, and a grid's rows (a grid of more than [`PARAM_SHOWN`]
/// characters is a list, written cut as its text is).
fn param_kind(value: &Value) -> (&'static str, Option<Vec<String>>) {
    match value {
        Value::Int(_) => ("int", None),
        Value::Text(_) => ("text", None),
        Value::List(items) => {
            let rows: Option<Vec<String>> = items
                .iter()
                .map(|item| match item {
                    Value::Text(chars) => Some(chars.iter().collect()),
                    _ => None,
                })
                .collect();
            // A grid too long to show whole is shown as its text is, cut.
            let shown =
                |rows: &[String]| rows.iter().map(String::len).sum::<usize>() <= PARAM_SHOWN;
            match rows {
                Some(rows) if !rows.is_empty() && shown(&rows) => ("grid", Some(rows)),
                _ => ("list", None),
            }
        }
    }
}

/// A built game's size and shape.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RulesInfoWire {
    pub states: u32,
    pub moves: u32,
    pub normal_play: bool,
    /// Whether some move goes to a sum: the game is solved from its values.
    pub sums: bool,
    pub variables: Vec<VariableWire>,
    pub params: Vec<ParamWire>,
    /// With `state ... where C`, the combinations of the variables' values
    /// kept as states, ascending (state `i` is the `i`-th; the first
    /// variable slowest); `null` when every combination is a state.
    pub kept: Option<Vec<u32>>,
    /// How a state looks (`draw` lines); `null` without any.
    pub drawing: Option<DrawingWire>,
}

/// The `draw` lines: a board (a grid's rows or a graph's arcs) and its
/// pieces, or counts drawn as heaps (`rows` false) or rows of pins. A
/// picture ([`PositionWire`]) holds a row and a column per piece (on a
/// graph, its node and 0), then `counts` values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DrawingWire {
    pub grid: Option<Vec<String>>,
    /// A graph's arcs (node `i`'s successors): a piece's row is its node.
    pub graph: Option<Vec<Vec<u32>>>,
    pub pieces: Vec<PieceWire>,
    pub rows: bool,
    pub counts: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceWire {
    pub name: String,
    pub letter: String,
}

/// A state drawn: its picture, the position written as a problem's input
/// writes it, and the pictures of its moves' targets and of `around` (the
/// states a step labelled or counted down), each as `[state, picture]`.
/// Values are clamped to 32 bits (a piece that far is off the board).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionWire {
    pub state: u32,
    pub picture: Vec<i32>,
    pub text: String,
    pub moves: Vec<(u32, Vec<i32>)>,
    /// Moves whose targets a `draw` line fails on: not in `moves`.
    pub undrawn: u32,
    pub around: Vec<(u32, Vec<i32>)>,
}

/// The most targets and states around a position drawn.
pub const POSITION_LISTED: usize = 256;

fn drawing_wire(rules: &Rules) -> Option<DrawingWire> {
    let drawing = rules.drawing()?;
    Some(DrawingWire {
        grid: drawing.grid.clone(),
        graph: drawing.graph.clone(),
        pieces: drawing
            .pieces
            .iter()
            .map(|p| PieceWire {
                name: p.name.clone(),
                letter: p.letter.to_string(),
            })
            .collect(),
        rows: drawing.rows,
        counts: (drawing.picture_size() - 2 * drawing.pieces.len()) as u32,
    })
}

/// A picture with its values clamped to 32 bits.
fn clamped(picture: Vec<i64>) -> Vec<i32> {
    picture
        .into_iter()
        .map(|v| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32)
        .collect()
}

/// `state` drawn with its moves' targets and the states `around` (at most
/// [`POSITION_LISTED`] of each; one a `draw` line fails on is left out, and
/// counted in `undrawn` for a move); `None` without a drawing; the located
/// error of a `draw` line that fails on `state` itself.
pub fn position(
    rules: &Rules,
    state: usize,
    targets: impl Iterator<Item = usize>,
    around: &[u32],
) -> Result<Option<PositionWire>, retrograde::rules::RuleError> {
    let Some(drawing) = rules.drawing() else {
        return Ok(None);
    };
    let picture = rules.picture(state)?;
    let pictured = |s: usize| Some((s as u32, clamped(rules.picture(s).ok()?)));
    let targets: Vec<usize> = targets.take(POSITION_LISTED).collect();
    let moves: Vec<_> = targets.iter().filter_map(|&s| pictured(s)).collect();
    Ok(Some(PositionWire {
        state: state as u32,
        text: drawing.text(&picture),
        picture: clamped(picture),
        undrawn: (targets.len() - moves.len()) as u32,
        moves,
        around: around
            .iter()
            .take(POSITION_LISTED)
            .filter_map(|&s| pictured(s as usize))
            .collect(),
    }))
}

/// What the page shows of a built game.
pub fn rules_info(rules: &Rules, states: usize, moves: usize) -> RulesInfoWire {
    RulesInfoWire {
        states: states as u32,
        moves: moves as u32,
        normal_play: !rules.has_win_clause(),
        sums: rules.has_sum_moves(),
        variables: rules
            .variables()
            .iter()
            .map(|v| match &v.domain {
                Domain::Range { low, size } => VariableWire::Range {
                    name: v.name.clone(),
                    low: *low,
                    size: *size,
                },
                Domain::Names(names) => VariableWire::Names {
                    name: v.name.clone(),
                    names: names.clone(),
                },
            })
            .collect(),
        params: rules
            .params()
            .iter()
            .enumerate()
            .map(|(i, (name, value))| {
                let (kind, rows) = param_kind(value);
                ParamWire {
                    name: name.clone(),
                    text: rules.param_text(i),
                    kind,
                    rows,
                }
            })
            .collect(),
        kept: rules.kept().map(<[u32]>::to_vec),
        drawing: drawing_wire(rules),
    }
}

/// A period, from a state (`from`, named `fromWord`), seen `seen` whole
/// times to the end of the range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RepeatWire {
    pub period: usize,
    pub from: usize,
    pub from_word: String,
    pub seen: usize,
}

impl From<&Repeat> for RepeatWire {
    fn from(r: &Repeat) -> Self {
        RepeatWire {
            period: r.period,
            from: r.from,
            from_word: r.from_word.clone(),
            seen: r.seen,
        }
    }
}

/// `retrograde rules --pattern` as data: the period each sequence shows
/// (`outcome`, `grundy`), or else the candidate that came closest
/// (`outcomeClosest`, `grundyClosest`), and the variable's last value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PatternWire {
    pub outcome: Option<RepeatWire>,
    pub grundy: Option<RepeatWire>,
    pub outcome_closest: Option<RepeatWire>,
    pub grundy_closest: Option<RepeatWire>,
    pub normal_play: bool,
    pub up_to: String,
}

impl From<&RulesPattern> for PatternWire {
    fn from(p: &RulesPattern) -> Self {
        let shown = |found: Option<&Found>| found.and_then(|f| f.shown.as_ref()).map(Into::into);
        let closest =
            |found: Option<&Found>| found.and_then(|f| f.closest.as_ref()).map(Into::into);
        PatternWire {
            outcome: shown(Some(&p.outcome)),
            grundy: shown(p.grundy.as_ref()),
            outcome_closest: closest(Some(&p.outcome)),
            grundy_closest: closest(p.grundy.as_ref()),
            normal_play: p.normal_play,
            up_to: p.up_to.clone(),
        }
    }
}

/// A move by the state it reaches, labelled by its rule's target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveLabelWire {
    pub to: u32,
    pub label: String,
}

/// A state's moves, labelled.
pub fn move_labels(labels: Vec<(usize, String)>) -> Vec<MoveLabelWire> {
    labels
        .into_iter()
        .map(|(to, label)| MoveLabelWire {
            to: to as u32,
            label,
        })
        .collect()
}

/// Why a state has its Grundy value (see `GrundyReason`): the value as the
/// table prints it, the finite value or `null`, the finite values reached,
/// their mex and, for an infinite value, the moves keeping it infinite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GrundyReasonWire {
    pub value: String,
    pub finite: Option<u32>,
    pub reached: Vec<u32>,
    pub mex: u32,
    pub keepers: Vec<u32>,
}

impl From<&GrundyReason> for GrundyReasonWire {
    fn from(r: &GrundyReason) -> Self {
        GrundyReasonWire {
            value: r.value.to_string(),
            finite: match r.value {
                Grundy::Finite(v) => Some(v),
                Grundy::Infinite(_) => None,
            },
            reached: r.reached.clone(),
            mex: r.mex,
            keepers: r.keepers.iter().map(|&k| k as u32).collect(),
        }
    }
}

/// One point of a sweep over a param's value: the state's outcome,
/// remoteness and (asked for) Grundy value, where the outcomes and the
/// values repeat (as `--pattern`), or why the game could not be built.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SweepPointWire {
    pub value: i64,
    pub outcome: Option<u8>,
    pub remoteness: Option<u32>,
    pub period: Option<usize>,
    /// The value of the one variable where the period starts, as `--pattern` prints it.
    pub from: Option<i64>,
    /// The state's Grundy value as `--grundy` writes it (`3`, `inf{0,2}`),
    /// when asked for under normal play.
    pub grundy: Option<String>,
    /// Where the Grundy values repeat, as `--pattern`'s `grundy:` line.
    pub grundy_period: Option<usize>,
    pub grundy_from: Option<i64>,
    pub error: Option<String>,
}

impl SweepPointWire {
    /// The point of a value whose game was refused: its error alone.
    pub fn refused(value: i64, error: String) -> Self {
        SweepPointWire {
            value,
            outcome: None,
            remoteness: None,
            period: None,
            from: None,
            grundy: None,
            grundy_period: None,
            grundy_from: None,
            error: Some(error),
        }
    }
}

/// A state's move to a sum: its parts (state indices, sorted), each part's
/// value and the sum's (the XOR), values as `--grundy` writes them.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SumMoveWire {
    pub parts: Vec<u32>,
    pub values: Vec<String>,
    pub value: String,
    /// The outcome for the player who moves to the sum, as a code.
    pub outcome: u8,
}

/// The state's moves to sums, each once, valued.
pub fn sum_moves(graph: &RulesGraph, values: &SumValues, state: usize) -> Vec<SumMoveWire> {
    graph
        .sums()
        .of(state)
        .map(|(parts, _)| {
            let states: Vec<usize> = parts.iter().map(|&p| p as usize).collect();
            let value = values.of_sum(&states);
            SumMoveWire {
                parts: parts.to_vec(),
                values: states
                    .iter()
                    .map(|&p| values.value(p).to_string())
                    .collect(),
                outcome: code(value.outcome()),
                value: value.to_string(),
            }
        })
        .collect()
}

/// Why a state of a game with sums has its outcome: its value, its plain
/// moves grouped by their targets' outcomes (no remoteness: none is known),
/// and no best line. Before the run values it, only its moves.
pub fn rules_sum_explanation<R: Run>(
    run: &R,
    values: &SumValues,
    state: usize,
) -> ExplanationWire<u32> {
    let outcome = run.outcome(state);
    let decided = outcome != Outcome::Undecided;
    let moves = run
        .graph()
        .successors(state)
        .map(|to| MoveRowWire {
            mv: to as u32,
            to: to as u32,
            outcome: code(run.outcome(to)),
            remoteness: None,
            group: match run.outcome(to) {
                Outcome::Lose => "winning",
                Outcome::Loop => "looping",
                Outcome::Win => "losing",
                Outcome::Undecided => "undecided",
            },
            best: false,
        })
        .collect();
    ExplanationWire {
        state: state as u32,
        outcome: code(outcome),
        remoteness: None,
        counter: None,
        reason: ReasonWire::Valued {
            value: if decided {
                values.value(state).to_string()
            } else {
                String::new()
            },
        },
        moves,
        line: LineWire {
            from: 0,
            moves: Vec::new(),
            length: 0,
            cycle_start: None,
        },
    }
}

/// A sum asked about (`retrograde rules --sum`): its outcome, value, each
/// part with its value, and the winning move or why there is none, tagged
/// by `kind` (`move`, `zeroXor`, `unanswered`, `twoInfinite`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SumAnswerWire {
    pub outcome: u8,
    pub value: String,
    /// The XOR when finite.
    pub finite: Option<u32>,
    pub parts: Vec<SumPartWire>,
    pub play: SumPlayWire,
    /// The command's own text for it.
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SumPartWire {
    pub state: u32,
    pub words: String,
    pub value: String,
    pub finite: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SumPlayWire {
    /// Part `part` (from 0) moves to `to` (the game's words), of `value`.
    Move {
        part: u32,
        to: String,
        value: u32,
    },
    ZeroXor,
    Unanswered {
        part: u32,
        rest: u32,
    },
    #[serde(rename_all = "camelCase")]
    TwoInfinite {
        first: u32,
        second: u32,
    },
}

fn finite_of(value: &Grundy) -> Option<u32> {
    match value {
        Grundy::Finite(v) => Some(*v),
        Grundy::Infinite(_) => None,
    }
}

impl SumAnswerWire {
    /// The answer for the sum of `states`.
    pub fn new(answer: &SumAnswer, states: &[usize]) -> Self {
        let parts = answer
            .parts
            .iter()
            .zip(states)
            .map(|((words, value), &state)| SumPartWire {
                state: state as u32,
                words: words.clone(),
                value: value.to_string(),
                finite: finite_of(value),
            })
            .collect();
        let at = |i: usize| i as u32;
        SumAnswerWire {
            outcome: code(answer.outcome),
            value: answer.value.to_string(),
            finite: finite_of(&answer.value),
            parts,
            play: match &answer.play {
                SumPlay::Move { part, to, value } => SumPlayWire::Move {
                    part: at(*part),
                    to: to.clone(),
                    value: *value,
                },
                SumPlay::ZeroXor => SumPlayWire::ZeroXor,
                SumPlay::Unanswered { part, rest } => SumPlayWire::Unanswered {
                    part: at(*part),
                    rest: *rest,
                },
                SumPlay::TwoInfinite { first, second } => SumPlayWire::TwoInfinite {
                    first: at(*first),
                    second: at(*second),
                },
            },
            text: answer.to_string(),
        }
    }
}

/// One move in a sum of positions: part `part` (from 0) goes to `to` (a
/// position or a sum, in the game's words), leaving the sum `text` (as the
/// Sum card writes a sum), of value `value`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SumOptionWire {
    pub part: u32,
    pub to: String,
    pub text: String,
    pub value: String,
    /// The outcome for the player who moves next, as a code.
    pub outcome: u8,
}

/// Every move in the sum of `parts`: each part's moves, to one position or
/// to a sum, in the order of the parts, then of the part's moves.
pub fn sum_options(
    rules: &Rules,
    graph: &RulesGraph,
    values: &SumValues,
    parts: &[usize],
) -> Vec<SumOptionWire> {
    let mut options = Vec::new();
    for (i, &part) in parts.iter().enumerate() {
        let plain = graph.successors(part).map(|to| vec![to as u32]);
        let sums = graph.sums().of(part).map(|(to, _)| to.to_vec());
        for to in plain.chain(sums) {
            let mut after: Vec<usize> = parts.to_vec();
            after.remove(i);
            after.extend(to.iter().map(|&p| p as usize));
            let value = values.of_sum(&after);
            let words: Vec<String> = after.iter().map(|&p| rules.describe(p)).collect();
            options.push(SumOptionWire {
                part: i as u32,
                to: rules.describe_sum(&to),
                text: words.join(", "),
                outcome: code(value.outcome()),
                value: value.to_string(),
            });
        }
    }
    options
}
