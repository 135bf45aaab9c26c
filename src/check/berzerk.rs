//! Berzerk answers: for each game, two lines of Win, Lose or Loop, for
//! objects 2..n with Rick moving first, then with Morty moving first.

use std::fmt;

use super::words::{self, Word};
use super::{count_words, Place, Verdict};
use crate::berzerk::{
    best_line, explain, solve, BestLine, Explanation, Game, MoveRow, Mover, Reason, State, Walker,
};
use crate::outcome::Outcome;

impl Word for Outcome {
    const ALL: &'static [Outcome] = &[Outcome::Win, Outcome::Lose, Outcome::Loop];

    fn text(self) -> &'static str {
        self.word()
    }
}

/// The state that the `index`-th word (from 0, below `2(n - 1)`) of a
/// game's two judge lines is about.
pub fn answer_state(game: &Game, index: usize) -> State {
    let per_line = game.objects() as usize - 1;
    State {
        mover: Mover::BOTH[index / per_line],
        position: (index % per_line) as u32 + 1,
    }
}

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

/// Why a state has its true outcome rather than the one an answer said:
/// its explanation at the end of a run (reason and move table) and its line
/// of best play. The text claims, for the moves that matter, where each one
/// lands and what that state is for the opponent, so that each claim can be
/// checked one move deep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BerzerkProof {
    pub said: Outcome,
    /// The game's `n`: the explanation names states by index.
    pub objects: u32,
    pub explanation: Explanation,
    pub line: BestLine,
}

/// Proves the outcome of `state`, a planet, against what was `said`, from
/// a walker whose run is over.
fn prove(finished: &Walker, state: State, said: Outcome) -> BerzerkProof {
    assert!(
        finished.is_done() && state.position != 0,
        "a proof is about a planet, at the end of a run"
    );
    BerzerkProof {
        said,
        objects: finished.game().objects(),
        explanation: explain(finished, state),
        line: best_line(finished, state),
    }
}

/// Moves a proof lists before it only counts the rest: a claim about every
/// move is checked by hand on a few, and the board shows them all.
const LISTED: usize = 5;
/// Moves of a best line shown before the rest are only counted.
const SHOWN: usize = 8;

fn count_moves(count: usize) -> String {
    if count == 1 {
        "1 move".to_string()
    } else {
        format!("{count} moves")
    }
}

impl BerzerkProof {
    fn mover_at(&self, index: usize) -> Mover {
        Mover::BOTH[index / self.objects as usize]
    }

    fn position(&self, index: usize) -> usize {
        index % self.objects as usize
    }

    /// "object 4", or "the hole".
    fn square(&self, index: usize) -> String {
        match self.position(index) {
            0 => "the hole".to_string(),
            position => format!("object {}", position + 1),
        }
    }

    /// "2 to object 4", "3 into the hole".
    fn landing(&self, step: u32, to: usize) -> String {
        match self.position(to) {
            0 => format!("{step} into the hole"),
            _ => format!("{step} to {}", self.square(to)),
        }
    }

    /// The mover's and the opponent's names.
    fn names(&self) -> (&'static str, &'static str) {
        let mover = self.mover_at(self.explanation.state);
        (mover.name(), mover.other().name())
    }

    fn write_win(&self, f: &mut fmt::Formatter<'_>, step: u32, to: usize) -> fmt::Result {
        let (me, you) = self.names();
        if self.position(to) == 0 {
            return write!(f, "{me} plays {step} into the hole and wins at once");
        }
        let at = self.square(to);
        write!(
            f,
            "{me} plays {step} to {at}, where {you} loses (every {you} move from {at} reaches a Win for {me})"
        )
    }

    fn write_lose(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (me, you) = self.names();
        write!(f, "every {me} move reaches a Win for {you}: ")?;
        self.write_moves(f, |row| {
            let wins_in = row.remoteness.unwrap_or(0);
            format!(
                "{} ({you} wins in {wins_in})",
                self.landing(row.step, row.to)
            )
        })
    }

    /// A Loop said to be a Lose needs one move into Loop; said to be a Win,
    /// it also needs every move shown not to reach an opponent's Lose.
    fn write_loop(&self, f: &mut fmt::Formatter<'_>, step: u32, to: usize) -> fmt::Result {
        let (me, you) = self.names();
        if self.said == Outcome::Win {
            write!(f, "no {me} move reaches a Lose for {you} (")?;
            self.write_moves(f, |row| {
                let worth = match (row.outcome, row.remoteness) {
                    (Outcome::Win, Some(r)) => format!("a Win for {you} in {r}"),
                    (outcome, _) => format!("a {}", outcome.word()),
                };
                format!("{}: {worth}", self.landing(row.step, row.to))
            })?;
            write!(f, "), and ")?;
        }
        write!(
            f,
            "{me}'s move {step} reaches {}, which {you} cannot win (a Loop)",
            self.square(to)
        )
    }

    /// The move table in its order (best first), the first few in words.
    fn write_moves(
        &self,
        f: &mut fmt::Formatter<'_>,
        describe: impl Fn(&MoveRow) -> String,
    ) -> fmt::Result {
        let moves = &self.explanation.moves;
        let listed: Vec<String> = moves.iter().take(LISTED).map(describe).collect();
        write!(f, "{}", listed.join(", "))?;
        if moves.len() > LISTED {
            write!(f, ", and {} more", moves.len() - LISTED)?;
        }
        Ok(())
    }

    /// The best line; Win and Lose lines end in the hole after
    /// `remoteness` moves, Loop lines at their first repeat.
    fn write_line(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves = &self.line.moves;
        let mut at = self.explanation.state;
        for (i, mv) in moves.iter().take(SHOWN).enumerate() {
            let separator = if i == 0 { "" } else { ", " };
            let mover = self.mover_at(at).name();
            write!(
                f,
                "{separator}{mover} plays {}",
                self.landing(mv.step, mv.to)
            )?;
            at = mv.to;
        }
        match moves.len().saturating_sub(SHOWN) {
            0 => {}
            1 => write!(f, ", and 1 more move")?,
            more => write!(f, ", and {more} more moves")?,
        }
        let (me, _) = self.names();
        match self.explanation.outcome {
            Outcome::Win => write!(f, ": {me} wins in {}", count_moves(moves.len())),
            Outcome::Lose => write!(f, ": {me} loses in {}", count_moves(moves.len())),
            _ => write!(f, "; then the game repeats forever"),
        }
    }
}

/// The proof's text: the reason, then on a second line the best play.
impl fmt::Display for BerzerkProof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let explanation = &self.explanation;
        write!(
            f,
            "it is {}, not {}: ",
            explanation.outcome.word(),
            self.said.word()
        )?;
        match explanation.reason {
            Reason::Win { step, to, .. } => self.write_win(f, step, to)?,
            Reason::Lose { .. } => self.write_lose(f)?,
            Reason::Loop { step, to } => self.write_loop(f, step, to)?,
            Reason::Hole | Reason::Undecided { .. } => {
                unreachable!("proofs are made off the hole, at the end of a run")
            }
        }
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
/// `numbered`. The batch solver supplies the truth; a walker runs to its
/// end only on the game of the first mistake, for its proof.
pub fn check_berzerk(games: &[Game], numbered: bool, answer: &[u8]) -> Verdict<BerzerkMistake> {
    let outcomes: Vec<Vec<Outcome>> = games.iter().map(solve).collect();
    let cases: Vec<Solved> = games
        .iter()
        .zip(&outcomes)
        .map(|(game, outcomes)| (game, outcomes.as_slice()))
        .collect();
    check_cases(&cases, numbered, answer, |case, state, said| {
        let mut walker = Walker::new(games[case].clone());
        walker.finish();
        prove(&walker, state, said)
    })
}

/// Checks an answer to one game whose `outcomes` are known. `finished`
/// hands over a finished run of the game, asked for only when there is a
/// mistake to prove, so that a caller holding one need not run another.
pub fn check_berzerk_game<'w>(
    game: &Game,
    outcomes: &[Outcome],
    answer: &[u8],
    finished: impl FnOnce() -> &'w Walker,
) -> Verdict<BerzerkMistake> {
    check_cases(&[(game, outcomes)], false, answer, |_, state, said| {
        prove(finished(), state, said)
    })
}

fn check_cases(
    cases: &[Solved],
    numbered: bool,
    answer: &[u8],
    prove: impl FnOnce(usize, State, Outcome) -> BerzerkProof,
) -> Verdict<BerzerkMistake> {
    let words_per_game = |game: &Game| 2 * (game.objects() as usize - 1);
    let expected = cases.iter().map(|(game, _)| words_per_game(game)).sum();
    let truth = cases
        .iter()
        .flat_map(|&(game, outcomes)| judge_order(game, outcomes));
    let layout = || {
        let objects = match cases {
            [(game, _)] if !numbered => format!("objects 2..{}", game.objects()),
            _ => format!("for each of the {} games, objects 2..n", cases.len()),
        };
        format!(
            "{} of Win, Lose or Loop: {objects} with Rick moving first, then with Morty moving first",
            count_words(expected)
        )
    };
    words::check(answer, expected, truth, &layout, |mismatch| {
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
    /// Step sizes of every best move, ascending.
    pub best_moves: Vec<u32>,
}

/// Every state off the hole at the end of a run, in index order (so in the
/// judge's order), with all its best moves as the move table marks them:
/// for a Win the quickest wins, for a Lose the longest resistances, for a
/// Loop every move into Loop. Costs O(n k) for k steps per mover, without
/// building move tables.
pub fn solved_table(finished: &Walker) -> Vec<SolvedState> {
    assert!(finished.is_done(), "the table is read off a finished run");
    let game = finished.game();
    (0..game.state_count())
        .map(|i| game.state(i))
        .filter(|state| state.position != 0)
        .map(|state| SolvedState {
            state,
            outcome: finished.outcome(state),
            remoteness: finished.remoteness(state),
            best_moves: best_moves(finished, state),
        })
        .collect()
}

fn best_moves(finished: &Walker, state: State) -> Vec<u32> {
    let game = finished.game();
    let own = finished.outcome(state);
    let one_less = finished.remoteness(state).and_then(|r| r.checked_sub(1));
    let steps = game.steps(state.mover).iter().copied();
    steps
        .filter(|&step| {
            let target = State {
                mover: state.mover.other(),
                position: game.forward(state.position, step),
            };
            let remoteness = finished.remoteness(target);
            match own {
                Outcome::Win => finished.outcome(target) == Outcome::Lose && remoteness == one_less,
                Outcome::Lose => remoteness == one_less,
                Outcome::Loop => finished.outcome(target) == Outcome::Loop,
                Outcome::Undecided => false,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::WrongAnswer;

    fn sample1() -> Game {
        Game::new(5, &[3, 2], &[1, 2, 3]).unwrap()
    }

    fn wrong_answer(verdict: Verdict<BerzerkMistake>) -> WrongAnswer<BerzerkMistake> {
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
    fn the_solved_table_marks_the_move_tables_best_moves() {
        let game = Game::new(13, &[1, 4, 6, 9], &[2, 3, 5, 7, 11]).unwrap();
        let mut walker = Walker::new(game.clone());
        walker.finish();
        let table = solved_table(&walker);
        assert_eq!(table.len(), 24);
        for row in table {
            let explained = explain(&walker, row.state);
            let mut best: Vec<u32> = explained
                .moves
                .iter()
                .filter(|m| m.best)
                .map(|m| m.step)
                .collect();
            best.sort_unstable();
            assert_eq!(row.best_moves, best);
            assert_eq!(row.outcome, explained.outcome);
            assert_eq!(row.remoteness, explained.remoteness);
        }
    }
}
