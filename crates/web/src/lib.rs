//! The WebAssembly binding: a thin layer through which the page drives the
//! solvers and reads their tables in place. Built for wasm32 (it compiles natively too, which only the lints use).
//!
//! The tables stay in wasm memory; the page builds typed-array views over
//! the pointers below (rebuilding them if memory grows) instead of copying
//! the world every frame. Only small reports cross as values. Reading the
//! form fields is [`retrograde::fields`]' job; here its answers are only converted.
//!
//! Constructors and [`PileOracle::ask`] throw an `Error` whose message is the
//! first problem's and whose `problems` property lists every bad field as
//! `{ field, message }`, `field` being the input's DOM id.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use retrograde::berzerk::{solve, write_judge_lines, Game, Mover, Walker};
use retrograde::check::{self, BerzerkMistake, SolvedState, Verdict};
use retrograde::fields::{self, FieldError, FieldProblem};
use retrograde::judge::Limits;
use retrograde::outcome::Outcome;
use retrograde::piles::{is_move, PPositions, PileMove, SieveStep, SieveWalker};
use retrograde::retro::{
    best_line, explain, BestLine, Checkpoints, Explanation, Group, MoveRow, Reason, Run, Step,
    Stepper, Timeline,
};

pub use retrograde::fields::MAX_PAGE_OBJECTS;

/// The outcome codes of the bytes behind `outcomes_ptr`, exported to the
/// page as `Outcome` so that it never spells a number.
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

/// Converts a report; `None` stays `null` rather than vanishing.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&serializer).map_err(JsValue::from)
}

#[derive(Serialize)]
struct Problem<'a> {
    field: &'a str,
    message: String,
}

/// The `Error` thrown for bad fields (see the module's documentation).
fn form_error(problems: &[FieldError]) -> JsValue {
    let list: Vec<Problem> = problems
        .iter()
        .map(|p| Problem {
            field: p.field,
            message: p.message(),
        })
        .collect();
    let error = js_sys::Error::new(list.first().map_or("", |p| p.message.as_str()));
    match to_js(&list) {
        Ok(list) => {
            // Setting a property on a fresh Error object cannot fail.
            let _ = js_sys::Reflect::set(&error, &"problems".into(), &list);
            error.into()
        }
        Err(e) => e,
    }
}

/// The page's clock, found on the global object so that the binding also
/// works in a Web Worker, which has no window.
fn clock() -> Result<web_sys::Performance, JsValue> {
    js_sys::Reflect::get(&js_sys::global(), &"performance".into())?
        .dyn_into::<web_sys::Performance>()
        .map_err(|_| JsValue::from_str("run_for needs performance.now()"))
}

/// Calls `run(between_looks)` until about `budget_ms` milliseconds of the
/// page's clock are spent (at least once) or a call takes fewer steps than
/// asked, which means the end. Returns how many steps were taken.
fn run_against_clock(
    budget_ms: f64,
    between_looks: u32,
    mut run: impl FnMut(u32) -> u32,
) -> Result<u32, JsValue> {
    let clock = clock()?;
    let deadline = clock.now() + budget_ms;
    let mut taken = 0;
    loop {
        let batch = run(between_looks);
        taken += batch;
        if batch < between_looks || clock.now() >= deadline {
            return Ok(taken);
        }
    }
}

#[derive(Serialize)]
struct LabelledReport {
    state: u32,
    outcome: u8,
    /// The jump of the deciding move (0 for Loop).
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

impl StepReport {
    /// A step as the page gets it: each labelled state with the jump onto
    /// the state that decided it (0 for Loop).
    fn new(game: &Game, step: Step) -> Self {
        StepReport {
            index: step.index,
            taken: step.taken.map(|s| s as u32),
            labelled: step
                .labelled
                .into_iter()
                .map(|l| LabelledReport {
                    state: l.state as u32,
                    outcome: l.outcome as u8,
                    step: l.by.map_or(0, |by| game.jump(l.state, by)),
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

/// A report as the page gets it, `undefined` when there is none.
fn report<T: Serialize>(step: Option<T>) -> Result<JsValue, JsValue> {
    match step {
        None => Ok(JsValue::UNDEFINED),
        Some(step) => to_js(&step),
    }
}

/// The whole run of a session's game, recorded the first time the page
/// asks for its timeline or seeks.
struct Recorded {
    checkpoints: Checkpoints<Walker>,
    timeline: Timeline,
}

impl Recorded {
    /// One run of the game to its end, as long as the run itself.
    fn of(game: &Game) -> Recorded {
        let checkpoints = Checkpoints::along(Walker::new(game.clone()));
        let timeline = Timeline::of_finished(checkpoints.finished());
        Recorded {
            checkpoints,
            timeline,
        }
    }
}

/// Checks the three Berzerk form fields without making a session (nothing
/// is allocated for the run): throws the same problems as the constructor,
/// so the page can refuse bad fields at once whichever thread would run the
/// game.
#[wasm_bindgen]
pub fn check_berzerk_fields(n: &str, rick: &str, morty: &str) -> Result<(), JsValue> {
    fields::berzerk_game(n, rick, morty, MAX_PAGE_OBJECTS)
        .map(|_| ())
        .map_err(|problems| form_error(&problems))
}

/// Checks the pile grid's size field, as [`PilesSession::new`] does.
#[wasm_bindgen]
pub fn check_pile_size(size: &str) -> Result<(), JsValue> {
    fields::pile_grid_size(size)
        .map(|_| ())
        .map_err(|e| form_error(&[e]))
}

/// One Berzerk game being solved step by step, as the page sees it.
#[wasm_bindgen]
pub struct BerzerkSession {
    walker: Walker,
    recorded: Option<Recorded>,
}

#[wasm_bindgen]
impl BerzerkSession {
    /// Reads the three form fields ("n", "s1", "s2").
    #[wasm_bindgen(constructor)]
    pub fn new(n: &str, rick: &str, morty: &str) -> Result<BerzerkSession, JsValue> {
        let game = fields::berzerk_game(n, rick, morty, MAX_PAGE_OBJECTS)
            .map_err(|problems| form_error(&problems))?;
        Ok(BerzerkSession {
            walker: Walker::new(game),
            recorded: None,
        })
    }

    pub fn n(&self) -> u32 {
        self.walker.graph().objects()
    }

    /// `2n`: states are indexed `mover * n + position`.
    pub fn state_count(&self) -> u32 {
        self.walker.graph().state_count() as u32
    }

    /// `u8` per state: an `Outcome` code.
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

    /// States with this `Outcome` code, the hole excluded (0 for a bad code).
    pub fn count(&self, outcome: u8) -> u32 {
        Outcome::ALL
            .get(outcome as usize)
            .map_or(0, |&outcome| self.walker.count_of(outcome))
    }

    /// Takes one step and reports it; `undefined` when the run is over.
    pub fn step(&mut self) -> Result<JsValue, JsValue> {
        let step = self.walker.next();
        report(step.map(|step| StepReport::new(self.walker.graph(), step)))
    }

    /// The report of the latest step; `undefined` at the start.
    pub fn last_step(&self) -> Result<JsValue, JsValue> {
        let step = self.walker.last_step();
        report(step.map(|step| StepReport::new(self.walker.graph(), step)))
    }

    /// Undoes the latest step; false at the start.
    pub fn back(&mut self) -> bool {
        self.walker.undo()
    }

    /// Takes up to `max_steps` steps without reports; returns how many.
    pub fn run(&mut self, max_steps: u32) -> u32 {
        self.walker.run(max_steps)
    }

    /// Takes steps for about `budget_ms` milliseconds of the page's clock
    /// (at least one step), so a long run can be spread over animation
    /// frames without guessing how many steps fit. Returns how many it took.
    pub fn run_for(&mut self, budget_ms: f64) -> Result<u32, JsValue> {
        // Read the clock about every few thousand units of work, so neither
        // the clock nor an overshoot costs much: a step's share of the run's
        // work bound says how many steps that is.
        let game = self.walker.graph();
        let work: u64 = Walker::work_bound(game).iter().sum();
        let per_step = (work / game.state_count() as u64).max(1);
        let between_looks = (4096 / per_step).clamp(1, 4096) as u32;
        run_against_clock(budget_ms, between_looks, |max| self.walker.run(max))
    }

    /// An upper bound on the work of the whole run (see `Walker::work_bound`),
    /// about a nanosecond a unit natively: the page answers games with a
    /// small bound on its own thread and hands the rest to its worker.
    pub fn work_bound(&self) -> f64 {
        Walker::work_bound(self.walker.graph()).iter().sum::<u64>() as f64
    }

    /// The two judge lines, each ending in a newline, once the run is over.
    pub fn judge_lines(&self) -> Option<String> {
        self.walker.is_done().then(|| {
            let mut out = String::new();
            write_judge_lines(self.n(), self.walker.outcomes(), &mut out);
            out
        })
    }

    /// The jumps of `mover` (0 Rick, 1 Morty), ascending; empty for
    /// another number.
    #[wasm_bindgen(js_name = steps)]
    pub fn jumps(&self, mover: u8) -> Vec<u32> {
        Mover::BOTH
            .get(mover as usize)
            .map_or_else(Vec::new, |&m| self.walker.graph().jumps(m).to_vec())
    }

    /// Everything the run knows so far about `state`, `undefined` for a
    /// state out of range: `{ state, outcome, remoteness, counter, reason,
    /// moves, line }`, where `reason` is tagged by `kind` (`hole`; `win`
    /// with `step, to, toRemoteness`; `lose` with `steps, resist, to,
    /// toRemoteness`; `loop` with `step, to`; `undecided` with `counter,
    /// knownWins, queuedWins, knownLoses`), `moves` is the move table (rows
    /// `{ step, to, outcome, remoteness, group, best }`, `group` being
    /// `winning`, `looping`, `undecided` or `losing`), and `line` the best
    /// line `{ moves: [{ step, to }], cycleStart }`. Outcomes are `Outcome`
    /// codes, `to`s state indices, unknown remoteness is `null`, and the
    /// page's keys `step` and `steps` hold jumps.
    pub fn explain(&self, state: u32) -> Result<JsValue, JsValue> {
        let game = self.walker.graph();
        let index = state as usize;
        if index >= game.state_count() {
            return Ok(JsValue::UNDEFINED);
        }
        to_js(&ExplainReport::new(
            game,
            explain(&self.walker, index),
            best_line(&self.walker, index),
        ))
    }

    /// Landmarks of the whole run, as step numbers: `{ total, firstLose
    /// (or null), layerEnds (one per remoteness, from 0), queueEmpty }`.
    /// The first call (or the first `seek`) runs the game once to its end,
    /// which takes as long as the run itself.
    pub fn timeline(&mut self) -> Result<JsValue, JsValue> {
        let game = self.walker.graph();
        let recorded = self.recorded.get_or_insert_with(|| Recorded::of(game));
        to_js(&TimelineReport::from(&recorded.timeline))
    }

    /// Puts the run at exactly `step`, as that many single steps would,
    /// clamped to the total; returns the step reached. It runs on, undoes,
    /// or runs on from a copy saved along the recorded run, whichever is
    /// cheapest, so that a seek costs a few milliseconds of running at most.
    /// The tables may move: views must be rebuilt from the pointers.
    pub fn seek(&mut self, step: u32) -> u32 {
        let game = self.walker.graph();
        let recorded = self.recorded.get_or_insert_with(|| Recorded::of(game));
        recorded.checkpoints.seek(&mut self.walker, step)
    }

    /// Checks a pasted answer (the game's two judge lines, words separated
    /// by any whitespace) against the truth, whatever the run's progress:
    /// `{ verdict, words, wrong, first, wrongStates, kinds, message, report }`.
    /// `verdict` is `accepted`, `wrong` or `format`; `words` the number of
    /// words expected, `wrong` how many are wrong (0 unless `wrong`);
    /// `first` (or `null`) the first wrong word, `{ line, word, state, said,
    /// truth, proof }` with `line` and `word` from 1 in the pasted text,
    /// `state` an index and `proof` its text (lines joined by `\n`);
    /// `wrongStates` the index of every state answered wrongly, in the
    /// answer's order; `kinds` one `{ said, truth, count }` per kind of
    /// mistake; `message` the format problem (empty otherwise), and `report`
    /// what `retrograde check berzerk` prints. The batch solver gives the
    /// truth; only a wrong answer records the run (as the first `timeline`
    /// does), to prove its first mistake.
    pub fn check(&mut self, answer: &str) -> Result<JsValue, JsValue> {
        let game = self.walker.graph();
        let outcomes = solve(game);
        let recorded = &mut self.recorded;
        let verdict = check::check_berzerk_game(game, &outcomes, answer.as_bytes(), || {
            recorded
                .get_or_insert_with(|| Recorded::of(game))
                .checkpoints
                .finished()
        });
        to_js(&CheckReport::new(game, &verdict))
    }

    /// Every state off the hole at the end of the run, whatever the run's
    /// progress, in index order: `{ object, mover, outcome, remoteness,
    /// bestMoves }`, with `mover` `"Rick"` or `"Morty"`, `outcome` the
    /// judge's word, `remoteness` `null` for a Loop, and `bestMoves` the
    /// jumps of every best move (as the move table marks them). An array of
    /// `2(n - 1)` objects: about a megabyte at n = 7000, but far more on
    /// large circles with dense jump sets, where a state can have
    /// thousands of best moves. Records the run, as the first `timeline`
    /// does.
    pub fn solved_table(&mut self) -> Result<JsValue, JsValue> {
        let game = self.walker.graph();
        let recorded = self.recorded.get_or_insert_with(|| Recorded::of(game));
        let rows: Vec<SolvedRow> = check::solved_table(recorded.checkpoints.finished())
            .into_iter()
            .map(SolvedRow::from)
            .collect();
        to_js(&rows)
    }
}

/// What [`BerzerkSession::check`] answers.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckReport {
    verdict: &'static str,
    words: usize,
    wrong: usize,
    first: Option<FirstMistakeReport>,
    wrong_states: Vec<u32>,
    kinds: Vec<KindReport>,
    message: String,
    report: String,
}

#[derive(Serialize)]
struct FirstMistakeReport {
    line: u32,
    word: u32,
    state: u32,
    said: &'static str,
    truth: &'static str,
    proof: String,
}

#[derive(Serialize)]
struct KindReport {
    said: &'static str,
    truth: &'static str,
    count: usize,
}

impl CheckReport {
    fn new(game: &Game, verdict: &Verdict<BerzerkMistake>) -> Self {
        let mut report = CheckReport {
            verdict: "accepted",
            words: 2 * (game.objects() as usize - 1),
            wrong: 0,
            first: None,
            wrong_states: Vec::new(),
            kinds: Vec::new(),
            message: String::new(),
            report: verdict.to_string(),
        };
        match verdict {
            Verdict::Accepted { .. } => {}
            Verdict::PresentationError { message } => {
                report.verdict = "format";
                report.message = message.clone();
            }
            Verdict::WrongAnswer(wrong) => {
                let first = &wrong.first;
                report.verdict = "wrong";
                report.wrong = wrong.wrong.len();
                report.first = Some(FirstMistakeReport {
                    line: first.place.line,
                    word: first.place.word,
                    state: game.index(first.state) as u32,
                    said: first.said.word(),
                    truth: first.truth.word(),
                    proof: first.proof.to_string(),
                });
                report.wrong_states = wrong
                    .wrong
                    .iter()
                    .map(|&i| game.index(check::answer_state(game, i)) as u32)
                    .collect();
                report.kinds = wrong
                    .kinds
                    .iter()
                    .map(|kind| KindReport {
                        said: kind.said,
                        truth: kind.truth,
                        count: kind.count,
                    })
                    .collect();
            }
        }
        report
    }
}

/// A row of [`BerzerkSession::solved_table`].
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SolvedRow {
    object: u32,
    mover: &'static str,
    outcome: &'static str,
    remoteness: Option<u32>,
    best_moves: Vec<u32>,
}

impl From<SolvedState> for SolvedRow {
    fn from(solved: SolvedState) -> Self {
        SolvedRow {
            object: solved.state.position + 1,
            mover: solved.state.mover.name(),
            outcome: solved.outcome.word(),
            remoteness: solved.remoteness,
            best_moves: solved.best_moves,
        }
    }
}

/// A game read from a pasted judge input, as the Berzerk form's fields.
#[derive(Serialize)]
struct PastedGame {
    cases: u32,
    n: String,
    s1: String,
    s2: String,
}

/// Reads a pasted Berzerk judge input, one game or the multi-case format
/// (taken as multi-case when it reads as one), and answers case `case`
/// (from 1) as the form's field texts: `{ cases, n, s1, s2 }`, jumps
/// ascending with long runs as ranges (`1-6999`). Throws a form error (see
/// the module's documentation) on the field `judge-input` with the judge
/// reader's located message (`line 3, column 7: ...`), or on `judge-case`
/// when there is no such case. Games may be as large as the page's largest
/// circle, but there are at most the judge's 100 cases: a larger first
/// number is read as a game's `n`.
#[wasm_bindgen]
pub fn parse_judge_input(text: &str, case: u32) -> Result<JsValue, JsValue> {
    let limits = Limits {
        max_objects: MAX_PAGE_OBJECTS,
        max_cases: Limits::JUDGE.max_cases,
        ..Limits::LARGE
    };
    let games = check::read_any_berzerk(text.as_bytes(), &limits).map_err(|e| {
        form_error(&[FieldError {
            field: "judge-input",
            problem: FieldProblem::JudgeInput(e),
        }])
    })?;
    let Some(game) = (case as usize).checked_sub(1).and_then(|i| games.get(i)) else {
        return Err(form_error(&[FieldError {
            field: "judge-case",
            problem: FieldProblem::NoSuchCase {
                case,
                held: games.len(),
            },
        }]));
    };
    to_js(&PastedGame {
        cases: games.len() as u32,
        n: game.objects().to_string(),
        s1: check::jump_field(game.jumps(Mover::Rick)),
        s2: check::jump_field(game.jumps(Mover::Morty)),
    })
}

/// The reason for a state's outcome, tagged by `kind`: `hole`, `win`
/// (`step`, `to`, `toRemoteness`), `lose` (`steps`, `resist`, `to`,
/// `toRemoteness`), `loop` (`step`, `to`) or `undecided` (`counter`,
/// `knownWins`, `queuedWins`, `knownLoses`), all moves named by their jumps.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum ReasonReport {
    Hole,
    #[serde(rename_all = "camelCase")]
    Win {
        step: u32,
        to: u32,
        to_remoteness: u32,
    },
    #[serde(rename_all = "camelCase")]
    Lose {
        steps: Vec<u32>,
        resist: u32,
        to: u32,
        to_remoteness: u32,
    },
    Loop {
        step: u32,
        to: u32,
    },
    #[serde(rename_all = "camelCase")]
    Undecided {
        counter: u32,
        known_wins: Vec<u32>,
        queued_wins: Vec<u32>,
        known_loses: Vec<u32>,
    },
}

impl ReasonReport {
    /// The reason for `state`, its moves named by their jumps.
    fn new(game: &Game, state: usize, reason: Reason) -> Self {
        let jump = |to: usize| game.jump(state, to);
        let jumps = |targets: Vec<usize>| targets.into_iter().map(jump).collect();
        match reason {
            Reason::Terminal => ReasonReport::Hole,
            Reason::Win { to, to_remoteness } => ReasonReport::Win {
                step: jump(to),
                to: to as u32,
                to_remoteness,
            },
            Reason::Lose { to, to_remoteness } => ReasonReport::Lose {
                steps: game.jumps(game.state(state).mover).to_vec(),
                resist: jump(to),
                to: to as u32,
                to_remoteness,
            },
            Reason::Loop { to } => ReasonReport::Loop {
                step: jump(to),
                to: to as u32,
            },
            Reason::Undecided {
                counter,
                known_wins,
                queued_wins,
                known_loses,
            } => ReasonReport::Undecided {
                counter,
                known_wins: jumps(known_wins),
                queued_wins: jumps(queued_wins),
                known_loses: jumps(known_loses),
            },
        }
    }
}

/// A row of the move table; `step` is its jump and `group` the move's
/// worth to the mover.
#[derive(Serialize)]
struct MoveRowReport {
    step: u32,
    to: u32,
    outcome: u8,
    remoteness: Option<u32>,
    group: &'static str,
    best: bool,
}

impl MoveRowReport {
    fn new(game: &Game, state: usize, row: MoveRow) -> Self {
        MoveRowReport {
            step: game.jump(state, row.to),
            to: row.to as u32,
            outcome: row.outcome as u8,
            remoteness: row.remoteness,
            group: match row.group {
                Group::Winning => "winning",
                Group::Looping => "looping",
                Group::Undecided => "undecided",
                Group::Losing => "losing",
            },
            best: row.best,
        }
    }
}

#[derive(Serialize)]
struct LineMoveReport {
    step: u32,
    to: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LineReport {
    moves: Vec<LineMoveReport>,
    cycle_start: Option<u32>,
}

/// What [`BerzerkSession::explain`] answers; `outcome`s are `Outcome` codes
/// and `to`s state indices.
#[derive(Serialize)]
struct ExplainReport {
    state: u32,
    outcome: u8,
    remoteness: Option<u32>,
    counter: Option<u32>,
    reason: ReasonReport,
    moves: Vec<MoveRowReport>,
    line: LineReport,
}

impl ExplainReport {
    fn new(game: &Game, explanation: Explanation, line: BestLine) -> Self {
        let state = explanation.state;
        let mut from = state;
        let line_moves = line
            .moves
            .into_iter()
            .map(|to| {
                let step = game.jump(from, to);
                from = to;
                LineMoveReport {
                    step,
                    to: to as u32,
                }
            })
            .collect();
        ExplainReport {
            state: state as u32,
            outcome: explanation.outcome as u8,
            remoteness: explanation.remoteness,
            counter: explanation.counter,
            reason: ReasonReport::new(game, state, explanation.reason),
            moves: explanation
                .moves
                .into_iter()
                .map(|row| MoveRowReport::new(game, state, row))
                .collect(),
            line: LineReport {
                moves: line_moves,
                cycle_start: line.cycle_start.map(|i| i as u32),
            },
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TimelineReport<'a> {
    total: u32,
    first_lose: Option<u32>,
    layer_ends: &'a [u32],
    queue_empty: u32,
}

impl<'a> From<&'a Timeline> for TimelineReport<'a> {
    fn from(timeline: &'a Timeline) -> Self {
        TimelineReport {
            total: timeline.total,
            first_lose: timeline.first_lose,
            layer_ends: &timeline.layer_ends,
            queue_empty: timeline.queue_empty,
        }
    }
}

#[derive(Serialize)]
struct SieveReport {
    index: u32,
    p_position: [u32; 2],
    ruled_out: u64,
}

impl From<SieveStep> for SieveReport {
    fn from(step: SieveStep) -> Self {
        SieveReport {
            index: step.index,
            p_position: step.p_position,
            ruled_out: step.ruled_out,
        }
    }
}

#[derive(Serialize)]
struct MoveReport {
    from_first: u32,
    from_second: u32,
}

impl From<PileMove> for MoveReport {
    fn from(mv: PileMove) -> Self {
        MoveReport {
            from_first: mv.from_first,
            from_second: mv.from_second,
        }
    }
}

#[derive(Serialize)]
struct CellReport {
    decided_at: u32,
    losing: bool,
    #[serde(rename = "move")]
    ruling_move: Option<MoveReport>,
}

/// The plain pile sieve over a square grid, step by step, as the page sees it.
#[wasm_bindgen]
pub struct PilesSession {
    walker: SieveWalker,
    /// Steps of the whole sieve, counted the first time the page asks.
    total: Option<u32>,
}

#[wasm_bindgen]
impl PilesSession {
    /// Reads the grid's side from the "pile-size" field.
    #[wasm_bindgen(constructor)]
    pub fn new(size: &str) -> Result<PilesSession, JsValue> {
        let size = fields::pile_grid_size(size).map_err(|e| form_error(&[e]))?;
        Ok(PilesSession {
            walker: SieveWalker::new(size),
            total: None,
        })
    }

    /// The largest pile: the grid has `(size + 1)^2` cells.
    pub fn size(&self) -> u32 {
        self.walker.bound()
    }

    /// `u16` per cell `(n, m)` at `n * (size + 1) + m`, symmetric: 0 while
    /// undecided, else the step that decided it.
    pub fn decided_at_ptr(&self) -> *const u16 {
        self.walker.decided_at_table().as_ptr()
    }

    /// `u32` pairs `a, b` (`a <= b`), one per step taken, in step order. The
    /// list never moves while the session lives.
    pub fn p_positions_ptr(&self) -> *const u32 {
        self.walker.p_positions().as_ptr().cast()
    }

    pub fn steps_taken(&self) -> u32 {
        self.walker.steps_taken()
    }

    pub fn is_done(&self) -> bool {
        self.walker.is_done()
    }

    /// Cells of the grid decided as winning so far.
    pub fn ruled_out_count(&self) -> f64 {
        self.walker.ruled_out_count() as f64
    }

    /// The cells (table indices) the steps after `from` decided: what a copy
    /// of the decided-at table taken at step `from` lacks.
    pub fn cells_decided_after(&self, from: u32) -> Vec<u32> {
        self.walker.cells_decided_after(from)
    }

    /// Takes one step and reports it; `undefined` when the sieve is over.
    pub fn step(&mut self) -> Result<JsValue, JsValue> {
        report(self.walker.next().map(SieveReport::from))
    }

    /// The report of the latest step; `undefined` at the start.
    pub fn last_step(&self) -> Result<JsValue, JsValue> {
        report(self.walker.last_step().map(SieveReport::from))
    }

    /// Undoes the latest step; false at the start.
    pub fn back(&mut self) -> bool {
        self.walker.undo()
    }

    /// Takes up to `max_steps` steps without reports; returns how many.
    pub fn run(&mut self, max_steps: u32) -> u32 {
        self.walker.run(max_steps)
    }

    /// Like [`BerzerkSession::run_for`]. A step draws rays over the whole
    /// grid, far longer than a look at the clock, so it looks after each.
    pub fn run_for(&mut self, budget_ms: f64) -> Result<u32, JsValue> {
        run_against_clock(budget_ms, 1, |max| self.walker.run(max))
    }

    /// What is known of cell `(n, m)`: `{ decided_at, losing, move }`, where
    /// `move` (or `null`) is, for a cell ruled out, the move onto the
    /// P-position that ruled it out. `undefined` outside the grid.
    pub fn cell(&self, n: u32, m: u32) -> Result<JsValue, JsValue> {
        let size = self.walker.bound();
        if n > size || m > size {
            return Ok(JsValue::UNDEFINED);
        }
        to_js(&CellReport {
            decided_at: self.walker.decided_at(n, m).unwrap_or(0),
            losing: self.walker.is_losing(n, m),
            ruling_move: self.walker.ruling_move(n, m).map(MoveReport::from),
        })
    }

    /// Landmarks of the whole sieve: `{ total }`, its number of steps. The
    /// plain sieve takes one step per P-position `(a, b)`, `a <= b`, in the
    /// grid, so the fast sieve counts them, far more cheaply than a run.
    pub fn timeline(&mut self) -> Result<JsValue, JsValue> {
        let bound = self.walker.bound();
        let total = *self
            .total
            .get_or_insert_with(|| PPositions::up_to(bound).pairs().count() as u32);
        to_js(&PilesTimelineReport { total })
    }

    /// Puts the sieve at exactly `step`, as that many single steps would,
    /// clamped to the end; returns the step reached. Running on or undoing,
    /// or starting over in place, whichever draws fewer cells: the tables
    /// stay where they are.
    pub fn seek(&mut self, step: u32) -> u32 {
        self.walker.seek(step)
    }
}

#[derive(Serialize)]
struct PilesTimelineReport {
    total: u32,
}

#[derive(Serialize)]
struct Answer {
    n: u32,
    m: u32,
    first_wins: bool,
    #[serde(rename = "move")]
    winning_move: Option<MoveReport>,
}

/// Answers pile queries up to the judge's largest pile at once, from the
/// fast sieve run when the oracle is made.
#[wasm_bindgen]
pub struct PileOracle {
    table: PPositions,
}

impl Default for PileOracle {
    fn default() -> Self {
        PileOracle::new()
    }
}

#[wasm_bindgen]
impl PileOracle {
    #[wasm_bindgen(constructor)]
    pub fn new() -> PileOracle {
        PileOracle {
            table: PPositions::up_to(Limits::JUDGE.max_pile),
        }
    }

    /// Whether taking `take_first` and `take_second` stones from `(n, m)` is a
    /// move of the game (so the page's play mode never words the rule itself).
    pub fn is_legal(&self, n: u32, m: u32, take_first: u32, take_second: u32) -> bool {
        take_first <= n && take_second <= m && is_move(take_first, take_second)
    }

    /// The computer's move from `(n, m)` in play mode, `{ from_first,
    /// from_second }`, or `null` at `(0, 0)`; see [`PPositions::perfect_move`].
    pub fn perfect_move(&self, n: u32, m: u32) -> Result<JsValue, JsValue> {
        if n > self.table.bound() || m > self.table.bound() {
            return Err(JsValue::from_str("piles beyond the judge's range"));
        }
        to_js(&self.table.perfect_move(n, m).map(MoveReport::from))
    }

    /// Reads the "pile-n" and "pile-m" fields and answers
    /// `{ n, m, first_wins, move }`, `move` (or `null`) being a winning move.
    pub fn ask(&self, n: &str, m: &str) -> Result<JsValue, JsValue> {
        let (n, m) = fields::pile_query(n, m).map_err(|problems| form_error(&problems))?;
        let winning_move = self.table.winning_move(n, m);
        to_js(&Answer {
            n,
            m,
            first_wins: winning_move.is_some(),
            winning_move: winning_move.map(MoveReport::from),
        })
    }
}
