//! Property tests of the explanations, best lines, timeline and seeking:
//! on random small games they agree with a naive solver written here afresh
//! (outcomes and remoteness by rounds), at the end of a run and mid-run.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use retrograde::berzerk::{
    best_line, explain, Checkpoints, Game, Group, Mover, Reason, State, Timeline, Walker,
};
use retrograde::outcome::Outcome;
use retrograde::piles::SieveWalker;

/// Outcome and remoteness per state, by rounds: in round `r` a state is
/// Win if some move reaches a Lose of round `r - 1`, and Lose if every move
/// reaches a Win of an earlier round, one of them of round `r - 1`. A round
/// that decides nothing ends it; the rest is Loop.
fn naive(game: &Game) -> Vec<(Outcome, Option<u32>)> {
    let mut known = vec![(Outcome::Undecided, None); game.state_count()];
    for mover in Mover::BOTH {
        known[game.index(State { mover, position: 0 })] = (Outcome::Lose, Some(0));
    }
    for r in 1.. {
        let before = known.clone();
        for (i, slot) in known.iter_mut().enumerate() {
            let state = game.state(i);
            if state.position != 0 && before[i].0 == Outcome::Undecided {
                if let Some(decided) = round(game, &before, state, r) {
                    *slot = (decided, Some(r));
                }
            }
        }
        if known == before {
            break;
        }
    }
    for slot in known.iter_mut().filter(|k| k.0 == Outcome::Undecided) {
        *slot = (Outcome::Loop, None);
    }
    known
}

fn round(game: &Game, before: &[(Outcome, Option<u32>)], state: State, r: u32) -> Option<Outcome> {
    let next: Vec<(Outcome, Option<u32>)> = game
        .steps(state.mover)
        .iter()
        .map(|&x| before[game.index(successor(game, state, x))])
        .collect();
    if next.contains(&(Outcome::Lose, Some(r - 1))) {
        Some(Outcome::Win)
    } else if next.iter().all(|&(o, _)| o == Outcome::Win)
        && next.iter().any(|&(_, t)| t == Some(r - 1))
    {
        Some(Outcome::Lose)
    } else {
        None
    }
}

fn successor(game: &Game, state: State, step: u32) -> State {
    State {
        mover: state.mover.other(),
        position: game.forward(state.position, step),
    }
}

fn step_set(n: u32) -> impl Strategy<Value = Vec<u32>> {
    (prop::collection::vec(any::<bool>(), (n - 1) as usize), 1..n).prop_map(|(chosen, forced)| {
        (1..=chosen.len() as u32)
            .filter(|&x| x == forced || chosen[x as usize - 1])
            .collect()
    })
}

fn game(max_n: u32) -> impl Strategy<Value = Game> {
    (2..=max_n).prop_flat_map(|n| {
        (step_set(n), step_set(n)).prop_map(move |(a, b)| Game::new(n, &a, &b).unwrap())
    })
}

/// What the walker's tables say of a state right now.
fn known(w: &Walker, i: usize) -> (Outcome, Option<u32>) {
    let state = w.game().state(i);
    (w.outcome(state), w.remoteness(state))
}

/// The reason agrees with the labels the walker holds: a Win's move reaches
/// a Lose one move closer; a Lose's every move reaches a Win and the
/// resistance the farthest one; a Loop's move is the smallest into Loop and
/// none reaches a Lose; an undecided state's lists split its moves by what
/// is known and counted.
fn check_reason(w: &Walker, i: usize) -> Result<(), TestCaseError> {
    let game = w.game();
    let state = game.state(i);
    let targets: Vec<(u32, usize)> = game
        .steps(state.mover)
        .iter()
        .map(|&x| (x, game.index(successor(game, state, x))))
        .collect();
    let target_of = |x: u32| targets.iter().find(|t| t.0 == x).unwrap().1;
    let of_outcome = |o: Outcome| -> Vec<u32> {
        targets
            .iter()
            .filter(|t| known(w, t.1).0 == o)
            .map(|t| t.0)
            .collect()
    };
    let r = w.remoteness(state);
    match explain(w, state).reason {
        Reason::Hole => prop_assert_eq!(state.position, 0),
        Reason::Win {
            step,
            to,
            to_remoteness,
        } => {
            prop_assert_eq!(w.outcome(state), Outcome::Win);
            prop_assert_eq!(to, target_of(step));
            prop_assert_eq!(known(w, to), (Outcome::Lose, Some(to_remoteness)));
            prop_assert_eq!(r, Some(to_remoteness + 1));
        }
        Reason::Lose {
            steps,
            resist,
            to,
            to_remoteness,
        } => {
            prop_assert_eq!(w.outcome(state), Outcome::Lose);
            prop_assert_eq!(&steps[..], game.steps(state.mover));
            prop_assert_eq!(of_outcome(Outcome::Win), steps);
            prop_assert_eq!(to, target_of(resist));
            let farthest = targets.iter().map(|t| known(w, t.1).1.unwrap()).max();
            prop_assert_eq!(Some(to_remoteness), farthest);
            prop_assert_eq!(r, Some(to_remoteness + 1));
        }
        Reason::Loop { step, to } => {
            prop_assert_eq!(w.outcome(state), Outcome::Loop);
            prop_assert!(of_outcome(Outcome::Lose).is_empty());
            prop_assert_eq!(Some(step), of_outcome(Outcome::Loop).first().copied());
            prop_assert_eq!(to, target_of(step));
        }
        Reason::Undecided {
            counter,
            known_wins,
            queued_wins,
            known_loses,
        } => {
            prop_assert_eq!(w.outcome(state), Outcome::Undecided);
            prop_assert_eq!(counter, w.counters()[i]);
            prop_assert_eq!(counter as usize, targets.len() - known_wins.len());
            let taken = &w.queue()[..w.queue_head()];
            let counted: Vec<u32> = of_outcome(Outcome::Win)
                .into_iter()
                .filter(|&x| taken.contains(&(target_of(x) as u32)))
                .collect();
            let mut wins = [known_wins.clone(), queued_wins].concat();
            wins.sort_unstable();
            prop_assert_eq!(known_wins, counted);
            prop_assert_eq!(wins, of_outcome(Outcome::Win));
            prop_assert_eq!(known_loses, of_outcome(Outcome::Lose));
        }
    }
    Ok(())
}

/// One row per move, with its target as the tables hold it, the group from
/// the mover's side, the best moves marked and the rows in table order.
fn check_move_table(w: &Walker, i: usize) -> Result<(), TestCaseError> {
    let game = w.game();
    let state = game.state(i);
    let rows = explain(w, state).moves;
    if state.position == 0 {
        prop_assert!(rows.is_empty());
        return Ok(());
    }
    let mut steps: Vec<u32> = rows.iter().map(|row| row.step).collect();
    steps.sort_unstable();
    prop_assert_eq!(&steps[..], game.steps(state.mover));
    let (own, r) = known(w, i);
    for row in &rows {
        prop_assert_eq!(row.to, game.index(successor(game, state, row.step)));
        prop_assert_eq!((row.outcome, row.remoteness), known(w, row.to));
        let group = match row.outcome {
            Outcome::Lose => Group::Winning,
            Outcome::Loop => Group::Looping,
            Outcome::Undecided => Group::Undecided,
            Outcome::Win => Group::Losing,
        };
        prop_assert_eq!(row.group, group);
        let closest = |g: Group| {
            let of_group = rows.iter().filter(|x| x.group == g);
            match g {
                Group::Winning => of_group.filter_map(|x| x.remoteness).min(),
                _ => of_group.filter_map(|x| x.remoteness).max(),
            }
        };
        let best = match own {
            Outcome::Win => group == Group::Winning && row.remoteness == closest(group),
            Outcome::Lose => row.remoteness == closest(Group::Losing),
            Outcome::Loop => group == Group::Looping,
            Outcome::Undecided => false,
        };
        prop_assert_eq!(row.best, best, "step {}", row.step);
        if row.best && own != Outcome::Loop {
            prop_assert_eq!(row.remoteness.map(|t| t + 1), r);
        }
    }
    for pair in rows.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        let in_order = match (a.group == b.group, a.group) {
            (false, _) => a.group < b.group,
            (true, Group::Winning) => (a.remoteness, a.step) < (b.remoteness, b.step),
            (true, Group::Losing) => (b.remoteness, a.step) < (a.remoteness, b.step),
            (true, _) => a.step < b.step,
        };
        prop_assert!(in_order, "{:?} before {:?}", a, b);
    }
    Ok(())
}

/// From a Win or a Lose, `remoteness` best moves into the hole; from a Loop,
/// the smallest moves into Loop until the first repeat; otherwise nothing.
fn check_best_line(w: &Walker, i: usize) -> Result<(), TestCaseError> {
    let game = w.game();
    let line = best_line(w, game.state(i));
    let (outcome, r) = known(w, i);
    let mut at = i;
    for (k, mv) in line.moves.iter().enumerate() {
        let state = game.state(at);
        prop_assert_eq!(mv.to, game.index(successor(game, state, mv.step)));
        let row = explain(w, state)
            .moves
            .into_iter()
            .find(|row| row.step == mv.step);
        prop_assert!(
            row.is_some_and(|row| row.best),
            "move {} is not a best one",
            k
        );
        if outcome == Outcome::Loop {
            let smallest = explain(w, state)
                .moves
                .iter()
                .filter(|row| row.group == Group::Looping)
                .map(|row| row.step)
                .min();
            prop_assert_eq!(Some(mv.step), smallest);
        }
        at = mv.to;
    }
    match outcome {
        Outcome::Win | Outcome::Lose => {
            prop_assert_eq!(Some(line.moves.len() as u32), r);
            prop_assert_eq!(game.state(at).position, 0);
            prop_assert_eq!(line.cycle_start, None);
        }
        Outcome::Loop => {
            let mut visited = vec![i];
            visited.extend(line.moves.iter().map(|mv| mv.to));
            let last = visited.pop().unwrap();
            let start = line.cycle_start.expect("a Loop line ends in a cycle");
            prop_assert_eq!(visited[start], last);
            let mut distinct = visited.clone();
            distinct.sort_unstable();
            distinct.dedup();
            prop_assert_eq!(distinct.len(), visited.len());
        }
        Outcome::Undecided => prop_assert!(line.moves.is_empty()),
    }
    Ok(())
}

fn check_state(w: &Walker, i: usize) -> Result<(), TestCaseError> {
    check_reason(w, i)?;
    check_move_table(w, i)?;
    check_best_line(w, i)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn explanations_at_the_end_agree_with_the_naive_solver(game in game(30)) {
        let mut w = Walker::new(game.clone());
        w.finish();
        let expected = naive(&game);
        for (i, &truth) in expected.iter().enumerate() {
            let explanation = explain(&w, game.state(i));
            prop_assert_eq!((explanation.outcome, explanation.remoteness), truth);
            prop_assert_eq!(explanation.state, i);
            check_state(&w, i)?;
        }
    }

    #[test]
    fn explanations_mid_run_agree_with_the_labels_known_so_far(
        game in game(25),
        fraction in 0.0..1.0f64,
    ) {
        let mut finished = Walker::new(game.clone());
        finished.finish();
        let mut w = Walker::new(game.clone());
        w.run((fraction * finished.steps_taken() as f64) as u32);
        for (i, &truth) in naive(&game).iter().enumerate() {
            let state = game.state(i);
            let explanation = explain(&w, state);
            prop_assert_eq!((explanation.outcome, explanation.remoteness), known(&w, i));
            prop_assert_eq!(explanation.counter, w.counters()[i]);
            if matches!(explanation.outcome, Outcome::Win | Outcome::Lose) {
                // A label, once given, is final, and so is its deciding move.
                prop_assert_eq!(known(&w, i), truth);
                prop_assert_eq!(&explanation.reason, &explain(&finished, state).reason);
                prop_assert_eq!(best_line(&w, state), best_line(&finished, state));
            }
            check_state(&w, i)?;
        }
    }

    #[test]
    fn the_timeline_marks_the_steps_a_walker_takes(game in game(30)) {
        let timeline = Timeline::of(&game);
        let mut w = Walker::new(game);
        let mut first_lose = None;
        let mut layer_ends: Vec<u32> = Vec::new();
        let mut queue_empty = None;
        while let Some(step) = w.next() {
            let lose = step.labelled.iter().any(|l| l.outcome == Outcome::Lose);
            if lose && first_lose.is_none() {
                first_lose = Some(step.index);
            }
            if let Some(taken) = step.taken {
                let r = w.remoteness_table()[taken] as usize;
                layer_ends.resize(layer_ends.len().max(r + 1), 0);
                layer_ends[r] = step.index;
                if w.waiting().is_empty() {
                    queue_empty = Some(step.index);
                }
            }
        }
        prop_assert_eq!(timeline.total, w.steps_taken());
        prop_assert_eq!(timeline.first_lose, first_lose);
        prop_assert_eq!(&timeline.layer_ends, &layer_ends);
        prop_assert!(layer_ends.windows(2).all(|p| p[0] < p[1]));
        prop_assert_eq!(Some(timeline.queue_empty), queue_empty);
        prop_assert_eq!(timeline.queue_empty + 1, timeline.total);
    }

    #[test]
    fn seeking_lands_where_single_steps_do(
        game in game(25),
        targets in prop::collection::vec(0u32..80, 1..12),
    ) {
        let copies = Checkpoints::along(&game);
        prop_assert_eq!(&Timeline::of_finished(copies.finished()), &Timeline::of(&game));
        let mut w = Walker::new(game.clone());
        for target in targets {
            let reached = copies.seek(&mut w, target);
            let mut replay = Walker::new(game.clone());
            replay.run(target);
            prop_assert_eq!(reached, replay.steps_taken());
            prop_assert_eq!(w.steps_taken(), reached);
            prop_assert_eq!(w.outcomes(), replay.outcomes());
            prop_assert_eq!(w.counters(), replay.counters());
            prop_assert_eq!(w.remoteness_table(), replay.remoteness_table());
            prop_assert_eq!(w.queue(), replay.queue());
            prop_assert_eq!(w.queue_head(), replay.queue_head());
            prop_assert_eq!(w.last_step(), replay.last_step());
        }
    }

    #[test]
    fn the_sieve_seeks_where_single_steps_do(
        bound in 0u32..40,
        targets in prop::collection::vec(0u32..30, 1..12),
    ) {
        let mut w = SieveWalker::new(bound);
        let pairs_at = w.p_positions().as_ptr();
        for target in targets {
            let reached = w.seek(target);
            let mut replay = SieveWalker::new(bound);
            replay.run(target);
            prop_assert_eq!(reached, replay.steps_taken());
            prop_assert_eq!(w.decided_at_table(), replay.decided_at_table());
            prop_assert_eq!(w.p_positions(), replay.p_positions());
            prop_assert_eq!(w.ruled_out_count(), replay.ruled_out_count());
            prop_assert_eq!(w.last_step(), replay.last_step());
            prop_assert_eq!(w.clone().next(), replay.next());
            prop_assert_eq!(w.p_positions().as_ptr(), pairs_at);
        }
    }
}
