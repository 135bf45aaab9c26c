//! Generalized Sprague-Grundy values against the definitions: the plain
//! mex on random graphs where every play ends, and on random graphs with
//! cycles the outcome the values imply against the retrograde engine, and
//! the labels against a rescanning labelling and against the definition
//! itself (a counter function included). Periods against a brute-force
//! search, the subtraction game {1, 3, 4}, and small graphs worked by hand.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use retrograde::graph::Graph;
use retrograde::outcome::Outcome;
use retrograde::pattern::{period, periodicity, Period, Periodicity};
use retrograde::retro::{Grundy, GrundyValues, Retrograde, Run, Stepper, INFINITE};

mod common;
use common::naive::graph_moves;
use common::strategies::graph;

/// A graph where every play ends: each edge goes down to a smaller node.
fn acyclic_graph(max_n: u32, max_m: usize) -> impl Strategy<Value = (u32, Vec<(u32, u32)>)> {
    (1..=max_n).prop_flat_map(move |n| {
        prop::collection::vec((0..n, 0..n), 0..=max_m).prop_map(move |edges| {
            let down = edges
                .into_iter()
                .filter(|(a, b)| a != b)
                .map(|(a, b)| (a.max(b), a.min(b)));
            (n, down.collect())
        })
    })
}

fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let seen: Vec<u32> = values.collect();
    (0..)
        .find(|v| !seen.contains(v))
        .expect("a finite set misses a value")
}

/// Values as `Some(finite)` or `None` (infinite).
fn finite_values<G: retrograde::retro::GameGraph>(values: &GrundyValues<G>) -> Vec<Option<u32>> {
    (0..values.table().len())
        .map(|s| values.finite(s))
        .collect()
}

/// Fraenkel and Yesha's labelling as written, rescanning every state until
/// nothing changes, round after round.
fn rescanning_labelling(moves: &[Vec<usize>]) -> Vec<Option<u32>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Label {
        Unlabelled,
        Finite(u32),
        Infinite,
    }
    let mut labels = vec![Label::Unlabelled; moves.len()];
    for m in 0.. {
        let has_m =
            |labels: &[Label], u: usize| moves[u].iter().any(|&v| labels[v] == Label::Finite(m));
        let mut changed = true;
        while changed {
            changed = false;
            for u in 0..moves.len() {
                let open = |v: &&usize| matches!(labels[**v], Label::Unlabelled | Label::Infinite);
                if labels[u] == Label::Unlabelled
                    && !has_m(&labels, u)
                    && moves[u].iter().filter(open).all(|&v| has_m(&labels, v))
                {
                    labels[u] = Label::Finite(m);
                    changed = true;
                }
            }
        }
        for u in 0..moves.len() {
            if labels[u] == Label::Unlabelled && !has_m(&labels, u) {
                labels[u] = Label::Infinite;
            }
        }
        if !labels.contains(&Label::Unlabelled) {
            break;
        }
    }
    labels
        .into_iter()
        .map(|label| match label {
            Label::Finite(m) => Some(m),
            _ => None,
        })
        .collect()
}

/// The definition (Smith; Fraenkel): a finite value is the mex of the
/// moves' finite values (A); from a finite `u`, every move to a greater or
/// infinite value has a reply back to `u`'s value at a smaller counter (B:
/// the counters are found as a least fixed point); an infinite `u` has a
/// move to an infinite state with no move to `u`'s mex (C).
fn definition_holds(moves: &[Vec<usize>], values: &[Option<u32>]) -> Result<(), String> {
    let mex_of = |u: usize| mex(moves[u].iter().filter_map(|&v| values[v]));
    let greater = |v: usize, value: u32| values[v].is_none_or(|w| w > value);
    for u in 0..moves.len() {
        match values[u] {
            Some(value) if value != mex_of(u) => return Err(format!("A fails at {u}")),
            None if !moves[u].iter().any(|&v| {
                values[v].is_none() && moves[v].iter().all(|&w| values[w] != Some(mex_of(u)))
            }) =>
            {
                return Err(format!("C fails at {u}"))
            }
            _ => {}
        }
    }
    let mut counted = vec![false; moves.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for u in 0..moves.len() {
            let Some(value) = values[u] else { continue };
            let replies = |v: usize| {
                moves[v]
                    .iter()
                    .any(|&w| counted[w] && values[w] == Some(value))
            };
            if !counted[u] && moves[u].iter().all(|&v| !greater(v, value) || replies(v)) {
                counted[u] = true;
                changed = true;
            }
        }
    }
    match (0..moves.len()).find(|&u| values[u].is_some() && !counted[u]) {
        Some(u) => Err(format!("B has no counter at {u}")),
        None => Ok(()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn without_cycles_both_ways_give_the_plain_mex((n, edges) in acyclic_graph(30, 90)) {
        let moves = graph_moves(n, &edges);
        let mut naive = vec![0u32; n as usize];
        for u in 0..n as usize {
            naive[u] = mex(moves[u].iter().map(|&v| naive[v]));
        }
        let graph = Graph::from_edges(n, edges);
        let by_mex = GrundyValues::by_mex(&graph).expect("every play ends");
        prop_assert_eq!(by_mex.table(), &naive[..]);
        let by_rounds = GrundyValues::by_rounds(&graph);
        prop_assert_eq!(by_rounds.table(), &naive[..]);
        prop_assert_eq!(GrundyValues::new(&graph).rounds(), None);
    }

    #[test]
    fn values_imply_the_engines_outcomes((n, edges) in graph(40, 120)) {
        let graph = Graph::from_edges(n, edges);
        let values = GrundyValues::new(&graph);
        let mut engine = Retrograde::new(&graph);
        engine.finish();
        for s in 0..n as usize {
            let value = values.value(s);
            prop_assert_eq!(value.outcome(), engine.outcome(s), "state {} is {}", s, value);
            prop_assert_eq!(values.outcome(s), engine.outcome(s));
        }
    }

    #[test]
    fn labels_match_a_rescanning_labelling_and_the_definition((n, edges) in graph(10, 30)) {
        let moves = graph_moves(n, &edges);
        let values = finite_values(&GrundyValues::new(Graph::from_edges(n, edges)));
        prop_assert_eq!(&values, &rescanning_labelling(&moves));
        if let Err(why) = definition_holds(&moves, &values) {
            prop_assert!(false, "{} in {:?}", why, values);
        }
    }

    #[test]
    fn period_is_the_brute_force_one(seq in prop::collection::vec(0u8..3, 0..40)) {
        prop_assert_eq!(periodicity(&seq), brute_force_periodicity(&seq));
    }

    #[test]
    fn period_is_found_after_a_random_start(
        start in prop::collection::vec(0u8..4, 0..12),
        cycle in prop::collection::vec(0u8..3, 1..6),
        len in 0usize..40,
    ) {
        let mut seq = start;
        seq.extend(cycle.iter().cycle().take(len));
        prop_assert_eq!(periodicity(&seq), brute_force_periodicity(&seq));
    }
}

/// Every (period, from) tried, by the definition: O(n^3). A pair is shown
/// when the values from `from` on repeat every `period`, fill three whole
/// periods and are no fewer than those before `from`; the closest is a pair
/// that fills two, asked only when none is shown; the shortest `from +
/// period` wins, then the shorter period.
fn brute_force_periodicity<T: Eq>(seq: &[T]) -> Periodicity {
    let n = seq.len();
    let best = |eligible: &dyn Fn(usize, usize) -> bool| {
        let mut best: Option<Period> = None;
        for p in 1..=n {
            for q in 0..=n - p {
                let repeats = (q..n - p).all(|i| seq[i] == seq[i + p]);
                let candidate = Period {
                    period: p,
                    from: q,
                    seen: (n - q) / p,
                };
                let key = |found: &Period| (found.from + found.period, found.period);
                if repeats && eligible(p, q) && best.is_none_or(|b| key(&candidate) < key(&b)) {
                    best = Some(candidate);
                }
            }
        }
        best
    };
    let shown = best(&|p, q| n - q >= 3 * p && n - q >= q);
    let closest = if shown.is_none() {
        best(&|p, q| n - q >= 2 * p)
    } else {
        None
    };
    Periodicity { shown, closest }
}

/// Codeforces 1537D: from `n`, subtract a divisor `d` of `n` with
/// `1 < d < n`; who cannot move loses. Outcomes (true: a win) and Grundy
/// values of 1..=top, by the definitions.
fn divisor_game(top: usize) -> (Vec<bool>, Vec<u32>) {
    let mut wins = vec![false; top + 1];
    let mut values = vec![0u32; top + 1];
    for n in 1..=top {
        let moves: Vec<usize> = (2..n).filter(|d| n % d == 0).map(|d| n - d).collect();
        wins[n] = moves.iter().any(|&m| !wins[m]);
        values[n] = (0..)
            .find(|v| moves.iter().all(|&m| values[m] != *v))
            .unwrap_or(0);
    }
    (wins[1..].to_vec(), values[1..].to_vec())
}

/// The divisor game never becomes periodic (the odd powers of two are lost
/// however far one goes): no range shows a period, though its last values
/// and its long stretches of alternation did fool a rule of two periods.
#[test]
fn the_divisor_game_shows_no_period() {
    for top in [32, 50, 200, 1000] {
        let (wins, values) = divisor_game(top);
        let found = periodicity(&wins);
        assert_eq!(found.shown, None, "outcomes up to {top}");
        assert_eq!(found, brute_force_periodicity(&wins));
        assert_eq!(period(&values), None, "Grundy values up to {top}");
    }
    let (wins, _) = divisor_game(32);
    let closest = periodicity(&wins).closest;
    assert_eq!(
        closest,
        Some(Period {
            period: 1,
            from: 30,
            seen: 2
        }),
        "n = 31 and 32"
    );
}

#[test]
fn a_state_whose_moves_are_0_and_a_cycle_prints_inf_0() {
    // 0 -> 1 (no move), 0 -> 2 <-> 3: infinite, and winning by its move to 0.
    let graph = Graph::from_edges(4, vec![(0, 1), (0, 2), (2, 3), (3, 2)]);
    let values = GrundyValues::new(&graph);
    assert_eq!(values.rounds(), Some(2));
    assert_eq!(values.value(0), Grundy::Infinite(vec![0]));
    let shown: Vec<String> = (0..4).map(|s| values.value(s).to_string()).collect();
    assert_eq!(shown, ["inf{0}", "0", "inf{}", "inf{}"]);
    assert_eq!(values.value(0).outcome(), Outcome::Win);
    assert_eq!(values.value(2).outcome(), Outcome::Loop);
    assert_eq!(values.outcome(0), Outcome::Win);
    assert_eq!(values.outcome(2), Outcome::Loop);
}

/// Each state's value by rounds, as printed.
fn values(n: u32, edges: &[(u32, u32)]) -> Vec<String> {
    let by_rounds = GrundyValues::by_rounds(Graph::from_edges(n, edges.to_vec()));
    (0..n as usize)
        .map(|s| by_rounds.value(s).to_string())
        .collect()
}

#[test]
fn a_two_cycle_is_infinite_with_no_finite_move() {
    assert_eq!(values(2, &[(0, 1), (1, 0)]), ["inf{}", "inf{}"]);
}

#[test]
fn a_cycle_with_an_exit_to_0_gets_finite_values() {
    // 0 <-> 1 -> 2 (no move): 1 reaches 0 through 2, so 0 moves only
    // to a 1 and is lost.
    assert_eq!(values(3, &[(0, 1), (1, 0), (1, 2)]), ["0", "1", "0"]);
}

#[test]
fn a_self_loop_is_never_finite() {
    // 0 -> 0 and 0 -> 1 (no move): infinite, winning by its move to 0.
    assert_eq!(values(2, &[(0, 0), (0, 1)]), ["inf{0}", "0"]);
    assert_eq!(values(1, &[(0, 0)]), ["inf{}"]);
}

#[test]
fn a_cycle_whose_states_all_reach_m_in_two_moves_gets_finite_values() {
    // 3 <-> 4, 4 -> 2 -> 1 -> 0 (no move). In round 0, 0 and 2 are
    // labelled 0, which hits 4, so 3, whose only move is to 4, is
    // labelled 0 too; 4 moves to two 0s and is 1.
    assert_eq!(
        values(5, &[(1, 0), (2, 1), (3, 4), (4, 3), (4, 2)]),
        ["0", "1", "0", "0", "1"]
    );
}

#[test]
fn a_reason_gives_the_values_reached_the_mex_and_the_moves_keeping_a_value_infinite() {
    // 0 -> 1 (no move), 0 -> 2 <-> 3, 4 -> 0 and 4 -> 1: 0 and 4
    // reach a 0 and no 1, and 4's move to 0 has no answer by a 1.
    let graph = Graph::from_edges(5, vec![(0, 1), (0, 2), (2, 3), (3, 2), (4, 0), (4, 1)]);
    let values = GrundyValues::new(&graph);
    let reason = values.reason(0);
    assert_eq!(reason.value.to_string(), "inf{0}");
    assert_eq!((reason.reached, reason.mex), (vec![0], 1));
    assert_eq!(reason.keepers, [2], "2 has no move to a 1");
    let finite = values.reason(1);
    assert_eq!((finite.value, finite.mex), (Grundy::Finite(0), 0));
    assert_eq!(values.reason(4).keepers, [0]);
    assert!(finite.keepers.is_empty() && finite.reached.is_empty());
    // Every infinite state of a graph has a keeper, and a finite value
    // is its mex.
    for s in 0..5 {
        let reason = values.reason(s);
        match reason.value {
            Grundy::Finite(v) => assert_eq!(v, reason.mex),
            Grundy::Infinite(_) => assert!(!reason.keepers.is_empty(), "state {s}"),
        }
    }
}

#[test]
fn the_mex_needs_every_play_to_end() {
    let acyclic = Graph::from_edges(3, vec![(0, 1), (1, 2), (0, 2)]);
    let values = GrundyValues::by_mex(&acyclic).expect("every play ends");
    assert_eq!(values.table(), [2, 1, 0]);
    assert_eq!(values.rounds(), None);
    // 1 loops on itself but wins by its move to 2, so 0 is lost.
    let loopy = Graph::from_edges(3, vec![(0, 1), (1, 1), (1, 2)]);
    assert!(GrundyValues::by_mex(&loopy).is_err());
    assert_eq!(GrundyValues::new(&loopy).table(), [0, INFINITE, 0]);
}

/// The subtraction game {1, 3, 4} on `0..=top`: from `n`, take 1, 3 or 4.
fn subtraction_game(top: u32) -> Graph {
    let edges = (0..=top).flat_map(|n| {
        [1, 3, 4]
            .into_iter()
            .filter(move |&s| s <= n)
            .map(move |s| (n, n - s))
    });
    Graph::from_edges(top + 1, edges.collect())
}

#[test]
fn the_subtraction_game_1_3_4_repeats_with_period_7_from_0() {
    let graph = subtraction_game(40);
    let values = GrundyValues::new(&graph);
    let grundy: Vec<Grundy> = (0..=40).map(|n| values.value(n)).collect();
    let first: Vec<String> = grundy[..7].iter().map(ToString::to_string).collect();
    assert_eq!(first, ["0", "1", "0", "1", "2", "3", "2"]);
    let seven_from_0 = Some(Period {
        period: 7,
        from: 0,
        seen: 5,
    });
    assert_eq!(period(&grundy), seven_from_0);
    let mut engine = Retrograde::new(&graph);
    engine.finish();
    assert_eq!(period(engine.outcomes()), seven_from_0);
    assert_eq!(
        &engine.outcomes()[..3],
        [Outcome::Lose, Outcome::Win, Outcome::Lose]
    );
}

#[test]
fn the_definition_refuses_values_without_a_counter_function() {
    // A 2-cycle labelled 0 and 1 satisfies the mex rule but leaves 0's move
    // to 1 without a reply at a smaller counter.
    let cycle = [vec![1], vec![0]];
    assert!(definition_holds(&cycle, &[Some(0), Some(1)]).is_err());
    assert!(definition_holds(&cycle, &[None, None]).is_ok());
    assert!(definition_holds(&[vec![]], &[None]).is_err());
}
