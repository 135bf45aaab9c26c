//! Why a state has its outcome, read off a [`Walker`] at any moment of its
//! run: the reason, the move table and the best line; and the landmarks of a
//! whole run, with copies of the walker along it, for scrubbing through time.
//!
//! Explanations hold mid-run because the walker decides a state only from
//! states decided before it: a deciding move always points at a known
//! target, and until the final step the only outcomes known are Win and Lose.

use std::collections::hash_map::{Entry, HashMap};

use super::{Game, Mover, State, Walker};
use crate::outcome::Outcome;

/// Why a state has its outcome (so far): numbers only, the page words them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The monster is in the hole: the game is over and the mover has lost.
    Hole,
    /// The quickest win: `step` reaches `to`, which the opponent loses in
    /// `to_remoteness` moves.
    Win {
        step: u32,
        to: usize,
        to_remoteness: u32,
    },
    /// Every move (`steps`, ascending) reaches a state the opponent wins;
    /// `resist` holds out longest, reaching `to`, which the opponent wins in
    /// `to_remoteness` moves.
    Lose {
        steps: Vec<u32>,
        resist: u32,
        to: usize,
        to_remoteness: u32,
    },
    /// No move reaches a state the opponent loses, and `step` (the smallest
    /// such) reaches `to`, which the opponent cannot win either. Known only
    /// once the run is over.
    Loop { step: u32, to: usize },
    /// Not decided yet. `counter` counts the moves not yet known to reach an
    /// opponent Win, so it is the number of moves less `known_wins`.
    Undecided {
        counter: u32,
        /// Moves onto opponent Wins already taken off the queue (counted).
        known_wins: Vec<u32>,
        /// Moves onto opponent Wins still waiting in the queue: each lowers
        /// the counter when it is taken.
        queued_wins: Vec<u32>,
        /// Moves onto opponent Loses, all still waiting in the queue: the
        /// first one taken makes this state a Win.
        known_loses: Vec<u32>,
    },
}

/// What a move is worth to the mover, by its target's outcome for the
/// opponent. Declared in the move table's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Group {
    /// Onto an opponent Lose, the hole included.
    Winning,
    /// Onto a Loop.
    Looping,
    /// Onto a state not decided yet.
    Undecided,
    /// Onto an opponent Win.
    Losing,
}

impl Group {
    fn of(target: Outcome) -> Group {
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
    pub step: u32,
    /// The target state's index.
    pub to: usize,
    /// The target's outcome, for the opponent who moves there.
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
    pub group: Group,
    /// A best move: for a Win the quickest wins, for a Lose the longest
    /// resistances, for a Loop every move into Loop.
    pub best: bool,
}

/// Everything the run knows about one state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The state's index.
    pub state: usize,
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
    pub counter: u32,
    pub reason: Reason,
    /// One row per move: winning by ascending remoteness, then looping, then
    /// undecided, then losing by descending remoteness (the loser's best
    /// resistance first); ties by step size. Empty on the hole.
    pub moves: Vec<MoveRow>,
}

/// Explains `state` as the walker stands, mid-run or finished. Costs O(k)
/// for k moves, plus the length of one queue batch while undecided.
pub fn explain(walker: &Walker, state: State) -> Explanation {
    let index = walker.game().index(state);
    let moves = if state.position == 0 {
        Vec::new()
    } else {
        move_table(walker, state)
    };
    Explanation {
        state: index,
        outcome: walker.outcome(state),
        remoteness: walker.remoteness(state),
        counter: walker.counters()[index],
        reason: reason(walker, state),
        moves,
    }
}

/// Where `step` takes the monster from `state`; the opponent moves next.
fn successor(game: &Game, state: State, step: u32) -> State {
    State {
        mover: state.mover.other(),
        position: game.forward(state.position, step),
    }
}

fn reason(walker: &Walker, state: State) -> Reason {
    if state.position == 0 {
        return Reason::Hole;
    }
    let outcome = walker.outcome(state);
    if outcome == Outcome::Undecided {
        return undecided(walker, state);
    }
    let game = walker.game();
    let step = walker
        .best_move(state)
        .expect("a decided state off the hole has a best move");
    let target = successor(game, state, step);
    let to = game.index(target);
    // Win and Lose targets were decided before this state, with remoteness.
    let to_remoteness = walker.remoteness(target).unwrap_or(0);
    match outcome {
        Outcome::Win => Reason::Win {
            step,
            to,
            to_remoteness,
        },
        Outcome::Lose => Reason::Lose {
            steps: game.steps(state.mover).to_vec(),
            resist: step,
            to,
            to_remoteness,
        },
        _ => Reason::Loop { step, to },
    }
}

fn undecided(walker: &Walker, state: State) -> Reason {
    let game = walker.game();
    let taken = TakenSoFar::new(walker);
    let (mut known_wins, mut queued_wins, mut known_loses) = (Vec::new(), Vec::new(), Vec::new());
    for &step in game.steps(state.mover) {
        let target = successor(game, state, step);
        match walker.outcome(target) {
            Outcome::Win if taken.contains(target) => known_wins.push(step),
            Outcome::Win => queued_wins.push(step),
            Outcome::Lose => known_loses.push(step),
            _ => {}
        }
    }
    Reason::Undecided {
        counter: walker.counters()[game.index(state)],
        known_wins,
        queued_wins,
        known_loses,
    }
}

/// Tells whether a labelled state has been taken off the queue yet. The
/// queue holds states in the order of the steps that labelled them, so only
/// those labelled by the same step as the last state taken need a look.
struct TakenSoFar<'a> {
    walker: &'a Walker,
    /// The step that labelled the last state taken; `None` at the start.
    last_label: Option<u32>,
    /// The states taken that share that label, by index.
    last_batch: &'a [u32],
}

impl<'a> TakenSoFar<'a> {
    fn new(walker: &'a Walker) -> Self {
        let taken = &walker.queue()[..walker.queue_head()];
        let label = |i: u32| walker.labelled_at(walker.game().state(i as usize));
        let last_label = taken.last().and_then(|&i| label(i));
        let start = taken
            .iter()
            .rposition(|&i| label(i) != last_label)
            .map_or(0, |j| j + 1);
        TakenSoFar {
            walker,
            last_label,
            last_batch: &taken[start..],
        }
    }

    fn contains(&self, state: State) -> bool {
        let (Some(label), Some(last)) = (self.walker.labelled_at(state), self.last_label) else {
            return false;
        };
        let index = self.walker.game().index(state) as u32;
        label < last || (label == last && self.last_batch.contains(&index))
    }
}

fn move_table(walker: &Walker, state: State) -> Vec<MoveRow> {
    let game = walker.game();
    let own = walker.outcome(state);
    // A best move reaches a target one move closer to the end.
    let one_less = walker.remoteness(state).and_then(|r| r.checked_sub(1));
    let mut rows: Vec<MoveRow> = game
        .steps(state.mover)
        .iter()
        .map(|&step| {
            let target = successor(game, state, step);
            let outcome = walker.outcome(target);
            let remoteness = walker.remoteness(target);
            let group = Group::of(outcome);
            let best = match own {
                Outcome::Win => group == Group::Winning && remoteness == one_less,
                Outcome::Lose => remoteness == one_less,
                Outcome::Loop => group == Group::Looping,
                Outcome::Undecided => false,
            };
            MoveRow {
                step,
                to: game.index(target),
                outcome,
                remoteness,
                group,
                best,
            }
        })
        .collect();
    rows.sort_by_key(|row| (row.group, rank_in_group(row), row.step));
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

/// One move of a line of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineMove {
    pub step: u32,
    /// The state reached, by index.
    pub to: usize,
}

/// The line of best play from a state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestLine {
    pub moves: Vec<LineMove>,
    /// For a Loop line, which ends on a state met before: the index in
    /// `moves` of the move that first left it, where the repeated cycle
    /// begins. `None` for lines that end in the hole.
    pub cycle_start: Option<usize>,
}

/// The best line from `state`: every move a best move (the walker's, so the
/// winner hurries and the loser stalls). From a Win or a Lose it has exactly
/// `remoteness` moves and ends in the hole; from a Loop it takes the
/// smallest move into Loop until a state repeats; from an undecided state
/// or the hole it is empty. Costs O(length) after the first best move.
pub fn best_line(walker: &Walker, state: State) -> BestLine {
    let game = walker.game();
    let mut left_at = HashMap::from([(game.index(state), 0)]);
    let mut moves = Vec::new();
    let mut at = state;
    while let Some(step) = walker.best_move(at) {
        at = successor(game, at, step);
        let to = game.index(at);
        moves.push(LineMove { step, to });
        match left_at.entry(to) {
            Entry::Occupied(first) => {
                let cycle_start = Some(*first.get());
                return BestLine { moves, cycle_start };
            }
            Entry::Vacant(slot) => {
                slot.insert(moves.len());
            }
        }
    }
    BestLine {
        moves,
        cycle_start: None,
    }
}

/// Landmarks of a whole run, for a scrubber. Step numbers count from 1, as
/// the walker's reports do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    /// Steps of the run, the final Loop step included.
    pub total: u32,
    /// The step that labelled the first Lose off the hole, if any.
    pub first_lose: Option<u32>,
    /// `layer_ends[r]`: the step that took the last state of remoteness `r`
    /// off the queue (so `layer_ends[0]` takes the second hole).
    pub layer_ends: Vec<u32>,
    /// The step that took the last state off the queue; the final Loop step
    /// is the next one.
    pub queue_empty: u32,
}

impl Timeline {
    /// Runs a fresh walker over `game` to its end: the cost of the run
    /// itself, O(n k) time for k steps per mover, and O(n) memory.
    pub fn of(game: &Game) -> Timeline {
        let mut walker = Walker::new(game.clone());
        walker.finish();
        Timeline::of_finished(&walker)
    }

    /// Reads the landmarks off a walker whose run is over, in O(n).
    pub fn of_finished(walker: &Walker) -> Timeline {
        assert!(walker.is_done(), "a timeline is read off a finished run");
        let game = walker.game();
        let queue = walker.queue();
        // The queue is in order of remoteness, and step j + 1 took queue[j].
        let mut layer_ends: Vec<u32> = Vec::new();
        for (j, &i) in queue.iter().enumerate() {
            let r = walker.remoteness_table()[i as usize] as usize;
            let step = j as u32 + 1;
            match layer_ends.get_mut(r) {
                Some(end) => *end = step,
                None => layer_ends.push(step),
            }
        }
        let first_lose = queue
            .iter()
            .map(|&i| game.state(i as usize))
            .find(|&s| s.position != 0 && walker.outcome(s) == Outcome::Lose)
            .and_then(|s| walker.labelled_at(s));
        Timeline {
            total: walker.steps_taken(),
            first_lose,
            layer_ends,
            queue_empty: queue.len() as u32,
        }
    }
}

/// Predecessor visits between two copies: a few milliseconds of running on.
const VISITS_BETWEEN_COPIES: u64 = 1 << 22;
/// Memory for all the copies together, whatever the size of the game.
const COPIES_BUDGET_BYTES: u64 = 16 << 20;
/// A walker's bytes per state: outcome byte, four `u32` tables and the queue.
const BYTES_PER_STATE: u64 = 21;
/// Undoing a step costs about twice as much as taking it.
const UNDO_COST: u32 = 2;

/// Copies of a walker saved along a whole run, so that reaching any step
/// costs one copy and a short run on instead of a run from the start.
#[derive(Clone, Debug)]
pub struct Checkpoints {
    /// Steps between copies: `saved[i]` has taken `i * every` steps.
    every: u32,
    saved: Vec<Walker>,
    finished: Walker,
}

impl Checkpoints {
    /// Runs a fresh walker over `game` to its end, saving copies on the way:
    /// the run's O(n k) time, and at most about 16 MiB of copies (fewer, and
    /// farther apart, on large circles) besides the finished walker.
    pub fn along(game: &Game) -> Checkpoints {
        Checkpoints::saving_every(game, Checkpoints::spacing(game))
    }

    fn saving_every(game: &Game, every: u32) -> Checkpoints {
        let mut walker = Walker::new(game.clone());
        let mut saved = vec![walker.clone()];
        while walker.run(every) == every && !walker.is_done() {
            saved.push(walker.clone());
        }
        walker.finish();
        Checkpoints {
            every,
            saved,
            finished: walker,
        }
    }

    /// Steps between copies: enough predecessor visits to be worth a copy,
    /// and far enough apart for the copies to fit the budget.
    fn spacing(game: &Game) -> u32 {
        let sizes = game.steps(Mover::Rick).len() + game.steps(Mover::Morty).len();
        let visits_per_step = sizes.div_ceil(2) as u64;
        let states = game.state_count() as u64;
        let affordable = (COPIES_BUDGET_BYTES / (states * BYTES_PER_STATE)).max(1);
        let by_memory = (states + 1).div_ceil(affordable);
        let by_time = VISITS_BETWEEN_COPIES / visits_per_step;
        by_time.max(by_memory).clamp(1, u64::from(u32::MAX)) as u32
    }

    /// The walker at the end of the run.
    pub fn finished(&self) -> &Walker {
        &self.finished
    }

    /// Puts `walker`, a run of the same game, at exactly `step` (at most the
    /// run's total), by the cheapest of running on, undoing, and running on
    /// from the nearest copy. Returns the step reached.
    pub fn seek(&self, walker: &mut Walker, step: u32) -> u32 {
        debug_assert_eq!(walker.game(), self.finished.game());
        let target = step.min(self.finished.steps_taken());
        let now = walker.steps_taken();
        let copy = self.nearest_copy(target);
        let from_copy = target - copy.steps_taken();
        if now <= target && target - now <= from_copy {
            walker.run(target - now);
        } else if now > target && (now - target).saturating_mul(UNDO_COST) <= from_copy {
            for _ in target..now {
                walker.undo();
            }
        } else {
            *walker = copy.clone();
            walker.run(from_copy);
        }
        target
    }

    /// The latest copy at or before `step`, which is at most the total.
    fn nearest_copy(&self, step: u32) -> &Walker {
        if step == self.finished.steps_taken() {
            &self.finished
        } else {
            &self.saved[(step / self.every) as usize]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample1() -> Game {
        Game::new(5, &[3, 2], &[1, 2, 3]).unwrap()
    }

    fn rick(position: u32) -> State {
        State {
            mover: Mover::Rick,
            position,
        }
    }

    fn morty(position: u32) -> State {
        State {
            mover: Mover::Morty,
            position,
        }
    }

    #[test]
    fn sample_one_explained_at_the_end() {
        let mut w = Walker::new(sample1());
        w.finish();
        // Rick at object 2: 2 and 3 reach Morty at objects 4 and 5, both Win
        // in 1; 2 was taken last, so it counts as the resistance.
        let lose = explain(&w, rick(1));
        assert_eq!(
            lose.reason,
            Reason::Lose {
                steps: vec![2, 3],
                resist: 2,
                to: 5 + 3,
                to_remoteness: 1
            }
        );
        assert_eq!(lose.remoteness, Some(2));
        let groups: Vec<(u32, Group, bool)> = lose
            .moves
            .iter()
            .map(|m| (m.step, m.group, m.best))
            .collect();
        assert_eq!(groups, [(2, Group::Losing, true), (3, Group::Losing, true)]);
        // Morty at object 2 loops: 3 reaches Rick at object 5, a Loop, and
        // Rick's 2 comes back.
        let looping = explain(&w, morty(1));
        assert_eq!(looping.reason, Reason::Loop { step: 3, to: 4 });
        let line = best_line(&w, morty(1));
        assert_eq!(
            line.moves,
            [LineMove { step: 3, to: 4 }, LineMove { step: 2, to: 5 + 1 }]
        );
        assert_eq!(line.cycle_start, Some(0));
        // Rick at object 3 plays 3 into the hole: Win in 1.
        assert_eq!(
            explain(&w, rick(2)).reason,
            Reason::Win {
                step: 3,
                to: 5,
                to_remoteness: 0
            }
        );
        assert_eq!(explain(&w, morty(0)).reason, Reason::Hole);
        assert!(explain(&w, morty(0)).moves.is_empty());
    }

    #[test]
    fn an_undecided_state_lists_what_is_known_and_counted() {
        let mut w = Walker::new(sample1());
        // Step 1 labels Morty at 5, 4 and 3 Win; none is taken yet.
        w.run(1);
        let Reason::Undecided {
            counter,
            known_wins,
            queued_wins,
            known_loses,
        } = explain(&w, rick(1)).reason
        else {
            panic!("Rick at object 2 is undecided after one step");
        };
        assert_eq!((counter, known_wins, queued_wins), (2, vec![], vec![2, 3]));
        // Rick at 3 reaches Morty's hole, waiting in the queue.
        assert!(known_loses.is_empty());
        let at3 = explain(&w, rick(2)).reason;
        assert!(matches!(at3, Reason::Undecided { known_loses, .. } if known_loses == [3]));
        // Steps 2 and 3 take Morty's hole and Morty at object 5: one of Rick
        // at object 2's moves is counted, the other still waits.
        w.run(2);
        let Reason::Undecided {
            counter,
            known_wins,
            queued_wins,
            ..
        } = explain(&w, rick(1)).reason
        else {
            panic!("still undecided");
        };
        assert_eq!((counter, known_wins, queued_wins), (1, vec![3], vec![2]));
    }

    #[test]
    fn the_timeline_of_sample_one() {
        let timeline = Timeline::of(&sample1());
        // Eight states queued (the holes, six Wins, Rick's Lose at object 2,
        // labelled by step 4), then the final Loop step.
        assert_eq!(
            timeline,
            Timeline {
                total: 9,
                first_lose: Some(4),
                layer_ends: vec![2, 7, 8],
                queue_empty: 8,
            }
        );
    }

    #[test]
    fn seeking_lands_where_single_steps_do() {
        let game = Game::new(30, &[1, 4, 9, 16, 25], &[2, 3, 5, 7, 11, 13]).unwrap();
        let copies = Checkpoints::saving_every(&game, 3);
        let total = copies.finished().steps_taken();
        let mut w = Walker::new(game.clone());
        for step in [5, 2, total + 7, 0, 17, 16, 40, 1] {
            let reached = copies.seek(&mut w, step);
            let mut expected = Walker::new(game.clone());
            expected.run(step);
            assert_eq!(reached, expected.steps_taken());
            assert_eq!(w.outcomes(), expected.outcomes());
            assert_eq!(w.counters(), expected.counters());
            assert_eq!(w.last_step(), expected.last_step());
        }
    }
}
