//! Rule-program answers: Win, Lose or Loop for every state of a game
//! written as rules, in state order, each mistake proven in the game's own
//! words (states as written, `(3, 5)` or `(4, Rick)`).

use std::fmt;

use super::Rules;
use crate::check::proof::{count_moves, prove, Claim, Landing, Proof};
use crate::check::words::{self, Expected, Word};
use crate::check::{Place, Verdict};
use crate::outcome::Outcome;
use crate::retro::{GameGraph, Retrograde, Run, Stepper};

/// The first wrong word of an answer, with its proof; states and moves'
/// targets are named as the program writes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesMistake {
    pub place: Place,
    pub proof: Proof<RulesState, RulesState>,
}

/// A state named both ways: by its index, and as the program writes it
/// (which is how it is shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesState {
    pub index: usize,
    pub text: String,
}

impl fmt::Display for RulesState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// `line 1, word 3: state (0, 2): the answer says ..., the truth is ...`,
/// then the proof and the best play.
impl fmt::Display for RulesMistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let proof = &self.proof;
        writeln!(
            f,
            "{}: state {}: the answer says {}, the truth is {}",
            self.place,
            proof.state,
            proof.said.word(),
            proof.truth.word()
        )?;
        write!(
            f,
            "it is {}, not {}: ",
            proof.truth.word(),
            proof.said.word()
        )?;
        write_claim(f, proof)?;
        write!(f, "\nbest play: ")?;
        write_line(f, proof)
    }
}

fn listed(landings: &[Landing<RulesState>], more: usize) -> String {
    let mut moves: Vec<String> = landings
        .iter()
        .map(|l| match (l.outcome.word(), l.remoteness) {
            (word, Some(r)) => format!("to {} (a {word} for the opponent in {r})", l.mv),
            (word, None) => format!("to {} (a {word})", l.mv),
        })
        .collect();
    if more > 0 {
        moves.push(format!("and {more} more"));
    }
    moves.join(", ")
}

fn write_claim(f: &mut fmt::Formatter<'_>, proof: &Proof<RulesState, RulesState>) -> fmt::Result {
    let state = &proof.state;
    match &proof.claim {
        Claim::NoMoves => write!(f, "{state} has no move: the player to move has lost"),
        Claim::GameWon => write!(f, "the game is over at {state}, won by the player to move"),
        Claim::WinningMove(Landing {
            mv,
            remoteness: Some(0),
            ..
        }) => write!(
            f,
            "the mover moves to {mv}, where the game is over for the opponent"
        ),
        Claim::WinningMove(Landing { mv, remoteness, .. }) => write!(
            f,
            "the mover moves to {mv}, which the opponent loses in {}",
            remoteness.unwrap_or(0)
        ),
        Claim::EveryMoveLoses { listed: l, more } => {
            write!(
                f,
                "every move reaches a Win for the opponent: {}",
                listed(l, *more)
            )
        }
        Claim::NoWinningMove {
            listed: l,
            more,
            stay,
        } => write!(
            f,
            "no move reaches a Lose for the opponent ({}), and the move to {stay} reaches a Loop",
            listed(l, *more)
        ),
        Claim::LoopMove { stay } => write!(
            f,
            "the move to {stay} reaches a Loop, which the opponent cannot win"
        ),
    }
}

fn write_line(f: &mut fmt::Formatter<'_>, proof: &Proof<RulesState, RulesState>) -> fmt::Result {
    if proof.line_length == 0 {
        return write!(f, "none, the game is over");
    }
    let moves: Vec<String> = proof.line.iter().map(|to| format!("to {to}")).collect();
    write!(f, "{}", moves.join(", "))?;
    let more = proof.line_length - proof.line.len();
    if more > 0 {
        write!(
            f,
            ", and {}",
            count_moves(more).replace("move", "more move")
        )?;
    }
    match proof.truth {
        crate::outcome::Outcome::Win => {
            write!(f, ": the mover wins in {}", count_moves(proof.line_length))
        }
        crate::outcome::Outcome::Lose => {
            write!(f, ": the mover loses in {}", count_moves(proof.line_length))
        }
        _ => write!(f, "; then the game repeats forever"),
    }
}

/// The layout of an answer to a rule program: one outcome per state, in
/// state order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesShape;

impl fmt::Display for RulesShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ", one per state in state order")
    }
}

/// Checks an answer for a built rule program: the engine gives the truth,
/// and its finished run proves the first mistake.
pub fn check_rules<G: GameGraph + Clone>(
    rules: &Rules,
    graph: G,
    answer: &[u8],
) -> Verdict<RulesMistake, RulesShape> {
    let mut run = Retrograde::new(graph);
    run.finish();
    let expected = Expected {
        words: run.outcomes().len(),
        choices: Outcome::TEXTS,
        shape: RulesShape,
    };
    let truth = run.outcomes().iter().copied();
    let named = |index| RulesState {
        index,
        text: rules.describe(index),
    };
    words::check(answer, expected, truth, |mismatch| RulesMistake {
        place: mismatch.place,
        proof: prove(
            &run,
            mismatch.index,
            mismatch.said,
            named(mismatch.index),
            |_, to| named(to),
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Limits;

    fn report(program: &str, answer: &[u8]) -> String {
        let rules = Rules::compile(program, &[]).unwrap();
        let graph = rules.build(Limits::DEFAULT).unwrap();
        match check_rules(&rules, graph, answer) {
            Verdict::WrongAnswer(wrong) => wrong.first.to_string(),
            other => format!("{other:?}"),
        }
    }

    const BERZERK: &str = include_str!("../../examples/rules/berzerk.game");

    #[test]
    fn mistakes_are_proven_in_the_games_words() {
        let truth = b"Lose Lose Lose Loop Win Win Win Win Loop Win";
        let rules = Rules::compile(BERZERK, &[]).unwrap();
        let graph = rules.build(Limits::DEFAULT).unwrap();
        assert_eq!(
            check_rules(&rules, graph, truth),
            Verdict::Accepted { words: 10 }
        );
        assert_eq!(
            report(BERZERK, b"Lose Lose Win Loop Win Win Win Win Loop Win"),
            "line 1, word 3: state (1, Rick): the answer says Win, the truth is Lose\n\
             it is Lose, not Win: every move reaches a Win for the opponent: \
             to (3, Morty) (a Win for the opponent in 1), to (4, Morty) (a Win for the opponent in 1)\n\
             best play: to (4, Morty), to (0, Rick): the mover loses in 2 moves"
        );
    }

    #[test]
    fn a_game_won_by_a_rule_is_proven_over() {
        let program = "state n in 0..2\nwin when n == 2\nmove n + 1";
        assert_eq!(
            report(program, b"Win Lose Lose"),
            "line 1, word 3: state 2: the answer says Lose, the truth is Win\n\
             it is Win, not Lose: the game is over at 2, won by the player to move\n\
             best play: none, the game is over"
        );
        assert_eq!(
            report("state n in 0..1\nmove n + 1 if n == 0", b"Lose Lose"),
            "line 1, word 1: state 0: the answer says Lose, the truth is Win\n\
             it is Win, not Lose: the mover moves to 1, where the game is over for the opponent\n\
             best play: to 1: the mover wins in 1 move"
        );
    }
}
