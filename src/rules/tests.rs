//! The language end to end: the five reference programs, solved; every
//! error kind with its exact located message.

use super::*;
use crate::outcome::Outcome;
use crate::retro::{GrundyValues, Retrograde, Run, Stepper};

pub const SUBTRACTION: &str = include_str!("../../examples/rules/subtraction.game");

pub const WYTHOFF: &str = include_str!("../../examples/rules/wythoff.game");

pub const TWO_PILES: &str = include_str!("../../examples/rules/two-piles.game");

pub const BERZERK: &str = include_str!("../../examples/rules/berzerk.game");

pub const CAT_AND_MOUSE: &str = include_str!("../../examples/rules/cat-and-mouse.game");

pub const PROGRAMS: [&str; 5] = [SUBTRACTION, WYTHOFF, TWO_PILES, BERZERK, CAT_AND_MOUSE];

/// Compiles, builds and solves with the default limits.
pub fn solve(text: &str) -> (Rules, Retrograde<RulesGraph>) {
    let rules = Rules::compile(text, &[]).unwrap();
    let graph = rules.build(Limits::DEFAULT).unwrap();
    let mut run = Retrograde::new(graph);
    run.finish();
    (rules, run)
}

fn error(text: &str) -> String {
    match Rules::compile(text, &[]).and_then(|rules| rules.build(Limits::DEFAULT)) {
        Ok(_) => panic!("expected an error"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn the_subtraction_game_has_period_seven() {
    let (_, run) = solve(SUBTRACTION);
    for n in 0..=40 {
        let lost = matches!(n % 7, 0 | 2);
        let expected = if lost { Outcome::Lose } else { Outcome::Win };
        assert_eq!(run.outcome(n), expected, "n = {n}");
    }
    assert_eq!(run.remoteness(0), Some(0));
    assert_eq!(run.remoteness(7), Some(4));
}

#[test]
fn wythoff_loses_exactly_on_the_golden_pairs() {
    let (rules, run) = solve(WYTHOFF);
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut losing = std::collections::HashSet::new();
    for k in 0..16i64 {
        let a = (k as f64 * phi).floor() as i64;
        losing.insert((a, a + k));
        losing.insert((a + k, a));
    }
    for state in 0..256 {
        let v = rules.values(state);
        let expected = losing.contains(&(v[0], v[1]));
        assert_eq!(run.outcome(state) == Outcome::Lose, expected, "{v:?}");
    }
}

#[test]
fn berzerk_and_cat_and_mouse_solve_as_their_samples_say() {
    let (rules, run) = solve(BERZERK);
    let words = |r: &Rules, s| r.describe(s);
    let line = |turn: i64| -> Vec<&str> {
        (1..5)
            .map(|p| run.outcome(rules.state_of(&[p, turn]).unwrap()).word())
            .collect()
    };
    assert_eq!(line(0), ["Lose", "Win", "Win", "Loop"]);
    assert_eq!(line(1), ["Loop", "Win", "Win", "Win"]);
    assert_eq!(words(&rules, 9), "(4, Morty)");
    let (rules, run) = solve(CAT_AND_MOUSE);
    // The mouse starts at 1, the cat at 2, the mouse to move: a draw.
    let start = rules.state_of(&[1, 2, 0]).unwrap();
    assert_eq!(run.outcome(start), Outcome::Loop);
    let won = rules.state_of(&[0, 3, 0]).unwrap();
    assert_eq!(
        (run.outcome(won), run.remoteness(won)),
        (Outcome::Win, Some(0))
    );
}

#[test]
fn the_states_are_every_combination_first_variable_slowest() {
    let rules = Rules::compile(BERZERK, &[]).unwrap();
    assert_eq!(rules.state_count(), 10);
    assert_eq!(rules.words(0), ["0", "Rick"]);
    assert_eq!(rules.words(1), ["0", "Morty"]);
    assert_eq!(rules.words(3), ["1", "Morty"]);
    assert_eq!(rules.state_of(&[1, 1]), Some(3));
    assert_eq!(rules.state_of(&[5, 1]), None);
}

#[test]
fn settings_replace_params_and_later_params_follow() {
    let settings = [("N".to_string(), "2 * 3".to_string())];
    let rules = Rules::compile(SUBTRACTION, &settings).unwrap();
    assert_eq!(rules.state_count(), 7);
    let unknown = [("M".to_string(), "3".to_string())];
    assert_eq!(
        Rules::compile(SUBTRACTION, &unknown)
            .unwrap_err()
            .to_string(),
        "the value set for M, column 1: the program has no param 'M'"
    );
    let bad = [("N".to_string(), "3 +".to_string())];
    assert_eq!(
        Rules::compile(SUBTRACTION, &bad).unwrap_err().to_string(),
        "the value set for N, column 4: expected an expression after '+', found the end of the line"
    );
}

#[test]
fn names_are_resolved_before_any_state_is_visited() {
    assert_eq!(
        error("state n in 0..3\nmove n - k"),
        "line 2, column 10: unknown name 'k'"
    );
    assert_eq!(
        error("state n in 0..3\nmove n - foo(1)"),
        "line 2, column 10: unknown function 'foo'"
    );
    assert_eq!(
        error("param n = 1\nstate n in 0..3"),
        "line 2, column 7: the name 'n' is already taken"
    );
    assert_eq!(
        error("state n in 0..3\nmove n - 1 for n in 1..2"),
        "line 2, column 16: the name 'n' is already taken"
    );
    assert_eq!(
        error("param N = 3"),
        "line 1, column 1: the program declares no state: add a line 'state NAME in LO..HI'"
    );
    assert_eq!(
        error("state a in 0..3, b in 0..3\nmove a - 1"),
        "line 2, column 6: the target has 1 value(s) but the state has 2 variable(s)"
    );
    assert_eq!(
        error("state n in 0..3\nmove n + (1, 2)"),
        "line 2, column 10: a tuple '(a, b)' can only be a move's target"
    );
    assert_eq!(
        error("state n in 0..3\nmove max()"),
        "line 2, column 6: max takes one or more values, given 0"
    );
}

#[test]
fn constants_fail_with_their_place() {
    assert_eq!(
        error("param N = 4 / (2 - 2)"),
        "line 1, column 11: division by zero"
    );
    assert_eq!(
        error("param L = [1, 2]\nparam N = L[2]"),
        "line 2, column 11: the index 2 is out of range for a list of 2 values"
    );
    assert_eq!(
        error("param N = 9223372036854775807 + 1"),
        "line 1, column 11: integer overflow (beyond 64-bit integers)"
    );
    assert_eq!(
        error("param L = [1]\nstate n in 0..L"),
        "line 2, column 15: a range's end must be an integer, found the list [1]"
    );
    assert_eq!(
        error("state n in 3..1"),
        "line 1, column 12: the range 3..1 of 'n' is empty"
    );
    assert_eq!(
        error("param N = len(3)"),
        "line 1, column 15: expected a list, a set or a text, found the integer 3"
    );
}

#[test]
fn moves_fail_naming_the_state_the_line_and_the_target() {
    assert_eq!(
        error("state n in 0..3\nmove n - 1"),
        "line 2, column 6: the move from 0 reaches -1, outside the state: n must be in 0..3"
    );
    assert_eq!(
        error(
            "state p in 0..4, turn in {Rick, Morty}\nlose when p == 0\nmove (p + 1, Morty)"
        ),
        "line 3, column 6: the move from (4, Rick) reaches (5, Morty), outside the state: p must be in 0..4"
    );
    assert_eq!(
        error("state n in 0..3\nmove n / n"),
        "line 2, column 6: division by zero"
    );
    assert_eq!(
        error("param L = [[1], []]\nstate n in 0..1\nmove L[n][0]"),
        "line 3, column 6: the index 0 is out of range for a list of 0 values"
    );
    assert_eq!(
        error("state n in 0..3\nmove n * 4611686018427387904 * 2"),
        "line 2, column 6: integer overflow (beyond 64-bit integers)"
    );
}

#[test]
fn limits_name_the_sizes() {
    let states = Rules::compile("state a in 1..1000, b in 1..1001", &[]).unwrap();
    let refused = states.build(Limits::DEFAULT).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "line 1, column 1: the state has 1000 x 1001 = 1001000 states, over the limit of 1000000"
    );
    assert_eq!(refused.limit, Some(Limit::States));
    let rules = Rules::compile("state n in 0..9\nmove n for k in 0..n", &[]).unwrap();
    let tight = Limits {
        states: 10,
        steps: 60,
        ..Limits::DEFAULT
    };
    let refused = rules.build(tight).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "line 2, column 1: the evaluation takes more than 60 steps, the limit, reached at state 4 of 10"
    );
    assert_eq!(refused.limit, Some(Limit::Steps));
    let huge = Rules::compile(
        "state n in 0..0\nmove n for k in 0..9223372036854775807",
        &[],
    );
    assert!(huge.unwrap().build(tight).is_err());
}

#[test]
fn the_memory_a_game_takes_is_refused_before_it_is_allocated() {
    let rules = Rules::compile("state n in 0..99\nmove (n + k) % 100 for k in 1..49", &[]).unwrap();
    let footprint = Footprint::of(&rules);
    assert_eq!(footprint.per_move, 8);
    let fits = footprint.bytes(100, 4900);
    let exact = Limits {
        memory: fits,
        ..Limits::DEFAULT
    };
    assert_eq!(rules.build(exact).unwrap().move_count(), 4900);
    let short = Limits {
        memory: fits - 1,
        ..Limits::DEFAULT
    };
    let refused = rules.build(short).unwrap_err();
    assert_eq!(refused.limit, Some(Limit::Memory));
    assert_eq!(
        refused.to_string(),
        format!(
            "line 2, column 1: the game needs more memory than the limit of {}: \
             more than 4899 moves (8 bytes each) beside its 100 states ({} bytes each) \
             and its program ({}), reached at state 99 of 100",
            bytes(fits - 1),
            footprint.per_state,
            bytes(footprint.program)
        )
    );
    let none = Limits {
        memory: 100,
        ..Limits::DEFAULT
    };
    let refused = rules.builder(none).err().unwrap();
    assert_eq!(refused.limit, Some(Limit::Memory));
    assert!(
        refused
            .message
            .starts_with("the game's 100 states (93 bytes each) and its program"),
        "{refused}"
    );
}

#[test]
fn a_generator_streams_its_values_and_spends_a_step_each() {
    let (_, run) = solve("state n in 0..0\nmove n for k in 0..9999999 if k == 0");
    assert_eq!(run.outcome(0), Outcome::Loop);
    let rules =
        Rules::compile("state n in 0..0\nmove n for k in 0..9999999 if k == 0", &[]).unwrap();
    let tight = Limits {
        steps: 10_000_000,
        ..Limits::DEFAULT
    };
    assert_eq!(rules.build(tight).unwrap_err().limit, Some(Limit::Steps));
}

#[test]
fn the_steps_bound_the_params_and_lists_of_any_size() {
    let mut text = "param A0 = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n".to_string();
    text.push_str("param B0 = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n");
    for i in 1..30 {
        let a: Vec<String> = (0..10).map(|_| format!("A{}", i - 1)).collect();
        let b: Vec<String> = (0..10).map(|_| format!("B{}", i - 1)).collect();
        text.push_str(&format!(
            "param A{i} = [{}]\nparam B{i} = [{}]\n",
            a.join(", "),
            b.join(", ")
        ));
    }
    text.push_str("param Same = A29 == B29\nstate n in 0..0\n");
    let limits = Limits {
        steps: 100_000,
        ..Limits::DEFAULT
    };
    let refused = Rules::compile_within(&text, &[], &limits).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "line 61, column 14: the evaluation takes more than 100000 steps, the limit, in the params and constants"
    );
    let shown = Rules::compile(&format!("{text}state n in 0..A29"), &[]);
    assert!(shown.is_err());
    let written = Rules::compile(
        &text.replace("param Same = A29 == B29\n", "param N = A29 + 1\n"),
        &[],
    )
    .unwrap_err()
    .to_string();
    assert!(written.len() < 200, "{written}");
    assert!(written.ends_with("… (a list of 10 values)"), "{written}");
}

#[test]
fn a_program_and_a_setting_are_read_up_to_the_limit() {
    let limits = Limits {
        text: 26,
        ..Limits::DEFAULT
    };
    let refused = Rules::compile_within("state n in 0..3\n# a comment", &[], &limits).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "line 1, column 1: the program is 27 bytes, over the limit of 26 bytes (26 bytes)"
    );
    assert_eq!(refused.limit, Some(Limit::Text));
    let settings = [("N".to_string(), "1".repeat(27))];
    let refused = Rules::compile_within("param N=1\nstate n in 0..N", &settings, &limits);
    assert!(refused
        .unwrap_err()
        .to_string()
        .starts_with("the value set for N, column 1: the value is 27 bytes"));
}

#[test]
fn a_setting_is_one_line() {
    let settings = [("N".to_string(), "3\n)))((( garbage".to_string())];
    assert_eq!(
        Rules::compile(SUBTRACTION, &settings).unwrap_err().to_string(),
        "the value set for N, column 2: a value set from outside the program is one line, and this one breaks here"
    );
    let settings = [("N".to_string(), "[1,\r2]".to_string())];
    assert!(Rules::compile(SUBTRACTION, &settings).is_err());
}

#[test]
fn and_and_or_skip_what_they_need_not_evaluate_constants_included() {
    let (_, run) = solve("state n in 0..5\nmove n - 1 if n > 5 and 1 / 0 == 0");
    assert!((0..6).all(|s| run.outcome(s) == Outcome::Lose));
    let (_, run) = solve("state n in 0..5\nlose when n < 9 or 1 / 0 == 0");
    assert!((0..6).all(|s| run.outcome(s) == Outcome::Lose));
    let (_, run) =
        solve("param L = [1]\nstate n in 0..3\nmove n - 1 if n > 0 and (n >= 0 or L[5] == 0)");
    assert_eq!(run.outcome(3), Outcome::Win);
    // Evaluated, a failing constant fails where it is written.
    assert_eq!(
        error("state n in 0..5\nmove n - 1 if n > 0 and 1 / 0 == 0"),
        "line 2, column 25: division by zero"
    );
    assert_eq!(
        error("param N = 0 or 1 / 0\nstate n in 0..N"),
        "line 1, column 16: division by zero"
    );
}

#[test]
fn lists_compare_by_value_wherever_they_appear() {
    let (_, run) =
        solve("param L = [1, [2]]\nparam M = [1, [2]]\nstate n in 0..1\nlose when L == M");
    assert_eq!(run.outcome(1), Outcome::Lose);
    let (_, run) =
        solve("param L = [1]\nstate n in 0..1\nmove 0 if n == 1 and not (L != [1] or L == 1)");
    assert_eq!(run.outcome(1), Outcome::Win, "[1] is [1], and no integer");
    let text = "param W = [[1], [2]]\nstate n in 0..3\nmove n - 1 for w in W if n > 0 and w == [1]";
    let (_, run) = solve(text);
    let words: Vec<&str> = (0..4).map(|s| run.outcome(s).word()).collect();
    assert_eq!(words, ["Lose", "Win", "Lose", "Win"]);
    let (_, run) = solve("param S = {[2], [1], [2]}\nstate n in 0..1\nlose when S == [[1], [2]]");
    assert_eq!(run.outcome(0), Outcome::Lose);
    let (_, run) =
        solve("state n in 0..3\nmove n - 1 for k in [[5], 7] if n > 0 and k in [7, [5]]");
    assert_eq!(run.outcome(1), Outcome::Win);
    assert_eq!(
        error("param L = [1]\nstate n in 0..1\nlose when L < [2]"),
        "line 3, column 11: expected an integer, found the list [1]"
    );
}

#[test]
fn the_remainder_of_the_smallest_integer_by_minus_one_is_zero() {
    let rules = Rules::compile(
        "param N = (-9223372036854775807 - 1) % -1 + 3\nstate n in 0..N",
        &[],
    )
    .unwrap();
    assert_eq!(rules.state_count(), 4);
    assert_eq!(
        error("param N = (-9223372036854775807 - 1) / -1\nstate n in 0..N"),
        "line 1, column 12: integer overflow (beyond 64-bit integers)"
    );
}

#[test]
fn lists_nest_at_most_64_deep_through_params_too() {
    let chain = |levels: usize| {
        let mut text = "param L0 = 0\n".to_string();
        for i in 1..=levels {
            text.push_str(&format!("param L{i} = [L{}]\n", i - 1));
        }
        text + "state n in 0..0\n"
    };
    assert!(Rules::compile(&chain(64), &[]).is_ok());
    assert_eq!(
        Rules::compile(&chain(65), &[]).unwrap_err().to_string(),
        "line 66, column 13: the list nests more than 64 levels deep"
    );
    let generated = "param L = [[[[1]]]]\nstate n in 0..0\nmove n for a in L, b in a, c in b if [[[[[[[[c]]]]]]]] != 0";
    assert!(Rules::compile(generated, &[]).is_ok());
}

#[test]
fn repeated_targets_count_once_and_clauses_decide_in_order() {
    let rules = Rules::compile(
        "state n in 0..4\nwin when n == 4\nlose when n >= 3\nmove 0 for k in 1..3 if n > 0",
        &[],
    )
    .unwrap();
    let graph = rules.build(Limits::DEFAULT).unwrap();
    assert_eq!(graph.move_count(), 2);
    let mut run = Retrograde::new(graph);
    run.finish();
    let words: Vec<&str> = (0..5).map(|s| run.outcome(s).word()).collect();
    assert_eq!(words, ["Lose", "Win", "Win", "Lose", "Win"]);
    assert_eq!(
        crate::retro::explain(&run, 4).reason,
        crate::retro::Reason::TerminalWin
    );
}

#[test]
fn a_batch_of_moves_fails_like_one_move() {
    assert_eq!(
        error("state n in 0..3\nmove n - k for k in 1..2"),
        "line 2, column 6: the move from 0 reaches -1, outside the state: n must be in 0..3"
    );
    assert_eq!(
        error("state n in 0..3\nmove n % (k - 1) for k in 1..2"),
        "line 2, column 6: division by zero"
    );
}

#[test]
fn generators_may_run_over_lists_of_lists() {
    let text =
        "param L = [[1], [2, 3]]\nstate n in 0..3\nmove n - len(row) for row in L if len(row) <= n";
    let (_, run) = solve(text);
    let words: Vec<&str> = (0..4).map(|s| run.outcome(s).word()).collect();
    assert_eq!(words, ["Lose", "Win", "Win", "Lose"]);
}

#[test]
fn a_build_in_slices_is_the_build_at_once_and_stops_at_its_error() {
    for program in PROGRAMS {
        let rules = Rules::compile(program, &[]).unwrap();
        let mut build = rules.builder(Limits::DEFAULT).unwrap();
        let mut slices = 0;
        while !build.advance(7).unwrap() {
            slices += 1;
            assert_eq!(build.built(), 7 * slices);
        }
        assert_eq!(build.built(), build.state_count());
        assert_eq!(
            build.finish().unwrap(),
            rules.build(Limits::DEFAULT).unwrap()
        );
    }
    let rules = Rules::compile("state n in 0..9\nmove n + 2 if n != 3", &[]).unwrap();
    let mut build = rules.builder(Limits::DEFAULT).unwrap();
    assert_eq!(build.advance(8), Ok(false), "states 0..8 build");
    let failed = build.advance(1).unwrap_err();
    assert_eq!(failed, rules.build(Limits::DEFAULT).unwrap_err());
    assert_eq!(build.advance(5), Err(failed.clone()), "and again");
    assert_eq!(build.built(), 8);
    assert_eq!(build.finish(), Err(failed));
    let tight = Limits {
        states: 5,
        ..Limits::DEFAULT
    };
    assert_eq!(
        rules.builder(tight).err(),
        rules.build(tight).err(),
        "the size is checked before any state"
    );
}

#[test]
fn the_table_and_the_pattern_are_written_as_the_command_prints_them() {
    let (rules, run) = solve("state n in 0..4\nmove n - k for k in {1, 2} if k <= n");
    let values = GrundyValues::new(run.graph());
    assert_eq!(
        rules.write_table(&run, Some(&values)),
        "0 Lose 0 0\n1 Win 1 1\n2 Win 1 2\n3 Lose 2 0\n4 Win 3 1\n"
    );
    assert_eq!(
        rules.write_table(&run, None::<&GrundyValues<&RulesGraph>>),
        "0 Lose 0\n1 Win 1\n2 Win 1\n3 Lose 2\n4 Win 3\n"
    );
    let (rules, run) = solve(SUBTRACTION);
    let pattern = rules.pattern(&run).unwrap();
    assert_eq!(
        pattern
            .outcome
            .shown
            .as_ref()
            .map(|r| (r.period, r.from, r.seen)),
        Some((7, 0, 5))
    );
    assert!(pattern.normal_play);
    let (rules, run) = solve("state n in 0..9\nwin when n == 9\nmove n + 1");
    let text = rules.pattern(&run).unwrap().to_string();
    assert!(
        text.ends_with("grundy: none (a 'win when' line: not normal play)\n"),
        "{text}"
    );
    let (rules, run) = solve(WYTHOFF);
    assert_eq!(rules.pattern(&run), None, "two variables have no pattern");
}

/// Codeforces 1537D: subtract a proper divisor d (1 < d < n); who cannot
/// move loses. The odd powers of two are lost however far one looks, so no
/// range shows a period.
const DIVISORS: &str = "param N = 32\nstate n in 1..N\nmove n - d for d in 2..n - 1 if n % d == 0";

#[test]
fn a_pattern_is_said_only_as_far_as_the_range_shows_it() {
    for (top, closest) in [
        ("32", "period 1 from 31, seen twice"),
        ("50", "period 24 from 3, seen twice"),
        ("200", "period 96 from 9, seen twice"),
    ] {
        let rules = Rules::compile(DIVISORS, &[("N".into(), top.into())]).unwrap();
        let mut run = Retrograde::new(rules.build(Limits::DEFAULT).unwrap());
        run.finish();
        let text = rules.pattern(&run).unwrap().to_string();
        let first = text.lines().next().unwrap();
        assert_eq!(
            first,
            format!("outcome: no period up to {top} (closest: {closest})")
        );
    }
    let (rules, run) = solve(SUBTRACTION);
    assert_eq!(
        rules.pattern(&run).unwrap().to_string(),
        "outcome: period 7 from 0, seen 5 times up to 40\ngrundy: period 7 from 0, seen 5 times up to 40\n"
    );
}

#[test]
fn a_params_value_is_written_as_a_set_a_list_or_a_number() {
    let program = "param S = {4, 1, 3, 1}\nparam L = [2, 7, 2]\nparam N = 3 * 4\nstate n in 0..N";
    let rules = Rules::compile(program, &[]).unwrap();
    let texts: Vec<String> = (0..3).map(|i| rules.param_text(i)).collect();
    assert_eq!(texts, ["{1, 3, 4}", "[2, 7, 2]", "12"]);
    let set = [("S".to_string(), "[5, 6]".to_string())];
    let rules = Rules::compile(program, &set).unwrap();
    assert_eq!(rules.param_text(0), "[5, 6]", "as the setting writes it");
}

/// Three-row Chomp: rows of a >= b >= c cookies, the poisoned one first in
/// the bottom row; a bite takes a cookie and every cookie above and right
/// of it, and whoever is left with the poison alone loses.
const CHOMP: &str = "param N = 6
state a in 0..N, b in 0..N, c in 0..N where a >= b and b >= c
move (j, min(b, j), min(c, j)) for j in 1..a - 1
move (a, j, min(c, j)) for j in 0..b - 1
move (a, b, j) for j in 0..c - 1";

/// Chomp by memoized recursion over the rows, apart from the language:
/// true when the player to move wins.
fn chomp_wins(
    rows: (i64, i64, i64),
    memo: &mut std::collections::HashMap<(i64, i64, i64), bool>,
) -> bool {
    if let Some(&known) = memo.get(&rows) {
        return known;
    }
    let (a, b, c) = rows;
    let mut bites = Vec::new();
    bites.extend((1..a).map(|j| (j, b.min(j), c.min(j))));
    bites.extend((0..b).map(|j| (a, j, c.min(j))));
    bites.extend((0..c).map(|j| (a, b, j)));
    let wins = bites.into_iter().any(|next| !chomp_wins(next, memo));
    memo.insert(rows, wins);
    wins
}

#[test]
fn where_keeps_only_the_combinations_it_names() {
    let (rules, run) = solve(CHOMP);
    // a >= b >= c over 0..6: C(9, 3) combinations, not 7^3.
    assert_eq!(rules.state_count(), 84);
    assert_eq!(run.outcomes().len(), 84);
    assert_eq!(rules.describe(0), "(0, 0, 0)");
    assert_eq!(rules.state_of(&[1, 2, 0]), None);
    let mut memo = std::collections::HashMap::new();
    for state in 0..84 {
        let v = rules.values(state);
        assert!(v[0] >= v[1] && v[1] >= v[2]);
        assert_eq!(rules.state_of(&v), Some(state));
        let wins = chomp_wins((v[0], v[1], v[2]), &mut memo);
        assert_eq!(run.outcome(state) == Outcome::Win, wins, "{v:?}");
    }
    assert_eq!(
        error("state a in 0..3, b in 0..3 where a >= b\nmove (a, b + 1) if b < 3"),
        "line 2, column 6: the move from (0, 0) reaches (0, 1), which is not a state: \
         the 'where' condition of line 1 does not hold there"
    );
    assert_eq!(
        error("state a in 0..3, b in 0..3 where a >= b\nmove (a, b + k) for k in 1..2 if b < 3"),
        "line 2, column 6: the move from (0, 0) reaches (0, 1), which is not a state: \
         the 'where' condition of line 1 does not hold there"
    );
    assert_eq!(
        error("state a in 0..30000, b in 0..30000 where a >= b"),
        "line 1, column 36: 'where' would check 30001 x 30001 = 900060001 combinations, \
         over the limit of 100000000"
    );
    let over = Rules::compile("state a in 0..2000, b in 0..2000 where a >= b", &[]).unwrap();
    assert_eq!(
        over.build(Limits::DEFAULT).unwrap_err().to_string(),
        "line 1, column 34: the state keeps 2003001 combinations, over the limit of 1000000"
    );
}

#[test]
fn any_and_all_run_over_generators_in_conditions() {
    // A cat on a line jumps 1 to 3 cells, only over free cells (LeetCode
    // 1728's rule), against the same moves computed here.
    let walls = [0, 0, 1, 0, 0, 0, 1, 1, 0, 0];
    let program = format!(
        "param wall = {walls:?}\nstate p in 0..9\n\
         move p + k for k in 1..3 if p + k <= 9 and all(wall[p + i] == 0 for i in 1..k)"
    );
    let (rules, run) = solve(&program);
    let graph = rules.build(Limits::DEFAULT).unwrap();
    for p in 0..10usize {
        let free = |k: usize| (1..=k).all(|i| walls[p + i] == 0);
        let expected: Vec<usize> = (1..=3)
            .filter(|&k| p + k <= 9 && free(k))
            .map(|k| p + k)
            .collect();
        let built: Vec<usize> = crate::retro::GameGraph::successors(&graph, p).collect();
        assert_eq!(built, expected, "from {p}");
    }
    assert_eq!(run.outcome(9), Outcome::Lose);
    let (_, run) =
        solve("state n in 0..10\nlose when any(n == d * d for d in 2..3)\nmove n - 1 if n > 0");
    assert_eq!(
        (run.outcome(4), run.outcome(9), run.outcome(5)),
        (Outcome::Lose, Outcome::Lose, Outcome::Win)
    );
    let (rules, _) = solve("param X = any(a + b == 5 for a in 0..3, b in a..3)\nstate n in 0..X");
    assert_eq!(rules.state_count(), 2);
    // Each value bound is a step: a quantifier is bounded as generators are.
    let limits = Limits {
        steps: 100_000,
        ..Limits::DEFAULT
    };
    let endless = "state n in 0..3\nmove n - 1 if any(n > 0 for k in 0..9999999999)";
    let refused = Rules::compile_within(endless, &[], &limits)
        .and_then(|rules| rules.build(limits))
        .unwrap_err()
        .to_string();
    assert!(
        refused.starts_with("line 2, column 15: the evaluation takes more than 100000 steps"),
        "{refused}"
    );
    assert_eq!(
        error("state n in 0..3\nmove n - 1 if all(n > 0 for n in 0..3)"),
        "line 2, column 29: the name 'n' is already taken"
    );
}
