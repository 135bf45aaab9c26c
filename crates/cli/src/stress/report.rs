//! The stress run's report on stdout: the smallest failing input, what the
//! program did with it, the truth and the checker's proof, how the search
//! went, and a link that opens the game in the page.

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use retrograde::quote::escaped;

use super::run::{Ending, Run};
use super::subject::plural;
use super::Failure;

/// How a search or a shrink went.
#[derive(Clone, Copy, Debug, Default)]
pub struct Effort {
    pub inputs: u64,
    pub games: u64,
    pub elapsed: Duration,
}

impl Effort {
    /// "12 inputs (1,200 games) in 0.31 s".
    pub fn describe(&self, unit: &str) -> String {
        format!(
            "{} ({}) in {}",
            plural(self.inputs, "input"),
            plural(self.games, unit),
            seconds(self.elapsed)
        )
    }
}

/// Why shrinking ended before the input was known to be 1-minimal.
#[derive(Clone, Copy, Debug)]
pub enum CutShort {
    /// The shrink budget, --shrink-time, was spent.
    Budget(Duration),
    /// The command was interrupted by this signal ("SIGINT").
    Interrupted(&'static str),
}

/// Everything the report says about a failure found.
pub struct Report<'a> {
    pub failure: &'a Failure,
    pub input: &'a str,
    pub run: &'a Run,
    pub truth: &'a str,
    pub time_limit: Duration,
    pub output_limit: usize,
    pub search: Effort,
    /// What the search's games are ("game", "query").
    pub unit: &'static str,
    pub shrink: Effort,
    /// Reductions the shrinker made.
    pub reductions: usize,
    /// Why shrinking stopped early, if it did: the input may then not be
    /// 1-minimal.
    pub shrink_cut_short: Option<CutShort>,
    /// The shrunk input's neighbours, each of which passes.
    pub neighbours: usize,
    pub smaller_ones: Option<String>,
    pub link: String,
    pub seed: u64,
    pub saved: Option<(PathBuf, PathBuf)>,
}

/// Lines of a program's output or stderr shown before the rest is counted.
const SHOWN_LINES: usize = 40;
/// Characters of one line shown.
const SHOWN_WIDTH: usize = 300;

/// `text` as lines, cut after `SHOWN_LINES`
/// (from the start, or the end when `from_end`) with a note of the rest.
fn excerpt(f: &mut fmt::Formatter<'_>, text: &[u8], from_end: bool) -> fmt::Result {
    let text = String::from_utf8_lossy(text);
    let lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return writeln!(f, "(nothing)");
    }
    let hidden = lines.len().saturating_sub(SHOWN_LINES);
    let shown = if from_end {
        &lines[hidden..]
    } else {
        &lines[..lines.len() - hidden]
    };
    if from_end && hidden > 0 {
        writeln!(f, "({hidden} lines before these)")?;
    }
    for line in shown {
        writeln!(f, "{}", shown_line(line))?;
    }
    if !from_end && hidden > 0 {
        writeln!(f, "({hidden} more lines)")?;
    }
    Ok(())
}

/// A line of someone's output as the report shows it: control and other
/// invisible characters escaped (a tab stays a tab), cut after
/// `SHOWN_WIDTH` characters with its length.
fn shown_line(line: &str) -> String {
    let head: String = line.chars().take(SHOWN_WIDTH).collect();
    let mut shown = head.split('\t').map(escaped).collect::<Vec<_>>().join("\t");
    let count = line.chars().count();
    if count > SHOWN_WIDTH {
        shown.push_str(&format!("\u{2026} ({count} characters)"));
    }
    shown
}

pub fn seconds(time: Duration) -> String {
    format!("{:.2} s", time.as_secs_f64())
}

impl Report<'_> {
    fn title(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "failure: {}, found after {}; shrunk in {} ({}) in {}{}",
            self.failure.title(),
            self.search.describe(self.unit),
            plural(self.shrink.inputs, "run"),
            plural(self.reductions as u64, "reduction"),
            seconds(self.shrink.elapsed),
            match self.shrink_cut_short {
                Some(CutShort::Budget(_)) => ", stopped at the shrink budget".to_string(),
                Some(CutShort::Interrupted(signal)) => format!(", interrupted by {signal}"),
                None => String::new(),
            }
        )
    }

    /// What the program did, when that was not an answer to judge.
    fn program(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let elapsed = seconds(self.run.elapsed);
        match (self.failure, self.run.ending) {
            (Failure::Crash { status }, _) => writeln!(f, "crashed: {status}, after {elapsed}"),
            (_, Ending::TimedOut) => writeln!(
                f,
                "still running at the time limit of {}: killed (SIGKILL, with all it started)",
                seconds(self.time_limit)
            ),
            (_, Ending::OutputLimit) => writeln!(
                f,
                "wrote more than {} MiB on stdout: killed (SIGKILL, with all it started)",
                self.output_limit >> 20
            ),
            _ => writeln!(f, "exit status 0, after {elapsed}{}", self.left_behind()),
        }
    }

    /// "; it left 2 processes running, killed then", after an exit.
    fn left_behind(&self) -> String {
        match self.run.left_behind {
            0 => String::new(),
            1 => "; it left 1 process running, killed then".to_string(),
            count => format!("; it left {count} processes running, killed then"),
        }
    }

    fn stderr(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let len = self.run.stderr_len;
        if len == 0 {
            return Ok(());
        }
        if len > self.run.stderr_tail.len() {
            writeln!(
                f,
                "== stderr (its last {} of {len} bytes) ==",
                self.run.stderr_tail.len()
            )?;
        } else {
            writeln!(f, "== stderr ==")?;
        }
        excerpt(f, &self.run.stderr_tail, true)
    }

    fn why(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "== why this input ==")?;
        if let Some(cut) = self.shrink_cut_short {
            let why = match cut {
                CutShort::Budget(budget) => format!(
                    "shrinking stopped at its budget (--shrink-time {})",
                    budget.as_secs_f64()
                ),
                CutShort::Interrupted(signal) => format!("shrinking was interrupted by {signal}"),
            };
            writeln!(
                f,
                "may not be 1-minimal: {why}; this is the smallest failing input found by then"
            )?;
            return self.smaller_ones(f);
        }
        match self.neighbours {
            0 => writeln!(f, "1-minimal: no input is one step smaller")?,
            1 => writeln!(f, "1-minimal: its one-smaller input passes")?,
            count => writeln!(
                f,
                "1-minimal: each of its {count} one-smaller inputs passes"
            )?,
        }
        self.smaller_ones(f)
    }

    fn smaller_ones(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.smaller_ones {
            Some(smaller) => writeln!(f, "{smaller}"),
            None => Ok(()),
        }
    }
}

/// Sections headed `== name ==`, in reading order.
impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.title(f)?;
        writeln!(f, "== input ==")?;
        excerpt(f, self.input.as_bytes(), false)?;
        writeln!(f, "== program ==")?;
        self.program(f)?;
        if matches!(self.run.ending, Ending::Exited(_)) {
            writeln!(f, "== output ==")?;
            excerpt(f, &self.run.stdout, false)?;
        }
        self.stderr(f)?;
        writeln!(f, "== truth ==")?;
        excerpt(f, self.truth.as_bytes(), false)?;
        if let Failure::Wrong { report, .. } | Failure::Presentation { report } = self.failure {
            writeln!(f, "== checker ==")?;
            write!(f, "{report}")?;
        }
        self.why(f)?;
        writeln!(f, "== page ==")?;
        writeln!(f, "{}", self.link)?;
        writeln!(f, "== seed ==")?;
        writeln!(f, "{} (--seed {} repeats the search)", self.seed, self.seed)?;
        if let Some((input, answer)) = &self.saved {
            writeln!(f, "== saved ==")?;
            writeln!(f, "{}\n{}", input.display(), answer.display())?;
        }
        Ok(())
    }
}
