//! `retrograde gen berzerk`: one game, or `T` in the multi-case format.

use clap::{value_parser, Args};
use retrograde::berzerk::gen::{berzerk_cases_input, berzerk_game, berzerk_input, Kind};
use retrograde::gen::Rng;

use super::unknown;

const BERZERK_KINDS: &str = "\
Kinds: random (each set with a random density), dense (almost every jump),
sparse (one to three jumps), full (every jump, in one set or both), single
(one jump each), multiples (jumps that are multiples of each other), loopy
(the most Loop states of a few candidates), long-win (the longest win of a
few candidates).

  $ retrograde gen berzerk --n 7000 --kind dense --seed 5 > dense.in";

/// A Berzerk input: one game, or T games with --cases
#[derive(Args)]
#[command(after_help = BERZERK_KINDS)]
pub struct Gen {
    /// Objects in the game; with --cases, the most in any one case [default: 7000, or 70 with --cases]
    #[arg(long, value_parser = value_parser!(u32).range(2..=7000))]
    n: Option<u32>,
    /// What the jump sets are like
    #[arg(long, default_value = "random", value_parser = kind)]
    kind: Kind,
    /// T games in the multi-case format, each of 2 to N objects (sum of n at most 7000)
    #[arg(long)]
    cases: bool,
    /// With --cases, how many games (fewer when the sum of n reaches 7000, the last game cut to fit)
    #[arg(long, value_name = "T", default_value_t = 100, value_parser = value_parser!(u32).range(1..=100))]
    count: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

impl Gen {
    /// The input the options and the seed make.
    pub fn input(&self) -> String {
        let n = self.n;
        if self.cases {
            cases(self.kind, n.unwrap_or(70), self.count, self.seed)
        } else {
            berzerk_input(&berzerk_game(
                self.kind,
                n.unwrap_or(7000),
                &mut Rng::new(self.seed),
            ))
        }
    }
}

fn kind(name: &str) -> Result<Kind, String> {
    Kind::from_name(name).ok_or_else(|| unknown(name, Kind::ALL.iter().map(|k| k.name())))
}

/// Largest sum of n over the cases of one input (the judge's limit).
const TOTAL_OBJECTS: u32 = 7000;

/// Up to `count` games of `kind`, each of 2 to `largest` objects (small
/// ones as often as large), stopping when the sum of n reaches 7000: the
/// game that would pass it is cut to fit.
fn cases(kind: Kind, largest: u32, count: u32, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut games = Vec::new();
    let mut total = 0;
    while games.len() < count as usize && total + 2 <= TOTAL_OBJECTS {
        let n = fitting(rng.log_between(2, largest), TOTAL_OBJECTS - total, largest);
        total += n;
        games.push(berzerk_game(kind, n, &mut rng));
    }
    berzerk_cases_input(&games)
}

/// `n` objects cut to the `left` ones that fit, and moved by one where it
/// would leave exactly one (no game has one object), so that the sum can
/// reach the bound exactly; `left` is at least 2.
fn fitting(n: u32, left: u32, largest: u32) -> u32 {
    let n = n.min(left);
    match left - n {
        1 if n > 2 => n - 1,
        1 if n < largest => n + 1,
        _ => n,
    }
}
