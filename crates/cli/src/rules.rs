//! `retrograde rules`: a game written in the rule language (see the
//! README), compiled, built and solved by the generic engine; one line per
//! state.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use retrograde::retro::grundy::GrundyValues;
use retrograde::retro::{Retrograde, Run, Stepper};
use retrograde::rules::check::check_rules;
use retrograde::rules::{Limits, Rules, RulesGraph};

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
Loop) and its remoteness (- for a Loop). Up to 10^6 states and 10^8 moves
tried (10^7 and 10^9 with --large). An error is one line on stderr with exit
status 2; one in the program names its line and column.";

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
    /// Accept games up to 10^7 states and 10^9 moves tried
    #[arg(long)]
    large: bool,
    /// The program ("-" for standard input)
    file: PathBuf,
}

impl crate::Solve for Solve {
    /// Compiles, builds and solves, then writes the table; any error is one
    /// line on stderr with exit status 2 and nothing on stdout.
    fn run(&self) -> ExitCode {
        match table(self) {
            Ok(out) => crate::write_out(&out, ExitCode::SUCCESS, crate::WRITE_FAILED),
            Err(message) => {
                eprintln!("retrograde: error: {message}");
                ExitCode::from(2)
            }
        }
    }
}

fn table(args: &Solve) -> Result<String, String> {
    let (rules, run) = solved(args)?;
    if args.pattern {
        return pattern(&rules, &run);
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

const NOT_NORMAL_PLAY: &str = "--grundy needs normal play (a player who cannot move loses), \
     and this program has a 'win when' line, which may end states won for the player to move";

/// `outcome: period P from Q` and `grundy: period P from Q` (or `none`),
/// along the one integer variable.
fn pattern(rules: &Rules, run: &Retrograde<RulesGraph>) -> Result<String, String> {
    rules.pattern(run).map(|p| p.to_string()).ok_or_else(|| {
        format!(
            "--pattern needs a state of one integer variable, and this one is {}",
            rules
                .variables()
                .iter()
                .map(|v| format!("{} in {}", v.name, v.domain))
                .collect::<Vec<_>>()
                .join(", ")
        )
    })
}

/// The program read, compiled with the settings, built and solved.
fn solved(args: &Solve) -> Result<(Rules, Retrograde<RulesGraph>), String> {
    let text = read_program(&args.file)?;
    let (rules, graph) = built(&text, &args.settings, args.large)?;
    let mut run = Retrograde::new(graph);
    run.finish();
    Ok((rules, run))
}

/// A program's text compiled with the settings (`NAME=EXPR`) and built
/// within the default limits, or the large ones.
fn built(text: &str, settings: &[String], large: bool) -> Result<(Rules, RulesGraph), String> {
    let settings = settings
        .iter()
        .map(|setting| setting_of(setting))
        .collect::<Result<Vec<_>, String>>()?;
    let rules = Rules::compile(text, &settings).map_err(|e| e.to_string())?;
    let limits = if large {
        Limits::LARGE
    } else {
        Limits::DEFAULT
    };
    let graph = rules.build(limits).map_err(|e| e.to_string())?;
    Ok((rules, graph))
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
    /// Accept games up to 10^7 states and 10^9 moves tried
    #[arg(long)]
    large: bool,
    #[command(flatten)]
    files: crate::Files,
}

/// `retrograde check rules GAME ANSWER`: a program that fails to compile or
/// build is invalid input (status 3); then the answer is checked like every
/// other one.
impl crate::Check for Check {
    type Truth = (Rules, RulesGraph);
    type Error = String;

    fn files(&self) -> &crate::Files {
        &self.files
    }

    fn read(&self, input: &[u8]) -> Result<(Rules, RulesGraph), String> {
        let text = std::str::from_utf8(input).map_err(|_| NOT_UTF8.to_string())?;
        built(text, &self.settings, self.large)
    }

    fn verdict(&self, (rules, graph): (Rules, RulesGraph), answer: &[u8]) -> ExitCode {
        crate::report(check_rules(&rules, graph, answer))
    }
}

const NOT_UTF8: &str = "the program is not UTF-8 text";

/// `NAME=EXPR` split at its first `=`.
fn setting_of(setting: &str) -> Result<(String, String), String> {
    match setting.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.to_string()))
        }
        _ => Err(format!("--set takes NAME=EXPR, got '{setting}'")),
    }
}

fn read_program(path: &Path) -> Result<String, String> {
    let bytes = if path == Path::new("-") {
        let mut bytes = Vec::new();
        std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        bytes
    } else {
        std::fs::read(path)
            .map_err(|e| format!("cannot read {:?}: {e}", path.display().to_string()))?
    };
    String::from_utf8(bytes).map_err(|_| NOT_UTF8.to_string())
}
