//! Running a contestant's program on one input without ever hanging on it.
//!
//! The program is started directly (no shell), in a process group of its
//! own, with three threads around it: one writes its stdin (so a program
//! that does not read cannot block us), one reads its stdout up to a cap,
//! one keeps the end of its stderr. It is killed, group and all, at the time
//! limit or when its output passes the cap, and always reaped, so no zombie
//! is left behind.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The program to test and its arguments.
#[derive(Clone, Debug)]
pub struct Program {
    pub path: OsString,
    pub args: Vec<OsString>,
}

/// What one run may take.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Wall time from start to exit.
    pub time: Duration,
    /// Bytes on stdout.
    pub output: usize,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The program exited by itself.
    Exited(ExitStatus),
    /// Still running at the time limit: killed.
    TimedOut,
    /// More output than the cap: killed.
    OutputLimit,
}

/// One run of the program.
#[derive(Clone, Debug)]
pub struct Run {
    pub ending: Ending,
    /// All of stdout when the program exited by itself.
    pub stdout: Vec<u8>,
    /// The last [`STDERR_KEPT`] bytes of stderr: a traceback ends there.
    pub stderr_tail: Vec<u8>,
    /// Bytes written on stderr in all.
    pub stderr_len: usize,
    pub elapsed: Duration,
}

/// How much of the end of stderr is kept.
pub const STDERR_KEPT: usize = 4096;

/// How long the readers get to finish once the program is gone: only a
/// descendant that left the process group can hold the pipes open longer.
const GRACE: Duration = Duration::from_millis(200);

/// The end of a stream, and how long it was.
#[derive(Default)]
struct Tail {
    kept: Vec<u8>,
    len: usize,
}

/// What the stdout reader reports.
enum Stdout {
    /// End of stream: everything the program wrote.
    Closed(Vec<u8>),
    /// Past the cap; reading stopped.
    Overflowed,
}

/// Runs `program` on `input`; `Err` when it cannot be started.
pub fn run(program: &Program, input: &[u8], budget: Budget) -> io::Result<Run> {
    let started = Instant::now();
    let mut child = Command::new(&program.path)
        .args(&program.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()?;
    feed(child.stdin.take().expect("piped"), input.to_vec());
    let stdout = read_capped(child.stdout.take().expect("piped"), budget.output);
    let (stderr, stderr_done) = read_tail(child.stderr.take().expect("piped"));
    let deadline = started + budget.time;
    let (ending, output) = match stdout.recv_timeout(budget.time) {
        Ok(Stdout::Closed(output)) => match wait_until(&mut child, deadline)? {
            Some(status) => (Ending::Exited(status), output),
            None => (Ending::TimedOut, Vec::new()),
        },
        Ok(Stdout::Overflowed) => (Ending::OutputLimit, Vec::new()),
        Err(RecvTimeoutError::Timeout) => (Ending::TimedOut, Vec::new()),
        Err(RecvTimeoutError::Disconnected) => unreachable!("the reader reports before it ends"),
    };
    if !matches!(ending, Ending::Exited(_)) {
        kill(&mut child)?;
    }
    let elapsed = started.elapsed();
    let _ = stderr_done.recv_timeout(GRACE);
    let tail = std::mem::take(&mut *stderr.lock().unwrap_or_else(|e| e.into_inner()));
    Ok(Run {
        ending,
        stdout: output,
        stderr_tail: tail.kept,
        stderr_len: tail.len,
        elapsed,
    })
}

/// Writes the input from a thread of its own, then closes stdin. Errors
/// are ignored: a program may exit, or be killed, without reading it all.
fn feed(mut stdin: impl Write + Send + 'static, input: Vec<u8>) {
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
}

/// Reads stdout to its end, or until it passes `cap` bytes.
fn read_capped(mut stdout: impl Read + Send + 'static, cap: usize) -> Receiver<Stdout> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut output = Vec::new();
        let mut chunk = vec![0u8; 1 << 16];
        let report = loop {
            match stdout.read(&mut chunk) {
                Ok(0) => break Stdout::Closed(output),
                Ok(read) if output.len() + read > cap => break Stdout::Overflowed,
                Ok(read) => output.extend_from_slice(&chunk[..read]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break Stdout::Closed(output),
            }
        };
        let _ = sender.send(report);
    });
    receiver
}

/// Reads stderr to its end, keeping the last [`STDERR_KEPT`] bytes where
/// the caller can look at any time; the receiver hears when it is done.
fn read_tail(mut stderr: impl Read + Send + 'static) -> (Arc<Mutex<Tail>>, Receiver<()>) {
    let tail = Arc::new(Mutex::new(Tail::default()));
    let (sender, receiver) = mpsc::channel();
    let shared = Arc::clone(&tail);
    thread::spawn(move || {
        let mut chunk = vec![0u8; 1 << 14];
        loop {
            match stderr.read(&mut chunk) {
                Ok(0) => break,
                Ok(read) => {
                    let mut tail = shared.lock().unwrap_or_else(|e| e.into_inner());
                    tail.len += read;
                    tail.kept.extend_from_slice(&chunk[..read]);
                    let excess = tail.kept.len().saturating_sub(STDERR_KEPT);
                    tail.kept.drain(..excess);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let _ = sender.send(());
    });
    (tail, receiver)
}

/// Waits for the program to exit until `deadline`: polls, since its stdout
/// has closed and it is about to exit, starting at a few microseconds.
fn wait_until(child: &mut Child, deadline: Instant) -> io::Result<Option<ExitStatus>> {
    let mut pause = Duration::from_micros(20);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Ok(None);
        }
        thread::sleep(pause.min(left));
        pause = (pause * 2).min(Duration::from_millis(2));
    }
}

/// Kills the program's whole process group, then reaps the program.
fn kill(child: &mut Child) -> io::Result<()> {
    let group = child.id() as libc::pid_t;
    // SAFETY: killpg takes plain integers and touches no memory of ours.
    // The group is the child's own (`process_group(0)`), and its id cannot
    // be reused before the child is reaped, below.
    if unsafe { libc::killpg(group, libc::SIGKILL) } != 0 {
        let _ = child.kill();
    }
    child.wait().map(drop)
}

/// "exit status 1", "killed by signal 11 (SIGSEGV)".
pub fn describe(status: ExitStatus) -> String {
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit status {code}"),
        (None, Some(signal)) => match signal_name(signal) {
            Some(name) => format!("killed by signal {signal} ({name})"),
            None => format!("killed by signal {signal}"),
        },
        (None, None) => status.to_string(),
    }
}

fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        libc::SIGABRT => "SIGABRT, aborted",
        libc::SIGBUS => "SIGBUS, bus error",
        libc::SIGFPE => "SIGFPE, arithmetic error",
        libc::SIGILL => "SIGILL, illegal instruction",
        libc::SIGKILL => "SIGKILL",
        libc::SIGPIPE => "SIGPIPE, broken pipe",
        libc::SIGSEGV => "SIGSEGV, segmentation fault",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU, CPU time limit",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Program {
        Program {
            path: "sh".into(),
            args: vec!["-c".into(), script.into()],
        }
    }

    fn budget(seconds: f64) -> Budget {
        Budget {
            time: Duration::from_secs_f64(seconds),
            output: 1 << 20,
        }
    }

    #[test]
    fn a_program_gets_its_input_and_gives_its_output() {
        let ran = run(&sh("cat; echo oops >&2"), b"5\n1 1\n1 1\n", budget(10.0)).unwrap();
        assert!(matches!(ran.ending, Ending::Exited(s) if s.success()));
        assert_eq!(ran.stdout, b"5\n1 1\n1 1\n");
        assert_eq!(ran.stderr_tail, b"oops\n");
    }

    #[test]
    fn exit_statuses_and_signals_are_told_apart() {
        let status = |script| match run(&sh(script), b"", budget(10.0)).unwrap().ending {
            Ending::Exited(status) => describe(status),
            other => panic!("{other:?}"),
        };
        assert_eq!(status("exit 3"), "exit status 3");
        assert_eq!(
            status("kill -SEGV $$"),
            "killed by signal 11 (SIGSEGV, segmentation fault)"
        );
        assert_eq!(
            status("kill -ABRT $$"),
            "killed by signal 6 (SIGABRT, aborted)"
        );
    }

    #[test]
    fn a_hanging_program_is_killed_with_its_children_and_reaped() {
        // The grandchild holds stdout open: killing the shell alone would
        // leave the reader waiting for it.
        let started = Instant::now();
        let ran = run(&sh("sleep 30 & sleep 30"), b"", budget(0.3)).unwrap();
        assert_eq!(ran.ending, Ending::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(20));
        // A program that closes its stdout and keeps running times out too.
        let ran = run(&sh("exec >&-; sleep 30"), b"", budget(0.3)).unwrap();
        assert_eq!(ran.ending, Ending::TimedOut);
    }

    #[test]
    fn a_flood_of_output_is_cut_off() {
        let ran = run(&sh("yes flood"), b"", budget(30.0)).unwrap();
        assert_eq!(ran.ending, Ending::OutputLimit);
        let ran = run(&sh("yes flood >&2 & sleep 0.2; kill $!"), b"", budget(30.0)).unwrap();
        assert!(ran.stderr_len > STDERR_KEPT);
        assert_eq!(ran.stderr_tail.len(), STDERR_KEPT);
    }

    #[test]
    fn a_program_that_ignores_a_large_input_is_no_trouble() {
        let input = vec![b'7'; 8 << 20];
        let ran = run(&sh("echo done"), &input, budget(30.0)).unwrap();
        assert_eq!(ran.stdout, b"done\n");
    }

    #[test]
    fn a_missing_program_cannot_be_run() {
        let program = Program {
            path: "/no/such/program".into(),
            args: Vec::new(),
        };
        assert!(run(&program, b"", budget(1.0)).is_err());
    }
}
