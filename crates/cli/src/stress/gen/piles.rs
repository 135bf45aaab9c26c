//! `retrograde gen piles`: `T` pile queries.

use clap::{value_parser, Args};
use retrograde::gen::Rng;
use retrograde::piles::gen::{pile_queries, piles_input, PileKind};

use super::unknown;

const PILE_KINDS: &str = "\
Kinds: grid (every query in a square of consecutive piles), zero (one pile
empty), equal (equal piles), edge (piles 0, 1, 2 and the largest three),
near-p (P-positions and the piles next to them), random.

  $ retrograde gen piles --count 10000 --kind near-p --seed 2 > near-p.in";

/// A two-pile input: T queries
#[derive(Args)]
#[command(after_help = PILE_KINDS)]
pub struct Gen {
    /// How many queries
    #[arg(long, value_name = "T", default_value_t = 10_000, value_parser = value_parser!(u32).range(1..=10_000))]
    count: u32,
    /// Largest pile
    #[arg(long, value_name = "PILE", default_value_t = 5000, value_parser = value_parser!(u32).range(0..=5000))]
    max: u32,
    /// What the queries are like
    #[arg(long, default_value = "random", value_parser = kind)]
    kind: PileKind,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

impl Gen {
    /// The input the options and the seed make.
    pub fn input(&self) -> String {
        let mut rng = Rng::new(self.seed);
        piles_input(&pile_queries(self.kind, self.count, self.max, &mut rng))
    }
}

fn kind(name: &str) -> Result<PileKind, String> {
    PileKind::from_name(name).ok_or_else(|| unknown(name, PileKind::ALL.iter().map(|k| k.name())))
}
