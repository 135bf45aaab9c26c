//! Property tests of the explanations, best lines, timeline and seeking,
//! written once over any run: on random Berzerk games and random graphs they
//! agree with the naive solver of `tests/common` (outcomes and remoteness by
//! rounds), at the end of a run and mid-run.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use retrograde::berzerk::{end_of_run, Game, Walker};
use retrograde::graph::Graph;
use retrograde::outcome::Outcome;
use retrograde::piles::SieveWalker;
use retrograde::retro::{
    best_line, best_line_window, explain, BestLine, Checkpoints, Group, Reason, Recording,
    Retrograde, Run, Step, Stepper, Timeline,
};

mod common;
use common::naive;
use common::strategies::{game, graph};

/// What the run's tables say of a state right now.
fn known<R: Run>(run: &R, i: usize) -> (Outcome, Option<u32>) {
    (run.outcome(i), run.remoteness(i))
}

/// The reason agrees with the labels the run holds: a Win's move reaches a
/// Lose one move closer; a Lose's every move reaches a Win and the
/// resistance the farthest one; a Loop's move is the first into Loop and
/// none reaches a Lose; an undecided state's lists split its moves by what
/// is known and counted. `targets` are the state's moves, in the game's order.
fn check_reason<R: Run>(run: &R, i: usize, targets: &[usize]) -> Result<(), TestCaseError> {
    let of_outcome = |o: Outcome| -> Vec<usize> {
        targets
            .iter()
            .copied()
            .filter(|&t| run.outcome(t) == o)
            .collect()
    };
    let r = run.remoteness(i);
    match explain(run, i).reason {
        Reason::Terminal | Reason::TerminalWin => prop_assert!(targets.is_empty()),
        Reason::Win { to, to_remoteness } => {
            prop_assert_eq!(run.outcome(i), Outcome::Win);
            prop_assert!(targets.contains(&to));
            prop_assert_eq!(known(run, to), (Outcome::Lose, Some(to_remoteness)));
            prop_assert_eq!(r, Some(to_remoteness + 1));
        }
        Reason::Lose { to, to_remoteness } => {
            prop_assert_eq!(run.outcome(i), Outcome::Lose);
            prop_assert_eq!(of_outcome(Outcome::Win), targets);
            prop_assert!(targets.contains(&to));
            let farthest = targets.iter().map(|&t| run.remoteness(t).unwrap()).max();
            prop_assert_eq!(Some(to_remoteness), farthest);
            prop_assert_eq!(run.remoteness(to), farthest);
            prop_assert_eq!(r, Some(to_remoteness + 1));
        }
        Reason::Loop { to } => {
            prop_assert_eq!(run.outcome(i), Outcome::Loop);
            prop_assert!(of_outcome(Outcome::Lose).is_empty());
            prop_assert_eq!(Some(to), of_outcome(Outcome::Loop).first().copied());
        }
        Reason::Undecided {
            counter,
            known_wins,
            queued_wins,
            known_loses,
        } => {
            prop_assert_eq!(run.outcome(i), Outcome::Undecided);
            prop_assert_eq!(Some(counter), run.counter(i));
            prop_assert_eq!(counter as usize, targets.len() - known_wins.len());
            let taken = &run.queue()[..run.queue_head()];
            let counted: Vec<usize> = of_outcome(Outcome::Win)
                .into_iter()
                .filter(|&t| taken.contains(&(t as u32)))
                .collect();
            let waiting: Vec<usize> = of_outcome(Outcome::Win)
                .into_iter()
                .filter(|&t| !taken.contains(&(t as u32)))
                .collect();
            prop_assert_eq!(known_wins, counted);
            prop_assert_eq!(queued_wins, waiting);
            prop_assert_eq!(known_loses, of_outcome(Outcome::Lose));
        }
    }
    Ok(())
}

/// One row per move, with its target as the tables hold it, the group from
/// the mover's side, the best moves marked and the rows in table order.
fn check_move_table<R: Run>(run: &R, i: usize, targets: &[usize]) -> Result<(), TestCaseError> {
    let rows = explain(run, i).moves;
    let mut tos: Vec<usize> = rows.iter().map(|row| row.to).collect();
    let mut expected = targets.to_vec();
    tos.sort_unstable();
    expected.sort_unstable();
    prop_assert_eq!(tos, expected);
    let (own, r) = known(run, i);
    let order = |to: usize| targets.iter().position(|&t| t == to).unwrap();
    for row in &rows {
        prop_assert_eq!((row.outcome, row.remoteness), known(run, row.to));
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
        prop_assert_eq!(row.best, best, "move to {}", row.to);
        if row.best && own != Outcome::Loop {
            prop_assert_eq!(row.remoteness.map(|t| t + 1), r);
        }
    }
    for pair in rows.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        let (x, y) = (order(a.to), order(b.to));
        let in_order = match (a.group == b.group, a.group) {
            (false, _) => a.group < b.group,
            (true, Group::Winning) => (a.remoteness, x) < (b.remoteness, y),
            (true, Group::Losing) => (b.remoteness, x) < (a.remoteness, y),
            (true, _) => x < y,
        };
        prop_assert!(in_order, "{:?} before {:?}", a, b);
    }
    Ok(())
}

/// From a Win or a Lose, `remoteness` best moves onto a state without moves;
/// from a Loop, the first moves into Loop until the first repeat; otherwise
/// nothing.
fn check_best_line<R: Run>(run: &R, i: usize, moves: &[Vec<usize>]) -> Result<(), TestCaseError> {
    let line = best_line(run, i);
    let (outcome, r) = known(run, i);
    let mut at = i;
    for &to in &line.moves {
        prop_assert!(moves[at].contains(&to));
        let row = explain(run, at).moves.into_iter().find(|row| row.to == to);
        prop_assert!(
            row.is_some_and(|row| row.best),
            "{} to {} is not a best move",
            at,
            to
        );
        if outcome == Outcome::Loop {
            let first = moves[at]
                .iter()
                .copied()
                .find(|&t| run.outcome(t) == Outcome::Loop);
            prop_assert_eq!(Some(to), first);
        }
        at = to;
    }
    match outcome {
        Outcome::Win | Outcome::Lose => {
            prop_assert_eq!(Some(line.moves.len() as u32), r);
            prop_assert!(moves[at].is_empty());
            prop_assert_eq!(line.cycle_start, None);
        }
        Outcome::Loop => {
            let mut visited = vec![i];
            visited.extend(&line.moves);
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
    check_line_windows(run, i, &line)
}

/// Every stretch of the line, asked for alone, is that stretch of the whole
/// line, with the whole line's length and cycle start.
fn check_line_windows<R: Run>(run: &R, i: usize, line: &BestLine) -> Result<(), TestCaseError> {
    let length = line.moves.len();
    for from in 0..=length + 1 {
        for count in [0, 1, 2, length] {
            let window = best_line_window(run, i, from, count);
            let stretch = &line.moves[from.min(length)..(from + count).min(length)];
            prop_assert_eq!(&window.moves[..], stretch);
            prop_assert_eq!((window.from, window.length), (from, length));
            prop_assert_eq!(window.cycle_start, line.cycle_start);
            if !stretch.is_empty() {
                let before = if from == 0 { i } else { line.moves[from - 1] };
                prop_assert_eq!(window.before, before);
            }
        }
    }
    Ok(())
}

fn check_state<R: Run>(run: &R, i: usize, moves: &[Vec<usize>]) -> Result<(), TestCaseError> {
    check_reason(run, i, &moves[i])?;
    check_move_table(run, i, &moves[i])?;
    check_best_line(run, i, moves)
}

/// Every state explained at the end of a run agrees with the naive solver.
fn explained_at_the_end<R: Run>(run: &R, moves: &[Vec<usize>]) -> Result<(), TestCaseError> {
    for (i, &truth) in naive::solve(moves).iter().enumerate() {
        let explanation = explain(run, i);
        prop_assert_eq!((explanation.outcome, explanation.remoteness), truth);
        prop_assert_eq!(explanation.state, i);
        check_state(run, i, moves)?;
    }
    Ok(())
}

/// Every state explained mid-run agrees with the labels known so far, and
/// a label, once given, is the naive solver's.
fn explained_mid_run<S: Stepper>(run: &S, moves: &[Vec<usize>]) -> Result<(), TestCaseError> {
    for (i, &truth) in naive::solve(moves).iter().enumerate() {
        let explanation = explain(run, i);
        prop_assert_eq!((explanation.outcome, explanation.remoteness), known(run, i));
        prop_assert_eq!(explanation.counter, run.counter(i));
        if matches!(explanation.outcome, Outcome::Win | Outcome::Lose) {
            prop_assert_eq!(known(run, i), truth);
        }
        check_state(run, i, moves)?;
    }
    Ok(())
}

/// A graph's moves without repeats, in the graph's (ascending) order.
fn distinct_moves(n: u32, edges: &[(u32, u32)]) -> Vec<Vec<usize>> {
    let mut moves = naive::graph_moves(n, edges);
    for targets in &mut moves {
        targets.sort_unstable();
        targets.dedup();
    }
    moves
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn berzerk_explanations_at_the_end_agree_with_the_naive_solver(game in game(30)) {
        let moves = naive::berzerk_moves(&game);
        let mut w = Walker::new(game.clone());
        w.finish();
        explained_at_the_end(&w, &moves)?;
        explained_at_the_end(&end_of_run(&game), &moves)?;
    }

    #[test]
    fn graph_explanations_at_the_end_agree_with_the_naive_solver((n, edges) in graph(25, 60)) {
        let graph = Graph::from_edges(n, edges.clone());
        let mut run = Retrograde::new(&graph);
        run.finish();
        explained_at_the_end(&run, &distinct_moves(n, &edges))?;
    }

    #[test]
    fn explanations_mid_run_agree_with_the_labels_known_so_far(
        game in game(25),
        (n, edges) in graph(20, 50),
        fraction in 0.0..1.0f64,
    ) {
        let moves = naive::berzerk_moves(&game);
        let mut w = Walker::new(game.clone());
        let total = end_of_run(&game).steps_taken();
        w.run((fraction * total as f64) as u32);
        explained_mid_run(&w, &moves)?;
        let graph = Graph::from_edges(n, edges.clone());
        let mut run = Retrograde::new(&graph);
        let decided = naive::solve(&distinct_moves(n, &edges)).iter().filter(|k| k.0 != Outcome::Loop).count();
        run.run((fraction * (decided + 1) as f64) as u32);
        explained_mid_run(&run, &distinct_moves(n, &edges))?;
    }

    #[test]
    fn the_timeline_marks_the_steps_a_run_takes(game in game(30), (n, edges) in graph(20, 50)) {
        check_timeline(Walker::new(game.clone()), Timeline::of_finished(&end_of_run(&game)))?;
        let graph = Graph::from_edges(n, edges);
        let mut finished = Retrograde::new(&graph);
        finished.finish();
        check_timeline(Retrograde::new(&graph), Timeline::of_finished(&finished))?;
    }

    #[test]
    fn seeking_lands_where_single_steps_do(
        game in game(25),
        every in 1u32..6,
        slice in 1u32..7,
        targets in prop::collection::vec(0u32..80, 1..12),
    ) {
        // Recorded a few steps at a time, as the page's worker does.
        let mut sliced = Recording::saving_every(Walker::new(game.clone()), every);
        while !sliced.advance(slice) {}
        for copies in [
            Checkpoints::along(Walker::new(game.clone())),
            Checkpoints::saving_every(Walker::new(game.clone()), every),
            sliced.into_checkpoints(),
        ] {
            let mut w = Walker::new(game.clone());
            for &target in &targets {
                let reached = copies.seek(&mut w, target);
                let mut replay = Walker::new(game.clone());
                replay.run(target);
                prop_assert_eq!(reached, replay.steps_taken());
                prop_assert_eq!(w.steps_taken(), reached);
                prop_assert_eq!(w.outcomes(), replay.outcomes());
                prop_assert_eq!(w.counters(), replay.counters());
                prop_assert_eq!(w.remoteness_table(), replay.remoteness_table());
                prop_assert_eq!(w.labelled_at_table(), replay.labelled_at_table());
                prop_assert_eq!(w.queue(), replay.queue());
                prop_assert_eq!(w.queue_head(), replay.queue_head());
                prop_assert_eq!(w.last_step(), replay.last_step());
            }
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

/// The landmarks, found afresh from the step reports of `run`, fresh.
fn check_timeline<S: Stepper + Iterator<Item = Step>>(
    mut run: S,
    timeline: Timeline,
) -> Result<(), TestCaseError> {
    let mut first_lose = None;
    let mut layer_ends: Vec<u32> = Vec::new();
    let mut queue_empty = None;
    while let Some(step) = run.next() {
        let lose = step.labelled.iter().any(|l| l.outcome == Outcome::Lose);
        if lose && first_lose.is_none() {
            first_lose = Some(step.index);
        }
        if let Some(taken) = step.taken {
            let r = run.remoteness(taken).unwrap() as usize;
            layer_ends.resize(layer_ends.len().max(r + 1), 0);
            layer_ends[r] = step.index;
            if run.waiting().is_empty() {
                queue_empty = Some(step.index);
            }
        }
    }
    prop_assert_eq!(timeline.total, run.steps_taken());
    prop_assert_eq!(timeline.first_lose, first_lose);
    prop_assert_eq!(&timeline.layer_ends, &layer_ends);
    prop_assert!(layer_ends.windows(2).all(|p| p[0] < p[1]));
    // Without terminal states nothing is ever queued.
    prop_assert_eq!(timeline.queue_empty, queue_empty.unwrap_or(0));
    prop_assert_eq!(timeline.queue_empty + 1, timeline.total);
    Ok(())
}

#[test]
fn sample_one_explained_at_the_end() {
    let game = Game::new(5, &[3, 2], &[1, 2, 3]).unwrap();
    let end = end_of_run(&game);
    // Rick at object 2: 2 and 3 reach Morty at objects 4 and 5, both Win in
    // 1; 2 was taken last, so it counts as the resistance.
    let lose = explain(&end, 1);
    assert_eq!(
        lose.reason,
        Reason::Lose {
            to: 5 + 3,
            to_remoteness: 1
        }
    );
    assert_eq!((lose.remoteness, lose.counter), (Some(2), None));
    let rows: Vec<(usize, Group, bool)> =
        lose.moves.iter().map(|m| (m.to, m.group, m.best)).collect();
    assert_eq!(rows, [(8, Group::Losing, true), (9, Group::Losing, true)]);
    // Morty at object 2 loops: 3 reaches Rick at object 5, a Loop, and
    // Rick's 2 comes back.
    assert_eq!(explain(&end, 6).reason, Reason::Loop { to: 4 });
    let line = best_line(&end, 6);
    assert_eq!((line.moves, line.cycle_start), (vec![4, 6], Some(0)));
    // Rick at object 3 jumps 3 into the hole: Win in 1.
    assert_eq!(
        explain(&end, 2).reason,
        Reason::Win {
            to: 5,
            to_remoteness: 0
        }
    );
    assert_eq!(explain(&end, 5).reason, Reason::Terminal);
    assert!(explain(&end, 5).moves.is_empty());
}

#[test]
fn an_undecided_state_lists_what_is_known_and_counted() {
    let mut w = Walker::new(Game::new(5, &[3, 2], &[1, 2, 3]).unwrap());
    // Step 1 labels Morty at 5, 4 and 3 Win; none is taken yet.
    w.run(1);
    let undecided = |w: &Walker, i| match explain(w, i).reason {
        Reason::Undecided {
            counter,
            known_wins,
            queued_wins,
            known_loses,
        } => (counter, known_wins, queued_wins, known_loses),
        other => panic!("state {i} is undecided, not {other:?}"),
    };
    assert_eq!(undecided(&w, 1), (2, vec![], vec![8, 9], vec![]));
    // Rick at 3 reaches Morty's hole, waiting in the queue.
    assert_eq!(undecided(&w, 2).3, [5]);
    // Steps 2 and 3 take Morty's hole and Morty at object 5: one of Rick at
    // object 2's moves is counted, the other still waits.
    w.run(2);
    assert_eq!(undecided(&w, 1), (1, vec![9], vec![8], vec![]));
}

#[test]
fn the_timeline_of_sample_one() {
    let timeline = Timeline::of_finished(&end_of_run(&Game::new(5, &[3, 2], &[1, 2, 3]).unwrap()));
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
