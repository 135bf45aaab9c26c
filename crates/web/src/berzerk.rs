//! Berzerk as the page drives it.
//!
//! Its session steps the walker, and once anyone needs every outcome (End,
//! a check, an export) computes the run's end without stepping
//! ([`EndOfRun`]: the batch solver, then one pass over the decided states),
//! which End shows at once; the rest is the shared [`Session`].

use std::cell::OnceCell;
use std::ops::Range;

use wasm_bindgen::prelude::*;

use retrograde::berzerk::check::{self, check_berzerk_game};
use retrograde::berzerk::judge::Limits;
use retrograde::berzerk::pasted::{jump_field, read_any_berzerk};
use retrograde::berzerk::{end_of_run, fields, write_judge_lines, EndOfRun, Game, Mover, Walker};
use retrograde::outcome::Outcome;
use retrograde::retro::{Run, Stepper};
use retrograde_wire::{
    berzerk_explanation, berzerk_line, berzerk_step, berzerk_verdict, ExplanationWire, LineWire,
    PastedGameWire, SolvedRowWire, StepWire,
};

use crate::session::{shared_session_methods, Session, SessionGame, Shown};
use crate::{refusal, refused_input, to_js, MAX_PAGE_OBJECTS};

/// Checks the three Berzerk form fields without making a session (nothing
/// is allocated for the run): throws the same problems as the constructor,
/// so the page can refuse bad fields at once whichever thread would run the
/// game.
#[wasm_bindgen]
pub fn check_berzerk_fields(n: &str, rick: &str, morty: &str) -> Result<(), JsValue> {
    fields::game(n, rick, morty, MAX_PAGE_OBJECTS)
        .map(|_| ())
        .map_err(refusal)
}

/// Berzerk's own part of its session: the end is computed without stepping
/// ([`EndOfRun`]), moves are named by jump, and the hole is no state.
struct Berzerk {
    game: Game,
    /// States per outcome at the end, the holes not counted; tallied once.
    end_counts: OnceCell<[u32; 4]>,
}

impl Berzerk {
    fn end_counts(&self, end: &EndOfRun) -> &[u32; 4] {
        self.end_counts.get_or_init(|| {
            let n = self.game.objects() as usize;
            let mut counts = [0; 4];
            for (state, &outcome) in end.outcomes().iter().enumerate() {
                if state % n != 0 {
                    counts[outcome as usize] += 1;
                }
            }
            counts
        })
    }
}

impl SessionGame for Berzerk {
    type Run = Walker;
    type End = EndOfRun;

    fn start(&self) -> Walker {
        Walker::new(self.game.clone())
    }

    fn end(&self) -> EndOfRun {
        end_of_run(&self.game)
    }

    fn counters(run: &Walker) -> &[u32] {
        run.counters()
    }

    fn steps_between_looks(&self) -> u32 {
        let per_step = (walker_work(&self.game) / self.game.state_count() as u64).max(1);
        (4096 / per_step).clamp(1, 4096) as u32
    }

    fn count(&self, shown: &Shown<'_, Self>, outcome: Outcome) -> u32 {
        match shown {
            Shown::Run(walker) => walker.count_of(outcome),
            Shown::End(end) => self.end_counts(end)[outcome as usize],
        }
    }

    fn last_step(&self, shown: &Shown<'_, Self>, limit: usize) -> Option<StepWire<u32>> {
        match shown {
            Shown::Run(walker) => walker
                .last_step_summary(limit)
                .map(|summary| berzerk_step(&self.game, &summary)),
            Shown::End(end) => Some(final_step(
                end,
                self.end_counts(end)[Outcome::Loop as usize],
            )),
        }
    }

    fn explanation<R: Run<Graph = Game>>(run: &R, state: usize) -> ExplanationWire<u32> {
        berzerk_explanation(run, state)
    }

    fn line<R: Run<Graph = Game>>(
        run: &R,
        state: usize,
        from: usize,
        count: usize,
    ) -> LineWire<u32> {
        berzerk_line(run, state, from, count)
    }

    /// The holes are left out: an array of `SolvedRowWire`.
    fn rows(end: &EndOfRun, states: Range<usize>) -> Result<JsValue, JsValue> {
        let rows: Vec<SolvedRowWire> = check::solved_states(end, states)
            .iter()
            .map(SolvedRowWire::from)
            .collect();
        to_js(&rows)
    }
}

/// One Berzerk game as the page sees it: the methods every session shares,
/// then Berzerk's own.
#[wasm_bindgen]
pub struct BerzerkSession {
    session: Session<Berzerk>,
}

shared_session_methods!(BerzerkSession);

#[wasm_bindgen]
impl BerzerkSession {
    /// Reads the three form fields ("n", "s1", "s2").
    #[wasm_bindgen(constructor)]
    pub fn new(n: &str, rick: &str, morty: &str) -> Result<BerzerkSession, JsValue> {
        let game = fields::game(n, rick, morty, MAX_PAGE_OBJECTS).map_err(refusal)?;
        Ok(BerzerkSession {
            session: Session::new(Berzerk {
                game,
                end_counts: OnceCell::new(),
            }),
        })
    }

    fn game(&self) -> &Game {
        &self.session.rules().game
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
        walker_work(self.game()) as f64
    }

    /// The work bound of the end of a run without stepping, in the same
    /// units: End steps the run only when that is no cheaper.
    pub fn end_work_bound(&self) -> f64 {
        EndOfRun::work_bound(self.game()) as f64
    }

    /// Shows the run's end at once, computed without stepping (or the
    /// recorded end, once there is one); the exact run is recorded later,
    /// when the page needs to go back.
    pub fn end_now(&mut self) {
        self.session.end_now();
    }

    /// The two judge lines, each ending in a newline, once the run is over.
    pub fn judge_lines(&self) -> Option<String> {
        if !self.session.is_done() {
            return None;
        }
        let mut out = String::new();
        write_judge_lines(self.n(), self.session.outcomes(), &mut out);
        Some(out)
    }

    /// Checks a pasted answer (the game's two judge lines, words separated by
    /// any whitespace) against the truth, whatever the run's progress:
    /// `VerdictWire` with proofs' moves as `JumpWire`.
    pub fn check(&mut self, answer: &str) -> Result<JsValue, JsValue> {
        let game = self.game().clone();
        let end = self.session.end();
        let verdict = check_berzerk_game(&game, end.outcomes(), answer.as_bytes(), || end);
        to_js(&berzerk_verdict(&game, &verdict))
    }
}

/// The walker's work bound over the whole run (both movers' shares).
fn walker_work(game: &Game) -> u64 {
    Walker::work_bound(game).iter().sum()
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
        objects: MAX_PAGE_OBJECTS,
        cases: Limits::JUDGE.cases,
        ..Limits::LARGE
    };
    let games =
        read_any_berzerk(text.as_bytes(), &limits).map_err(|e| refused_input("judge-input", e))?;
    let Some(game) = (case as usize).checked_sub(1).and_then(|i| games.get(i)) else {
        return Err(refusal([fields::no_such_case(case, games.len())]));
    };
    to_js(&PastedGameWire {
        cases: games.len() as u32,
        n: game.objects().to_string(),
        s1: jump_field(game.jumps(Mover::Rick)),
        s2: jump_field(game.jumps(Mover::Morty)),
    })
}
