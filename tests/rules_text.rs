//! Texts and grids in the rule language: `"..."` and `'c'` literals, cells
//! read as characters' codes, `len`, `find`, params worked out from params
//! (and set from outside), and every new error with its place.

use retrograde::outcome::Outcome;
use retrograde::retro::{Retrograde, Run, Stepper};
use retrograde::rules::{Limit, Limits, Rules, Value};

fn compiled(text: &str, settings: &[(&str, &str)]) -> Result<Rules, String> {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect();
    Rules::compile(text, &settings)
        .and_then(|rules| rules.build(Limits::DEFAULT).map(|_| rules))
        .map_err(|error| error.to_string())
}

fn error(text: &str) -> String {
    compiled(text, &[]).expect_err("expected an error")
}

/// The params' values of a program with a one-state game after them.
fn params(text: &str, settings: &[(&str, &str)]) -> Vec<(String, Value)> {
    let rules = compiled(&format!("{text}\nstate n in 0..0\n"), settings).unwrap();
    rules.params().to_vec()
}

/// The integer value of param `name`.
fn int(text: &str, name: &str) -> i64 {
    match params(text, &[]).into_iter().find(|(n, _)| n == name) {
        Some((_, Value::Int(value))) => value,
        other => panic!("{name} is {other:?}"),
    }
}

fn list(values: &[i64]) -> Value {
    Value::List(values.iter().map(|&v| Value::Int(v)).collect())
}

#[test]
fn a_character_is_its_code_and_a_text_its_characters() {
    assert_eq!(int("param c = '#'", "c"), 35);
    assert_eq!(int("param c = '中'", "c"), 0x4e2d);
    assert_eq!(int("param q = '\\''", "q"), 39);
    let text = "param w = \"a\\\"b\\\\c\"\nparam size = len(w)\nparam b = w[3]";
    assert_eq!(int(text, "size"), 5, "the escapes are one character each");
    assert_eq!(int(text, "b"), i64::from(b'\\'));
    let rules = compiled(&format!("{text}\nstate n2 in 0..0"), &[]).unwrap();
    assert_eq!(
        rules.param_text(0),
        "\"a\\\"b\\\\c\"",
        "written back as read"
    );
    assert_eq!(int("param e = len(\"\")", "e"), 0);
}

#[test]
fn a_grid_is_a_list_of_texts_read_cell_by_cell() {
    let grid = "param grid = [\"####F\", \"#C...\", \"M....\"]\n\
                param H = len(grid)\nparam W = len(grid[0])";
    assert_eq!(int(grid, "H"), 3);
    assert_eq!(int(grid, "W"), 5);
    assert_eq!(int(&format!("{grid}\nparam f = grid[0][4]"), "f"), 70);
    assert_eq!(int(&format!("{grid}\nparam w = grid[1][0] == '#'"), "w"), 1);
    assert_eq!(
        int(&format!("{grid}\nparam w = grid[1][0] == \"#\""), "w"),
        1,
        "a text of one character equals it, as Python writes a cell"
    );
    assert_eq!(
        int(&format!("{grid}\nparam w = grid[1][1] == \".\""), "w"),
        0
    );
    let rules = compiled(&format!("{grid}\nstate n in 0..0"), &[]).unwrap();
    assert_eq!(rules.param_text(0), "[\"####F\", \"#C...\", \"M....\"]");
}

#[test]
fn find_gives_a_characters_place_or_minus_one() {
    let found = params(
        "param g = [\"#.\", \"..\", \".C\"]\nparam c = find(g, 'C')\nparam d = find(g, \"C\")\n\
         param x = find(g, 'x')\nparam t = find(\"abcb\", 'b')\nparam u = find(\"abc\", 'z')",
        &[],
    );
    let value = |name: &str| found.iter().find(|(n, _)| n == name).unwrap().1.clone();
    assert_eq!(value("c"), list(&[2, 1]), "row, then column");
    assert_eq!(value("d"), list(&[2, 1]));
    assert_eq!(value("x"), list(&[-1, -1]));
    assert_eq!(value("t"), Value::Int(1), "the first place");
    assert_eq!(value("u"), Value::Int(-1));
}

#[test]
fn texts_compare_by_their_characters_and_sets_sort_them() {
    let cases = [
        ("\"ab\" == \"ab\"", 1),
        ("\"ab\" == \"abc\"", 0),
        ("\"ab\" != \"ba\"", 1),
        ("\"ab\" == [97, 98]", 0),
        ("\"a\" == 97", 1),
        ("'b' in \"abc\"", 1),
        ("\"d\" in \"abc\"", 0),
        ("\"bc\" in [\"ab\", \"bc\"]", 1),
        ("'a' in [\"a\"]", 1),
        ("min(\"cab\")", 97),
        ("len({\"b\", \"a\", \"b\"})", 2),
        ("{\"b\", 3, \"a\"} == {3, \"a\", \"b\"}", 1),
    ];
    for (expr, expected) in cases {
        assert_eq!(int(&format!("param v = {expr}"), "v"), expected, "{expr}");
    }
    let rules = compiled("param S = {\"b\", \"a\", 2}\nstate n in 0..0", &[]).unwrap();
    assert_eq!(rules.param_text(0), "{2, \"a\", \"b\"}");
}

#[test]
fn params_follow_the_params_they_are_worked_out_from() {
    let text =
        "param grid = [\"..\", \"..\", \"#.\"]\nparam H = len(grid)\nparam W = len(grid[0])\n\
                state y in 0..H - 1, x in 0..W - 1\n\
                move (y - 1, x) if y > 0 and grid[y - 1][x] != '#'\n";
    let states = |settings: &[(&str, &str)]| {
        let rules = compiled(text, settings).unwrap();
        rules.state_count()
    };
    assert_eq!(states(&[]), 6);
    assert_eq!(states(&[("grid", "[\"...\", \"#..\"]")]), 6);
    assert_eq!(states(&[("grid", "[\"....\"]")]), 4);
    assert_eq!(
        states(&[("W", "1")]),
        3,
        "a param worked out from others may be set as well"
    );
}

#[test]
fn a_grid_game_solves_cell_by_cell() {
    // A token moves up or left over floor; who cannot move loses.
    let text =
        "param grid = [\"...\", \".#.\", \"...\"]\nparam H = len(grid)\nparam W = len(grid[0])\n\
                state y in 0..H - 1, x in 0..W - 1\n\
                move (y - 1, x) if y > 0 and grid[y - 1][x] == '.'\n\
                move (y, x - 1) if x > 0 and grid[y][x - 1] != \"#\"\n";
    let rules = Rules::compile(text, &[]).unwrap();
    let mut run = Retrograde::new(rules.build(Limits::DEFAULT).unwrap());
    run.finish();
    let outcome = |y: usize, x: usize| run.outcome(y * 3 + x);
    assert_eq!(outcome(0, 0), Outcome::Lose);
    assert_eq!(outcome(0, 1), Outcome::Win);
    assert_eq!(outcome(1, 0), Outcome::Win);
    assert_eq!(outcome(0, 2), Outcome::Lose);
    assert_eq!(
        outcome(1, 2),
        Outcome::Win,
        "the wall on the left: only up, to a Lose"
    );
    assert_eq!(outcome(2, 0), Outcome::Lose);
    assert_eq!(
        outcome(2, 1),
        Outcome::Win,
        "the wall above: only left, to a Lose"
    );
    assert_eq!(outcome(2, 2), Outcome::Lose);
}

#[test]
fn a_param_may_use_only_the_params_before_it() {
    assert_eq!(
        error("param W = len(grid[0])\nparam grid = [\"..\"]\nstate n in 0..W"),
        "line 1, column 15: the param 'grid' is declared later, on line 2: a param may use \
         only the params before it"
    );
    assert_eq!(
        error("param A = B\nparam B = A\nstate n in 0..1"),
        "line 1, column 11: the param 'B' is declared later, on line 2: a param may use only \
         the params before it"
    );
    assert_eq!(
        error("param A = A + 1\nstate n in 0..1"),
        "line 1, column 11: 'A' is the param being defined: a param may use only the params \
         before it"
    );
    assert_eq!(
        compiled("param A = 1\nparam B = A\nstate n in 0..B", &[("A", "B")]).unwrap_err(),
        "the value set for A, column 1: the param 'B' is declared later, on line 2: a param \
         may use only the params before it"
    );
    assert_eq!(
        error("param A = 1\nstate n in 0..A\nmove m"),
        "line 3, column 6: unknown name 'm'"
    );
}

#[test]
fn texts_and_grids_fail_with_their_place() {
    let cases = [
        ("param g = [\"ab\"]\nparam z = g[0][5]", "line 2, column 11: the index 5 is out of range for a text of 2 characters"),
        ("param g = [\"ab\"]\nparam z = g[1][0]", "line 2, column 11: the index 1 is out of range for a list of 1 values"),
        ("param c = 'ab'", "line 1, column 11: a character in quotes 'c' is exactly one character: a text is written \"...\""),
        ("param c = ''", "line 1, column 11: a character in quotes 'c' is exactly one character: a text is written \"...\""),
        ("param c = \"ab\nstate n in 0..1", "line 1, column 11: the text is not closed on its line: end it with \""),
        ("param c = 'a", "line 1, column 11: the character is not closed on its line: end it with '"),
        ("param c = \"a\\qb\"", "line 1, column 13: a backslash stands before \\, \" or ' only"),
        ("param c = find(3, 'a')", "line 1, column 16: expected a list, a set or a text, found the integer 3"),
        ("param c = find(\"ab\", \"ab\")", "line 1, column 22: find looks for one character, given the text \"ab\""),
        ("param c = find([\"ab\", [1]], 'z')", "line 1, column 16: find looks in a text or a grid (a list of texts), and item 1 is the list [1]"),
        ("param c = find(\"ab\")", "line 1, column 11: find takes a text or a grid and a character, given 1"),
        ("param c = \"ab\" < 3", "line 1, column 11: expected an integer, found the text \"ab\""),
        ("param c = len(5)", "line 1, column 15: expected a list, a set or a text, found the integer 5"),
        ("param c = 5[0]", "line 1, column 11: expected a list, a set or a text, found the integer 5"),
        ("param w = \"abc\"\nstate n in 0..w", "line 2, column 15: a range's end must be an integer, found the text \"abc\""),
        ("param w = [\"abc\"]\nstate n in 0..2\nmove w[0]", "line 3, column 6: expected an integer, found the text \"abc\""),
    ];
    for (text, expected) in cases {
        let text = if text.contains("state") {
            text.to_string()
        } else {
            format!("{text}\nstate n in 0..1")
        };
        assert_eq!(error(&text), expected, "{text}");
    }
}

#[test]
fn a_cell_off_the_grid_in_a_move_names_its_place() {
    let text =
        "param g = [\"..\", \"..\"]\nstate y in 0..1, x in 0..1\nmove (y, x) if g[y][x + 1] == '.'";
    assert_eq!(
        error(text),
        "line 3, column 16: the index 2 is out of range for a text of 2 characters"
    );
}

#[test]
fn a_large_grid_is_bounded_by_the_steps_and_the_text() {
    let row = ".".repeat(999);
    let grid = format!("[{}]", vec![format!("\"{row}\""); 1000].join(", "));
    let text = "param g = [\"C\"]\nparam c = find(g, 'C')\nstate n in 0..0\n";
    let tight = Limits {
        steps: 500_000,
        ..Limits::DEFAULT
    };
    let settings = [(
        "g".to_string(),
        format!("{}, \"C\"]", &grid[..grid.len() - 1]),
    )];
    let refused = Rules::compile_within(text, &settings, &tight).unwrap_err();
    assert_eq!(refused.limit, Some(Limit::Steps), "{refused}");
    let roomy = Limits {
        steps: 2_000_000,
        ..Limits::DEFAULT
    };
    let rules = Rules::compile_within(text, &settings, &roomy).unwrap();
    assert_eq!(
        rules.params()[1].1,
        list(&[1000, 0]),
        "a million cells looked at"
    );
    let small = Limits {
        text: 1 << 16,
        ..Limits::DEFAULT
    };
    let over = Rules::compile_within(text, &[("g".to_string(), grid)], &small).unwrap_err();
    assert_eq!(over.limit, Some(Limit::Text), "{over}");
}

#[test]
fn a_format_line_does_not_read_a_text() {
    let text = "param g = [\"..\"]\nstate n in 0..1\ninput g\nanswer Win Lose\n";
    let rules = Rules::compile(text, &[]).unwrap();
    let refused = retrograde::rules::problem::Problem::read(text, &rules).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "line 3, column 7: 'g' holds the list [\"..\"]: an input line reads integers and lists of them"
    );
}
