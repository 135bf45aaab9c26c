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

mod batch;
mod walker;

use std::fmt;

use crate::outcome::Outcome;

pub use batch::{solve, solve_with_bitsets};
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

/// Why a game is not playable. Each message names the rule that fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// A circle needs the hole and at least one planet.
    TooFewObjects { n: u64 },
    /// Every player needs at least one step.
    EmptySet { mover: Mover },
    /// Steps must lie in `1..=n-1`.
    StepOutOfRange { mover: Mover, step: u64, n: u32 },
    /// Steps form a set.
    DuplicateStep { mover: Mover, step: u32 },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RuleError::TooFewObjects { n } => {
                write!(f, "n must be at least 2 (the hole and one planet), got {n}")
            }
            RuleError::EmptySet { mover } => {
                write!(
                    f,
                    "{}'s step set is empty; it needs at least one step",
                    mover.name()
                )
            }
            RuleError::StepOutOfRange { mover, step, n } => write!(
                f,
                "{}'s step {step} is out of range: steps must be between 1 and {}",
                mover.name(),
                n.saturating_sub(1)
            ),
            RuleError::DuplicateStep { mover, step } => {
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
    /// Checks the rules: `n >= 2`; each set non-empty, distinct, within `1..=n-1`.
    pub fn new(n: u32, rick: &[u32], morty: &[u32]) -> Result<Game, RuleError> {
        if n < 2 {
            return Err(RuleError::TooFewObjects { n: n.into() });
        }
        let check = |mover: Mover, raw: &[u32]| -> Result<Vec<u32>, RuleError> {
            if raw.is_empty() {
                return Err(RuleError::EmptySet { mover });
            }
            if let Some(&step) = raw.iter().find(|&&x| x == 0 || x >= n) {
                return Err(RuleError::StepOutOfRange {
                    mover,
                    step: step.into(),
                    n,
                });
            }
            let mut sorted = raw.to_vec();
            sorted.sort_unstable();
            if let Some(pair) = sorted.windows(2).find(|w| w[0] == w[1]) {
                return Err(RuleError::DuplicateStep {
                    mover,
                    step: pair[0],
                });
            }
            Ok(sorted)
        };
        Ok(Game {
            n,
            steps: [check(Mover::Rick, rick)?, check(Mover::Morty, morty)?],
        })
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
            Game::new(5, &[], &[1]),
            Err(RuleError::EmptySet { mover: Mover::Rick })
        );
        assert_eq!(
            Game::new(5, &[1], &[5]),
            Err(RuleError::StepOutOfRange {
                mover: Mover::Morty,
                step: 5,
                n: 5
            })
        );
        assert_eq!(
            Game::new(5, &[0], &[1]),
            Err(RuleError::StepOutOfRange {
                mover: Mover::Rick,
                step: 0,
                n: 5
            })
        );
        assert_eq!(
            Game::new(5, &[2, 1, 2], &[1]),
            Err(RuleError::DuplicateStep {
                mover: Mover::Rick,
                step: 2
            })
        );
        let msg = Game::new(5, &[1], &[9]).unwrap_err().to_string();
        assert!(
            msg.contains("Morty") && msg.contains('9') && msg.contains("between 1 and 4"),
            "{msg}"
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
