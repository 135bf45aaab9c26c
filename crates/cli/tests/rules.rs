//! `retrograde rules` on the reference programs and on bad programs.
#![cfg(not(target_arch = "wasm32"))]

mod support;
use support::{example, ok, run};

use std::process::{Command, Output, Stdio};

/// Exit 2, nothing on stdout, one line on stderr: that line.
fn bad(args: &[&str], input: &str) -> String {
    let out = run(args, input);
    assert_eq!(out.status.code(), Some(2), "{args:?} {input:?}");
    assert!(out.stdout.is_empty(), "partial output");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    err.trim_end().to_string()
}

fn game(name: &str) -> String {
    std::fs::read_to_string(example(name)).unwrap()
}

#[test]
fn the_subtraction_game_table_from_stdin() {
    let table = ok(&["rules", "--set", "N=8", "-"], &game("subtraction"));
    assert_eq!(
        table,
        "0 Lose 0\n1 Win 1\n2 Lose 2\n3 Win 1\n4 Win 1\n5 Win 3\n6 Win 3\n7 Lose 4\n8 Win 5\n"
    );
}

#[test]
fn a_file_argument_and_named_values_by_name() {
    let path = example("berzerk");
    let table = ok(&["rules", &path], "");
    assert_eq!(table.lines().count(), 10);
    assert_eq!(table.lines().nth(2), Some("1 Rick Lose 2"));
    assert_eq!(table.lines().nth(9), Some("4 Morty Win 1"));
    assert_eq!(table.lines().nth(7), Some("3 Morty Win 1"));
    assert!(table.contains("4 Rick Loop -\n"));
}

#[test]
fn every_reference_program_is_solved() {
    for (name, states) in [
        ("subtraction", 41),
        ("wythoff", 256),
        ("two-piles", 169),
        ("berzerk", 10),
        ("cat-and-mouse", 72),
    ] {
        let table = ok(&["rules", "-"], &game(name));
        assert_eq!(table.lines().count(), states, "{name}");
    }
    let cat = ok(&["rules", "-"], &game("cat-and-mouse"));
    assert!(cat.contains("1 2 Mouse Loop -\n"), "{cat}");
    assert!(cat.contains("0 3 Mouse Win 0\n"), "{cat}");
}

#[test]
fn grundy_values_and_patterns() {
    let table = ok(
        &["rules", "--grundy", "--set", "N=6", "-"],
        &game("subtraction"),
    );
    assert_eq!(
        table,
        "0 Lose 0 0\n1 Win 1 1\n2 Lose 2 0\n3 Win 1 1\n4 Win 1 2\n5 Win 3 3\n6 Win 3 2\n"
    );
    assert_eq!(
        ok(&["rules", "--pattern", "-"], &game("subtraction")),
        "outcome: period 7 from 0, seen 5 times up to 40\n\
         grundy: period 7 from 0, seen 5 times up to 40\n"
    );
    let cycle = "state n in 0..3\nmove (n + 1) % 4\nmove 0 if n == 2\n";
    let values = ok(&["rules", "--grundy", "-"], cycle);
    assert!(values.lines().all(|l| l.contains("inf{")), "{values}");
    let drawn = "state n in 0..5\nmove n if n > 0\n";
    assert_eq!(
        ok(&["rules", "--pattern", "-"], drawn),
        "outcome: period 1 from 1, seen 5 times up to 5\n\
         grundy: period 1 from 1, seen 5 times up to 5\n"
    );
}

#[test]
fn grundy_and_pattern_refuse_what_they_cannot_say() {
    assert_eq!(
        bad(&["rules", "--grundy", "-"], &game("cat-and-mouse")),
        "retrograde: error: --grundy needs normal play (a player who cannot move loses), \
         and this program has a 'win when' line, which may end states won for the player to move"
    );
    assert_eq!(
        bad(&["rules", "--pattern", "-"], &game("wythoff")),
        "retrograde: error: --pattern needs a state of one integer variable, \
         and this one is a in 0..15, b in 0..15"
    );
}

#[test]
fn errors_are_one_located_line() {
    assert_eq!(
        bad(
            &["rules", "-"],
            "param N = 3\nstate n in 0..N\nmove (n - 1, n +)\n"
        ),
        "retrograde: error: line 3, column 17: expected an expression after '+', found ')'"
    );
    assert_eq!(
        bad(&["rules", "-"], "state n in 0..3\nmove n - 1\n"),
        "retrograde: error: line 2, column 6: the move from 0 reaches -1, \
         outside the state: n must be in 0..3"
    );
    assert_eq!(
        bad(&["rules", "-"], "state n in 0..3\nmove n / n\n"),
        "retrograde: error: line 2, column 6: division by zero"
    );
    assert_eq!(
        bad(
            &["rules", "-"],
            "param L = [1]\nstate n in 0..3\nmove L[n]\n"
        ),
        "retrograde: error: line 3, column 6: the index 1 is out of range for a list of 1 values"
    );
    assert_eq!(
        bad(&["rules", "-"], "state n in 0..3\nmove m\n"),
        "retrograde: error: line 2, column 6: unknown name 'm'"
    );
    assert_eq!(
        bad(
            &["rules", "-"],
            "state n in 0..3\nmove n * 4611686018427387904 * 4\n"
        ),
        "retrograde: error: line 2, column 6: integer overflow (beyond 64-bit integers)"
    );
}

#[test]
fn limits_and_settings_are_refused_with_their_sizes() {
    let square = "state a in 0..999, b in 0..1000\n";
    let refused = bad(&["rules", "-"], square);
    let large = "; --large allows 10000000 states, 20000000000 steps and ";
    assert!(
        refused.starts_with(&format!(
            "retrograde: error: line 1, column 1: the state has 1000 x 1001 = 1001000 states, \
             over the limit of 1000000{large}"
        )),
        "{refused}"
    );
    assert!(
        refused.ends_with("of memory this machine has available"),
        "{refused}"
    );
    assert_eq!(
        ok(&["rules", "--large", "-"], square).lines().count(),
        1_001_000
    );
    assert_eq!(
        bad(&["rules", "--set", "M=3", "-"], &game("subtraction")),
        "retrograde: error: the value set for M, column 1: the program has no param 'M'"
    );
    assert_eq!(
        bad(&["rules", "--set", "N", "-"], &game("subtraction")),
        "retrograde: error: --set takes NAME=EXPR, got 'N'"
    );
    assert_eq!(
        bad(&["rules", "--set", "N=4/0", "-"], &game("subtraction")),
        "retrograde: error: the value set for N, column 1: division by zero"
    );
    // 2 * 10^6 values tried per state, only 1001 of them real moves.
    let many = "state n in 0..1000\nmove m for m in 0..1999999 if m <= 1000\n";
    let refused = bad(&["rules", "-"], many);
    assert!(
        refused.starts_with(
            "retrograde: error: line 2, column 1: the evaluation takes more than 2000000000 \
             steps, the limit, reached at state 249 of 1001; --large allows "
        ),
        "{refused}"
    );
    assert!(bad(&["rules", "missing.game"], "").contains("cannot read \"missing.game\""));
}

/// `--large` lifts the memory limit only to what the machine has: a game
/// whose table alone needs terabytes (10^7 states, each with a name of
/// 10^6 letters in its line) is refused before anything is allocated, and
/// the refusal says where its limit came from.
#[test]
fn large_is_bounded_by_the_memory_the_machine_has() {
    let wide = format!(
        "state a in 0..4999999, b in {{x, {}}}\nmove (a - 1, b) if a > 0\n",
        "y".repeat(1_000_000)
    );
    let refused = bad(&["rules", "--large", "-"], &wide);
    assert!(
        refused.starts_with(
            "retrograde: error: line 1, column 1: the game's 10000000 states (1000099 bytes \
             each) and its program (48 MB) need 10001 GB, over the memory limit of "
        ),
        "{refused}"
    );
    assert!(
        refused.ends_with("of memory this machine has available)"),
        "{refused}"
    );
}

fn status(out: &Output) -> (Option<i32>, String) {
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn check_rules_accepts_the_truth_and_proves_a_mistake_in_the_games_words() {
    let path = example("berzerk");
    let truth = "Lose Lose Lose Loop Win Win Win Win Loop Win\n";
    let out = run(&["check", "rules", &path, "-"], truth);
    assert_eq!(status(&out), (Some(0), "accepted: 10 words\n".to_string()));
    let wrong = "Lose Lose Win Loop Win Win Win Win Loop Win\n";
    let (code, report) = status(&run(&["check", "rules", &path, "-"], wrong));
    assert_eq!(code, Some(1));
    assert_eq!(
        report.lines().take(3).collect::<Vec<_>>(),
        [
            "wrong answer: line 1, word 3: state (1, Rick): the answer says Win, the truth is Lose",
            "it is Lose, not Win: every move reaches a Win for the opponent: \
             to (3, Morty) (a Win for the opponent in 1), to (4, Morty) (a Win for the opponent in 1)",
            "best play: to (4, Morty), to (0, Rick): the mover loses in 2 moves",
        ]
    );
    let (code, report) = status(&run(&["check", "rules", &path, "-"], "Lose Win\n"));
    assert_eq!(code, Some(2), "{report}");
    assert!(report.starts_with("presentation error: "), "{report}");
}

#[test]
fn check_rules_calls_a_bad_program_invalid_input() {
    let dir = std::env::temp_dir().join(format!("rules-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("bad.game");
    std::fs::write(&game, "state n in 0..3\nmove n - 1\n").unwrap();
    let out = run(&["check", "rules", game.to_str().unwrap(), "-"], "Lose\n");
    assert_eq!(
        status(&out),
        (
            Some(3),
            "invalid input: line 2, column 6: the move from 0 reaches -1, \
             outside the state: n must be in 0..3\n"
                .to_string()
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The hostile programs that are cheap to run: each is one located line,
/// exit 2, at once (their memory and time are measured by
/// `bench/hostile.sh`, not here).
#[test]
fn hostile_programs_are_refused_with_one_line() {
    let indexed = format!(
        "param L = [0]\nstate n in 0..0\nlose when L{} == 0\n",
        "[0]".repeat(20_000)
    );
    assert_eq!(
        bad(&["rules", "-"], &indexed),
        "retrograde: error: line 3, column 205: the expression nests more than 64 levels deep"
    );
    let blank = "\n".repeat((16 << 20) + 1);
    assert_eq!(
        bad(&["rules", "-"], &blank),
        "retrograde: error: the program is longer than 16 MiB (16777216 bytes), the limit"
    );
    assert!(bad(&["rules", "/dev/zero"], "").ends_with("the limit"));
    let mut nested = "param L0 = [0]\n".to_string();
    for i in 1..100_000 {
        nested.push_str(&format!("param L{i} = [L{}]\n", i - 1));
    }
    assert!(bad(&["rules", "-"], &nested).ends_with("the list nests more than 64 levels deep"));
}

#[test]
fn valid_programs_the_limits_once_refused_are_solved() {
    let one = "state n in 0..0\nmove n for k in 0..99999999 if k == 0\n";
    assert_eq!(ok(&["rules", "-"], one), "0 Loop -\n");
    let skipped =
        "state n in 0..5\nmove n - 1 if n > 5 and 1 / 0 == 0\nlose when n < 9 or 1 / 0 == 0\n";
    assert_eq!(ok(&["rules", "-"], skipped).lines().count(), 6);
    let lists = "param L = [1, 2]\nparam M = [1, 2]\nstate n in 0..1\nlose when L == M\n";
    assert_eq!(ok(&["rules", "-"], lists), "0 Lose 0\n1 Lose 0\n");
    let least = "param N = (-9223372036854775807 - 1) % -1\nstate n in 0..N\n";
    assert_eq!(ok(&["rules", "-"], least), "0 Lose 0\n");
}

/// Someone's bytes in an error are escaped and cut with their length.
#[test]
fn errors_print_safely() {
    let long = format!("param N = {}\nstate n in 0..N\n", "7".repeat(1 << 20));
    let refused = bad(&["rules", "-"], &long);
    assert!(refused.len() < 200, "{refused}");
    assert!(
        refused.contains("7… (1048576 characters) is too large"),
        "{refused}"
    );
    let refused = bad(&["rules", "-"], "state n in 0..3\0\n");
    assert_eq!(
        refused,
        "retrograde: error: line 1, column 16: unexpected character '\\u{0}'"
    );
    let refused = bad(&["rules", "-"], "state n in 0..3\nmove \u{202e}n\n");
    assert!(
        refused.ends_with("unexpected character '\\u{202e}'"),
        "{refused}"
    );
    let name = format!("state n in 0..3\nmove {}\n", "x".repeat(100_000));
    assert!(bad(&["rules", "-"], &name).ends_with("x… (100000 characters)'"));
    let setting = bad(&["rules", "--set", "\u{1b}[2J", "-"], &game("subtraction"));
    assert_eq!(
        setting,
        "retrograde: error: --set takes NAME=EXPR, got '\\u{1b}[2J'"
    );
}

#[test]
fn a_set_value_is_one_line() {
    assert_eq!(
        bad(
            &["rules", "--set", "N=3\n)))((( garbage", "-"],
            &game("subtraction")
        ),
        "retrograde: error: the value set for N, column 2: \
         a value set from outside the program is one line, and this one breaks here"
    );
}

/// Every error of `retrograde rules` exits with 2, an answer that cannot be
/// written included.
#[test]
fn an_answer_that_cannot_be_written_exits_2() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let path = example("subtraction");
    let out = Command::new(env!("CARGO_BIN_EXE_retrograde"))
        .args(["rules", &path])
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("retrograde: error: cannot write standard output"),
        "{err}"
    );
}

#[test]
fn a_pattern_names_what_the_range_shows() {
    // With 'where', states are every third value left out: Lose at 0, 3, 6,
    // ... is every second state kept, and the line says what it counts.
    let kept = "state n in 0..40 where n % 3 != 1\n\
                move n - k for k in {1, 2} if k <= n and (n - k) % 3 != 1\n";
    assert_eq!(
        ok(&["rules", "--pattern", "-"], kept).lines().next(),
        Some(
            "outcome: period 2 from 0, seen 13 times up to 39 \
             (the period counts the states 'where' keeps, not values)"
        )
    );
    let divisors = "param N = 32\nstate n in 1..N\nmove n - d for d in 2..n - 1 if n % d == 0\n";
    assert_eq!(
        ok(&["rules", "--pattern", "-"], divisors),
        "outcome: no period up to 32 (closest: period 1 from 31, seen twice)\n\
         grundy: no period up to 32 (closest: period 1 from 31, seen twice)\n"
    );
}

/// `10^6`, `2*10^9`: a limit as the help writes it.
fn power_of_ten(value: u64) -> String {
    let digits = value.to_string();
    let zeros = digits.len() - digits.trim_end_matches('0').len();
    match digits.trim_end_matches('0') {
        "1" => format!("10^{zeros}"),
        lead => format!("{lead}*10^{zeros}"),
    }
}

/// The help's limits are the library's, written from its constants.
#[test]
fn the_helps_limits_are_the_librarys() {
    use retrograde::rules::{bytes, Limits};
    let help = ok(&["rules", "--help"], "");
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    let (small, large) = (Limits::DEFAULT, Limits::LARGE);
    let stated = format!(
        "Limits: a program of {}, {} states, {} steps of evaluation (about 10 s) and {} of \
         memory for the game and its solve; --large allows {} states, {} steps",
        bytes(small.text),
        power_of_ten(small.states),
        power_of_ten(small.steps),
        bytes(small.memory),
        power_of_ten(large.states),
        power_of_ten(large.steps)
    );
    assert!(help.contains(&stated), "{help}");
}

#[test]
fn games_with_sums_are_solved_from_their_values() {
    let out = run(&["rules", "--grundy", "--set", "N=5", "-"], &game("kayles"));
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "0 Lose - 0\n1 Win - 1\n2 Win - 2\n3 Win - 3\n4 Win - 1\n5 Win - 4\n"
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "retrograde: note: remoteness is '-' for every state: in a game with sums it does not \
         follow from the parts' remoteness\n"
    );
    assert_eq!(
        ok(
            &["rules", "--pattern", "--set", "N=300", "-"],
            &game("kayles")
        ),
        "outcome: period 1 from 1, seen 300 times up to 300\n\
         grundy: period 12 from 71, seen 19 times up to 300\n"
    );
    assert_eq!(
        ok(
            &["rules", "--pattern", "--set", "N=300", "-"],
            &game("dawsons-kayles")
        ),
        "outcome: period 34 from 36, seen 7 times up to 300\n\
         grundy: period 34 from 53, seen 7 times up to 300\n"
    );
    let grundy = ok(&["rules", "--set", "N=5000", "-"], &game("grundys-game"));
    let last_lose = grundy.lines().rfind(|l| l.ends_with(" Lose -"));
    assert_eq!(last_lose, Some("1222 Lose -"));
}

#[test]
fn a_sum_is_answered_with_its_values_xor_and_winning_move() {
    assert_eq!(
        ok(&["rules", "--sum", "3, 5, 6", "-"], &game("nim")),
        "Lose 0\npart 1: 3, value 3 = 011\npart 2: 5, value 5 = 101\n\
         part 3: 6, value 6 = 110\nxor: 3 xor 5 xor 6 = 0 = 000\n\
         no winning move: the XOR is 0, and a move changes one part's value, so every move \
         makes it nonzero, or makes that part infinite, and then the opponent can move it back to \
         its value\n"
    );
    let won = ok(&["rules", "--sum", "3, 5, 7", "-"], &game("kayles"));
    assert!(won.starts_with("Win 5\n"), "{won}");
    assert!(
        won.ends_with("winning move: part 2, from 5 to sum(0, 4) (value 1): 3 xor 1 xor 2 = 0\n")
    );
    let pairs = "state a in 0..3, b in 0..3\nmove (a - 1, b) if a > 0\nmove (a, b - 1) if b > 0\n";
    let tuples = ok(&["rules", "--sum", "(1, 2), (0, 3)", "-"], pairs);
    assert!(
        tuples.starts_with("Lose 0\npart 1: (1, 2), value 1 = 1\n"),
        "{tuples}"
    );
    let loopy = "state n in 0..5\nmove n - 1 if n > 0\nmove n if n == 5\n";
    assert!(ok(&["rules", "--sum", "5, 5", "-"], loopy).starts_with("Loop inf{}\n"));
}

#[test]
fn sums_refuse_what_they_cannot_solve() {
    assert_eq!(
        bad(&["rules", "--sum", "3, 500", "-"], &game("kayles")),
        "retrograde: error: --sum, column 4: this part is not a position: the state is n in 0..120"
    );
    // A part that starts with '-' is a part, not an option.
    assert_eq!(
        bad(&["rules", "--sum", "-1, 3", "-"], &game("kayles")),
        "retrograde: error: --sum, column 1: this part is not a position: the state is n in 0..120"
    );
    assert_eq!(
        bad(&["rules", "--sum", "3 5", "-"], &game("kayles")),
        "retrograde: error: --sum, column 3: expected ',' after '3', found '5': the parts are \
         separated by commas, as in 3, 5, 7"
    );
    assert_eq!(
        bad(&["rules", "--sum", "3,,", "-"], &game("kayles")),
        "retrograde: error: --sum, column 3: expected a part after ',', found ','"
    );
    assert_eq!(
        bad(&["rules", "--sum", "1, 2", "-"], &game("cat-and-mouse")),
        "retrograde: error: --sum needs normal play (a player who cannot move loses), \
         and this program has a 'win when' line, which may end states won for the player to move"
    );
    assert_eq!(
        bad(
            &["rules", "-"],
            "state n in 0..5\nmove (n + 1) % 6\nmove sum(n - 1, 1) if n > 1\n"
        ),
        "retrograde: error: line 3, column 1: the move from 2 to sum(1, 1) can come back to 2 \
         through the part 1: a position that can reach itself through a sum has no value here"
    );
}

/// A program as long as the limit is read: a list of integers that long is
/// solved, and one whose lines would take more than the memory limit to
/// compile is refused where it crosses it, before it takes that memory.
#[test]
fn a_program_of_16_mib_is_solved_or_refused_within_the_memory() {
    let body = (16 << 20) - 200;
    let list = format!(
        "param L = [{}0]\nstate n in 0..3\nmove n - 1 if n > 0 and L[0] == -1\n",
        "-1,".repeat(body / 3)
    );
    assert!(list.len() <= 16 << 20);
    assert_eq!(
        ok(&["rules", "-"], &list),
        "0 Lose 0\n1 Win 1\n2 Lose 2\n3 Win 3\n"
    );
    let lines = format!("state n in 0..3\n{}", "move 0\n".repeat(body / 7));
    let refused = bad(&["rules", "-"], &lines);
    assert!(
        refused.starts_with("retrograde: error: line 1989390, column 1: the program takes more than the memory limit of 1.5 GB to compile, reached here"),
        "{refused}"
    );
}
