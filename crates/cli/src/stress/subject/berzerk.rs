//! `retrograde stress berzerk`: one game per input, or many in the
//! multi-case format.

use std::process::ExitCode;

use clap::{value_parser, Args};
use retrograde::berzerk::check::check_berzerk;
use retrograde::berzerk::gen::{
    berzerk_cases_input, berzerk_input, every_game_count, pack_cases, BerzerkCase, Schedule,
};
use retrograde::berzerk::judge::{berzerk_answer, Limits, Solver};
use retrograde::berzerk::pasted::jump_field;
use retrograde::berzerk::{Mover, State};
use retrograde::judge::is_space;
use retrograde::shrink::{shrink, shrink_list, Shrunk, Trial};

use super::{checked, push_pin_and_answer, Checked, Mistake, Passed, Subject};
use crate::stress::{stress, Options, HELP};

/// Berzerk: one game per input, or many with --cases
#[derive(Args)]
#[command(after_help = HELP)]
pub struct Stress {
    /// Pack many games into each input, in the multi-case format (T <= 100, sum of n <= 7000)
    #[arg(long)]
    cases: bool,
    /// Largest n tried
    #[arg(long, value_name = "N", default_value_t = 7000, value_parser = value_parser!(u32).range(2..=7000))]
    max_n: u32,
    #[command(flatten)]
    options: Options,
}

impl Stress {
    /// Runs the command; its exit status as documented in [`HELP`].
    pub fn stress(&self) -> ExitCode {
        let max_n = self.max_n;
        if self.cases {
            stress(|seed| BerzerkCases::new(seed, max_n), &self.options)
        } else {
            stress(|seed| BerzerkOne::new(seed, max_n), &self.options)
        }
    }
}

/// How far a Berzerk schedule's exhaustive start is known to pass.
fn berzerk_passed(schedule: &Schedule) -> Passed {
    let covered = |n| format!("every game with n <= {n}");
    Passed::new(
        "game",
        covered,
        2..=schedule.exhaustive_up_to(),
        every_game_count,
    )
}

/// Berzerk, one game per input.
pub struct BerzerkOne {
    schedule: Schedule,
    passed: Passed,
}

impl BerzerkOne {
    pub fn new(seed: u64, max_n: u32) -> Self {
        let schedule = Schedule::new(seed, max_n);
        let passed = berzerk_passed(&schedule);
        BerzerkOne { schedule, passed }
    }
}

/// Berzerk, many games per input in the multi-case format.
pub struct BerzerkCases {
    schedule: std::iter::Peekable<Schedule>,
    passed: Passed,
}

impl BerzerkCases {
    pub fn new(seed: u64, max_n: u32) -> Self {
        let schedule = Schedule::new(seed, max_n);
        let passed = berzerk_passed(&schedule);
        BerzerkCases {
            schedule: schedule.peekable(),
            passed,
        }
    }
}

/// Checks Berzerk games; `numbered` in the multi-case format.
fn check_games(cases: &[BerzerkCase], numbered: bool, answer: &[u8]) -> Checked {
    let games: Vec<_> = cases.iter().map(BerzerkCase::game).collect();
    checked(check_berzerk(&games, numbered, answer), |first| Mistake {
        index: first.case.map_or(0, |case| case - 1),
        pin: state_name(first.state),
    })
}

/// The name the page gives a state: `R4` for Rick to move at object 4.
fn state_name(state: State) -> String {
    let letter = match state.mover {
        Mover::Rick => 'R',
        Mover::Morty => 'M',
    };
    format!("{letter}{}", state.position + 1)
}

fn truth_of(cases: &[BerzerkCase]) -> String {
    let mut out = String::new();
    for case in cases {
        berzerk_answer(&case.game(), Solver::Batch, &mut out);
    }
    out
}

/// `n=5&s1=2,3&s2=1-4&step=end&pin=R4&answer=...`: the page reads ranges
/// of jumps as its fields do.
fn berzerk_link(case: &BerzerkCase, pin: Option<&str>, answer: Option<&[u8]>) -> String {
    let set = |mover| jump_field(case.jumps(mover)).replace(' ', ",");
    let mut link = format!(
        "n={}&s1={}&s2={}&step=end",
        case.objects(),
        set(Mover::Rick),
        set(Mover::Morty)
    );
    push_pin_and_answer(&mut link, pin, answer);
    link
}

/// The words the multi-case `answer` gives case `index` of `cases`, as the
/// page's one game reads them (two lines), or `None` when it has too few.
fn case_answer(cases: &[BerzerkCase], index: usize, answer: &[u8]) -> Option<Vec<u8>> {
    let words_of = |case: &BerzerkCase| case.objects() as usize - 1;
    let skipped: usize = cases[..index].iter().map(|case| 2 * words_of(case)).sum();
    let line = words_of(&cases[index]);
    let words: Vec<&[u8]> = answer
        .split(is_space)
        .filter(|word| !word.is_empty())
        .skip(skipped)
        .take(2 * line)
        .collect();
    if words.len() < 2 * line {
        return None;
    }
    let mut out = Vec::new();
    for half in words.chunks(line) {
        out.extend_from_slice(&half.join(&b" "[..]));
        out.push(b'\n');
    }
    Some(out)
}

impl Subject for BerzerkOne {
    type Input = BerzerkCase;

    fn next_input(&mut self) -> BerzerkCase {
        self.schedule.next().expect("the schedule never ends")
    }

    fn write(&self, input: &BerzerkCase) -> String {
        berzerk_input(input)
    }

    fn check(&self, input: &BerzerkCase, answer: &[u8]) -> Checked {
        check_games(std::slice::from_ref(input), false, answer)
    }

    fn truth(&self, input: &BerzerkCase) -> String {
        truth_of(std::slice::from_ref(input))
    }

    fn games(&self, _: &BerzerkCase) -> usize {
        1
    }

    fn size(&self, input: &BerzerkCase) -> String {
        format!("n = {}", input.objects())
    }

    fn shrink(
        &self,
        input: BerzerkCase,
        _: Option<usize>,
        still_fails: impl FnMut(&BerzerkCase) -> Trial,
    ) -> Shrunk<BerzerkCase> {
        shrink(input, still_fails)
    }

    fn link(
        &self,
        input: &BerzerkCase,
        mistake: Option<&Mistake>,
        answer: Option<&[u8]>,
    ) -> String {
        berzerk_link(input, mistake.map(|m| m.pin.as_str()), answer)
    }

    fn passed(&mut self, _: &BerzerkCase) {
        self.passed.games += 1;
    }

    fn smaller_ones(&self) -> Option<String> {
        self.passed.describe()
    }
}

impl Subject for BerzerkCases {
    type Input = Vec<BerzerkCase>;

    fn next_input(&mut self) -> Vec<BerzerkCase> {
        pack_cases(&mut self.schedule, &Limits::JUDGE)
    }

    fn write(&self, input: &Vec<BerzerkCase>) -> String {
        berzerk_cases_input(input)
    }

    fn check(&self, input: &Vec<BerzerkCase>, answer: &[u8]) -> Checked {
        check_games(input, true, answer)
    }

    fn truth(&self, input: &Vec<BerzerkCase>) -> String {
        truth_of(input)
    }

    fn games(&self, input: &Vec<BerzerkCase>) -> usize {
        input.len()
    }

    fn size(&self, input: &Vec<BerzerkCase>) -> String {
        let largest = input.iter().map(BerzerkCase::objects).max().unwrap_or(0);
        format!("T = {}, n up to {largest}", input.len())
    }

    fn shrink(
        &self,
        input: Vec<BerzerkCase>,
        suspect: Option<usize>,
        still_fails: impl FnMut(&Vec<BerzerkCase>) -> Trial,
    ) -> Shrunk<Vec<BerzerkCase>> {
        shrink_list(input, suspect, still_fails)
    }

    /// The case the checker names (else the first), with its part of the
    /// answer: the whole answer for one case, the named case's words for
    /// a wrong answer, none for a presentation error among several cases.
    fn link(
        &self,
        input: &Vec<BerzerkCase>,
        mistake: Option<&Mistake>,
        answer: Option<&[u8]>,
    ) -> String {
        let index = mistake.map_or(0, |m| m.index);
        let answer = match (answer, mistake) {
            (Some(answer), _) if input.len() == 1 => Some(answer.to_vec()),
            (Some(answer), Some(_)) => case_answer(input, index, answer),
            _ => None,
        };
        berzerk_link(
            &input[index],
            mistake.map(|m| m.pin.as_str()),
            answer.as_deref(),
        )
    }

    fn passed(&mut self, input: &Vec<BerzerkCase>) {
        self.passed.games += input.len() as u64;
    }

    fn smaller_ones(&self) -> Option<String> {
        self.passed.describe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_the_pages() {
        let case = BerzerkCase::new(5, vec![3, 2], vec![1, 2, 3]).unwrap();
        let mistake = Mistake {
            index: 0,
            pin: "R4".into(),
        };
        let one = BerzerkOne::new(1, 7000);
        assert_eq!(
            one.link(&case, Some(&mistake), None),
            "n=5&s1=2,3&s2=1,2,3&step=end&pin=R4"
        );
        let full = BerzerkCase::new(9, (1..9).collect(), vec![1, 3, 4, 5, 6]).unwrap();
        assert_eq!(one.link(&full, None, None), "n=9&s1=1-8&s2=1,3-6&step=end");
    }

    #[test]
    fn links_carry_the_answer_to_check() {
        let case = BerzerkCase::new(5, vec![3, 2], vec![1, 2, 3]).unwrap();
        let answer = b"Lose Win Win Loop\nLoop Win Lose Lose\n";
        assert_eq!(
            BerzerkOne::new(1, 7000).link(&case, None, Some(answer)),
            "n=5&s1=2,3&s2=1,2,3&step=end&answer=Lose,Win,Win,Loop;Loop,Win,Lose,Lose"
        );
        // Two cases, the second wrong: the link opens it with its own words.
        let eight = BerzerkCase::new(8, vec![2, 3, 4, 6], vec![3, 6]).unwrap();
        let two = vec![case.clone(), eight];
        let answer = b"Lose Win Win Loop Loop Win Win Win\nWin Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Win\n";
        let mistake = Mistake {
            index: 1,
            pin: "M7".into(),
        };
        let cases = BerzerkCases::new(1, 7000);
        assert_eq!(
            cases.link(&two, Some(&mistake), Some(answer)),
            "n=8&s1=2,3,4,6&s2=3,6&step=end&pin=M7\
             &answer=Win,Win,Win,Win,Win,Win,Win;Lose,Win,Lose,Lose,Win,Lose,Win"
        );
        // A presentation error among several cases names no case to check.
        assert_eq!(
            cases.link(&two, None, Some(b"Lose")),
            "n=5&s1=2,3&s2=1,2,3&step=end"
        );
        assert_eq!(
            cases.link(&two[..1].to_vec(), None, Some(b"Lose")),
            "n=5&s1=2,3&s2=1,2,3&step=end&answer=Lose"
        );
    }

    #[test]
    fn a_wrong_state_is_named_as_the_page_names_it() {
        let case = BerzerkCase::new(5, vec![3, 2], vec![1, 2, 3]).unwrap();
        let subject = BerzerkOne::new(1, 7000);
        let Checked::Wrong { mistake, report } =
            subject.check(&case, b"Lose Win Win Loop\nLoop Win Lose Lose\n")
        else {
            panic!("the answer is wrong");
        };
        assert_eq!(mistake.pin, "M4");
        assert!(
            report.starts_with("wrong answer: line 2, word 3: "),
            "{report}"
        );
        let cases = BerzerkCases::new(1, 7000);
        let two = vec![case.clone(), case];
        let answer = "Lose Win Win Loop\nLoop Win Win Win\nLose Win Win Loop\nLoop Win Win Lose\n";
        let Checked::Wrong { mistake, .. } = cases.check(&two, answer.as_bytes()) else {
            panic!("the second case is wrong");
        };
        assert_eq!((mistake.index, mistake.pin.as_str()), (1, "M5"));
    }

    #[test]
    fn passing_games_prove_the_smaller_ones() {
        let mut subject = BerzerkOne::new(1, 7000);
        assert_eq!(subject.smaller_ones(), None);
        for _ in 0..10 {
            let input = subject.next_input();
            subject.passed(&input);
        }
        assert_eq!(
            subject.smaller_ones().as_deref(),
            Some("every game with n <= 3 passed (10 games)")
        );
    }
}
