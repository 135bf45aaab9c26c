//! `retrograde berzerk` and `retrograde check berzerk`: the Codeforces 786A
//! format, one game or many.

use std::process::ExitCode;

use clap::{Args, ValueEnum};
use retrograde::berzerk::check::check_berzerk;
use retrograde::berzerk::judge::{berzerk_answer, read_berzerk, read_berzerk_cases, Item, Solver};
use retrograde::berzerk::Game;
use retrograde::games;
use retrograde::judge::InputError;

use crate::{limits, report, Files};

/// Berzerk (Codeforces 786A): Win, Lose or Loop for every start object and first player
#[derive(Args)]
pub struct Solve {
    /// Read T cases instead of one game
    #[arg(long)]
    cases: bool,
    /// Which solver answers (both give the same outcomes)
    #[arg(long = "engine", value_name = "ENGINE", value_enum, default_value_t = SolverArg::Batch)]
    solver: SolverArg,
    /// Accept games beyond the judge's limits: n and the sum of n up to 10^7, T up to 10^6
    #[arg(long)]
    large: bool,
}

/// The solvers by the names the command gives them.
#[derive(Clone, Copy, ValueEnum)]
enum SolverArg {
    /// The bitset batch solver
    Batch,
    /// The step-by-step reverse BFS
    Steps,
}

/// Reads one game, or `T` with `cases`, within the limits `large` picks.
fn read(cases: bool, large: bool, input: &[u8]) -> Result<Vec<Game>, InputError<Item>> {
    if cases {
        read_berzerk_cases(input, &limits(large).berzerk)
    } else {
        Ok(vec![read_berzerk(input, &limits(large).berzerk)?])
    }
}

impl crate::Judge for Solve {
    fn answer(&self, input: &[u8], out: &mut String) -> Result<(), games::InputError> {
        let solver = match self.solver {
            SolverArg::Batch => Solver::Batch,
            SolverArg::Steps => Solver::Steps,
        };
        for game in read(self.cases, self.large, input)? {
            berzerk_answer(&game, solver, out);
        }
        Ok(())
    }
}

/// A Berzerk answer: two lines of Win, Lose or Loop per game
#[derive(Args)]
#[command(after_help = check_help!(
        "  $ printf '5\\n2 3 2\\n3 1 2 3\\n' > in.txt
  $ printf 'Lose Win Win Loop\\nLoop Win Win Win\\n' | retrograde check berzerk in.txt -
  accepted: 8 words"))]
pub struct Check {
    /// The input holds T cases instead of one game
    #[arg(long)]
    cases: bool,
    /// Accept inputs beyond the judge's limits, as `retrograde berzerk --large` does
    #[arg(long)]
    large: bool,
    #[command(flatten)]
    files: Files,
}

impl crate::Check for Check {
    type Truth = Vec<Game>;
    type Error = InputError<Item>;

    fn files(&self) -> &Files {
        &self.files
    }

    fn read(&self, input: &[u8]) -> Result<Vec<Game>, InputError<Item>> {
        read(self.cases, self.large, input)
    }

    /// Games of the multi-case format are numbered in the checker's words.
    fn verdict(&self, games: Vec<Game>, answer: &[u8]) -> ExitCode {
        report(check_berzerk(&games, self.cases, answer))
    }
}
