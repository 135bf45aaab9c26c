//! `state ... where C`: only the combinations of the variables where `C`
//! holds are states (three-row Chomp keeps rows `a >= b >= c`). The others
//! are not listed, not counted, and a move to one is an error with its
//! place. The kept states are numbered in the order of the combinations
//! (the first variable slowest), and each is found again by a binary search
//! over the combinations kept.

use std::rc::Rc;

use super::error::{Place, RuleError};
use super::eval::{Code, Meter, Value};
use super::Rules;

/// How many combinations `where` may check: each is one evaluation.
pub const COMBINATIONS: u64 = 100_000_000;

impl Rules {
    /// The combinations where `keep` holds, in order, or the error that
    /// there are too many to check or that the condition fails (each check
    /// spends the meter's steps).
    pub(super) fn kept_combinations(
        &self,
        keep: &Code,
        place: Place,
        meter: &Meter,
    ) -> Result<Rc<[u32]>, RuleError> {
        let total = self.combinations();
        if total > COMBINATIONS {
            let sizes: Vec<String> = self
                .variables
                .iter()
                .map(|v| v.domain.size().to_string())
                .collect();
            return Err(RuleError::new(
                place,
                format!(
                    "'where' would check {} = {total} combinations, over the limit of {COMBINATIONS}",
                    sizes.join(" x ")
                ),
            ));
        }
        let mut env = vec![Value::Int(0); self.slots()];
        let mut kept = Vec::new();
        for combination in 0..total {
            self.load_combination(combination, &mut env);
            if keep.truth(&env, meter).map_err(|e| *e)? {
                kept.push(combination as u32);
            }
        }
        Ok(kept.into())
    }

    /// The product of the domains' sizes, saturated.
    pub(super) fn combinations(&self) -> u64 {
        self.variables
            .iter()
            .fold(1u64, |total, v| total.saturating_mul(v.domain.size()))
    }

    /// The combination (first variable slowest) of a state.
    pub(super) fn combination(&self, state: usize) -> u64 {
        match &self.kept {
            Some(kept) => u64::from(kept[state]),
            None => state as u64,
        }
    }

    /// The state a combination is, if it is one.
    pub(super) fn state_at_combination(&self, combination: u64) -> Option<usize> {
        match &self.kept {
            Some(kept) => u32::try_from(combination)
                .ok()
                .and_then(|c| kept.binary_search(&c).ok()),
            None => Some(combination as usize),
        }
    }

    /// The combinations kept as states, ascending (state `i` is the `i`-th),
    /// when the program has `where`: the page lays out combinations.
    pub fn kept(&self) -> Option<&[u32]> {
        self.kept.as_deref()
    }

    /// Whether `values` are in their variables' domains but `where` leaves
    /// their combination out.
    pub fn left_out(&self, values: &[i64]) -> bool {
        self.kept.is_some()
            && values.len() == self.variables.len()
            && values
                .iter()
                .zip(&self.variables)
                .all(|(value, v)| v.domain.offset(*value).is_some())
            && self.state_of(values).is_none()
    }

    /// The place of `where`, when the program keeps some combinations.
    pub fn keeps_some(&self) -> Option<Place> {
        self.kept.as_ref().map(|_| self.keep_place)
    }

    /// Writes a combination's values into the first slots.
    pub(super) fn load_combination(&self, combination: u64, env: &mut [Value]) {
        let mut rest = combination;
        for (i, variable) in self.variables.iter().enumerate().rev() {
            let size = variable.domain.size();
            env[i] = Value::Int(variable.domain.value(rest % size));
            rest /= size;
        }
    }
}
