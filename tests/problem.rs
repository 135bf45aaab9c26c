//! A problem's format: a test read (its errors located), checked against
//! the statement's limits, and read against one built game as the page
//! does, its answer the one `truth` writes.

use std::rc::Rc;

use retrograde::outcome::Outcome;
use retrograde::rules::problem::{BadTest, Fault, Problem, Solved};
use retrograde::rules::{Limits, Rules};

const STICKS: &str = include_str!("../examples/rules/stick-game.game");
const LADDER: &str = include_str!("../examples/rules/ladder.game");

fn problem(text: &str, settings: &[(String, String)]) -> (Rules, Problem) {
    let rules = Rules::compile(text, settings).unwrap();
    let problem = Problem::read(text, &rules).unwrap().unwrap();
    (rules, problem)
}

fn set(name: &str, value: &str) -> (String, String) {
    (name.to_string(), value.to_string())
}

#[test]
fn a_bad_test_is_refused_at_its_line() {
    let (_, sticks) = problem(STICKS, &[]);
    let bad = |line, fault| BadTest { line, fault };
    assert_eq!(
        sticks.read_within("5 2\n1 x\n"),
        Err(bad(Some(2), Fault::NotInteger("x".into())))
    );
    assert_eq!(
        sticks.read_within("5 2\n1 3\n7\n"),
        Err(bad(Some(3), Fault::GoesOn))
    );
    let outside = sticks.read_within("5 2\n1 1\n").unwrap_err();
    assert_eq!(
        outside,
        bad(
            None,
            Fault::Outside {
                case: 1,
                name: "P".into()
            }
        )
    );
    assert_eq!(
        outside.to_string(),
        "case 1: P is outside the limits of the program's format"
    );
    assert_eq!(
        sticks.read_within("5 2\n1 x\n").unwrap_err().to_string(),
        "line 2: 'x' is not an integer"
    );
    // A list's written length is how many values follow: no fewer, no more,
    // and a huge one is read as a number, not made into a list.
    assert_eq!(
        sticks.read_within("2 3\n2 1\n"),
        Err(bad(Some(2), Fault::TooFew))
    );
    assert_eq!(
        sticks.read_within("10 1000000000000\n1\n"),
        Err(bad(Some(2), Fault::TooFew))
    );
    assert_eq!(
        sticks.read_within("2 0\n1\n"),
        Err(bad(Some(2), Fault::TooMany("1".into())))
    );
    assert_eq!(
        sticks.read_within("2 -4\n1 2\n"),
        Err(bad(Some(2), Fault::TooMany("1".into())))
    );
    assert!(sticks.read_within("2 2\n1 2\n").is_ok());
    assert_eq!(
        sticks
            .read_within("99999999999999999999 1\n1\n")
            .unwrap_err()
            .to_string(),
        "line 1: '99999999999999999999' is outside the 64-bit integers"
    );
}

/// The page's answer from the game shown, when its params are the case's,
/// is the truth's, written alike.
#[test]
fn a_case_of_the_games_params_is_answered_from_it() {
    let settings = [set("n", "5"), set("P", "[1, 3]")];
    let (rules, sticks) = problem(STICKS, &settings);
    let test = sticks.read_within("5 2\n1 3\n").unwrap();
    let solved = Rc::new(Solved::new(STICKS, &settings, Limits::DEFAULT).unwrap());
    let truth = sticks.truth(&test, |_| Ok(Rc::clone(&solved))).unwrap();
    let seen = sticks.seen_from(&test, (STICKS, &settings), &rules, &Limits::DEFAULT);
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].settings, settings.to_vec());
    let states = seen[0].states.clone().unwrap().unwrap();
    let words: Vec<String> = states.iter().map(|&s| rules.describe(s)).collect();
    assert_eq!(words, ["1", "2", "3", "4", "5"]);
    let answer = sticks.answer_seen(&seen, |s| solved.outcome(s)).unwrap();
    assert_eq!(answer, sticks.write_truth(&truth));
    assert_eq!(answer, "WLWLW\n");
}

#[test]
fn a_case_of_other_params_waits_for_them() {
    let (rules, ladder) = problem(LADDER, &[]);
    let test = ladder.read_within("3\n8 5\n6 2\n8 8\n").unwrap();
    let seen = ladder.seen_from(&test, (LADDER, &[]), &rules, &Limits::DEFAULT);
    let same: Vec<bool> = seen.iter().map(|c| c.states.is_some()).collect();
    assert_eq!(same, [true, false, true]);
    assert_eq!(seen[1].settings, [set("n", "6")]);
    assert_eq!(ladder.answer_seen(&seen, |_| Outcome::Win), None);
    let only_same = ladder.read_within("1\n8 4\n").unwrap();
    let seen = ladder.seen_from(&only_same, (LADDER, &[]), &rules, &Limits::DEFAULT);
    assert_eq!(
        ladder.answer_seen(&seen, |_| Outcome::Loop),
        Some("Draw\n".to_string())
    );
}
