//! `retrograde rules --table`: the arrays compile (g++) and run (python3),
//! and every state read from them equals what `--grundy` prints.
#![cfg(not(target_arch = "wasm32"))]

mod support;
use support::{ok, run};

use std::path::PathBuf;
use std::process::Command;

/// A program and how its states index the table: each variable's low end
/// (for an array) or, for named values, the names in their places.
struct Case {
    name: &'static str,
    program: &'static str,
    lows: &'static [i64],
    names: &'static [&'static [&'static str]],
}

/// One state as `--grundy` (or the plain table) prints it: its values as
/// integers, then `W`/`L`/`D` and the value as the table writes it.
fn expected(case: &Case, normal_play: bool) -> Vec<(Vec<i64>, String)> {
    let args: &[&str] = if normal_play {
        &["rules", "--grundy", "-"]
    } else {
        &["rules", "-"]
    };
    ok(args, case.program)
        .lines()
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            let n = case.lows.len().max(case.names.len());
            let values = (0..n).map(|i| value_of(case, i, words[i])).collect();
            let outcome = match words[n] {
                "Win" => "W",
                "Lose" => "L",
                _ => "D",
            };
            let grundy = match words.get(n + 2) {
                Some(g) if g.starts_with("inf") => " -1".to_string(),
                Some(g) => format!(" {g}"),
                None => String::new(),
            };
            (values, format!("{outcome}{grundy}"))
        })
        .collect()
}

fn value_of(case: &Case, i: usize, word: &str) -> i64 {
    match case.names.get(i) {
        Some(names) if !names.is_empty() => names.iter().position(|n| *n == word).unwrap() as i64,
        _ => word.parse().unwrap(),
    }
}

/// `[n - 3]`, `[a][b + 2]` or, for a map, the key of the values.
fn access(case: &Case, values: &[i64], cpp: bool) -> String {
    if values.len() > 2 {
        let key: Vec<String> = values.iter().map(i64::to_string).collect();
        return if cpp {
            format!(".at({{{}}})", key.join(", "))
        } else {
            format!("[({})]", key.join(", "))
        };
    }
    let lows = case.lows.iter().chain(std::iter::repeat(&0));
    values
        .iter()
        .zip(lows)
        .map(|(v, low)| format!("[{}]", v - low))
        .collect()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("retrograde-table-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The C++ table with a `main` printing each state's cells, compiled and run.
fn cpp_reads(case: &Case, states: &[(Vec<i64>, String)], normal_play: bool) -> Option<String> {
    if !have("g++") {
        eprintln!(
            "skipped: g++ is not installed, so the C++ table of {} is not compiled",
            case.name
        );
        return None;
    }
    let mut source = ok(&["rules", "--table", "cpp", "-"], case.program);
    source.push_str("#include <cstdio>\nint main() {\n");
    for (values, _) in states {
        let at = access(case, values, true);
        if normal_play {
            source.push_str(&format!(
                "    std::printf(\"%c %d\\n\", outcome{at}, grundy{at});\n"
            ));
        } else {
            source.push_str(&format!("    std::printf(\"%c\\n\", outcome{at});\n"));
        }
    }
    source.push_str("}\n");
    let dir = scratch(case.name);
    std::fs::write(dir.join("table.cpp"), &source).unwrap();
    let compiled = Command::new("g++")
        .args(["-std=c++17", "-Wall", "-Werror", "-o"])
        .arg(dir.join("table"))
        .arg(dir.join("table.cpp"))
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "{}\n{source}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    let out = Command::new(dir.join("table")).output().unwrap();
    Some(String::from_utf8(out.stdout).unwrap())
}

/// The Python table with a print of each state's cells, run.
fn python_reads(case: &Case, states: &[(Vec<i64>, String)], normal_play: bool) -> Option<String> {
    if !have("python3") {
        eprintln!(
            "skipped: python3 is not installed, so the Python table of {} is not run",
            case.name
        );
        return None;
    }
    let mut source = ok(&["rules", "--table", "python", "-"], case.program);
    for (values, _) in states {
        let at = access(case, values, false);
        if normal_play {
            source.push_str(&format!("print(outcome{at}, grundy{at})\n"));
        } else {
            source.push_str(&format!("print(outcome{at})\n"));
        }
    }
    let path = scratch(case.name).join("table.py");
    std::fs::write(&path, &source).unwrap();
    let out = Command::new("python3").arg(&path).output().unwrap();
    assert!(
        out.status.success(),
        "{}\n{source}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8(out.stdout).unwrap())
}

fn check(case: &Case, normal_play: bool) {
    let states = expected(case, normal_play);
    let want: String = states
        .iter()
        .map(|(_, cells)| format!("{cells}\n"))
        .collect();
    let reads = [
        cpp_reads(case, &states, normal_play),
        python_reads(case, &states, normal_play),
    ];
    for read in reads.into_iter().flatten() {
        assert_eq!(read, want, "{}", case.name);
    }
}

#[test]
fn one_variable_from_its_low_end() {
    check(
        &Case {
            name: "subtraction",
            program: "param S = {1, 3, 4}\nstate n in 3..90\nmove n - k for k in S if n - k >= 3\n",
            lows: &[3],
            names: &[],
        },
        true,
    );
}

#[test]
fn two_variables_a_2d_array() {
    check(
        &Case {
            name: "wythoff",
            program: "state a in 1..9, b in -2..6\nmove (a - k, b) for k in 1..a - 1\n\
                      move (a, b - k) for k in 1..b + 2\nmove (a - k, b - k) for k in 1..min(a - 1, b + 2)\n",
            lows: &[1, -2],
            names: &[],
        },
        true,
    );
}

#[test]
fn three_variables_a_map_keyed_by_the_values() {
    check(
        &Case {
            name: "nim3",
            program: "state a in 0..3, b in 0..2, c in 0..4\nmove (a - k, b, c) for k in 1..a\n\
                      move (a, b - k, c) for k in 1..b\nmove (a, b, c - k) for k in 1..c\n",
            lows: &[],
            names: &[&[], &[], &[]],
        },
        true,
    );
}

#[test]
fn infinite_values_are_minus_one_with_their_sets_noted() {
    let case = Case {
        name: "loopy",
        program: "state n in 0..5\nmove n - 1 if n == 1\nmove n + 1 if n >= 2 and n < 5\n\
                  move 2 if n == 5\nmove 1 if n == 3\n",
        lows: &[0],
        names: &[],
    };
    check(&case, true);
    let table = ok(&["rules", "--table", "cpp", "-"], case.program);
    assert!(table.contains("-1 infinite"), "{table}");
    assert!(
        table.contains("//   2: inf{}") && table.contains("//   3: inf{1}"),
        "{table}"
    );
}

#[test]
fn a_win_when_game_has_its_outcomes_only_and_says_why() {
    let case = Case {
        name: "cat-and-mouse",
        program: "state m in 0..3, c in 0..3, turn in {Mouse, Cat}\n\
                  win when m == c and turn == Cat\nlose when m == 0 and turn == Cat\n\
                  move (m - 1, c, Cat) if m > 0 and turn == Mouse\nmove (m, (c + 1) % 4, Mouse) if turn == Cat\n",
        lows: &[],
        names: &[&[], &[], &["Mouse", "Cat"]],
    };
    check(&case, false);
    let out = run(&["rules", "--table", "python", "-"], case.program);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains("grundy ="), "{text}");
    assert!(
        text.contains("# no grundy table: a 'win when' line"),
        "{text}"
    );
    assert!(text.contains("# turn: 0 = Mouse, 1 = Cat"), "{text}");
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("has no Grundy values"));
}

#[test]
fn states_left_out_by_where_are_dots_and_minus_two() {
    let case = Case {
        name: "where",
        program: "state a in 0..6, b in 0..6 where a >= b\nmove (a - 1, b) if a > b\nmove (a, b - 1) if b > 0\n",
        lows: &[0, 0],
        names: &[],
    };
    check(&case, true);
    let table = ok(&["rules", "--table", "python", "-"], case.program);
    assert!(
        table.contains("\"L......\",") && table.contains("[0, -2, -2, -2, -2, -2, -2]"),
        "{table}"
    );
    let csv = ok(&["rules", "--table", "csv", "-"], case.program);
    assert_eq!(csv.lines().count(), 1 + 28, "{csv}");
}

#[test]
fn csv_is_one_row_per_state_as_the_grundy_table_names_it() {
    let program = "state n in 2..5, who in {Ann, Bob}\nmove (n - 1, who) if n > 2\n";
    let csv = ok(&["rules", "--table", "csv", "-"], program);
    let grundy = ok(&["rules", "--grundy", "-"], program);
    let rows: Vec<String> = grundy
        .lines()
        .map(|line| {
            let w: Vec<&str> = line.split(' ').collect();
            format!("{},{},{},{}", w[0], w[1], &w[2][..1], w[4])
        })
        .collect();
    assert_eq!(csv, format!("n,who,outcome,grundy\n{}\n", rows.join("\n")));
}

#[test]
fn a_table_too_large_to_paste_is_refused_in_one_line() {
    let out = run(
        &["rules", "--table", "cpp", "-"],
        "state a in 0..399, b in 0..399\n",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--table: a table is for pasting: at most 100000 cells, and this one would have 400 x 400 = 160000"), "{err}");
    let out = run(&["rules", "--table", "java", "-"], "state n in 0..3\n");
    assert_eq!(out.status.code(), Some(2));
}
