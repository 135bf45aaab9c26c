//! A test's values: written in the statement's layout, checked against its
//! limits, drawn at random or listed smallest first, and made one step
//! smaller for shrinking.

use std::collections::HashSet;

use super::bad::{BadTest, Fault};
use super::{End, Item, Problem, Spec};
use crate::gen::Rng;

/// One slot's value in a case.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Given {
    Int(i64),
    List(Vec<i64>),
}

/// A test: its cases, each a value per slot.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Test {
    pub cases: Vec<Vec<Given>>,
}

fn int(given: &Given) -> i64 {
    match given {
        Given::Int(v) => *v,
        Given::List(l) => l.len() as i64,
    }
}

impl Problem {
    /// The test as the program reads it.
    pub fn write(&self, test: &Test) -> String {
        let mut out = String::new();
        if self.cases.is_some() {
            out.push_str(&format!("{}\n", test.cases.len()));
        }
        for case in &test.cases {
            for line in &self.lines {
                let words: Vec<String> = line.iter().map(|item| write_item(*item, case)).collect();
                out.push_str(&words.join(" "));
                out.push('\n');
            }
        }
        out
    }

    /// A range's ends in a case whose first slots are known.
    pub(super) fn ends(range: &(End, End), case: &[Given]) -> (i64, i64) {
        let end = |e: &End| match e {
            End::Int(v) => *v,
            End::Slot(s) => case.get(*s).map_or(0, int),
        };
        (end(&range.0), end(&range.1))
    }

    /// Whether the test is within every limit of the statement.
    pub fn holds(&self, test: &Test) -> bool {
        self.fault(test).is_none()
    }

    /// What of the test is outside the statement's limits, if anything:
    /// the number of cases, or a case's first value that is.
    fn fault(&self, test: &Test) -> Option<Fault> {
        let count_ok = self.cases.as_ref().map_or(test.cases.len() == 1, |spec| {
            within(test.cases.len() as i64, Problem::ends(&spec.full, &[]))
        });
        if !count_ok {
            return Some(Fault::Cases(test.cases.len()));
        }
        let (at, name) = test
            .cases
            .iter()
            .enumerate()
            .find_map(|(at, case)| self.case_fault(case).map(|name| (at, name)))?;
        Some(Fault::Outside {
            case: at + 1,
            name: name.to_string(),
        })
    }

    /// The name of the case's first value outside its limits.
    fn case_fault(&self, case: &[Given]) -> Option<&str> {
        let (slot, _) = self.slots.iter().zip(case).find(|(slot, given)| {
            let values = slot.values.as_ref().expect("read checks every limit");
            let range = Problem::ends(&values.full, case);
            !match given {
                Given::Int(v) => within(*v, range),
                Given::List(list) => {
                    let length = slot
                        .length
                        .as_ref()
                        .expect("read checks every list's length");
                    within(list.len() as i64, Problem::ends(&length.full, case))
                        && list.iter().all(|v| within(*v, range))
                        && (!values.distinct || distinct(list))
                }
            }
        })?;
        Some(&slot.name)
    }

    /// A random test, its values drawn from the tried ranges (small ones
    /// more often).
    pub fn draw(&self, rng: &mut Rng) -> Test {
        let count = self
            .cases
            .as_ref()
            .map_or(1, |spec| pick(rng, Problem::ends(&spec.tried, &[])));
        let cases = (0..count.max(0)).map(|_| self.draw_case(rng)).collect();
        Test { cases }
    }

    fn draw_case(&self, rng: &mut Rng) -> Vec<Given> {
        let mut case = Vec::new();
        for slot in &self.slots {
            let values = slot.values.as_ref().expect("read checks every limit");
            let range = self.tried(values, &case);
            let given = match &slot.length {
                None => Given::Int(pick(rng, range)),
                Some(length) => {
                    let room = if values.distinct {
                        range.1 - range.0 + 1
                    } else {
                        i64::MAX
                    };
                    let (lo, hi) = self.tried(length, &case);
                    let length = pick(rng, (lo, hi.min(room)));
                    Given::List(draw_list(rng, length, range, values.distinct))
                }
            };
            case.push(given);
        }
        case
    }

    /// The tried range cut to the statement's.
    fn tried(&self, spec: &Spec, case: &[Given]) -> (i64, i64) {
        let (lo, hi) = Problem::ends(&spec.tried, case);
        let (full_lo, full_hi) = Problem::ends(&spec.full, case);
        (lo.max(full_lo), hi.min(full_hi))
    }

    /// Every one-case test whose numbers are at most `cap` above their
    /// ranges' lows (lengths at most `cap`), or `None` past `most` tests.
    pub fn smallest(&self, cap: i64, most: usize) -> Option<Vec<Test>> {
        if self
            .cases
            .as_ref()
            .is_some_and(|spec| !within(1, Problem::ends(&spec.tried, &[])))
        {
            return Some(Vec::new());
        }
        let mut cases = vec![Vec::new()];
        for slot in 0..self.slots.len() {
            let mut longer = Vec::new();
            for case in &cases {
                for given in self.choices(slot, case, cap) {
                    let mut next = case.clone();
                    next.push(given);
                    longer.push(next);
                    if longer.len() > most {
                        return None;
                    }
                }
            }
            cases = longer;
        }
        let tests = cases.into_iter().map(|case| Test { cases: vec![case] });
        Some(tests.filter(|t| self.holds(t)).collect())
    }

    /// The values of a slot within `cap` of their tried range's low.
    fn choices(&self, slot: usize, case: &[Given], cap: i64) -> Vec<Given> {
        let slot = &self.slots[slot];
        let values = slot.values.as_ref().expect("read checks every limit");
        let (lo, hi) = self.tried(values, case);
        let numbers: Vec<i64> = (lo..=hi.min(lo.saturating_add(cap))).collect();
        let Some(length) = &slot.length else {
            return numbers.into_iter().map(Given::Int).collect();
        };
        let (short, long) = self.tried(length, case);
        let mut lists = vec![Vec::new()];
        let mut out = Vec::new();
        for size in 0..=long.min(cap) {
            if size >= short {
                out.extend(lists.iter().cloned().map(Given::List));
            }
            lists = lists
                .iter()
                .flat_map(|l| {
                    numbers
                        .iter()
                        .filter(|v| !values.distinct || !l.contains(v))
                        .map(move |v| [l.clone(), vec![*v]].concat())
                })
                .collect();
        }
        out
    }

    /// The tests one step smaller than `test` and within the limits: a
    /// case fewer, a number one lower, a list's value fewer.
    pub fn smaller(&self, test: &Test) -> Vec<Test> {
        let mut out = Vec::new();
        for at in 0..test.cases.len() {
            let mut fewer = test.clone();
            fewer.cases.remove(at);
            out.push(fewer);
        }
        for (at, case) in test.cases.iter().enumerate() {
            for (slot, given) in case.iter().enumerate() {
                for smaller in one_lower(given) {
                    let mut next = test.clone();
                    next.cases[at][slot] = smaller;
                    out.push(next);
                }
            }
        }
        out.retain(|t| self.holds(t));
        out
    }

    /// Bolder steps: only the case `suspect` kept.
    pub fn bolder(&self, test: &Test, suspect: Option<usize>) -> Vec<Test> {
        let only = suspect
            .and_then(|s| test.cases.get(s))
            .filter(|_| test.cases.len() > 1);
        only.map(|case| Test {
            cases: vec![case.clone()],
        })
        .into_iter()
        .filter(|t| self.holds(t))
        .collect()
    }
}

/// A value's neighbours one step lower: a number minus one; a list
/// without one of its values, or with one value one lower.
fn one_lower(given: &Given) -> Vec<Given> {
    match given {
        Given::Int(v) => vec![Given::Int(v - 1)],
        Given::List(list) => {
            let mut out = Vec::new();
            for i in 0..list.len() {
                let mut fewer = list.clone();
                fewer.remove(i);
                out.push(Given::List(fewer));
            }
            for i in 0..list.len() {
                let mut lower = list.clone();
                lower[i] -= 1;
                out.push(Given::List(lower));
            }
            out
        }
    }
}

fn write_item(item: Item, case: &[Given]) -> String {
    match (
        item,
        &case[match item {
            Item::Value(s) | Item::Length(s) => s,
        }],
    ) {
        (Item::Value(_), Given::Int(v)) => v.to_string(),
        (Item::Value(_), Given::List(list)) => list
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(" "),
        (Item::Length(_), given) => int(given).to_string(),
    }
}

fn within(value: i64, (lo, hi): (i64, i64)) -> bool {
    lo <= value && value <= hi
}

fn distinct(list: &[i64]) -> bool {
    let mut seen = HashSet::new();
    list.iter().all(|v| seen.insert(*v))
}

/// A number of `lo..=hi`, small ones more often: the top of the draw is
/// drawn first.
fn pick(rng: &mut Rng, (lo, hi): (i64, i64)) -> i64 {
    if hi <= lo {
        return lo;
    }
    let span = (hi - lo) as u64;
    let top = rng.below(span + 1);
    lo + rng.below(top + 1) as i64
}

/// `length` values of `range`, distinct when asked (the length is cut to
/// the values there are).
fn draw_list(rng: &mut Rng, length: i64, (lo, hi): (i64, i64), distinct: bool) -> Vec<i64> {
    let span = (hi - lo + 1).max(0) as u64;
    let mut seen = HashSet::new();
    let mut list = Vec::new();
    while (list.len() as i64) < length && span > 0 {
        let v = lo + rng.below(span) as i64;
        if !distinct || seen.insert(v) {
            list.push(v);
        }
    }
    list
}

impl Problem {
    /// Reads a test written in the format's layout and checks it is within
    /// the statement's limits: what `retrograde check rules --test` and the
    /// page read.
    pub fn read_within(&self, text: &str) -> Result<Test, BadTest> {
        let test = self.read_test(text)?;
        match self.fault(&test) {
            Some(fault) => Err(BadTest::whole(fault)),
            None => Ok(test),
        }
    }

    /// Reads a test written in the format's layout: a line of the input
    /// per `input` line; a list takes its length's count of numbers, or the
    /// rest of its line when its length is not written.
    pub fn read_test(&self, text: &str) -> Result<Test, BadTest> {
        let mut lines = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty());
        let count = match &self.cases {
            None => 1,
            Some(_) => {
                let (at, line) = lines.next().ok_or(BadTest::whole(Fault::Empty))?;
                number(line.trim(), at)?
            }
        };
        let mut cases = Vec::new();
        for _ in 0..count.max(0) {
            let mut case = vec![Given::Int(0); self.slots.len()];
            // Each list's length as written, for the line that lists it.
            let mut lengths = vec![None; self.slots.len()];
            for items in &self.lines {
                let (at, line) = lines.next().ok_or(BadTest::whole(Fault::EndsEarly))?;
                self.read_line(items, line, at, &mut case, &mut lengths)?;
            }
            cases.push(case);
        }
        if let Some((at, _)) = lines.next() {
            return Err(BadTest::at(at, Fault::GoesOn));
        }
        Ok(Test { cases })
    }

    fn read_line(
        &self,
        items: &[Item],
        line: &str,
        at: usize,
        case: &mut [Given],
        lengths: &mut [Option<i64>],
    ) -> Result<(), BadTest> {
        let mut words = line.split_whitespace();
        let too_few = || BadTest::at(at, Fault::TooFew);
        for item in items {
            match *item {
                Item::Length(s) => {
                    lengths[s] = Some(number(words.next().ok_or_else(too_few)?, at)?)
                }
                Item::Value(s) if self.slots[s].list => {
                    // A written length is exactly how many follow (none when
                    // it is not positive: what is left on the line is extra).
                    let take = lengths[s].map_or(usize::MAX, |n| n.max(0) as usize);
                    let list = words
                        .by_ref()
                        .take(take)
                        .map(|w| number(w, at))
                        .collect::<Result<Vec<_>, _>>()?;
                    if take != usize::MAX && list.len() < take {
                        return Err(too_few());
                    }
                    case[s] = Given::List(list);
                }
                Item::Value(s) => {
                    case[s] = Given::Int(number(words.next().ok_or_else(too_few)?, at)?)
                }
            }
        }
        match words.next() {
            Some(extra) => Err(BadTest::at(
                at,
                Fault::TooMany(crate::quote::clipped(extra, 20)),
            )),
            None => Ok(()),
        }
    }
}

fn number(word: &str, at: usize) -> Result<i64, BadTest> {
    word.parse().map_err(|e: std::num::ParseIntError| {
        let word = crate::quote::clipped(word, 20);
        let fault = match e.kind() {
            std::num::IntErrorKind::PosOverflow | std::num::IntErrorKind::NegOverflow => {
                Fault::TooLarge(word)
            }
            _ => Fault::NotInteger(word),
        };
        BadTest::at(at, fault)
    })
}
