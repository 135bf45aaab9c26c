//! Why a state has its outcome, read off any [`Run`] at any moment: the
//! reason, the move table and the best line, as data (states and numbers;
//! each game words them).
//!
//! Explanations hold mid-run because a run decides a state only from states
//! decided before it: a deciding successor is always known, and until the
//! final step the only outcomes known are Win and Lose.

use super::{GameGraph, Run};
use crate::outcome::Outcome;

/// Why a state has its outcome (so far).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// No move: the game is over and the player to move has lost.
    Terminal,
    /// No move: the game is over and won by the player to move (a rule
    /// ended it; see [`GameGraph::terminal_win`]).
    TerminalWin,
    /// The quickest win: the move to `to`, which the opponent loses in
    /// `to_remoteness` moves.
    Win { to: usize, to_remoteness: u32 },
    /// Every move reaches a state the opponent wins; the move to `to` holds
    /// out longest: the opponent wins there in `to_remoteness` moves.
    Lose { to: usize, to_remoteness: u32 },
    /// No move reaches a state the opponent loses, and `to` (the first such
    /// in successor order) is one the opponent cannot win either. Known only
    /// once the run is over.
    Loop { to: usize },
    /// Not decided yet. `counter` counts the moves not yet known to reach an
    /// opponent Win, so it is the number of moves less `known_wins`.
    Undecided {
        counter: u32,
        /// Successors that are opponent Wins already taken off the queue
        /// (counted).
        known_wins: Vec<usize>,
        /// Successors that are opponent Wins still waiting in the queue:
        /// each lowers the counter when it is taken.
        queued_wins: Vec<usize>,
        /// Successors that are opponent Loses, all still waiting in the
        /// queue: the first one taken makes this state a Win.
        known_loses: Vec<usize>,
    },
}

/// What a move is worth to the mover, by its target's outcome for the
/// opponent. Declared in the move table's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Group {
    /// Onto an opponent Lose (a terminal state included).
    Winning,
    /// Onto a Loop.
    Looping,
    /// Onto a state not decided yet.
    Undecided,
    /// Onto an opponent Win.
    Losing,
}

impl Group {
    pub fn of(target: Outcome) -> Group {
        match target {
            Outcome::Lose => Group::Winning,
            Outcome::Loop => Group::Looping,
            Outcome::Undecided => Group::Undecided,
            Outcome::Win => Group::Losing,
        }
    }
}

/// One move of the mover, as the move table shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// The target state.
    pub to: usize,
    /// The target's outcome, for the opponent who moves there.
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
    pub group: Group,
    /// A best move (see [`is_best_move`]).
    pub best: bool,
}

/// Everything the run knows about one state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub state: usize,
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
    /// The state's counter, where the run keeps one.
    pub counter: Option<u32>,
    pub reason: Reason,
    /// One row per move: winning by ascending remoteness, then looping, then
    /// undecided, then losing by descending remoteness (the loser's best
    /// resistance first); ties in successor order. Empty on a terminal state.
    pub moves: Vec<MoveRow>,
}

/// The rule for best moves, written once: for a Win, every move onto an
/// opponent Lose one move closer to the end (the quickest wins); for a
/// Lose, every move one move closer (the longest resistances); for a Loop,
/// every move into Loop; none while undecided.
pub fn is_best_move(
    own: Outcome,
    own_remoteness: Option<u32>,
    target: Outcome,
    target_remoteness: Option<u32>,
) -> bool {
    let one_less = own_remoteness.and_then(|r| r.checked_sub(1));
    match own {
        Outcome::Win => target == Outcome::Lose && target_remoteness == one_less,
        Outcome::Lose => target_remoteness == one_less,
        Outcome::Loop => target == Outcome::Loop,
        Outcome::Undecided => false,
    }
}

/// Explains `state` as the run stands, mid-run or finished. Costs O(k log k)
/// for k moves, plus the length of one queue batch while undecided.
pub fn explain<R: Run>(run: &R, state: usize) -> Explanation {
    Explanation {
        state,
        outcome: run.outcome(state),
        remoteness: run.remoteness(state),
        counter: run.counter(state),
        reason: reason(run, state),
        moves: move_table(run, state),
    }
}

fn reason<R: Run>(run: &R, state: usize) -> Reason {
    if run.graph().out_degree(state) == 0 {
        return if run.graph().terminal_win(state) {
            Reason::TerminalWin
        } else {
            Reason::Terminal
        };
    }
    let outcome = run.outcome(state);
    if outcome == Outcome::Undecided {
        return undecided(run, state);
    }
    let to = run
        .best_successor(state)
        .expect("a decided state with moves has a best move");
    // Win and Lose targets were decided before this state, with remoteness.
    let to_remoteness = run.remoteness(to).unwrap_or(0);
    match outcome {
        Outcome::Win => Reason::Win { to, to_remoteness },
        Outcome::Lose => Reason::Lose { to, to_remoteness },
        _ => Reason::Loop { to },
    }
}

fn undecided<R: Run>(run: &R, state: usize) -> Reason {
    let taken = TakenSoFar::new(run);
    let (mut known_wins, mut queued_wins, mut known_loses) = (Vec::new(), Vec::new(), Vec::new());
    for to in run.graph().successors(state) {
        match run.outcome(to) {
            Outcome::Win if taken.contains(to) => known_wins.push(to),
            Outcome::Win => queued_wins.push(to),
            Outcome::Lose => known_loses.push(to),
            _ => {}
        }
    }
    Reason::Undecided {
        counter: run
            .counter(state)
            .expect("a run with undecided states keeps their counters"),
        known_wins,
        queued_wins,
        known_loses,
    }
}

/// Tells whether a labelled state has been taken off the queue yet. The
/// queue holds states in the order of the steps that labelled them, so only
/// those labelled by the same step as the last state taken need a look.
struct TakenSoFar<'a, R> {
    run: &'a R,
    /// The step that labelled the last state taken; `None` at the start.
    last_label: Option<u32>,
    /// The states taken that share that label.
    last_batch: &'a [u32],
}

impl<'a, R: Run> TakenSoFar<'a, R> {
    fn new(run: &'a R) -> Self {
        let taken = &run.queue()[..run.queue_head()];
        let label = |i: u32| run.labelled_at(i as usize);
        let last_label = taken.last().and_then(|&i| label(i));
        let start = taken
            .iter()
            .rposition(|&i| label(i) != last_label)
            .map_or(0, |j| j + 1);
        TakenSoFar {
            run,
            last_label,
            last_batch: &taken[start..],
        }
    }

    fn contains(&self, state: usize) -> bool {
        let (Some(label), Some(last)) = (self.run.labelled_at(state), self.last_label) else {
            return false;
        };
        label < last || (label == last && self.last_batch.contains(&(state as u32)))
    }
}

fn move_table<R: Run>(run: &R, state: usize) -> Vec<MoveRow> {
    let own = run.outcome(state);
    let own_remoteness = run.remoteness(state);
    let mut rows: Vec<MoveRow> = run
        .graph()
        .successors(state)
        .map(|to| {
            let outcome = run.outcome(to);
            let remoteness = run.remoteness(to);
            MoveRow {
                to,
                outcome,
                remoteness,
                group: Group::of(outcome),
                best: is_best_move(own, own_remoteness, outcome, remoteness),
            }
        })
        .collect();
    // Stable: ties keep successor order.
    rows.sort_by_key(|row| (row.group, rank_in_group(row)));
    rows
}

/// Quicker wins first; among losing moves, the longest resistance first.
fn rank_in_group(row: &MoveRow) -> i64 {
    let r = i64::from(row.remoteness.unwrap_or(0));
    match row.group {
        Group::Winning => r,
        Group::Losing => -r,
        Group::Looping | Group::Undecided => 0,
    }
}

/// The line of best play from a state: the states it reaches, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestLine {
    pub moves: Vec<usize>,
    /// For a Loop line, which ends on a state met before: the index in
    /// `moves` of the move that first left it, where the repeated cycle
    /// begins. `None` for lines that end on a terminal state.
    pub cycle_start: Option<usize>,
}

/// The best line from `state`, every move a best one (the run's, so the
/// winner hurries and the loser stalls). From a Win or a Lose it has exactly
/// `remoteness` moves and ends on a terminal state; from a Loop it takes the
/// first move into Loop until a state repeats; from an undecided or terminal
/// state it is empty. Costs O(length) best moves.
pub fn best_line<R: Run>(run: &R, state: usize) -> BestLine {
    let window = best_line_window(run, state, 0, usize::MAX);
    BestLine {
        moves: window.moves,
        cycle_start: window.cycle_start,
    }
}

/// A stretch of a best line: the states reached by its moves `from`,
/// `from + 1`, ... (as many as asked for, fewer at the line's end), with the
/// whole line's length and cycle start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineWindow {
    /// The index in the line of the stretch's first move.
    pub from: usize,
    /// The state the stretch's first move leaves, when it has a move.
    pub before: usize,
    pub moves: Vec<usize>,
    /// How many moves the whole line has.
    pub length: usize,
    /// As in [`BestLine`].
    pub cycle_start: Option<usize>,
}

/// Moves `from..from + count` of [`best_line`] from `state`, so a line of a
/// million moves can be shown a page at a time. A Win's or a Lose's line
/// descends in remoteness, so it cannot repeat and its length is known: this
/// costs O(from + count) best moves. A Loop's line is walked to its repeat to
/// learn its length, marking the states met in a bitset (a bit per state),
/// then walked again to where the repeated state was first left.
pub fn best_line_window<R: Run>(run: &R, state: usize, from: usize, count: usize) -> LineWindow {
    let end = from.saturating_add(count);
    let mut window = LineWindow {
        from,
        before: state,
        moves: Vec::new(),
        length: 0,
        cycle_start: None,
    };
    let mut at = state;
    let mut met = (run.outcome(state) == Outcome::Loop).then(|| StateSet::new(run, state));
    let known_length = run.remoteness(state).map(|r| r as usize);
    loop {
        if known_length.is_some_and(|length| window.length >= end.min(length)) {
            break;
        }
        let Some(to) = run.best_successor(at) else {
            break;
        };
        if window.length == from {
            window.before = at;
        }
        if window.length >= from && window.length < end {
            window.moves.push(to);
        }
        window.length += 1;
        at = to;
        if met.as_mut().is_some_and(|met| !met.insert(to)) {
            window.cycle_start = Some(steps_to(run, state, to));
            break;
        }
    }
    if let Some(length) = known_length {
        window.length = window.length.max(length);
    }
    window
}

/// Best moves from `state` until `target` is reached.
fn steps_to<R: Run>(run: &R, state: usize, target: usize) -> usize {
    let mut at = state;
    let mut steps = 0;
    while at != target {
        at = run
            .best_successor(at)
            .expect("a Loop line reaches its repeat");
        steps += 1;
    }
    steps
}

/// The states a Loop line has met, a bit each.
struct StateSet(Vec<u64>);

impl StateSet {
    fn new<R: Run>(run: &R, first: usize) -> Self {
        let mut set = StateSet(vec![0; run.graph().state_count().div_ceil(64)]);
        set.insert(first);
        set
    }

    /// Marks `state`; false if it was marked already.
    fn insert(&mut self, state: usize) -> bool {
        let (word, bit) = (state / 64, 1u64 << (state % 64));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }
}
