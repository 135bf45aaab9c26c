//! `retrograde`: the judge formats on stdin and stdout, and a checker for
//! contestants' answers.
//!
//! A thin layer over the library: read all input, parse it completely,
//! solve or check, then write the whole output at once. When solving, any
//! problem with the input is one line on stderr and exit status 2, with
//! nothing on stdout; when checking, the verdict goes to stdout with the
//! exit status a judge's checker gives.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Args, CommandFactory, Parser, Subcommand};
use retrograde::check::Verdict;
use retrograde::games::{InputError, Limits};

mod stress;

const AFTER_HELP: &str = "\
Formats (tokens may be separated by any whitespace):

  retrograde berzerk          Codeforces 786A: n; then k1 and Rick's k1 jumps;
                          then k2 and Morty's k2 jumps.
                          2 <= n <= 7000, 1 <= k <= n-1, distinct jumps in 1..n-1.
  $ printf '5\\n2 3 2\\n3 1 2 3\\n' | retrograde berzerk
  Lose Win Win Loop
  Loop Win Win Win
Line 1: objects 2..n with Rick moving first; line 2: Morty moving first.

  retrograde berzerk --cases  T (1..100), then T games as above (sum of n <= 7000);
                          two lines per game.

  retrograde piles            T (1..10^4), then T lines \"n m\" with 0 <= n, m <= 5000.
  $ printf '2\\n2 3\\n3 5\\n' | retrograde piles
  Bob
  Alice
Alice moves first; a move takes k >= 1 stones from one pile and k*s (s >= 0)
from the other; whoever cannot move loses.

  retrograde graph            n m, then m lines \"u v\": a move from node u to node v
                          (1 <= n <= 10^5, 0 <= m <= 10^6); one line of Win, Lose
                          or Loop for the player to move at nodes 1..n
                          (see retrograde graph --help).

Bad input prints one line naming the problem and its line and column on stderr,
nothing on stdout, and exits with status 2.

retrograde check GAME INPUT ANSWER checks a contestant's answer and proves the
verdict (see retrograde check --help). retrograde stress GAME -- PROGRAM finds
the smallest input on which PROGRAM fails and proves it; retrograde gen GAME
prints a generated input (see their --help).";

/// The checkers' help: what every checker shares, then `$example`, a session
/// with one checker.
macro_rules! check_help {
    ($example:literal) => {
        concat!(
            "\
INPUT is the judge's input, ANSWER the contestant's output; either one (not
both) may be \"-\" for standard input. Everything is written on standard output,
and the exit status is what judges' checkers use:

  0  accepted: one line \"accepted: N words\".
  1  wrong answer: \"wrong answer: line L, word W: ...\" names the first wrong word
 (L and W count lines, and words on a line, from 1), its case, state, query
 or node, what the answer says and what is true; then a proof that can be
 checked by hand, \"wrong words: N of M\", and one line per kind of mistake.
  2  presentation error: one line; the answer is not in the format (a word that
 is not one of the game's, too few or too many words) or cannot be read.
  3  invalid input: one line; INPUT fails the judge's reader or cannot be read.
 Usage errors also exit with 3 (on standard error), and so does a checker
 that fails itself: it cannot write its report, whatever the verdict.

Words may be separated by any ASCII whitespace (space, \\t, \\n, \\v, \\f, \\r).
",
            $example
        )
    };
}

mod berzerk;
mod graph;
mod piles;
mod rules;

#[derive(Parser)]
#[command(name = "retrograde", version, about = "Solve two-player games by retrograde analysis", after_help = AFTER_HELP)]
struct Cli {
    #[command(subcommand)]
    game: GameCommand,
}

#[derive(Subcommand)]
enum GameCommand {
    #[command(flatten)]
    Solve(SolveCommand),
    /// Check a contestant's answer against the truth and prove the verdict
    #[command(after_help = check_help!(
        "  $ printf '5\\n2 3 2\\n3 1 2 3\\n' > in.txt
  $ printf 'Lose Win Win Loop\\nLoop Win Win Win\\n' | retrograde check berzerk in.txt -
  accepted: 8 words"))]
    Check {
        #[command(subcommand)]
        game: CheckCommand,
    },
    /// Find the smallest input on which a program is wrong, and prove it
    #[command(after_help = stress::HELP)]
    Stress {
        #[command(subcommand)]
        game: StressCommand,
    },
    /// Print one generated judge input (the same seed, the same input)
    Gen {
        #[command(subcommand)]
        game: GenCommand,
    },
}

/// Declares one command's games: its subcommand enum, each game's type in
/// the game's own modules (its help is that type's doc comment), and how
/// each is run, so that the command asks the game rather than matching on
/// games throughout.
macro_rules! games {
    ($command:ident, |$game:ident| $run:expr, [$($name:ident => $type:ty,)*]) => {
        #[derive(Subcommand)]
        enum $command {
            $($name($type),)*
        }

        impl $command {
            fn run(self) -> ExitCode {
                match self {
                    $($command::$name($game) => $run,)*
                }
            }
        }
    };
}

// The games, one line each in each command they offer: the order is the
// order of the help's lists.
games!(SolveCommand, |game| game.run(), [
    Berzerk => berzerk::Solve,
    Piles => piles::Solve,
    Graph => graph::Solve,
    Rules => rules::Solve,
]);
games!(CheckCommand, |game| check(&game), [
    Berzerk => berzerk::Check,
    Piles => piles::Check,
    Graph => graph::Check,
    Rules => rules::Check,
]);
games!(StressCommand, |game| game.stress(), [
    Berzerk => stress::subject::berzerk::Stress,
    Piles => stress::subject::piles::Stress,
    Graph => stress::subject::graph::Stress,
    Rules => stress::subject::rules::Stress,
]);
games!(GenCommand, |game| stress::gen::run(game.input()), [
    Berzerk => stress::gen::berzerk::Gen,
    Piles => stress::gen::piles::Gen,
    Graph => stress::gen::graph::Gen,
]);

/// A game's `retrograde GAME`.
trait Solve {
    fn run(&self) -> ExitCode;
}

/// A judge game's `retrograde GAME`: its options, and the judge's answer to
/// standard input read whole.
trait Judge {
    fn answer(&self, input: &[u8], out: &mut String) -> Result<(), InputError>;
}

impl<J: Judge> Solve for J {
    fn run(&self) -> ExitCode {
        solve(|input, out| self.answer(input, out))
    }
}

/// A game's `retrograde check GAME`: the files to read, how the judge's
/// input is read into what the answer is checked against (or why it cannot
/// be), and the check.
trait Check {
    type Truth;
    type Error: std::fmt::Display;

    fn files(&self) -> &Files;

    /// The most bytes of INPUT read: a longer one is invalid input.
    fn input_limit(&self) -> Option<u64> {
        None
    }

    fn read(&self, input: &[u8]) -> Result<Self::Truth, Self::Error>;

    /// The verdict, printed, with a checker's exit status.
    fn verdict(&self, truth: Self::Truth, answer: &[u8]) -> ExitCode;
}

/// The two files every checker reads.
#[derive(Args)]
struct Files {
    /// The judge's input ("-" for standard input)
    input: PathBuf,
    /// The contestant's answer ("-" for standard input)
    answer: PathBuf,
}

fn limits(large: bool) -> Limits {
    if large {
        Limits::LARGE
    } else {
        Limits::JUDGE
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    match cli.game {
        GameCommand::Solve(game) => game.run(),
        GameCommand::Check { game } => as_checker(|| game.run()),
        GameCommand::Stress { game } => as_checker(|| game.run()),
        GameCommand::Gen { game } => game.run(),
    }
}

/// Runs a checker (or stress, which rests on it): a panic inside is the
/// checker's own failure, exit 3 (after the panic's message on stderr),
/// never a status read as a verdict.
fn as_checker(run: impl FnOnce() -> ExitCode) -> ExitCode {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(run))
        .unwrap_or(ExitCode::from(CHECKER_FAILED))
}

/// Clap's own report and status, except that the usage errors of the
/// checker and of stress (which rests on it) exit with 3: the checker
/// failed, not the answer (2 would blame it).
/// Help and version as clap writes them (and the help of a command given
/// without its subcommand); a usage error as one line on stderr, like every
/// other error of the command.
fn usage_error(e: clap::Error) -> ExitCode {
    if e.exit_code() == 0 || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let _ = e.print();
    } else {
        say_error(&format!(
            "{}; see --help",
            one_line(&e.render().to_string())
        ));
    }
    let checking = std::env::args_os()
        .nth(1)
        .is_some_and(|a| a == "check" || a == "stress");
    match e.exit_code() {
        0 => ExitCode::SUCCESS,
        _ if checking => ExitCode::from(3),
        code => ExitCode::from(code as u8),
    }
}

/// A clap message's first paragraph (its error and any possible values), on
/// one line: the usage and "for more information" paragraphs are left out.
fn one_line(rendered: &str) -> String {
    let message = rendered
        .trim_start()
        .strip_prefix("error: ")
        .unwrap_or(rendered);
    message
        .split("\n\n")
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads all of stdin, answers it into one string, and writes that.
fn solve(answer: impl FnOnce(&[u8], &mut String) -> Result<(), InputError>) -> ExitCode {
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().lock().read_to_end(&mut input) {
        return fail(&format!("cannot read standard input: {e}"));
    }
    let mut out = String::new();
    if let Err(e) = answer(&input, &mut out) {
        return fail(&e.to_string());
    }
    write_out(&out, ExitCode::SUCCESS, WRITE_FAILED)
}

/// Status of every error of a solver (or of `gen`): bad input, a file that
/// cannot be read, an answer that cannot be written.
const FAILED: u8 = 2;
/// Status of a solver that cannot write its answer: an error like any other.
const WRITE_FAILED: u8 = FAILED;

/// Prints `message` as the command's one error line on stderr: control
/// and other invisible characters escaped, a very long message cut.
fn say_error(message: &str) {
    eprintln!(
        "retrograde: error: {}",
        retrograde::quote::clipped(message, ERROR_SHOWN)
    );
}

/// The most characters of an error line shown (the program's own messages
/// cut their tokens far shorter).
const ERROR_SHOWN: usize = 2000;

/// An error of a solver: its line on stderr, and the status.
fn fail(message: &str) -> ExitCode {
    say_error(message);
    ExitCode::from(FAILED)
}
/// Status of a checker that fails itself (testlib's FAIL): it cannot write
/// its report, or it breaks. Never 0, 1 or 2, which would be read as a verdict.
const CHECKER_FAILED: u8 = 3;

/// Writes `out` on stdout and exits with `status`, or with `failed` when
/// it cannot be written; a reader that went away is no failure.
fn write_out(out: &str, status: ExitCode, failed: u8) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => status,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => status,
        Err(e) => {
            say_error(&format!("cannot write standard output: {e}"));
            ExitCode::from(failed)
        }
    }
}

/// The file's bytes (stdin for `-`), at most `limit + 1` of them when
/// there is a limit.
fn read_file(path: &Path, limit: Option<u64>) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let cap = limit.map_or(u64::MAX, |limit| limit.saturating_add(1));
    if path == Path::new("-") {
        std::io::stdin().lock().take(cap).read_to_end(&mut bytes)?;
    } else {
        std::fs::File::open(path)?
            .take(cap)
            .read_to_end(&mut bytes)?;
    }
    Ok(bytes)
}

fn cannot_read(path: &Path, e: std::io::Error) -> String {
    if path == Path::new("-") {
        format!("cannot read standard input: {e}")
    } else {
        format!("cannot read {:?}: {e}", path.display().to_string())
    }
}

/// Reads the input (status 3 when it cannot be read or fails the
/// judge's reader), then the answer (status 2 when it cannot be read),
/// then prints the verdict with its status.
fn check<C: Check>(command: &C) -> ExitCode {
    let files = command.files();
    if files.input == Path::new("-") && files.answer == Path::new("-") {
        let e = Cli::command().error(
            ErrorKind::ArgumentConflict,
            "INPUT and ANSWER cannot both be standard input (-)",
        );
        return usage_error(e);
    }
    let limit = command.input_limit();
    let truth = read_file(&files.input, limit)
        .map_err(|e| cannot_read(&files.input, e))
        .and_then(|input| match limit {
            Some(limit) if input.len() as u64 > limit => {
                Err(format!("INPUT is longer than {limit} bytes, the limit"))
            }
            _ => command.read(&input).map_err(|e| e.to_string()),
        });
    let truth = match truth {
        Ok(truth) => truth,
        Err(message) => {
            return write_out(
                &format!(
                    "invalid input: {}\n",
                    retrograde::quote::clipped(&message, ERROR_SHOWN)
                ),
                ExitCode::from(3),
                CHECKER_FAILED,
            )
        }
    };
    let answer = match read_file(&files.answer, None) {
        Ok(answer) => answer,
        Err(e) => {
            let message = cannot_read(&files.answer, e);
            return write_out(
                &format!("presentation error: {message}\n"),
                ExitCode::from(2),
                CHECKER_FAILED,
            );
        }
    };
    command.verdict(truth, &answer)
}

/// Prints a verdict with a checker's exit status.
fn report<M: std::fmt::Display, S: std::fmt::Display>(verdict: Verdict<M, S>) -> ExitCode {
    let status = match verdict {
        Verdict::Accepted { .. } => 0,
        Verdict::WrongAnswer(_) => 1,
        Verdict::PresentationError { .. } => 2,
    };
    write_out(&verdict.to_string(), ExitCode::from(status), CHECKER_FAILED)
}
