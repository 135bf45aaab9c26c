//! A judge input pasted into the page, to load as the game an answer is
//! checked against: either layout is accepted, and a game goes back into
//! the form's fields.

use super::judge::{read_berzerk, read_berzerk_cases, Item, Limits};
use super::Game;
use crate::judge::InputError;

/// Reads a Berzerk judge input in either layout: as the multi-case format
/// when it reads as one, else as a single game. When neither reads, the
/// error is that of the reading that got further into the input, which is
/// the layout the input was most likely meant to have.
pub fn read_any_berzerk(input: &[u8], limits: &Limits) -> Result<Vec<Game>, InputError<Item>> {
    let cases = match read_berzerk_cases(input, limits) {
        Ok(games) => return Ok(games),
        Err(e) => e,
    };
    match read_berzerk(input, limits) {
        Ok(game) => Ok(vec![game]),
        Err(single) if (single.line, single.column) >= (cases.line, cases.column) => Err(single),
        Err(_) => Err(cases),
    }
}

/// Shortest run of consecutive jumps written as a range, so that short
/// sets read as typed and full ones as `1-6999`.
const SHORTEST_RANGE: usize = 4;

/// A jump set (ascending) as the page's jump fields read it: separated by
/// spaces, with runs of consecutive jumps written as ranges.
pub fn jump_field(jumps: &[u32]) -> String {
    let mut words = Vec::new();
    let mut rest = jumps;
    while let Some(&first) = rest.first() {
        let run = rest
            .iter()
            .zip(first..)
            .take_while(|&(&jump, expected)| jump == expected)
            .count();
        if run >= SHORTEST_RANGE {
            words.push(format!("{first}-{}", rest[run - 1]));
            rest = &rest[run..];
        } else {
            words.push(first.to_string());
            rest = &rest[1..];
        }
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::{InputProblem, Wanted};

    #[test]
    fn either_layout_reads() {
        let j = &Limits::JUDGE;
        let single = read_any_berzerk(b"5\n2 3 2\n3 1 2 3\n", j).unwrap();
        assert_eq!(single.len(), 1);
        let two = read_any_berzerk(b"2\n5\n2 3 2\n3 1 2 3\n8\n4 6 2 3 4\n2 3 6\n", j).unwrap();
        assert_eq!(two.len(), 2);
        assert_eq!(two[1].objects(), 8);
    }

    #[test]
    fn the_reading_that_got_further_names_the_problem() {
        let j = &Limits::JUDGE;
        // Meant as two cases, one missing: the multi-case reading gets to its end.
        let e = read_any_berzerk(b"2\n5\n2 3 2\n3 1 2 3\n", j).unwrap_err();
        let case_2_n = Wanted {
            case: Some(2),
            item: Item::Objects,
        };
        assert_eq!(e.problem, InputProblem::EndsEarly(case_2_n));
        // Meant as one game, with a bad jump.
        let e = read_any_berzerk(b"5\n2 3 2\n3 1 2 9\n", j).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 3, column 7: Morty's jump 9 is out of range: jumps must be between 1 and 4"
        );
    }

    #[test]
    fn long_runs_become_ranges() {
        assert_eq!(jump_field(&[1, 2, 3]), "1 2 3");
        assert_eq!(jump_field(&[2, 3]), "2 3");
        let full: Vec<u32> = (1..7000).collect();
        assert_eq!(jump_field(&full), "1-6999");
        assert_eq!(jump_field(&[1, 3, 4, 5, 6, 9, 10, 11]), "1 3-6 9 10 11");
    }
}
