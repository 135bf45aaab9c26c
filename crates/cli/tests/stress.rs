//! `retrograde stress` and `retrograde gen` on deliberately wrong solutions
//! (tests/programs/*.py, each mistake behind a --bug flag) and right ones:
//! each mistake is caught, the reported input is 1-minimal (the program is
//! run again here on every one-smaller input, and passes), and the proof is
//! the checker's own on the program's output.
#![cfg(not(target_arch = "wasm32"))]

mod support;
use support::section;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use retrograde::berzerk::check::check_berzerk;
use retrograde::berzerk::gen::{berzerk_cases_input, berzerk_input, BerzerkCase};
use retrograde::berzerk::judge::{read_berzerk, read_berzerk_cases};
use retrograde::berzerk::Game;
use retrograde::check::Verdict;
use retrograde::games::Limits;
use retrograde::graph::check::check_graph;
use retrograde::graph::gen::{graph_input, GraphCase};
use retrograde::graph::judge::{read_graph, solve_graph};
use retrograde::outcome::Outcome;
use retrograde::piles::check::check_piles;
use retrograde::piles::gen::{piles_input, Query};
use retrograde::piles::judge::read_piles;
use retrograde::retro::Run;
use retrograde::shrink::Shrink;

const RETROGRADE: &str = env!("CARGO_BIN_EXE_retrograde");

fn program(name: &str) -> String {
    format!("{}/tests/programs/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A Python solution with its arguments, as a command line.
fn python(name: &str, args: &[&str]) -> Vec<String> {
    let mut command = vec!["python3".to_string(), program(name)];
    command.extend(args.iter().map(|a| a.to_string()));
    command
}

/// `retrograde ARGS`: the exit status, stdout and stderr.
fn retrograde(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(RETROGRADE)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code().expect("no signal"),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `retrograde stress GAME FLAGS -- SOLUTION`, which must find a failure.
fn stress_fails(game_and_flags: &[&str], solution: &[String]) -> String {
    let mut args = vec!["stress"];
    args.extend_from_slice(game_and_flags);
    args.extend(["--quiet", "--seed", "1", "--"]);
    args.extend(solution.iter().map(String::as_str));
    let (status, report, stderr) = retrograde(&args);
    assert_eq!(status, 1, "{report}{stderr}");
    assert!(stderr.is_empty(), "--quiet: {stderr}");
    report
}

/// The value of parameter `name` in the report's link, if it has one: in
/// its query or after its `#`, where the page reads its texts.
fn link_param(report: &str, name: &str) -> Option<String> {
    let page = section(report, "page");
    let query = page.trim_end().split_once('?').expect("a query").1;
    query
        .split(['&', '#'])
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.to_string())
}

/// What the page reads out of a packed link value: base64url (RFC 4648,
/// no padding), then raw deflate.
fn unpack(value: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut bits = 0u32;
    let mut held = 0;
    let mut bytes = Vec::new();
    for c in value.bytes() {
        let sextet = ALPHABET.iter().position(|&a| a == c).expect("base64url");
        bits = bits << 6 | sextet as u32;
        held += 6;
        if held >= 8 {
            held -= 8;
            bytes.push((bits >> held) as u8);
        }
    }
    miniz_oxide::inflate::decompress_to_vec(&bytes).expect("raw deflate")
}

/// Lines of words, as the checker reads an answer (trailing blank lines
/// left out).
fn words_by_line(text: &[u8]) -> Vec<Vec<String>> {
    let text = String::from_utf8_lossy(text);
    let mut lines: Vec<Vec<String>> = text
        .split('\n')
        .map(|line| line.split_ascii_whitespace().map(str::to_string).collect())
        .collect();
    while lines.last().is_some_and(Vec::is_empty) {
        lines.pop();
    }
    lines
}

/// A text the report's link carries: its words by line from `name=` (a
/// list), or the exact text of `{name}z=` (packed).
fn link_text(report: &str, name: &str) -> Option<Vec<u8>> {
    if let Some(packed) = link_param(report, &format!("{name}z")) {
        return Some(unpack(&packed));
    }
    let list = link_param(report, name)?;
    Some(list.replace(';', "\n").replace(',', " ").into_bytes())
}

/// The answer the report's link gives the page to check.
fn link_answer(report: &str) -> Option<Vec<u8>> {
    link_text(report, "answer")
}

/// The link carries the program's output, its words on their lines.
fn assert_link_answers(report: &str, output: &[u8]) {
    let carried = link_answer(report).unwrap_or_else(|| panic!("no answer: {report}"));
    assert_eq!(words_by_line(&carried), words_by_line(output), "{report}");
}

/// The program's output on `input` if it exits with status 0 within a
/// generous time (nothing tight is asserted here), else `None`.
fn output_of(command: &[String], input: &str) -> Option<Vec<u8>> {
    output_within(command, input, Duration::from_secs(30))
}

fn output_within(command: &[String], input: &str, limit: Duration) -> Option<Vec<u8>> {
    let mut child = Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        out
    });
    let deadline = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let out = reader.join().unwrap();
    status.filter(|s| s.success()).map(|_| out)
}

fn accepted<M, S>(verdict: Verdict<M, S>) -> bool {
    matches!(verdict, Verdict::Accepted { .. })
}

fn games(cases: &[BerzerkCase]) -> Vec<Game> {
    cases.iter().map(BerzerkCase::game).collect()
}

/// A Berzerk report's input, as the cases it holds.
fn reported_cases(report: &str, numbered: bool) -> Vec<BerzerkCase> {
    let text = section(report, "input");
    let read = if numbered {
        read_berzerk_cases(text.as_bytes(), &Limits::JUDGE.berzerk).unwrap()
    } else {
        vec![read_berzerk(text.as_bytes(), &Limits::JUDGE.berzerk).unwrap()]
    };
    read.iter().map(BerzerkCase::from_game).collect()
}

fn berzerk_passes(solution: &[String], cases: &[BerzerkCase], numbered: bool) -> bool {
    let input = if numbered {
        berzerk_cases_input(cases)
    } else {
        berzerk_input(&cases[0])
    };
    output_of(solution, &input)
        .is_some_and(|out| accepted(check_berzerk(&games(cases), numbered, &out)))
}

/// Runs the solution on every one-smaller input: each must pass.
fn assert_berzerk_one_minimal(solution: &[String], cases: &[BerzerkCase], numbered: bool) {
    let neighbours: Vec<Vec<BerzerkCase>> = if numbered {
        cases.to_vec().neighbours().collect()
    } else {
        cases[0].neighbours().map(|case| vec![case]).collect()
    };
    for neighbour in neighbours {
        assert!(
            berzerk_passes(solution, &neighbour, numbered),
            "one smaller, it still fails: {neighbour:?}"
        );
    }
}

/// The report's proof is the checker's, on what the program answers.
fn assert_proof_is_the_checkers(report: &str, solution: &[String], numbered: bool) {
    let cases = reported_cases(report, numbered);
    let out = output_of(solution, &section(report, "input")).expect("it answers");
    assert_eq!(section(report, "output"), String::from_utf8_lossy(&out));
    let verdict = check_berzerk(&games(&cases), numbered, &out);
    assert!(matches!(verdict, Verdict::WrongAnswer(_)));
    assert_eq!(section(report, "checker"), verdict.to_string());
}

#[test]
fn loop_taken_for_lose_is_caught_on_the_smallest_circle() {
    let solution = python("berzerk.py", &["--bug", "loop-as-lose"]);
    let report = stress_fails(&["berzerk"], &solution);
    assert!(
        report.starts_with("failure: wrong answer, found after "),
        "{report}"
    );
    assert!(
        section(&report, "checker").contains("said Lose but Loop"),
        "{report}"
    );
    let cases = reported_cases(&report, false);
    assert_eq!(cases[0].objects(), 3, "{report}");
    assert!(section(&report, "why this input").contains("every game with n <= 2 passed"));
    assert_berzerk_one_minimal(&solution, &cases, false);
    assert_proof_is_the_checkers(&report, &solution, false);
    let pin = section(&report, "checker");
    let pin = if pin.contains("Rick moves first from object 2") {
        "R2"
    } else {
        "M2"
    };
    let out = output_of(&solution, &section(&report, "input")).unwrap();
    let answer = String::from_utf8(out.clone()).unwrap();
    let answer = answer.trim_end().replace('\n', ";").replace(' ', ",");
    assert_eq!(
        section(&report, "page"),
        format!("http://127.0.0.1:8080/?n=3&s1=1&s2=2&step=end&pin={pin}#answer={answer}\n")
    );
    assert_link_answers(&report, &out);
}

#[test]
fn a_state_queued_twice_is_isolated_from_a_packed_input() {
    let solution = python("berzerk.py", &["--cases", "--bug", "double-queue"]);
    let report = stress_fails(&["berzerk", "--cases"], &solution);
    assert!(report.starts_with("failure: wrong answer"), "{report}");
    let cases = reported_cases(&report, true);
    assert_eq!(cases.len(), 1, "the failing case alone: {report}");
    assert_eq!(cases[0].objects(), 5, "{report}");
    let out = output_of(&solution, &section(&report, "input")).unwrap();
    assert_link_answers(&report, &out);
    assert_berzerk_one_minimal(&solution, &cases, true);
    assert_proof_is_the_checkers(&report, &solution, true);
}

#[test]
fn an_off_by_one_on_the_wrap_is_caught() {
    let solution = python("berzerk.py", &["--bug", "wrap"]);
    let report = stress_fails(&["berzerk"], &solution);
    assert!(report.starts_with("failure: wrong answer"), "{report}");
    let cases = reported_cases(&report, false);
    assert_berzerk_one_minimal(&solution, &cases, false);
    assert_proof_is_the_checkers(&report, &solution, false);
}

#[test]
fn runs_at_once_find_the_failure_one_run_at_a_time_finds() {
    // A Berzerk solution first wrong on the third game of the exhaustive
    // start: whatever the runs at once, that game is the failure found (the
    // first in order, not the first to finish), after as many inputs.
    let solution = python("berzerk.py", &["--bug", "loop-as-lose"]);
    let reports: Vec<String> = ["1", "2", "4"]
        .iter()
        .map(|jobs| stress_fails(&["berzerk", "--jobs", jobs], &solution))
        .collect();
    let found = |report: &str| {
        let title = report.lines().next().unwrap();
        title[..title.find(" in ").unwrap()].to_string()
    };
    for report in &reports[1..] {
        assert_eq!(found(report), found(&reports[0]));
        for name in ["input", "output", "truth"] {
            assert_eq!(section(report, name), section(&reports[0], name), "{name}");
        }
    }
    assert!(
        found(&reports[0]).ends_with("found after 3 inputs (3 games)"),
        "{}",
        reports[0]
    );
}

#[test]
fn a_crash_is_reported_with_its_status_and_stderr_and_saved() {
    let solution = python("berzerk.py", &["--bug", "crash-n2"]);
    let dir = format!(
        "{}/stress-saved-{}",
        env!("CARGO_TARGET_TMPDIR"),
        std::process::id()
    );
    let _ = std::fs::remove_dir_all(&dir);
    let flags = [
        "berzerk",
        "--save",
        &dir,
        "--page",
        "http://example.test/app/",
    ];
    let report = stress_fails(&flags, &solution);
    assert!(report.starts_with("failure: crash"), "{report}");
    assert_eq!(section(&report, "input"), "2\n1 1\n1 1\n");
    assert!(section(&report, "program").starts_with("crashed: exit status 1, after "));
    assert!(
        section(&report, "stderr").contains("ValueError"),
        "{report}"
    );
    assert_eq!(section(&report, "truth"), "Win\nWin\n");
    assert_eq!(
        section(&report, "page"),
        "http://example.test/app/?n=2&s1=1&s2=1&step=end\n"
    );
    assert_eq!(
        section(&report, "saved"),
        format!("{dir}/01.in\n{dir}/01.ans\n")
    );
    assert_eq!(
        std::fs::read_to_string(format!("{dir}/01.in")).unwrap(),
        "2\n1 1\n1 1\n"
    );
    let truth = output_of(&[RETROGRADE.to_string(), "berzerk".into()], "2\n1 1\n1 1\n");
    assert_eq!(std::fs::read(format!("{dir}/01.ans")).ok(), truth);
    // The next failure takes the next number.
    let report = stress_fails(&flags, &solution);
    assert_eq!(
        section(&report, "saved"),
        format!("{dir}/02.in\n{dir}/02.ans\n")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_program_that_never_ends_on_a_loop_is_killed_at_the_time_limit() {
    let solution = python("berzerk.py", &["--bug", "hang-on-loop"]);
    let report = stress_fails(&["berzerk", "--time-limit", "1.5"], &solution);
    assert!(
        report.starts_with("failure: time limit exceeded"),
        "{report}"
    );
    assert!(section(&report, "program")
        .starts_with("still running at the time limit of 1.50 s: killed"));
    let cases = reported_cases(&report, false);
    assert_eq!(cases[0].objects(), 3, "{report}");
    let input = section(&report, "input");
    assert_eq!(
        output_within(&solution, &input, Duration::from_secs(3)),
        None
    );
    assert_berzerk_one_minimal(&solution, &cases, false);
}

fn piles_passes(solution: &[String], queries: &[Query]) -> bool {
    output_of(solution, &piles_input(queries))
        .is_some_and(|out| accepted(check_piles(queries, &out)))
}

#[test]
fn a_pile_solution_wrong_at_zero_shrinks_to_one_query() {
    let solution = python("piles.py", &["--bug", "zero"]);
    let report = stress_fails(&["piles", "--max-pile", "40"], &solution);
    assert!(report.starts_with("failure: wrong answer"), "{report}");
    let queries = read_piles(section(&report, "input").as_bytes(), &Limits::JUDGE.piles).unwrap();
    assert!(queries == [(0, 1)] || queries == [(1, 0)], "{report}");
    assert!(!piles_passes(&solution, &queries));
    for neighbour in queries.neighbours() {
        assert!(piles_passes(&solution, &neighbour), "{neighbour:?}");
    }
    let out = output_of(&solution, &section(&report, "input")).unwrap();
    assert_eq!(
        section(&report, "checker"),
        check_piles(&queries, &out).to_string()
    );
    let (n, m) = queries[0];
    assert!(
        section(&report, "page").starts_with("http://127.0.0.1:8080/?game=piles&size=1&step=end&"),
        "{report}"
    );
    assert_eq!(link_param(&report, "pin"), Some(format!("{n},{m}")));
    // The page checks the program's answer to the same queries.
    let carried = link_text(&report, "queries").expect("the queries");
    assert_eq!(read_piles(&carried, &Limits::JUDGE.piles).unwrap(), queries);
    assert_link_answers(&report, &out);
}

/// A graph report's input, edge lines in their order and with repeats.
fn reported_graph(report: &str) -> GraphCase {
    let numbers: Vec<u32> = section(report, "input")
        .split_whitespace()
        .map(|token| token.parse().unwrap())
        .collect();
    let edges: Vec<(u32, u32)> = numbers[2..]
        .chunks(2)
        .map(|e| (e[0] - 1, e[1] - 1))
        .collect();
    assert_eq!(edges.len(), numbers[1] as usize, "{report}");
    GraphCase::new(numbers[0], edges).unwrap()
}

fn graph_passes(solution: &[String], graph: &GraphCase) -> bool {
    output_of(solution, &graph_input(graph))
        .is_some_and(|out| accepted(check_graph(&graph.graph(), &out)))
}

/// The reported graph fails, every one-smaller graph (one node or one
/// edge line fewer) passes when the program is run on it again, and the
/// report counts them; the proof is the checker's on the program's output;
/// the link carries the input and pins the wrong node.
fn assert_graph_report(report: &str, solution: &[String]) -> GraphCase {
    let graph = reported_graph(report);
    assert!(!graph_passes(solution, &graph), "{report}");
    let neighbours: Vec<GraphCase> = graph.neighbours().collect();
    for neighbour in &neighbours {
        assert!(
            graph_passes(solution, neighbour),
            "one smaller, it still fails: {neighbour:?}"
        );
    }
    let why = section(report, "why this input");
    match neighbours.len() {
        0 => assert!(why.starts_with("1-minimal: no input is one step smaller\n")),
        1 => assert!(why.starts_with("1-minimal: its one-smaller input passes\n")),
        count => assert!(why.starts_with(&format!("1-minimal: each of its {count} one-smaller"))),
    }
    let out = output_of(solution, &section(report, "input")).expect("it answers");
    assert_eq!(section(report, "output"), String::from_utf8_lossy(&out));
    let Verdict::WrongAnswer(wrong) = check_graph(&graph.graph(), &out) else {
        panic!("a wrong answer: {report}");
    };
    assert_eq!(
        section(report, "checker"),
        check_graph(&graph.graph(), &out).to_string()
    );
    let edges = graph_input(&graph)
        .trim_end()
        .replace('\n', ";")
        .replace(' ', ",");
    let page = section(report, "page");
    let head = format!(
        "http://127.0.0.1:8080/?game=graph&step=end&pin={}#edges={edges}&answer",
        wrong.first.node
    );
    assert!(page.starts_with(&head), "{page}");
    assert_link_answers(report, &out);
    graph
}

#[test]
fn a_node_without_moves_taken_for_a_win_is_caught_on_one_node() {
    let solution = python("graph.py", &["--bug", "terminal-win"]);
    let report = stress_fails(&["graph"], &solution);
    assert!(
        report.starts_with("failure: wrong answer, found after 1 input (1 graph) in "),
        "{report}"
    );
    assert_eq!(section(&report, "input"), "1 0\n");
    assert!(section(&report, "checker").contains(
        "it is Lose, not Win: node 1 has no moves, so the player to move there has lost"
    ));
    assert_graph_report(&report, &solution);
    assert_eq!(
        section(&report, "page"),
        "http://127.0.0.1:8080/?game=graph&step=end&pin=1#edges=1,0&answer=Win\n"
    );
}

#[test]
fn an_answer_a_list_cannot_carry_is_packed_into_the_link_exactly() {
    let solution = ["sh", "-c", "cat > /dev/null; printf 'Win,\\r\\n'"].map(String::from);
    let report = stress_fails(&["graph"], &solution);
    assert!(
        report.starts_with("failure: presentation error"),
        "{report}"
    );
    assert_eq!(section(&report, "input"), "1 0\n");
    assert_eq!(link_param(&report, "answer"), None);
    assert_eq!(link_answer(&report).as_deref(), Some(&b"Win,\r\n"[..]));
    assert_eq!(link_param(&report, "edges").as_deref(), Some("1,0"));
}

/// A program's output and stderr reach the report escaped: a NUL, a
/// terminal's escape sequence or a long line cannot change how it reads.
#[test]
fn a_programs_control_bytes_are_escaped_in_the_report() {
    let noise = "cat > /dev/null; printf 'Win\\000\\033[31m\\n'; \
                 printf 'err\\033]0;title\\007\\n' >&2; printf '%0400d\\n' 7";
    let solution = ["sh", "-c", noise].map(String::from);
    let report = stress_fails(&["graph"], &solution);
    assert!(!report.contains(['\0', '\u{1b}', '\u{7}']), "{report:?}");
    let output = section(&report, "output");
    assert!(output.starts_with("Win\\u{0}\\u{1b}[31m\n"), "{output:?}");
    assert!(output.ends_with("0… (400 characters)\n"), "{output:?}");
    assert!(
        section(&report, "stderr").contains("err\\u{1b}]0;title\\u{7}"),
        "{report}"
    );
}

#[test]
fn a_loop_taken_for_lose_is_caught_on_a_self_loop() {
    let solution = python("graph.py", &["--bug", "undecided-as-lose"]);
    let report = stress_fails(&["graph"], &solution);
    assert_eq!(section(&report, "input"), "1 1\n1 1\n");
    assert!(
        section(&report, "checker").contains("said Lose but Loop: 1"),
        "{report}"
    );
    assert_graph_report(&report, &solution);
}

#[test]
fn ignored_self_loops_are_caught_among_random_self_loops() {
    let solution = python("graph.py", &["--bug", "no-self-loops"]);
    let report = stress_fails(&["graph", "--kind", "self-loops"], &solution);
    assert!(report.starts_with("failure: wrong answer"), "{report}");
    let graph = assert_graph_report(&report, &solution);
    assert!(graph.edges().iter().any(|(u, v)| u == v), "{report}");
    assert_eq!(
        section(&report, "why this input").lines().count(),
        1,
        "no exhaustive start with --kind: {report}"
    );
}

#[test]
fn repeated_edges_counted_twice_shrink_to_three_nodes() {
    let solution = python("graph.py", &["--bug", "repeats-twice"]);
    let report = stress_fails(&["graph", "--kind", "repeats", "--max-n", "40"], &solution);
    assert!(report.starts_with("failure: wrong answer"), "{report}");
    let graph = assert_graph_report(&report, &solution);
    assert_eq!((graph.nodes(), graph.edges().len()), (3, 3), "{report}");
    assert_eq!(graph.graph().edge_count(), 2, "one edge twice: {report}");
    assert!(
        section(&report, "checker").contains("said Loop but Lose: 1"),
        "{report}"
    );
}

/// `retrograde stress ...` that must pass its budget; its summary line.
fn stress_passes(args: &[&str]) -> String {
    let mut all = vec!["stress"];
    all.extend_from_slice(args);
    let (status, out, _) = retrograde(&all);
    assert_eq!(status, 0, "{out}");
    assert_eq!(out.lines().count(), 1, "{out}");
    out
}

#[test]
fn right_solutions_pass_a_bounded_budget() {
    let berzerk = program("berzerk.py");
    let out = stress_passes(&[
        "berzerk", "--cases", "--max-n", "30", "--tests", "15", "--quiet", "--", "python3",
        &berzerk, "--cases",
    ]);
    assert!(out.starts_with("no failure: 15 inputs ("), "{out}");
    let piles = program("piles.py");
    let out = stress_passes(&[
        "piles",
        "--max-pile",
        "60",
        "--tests",
        "8",
        "--",
        "python3",
        &piles,
    ]);
    assert!(out.starts_with("no failure: 8 inputs ("), "{out}");
    assert!(out.contains(" queries) in "), "{out}");
    // The command itself, a fast right solution, on the whole schedule's start.
    let out = stress_passes(&[
        "berzerk", "--tests", "1400", "--quiet", "--", RETROGRADE, "berzerk",
    ]);
    assert!(
        out.starts_with("no failure: 1400 inputs (1400 games)"),
        "{out}"
    );
    let out = stress_passes(&[
        "berzerk", "--cases", "--time", "0.5", "--", RETROGRADE, "berzerk", "--cases",
    ]);
    assert!(out.contains("inputs/s; seed "), "{out}");
}

#[test]
fn right_graph_solutions_pass_a_bounded_budget() {
    let graph = program("graph.py");
    let out = stress_passes(&["graph", "--tests", "20", "--", "python3", &graph]);
    assert!(
        out.starts_with("no failure: 20 inputs (20 graphs) in "),
        "{out}"
    );
    let out = stress_passes(&[
        "graph",
        "--kind",
        "loopy",
        "--kind",
        "dag",
        "--kind",
        "long-chain",
        "--kind",
        "stars",
        "--max-n",
        "300",
        "--tests",
        "8",
        "--",
        "python3",
        &graph,
    ]);
    assert!(out.starts_with("no failure: 8 inputs ("), "{out}");
    // The command itself, a fast right solution, past the exhaustive start.
    let out = stress_passes(&[
        "graph", "--tests", "700", "--max-n", "5000", "--quiet", "--", RETROGRADE, "graph",
    ]);
    assert!(
        out.starts_with("no failure: 700 inputs (700 graphs)"),
        "{out}"
    );
}

#[test]
fn a_program_that_cannot_run_or_a_bad_command_exits_3() {
    let (status, out, err) = retrograde(&["stress", "berzerk", "--", "/no/such/solution"]);
    assert_eq!((status, out.as_str()), (3, ""));
    assert!(err.contains("cannot run \"/no/such/solution\""), "{err}");
    for args in [
        &["stress", "berzerk"][..],
        &["stress", "berzerk", "python3"],
        &["stress", "piles", "--time-limit", "0", "--", "true"],
        &["stress", "chess", "--", "true"],
        &["stress", "graph", "--max-n", "0", "--", "true"],
        &["stress", "graph", "--kind", "chess", "--", "true"],
    ] {
        let (status, out, _) = retrograde(args);
        assert_eq!((status, out.as_str()), (3, ""), "{args:?}");
    }
}

#[test]
fn gen_prints_one_reproducible_input() {
    let gen = |args: &[&str]| {
        let mut all = vec!["gen"];
        all.extend_from_slice(args);
        let (status, out, err) = retrograde(&all);
        assert_eq!(status, 0, "{err}");
        out
    };
    let dense = gen(&["berzerk", "--n", "7000", "--kind", "dense", "--seed", "5"]);
    let game = read_berzerk(dense.as_bytes(), &Limits::JUDGE.berzerk).unwrap();
    assert_eq!(game.objects(), 7000);
    assert!(BerzerkCase::from_game(&game).jump_count() > 12_000);
    assert_eq!(
        dense,
        gen(&["berzerk", "--n", "7000", "--kind", "dense", "--seed", "5"])
    );
    assert_ne!(
        dense,
        gen(&["berzerk", "--n", "7000", "--kind", "dense", "--seed", "6"])
    );
    let cases = gen(&["berzerk", "--cases", "--kind", "loopy"]);
    let games = read_berzerk_cases(cases.as_bytes(), &Limits::JUDGE.berzerk).unwrap();
    assert_eq!(games.len(), 100);
    let piles = gen(&["piles", "--count", "50", "--max", "9", "--kind", "zero"]);
    let queries = read_piles(piles.as_bytes(), &Limits::JUDGE.piles).unwrap();
    assert_eq!(queries.len(), 50);
    assert!(queries.iter().all(|&(n, m)| n.min(m) == 0 && n.max(m) <= 9));
    let (status, _, err) = retrograde(&["gen", "berzerk", "--kind", "chess"]);
    assert_eq!(status, 2);
    assert!(err.contains("kinds: random, dense, sparse"), "{err}");
    let dag_args = [
        "graph", "--n", "50", "--m", "120", "--kind", "dag", "--seed", "3",
    ];
    let dag = gen(&dag_args);
    assert_eq!(dag.lines().count(), 121);
    assert!(dag.starts_with("50 120\n"), "{dag}");
    let graph = read_graph(dag.as_bytes(), &Limits::JUDGE.graph).unwrap();
    let run = solve_graph(&graph);
    assert!(!run.outcomes().contains(&Outcome::Loop), "{dag}");
    assert_eq!(dag, gen(&dag_args));
    assert_ne!(
        dag,
        gen(&["graph", "--n", "50", "--m", "120", "--kind", "dag"])
    );
    assert_eq!(gen(&["graph", "--n", "1", "--kind", "long-chain"]), "1 0\n");
    let loopy = gen(&["graph", "--n", "2000", "--kind", "loopy"]);
    let graph = read_graph(loopy.as_bytes(), &Limits::JUDGE.graph).unwrap();
    assert_eq!(graph.node_count(), 2000);
    let run = solve_graph(&graph);
    let loops = run
        .outcomes()
        .iter()
        .filter(|&&o| o == Outcome::Loop)
        .count();
    assert!(loops >= 1400, "{loops} Loops");
    let (status, _, err) = retrograde(&["gen", "graph", "--kind", "chess"]);
    assert_eq!(status, 2);
    assert!(
        err.contains("kinds: random, dense, sparse, dag, cycles"),
        "{err}"
    );
}

/// A fresh folder for one test's scripts and files.
fn scratch(test: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stress-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A shell script in `dir`, as a command line; `RETROGRADE` in its text
/// is the command's path.
fn script(dir: &std::path::Path, name: &str, text: &str) -> Vec<String> {
    let path = dir.join(name);
    std::fs::write(&path, text.replace("RETROGRADE", RETROGRADE)).unwrap();
    vec!["sh".to_string(), path.display().to_string()]
}

/// Whether process `pid` is gone, waiting a little for its new parent to
/// reap it (a zombie counts as gone).
fn gone(pid: &str) -> bool {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let state = stat.rsplit_once(')').map(|(_, rest)| rest.trim_start());
        if state.is_none_or(|state| state.starts_with('Z')) {
            return true;
        }
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The lines of a file, once it has `count` of them.
fn lines_when(path: &std::path::Path, count: usize) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        if lines.len() >= count {
            return lines;
        }
        assert!(Instant::now() < deadline, "{path:?}: {text:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn an_interrupted_stress_kills_the_program_and_exits_with_the_signals_status() {
    let dir = scratch("interrupted");
    for (signal, name, status) in [
        (libc::SIGINT, "SIGINT", 130),
        (libc::SIGTERM, "SIGTERM", 143),
        (libc::SIGHUP, "SIGHUP", 129),
    ] {
        let pids = dir.join(format!("{name}.pids"));
        let sleeper = script(
            &dir,
            &format!("{name}.sh"),
            &format!(
                "echo $$ >> {0}\nsleep 30 &\necho $! >> {0}\nwait\n",
                pids.display()
            ),
        );
        let stress = Command::new(RETROGRADE)
            .args(["stress", "berzerk", "--time-limit", "60", "--quiet", "--"])
            .args(&sleeper)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let started = lines_when(&pids, 2);
        // SAFETY: kill takes plain integers; the pid is our unreaped child.
        assert_eq!(unsafe { libc::kill(stress.id() as libc::pid_t, signal) }, 0);
        let out = stress.wait_with_output().unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(status), "{name}: {stderr}");
        assert!(out.stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with(&format!(
                "retrograde: interrupted by {name} while searching"
            )),
            "{stderr}"
        );
        for pid in started {
            assert!(gone(&pid), "{name}: process {pid} survived");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_hung_up_terminal_does_not_change_the_status() {
    let dir = scratch("hung-up");
    let pids = dir.join("pids");
    let sleeper = script(
        &dir,
        "sleeper.sh",
        &format!("echo $$ >> {0}\nexec sleep 30\n", pids.display()),
    );
    // Progress lines go to a stderr nobody reads any more.
    let mut stress = Command::new(RETROGRADE)
        .args(["stress", "berzerk", "--time-limit", "60", "--"])
        .args(&sleeper)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(stress.stderr.take());
    let started = lines_when(&pids, 1);
    // SAFETY: kill takes plain integers; the pid is our unreaped child.
    assert_eq!(
        unsafe { libc::kill(stress.id() as libc::pid_t, libc::SIGHUP) },
        0
    );
    assert_eq!(stress.wait().unwrap().code(), Some(129));
    assert!(gone(&started[0]), "process {} survived", started[0]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_process_left_holding_stdout_is_killed_and_the_answer_judged() {
    let dir = scratch("left-behind");
    let pids = dir.join("pids");
    std::fs::write(&pids, "").unwrap();
    // A process in a session of its own keeps stdout open, then the right
    // answer is printed and the program exits with 0.
    let leave = format!(
        "before=$(wc -l < {0})\n\
         setsid sh -c 'echo $$ >> {0}; exec sleep 30' &\n\
         while [ $(wc -l < {0}) -le $before ]; do sleep 0.01; done\n",
        pids.display()
    );
    let right = script(
        &dir,
        "right.sh",
        &format!("{leave}exec RETROGRADE berzerk\n"),
    );
    let mut args = vec!["stress", "berzerk", "--tests", "4", "--quiet", "--"];
    args.extend(right.iter().map(String::as_str));
    let (status, out, err) = retrograde(&args);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.starts_with("no failure: 4 inputs"), "{out}");
    let left = lines_when(&pids, 4);
    for pid in &left {
        assert!(gone(pid), "process {pid} survived");
    }
    // A wrong answer is judged as such, and the report says what was left.
    let wrong = script(&dir, "wrong.sh", &format!("{leave}echo Win Win\n"));
    let report = stress_fails(&["berzerk"], &wrong);
    assert!(
        report.starts_with("failure: presentation error"),
        "{report}"
    );
    let program = section(&report, "program");
    assert!(program.starts_with("exit status 0, after "), "{report}");
    assert!(
        program.ends_with("; it left 1 process running, killed then\n"),
        "{report}"
    );
    for pid in lines_when(&pids, left.len() + 1) {
        assert!(gone(&pid), "process {pid} survived");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn shrinking_stops_at_its_budget_with_the_smallest_failure_so_far() {
    let dir = scratch("shrink-budget");
    // Slow to fail from 40 nodes on: shrinking to 1-minimal would take
    // hundreds of these runs.
    let slow = script(
        &dir,
        "slow.sh",
        "input=$(cat)\n\
         if [ \"${input%% *}\" -ge 40 ]; then sleep 0.2; exit 1; fi\n\
         printf '%s\\n' \"$input\" | RETROGRADE graph\n",
    );
    let report = stress_fails(
        &[
            "graph",
            "--kind",
            "random",
            "--max-n",
            "300",
            "--shrink-time",
            "1",
        ],
        &slow,
    );
    let title = report.lines().next().unwrap();
    assert!(title.starts_with("failure: crash"), "{report}");
    assert!(
        title.ends_with(", stopped at the shrink budget"),
        "{report}"
    );
    assert!(section(&report, "why this input").starts_with(
        "may not be 1-minimal: shrinking stopped at its budget (--shrink-time 1); \
         this is the smallest failing input found by then\n"
    ));
    assert!(reported_graph(&report).nodes() >= 40, "{report}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ctrl_c_while_shrinking_reports_the_smallest_failure_so_far() {
    let dir = scratch("interrupted-shrink");
    let pids = dir.join("pids");
    // Slow to fail from 40 nodes on, each failing run noting itself and
    // the sleep it waits for: one run at a time, the second failing run is
    // the shrink's.
    let slow = script(
        &dir,
        "slow.sh",
        &format!(
            "input=$(cat)\n\
             if [ \"${{input%% *}}\" -ge 40 ]; then\n\
             sleep 1 & echo $$ $! >> {0}; wait; exit 1\n\
             fi\n\
             printf '%s\\n' \"$input\" | RETROGRADE graph\n",
            pids.display()
        ),
    );
    let saved = dir.join("saved");
    let stress = Command::new(RETROGRADE)
        .args(["stress", "graph", "--kind", "random", "--max-n", "300"])
        .args(["--time-limit", "30", "--jobs", "1", "--quiet", "--save"])
        .arg(&saved)
        .arg("--")
        .args(&slow)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = lines_when(&pids, 2);
    // SAFETY: kill takes plain integers; the pid is our unreaped child.
    assert_eq!(
        unsafe { libc::kill(stress.id() as libc::pid_t, libc::SIGINT) },
        0
    );
    let out = stress.wait_with_output().unwrap();
    let (report, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert_eq!(out.status.code(), Some(130), "{report}{stderr}");
    assert_eq!(
        stderr,
        "retrograde: interrupted by SIGINT while shrinking; the smallest failing input \
         found so far is reported, and the program under test and all it started were killed\n"
    );
    let title = report.lines().next().unwrap();
    assert!(title.starts_with("failure: crash"), "{report}");
    assert!(title.ends_with(", interrupted by SIGINT"), "{report}");
    assert!(section(&report, "why this input").starts_with(
        "may not be 1-minimal: shrinking was interrupted by SIGINT; \
         this is the smallest failing input found by then\n"
    ));
    let input = std::fs::read_to_string(saved.join("01.in")).unwrap();
    assert_eq!(
        section(&report, "input").lines().next(),
        input.lines().next()
    );
    let nodes: u32 = input.split_whitespace().next().unwrap().parse().unwrap();
    assert!(nodes >= 40, "{report}");
    for pid in started.iter().flat_map(|line| line.split_whitespace()) {
        assert!(gone(pid), "process {pid} survived");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_exhaustive_start_is_said_to_cover_edge_sets_not_repeated_lines() {
    let dir = scratch("exhaustive");
    // Crashes on a repeated edge line, which no graph of the exhaustive
    // start has.
    let repeats = script(
        &dir,
        "repeats.sh",
        "input=$(cat)\n\
         if [ -n \"$(printf '%s\\n' \"$input\" | tail -n +2 | sort | uniq -d)\" ]; then exit 1; fi\n\
         printf '%s\\n' \"$input\" | RETROGRADE graph\n",
    );
    let report = stress_fails(&["graph"], &repeats);
    let graph = reported_graph(&report);
    assert_eq!(graph.edges().len(), 2, "one edge line twice: {report}");
    assert_eq!(graph.edges()[0], graph.edges()[1], "{report}");
    assert!(graph.nodes() <= 3, "{report}");
    let why = section(&report, "why this input");
    assert!(
        why.ends_with(
            "\nevery set of edges on up to 3 nodes, each edge listed once and in order, \
             passed (530 graphs)\n"
        ),
        "{report}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn save_wants_a_folder_and_says_so_before_searching() {
    let dir = scratch("save-file");
    let file = dir.join("tests");
    std::fs::write(&file, "").unwrap();
    let below = file.join("more");
    for save in [&file, &below] {
        let save = save.display().to_string();
        let (status, out, err) = retrograde(&[
            "stress", "berzerk", "--save", &save, "--quiet", "--", "true",
        ]);
        assert_eq!((status, out.as_str()), (3, ""), "{err}");
        assert_eq!(
            err,
            format!(
                "retrograde: error: --save wants a folder to write NN.in and NN.ans into, \
                 but {:?} is a file\n",
                file.display().to_string()
            )
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn gen_cases_fill_the_sum_of_n_exactly() {
    for seed in ["1", "2", "3", "4", "5"] {
        let (status, out, err) = retrograde(&[
            "gen", "berzerk", "--cases", "--n", "7000", "--count", "100", "--seed", seed,
        ]);
        assert_eq!(status, 0, "{err}");
        let games = read_berzerk_cases(out.as_bytes(), &Limits::JUDGE.berzerk).unwrap();
        let total: u32 = games.iter().map(Game::objects).sum();
        assert_eq!(total, 7000, "seed {seed}");
    }
    // Fewer games than --count only when the sum is reached.
    let (_, out, _) = retrograde(&["gen", "berzerk", "--cases", "--n", "50", "--count", "7"]);
    let games = read_berzerk_cases(out.as_bytes(), &Limits::JUDGE.berzerk).unwrap();
    assert_eq!(games.len(), 7);
}
