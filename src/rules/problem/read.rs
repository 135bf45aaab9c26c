//! Reading the format lines: words split at spaces, each with its place,
//! names resolved against the compiled program (a param holding a list is
//! a list; a state variable is a queried state).

use super::{Answer, End, Item, Problem, Slot, Spec};
use crate::rules::error::{Place, RuleError};
use crate::rules::{Rules, Value};

/// A word of a format line and its place.
#[derive(Clone, Copy)]
struct Word<'a> {
    text: &'a str,
    place: Place,
}

/// The words of line `number` (from 1), before a `#` comment.
fn words(number: u32, line: &str) -> Vec<Word<'_>> {
    let code = line.split('#').next().unwrap_or("");
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in code.char_indices().chain([(code.len(), ' ')]) {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                let column = code[..s].chars().count() as u32 + 1;
                let text = &code[s..i];
                let place = Place::new(number, column, text.chars().count() as u32);
                out.push(Word { text, place });
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// Whether a param's value is a text or a list of texts (a grid), which
/// a format does not read.
fn holds_text(value: &Value) -> bool {
    match value {
        Value::Int(_) => false,
        Value::List(items) => items.iter().any(|item| matches!(item, Value::Text(_))),
        Value::Text(_) => true,
    }
}

fn error(word: Word<'_>, message: impl Into<String>) -> RuleError {
    RuleError::new(word.place, message)
}

impl Problem {
    /// The program's format, `None` when it has no format line; a format
    /// line that does not fit is an error at its place.
    pub fn read(text: &str, rules: &Rules) -> Result<Option<Problem>, RuleError> {
        let lines: Vec<Vec<Word<'_>>> = (1u32..)
            .zip(text.split('\n'))
            .filter(|(_, line)| super::is_format_line(line))
            .map(|(number, line)| words(number, line))
            .collect();
        if lines.is_empty() {
            return Ok(None);
        }
        let mut draft = Draft::default();
        for line in lines.iter().filter(|l| l[0].text == "input") {
            draft.input(line, rules)?;
        }
        for line in &lines {
            match line[0].text {
                "cases" => draft.cases(line)?,
                "limit" => draft.limit(line)?,
                "answer" => draft.answer(line)?,
                _ => {}
            }
        }
        draft.finish(rules, lines[0][0]).map(Some)
    }
}

#[derive(Default)]
struct Draft {
    cases: Option<Spec>,
    lines: Vec<Vec<Item>>,
    slots: Vec<Slot>,
    answer: Option<Answer>,
}

impl Draft {
    /// `input ITEM ...`: a line of a case.
    fn input(&mut self, line: &[Word<'_>], rules: &Rules) -> Result<(), RuleError> {
        if line.len() < 2 {
            return Err(error(
                line[0],
                "an input line names what it holds: 'input n k'",
            ));
        }
        let mut items = Vec::new();
        for &word in &line[1..] {
            let (name, length) = match word
                .text
                .strip_prefix("len(")
                .and_then(|r| r.strip_suffix(')'))
            {
                Some(inner) => (inner, true),
                None => (word.text, false),
            };
            let slot = self.slot(name, word, rules)?;
            if length && !self.slots[slot].list {
                return Err(error(
                    word,
                    format!("'{name}' is not a list: it has no length"),
                ));
            }
            items.push(if length {
                Item::Length(slot)
            } else {
                Item::Value(slot)
            });
        }
        self.lines.push(items);
        Ok(())
    }

    /// The slot of `name`, made on its first use.
    fn slot(&mut self, name: &str, word: Word<'_>, rules: &Rules) -> Result<usize, RuleError> {
        if let Some(at) = self.slots.iter().position(|s| s.name == name) {
            return Ok(at);
        }
        let param = rules.params().iter().find(|(n, _)| n == name);
        if let Some((_, value)) = param.filter(|(_, v)| holds_text(v)) {
            return Err(error(
                word,
                format!(
                    "'{name}' holds {}: an input line reads integers and lists of them",
                    value.described()
                ),
            ));
        }
        let query = rules.variables().iter().any(|v| v.name == name);
        if param.is_none() && !query {
            return Err(error(
                word,
                format!("'{name}' is neither a param nor a state variable of the program"),
            ));
        }
        self.slots.push(Slot {
            name: name.to_string(),
            list: matches!(param, Some((_, Value::List(_)))),
            query,
            values: None,
            length: None,
            place: word.place,
        });
        Ok(self.slots.len() - 1)
    }

    /// `cases NAME in LO..HI [try LO..HI]`.
    fn cases(&mut self, line: &[Word<'_>]) -> Result<(), RuleError> {
        let spec = self.spec(line, usize::MAX, false)?;
        self.cases = Some(spec);
        Ok(())
    }

    /// `limit NAME in LO..HI [try LO..HI] [distinct]`, or `limit len(NAME) ...`.
    fn limit(&mut self, line: &[Word<'_>]) -> Result<(), RuleError> {
        let target = *line
            .get(1)
            .ok_or_else(|| error(line[0], "a limit names a value: 'limit n in 1..100'"))?;
        let (name, length) = match target
            .text
            .strip_prefix("len(")
            .and_then(|r| r.strip_suffix(')'))
        {
            Some(inner) => (inner, true),
            None => (target.text, false),
        };
        let slot = self
            .slots
            .iter()
            .position(|s| s.name == name)
            .ok_or_else(|| error(target, format!("'{name}' is not read by an input line")))?;
        let spec = self.spec(line, slot, self.slots[slot].list && !length)?;
        let field = if length {
            &mut self.slots[slot].length
        } else {
            &mut self.slots[slot].values
        };
        if field.is_some() {
            return Err(error(
                target,
                format!("'{}' has a limit already", target.text),
            ));
        }
        *field = Some(spec);
        Ok(())
    }

    /// `... NAME in LO..HI [try LO..HI] [distinct]`, whose ends may name
    /// values read before slot `before`.
    fn spec(&self, line: &[Word<'_>], before: usize, list: bool) -> Result<Spec, RuleError> {
        let at = |i: usize| {
            line.get(i).copied().ok_or_else(|| {
                error(
                    line[line.len() - 1],
                    "the line ends before its range: 'in 1..100'",
                )
            })
        };
        if at(2)?.text != "in" {
            return Err(error(
                at(2)?,
                "expected 'in' and a range, as in 'in 1..100'",
            ));
        }
        let full = self.range(at(3)?, before)?;
        let mut spec = Spec {
            tried: full.clone(),
            full,
            distinct: false,
            place: line[1].place,
        };
        let mut i = 4;
        while let Some(&word) = line.get(i) {
            match word.text {
                "try" => {
                    spec.tried = self.range(at(i + 1)?, before)?;
                    i += 2;
                }
                "distinct" if list => {
                    spec.distinct = true;
                    i += 1;
                }
                _ => {
                    return Err(error(
                        word,
                        "expected 'try LO..HI' or, for a list, 'distinct'",
                    ))
                }
            }
        }
        Ok(spec)
    }

    /// `LO..HI`.
    fn range(&self, word: Word<'_>, before: usize) -> Result<(End, End), RuleError> {
        let (low, high) = word
            .text
            .split_once("..")
            .ok_or_else(|| error(word, "a range is written LO..HI, without spaces"))?;
        Ok((self.end(low, word, before)?, self.end(high, word, before)?))
    }

    /// A number (`1000000`, `10^6`) or a value read before slot `before`.
    fn end(&self, text: &str, word: Word<'_>, before: usize) -> Result<End, RuleError> {
        if let Some(number) = number(text) {
            return Ok(End::Int(number));
        }
        match self.slots.iter().position(|s| s.name == text && !s.list) {
            Some(slot) if slot < before => Ok(End::Slot(slot)),
            Some(_) => Err(error(
                word,
                format!(
                    "'{text}' is read after this value: a range names only values read before it"
                ),
            )),
            None => Err(error(
                word,
                format!("'{text}' is neither a number nor a number read by an input line"),
            )),
        }
    }

    /// `answer WIN LOSE [LOOP] [for NAME in LO..HI]`.
    fn answer(&mut self, line: &[Word<'_>]) -> Result<(), RuleError> {
        let split = line
            .iter()
            .position(|w| w.text == "for")
            .unwrap_or(line.len());
        let words: Vec<String> = line[1..split].iter().map(|w| w.text.to_string()).collect();
        if !(2..=3).contains(&words.len()) {
            return Err(error(line[0], "an answer names a word for a Win, one for a Lose and maybe one for a Loop: 'answer first second draw'"));
        }
        if self.answer.is_some() {
            return Err(error(line[0], "the answer is given twice"));
        }
        self.answer = Some(if split == line.len() {
            Answer::PerCase { words }
        } else {
            self.row(&line[split..], words)?
        });
        Ok(())
    }

    /// `for NAME in LO..HI`: one string of letters, one per state.
    fn row(&self, line: &[Word<'_>], words: Vec<String>) -> Result<Answer, RuleError> {
        if let Some(word) = words.iter().find(|w| w.chars().count() != 1) {
            return Err(error(
                line[0],
                format!(
                    "a string of letters has one letter per state, and '{word}' is not one letter"
                ),
            ));
        }
        let spec = self.spec(line, self.slots.len(), false)?;
        let (low, high) = spec.full;
        Ok(Answer::Row { words, low, high })
    }

    fn finish(self, rules: &Rules, first: Word<'_>) -> Result<Problem, RuleError> {
        let answer = self
            .answer
            .ok_or_else(|| error(first, "the format has no 'answer' line"))?;
        for slot in &self.slots {
            let word = Word {
                text: &slot.name,
                place: slot.place,
            };
            if slot.values.is_none() {
                return Err(error(word, format!("'{}' has no 'limit' line", slot.name)));
            }
            if slot.list && slot.length.is_none() {
                return Err(error(
                    word,
                    format!("the list '{}' needs 'limit len({0}) in LO..HI'", slot.name),
                ));
            }
        }
        let queried = self.slots.iter().filter(|s| s.query).count();
        let wants = match answer {
            Answer::PerCase { .. } => rules.variables().len(),
            Answer::Row { .. } => 0,
        };
        if queried != wants
            || (matches!(answer, Answer::Row { .. }) && rules.variables().len() != 1)
        {
            return Err(error(first, match answer {
                Answer::PerCase { .. } => "a word per case answers the state its input names: every state variable is read by an input line",
                Answer::Row { .. } => "a string over a range of states needs a state of one variable, and no state read by an input line",
            }));
        }
        Ok(Problem {
            cases: self.cases,
            lines: self.lines,
            slots: self.slots,
            answer,
        })
    }
}

/// `123`, `-4` or `10^6`.
fn number(text: &str) -> Option<i64> {
    match text.split_once('^') {
        Some((base, power)) => base.parse::<i64>().ok()?.checked_pow(power.parse().ok()?),
        None => text.parse().ok(),
    }
}
