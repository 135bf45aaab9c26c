//! The rules game's form fields: the program (`rules-source`) and its
//! settings, refused with the compiler's or the build's located error.

use std::convert::Infallible;
use std::fmt;

use super::{Limits, RuleError, Rules, RulesGraph};
use crate::fields::{self, FieldError, FieldProblem};

/// The field the program is typed into.
pub const SOURCE: &str = "rules-source";

/// What only the rules game's fields can get wrong: the program (or a
/// setting) fails to compile or to build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem(pub RuleError);

/// The rules game's form: the program and its settings, no number field
/// and no judge input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {}

impl fields::Form for Form {
    type Quantity = Infallible;
    type Problem = Problem;
    type Input = Infallible;
}

impl From<Problem> for FieldProblem<Form> {
    fn from(problem: Problem) -> Self {
        FieldProblem::Game(problem)
    }
}

/// The command's own line: `line 3, column 14: ...`.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The program's field refused with `error`.
pub fn refused(error: RuleError) -> FieldError<Form> {
    refused_in(SOURCE, error)
}

/// Another field refused with the program's `error` (Check's answer, on a
/// game the check does not solve): said where the user acted.
pub fn refused_in(field: &'static str, error: RuleError) -> FieldError<Form> {
    FieldError {
        field,
        problem: Problem(error).into(),
    }
}

/// Settings `NAME=EXPR` split at their first `=`; one without a name is
/// refused as an error in that setting.
pub fn settings(lines: &[String]) -> Result<Vec<(String, String)>, FieldError<Form>> {
    lines
        .iter()
        .map(|line| match line.split_once('=') {
            Some((name, value)) if !name.trim().is_empty() => {
                Ok((name.trim().to_string(), value.to_string()))
            }
            _ => Err(refused(
                RuleError::new(
                    super::Place::new(1, 1, line.chars().count() as u32),
                    format!("a setting is NAME=EXPR, got '{line}'"),
                )
                .in_source(&super::Source::Setting(line.clone())),
            )),
        })
        .collect()
}

/// The program compiled with its settings and built within `limits`.
pub fn built(
    text: &str,
    settings: &[(String, String)],
    limits: Limits,
) -> Result<(Rules, RulesGraph), FieldError<Form>> {
    let rules = Rules::compile(text, settings).map_err(refused)?;
    let graph = rules.build(limits).map_err(refused)?;
    Ok((rules, graph))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_is_the_commands_line_under_the_program() {
        let error = built("state n in 0..3\nmove n + 1", &[], Limits::DEFAULT).unwrap_err();
        assert_eq!(error.field, "rules-source");
        assert_eq!(
            error.message(),
            "line 2, column 6: the move from 3 reaches 4, outside the state: n must be in 0..3"
        );
        let set = settings(&["N=4".into(), " =1".into()]).unwrap_err();
        assert_eq!(
            set.message(),
            "the value set for  =1, column 1: a setting is NAME=EXPR, got ' =1'"
        );
        assert_eq!(
            settings(&["N = 4".into()]),
            Ok(vec![("N".into(), " 4".into())])
        );
    }
}
