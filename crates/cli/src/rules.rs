//! `retrograde rules`: a game written in the rule language (see the
//! README), compiled, built and solved by the generic engine; one line per
//! state.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use retrograde::quote::{clipped, TOKEN_SHOWN};
use retrograde::retro::grundy::{Grundy, GrundyValues};
use retrograde::retro::{GameGraph, Retrograde, Run, Stepper};
use retrograde::rules::check::check_rules;
use retrograde::rules::{
    bytes, Footprint, Limit, Limits, RuleError, Rules, RulesGraph, Solved, TableFormat,
};

mod format;
mod sums;

/// The format, for `retrograde rules --help`.
pub const HELP: &str = "\
FILE holds a game in the rule language (\"-\" for standard input):
  $ printf 'state n in 0..4\\nmove n - k for k in {1, 2} if k <= n\\n' | retrograde rules -
  0 Lose 0
  1 Win 1
  2 Win 1
  3 Lose 2
  4 Win 3
One line per state, in state order (the first variable slowest): its values
(named values by name), its outcome for the player to move (Win, Lose or
Loop) and its remoteness (- for a Loop). Limits: a program of 16 MiB, 10^6
states, 2*10^9 steps of evaluation (about 10 s) and 1.5 GB of memory for the
game and its solve; --large allows 10^7 states, 2*10^10 steps and the memory
the machine has available. An error is one line on stderr with exit status
2; one in the program names its line and column.";

/// A game written in the rule language: every state's outcome and remoteness
#[derive(Args)]
#[command(after_help = HELP)]
pub struct Solve {
    /// Replace a param's value by an expression (repeatable)
    #[arg(long = "set", value_name = "NAME=EXPR")]
    settings: Vec<String>,
    /// Add each state's generalized Sprague-Grundy value (normal play only)
    #[arg(long)]
    grundy: bool,
    /// Print only where the outcomes and the Grundy values become periodic
    /// (one integer state variable only)
    #[arg(long)]
    pattern: bool,
    /// Accept games up to 10^7 states, 2*10^10 steps and the machine's
    /// available memory
    #[arg(long)]
    large: bool,
    /// Answer a sum of positions ("3, 5, 7", or "(1, 2), (0, 3)"): its
    /// value, the XOR of its parts', and a winning move
    #[arg(long, value_name = "PARTS", conflicts_with_all = ["grundy", "pattern"], allow_hyphen_values = true)]
    sum: Option<String>,
    /// Print the outcome and Grundy tables ready to paste into a solution:
    /// one variable an array, two a 2-D array, more a map keyed by the
    /// values (at most 10^5 cells)
    #[arg(long, value_name = "FORMAT", value_parser = ["cpp", "python", "csv"],
          conflicts_with_all = ["pattern", "sum"])]
    table: Option<String>,
    /// The program ("-" for standard input)
    file: PathBuf,
}

impl crate::Solve for Solve {
    /// Compiles, builds and solves, then writes the table; any error is one
    /// line on stderr with exit status 2 and nothing on stdout.
    fn run(&self) -> ExitCode {
        match table(self) {
            Ok(out) => crate::write_out(&out, ExitCode::SUCCESS, crate::WRITE_FAILED),
            Err(message) => crate::fail(&message),
        }
    }
}

fn table(args: &Solve) -> Result<String, String> {
    let (rules, graph) = read_built(args)?;
    if args.sum.is_some() || graph.has_sums() {
        return sums::table(args, &rules, &graph);
    }
    let mut run = Retrograde::new(graph);
    run.finish();
    if args.pattern {
        return pattern(&rules, &run);
    }
    if let Some(format) = &args.table {
        let values = (!rules.has_win_clause()).then(|| GrundyValues::new(run.graph()));
        let value = values.as_ref().map(|v| move |state| v.value(state));
        let solved = Solved {
            outcome: &|state| run.outcome(state),
            grundy: value.as_ref().map(|v| v as &dyn Fn(usize) -> Grundy),
        };
        return sg_table(&rules, format, &solved);
    }
    let grundy = if args.grundy {
        if rules.has_win_clause() {
            return Err(NOT_NORMAL_PLAY.to_string());
        }
        Some(GrundyValues::new(run.graph()))
    } else {
        None
    };
    Ok(rules.write_table(&run, grundy.as_ref()))
}

/// The tables in `format` (one of the names clap accepts), or the one line
/// that refuses a table too large to paste.
fn sg_table(rules: &Rules, format: &str, solved: &Solved<'_>) -> Result<String, String> {
    let format =
        TableFormat::named(format).ok_or_else(|| format!("--table: no format '{format}'"))?;
    if solved.grundy.is_none() {
        eprintln!("retrograde: note: {NO_GRUNDY_TABLE}");
    }
    rules
        .sg_table(format, solved)
        .map_err(|e| format!("--table: {e}"))
}

const NO_GRUNDY_TABLE: &str = "--table writes the outcomes only: this program has a 'win when' \
     line, so it is not under normal play and has no Grundy values";

const NOT_NORMAL_PLAY: &str = "--grundy needs normal play (a player who cannot move loses), \
     and this program has a 'win when' line, which may end states won for the player to move";

/// `outcome: period P from Q` and `grundy: period P from Q` (or `none`),
/// along the one integer variable.
fn pattern(rules: &Rules, run: &Retrograde<RulesGraph>) -> Result<String, String> {
    rules
        .pattern(run)
        .map(|p| p.to_string())
        .ok_or_else(|| pattern_refusal(rules))
}

/// Why `--pattern` cannot run on this state.
fn pattern_refusal(rules: &Rules) -> String {
    format!(
        "--pattern needs a state of one integer variable, and this one is {}",
        rules
            .variables()
            .iter()
            .map(|v| format!("{} in {}", v.name, v.domain))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// The program read, compiled with the settings and built.
fn read_built(args: &Solve) -> Result<(Rules, RulesGraph), String> {
    let limits = limits(args.large);
    let text = read_program(&args.file, &limits)?;
    let (rules, graph) = built(&text, &args.settings, args.large)?;
    if args.large {
        note_memory(&rules, &graph);
    }
    Ok((rules, graph))
}

/// The limits: the default ones, or the large ones bounded by the memory
/// the machine has available.
fn limits(large: bool) -> Limits {
    match (large, available_memory()) {
        (false, _) => Limits::DEFAULT,
        (true, Some(memory)) => Limits {
            memory,
            ..Limits::LARGE
        },
        (true, None) => Limits::LARGE,
    }
}

/// `MemAvailable` in `/proc/meminfo`, in bytes (or `MemTotal`, on a system
/// that does not say what is available); `None` where there is no such
/// file.
fn available_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let field = |name: &str| {
        info.lines()
            .find_map(|line| line.strip_prefix(name))
            .and_then(|rest| rest.trim().strip_suffix("kB"))
            .and_then(|kb| kb.trim().parse::<u64>().ok())
            .map(|kb| kb.saturating_mul(1024))
    };
    field("MemAvailable:").or_else(|| field("MemTotal:"))
}

/// With --large, a game that takes more memory than the default limit is
/// said so on stderr before it is solved.
fn note_memory(rules: &Rules, graph: &RulesGraph) {
    let footprint = Footprint::of(rules);
    let needed = footprint.bytes(graph.state_count() as u64, graph.move_count() as u64);
    if needed > Limits::DEFAULT.memory {
        eprintln!(
            "retrograde: note: this game and its solve take about {} of memory (the limit \
             without --large is {})",
            bytes(needed),
            bytes(Limits::DEFAULT.memory)
        );
    }
}

/// A program's text compiled with the settings (`NAME=EXPR`) and built
/// within the default limits, or the large ones.
fn built(text: &str, settings: &[String], large: bool) -> Result<(Rules, RulesGraph), String> {
    let settings = settings
        .iter()
        .map(|setting| setting_of(setting))
        .collect::<Result<Vec<_>, String>>()?;
    let limits = limits(large);
    let said = |e: RuleError| over_limits(&e, large, &limits);
    let rules = Rules::compile_within(text, &settings, &limits).map_err(said)?;
    let graph = rules.build(limits).map_err(said)?;
    Ok((rules, graph))
}

/// The error's line, and for a program over a limit what `--large` changes.
fn over_limits(error: &RuleError, large: bool, limits: &Limits) -> String {
    let memory = available_memory().map_or("as much memory as the machine has".to_string(), |m| {
        format!("the {} of memory this machine has available", bytes(m))
    });
    match (error.limit, large) {
        (Some(Limit::Text), _) | (None, _) => error.to_string(),
        (Some(_), false) => format!(
            "{error}; --large allows {} states, {} steps and {memory}",
            Limits::LARGE.states,
            Limits::LARGE.steps
        ),
        (Some(Limit::Memory), true) => format!("{error} (with --large: {memory})"),
        (Some(_), true) => format!(
            "{error} (with --large; {} of memory allowed)",
            bytes(limits.memory)
        ),
    }
}

/// A rule program's answer: Win, Lose or Loop per state, in state order
#[derive(Args)]
#[command(after_help = check_help!(
    "INPUT is the program (GAME); moves are named by their target states.
  $ printf 'state n in 0..2\\nmove n - 1 if n > 0\\n' > game.txt
  $ printf 'Lose Win Lose\\n' | retrograde check rules game.txt -
  accepted: 3 words"))]
pub struct Check {
    /// Replace a param's value by an expression (repeatable)
    #[arg(long = "set", value_name = "NAME=EXPR")]
    settings: Vec<String>,
    /// Accept games up to 10^7 states, 2*10^10 steps and the machine's
    /// available memory
    #[arg(long)]
    large: bool,
    /// A test in the program's format (its 'input' lines): ANSWER is then
    /// the program's answer to that test, judged by the format's 'answer' line
    #[arg(long, value_name = "TEST")]
    test: Option<PathBuf>,
    #[command(flatten)]
    files: crate::Files,
}

/// `retrograde check rules GAME ANSWER`: a program that fails to compile or
/// build is invalid input (status 3); then the answer is checked like every
/// other one.
impl crate::Check for Check {
    type Truth = Judging;
    type Error = String;

    fn files(&self) -> &crate::Files {
        &self.files
    }

    fn input_limit(&self) -> Option<u64> {
        Some(limits(self.large).text)
    }

    fn read(&self, input: &[u8]) -> Result<Judging, String> {
        let text = std::str::from_utf8(input).map_err(|_| NOT_UTF8.to_string())?;
        if let Some(test) = &self.test {
            return format::judging(text, test, &self.settings, limits(self.large));
        }
        let (rules, graph) = built(text, &self.settings, self.large)?;
        rules
            .without_sums("retrograde check")
            .map_err(|e| e.to_string())?;
        Ok(Judging::States(Box::new((rules, graph))))
    }

    fn verdict(&self, judging: Judging, answer: &[u8]) -> ExitCode {
        match judging {
            Judging::States(built) => {
                let (rules, graph) = *built;
                crate::report(check_rules(&rules, graph, answer))
            }
            Judging::Test(test) => test.verdict(answer),
        }
    }
}

/// What an answer is judged against: every state's outcome, or a test in
/// the program's format.
pub enum Judging {
    States(Box<(Rules, RulesGraph)>),
    Test(Box<format::Judge>),
}

const NOT_UTF8: &str = "the program is not UTF-8 text";

/// `NAME=EXPR` split at its first `=`.
fn setting_of(setting: &str) -> Result<(String, String), String> {
    match setting.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.to_string()))
        }
        _ => Err(format!(
            "--set takes NAME=EXPR, got '{}'",
            clipped(setting, TOKEN_SHOWN)
        )),
    }
}

/// The program's text, read up to the limit: a longer one is refused
/// before more of it is read.
pub fn read_program(path: &Path, limits: &Limits) -> Result<String, String> {
    let mut bytes = Vec::new();
    let cap = limits.text;
    let read = if path == Path::new("-") {
        std::io::stdin()
            .lock()
            .take(cap + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|file| file.take(cap + 1).read_to_end(&mut bytes))
    };
    read.map_err(|e| crate::cannot_read(path, e))?;
    if bytes.len() as u64 > cap {
        return Err(format!(
            "the program is longer than {} ({cap} bytes), the limit",
            retrograde::rules::bytes(cap)
        ));
    }
    String::from_utf8(bytes).map_err(|_| NOT_UTF8.to_string())
}
