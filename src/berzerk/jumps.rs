//! A mover's jump set as bits, and the two scans every Berzerk solver makes
//! with it, a word (64 jump sizes) at a time: a state's predecessors in a
//! set of positions, and its first successor outside one.

use std::ops::Range;

use super::wrap;
use crate::bits::Bits;

/// One mover's jump set, as a list and as bits.
#[derive(Clone, Debug)]
pub(super) struct JumpBits {
    /// Bit `x` is set for each jump size `x`.
    pub(super) sizes: Bits,
    /// The words from the smallest jump's to the largest's; the others are zero.
    pub(super) span: Range<usize>,
    /// Read the words rather than walk the list: the set has more jumps than
    /// it spans words, so a word costs less than the jumps it holds.
    pub(super) dense: bool,
}

impl JumpBits {
    /// `list` is a game's set: ascending, not empty, below `n`.
    pub(super) fn new(list: &[u32], n: u32) -> Self {
        let mut sizes = Bits::new(n as usize);
        for &x in list {
            sizes.set(x as usize);
        }
        let span = span(list);
        JumpBits {
            sizes,
            dense: list.len() > span.len(),
            span,
        }
    }
}

/// The words of jump sizes a set spans, from its smallest jump's to its
/// largest's (a game's sets are sorted and never empty).
fn span(list: &[u32]) -> Range<usize> {
    list[0] as usize / 64..list[list.len() - 1] as usize / 64 + 1
}

/// What one scan of a set reads at most: its list or the words it spans,
/// whichever is shorter (the choice every solver makes).
pub(super) fn scan_cost(list: &[u32]) -> u64 {
    list.len().min(span(list).len()) as u64
}

/// The bit of position `p` in a *reflected* set of positions, where bit
/// `(n - p) mod n` stands for `p`: read from `x - q`, such a set lines its
/// bits up with the jumps that land on `q`.
pub(super) fn reflected(p: usize, n: usize) -> usize {
    if p == 0 {
        0
    } else {
        n - p
    }
}

/// The predecessors of position `q` that `reflected` holds (see
/// [`reflected`]), from jump word `from` on: the first word `c` with any,
/// and a mask whose bit `j` stands for jump `64c + j`, from position
/// `q - 64c - j`.
pub(super) fn predecessors_in(
    jumps: &JumpBits,
    reflected: &Bits,
    q: usize,
    from: usize,
    n: usize,
) -> Option<(usize, u64)> {
    // Bit j of word c: jump 64c + j, from position q - 64c - j, which the
    // reflected set holds at 64c + j - q.
    let start = wrap(64 * from + n - q, n);
    jumps
        .sizes
        .first_overlap(reflected, from..jumps.span.end, start)
}

/// The jump sizes a mask of hits stands for, ascending: bit `j` is jump
/// `first + j`.
pub(super) fn jump_sizes(first: u32, mut hits: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (hits != 0).then(|| {
            let x = first + hits.trailing_zeros();
            hits &= hits - 1;
            x
        })
    })
}

/// The first jump from position `p`, at least `from`, whose landing
/// position is not in `blocked`.
pub(super) fn first_landing_outside(
    jumps: &JumpBits,
    list: &[u32],
    blocked: &Bits,
    p: usize,
    from: usize,
    n: usize,
) -> Option<u32> {
    if !jumps.dense {
        let start = list.partition_point(|&x| (x as usize) < from);
        return list[start..]
            .iter()
            .copied()
            .find(|&x| !blocked.get(wrap(p + x as usize, n)));
    }
    let mut w = (from / 64).max(jumps.span.start);
    let mut mask = if w == from / 64 {
        !0u64 << (from % 64)
    } else {
        !0
    };
    // The position jump 64w reaches, kept below n as w advances (64w is at
    // most n + 63, so a few subtractions stand in for a division).
    let mut at = p + 64 * w;
    while at >= n {
        at -= n;
    }
    while w < jumps.span.end {
        let sizes = jumps.sizes.word(w) & mask;
        if sizes != 0 {
            let open = sizes & !blocked.window(at);
            if open != 0 {
                return Some((64 * w) as u32 + open.trailing_zeros());
            }
        }
        w += 1;
        mask = !0;
        at += 64;
        while at >= n {
            at -= n;
        }
    }
    None
}
