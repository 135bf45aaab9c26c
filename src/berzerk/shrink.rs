//! How a Berzerk game shrinks: onto a smaller circle, with fewer or lower
//! jumps.

use super::gen::BerzerkCase;
use super::Mover;
use crate::shrink::{chunk_sizes, without_chunks, Candidates, Shrink};

impl BerzerkCase {
    /// The game moved to a circle of `m` objects, in each of the ways a
    /// jump that no longer fits can be treated: dropped, wrapped (`x mod
    /// m`, which is how far it goes round the smaller circle) or cut to
    /// `m - 1`; jumps that fit stay. Variants with an empty set are left
    /// out.
    fn on_circle(&self, m: u32) -> Vec<BerzerkCase> {
        let remap = |f: &dyn Fn(u32) -> u32| {
            let set = |mover| self.jumps(mover).iter().map(|&x| f(x)).collect();
            BerzerkCase::new(m, set(Mover::Rick), set(Mover::Morty))
        };
        let mut variants: Vec<BerzerkCase> =
            [remap(&|x| x), remap(&|x| x % m), remap(&|x| x.min(m - 1))]
                .into_iter()
                .flatten()
                .collect();
        variants.dedup();
        variants
    }

    /// The game with `mover`'s jumps replaced (kept legal by the caller).
    fn with_set(&self, mover: Mover, set: Vec<u32>) -> Option<BerzerkCase> {
        let other = self.jumps(mover.other()).to_vec();
        match mover {
            Mover::Rick => BerzerkCase::new(self.objects(), set, other),
            Mover::Morty => BerzerkCase::new(self.objects(), other, set),
        }
    }

    /// Each jump of either set replaced by `lower(x)` when that is a new
    /// jump, at least 1 and not already in the set.
    fn lowered(&self, lower: fn(u32) -> u32) -> impl Iterator<Item = BerzerkCase> + '_ {
        Mover::BOTH.into_iter().flat_map(move |mover| {
            let set = self.jumps(mover);
            set.iter().enumerate().filter_map(move |(i, &x)| {
                let y = lower(x);
                if y == 0 || y == x || set.binary_search(&y).is_ok() {
                    return None;
                }
                let mut lowered = set.to_vec();
                lowered[i] = y;
                self.with_set(mover, lowered)
            })
        })
    }

    /// Either set without each chunk of `size` of its jumps.
    fn without_jump_chunks(&self, size: usize) -> impl Iterator<Item = BerzerkCase> + '_ {
        Mover::BOTH.into_iter().flat_map(move |mover| {
            without_chunks(self.jumps(mover), size).filter_map(move |set| self.with_set(mover, set))
        })
    }
}

impl Shrink for BerzerkCase {
    /// Circles of 2, then of n/2, 3n/4, 7n/8 ... objects (every size below
    /// 16); either set without half, a quarter ... of its jumps; each jump
    /// halved.
    fn bolder(&self) -> Candidates<'_, Self> {
        let n = self.objects();
        let mut sizes: Vec<u32> = std::iter::once(2)
            .chain((1..32).map(|s| n - (n >> s)))
            .chain(if n <= 16 { 3..n } else { 0..0 })
            .filter(|&m| m >= 2 && m + 1 < n)
            .collect();
        sizes.sort_unstable();
        sizes.dedup();
        let circles = sizes.into_iter().flat_map(|m| self.on_circle(m));
        let longest = self
            .jumps(Mover::Rick)
            .len()
            .max(self.jumps(Mover::Morty).len());
        let chunks = chunk_sizes(longest).flat_map(|size| self.without_jump_chunks(size));
        Box::new(circles.chain(chunks).chain(self.lowered(|x| x / 2)))
    }

    /// One object fewer (the jump `n - 1` dropped or cut to `n - 2`), any
    /// one jump removed, any one jump lowered by one.
    fn neighbours(&self) -> Candidates<'_, Self> {
        let n = self.objects();
        let smaller = if n > 2 {
            self.on_circle(n - 1)
        } else {
            Vec::new()
        };
        Box::new(
            smaller
                .into_iter()
                .chain(self.without_jump_chunks(1))
                .chain(self.lowered(|x| x - 1)),
        )
    }
}
