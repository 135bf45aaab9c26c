//! Deterministic random step sets shared by the tests and the benchmark, so
//! that large games are reproducible without a random-number crate.

/// An xorshift64 generator: fast, seedable, good enough to pick step sets.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// `k` distinct steps from `1..n`, in random order.
    pub fn steps(&mut self, n: u32, k: u32) -> Vec<u32> {
        let mut all: Vec<u32> = (1..n).collect();
        for i in (1..all.len()).rev() {
            all.swap(i, (self.next() % (i as u64 + 1)) as usize);
        }
        all.truncate(k as usize);
        all
    }
}
