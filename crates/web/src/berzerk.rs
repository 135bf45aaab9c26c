//! Berzerk as the page drives it.
//!
//! A session holds the exact run (the walker, which Step, Back and Play
//! move) and, once anyone needs every outcome (End, a check, an export), the
//! run's end computed without stepping ([`EndOfRun`]: the batch solver, then
//! one pass over the decided states). After End the page shows that end at
//! once; the exact run is then recorded in slices ([`Recording`]) when the
//! page needs to go back or scrub, so every step stays exactly what single
//! steps give.

use wasm_bindgen::prelude::*;

use retrograde::berzerk::{end_of_run, write_judge_lines, EndOfRun, Game, Mover, Walker};
use retrograde::check::{self, check_berzerk_game};
use retrograde::fields::{self, FieldError, FieldProblem};
use retrograde::judge::Limits;
use retrograde::outcome::Outcome;
use retrograde::retro::{Checkpoints, Recording, Run, Stepper, Timeline};
use retrograde_wire::{
    berzerk_explanation, berzerk_line, berzerk_step, berzerk_verdict, PastedGameWire,
    SolvedRowWire, StepWire, TimelineWire,
};

use crate::{against_clock, record_against_clock, refusal, to_js, MAX_PAGE_OBJECTS};

/// Checks the three Berzerk form fields without making a session (nothing
/// is allocated for the run): throws the same problems as the constructor,
/// so the page can refuse bad fields at once whichever thread would run the
/// game.
#[wasm_bindgen]
pub fn check_berzerk_fields(n: &str, rick: &str, morty: &str) -> Result<(), JsValue> {
    fields::berzerk_game(n, rick, morty, MAX_PAGE_OBJECTS)
        .map(|_| ())
        .map_err(|problems| refusal(&problems))
}

/// Steps a seek undoes without recorded copies; farther back, the run is
/// recorded first.
const UNDONE_WITHOUT_COPIES: u32 = 64;

/// The end of the run, and what the page reads of it.
struct End {
    run: EndOfRun,
    /// States per outcome, the holes not counted.
    counts: [u32; 4],
}

impl End {
    fn of(game: &Game) -> End {
        let run = end_of_run(game);
        let n = game.objects() as usize;
        let mut counts = [0; 4];
        for (state, &outcome) in run.outcomes().iter().enumerate() {
            if state % n != 0 {
                counts[outcome as usize] += 1;
            }
        }
        End { run, counts }
    }
}

/// One Berzerk game as the page sees it.
#[wasm_bindgen]
pub struct BerzerkSession {
    walker: Walker,
    /// The run's end, once computed.
    end: Option<End>,
    /// Whether the page shows `end` rather than the walker.
    showing_end: bool,
    /// The exact run being recorded, slice by slice.
    recording: Option<Recording<Walker>>,
    /// The exact run, recorded to its end.
    checkpoints: Option<Checkpoints<Walker>>,
}

#[wasm_bindgen]
impl BerzerkSession {
    /// Reads the three form fields ("n", "s1", "s2").
    #[wasm_bindgen(constructor)]
    pub fn new(n: &str, rick: &str, morty: &str) -> Result<BerzerkSession, JsValue> {
        let game = fields::berzerk_game(n, rick, morty, MAX_PAGE_OBJECTS)
            .map_err(|problems| refusal(&problems))?;
        Ok(BerzerkSession {
            walker: Walker::new(game),
            end: None,
            showing_end: false,
            recording: None,
            checkpoints: None,
        })
    }

    fn game(&self) -> &Game {
        self.walker.graph()
    }

    /// The end, computed the first time it is needed.
    fn end(&mut self) -> &End {
        let game = self.walker.graph();
        self.end.get_or_insert_with(|| End::of(game))
    }

    /// The end, when the page shows it.
    fn shown_end(&self) -> Option<&End> {
        self.end.as_ref().filter(|_| self.showing_end)
    }

    pub fn n(&self) -> u32 {
        self.game().objects()
    }

    /// `2n`: states are indexed `mover * n + position`.
    pub fn state_count(&self) -> u32 {
        self.game().state_count() as u32
    }

    /// The jumps of `mover` (0 Rick, 1 Morty), ascending; empty for another
    /// number.
    pub fn jumps(&self, mover: u8) -> Vec<u32> {
        Mover::BOTH
            .get(mover as usize)
            .map_or_else(Vec::new, |&m| self.game().jumps(m).to_vec())
    }

    /// The walker's work bound (about a nanosecond a unit, natively): the
    /// page answers games with a small one on its own thread.
    pub fn work_bound(&self) -> f64 {
        Walker::work_bound(self.game()).iter().sum::<u64>() as f64
    }

    /// The work bound of the end of a run without stepping, in the same
    /// units: End steps the run only when that is no cheaper.
    pub fn end_work_bound(&self) -> f64 {
        EndOfRun::work_bound(self.game()) as f64
    }

    /// `u8` per state: an outcome code.
    pub fn outcomes_ptr(&self) -> *const u8 {
        match self.shown_end() {
            Some(end) => end.run.outcomes().as_ptr().cast(),
            None => self.walker.outcomes().as_ptr().cast(),
        }
    }

    /// `u32` per state: successors not yet known to be Win (meaningful only
    /// for undecided states).
    pub fn counters_ptr(&self) -> *const u32 {
        self.walker.counters().as_ptr()
    }

    /// `u32` per state: remoteness, `u32::MAX` when unknown or Loop.
    pub fn remoteness_ptr(&self) -> *const u32 {
        match self.shown_end() {
            Some(end) => end.run.remoteness_table().as_ptr(),
            None => self.walker.remoteness_table().as_ptr(),
        }
    }

    /// `u32` per queued state, in order; `queue[head..tail]` waits.
    pub fn queue_ptr(&self) -> *const u32 {
        match self.shown_end() {
            Some(end) => end.run.queue().as_ptr(),
            None => self.walker.queue().as_ptr(),
        }
    }

    pub fn queue_head(&self) -> u32 {
        match self.shown_end() {
            Some(end) => end.run.queue_head() as u32,
            None => self.walker.queue_head() as u32,
        }
    }

    pub fn queue_tail(&self) -> u32 {
        match self.shown_end() {
            Some(end) => end.run.queue().len() as u32,
            None => self.walker.queue().len() as u32,
        }
    }

    pub fn steps_taken(&self) -> u32 {
        match self.shown_end() {
            Some(end) => end.run.steps_taken(),
            None => self.walker.steps_taken(),
        }
    }

    pub fn is_done(&self) -> bool {
        self.showing_end || self.walker.is_done()
    }

    /// States with this outcome code, the holes excluded (0 for a bad code).
    pub fn count(&self, outcome: u8) -> u32 {
        let Some(&outcome) = Outcome::ALL.get(outcome as usize) else {
            return 0;
        };
        match self.shown_end() {
            Some(end) => end.counts[outcome as usize],
            None => self.walker.count_of(outcome),
        }
    }

    /// The latest step in brief, at most `limit` states of each kind listed
    /// (`StepWire`, moves named by jump); `undefined` at the start.
    pub fn last_step(&self, limit: u32) -> Result<JsValue, JsValue> {
        if let Some(end) = self.shown_end() {
            return to_js(&final_step(&end.run, end.counts[Outcome::Loop as usize]));
        }
        match self.walker.last_step_summary(limit as usize) {
            None => Ok(JsValue::UNDEFINED),
            Some(summary) => to_js(&berzerk_step(self.game(), &summary)),
        }
    }

    /// Takes up to `steps` steps; returns how many.
    pub fn run(&mut self, steps: u32) -> u32 {
        if self.showing_end {
            return 0;
        }
        self.walker.run(steps)
    }

    /// Takes steps for about `budget_ms` milliseconds (at least one), so a
    /// long run can be spread over slices without guessing how many fit.
    pub fn run_for(&mut self, budget_ms: f64) -> Result<u32, JsValue> {
        let per_step = (self.work_bound() as u64 / self.game().state_count() as u64).max(1);
        let between_looks = (4096 / per_step).clamp(1, 4096) as u32;
        if self.showing_end {
            return Ok(0);
        }
        against_clock(budget_ms, between_looks, |max| self.walker.run(max))
    }

    /// Shows the run's end at once, computed without stepping (or the
    /// recorded end, once there is one).
    pub fn end_now(&mut self) {
        if self.walker.is_done() {
            return;
        }
        if let Some(copies) = &self.checkpoints {
            self.walker = copies.finished().clone();
            return;
        }
        self.end();
        self.showing_end = true;
    }

    /// Whether the exact run is recorded to its end (so any step can be
    /// shown exactly, and Back works after End).
    pub fn is_recorded(&self) -> bool {
        self.checkpoints.is_some()
    }

    /// Records the exact run for about `budget_ms` milliseconds; returns the
    /// share of the run's states taken so far (1 once recorded). When the
    /// recording is done and the page shows the end computed without
    /// stepping, the recorded end takes its place: the same tables, and now
    /// the exact counters and steps back.
    pub fn record_for(&mut self, budget_ms: f64) -> Result<f64, JsValue> {
        if self.checkpoints.is_some() {
            return Ok(1.0);
        }
        let game = self.game().clone();
        let recording = self
            .recording
            .get_or_insert_with(|| Recording::along(Walker::new(game)));
        if let Some(share) = record_against_clock(recording, budget_ms)? {
            return Ok(share);
        }
        let copies = self
            .recording
            .take()
            .expect("a recording")
            .into_checkpoints();
        if self.showing_end {
            self.walker = copies.finished().clone();
            self.showing_end = false;
        }
        self.checkpoints = Some(copies);
        Ok(1.0)
    }

    /// Undoes the latest step; false at the start, or after End before the
    /// run is recorded (see [`BerzerkSession::record_for`]).
    pub fn back(&mut self) -> bool {
        if self.showing_end {
            return false;
        }
        self.walker.undo()
    }

    /// Back to the start; what was recorded of the run is kept.
    pub fn reset(&mut self) {
        self.walker = Walker::new(self.game().clone());
        self.showing_end = false;
    }

    /// Puts the run at exactly `step` (clamped to the run) as single steps
    /// would: forward by stepping, back by undoing a few steps or from the
    /// recorded copies. Returns the step reached, or `undefined` when going
    /// back needs the run recorded first (see [`BerzerkSession::record_for`]).
    pub fn seek(&mut self, step: u32) -> Option<u32> {
        let now = self.steps_taken();
        if step >= now {
            if !self.showing_end {
                self.walker.run(step - now);
            }
            return Some(self.steps_taken());
        }
        if let Some(copies) = &self.checkpoints {
            self.showing_end = false;
            return Some(copies.seek(&mut self.walker, step));
        }
        if self.showing_end || now - step > UNDONE_WITHOUT_COPIES {
            return None;
        }
        while self.walker.steps_taken() > step {
            self.walker.undo();
        }
        Some(step)
    }

    /// Everything the run knows so far about `state` (`ExplanationWire`,
    /// moves named by jump); `undefined` out of range.
    pub fn explain(&self, state: u32) -> Result<JsValue, JsValue> {
        let state = state as usize;
        if state >= self.game().state_count() {
            return Ok(JsValue::UNDEFINED);
        }
        match self.shown_end() {
            Some(end) => to_js(&berzerk_explanation(&end.run, state)),
            None => to_js(&berzerk_explanation(&self.walker, state)),
        }
    }

    /// Moves `from..from + count` of `state`'s best line (`LineWire`, moves
    /// named by jump); `undefined` out of range.
    pub fn line(&self, state: u32, from: u32, count: u32) -> Result<JsValue, JsValue> {
        let (state, from, count) = (state as usize, from as usize, count as usize);
        if state >= self.game().state_count() {
            return Ok(JsValue::UNDEFINED);
        }
        match self.shown_end() {
            Some(end) => to_js(&berzerk_line(&end.run, state, from, count)),
            None => to_js(&berzerk_line(&self.walker, state, from, count)),
        }
    }

    /// Landmarks of the whole run (`TimelineWire`), read off its end: no
    /// stepping needed.
    pub fn timeline(&mut self) -> Result<JsValue, JsValue> {
        let timeline = Timeline::of_finished(&self.end().run);
        to_js(&TimelineWire::from(&timeline))
    }

    /// The two judge lines, each ending in a newline, once the run is over.
    pub fn judge_lines(&self) -> Option<String> {
        if !self.is_done() {
            return None;
        }
        let outcomes = match self.shown_end() {
            Some(end) => end.run.outcomes(),
            None => self.walker.outcomes(),
        };
        let mut out = String::new();
        write_judge_lines(self.n(), outcomes, &mut out);
        Some(out)
    }

    /// Checks a pasted answer (the game's two judge lines, words separated by
    /// any whitespace) against the truth, whatever the run's progress:
    /// `VerdictWire` with proofs' moves as `JumpWire`.
    pub fn check(&mut self, answer: &str) -> Result<JsValue, JsValue> {
        let game = self.game().clone();
        let end = &self.end().run;
        let verdict = check_berzerk_game(&game, end.outcomes(), answer.as_bytes(), || end);
        to_js(&berzerk_verdict(&game, &verdict))
    }

    /// The rows of the exported table for states `from..to` (indices; the
    /// holes left out), at the run's end: an array of `SolvedRowWire`, so the
    /// page writes a table of any size a slice at a time.
    pub fn table_rows(&mut self, from: u32, to: u32) -> Result<JsValue, JsValue> {
        let count = self.game().state_count();
        let range = (from as usize).min(count)..(to as usize).min(count);
        let rows: Vec<SolvedRowWire> = check::solved_states(&self.end().run, range)
            .iter()
            .map(SolvedRowWire::from)
            .collect();
        to_js(&rows)
    }
}

/// The final Loop step of a run that is over, in brief.
fn final_step(run: &EndOfRun, loops: u32) -> StepWire<u32> {
    StepWire {
        index: run.steps_taken(),
        taken: None,
        labelled: Vec::new(),
        decremented: Vec::new(),
        labelled_count: u64::from(loops),
        decremented_count: 0,
        wins: 0,
        loses: 0,
        loops: u64::from(loops),
    }
}

/// A pasted judge input (one game, or T cases) read into the form's fields:
/// case `case` (from 1) as `PastedGameWire`. Refused on `judge-input` with
/// the judge reader's located problem, or on `judge-case` when there is no
/// such case. Games may be as large as the page's largest circle, but there
/// are at most the judge's 100 cases: a larger first number is read as a
/// game's `n`.
#[wasm_bindgen]
pub fn parse_judge_input(text: &str, case: u32) -> Result<JsValue, JsValue> {
    let limits = Limits {
        max_objects: MAX_PAGE_OBJECTS,
        max_cases: Limits::JUDGE.max_cases,
        ..Limits::LARGE
    };
    let games = check::read_any_berzerk(text.as_bytes(), &limits).map_err(|e| {
        refusal(&[FieldError {
            field: "judge-input",
            problem: FieldProblem::JudgeInput(e),
        }])
    })?;
    let Some(game) = (case as usize).checked_sub(1).and_then(|i| games.get(i)) else {
        return Err(refusal(&[FieldError {
            field: "judge-case",
            problem: FieldProblem::NoSuchCase {
                case,
                held: games.len(),
            },
        }]));
    };
    to_js(&PastedGameWire {
        cases: games.len() as u32,
        n: game.objects().to_string(),
        s1: check::jump_field(game.jumps(Mover::Rick)),
        s2: check::jump_field(game.jumps(Mover::Morty)),
    })
}
