//! The built `retrograde` binary on the samples and on bad input.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

mod common;
use common::Rng;

fn run(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_retrograde"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn ok(args: &[&str], input: &str) -> String {
    let out = run(args, input.as_bytes());
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
    String::from_utf8(out.stdout).unwrap()
}

/// Bad input: exit 2, nothing on stdout, one line on stderr; returns that line.
fn bad(args: &[&str], input: &[u8]) -> String {
    let out = run(args, input);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?} {:?}",
        String::from_utf8_lossy(input)
    );
    assert!(
        out.stdout.is_empty(),
        "partial output: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    assert!(err.ends_with('\n'));
    err
}

const SAMPLE1: &str = "5\n2 3 2\n3 1 2 3\n";
const SAMPLE2: &str = "8\n4 6 2 3 4\n2 3 6\n";
const ANSWER1: &str = "Lose Win Win Loop\nLoop Win Win Win\n";
const ANSWER2: &str = "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n";

#[test]
fn berzerk_samples_with_both_engines() {
    for engine in ["batch", "steps"] {
        assert_eq!(ok(&["berzerk", "--engine", engine], SAMPLE1), ANSWER1);
        assert_eq!(ok(&["berzerk", "--engine", engine], SAMPLE2), ANSWER2);
    }
    assert_eq!(ok(&["berzerk"], "  5 2 3\t2 3 1 2 3"), ANSWER1);
}

#[test]
fn multi_case_sample() {
    let input = format!("2\n{SAMPLE1}{SAMPLE2}");
    assert_eq!(
        ok(&["berzerk", "--cases"], &input),
        format!("{ANSWER1}{ANSWER2}")
    );
}

#[test]
fn piles_sample_and_zero() {
    assert_eq!(
        ok(&["piles"], "5\n2 3\n3 5\n5 7\n7 5\n7 7\n"),
        "Bob\nAlice\nBob\nBob\nAlice\n"
    );
    assert_eq!(
        ok(&["piles"], "3\n0 0\n0 4\n5000 5000\n"),
        "Bob\nAlice\nAlice\n"
    );
}

#[test]
fn smallest_and_largest_games() {
    assert_eq!(ok(&["berzerk"], "2\n1 1\n1 1\n"), "Win\nWin\n");
    let full: Vec<String> = (1..7000).map(|x| x.to_string()).collect();
    let input = format!("7000\n6999 {0}\n6999 {0}\n", full.join(" "));
    let line = vec!["Win"; 6999].join(" ");
    assert_eq!(ok(&["berzerk"], &input), format!("{line}\n{line}\n"));
}

#[test]
fn engines_agree_on_a_large_random_game() {
    // A fixed pseudo-random game: half-size sets on n = 4000.
    let mut rng = Rng::new(0x9e3779b97f4a7c15);
    let n = 4000;
    let sets: Vec<String> = (0..2)
        .map(|_| {
            let set: Vec<String> = rng.steps(n, n / 2).iter().map(u32::to_string).collect();
            format!("{} {}", set.len(), set.join(" "))
        })
        .collect();
    let input = format!("{n}\n{}\n{}\n", sets[0], sets[1]);
    assert_eq!(
        ok(&["berzerk"], &input),
        ok(&["berzerk", "--engine", "steps"], &input)
    );
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let cases: &[(&[&str], &[u8], &str)] = &[
        (&["berzerk"], b"", "line 1, column 1: the input is empty"),
        (&["berzerk"], b"  \n ", "the input is empty"),
        (&["berzerk"], b"five\n", "found a word \"five\""),
        (
            &["berzerk"],
            b"5\n2 3 2\n3 1 2 9\n",
            "line 3, column 7: Morty's step 9 is out of range: steps must be between 1 and 4",
        ),
        (
            &["berzerk"],
            b"1\n",
            "line 1, column 1: n must be at least 2 (the hole and one planet), got 1",
        ),
        (
            &["berzerk"],
            b"184467440737095516160\n",
            "n (the number of objects) must be at most 7000",
        ),
        (
            &["berzerk"],
            b"5\n0\n1 1\n",
            "line 2, column 1: Rick's step set is empty; it needs at least one step",
        ),
        (
            &["berzerk"],
            b"5\n-2 3 2\n",
            "k1 (the size of Rick's set) must be between 0 and 4, found \"-2\"",
        ),
        (
            &["berzerk"],
            b"5\n2 3 -1\n1 1\n",
            "line 2, column 5: Rick's step -1 is out of range",
        ),
        (
            &["berzerk"],
            b"5\n2 3 3\n1 1\n",
            "line 2, column 5: Rick's step 3 appears twice",
        ),
        (
            &["berzerk"],
            b"5\n3 3 2\n",
            "line 3, column 1: the input ends early; expected Rick's step 3 of 3",
        ),
        (
            &["berzerk"],
            b"5\n2 3 2\n3 1 2\n",
            "the input ends early; expected Morty's step 3 of 3",
        ),
        (
            &["berzerk"],
            b"5\n2 3 2\n1 1\n1\n",
            "line 4, column 1: unexpected extra input \"1\" after the game",
        ),
        (&["berzerk"], b"5\n2 3 \x00\xff\n", "binary data"),
        (
            &["berzerk", "--cases"],
            b"3\n5\n2 3 2\n3 1 2 3\n",
            "case 2: n (the number of objects)",
        ),
        (
            &["berzerk", "--cases"],
            b"101\n",
            "T (the number of cases) must be between 1 and 100",
        ),
        (
            &["berzerk", "--cases"],
            b"2\n7000 1 1 1 1\n5 1 1 1 1\n",
            "past 7000",
        ),
        (
            &["berzerk", "--cases"],
            b"2\n5 1 1 1 1\n5 1 1 1 7\n",
            "line 3, column 9: case 2: Morty's step 7 is out of range",
        ),
        (&["piles"], b"2\n1 2\n", "query 2 of 2: the first pile"),
        (
            &["piles"],
            b"1\n1 -1\n",
            "the second pile must be between 0 and 5000",
        ),
        (&["piles"], b"10001\n", "between 1 and 10000"),
        (&["piles"], b"1\n1 2 3\n", "unexpected extra input \"3\""),
    ];
    for (args, input, expected) in cases {
        let line = bad(args, input);
        assert!(line.starts_with("retrograde: error: "), "{line}");
        assert!(
            line.contains(expected),
            "{:?}: {line}",
            String::from_utf8_lossy(input)
        );
    }
}

#[test]
fn large_allows_bigger_games_within_safe_bounds() {
    let out = ok(&["berzerk", "--large"], "20000\n1 1\n1 1\n");
    assert_eq!(out.lines().count(), 2);
    assert_eq!(out.lines().next().unwrap().split(' ').count(), 19999);
    assert_eq!(ok(&["piles", "--large"], "1\n20000 3\n"), "Alice\n");
    // Even then, sizes that would exhaust memory are refused up front.
    let line = bad(&["berzerk", "--large"], b"4000000000\n1 1\n1 1\n");
    assert!(line.contains("at most 10000000"), "{line}");
    let line = bad(&["piles", "--large"], b"1\n4000000000 1\n");
    assert!(line.contains("between 0 and 100000"), "{line}");
}

#[test]
fn help_explains_the_formats() {
    let out = run(&["--help"], b"");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for needle in [
        "retrograde berzerk",
        "--cases",
        "retrograde piles",
        "Lose Win Win Loop",
    ] {
        assert!(text.contains(needle), "help lacks {needle}");
    }
    assert_eq!(run(&["chess"], b"").status.code(), Some(2));
}
