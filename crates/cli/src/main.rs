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
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use retrograde::berzerk::Game;
use retrograde::check::{self, Verdict};
use retrograde::graph::Graph;
use retrograde::judge::{self, Engine, InputError, Limits};

mod graph;
mod rules;
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

#[derive(Parser)]
#[command(name = "retrograde", version, about = "Solve two-player games by retrograde analysis", after_help = AFTER_HELP)]
struct Cli {
    #[command(subcommand)]
    game: GameCommand,
}

#[derive(Subcommand)]
enum GameCommand {
    /// Berzerk (Codeforces 786A): Win, Lose or Loop for every start object and first player
    Berzerk {
        /// Read T cases instead of one game
        #[arg(long)]
        cases: bool,
        /// Which solver answers (both give the same outcomes)
        #[arg(long, value_enum, default_value_t = EngineArg::Batch)]
        engine: EngineArg,
        /// Accept games beyond the judge's limits: n and the sum of n up to 10^7, T up to 10^6
        #[arg(long)]
        large: bool,
    },
    /// Two piles (Alice and Bob): who wins each query
    Piles {
        /// Accept inputs beyond the judge's limits: piles up to 10^5, T up to 10^7
        #[arg(long)]
        large: bool,
    },
    /// Any directed graph: Win, Lose or Loop for the player to move at each node
    #[command(after_help = graph::HELP)]
    Graph(graph::GraphArgs),
    /// A game written in the rule language: every state's outcome and remoteness
    #[command(after_help = rules::HELP)]
    Rules(rules::RulesArgs),
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
        game: stress::StressCommand,
    },
    /// Print one generated judge input (the same seed, the same input)
    Gen {
        #[command(subcommand)]
        game: stress::gen::GenCommand,
    },
}

#[derive(Subcommand)]
enum CheckCommand {
    /// A Berzerk answer: two lines of Win, Lose or Loop per game
    #[command(after_help = check_help!(
        "  $ printf '5\\n2 3 2\\n3 1 2 3\\n' > in.txt
  $ printf 'Lose Win Win Loop\\nLoop Win Win Win\\n' | retrograde check berzerk in.txt -
  accepted: 8 words"))]
    Berzerk {
        /// The input holds T cases instead of one game
        #[arg(long)]
        cases: bool,
        /// Accept inputs beyond the judge's limits, as `retrograde berzerk --large` does
        #[arg(long)]
        large: bool,
        #[command(flatten)]
        files: Files,
    },
    /// A two-pile answer: Alice or Bob per query
    #[command(after_help = check_help!(
        "  $ printf '2\\n2 3\\n1 0\\n' > in.txt
  $ printf 'Bob\\nAlice\\n' | retrograde check piles in.txt -
  accepted: 2 words"))]
    Piles {
        /// Accept inputs beyond the judge's limits, as `retrograde piles --large` does
        #[arg(long)]
        large: bool,
        #[command(flatten)]
        files: Files,
    },
    /// A game-graph answer: one line of Win, Lose or Loop, one word per node
    #[command(after_help = check_help!(
        "  $ printf '3 2\\n1 2\\n2 3\\n' > in.txt
  $ printf 'Lose Win Lose\\n' | retrograde check graph in.txt -
  accepted: 3 words"))]
    Graph {
        /// Accept inputs beyond the judge's limits, as `retrograde graph --large` does
        #[arg(long)]
        large: bool,
        #[command(flatten)]
        files: Files,
    },
    /// A rule program's answer: Win, Lose or Loop per state, in state order
    #[command(after_help = check_help!(
        "INPUT is the program (GAME); moves are named by their target states.
  $ printf 'state n in 0..2\\nmove n - 1 if n > 0\\n' > game.txt
  $ printf 'Lose Win Lose\\n' | retrograde check rules game.txt -
  accepted: 3 words"))]
    Rules(rules::CheckArgs),
}

#[derive(Args)]
pub(crate) struct Files {
    /// The judge's input ("-" for standard input)
    input: PathBuf,
    /// The contestant's answer ("-" for standard input)
    answer: PathBuf,
}

#[derive(Clone, Copy, ValueEnum)]
enum EngineArg {
    /// The bitset batch solver
    Batch,
    /// The step-by-step reverse BFS
    Steps,
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
        GameCommand::Berzerk {
            cases,
            engine,
            large,
        } => {
            let engine = match engine {
                EngineArg::Batch => Engine::Batch,
                EngineArg::Steps => Engine::Steps,
            };
            solve(|input, out| {
                if cases {
                    let games = judge::read_berzerk_cases(input, &limits(large))?;
                    games
                        .iter()
                        .for_each(|g| judge::berzerk_answer(g, engine, out));
                } else {
                    let game = judge::read_berzerk(input, &limits(large))?;
                    judge::berzerk_answer(&game, engine, out);
                }
                Ok(())
            })
        }
        GameCommand::Piles { large } => solve(|input, out| {
            let queries = judge::read_piles(input, &limits(large))?;
            judge::piles_answer(&queries, out);
            Ok(())
        }),
        GameCommand::Graph(args) => solve(|input, out| graph::answer(&args, input, out)),
        GameCommand::Rules(args) => rules::run(&args),
        GameCommand::Check { game } => as_checker(|| check(game)),
        GameCommand::Stress { game } => as_checker(|| stress::run(game)),
        GameCommand::Gen { game } => stress::gen::run(game),
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
        eprintln!(
            "retrograde: error: {}; see --help",
            one_line(&e.render().to_string())
        );
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
        eprintln!("retrograde: error: cannot read standard input: {e}");
        return ExitCode::from(2);
    }
    let mut out = String::new();
    if let Err(e) = answer(&input, &mut out) {
        eprintln!("retrograde: error: {e}");
        return ExitCode::from(2);
    }
    write_out(&out, ExitCode::SUCCESS, WRITE_FAILED)
}

/// Status of a solver that cannot write its answer.
const WRITE_FAILED: u8 = 1;
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
            eprintln!("retrograde: error: cannot write standard output: {e}");
            ExitCode::from(failed)
        }
    }
}

/// What an answer is checked against, read from the judge's input.
enum Truth {
    Berzerk { games: Vec<Game>, numbered: bool },
    Piles(Vec<(u32, u32)>),
    Graph(Graph),
}

pub(crate) fn read_file(path: &Path) -> std::io::Result<Vec<u8>> {
    if path == Path::new("-") {
        let mut bytes = Vec::new();
        std::io::stdin().lock().read_to_end(&mut bytes)?;
        Ok(bytes)
    } else {
        std::fs::read(path)
    }
}

pub(crate) fn cannot_read(path: &Path, e: std::io::Error) -> String {
    if path == Path::new("-") {
        format!("cannot read standard input: {e}")
    } else {
        format!("cannot read {:?}: {e}", path.display().to_string())
    }
}

/// Reads the input (status 3 when it cannot be read or fails the
/// judge's reader), then the answer (status 2 when it cannot be read),
/// then prints the verdict with its status.
fn check(command: CheckCommand) -> ExitCode {
    let (files, large) = match &command {
        CheckCommand::Rules(args) => return rules::check(args),
        CheckCommand::Berzerk { files, large, .. }
        | CheckCommand::Piles { files, large }
        | CheckCommand::Graph { files, large } => (files, *large),
    };
    if files.input == Path::new("-") && files.answer == Path::new("-") {
        let e = Cli::command().error(
            ErrorKind::ArgumentConflict,
            "INPUT and ANSWER cannot both be standard input (-)",
        );
        return usage_error(e);
    }
    let truth = read_file(&files.input)
        .map_err(|e| cannot_read(&files.input, e))
        .and_then(|input| read_truth(&command, &input, &limits(large)).map_err(|e| e.to_string()));
    let truth = match truth {
        Ok(truth) => truth,
        Err(message) => {
            return write_out(
                &format!("invalid input: {message}\n"),
                ExitCode::from(3),
                CHECKER_FAILED,
            )
        }
    };
    let answer = match read_file(&files.answer) {
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
    match truth {
        Truth::Berzerk { games, numbered } => {
            report(check::check_berzerk(&games, numbered, &answer))
        }
        Truth::Piles(queries) => report(check::check_piles(&queries, &answer)),
        Truth::Graph(graph) => report(check::check_graph(&graph, &answer)),
    }
}

fn read_truth(command: &CheckCommand, input: &[u8], limits: &Limits) -> Result<Truth, InputError> {
    Ok(match command {
        CheckCommand::Berzerk { cases: true, .. } => Truth::Berzerk {
            games: judge::read_berzerk_cases(input, limits)?,
            numbered: true,
        },
        CheckCommand::Berzerk { cases: false, .. } => Truth::Berzerk {
            games: vec![judge::read_berzerk(input, limits)?],
            numbered: false,
        },
        CheckCommand::Piles { .. } => Truth::Piles(judge::read_piles(input, limits)?),
        CheckCommand::Graph { .. } => Truth::Graph(judge::read_graph(input, limits)?),
        CheckCommand::Rules(_) => unreachable!("check rules reads its truth itself"),
    })
}

/// Prints a verdict with a checker's exit status.
pub(crate) fn report<M: std::fmt::Display>(verdict: Verdict<M>) -> ExitCode {
    let status = match verdict {
        Verdict::Accepted { .. } => 0,
        Verdict::WrongAnswer(_) => 1,
        Verdict::PresentationError { .. } => 2,
    };
    write_out(&verdict.to_string(), ExitCode::from(status), CHECKER_FAILED)
}
