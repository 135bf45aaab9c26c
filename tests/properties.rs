//! Property tests of the solvers against the naive oracles of
//! `tests/common`, and of the specialised solvers against the generic
//! engine: the generic engine on random graphs; Berzerk's walker step by
//! step against the engine over Berzerk's graph; the end of a run against a
//! finished walker; the batch solver; the pile sieves against the engine
//! over the pile graph and against brute force.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use retrograde::berzerk::{end_of_run, end_of_run_with_bitsets, solve, Game, Walker};
use retrograde::graph::Graph;
use retrograde::outcome::Outcome;
use retrograde::piles::{is_move, PPositions, SieveWalker};
use retrograde::retro::{GameGraph, Retrograde, Run, Stepper};

use retrograde::gen::Rng;

mod common;
use common::naive;
use common::strategies::{any_shape_game, game, graph};

/// What a run's tables say of every state: (outcome, remoteness).
fn known<R: Run>(run: &R) -> Vec<(Outcome, Option<u32>)> {
    (0..run.outcomes().len())
        .map(|s| (run.outcome(s), run.remoteness(s)))
        .collect()
}

/// Best moves obey the rules: a Win's best move reaches a Lose one move
/// closer, and no Lose is closer; a Lose's reaches the farthest Win; a
/// Loop's is its first move into Loop.
fn best_moves_obey_the_rules<R: Run>(run: &R, moves: &[Vec<usize>]) -> Result<(), TestCaseError> {
    for (s, targets) in moves.iter().enumerate() {
        let best = run.best_successor(s);
        let of = |t: usize| (run.outcome(t), run.remoteness(t));
        match (run.outcome(s), run.remoteness(s)) {
            (_, Some(0)) => prop_assert_eq!(best, None),
            (Outcome::Win, Some(r)) => {
                let closest = targets
                    .iter()
                    .filter(|&&t| of(t).0 == Outcome::Lose)
                    .map(|&t| of(t).1)
                    .min();
                prop_assert_eq!(closest, Some(Some(r - 1)));
                prop_assert_eq!(of(best.unwrap()), (Outcome::Lose, Some(r - 1)));
            }
            (Outcome::Lose, Some(r)) => {
                let farthest = targets.iter().map(|&t| of(t).1).max();
                prop_assert_eq!(farthest, Some(Some(r - 1)));
                prop_assert_eq!(of(best.unwrap()), (Outcome::Win, Some(r - 1)));
            }
            (Outcome::Loop, None) => {
                let first = targets.iter().copied().find(|&t| of(t).0 == Outcome::Loop);
                prop_assert_eq!(best, first);
            }
            other => prop_assert!(false, "state {} is {:?} at the end", s, other),
        }
        prop_assert!(best.is_none_or(|t| targets.contains(&t)));
    }
    Ok(())
}

/// Two runs at the same moment hold the same tables.
fn same_tables<A: Run, B: Run>(a: &A, b: &B) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.steps_taken(), b.steps_taken());
    prop_assert_eq!(a.is_done(), b.is_done());
    prop_assert_eq!(a.outcomes(), b.outcomes());
    prop_assert_eq!(a.remoteness_table(), b.remoteness_table());
    prop_assert_eq!(a.labelled_at_table(), b.labelled_at_table());
    prop_assert_eq!(a.queue(), b.queue());
    prop_assert_eq!(a.queue_head(), b.queue_head());
    for s in 0..a.outcomes().len() {
        prop_assert_eq!(
            a.deciding_successor(s),
            b.deciding_successor(s),
            "state {}",
            s
        );
        prop_assert_eq!(a.best_successor(s), b.best_successor(s), "state {}", s);
        prop_assert_eq!(a.counter(s), b.counter(s), "state {}", s);
    }
    Ok(())
}

/// The walker's per-mover counts against the outcomes it holds.
fn counts_agree(w: &Walker) -> Result<(), TestCaseError> {
    for outcome in Outcome::ALL {
        let holes = if outcome == Outcome::Lose { 2 } else { 0 };
        let all = w.outcomes().iter().filter(|&&o| o == outcome).count() as u32;
        prop_assert_eq!(w.count_of(outcome), all - holes);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn the_engine_solves_random_graphs_as_the_naive_solver_does((n, edges) in graph(30, 80)) {
        let graph = Graph::from_edges(n, edges.clone());
        let moves = naive::graph_moves(n, &edges);
        let mut run = Retrograde::new(&graph);
        run.finish();
        prop_assert_eq!(known(&run), naive::solve(&moves));
        let mut distinct = moves.clone();
        for targets in &mut distinct {
            targets.sort_unstable();
            targets.dedup();
        }
        best_moves_obey_the_rules(&run, &distinct)?;
        // The queue holds every decided state once, by remoteness.
        let remoteness: Vec<u32> = run.queue().iter().map(|&s| run.remoteness_table()[s as usize]).collect();
        prop_assert!(remoteness.windows(2).all(|p| p[0] <= p[1]));
        let decided = run.outcomes().iter().filter(|&&o| o != Outcome::Loop).count();
        prop_assert_eq!(run.queue().len(), decided);
        prop_assert_eq!(run.steps_taken() as usize, decided + 1);
    }

    #[test]
    fn the_engine_undoes_exactly((n, edges) in graph(20, 50), moves in prop::collection::vec((0u32..12, 0u32..12), 1..8)) {
        let graph = Graph::from_edges(n, edges);
        let mut run = Retrograde::new(&graph);
        for (ahead, back) in moves {
            run.run(ahead);
            for _ in 0..back {
                run.undo();
            }
            let mut replay = Retrograde::new(&graph);
            replay.run(run.steps_taken());
            same_tables(&run, &replay)?;
            prop_assert_eq!(run.counters(), replay.counters());
            prop_assert_eq!(run.last_step(), replay.last_step());
        }
    }

    #[test]
    fn reports_say_what_the_tables_hold((n, edges) in graph(20, 50), limit in 0usize..4) {
        let graph = Graph::from_edges(n, edges);
        let mut run = Retrograde::new(&graph);
        while run.advance() {
            let step = run.last_step().unwrap();
            prop_assert_eq!(step.index, run.steps_taken());
            for l in &step.labelled {
                prop_assert_eq!((l.outcome, l.remoteness), (run.outcome(l.state), run.remoteness(l.state)));
                prop_assert_eq!(l.by, step.taken.filter(|_| l.outcome != Outcome::Loop));
                prop_assert_eq!(run.labelled_at(l.state), Some(step.index));
            }
            for d in &step.decremented {
                prop_assert_eq!(run.counters()[d.state], d.remaining);
            }
            let summary = run.last_step_summary(limit).unwrap();
            let of = |o| step.labelled.iter().filter(|l| l.outcome == o).count() as u64;
            prop_assert_eq!((summary.wins, summary.loses, summary.loops), (of(Outcome::Win), of(Outcome::Lose), of(Outcome::Loop)));
            prop_assert_eq!(summary.counted_down, step.decremented.len() as u64);
            prop_assert_eq!(&summary.sample.labelled[..], &step.labelled[..limit.min(step.labelled.len())]);
            prop_assert_eq!(&summary.sample.decremented[..], &step.decremented[..limit.min(step.decremented.len())]);
        }
    }

    #[test]
    fn berzerk_solvers_agree_with_the_naive_solver(game in game(40)) {
        let expected = naive::solve(&naive::berzerk_moves(&game));
        let mut walker = Walker::new(game.clone());
        walker.finish();
        prop_assert_eq!(known(&walker), expected.clone());
        let outcomes: Vec<Outcome> = expected.iter().map(|k| k.0).collect();
        prop_assert_eq!(solve(&game), outcomes);
        prop_assert_eq!(known(&end_of_run(&game)), expected);
        best_moves_obey_the_rules(&walker, &naive::berzerk_moves(&game))?;
    }

    #[test]
    fn batch_agrees_on_longer_circles(game in game(300)) {
        let mut walker = Walker::new(game.clone());
        walker.finish();
        prop_assert_eq!(solve(&game), walker.outcomes());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_walker_takes_the_engines_steps_to_the_end(game in any_shape_game(700)) {
        let mut w = Walker::new(game.clone());
        let mut plain = Retrograde::new(game);
        same_tables(&w, &plain)?;
        loop {
            let expected = plain.next();
            prop_assert_eq!(w.next(), expected.clone());
            same_tables(&w, &plain)?;
            prop_assert_eq!(w.counters(), plain.counters());
            if expected.is_none() {
                break;
            }
        }
        counts_agree(&w)?;
    }

    #[test]
    fn the_walker_matches_the_engine_forward_and_back(
        game in any_shape_game(200),
        moves in prop::collection::vec((1u32..40, 0u32..40), 1..12),
        limit in 0usize..5,
    ) {
        // history[s]: the engine after s steps.
        let mut history = vec![Retrograde::new(game.clone())];
        let mut w = Walker::new(game);
        for (ahead, back) in moves {
            for _ in 0..ahead {
                let at = w.steps_taken() as usize;
                if history.len() == at + 1 {
                    let mut next = history[at].clone();
                    if next.advance() {
                        history.push(next);
                    }
                }
                w.advance();
                let plain = &history[w.steps_taken() as usize];
                same_tables(&w, plain)?;
                prop_assert_eq!(w.last_step(), plain.last_step());
                prop_assert_eq!(w.last_step_summary(limit), plain.last_step_summary(limit));
            }
            for _ in 0..back {
                let at = w.steps_taken() as usize;
                prop_assert_eq!(w.undo(), at > 0);
                let plain = &history[w.steps_taken() as usize];
                same_tables(&w, plain)?;
                prop_assert_eq!(w.counters(), plain.counters());
                prop_assert_eq!(w.last_step(), plain.last_step());
                counts_agree(&w)?;
            }
        }
    }

    #[test]
    fn the_end_of_a_run_is_a_finished_walkers(game in any_shape_game(700)) {
        let mut w = Walker::new(game.clone());
        w.finish();
        // The bitset path (`end_of_run` itself is held to the naive solver).
        let end = end_of_run_with_bitsets(&game);
        prop_assert_eq!(end.outcomes(), w.outcomes());
        prop_assert_eq!(end.remoteness_table(), w.remoteness_table());
        prop_assert_eq!(end.labelled_at_table(), w.labelled_at_table());
        prop_assert_eq!(end.queue(), w.queue());
        prop_assert_eq!(end.queue_head(), w.queue_head());
        prop_assert_eq!((end.steps_taken(), end.is_done()), (w.steps_taken(), true));
        for s in 0..game.state_count() {
            prop_assert_eq!(end.deciding_successor(s), w.deciding_successor(s), "state {}", s);
            prop_assert_eq!(end.best_successor(s), w.best_successor(s), "state {}", s);
            prop_assert_eq!(end.counter(s), None);
        }
    }

    #[test]
    fn fast_sieve_matches_the_plain_one(bound in 0u32..400) {
        let fast: Vec<_> = PPositions::up_to(bound).pairs().collect();
        prop_assert_eq!(fast, plain_sieve(bound));
    }

    #[test]
    fn sieve_undo_is_exact_and_ruling_moves_land(bound in 0u32..60, backs in prop::collection::vec(0u32..4, 1..40)) {
        let mut w = SieveWalker::new(bound);
        for back in backs {
            if let Some(step) = w.next() {
                prop_assert_eq!(step.index, w.steps_taken());
                let [a, b] = step.p_position;
                let own = if a == b { 1 } else { 2 };
                let decided = w.decided_at_table().iter().filter(|&&at| u32::from(at) == step.index).count();
                prop_assert_eq!(decided as u64, step.ruled_out + own);
            }
            for _ in 0..back {
                w.undo();
            }
            // A fresh walker run to the same point must be identical.
            let mut replay = SieveWalker::new(bound);
            replay.run(w.steps_taken());
            prop_assert_eq!(w.decided_at_table(), replay.decided_at_table());
            prop_assert_eq!(w.p_positions(), replay.p_positions());
            prop_assert_eq!(w.ruled_out_count(), replay.ruled_out_count());
            prop_assert_eq!(w.last_step(), replay.last_step());
            prop_assert_eq!(w.is_done(), replay.is_done());
            // The scans stand on the same cell: the next steps agree.
            prop_assert_eq!(w.clone().next(), replay.next());
            check_ruling_moves(&w)?;
        }
    }
}

/// The plain sieve run to its end.
fn plain_sieve(bound: u32) -> Vec<[u32; 2]> {
    let mut walker = SieveWalker::new(bound);
    walker.finish();
    walker.p_positions().to_vec()
}

/// Every cell ruled out so far has a move onto the P-position of the step
/// that ruled it out; P-positions and undecided cells have none.
fn check_ruling_moves(w: &SieveWalker) -> Result<(), TestCaseError> {
    for n in 0..=w.bound() {
        for m in 0..=w.bound() {
            let mv = w.ruling_move(n, m);
            let Some(at) = w.decided_at(n, m) else {
                prop_assert_eq!(mv, None);
                continue;
            };
            if w.is_losing(n, m) {
                prop_assert_eq!(mv, None);
                continue;
            }
            let mv = mv.expect("a cell ruled out has a ruling move");
            prop_assert!(is_move(mv.from_first, mv.from_second));
            let to = [n - mv.from_first, m - mv.from_second];
            let [a, b] = w.p_positions()[at as usize - 1];
            prop_assert!(to == [a, b] || to == [b, a], "({n}, {m}) moves to {to:?}");
        }
    }
    Ok(())
}

/// The pile game on the square `0..=bound` as a graph, repeated moves
/// deduplicated by the graph.
fn pile_graph(bound: u32) -> Graph {
    let moves = naive::pile_moves(bound);
    let edges = moves
        .iter()
        .enumerate()
        .flat_map(|(from, targets)| targets.iter().map(move |&to| (from as u32, to as u32)))
        .collect();
    Graph::from_edges(moves.len() as u32, edges)
}

/// Both sieves against the generic engine over the pile graph: the losing
/// cells are exactly the P-positions; and step k of the plain sieve rules
/// out exactly the cells that can move onto one of the first k P-positions.
#[test]
fn sieves_agree_with_the_engine_over_the_pile_graph() {
    for bound in [0u32, 1, 2, 7, 18, 30] {
        let side = bound as usize + 1;
        let graph = pile_graph(bound);
        let mut run = Retrograde::new(&graph);
        run.finish();
        let fast = PPositions::up_to(bound);
        let mut sieve = SieveWalker::new(bound);
        sieve.finish();
        let mut losing = Vec::new();
        for cell in 0..side * side {
            let (n, m) = ((cell / side) as u32, (cell % side) as u32);
            let lose = run.outcome(cell) == Outcome::Lose;
            assert_ne!(
                run.outcome(cell),
                Outcome::Loop,
                "the pile game always ends"
            );
            assert_eq!(fast.is_losing(n, m), lose, "bound {bound} ({n}, {m})");
            assert_eq!(sieve.is_losing(n, m), lose, "bound {bound} ({n}, {m})");
            if lose && n <= m {
                losing.push([n, m]);
            }
        }
        // The sieve finds them in row-major order.
        assert_eq!(sieve.p_positions(), &losing[..]);
        sieve_steps_rule_out_what_moves_onto_them(bound, &graph, &losing);
    }
}

fn sieve_steps_rule_out_what_moves_onto_them(bound: u32, graph: &Graph, p: &[[u32; 2]]) {
    let side = bound as usize + 1;
    let cell = |[a, b]: [u32; 2]| a as usize * side + b as usize;
    let mut sieve = SieveWalker::new(bound);
    for k in 1..=p.len() {
        sieve.advance();
        let first_k: Vec<usize> = p[..k]
            .iter()
            .flat_map(|&[a, b]| [cell([a, b]), cell([b, a])])
            .collect();
        for c in 0..side * side {
            let (n, m) = ((c / side) as u32, (c % side) as u32);
            let ruled_out = sieve.decided_at(n, m).is_some() && !sieve.is_losing(n, m);
            let reaches = graph.successors(c).any(|t| first_k.contains(&t));
            assert_eq!(
                ruled_out,
                reaches && !first_k.contains(&c),
                "bound {bound} step {k} ({n}, {m})"
            );
        }
    }
}

/// Whether the player to move wins, for every position up to `bound`, by
/// brute force over all moves.
fn pile_wins(bound: usize) -> Vec<Vec<bool>> {
    let mut wins = vec![vec![false; bound + 1]; bound + 1];
    for n in 0..=bound {
        for m in 0..=bound {
            wins[n][m] = (0..=n)
                .any(|x| (0..=m).any(|y| is_move((n - x) as u32, (m - y) as u32) && !wins[x][y]));
        }
    }
    wins
}

/// The plain sieve's table against brute force: a cell is losing iff no move
/// reaches a losing cell, and a winning cell was ruled out by the first
/// P-position it can move onto.
#[test]
fn sieve_table_agrees_with_brute_force() {
    const B: usize = 40;
    let wins = pile_wins(B);
    for bound in 0..=B as u32 {
        let mut w = SieveWalker::new(bound);
        w.finish();
        for n in 0..=bound {
            for m in 0..=bound {
                let at = w.decided_at(n, m).expect("every cell is decided");
                assert_eq!(
                    w.is_losing(n, m),
                    !wins[n as usize][m as usize],
                    "({n}, {m})"
                );
                let first_reachable = w
                    .p_positions()
                    .iter()
                    .position(|&[a, b]| {
                        [(a, b), (b, a)]
                            .iter()
                            .any(|&(x, y)| x <= n && y <= m && is_move(n - x, m - y))
                    })
                    .map(|i| i as u32 + 1);
                if !w.is_losing(n, m) {
                    assert_eq!(Some(at), first_reachable, "({n}, {m})");
                }
            }
        }
        assert_eq!(w.decided_at(0, 0), Some(1));
    }
}

/// Every position up to 60 by brute force over all moves.
#[test]
fn pile_sieve_agrees_with_brute_force() {
    const B: usize = 60;
    let wins = pile_wins(B);
    let table = PPositions::up_to(B as u32);
    for n in 0..=B {
        for m in 0..=B {
            assert_eq!(
                table.is_losing(n as u32, m as u32),
                !wins[n][m],
                "({n}, {m})"
            );
            if let Some(mv) = table.winning_move(n as u32, m as u32) {
                assert!(!wins[n - mv.from_first as usize][m - mv.from_second as usize]);
            }
        }
    }
}

#[test]
fn an_unreachable_hole_leaves_loops() {
    // Jumps sharing a divisor with n never reach the hole from odd positions.
    let game = Game::new(12, &[2, 4], &[6]).unwrap();
    let end = end_of_run(&game);
    assert_eq!(solve(&game), end.outcomes());
    for p in (1..12).step_by(2) {
        assert_eq!(end.outcome(p), Outcome::Loop);
        assert_eq!(end.outcome(12 + p), Outcome::Loop);
    }
}

#[test]
fn full_sets_and_single_jumps() {
    for n in [2u32, 3, 64, 65, 129] {
        let full: Vec<u32> = (1..n).collect();
        let game = Game::new(n, &full, &full).unwrap();
        let outcomes = solve(&game);
        let holes = [0, n as usize];
        for (i, &o) in outcomes.iter().enumerate() {
            let expected = if holes.contains(&i) {
                Outcome::Lose
            } else {
                Outcome::Win
            };
            assert_eq!(o, expected, "n {n} state {i}");
        }
        let one = Game::new(n, &[1], &[1]).unwrap();
        let end = end_of_run(&one);
        assert_eq!(solve(&one), end.outcomes());
        // With single jumps of 1 the game is forced: parity decides.
        for p in 1..n {
            let expected = if (n - p) % 2 == 1 {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(end.outcome(p as usize), expected, "n {n} p {p}");
            assert_eq!(end.remoteness(p as usize), Some(n - p), "n {n} p {p}");
        }
    }
}

#[test]
fn a_million_objects_with_small_sets() {
    let game = Game::new(1_000_000, &[1, 7, 999_983], &[2, 500_000]).unwrap();
    let batch = solve(&game);
    let mut w = Walker::new(game.clone());
    w.finish();
    assert_eq!(batch, w.outcomes());
    let end = end_of_run_with_bitsets(&game);
    assert_eq!(end.queue(), w.queue());
    assert_eq!(end.labelled_at_table(), w.labelled_at_table());
}

#[test]
fn fast_sieve_matches_the_plain_one_on_a_large_table() {
    let fast: Vec<_> = PPositions::up_to(2500).pairs().collect();
    assert_eq!(fast, plain_sieve(2500));
    assert!(fast.len() > 600);
}

/// Judge-sized games across densities: the batch solver, the end of a run
/// and the walker agree (one sparse and one dense
/// set included).
#[test]
fn judge_sized_games_across_densities() {
    let mut rng = Rng::new(0x2545f4914f6cdd1d);
    for n in [1000u32, 4097, 7000] {
        for (k1, k2) in [
            (2, 3),
            (40, 60),
            (150, 2),
            (900, 900),
            (n / 2, n / 2),
            (n - 1, 7),
        ] {
            let game = Game::new(n, &rng.jumps(n, k1), &rng.jumps(n, k2)).unwrap();
            let mut walker = Walker::new(game.clone());
            walker.finish();
            let label = format!("n {n} k {k1}/{k2}");
            assert_eq!(solve(&game), walker.outcomes(), "{label}");
            let end = end_of_run_with_bitsets(&game);
            assert_eq!(end.remoteness_table(), walker.remoteness_table(), "{label}");
            assert_eq!(end.queue(), walker.queue(), "{label}");
        }
    }
}

/// The walker and the bitset solvers agree on the page's largest games.
#[test]
fn walker_and_batch_agree_on_a_hundred_thousand_objects_with_full_sets() {
    let n = 100_000;
    let full: Vec<u32> = (1..n).collect();
    let game = Game::new(n, &full, &full).unwrap();
    let mut w = Walker::new(game.clone());
    w.finish();
    assert_eq!(solve(&game), w.outcomes());
    assert_eq!(w.count_of(Outcome::Win), 2 * (n - 1));
    assert_eq!(end_of_run_with_bitsets(&game).queue(), w.queue());
}

#[test]
fn walker_and_the_end_agree_on_a_million_objects_with_short_ranges() {
    let rick: Vec<u32> = (1..=300).collect();
    let morty: Vec<u32> = (1..=250).collect();
    let game = Game::new(1_000_000, &rick, &morty).unwrap();
    let mut w = Walker::new(game.clone());
    w.finish();
    assert_eq!(w.count_of(Outcome::Loop), 0);
    let end = end_of_run(&game);
    assert_eq!(end.outcomes(), w.outcomes());
    assert_eq!(end.remoteness_table(), w.remoteness_table());
    assert_eq!(end.labelled_at_table(), w.labelled_at_table());
    assert_eq!(end.queue(), w.queue());
}
