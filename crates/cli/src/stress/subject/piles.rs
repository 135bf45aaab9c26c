//! `retrograde stress piles`: many queries per input.

use std::process::ExitCode;

use clap::{value_parser, Args};
use retrograde::piles::check::check_piles;
use retrograde::piles::gen::{piles_input, PileSchedule, Query};
use retrograde::piles::judge::piles_answer;
use retrograde::shrink::{shrink_list, Shrunk, Trial};

use super::{checked, push_pin_and_answer, Checked, Mistake, Subject};
use crate::stress::{packed, stress, Options, HELP};

/// Two piles: many queries per input
#[derive(Args)]
#[command(after_help = HELP)]
pub struct Stress {
    /// Largest pile tried
    #[arg(long, value_name = "PILE", default_value_t = 5000, value_parser = value_parser!(u32).range(0..=5000))]
    max_pile: u32,
    #[command(flatten)]
    options: Options,
}

impl Stress {
    /// Runs the command; its exit status as documented in [`HELP`].
    pub fn stress(&self) -> ExitCode {
        stress(|seed| Piles::new(seed, self.max_pile), &self.options)
    }
}

/// Two piles, many queries per input.
pub struct Piles {
    schedule: PileSchedule,
}

impl Piles {
    pub fn new(seed: u64, max_pile: u32) -> Self {
        Piles {
            schedule: PileSchedule::new(seed, max_pile),
        }
    }
}

impl Subject for Piles {
    type Input = Vec<Query>;

    fn next_input(&mut self) -> Vec<Query> {
        self.schedule.next().expect("the schedule never ends")
    }

    fn write(&self, input: &Vec<Query>) -> String {
        piles_input(input)
    }

    fn check(&self, input: &Vec<Query>, answer: &[u8]) -> Checked {
        checked(check_piles(input, answer), |first| {
            let (n, m) = first.piles;
            Mistake {
                index: first.query - 1,
                pin: format!("{n},{m}"),
            }
        })
    }

    fn truth(&self, input: &Vec<Query>) -> String {
        let mut out = String::new();
        piles_answer(input, &mut out);
        out
    }

    fn games(&self, input: &Vec<Query>) -> usize {
        input.len()
    }

    fn size(&self, input: &Vec<Query>) -> String {
        let largest = input.iter().map(|&(n, m)| n.max(m)).max().unwrap_or(0);
        format!("T = {}, piles up to {largest}", input.len())
    }

    fn shrink(
        &self,
        input: Vec<Query>,
        suspect: Option<usize>,
        still_fails: impl FnMut(&Vec<Query>) -> Trial,
    ) -> Shrunk<Vec<Query>> {
        shrink_list(input, suspect, still_fails)
    }

    /// The grid just large enough for every query (the page's grid starts
    /// at 1), the wrong query pinned, the queries (the judge input, packed
    /// into `queriesz=` when long) and the answer for the page to check.
    fn link(&self, input: &Vec<Query>, mistake: Option<&Mistake>, answer: Option<&[u8]>) -> String {
        let size = input
            .iter()
            .map(|&(n, m)| n.max(m))
            .max()
            .unwrap_or(0)
            .max(1);
        let queries = packed::param("queries", piles_input(input).as_bytes());
        let mut link = format!("game=piles&size={size}&step=end&{queries}");
        push_pin_and_answer(&mut link, mistake.map(|m| m.pin.as_str()), answer);
        link
    }

    fn unit(&self) -> &'static str {
        "query"
    }

    fn passed(&mut self, _: &Vec<Query>) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_the_pages() {
        let piles = Piles::new(1, 5000);
        let mistake = Mistake {
            index: 0,
            pin: "0,1".into(),
        };
        assert_eq!(
            piles.link(&vec![(0, 1)], Some(&mistake), Some(b"Bob\n")),
            "game=piles&size=1&step=end&queries=1;0,1&pin=0,1&answer=Bob"
        );
        assert_eq!(
            piles.link(&vec![(3, 5), (0, 0)], None, None),
            "game=piles&size=5&step=end&queries=2;3,5;0,0"
        );
    }

    #[test]
    fn long_pile_queries_and_answers_are_packed() {
        let piles = Piles::new(1, 5000);
        let queries: Vec<Query> = (0..2000).map(|i| (i % 97, i % 89)).collect();
        let answer = "Alice\n".repeat(2000);
        let link = piles.link(&queries, None, Some(answer.as_bytes()));
        let params: Vec<(&str, &str)> = link
            .split('&')
            .map(|pair| pair.split_once('=').unwrap())
            .collect();
        let value = |name| params.iter().find(|(key, _)| *key == name).unwrap().1;
        assert_eq!(value("size"), "96");
        assert_eq!(
            packed::tests::unpack(value("queriesz")),
            piles_input(&queries).as_bytes()
        );
        assert_eq!(packed::tests::unpack(value("answerz")), answer.as_bytes());
    }
}
