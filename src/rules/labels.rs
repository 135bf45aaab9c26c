//! A state's moves in the game's words: each target once, labelled by the
//! `move` line that first reaches it, its generators' values put in
//! (`n - k` with k = 3 reads `n - 3`), so a page can say which rule a move
//! follows.

use super::build::MoveWalk;
use super::eval::{Fault, Meter, Value, VALUE_SHOWN};
use super::{Limits, MoveRule, Rules};

/// The enumeration of one state's moves, as the build lists them.
struct Labels<'a> {
    rules: &'a Rules,
    env: Vec<Value>,
    /// Targets listed so far, each with its label.
    listed: Vec<(usize, String)>,
    seen: std::collections::HashSet<usize>,
    /// As many steps as a build has: a state that built has its labels.
    meter: Meter,
}

impl Rules {
    /// The moves of `state`: each distinct target once, in the order the
    /// build lists them, with the target's text of the first line reaching
    /// it, generators' names replaced by their values. None for a state out
    /// of range or one where the game is over.
    pub fn move_labels(&self, state: usize) -> Vec<(usize, String)> {
        if state as u64 >= self.state_count() {
            return Vec::new();
        }
        let slots = self.slots();
        let mut labels = Labels {
            rules: self,
            env: vec![Value::Int(0); slots],
            listed: Vec::new(),
            seen: Default::default(),
            meter: Meter::new(Limits::DEFAULT.steps),
        };
        self.load(state, &mut labels.env);
        if labels.over() {
            return Vec::new();
        }
        for rule in &self.moves {
            // A state that builds fails no move; any other stops here.
            if labels.walk(rule, 0).is_err() {
                break;
            }
        }
        labels.listed
    }
}

impl Labels<'_> {
    /// Whether a `lose when` or `win when` line holds (or fails).
    fn over(&self) -> bool {
        self.rules
            .clauses
            .iter()
            .any(|(_, when)| when.truth(&self.env, &self.meter).unwrap_or(true))
    }
}

/// The build's walk (`build::MoveWalk`), one binding at a time, each
/// target listed once with its label.
impl MoveWalk for Labels<'_> {
    fn rules(&self) -> &Rules {
        self.rules
    }

    fn context(&mut self) -> (&mut [Value], &Meter) {
        (&mut self.env, &self.meter)
    }

    fn target(&mut self, rule: &MoveRule) -> Result<(), Fault> {
        let values = rule
            .target
            .iter()
            .map(|code| code.int(&self.env, &self.meter))
            .collect::<Result<Vec<_>, Fault>>()?;
        if let Some(to) = self.rules.state_of(&values) {
            if self.seen.insert(to) {
                let bound = &self.env[self.rules.variables.len()..];
                self.listed
                    .push((to, put_in(&rule.target_text, &rule.generator_names, bound)));
            }
        }
        Ok(())
    }
}

/// `text` with each whole word that is one of `names` replaced by its value.
fn put_in(text: &str, names: &[String], values: &[Value]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_ascii_alphanumeric() || c == '_') {
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let word = &rest[..end];
        match names.iter().position(|name| name == word) {
            Some(i) => out.push_str(&values[i].text(VALUE_SHOWN)),
            None => out.push_str(word),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(program: &str, settings: &[(&str, &str)], state: &[i64]) -> Vec<(usize, String)> {
        let settings: Vec<(String, String)> = settings
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        let rules = Rules::compile(program, &settings).unwrap();
        rules.move_labels(rules.state_of(state).unwrap())
    }

    #[test]
    fn a_move_is_labelled_by_its_target_with_the_generators_values() {
        let program = "param S = {1, 3, 4}\nstate n in 0..10\nmove n - k for k in S if k <= n";
        assert_eq!(
            labels(program, &[], &[5]),
            [
                (4, "n - 1".into()),
                (2, "n - 3".into()),
                (1, "n - 4".into())
            ]
        );
        assert_eq!(labels(program, &[], &[0]), []);
    }

    #[test]
    fn each_target_once_in_the_builds_order_under_the_first_line() {
        let program = "state a in 0..3, b in 0..3\n\
                       move (a - k, b) for k in 1..2 if k <= a\n\
                       move (a - 1, b) if a > 0\n\
                       move (a, (b + 1) % 4)";
        let rules = Rules::compile(program, &[]).unwrap();
        let state = rules.state_of(&[2, 3]).unwrap();
        let labels = rules.move_labels(state);
        let graph = rules.build(crate::rules::Limits::DEFAULT).unwrap();
        let targets: Vec<usize> = labels.iter().map(|(to, _)| *to).collect();
        let built: Vec<usize> = crate::retro::GameGraph::successors(&graph, state).collect();
        assert_eq!(targets, built);
        let texts: Vec<&str> = labels.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(texts, ["(a - 1, b)", "(a - 2, b)", "(a, (b + 1) % 4)"]);
    }

    #[test]
    fn an_ended_state_has_no_moves_and_words_only_match_whole() {
        let program = "param kk = 2\nstate n in 0..5\nlose when n == 5\n\
                       move n + k + kk for k in [0, 1] if n + k + kk <= 5";
        assert_eq!(
            labels(program, &[], &[2]),
            [(4, "n + 0 + kk".into()), (5, "n + 1 + kk".into())]
        );
        assert_eq!(labels(program, &[], &[5]), []);
        assert_eq!(labels(program, &[("kk", "0")], &[1]).len(), 2);
    }
}
