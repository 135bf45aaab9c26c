//! What a state is worth to the player to move, shared by every solver and
//! both front ends.

/// The outcome of a state. The numeric values are part of the WebAssembly
/// contract: the page reads the outcome table as bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum Outcome {
    /// Not decided yet (only while solving).
    #[default]
    Undecided = 0,
    /// The mover can force a win.
    Win = 1,
    /// Every move hands the opponent a win.
    Lose = 2,
    /// The mover cannot win but can keep the game going forever.
    Loop = 3,
}

impl Outcome {
    /// Every outcome, in numeric order (so `ALL[o as usize] == o`).
    pub const ALL: [Outcome; 4] = [
        Outcome::Undecided,
        Outcome::Win,
        Outcome::Lose,
        Outcome::Loop,
    ];

    /// The judge's word for the outcome.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Loop => "Loop",
            Outcome::Undecided => "Undecided",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Outcome;

    #[test]
    fn all_is_in_numeric_order() {
        for (i, outcome) in Outcome::ALL.iter().enumerate() {
            assert_eq!(*outcome as usize, i);
        }
    }
}
