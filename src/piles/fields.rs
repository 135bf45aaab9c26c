//! The piles' form fields: the grid's side and a query's two piles, each a
//! whole number within the judge's largest pile.

use std::convert::Infallible;
use std::fmt;

use super::judge::{self, Limits};
use crate::fields::{self, whole_number, FieldError};

/// What a pile field holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    /// The side of the pile grid.
    GridSize,
    /// One pile of a query.
    Pile,
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Quantity::GridSize => "the grid size",
            Quantity::Pile => "a pile",
        })
    }
}

/// The piles' form: the grid's side, a query, and a pasted judge input in
/// the pile format; no problem is its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {}

impl fields::Form for Form {
    type Quantity = Quantity;
    type Problem = Infallible;
    type Input = judge::Item;
}

/// Reads the pile grid's side: at most the judge's largest pile.
pub fn grid_size(text: &str) -> Result<u32, FieldError<Form>> {
    whole_number(text, "pile-size", Quantity::GridSize, 1, Limits::JUDGE.pile)
}

/// Reads one pile of a query into the input `field`.
pub fn pile(text: &str, field: &'static str) -> Result<u32, FieldError<Form>> {
    whole_number(text, field, Quantity::Pile, 0, Limits::JUDGE.pile)
}

/// Reads both piles of a query ("pile-n" and "pile-m").
pub fn query(n: &str, m: &str) -> Result<(u32, u32), Vec<FieldError<Form>>> {
    match (pile(n, "pile-n"), pile(m, "pile-m")) {
        (Ok(n), Ok(m)) => Ok((n, m)),
        (n, m) => Err([n.err(), m.err()].into_iter().flatten().collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pile_fields() {
        assert_eq!(grid_size(" 5000 "), Ok(5000));
        let e = grid_size("0").unwrap_err();
        assert_eq!(e.field, "pile-size");
        assert_eq!(
            e.message(),
            "the grid size must be a whole number from 1 to 5000, not \"0\""
        );
        assert_eq!(pile("0", "pile-n"), Ok(0));
        assert_eq!(
            pile("5001", "pile-m").unwrap_err().message(),
            "a pile must be a whole number from 0 to 5000, not \"5001\""
        );
        assert_eq!(query("3", " 5"), Ok((3, 5)));
        let both: Vec<&str> = query("-1", "x")
            .unwrap_err()
            .iter()
            .map(|e| e.field)
            .collect();
        assert_eq!(both, ["pile-n", "pile-m"]);
        assert_eq!(query("1", "x").unwrap_err().len(), 1);
    }
}
