//! A small seedable generator, so that generated games are reproducible
//! from one number without a random-number crate (the library has no
//! dependencies).

/// xorshift64 over a seed mixed by splitmix64, so that nearby seeds (1, 2,
/// 3 ...) start far apart and 0 is as good a seed as any. Fast and good
/// enough to pick games; not for anything secret.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        // xorshift never leaves 0, so 0 must not be its state.
        Rng((z ^ (z >> 31)).max(1))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Uniform in `0..bound` (`bound > 0`), by a widening multiply rather
    /// than a remainder, whose bias would favour small values.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "an empty range has no value");
        ((u128::from(self.next_u64()) * u128::from(bound)) >> 64) as u64
    }

    /// Uniform in `lo..=hi`.
    pub fn between(&mut self, lo: u32, hi: u32) -> u32 {
        assert!(lo <= hi, "{lo}..={hi} is empty");
        lo + self.below(u64::from(hi - lo) + 1) as u32
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        let unit = (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        unit < p
    }

    /// Between `lo` and `hi` with every power of two as likely as the next,
    /// so that small sizes are tried as often as large ones.
    pub fn log_between(&mut self, lo: u32, hi: u32) -> u32 {
        let (bits_lo, bits_hi) = (32 - lo.max(1).leading_zeros(), 32 - hi.leading_zeros());
        let bits = self.between(bits_lo, bits_hi);
        let from = (1u32 << (bits - 1)).max(lo);
        let to = (((1u64 << bits) - 1) as u32).min(hi);
        self.between(from, to.max(from))
    }

    /// `k` distinct jumps from `1..n`, in random order.
    pub fn jumps(&mut self, n: u32, k: u32) -> Vec<u32> {
        let mut all: Vec<u32> = (1..n).collect();
        self.shuffle(&mut all);
        all.truncate(k as usize);
        all
    }

    /// Puts `items` in a uniformly random order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_repeat_and_differ() {
        let draw = |seed| {
            let mut rng = Rng::new(seed);
            (0..4).map(|_| rng.next_u64()).collect::<Vec<_>>()
        };
        assert_eq!(draw(5), draw(5));
        assert_ne!(draw(0), draw(1));
        assert_ne!(draw(1), draw(2));
    }

    #[test]
    fn draws_stay_in_their_ranges() {
        let mut rng = Rng::new(7);
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let v = rng.between(3, 8);
            assert!((3..=8).contains(&v));
            seen[(v - 3) as usize] = true;
            let w = rng.log_between(7, 7000);
            assert!((7..=7000).contains(&w), "{w}");
            assert_eq!(rng.log_between(2, 2), 2);
        }
        assert!(seen.iter().all(|&s| s), "every value comes up");
        let mut jumps = rng.jumps(50, 49);
        jumps.sort_unstable();
        assert_eq!(jumps, (1..50).collect::<Vec<_>>());
        let heads = (0..1000).filter(|_| rng.chance(0.25)).count();
        assert!((150..350).contains(&heads), "{heads}");
    }
}
