//! The rule language against solvers that share nothing with it: a naive
//! solver over moves computed directly in Rust (the five reference games
//! and random rule programs), and the dedicated Berzerk and two-pile
//! solvers for random parameters.

use proptest::prelude::*;
use retrograde::berzerk::{self, Game};
use retrograde::outcome::Outcome;
use retrograde::pattern::{period, Period, SEEN_AT_LEAST};
use retrograde::piles::PPositions;
use retrograde::retro::{Grundy, GrundyValues, Retrograde, Run, Stepper};
use retrograde::rules::{bytes, Limits, Rules, MAX_DEPTH, MAX_OPERATORS};

/// How a state ends before any move, if it does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    Lost,
    Won,
}

/// Outcome and remoteness of every state by synchronous rounds: round `r`
/// decides exactly the states of remoteness `r`, each from states decided
/// in earlier rounds (a Win by its quickest Lose, a Lose once every move
/// reaches a Win, by its slowest); what no round decides is Loop.
fn naive(moves: &[Vec<usize>], ends: &[Option<End>]) -> Vec<(Outcome, Option<u32>)> {
    let mut known: Vec<Option<(Outcome, u32)>> = ends
        .iter()
        .zip(moves)
        .map(|(end, targets)| match end {
            Some(End::Won) => Some((Outcome::Win, 0)),
            Some(End::Lost) => Some((Outcome::Lose, 0)),
            None if targets.is_empty() => Some((Outcome::Lose, 0)),
            None => None,
        })
        .collect();
    for round in 1.. {
        let before = known.clone();
        for (state, targets) in moves.iter().enumerate() {
            if before[state].is_some() || ends[state].is_some() {
                continue;
            }
            let wins = targets
                .iter()
                .any(|&t| matches!(before[t], Some((Outcome::Lose, _))));
            let loses = targets
                .iter()
                .all(|&t| matches!(before[t], Some((Outcome::Win, _))));
            if wins {
                known[state] = Some((Outcome::Win, round));
            } else if loses {
                known[state] = Some((Outcome::Lose, round));
            }
        }
        if known == before {
            break;
        }
    }
    known
        .into_iter()
        .map(|k| k.map_or((Outcome::Loop, None), |(o, r)| (o, Some(r))))
        .collect()
}

/// The engine's outcome and remoteness per state for a program.
fn engine(text: &str, settings: &[(String, String)]) -> (Rules, Vec<(Outcome, Option<u32>)>) {
    let rules = Rules::compile(text, settings).unwrap();
    let mut run = Retrograde::new(rules.build(Limits::DEFAULT).unwrap());
    run.finish();
    let table = (0..run.outcomes().len())
        .map(|s| (run.outcome(s), run.remoteness(s)))
        .collect();
    (rules, table)
}

/// Moves and endings of every state from a Rust function of the state's
/// values, targets given as values (repeats allowed).
fn graph_of(
    rules: &Rules,
    ends: impl Fn(&[i64]) -> Option<End>,
    moves: impl Fn(&[i64]) -> Vec<Vec<i64>>,
) -> (Vec<Vec<usize>>, Vec<Option<End>>) {
    let count = rules.state_count() as usize;
    let mut all = Vec::new();
    let mut endings = Vec::new();
    for state in 0..count {
        let values = rules.values(state);
        let end = ends(&values);
        let mut targets: Vec<usize> = if end.is_some() {
            Vec::new()
        } else {
            moves(&values)
                .iter()
                .map(|t| rules.state_of(t).expect("a target inside the state"))
                .collect()
        };
        targets.sort_unstable();
        targets.dedup();
        all.push(targets);
        endings.push(end);
    }
    (all, endings)
}

fn game(name: &str) -> String {
    match name {
        "subtraction" => include_str!("../examples/rules/subtraction.game"),
        "wythoff" => include_str!("../examples/rules/wythoff.game"),
        "two-piles" => include_str!("../examples/rules/two-piles.game"),
        "berzerk" => include_str!("../examples/rules/berzerk.game"),
        _ => include_str!("../examples/rules/cat-and-mouse.game"),
    }
    .to_string()
}

fn agree(
    name: &str,
    ends: impl Fn(&[i64]) -> Option<End>,
    moves: impl Fn(&[i64]) -> Vec<Vec<i64>>,
) {
    let (rules, table) = engine(&game(name), &[]);
    let (graph, endings) = graph_of(&rules, ends, moves);
    assert_eq!(table, naive(&graph, &endings), "{name}");
}

#[test]
fn the_subtraction_game_and_wythoff_agree_with_the_naive_solver() {
    agree(
        "subtraction",
        |_| None,
        |v| {
            [1, 3, 4]
                .iter()
                .filter(|&&k| k <= v[0])
                .map(|k| vec![v[0] - k])
                .collect()
        },
    );
    agree(
        "wythoff",
        |_| None,
        |v| {
            let (a, b) = (v[0], v[1]);
            let mut out = Vec::new();
            for k in 1..=a {
                out.push(vec![a - k, b]);
            }
            for k in 1..=b {
                out.push(vec![a, b - k]);
            }
            for k in 1..=a.min(b) {
                out.push(vec![a - k, b - k]);
            }
            out
        },
    );
}

#[test]
fn the_two_piles_and_berzerk_agree_with_the_naive_solver() {
    agree(
        "two-piles",
        |_| None,
        |v| {
            let (a, b) = (v[0], v[1]);
            let mut out = Vec::new();
            for k in 1..=a {
                out.extend((0..=b / k).map(|s| vec![a - k, b - k * s]));
            }
            for k in 1..=b {
                out.extend((0..=a / k).map(|s| vec![a - k * s, b - k]));
            }
            out
        },
    );
    agree(
        "berzerk",
        |v| (v[0] == 0).then_some(End::Lost),
        |v| {
            let (p, turn) = (v[0], v[1]);
            let jumps: &[i64] = if turn == 0 { &[3, 2] } else { &[1, 2, 3] };
            jumps.iter().map(|x| vec![(p + x) % 5, 1 - turn]).collect()
        },
    );
}

#[test]
fn cat_and_mouse_agrees_with_the_naive_solver() {
    let adj: [&[i64]; 6] = [&[2, 5], &[3], &[0, 4, 5], &[1, 4, 5], &[2, 3], &[0, 2, 3]];
    let ends = |v: &[i64]| {
        let (mouse, cat, mouse_moves) = (v[0], v[1], v[2] == 0);
        match (mouse == 0, mouse == cat) {
            (true, _) => Some(if mouse_moves { End::Won } else { End::Lost }),
            (_, true) => Some(if mouse_moves { End::Lost } else { End::Won }),
            _ => None,
        }
    };
    agree("cat-and-mouse", ends, |v| {
        let (mouse, cat) = (v[0], v[1]);
        if v[2] == 0 {
            adj[mouse as usize]
                .iter()
                .map(|&w| vec![w, cat, 1])
                .collect()
        } else {
            adj[cat as usize]
                .iter()
                .filter(|&&w| w != 0)
                .map(|&w| vec![mouse, w, 0])
                .collect()
        }
    });
}

/// Generalized Sprague-Grundy values from the definition, by plain rescans
/// (no counters, no work list): for m = 0, 1, ... label m every state that
/// reaches no m while each of its moves to a state not yet finite reaches an
/// m; when none is left to label, every unlabelled state reaching no m is
/// infinite.
fn naive_grundy(moves: &[Vec<usize>]) -> Vec<Grundy> {
    let mut value: Vec<Option<u32>> = vec![None; moves.len()];
    let mut infinite = vec![false; moves.len()];
    for m in 0.. {
        let reaches =
            |value: &[Option<u32>], s: usize| moves[s].iter().any(|&t| value[t] == Some(m));
        loop {
            let before = value.clone();
            for s in 0..moves.len() {
                let open = value[s].is_none() && !infinite[s];
                let blocked = moves[s]
                    .iter()
                    .filter(|&&t| before[t].is_none())
                    .all(|&t| reaches(&before, t));
                if open && !reaches(&before, s) && blocked {
                    value[s] = Some(m);
                }
            }
            if value == before {
                break;
            }
        }
        for s in 0..moves.len() {
            if value[s].is_none() && !infinite[s] && !reaches(&value, s) {
                infinite[s] = true;
            }
        }
        if (0..moves.len()).all(|s| value[s].is_some() || infinite[s]) {
            break;
        }
    }
    (0..moves.len())
        .map(|s| match value[s] {
            Some(v) => Grundy::Finite(v),
            None => {
                let mut seen: Vec<u32> = moves[s].iter().filter_map(|&t| value[t]).collect();
                seen.sort_unstable();
                seen.dedup();
                Grundy::Infinite(seen)
            }
        })
        .collect()
}

/// The engine's Grundy values of a program beside the naive ones over moves
/// computed in Rust.
fn grundy_agrees(
    text: &str,
    settings: &[(String, String)],
    moves: impl Fn(&[i64]) -> Vec<Vec<i64>>,
) {
    let rules = Rules::compile(text, settings).unwrap();
    let values = GrundyValues::new(rules.build(Limits::DEFAULT).unwrap());
    let (graph, _) = graph_of(&rules, |_| None, moves);
    let naive = naive_grundy(&graph);
    for (state, expected) in naive.iter().enumerate() {
        assert_eq!(
            &values.value(state),
            expected,
            "state {:?}",
            rules.values(state)
        );
    }
}

/// The smallest preperiod plus period (then the smaller period) seen twice
/// in full after its start, by trying every pair.
/// The period shown, by the definition (see `pattern::Periodicity`): the
/// shortest preperiod plus period whose repeating part holds three whole
/// periods and is no shorter than the preperiod.
fn naive_period<T: Eq>(seq: &[T]) -> Option<Period> {
    let n = seq.len();
    (1..=n)
        .flat_map(|sum| (1..=sum).map(move |p| (p, sum - p)))
        .find(|&(p, q)| q + 3 * p <= n && n - q >= q && (q..n - p).all(|i| seq[i] == seq[i + p]))
        .map(|(period, from)| Period {
            period,
            from,
            seen: (n - from) / period,
        })
}

#[test]
fn grundy_values_of_the_reference_games_agree_with_the_definition() {
    grundy_agrees(&game("subtraction"), &[], |v| {
        [1, 3, 4]
            .iter()
            .filter(|&&k| k <= v[0])
            .map(|k| vec![v[0] - k])
            .collect()
    });
    let settings = [("N".to_string(), "8".to_string())];
    grundy_agrees(&game("wythoff"), &settings, |v| {
        let (a, b) = (v[0], v[1]);
        let mut out: Vec<Vec<i64>> = (1..=a).map(|k| vec![a - k, b]).collect();
        out.extend((1..=b).map(|k| vec![a, b - k]));
        out.extend((1..=a.min(b)).map(|k| vec![a - k, b - k]));
        out
    });
}

/// A random program's shape: two variables, a clause or two, and move
/// lines `((a * p + k * q + r) % (A + 1), (b * s + k * t + u) % (B + 1))`
/// for `k in lo..hi` if `a + k * w >= b`.
#[derive(Clone, Debug)]
struct Shape {
    sizes: (i64, i64),
    lose_at: (i64, i64),
    win_mod: Option<i64>,
    lines: Vec<[i64; 9]>,
}

impl Shape {
    fn text(&self) -> String {
        let (a, b) = self.sizes;
        let mut text = format!("state a in 0..{a}, b in 0..{b}\n");
        if let Some(m) = self.win_mod {
            text += &format!("win when (a + b) % 5 == {m} and a > b\n");
        }
        let (x, y) = self.lose_at;
        text += &format!("lose when a == {x} and b == {y}\n");
        for [p, q, r, s, t, u, lo, hi, w] in &self.lines {
            text += &format!(
                "move ((a * {p} + k * {q} + {r}) % {}, (b * {s} + k * {t} + {u}) % {}) \
                 for k in {lo}..{hi} if a + k * {w} >= b\n",
                a + 1,
                b + 1
            );
        }
        text
    }

    fn ends(&self, v: &[i64]) -> Option<End> {
        let (a, b) = (v[0], v[1]);
        if self.win_mod.is_some_and(|m| (a + b) % 5 == m && a > b) {
            Some(End::Won)
        } else if (a, b) == self.lose_at {
            Some(End::Lost)
        } else {
            None
        }
    }

    fn moves(&self, v: &[i64]) -> Vec<Vec<i64>> {
        let (a, b) = (v[0], v[1]);
        let (ma, mb) = (self.sizes.0 + 1, self.sizes.1 + 1);
        let mut out = Vec::new();
        for [p, q, r, s, t, u, lo, hi, w] in &self.lines {
            for k in *lo..=*hi {
                if a + k * w >= b {
                    out.push(vec![
                        (a * p + k * q + r).rem_euclid(ma),
                        (b * s + k * t + u).rem_euclid(mb),
                    ]);
                }
            }
        }
        out
    }
}

fn shape() -> impl Strategy<Value = Shape> {
    let line = prop::array::uniform9(-3i64..4);
    (
        (0i64..6, 0i64..6),
        (0i64..6, 0i64..6),
        prop::option::of(0i64..5),
        prop::collection::vec(line, 0..4),
    )
        .prop_map(|(sizes, lose_at, win_mod, lines)| Shape {
            sizes,
            lose_at,
            win_mod,
            lines,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_programs_agree_with_the_naive_solver(shape in shape()) {
        let (rules, table) = engine(&shape.text(), &[]);
        let (graph, endings) = graph_of(&rules, |v| shape.ends(v), |v| shape.moves(v));
        prop_assert_eq!(table, naive(&graph, &endings), "{}", shape.text());
    }

    #[test]
    fn grundy_values_of_random_loopy_programs_agree_with_the_definition(
        shape in shape().prop_map(|s| Shape { win_mod: None, lose_at: (-1, -1), ..s }),
    ) {
        // The `lose when` at (-1, -1) never holds: normal play, states end by having no move.
        grundy_agrees(&shape.text(), &[], |v| shape.moves(v));
    }

    #[test]
    fn patterns_of_random_subtraction_games_are_the_brute_force_ones(
        set in prop::collection::btree_set(1i64..7, 1..4),
        stones in 10i64..60,
    ) {
        let items: Vec<String> = set.iter().map(i64::to_string).collect();
        let text = format!(
            "param S = {{{}}}\nstate n in 0..{stones}\nmove n - k for k in S if k <= n\n",
            items.join(", ")
        );
        let (rules, table) = engine(&text, &[]);
        let (graph, endings) = graph_of(&rules, |_| None, |v| {
            set.iter().filter(|&&k| k <= v[0]).map(|k| vec![v[0] - k]).collect()
        });
        let outcomes: Vec<Outcome> = naive(&graph, &endings).iter().map(|&(o, _)| o).collect();
        let engine_outcomes: Vec<Outcome> = table.iter().map(|&(o, _)| o).collect();
        prop_assert_eq!(period(&engine_outcomes), naive_period(&outcomes));
        let values = GrundyValues::new(rules.build(Limits::DEFAULT).unwrap());
        let engine_values: Vec<Grundy> = (0..table.len()).map(|s| values.value(s)).collect();
        prop_assert_eq!(period(&engine_values), naive_period(&naive_grundy(&graph)));
    }

    #[test]
    fn berzerk_as_rules_is_the_dedicated_solver(
        n in 2u32..40,
        rick in prop::collection::btree_set(1u32..40, 1..6),
        morty in prop::collection::btree_set(1u32..40, 1..6),
    ) {
        let rick: Vec<u32> = rick.into_iter().filter(|&x| x < n).collect();
        let morty: Vec<u32> = morty.into_iter().filter(|&x| x < n).collect();
        prop_assume!(!rick.is_empty() && !morty.is_empty());
        let set = |jumps: &[u32]| {
            let items: Vec<String> = jumps.iter().map(u32::to_string).collect();
            format!("{{{}}}", items.join(", "))
        };
        let settings = [
            ("n".to_string(), n.to_string()),
            ("S1".to_string(), set(&rick)),
            ("S2".to_string(), set(&morty)),
        ];
        let (rules, table) = engine(&game("berzerk"), &settings);
        let game = Game::new(n, &rick, &morty).unwrap();
        let batch = berzerk::solve(&game);
        let mut steps = Retrograde::new(&game);
        steps.finish();
        for (i, &outcome) in batch.iter().enumerate() {
            let dedicated = game.state(i);
            let values = [i64::from(dedicated.position), dedicated.mover.index() as i64];
            let state = rules.state_of(&values).unwrap();
            prop_assert_eq!(table[state], (outcome, steps.remoteness(i)), "state {:?}", values);
        }
    }

    #[test]
    fn the_two_piles_as_rules_are_the_dedicated_solver(bound in 0u32..16) {
        let settings = [("N".to_string(), bound.to_string())];
        let (rules, table) = engine(&game("two-piles"), &settings);
        let losing = PPositions::up_to(bound);
        for (state, &(outcome, _)) in table.iter().enumerate() {
            let v = rules.values(state);
            let lost = losing.is_losing(v[0] as u32, v[1] as u32);
            prop_assert_eq!(outcome == Outcome::Lose, lost, "{:?}", v);
            prop_assert_ne!(outcome, Outcome::Loop);
        }
    }
}

/// Text made of the language's own pieces, most of it wrong.
fn scrambled() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "param ",
        "state ",
        "move ",
        "lose when ",
        "win when ",
        "for ",
        " in ",
        " if ",
        "and ",
        "or ",
        "not ",
        "n",
        "k",
        "S",
        "N",
        "0",
        "1",
        "3",
        "9223372036854775807",
        "..",
        "+",
        "-",
        "*",
        "/",
        "%",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ",",
        "==",
        "<=",
        "=",
        "\n",
        "min(",
        "len(",
        " ",
        "#",
        "Rick",
        "@",
        "\"",
        "'",
        "\\",
        "\"#.C\"",
        "'#'",
        "find(",
        "[\"ab\", \"c\"]",
    ]);
    prop::collection::vec(pieces, 0..40).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any text compiles and builds, or fails with a place inside the text:
    /// never a panic.
    #[test]
    fn any_text_gives_rules_or_a_located_error(text in scrambled()) {
        let tight = Limits { states: 1000, steps: 1_000_000, ..Limits::DEFAULT };
        let prefix = "param S = {1, 3}\nparam N = 5\nstate n in 0..N\n";
        for program in [text.clone(), format!("{prefix}{text}")] {
            if let Err(error) = Rules::compile(&program, &[]).and_then(|r| r.build(tight)) {
                let lines = program.split('\n').count() as u32;
                prop_assert!(error.place.line >= 1 && error.place.line <= lines, "{}", error);
                prop_assert!(error.place.column >= 1 && error.place.length >= 1);
                prop_assert!(!error.to_string().contains('\n'));
            }
        }
    }
}

/// `10^6`, `2*10^9`: a limit as the README writes it.
fn power_of_ten(value: u64) -> String {
    let digits = value.to_string();
    let zeros = digits.len() - digits.trim_end_matches('0').len();
    match digits.trim_end_matches('0') {
        "1" => format!("10^{zeros}"),
        lead => format!("{lead}*10^{zeros}"),
    }
}

/// The README's limits are the code's: each figure the reference states is
/// written here from the constants themselves.
#[test]
#[allow(clippy::disallowed_methods)] // A test reads the README: the library's no-I/O lint is not its.
fn the_readmes_limits_are_the_codes() {
    let path = format!("{}/README.md", env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(path).unwrap();
    let readme = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let (small, large) = (Limits::DEFAULT, Limits::LARGE);
    let stated = [
        format!("a program of at most {}", bytes(small.text)),
        format!(
            "{} states ({})",
            power_of_ten(small.states),
            power_of_ten(large.states)
        ),
        format!(
            "{} steps of evaluation ({})",
            power_of_ten(small.steps),
            power_of_ten(large.steps)
        ),
        format!("{} of memory", bytes(small.memory)),
        format!(
            "(a program of {}, {} states, {} steps of evaluation, {} of memory)",
            bytes(small.text),
            power_of_ten(small.states),
            power_of_ten(small.steps),
            bytes(small.memory)
        ),
        format!(
            "nest at most {MAX_DEPTH} levels deep, a list at most {MAX_DEPTH} deep, a move \
             line or an `any(...)` / `all(...)` at most {MAX_DEPTH} generators, and a line at \
             most {MAX_OPERATORS} operators"
        ),
        format!("repeats at least {SEEN_AT_LEAST} whole times"),
    ];
    for phrase in stated {
        assert!(
            readme.contains(&phrase),
            "the README does not say: {phrase}"
        );
    }
    assert_eq!(
        small.text, large.text,
        "the README states one cap on the text"
    );
}
