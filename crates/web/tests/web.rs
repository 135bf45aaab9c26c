//! The binding as the page uses it, run in headless Chromium by
//! wasm-bindgen-test (`cargo test -p retrograde-web --target
//! wasm32-unknown-unknown --test web`): plain objects with the contract's
//! keys (the keys themselves are pinned by crates/wire's tests), tables as
//! views on wasm memory, refusals as Errors with data, and End, recording
//! and seeking as the page drives them.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect, Uint8Array};
use retrograde_web::{
    check_berzerk_fields, check_graph_edges, check_pile_answer, check_pile_size, parse_judge_input,
    rules_sweep, BerzerkSession, GraphSession, OutcomeCode, PileOracle, PilesSession, RulesBuild,
    RulesSession, RulesSumSession, MAX_PAGE_OBJECTS,
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

fn text(value: &JsValue, key: &str) -> Option<String> {
    get(value, key).as_string()
}

fn list(value: &JsValue, key: &str) -> Array {
    get(value, key).dyn_into().expect("an array")
}

/// `(field, code)` of each problem of a refusal, after checking that it is
/// an `Error` carrying the first problem's message, and that every problem
/// has words beside its data.
fn problems(thrown: JsValue) -> Vec<(String, String)> {
    let error: js_sys::Error = thrown.dyn_into().expect("an Error object");
    let all = list(&error, "problems");
    assert_eq!(
        Some(String::from(error.message())),
        text(&all.get(0), "message")
    );
    all.iter()
        .map(|p| {
            assert!(text(&p, "message").is_some_and(|m| !m.is_empty()));
            (text(&p, "field").unwrap(), text(&p, "code").unwrap())
        })
        .collect()
}

fn memory() -> js_sys::ArrayBuffer {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    memory.buffer().dyn_into().unwrap()
}

fn outcomes_of(ptr: *const u8, len: u32) -> Vec<u8> {
    Uint8Array::new_with_byte_offset_and_length(&memory(), ptr as u32, len).to_vec()
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
fn bad_fields_are_refused_as_data_in_form_order() {
    let thrown = BerzerkSession::new("x", "3 y", "1").err().expect("throws");
    assert_eq!(
        problems(thrown),
        [
            ("n".to_string(), "notAWholeNumber".to_string()),
            ("s1".to_string(), "notAJump".to_string())
        ]
    );
    let thrown = check_berzerk_fields("5", "1", "9").expect_err("throws");
    let error: js_sys::Error = thrown.dyn_into().unwrap();
    assert_eq!(
        String::from(error.message()),
        "Morty's jump 9 is out of range: jumps must be between 1 and 4"
    );
    let rule = get(&list(&error, "problems").get(0), "rule");
    assert_eq!(text(&rule, "code").as_deref(), Some("jumpOutOfRange"));
    assert_eq!(number(&rule, "jump"), Some(9.0));
    assert!(check_berzerk_fields("5", "3 2", "1 2 3").is_ok());
    let too_large = format!("{}", MAX_PAGE_OBJECTS + 1);
    assert!(check_berzerk_fields(&too_large, "1", "1").is_err());
    assert_eq!(
        problems(check_pile_size("0").err().unwrap()),
        [("pile-size".to_string(), "notAWholeNumber".to_string())]
    );
}

#[wasm_bindgen_test]
fn steps_cross_in_brief_and_tables_as_memory_views() {
    let mut session = BerzerkSession::new("5", "3, 2", "1 2 3").unwrap();
    assert!(session.last_step(8).unwrap().is_undefined());
    assert_eq!(session.take_steps(1), 1);
    let step = session.last_step(2).unwrap();
    assert_eq!(number(&step, "index"), Some(1.0));
    assert_eq!(number(&step, "taken"), Some(0.0));
    // Three of Morty's states reach the hole; two are listed, all counted.
    assert_eq!(list(&step, "labelled").length(), 2);
    assert_eq!(number(&step, "labelledCount"), Some(3.0));
    assert_eq!(number(&list(&step, "labelled").get(0), "move"), Some(1.0));
    let outcomes = outcomes_of(session.outcomes_ptr(), session.state_count());
    assert_eq!(outcomes[5 + 4], OutcomeCode::Win as u8);
    assert_eq!(session.count(OutcomeCode::Win as u8), 3);
    assert!(session.back());
    session.take_steps(u32::MAX);
    assert!(get(&session.last_step(8).unwrap(), "taken").is_null());
    assert_eq!(
        session.judge_lines().as_deref(),
        Some("Lose Win Win Loop\nLoop Win Win Win\n")
    );
    assert_eq!(session.take_steps(1), 0);
}

#[wasm_bindgen_test]
fn explanations_name_moves_by_jump() {
    let mut session = BerzerkSession::new("5", "3 2", "1 2 3").unwrap();
    session.take_steps(u32::MAX);
    let rick2 = session.explain(1).unwrap();
    assert_eq!(number(&rick2, "remoteness"), Some(2.0));
    assert!(
        get(&rick2, "counter").is_null(),
        "a labelled state shows no counter"
    );
    let reason = get(&rick2, "reason");
    assert_eq!(text(&reason, "kind").as_deref(), Some("lose"));
    assert_eq!(number(&reason, "move"), Some(2.0));
    assert_eq!(list(&reason, "moves").length(), 2);
    assert_eq!(list(&rick2, "moves").length(), 2);
    assert_eq!(list(&get(&rick2, "line"), "moves").length(), 2);
    assert!(session.explain(10).unwrap().is_undefined());
    // The line's second move alone, with the whole line's length.
    let rest = session.line(1, 1, 10).unwrap();
    assert_eq!(number(&rest, "from"), Some(1.0));
    assert_eq!(number(&rest, "length"), Some(2.0));
    assert_eq!(list(&rest, "moves").length(), 1);
    assert!(session.line(10, 0, 10).unwrap().is_undefined());
}

#[wasm_bindgen_test]
fn end_shows_the_end_at_once_and_back_needs_the_run_recorded() {
    let mut session = BerzerkSession::new("8", "6 2 3 4", "3 6").unwrap();
    session.take_steps(3);
    session.end_now();
    assert!(session.is_done());
    assert_eq!(session.steps_taken(), 17);
    assert_eq!(
        session.judge_lines().as_deref(),
        Some("Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n")
    );
    let mut stepped = BerzerkSession::new("8", "6 2 3 4", "3 6").unwrap();
    stepped.take_steps(u32::MAX);
    for outcome in 0..4 {
        assert_eq!(
            session.count(outcome),
            stepped.count(outcome),
            "holes left out"
        );
    }
    let last = [&session, &stepped].map(|s| number(&s.last_step(4).unwrap(), "loops"));
    assert!(last[0].is_some());
    assert_eq!(last[0], last[1], "the final Loop step, in brief");
    let timeline = session.timeline().unwrap();
    assert_eq!(number(&timeline, "total"), Some(17.0));
    assert!(
        !session.back(),
        "the end computed without stepping cannot step back"
    );
    assert_eq!(session.seek(5), None);
    while session.record_for(1.0).unwrap() < 1.0 {}
    assert!(session.is_recorded());
    assert!(session.back());
    assert_eq!(session.steps_taken(), 16);
    assert_eq!(session.seek(5), Some(5));
    let mut single = BerzerkSession::new("8", "6 2 3 4", "3 6").unwrap();
    single.take_steps(5);
    assert_eq!(
        outcomes_of(session.outcomes_ptr(), 16),
        outcomes_of(single.outcomes_ptr(), 16)
    );
    session.reset();
    assert_eq!(session.steps_taken(), 0);
    assert_eq!(session.seek(9), Some(9));
}

#[wasm_bindgen_test]
fn a_wrong_answer_is_proved_whatever_the_run_progress() {
    let mut session = BerzerkSession::new("5", "3 2", "1 2 3").unwrap();
    let verdict = session
        .check("Lose Win Win Loop\nLoop Win Lose Lose")
        .unwrap();
    assert_eq!(text(&verdict, "verdict").as_deref(), Some("wrong"));
    assert_eq!(number(&verdict, "wrong"), Some(2.0));
    let first = get(&verdict, "first");
    assert_eq!(number(&first, "state"), Some(8.0));
    let claim = get(&get(&first, "proof"), "claim");
    assert_eq!(text(&claim, "kind").as_deref(), Some("winningMove"));
    assert!(text(&first, "text").unwrap().contains("into the hole"));
    assert_eq!(session.steps_taken(), 0, "checking does not move the run");
    let accepted = session.check("Lose Win Win Loop Loop Win Win Win").unwrap();
    assert_eq!(text(&accepted, "verdict").as_deref(), Some("accepted"));
    let format = session.check("Lose Win").unwrap();
    assert_eq!(text(&format, "verdict").as_deref(), Some("format"));
}

#[wasm_bindgen_test]
fn a_pasted_judge_input_reads_into_form_fields() {
    let game = parse_judge_input("2\n5\n2 3 2\n3 1 2 3\n8\n4 6 2 3 4\n2 3 6\n", 2).unwrap();
    assert_eq!(number(&game, "cases"), Some(2.0));
    assert_eq!(text(&game, "n").as_deref(), Some("8"));
    assert_eq!(text(&game, "s1").as_deref(), Some("2 3 4 6"));
    let thrown = parse_judge_input("5\n2 3", 1).err().unwrap();
    let error: js_sys::Error = thrown.dyn_into().unwrap();
    let problem = list(&error, "problems").get(0);
    assert_eq!(text(&problem, "code").as_deref(), Some("judgeInput"));
    assert_eq!(
        text(&get(&problem, "problem"), "kind").as_deref(),
        Some("endsEarly")
    );
    assert_eq!(
        problems(parse_judge_input("5\n2 3 2\n3 1 2 3", 2).err().unwrap()),
        [("judge-case".to_string(), "noSuchCase".to_string())]
    );
}

#[wasm_bindgen_test]
fn the_pile_sieve_and_oracle() {
    let mut sieve = PilesSession::new("7").unwrap();
    assert_eq!(sieve.run(2), 2);
    let step = sieve.last_step().unwrap();
    assert_eq!(
        Array::from(&get(&step, "pPosition")).to_vec(),
        [JsValue::from(2), JsValue::from(3)]
    );
    let cell = sieve.cell(3, 5).unwrap();
    assert_eq!(
        number(&get(&cell, "move"), "takeFirst").map(|f| f as u32),
        Some(1)
    );
    assert!(!sieve.cells_decided_after(1).is_empty());
    assert!(sieve.total_steps() >= 2);
    let oracle = PileOracle::new();
    let answer = oracle.ask("3", "5").unwrap();
    assert_eq!(get(&answer, "firstWins").as_bool(), Some(true));
    assert!(oracle.is_legal(3, 5, 1, 2));
    assert!(!oracle.is_legal(3, 5, 2, 3));
    assert_eq!(problems(oracle.ask("5001", "x").err().unwrap()).len(), 2);
}

#[wasm_bindgen_test]
fn a_pile_answer_is_checked_as_the_command_checks_it() {
    let queries = "5\n2 3\n3 5\n5 7\n7 5\n7 7\n";
    let verdict = check_pile_answer(queries, "Bob\nAlice\nAlice\nBob\nBob\n").unwrap();
    assert_eq!(text(&verdict, "verdict").as_deref(), Some("wrong"));
    assert_eq!(number(&verdict, "wrong"), Some(2.0));
    let first = get(&verdict, "first");
    assert_eq!(number(&first, "query"), Some(3.0));
    assert_eq!(number(&first, "state"), Some(f64::from(5 * 5001 + 7)));
    assert_eq!(text(&first, "said").as_deref(), Some("Alice"));
    assert_eq!(
        text(&get(&first, "proof"), "kind").as_deref(),
        Some("bobWins")
    );
    let wrong: Vec<f64> = list(&verdict, "wrongStates")
        .iter()
        .map(|s| s.as_f64().unwrap())
        .collect();
    assert_eq!(wrong, [f64::from(5 * 5001 + 7), f64::from(7 * 5001 + 7)]);
    let report = text(&verdict, "report").unwrap();
    assert!(
        report.starts_with("wrong answer: line 3, word 1: query 3, piles (5, 7): "),
        "{report}"
    );
    let right = check_pile_answer(queries, "Bob Alice Bob Bob Alice").unwrap();
    assert_eq!(text(&right, "verdict").as_deref(), Some("accepted"));
    let odd = check_pile_answer(queries, "Bob Alice Bob Bob Alice!").unwrap();
    assert_eq!(text(&odd, "verdict").as_deref(), Some("format"));
    let thrown = check_pile_answer("2\n1 2\n", "Alice").err().unwrap();
    assert_eq!(
        problems(thrown),
        [("pile-queries".to_string(), "judgeInput".to_string())]
    );
}

#[wasm_bindgen_test]
fn a_graph_is_solved_step_by_step_with_moves_named_by_node() {
    assert!(check_graph_edges("3 2\n1 2\n2 3\n").is_ok());
    let thrown = check_graph_edges("3 2\n1 2\n2 9\n").err().unwrap();
    assert_eq!(
        problems(thrown),
        [("graph-edges".to_string(), "judgeInput".to_string())]
    );
    // 1 -> 2 -> 3: node 3 has no move (Lose), 2 wins, 1 loses; 4 <-> 5 loop.
    let mut graph = GraphSession::new("5 5\r\n1 2\r\n2 3\r\n4 5\r\n5 4\r\n4 5\r\n").unwrap();
    assert_eq!(graph.edge_count(), 4, "a repeated move counts once");
    assert_eq!(graph.edges(), [0, 1, 1, 2, 3, 4, 4, 3]);
    graph.take_steps(u32::MAX);
    assert_eq!(
        graph.answer(true).as_deref(),
        Some("Lose Win Lose Loop Loop\n2 1 0 - -\n")
    );
    let one = graph.explain(0).unwrap();
    assert_eq!(number(&get(&one, "reason"), "move"), Some(2.0));
    let line = graph.line(0, 1, 1).unwrap();
    assert_eq!(number(&line, "length"), Some(2.0));
    assert_eq!(number(&list(&line, "moves").get(0), "move"), Some(3.0));
    let verdict = graph.check("Lose Win Lose Loop Lose").unwrap();
    assert_eq!(text(&verdict, "verdict").as_deref(), Some("wrong"));
    assert_eq!(number(&get(&verdict, "first"), "state"), Some(4.0));
    // Three labelled nodes taken, then the Loop step.
    assert_eq!(number(&graph.timeline().unwrap(), "total"), Some(4.0));
    let rows = graph.table_rows(0, 10).unwrap();
    let rows: Array = rows.dyn_into().unwrap();
    assert_eq!(rows.length(), 5);
    assert_eq!(text(&rows.get(1), "outcome").as_deref(), Some("Win"));
    assert_eq!(list(&rows.get(1), "best").to_vec(), [JsValue::from(3)]);
    while graph.record_for(1.0).unwrap() < 1.0 {}
    assert_eq!(graph.seek(1), Some(1));
}

#[wasm_bindgen_test]
fn a_graph_run_goes_back_far_only_once_recorded() {
    // A chain 1 -> 2 -> ... -> 100: a hundred steps, then the Loop step.
    let mut text = String::from("100 99\n");
    for u in 1..100 {
        text.push_str(&format!("{u} {}\n", u + 1));
    }
    let mut graph = GraphSession::new(&text).unwrap();
    assert!(graph.timeline().is_ok(), "the timeline needs no recording");
    assert_eq!(graph.steps_taken(), 0, "mapping the run does not move it");
    assert!(graph.answer(false).is_none(), "no answer before the end");
    graph.take_steps(u32::MAX);
    assert_eq!(graph.steps_taken(), 101);
    assert_eq!(graph.seek(90), Some(90), "a few steps back by undoing");
    assert_eq!(graph.seek(3), None, "far back needs the run recorded");
    while graph.record_for(1.0).unwrap() < 1.0 {}
    assert_eq!(graph.seek(3), Some(3));
    let mut single = GraphSession::new(&text).unwrap();
    single.take_steps(3);
    assert_eq!(
        outcomes_of(graph.outcomes_ptr(), 100),
        outcomes_of(single.outcomes_ptr(), 100)
    );
    assert!(graph.back());
    assert_eq!(graph.steps_taken(), 2);
}

/// Asks a session (either game's) what lies beyond its `states` states.
macro_rules! beyond_the_states {
    ($session:expr, $states:expr) => {{
        let (session, states) = (&mut $session, $states);
        assert!(session.explain(states).unwrap().is_undefined());
        assert!(session.line(states, 0, 4).unwrap().is_undefined());
        assert_eq!(session.count(4), 0, "no such outcome code");
        let rows: Array = session
            .table_rows(states, states + 9)
            .unwrap()
            .dyn_into()
            .unwrap();
        assert_eq!(rows.length(), 0, "no rows beyond the states");
        while session.record_for(1.0).unwrap() < 1.0 {}
        session.reset();
        assert!(session.is_recorded(), "a reset keeps the recording");
        assert_eq!(session.seek(u32::MAX), Some(session.steps_taken()));
        assert!(session.is_done(), "a seek past the end stops there");
    }};
}

#[wasm_bindgen_test]
fn both_sessions_answer_out_of_range_questions_alike() {
    let mut berzerk = BerzerkSession::new("5", "3 2", "1 2 3").unwrap();
    let states = berzerk.state_count();
    beyond_the_states!(berzerk, states);
    let mut graph = GraphSession::new("3 2\n1 2\n2 3\n").unwrap();
    let states = graph.node_count();
    beyond_the_states!(graph, states);
    let mut rules = built(SUBTRACTION, &[]);
    let states = rules.state_count();
    beyond_the_states!(rules, states);
    assert!(rules.grundy_reason(states).unwrap().is_undefined());
    assert!(rules.words(states).is_empty());
}

const SUBTRACTION: &str = include_str!("../../../examples/rules/subtraction.game");

fn settings(lines: &[&str]) -> Vec<String> {
    lines.iter().map(|s| s.to_string()).collect()
}

/// A program built in slices of 5 states, as the page builds it.
fn built(text: &str, set: &[&str]) -> RulesSession {
    let mut build = RulesBuild::new(text, settings(set)).unwrap();
    let mut slices = 0;
    while !build.advance(5).unwrap() {
        slices += 1;
        assert_eq!(build.built(), 5 * slices);
    }
    assert_eq!(build.built(), build.state_count());
    build.finish().unwrap()
}

#[wasm_bindgen_test]
fn a_rule_program_built_in_slices_answers_as_the_command() {
    use retrograde::retro::{GrundyValues, Retrograde, Stepper};
    use retrograde::rules::{Limits, Rules};
    let set = [("N".to_string(), "20".to_string())];
    let rules = Rules::compile(SUBTRACTION, &set).unwrap();
    let graph = rules.build(Limits::DEFAULT).unwrap();
    let mut run = Retrograde::new(graph.clone());
    run.finish();
    let values = GrundyValues::new(&graph);

    let mut session = built(SUBTRACTION, &["N=20"]);
    assert_eq!((session.state_count(), session.move_count()), (21, 55));
    let flat = session.edges();
    assert_eq!(flat.len(), 2 * 55);
    assert_eq!(
        &flat[..4],
        [1, 0, 2, 1],
        "pairs from, to in successor order"
    );
    assert!(session.answer(false).is_none(), "no answer before the end");
    session.take_steps(u32::MAX);
    assert_eq!(
        session.answer(false),
        Some(rules.write_table(&run, None::<&GrundyValues<&retrograde::rules::RulesGraph>>))
    );
    assert_eq!(
        session.answer(true),
        Some(rules.write_table(&run, Some(&values)))
    );
    assert_eq!(session.grundy_values().unwrap(), values.table());
    let reason = session.grundy_reason(5).unwrap();
    assert_eq!(text(&reason, "value").as_deref(), Some("3"));
    assert_eq!(list(&reason, "reached").length(), 3);
    let pattern = session.pattern().unwrap();
    assert_eq!(number(&get(&pattern, "outcome"), "period"), Some(7.0));
    let info = session.info().unwrap();
    assert_eq!(get(&info, "normalPlay").as_bool(), Some(true));
    assert_eq!(
        text(&list(&info, "params").get(1), "text").as_deref(),
        Some("20")
    );
    let labels = session.move_labels(5).unwrap();
    let labels: Array = labels.dyn_into().unwrap();
    let first = labels.get(1);
    assert_eq!(
        (number(&first, "to"), text(&first, "label").as_deref()),
        (Some(2.0), Some("n - 3"))
    );
    assert_eq!(session.words(7), ["7"]);
    assert_eq!(session.state_of(settings(&["7"])), Some(7));
    assert_eq!(session.state_of(settings(&["21"])), None);
    let verdict = session.check("Lose Win").unwrap();
    assert_eq!(text(&verdict, "verdict").as_deref(), Some("format"));
    let rows: Array = session.table_rows(2, 3).unwrap().dyn_into().unwrap();
    assert_eq!(text(&rows.get(0), "outcome").as_deref(), Some("Lose"));
}

/// Three-row Chomp: rows a >= b >= c, the poisoned square at the first
/// row's start; whoever is left only that square loses.
const CHOMP3: &str = "param N = 4\n\
    state a in 0..N, b in 0..N, c in 0..N where a >= b and b >= c\n\
    lose when a == 1 and b == 0\n\
    move (k, min(b, k), min(c, k)) for k in 1..a - 1 if k < a\n\
    move (a, k, min(c, k)) for k in 0..b - 1 if k < b\n\
    move (a, b, k) for k in 0..c - 1 if k < c\n";

#[wasm_bindgen_test]
fn a_program_with_where_gives_the_page_its_kept_combinations_and_answers_as_the_command() {
    use retrograde::retro::{GrundyValues, Retrograde, Stepper};
    use retrograde::rules::{Limits, Rules, RulesGraph};
    let rules = Rules::compile(CHOMP3, &[]).unwrap();
    let mut run = Retrograde::new(rules.build(Limits::DEFAULT).unwrap());
    run.finish();

    let mut session = built(CHOMP3, &[]);
    assert_eq!(
        session.state_count(),
        35,
        "C(7, 3) rows a >= b >= c of 0..4"
    );
    let info = session.info().unwrap();
    let kept: Vec<u32> = list(&info, "kept")
        .iter()
        .map(|c| c.as_f64().unwrap() as u32)
        .collect();
    assert_eq!(kept.len(), 35);
    assert_eq!(
        &kept[..4],
        [0, 25, 30, 31],
        "(0,0,0) (1,0,0) (1,1,0) (1,1,1)"
    );
    assert!(kept.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(session.words(3), ["1", "1", "1"]);
    assert_eq!(session.state_of(settings(&["2", "1", "0"])), Some(5));
    assert_eq!(session.state_of(settings(&["1", "2", "0"])), None);
    session.take_steps(u32::MAX);
    assert_eq!(
        session.answer(false),
        Some(rules.write_table(&run, None::<&GrundyValues<&RulesGraph>>))
    );
    assert!(session.pattern().unwrap().is_undefined(), "three variables");
    let plain = built("state n in 0..3\nmove n - 1 if n > 0", &[])
        .info()
        .unwrap();
    assert!(get(&plain, "kept").is_null(), "every combination a state");
}

#[wasm_bindgen_test]
fn a_refused_program_names_its_line_column_length_and_setting() {
    let problem = |thrown: JsValue| {
        assert_eq!(
            problems(thrown.clone()),
            [("rules-source".to_string(), "rules".to_string())]
        );
        let error: js_sys::Error = thrown.dyn_into().unwrap();
        list(&error, "problems").get(0)
    };
    let thrown = RulesBuild::new("state n in 0..3\nmove n +", Vec::new())
        .err()
        .unwrap();
    let p = problem(thrown);
    let place = ["line", "column", "length"].map(|k| number(&p, k));
    assert_eq!(place, [Some(2.0), Some(9.0), Some(1.0)]);
    assert!(get(&p, "setting").is_null());
    let thrown = RulesBuild::new(SUBTRACTION, settings(&["S={1, x}"]))
        .err()
        .unwrap();
    let p = problem(thrown);
    assert_eq!(text(&p, "setting").as_deref(), Some("S"));
    assert_eq!(text(&p, "detail").as_deref(), Some("unknown name 'x'"));
    assert_eq!(
        text(&p, "message").as_deref(),
        Some("the value set for S, column 5: unknown name 'x'")
    );
    let mut build = RulesBuild::new("state n in 0..9\nmove n + 2 if n != 3", Vec::new()).unwrap();
    assert_eq!(build.advance(8).ok(), Some(false));
    let p = problem(build.advance(8).err().unwrap());
    assert_eq!(number(&p, "line"), Some(2.0));
    assert!(text(&p, "detail")
        .unwrap()
        .starts_with("the move from 8 reaches 10"));
}

#[wasm_bindgen_test]
fn a_sweep_point_is_one_value_of_a_param_or_of_one_of_its_elements() {
    let point = rules_sweep(
        SUBTRACTION,
        settings(&["N=30"]),
        "N",
        -1,
        12.0,
        Some(settings(&["12"])),
        false,
    )
    .unwrap();
    assert_eq!(number(&point, "value"), Some(12.0));
    assert_eq!(number(&point, "outcome"), Some(1.0), "12 is a Win");
    assert_eq!(
        number(&point, "remoteness"),
        Some(7.0),
        "as the command says"
    );
    assert!(get(&point, "error").is_null());
    // S = {1, 3, 4} with its second value 2: {1, 2, 4}, period 3 from 0.
    let point = rules_sweep(
        SUBTRACTION,
        Vec::new(),
        "S",
        1,
        2.0,
        Some(settings(&["3"])),
        false,
    )
    .unwrap();
    assert_eq!(number(&point, "outcome"), Some(2.0), "3 is a Lose");
    assert_eq!(
        (number(&point, "period"), number(&point, "from")),
        (Some(3.0), Some(0.0))
    );
    let point = rules_sweep(SUBTRACTION, Vec::new(), "S", 5, 2.0, None, false).unwrap();
    assert_eq!(
        text(&point, "error").as_deref(),
        Some("S has 3 values, no value 6")
    );
    assert!(get(&point, "outcome").is_null());
    let point = rules_sweep(SUBTRACTION, Vec::new(), "N", -1, -2.0, None, false).unwrap();
    assert!(text(&point, "error").unwrap().contains("is empty"));
    // The period starts at a value of the variable, as --pattern prints it, not at an index:
    // from 5, outcomes Lose Win Lose Win ... (take 1).
    let shifted = "param N = 20\nstate n in 5..N\nmove n - 1 if n > 5\n";
    let point = rules_sweep(shifted, Vec::new(), "N", -1, 21.0, None, false).unwrap();
    assert_eq!(
        (number(&point, "period"), number(&point, "from")),
        (Some(2.0), Some(5.0))
    );
}

const KAYLES: &str = "param N = 12\nstate n in 0..N\nmove sum(a, n - k - a) for k in 1..2, a in 0..n - k if k <= n\n";

#[wasm_bindgen_test]
fn a_sweep_measures_grundy_values_as_the_command_prints_them_sums_included() {
    // Kayles at N = 300: its last value and `--pattern`'s `grundy: period 12 from 71`.
    let point = rules_sweep(
        KAYLES,
        Vec::new(),
        "N",
        -1,
        300.0,
        Some(settings(&["300"])),
        true,
    )
    .unwrap();
    let rules = retrograde::rules::Rules::compile(KAYLES, &[("N".into(), "300".into())]).unwrap();
    let graph = rules.build(retrograde::rules::Limits::DEFAULT).unwrap();
    let values = rules.sum_values(&graph).unwrap();
    assert_eq!(text(&point, "grundy"), Some(values.value(300).to_string()));
    assert_eq!(
        (number(&point, "grundyPeriod"), number(&point, "grundyFrom")),
        (Some(12.0), Some(71.0))
    );
    assert!(
        get(&point, "remoteness").is_null(),
        "a game with sums has none"
    );
    // Values only when asked, and only under normal play.
    let plain = rules_sweep(
        SUBTRACTION,
        Vec::new(),
        "N",
        -1,
        12.0,
        Some(settings(&["12"])),
        false,
    )
    .unwrap();
    assert!(get(&plain, "grundy").is_null());
    let asked = rules_sweep(
        SUBTRACTION,
        Vec::new(),
        "N",
        -1,
        12.0,
        Some(settings(&["12"])),
        true,
    )
    .unwrap();
    assert!(text(&asked, "grundy").is_some());
    let misere = "param N = 9\nstate n in 0..N\nmove n - 1 if n > 0\nwin when n == 0\n";
    let refused = rules_sweep(
        misere,
        Vec::new(),
        "N",
        -1,
        9.0,
        Some(settings(&["3"])),
        true,
    )
    .unwrap();
    assert!(
        get(&refused, "grundy").is_null(),
        "no values with a 'win when' line"
    );
    assert!(get(&refused, "outcome").as_f64().is_some());
}

/// A program with sums built in slices, as the page builds it.
fn built_with_sums(text: &str) -> RulesSumSession {
    let mut build = RulesBuild::new(text, Vec::new()).unwrap();
    assert!(build.has_sums());
    while !build.advance(3).unwrap() {}
    build.finish_sums().unwrap()
}

#[wasm_bindgen_test]
fn a_game_with_sums_is_valued_a_position_a_step_as_the_command_values_it() {
    use retrograde::rules::{Limits, Rules};
    let rules = Rules::compile(KAYLES, &[]).unwrap();
    let graph = rules.build(Limits::DEFAULT).unwrap();
    let values = rules.sum_values(&graph).unwrap();

    let mut session = built_with_sums(KAYLES);
    assert!(get(&session.info().unwrap(), "sums").as_bool().unwrap());
    assert!(session.answer(true).is_none(), "no answer before the end");
    assert_eq!(session.take_steps(1), 1);
    let step = session.last_step(8).unwrap();
    let labelled = list(&step, "labelled");
    assert_eq!(labelled.length(), 1, "a step values one position");
    assert!(get(&labelled.get(0), "remoteness").is_null());
    assert_eq!(session.take_steps(u32::MAX), 12);
    assert!(session.is_done());
    assert_eq!(
        session.answer(true),
        Some(rules.write_value_table(&values, true))
    );
    let remoteness = Uint8Array::new_with_byte_offset_and_length(
        &memory(),
        session.remoteness_ptr() as u32,
        4 * 13,
    )
    .to_vec();
    assert!(remoteness.iter().all(|&b| b == 0xff), "no remoteness known");
    let grundy: Vec<u32> = (0..13).map(|s| values.finite(s).unwrap()).collect();
    assert_eq!(session.grundy_values(), grundy);
    let why = session.explain(4).unwrap();
    assert!(get(&why, "remoteness").is_null());
    assert_eq!(
        text(&get(&why, "reason"), "kind").as_deref(),
        Some("valued")
    );
    assert_eq!(text(&get(&why, "reason"), "value").as_deref(), Some("1"));
    let moves: Array = session.sum_moves(4).unwrap().dyn_into().unwrap();
    let split = moves
        .iter()
        .find(|m| list(m, "parts").to_vec() == [JsValue::from(1), JsValue::from(1)])
        .expect("4 moves to sum(1, 1)");
    assert_eq!(text(&split, "value").as_deref(), Some("0"));
    assert_eq!(
        list(&split, "values").to_vec(),
        ["1", "1"].map(JsValue::from)
    );
    assert_eq!(
        list(&get(&why, "line"), "moves").length(),
        0,
        "no best line"
    );
    session.back();
    assert!(!session.is_done());
}

#[wasm_bindgen_test]
fn a_sum_is_answered_as_the_command_answers_it_and_a_bad_part_is_refused_at_its_column() {
    let session = built_with_sums(&KAYLES.replace("N = 12", "N = 120"));
    let answer = session.sum("3, 5, 7").unwrap();
    assert_eq!(number(&answer, "outcome"), Some(1.0));
    assert_eq!(text(&answer, "value").as_deref(), Some("5"));
    let play = get(&answer, "play");
    assert_eq!(text(&play, "kind").as_deref(), Some("move"));
    assert_eq!(
        (number(&play, "part"), text(&play, "to").as_deref()),
        (Some(1.0), Some("sum(0, 4)"))
    );
    assert!(text(&answer, "text")
        .unwrap()
        .starts_with("Win 5\npart 1: 3, value 3 = 011"));
    let lost = session.sum("1, 2, 3").unwrap();
    assert_eq!(
        text(&get(&lost, "play"), "kind").as_deref(),
        Some("zeroXor")
    );
    let options: Array = session.sum_options("3, 1").unwrap().dyn_into().unwrap();
    // Row 3's moves (to 2, to sum(1, 1), to 1, to sum(0, 1)) then row 1's (to 0).
    let texts: Vec<String> = options.iter().map(|o| text(&o, "text").unwrap()).collect();
    assert!(texts.contains(&"1, 1, 1".to_string()), "{texts:?}");
    let split = options
        .iter()
        .find(|o| text(o, "to").as_deref() == Some("sum(1, 1)"))
        .unwrap();
    assert_eq!(text(&split, "value").as_deref(), Some("1"), "1 xor 1 xor 1");
    assert_eq!(
        number(&options.get(options.length() - 1), "part"),
        Some(1.0)
    );
    let thrown = session.sum("3, 500").err().unwrap();
    let error: js_sys::Error = thrown.dyn_into().unwrap();
    let p = list(&error, "problems").get(0);
    assert_eq!(number(&p, "column"), Some(4.0));
    // A game without sums answers a sum of its positions too (a subtraction game's heaps).
    let mut plain = built(SUBTRACTION, &["N=20"]);
    let heaps = plain.sum("5, 5").unwrap();
    assert_eq!(text(&heaps, "value").as_deref(), Some("0"));
}

const LADDER: &str = include_str!("../../../examples/rules/ladder.game");

#[wasm_bindgen_test]
fn a_test_of_the_format_is_read_against_the_game_shown() {
    let mut session = built(LADDER, &[]);
    let format = session.format().unwrap();
    assert_eq!(
        list(&format, "words").to_vec(),
        ["First", "Second", "Draw"].map(JsValue::from)
    );
    assert_eq!(get(&format, "cases").as_bool(), Some(true));
    // n = 8 is the game's; n = 6 is another game.
    let read = session.read_test("3\n8 0\n8 5\n6 1\n", 10).unwrap();
    assert!(get(&read, "error").is_null());
    let cases = list(&read, "cases");
    let same: Vec<Option<bool>> = cases.iter().map(|c| get(&c, "same").as_bool()).collect();
    assert_eq!(same, [Some(true), Some(true), Some(false)]);
    let words: Vec<String> = cases
        .iter()
        .take(2)
        .map(|c| text(&list(&c, "states").get(0), "word").unwrap())
        .collect();
    assert_eq!(
        words,
        ["Second", "Draw"],
        "0 has no move; from 5 neither side can force a win"
    );
    // The case of n = 6 is answered from a game solved apart (as `check rules`
    // finds it: 1 is Lose there, the second player's).
    assert_eq!(
        text(&read, "output").as_deref(),
        Some("Second\nDraw\nSecond\n")
    );
    assert_eq!(
        (number(&read, "apart"), number(&read, "apartStates")),
        (Some(1.0), Some(1.0))
    );
    // Past what is solved apart (n = 10^5 is 100,001 states), no output.
    let large = session.read_test("2\n8 0\n100000 5\n", 10).unwrap();
    assert!(get(&large, "output").is_null(), "too large to solve apart");
    let answered = session.read_test("2\n8 0\n8 5\n", 10).unwrap();
    assert_eq!(text(&answered, "output").as_deref(), Some("Second\nDraw\n"));
    let bad = session.read_test("1\n8 x\n", 10).unwrap();
    let error = get(&bad, "error");
    assert_eq!(
        (number(&error, "line"), text(&error, "code").as_deref()),
        (Some(2.0), Some("notInteger"))
    );
    // A program without a format has none, and reads no test.
    let mut plain = built(SUBTRACTION, &[]);
    assert!(plain.format().unwrap().is_undefined());
    assert!(plain.read_test("1\n", 10).unwrap().is_undefined());
}

#[wasm_bindgen_test]
fn a_format_line_that_does_not_fit_is_refused_at_its_place() {
    let thrown = RulesBuild::new(&format!("{SUBTRACTION}input m\n"), Vec::new())
        .err()
        .unwrap();
    let found = problems(thrown);
    assert_eq!(found[0].0, "rules-source");
}
