//! A state's true outcome proved one move deep, as data, for any game: the
//! claim about the moves that matter (where each lands and what that state
//! is for the opponent) and the line of best play. Each game names states
//! (`S`) and moves (`M`) in its own terms and words the proof in its
//! `Display`; the page can word the same data in another language.

use crate::outcome::Outcome;
use crate::retro::{best_line, explain, Run};

/// Moves a claim lists before it only counts the rest: a claim about every
/// move is checked by hand on a few, and the board shows them all.
pub const LISTED: usize = 5;
/// Moves of a best line kept before the rest are only counted.
pub const SHOWN: usize = 8;

/// A move with what its target is for the opponent, who moves there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Landing<M> {
    pub mv: M,
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
}

/// Why a state has its true outcome rather than the one an answer said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim<M> {
    /// A Lose with no move at all: the game is over.
    NoMoves,
    /// A Win with no move at all: the game is over, won by the player to
    /// move (a game that ends by a rule; see `GameGraph::terminal_win`).
    GameWon,
    /// A Win: this move reaches a state the opponent loses (in 0 moves: a
    /// state with no moves, where the game ends).
    WinningMove(Landing<M>),
    /// A Lose: every move reaches a state the opponent wins. `listed` are the
    /// first moves of the move table (the longest resistance first), `more`
    /// how many others there are.
    EveryMoveLoses {
        listed: Vec<Landing<M>>,
        more: usize,
    },
    /// A Loop said to be a Win: no move reaches a state the opponent loses
    /// (the first moves of the move table listed, as above), and `stay`
    /// reaches a Loop.
    NoWinningMove {
        listed: Vec<Landing<M>>,
        more: usize,
        stay: M,
    },
    /// A Loop said to be a Lose: `stay` reaches a Loop, which the opponent
    /// cannot win.
    LoopMove { stay: M },
}

/// The proof of one state's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof<S, M> {
    pub state: S,
    pub said: Outcome,
    pub truth: Outcome,
    pub claim: Claim<M>,
    /// The first [`SHOWN`] moves of the line of best play.
    pub line: Vec<M>,
    /// The line's length: the remoteness of a Win or a Lose; for a Loop,
    /// the moves until a state repeats.
    pub line_length: usize,
}

/// Proves the outcome of `state` in a finished `run` against what was
/// `said`, naming the state `named` and each move from `s` to `t` as
/// `name(s, t)`.
pub(crate) fn prove<R: Run, S, M>(
    run: &R,
    state: usize,
    said: Outcome,
    named: S,
    name: impl Fn(usize, usize) -> M,
) -> Proof<S, M> {
    assert!(run.is_done(), "a proof is made at the end of a run");
    let truth = run.outcome(state);
    let claim = claim(run, state, said, &name);
    let line = best_line(run, state).moves;
    let mut from = state;
    let shown = line
        .iter()
        .take(SHOWN)
        .map(|&to| {
            let mv = name(from, to);
            from = to;
            mv
        })
        .collect();
    Proof {
        state: named,
        said,
        truth,
        claim,
        line: shown,
        line_length: line.len(),
    }
}

/// The claim about the moves that matter for the true outcome of `state`.
fn claim<R: Run, M>(
    run: &R,
    state: usize,
    said: Outcome,
    name: &impl Fn(usize, usize) -> M,
) -> Claim<M> {
    let rows = explain(run, state).moves;
    let landing = |to: usize| Landing {
        mv: name(state, to),
        outcome: run.outcome(to),
        remoteness: run.remoteness(to),
    };
    let listed = || {
        rows.iter()
            .take(LISTED)
            .map(|row| landing(row.to))
            .collect()
    };
    let more = rows.len().saturating_sub(LISTED);
    // The run's best move: the quickest win it found, which its best line
    // plays, or the first move into Loop.
    let best = || {
        run.best_successor(state)
            .expect("a decided state with moves has a best move")
    };
    match run.outcome(state) {
        Outcome::Lose if rows.is_empty() => Claim::NoMoves,
        Outcome::Win if rows.is_empty() => Claim::GameWon,
        Outcome::Win => Claim::WinningMove(landing(best())),
        Outcome::Lose => Claim::EveryMoveLoses {
            listed: listed(),
            more,
        },
        _ if said == Outcome::Win => Claim::NoWinningMove {
            listed: listed(),
            more,
            stay: name(state, best()),
        },
        _ => Claim::LoopMove {
            stay: name(state, best()),
        },
    }
}

/// "1 move", "8 moves".
pub(crate) fn count_moves(count: usize) -> String {
    if count == 1 {
        "1 move".to_string()
    } else {
        format!("{count} moves")
    }
}
