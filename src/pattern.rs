//! Where a sequence becomes periodic: outcomes or Grundy values along a
//! game's positions (a subtraction game's, say) repeat from some point on,
//! and the point and the period are what one wants to know.

/// A sequence repeats with period `period` from index `from`:
/// `seq[i] == seq[i + period]` whenever `from <= i` and `i + period` is in
/// the sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    pub period: usize,
    pub from: usize,
}

/// The period of `seq` with the shortest preperiod plus period (`from +
/// period`), the shorter period on a tie, among those seen at least twice
/// in full after their start (`seq.len() - from >= 2 * period`); `None`
/// when there is none.
///
/// O(n) time and one `usize` per element. The earliest start for a period
/// P is where the longest common suffix of `seq` and `seq` without its last
/// P elements begins, and those lengths, for every P at once, are the
/// Z-function of the reversed sequence. (Scanning back from the end for
/// each P instead costs O(n^2) on a long random prefix followed by a
/// constant run, where every P matches back to the prefix.)
pub fn period<T: Eq>(seq: &[T]) -> Option<Period> {
    let n = seq.len();
    let reversed = |i: usize| &seq[n - 1 - i];
    let common = z_function(n, |a, b| reversed(a) == reversed(b));
    // With L = common[P], the earliest start is n - P - L, the sum
    // from + period is n - L, and two whole periods fit when L >= P.
    let best = (1..n)
        .filter(|&p| common[p] >= p)
        .min_by_key(|&p| (n - common[p], p))?;
    Some(Period {
        period: best,
        from: n - best - common[best],
    })
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

    fn found(seq: &str) -> Option<(usize, usize)> {
        period(seq.as_bytes()).map(|p| (p.period, p.from))
    }

    #[test]
    fn short_and_periodless_sequences_have_none() {
        assert_eq!(found(""), None);
        assert_eq!(found("a"), None);
        assert_eq!(found("ab"), None);
        assert_eq!(found("abcab"), None);
    }

    #[test]
    fn the_shortest_preperiod_plus_period_wins() {
        assert_eq!(found("aa"), Some((1, 0)));
        assert_eq!(found("abab"), Some((2, 0)));
        assert_eq!(found("xabab"), Some((2, 1)));
        // Period 3 breaks at the last element; the constant tail is left.
        assert_eq!(found("abcabcaaa"), Some((1, 6)));
        assert_eq!(found("abcabcab"), Some((3, 0)));
        // Period 4 would need 8 elements after its start.
        assert_eq!(found("xyabab"), Some((2, 2)));
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
