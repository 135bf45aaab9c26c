//! Berzerk (Codeforces 786A): a monster walks clockwise around a circle of
//! `n` objects; whoever moves it into the black hole wins. A move is a
//! *jump*: the mover sends the monster one of their jump sizes clockwise.
//!
//! Positions are numbered from 0: position 0 is object 1, the black hole, and
//! position `p` is object `p + 1`. A *state* is a position together with the
//! *mover*, the player whose turn it is; states are indexed
//! `mover * n + position` everywhere (the walker, the batch solver, the end
//! of a run and the WebAssembly views share this layout).
//!
//! The two states on the hole are terminal: the player to move there has
//! already lost, so they start labelled [`Outcome::Lose`] with remoteness 0.
//! As a [`GameGraph`], a state's successors and predecessors are listed by
//! ascending jump, so the generic [`crate::retro::Retrograde`] takes exactly
//! the walker's steps.
//!
//! The solvers of these rules:
//! * [`Walker`] is the reverse breadth-first search with out-degree counters,
//!   handed out one step at a time, with undo, remoteness and best moves: the
//!   generic engine specialised to bitsets.
//! * [`solve`] is a batch solver on word-parallel bitsets that labels the same
//!   outcomes much faster on dense jump sets.
//! * [`end_of_run`] gives the walker's finished tables without stepping.
//!
//! Explanations, timelines and checkpoints are [`crate::retro`]'s, read off
//! any of them; [`Game::jump`] names a move in the game's terms.

mod batch;
pub mod check;
mod end;
pub mod fields;
pub mod gen;
pub mod judge;
mod jumps;
pub mod pasted;
mod shrink;
mod walker;

use std::fmt;

use crate::bits::Bits;
use crate::outcome::Outcome;
use crate::retro::GameGraph;

pub use batch::solve;
pub use end::{end_of_run, end_of_run_with_bitsets, EndOfRun};
pub use walker::Walker;

/// The player whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    /// Player 1, owner of the first jump set.
    Rick = 0,
    /// Player 2, owner of the second jump set.
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

/// Why a game is not playable, as data; `Display` names the rule that
/// fails in the words the command and the page both show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// A circle needs the hole and at least one planet.
    TooFewObjects { n: i64 },
    /// Positions are `u32`.
    TooManyObjects { n: i64 },
    /// Every player needs at least one jump.
    EmptySet { mover: Mover },
    /// Jumps must lie in `1..=n-1`. `index` is the jump's place in the list
    /// as given (from 0), so a reader can point at it.
    JumpOutOfRange {
        mover: Mover,
        jump: i64,
        n: u32,
        index: usize,
    },
    /// Jumps form a set. `index` is the place of the second occurrence.
    DuplicateJump {
        mover: Mover,
        jump: u32,
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
                    "{}'s jump set is empty; it needs at least one jump",
                    mover.name()
                )
            }
            RuleError::JumpOutOfRange { mover, jump, n, .. } => write!(
                f,
                "{}'s jump {jump} is out of range: jumps must be between 1 and {}",
                mover.name(),
                n.saturating_sub(1)
            ),
            RuleError::DuplicateJump { mover, jump, .. } => {
                write!(
                    f,
                    "{}'s jump {jump} appears twice; jumps must be distinct",
                    mover.name()
                )
            }
        }
    }
}

impl std::error::Error for RuleError {}

/// A checked Berzerk game: `n` objects and one jump set per mover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    n: u32,
    /// Indexed by [`Mover::index`]; each set is sorted ascending, which fixes
    /// the order in which every solver visits successors and predecessors.
    jumps: [Vec<u32>; 2],
}

impl Game {
    /// Checks the rules on raw values as read (any integer type that fits
    /// `i64`): `n >= 2`; each set non-empty, distinct, within `1..=n-1`.
    /// Jumps are checked in the order given, Rick's first, so the error is
    /// about the first offending jump.
    pub fn new<S: Copy + Into<i64>>(n: u32, rick: &[S], morty: &[S]) -> Result<Game, RuleError> {
        let n = Game::check_objects(n.into())?;
        Ok(Game {
            n,
            jumps: [
                Game::check_jumps(Mover::Rick, rick, n)?,
                Game::check_jumps(Mover::Morty, morty, n)?,
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

    /// The range rule on one jump, the `index`-th of the mover's list.
    pub fn check_jump(mover: Mover, jump: i64, n: u32, index: usize) -> Result<u32, RuleError> {
        if (1..i64::from(n)).contains(&jump) {
            Ok(jump as u32)
        } else {
            Err(RuleError::JumpOutOfRange {
                mover,
                jump,
                n,
                index,
            })
        }
    }

    /// The rules on one mover's set, in the order given; returns it sorted.
    /// A seen-table (one bit per position) finds a repeat at its second
    /// occurrence.
    pub fn check_jumps<S: Copy + Into<i64>>(
        mover: Mover,
        jumps: &[S],
        n: u32,
    ) -> Result<Vec<u32>, RuleError> {
        if jumps.is_empty() {
            return Err(RuleError::EmptySet { mover });
        }
        let mut seen = Bits::new(n as usize);
        let mut set = Vec::with_capacity(jumps.len());
        for (index, &raw) in jumps.iter().enumerate() {
            let jump = Game::check_jump(mover, raw.into(), n, index)?;
            if seen.get(jump as usize) {
                return Err(RuleError::DuplicateJump { mover, jump, index });
            }
            seen.set(jump as usize);
            set.push(jump);
        }
        set.sort_unstable();
        Ok(set)
    }

    /// Number of objects on the circle, the hole included.
    pub fn objects(&self) -> u32 {
        self.n
    }

    /// The mover's jump sizes, ascending.
    pub fn jumps(&self, mover: Mover) -> &[u32] {
        &self.jumps[mover.index()]
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

    /// Where a jump of `jump` from `position` lands (both below `n`, as the
    /// rules guarantee, so one comparison replaces a division).
    pub fn forward(&self, position: u32, jump: u32) -> u32 {
        wrap(position as usize + jump as usize, self.n as usize) as u32
    }

    /// Where a jump of `jump` must start to land on `position`.
    pub fn backward(&self, position: u32, jump: u32) -> u32 {
        if position >= jump {
            position - jump
        } else {
            position + (self.n - jump)
        }
    }

    /// The jump of the move from state `from` to its successor `to` (by
    /// index): how Berzerk names a move of its graph.
    pub fn jump(&self, from: usize, to: usize) -> u32 {
        let n = self.n as usize;
        let (from, to) = (from % n, to % n);
        wrap(to + n - from, n) as u32
    }
}

/// The moves of the game as a graph: from a state off the hole, one move per
/// jump of its mover, to the other mover's state where the jump lands; the
/// hole states have none. Both directions are listed by ascending jump (a
/// predecessor on the hole is skipped: it has no moves).
impl GameGraph for Game {
    fn state_count(&self) -> usize {
        Game::state_count(self)
    }

    fn out_degree(&self, state: usize) -> u32 {
        let State { mover, position } = self.state(state);
        if position == 0 {
            0
        } else {
            self.jumps(mover).len() as u32
        }
    }

    fn successors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        let State { mover, position } = self.state(state);
        let jumps = if position == 0 {
            &[][..]
        } else {
            self.jumps(mover)
        };
        jumps.iter().map(move |&x| {
            self.index(State {
                mover: mover.other(),
                position: self.forward(position, x),
            })
        })
    }

    fn predecessors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        let State { mover, position } = self.state(state);
        let from = mover.other();
        self.jumps(from).iter().filter_map(move |&x| {
            let p = self.backward(position, x);
            (p != 0).then(|| {
                self.index(State {
                    mover: from,
                    position: p,
                })
            })
        })
    }
}

/// `x mod n` for `x < 2n`, without a division: positions plus a jump, or a
/// window start past the end of the circle.
pub(crate) fn wrap(x: usize, n: usize) -> usize {
    if x >= n {
        x - n
    } else {
        x
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
            Err(RuleError::JumpOutOfRange {
                mover: Mover::Morty,
                jump: 5,
                n: 5,
                index: 1
            })
        );
        assert_eq!(
            Game::new(5, &[0i64], &[-1]),
            Err(RuleError::JumpOutOfRange {
                mover: Mover::Rick,
                jump: 0,
                n: 5,
                index: 0
            })
        );
        let msg = Game::new(5, &[1], &[9]).unwrap_err().to_string();
        assert_eq!(
            msg,
            "Morty's jump 9 is out of range: jumps must be between 1 and 4"
        );
        assert_eq!(
            Game::new(5, &[] as &[u32], &[1]).unwrap_err().to_string(),
            "Rick's jump set is empty; it needs at least one jump"
        );
    }

    #[test]
    fn a_repeat_is_named_at_its_second_occurrence_in_input_order() {
        assert_eq!(
            Game::new(9, &[4, 2, 7, 2, 4], &[1]),
            Err(RuleError::DuplicateJump {
                mover: Mover::Rick,
                jump: 2,
                index: 3
            })
        );
        // A range error before the repeat wins: jumps are checked in order.
        assert_eq!(
            Game::new(9, &[1], &[3, 12, 3]),
            Err(RuleError::JumpOutOfRange {
                mover: Mover::Morty,
                jump: 12,
                n: 9,
                index: 1
            })
        );
        assert_eq!(
            Game::new(5, &[2u32, 3], &[1, 1]).unwrap_err().to_string(),
            "Morty's jump 1 appears twice; jumps must be distinct"
        );
    }

    #[test]
    fn jumps_are_sorted_and_indices_round_trip() {
        let game = Game::new(5, &[3, 2], &[3, 1, 2]).unwrap();
        assert_eq!(game.jumps(Mover::Rick), &[2, 3]);
        assert_eq!(game.jumps(Mover::Morty), &[1, 2, 3]);
        for i in 0..game.state_count() {
            assert_eq!(game.index(game.state(i)), i);
        }
        assert_eq!(game.forward(4, 3), 2);
        assert_eq!(game.backward(2, 3), 4);
    }

    #[test]
    fn the_graph_lists_moves_by_ascending_jump_and_skips_the_hole() {
        let game = Game::new(5, &[3, 2], &[3, 1, 2]).unwrap();
        // Rick at object 4 (position 3) jumps 2 to Morty at 0 (the hole), 3 to 1.
        let succ: Vec<usize> = game.successors(3).collect();
        assert_eq!(succ, [5, 5 + 1]);
        assert_eq!(game.jump(3, 5), 2);
        assert_eq!(game.jump(3, 6), 3);
        assert_eq!(game.out_degree(3), 2);
        assert_eq!(game.out_degree(5), 0);
        assert_eq!(game.successors(5).count(), 0);
        // Morty at position 2 is reached by Rick from 0 (the hole, skipped) by
        // 2 and from 4 by 3.
        let pred: Vec<usize> = game.predecessors(5 + 2).collect();
        assert_eq!(pred, [4]);
        // Every edge is listed from both ends.
        for s in 0..game.state_count() {
            for t in game.successors(s) {
                assert!(game.predecessors(t).any(|p| p == s), "{s} -> {t}");
            }
        }
    }
}
