//! Berzerk answers: for each game, two lines of Win, Lose or Loop, for
//! objects 2..n with Rick moving first, then with Morty moving first.

use std::fmt;

use super::{end_of_run, solve, Game, Mover, State};
use crate::check::proof::{count_moves, prove, Claim, Landing, Proof};
use crate::check::words::{self, Expected, Word};
use crate::check::{Place, Verdict};
use crate::outcome::Outcome;
use crate::retro::{is_best_move, GameGraph, Run};

/// The state that the `index`-th word (from 0, below `2(n - 1)`) of a
/// game's two judge lines is about.
pub fn answer_state(game: &Game, index: usize) -> State {
    let per_line = game.objects() as usize - 1;
    State {
        mover: Mover::BOTH[index / per_line],
        position: (index % per_line) as u32 + 1,
    }
}

/// A Berzerk move as a proof names it: who jumps, how far, and the position
/// reached (0 is the hole).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    pub by: Mover,
    pub jump: u32,
    pub to: u32,
}

/// Why a Berzerk state has its true outcome, as data (see [`Proof`]).
pub type BerzerkProof = Proof<State, Jump>;

/// The first wrong word of a Berzerk answer, with its proof.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BerzerkMistake {
    pub place: Place,
    /// The game's number from 1, in the multi-case format.
    pub case: Option<usize>,
    pub state: State,
    pub said: Outcome,
    pub truth: Outcome,
    pub proof: BerzerkProof,
}

/// The first line of a wrong answer's report, after `wrong answer: `, then
/// the proof.
impl fmt::Display for BerzerkMistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.place)?;
        if let Some(case) = self.case {
            write!(f, "case {case}, ")?;
        }
        write!(
            f,
            "{} moves first from object {}: the answer says {}, the truth is {}\n{}",
            self.state.mover.name(),
            self.state.position + 1,
            self.said.word(),
            self.truth.word(),
            self.proof
        )
    }
}

/// Proves the outcome of `state`, a planet, against what was `said`, from
/// a finished run.
fn prove_berzerk<R: Run<Graph = Game>>(finished: &R, state: State, said: Outcome) -> BerzerkProof {
    assert!(state.position != 0, "a proof is about a planet");
    let game = finished.graph();
    prove(finished, game.index(state), said, state, |from, to| Jump {
        by: game.state(from).mover,
        jump: game.jump(from, to),
        to: game.state(to).position,
    })
}

/// "object 4", or "the hole".
struct Square(u32);

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => write!(f, "the hole"),
            position => write!(f, "object {}", position + 1),
        }
    }
}

/// "2 to object 4", "3 into the hole".
struct Reaches(Jump);

impl fmt::Display for Reaches {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Jump { jump, to, .. } = self.0;
        match to {
            0 => write!(f, "{jump} into the hole"),
            _ => write!(f, "{jump} to {}", Square(to)),
        }
    }
}

/// The moves listed, joined by commas, and how many more there are.
fn write_listed<M>(
    f: &mut fmt::Formatter<'_>,
    listed: &[Landing<M>],
    more: usize,
    describe: impl Fn(&Landing<M>) -> String,
) -> fmt::Result {
    let listed: Vec<String> = listed.iter().map(describe).collect();
    write!(f, "{}", listed.join(", "))?;
    if more > 0 {
        write!(f, ", and {more} more")?;
    }
    Ok(())
}

impl BerzerkProof {
    /// The mover's and the opponent's names.
    fn names(&self) -> (&'static str, &'static str) {
        (self.state.mover.name(), self.state.mover.other().name())
    }

    fn write_claim(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (me, you) = self.names();
        match &self.claim {
            Claim::NoMoves => write!(f, "the monster is in the hole: {me} has lost"),
            Claim::GameWon => write!(f, "the game is over, won by {me}"),
            Claim::WinningMove(Landing { mv, .. }) if mv.to == 0 => {
                write!(f, "{me} plays {} into the hole and wins at once", mv.jump)
            }
            Claim::WinningMove(Landing { mv, .. }) => {
                let at = Square(mv.to);
                write!(
                    f,
                    "{me} plays {} to {at}, where {you} loses (every {you} move from {at} reaches a Win for {me})",
                    mv.jump
                )
            }
            Claim::EveryMoveLoses { listed, more } => {
                write!(f, "every {me} move reaches a Win for {you}: ")?;
                write_listed(f, listed, *more, |l| {
                    let wins_in = l.remoteness.unwrap_or(0);
                    format!("{} ({you} wins in {wins_in})", Reaches(l.mv))
                })
            }
            Claim::NoWinningMove { listed, more, stay } => {
                write!(f, "no {me} move reaches a Lose for {you} (")?;
                write_listed(f, listed, *more, |l| {
                    let worth = match (l.outcome, l.remoteness) {
                        (Outcome::Win, Some(r)) => format!("a Win for {you} in {r}"),
                        (outcome, _) => format!("a {}", outcome.word()),
                    };
                    format!("{}: {worth}", Reaches(l.mv))
                })?;
                write!(f, "), and ")?;
                self.write_loop_move(f, *stay)
            }
            Claim::LoopMove { stay } => self.write_loop_move(f, *stay),
        }
    }

    fn write_loop_move(&self, f: &mut fmt::Formatter<'_>, stay: Jump) -> fmt::Result {
        let (me, you) = self.names();
        write!(
            f,
            "{me}'s move {} reaches {}, which {you} cannot win (a Loop)",
            stay.jump,
            Square(stay.to)
        )
    }

    /// The best line; Win and Lose lines end in the hole after
    /// `remoteness` moves, Loop lines at their first repeat.
    fn write_line(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, mv) in self.line.iter().enumerate() {
            let separator = if i == 0 { "" } else { ", " };
            write!(f, "{separator}{} plays {}", mv.by.name(), Reaches(*mv))?;
        }
        match self.line_length - self.line.len() {
            0 => {}
            1 => write!(f, ", and 1 more move")?,
            more => write!(f, ", and {more} more moves")?,
        }
        let (me, _) = self.names();
        match self.truth {
            Outcome::Win => write!(f, ": {me} wins in {}", count_moves(self.line_length)),
            Outcome::Lose => write!(f, ": {me} loses in {}", count_moves(self.line_length)),
            _ => write!(f, "; then the game repeats forever"),
        }
    }
}

/// The proof's text: the claim, then on a second line the best play.
impl fmt::Display for Proof<State, Jump> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "it is {}, not {}: ", self.truth.word(), self.said.word())?;
        self.write_claim(f)?;
        write!(f, "\nbest play: ")?;
        self.write_line(f)
    }
}

/// The judge's order of a game's outcomes: objects 2..n, Rick first.
fn judge_order<'a>(game: &Game, outcomes: &'a [Outcome]) -> impl Iterator<Item = Outcome> + 'a {
    outcomes
        .chunks_exact(game.objects() as usize)
        .flat_map(|row| row[1..].iter().copied())
}

/// A game with its solved outcomes, indexed as [`crate::berzerk`] says.
type Solved<'a> = (&'a Game, &'a [Outcome]);

/// Checks an answer to `games`, several in the multi-case format when
/// `numbered`. The batch solver supplies the truth; the end of a run is
/// computed only for the game of the first mistake, for its proof.
pub fn check_berzerk(
    games: &[Game],
    numbered: bool,
    answer: &[u8],
) -> Verdict<BerzerkMistake, BerzerkShape> {
    let outcomes: Vec<Vec<Outcome>> = games.iter().map(solve).collect();
    let cases: Vec<Solved> = games
        .iter()
        .zip(&outcomes)
        .map(|(game, outcomes)| (game, outcomes.as_slice()))
        .collect();
    check_cases(&cases, numbered, answer, |case, state, said| {
        prove_berzerk(&end_of_run(&games[case]), state, said)
    })
}

/// Checks an answer to one game whose `outcomes` are known. `finished`
/// hands over a finished run of the game, asked for only when there is a
/// mistake to prove, so that a caller holding one need not run another.
pub fn check_berzerk_game<'w, R: Run<Graph = Game> + 'w>(
    game: &Game,
    outcomes: &[Outcome],
    answer: &[u8],
    finished: impl FnOnce() -> &'w R,
) -> Verdict<BerzerkMistake, BerzerkShape> {
    check_cases(&[(game, outcomes)], false, answer, |_, state, said| {
        prove_berzerk(finished(), state, said)
    })
}

/// The layout of an answer to Berzerk games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BerzerkShape {
    /// One game: objects 2..`objects`, Rick moving first, then Morty.
    One { objects: u32 },
    /// `games` games of the multi-case format, one after another.
    Cases { games: usize },
}

/// ": objects 2..5 with Rick moving first, then with Morty moving first".
impl fmt::Display for BerzerkShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let order = "with Rick moving first, then with Morty moving first";
        match *self {
            BerzerkShape::One { objects } => write!(f, ": objects 2..{objects} {order}"),
            BerzerkShape::Cases { games } => {
                write!(f, ": for each of the {games} games, objects 2..n {order}")
            }
        }
    }
}

fn check_cases(
    cases: &[Solved],
    numbered: bool,
    answer: &[u8],
    prove: impl FnOnce(usize, State, Outcome) -> BerzerkProof,
) -> Verdict<BerzerkMistake, BerzerkShape> {
    let words_per_game = |game: &Game| 2 * (game.objects() as usize - 1);
    let expected = cases.iter().map(|(game, _)| words_per_game(game)).sum();
    let truth = cases
        .iter()
        .flat_map(|&(game, outcomes)| judge_order(game, outcomes));
    let shape = match cases {
        [(game, _)] if !numbered => BerzerkShape::One {
            objects: game.objects(),
        },
        _ => BerzerkShape::Cases { games: cases.len() },
    };
    let expected = Expected {
        words: expected,
        choices: Outcome::TEXTS,
        shape,
    };
    words::check(answer, expected, truth, |mismatch| {
        let mut index = mismatch.index;
        let case = cases
            .iter()
            .position(|(game, _)| match index.checked_sub(words_per_game(game)) {
                Some(rest) => {
                    index = rest;
                    false
                }
                None => true,
            })
            .expect("a mismatch lies within the answer");
        let state = answer_state(cases[case].0, index);
        BerzerkMistake {
            place: mismatch.place,
            case: numbered.then_some(case + 1),
            state,
            said: mismatch.said,
            truth: mismatch.truth,
            proof: prove(case, state, mismatch.said),
        }
    })
}

/// A planet's state at the end of a run, as the page exports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolvedState {
    pub state: State,
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
    /// Every best move's jump, ascending.
    pub best_moves: Vec<u32>,
}

/// Every state off the hole at the end of a run, in index order (so in the
/// judge's order), with all its best moves by [`is_best_move`]: for a Win
/// the quickest wins, for a Lose the longest resistances, for a Loop every
/// move into Loop. Costs O(n k) for k jumps per mover, without building
/// move tables.
pub fn solved_table<R: Run<Graph = Game>>(finished: &R) -> Vec<SolvedState> {
    solved_states(finished, 0..finished.graph().state_count())
}

/// The states off the hole among `states` (indices), as [`solved_table`]
/// gives them: a table can be written a slice at a time.
pub fn solved_states<R: Run<Graph = Game>>(
    finished: &R,
    states: std::ops::Range<usize>,
) -> Vec<SolvedState> {
    assert!(finished.is_done(), "the table is read off a finished run");
    let game = finished.graph();
    states
        .filter(|&i| game.state(i).position != 0)
        .map(|i| SolvedState {
            state: game.state(i),
            outcome: finished.outcome(i),
            remoteness: finished.remoteness(i),
            best_moves: best_moves(finished, i),
        })
        .collect()
}

fn best_moves<R: Run<Graph = Game>>(finished: &R, state: usize) -> Vec<u32> {
    let game = finished.graph();
    let (own, r) = (finished.outcome(state), finished.remoteness(state));
    game.successors(state)
        .filter(|&to| is_best_move(own, r, finished.outcome(to), finished.remoteness(to)))
        .map(|to| game.jump(state, to))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::WrongAnswer;

    fn sample1() -> Game {
        Game::new(5, &[3, 2], &[1, 2, 3]).unwrap()
    }

    fn wrong_answer(verdict: Verdict<BerzerkMistake, BerzerkShape>) -> WrongAnswer<BerzerkMistake> {
        match verdict {
            Verdict::WrongAnswer(wrong) => wrong,
            other => panic!("a wrong answer expected, got {other:?}"),
        }
    }

    #[test]
    fn the_true_answer_is_accepted() {
        let answer = b"Lose Win Win Loop\nLoop Win Win Win\n";
        let verdict = check_berzerk(&[sample1()], false, answer);
        assert_eq!(verdict, Verdict::Accepted { words: 8 });
    }

    #[test]
    fn a_lose_said_to_be_a_win_is_proven_by_every_move() {
        let answer = b"Win Win Win Loop\nLoop Win Win Win\n";
        let verdict = check_berzerk(&[sample1()], false, answer);
        assert_eq!(
            verdict.to_string(),
            "wrong answer: line 1, word 1: Rick moves first from object 2: the answer says Win, the truth is Lose\n\
             it is Lose, not Win: every Rick move reaches a Win for Morty: 2 to object 4 (Morty wins in 1), 3 to object 5 (Morty wins in 1)\n\
             best play: Rick plays 2 to object 4, Morty plays 2 into the hole: Rick loses in 2 moves\n\
             wrong words: 1 of 8\n\
             said Win but Lose: 1\n"
        );
    }

    #[test]
    fn a_loop_said_to_be_a_win_needs_every_move_and_said_to_be_a_lose_one() {
        let answer = b"Lose Win Win Win\nLose Win Win Win\n";
        let wrong = wrong_answer(check_berzerk(&[sample1()], false, answer));
        assert_eq!(wrong.wrong, [3, 4]);
        assert_eq!(
            wrong.first.proof.to_string(),
            "it is Loop, not Win: no Rick move reaches a Lose for Morty (2 to object 2: a Loop, 3 to object 3: a Win for Morty in 1), \
             and Rick's move 2 reaches object 2, which Morty cannot win (a Loop)\n\
             best play: Rick plays 2 to object 2, Morty plays 3 to object 5; then the game repeats forever"
        );
        let answer = b"Lose Win Win Loop\nLose Win Win Win\n";
        let wrong = wrong_answer(check_berzerk(&[sample1()], false, answer));
        assert_eq!(
            wrong.first.proof.to_string().lines().next(),
            Some("it is Loop, not Lose: Morty's move 3 reaches object 5, which Rick cannot win (a Loop)")
        );
    }

    #[test]
    fn a_win_is_proven_by_one_move_and_cases_are_numbered() {
        let sample2 = Game::new(8, &[6, 2, 3, 4], &[3, 6]).unwrap();
        let games = [sample1(), sample2];
        let answer = b"Lose Win Win Loop Win Win Win Win\n\
            Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n";
        let wrong = wrong_answer(check_berzerk(&games, true, answer));
        assert_eq!(wrong.first.place, Place { line: 1, word: 5 });
        assert_eq!(wrong.first.case, Some(1));
        assert_eq!(
            wrong.first.state,
            State {
                mover: Mover::Morty,
                position: 1
            }
        );
        assert_eq!(wrong.words, 22);
        let answer = b"Lose Win Win Loop\nLoop Win Win Win\n\
            Lose Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Win\n";
        let wrong = wrong_answer(check_berzerk(&games, true, answer));
        assert_eq!(
            wrong.first.to_string(),
            "line 3, word 1: case 2, Rick moves first from object 2: the answer says Lose, the truth is Win\n\
             it is Win, not Lose: Rick plays 6 to object 8, where Morty loses (every Morty move from object 8 reaches a Win for Rick)\n\
             best play: Rick plays 6 to object 8, Morty plays 3 to object 3, Rick plays 6 into the hole: Rick wins in 3 moves"
        );
        assert_eq!(wrong.wrong, [8, 21]);
    }

    #[test]
    fn the_proof_is_data_behind_its_words() {
        let answer = b"Lose Win Win Loop\nLoop Win Lose Lose\n";
        let wrong = wrong_answer(check_berzerk(&[sample1()], false, answer));
        let proof = &wrong.first.proof;
        let morty = |position| State {
            mover: Mover::Morty,
            position,
        };
        assert_eq!(proof.state, morty(3));
        let into_hole = Jump {
            by: Mover::Morty,
            jump: 2,
            to: 0,
        };
        assert_eq!(
            proof.claim,
            Claim::WinningMove(Landing {
                mv: into_hole,
                outcome: Outcome::Lose,
                remoteness: Some(0)
            })
        );
        assert_eq!(
            (proof.line.as_slice(), proof.line_length),
            (&[into_hole][..], 1)
        );
    }

    #[test]
    fn the_solved_table_of_sample_one() {
        let table = solved_table(&end_of_run(&sample1()));
        let rows: Vec<(u32, Outcome, Option<u32>, Vec<u32>)> = table
            .iter()
            .map(|row| {
                let object = row.state.position + 1 + 10 * row.state.mover.index() as u32;
                (object, row.outcome, row.remoteness, row.best_moves.clone())
            })
            .collect();
        use Outcome::*;
        // Rick at 2 loses in 2 whichever he plays; at 3 and 4 he jumps into
        // the hole; at 5 only his 2 (to Morty's 2) keeps the game going.
        // Morty at 2 loops by 3 (to Rick's 5), and wins elsewhere by jumping
        // into the hole.
        assert_eq!(
            rows,
            [
                (2, Lose, Some(2), vec![2, 3]),
                (3, Win, Some(1), vec![3]),
                (4, Win, Some(1), vec![2]),
                (5, Loop, None, vec![2]),
                (12, Loop, None, vec![3]),
                (13, Win, Some(1), vec![3]),
                (14, Win, Some(1), vec![2]),
                (15, Win, Some(1), vec![1]),
            ]
        );
    }
}
