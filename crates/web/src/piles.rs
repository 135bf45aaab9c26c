//! The two-pile game as the page drives it: the plain sieve over a square
//! grid, one P-position per step, and an oracle over the judge's range.

use wasm_bindgen::prelude::*;

use retrograde::piles::check::check_piles;
use retrograde::piles::fields;
use retrograde::piles::judge::{read_piles, Limits};
use retrograde::piles::{is_move, PPositions, SieveWalker};
use retrograde_wire::{piles_verdict, CellWire, PileAnswerWire, PileMoveWire, SieveStepWire};

use crate::{against_clock, refusal, refused_input, to_js};

/// Checks the pile grid's size field, as [`PilesSession::new`] does.
#[wasm_bindgen]
pub fn check_pile_size(size: &str) -> Result<(), JsValue> {
    fields::grid_size(size)
        .map(|_| ())
        .map_err(|e| refusal([e]))
}

/// The check card's field for the queries an answer answers.
const QUERIES_FIELD: &str = "pile-queries";

/// Checks `answer` against pile `queries` (a judge input: `T`, then `T`
/// lines `n m`, within the judge's limits) as `retrograde check piles`
/// does: a `VerdictWire` whose states are the queries' cells (see
/// `PILE_SIDE`). Queries that are not a judge input are refused on their
/// field.
#[wasm_bindgen]
pub fn check_pile_answer(queries: &str, answer: &str) -> Result<JsValue, JsValue> {
    let queries = read_piles(queries.as_bytes(), &Limits::JUDGE)
        .map_err(|e| refused_input(QUERIES_FIELD, e))?;
    let verdict = check_piles(&queries, answer.as_bytes());
    to_js(&piles_verdict(&queries, &verdict))
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
        let size = fields::grid_size(size).map_err(|e| refusal([e]))?;
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

    /// `u32` pairs `a, b` (`a <= b`), one per step taken, in step order.
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

    /// The latest step (`SieveStepWire`); `undefined` at the start.
    pub fn last_step(&self) -> Result<JsValue, JsValue> {
        match self.walker.last_step() {
            None => Ok(JsValue::UNDEFINED),
            Some(step) => to_js(&SieveStepWire::from(step)),
        }
    }

    /// Undoes the latest step; false at the start.
    pub fn back(&mut self) -> bool {
        self.walker.undo()
    }

    /// Takes up to `max_steps` steps; returns how many.
    pub fn run(&mut self, max_steps: u32) -> u32 {
        self.walker.run(max_steps)
    }

    /// Takes steps for about `budget_ms` milliseconds (at least one). A step
    /// draws rays over the whole grid, far longer than a look at the clock,
    /// so it looks after each.
    pub fn run_for(&mut self, budget_ms: f64) -> Result<u32, JsValue> {
        against_clock(budget_ms, 1, |max| self.walker.run(max))
    }

    /// What is known of cell `(n, m)` (`CellWire`); `undefined` outside the
    /// grid.
    pub fn cell(&self, n: u32, m: u32) -> Result<JsValue, JsValue> {
        let size = self.walker.bound();
        if n > size || m > size {
            return Ok(JsValue::UNDEFINED);
        }
        to_js(&CellWire {
            decided_at: self.walker.decided_at(n, m).unwrap_or(0),
            losing: self.walker.is_losing(n, m),
            mv: self.walker.ruling_move(n, m).map(PileMoveWire::from),
        })
    }

    /// The sieve's number of steps: one per P-position `(a, b)`, `a <= b`, in
    /// the grid, which the fast sieve counts far more cheaply than a run.
    pub fn total_steps(&mut self) -> u32 {
        let bound = self.walker.bound();
        *self
            .total
            .get_or_insert_with(|| PPositions::up_to(bound).pairs().count() as u32)
    }

    /// Puts the sieve at exactly `step`, as that many single steps would,
    /// clamped to the end; returns the step reached.
    pub fn seek(&mut self, step: u32) -> u32 {
        self.walker.seek(step)
    }
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
            table: PPositions::up_to(Limits::JUDGE.pile),
        }
    }

    /// Whether taking `take_first` and `take_second` stones from `(n, m)` is
    /// a move of the game (so the page's play mode never words the rule).
    pub fn is_legal(&self, n: u32, m: u32, take_first: u32, take_second: u32) -> bool {
        take_first <= n && take_second <= m && is_move(take_first, take_second)
    }

    /// The computer's move from `(n, m)` (`PileMoveWire`), or `null` at
    /// `(0, 0)`; see [`PPositions::perfect_move`].
    pub fn perfect_move(&self, n: u32, m: u32) -> Result<JsValue, JsValue> {
        if n > self.table.bound() || m > self.table.bound() {
            return Err(JsValue::from_str("piles beyond the judge's range"));
        }
        to_js(&self.table.perfect_move(n, m).map(PileMoveWire::from))
    }

    /// Reads the "pile-n" and "pile-m" fields and answers (`PileAnswerWire`).
    pub fn ask(&self, n: &str, m: &str) -> Result<JsValue, JsValue> {
        let (n, m) = fields::query(n, m).map_err(refusal)?;
        let winning = self.table.winning_move(n, m);
        to_js(&PileAnswerWire {
            n,
            m,
            first_wins: winning.is_some(),
            mv: winning.map(PileMoveWire::from),
        })
    }
}
