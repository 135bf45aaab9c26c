//! Property tests of the checker: on random games and random corruptions of
//! the true answer, the wrong words are counted exactly, the first one is
//! found where it is, and its proof agrees with the solver; answers out of
//! format are refused, whatever the whitespace.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use proptest::prelude::*;
use retrograde::berzerk::{solve, write_judge_lines, Game, Reason};
use retrograde::check::{
    check_berzerk, check_piles, BerzerkMistake, PilesProof, Place, Verdict, WrongAnswer,
};
use retrograde::outcome::Outcome;
use retrograde::piles::{is_move, PPositions};

const OUTCOME_WORDS: [&str; 3] = ["Win", "Lose", "Loop"];
const WINNER_WORDS: [&str; 2] = ["Alice", "Bob"];
/// Whitespace between words: any ASCII whitespace separates, and only
/// newlines start a line.
const SEPARATORS: [&str; 7] = [" ", "\t", "\n", "\r\n", "  \n\x0c ", "\n\n", " \r"];

fn step_set(n: u32) -> impl Strategy<Value = Vec<u32>> {
    (prop::collection::vec(any::<bool>(), (n - 1) as usize), 1..n).prop_map(
        move |(rolls, forced)| {
            (1..n)
                .filter(|&x| x == forced || rolls[(x - 1) as usize])
                .collect()
        },
    )
}

fn game(max_n: u32) -> impl Strategy<Value = Game> {
    (2..=max_n).prop_flat_map(|n| {
        (step_set(n), step_set(n)).prop_map(move |(a, b)| Game::new(n, &a, &b).unwrap())
    })
}

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

/// The proof's claims, one move deep, hold in the solver's table.
fn proof_agrees(game: &Game, mistake: &BerzerkMistake) -> Result<(), TestCaseError> {
    let outcomes = solve(game);
    let explanation = &mistake.proof.explanation;
    prop_assert_eq!(explanation.state, game.index(mistake.state));
    prop_assert_eq!(explanation.outcome, outcomes[explanation.state]);
    prop_assert_eq!(explanation.outcome, mistake.truth);
    prop_assert_eq!(
        explanation.moves.len(),
        game.steps(mistake.state.mover).len()
    );
    for row in &explanation.moves {
        let to = game.forward(mistake.state.position, row.step);
        prop_assert_eq!(row.to % game.objects() as usize, to as usize);
        prop_assert_eq!(row.outcome, outcomes[row.to]);
    }
    let reaches = |o: Outcome| explanation.moves.iter().any(|row| row.outcome == o);
    match explanation.reason {
        Reason::Win { to, .. } => prop_assert_eq!(outcomes[to], Outcome::Lose),
        Reason::Lose { .. } => prop_assert!(explanation
            .moves
            .iter()
            .all(|row| row.outcome == Outcome::Win)),
        Reason::Loop { to, .. } => {
            prop_assert_eq!(outcomes[to], Outcome::Loop);
            prop_assert!(!reaches(Outcome::Lose));
        }
        ref other => prop_assert!(false, "no proof rests on {:?}", other),
    }
    let line = &mistake.proof.line;
    match explanation.remoteness {
        Some(r) => {
            prop_assert_eq!(line.moves.len(), r as usize);
            prop_assert_eq!(
                line.moves.last().map(|mv| mv.to % game.objects() as usize),
                Some(0)
            );
        }
        None => prop_assert!(line.cycle_start.is_some()),
    }
    let text = mistake.proof.to_string();
    let opening = format!(
        "it is {}, not {}: ",
        mistake.truth.word(),
        mistake.said.word()
    );
    prop_assert!(text.starts_with(&opening), "{}", text);
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
        let Verdict::PresentationError { message } = verdict else {
            return Err(TestCaseError::fail(format!("not refused: {verdict:?}")));
        };
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
