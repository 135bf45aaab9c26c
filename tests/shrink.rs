//! Property tests of the shrinker over synthetic predicates: whatever the
//! predicate, the result still fails and is 1-minimal (no neighbour fails);
//! every candidate is smaller in a well-founded order, so shrinking ends;
//! on monotone predicates the result is the exact smallest input.
#![cfg(not(target_arch = "wasm32"))]

use std::hash::{DefaultHasher, Hash, Hasher};

use proptest::prelude::*;
use retrograde::berzerk::gen::BerzerkCase;
use retrograde::berzerk::Mover;
use retrograde::graph::gen::GraphCase;
use retrograde::piles::gen::Query;
use retrograde::shrink::{shrink, shrink_list, shrink_trying, Shrink};

fn case() -> impl Strategy<Value = BerzerkCase> {
    (2u32..40).prop_flat_map(|n| {
        let set = proptest::collection::vec(1..n, 1..12);
        (set.clone(), set).prop_map(move |(rick, morty)| BerzerkCase::new(n, rick, morty).unwrap())
    })
}

/// Graphs with repeated lines and self-loops, up to 12 nodes.
fn graph() -> impl Strategy<Value = GraphCase> {
    (1u32..12).prop_flat_map(|n| {
        proptest::collection::vec((0..n, 0..n), 0..30)
            .prop_map(move |edges| GraphCase::new(n, edges).unwrap())
    })
}

/// The order a graph's shrinking descends: nodes, then edge lines.
fn graph_measure(graph: &GraphCase) -> (u32, usize) {
    (graph.nodes(), graph.edges().len())
}

fn queries() -> impl Strategy<Value = Vec<Query>> {
    proptest::collection::vec((0u32..60, 0u32..60), 1..20)
}

/// The order shrinking descends: objects, then jumps, then their sum.
fn measure(case: &BerzerkCase) -> (u32, usize, u64) {
    let sum = Mover::BOTH
        .iter()
        .flat_map(|&m| case.jumps(m))
        .map(|&x| u64::from(x));
    (case.objects(), case.jump_count(), sum.sum())
}

/// Cases, then the sums of their measures, part by part.
fn cases_measure(cases: &[BerzerkCase]) -> (usize, u32, usize, u64) {
    cases
        .iter()
        .map(measure)
        .fold((cases.len(), 0, 0, 0), |acc, (n, k, sum)| {
            (acc.0, acc.1 + n, acc.2 + k, acc.3 + sum)
        })
}

fn list_measure<T>(list: &[T], item: impl Fn(&T) -> u64) -> (usize, u64) {
    (list.len(), list.iter().map(item).sum())
}

/// A predicate that fails on about one input in `one_in`, and on `start`.
fn arbitrary<T: Hash + PartialEq>(salt: u64, one_in: u64, start: T) -> impl Fn(&T) -> bool {
    move |input| {
        let mut hasher = DefaultHasher::new();
        (salt, input).hash(&mut hasher);
        *input == start || hasher.finish().is_multiple_of(one_in)
    }
}

fn assert_one_minimal<T: Shrink>(input: &T, fails: impl Fn(&T) -> bool) {
    assert!(fails(input), "the result must still fail");
    for neighbour in input.neighbours() {
        assert!(!fails(&neighbour), "a neighbour still fails");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_candidate_is_smaller(start in case(), list in queries()) {
        for candidate in start.bolder().chain(start.neighbours()) {
            prop_assert!(measure(&candidate) < measure(&start));
        }
        let pile_sum = |&(n, m): &Query| u64::from(n + m);
        for candidate in list.bolder().chain(list.neighbours()) {
            prop_assert!(!candidate.is_empty());
            prop_assert!(list_measure(&candidate, pile_sum) < list_measure(&list, pile_sum));
        }
        let cases = vec![start.clone(), start];
        for candidate in cases.bolder().chain(cases.neighbours()) {
            prop_assert!(!candidate.is_empty());
            prop_assert!(cases_measure(&candidate) < cases_measure(&cases));
        }
    }

    /// Graph candidates are smaller, and a neighbour is the graph with one
    /// node (its edges gone, later nodes one lower) or one line removed.
    #[test]
    fn every_graph_candidate_is_smaller(start in graph()) {
        for candidate in start.bolder().chain(start.neighbours()) {
            prop_assert!(graph_measure(&candidate) < graph_measure(&start));
        }
        let (n, m) = graph_measure(&start);
        let neighbours: Vec<GraphCase> = start.neighbours().collect();
        for node in 0..n {
            if n > 1 {
                prop_assert!(neighbours.contains(&start.induced(|v| v != node)));
            }
        }
        for line in 0..m {
            let mut edges = start.edges().to_vec();
            edges.remove(line);
            prop_assert!(neighbours.contains(&GraphCase::new(n, edges).unwrap()));
        }
        let distinct: std::collections::HashSet<&GraphCase> = neighbours.iter().collect();
        prop_assert_eq!(distinct.len(), neighbours.len());
    }

    #[test]
    fn any_predicate_leaves_a_one_minimal_graph(start in graph(), salt: u64, one_in in 2u64..6) {
        let fails = arbitrary(salt, one_in, start.clone());
        let shrunk = shrink(start, &fails);
        assert_one_minimal(&shrunk.input, &fails);
    }

    /// Fails when there are at least `a` nodes and a self-loop: the
    /// smallest such graph is `a` nodes and one self-loop.
    #[test]
    fn a_monotone_graph_predicate_shrinks_to_its_smallest_graph(start in graph(), a in 1u32..6) {
        let fails = |g: &GraphCase| g.nodes() >= a && g.edges().iter().any(|(u, v)| u == v);
        prop_assume!(fails(&start));
        let shrunk = shrink(start, fails).input;
        prop_assert_eq!(shrunk.nodes(), a);
        prop_assert_eq!(shrunk.edges().len(), 1);
    }

    /// The part a node reaches is tried first and, failing, kept.
    #[test]
    fn a_failing_first_guess_is_shrunk_from(start in graph(), node in any::<prop::sample::Index>()) {
        let node = node.index(start.nodes() as usize) as u32;
        let Some(reached) = start.reachable_from(node) else {
            return Ok(());
        };
        let (reached_nodes, all) = (reached.nodes(), start.nodes());
        let fails = |g: &GraphCase| g.nodes() <= reached_nodes || g.nodes() == all;
        let shrunk = shrink_trying(start.clone(), Some(reached), fails);
        prop_assert_eq!(shrunk.input, GraphCase::new(1, Vec::new()).unwrap());
        prop_assert!(shrunk.reductions >= 1);
        let passing = |g: &GraphCase| g.nodes() == start.nodes();
        let shrunk = shrink_trying(start.clone(), start.reachable_from(node), passing);
        prop_assert_eq!(shrunk.input.nodes(), start.nodes());
        assert_one_minimal(&shrunk.input, passing);
    }

    #[test]
    fn any_predicate_leaves_a_one_minimal_game(start in case(), salt: u64, one_in in 2u64..6) {
        let fails = arbitrary(salt, one_in, start.clone());
        let shrunk = shrink(start, &fails);
        assert_one_minimal(&shrunk.input, &fails);
    }

    #[test]
    fn any_predicate_leaves_a_one_minimal_list(start in queries(), salt: u64, one_in in 2u64..6) {
        let fails = arbitrary(salt, one_in, start.clone());
        let shrunk = shrink(start, &fails);
        assert_one_minimal(&shrunk.input, &fails);
    }

    /// Fails when n is at least `a`, Rick has at least `b` jumps and Morty
    /// a jump of at least `c`: the smallest such game is n = max(a, c + 1),
    /// Rick's jumps 1..=b, Morty's jump c.
    #[test]
    fn a_monotone_predicate_shrinks_to_its_smallest_game(a in 2u32..30, b in 1usize..5, c in 1u32..25) {
        let n = 40;
        let start = BerzerkCase::new(n, (1..n).collect(), (1..n).collect()).unwrap();
        let fails = |case: &BerzerkCase| {
            case.objects() >= a
                && case.jumps(Mover::Rick).len() >= b
                && case.jumps(Mover::Morty).last().is_some_and(|&x| x >= c)
        };
        let smallest = a.max(c + 1).max(b as u32 + 1);
        let expected = BerzerkCase::new(smallest, (1..=b as u32).collect(), vec![c]).unwrap();
        prop_assert_eq!(shrink(start, fails).input, expected);
    }

    #[test]
    fn a_suspect_that_fails_alone_is_isolated(list in queries(), pick in any::<prop::sample::Index>()) {
        let suspect = pick.index(list.len());
        let culprit = list[suspect];
        let fails = |q: &Vec<Query>| q.contains(&culprit);
        let shrunk = shrink_list(list.clone(), Some(suspect), fails);
        prop_assert_eq!(shrunk.input.len(), 1);
        assert_one_minimal(&shrunk.input, fails);
        // Failing only together, the list is shrunk as a whole.
        let together = |q: &Vec<Query>| q.len() >= 2 && q.iter().any(|&(n, _)| n >= 30);
        if together(&list) {
            let shrunk = shrink_list(list, Some(suspect), together);
            prop_assert_eq!(shrunk.input.len(), 2);
            assert_one_minimal(&shrunk.input, together);
        }
    }
}

#[test]
fn an_empty_pile_bug_shrinks_to_one_stone() {
    let start: Vec<Query> = (0..=10)
        .flat_map(|a| (0..=10).map(move |b| (a, b)))
        .collect();
    let fails = |q: &Vec<Query>| q.iter().any(|&(n, m)| n.min(m) == 0 && n.max(m) > 0);
    let shrunk = shrink_list(start, None, fails);
    assert!(
        shrunk.input == [(0, 1)] || shrunk.input == [(1, 0)],
        "{:?}",
        shrunk.input
    );
}

#[test]
fn a_large_game_shrinks_in_few_runs() {
    let n = 7000;
    let start = BerzerkCase::new(n, (1..n).collect(), (1..n).collect()).unwrap();
    let fails = |case: &BerzerkCase| case.objects() >= 13 && case.jump_count() >= 3;
    let shrunk = shrink(start, fails);
    assert_eq!(shrunk.input.objects(), 13);
    assert_eq!(shrunk.input.jump_count(), 3);
    assert!(shrunk.runs < 400, "{} runs", shrunk.runs);
}

#[test]
fn a_large_graph_shrinks_in_few_runs() {
    let mut rng = retrograde::gen::Rng::new(8);
    let n = 5000;
    let edges = (0..20_000)
        .map(|_| (rng.between(0, n - 1), rng.between(0, n - 1)))
        .chain([(1234, 1234)])
        .collect();
    let start = GraphCase::new(n, edges).unwrap();
    let fails = |g: &GraphCase| g.edges().iter().any(|(u, v)| u == v);
    let shrunk = shrink(start, fails);
    assert_eq!(shrunk.input, GraphCase::new(1, vec![(0, 0)]).unwrap());
    assert!(shrunk.runs < 100, "{} runs", shrunk.runs);
}

#[test]
fn a_stopped_shrink_keeps_the_smallest_failure_so_far() {
    use retrograde::shrink::Trial;
    let n = 7000;
    let start = BerzerkCase::new(n, (1..n).collect(), (1..n).collect()).unwrap();
    let fails = |case: &BerzerkCase| case.objects() >= 13;
    let mut asked = 0;
    let shrunk = shrink(start.clone(), |case: &BerzerkCase| {
        asked += 1;
        match asked {
            1..=5 => fails(case).into(),
            _ => Trial::Stop,
        }
    });
    assert!(!shrunk.complete);
    assert_eq!(shrunk.runs, 5);
    assert!(fails(&shrunk.input));
    assert!(shrunk.input.objects() < n);
    assert!(shrink(start, fails).complete);
}
