//! A fixed-length bitset with rotated 64-bit windows, the workhorse of the
//! batch solver: a window reads 64 consecutive positions of a circle at once.

use std::ops::Range;

/// A set of positions `0..len`, packed 64 to a word.
///
/// One zero word is kept past the end so that [`Bits::raw`] can always read
/// two words without a bounds check on the slow path.
#[derive(Clone, Debug)]
pub(crate) struct Bits {
    words: Vec<u64>,
    len: usize,
}

impl Bits {
    pub(crate) fn new(len: usize) -> Self {
        Bits {
            words: vec![0; len.div_ceil(64) + 1],
            len,
        }
    }

    /// The set of every position `0..len`.
    pub(crate) fn full(len: usize) -> Self {
        let mut bits = Bits::new(len);
        let (whole, rest) = (len / 64, len % 64);
        bits.words[..whole].fill(!0);
        if rest > 0 {
            bits.words[whole] = (1 << rest) - 1;
        }
        bits
    }

    /// Number of words that hold real bits (the padding word is not counted).
    #[cfg(test)]
    fn word_count(&self) -> usize {
        self.len.div_ceil(64)
    }

    pub(crate) fn word(&self, index: usize) -> u64 {
        self.words[index]
    }

    pub(crate) fn get(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 == 1
    }

    pub(crate) fn set(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    pub(crate) fn clear(&mut self, i: usize) {
        self.words[i / 64] &= !(1 << (i % 64));
    }

    /// The positions in the set, ascending.
    pub(crate) fn ones(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(w, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let i = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    64 * w + i
                })
            })
        })
    }

    /// The 64 bits starting at `start` without wrapping; bits past `len`
    /// read as zero. `start < len`, so the word after its own is at worst
    /// the padding word, and a double shift spares the branch for `off == 0`.
    #[inline]
    fn raw(&self, start: usize) -> u64 {
        let (w, off) = (start / 64, start % 64);
        self.words[w] >> off | (self.words[w + 1] << 1) << (63 - off)
    }

    /// Bit `i` of the result is position `(start + i) mod len`: the circle
    /// read from `start`, wrapping as often as needed (even when `len < 64`).
    #[inline]
    pub(crate) fn window(&self, start: usize) -> u64 {
        debug_assert!(start < self.len);
        if start + 64 <= self.len {
            return self.raw(start);
        }
        let (mut out, mut got, mut pos) = (0u64, 0usize, start);
        while got < 64 {
            let take = (64 - got).min(self.len - pos);
            let mask = if take == 64 { !0 } else { (1u64 << take) - 1 };
            out |= (self.raw(pos) & mask) << got;
            got += take;
            pos += take;
            if pos == self.len {
                pos = 0;
            }
        }
        out
    }

    /// The first word `c` in `words` at which this set and `other` read
    /// from `start` share bits, with those bits: word `c` of this set is
    /// ANDed with `other`'s window at `start + 64 * (c - words.start)`
    /// (mod `other`'s length). Windows that do not wrap are read as one
    /// stream of word pairs, the cheap case that nearly every word is in.
    pub(crate) fn first_overlap(
        &self,
        other: &Bits,
        words: Range<usize>,
        start: usize,
    ) -> Option<(usize, u64)> {
        let (mut c, mut at) = (words.start, start);
        while c < words.end {
            let run = ((other.len - at) / 64).min(words.end - c);
            let (w, off) = (at / 64, at % 64);
            let pairs = other.words[w..w + run + 1].windows(2);
            for (k, (&mine, pair)) in self.words[c..c + run].iter().zip(pairs).enumerate() {
                let hits = mine & (pair[0] >> off | (pair[1] << 1) << (63 - off));
                if hits != 0 {
                    return Some((c + k, hits));
                }
            }
            c += run;
            at += 64 * run;
            if c == words.end {
                break;
            }
            if at == other.len {
                at = 0;
                continue;
            }
            let hits = self.words[c] & other.window(at);
            if hits != 0 {
                return Some((c, hits));
            }
            c += 1;
            at = (at + 64) % other.len;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::Bits;

    #[test]
    fn window_wraps_around_short_and_long_circles() {
        for len in [1usize, 2, 5, 63, 64, 65, 130, 200] {
            let mut bits = Bits::new(len);
            for i in (0..len).filter(|i| i % 3 == 0 || i % 7 == 1) {
                bits.set(i);
            }
            for start in 0..len {
                let w = bits.window(start);
                for i in 0..64 {
                    assert_eq!(
                        w >> i & 1 == 1,
                        bits.get((start + i) % len),
                        "len {len} start {start} bit {i}"
                    );
                }
            }
        }
    }

    #[test]
    fn first_overlap_is_the_first_word_whose_window_shares_bits() {
        let mut seed = 0x9e3779b97f4a7c15u64;
        // One bit in 2^(64 - shift): about one shared bit every other word.
        let mut sparse = |len: usize, shift: u32| {
            let mut bits = Bits::new(len);
            for i in 0..len {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if seed >> shift == 0 {
                    bits.set(i);
                }
            }
            bits
        };
        for len in [1usize, 5, 63, 64, 65, 130, 200, 700] {
            let (mine, other) = (sparse(len, 61), sparse(len, 60));
            let words = mine.word_count();
            for start in 0..len {
                for first in 0..words {
                    let expected = (first..words).find_map(|c| {
                        let at = (start + 64 * (c - first)) % len;
                        let hits = mine.word(c) & other.window(at);
                        (hits != 0).then_some((c, hits))
                    });
                    assert_eq!(
                        mine.first_overlap(&other, first..words, start),
                        expected,
                        "len {len} start {start} first {first}"
                    );
                }
            }
        }
    }

    #[test]
    fn full_sets_every_position_and_no_padding() {
        for len in [1usize, 63, 64, 65, 128, 200] {
            let bits = Bits::full(len);
            assert!((0..len).all(|i| bits.get(i)), "len {len}");
            assert_eq!(bits.words.last(), Some(&0));
            let count: u32 = bits.words.iter().map(|w| w.count_ones()).sum();
            assert_eq!(count as usize, len);
        }
    }

    #[test]
    fn ones_lists_the_set_in_order() {
        let mut bits = Bits::new(200);
        for i in [0, 5, 63, 64, 130, 199] {
            bits.set(i);
        }
        assert_eq!(bits.ones().collect::<Vec<_>>(), [0, 5, 63, 64, 130, 199]);
        assert_eq!(Bits::new(70).ones().count(), 0);
    }

    #[test]
    fn set_and_clear() {
        let mut bits = Bits::new(100);
        bits.set(99);
        bits.set(0);
        assert!(bits.get(99) && bits.get(0) && !bits.get(50));
        bits.clear(99);
        assert!(!bits.get(99));
        assert_eq!(bits.word_count(), 2);
    }
}
