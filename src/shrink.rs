//! Shrinking a failing input to a small one that still fails, over any
//! "still fails" predicate (running a contestant's program is the
//! command's business; here it is only a function).
//!
//! The search is greedy: the first candidate that still fails replaces the
//! input, and the search starts again from it, until no candidate fails.
//! Candidates come boldest first (halve the circle, drop half a set), so a
//! large input shrinks in few steps, and end with the input's
//! [neighbours](Shrink::neighbours), the inputs one step smaller. Since the
//! search stops only when every neighbour passes, its result is 1-minimal:
//! lowering `n` by one, removing any one jump or query, or lowering any one
//! value makes it pass; for a game graph, removing any one node or any one
//! edge line. Every candidate is smaller than its input in a
//! well-founded order, so the search ends.
//!
//! Each game's inputs say how they shrink beside their type (its
//! `shrink.rs`), from the pieces here.
//!
//! The predicate may also [stop](Trial::Stop) the search (a budget spent):
//! the smallest failing input found so far comes back, marked incomplete,
//! since it may not be 1-minimal.

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

/// Candidates, produced lazily: a large input has many, and the search
/// usually needs only the first few.
pub type Candidates<'a, T> = Box<dyn Iterator<Item = T> + 'a>;

/// An input that can be made smaller.
pub trait Shrink: Clone + Hash {
    /// Bold reductions, tried before the neighbours: each smaller than the
    /// input by more than one step.
    fn bolder(&self) -> Candidates<'_, Self>;

    /// The inputs one step smaller. An input none of whose neighbours fails
    /// is 1-minimal.
    fn neighbours(&self) -> Candidates<'_, Self>;
}

/// What the predicate says of a candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trial {
    Fails,
    Passes,
    /// No more candidates: the search ends where it is.
    Stop,
}

/// A plain "still fails" predicate never stops the search.
impl From<bool> for Trial {
    fn from(fails: bool) -> Self {
        if fails {
            Trial::Fails
        } else {
            Trial::Passes
        }
    }
}

/// A shrunk input and what shrinking it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk<T> {
    pub input: T,
    /// How many times the predicate was asked (a stop not counted).
    pub runs: usize,
    /// How many candidates replaced the input.
    pub reductions: usize,
    /// Whether the search ran to its end, so that the input is 1-minimal;
    /// false when the predicate stopped it.
    pub complete: bool,
}

fn fingerprint<T: Hash>(value: &T) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

/// Shrinks `input`, which fails, while it `still_fails` (a `bool`, or a
/// [`Trial`] to be able to stop). No candidate is asked about twice: the
/// predicate runs a program, and a deterministic program answers the same
/// input the same way.
pub fn shrink<T: Shrink, R: Into<Trial>>(
    input: T,
    mut still_fails: impl FnMut(&T) -> R,
) -> Shrunk<T> {
    let mut asked = HashSet::from([fingerprint(&input)]);
    let mut shrunk = Shrunk {
        input,
        runs: 0,
        reductions: 0,
        complete: true,
    };
    loop {
        let current = &shrunk.input;
        let mut runs = 0;
        let decided = current
            .bolder()
            .chain(current.neighbours())
            .filter(|candidate| asked.insert(fingerprint(candidate)))
            .map(|candidate| (still_fails(&candidate).into(), candidate))
            .inspect(|(trial, _)| runs += usize::from(*trial != Trial::Stop))
            .find(|(trial, _)| *trial != Trial::Passes);
        shrunk.runs += runs;
        match decided {
            Some((Trial::Fails, smaller)) => {
                shrunk.input = smaller;
                shrunk.reductions += 1;
            }
            Some(_) => {
                return Shrunk {
                    complete: false,
                    ..shrunk
                }
            }
            None => return shrunk,
        }
    }
}

/// Shrinks a failing `input`, trying `first` (a bold guess at where the
/// failure lies, much smaller) before anything else: when it fails, the
/// search goes on from it; when it passes, from the whole input.
pub fn shrink_trying<T: Shrink, R: Into<Trial>>(
    input: T,
    first: Option<T>,
    mut still_fails: impl FnMut(&T) -> R,
) -> Shrunk<T> {
    let Some(first) = first else {
        return shrink(input, still_fails);
    };
    let (start, reduced) = match still_fails(&first).into() {
        Trial::Fails => (first, 1),
        Trial::Passes => (input, 0),
        Trial::Stop => {
            return Shrunk {
                input,
                runs: 0,
                reductions: 0,
                complete: false,
            }
        }
    };
    let shrunk = shrink(start, still_fails);
    Shrunk {
        runs: shrunk.runs + 1,
        reductions: shrunk.reductions + reduced,
        ..shrunk
    }
}

/// Shrinks a failing list whose element `suspect` is thought to fail on
/// its own (the case or query a checker named): that element alone is
/// tried first, so that a packed input is cut to one case in one run;
/// when it passes alone, the whole list is shrunk, elements and all.
pub fn shrink_list<T: Shrink, R: Into<Trial>>(
    list: Vec<T>,
    suspect: Option<usize>,
    still_fails: impl FnMut(&Vec<T>) -> R,
) -> Shrunk<Vec<T>> {
    let alone = suspect
        .filter(|_| list.len() > 1)
        .map(|i| vec![list[i].clone()]);
    shrink_trying(list, alone, still_fails)
}

/// Sizes of ever smaller chunks, `len / 2` down to 2, as delta debugging
/// removes them.
pub(crate) fn chunk_sizes(len: usize) -> impl Iterator<Item = usize> {
    std::iter::successors(Some(len / 2), |&size| Some(size / 2)).take_while(|&size| size >= 2)
}

/// `items` without each run of `size` consecutive items in turn (never all).
pub(crate) fn without_chunks<T: Clone>(
    items: &[T],
    size: usize,
) -> impl Iterator<Item = Vec<T>> + '_ {
    (0..items.len())
        .step_by(size)
        .filter(move |_| size < items.len())
        .map(move |start| {
            let end = (start + size).min(items.len());
            [&items[..start], &items[end..]].concat()
        })
}

/// Keeps the items whose fingerprint has not come before: candidates that
/// are the same input reached two ways are offered once.
pub(crate) fn distinct<'a, T: Hash + 'a>(
    items: impl Iterator<Item = T> + 'a,
) -> impl Iterator<Item = T> + 'a {
    let mut seen = HashSet::new();
    items.filter(move |item| seen.insert(fingerprint(item)))
}

/// A list of cases or queries: never emptied, since an input holds one.
impl<T: Shrink> Shrink for Vec<T> {
    /// Without half, a quarter ... of the list; then each element's own
    /// bold reductions, in place.
    fn bolder(&self) -> Candidates<'_, Self> {
        let chunks = chunk_sizes(self.len()).flat_map(|size| without_chunks(self, size));
        let inner = self
            .iter()
            .enumerate()
            .flat_map(move |(i, item)| item.bolder().map(move |smaller| self.replaced(i, smaller)));
        Box::new(chunks.chain(inner))
    }

    /// Without any one element; then each element's neighbours, in place.
    fn neighbours(&self) -> Candidates<'_, Self> {
        let inner = self.iter().enumerate().flat_map(move |(i, item)| {
            item.neighbours()
                .map(move |smaller| self.replaced(i, smaller))
        });
        Box::new(without_chunks(self, 1).chain(inner))
    }
}

/// A copy of a list with one element replaced.
trait Replaced<T> {
    fn replaced(&self, index: usize, item: T) -> Self;
}

impl<T: Clone> Replaced<T> for Vec<T> {
    fn replaced(&self, index: usize, item: T) -> Self {
        let mut copy = self.clone();
        copy[index] = item;
        copy
    }
}
