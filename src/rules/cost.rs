//! What a program costs, said before it is paid: the memory a built game
//! and its solve take, estimated from its states and its moves so that a
//! build stops before allocating past its limit, and the sentences that
//! refuse a program over a limit.

use super::error::{Limit, Place, RuleError};
use super::eval::{Fault, Meter};
use super::{Domain, Limits, Rules};

/// Bytes per state of the build: where each state's moves start and where
/// its predecessors start (4 each), the stamp that drops repeated targets
/// (4), and whether it is won (1, and 4 while building).
const BUILD_PER_STATE: u64 = 17;
/// Bytes per state of the retrograde engine: the outcome (1), the counter,
/// the remoteness, the deciding move, the step it was labelled at and its
/// place in the queue (4 each).
const ENGINE_PER_STATE: u64 = 21;
/// Bytes per state of Grundy values by rounds, the most their computation
/// takes: the value, the open moves, the blockers, the round's hit stamp,
/// the unlabelled list and the work list (4 each).
const GRUNDY_PER_STATE: u64 = 24;
/// Bytes of a table line beyond the state's words: the outcome, the
/// remoteness and a Grundy value, with their spaces.
const LINE_PER_STATE: u64 = 28;
/// Bytes per move: the successor and the predecessor lists (4 each).
const PER_MOVE: u64 = 8;
/// Bytes of the compiled program per byte of its text, at most: measured
/// on the costliest texts (a file of `move 0` lines, a list of names).
const PROGRAM_PER_BYTE: u64 = 48;

/// The memory of a built game and its solve: its compiled program, and
/// so much per state and per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Footprint {
    pub program: u64,
    pub per_state: u64,
    pub per_move: u64,
}

impl Footprint {
    /// The build, the engine, the Grundy values and the table's lines
    /// (each state's words as wide as its variables' widest).
    pub fn of(rules: &Rules) -> Footprint {
        let words: u64 = rules
            .variables
            .iter()
            .map(|v| widest_word(&v.domain) + 1)
            .sum();
        Footprint {
            program: rules.text_bytes.saturating_mul(PROGRAM_PER_BYTE),
            per_state: BUILD_PER_STATE
                + ENGINE_PER_STATE
                + GRUNDY_PER_STATE
                + LINE_PER_STATE
                + words,
            per_move: PER_MOVE,
        }
    }

    pub fn bytes(&self, states: u64, moves: u64) -> u64 {
        self.per_state
            .saturating_mul(states)
            .saturating_add(self.per_move.saturating_mul(moves))
            .saturating_add(self.program)
    }

    /// The most moves that fit in `memory` beside `states` states, or the
    /// error that the states alone do not fit.
    pub fn moves_within(&self, states: u64, memory: u64, place: Place) -> Result<u64, RuleError> {
        match memory.checked_sub(self.bytes(states, 0)) {
            Some(left) => Ok(left / self.per_move),
            None => Err(RuleError::over(
                place,
                Limit::Memory,
                format!(
                    "the game's {states} states ({} bytes each) and its program ({}) need {}, \
                     over the memory limit of {}",
                    self.per_state,
                    bytes(self.program),
                    bytes(self.bytes(states, 0)),
                    bytes(memory)
                ),
            )),
        }
    }

    /// The error that the moves do not fit, said at `place` with the state
    /// the build was at.
    pub fn moves_over(
        &self,
        place: Place,
        moves: u64,
        states: u64,
        memory: u64,
        at: &str,
    ) -> Fault {
        Box::new(RuleError::over(
            place,
            Limit::Memory,
            format!(
                "the game needs more memory than the limit of {}: more than {moves} moves \
                 ({} bytes each) beside its {states} states ({} bytes each) and its program \
                 ({}), reached at {at}",
                bytes(memory),
                self.per_move,
                self.per_state,
                bytes(self.program)
            ),
        ))
    }
}

/// The most characters a value of the domain takes in the table.
fn widest_word(domain: &Domain) -> u64 {
    match domain {
        Domain::Names(names) => names.iter().map(|n| n.len() as u64).max().unwrap_or(1),
        Domain::Range { low, size } => {
            let high = i128::from(*low) + i128::from(*size) - 1;
            let width = |v: i128| v.to_string().len() as u64;
            width(i128::from(*low)).max(width(high))
        }
    }
}

/// A size in bytes as a person reads it: `16 MiB` for a whole number of
/// mebibytes, else `1.5 GB`, `620 MB` or `900 bytes`.
pub fn bytes(count: u64) -> String {
    const MIB: u64 = 1 << 20;
    if count >= MIB && count.is_multiple_of(MIB) && count < 1 << 40 {
        return format!("{} MiB", count / MIB);
    }
    let shown = |value: f64, unit: &str| {
        let text = format!("{value:.1}");
        format!("{} {unit}", text.strip_suffix(".0").unwrap_or(&text))
    };
    match count {
        0..1_000_000 => format!("{count} bytes"),
        1_000_000..1_000_000_000 => shown(count as f64 / 1e6, "MB"),
        _ => shown(count as f64 / 1e9, "GB"),
    }
}

/// `error` as the sentence that the evaluation ran out of steps, when the
/// meter did (`at`: where the build was); any other error as it is.
pub fn steps_error(
    error: RuleError,
    meter: &Meter,
    limits: &Limits,
    at: Option<&str>,
) -> RuleError {
    if !meter.is_out() {
        return error;
    }
    let at = at.map_or(", in the params and constants".to_string(), |at| {
        format!(", reached at {at}")
    });
    RuleError::over(
        error.place,
        Limit::Steps,
        format!(
            "the evaluation takes more than {} steps, the limit{at}",
            limits.steps
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_people_say_them() {
        assert_eq!(bytes(900), "900 bytes");
        assert_eq!(bytes(16 << 20), "16 MiB");
        assert_eq!(bytes(620_000_000), "620 MB");
        assert_eq!(bytes(1_500_000_000), "1.5 GB");
        assert_eq!(bytes(6_170_000_000), "6.2 GB");
    }

    #[test]
    fn the_footprint_counts_each_states_words() {
        let text = "state a in -5..100, t in {Rick, Mo}";
        let rules = Rules::compile(text, &[]).unwrap();
        let footprint = Footprint::of(&rules);
        assert_eq!(footprint.per_state, 17 + 21 + 24 + 28 + 4 + 5);
        assert_eq!(footprint.program, 48 * text.len() as u64);
        let program = footprint.program;
        assert_eq!(
            footprint.bytes(10, 3),
            10 * footprint.per_state + 24 + program
        );
        let place = Place::new(1, 1, 1);
        assert_eq!(
            footprint.moves_within(10, 10 * footprint.per_state + program + 17, place),
            Ok(2)
        );
        let refused = footprint.moves_within(10, 100, place).unwrap_err();
        assert_eq!(refused.limit, Some(Limit::Memory));
        assert_eq!(
            refused.message,
            format!(
                "the game's 10 states (99 bytes each) and its program ({}) need {}, \
                 over the memory limit of 100 bytes",
                bytes(program),
                bytes(990 + program)
            )
        );
    }
}
