//! States in the game's own words: values by name, tuples as written.

use std::fmt;

use super::{Domain, Rules};

impl Rules {
    /// The state's values, one word each (named values by name).
    pub fn words(&self, state: usize) -> Vec<String> {
        let mut rest = state as u64;
        let mut words = vec![String::new(); self.variables.len()];
        for (i, variable) in self.variables.iter().enumerate().rev() {
            let size = variable.domain.size();
            words[i] = variable.domain.word(variable.domain.value(rest % size));
            rest /= size;
        }
        words
    }

    /// The state as a move's target is written: `3` for one variable,
    /// `(3, 5)` or `(4, Rick)` for more.
    pub fn describe(&self, state: usize) -> String {
        let words = self.words(state);
        if words.len() == 1 {
            words[0].clone()
        } else {
            format!("({})", words.join(", "))
        }
    }

    /// The state's values as integers (a named value by its place in the
    /// list).
    pub fn values(&self, state: usize) -> Vec<i64> {
        let mut rest = state as u64;
        let mut values = vec![0; self.variables.len()];
        for (i, variable) in self.variables.iter().enumerate().rev() {
            let size = variable.domain.size();
            values[i] = variable.domain.value(rest % size);
            rest /= size;
        }
        values
    }

    /// The state with these values, if each is in its variable's domain.
    pub fn state_of(&self, values: &[i64]) -> Option<usize> {
        if values.len() != self.variables.len() {
            return None;
        }
        let strides = self.strides();
        let mut index = 0u64;
        for ((value, variable), stride) in values.iter().zip(&self.variables).zip(strides) {
            index += variable.domain.offset(*value)? * stride;
        }
        Some(index as usize)
    }
}

impl Domain {
    /// A value as the table shows it: a named value by its name.
    pub fn word(&self, value: i64) -> String {
        match self {
            Domain::Names(names) => usize::try_from(value)
                .ok()
                .and_then(|i| names.get(i))
                .cloned()
                .unwrap_or_else(|| value.to_string()),
            Domain::Range { .. } => value.to_string(),
        }
    }
}

impl fmt::Display for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Domain::Range { low, size } => {
                let high = i128::from(*low) + i128::from(*size) - 1;
                write!(f, "{low}..{high}")
            }
            Domain::Names(names) => write!(f, "{{{}}}", names.join(", ")),
        }
    }
}
