//! Where a sequence becomes periodic: outcomes or Grundy values along a
//! game's positions (a subtraction game's, say) repeat from some point on,
//! and the point and the period are what one wants to know.

/// A sequence repeats with period `period` from index `from`:
/// `seq[i] == seq[i + period]` whenever `from <= i` and `i + period` is in
/// the sequence; `seen` whole periods fit from `from` to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    pub period: usize,
    pub from: usize,
    pub seen: usize,
}

/// How many whole periods a period must be seen in, from its start to the
/// end, to be shown: the period and two repetitions of it.
pub const SEEN_AT_LEAST: usize = 3;

/// What a finite sequence shows of a period. A period is `shown` when its
/// repeating part holds at least [`SEEN_AT_LEAST`] whole periods and is at
/// least as long as the part before it (so the last few equal values of a
/// long sequence, or a long period seen barely twice, are no evidence);
/// among those, the one with the shortest preperiod plus period, the
/// shorter period on a tie. When none is shown, `closest` is the one that
/// would have been by the same order among those seen twice in full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Periodicity {
    pub shown: Option<Period>,
    pub closest: Option<Period>,
}

/// The period the sequence shows, if any (see [`Periodicity`]).
pub fn period<T: Eq>(seq: &[T]) -> Option<Period> {
    periodicity(seq).shown
}

/// The period the sequence shows, or the candidate that came closest.
///
/// O(n) time and one `usize` per element. The earliest start for a period
/// P is where the longest common suffix of `seq` and `seq` without its last
/// P elements begins, and those lengths, for every P at once, are the
/// Z-function of the reversed sequence. (Scanning back from the end for
/// each P instead costs O(n^2) on a long random prefix followed by a
/// constant run, where every P matches back to the prefix.)
pub fn periodicity<T: Eq>(seq: &[T]) -> Periodicity {
    let n = seq.len();
    let reversed = |i: usize| &seq[n - 1 - i];
    let common = z_function(n, |a, b| reversed(a) == reversed(b));
    // With L = common[P], the earliest start is n - P - L and the
    // repeating part is P + L long, from + period being n - L.
    let candidate = |p: usize| Period {
        period: p,
        from: n - p - common[p],
        seen: (p + common[p]) / p,
    };
    let first = |keep: &dyn Fn(&Period) -> bool| {
        (1..n)
            .map(candidate)
            .filter(|c| keep(c))
            .min_by_key(|c| (c.from + c.period, c.period))
    };
    let shown = first(&|c| c.seen >= SEEN_AT_LEAST && n - c.from >= c.from);
    Periodicity {
        shown,
        closest: if shown.is_some() {
            None
        } else {
            first(&|c| c.seen >= 2)
        },
    }
}

/// `z[i]`: the length of the longest common prefix of the sequence and its
/// suffix from `i` (`z[0] = n`), for a sequence of `n` elements compared by
/// index with `same`.
fn z_function(n: usize, same: impl Fn(usize, usize) -> bool) -> Vec<usize> {
    let mut z = vec![0; n];
    if n == 0 {
        return z;
    }
    z[0] = n;
    // [left, right): the rightmost match with a prefix found so far.
    let (mut left, mut right) = (0, 0);
    for i in 1..n {
        let mut length = if i < right {
            (right - i).min(z[i - left])
        } else {
            0
        };
        while i + length < n && same(length, i + length) {
            length += 1;
        }
        if i + length > right {
            (left, right) = (i, i + length);
        }
        z[i] = length;
    }
    z
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(seq: &str) -> Option<(usize, usize, usize)> {
        period(seq.as_bytes()).map(|p| (p.period, p.from, p.seen))
    }

    fn closest(seq: &str) -> Option<(usize, usize, usize)> {
        periodicity(seq.as_bytes())
            .closest
            .map(|p| (p.period, p.from, p.seen))
    }

    #[test]
    fn short_and_periodless_sequences_have_none() {
        assert_eq!(found(""), None);
        assert_eq!(found("a"), None);
        assert_eq!(found("ab"), None);
        assert_eq!(found("abcab"), None);
        assert_eq!(closest("abcab"), None);
    }

    #[test]
    fn a_period_is_shown_in_three_whole_periods_past_a_shorter_start() {
        assert_eq!(found("aaa"), Some((1, 0, 3)));
        assert_eq!(found("ababab"), Some((2, 0, 3)));
        assert_eq!(found("xababab"), Some((2, 1, 3)));
        // Period 3 breaks at the last element; the constant tail is too short.
        assert_eq!(found("abcabcaaa"), None);
        assert_eq!(closest("abcabcaaa"), Some((1, 6, 3)));
        assert_eq!(found("abcabcabcab"), Some((3, 0, 3)));
    }

    #[test]
    fn two_periods_or_a_long_start_are_no_evidence() {
        // Seen twice only: the last two equal values, or two whole periods.
        assert_eq!(found("xyzwvaa"), None);
        assert_eq!(closest("xyzwvaa"), Some((1, 5, 2)));
        assert_eq!(found("abab"), None);
        assert_eq!(closest("abab"), Some((2, 0, 2)));
        // Seen three times, but after a longer start.
        assert_eq!(found("qwertyuiopaaa"), None);
        assert_eq!(closest("qwertyuiopaaa"), Some((1, 10, 3)));
        assert_eq!(found("qwertyaaaaaa"), Some((1, 6, 6)));
    }

    #[test]
    fn z_function_matches_its_definition() {
        let text = b"aabxaabxcaabxaabxay";
        let z = z_function(text.len(), |a, b| text[a] == text[b]);
        for (i, &length) in z.iter().enumerate() {
            let naive = (0..text.len() - i)
                .take_while(|&k| text[k] == text[i + k])
                .count();
            assert_eq!(length, naive, "at {i}");
        }
    }
}
