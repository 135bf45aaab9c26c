//! Berzerk (Codeforces 786A): a monster walks clockwise around a circle of
//! `n` objects; whoever moves it into the black hole wins.
//!
//! Positions are numbered from 0: position 0 is object 1, the black hole, and
//! position `p` is object `p + 1`. A *state* is a position together with the
//! *mover*, the player whose turn it is; states are indexed
//! `mover * n + position` everywhere (the walker, the batch solver and the
//! WebAssembly views share this layout).
//!
//! The two states on the hole are terminal: the player to move there has
//! already lost, so they start labelled [`Outcome::Lose`] with remoteness 0.
//!
//! Two solvers share these rules:
//! * [`Walker`] is the reverse breadth-first search with out-degree counters,
//!   handed out one step at a time, with undo, remoteness and best moves.
//! * [`solve`] is a batch solver on word-parallel bitsets that labels the same
//!   outcomes much faster on dense step sets.
//!
//! [`explain`] and [`best_line`] say why a state has its outcome, at any
//! moment of a walker's run; [`Timeline`] and [`Checkpoints`] serve scrubbing
//! through the run.

mod batch;
mod explain;
mod walker;

use std::fmt;

use crate::bits::Bits;
use crate::outcome::Outcome;

pub use batch::{solve, solve_with_bitsets};
pub use explain::{
    best_line, explain, BestLine, Checkpoints, Explanation, Group, LineMove, MoveRow, Reason,
    Timeline,
};
pub use walker::{Decrement, Labelled, Step, Walker};

/// The player whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    /// Player 1, owner of the first step set.
    Rick = 0,
    /// Player 2, owner of the second step set.
    Morty = 1,
}

impl Mover {
    pub const BOTH: [Mover; 2] = [Mover::Rick, Mover::Morty];

    pub fn other(self) -> Mover {
        match self {
            Mover::Rick => Mover::Morty,
            Mover::Morty => Mover::Rick,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Mover::Rick => "Rick",
            Mover::Morty => "Morty",
        }
    }
}

/// A position with the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub mover: Mover,
    pub position: u32,
}

/// Why a game is not playable. Each message names the rule that fails; the
/// command and the page both show these words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// A circle needs the hole and at least one planet.
    TooFewObjects { n: i64 },
    /// Positions are `u32`.
    TooManyObjects { n: i64 },
    /// Every player needs at least one step.
    EmptySet { mover: Mover },
    /// Steps must lie in `1..=n-1`. `index` is the step's place in the list
    /// as given (from 0), so a reader can point at it.
    StepOutOfRange {
        mover: Mover,
        step: i64,
        n: u32,
        index: usize,
    },
    /// Steps form a set. `index` is the place of the second occurrence.
    DuplicateStep {
        mover: Mover,
        step: u32,
        index: usize,
    },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RuleError::TooFewObjects { n } => {
                write!(f, "n must be at least 2 (the hole and one planet), got {n}")
            }
            RuleError::TooManyObjects { n } => {
                write!(f, "n must be at most {}, got {n}", u32::MAX)
            }
            RuleError::EmptySet { mover } => {
                write!(
                    f,
                    "{}'s step set is empty; it needs at least one step",
                    mover.name()
                )
            }
            RuleError::StepOutOfRange { mover, step, n, .. } => write!(
                f,
                "{}'s step {step} is out of range: steps must be between 1 and {}",
                mover.name(),
                n.saturating_sub(1)
            ),
            RuleError::DuplicateStep { mover, step, .. } => {
                write!(
                    f,
                    "{}'s step {step} appears twice; steps must be distinct",
                    mover.name()
                )
            }
        }
    }
}

impl std::error::Error for RuleError {}

/// A checked Berzerk game: `n` objects and one step set per mover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    n: u32,
    /// Indexed by [`Mover::index`]; each set is sorted ascending, which fixes
    /// the order in which the walker visits predecessors.
    steps: [Vec<u32>; 2],
}

impl Game {
    /// Checks the rules on raw values as read (any integer type that fits
    /// `i64`): `n >= 2`; each set non-empty, distinct, within `1..=n-1`.
    /// Steps are checked in the order given, Rick's first, so the error is
    /// about the first offending step.
    pub fn new<S: Copy + Into<i64>>(n: u32, rick: &[S], morty: &[S]) -> Result<Game, RuleError> {
        let n = Game::check_objects(n.into())?;
        Ok(Game {
            n,
            steps: [
                Game::check_steps(Mover::Rick, rick, n)?,
                Game::check_steps(Mover::Morty, morty, n)?,
            ],
        })
    }

    /// The rule on `n` alone, for readers that check it before reading on.
    pub fn check_objects(n: i64) -> Result<u32, RuleError> {
        if n < 2 {
            return Err(RuleError::TooFewObjects { n });
        }
        u32::try_from(n).map_err(|_| RuleError::TooManyObjects { n })
    }

    /// The range rule on one step, the `index`-th of the mover's list.
    pub fn check_step(mover: Mover, step: i64, n: u32, index: usize) -> Result<u32, RuleError> {
        if (1..i64::from(n)).contains(&step) {
            Ok(step as u32)
        } else {
            Err(RuleError::StepOutOfRange {
                mover,
                step,
                n,
                index,
            })
        }
    }

    /// The rules on one mover's set, in the order given; returns it sorted.
    /// A seen-table (one bit per position) finds a repeat at its second
    /// occurrence.
    pub fn check_steps<S: Copy + Into<i64>>(
        mover: Mover,
        steps: &[S],
        n: u32,
    ) -> Result<Vec<u32>, RuleError> {
        if steps.is_empty() {
            return Err(RuleError::EmptySet { mover });
        }
        let mut seen = Bits::new(n as usize);
        let mut set = Vec::with_capacity(steps.len());
        for (index, &raw) in steps.iter().enumerate() {
            let step = Game::check_step(mover, raw.into(), n, index)?;
            if seen.get(step as usize) {
                return Err(RuleError::DuplicateStep { mover, step, index });
            }
            seen.set(step as usize);
            set.push(step);
        }
        set.sort_unstable();
        Ok(set)
    }

    /// Number of objects on the circle, the hole included.
    pub fn objects(&self) -> u32 {
        self.n
    }

    /// The mover's step sizes, ascending.
    pub fn steps(&self, mover: Mover) -> &[u32] {
        &self.steps[mover.index()]
    }

    /// Number of states, hole states included: `2n`.
    pub fn state_count(&self) -> usize {
        2 * self.n as usize
    }

    pub fn index(&self, state: State) -> usize {
        state.mover.index() * self.n as usize + state.position as usize
    }

    pub fn state(&self, index: usize) -> State {
        let n = self.n as usize;
        State {
            mover: if index < n { Mover::Rick } else { Mover::Morty },
            position: (index % n) as u32,
        }
    }

    /// Where a move of `step` from `position` lands (both below `n`, as the
    /// rules guarantee, so one comparison replaces a division).
    pub fn forward(&self, position: u32, step: u32) -> u32 {
        let to = position as u64 + step as u64;
        if to >= self.n as u64 {
            (to - self.n as u64) as u32
        } else {
            to as u32
        }
    }

    /// Where a move of `step` must start to land on `position`.
    pub fn backward(&self, position: u32, step: u32) -> u32 {
        if position >= step {
            position - step
        } else {
            position + (self.n - step)
        }
    }
}

/// Writes the two judge lines for a solved table of outcomes (indexed as the
/// module describes): objects 2..n with Rick moving first, then with Morty
/// moving first. Words are separated by single spaces; each line ends in `\n`.
pub fn write_judge_lines(n: u32, outcomes: &[Outcome], out: &mut String) {
    let n = n as usize;
    debug_assert_eq!(outcomes.len(), 2 * n);
    out.reserve(2 * n * 5);
    for row in outcomes.chunks_exact(n) {
        for (i, outcome) in row[1..].iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(outcome.word());
        }
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_checked_with_messages() {
        assert_eq!(
            Game::new(1, &[1], &[1]),
            Err(RuleError::TooFewObjects { n: 1 })
        );
        assert_eq!(
            Game::check_objects(-3),
            Err(RuleError::TooFewObjects { n: -3 })
        );
        assert_eq!(
            Game::check_objects(1 << 32),
            Err(RuleError::TooManyObjects { n: 1 << 32 })
        );
        assert_eq!(Game::check_objects(7000), Ok(7000));
        assert_eq!(
            Game::new(5, &[], &[1]),
            Err(RuleError::EmptySet { mover: Mover::Rick })
        );
        assert_eq!(
            Game::new(5, &[1], &[2, 5]),
            Err(RuleError::StepOutOfRange {
                mover: Mover::Morty,
                step: 5,
                n: 5,
                index: 1
            })
        );
        assert_eq!(
            Game::new(5, &[0i64], &[-1]),
            Err(RuleError::StepOutOfRange {
                mover: Mover::Rick,
                step: 0,
                n: 5,
                index: 0
            })
        );
        let msg = Game::new(5, &[1], &[9]).unwrap_err().to_string();
        assert_eq!(
            msg,
            "Morty's step 9 is out of range: steps must be between 1 and 4"
        );
    }

    #[test]
    fn a_repeat_is_named_at_its_second_occurrence_in_input_order() {
        assert_eq!(
            Game::new(9, &[4, 2, 7, 2, 4], &[1]),
            Err(RuleError::DuplicateStep {
                mover: Mover::Rick,
                step: 2,
                index: 3
            })
        );
        // A range error before the repeat wins: steps are checked in order.
        assert_eq!(
            Game::new(9, &[1], &[3, 12, 3]),
            Err(RuleError::StepOutOfRange {
                mover: Mover::Morty,
                step: 12,
                n: 9,
                index: 1
            })
        );
        assert_eq!(
            Game::new(5, &[2u32, 3], &[1, 1]).unwrap_err().to_string(),
            "Morty's step 1 appears twice; steps must be distinct"
        );
    }

    #[test]
    fn steps_are_sorted_and_indices_round_trip() {
        let game = Game::new(5, &[3, 2], &[3, 1, 2]).unwrap();
        assert_eq!(game.steps(Mover::Rick), &[2, 3]);
        assert_eq!(game.steps(Mover::Morty), &[1, 2, 3]);
        for i in 0..game.state_count() {
            assert_eq!(game.index(game.state(i)), i);
        }
        assert_eq!(game.forward(4, 3), 2);
        assert_eq!(game.backward(2, 3), 4);
    }
}
