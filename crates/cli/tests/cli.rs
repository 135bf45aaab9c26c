//! The built `retrograde` binary on the samples and on bad input.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use retrograde::gen::Rng;

#[path = "../../../tests/common/graph_input.rs"]
mod graph_input;
use graph_input::graph_input;

fn run(args: &[&str], input: &[u8]) -> Output {
    support::retrograde(args, input)
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
            let set: Vec<String> = rng.jumps(n, n / 2).iter().map(u32::to_string).collect();
            format!("{} {}", set.len(), set.join(" "))
        })
        .collect();
    let input = format!("{n}\n{}\n{}\n", sets[0], sets[1]);
    assert_eq!(
        ok(&["berzerk"], &input),
        ok(&["berzerk", "--engine", "steps"], &input)
    );
}

/// Inputs the readers refuse: the command's arguments, the input and a part of its one line.
const BAD_INPUTS: &[(&[&str], &[u8], &str)] = &[
    (&["berzerk"], b"", "line 1, column 1: the input is empty"),
    (&["berzerk"], b"  \n ", "the input is empty"),
    (&["berzerk"], b"five\n", "found a word \"five\""),
    (
        &["berzerk"],
        b"5\n2 3 2\n3 1 2 9\n",
        "line 3, column 7: Morty's jump 9 is out of range: jumps must be between 1 and 4",
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
        "line 2, column 1: k1 (the size of Rick's set) must be between 1 and 4, found \"0\"",
    ),
    (
        &["berzerk"],
        b"5\n-2 3 2\n",
        "k1 (the size of Rick's set) must be between 1 and 4, found \"-2\"",
    ),
    (
        &["berzerk"],
        b"5\n2 3 -1\n1 1\n",
        "line 2, column 5: Rick's jump -1 is out of range",
    ),
    (
        &["berzerk"],
        b"5\n2 3 3\n1 1\n",
        "line 2, column 5: Rick's jump 3 appears twice",
    ),
    (
        &["berzerk"],
        b"5\n3 3 2\n",
        "line 3, column 1: the input ends early; expected Rick's jump 3 of 3",
    ),
    (
        &["berzerk"],
        b"5\n2 3 2\n3 1 2\n",
        "the input ends early; expected Morty's jump 3 of 3",
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
        "line 3, column 9: case 2: Morty's jump 7 is out of range",
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

#[test]
fn bad_input_is_one_line_and_exit_2() {
    for (args, input, expected) in BAD_INPUTS {
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

const GRAPH: &str = "6 7\n1 2\n2 3\n4 5\n5 4\n4 2\n6 6\n4 5\n";
const GRAPH_ANSWER: &str = "Lose Win Lose Loop Loop Loop\n";

#[test]
fn graph_answers_with_and_without_remoteness() {
    assert_eq!(ok(&["graph"], GRAPH), GRAPH_ANSWER);
    assert_eq!(
        ok(&["graph", "--remoteness"], &GRAPH.replace('\n', "\r\n")),
        format!("{GRAPH_ANSWER}2 1 0 - - -\n")
    );
    // A node without moves loses; one whose only move is onto itself loops.
    assert_eq!(
        ok(&["graph", "--remoteness"], "2 1\n2 2"),
        "Lose Loop\n0 -\n"
    );
}

#[test]
fn bad_graphs_are_one_located_line() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "line 1, column 1: the input is empty; expected n (the number of nodes)"),
        (b"0 0", "line 1, column 1: n (the number of nodes) must be between 1 and 100000, found \"0\""),
        (b"3 1000001", "line 1, column 3: m (the number of edges) must be between 0 and 1000000, found \"1000001\""),
        (b"3 2\r\n1 2\r\n2 4\r\n", "line 3, column 3: edge 2 of 2: v (the node it moves to) must be between 1 and 3, found \"4\""),
        (b"3 2\n1 x\n", "line 2, column 3: expected edge 1 of 2: v (the node it moves to) (an integer), found a word \"x\""),
        (b"3 2\n1 2\n", "line 3, column 1: the input ends early; expected edge 2 of 2: u (the node it moves from)"),
        (b"3 1\n1 2 3\n", "line 2, column 5: unexpected extra input \"3\" after the last of 1 edges"),
    ];
    for (input, expected) in cases {
        let line = bad(&["graph"], input);
        assert_eq!(line, format!("retrograde: error: {expected}\n"));
    }
    assert!(bad(&["graph"], b"100001 0").contains("between 1 and 100000"));
    assert_eq!(
        ok(&["graph", "--large"], "100001 0").split(' ').count(),
        100_001
    );
}

/// A large random graph at the judge's limits: every node answered, the
/// remoteness line agreeing with the words, and the checker accepting it.
#[test]
fn a_random_graph_at_the_judges_limits() {
    let input = graph_input(&mut Rng::new(0x51ed), 100_000, 1_000_000);
    let out = ok(&["graph", "--remoteness"], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    let words: Vec<&str> = lines[0].split(' ').collect();
    let remoteness: Vec<&str> = lines[1].split(' ').collect();
    assert_eq!((words.len(), remoteness.len()), (100_000, 100_000));
    for (word, r) in words.iter().zip(&remoteness) {
        match *word {
            "Loop" => assert_eq!(*r, "-"),
            "Win" => assert_eq!(r.parse::<u32>().unwrap() % 2, 1),
            "Lose" => assert_eq!(r.parse::<u32>().unwrap() % 2, 0),
            other => panic!("not a word of the game: {other}"),
        }
    }
    let (status, report) = check(&["graph"], &input, lines[0].as_bytes());
    assert_eq!((status, report.as_str()), (0, "accepted: 100000 words\n"));
}

#[test]
fn check_graph_proves_the_first_wrong_word() {
    let (status, out) = check(&["graph"], GRAPH, b"Lose Win Lose Win Loop Lose\n");
    assert_eq!(status, 1);
    assert_eq!(
        out,
        "wrong answer: line 1, word 4: node 4: the answer says Win, the truth is Loop\n\
         it is Loop, not Win: no move reaches a Lose for the opponent (to node 5: a Loop, to node 2: a Win for the opponent in 1), \
         and the move to node 5 reaches a Loop, which the opponent cannot win\n\
         best play: to node 5, to node 4; then the game repeats forever\n\
         wrong words: 2 of 6\n\
         said Win but Loop: 1\n\
         said Lose but Loop: 1\n"
    );
    let (status, out) = check(&["graph"], GRAPH, b"Lose Win Lose Loop Loop\n");
    assert_eq!(status, 2);
    assert_eq!(
        out,
        "presentation error: the answer ends after 5 words (the last at line 1, word 5); \
         expected 6 words of Win, Lose or Loop: nodes 1..6, for the player to move there\n"
    );
    let (status, out) = check(&["graph"], "2 1\n1 3\n", b"Lose Lose");
    assert_eq!(status, 3);
    assert!(
        out.starts_with("invalid input: line 2, column 3: edge 1 of 1"),
        "{out}"
    );
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
        "retrograde graph",
        "Lose Win Win Loop",
    ] {
        assert!(text.contains(needle), "help lacks {needle}");
    }
    assert_eq!(run(&["chess"], b"").status.code(), Some(2));
}

#[test]
fn a_usage_error_is_one_line_that_names_what_is_wrong() {
    for (args, says) in [
        (&["chess"][..], "unrecognized subcommand 'chess'"),
        (
            &["berzerk", "--engine", "foo"],
            "invalid value 'foo' for '--engine <ENGINE>' [possible values: batch, steps]",
        ),
        (
            &["check", "berzerk", "-", "-"],
            "INPUT and ANSWER cannot both be standard input (-)",
        ),
    ] {
        let out = run(args, b"");
        assert_ne!(out.status.code(), Some(0), "{args:?}");
        let text = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            text,
            format!("retrograde: error: {says}; see --help\n"),
            "{args:?}"
        );
    }
}

/// A file under Cargo's scratch directory for integration tests, named
/// uniquely since tests run in parallel.
fn scratch_file(contents: &[u8]) -> String {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let name = format!(
        "check-{}-{}.txt",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, contents).unwrap();
    path.to_str().unwrap().to_string()
}

/// `retrograde check GAME [FLAGS] INPUT -` with `input` in a file and the
/// answer on stdin: the exit status and stdout, after checking that stderr
/// is empty.
fn check(game_and_flags: &[&str], input: &str, answer: &[u8]) -> (i32, String) {
    let input = scratch_file(input.as_bytes());
    let mut args = vec!["check"];
    args.extend_from_slice(game_and_flags);
    args.extend([input.as_str(), "-"]);
    let out = run(&args, answer);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

const PILES: &str = "5\n2 3\n3 5\n5 7\n7 5\n7 7\n";
const PILES_ANSWER: &str = "Bob\nAlice\nBob\nBob\nAlice\n";

#[test]
fn check_accepts_every_sample() {
    let accepted = |words: usize| (0, format!("accepted: {words} words\n"));
    assert_eq!(
        check(&["berzerk"], SAMPLE1, ANSWER1.as_bytes()),
        accepted(8)
    );
    assert_eq!(
        check(&["berzerk"], SAMPLE2, ANSWER2.as_bytes()),
        accepted(14)
    );
    let cases = format!("2\n{SAMPLE1}{SAMPLE2}");
    let answers = format!("{ANSWER1}{ANSWER2}");
    assert_eq!(
        check(&["berzerk", "--cases"], &cases, answers.as_bytes()),
        accepted(22)
    );
    assert_eq!(
        check(&["piles"], PILES, PILES_ANSWER.as_bytes()),
        accepted(5)
    );
    assert_eq!(
        check(&["piles"], "3\n2 3\n3 5\n0 0\n", b"Bob Alice\n\nBob"),
        accepted(3)
    );
    // Any whitespace separates, and trailing whitespace is fine.
    let spread = b"\r\n Lose\tWin Win\r\nLoop Loop\nWin\x0cWin Win \n\n";
    assert_eq!(check(&["berzerk"], SAMPLE1, spread), accepted(8));
    // The input may come on stdin and the answer from a file.
    let answer = scratch_file(ANSWER1.as_bytes());
    let out = run(&["check", "berzerk", "-", &answer], SAMPLE1.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "accepted: 8 words\n"
    );
    // --large as for the solvers.
    let big = "20000\n1 1\n1 1\n";
    let answer = ok(&["berzerk", "--large"], big);
    assert_eq!(
        check(&["berzerk", "--large"], big, answer.as_bytes()),
        accepted(39998)
    );
    assert_eq!(check(&["berzerk"], big, answer.as_bytes()).0, 3);
}

#[test]
fn a_wrong_answer_names_its_first_word_and_proves_it() {
    let (status, out) = check(
        &["berzerk"],
        SAMPLE1,
        b"Lose Win Win Loop\nLoop Win Lose Lose\n",
    );
    assert_eq!(status, 1);
    assert_eq!(
        out,
        "wrong answer: line 2, word 3: Morty moves first from object 4: the answer says Lose, the truth is Win\n\
         it is Win, not Lose: Morty plays 2 into the hole and wins at once\n\
         best play: Morty plays 2 into the hole: Morty wins in 1 move\n\
         wrong words: 2 of 8\n\
         said Lose but Win: 2\n"
    );
}

/// The jump in "... plays 6 to ..." or "...'s move 3 reaches ...".
fn jump_after(text: &str, before: &str) -> u32 {
    let rest = &text[text.find(before).expect(before) + before.len()..];
    rest.split(' ').next().unwrap().parse().unwrap()
}

/// Flips each word of each sample's answer to each other word: the first
/// line names that word and state, and the proof's move is one the solver
/// agrees with.
#[test]
fn every_flipped_word_is_found_and_proven_as_the_solver_says() {
    use retrograde::berzerk::{solve, Game};
    for (input, answer, game) in [
        (SAMPLE1, ANSWER1, Game::new(5, &[3, 2], &[1, 2, 3]).unwrap()),
        (
            SAMPLE2,
            ANSWER2,
            Game::new(8, &[6, 2, 3, 4], &[3, 6]).unwrap(),
        ),
    ] {
        let outcomes = solve(&game);
        let lines: Vec<Vec<&str>> = answer.lines().map(|l| l.split(' ').collect()).collect();
        for (l, line) in lines.iter().enumerate() {
            for (w, &truth) in line.iter().enumerate() {
                for said in ["Win", "Lose", "Loop"].into_iter().filter(|&s| s != truth) {
                    assert_flip_reported(input, &game, &outcomes, &lines, (l, w), said);
                }
            }
        }
    }
}

/// `retrograde check` on a sample's answer with word `w` of line `l` changed to `said`:
/// one wrong word, named, with a proof whose move the solver agrees with.
fn assert_flip_reported(
    input: &str,
    game: &retrograde::berzerk::Game,
    outcomes: &[retrograde::outcome::Outcome],
    lines: &[Vec<&str>],
    (l, w): (usize, usize),
    said: &str,
) {
    use retrograde::berzerk::{Mover, State};
    use retrograde::outcome::Outcome;
    let truth = lines[l][w];
    let mover = Mover::BOTH[l];
    let state = State {
        mover,
        position: w as u32 + 1,
    };
    let mut flipped = lines.to_vec();
    flipped[l][w] = said;
    let text: Vec<String> = flipped.iter().map(|l| l.join(" ")).collect();
    let (status, out) = check(&["berzerk"], input, text.join("\n").as_bytes());
    assert_eq!(status, 1, "{out}");
    let report: Vec<&str> = out.lines().collect();
    assert_eq!(
        report[0],
        format!(
            "wrong answer: line {}, word {}: {} moves first from object {}: the answer says {said}, the truth is {truth}",
            l + 1,
            w + 1,
            mover.name(),
            w + 2
        )
    );
    let proof = report[1];
    assert!(
        proof.starts_with(&format!("it is {truth}, not {said}: ")),
        "{proof}"
    );
    let target = |jump: u32| State {
        mover: mover.other(),
        position: game.forward(state.position, jump),
    };
    let outcome_after = |jump| outcomes[game.index(target(jump))];
    match truth {
        "Win" => assert_eq!(outcome_after(jump_after(proof, " plays ")), Outcome::Lose),
        "Loop" => assert_eq!(outcome_after(jump_after(proof, "'s move ")), Outcome::Loop),
        _ => assert!(game
            .jumps(mover)
            .iter()
            .all(|&s| outcome_after(s) == Outcome::Win)),
    }
    assert!(report[2].starts_with("best play: "));
    assert_eq!(
        report[3],
        "wrong words: 1 of ".to_string() + &(2 * (game.objects() - 1)).to_string()
    );
    assert_eq!(report[4], format!("said {said} but {truth}: 1"));
    assert_eq!(report.len(), 5);
}

#[test]
fn wrong_cases_and_queries_are_numbered() {
    let cases = format!("2\n{SAMPLE1}{SAMPLE2}");
    let answers = format!("{ANSWER1}{}", ANSWER2.replacen("Lose", "Loop", 1));
    let (status, out) = check(&["berzerk", "--cases"], &cases, answers.as_bytes());
    assert_eq!(status, 1);
    assert!(
        out.starts_with(
            "wrong answer: line 4, word 1: case 2, Morty moves first from object 2: the answer says Loop, the truth is Lose\n\
             it is Lose, not Loop: every Morty move reaches a Win for Rick: "
        ),
        "{out}"
    );
    assert!(out.ends_with("wrong words: 1 of 22\nsaid Loop but Lose: 1\n"));

    let (status, out) = check(&["piles"], PILES, b"Bob Bob Bob Alice Alice");
    assert_eq!(status, 1);
    assert_eq!(
        out,
        "wrong answer: line 1, word 2: query 2, piles (3, 5): the answer says Bob, the truth is Alice\n\
         Alice wins: take 1 from the first pile and 2 from the second to reach (2, 3), a P-position, where every move leaves a winning position\n\
         wrong words: 2 of 5\n\
         said Alice but Bob: 1\n\
         said Bob but Alice: 1\n"
    );
}

#[test]
fn malformed_answers_are_presentation_errors() {
    let cases: &[(&[&str], &str, &[u8], &str)] = &[
        (&["berzerk"], SAMPLE1, b"", "the answer is empty; expected 8 words of Win, Lose or Loop: objects 2..5 with Rick moving first, then with Morty moving first"),
        (&["berzerk"], SAMPLE1, b"Lose Win Win Loop\nLoop Win Win\n", "the answer ends after 7 words (the last at line 2, word 3); expected 8 words"),
        (&["berzerk"], SAMPLE1, b"Lose Win Win Loop\nLoop Win Win Win\nWin\n", "line 3, word 1: extra word \"Win\"; expected only 8 words"),
        (&["berzerk"], SAMPLE1, b"Lose Win WIN Loop\nLoop Win Win Win\n", "line 1, word 3: expected Win, Lose or Loop, found \"WIN\" (the words are case-sensitive)"),
        (&["berzerk"], SAMPLE1, b"Lose Win Win Loop\nLoop Win Win Bob\n", "line 2, word 4: expected Win, Lose or Loop, found \"Bob\""),
        (&["berzerk", "--cases"], "2\n5\n2 3 2\n3 1 2 3\n8\n4 6 2 3 4\n2 3 6\n", ANSWER1.as_bytes(), "the answer ends after 8 words (the last at line 2, word 4); expected 22 words of Win, Lose or Loop: for each of the 2 games, objects 2..n"),
        (&["piles"], PILES, b"Bob Alice Bob Bob", "the answer ends after 4 words (the last at line 1, word 4); expected 5 words of Alice or Bob, one per query"),
        (&["piles"], PILES, b"Bob Alice Win Bob Alice", "line 1, word 3: expected Alice or Bob, found \"Win\""),
        (&["piles"], PILES, b"Bob Alice Bob Bob Alice\x00", "line 1, word 5: expected Alice or Bob, found \"Alice\\0\""),
    ];
    for (args, input, answer, expected) in cases {
        let (status, out) = check(args, input, answer);
        assert_eq!(status, 2, "{out}");
        assert_eq!(out.lines().count(), 1, "{out}");
        assert!(
            out.starts_with(&format!("presentation error: {expected}")),
            "{out}"
        );
    }
    let input = scratch_file(SAMPLE1.as_bytes());
    let missing = format!("{}/no-such-answer.txt", env!("CARGO_TARGET_TMPDIR"));
    let out = run(&["check", "berzerk", &input, &missing], b"");
    assert_eq!(out.status.code(), Some(2));
    let line = String::from_utf8(out.stdout).unwrap();
    assert!(
        line.starts_with("presentation error: cannot read \""),
        "{line}"
    );
    assert_eq!(line.lines().count(), 1);
}

#[test]
fn bad_input_is_a_failure_of_the_checker() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["berzerk"], "5\n2 3 2\n3 1 2 9\n", "invalid input: line 3, column 7: Morty's jump 9 is out of range: jumps must be between 1 and 4\n"),
        (&["berzerk"], "", "invalid input: line 1, column 1: the input is empty; expected n (the number of objects)\n"),
        (&["berzerk", "--cases"], "3\n5\n2 3 2\n3 1 2 3\n", "invalid input: line 5, column 1: the input ends early; expected case 2: n (the number of objects)\n"),
        (&["piles"], "1\n1 5001\n", "invalid input: line 2, column 3: query 1 of 1: the second pile must be between 0 and 5000, found \"5001\"\n"),
    ];
    for (args, input, expected) in cases {
        // Even a right-looking answer is not looked at.
        assert_eq!(
            check(args, input, ANSWER1.as_bytes()),
            (3, expected.to_string())
        );
    }
    let missing = format!("{}/no-such-input.txt", env!("CARGO_TARGET_TMPDIR"));
    let out = run(&["check", "piles", &missing, "-"], b"Bob");
    assert_eq!(out.status.code(), Some(3));
    let line = String::from_utf8(out.stdout).unwrap();
    assert!(line.starts_with("invalid input: cannot read \""), "{line}");
    assert_eq!(line.lines().count(), 1);
    // Usage errors fail the checker too, on stderr.
    for args in [
        &["check", "piles", "-", "-"][..],
        &["check", "berzerk"],
        &["check"],
    ] {
        let out = run(args, b"");
        assert_eq!(out.status.code(), Some(3), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}

/// Each checker's help ends with a session that runs as shown: its input and
/// answer, piped through that checker, print the line the help promises.
#[test]
fn each_checker_help_shows_a_session_with_that_checker() {
    for game in ["berzerk", "piles", "graph"] {
        let help = String::from_utf8(run(&["check", game, "--help"], b"").stdout).unwrap();
        let lines: Vec<&str> = help.lines().rev().take(3).collect();
        let [accepted, answer, input] = lines[..] else {
            panic!("{help}")
        };
        let printed = |line: &str| {
            let quoted = line
                .split('\'')
                .nth(1)
                .expect("a printf of one quoted string");
            quoted.replace("\\n", "\n")
        };
        assert!(
            answer.contains(&format!("| retrograde check {game} in.txt -")),
            "{game}: {answer}"
        );
        let path = scratch_file(printed(input).as_bytes());
        let out = run(&["check", game, &path, "-"], printed(answer).as_bytes());
        assert_eq!(
            String::from_utf8(out.stdout).unwrap().trim_end(),
            accepted.trim(),
            "{game}"
        );
    }
}

#[test]
fn check_help_gives_the_exit_statuses() {
    let out = run(&["check", "--help"], b"");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for needle in [
        "0  accepted",
        "1  wrong answer",
        "2  presentation error",
        "3  invalid input",
        "\"-\" for standard input",
    ] {
        assert!(text.contains(needle), "check help lacks {needle}");
    }
    assert!(String::from_utf8(run(&["--help"], b"").stdout)
        .unwrap()
        .contains("retrograde check"));
}

/// Every ASCII whitespace character separates tokens, the vertical tab and
/// the form feed included, in the judge's input and in an answer alike.
#[test]
fn every_ascii_whitespace_separates() {
    for blank in [" ", "\t", "\n", "\x0b", "\x0c", "\r", "\r\n", "\x0b\x0c "] {
        let input = SAMPLE1.replace([' ', '\n'], blank);
        assert_eq!(ok(&["berzerk"], &input), ANSWER1, "{blank:?}");
        let answer = ANSWER1.replace(' ', blank);
        assert_eq!(
            check(&["berzerk"], &input, answer.as_bytes()),
            (0, "accepted: 8 words\n".to_string()),
            "{blank:?}"
        );
        let piles = PILES.replace([' ', '\n'], blank);
        let answer = PILES_ANSWER.replace('\n', blank);
        assert_eq!(check(&["piles"], &piles, answer.as_bytes()).0, 0);
    }
    // A wrong word between vertical tabs is a wrong word, not a format problem.
    let (status, out) = check(
        &["berzerk"],
        SAMPLE1,
        b"Win\x0bWin Win Loop\nLoop Win Win Win\n",
    );
    assert_eq!(status, 1, "{out}");
    assert!(out.starts_with("wrong answer: line 1, word 1: "), "{out}");
}

/// A checker that cannot write its report has failed (status 3), whatever
/// its verdict would have been: 0, 1 or 2 would be read as one.
#[test]
fn a_checker_that_cannot_write_its_report_fails() {
    let input = scratch_file(SAMPLE1.as_bytes());
    for answer in [ANSWER1, "Win Win Win Loop\nLoop Win Win Win\n", "Win\n"] {
        let answer = scratch_file(answer.as_bytes());
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_retrograde"))
            .args(["check", "berzerk", &input, &answer])
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(3), "{answer}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("cannot write standard output"), "{err}");
    }
    // A solver that cannot write its answer fails like any other error: 2.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_retrograde"))
        .arg("berzerk")
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(SAMPLE1.as_bytes())
        .unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(2));
}
