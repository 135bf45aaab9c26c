//! The fuzz target over the rule language's evaluator, as a property test
//! that runs in `cargo test`: random programs from the language's grammar
//! (nesting near and past the depth limit, lists, sets, generators over
//! huge ranges, failing constants behind `and` and `or`) and the hostile
//! programs of the rule game's issue, each checked by `fuzz/check.rs` on
//! WebAssembly's stack with a small budget: it ends, without a panic or an
//! overflow, an error is one located line, and the budget agrees with
//! itself.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;

#[path = "fuzz/check.rs"]
mod check;
use check::check;

/// An expression of the language, over the state `n`, the generator `k`
/// and the params `P` (an integer), `L` (a list of lists) and `G` (a grid:
/// a list of texts), with texts and characters among its leaves.
fn expression() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        (-3i64..12).prop_map(|v| v.to_string()),
        Just("9223372036854775807".to_string()),
        Just("n".to_string()),
        Just("k".to_string()),
        Just("P".to_string()),
        Just("L".to_string()),
        Just("[]".to_string()),
        Just("G".to_string()),
        Just("'#'".to_string()),
        Just("\"#\"".to_string()),
        Just("\"\"".to_string()),
        Just("\"a\\\"b\"".to_string()),
    ];
    leaf.prop_recursive(6, 48, 4, |inner| {
        let op = prop::sample::select(vec![
            "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or",
        ]);
        prop_oneof![
            (inner.clone(), op, inner.clone()).prop_map(|(a, op, b)| format!("{a} {op} {b}")),
            inner.clone().prop_map(|a| format!("({a})")),
            inner.clone().prop_map(|a| format!("not {a}")),
            inner.clone().prop_map(|a| format!("-{a}")),
            prop::collection::vec(inner.clone(), 0..4)
                .prop_map(|items| format!("[{}]", items.join(", "))),
            prop::collection::vec(inner.clone(), 0..4)
                .prop_map(|items| format!("{{{}}}", items.join(", "))),
            (inner.clone(), inner.clone()).prop_map(|(a, i)| format!("{a}[{i}]")),
            (
                prop::sample::select(vec!["min", "max", "abs", "len", "find"]),
                prop::collection::vec(inner.clone(), 1..3)
            )
                .prop_map(|(f, args)| format!("{f}({})", args.join(", "))),
            (inner.clone(), inner.clone()).prop_map(|(x, s)| format!("{x} in {s}")),
            (inner.clone(), inner.clone(), inner).prop_map(|(x, a, b)| format!("{x} in {a}..{b}")),
        ]
    })
}

/// An expression wrapped in `levels` layers of one nesting form: near the
/// depth limit and past it.
fn nested() -> impl Strategy<Value = String> {
    let forms = prop::sample::select(vec![
        ("(", ")"),
        ("[", "][0]"),
        ("abs(", ")"),
        ("-", ""),
        ("not ", ""),
    ]);
    (expression(), forms, 55usize..70).prop_map(|(inner, (open, close), levels)| {
        format!("{}{inner}{}", open.repeat(levels), close.repeat(levels))
    })
}

/// A whole program: params, a state, clauses and moves, some of them
/// over ranges far beyond the budget.
fn program() -> impl Strategy<Value = String> {
    let any = prop_oneof![3 => expression(), 1 => nested()];
    let range = prop_oneof![
        Just("0..3".to_string()),
        Just("0..99999999".to_string()),
        Just("-9223372036854775807..9223372036854775807".to_string()),
        Just("L".to_string()),
        Just("[[1], [2, 3]]".to_string()),
    ];
    (any.clone(), any.clone(), any.clone(), range, any, 0u8..4).prop_map(
        |(param, clause, target, over, condition, top)| {
            format!(
                "param P = {param}\nparam L = [[1, 2], [3], []]\nparam G = [\"#.\", \".C#\"]\n\
                 state n in 0..{top}\n\
                 lose when {clause}\nmove ({target}) % 4 for k in {over} if {condition}\n"
            )
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn random_programs_end_located_within_their_budget(text in program()) {
        prop_assert_eq!(check(text.as_bytes()), Ok(()), "{}", text);
    }

    #[test]
    fn random_texts_in_quotes_end_located(
        inside in "[ -~\n\\\\\"'中]{0,24}",
        quote in prop::sample::select(vec!['"', '\'']),
    ) {
        let text = format!(
            "param G = [{quote}{inside}{quote}]\nparam F = find(G, 'C')\n\
             state n in 0..len(G) - 1\nlose when G[n][0] == '#' or G[n] == \"C\"\n"
        );
        prop_assert_eq!(check(text.as_bytes()), Ok(()), "{}", text);
    }

    #[test]
    fn random_bytes_end_located(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        prop_assert_eq!(check(&bytes), Ok(()));
    }
}

/// The deepest text the limits allow, every kind of nesting at once with a
/// line of 1000 operators inside, evaluated for every state; and the
/// hostile programs, past every limit.
#[test]
fn the_deepest_allowed_and_the_hostile_programs_pass() {
    let chain = vec!["k"; 980].join(" + ");
    // 8 * 2 + 15 * 3 + 3 = 64 levels, around 980 operators.
    let deep = format!(
        "{}{}((({chain}))) > 0{}{}",
        "not (".repeat(8),
        "abs(-[".repeat(15),
        "][0])".repeat(15),
        ")".repeat(8)
    );
    let deepest = format!("state n in 0..3\nmove n for k in 0..3 if {deep}\n");
    let deeper = deepest.replace("(((", "((((").replace(")))", "))))");
    let compiled = |text: String| {
        check::on_stack(move || retrograde::rules::Rules::compile(&text, &[]).is_ok()).unwrap()
    };
    assert!(compiled(deepest.clone()), "64 levels are allowed");
    assert!(!compiled(deeper), "65 are not");
    let indexed = format!("L{}", "[0]".repeat(20_000));
    let mut nested = "param M0 = [0]\n".to_string();
    for i in 1..100 {
        nested.push_str(&format!("param M{i} = [M{}]\n", i - 1));
    }
    let programs = [
        deepest,
        "state n in 0..0\nmove n for k in 0..99999999 if k == 0\n".to_string(),
        "state n in 0..0\nmove n + 0 * (k + k * (k % 2)) for k in 0..99999999 if k + 1 > k * 0 and k - 1 < k + 1\n".to_string(),
        format!("param L = [0]\nstate n in 0..0\nlose when {indexed} == 0\n"),
        format!("{nested}state n in 0..0\n"),
        "state n in 0..5\nmove n - 1 if n > 5 and 1 / 0 == 0\nlose when n < 9 or 1 / 0 == 0\n".to_string(),
        "\n".repeat(1 << 16),
    ];
    for text in programs {
        assert_eq!(
            check(text.as_bytes()),
            Ok(()),
            "{}",
            &text[..text.len().min(300)]
        );
    }
}
