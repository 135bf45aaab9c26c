//! Why a state has its outcome: the reason, the move table and the best
//! line, with each move named in the game's terms.

use retrograde::retro::{best_line_window, explain, GameGraph, Group, Reason, Run};
use serde::Serialize;

use crate::{code, index};

/// The reason, tagged by `kind`. Moves are named as the game names them.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ReasonWire<M> {
    /// No move: lost for the player to move there.
    Terminal,
    /// No move: the game is over, won by the player to move there.
    TerminalWin,
    /// The quickest win: `move` reaches `to`, lost in `toRemoteness`.
    #[serde(rename_all = "camelCase")]
    Win {
        to: u32,
        #[serde(rename = "move")]
        mv: M,
        to_remoteness: u32,
    },
    /// Every move (`moves`, in the game's order) reaches an opponent Win;
    /// `move` holds out longest.
    #[serde(rename_all = "camelCase")]
    Lose {
        to: u32,
        #[serde(rename = "move")]
        mv: M,
        to_remoteness: u32,
        moves: Vec<M>,
    },
    /// No move wins and `move` reaches `to`, which the opponent cannot win.
    Loop {
        to: u32,
        #[serde(rename = "move")]
        mv: M,
    },
    /// Solved from its Grundy value (a game whose moves go to sums), which
    /// the game's own words explain; no single move decides it.
    Valued { value: String },
    /// Not decided yet: the counter, and what is known of the moves.
    #[serde(rename_all = "camelCase")]
    Undecided {
        counter: u32,
        known_wins: Vec<M>,
        queued_wins: Vec<M>,
        known_loses: Vec<M>,
    },
}

/// A row of the move table; `group` is the move's worth to the mover.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveRowWire<M> {
    #[serde(rename = "move")]
    pub mv: M,
    pub to: u32,
    pub outcome: u8,
    pub remoteness: Option<u32>,
    pub group: &'static str,
    pub best: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LineMoveWire<M> {
    #[serde(rename = "move")]
    pub mv: M,
    pub to: u32,
}

/// Moves of a state's best line, from its move `from` (from 0); `length` is
/// the whole line's, and `cycleStart` where a Loop line's repeated cycle
/// begins.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LineWire<M> {
    pub from: u32,
    pub moves: Vec<LineMoveWire<M>>,
    pub length: u32,
    pub cycle_start: Option<u32>,
}

/// Moves of the best line an explanation carries; the rest are asked for
/// with [`line_window`] (a line can have a million moves).
pub const LINE_HEAD: usize = 100;

/// Moves `from..from + count` of the best line from `state`, named by
/// `name(s, t)`.
pub fn line_window<R: Run, M>(
    run: &R,
    state: usize,
    from: usize,
    count: usize,
    name: impl Fn(usize, usize) -> M,
) -> LineWire<M> {
    let window = best_line_window(run, state, from, count);
    let mut before = window.before;
    let moves = window
        .moves
        .iter()
        .map(|&to| {
            let mv = LineMoveWire {
                mv: name(before, to),
                to: index(to),
            };
            before = to;
            mv
        })
        .collect();
    LineWire {
        from: from as u32,
        moves,
        length: window.length as u32,
        cycle_start: window.cycle_start.map(|i| i as u32),
    }
}

/// Everything a run knows about one state. `counter` only while undecided:
/// a labelled state's counter stopped meaning anything when it was labelled.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ExplanationWire<M> {
    pub state: u32,
    pub outcome: u8,
    pub remoteness: Option<u32>,
    pub counter: Option<u32>,
    pub reason: ReasonWire<M>,
    pub moves: Vec<MoveRowWire<M>>,
    pub line: LineWire<M>,
}

fn group_name(group: Group) -> &'static str {
    match group {
        Group::Winning => "winning",
        Group::Looping => "looping",
        Group::Undecided => "undecided",
        Group::Losing => "losing",
    }
}

fn reason_wire<R: Run, M>(
    run: &R,
    state: usize,
    reason: Reason,
    name: &impl Fn(usize, usize) -> M,
) -> ReasonWire<M> {
    let names = |targets: Vec<usize>| targets.into_iter().map(|t| name(state, t)).collect();
    match reason {
        Reason::Terminal => ReasonWire::Terminal,
        Reason::TerminalWin => ReasonWire::TerminalWin,
        Reason::Win { to, to_remoteness } => ReasonWire::Win {
            to: index(to),
            mv: name(state, to),
            to_remoteness,
        },
        Reason::Lose { to, to_remoteness } => ReasonWire::Lose {
            to: index(to),
            mv: name(state, to),
            to_remoteness,
            moves: run
                .graph()
                .successors(state)
                .map(|t| name(state, t))
                .collect(),
        },
        Reason::Loop { to } => ReasonWire::Loop {
            to: index(to),
            mv: name(state, to),
        },
        Reason::Undecided {
            counter,
            known_wins,
            queued_wins,
            known_loses,
        } => ReasonWire::Undecided {
            counter,
            known_wins: names(known_wins),
            queued_wins: names(queued_wins),
            known_loses: names(known_loses),
        },
    }
}

/// Explains `state` as `run` stands, naming the move from `s` to `t` as
/// `name(s, t)`; of the best line, its first [`LINE_HEAD`] moves.
pub fn explanation<R: Run, M>(
    run: &R,
    state: usize,
    name: impl Fn(usize, usize) -> M,
) -> ExplanationWire<M> {
    let e = explain(run, state);
    let line = line_window(run, state, 0, LINE_HEAD, &name);
    ExplanationWire {
        state: index(state),
        outcome: code(e.outcome),
        remoteness: e.remoteness,
        counter: if e.outcome == retrograde::outcome::Outcome::Undecided {
            e.counter
        } else {
            None
        },
        reason: reason_wire(run, state, e.reason, &name),
        moves: e
            .moves
            .into_iter()
            .map(|row| MoveRowWire {
                mv: name(state, row.to),
                to: index(row.to),
                outcome: code(row.outcome),
                remoteness: row.remoteness,
                group: group_name(row.group),
                best: row.best,
            })
            .collect(),
        line,
    }
}
