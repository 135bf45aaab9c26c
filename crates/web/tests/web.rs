//! The binding as the page uses it, run in headless Chromium by
//! wasm-bindgen-test (`cargo test -p retrograde-web --target wasm32-unknown-unknown --test web`).
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect, Uint16Array, Uint32Array, Uint8Array};
use retrograde_web::{
    parse_judge_input, BerzerkSession, OutcomeCode, PileOracle, PilesSession, MAX_PAGE_OBJECTS,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

fn number(value: &JsValue, key: &str) -> Option<f64> {
    get(value, key).as_f64()
}

/// The `(field, message)` of each problem of a thrown form error, after
/// checking that it is an `Error` carrying the first problem's message.
fn problems(thrown: JsValue) -> Vec<(String, String)> {
    let error: js_sys::Error = thrown.dyn_into().expect("an Error object");
    let list: Array = get(&error, "problems").dyn_into().expect("an array");
    let list: Vec<(String, String)> = list
        .iter()
        .map(|p| {
            let text = |key| get(&p, key).as_string().unwrap();
            (text("field"), text("message"))
        })
        .collect();
    assert_eq!(String::from(error.message()), list[0].1);
    list
}

fn memory() -> js_sys::ArrayBuffer {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    memory.buffer().dyn_into().unwrap()
}

#[wasm_bindgen_test]
fn outcome_codes_are_exported_with_the_core_values() {
    let codes = [
        (OutcomeCode::Undecided, 0.0),
        (OutcomeCode::Win, 1.0),
        (OutcomeCode::Lose, 2.0),
        (OutcomeCode::Loop, 3.0),
    ];
    for (code, value) in codes {
        assert_eq!(JsValue::from(code).as_f64(), Some(value));
    }
}

#[wasm_bindgen_test]
fn bad_fields_are_all_listed_in_form_order() {
    let thrown = BerzerkSession::new("x", "3 y", "1").err().expect("throws");
    let fields: Vec<String> = problems(thrown).into_iter().map(|p| p.0).collect();
    assert_eq!(fields, ["n", "s1"]);
    let thrown = BerzerkSession::new("5", "1", "9").err().expect("throws");
    assert_eq!(
        problems(thrown),
        [(
            "s2".to_string(),
            "Morty's jump 9 is out of range: jumps must be between 1 and 4".to_string()
        )]
    );
}

#[wasm_bindgen_test]
fn steps_cross_as_objects_and_tables_as_memory_views() {
    let mut session = BerzerkSession::new("5", "3, 2", "1 2 3").unwrap();
    let report = session.step().unwrap();
    assert_eq!(number(&report, "index"), Some(1.0));
    assert_eq!(number(&report, "taken"), Some(0.0));
    let labelled: Array = get(&report, "labelled").dyn_into().unwrap();
    assert_eq!(labelled.length(), 3);
    assert_eq!(number(&labelled.get(0), "outcome"), Some(1.0));

    let view = Uint8Array::new_with_byte_offset_and_length(
        &memory(),
        session.outcomes_ptr() as u32,
        session.state_count(),
    );
    // Morty at object 5 (position 4) wins by stepping 1 into the hole.
    assert_eq!(view.get_index(5 + 4), OutcomeCode::Win as u8);
    assert_eq!(session.count(OutcomeCode::Win as u8), 3);
    assert!(session.back());
    assert!(session.last_step().unwrap().is_undefined());

    session.run(u32::MAX);
    let done = session.last_step().unwrap();
    assert!(get(&done, "taken").is_null());
    assert_eq!(
        session.judge_lines().as_deref(),
        Some("Lose Win Win Loop\nLoop Win Win Win\n")
    );
    assert!(session.step().unwrap().is_undefined());
}

/// The numbers of a JS array.
fn numbers(value: &JsValue) -> Vec<f64> {
    let list: Array = value.clone().dyn_into().expect("an array");
    list.iter().map(|v| v.as_f64().unwrap()).collect()
}

fn text(value: &JsValue, key: &str) -> Option<String> {
    get(value, key).as_string()
}

/// `(step, to)` of each move of a best line.
fn line_moves(explained: &JsValue) -> Vec<(f64, f64)> {
    let moves: Array = get(&get(explained, "line"), "moves").dyn_into().unwrap();
    moves
        .iter()
        .map(|mv| (number(&mv, "step").unwrap(), number(&mv, "to").unwrap()))
        .collect()
}

#[wasm_bindgen_test]
fn explanations_cross_as_plain_objects_with_camel_case_names() {
    let mut session = BerzerkSession::new("5", "3 2", "1 2 3").unwrap();
    assert_eq!(session.jumps(0), [2, 3]);
    assert_eq!(session.jumps(1), [1, 2, 3]);
    assert!(session.jumps(2).is_empty());
    assert!(session.explain(10).unwrap().is_undefined());

    // After one step, Rick at object 2 (state 1) knows both Morty's targets
    // win, but neither is taken off the queue yet.
    session.step().unwrap();
    let early = session.explain(1).unwrap();
    assert_eq!(
        number(&early, "outcome"),
        Some(OutcomeCode::Undecided as u8 as f64)
    );
    assert!(get(&early, "remoteness").is_null());
    let reason = get(&early, "reason");
    assert_eq!(text(&reason, "kind").as_deref(), Some("undecided"));
    assert_eq!(number(&reason, "counter"), Some(2.0));
    assert!(numbers(&get(&reason, "knownWins")).is_empty());
    assert_eq!(numbers(&get(&reason, "queuedWins")), [2.0, 3.0]);
    assert!(numbers(&get(&reason, "knownLoses")).is_empty());
    assert!(line_moves(&early).is_empty());

    session.run(u32::MAX);
    let lose = session.explain(1).unwrap();
    assert_eq!(number(&lose, "state"), Some(1.0));
    assert_eq!(
        number(&lose, "outcome"),
        Some(OutcomeCode::Lose as u8 as f64)
    );
    assert_eq!(number(&lose, "remoteness"), Some(2.0));
    assert_eq!(number(&lose, "counter"), Some(0.0));
    let reason = get(&lose, "reason");
    assert_eq!(text(&reason, "kind").as_deref(), Some("lose"));
    assert_eq!(numbers(&get(&reason, "steps")), [2.0, 3.0]);
    assert_eq!(number(&reason, "resist"), Some(2.0));
    assert_eq!(number(&reason, "to"), Some(8.0));
    assert_eq!(number(&reason, "toRemoteness"), Some(1.0));
    let moves: Array = get(&lose, "moves").dyn_into().unwrap();
    assert_eq!(moves.length(), 2);
    let first = moves.get(0);
    assert_eq!(number(&first, "step"), Some(2.0));
    assert_eq!(number(&first, "to"), Some(8.0));
    assert_eq!(
        number(&first, "outcome"),
        Some(OutcomeCode::Win as u8 as f64)
    );
    assert_eq!(number(&first, "remoteness"), Some(1.0));
    assert_eq!(text(&first, "group").as_deref(), Some("losing"));
    assert_eq!(get(&first, "best").as_bool(), Some(true));
    // Rick plays 2 to Morty at object 4, who plays 2 into the hole.
    assert_eq!(line_moves(&lose), [(2.0, 8.0), (2.0, 0.0)]);
    assert!(get(&get(&lose, "line"), "cycleStart").is_null());

    // Morty at object 2 (state 6) loops through Rick at object 5 and back.
    let looping = session.explain(6).unwrap();
    let reason = get(&looping, "reason");
    assert_eq!(text(&reason, "kind").as_deref(), Some("loop"));
    assert_eq!(number(&reason, "step"), Some(3.0));
    assert_eq!(number(&reason, "to"), Some(4.0));
    assert_eq!(line_moves(&looping), [(3.0, 4.0), (2.0, 6.0)]);
    assert_eq!(number(&get(&looping, "line"), "cycleStart"), Some(0.0));
    let groups: Vec<String> = get(&looping, "moves")
        .dyn_into::<Array>()
        .unwrap()
        .iter()
        .map(|row| text(&row, "group").unwrap())
        .collect();
    assert_eq!(groups, ["looping", "losing", "losing"]);

    let win = get(&session.explain(2).unwrap(), "reason");
    assert_eq!(text(&win, "kind").as_deref(), Some("win"));
    assert_eq!(number(&win, "toRemoteness"), Some(0.0));
    let hole = session.explain(5).unwrap();
    assert_eq!(text(&get(&hole, "reason"), "kind").as_deref(), Some("hole"));
    assert_eq!(get(&hole, "moves").dyn_into::<Array>().unwrap().length(), 0);
}

#[wasm_bindgen_test]
fn the_timeline_marks_the_run_and_seeking_equals_single_steps() {
    let mut session = BerzerkSession::new("5", "3 2", "1 2 3").unwrap();
    let timeline = session.timeline().unwrap();
    assert_eq!(number(&timeline, "total"), Some(9.0));
    assert_eq!(number(&timeline, "firstLose"), Some(4.0));
    assert_eq!(numbers(&get(&timeline, "layerEnds")), [2.0, 7.0, 8.0]);
    assert_eq!(number(&timeline, "queueEmpty"), Some(8.0));
    assert_eq!(session.steps_taken(), 0);

    for (target, reached) in [(4, 4), (99, 9), (0, 0), (7, 7), (3, 3)] {
        assert_eq!(session.seek(target), reached);
        let mut stepped = BerzerkSession::new("5", "3 2", "1 2 3").unwrap();
        for _ in 0..reached {
            stepped.step().unwrap();
        }
        assert_eq!(tables(&session), tables(&stepped));
        assert_eq!(session.is_done(), stepped.is_done());
    }
}

/// The outcome and counter tables and the queue, copied out of wasm memory.
fn tables(session: &BerzerkSession) -> (Vec<u8>, Vec<u32>, Vec<u32>, u32) {
    let len = session.state_count();
    let outcomes =
        Uint8Array::new_with_byte_offset_and_length(&memory(), session.outcomes_ptr() as u32, len);
    let counters =
        Uint32Array::new_with_byte_offset_and_length(&memory(), session.counters_ptr() as u32, len);
    let queue = Uint32Array::new_with_byte_offset_and_length(
        &memory(),
        session.queue_ptr() as u32,
        session.queue_tail(),
    );
    (
        outcomes.to_vec(),
        counters.to_vec(),
        queue.to_vec(),
        session.queue_head(),
    )
}

#[wasm_bindgen_test]
fn seeking_a_dense_game_lands_where_running_does() {
    let mut session = BerzerkSession::new("7000", "1-6999", "1-6999").unwrap();
    let total = number(&session.timeline().unwrap(), "total").unwrap() as u32;
    assert_eq!(total, 2 * 6999 + 2 + 1);
    let mut runner = BerzerkSession::new("7000", "1-6999", "1-6999").unwrap();
    for target in [9000, total, 12, 5000] {
        assert_eq!(session.seek(target), target);
        let mut runner_now = runner.steps_taken();
        while runner_now != target {
            if runner_now < target {
                runner.run(target - runner_now);
            } else {
                runner.back();
            }
            runner_now = runner.steps_taken();
        }
        assert_eq!(tables(&session), tables(&runner));
    }
}

#[wasm_bindgen_test]
fn run_for_spends_a_time_budget_and_stops_at_the_end() {
    let mut session = BerzerkSession::new("7000", "1-6999", "1-6999").unwrap();
    let first = session.run_for(1.0).unwrap();
    assert!(first >= 1);
    assert_eq!(session.steps_taken(), first);
    while !session.is_done() {
        session.run_for(5.0).unwrap();
    }
    assert_eq!(session.run_for(5.0).unwrap(), 0);
    let lines = session.judge_lines().unwrap();
    assert_eq!(lines.lines().count(), 2);
    assert!(lines.split_whitespace().all(|w| w == "Win"));
}

#[wasm_bindgen_test]
fn the_pile_sieve_steps_back_and_explains_its_cells() {
    let mut session = PilesSession::new(" 12 ").unwrap();
    assert_eq!(session.size(), 12);
    assert!(session.last_step().unwrap().is_undefined());
    let pairs_at = session.p_positions_ptr();

    let report = session.step().unwrap();
    assert_eq!(number(&report, "index"), Some(1.0));
    let p_position: Array = get(&report, "p_position").dyn_into().unwrap();
    assert_eq!(p_position.to_vec(), [JsValue::from(0), JsValue::from(0)]);
    let ruled_out = number(&report, "ruled_out").unwrap();
    assert_eq!(session.ruled_out_count(), ruled_out);

    let side = session.size() + 1;
    let decided = Uint16Array::new_with_byte_offset_and_length(
        &memory(),
        session.decided_at_ptr() as u32,
        side * side,
    );
    // (0, 0) rules out (0, 5) and, the grid being symmetric, (5, 0).
    assert_eq!(decided.get_index(5), 1);
    assert_eq!(decided.get_index(5 * side), 1);
    let cell = session.cell(3, 0).unwrap();
    assert_eq!(number(&cell, "decided_at"), Some(1.0));
    assert_eq!(get(&cell, "losing").as_bool(), Some(false));
    let ruling = get(&cell, "move");
    assert_eq!(number(&ruling, "from_first"), Some(3.0));
    assert_eq!(number(&ruling, "from_second"), Some(0.0));
    assert!(get(&session.cell(0, 0).unwrap(), "move").is_null());
    assert!(session.cell(13, 0).unwrap().is_undefined());

    assert!(session.back());
    assert_eq!(session.ruled_out_count(), 0.0);
    assert!(!session.back());
    while !session.is_done() {
        session.run_for(2.0).unwrap();
    }
    assert!(session.step().unwrap().is_undefined());
    assert_eq!(session.p_positions_ptr(), pairs_at);
    let pairs = Uint32Array::new_with_byte_offset_and_length(
        &memory(),
        pairs_at as u32,
        2 * session.steps_taken(),
    );
    assert_eq!(pairs.to_vec()[..4], [0, 0, 2, 3]);
    assert_eq!(
        session.ruled_out_count(),
        169.0 - (2.0 * session.steps_taken() as f64 - 1.0)
    );
    assert_eq!(
        get(&session.cell(3, 2).unwrap(), "losing").as_bool(),
        Some(true)
    );

    let thrown = PilesSession::new("0").err().expect("throws");
    assert_eq!(problems(thrown)[0].0, "pile-size");
}

#[wasm_bindgen_test]
fn the_pile_sieve_seeks_in_place_within_its_timeline() {
    let mut session = PilesSession::new("30").unwrap();
    let total = number(&session.timeline().unwrap(), "total").unwrap() as u32;
    let pairs_at = session.p_positions_ptr();
    let decided_at = |s: &PilesSession| {
        let side = s.size() + 1;
        Uint16Array::new_with_byte_offset_and_length(
            &memory(),
            s.decided_at_ptr() as u32,
            side * side,
        )
        .to_vec()
    };
    for (target, reached) in [
        (5, 5),
        (1000, total),
        (0, 0),
        (total - 1, total - 1),
        (2, 2),
    ] {
        assert_eq!(session.seek(target), reached);
        let mut stepped = PilesSession::new("30").unwrap();
        for _ in 0..reached {
            stepped.step().unwrap();
        }
        assert_eq!(decided_at(&session), decided_at(&stepped));
        assert_eq!(session.ruled_out_count(), stepped.ruled_out_count());
        assert_eq!(session.is_done(), stepped.is_done());
        assert_eq!(session.p_positions_ptr(), pairs_at);
    }
    session.seek(total);
    assert!(session.step().unwrap().is_undefined());
}

#[wasm_bindgen_test]
fn the_oracle_answers_queries_with_a_winning_move() {
    let oracle = PileOracle::new();
    let lost = oracle.ask("2", "3").unwrap();
    assert_eq!(get(&lost, "first_wins").as_bool(), Some(false));
    assert!(get(&lost, "move").is_null());
    let won = oracle.ask("5000", " 4999").unwrap();
    assert_eq!(number(&won, "n"), Some(5000.0));
    assert_eq!(number(&won, "m"), Some(4999.0));
    assert_eq!(get(&won, "first_wins").as_bool(), Some(true));
    let mv = get(&won, "move");
    let (x, y) = (
        number(&mv, "from_first").unwrap(),
        number(&mv, "from_second").unwrap(),
    );
    assert!(x + y >= 1.0);
    let after = oracle
        .ask(&(5000.0 - x).to_string(), &(4999.0 - y).to_string())
        .unwrap();
    assert_eq!(get(&after, "first_wins").as_bool(), Some(false));

    let thrown = oracle.ask("-1", "x").expect_err("throws");
    let fields: Vec<String> = problems(thrown).into_iter().map(|p| p.0).collect();
    assert_eq!(fields, ["pile-n", "pile-m"]);
}

/// `(said, truth, count)` of each kind of mistake in a check's report.
fn kinds(report: &JsValue) -> Vec<(String, String, f64)> {
    let list: Array = get(report, "kinds").dyn_into().unwrap();
    list.iter()
        .map(|k| {
            let word = |key| text(&k, key).unwrap();
            (word("said"), word("truth"), number(&k, "count").unwrap())
        })
        .collect()
}

#[wasm_bindgen_test]
fn a_pasted_answer_is_checked_whatever_the_run_and_its_first_mistake_proven() {
    let mut session = BerzerkSession::new("5", "3 2", "1 2 3").unwrap();
    session.step().unwrap();
    let accepted = session
        .check("Lose Win Win Loop\nLoop Win Win Win\n")
        .unwrap();
    assert_eq!(text(&accepted, "verdict").as_deref(), Some("accepted"));
    assert_eq!(number(&accepted, "words"), Some(8.0));
    assert_eq!(number(&accepted, "wrong"), Some(0.0));
    assert!(get(&accepted, "first").is_null());
    assert!(numbers(&get(&accepted, "wrongStates")).is_empty());
    assert_eq!(text(&accepted, "message").as_deref(), Some(""));
    assert_eq!(
        text(&accepted, "report").as_deref(),
        Some("accepted: 8 words\n")
    );

    let wrong = session
        .check("Win Win Win Loop\r\n  Loop Win\tLose Win")
        .unwrap();
    assert_eq!(text(&wrong, "verdict").as_deref(), Some("wrong"));
    assert_eq!(number(&wrong, "wrong"), Some(2.0));
    // Rick at object 2 (state 1) and Morty at object 4 (state 8).
    assert_eq!(numbers(&get(&wrong, "wrongStates")), [1.0, 8.0]);
    let first = get(&wrong, "first");
    assert_eq!(number(&first, "line"), Some(1.0));
    assert_eq!(number(&first, "word"), Some(1.0));
    assert_eq!(number(&first, "state"), Some(1.0));
    assert_eq!(text(&first, "said").as_deref(), Some("Win"));
    assert_eq!(text(&first, "truth").as_deref(), Some("Lose"));
    assert_eq!(
        text(&first, "proof").as_deref(),
        Some(
            "it is Lose, not Win: every Rick move reaches a Win for Morty: \
             2 to object 4 (Morty wins in 1), 3 to object 5 (Morty wins in 1)\n\
             best play: Rick plays 2 to object 4, Morty plays 2 into the hole: Rick loses in 2 moves"
        )
    );
    assert_eq!(
        kinds(&wrong),
        [
            ("Win".to_string(), "Lose".to_string(), 1.0),
            ("Lose".to_string(), "Win".to_string(), 1.0)
        ]
    );
    let report = text(&wrong, "report").unwrap();
    assert!(report.starts_with("wrong answer: line 1, word 1: Rick moves first from object 2"));
    assert!(report.contains("\nwrong words: 2 of 8\n"));

    let format = session.check("Lose Win Win").unwrap();
    assert_eq!(text(&format, "verdict").as_deref(), Some("format"));
    assert_eq!(number(&format, "wrong"), Some(0.0));
    assert!(get(&format, "first").is_null());
    let message = text(&format, "message").unwrap();
    assert!(
        message.starts_with("the answer ends after 3 words (the last at line 1, word 3)"),
        "{message}"
    );
    let format = session
        .check("Lose Win Win Loop\nLoop Win Win Draw")
        .unwrap();
    assert_eq!(
        text(&format, "message").as_deref(),
        Some("line 2, word 4: expected Win, Lose or Loop, found \"Draw\"")
    );
    // Checking leaves the run where it was.
    assert_eq!(session.steps_taken(), 1);
    assert_eq!(session.count(OutcomeCode::Win as u8), 3);
}

#[wasm_bindgen_test]
fn the_solved_table_has_every_planet_at_the_end_of_the_run() {
    let mut session = BerzerkSession::new("5", "3 2", "1 2 3").unwrap();
    session.step().unwrap();
    let table: Array = session.solved_table().unwrap().dyn_into().unwrap();
    assert_eq!(table.length(), 8);
    let row = |i: u32| {
        let row = table.get(i);
        (
            number(&row, "object").unwrap(),
            text(&row, "mover").unwrap(),
            text(&row, "outcome").unwrap(),
            number(&row, "remoteness"),
            numbers(&get(&row, "bestMoves")),
        )
    };
    assert_eq!(
        row(0),
        (
            2.0,
            "Rick".to_string(),
            "Lose".to_string(),
            Some(2.0),
            vec![2.0, 3.0]
        )
    );
    assert_eq!(
        row(4),
        (
            2.0,
            "Morty".to_string(),
            "Loop".to_string(),
            None,
            vec![3.0]
        )
    );
    assert!(get(&table.get(4), "remoteness").is_null());
    let words: Vec<String> = table.iter().map(|r| text(&r, "outcome").unwrap()).collect();
    assert_eq!(words.join(" "), "Lose Win Win Loop Loop Win Win Win");
    assert_eq!(session.steps_taken(), 1);
}

#[wasm_bindgen_test]
fn a_pasted_judge_input_comes_back_as_form_fields() {
    let fields = |value: &JsValue| {
        let field = |key| text(value, key).unwrap();
        (
            number(value, "cases").unwrap(),
            field("n"),
            field("s1"),
            field("s2"),
        )
    };
    let single = parse_judge_input("5\n2 3 2\n3 1 2 3\n", 1).unwrap();
    assert_eq!(
        fields(&single),
        (1.0, "5".to_string(), "2 3".to_string(), "1 2 3".to_string())
    );
    let cases = "2\n5\n2 3 2\n3 1 2 3\n8\n4 6 2 3 4\n2 3 6\n";
    let second = parse_judge_input(cases, 2).unwrap();
    assert_eq!(
        fields(&second),
        (
            2.0,
            "8".to_string(),
            "2 3 4 6".to_string(),
            "3 6".to_string()
        )
    );
    let full: Vec<String> = (1..7000).map(|x| x.to_string()).collect();
    let full = format!("7000\n6999 {0}\n1 5\n", full.join(" "));
    let dense = parse_judge_input(&full, 1).unwrap();
    assert_eq!(
        fields(&dense),
        (
            1.0,
            "7000".to_string(),
            "1-6999".to_string(),
            "5".to_string()
        )
    );
    let session = BerzerkSession::new(
        &text(&dense, "n").unwrap(),
        &text(&dense, "s1").unwrap(),
        &text(&dense, "s2").unwrap(),
    )
    .unwrap();
    assert_eq!(session.jumps(0).len(), 6999);

    let thrown = parse_judge_input("5\n2 3 2\n3 1 2 9\n", 1).expect_err("throws");
    assert_eq!(
        problems(thrown),
        [(
            "judge-input".to_string(),
            "line 3, column 7: Morty's jump 9 is out of range: jumps must be between 1 and 4"
                .to_string()
        )]
    );
    let too_large = format!("{} 1 1 1 1", MAX_PAGE_OBJECTS + 1);
    let thrown = parse_judge_input(&too_large, 1).expect_err("throws");
    let at_most = format!("must be at most {MAX_PAGE_OBJECTS}");
    assert!(problems(thrown)[0].1.contains(&at_most));
    let thrown = parse_judge_input(cases, 3).expect_err("throws");
    assert_eq!(
        problems(thrown),
        [(
            "judge-case".to_string(),
            "there is no case 3: the input holds 2 cases".to_string()
        )]
    );
}

#[wasm_bindgen_test]
fn pile_oracle_checks_moves_and_plays_perfectly() {
    let oracle = retrograde_web::PileOracle::new();
    assert!(oracle.is_legal(3, 5, 1, 2));
    assert!(!oracle.is_legal(3, 5, 2, 3));
    assert!(!oracle.is_legal(3, 5, 4, 0));
    // From (3, 5) the winning move reaches the P-position (2, 3).
    let reply = oracle.perfect_move(3, 5).unwrap();
    assert_eq!(get(&reply, "from_first").as_f64(), Some(1.0));
    assert_eq!(get(&reply, "from_second").as_f64(), Some(2.0));
    // From a P-position every move loses: one stone from the larger pile.
    let stall = oracle.perfect_move(2, 3).unwrap();
    assert_eq!(get(&stall, "from_second").as_f64(), Some(1.0));
    assert!(oracle.perfect_move(0, 0).unwrap().is_null());
}
