//! `retrograde piles` and `retrograde check piles`: `T` pile queries.

use std::process::ExitCode;

use clap::Args;
use retrograde::games;
use retrograde::judge::InputError;
use retrograde::piles::check::check_piles;
use retrograde::piles::judge::{piles_answer, read_piles, Item};

use crate::{limits, report, Files};

/// Two piles (Alice and Bob): who wins each query
#[derive(Args)]
pub struct Solve {
    /// Accept inputs beyond the judge's limits: piles up to 10^5, T up to 10^7
    #[arg(long)]
    large: bool,
}

impl crate::Judge for Solve {
    fn answer(&self, input: &[u8], out: &mut String) -> Result<(), games::InputError> {
        let queries = read_piles(input, &limits(self.large).piles)?;
        piles_answer(&queries, out);
        Ok(())
    }
}

/// A two-pile answer: Alice or Bob per query
#[derive(Args)]
#[command(after_help = check_help!(
        "  $ printf '2\\n2 3\\n1 0\\n' > in.txt
  $ printf 'Bob\\nAlice\\n' | retrograde check piles in.txt -
  accepted: 2 words"))]
pub struct Check {
    /// Accept inputs beyond the judge's limits, as `retrograde piles --large` does
    #[arg(long)]
    large: bool,
    #[command(flatten)]
    files: Files,
}

impl crate::Check for Check {
    type Truth = Vec<(u32, u32)>;
    type Error = InputError<Item>;

    fn files(&self) -> &Files {
        &self.files
    }

    fn read(&self, input: &[u8]) -> Result<Vec<(u32, u32)>, InputError<Item>> {
        read_piles(input, &limits(self.large).piles)
    }

    fn verdict(&self, queries: Vec<(u32, u32)>, answer: &[u8]) -> ExitCode {
        report(check_piles(&queries, answer))
    }
}
