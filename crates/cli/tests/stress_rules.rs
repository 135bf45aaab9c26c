//! `retrograde stress rules` on the examples with a problem's format, run
//! against right and deliberately wrong Python solutions
//! (tests/programs/rules/*.py, each mistake behind a --bug flag): each
//! mistake is caught and shrunk to its minimal input, every one-smaller
//! input is checked to pass, and the proof is `retrograde check rules
//! --test`'s own on the saved input.
#![cfg(not(target_arch = "wasm32"))]

mod support;
use support::{example, section};

use std::path::PathBuf;
use std::process::Command;

fn solution(name: &str) -> String {
    format!("{}/tests/programs/rules/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// `retrograde ARGS` with `stdin`: the exit status, stdout and stderr.
fn retrograde(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let out = support::retrograde(args, stdin);
    (
        out.status.code().expect("no signal"),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A fresh folder for `--save`.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "retrograde-stress-rules-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Stress of `game` against `script --bug bug`, which must fail: the
/// report, and the saved input and truth.
fn caught(game: &str, script: &str, bug: &str) -> (String, String, String) {
    let dir = folder(bug);
    let (game, script) = (example(game), solution(script));
    let save = dir.to_str().unwrap();
    let args = [
        "stress", "rules", &game, "--quiet", "--seed", "1", "--time", "600", "--save", save, "--",
        "python3", &script, "--bug", bug,
    ];
    let (status, report, stderr) = retrograde(&args, b"");
    assert_eq!(status, 1, "{report}{stderr}");
    let input = std::fs::read_to_string(dir.join("01.in")).unwrap();
    let truth = std::fs::read_to_string(dir.join("01.ans")).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(section(&report, "input"), input);
    assert_eq!(section(&report, "truth"), truth);
    (report, input, truth)
}

/// `retrograde check rules --test` on `input`: its status and report.
fn check(game: &str, input: &str, answer: &str) -> (i32, String) {
    // Tests run at once: each check has a folder of its own.
    static CHECKS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CHECKS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = folder(&format!("check-{n}"));
    std::fs::create_dir_all(&dir).unwrap();
    let test = dir.join("test.in");
    std::fs::write(&test, input).unwrap();
    let game = example(game);
    let (status, out, _) = retrograde(
        &[
            "check",
            "rules",
            "--test",
            test.to_str().unwrap(),
            &game,
            "-",
        ],
        answer.as_bytes(),
    );
    std::fs::remove_dir_all(&dir).unwrap();
    (status, out)
}

/// The solution's answer to `input`.
fn answer_of(script: &str, bug: &str, input: &str) -> String {
    let mut python = Command::new("python3");
    python.args([&solution(script), "--bug", bug]);
    String::from_utf8(support::piped(&mut python, input.as_bytes()).stdout).unwrap()
}

/// The truth is accepted, the program's answer gets the report's proof,
/// and every one-smaller input passes.
fn assert_proven_and_minimal(
    game: &str,
    (script, bug): (&str, &str),
    report: &str,
    smaller: &[&str],
) {
    let input = section(report, "input");
    assert_eq!(check(game, &input, &section(report, "truth")).0, 0);
    let (status, proof) = check(game, &input, &section(report, "output"));
    assert_eq!(status, 1);
    assert_eq!(proof, section(report, "checker"), "{report}");
    assert!(report.contains("1-minimal"), "{report}");
    for one_smaller in smaller {
        let answer = answer_of(script, bug, one_smaller);
        assert_eq!(
            check(game, one_smaller, &answer).0,
            0,
            "{one_smaller} should pass"
        );
    }
}

#[test]
fn never_taking_the_whole_heap_is_caught_on_one_stick() {
    let (report, input, truth) = caught("stick-game", "stick.py", "all");
    assert_eq!((input.as_str(), truth.as_str()), ("1 1\n1\n", "W\n"));
    assert_eq!(section(&report, "output"), "L\n");
    assert!(
        report.contains("the mover moves to 0, where the game is over for the opponent"),
        "{report}"
    );
    assert_proven_and_minimal("stick-game", ("stick.py", "all"), &report, &[]);
    let link = section(&report, "page");
    assert!(
        link.contains("?game=rules&set=n:1&set=P:%5B1%5D&step=end&pin=1#srcz="),
        "{link}"
    );
}

#[test]
fn counts_taken_as_sorted_are_caught_on_two_unsorted_ones() {
    let (report, input, truth) = caught("stick-game", "stick.py", "sorted");
    assert_eq!((input.as_str(), truth.as_str()), ("2 2\n2 1\n", "WW\n"));
    assert_eq!(section(&report, "output"), "LW\n");
    // One count fewer, one count one lower, or n one lower: each passes or
    // leaves the statement's limits (counts distinct, at most n).
    assert_proven_and_minimal(
        "stick-game",
        ("stick.py", "sorted"),
        &report,
        &["2 1\n1\n", "2 1\n2\n"],
    );
}

#[test]
fn a_table_cut_too_short_is_caught_on_one_lost_heap_past_it() {
    let (report, input, truth) = caught("grundys-game", "grundy.py", "short");
    let heap: i64 = input.strip_prefix("1\n").unwrap().trim().parse().unwrap();
    assert!(heap > 100, "{report}");
    assert_eq!(truth, "second\n");
    assert_eq!(section(&report, "output"), "first\n");
    assert!(report.contains("no move reaches value 0"), "{report}");
    let lower = format!("1\n{}\n", heap - 1);
    assert_proven_and_minimal("grundys-game", ("grundy.py", "short"), &report, &[&lower]);
}

#[test]
fn a_draw_taken_for_a_loss_is_caught_on_one_case() {
    let (report, input, truth) = caught("ladder", "ladder.py", "draw");
    assert_eq!(truth, "Draw\n");
    assert_eq!(section(&report, "output"), "Second\n");
    assert!(report.contains("then the game repeats forever"), "{report}");
    let (n, x) = input
        .strip_prefix("1\n")
        .unwrap()
        .trim()
        .split_once(' ')
        .unwrap();
    let (n, x): (i64, i64) = (n.parse().unwrap(), x.parse().unwrap());
    let smaller: Vec<String> = [(n - 1, x), (n, x - 1)]
        .iter()
        .filter(|&&(n, x)| 0 <= x && x <= n)
        .map(|(n, x)| format!("1\n{n} {x}\n"))
        .collect();
    let smaller: Vec<&str> = smaller.iter().map(String::as_str).collect();
    assert_proven_and_minimal("ladder", ("ladder.py", "draw"), &report, &smaller);
}

#[test]
fn right_solutions_pass() {
    for (game, script) in [
        ("stick-game", "stick.py"),
        ("grundys-game", "grundy.py"),
        ("ladder", "ladder.py"),
    ] {
        let (game, script) = (example(game), solution(script));
        let args = [
            "stress", "rules", &game, "--quiet", "--seed", "2", "--tests", "40", "--", "python3",
            &script,
        ];
        let (status, out, stderr) = retrograde(&args, b"");
        assert_eq!(status, 0, "{out}{stderr}");
        assert!(out.starts_with("no failure: 40 inputs"), "{out}");
    }
}

#[test]
fn a_program_without_a_format_or_with_a_wrong_one_is_refused_in_one_line() {
    let (status, out, stderr) = retrograde(
        &["stress", "rules", "-", "--", "true"],
        b"state n in 0..3\n",
    );
    assert_eq!((status, out.as_str()), (3, ""));
    assert!(stderr.contains("the program has no format"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1);
    let text = b"state n in 0..3\nmove n - 1 if n > 0\ninput n\nlimit n in 0..m\nanswer W L\n";
    let (status, _, stderr) = retrograde(&["stress", "rules", "-", "--", "true"], text);
    assert_eq!(status, 3);
    assert!(stderr.contains("line 4, column 12"), "{stderr}");
}

/// Three-row Chomp keeps only its bars with `where`: a test is answered
/// over them, and a test whose limits let through values `where` leaves
/// out names that line, not a range.
#[test]
fn a_test_of_a_game_with_where_is_read_over_its_states() {
    let (status, out) = check("chomp", "2\n2 1 0\n3 3 1\n", "second\nfirst\n");
    assert_eq!((status, out.as_str()), (0, "accepted: 2 words\n"));
    let (status, _) = check("chomp", "1\n2 1 0\n", "first\n");
    assert_eq!(status, 1, "(2, 1, 0) is lost for the first player");
    let dir = folder("where");
    std::fs::create_dir_all(&dir).unwrap();
    let game = std::fs::read_to_string(example("chomp")).unwrap();
    let loose = game.replace("limit b in 0..a", "limit b in 0..6");
    let (file, test) = (dir.join("loose.game"), dir.join("test.in"));
    let answer = dir.join("answer.out");
    std::fs::write(&file, loose).unwrap();
    std::fs::write(&test, "1\n1 2 0\n").unwrap();
    std::fs::write(&answer, "second\n").unwrap();
    // The answer from a file: the command refuses the test before it reads one.
    let args = [
        "check",
        "rules",
        "--test",
        test.to_str().unwrap(),
        file.to_str().unwrap(),
        answer.to_str().unwrap(),
    ];
    let (status, out, _) = retrograde(&args, b"");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(status, 3, "{out}");
    assert_eq!(
        out,
        "invalid input: the state [1, 2, 0] is not one of the program's: the 'where' \
         condition of line 9 does not hold there\n"
    );
}
