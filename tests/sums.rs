//! Moves to sums and sums asked about, against what shares nothing with
//! the library: a mex over XORs written here on random split programs, the
//! product game of two tokens on a random graph with cycles solved by the
//! naive solver (the loopy sum rule), and the published sequences.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use retrograde::outcome::Outcome;
use retrograde::retro::Grundy;
use retrograde::retro::{GameGraph, Run, Stepper, Timeline};
use retrograde::rules::{Limits, Rules, RulesGraph, SumPlay, SumValues, ValueRun};

mod common;
use common::naive;
use common::strategies::graph;

const KAYLES: &str = include_str!("../examples/rules/kayles.game");
const DAWSONS_KAYLES: &str = include_str!("../examples/rules/dawsons-kayles.game");
const GRUNDYS_GAME: &str = include_str!("../examples/rules/grundys-game.game");
const NIM: &str = include_str!("../examples/rules/nim.game");

fn solved(text: &str, settings: &[(&str, String)]) -> (Rules, RulesGraph, SumValues) {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(name, value)| (name.to_string(), value.clone()))
        .collect();
    let rules = Rules::compile(text, &settings).unwrap();
    let graph = rules.build(Limits::DEFAULT).unwrap();
    let values = rules.sum_values(&graph).unwrap();
    (rules, graph, values)
}

fn finite_values(text: &str, n: u32) -> Vec<u32> {
    let (_, _, values) = solved(text, &[("N", n.to_string())]);
    (0..=n as usize)
        .map(|s| values.finite(s).expect("every play ends"))
        .collect()
}

/// The first 40 values of OEIS A002186 (Kayles), A002187 (Dawson's Chess,
/// whose value at n is Dawson's Kayles' at n + 1) and A002188 (Grundy's
/// game).
const A002186: [u32; 40] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3,
];
const A002187: [u32; 40] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3,
];
const A002188: [u32; 40] = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4,
];

#[test]
fn the_examples_give_the_published_sequences() {
    assert_eq!(finite_values(KAYLES, 39), A002186);
    assert_eq!(finite_values(DAWSONS_KAYLES, 40)[1..], A002187);
    assert_eq!(finite_values(GRUNDYS_GAME, 39), A002188);
    let nim = finite_values(NIM, 39);
    assert!(nim.iter().enumerate().all(|(n, &v)| v == n as u32));
}

#[test]
fn grundys_game_to_5000_is_last_lost_at_1222() {
    let values = finite_values(GRUNDYS_GAME, 5000);
    let last = values.iter().rposition(|&v| v == 0);
    assert_eq!(last, Some(1222));
}

#[test]
fn kayles_and_dawsons_kayles_have_their_known_periods() {
    for (text, period, from) in [(KAYLES, 12, 71), (DAWSONS_KAYLES, 34, 53)] {
        let (rules, _, values) = solved(text, &[("N", "300".into())]);
        let found = rules.value_pattern(&values).unwrap().grundy.unwrap();
        let grundy = found.shown.expect("a period the range shows");
        assert_eq!((grundy.period, grundy.from), (period, from));
    }
}

#[test]
fn kayles_3_5_7_is_won_by_the_move_that_makes_the_xor_0() {
    let (rules, graph, values) = solved(KAYLES, &[]);
    let parts = rules.sum_of("3, 5, 7").unwrap();
    let answer = rules.answer_sum(&graph, &values, &parts);
    assert_eq!(answer.value, Grundy::Finite(3 ^ 4 ^ 2));
    assert_eq!(
        answer.to_string(),
        "Win 5\n\
         part 1: 3, value 3 = 011\n\
         part 2: 5, value 4 = 100\n\
         part 3: 7, value 2 = 010\n\
         xor: 3 xor 4 xor 2 = 5 = 101\n\
         winning move: part 2, from 5 to sum(0, 4) (value 1): 3 xor 1 xor 2 = 0\n"
    );
    let lost = rules.answer_sum(&graph, &values, &rules.sum_of("1, 2, 3").unwrap());
    assert_eq!((lost.outcome, lost.play), (Outcome::Lose, SumPlay::ZeroXor));
}

#[test]
fn refusals_are_one_located_line() {
    let error = |text: &str| {
        let rules = Rules::compile(text, &[]).map_err(|e| e.to_string())?;
        let graph = rules.build(Limits::DEFAULT).map_err(|e| e.to_string())?;
        rules
            .sum_values(&graph)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert_eq!(
        error("state n in 0..5\nmove (n + 1) % 6\nmove sum(n - 1, 1) if n > 1"),
        Err(
            "line 3, column 1: the move from 2 to sum(1, 1) can come back to 2 through the \
             part 1: a position that can reach itself through a sum has no value here"
                .into()
        )
    );
    assert_eq!(
        error("state n in 0..5\nwin when n == 3\nmove sum(n - 1, 1) if n > 1"),
        Err(
            "line 2, column 10: a 'win when' line cannot go with moves to sums: a sum is \
             played under normal play (a player who cannot move loses)"
                .into()
        )
    );
    assert_eq!(
        error("state n in 0..5\nmove sum(n - 1, n + 1) if n > 0"),
        Err(
            "line 2, column 17: the move from 5 reaches 6, outside the state: n must be in 0..5"
                .into()
        )
    );
    assert_eq!(
        error("state n in 0..5\nmove sum()"),
        Err("line 2, column 6: sum() needs one or more parts".into())
    );
    let rules = Rules::compile(KAYLES, &[]).unwrap();
    let column = |text: &str| rules.sum_of(text).map_err(|e| (e.place.column, e.message));
    assert_eq!(column("3, 5,"), Ok(vec![3, 5]));
    assert_eq!(
        column("3, 500"),
        Err((
            4,
            "this part is not a position: the state is n in 0..120".into()
        ))
    );
    assert_eq!(
        column("3, +"),
        Err((4, "expected a part after ',', found '+'".into()))
    );
    assert_eq!(
        column("3 5"),
        Err((
            3,
            "expected ',' after '3', found '5': the parts are separated by commas, as in 3, 5, 7"
                .into()
        ))
    );
    assert_eq!(rules.sum_of("N - 1, (2)"), Ok(vec![119, 2]));
}

/// A sum's part that `where` leaves out is refused at its column, naming
/// the line of `where`.
#[test]
fn a_part_left_out_by_where_is_refused_at_its_column() {
    let kept = Rules::compile(
        "state n in 0..9 where n % 3 != 1\nmove n - 3 if n >= 3",
        &[],
    )
    .unwrap();
    assert_eq!(kept.sum_of("3, 2"), Ok(vec![2, 1]));
    assert_eq!(
        kept.sum_of("3, 4").map_err(|e| (e.place.column, e.message)),
        Err((
            4,
            "this part is not a position: the 'where' condition of line 1 does not hold there"
                .into()
        ))
    );
}

/// A random program on one pile: plain moves take `k` of a set, a split
/// takes `k` and leaves two rows (`sum(a, n - k - a)`), a three-way split
/// leaves three, and a Grundy split halves a heap unequally.
#[derive(Clone, Debug)]
struct Splits {
    take: Vec<i64>,
    split: Vec<i64>,
    three: Vec<i64>,
    grundy: bool,
    n: i64,
}

fn splits() -> impl Strategy<Value = Splits> {
    let set = || prop::collection::vec(0..5i64, 0..3);
    (set(), set(), set(), any::<bool>(), 0..30i64).prop_map(|(take, split, three, grundy, n)| {
        Splits {
            take,
            split,
            three,
            grundy,
            n,
        }
    })
}

impl Splits {
    fn program(&self) -> String {
        let set = |s: &[i64]| {
            let items: Vec<String> = s.iter().map(i64::to_string).collect();
            format!("[{}]", items.join(", "))
        };
        let mut text = format!("param N = {}\nstate n in 0..N\n", self.n);
        text += &format!(
            "move n - k for k in {} if 1 <= k and k <= n\n",
            set(&self.take)
        );
        text += &format!(
            "move sum(a, n - k - a) for k in {}, a in 0..n - k if k <= n\n",
            set(&self.split)
        );
        text += &format!(
            "move sum(a, b, n - k - a - b) for k in {}, a in 0..n - k, b in 0..n - k - a \
             if k <= n and k >= 1\n",
            set(&self.three)
        );
        if self.grundy {
            text += "move sum(a, n - a) for a in 1..n - 1 if a != n - a\n";
        }
        text
    }

    /// Each row's value by the definitions: the mex over every option's
    /// XOR, rows taken from the shortest.
    fn naive(&self) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for n in 0..=self.n {
            let mut options = Vec::new();
            for &k in self.take.iter().filter(|&&k| 1 <= k && k <= n) {
                options.push(g[(n - k) as usize]);
            }
            for &k in self.split.iter().filter(|&&k| k <= n) {
                for a in 0..=n - k {
                    options.push(g[a as usize] ^ g[(n - k - a) as usize]);
                }
            }
            for &k in self.three.iter().filter(|&&k| 1 <= k && k <= n) {
                for a in 0..=n - k {
                    for b in 0..=n - k - a {
                        options.push(g[a as usize] ^ g[b as usize] ^ g[(n - k - a - b) as usize]);
                    }
                }
            }
            if self.grundy {
                for a in (1..n).filter(|&a| 2 * a != n) {
                    options.push(g[a as usize] ^ g[(n - a) as usize]);
                }
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap_or(0));
        }
        g
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// Values against the naive mex over XORs, and a random sum's answer:
    /// Win exactly when the XOR is nonzero, its move a real option of its
    /// part that makes the XOR 0.
    #[test]
    fn split_programs_match_a_naive_mex_over_xors(
        game in splits(),
        picks in prop::collection::vec(any::<prop::sample::Index>(), 1..4),
    ) {
        let text = game.program();
        let rules = Rules::compile(&text, &[]).unwrap();
        let graph = rules.build(Limits::DEFAULT).unwrap();
        // A split taking nothing has the row itself as a part.
        let values = match rules.sum_values(&graph) {
            Ok(values) => values,
            Err(error) => {
                prop_assert!(game.split.contains(&0), "{}", error);
                return Ok(());
            }
        };
        prop_assert!(!game.split.contains(&0));
        let naive = game.naive();
        for (n, &expected) in naive.iter().enumerate() {
            prop_assert_eq!(values.value(n), Grundy::Finite(expected), "row {}", n);
        }
        valued_leaves_first(&graph, &values)?;
        let parts: Vec<usize> = picks.iter().map(|p| p.index(naive.len())).collect();
        let xor = parts.iter().fold(0, |x, &p| x ^ naive[p]);
        let answer = rules.answer_sum(&graph, &values, &parts);
        prop_assert_eq!(answer.outcome == Outcome::Win, xor != 0);
        if let SumPlay::Move { part, to, value } = &answer.play {
            prop_assert_eq!(xor ^ naive[parts[*part]] ^ value, 0);
            let reached: Vec<usize> = to
                .trim_start_matches("sum(")
                .trim_end_matches(')')
                .split(", ")
                .map(|w| w.parse().unwrap())
                .collect();
            prop_assert_eq!(reached.iter().fold(0, |x, &p| x ^ naive[p]), *value);
        } else {
            prop_assert_eq!(xor, 0);
        }
    }

    /// Two tokens on one graph with cycles are the sum of two one-token
    /// positions: the sum rule's outcome is the product game's, solved
    /// directly. Two more positions, joined in a cycle, move to sums of
    /// two tokens, and their outcome is the product game's too.
    #[test]
    fn the_loopy_sum_rule_agrees_with_the_product_game(
        (n, edges) in graph(6, 12),
        exits in prop::collection::vec((0..6u32, 0..6u32, any::<bool>()), 0..5),
    ) {
        let exits: Vec<(u32, u32, u32)> = exits
            .into_iter()
            .map(|(a, b, first)| (a % n, b % n, if first { n } else { n + 1 }))
            .collect();
        let text = token_program(n, &edges, &exits);
        let (rules, graph, values) = solved(&text, &[]);
        let product = naive::solve(&product_moves(n, &edges, &exits));
        let size = n as usize;
        for u in 0..size {
            for v in 0..size {
                let sum = rules.answer_sum(&graph, &values, &[u, v]);
                prop_assert_eq!(sum.outcome, product[u * size + v].0, "tokens on {} and {}", u, v);
            }
        }
        for (i, start) in [n, n + 1].into_iter().enumerate() {
            prop_assert_eq!(values.outcome(start as usize), product[size * size + i].0);
        }
    }
}

/// The page's run of a game whose every play ends: each step values the
/// next position of the order, after every position it moves to or has as
/// a part, with the values' outcome and no remoteness, and logs it in the
/// queue as taken (the page reads the log for what changed); the run ends with
/// every outcome the values', and undone to its start it is new again.
fn valued_leaves_first(graph: &RulesGraph, values: &SumValues) -> Result<(), TestCaseError> {
    let mut run = ValueRun::new(graph, std::rc::Rc::new(values.clone()));
    let start = run.outcomes().to_vec();
    let mut seen = vec![false; graph.state_count()];
    while run.advance() {
        let step = run.last_step().unwrap();
        let state = step.taken.unwrap();
        prop_assert_eq!(step.labelled.len(), 1);
        prop_assert_eq!(run.outcome(state), values.outcome(state));
        prop_assert_eq!(run.remoteness(state), None);
        // The queue log holds the positions valued, in order: none waits.
        prop_assert_eq!(run.queue().last(), Some(&(state as u32)));
        prop_assert_eq!(run.queue().len(), run.queue_head());
        let parts = graph
            .sums()
            .of(state)
            .flat_map(|(parts, _)| parts.iter().map(|&p| p as usize));
        for before in graph.successors(state).chain(parts) {
            prop_assert!(seen[before], "{} valued before {}", before, state);
        }
        seen[state] = true;
    }
    prop_assert!(run.is_done() && seen.iter().all(|&s| s));
    // No remoteness, so no layers for the timeline to mark.
    prop_assert_eq!(Timeline::of_finished(&run).layer_ends, Vec::<u32>::new());
    while run.undo() {}
    prop_assert_eq!(run.outcomes(), start.as_slice());
    Ok(())
}

/// One token on the graph (nodes `0..n`), plus positions `n` and `n + 1`
/// that move to each other and to the sums `exits` name.
fn token_program(n: u32, edges: &[(u32, u32)], exits: &[(u32, u32, u32)]) -> String {
    let mut rows = vec![Vec::new(); n as usize + 2];
    for &(u, v) in edges {
        rows[u as usize].push(v.to_string());
    }
    rows[n as usize].push((n + 1).to_string());
    rows[n as usize + 1].push(n.to_string());
    let adj: Vec<String> = rows.iter().map(|r| format!("[{}]", r.join(", "))).collect();
    let mut text = format!(
        "param adj = [{}]\nstate t in 0..{}\nmove v for v in adj[t]\n",
        adj.join(", "),
        n + 1
    );
    for (a, b, from) in exits {
        text += &format!("move sum({a}, {b}) if t == {from}\n");
    }
    text
}

/// The product game: `(u, v)` at `u * n + v`, a move of either token; then
/// the two positions moving to each other and to their pairs of tokens.
fn product_moves(n: u32, edges: &[(u32, u32)], exits: &[(u32, u32, u32)]) -> Vec<Vec<usize>> {
    let size = n as usize;
    let mut moves = vec![Vec::new(); size * size + 2];
    for u in 0..size {
        for v in 0..size {
            let at = u * size + v;
            for &(from, to) in edges {
                if from as usize == u {
                    moves[at].push(to as usize * size + v);
                }
                if from as usize == v {
                    moves[at].push(u * size + to as usize);
                }
            }
        }
    }
    moves[size * size].push(size * size + 1);
    moves[size * size + 1].push(size * size);
    for &(a, b, from) in exits {
        moves[size * size + (from - n) as usize].push(a as usize * size + b as usize);
    }
    for row in &mut moves {
        row.sort_unstable();
        row.dedup();
    }
    moves
}

/// A sum's parts take room as moves do: a memory limit that holds the
/// positions but not all their splits refuses the build by its memory.
#[test]
fn the_parts_of_sums_count_against_the_memory_limit() {
    let rules = Rules::compile(KAYLES, &[("N".into(), "300".into())]).unwrap();
    let roomy = Limits {
        memory: 4_000_000,
        ..Limits::DEFAULT
    };
    let graph = rules.build(roomy).unwrap();
    // From n pins, n splits up to symmetry: 1 + 2 + ... + 300.
    assert_eq!(graph.sums().len(), 45_150);
    let tight = Limits {
        memory: 800_000,
        ..Limits::DEFAULT
    };
    let Err(refused) = rules.build(tight) else {
        panic!("built within {} bytes", tight.memory);
    };
    assert_eq!(refused.limit, Some(retrograde::rules::Limit::Memory));
    assert!(
        refused.to_string().contains("more memory than the limit"),
        "{refused}"
    );
}
