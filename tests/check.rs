//! Property tests of the checker: on random games and random corruptions of
//! the true answer, the wrong words are counted exactly, the first one is
//! found where it is, and its proof agrees with the solver; answers out of
//! format are refused, whatever the whitespace.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use proptest::prelude::*;
use retrograde::berzerk::check::{check_berzerk, BerzerkMistake, Jump};
use retrograde::berzerk::{solve, write_judge_lines, Game, State};
use retrograde::check::{Claim, Landing, Place, Verdict, WrongAnswer, LISTED, SHOWN};
use retrograde::graph::check::{check_graph, GraphMistake};
use retrograde::graph::Graph;
use retrograde::outcome::Outcome;
use retrograde::piles::check::{check_piles, PilesProof};
use retrograde::piles::{is_move, PPositions};

mod common;
use common::naive;
use common::strategies::{game, graph};

const OUTCOME_WORDS: [&str; 3] = ["Win", "Lose", "Loop"];
const WINNER_WORDS: [&str; 2] = ["Alice", "Bob"];
/// Whitespace between words: any ASCII whitespace separates, and only
/// newlines start a line.
const SEPARATORS: [&str; 7] = [" ", "\t", "\n", "\r\n", "  \n\x0c ", "\n\n", " \r"];

/// How an answer is laid out: a separator (index into [`SEPARATORS`]) per
/// gap, cycled, and whether blank lines come first.
#[derive(Clone, Debug)]
struct Layout {
    separators: Vec<usize>,
    leading_lines: usize,
}

fn layout() -> impl Strategy<Value = Layout> {
    (prop::collection::vec(0..SEPARATORS.len(), 1..6), 0..3usize).prop_map(
        |(separators, leading_lines)| Layout {
            separators,
            leading_lines,
        },
    )
}

/// The answer's text and where each word lands, counted here afresh.
fn lay_out(words: &[&str], layout: &Layout) -> (String, Vec<Place>) {
    let mut text = "\n".repeat(layout.leading_lines);
    let (mut line, mut on_line) = (1 + layout.leading_lines as u32, 0);
    let mut places = Vec::with_capacity(words.len());
    for (i, word) in words.iter().enumerate() {
        if i > 0 {
            let separator = SEPARATORS[layout.separators[i % layout.separators.len()]];
            text.push_str(separator);
            let newlines = separator.matches('\n').count() as u32;
            if newlines > 0 {
                line += newlines;
                on_line = 0;
            }
        }
        on_line += 1;
        places.push(Place {
            line,
            word: on_line,
        });
        text.push_str(word);
    }
    text.push_str(" \n");
    (text, places)
}

/// Replaces each chosen word by another of `choices`; returns the changed
/// indices in order.
fn corrupt(
    words: &mut [&'static str],
    choices: &[&'static str],
    changes: &[(usize, usize)],
) -> Vec<usize> {
    let mut changed = BTreeMap::new();
    for &(at, pick) in changes {
        let at = at % words.len();
        changed.entry(at).or_insert(words[at]);
        let others: Vec<&str> = choices
            .iter()
            .copied()
            .filter(|&w| w != changed[&at])
            .collect();
        words[at] = others[pick % others.len()];
    }
    changed.keys().copied().collect()
}

/// The counts by kind that the changes make: (said, truth) -> count.
fn expected_kinds(
    said: &[&str],
    truth: &[&str],
    wrong: &[usize],
) -> BTreeMap<(String, String), usize> {
    let mut kinds = BTreeMap::new();
    for &i in wrong {
        *kinds
            .entry((said[i].to_string(), truth[i].to_string()))
            .or_insert(0) += 1;
    }
    kinds
}

fn kinds_of<M>(wrong: &WrongAnswer<M>) -> BTreeMap<(String, String), usize> {
    wrong
        .kinds
        .iter()
        .map(|k| ((k.said.to_string(), k.truth.to_string()), k.count))
        .collect()
}

/// The true words of `games`, in the judge's order.
fn true_words(games: &[Game]) -> Vec<&'static str> {
    let mut out = String::new();
    for game in games {
        write_judge_lines(game.objects(), &solve(game), &mut out);
    }
    out.split_whitespace()
        .map(|w| *OUTCOME_WORDS.iter().find(|&&o| o == w).unwrap())
        .collect()
}

/// A claim's listed moves against the naive truth: `truth(mv)` is what the
/// move reaches, and the list holds the first of `all` moves, ordered as the
/// move table orders them.
fn listed_agree<M: Copy>(
    listed: &[Landing<M>],
    more: usize,
    all: usize,
    truth: impl Fn(M) -> (Outcome, Option<u32>),
) -> Result<(), TestCaseError> {
    prop_assert_eq!(listed.len(), all.min(LISTED));
    prop_assert_eq!(listed.len() + more, all);
    for l in listed {
        prop_assert_eq!((l.outcome, l.remoteness), truth(l.mv));
    }
    Ok(())
}

/// A Berzerk proof's claims, one move deep, and its line hold in the naive
/// solver's table.
fn proof_agrees(game: &Game, mistake: &BerzerkMistake) -> Result<(), TestCaseError> {
    let truth = naive::solve(&naive::berzerk_moves(game));
    let proof = &mistake.proof;
    let state = mistake.state;
    prop_assert_eq!(proof.state, state);
    prop_assert_eq!((proof.said, proof.truth), (mistake.said, mistake.truth));
    prop_assert_eq!(truth[game.index(state)].0, mistake.truth);
    claim_agrees(game, &truth, mistake)?;
    line_agrees(
        game,
        &truth,
        state,
        proof.line.as_slice(),
        proof.line_length,
    )?;
    let text = proof.to_string();
    let opening = format!(
        "it is {}, not {}: ",
        mistake.truth.word(),
        mistake.said.word()
    );
    prop_assert!(text.starts_with(&opening), "{}", text);
    Ok(())
}

/// The claim's moves are the mover's, land where their jumps go, and are
/// worth to the opponent what the naive solver says.
fn claim_agrees(
    game: &Game,
    truth: &[(Outcome, Option<u32>)],
    mistake: &BerzerkMistake,
) -> Result<(), TestCaseError> {
    let state = mistake.state;
    let (outcome, r) = truth[game.index(state)];
    let jumps = game.jumps(state.mover);
    // What a jump of the mover's reaches, checked to be one of its moves.
    let reached = |mv: Jump| {
        assert!(jumps.contains(&mv.jump) && mv.by == state.mover, "{mv:?}");
        assert_eq!(mv.to, game.forward(state.position, mv.jump), "{mv:?}");
        truth[game.index(State {
            mover: state.mover.other(),
            position: mv.to,
        })]
    };
    let all: Vec<(Outcome, Option<u32>)> = jumps
        .iter()
        .map(|&x| {
            reached(Jump {
                by: state.mover,
                jump: x,
                to: game.forward(state.position, x),
            })
        })
        .collect();
    match &mistake.proof.claim {
        Claim::GameWon => prop_assert!(false, "Berzerk has no game won by a rule"),
        Claim::WinningMove(l) => {
            prop_assert_eq!(outcome, Outcome::Win);
            prop_assert_eq!(reached(l.mv), (Outcome::Lose, r.map(|r| r - 1)));
            prop_assert_eq!((l.outcome, l.remoteness), reached(l.mv));
        }
        Claim::EveryMoveLoses { listed, more } => {
            prop_assert_eq!(outcome, Outcome::Lose);
            prop_assert!(all.iter().all(|t| t.0 == Outcome::Win));
            listed_agree(listed, *more, all.len(), reached)?;
            let farthest = all.iter().map(|t| t.1).max().unwrap();
            prop_assert_eq!(listed[0].remoteness, farthest);
            prop_assert!(listed
                .windows(2)
                .all(|p| p[0].remoteness >= p[1].remoteness));
        }
        Claim::NoWinningMove { listed, more, stay } => {
            prop_assert_eq!((outcome, mistake.said), (Outcome::Loop, Outcome::Win));
            prop_assert!(all.iter().all(|t| t.0 != Outcome::Lose));
            listed_agree(listed, *more, all.len(), reached)?;
            prop_assert_eq!(reached(*stay).0, Outcome::Loop);
        }
        Claim::LoopMove { stay } => {
            prop_assert_eq!((outcome, mistake.said), (Outcome::Loop, Outcome::Lose));
            prop_assert_eq!(reached(*stay).0, Outcome::Loop);
        }
        Claim::NoMoves => prop_assert!(false, "a planet always has moves"),
    }
    Ok(())
}

/// A best line, move by move: each a jump of the player to move, landing
/// where the jump goes, one move closer to the end (or staying in Loop),
/// into the hole after `remoteness` moves.
fn line_agrees(
    game: &Game,
    truth: &[(Outcome, Option<u32>)],
    start: State,
    line: &[Jump],
    length: usize,
) -> Result<(), TestCaseError> {
    let (outcome, r) = truth[game.index(start)];
    prop_assert_eq!(line.len(), length.min(SHOWN));
    if let Some(r) = r {
        prop_assert_eq!(length, r as usize);
    } else {
        prop_assert!(length >= 1);
    }
    let mut at = start;
    for (i, mv) in line.iter().enumerate() {
        prop_assert_eq!(mv.by, at.mover);
        prop_assert!(game.jumps(at.mover).contains(&mv.jump));
        at = State {
            mover: at.mover.other(),
            position: game.forward(at.position, mv.jump),
        };
        prop_assert_eq!(mv.to, at.position);
        let (o, left) = truth[game.index(at)];
        match r {
            Some(r) => prop_assert_eq!(left, Some(r - 1 - i as u32)),
            None => prop_assert_eq!(o, Outcome::Loop),
        }
    }
    if outcome != Outcome::Loop && length <= SHOWN {
        prop_assert_eq!(at.position, 0);
    }
    Ok(())
}

/// The game and the state of the `index`-th word of several games' answer.
fn case_of(games: &[Game], mut index: usize) -> usize {
    for (case, game) in games.iter().enumerate() {
        let words = 2 * (game.objects() as usize - 1);
        if index < words {
            return case;
        }
        index -= words;
    }
    unreachable!("the index lies within the answer")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn berzerk_corruptions_are_counted_and_located(
        games in prop::collection::vec(game(40), 1..4),
        several in any::<bool>(),
        changes in prop::collection::vec((any::<usize>(), any::<usize>()), 0..30),
        layout in layout(),
    ) {
        let numbered = several || games.len() > 1;
        let truth = true_words(&games);
        let mut said = truth.clone();
        let wrong = corrupt(&mut said, &OUTCOME_WORDS, &changes);
        let (text, places) = lay_out(&said, &layout);
        let verdict = check_berzerk(&games, numbered, text.as_bytes());
        let Verdict::WrongAnswer(answer) = verdict else {
            prop_assert!(wrong.is_empty(), "{:?}", verdict);
            prop_assert_eq!(verdict, Verdict::Accepted { words: truth.len() });
            return Ok(());
        };
        prop_assert_eq!(&answer.wrong, &wrong);
        prop_assert_eq!(answer.words, truth.len());
        prop_assert_eq!(kinds_of(&answer), expected_kinds(&said, &truth, &wrong));
        let first = &answer.first;
        prop_assert_eq!(first.place, places[wrong[0]]);
        prop_assert_eq!(first.said.word(), said[wrong[0]]);
        prop_assert_eq!(first.truth.word(), truth[wrong[0]]);
        let case = case_of(&games, wrong[0]);
        prop_assert_eq!(first.case, numbered.then_some(case + 1));
        proof_agrees(&games[case], first)?;
        let report = answer.first.to_string();
        let expected_start = format!("line {}, word {}: ", first.place.line, first.place.word);
        prop_assert!(report.starts_with(&expected_start), "{}", report);
    }

    #[test]
    fn pile_corruptions_are_counted_and_located(
        queries in prop::collection::vec((0..60u32, 0..60u32), 1..12),
        changes in prop::collection::vec((any::<usize>(), any::<usize>()), 0..5),
        layout in layout(),
    ) {
        let table = PPositions::up_to(60);
        let truth: Vec<&str> = queries
            .iter()
            .map(|&(n, m)| if table.is_losing(n, m) { "Bob" } else { "Alice" })
            .collect();
        let mut said = truth.clone();
        let wrong = corrupt(&mut said, &WINNER_WORDS, &changes);
        let (text, places) = lay_out(&said, &layout);
        let verdict = check_piles(&queries, text.as_bytes());
        let Verdict::WrongAnswer(answer) = verdict else {
            prop_assert!(wrong.is_empty(), "{:?}", verdict);
            return Ok(());
        };
        prop_assert_eq!(&answer.wrong, &wrong);
        prop_assert_eq!(kinds_of(&answer), expected_kinds(&said, &truth, &wrong));
        let first = &answer.first;
        prop_assert_eq!(first.place, places[wrong[0]]);
        prop_assert_eq!(first.query, wrong[0] + 1);
        let (n, m) = queries[wrong[0]];
        match &first.proof {
            PilesProof::AliceWins { take, to } => {
                prop_assert!(is_move(take.from_first, take.from_second));
                prop_assert_eq!(*to, (n - take.from_first, m - take.from_second));
                prop_assert!(table.is_losing(to.0, to.1));
            }
            PilesProof::BobWins { piles, out_of_reach } => {
                prop_assert_eq!(*piles, (n, m));
                prop_assert!(table.is_losing(n, m));
                for ((x, y), take) in out_of_reach {
                    prop_assert!(table.is_losing(*x, *y));
                    prop_assert!(!is_move(take.from_first, take.from_second));
                }
            }
        }
    }

    #[test]
    fn answers_out_of_format_are_refused(
        game in game(16),
        at in any::<usize>(),
        how in 0..3usize,
        layout in layout(),
    ) {
        let truth = true_words(std::slice::from_ref(&game));
        let mut said = truth.clone();
        let at = at % said.len();
        match how {
            0 => { said.remove(at); }
            1 => said.insert(at, "Loop"),
            _ => said[at] = "Draw",
        }
        let (text, places) = lay_out(&said, &layout);
        let verdict = check_berzerk(std::slice::from_ref(&game), false, text.as_bytes());
        let Verdict::PresentationError { problem } = verdict else {
            return Err(TestCaseError::fail(format!("not refused: {verdict:?}")));
        };
        let message = problem.to_string();
        match how {
            0 => prop_assert!(message.starts_with(&format!("the answer ends after {} word", said.len())), "{}", message),
            1 => {
                let extra = places[said.len() - 1];
                prop_assert!(message.starts_with(&format!("{extra}: extra word")), "{}", message);
            }
            _ => prop_assert_eq!(
                message,
                format!("{}: expected Win, Lose or Loop, found \"Draw\"", places[at])
            ),
        }
    }
}

/// A graph proof's claims and line against the naive solver (nodes from 1).
fn graph_proof_agrees(
    moves: &[Vec<usize>],
    truth: &[(Outcome, Option<u32>)],
    mistake: &GraphMistake,
) -> Result<(), TestCaseError> {
    let proof = &mistake.proof;
    let v = mistake.node as usize - 1;
    prop_assert_eq!(proof.state, mistake.node);
    let (outcome, r) = truth[v];
    prop_assert_eq!(
        (outcome, proof.truth, proof.said),
        (mistake.truth, mistake.truth, mistake.said)
    );
    let reached = |to: u32| {
        assert!(moves[v].contains(&(to as usize - 1)), "{} -> {to}", v + 1);
        truth[to as usize - 1]
    };
    match &proof.claim {
        Claim::NoMoves => prop_assert!(moves[v].is_empty() && outcome == Outcome::Lose),
        Claim::GameWon => prop_assert!(false, "a graph has no game won by a rule"),
        Claim::WinningMove(l) => prop_assert_eq!(reached(l.mv), (Outcome::Lose, r.map(|r| r - 1))),
        Claim::EveryMoveLoses { listed, more } => {
            prop_assert!(moves[v].iter().all(|&t| truth[t].0 == Outcome::Win));
            listed_agree(listed, *more, moves[v].len(), reached)?;
        }
        Claim::NoWinningMove { listed, more, stay } => {
            prop_assert!(moves[v].iter().all(|&t| truth[t].0 != Outcome::Lose));
            listed_agree(listed, *more, moves[v].len(), reached)?;
            prop_assert_eq!(reached(*stay).0, Outcome::Loop);
        }
        Claim::LoopMove { stay } => prop_assert_eq!(reached(*stay).0, Outcome::Loop),
    }
    prop_assert_eq!(proof.line.len(), proof.line_length.min(SHOWN));
    let mut at = v;
    for (i, &to) in proof.line.iter().enumerate() {
        let to = to as usize - 1;
        prop_assert!(moves[at].contains(&to));
        match r {
            Some(r) => prop_assert_eq!(truth[to].1, Some(r - 1 - i as u32)),
            None => prop_assert_eq!(truth[to].0, Outcome::Loop),
        }
        at = to;
    }
    if let Some(r) = r {
        prop_assert_eq!(proof.line_length, r as usize);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn graph_corruptions_are_counted_located_and_proven(
        (n, edges) in graph(25, 70),
        changes in prop::collection::vec((any::<usize>(), any::<usize>()), 0..8),
        layout in layout(),
    ) {
        let moves = {
            let mut moves = naive::graph_moves(n, &edges);
            for targets in &mut moves {
                targets.sort_unstable();
                targets.dedup();
            }
            moves
        };
        let truth_table = naive::solve(&moves);
        let truth: Vec<&str> = truth_table.iter().map(|t| t.0.word()).collect();
        let mut said = truth.clone();
        let wrong = corrupt(&mut said, &OUTCOME_WORDS, &changes);
        let (text, places) = lay_out(&said, &layout);
        let verdict = check_graph(&Graph::from_edges(n, edges), text.as_bytes());
        let Verdict::WrongAnswer(answer) = verdict else {
            prop_assert!(wrong.is_empty(), "{:?}", verdict);
            prop_assert_eq!(verdict, Verdict::Accepted { words: n as usize });
            return Ok(());
        };
        prop_assert_eq!(&answer.wrong, &wrong);
        prop_assert_eq!(kinds_of(&answer), expected_kinds(&said, &truth, &wrong));
        let first = &answer.first;
        prop_assert_eq!(first.place, places[wrong[0]]);
        prop_assert_eq!(first.node as usize, wrong[0] + 1);
        prop_assert_eq!(first.said.word(), said[wrong[0]]);
        graph_proof_agrees(&moves, &truth_table, first)?;
    }
}
