//! Berzerk games to test a solution on: every game on a small circle first,
//! then dense and sparse sets, full sets, single jumps, jumps that are
//! multiples of each other, games rich in Loop and games with long wins.

use std::fmt::Write as _;

use crate::berzerk::judge::Limits;
use crate::berzerk::{end_of_run, solve, Game, Mover};
use crate::gen::Rng;
use crate::outcome::Outcome;
use crate::retro::Run;

/// A Berzerk game as the generators and the shrinker handle it: plain data
/// that is always a legal game (`n >= 2`; each jump set non-empty, distinct,
/// ascending and within `1..n`), cheap to compare and hash.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BerzerkCase {
    n: u32,
    /// Rick's jumps, then Morty's (indexed by [`Mover::index`]).
    jumps: [Vec<u32>; 2],
}

impl BerzerkCase {
    /// Sorts and dedupes the sets and drops jumps outside `1..n`; `None`
    /// when `n < 2` or a set is left empty.
    pub fn new(n: u32, rick: Vec<u32>, morty: Vec<u32>) -> Option<BerzerkCase> {
        let clean = |mut set: Vec<u32>| {
            set.retain(|&x| (1..n).contains(&x));
            set.sort_unstable();
            set.dedup();
            (!set.is_empty()).then_some(set)
        };
        if n < 2 {
            return None;
        }
        Some(BerzerkCase {
            n,
            jumps: [clean(rick)?, clean(morty)?],
        })
    }

    /// The game's own view of the same data, as a judge reads it.
    pub fn from_game(game: &Game) -> BerzerkCase {
        let set = |mover| game.jumps(mover).to_vec();
        BerzerkCase {
            n: game.objects(),
            jumps: [set(Mover::Rick), set(Mover::Morty)],
        }
    }

    pub fn objects(&self) -> u32 {
        self.n
    }

    /// The mover's jumps, ascending.
    pub fn jumps(&self, mover: Mover) -> &[u32] {
        &self.jumps[mover.index()]
    }

    /// Jumps in both sets.
    pub fn jump_count(&self) -> usize {
        self.jumps[0].len() + self.jumps[1].len()
    }

    pub fn game(&self) -> Game {
        Game::new(self.n, &self.jumps[0], &self.jumps[1]).expect("a case is always a legal game")
    }

    /// The game in the judge's layout: `n`, then each set's size and jumps.
    pub fn write(&self, out: &mut String) {
        let _ = writeln!(out, "{}", self.n);
        for set in &self.jumps {
            let _ = write!(out, "{}", set.len());
            for x in set {
                let _ = write!(out, " {x}");
            }
            out.push('\n');
        }
    }
}

/// One game as a judge input (Codeforces 786A).
pub fn berzerk_input(case: &BerzerkCase) -> String {
    let mut out = String::new();
    case.write(&mut out);
    out
}

/// Games as a multi-case judge input: `T`, then each game.
pub fn berzerk_cases_input(cases: &[BerzerkCase]) -> String {
    let mut out = format!("{}\n", cases.len());
    cases.iter().for_each(|case| case.write(&mut out));
    out
}

/// What a random game is made to be like; each finds its own mistakes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Each jump in a set with one chance, itself random.
    Random,
    /// Almost every jump: counters that must reach zero from high values.
    Dense,
    /// One to three jumps each.
    Sparse,
    /// Every jump in one set or both.
    Full,
    /// One jump each: long single-file games, wraps around the circle.
    Single,
    /// Jumps that are multiples of each other, or of a common base.
    Multiples,
    /// The most Loop states of a few candidates: Loop must not be mistaken.
    Loopy,
    /// The longest win of a few candidates: deep queues, late decisions.
    LongWin,
}

impl Kind {
    pub const ALL: [Kind; 8] = [
        Kind::Random,
        Kind::Dense,
        Kind::Sparse,
        Kind::Full,
        Kind::Single,
        Kind::Multiples,
        Kind::Loopy,
        Kind::LongWin,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Dense => "dense",
            Kind::Sparse => "sparse",
            Kind::Full => "full",
            Kind::Single => "single",
            Kind::Multiples => "multiples",
            Kind::Loopy => "loopy",
            Kind::LongWin => "long-win",
        }
    }

    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// Candidates a measured kind (Loopy, LongWin) chooses among.
const CANDIDATES: usize = 6;
/// What Loopy's candidates are: the batch solver counts Loops fast on any.
const LOOPY_BASE: [Kind; 3] = [Kind::Sparse, Kind::Random, Kind::Multiples];
/// What LongWin's candidates are: few jumps make long games, and keep the
/// end of the run that measures them (remoteness is the walker's) cheap.
const LONG_WIN_BASE: [Kind; 2] = [Kind::Sparse, Kind::Single];

/// A random game of `kind` on `n >= 2` objects.
pub fn berzerk_game(kind: Kind, n: u32, rng: &mut Rng) -> BerzerkCase {
    assert!(n >= 2, "a game needs the hole and a planet");
    let make = |rick, morty| BerzerkCase::new(n, rick, morty).expect("generated sets are legal");
    match kind {
        Kind::Random => {
            let p = density(rng);
            let rick = dense_set(n, p, rng);
            let q = density(rng);
            make(rick, dense_set(n, q, rng))
        }
        Kind::Dense => {
            let rick = dense_set(n, 0.9, rng);
            make(rick, dense_set(n, 0.9, rng))
        }
        Kind::Sparse => {
            let k = |rng: &mut Rng| rng.between(1, 3.min(n - 1));
            let (k1, k2) = (k(rng), k(rng));
            make(rng.jumps(n, k1), rng.jumps(n, k2))
        }
        Kind::Full => full_game(n, rng),
        Kind::Single => make(rng.jumps(n, 1), rng.jumps(n, 1)),
        Kind::Multiples => multiples_game(n, rng),
        Kind::Loopy => best_of(n, rng, &LOOPY_BASE, loop_count),
        Kind::LongWin => best_of(n, rng, &LONG_WIN_BASE, longest_win),
    }
}

/// A chance from 1% to 99%, for a random set's density.
fn density(rng: &mut Rng) -> f64 {
    f64::from(rng.between(1, 99)) / 100.0
}

/// Each jump of `1..n` with chance `p`, never empty.
fn dense_set(n: u32, p: f64, rng: &mut Rng) -> Vec<u32> {
    let mut set: Vec<u32> = (1..n).filter(|_| rng.chance(p)).collect();
    if set.is_empty() {
        set.push(rng.between(1, n - 1));
    }
    set
}

/// Every jump for one player or both; the other, when not full, random.
fn full_game(n: u32, rng: &mut Rng) -> BerzerkCase {
    let every: Vec<u32> = (1..n).collect();
    let q = density(rng);
    let (rick, morty) = match rng.below(3) {
        0 => (every.clone(), every),
        1 => (every, dense_set(n, q, rng)),
        _ => (dense_set(n, q, rng), every),
    };
    BerzerkCase::new(n, rick, morty).expect("generated sets are legal")
}

/// Rick's jumps are multiples of a base `d` (sometimes a chain d, 2d, 4d
/// ...), Morty's multiples of `d` times a small factor; on circles that
/// `d` divides, most positions never reach the hole.
fn multiples_game(n: u32, rng: &mut Rng) -> BerzerkCase {
    let d = rng.log_between(1, ((n - 1) / 2).max(1));
    let multiples = |base: u32, rng: &mut Rng| -> Vec<u32> {
        let chain = rng.chance(0.5);
        let mut set: Vec<u32> = (1..)
            .map(|i| if chain { base << (i - 1) } else { base * i })
            .take_while(|&x| x < n)
            .filter(|_| rng.chance(0.6))
            .collect();
        if set.is_empty() {
            set.push(base.min(n - 1));
        }
        set
    };
    let factor = rng.between(1, 3);
    let other = if d * factor < n { d * factor } else { d };
    let (rick, morty) = (multiples(d, rng), multiples(other, rng));
    BerzerkCase::new(n, rick, morty).expect("generated sets are legal")
}

/// The candidate of the `base` kinds in turn with the highest `score`.
fn best_of(n: u32, rng: &mut Rng, base: &[Kind], score: fn(&Game) -> u64) -> BerzerkCase {
    (0..CANDIDATES)
        .map(|i| berzerk_game(base[i % base.len()], n, rng))
        .max_by_key(|case| score(&case.game()))
        .expect("there are candidates")
}

fn loop_count(game: &Game) -> u64 {
    solve(game).iter().filter(|&&o| o == Outcome::Loop).count() as u64
}

fn longest_win(game: &Game) -> u64 {
    let end = end_of_run(game);
    (0..game.state_count())
        .filter_map(|i| end.remoteness(i))
        .max()
        .map_or(0, u64::from)
}

/// Every non-empty subset of `1..n`, fewer jumps first, then in order.
fn subsets(n: u32) -> Vec<Vec<u32>> {
    let mut sets: Vec<Vec<u32>> = (1u32..1 << (n - 1))
        .map(|mask| (1..n).filter(|x| mask >> (x - 1) & 1 == 1).collect())
        .collect();
    sets.sort_by(|a, b| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
    sets
}

/// Every game on `n` objects (all pairs of non-empty jump sets), fewer
/// jumps first: `(2^(n-1) - 1)^2` of them.
pub fn every_game(n: u32) -> Vec<BerzerkCase> {
    assert!(
        (2..=16).contains(&n),
        "every game on {n} objects is too many"
    );
    let sets = subsets(n);
    let mut games: Vec<BerzerkCase> = sets
        .iter()
        .flat_map(|rick| {
            sets.iter().map(move |morty| BerzerkCase {
                n,
                jumps: [rick.clone(), morty.clone()],
            })
        })
        .collect();
    games.sort_by_key(BerzerkCase::jump_count);
    games
}

/// How many games [`every_game`] yields for each `n` from 2 to `up_to`.
pub fn every_game_count(up_to: u32) -> u64 {
    (2..=up_to).map(|n| ((1u64 << (n - 1)) - 1).pow(2)).sum()
}

/// Largest `n` whose every game is tried before the random ones: 1,245
/// games, the smallest circles on which most mistakes already show.
pub const EXHAUSTIVE_UP_TO: u32 = 6;

/// The games a stress run tries, in order: every game for `n` from 2 to
/// [`EXHAUSTIVE_UP_TO`] (n ascending, fewer jumps first), then random games
/// with the kinds in turn, on circles whose largest size doubles every 64
/// games (log-uniform below it, so small ones keep coming) up to `max_n`.
pub struct Schedule {
    max_n: u32,
    rng: Rng,
    /// The current exhaustive size and its games, reversed (popped in order).
    level: u32,
    pending: Vec<BerzerkCase>,
    /// Random games made so far.
    random: u64,
}

impl Schedule {
    pub fn new(seed: u64, max_n: u32) -> Schedule {
        assert!(max_n >= 2, "games need two objects");
        Schedule {
            max_n,
            rng: Rng::new(seed),
            level: 1,
            pending: Vec::new(),
            random: 0,
        }
    }

    /// The largest `n` whose every game comes before any random one.
    pub fn exhaustive_up_to(&self) -> u32 {
        EXHAUSTIVE_UP_TO.min(self.max_n)
    }

    fn random_game(&mut self) -> BerzerkCase {
        let kind = Kind::ALL[(self.random % Kind::ALL.len() as u64) as usize];
        let cap = 8u64 << (self.random / 64).min(20);
        let hi = cap.min(u64::from(self.max_n)) as u32;
        let lo = (self.exhaustive_up_to() + 1).min(hi);
        self.random += 1;
        let n = self.rng.log_between(lo, hi);
        berzerk_game(kind, n, &mut self.rng)
    }
}

impl Iterator for Schedule {
    type Item = BerzerkCase;

    fn next(&mut self) -> Option<BerzerkCase> {
        while self.pending.is_empty() && self.level < self.exhaustive_up_to() {
            self.level += 1;
            self.pending = every_game(self.level);
            self.pending.reverse();
        }
        Some(match self.pending.pop() {
            Some(game) => game,
            None => self.random_game(),
        })
    }
}

/// Takes as many games from `games` as one multi-case input holds (`T` and
/// the sum of `n` within `limits`); at least one.
pub fn pack_cases(
    games: &mut std::iter::Peekable<impl Iterator<Item = BerzerkCase>>,
    limits: &Limits,
) -> Vec<BerzerkCase> {
    let mut cases = Vec::new();
    let mut total = 0u32;
    while cases.len() < limits.cases as usize {
        match games.peek() {
            Some(game) if cases.is_empty() || total + game.n <= limits.total_objects => {
                total += game.n;
                cases.push(games.next().expect("peeked"));
            }
            _ => break,
        }
    }
    cases
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::berzerk::judge::{read_berzerk, read_berzerk_cases};

    #[test]
    fn cases_normalise_and_round_trip_through_the_judge() {
        assert_eq!(BerzerkCase::new(5, vec![9, 0], vec![1]), None);
        assert_eq!(BerzerkCase::new(1, vec![1], vec![1]), None);
        let case = BerzerkCase::new(5, vec![3, 2, 3, 7], vec![1, 2, 3]).unwrap();
        assert_eq!(case.jumps(Mover::Rick), &[2, 3]);
        let text = berzerk_input(&case);
        assert_eq!(text, "5\n2 2 3\n3 1 2 3\n");
        let game = read_berzerk(text.as_bytes(), &Limits::JUDGE).unwrap();
        assert_eq!(BerzerkCase::from_game(&game), case);
        let two = berzerk_cases_input(&[case.clone(), case]);
        assert_eq!(
            read_berzerk_cases(two.as_bytes(), &Limits::JUDGE)
                .unwrap()
                .len(),
            2
        );
    }

    #[test]
    fn small_games_are_all_there_once() {
        assert_eq!(
            every_game(2),
            [BerzerkCase::new(2, vec![1], vec![1]).unwrap()]
        );
        let games = every_game(5);
        assert_eq!(games.len(), 225);
        let mut unique = games.clone();
        unique.sort_by(|a, b| a.jumps.cmp(&b.jumps));
        unique.dedup();
        assert_eq!(unique.len(), 225);
        assert!(games
            .windows(2)
            .all(|w| w[0].jump_count() <= w[1].jump_count()));
        assert_eq!(every_game_count(EXHAUSTIVE_UP_TO), 1245);
    }

    #[test]
    fn the_schedule_starts_exhaustive_then_grows() {
        let mut schedule = Schedule::new(3, 7000);
        let first: Vec<BerzerkCase> = schedule.by_ref().take(1245).collect();
        assert_eq!(first[0].objects(), 2);
        assert!(first.windows(2).all(|w| w[0].objects() <= w[1].objects()));
        assert_eq!(first[1244].objects(), 6);
        let random: Vec<BerzerkCase> = schedule.take(1000).collect();
        assert!(random.iter().all(|g| (7..=7000).contains(&g.objects())));
        assert!(random[..64].iter().all(|g| g.objects() <= 8));
        assert!(random.iter().any(|g| g.objects() > 4096));
        let again: Vec<BerzerkCase> = Schedule::new(3, 7000).skip(1245).take(1000).collect();
        assert_eq!(random, again, "a seed repeats its games");
        let small: Vec<BerzerkCase> = Schedule::new(3, 4).take(100).collect();
        assert!(small.iter().all(|g| g.objects() <= 4));
    }

    #[test]
    fn kinds_have_their_character() {
        let mut rng = Rng::new(11);
        for kind in Kind::ALL {
            assert_eq!(Kind::from_name(kind.name()), Some(kind));
            for n in [2, 3, 7, 60, 700] {
                let case = berzerk_game(kind, n, &mut rng);
                assert_eq!(case.objects(), n);
                case.game();
            }
        }
        let single = berzerk_game(Kind::Single, 50, &mut rng);
        assert_eq!(single.jump_count(), 2);
        let dense = berzerk_game(Kind::Dense, 500, &mut rng);
        assert!(dense.jump_count() > 800, "{}", dense.jump_count());
        let full = berzerk_game(Kind::Full, 40, &mut rng);
        assert!(Mover::BOTH.iter().any(|&m| full.jumps(m).len() == 39));
        let multiples = berzerk_game(Kind::Multiples, 500, &mut rng);
        let base = multiples.jumps(Mover::Rick)[0];
        assert!(multiples.jumps(Mover::Rick).iter().all(|x| x % base == 0));
        let loopy = berzerk_game(Kind::Loopy, 300, &mut rng);
        assert!(loop_count(&loopy.game()) > 0);
    }

    #[test]
    fn packing_respects_both_limits() {
        let mut games = Schedule::new(1, 7000).peekable();
        let first = pack_cases(&mut games, &Limits::JUDGE);
        assert_eq!(first.len(), 100);
        assert_eq!(first[0].objects(), 2);
        let mut big =
            std::iter::repeat_n(BerzerkCase::new(3000, vec![1], vec![2]).unwrap(), 5).peekable();
        assert_eq!(pack_cases(&mut big, &Limits::JUDGE).len(), 2);
        let mut huge =
            std::iter::once(BerzerkCase::new(7000, vec![1], vec![2]).unwrap()).peekable();
        assert_eq!(pack_cases(&mut huge, &Limits::JUDGE).len(), 1);
        for _ in 0..40 {
            let cases = pack_cases(&mut games, &Limits::JUDGE);
            let text = berzerk_cases_input(&cases);
            read_berzerk_cases(text.as_bytes(), &Limits::JUDGE).unwrap();
        }
    }
}
