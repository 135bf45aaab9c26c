//! `retrograde stress`: runs a contestant's program on generated inputs of
//! growing size, checks every answer with the library's checker, stops at
//! the first failure (wrong answer, presentation error, crash, time or
//! output limit), shrinks the input while it still fails, and reports the
//! smallest one with its proof.
//!
//! Generating, checking and shrinking are the library's (pure); running
//! the program safely is [`mod@run`]'s; what differs between games is a
//! [`subject::Subject`].

pub mod gen;
mod interrupt;
mod packed;
mod report;
mod run;
pub mod subject;

use std::ffi::{OsStr, OsString};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use clap::{value_parser, Args};
use retrograde::shrink::{Shrink, Shrunk, Trial};

use report::{CutShort, Effort, Report};
use run::{Budget, Ending, Halt, Program, Run};
use subject::{Checked, Mistake, Subject};

pub const HELP: &str = "\
Runs PROGRAM (directly, no shell) on generated inputs of growing size and
checks each answer with the checker of `retrograde check`. At the first
failure (wrong answer, presentation error, non-zero exit or signal, time or
output limit) the input is shrunk while it still fails, to one that is
1-minimal: n one smaller, any one jump or query fewer, or any one value one
lower (for a graph: any one node or edge line fewer, the nodes after a
removed one renumbered), and it passes. Shrinking stops at --shrink-time,
or when the command is interrupted (Ctrl-C); the report then gives the
smallest failing input found so far and says that it may not be 1-minimal.
The report on stdout gives that input, the program's output, the truth, the
checker's proof and a link that opens the game in the page with the wrong
state pinned.

Berzerk inputs start with every game up to n = 6 (1,245 games), so a failure
there is the smallest n that fails; then random games of the kinds listed by
`retrograde gen berzerk --help`, up to --max-n. Graph inputs start with
every set of edges on up to 3 nodes, each edge listed once and in order
(530 graphs, self-loops included; repeated or reordered edge lines come only
in the random graphs); then random graphs of the kinds listed by
`retrograde gen graph --help` (--kind to try only some, without the
exhaustive start), up to --max-n and --max-m. Rule inputs come from the
program's format (its 'cases', 'input', 'limit' and 'answer' lines): every
one-case test whose numbers are at most 0, 1, 2 ... above their tried
ranges' lows (until a size lists more than 5000 tests or the numbers reach
64 above their lows), then random tests within the tried ranges; a failure shrinks
within every limit (a case fewer, a number one lower, a list's value fewer
or one lower).

While searching, --jobs runs of the program go on at once (the machine's
cores by default), on consecutive inputs, judged in order: the failure found
is the first in the order the inputs come, as with one run at a time. A run
over the time limit is run again alone before it counts as a failure, so a
busy machine does not make one. Shrinking runs one at a time.

Whatever the program starts is killed and reaped when it exits (its answer
is judged then, even if something it started still holds its stdout), at a
limit, and when the command is interrupted.

Exit status: 0 no failure within the budget (--tests, --time), 1 a failure
was found, 3 bad usage or a program that cannot be run, 128 + the signal's
number when interrupted (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP;
interrupted while shrinking, after the report on stdout).

  $ retrograde stress berzerk --cases -- python3 my_solution.py
  $ retrograde stress graph --kind repeats -- ./my_solution
  $ retrograde stress rules examples/rules/stick-game.game -- python3 stick.py";

#[derive(Args)]
pub struct Options {
    /// Seed of the random inputs [default: from the clock; the report gives it]
    #[arg(long)]
    seed: Option<u64>,
    /// Stop after this many inputs without a failure
    #[arg(long, value_name = "N")]
    tests: Option<u64>,
    /// Stop after searching this long without a failure
    #[arg(long, value_name = "SECONDS", default_value = "60", value_parser = seconds_arg)]
    time: Duration,
    /// Stop shrinking a failure after this long (the smallest failing input by then is reported)
    #[arg(long, value_name = "SECONDS", default_value = "60", value_parser = seconds_arg)]
    shrink_time: Duration,
    /// Wall time each run may take
    #[arg(long, value_name = "SECONDS", default_value = "2", value_parser = seconds_arg)]
    time_limit: Duration,
    /// Output each run may write on stdout, in MiB
    #[arg(long, value_name = "MIB", default_value_t = 64, value_parser = value_parser!(u64).range(1..=4096))]
    output_limit: u64,
    /// Where the page is served, for the link to the failing game
    #[arg(long, value_name = "URL", default_value = "http://127.0.0.1:8080/")]
    page: String,
    /// Write the smallest failing input and its true answer into the folder DIR (made if missing), as NN.in and NN.ans
    #[arg(long, value_name = "DIR")]
    save: Option<PathBuf>,
    /// No progress lines on stderr
    #[arg(long)]
    quiet: bool,
    /// Runs of the program at once while searching [default: the machine's cores, at most 8]
    #[arg(long, value_name = "N", value_parser = value_parser!(u32).range(1..=64))]
    jobs: Option<u32>,
    /// The program to test and its arguments, after --
    #[arg(last = true, required = true, value_name = "PROGRAM")]
    program: Vec<OsString>,
}

fn seconds_arg(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 1e6 => Ok(Duration::from_secs_f64(s)),
        _ => Err(format!("{text:?} is not a number of seconds above 0")),
    }
}

/// What went wrong with one run.
#[derive(Clone, Debug)]
pub enum Failure {
    Wrong { report: String, mistake: Mistake },
    Presentation { report: String },
    Crash { status: String },
    TimeLimit,
    OutputLimit,
}

impl Failure {
    fn title(&self) -> &'static str {
        match self {
            Failure::Wrong { .. } => "wrong answer",
            Failure::Presentation { .. } => "presentation error",
            Failure::Crash { .. } => "crash",
            Failure::TimeLimit => "time limit exceeded",
            Failure::OutputLimit => "output limit exceeded",
        }
    }

    fn mistake(&self) -> Option<&Mistake> {
        match self {
            Failure::Wrong { mistake, .. } => Some(mistake),
            _ => None,
        }
    }
}

/// A seed for a run not given one: short, so that it is easy to type back.
/// Runs at once by default: one per core, at most 8.
fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(8))
}

fn clock_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |t| t.subsec_nanos());
    u64::from(nanos ^ std::process::id()) % 1_000_000
}

/// Runs the program, judges its runs and says how it goes on stderr.
struct Tester {
    program: Program,
    budget: Budget,
    progress: Progress,
    /// Runs at once while searching.
    jobs: usize,
}

impl Tester {
    /// Runs the program on `input` and judges the run; `Err` when the
    /// program cannot be started.
    fn try_input<S: Subject>(
        &self,
        subject: &S,
        input: &S::Input,
    ) -> Result<(Run, Option<Failure>), Halt> {
        let run = run::run(&self.program, subject.write(input).as_bytes(), self.budget)?;
        let failure = judge(subject, input, &run);
        Ok((run, failure))
    }

    /// Runs the program on each of `inputs` at once and judges the runs in
    /// order: the first failure with its place, or `None` when all pass. A
    /// failure among others is run again alone, so that the run reported is
    /// the program's own (what it left behind is counted in the run that
    /// sweeps it, which may be another) and a machine kept busy by the
    /// others does not make a failure: over the time limit only alone.
    fn try_batch<S: Subject>(
        &self,
        subject: &S,
        inputs: &[S::Input],
    ) -> Result<Option<(usize, Run, Failure)>, Halt> {
        let written: Vec<String> = inputs.iter().map(|input| subject.write(input)).collect();
        let (program, budget) = (&self.program, self.budget);
        let runs: Vec<Result<Run, Halt>> = std::thread::scope(|scope| {
            let handles: Vec<_> = written
                .iter()
                .map(|text| scope.spawn(move || run::run(program, text.as_bytes(), budget)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a run's thread"))
                .collect()
        });
        for (place, (input, run)) in inputs.iter().zip(runs).enumerate() {
            let run = run?;
            let Some(failure) = judge(subject, input, &run) else {
                continue;
            };
            if inputs.len() == 1 {
                return Ok(Some((place, run, failure)));
            }
            match self.try_input(subject, input)? {
                (alone, Some(again)) => return Ok(Some((place, alone, again))),
                (_, None) if matches!(failure, Failure::TimeLimit) => {}
                (_, None) => return Ok(Some((place, run, failure))),
            }
        }
        Ok(None)
    }
}

fn judge<S: Subject>(subject: &S, input: &S::Input, run: &Run) -> Option<Failure> {
    match run.ending {
        Ending::TimedOut => Some(Failure::TimeLimit),
        Ending::OutputLimit => Some(Failure::OutputLimit),
        Ending::Exited(status) if !status.success() => Some(Failure::Crash {
            status: run::describe(status),
        }),
        Ending::Exited(_) => match subject.check(input, &run.stdout) {
            Checked::Accepted => None,
            Checked::Wrong { report, mistake } => Some(Failure::Wrong { report, mistake }),
            Checked::Presentation { report } => Some(Failure::Presentation { report }),
        },
    }
}

/// A failing input and the run that failed on it.
struct Found<I> {
    input: I,
    run: Run,
    failure: Failure,
}

impl<I> Found<I> {
    /// The program's output, if the checker judged it (the page checks it
    /// again from the link).
    fn answer(&self) -> Option<&[u8]> {
        match self.failure {
            Failure::Wrong { .. } | Failure::Presentation { .. } => Some(&self.run.stdout),
            _ => None,
        }
    }
}

/// Searches, shrinks and reports for the game `make` gives a subject of,
/// from the seed; its exit status as documented in [`HELP`].
pub(crate) fn stress<S: Subject>(make: impl FnOnce(u64) -> S, options: &Options) -> ExitCode {
    if let Some(dir) = &options.save {
        if let Err(message) = save_dir_usable(dir) {
            crate::say_error(&message);
            return ExitCode::from(3);
        }
    }
    if let Err(e) = interrupt::catch() {
        crate::say_error(&format!("cannot catch interruptions: {e}"));
        return ExitCode::from(3);
    }
    run::adopt_orphans();
    let seed = options.seed.unwrap_or_else(clock_seed);
    let mut subject = make(seed);
    let (path, args) = options
        .program
        .split_first()
        .expect("clap requires PROGRAM");
    let tester = Tester {
        program: Program {
            path: path.clone(),
            args: args.to_vec(),
        },
        budget: Budget {
            time: options.time_limit,
            output: (options.output_limit << 20) as usize,
        },
        progress: Progress::new(options.quiet),
        jobs: options.jobs.map_or_else(default_jobs, |jobs| jobs as usize),
    };
    tester.progress.say(&format!("seed {seed}"));
    let (found, search) = match search(&mut subject, options, &tester) {
        Ok(result) => result,
        Err(halt) => return halted(path, halt, &tester.progress, "searching"),
    };
    let Some(found) = found else {
        tester.progress.clear();
        println!(
            "no failure: {}, {:.1} inputs/s; seed {seed}",
            search.describe(subject.unit()),
            search.inputs as f64 / search.elapsed.as_secs_f64().max(1e-9),
        );
        return ExitCode::SUCCESS;
    };
    shrink_and_report(&subject, found, options, &tester, (seed, search))
}

/// Shrinks the failure found and reports the smallest failing input, when
/// shrinking ends, at its budget, or when the command is interrupted: the
/// person who stops a long shrink still gets the failure, and the command
/// then ends as an interrupted one does.
fn shrink_and_report<S: Subject>(
    subject: &S,
    found: Found<S::Input>,
    options: &Options,
    tester: &Tester,
    (seed, search): (u64, Effort),
) -> ExitCode {
    let started = Instant::now();
    let shrunk = match shrink_found(subject, found, tester, started + options.shrink_time) {
        Ok(shrunk) => shrunk,
        Err(halt) => {
            let program = &options.program[0];
            return halted(program, halt, &tester.progress, "shrinking a failure");
        }
    };
    tester.progress.clear();
    let shrink = Effort {
        inputs: shrunk.runs as u64,
        games: 0,
        elapsed: started.elapsed(),
    };
    let interrupted = interrupt::received();
    let cut = match interrupted {
        _ if shrunk.complete => None,
        Some(signal) => Some(CutShort::Interrupted(interrupt::name(signal))),
        None => Some(CutShort::Budget(options.shrink_time)),
    };
    let status = report(subject, options, seed, &shrunk, search, shrink, cut);
    let Some(signal) = interrupted else {
        return status;
    };
    // After SIGHUP the terminal may be gone: no panic over it.
    let _ = writeln!(
        std::io::stderr(),
        "retrograde: interrupted by {} while shrinking; the smallest failing input found so far is reported, and the program under test and all it started were killed",
        interrupt::name(signal)
    );
    ExitCode::from((128 + signal) as u8)
}

/// What a search found, if anything, and what it took.
type Searched<I> = (Option<Found<I>>, Effort);

/// Tries inputs, `jobs` at a time, until one fails or the budget is spent.
fn search<S: Subject>(
    subject: &mut S,
    options: &Options,
    tester: &Tester,
) -> Result<Searched<S::Input>, Halt> {
    let started = Instant::now();
    let mut effort = Effort::default();
    loop {
        effort.elapsed = started.elapsed();
        let left = options
            .tests
            .map_or(u64::MAX, |tests| tests - effort.inputs.min(tests));
        if left == 0 || effort.elapsed >= options.time {
            return Ok((None, effort));
        }
        let count = (tester.jobs as u64).min(left) as usize;
        let inputs: Vec<S::Input> = (0..count).map(|_| subject.next_input()).collect();
        let found = tester.try_batch(subject, &inputs)?;
        let passed = found.as_ref().map_or(count, |(place, _, _)| *place);
        for input in &inputs[..passed] {
            effort.inputs += 1;
            effort.games += subject.games(input) as u64;
            subject.passed(input);
        }
        if let Some((place, run, failure)) = found {
            let input = inputs.into_iter().nth(place).expect("the failing input");
            effort.inputs += 1;
            effort.games += subject.games(&input) as u64;
            effort.elapsed = started.elapsed();
            return Ok((
                Some(Found {
                    input,
                    run,
                    failure,
                }),
                effort,
            ));
        }
        tester.progress.every_while(|| {
            let rate = effort.inputs as f64 / started.elapsed().as_secs_f64().max(1e-9);
            format!(
                "{}, {rate:.0} inputs/s, now {}",
                effort.describe(subject.unit()),
                subject.size(&inputs[count - 1])
            )
        });
    }
}

/// Shrinks a failing input until `deadline` at most (and the run under
/// way then), or until the command is interrupted (the run under way then
/// is killed and does not count); `Err` only when the program cannot be
/// started. The run on the smallest input comes back with it, since the
/// last input that failed is the one the shrinker keeps (so no run is
/// repeated for the report).
fn shrink_found<S: Subject>(
    subject: &S,
    found: Found<S::Input>,
    tester: &Tester,
    deadline: Instant,
) -> Result<Shrunk<Found<S::Input>>, Halt> {
    let suspect = found.failure.mistake().map(|m| m.index);
    let mut last = (found.run, found.failure);
    let mut halt = None;
    let mut runs = 0;
    let shrunk = subject.shrink(found.input, suspect, |candidate| {
        if halt.is_some() || Instant::now() >= deadline {
            return Trial::Stop;
        }
        runs += 1;
        tester
            .progress
            .every_while(|| format!("shrinking: {runs} runs, trying {}", subject.size(candidate)));
        match tester.try_input(subject, candidate) {
            Ok((run, Some(failure))) => {
                last = (run, failure);
                Trial::Fails
            }
            Ok((_, None)) => Trial::Passes,
            Err(e) => {
                halt = Some(e);
                Trial::Stop
            }
        }
    });
    if let Some(Halt::CannotRun(e)) = halt {
        return Err(Halt::CannotRun(e));
    }
    let (run, failure) = last;
    Ok(Shrunk {
        input: Found {
            input: shrunk.input,
            run,
            failure,
        },
        runs: shrunk.runs,
        reductions: shrunk.reductions,
        complete: shrunk.complete,
    })
}

fn report<S: Subject>(
    subject: &S,
    options: &Options,
    seed: u64,
    shrunk: &Shrunk<Found<S::Input>>,
    search: Effort,
    shrink: Effort,
    cut: Option<CutShort>,
) -> ExitCode {
    let found = &shrunk.input;
    let input = subject.write(&found.input);
    let truth = subject.truth(&found.input);
    let (saved, status) = match options.save.as_deref().map(|dir| save(dir, &input, &truth)) {
        None => (None, ExitCode::from(1)),
        Some(Ok(paths)) => (Some(paths), ExitCode::from(1)),
        Some(Err(e)) => {
            eprintln!(
                "retrograde: error: cannot save the input into {:?}: {e}",
                dir_name(options)
            );
            (None, ExitCode::from(3))
        }
    };
    let report = Report {
        failure: &found.failure,
        input: &input,
        run: &found.run,
        truth: &truth,
        time_limit: options.time_limit,
        output_limit: (options.output_limit << 20) as usize,
        search,
        unit: subject.unit(),
        shrink,
        reductions: shrunk.reductions,
        shrink_cut_short: cut,
        neighbours: found.input.neighbours().count(),
        smaller_ones: subject.smaller_ones(),
        link: format!(
            "{}{}",
            options.page,
            packed::link(&subject.link(&found.input, found.failure.mistake(), found.answer()))
        ),
        seed,
        saved,
    };
    let mut stdout = std::io::stdout().lock();
    match write!(stdout, "{report}").and_then(|()| stdout.flush()) {
        Ok(()) => status,
        Err(e) => {
            // After SIGHUP the terminal may be gone: no panic over it.
            let _ = writeln!(
                std::io::stderr(),
                "retrograde: error: cannot write standard output: {e}"
            );
            ExitCode::from(3)
        }
    }
}

/// The end of a run that cannot go on: the program cannot be started
/// (status 3), or the command was interrupted (128 + the signal, the
/// program and all it started already killed), said in one line.
fn halted(program: &OsStr, halt: Halt, progress: &Progress, doing: &str) -> ExitCode {
    progress.clear();
    match halt {
        Halt::CannotRun(e) => {
            eprintln!(
                "retrograde: error: cannot run {:?}: {e}",
                program.to_string_lossy()
            );
            ExitCode::from(3)
        }
        Halt::Interrupted(signal) => {
            // After SIGHUP the terminal may be gone: no panic over it.
            let _ = writeln!(
                std::io::stderr(),
                "retrograde: interrupted by {} while {doing}; the program under test and all it started were killed",
                interrupt::name(signal)
            );
            ExitCode::from((128 + signal) as u8)
        }
    }
}

/// Whether `--save DIR` can be a folder: DIR itself, or the nearest of its
/// ancestors that exists, must be one (the rest is made when saving).
fn save_dir_usable(dir: &Path) -> Result<(), String> {
    let existing = dir
        .ancestors()
        .find(|path| !path.as_os_str().is_empty() && std::fs::symlink_metadata(path).is_ok());
    match existing {
        Some(path) if !path.is_dir() => Err(format!(
            "--save wants a folder to write NN.in and NN.ans into, but {:?} is a file",
            path.display().to_string()
        )),
        _ => Ok(()),
    }
}

fn dir_name(options: &Options) -> String {
    options
        .save
        .as_deref()
        .map_or_else(String::new, |dir| dir.display().to_string())
}

/// `dir/NN.in` and `dir/NN.ans` with the next number not taken by either
/// (01, 02 ...), written without overwriting anything.
fn save(dir: &Path, input: &str, truth: &str) -> std::io::Result<(PathBuf, PathBuf)> {
    std::fs::create_dir_all(dir)?;
    let taken = std::fs::read_dir(dir)?
        .filter_map(|entry| entry.ok())
        .filter_map(|entry| test_number(&entry.file_name()))
        .max()
        .unwrap_or(0);
    let name = format!("{:02}", taken + 1);
    let paths = (
        dir.join(format!("{name}.in")),
        dir.join(format!("{name}.ans")),
    );
    for (path, text) in [(&paths.0, input), (&paths.1, truth)] {
        let mut file = std::fs::File::create_new(path)?;
        file.write_all(text.as_bytes())?;
    }
    Ok(paths)
}

/// The number of a saved test, from `07.in` or `07.ans`.
fn test_number(name: &OsStr) -> Option<u32> {
    let name = name.to_str()?;
    let stem = name
        .strip_suffix(".in")
        .or_else(|| name.strip_suffix(".ans"))?;
    stem.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| stem.parse().ok())?
}

/// Progress on stderr: a line rewritten in place on a terminal, else a
/// line every few seconds; nothing with --quiet. A stderr that cannot be
/// written (a terminal hung up) is no reason to stop.
struct Progress {
    quiet: bool,
    terminal: bool,
    last: std::cell::Cell<Option<Instant>>,
}

impl Progress {
    fn new(quiet: bool) -> Self {
        Progress {
            quiet,
            terminal: std::io::stderr().is_terminal(),
            last: std::cell::Cell::new(None),
        }
    }

    fn interval(&self) -> Duration {
        if self.terminal {
            Duration::from_millis(200)
        } else {
            Duration::from_secs(5)
        }
    }

    /// Says `line` now.
    fn say(&self, line: &str) {
        if self.quiet {
            return;
        }
        self.last.set(Some(Instant::now()));
        if self.terminal {
            let _ = write!(std::io::stderr(), "\r\x1b[Kstress: {line}");
        } else {
            let _ = writeln!(std::io::stderr(), "stress: {line}");
        }
    }

    /// Says the line `line` makes when the last one is old enough.
    fn every_while(&self, line: impl FnOnce() -> String) {
        let due = self
            .last
            .get()
            .is_none_or(|at| at.elapsed() >= self.interval());
        if due && !self.quiet {
            self.say(&line());
        }
    }

    /// Ends the line rewritten in place, before the report.
    fn clear(&self) {
        if self.terminal && !self.quiet {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_tests_take_the_next_free_number() {
        let dir = std::env::temp_dir().join(format!("retrograde-save-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (input, answer) = save(&dir, "2\n1 1\n1 1\n", "Win\nWin\n").unwrap();
        assert_eq!(input, dir.join("01.in"));
        assert_eq!(std::fs::read_to_string(answer).unwrap(), "Win\nWin\n");
        std::fs::write(dir.join("09.ans"), "").unwrap();
        std::fs::write(dir.join("notes.in"), "").unwrap();
        let (input, _) = save(&dir, "x", "y").unwrap();
        assert_eq!(input, dir.join("10.in"));
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(test_number(OsStr::new("+3.in")), None);
        assert_eq!(test_number(OsStr::new("003.ans")), Some(3));
    }

    #[test]
    fn seconds_are_positive_numbers() {
        assert_eq!(seconds_arg("0.5"), Ok(Duration::from_millis(500)));
        assert!(seconds_arg("0").is_err());
        assert!(seconds_arg("-1").is_err());
        assert!(seconds_arg("soon").is_err());
    }
}
