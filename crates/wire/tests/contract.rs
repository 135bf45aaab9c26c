//! The contract as the page reads it: known values serialized to JSON and
//! compared with the text the page expects. A failing test here is a change
//! of the contract: the page's engines (`www/games/*/engine.js`) and words
//! must change with it.

use retrograde::berzerk::check::check_berzerk_game;
use retrograde::berzerk::fields::{game as berzerk_game, no_such_case};
use retrograde::berzerk::judge::read_berzerk;
use retrograde::berzerk::{end_of_run, Game, Walker};
use retrograde::check::Verdict;
use retrograde::games::{InputError, Limits};
use retrograde::graph::check::check_graph;
use retrograde::outcome::Outcome;
use retrograde::piles::check::{check_piles, PilesMistake, PilesProof, PilesShape};
use retrograde::piles::fields::{grid_size as pile_grid_size, query as pile_query};
use retrograde::piles::PPositions;
use retrograde::retro::{Run, Stepper, Timeline};
use retrograde_wire::{
    berzerk_explanation, berzerk_line, berzerk_step, berzerk_verdict, field_problems,
    graph_explanation, graph_line, graph_rows, graph_step, graph_verdict, input_problem, pile_cell,
    piles_verdict, PilesMistakeWire, PilesProofWire, TimelineWire, LINE_HEAD,
};

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

fn sample1() -> Game {
    Game::new(5, &[3, 2], &[1, 2, 3]).unwrap()
}

/// Sample 1 after four steps: step 4 took Morty at object 4 (a Win) and
/// counted Rick at object 2 down to 0, so it is Lose, by jump 2.
#[test]
fn the_latest_step_names_its_deciding_moves_by_jump() {
    let mut w = Walker::new(sample1());
    w.run(4);
    let step = berzerk_step(w.graph(), &w.last_step_summary(8).unwrap());
    assert_eq!(
        json(&step),
        r#"{"index":4,"taken":8,"labelled":[{"state":1,"outcome":2,"move":2,"remoteness":2}],"decremented":[{"state":1,"remaining":0}],"labelledCount":1,"decrementedCount":1,"wins":0,"loses":1,"loops":0}"#
    );
}

#[test]
fn explanations_mid_run_and_at_the_end() {
    let mut w = Walker::new(sample1());
    w.run(4);
    // Rick at object 4 jumps 2 into the hole; his jump 3 is not decided yet.
    assert_eq!(
        json(&berzerk_explanation(&w, 3)),
        r#"{"state":3,"outcome":1,"remoteness":1,"counter":null,"reason":{"kind":"win","to":5,"move":2,"toRemoteness":0},"moves":[{"move":2,"to":5,"outcome":2,"remoteness":0,"group":"winning","best":true},{"move":3,"to":6,"outcome":0,"remoteness":null,"group":"undecided","best":false}],"line":{"from":0,"moves":[{"move":2,"to":5}],"length":1,"cycleStart":null}}"#
    );
    let end = end_of_run(&sample1());
    // Rick at object 2 loses in 2; Morty at object 2 loops; the hole is terminal.
    assert_eq!(
        json(&berzerk_explanation(&end, 1)),
        r#"{"state":1,"outcome":2,"remoteness":2,"counter":null,"reason":{"kind":"lose","to":8,"move":2,"toRemoteness":1,"moves":[2,3]},"moves":[{"move":2,"to":8,"outcome":1,"remoteness":1,"group":"losing","best":true},{"move":3,"to":9,"outcome":1,"remoteness":1,"group":"losing","best":true}],"line":{"from":0,"moves":[{"move":2,"to":8},{"move":2,"to":0}],"length":2,"cycleStart":null}}"#
    );
    assert_eq!(
        json(&berzerk_explanation(&end, 6)),
        r#"{"state":6,"outcome":3,"remoteness":null,"counter":null,"reason":{"kind":"loop","to":4,"move":3},"moves":[{"move":3,"to":4,"outcome":3,"remoteness":null,"group":"looping","best":true},{"move":1,"to":2,"outcome":1,"remoteness":1,"group":"losing","best":false},{"move":2,"to":3,"outcome":1,"remoteness":1,"group":"losing","best":false}],"line":{"from":0,"moves":[{"move":3,"to":4},{"move":2,"to":6}],"length":2,"cycleStart":0}}"#
    );
    assert_eq!(
        json(&berzerk_explanation(&end, 0)),
        r#"{"state":0,"outcome":2,"remoteness":0,"counter":null,"reason":{"kind":"terminal"},"moves":[],"line":{"from":0,"moves":[],"length":0,"cycleStart":null}}"#
    );
    assert_eq!(
        json(&TimelineWire::from(&Timeline::of_finished(&end))),
        r#"{"total":9,"firstLose":4,"layerEnds":[2,7,8],"queueEmpty":8}"#
    );
}

#[test]
fn a_wrong_answer_carries_its_proof_as_data_and_in_words() {
    let end = end_of_run(&sample1());
    let verdict = check_berzerk_game(
        &sample1(),
        end.outcomes(),
        b"Lose Win Win Loop\nLoop Win Lose Lose",
        || &end,
    );
    assert_eq!(
        json(&berzerk_verdict(&sample1(), &verdict)),
        r#"{"verdict":"wrong","words":8,"wrong":2,"first":{"line":2,"word":3,"case":null,"state":8,"said":2,"truth":1,"proof":{"claim":{"kind":"winningMove","landing":{"move":{"by":"morty","jump":2,"to":0},"outcome":2,"remoteness":0}},"line":[{"by":"morty","jump":2,"to":0}],"lineLength":1},"text":"it is Win, not Lose: Morty plays 2 into the hole and wins at once\nbest play: Morty plays 2 into the hole: Morty wins in 1 move"},"wrongStates":[8,9],"kinds":[{"said":"Lose","truth":"Win","count":2}],"format":null,"message":"","report":"wrong answer: line 2, word 3: Morty moves first from object 4: the answer says Lose, the truth is Win\nit is Win, not Lose: Morty plays 2 into the hole and wins at once\nbest play: Morty plays 2 into the hole: Morty wins in 1 move\nwrong words: 2 of 8\nsaid Lose but Win: 2\n"}"#
    );
}

#[test]
fn an_answer_out_of_format_carries_the_problem_as_data_and_in_words() {
    let end = end_of_run(&sample1());
    let outcomes = end.outcomes();
    let check = |answer: &[u8]| {
        let verdict = check_berzerk_game(&sample1(), outcomes, answer, || &end);
        json(&berzerk_verdict(&sample1(), &verdict))
    };
    assert_eq!(
        check(b"Lose Win\nWin"),
        r#"{"verdict":"format","words":8,"wrong":0,"first":null,"wrongStates":[],"kinds":[],"format":{"kind":"endsEarly","read":3,"last":{"line":2,"word":1},"expected":{"words":8,"choices":["Win","Lose","Loop"],"shape":{"kind":"berzerk","objects":5}}},"message":"the answer ends after 3 words (the last at line 2, word 1); expected 8 words of Win, Lose or Loop: objects 2..5 with Rick moving first, then with Morty moving first","report":"presentation error: the answer ends after 3 words (the last at line 2, word 1); expected 8 words of Win, Lose or Loop: objects 2..5 with Rick moving first, then with Morty moving first\n"}"#
    );
    assert!(check(b"Lose win").contains(
        r#""format":{"kind":"notAWord","place":{"line":1,"word":2},"found":"\"win\"","expected":{"words":8,"choices":["Win","Lose","Loop"],"shape":{"kind":"berzerk","objects":5}},"otherCase":true}"#
    ));
}

#[test]
fn problems_are_codes_with_their_values_beside_the_words() {
    let problems = berzerk_game("x", "3 9", "", 1000).unwrap_err();
    assert_eq!(
        json(&field_problems(problems)),
        r#"[{"field":"n","message":"n must be a whole number from 2 to 1000, not \"x\"","code":"notAWholeNumber","quantity":"objects","lo":2,"hi":1000,"text":"\"x\""},{"field":"s2","message":"Morty's jump set is empty; it needs at least one jump","code":"rule","rule":{"code":"emptySet","mover":"morty"}}]"#
    );
    assert_eq!(
        json(&field_problems([pile_grid_size("5001").unwrap_err()])),
        r#"[{"field":"pile-size","message":"the grid size must be a whole number from 1 to 5000, not \"5001\"","code":"notAWholeNumber","quantity":"gridSize","lo":1,"hi":5000,"text":"\"5001\""}]"#
    );
    let early = read_berzerk(b"5\n2 3", &Limits::JUDGE.berzerk).unwrap_err();
    assert_eq!(
        json(&input_problem(&InputError::from(early).problem)),
        r#"{"kind":"endsEarly","wanted":{"case":null,"item":{"kind":"jump","mover":"rick","index":2,"count":2}}}"#
    );
}

/// 1 -> 2 -> 3 (no move), 4 <-> 5 and 1 -> 4: node 1 loses in 2 or loops.
fn small_graph() -> retrograde::graph::Graph {
    let edges = [(1, 2), (2, 3), (4, 5), (5, 4), (1, 4)];
    retrograde::graph::Graph::from_edges(5, edges.iter().map(|&(u, v)| (u - 1, v - 1)).collect())
}

#[test]
fn graph_moves_are_named_by_the_node_they_reach() {
    let graph = small_graph();
    let mut run = retrograde::retro::Retrograde::new(&graph);
    run.run(2);
    // Step 2 took node 2 (Win in 1), whose only predecessor, node 1, still
    // has its move to node 4 undecided.
    assert_eq!(
        json(&graph_step(&run.last_step_summary(8).unwrap())),
        r#"{"index":2,"taken":1,"labelled":[],"decremented":[{"state":0,"remaining":1}],"labelledCount":0,"decrementedCount":1,"wins":0,"loses":0,"loops":0}"#
    );
    run.finish();
    assert_eq!(
        json(&graph_explanation(&run, 0)),
        r#"{"state":0,"outcome":3,"remoteness":null,"counter":null,"reason":{"kind":"loop","to":3,"move":4},"moves":[{"move":4,"to":3,"outcome":3,"remoteness":null,"group":"looping","best":true},{"move":2,"to":1,"outcome":1,"remoteness":1,"group":"losing","best":false}],"line":{"from":0,"moves":[{"move":4,"to":3},{"move":5,"to":4},{"move":4,"to":3}],"length":3,"cycleStart":1}}"#
    );
    assert_eq!(
        json(&graph_rows(&run, 0..3)),
        r#"[{"node":1,"outcome":"Loop","remoteness":null,"best":[4],"bestCount":1},{"node":2,"outcome":"Win","remoteness":1,"best":[3],"bestCount":1},{"node":3,"outcome":"Lose","remoteness":0,"best":[],"bestCount":0}]"#
    );
}

/// A chain 1 -> 2 -> ... -> 250: node 1 wins in 249 moves.
fn chain_graph() -> retrograde::graph::Graph {
    retrograde::graph::Graph::from_edges(250, (0..249).map(|u| (u, u + 1)).collect())
}

#[test]
fn a_long_line_comes_a_window_at_a_time_with_its_length() {
    let graph = chain_graph();
    let mut run = retrograde::retro::Retrograde::new(&graph);
    run.finish();
    let head = graph_explanation(&run, 0).line;
    assert_eq!(
        (head.from, head.moves.len(), head.length),
        (0, LINE_HEAD, 249)
    );
    assert_eq!(
        json(&graph_line(&run, 0, 247, 5)),
        r#"{"from":247,"moves":[{"move":249,"to":248},{"move":250,"to":249}],"length":249,"cycleStart":null}"#
    );
    // Sample 1: Rick at object 2 loses in 2; the window from move 1 names
    // its jump from where move 0 landed.
    let end = end_of_run(&sample1());
    assert_eq!(
        json(&berzerk_line(&end, 1, 1, 10)),
        r#"{"from":1,"moves":[{"move":2,"to":0}],"length":2,"cycleStart":null}"#
    );
    assert_eq!(
        json(&graph_line(&small_graph_run(), 0, 2, 10)),
        r#"{"from":2,"moves":[{"move":4,"to":3}],"length":3,"cycleStart":1}"#
    );
}

fn small_graph_run() -> retrograde::retro::Retrograde<retrograde::graph::Graph> {
    let mut run = retrograde::retro::Retrograde::new(small_graph());
    run.finish();
    run
}

#[test]
fn a_wrong_graph_answer_names_its_node_from_0_and_moves_by_node() {
    let verdict = check_graph(&small_graph(), b"Lose Win Lose Loop Loop");
    assert_eq!(
        json(&graph_verdict(&small_graph(), &verdict)),
        r#"{"verdict":"wrong","words":5,"wrong":1,"first":{"line":1,"word":1,"case":null,"state":0,"said":2,"truth":3,"proof":{"claim":{"kind":"loopMove","stay":4},"line":[4,5,4],"lineLength":3},"text":"it is Loop, not Lose: the move to node 4 reaches a Loop, which the opponent cannot win\nbest play: to node 4, to node 5, to node 4; then the game repeats forever"},"wrongStates":[0],"kinds":[{"said":"Lose","truth":"Loop","count":1}],"format":null,"message":"","report":"wrong answer: line 1, word 1: node 1: the answer says Lose, the truth is Loop\nit is Loop, not Lose: the move to node 4 reaches a Loop, which the opponent cannot win\nbest play: to node 4, to node 5, to node 4; then the game repeats forever\nwrong words: 1 of 5\nsaid Lose but Loop: 1\n"}"#
    );
}

#[test]
fn a_wrong_pile_answer_names_its_query_and_cell_and_proves_it_in_piles() {
    let queries = [(2, 3), (3, 5), (5, 7), (7, 5), (7, 7)];
    let verdict = check_piles(&queries, b"Bob\nAlice\nAlice\nBob\nBob\n");
    let wire = piles_verdict(&queries, &verdict);
    assert_eq!(wire.report, verdict.to_string());
    assert_eq!(wire.wrong_states, [pile_cell((5, 7)), pile_cell((7, 7))]);
    assert_eq!(
        pile_cell((5, 7)),
        5 * 5001 + 7,
        "the page decodes cells by the judge's side"
    );
    let first = r#"{"line":3,"word":1,"query":3,"state":25012,"piles":[5,7],"said":"Alice","truth":"Bob","proof":{"kind":"bobWins","piles":[5,7],"listed":[{"to":[0,0],"move":{"takeFirst":5,"takeSecond":7}},{"to":[2,3],"move":{"takeFirst":3,"takeSecond":4}},{"to":[3,2],"move":{"takeFirst":2,"takeSecond":5}}],"more":0},"text":"#;
    assert!(
        json(&wire).starts_with(&format!(
            r#"{{"verdict":"wrong","words":5,"wrong":2,"first":{first}"#
        )),
        "{}",
        json(&wire)
    );
    let alice = check_piles(&queries, b"Bob\nBob\nBob\nBob\nAlice\n");
    assert!(json(&piles_verdict(&queries, &alice)).contains(
        r#""said":"Bob","truth":"Alice","proof":{"kind":"aliceWins","move":{"takeFirst":1,"takeSecond":2},"to":[2,3]}"#
    ));
    let format = check_piles(&queries, b"Bob Alice Bob Bob");
    assert!(json(&piles_verdict(&queries, &format)).starts_with(
        r#"{"verdict":"format","words":5,"wrong":0,"first":null,"wrongStates":[],"kinds":[],"format":{"kind":"endsEarly","read":4,"last":{"line":1,"word":4},"expected":{"words":5,"choices":["Alice","Bob"],"shape":{"kind":"piles"}}}"#
    ));
}

#[test]
fn a_pile_proof_lists_a_few_p_positions_and_counts_the_rest() {
    let [a, b] = PPositions::up_to(400)
        .pairs()
        .find(|&[a, _]| a > 40)
        .unwrap();
    let queries = [(0, 0), (b, a)];
    let verdict = check_piles(&queries, b"Alice\nAlice\n");
    let wire = piles_verdict(&queries, &verdict);
    let Some(PilesMistakeWire { proof, text, .. }) = wire.first else {
        panic!("(0, 0) is Bob's");
    };
    let empty = PilesProofWire::BobWins {
        piles: [0, 0],
        listed: Vec::new(),
        more: 0,
    };
    assert_eq!(
        (proof, text.as_str()),
        (empty, "Bob wins: (0, 0) leaves Alice no move")
    );
    let PilesProof::BobWins { out_of_reach, .. } =
        &verdict_proof(&check_piles(&[(b, a)], b"Alice"))
    else {
        panic!("({b}, {a}) is a P-position");
    };
    let wire = piles_verdict(&[(b, a)], &check_piles(&[(b, a)], b"Alice"));
    let Some(PilesMistakeWire {
        proof: PilesProofWire::BobWins { listed, more, .. },
        ..
    }) = wire.first
    else {
        panic!("Bob wins");
    };
    assert_eq!((listed.len(), more), (4, out_of_reach.len() - 4));
}

fn verdict_proof(verdict: &Verdict<PilesMistake, PilesShape>) -> PilesProof {
    match verdict {
        Verdict::WrongAnswer(wrong) => wrong.first.proof.clone(),
        _ => panic!("a wrong answer"),
    }
}

/// A game's reading, its error as any game's.
fn any_game<T, E: Into<InputError>>(read: Result<T, E>) -> Result<(), InputError> {
    read.map(|_| ()).map_err(Into::into)
}

/// Every item, surplus and game problem of the judge formats keeps the
/// `kind` and the values the page words it by.
#[test]
fn judge_input_problems_are_tagged_by_kind_in_every_format() {
    use retrograde::berzerk::judge::read_berzerk_cases;
    use retrograde::graph::judge::read_graph;
    use retrograde::piles::judge::read_piles;
    let limits = Limits::JUDGE;
    let berzerk = |input: &[u8]| any_game(read_berzerk(input, &limits.berzerk));
    let cases = |input: &[u8]| any_game(read_berzerk_cases(input, &limits.berzerk));
    let piles = |input: &[u8]| any_game(read_piles(input, &limits.piles));
    let graph = |input: &[u8]| any_game(read_graph(input, &limits.graph));
    let errors: Vec<Result<(), InputError>> = vec![
        berzerk(b""),
        berzerk(b"5 x"),
        berzerk(b"5 1 2 1 9"),
        berzerk(b"5 1 2 1 3 7"),
        cases(b"0"),
        cases(b"2 7000 1 1 1 1 2"),
        cases(b"1 3 1 1 1 1 x"),
        piles(b"x"),
        piles(b"1 2"),
        piles(b"1 2 3 4"),
        graph(b"x"),
        graph(b"2 x"),
        graph(b"2 1 1 x"),
        graph(b"2 0 5"),
        graph(b"2 1 1 2 5"),
    ];
    let lines: Vec<String> = errors
        .into_iter()
        .map(|e| json(&input_problem(&e.unwrap_err().problem)))
        .collect();
    let expected = [
        r#"{"kind":"empty","wanted":{"case":null,"item":{"kind":"objects"}}}"#,
        r#"{"kind":"notAnInteger","wanted":{"case":null,"item":{"kind":"setSize","mover":"rick"}},"binary":false,"text":"\"x\""}"#,
        r#"{"kind":"rule","case":null,"rule":{"code":"jumpOutOfRange","mover":"morty","jump":9,"n":5,"index":0}}"#,
        r#"{"kind":"extra","text":"\"7\"","after":{"kind":"game"}}"#,
        r#"{"kind":"outOfRange","wanted":{"case":null,"item":{"kind":"cases"}},"bounds":{"kind":"between","lo":1,"hi":100},"text":"\"0\""}"#,
        r#"{"kind":"tooManyObjectsInAll","case":2,"n":2,"max":7000}"#,
        r#"{"kind":"extra","text":"\"x\"","after":{"kind":"cases","count":1}}"#,
        r#"{"kind":"notAnInteger","wanted":{"case":null,"item":{"kind":"queries"}},"binary":false,"text":"\"x\""}"#,
        r#"{"kind":"endsEarly","wanted":{"case":null,"item":{"kind":"pile","query":1,"queries":1,"second":true}}}"#,
        r#"{"kind":"extra","text":"\"4\"","after":{"kind":"queries","count":1}}"#,
        r#"{"kind":"notAnInteger","wanted":{"case":null,"item":{"kind":"nodes"}},"binary":false,"text":"\"x\""}"#,
        r#"{"kind":"notAnInteger","wanted":{"case":null,"item":{"kind":"edges"}},"binary":false,"text":"\"x\""}"#,
        r#"{"kind":"notAnInteger","wanted":{"case":null,"item":{"kind":"edgeEnd","edge":1,"edges":1,"head":true}},"binary":false,"text":"\"x\""}"#,
        r#"{"kind":"extra","text":"\"5\"","after":{"kind":"edges","count":0}}"#,
        r#"{"kind":"extra","text":"\"5\"","after":{"kind":"edges","count":1}}"#,
    ];
    assert_eq!(lines, expected);
}

/// Every form field problem's `code`, values and English, as the page reads
/// them, whichever game's reading refuses the field.
#[test]
fn every_field_problem_keeps_its_code_values_and_words() {
    let berzerk = |n: &str, rick: &str, morty: &str| {
        json(&field_problems(
            berzerk_game(n, rick, morty, 1_000_000).unwrap_err(),
        ))
    };
    assert_eq!(
        berzerk("2000000", "1 x", "99999999999999999999"),
        r#"[{"field":"n","message":"n must be at most 1000000 on this page, got 2000000","code":"abovePageLimit","n":2000000,"max":1000000},{"field":"s1","message":"\"x\" is not a jump: Rick's jumps are whole numbers (or ranges like 1-9) separated by spaces or commas","code":"notAJump","mover":"rick","word":"\"x\""},{"field":"s2","message":"\"99999999999999999999\" is far too large for a jump","code":"jumpTooLarge","word":"\"99999999999999999999\""}]"#
    );
    assert_eq!(
        berzerk("9", "5-2", "1"),
        r#"[{"field":"s1","message":"the range \"5-2\" runs backwards; write it as 2-5","code":"backwardRange","word":"\"5-2\"","first":5,"last":2}]"#
    );
    assert_eq!(
        berzerk("1000000", "1-500000", "1"),
        r#"[{"field":"s1","message":"Rick's 500000 jumps are too many for n = 1000000 on this page: running it to the end could take up to about 34 seconds (the page runs games to their end in a few seconds at most)","code":"tooManyJumps","mover":"rick","count":500000,"n":1000000,"seconds":34}]"#
    );
    assert_eq!(
        berzerk("1000000", "1-500000", "1-500000"),
        r#"[{"field":"n","message":"n = 1000000 is too large for these jump sets on this page: running it to the end could take up to about 45 seconds (the page runs games to their end in a few seconds at most)","code":"tooLargeForJumps","n":1000000,"seconds":45}]"#
    );
    assert_eq!(
        json(&field_problems(pile_query("-1", "5001").unwrap_err())),
        r#"[{"field":"pile-n","message":"a pile must be a whole number from 0 to 5000, not \"-1\"","code":"notAWholeNumber","quantity":"pile","lo":0,"hi":5000,"text":"\"-1\""},{"field":"pile-m","message":"a pile must be a whole number from 0 to 5000, not \"5001\"","code":"notAWholeNumber","quantity":"pile","lo":0,"hi":5000,"text":"\"5001\""}]"#
    );
    assert_eq!(
        json(&field_problems([no_such_case(3, 2)])),
        r#"[{"field":"judge-case","message":"there is no case 3: the input holds 2 cases","code":"noSuchCase","case":3,"held":2}]"#
    );
}

/// The rules game's shapes: its refusal (a program's line or a setting's
/// name), its info, pattern, labels, Grundy reasons, rows and verdicts.
#[test]
fn the_rules_game_on_the_wire() {
    use retrograde::retro::{GrundyValues, Retrograde};
    use retrograde::rules::check::check_rules;
    use retrograde::rules::fields::{built, settings};
    use retrograde::rules::{Limits, Rules};
    use retrograde_wire::{move_labels, rules_info, rules_rows, rules_verdict, GrundyReasonWire};

    let refused = built("state n in 0..3\nmove n +", &[], Limits::DEFAULT).unwrap_err();
    assert_eq!(
        json(&field_problems([refused])),
        r#"[{"field":"rules-source","message":"line 2, column 9: expected an expression after '+', found the end of the line","code":"rules","line":2,"column":9,"length":1,"setting":null,"detail":"expected an expression after '+', found the end of the line"}]"#
    );
    let set = settings(&["N=1 +".into()]).unwrap();
    let refused = built("param N = 3\nstate n in 0..N", &set, Limits::DEFAULT).unwrap_err();
    assert_eq!(
        json(&field_problems([refused])),
        r#"[{"field":"rules-source","message":"the value set for N, column 4: expected an expression after '+', found the end of the line","code":"rules","line":1,"column":4,"length":1,"setting":"N","detail":"expected an expression after '+', found the end of the line"}]"#
    );

    let program = "param S = {1, 2}\nstate n in 0..3, who in {Rick, Morty}\n\
                   move (n - k, who) for k in S if k <= n";
    let (rules, graph) = built(program, &[], Limits::DEFAULT).unwrap();
    assert_eq!(
        json(&rules_info(&rules, 8, graph.move_count())),
        r#"{"states":8,"moves":10,"normalPlay":true,"sums":false,"variables":[{"name":"n","low":0,"size":4},{"name":"who","names":["Rick","Morty"]}],"params":[{"name":"S","text":"{1, 2}","kind":"list"}],"kept":null,"drawing":null}"#
    );
    let kept = "state a in 0..2, b in 0..2 where a >= b\nmove (a, b - 1) if b > 0";
    let (chosen, chosen_graph) = built(kept, &[], Limits::DEFAULT).unwrap();
    assert_eq!(
        json(&rules_info(&chosen, 6, chosen_graph.move_count())),
        r#"{"states":6,"moves":3,"normalPlay":true,"sums":false,"variables":[{"name":"a","low":0,"size":3},{"name":"b","low":0,"size":3}],"params":[],"kept":[0,3,4,6,7,8],"drawing":null}"#
    );
    assert_eq!(
        json(&move_labels(rules.move_labels(6))),
        r#"[{"to":4,"label":"(n - 1, who)"},{"to":2,"label":"(n - 2, who)"}]"#
    );
    let mut run = Retrograde::new(graph.clone());
    run.finish();
    assert_eq!(
        json(&rules_rows(&rules, &run, 6..7)),
        r#"[{"state":6,"words":["3","Rick"],"outcome":"Lose","remoteness":2,"best":[4,2],"bestCount":2}]"#
    );
    let verdict = check_rules(&rules, graph, b"Lose Lose Win Win Win Win Win Lose");
    assert_eq!(
        json(&rules_verdict(8, &verdict)),
        r#"{"verdict":"wrong","words":8,"wrong":1,"first":{"line":1,"word":7,"case":null,"state":6,"said":1,"truth":2,"proof":{"claim":{"kind":"everyMoveLoses","listed":[{"move":4,"outcome":1,"remoteness":1},{"move":2,"outcome":1,"remoteness":1}],"more":0},"line":[4,0],"lineLength":2},"text":"line 1, word 7: state (3, Rick): the answer says Win, the truth is Lose\nit is Lose, not Win: every move reaches a Win for the opponent: to (2, Rick) (a Win for the opponent in 1), to (1, Rick) (a Win for the opponent in 1)\nbest play: to (2, Rick), to (0, Rick): the mover loses in 2 moves"},"wrongStates":[6],"kinds":[{"said":"Win","truth":"Lose","count":1}],"format":null,"message":"","report":"wrong answer: line 1, word 7: state (3, Rick): the answer says Win, the truth is Lose\nit is Lose, not Win: every move reaches a Win for the opponent: to (2, Rick) (a Win for the opponent in 1), to (1, Rick) (a Win for the opponent in 1)\nbest play: to (2, Rick), to (0, Rick): the mover loses in 2 moves\nwrong words: 1 of 8\nsaid Win but Lose: 1\n"}"#,
        "moves named by the state they reach, the text in the game's words"
    );

    let loopy = Rules::compile("state n in 0..2\nmove (n + 1) % 3\nmove 2 if n == 0", &[]).unwrap();
    let values = GrundyValues::new(loopy.build(Limits::DEFAULT).unwrap());
    assert_eq!(
        json(&GrundyReasonWire::from(&values.reason(0))),
        r#"{"value":"inf{}","finite":null,"reached":[],"mex":0,"keepers":[1,2]}"#
    );
}

/// `--pattern` as data: the period shown, or the closest candidate.
#[test]
fn the_rules_pattern_on_the_wire() {
    use retrograde::retro::Retrograde;
    use retrograde::rules::{Limits, Rules};
    use retrograde_wire::PatternWire;

    let pattern = |top: &str| {
        let text = format!("state n in 0..{top}\nmove n - k for k in {{1, 2}} if k <= n");
        let rules = Rules::compile(&text, &[]).unwrap();
        let mut run = Retrograde::new(rules.build(Limits::DEFAULT).unwrap());
        run.finish();
        json(&PatternWire::from(&rules.pattern(&run).unwrap()))
    };
    assert_eq!(
        pattern("8"),
        r#"{"outcome":{"period":3,"from":0,"fromWord":"0","seen":3},"grundy":{"period":3,"from":0,"fromWord":"0","seen":3},"outcomeClosest":null,"grundyClosest":null,"normalPlay":true,"upTo":"8"}"#
    );
    assert_eq!(
        pattern("5"),
        r#"{"outcome":null,"grundy":null,"outcomeClosest":{"period":3,"from":0,"fromWord":"0","seen":2},"grundyClosest":{"period":3,"from":0,"fromWord":"0","seen":2},"normalPlay":true,"upTo":"5"}"#,
        "seen twice only: not shown, the closest said"
    );
}

#[test]
fn a_problems_format_and_a_test_on_the_wire() {
    use retrograde::rules::problem::Problem;
    let text = include_str!("../../../examples/rules/ladder.game");
    let rules = retrograde::rules::Rules::compile(text, &[]).unwrap();
    let ladder = Problem::read(text, &rules).unwrap().unwrap();
    assert_eq!(
        json(&retrograde_wire::ProblemFormatWire::from(&ladder)),
        r#"{"words":["First","Second","Draw"],"row":false,"cases":true}"#
    );
    let bad = ladder.read_within("2\n8 x\n").unwrap_err();
    assert_eq!(
        json(&retrograde_wire::FormatTestWire::from(bad)),
        concat!(
            r#"{"error":{"line":2,"code":"notInteger","word":"x","count":null,"case":null,"name":null,"#,
            r#""message":"line 2: 'x' is not an integer"},"cases":[],"output":null,"apart":0,"apartStates":0,"states":0}"#
        )
    );
    let test = ladder.read_within("2\n8 3\n6 1\n").unwrap();
    let limits = retrograde::rules::Limits::DEFAULT;
    let seen = ladder.seen_from(&test, (text, &[]), &rules, &limits);
    let wire = retrograde_wire::format_test(&ladder, &seen, &rules, |_| Outcome::Lose, 5);
    assert_eq!(
        json(&wire),
        concat!(
            r#"{"error":null,"cases":["#,
            r#"{"settings":[["n","8"]],"same":true,"states":[{"state":3,"words":["3"],"outcome":2,"word":"Second"}],"error":null},"#,
            r#"{"settings":[["n","6"]],"same":false,"states":[],"error":null}],"#,
            r#""output":null,"apart":0,"apartStates":0,"states":1}"#
        )
    );
}

/// A drawn rule game: the board and its pieces in the info; a state's
/// picture, its text as the problem's input writes it, and its moves'.
#[test]
fn a_drawn_rule_game_on_the_wire() {
    use retrograde::retro::GameGraph;
    use retrograde::rules::fields::built;
    use retrograde::rules::Limits;
    use retrograde_wire::rules_info;

    let drawn = "param g = [\"..\", \"#.\"]\nstate r in 0..1, c in 0..1\n\
                 move (r, 1 - c)\ndraw grid g\ndraw piece \"King\" 'K' at (r, c)";
    let (drawn, drawn_graph) = built(drawn, &[], Limits::DEFAULT).unwrap();
    assert_eq!(
        json(&rules_info(&drawn, 4, drawn_graph.move_count()).drawing),
        r##"{"grid":["..","#."],"graph":null,"pieces":[{"name":"King","letter":"K"}],"rows":false,"counts":0}"##
    );
    let position =
        retrograde_wire::position(&drawn, 2, GameGraph::successors(&drawn_graph, 2), &[3]).unwrap();
    assert_eq!(
        json(&position),
        r#"{"state":2,"picture":[1,0],"text":"..\nK.","moves":[[3,[1,1]]],"undrawn":0,"around":[[3,[1,1]]]}"#
    );
}
