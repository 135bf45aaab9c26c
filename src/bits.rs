//! A fixed-length bitset with rotated 64-bit windows, the workhorse of the
//! batch solver: a window reads 64 consecutive positions of a circle at once.

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

    /// Number of words that hold real bits (the padding word is not counted).
    pub(crate) fn word_count(&self) -> usize {
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

    /// The 64 bits starting at `start` without wrapping; bits past `len` read as zero.
    fn raw(&self, start: usize) -> u64 {
        let (w, off) = (start / 64, start % 64);
        let low = self.words[w] >> off;
        if off == 0 {
            low
        } else {
            let high = self.words.get(w + 1).copied().unwrap_or(0);
            low | high << (64 - off)
        }
    }

    /// Bit `i` of the result is position `(start + i) mod len`: the circle
    /// read from `start`, wrapping as often as needed (even when `len < 64`).
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
