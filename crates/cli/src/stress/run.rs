//! Running a contestant's program on one input without ever hanging on it
//! or leaving anything of it behind.
//!
//! The program is started directly (no shell), in a process group of its
//! own, with three threads around it: one writes its stdin (so a program
//! that does not read cannot block us), one reads its stdout up to a cap,
//! one keeps the end of its stderr. Its answer is judged once it has
//! exited, even if something it started still holds its stdout. At the
//! time limit, when its output passes the cap, or when the command is
//! interrupted, it is killed. Whichever way a run ends, the program's
//! process group is killed and the program reaped; and since the command
//! is a child subreaper ([`adopt_orphans`]), whatever the program started
//! and left, even in a session of its own, becomes the command's child and
//! is killed and reaped too. So no process and no zombie is left behind.
//!
//! Runs may go on in several threads at once. Each program is listed as
//! running ([`RUNNING`]) from its start until it is reaped, and the sweep
//! after a run kills and reaps only the command's children that are not
//! listed: what some program left behind (adopted), never another run's
//! program, nor is another run's program ever reaped by it. What one
//! program leaves behind may thus be counted in another run at once.

use std::collections::HashSet;
use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::interrupt;

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
    /// Processes the program started that were still there when it
    /// exited (killed and reaped then).
    pub left_behind: usize,
}

/// Why there is no run to judge.
#[derive(Debug)]
pub enum Halt {
    /// The program cannot be started.
    CannotRun(io::Error),
    /// The command was asked to end (the signal's number); the program,
    /// if it was running, has been killed.
    Interrupted(libc::c_int),
}

/// How much of the end of stderr is kept.
pub const STDERR_KEPT: usize = 4096;

/// How long the readers get to finish once the program and what it left
/// are gone: only a process outside the program's reach (which a child
/// subreaper rules out) can hold the pipes open longer.
const GRACE: Duration = Duration::from_millis(200);

/// How often a run that is writing nothing looks at whether the program
/// has exited and whether the command was interrupted.
const LOOK: Duration = Duration::from_millis(10);

/// The programs started and not reaped yet, by process id: a sweep leaves
/// them alone. A program is started holding the lock, so no sweep can see
/// it before it is listed.
static RUNNING: Mutex<Option<HashSet<u32>>> = Mutex::new(None);

/// The end of a stream, and how long it was.
#[derive(Default)]
struct Tail {
    kept: Vec<u8>,
    len: usize,
}

/// What the stdout reader reports.
enum Stdout {
    /// End of stream: everything the program wrote has been read.
    Closed,
    /// Past the cap; reading stopped.
    Overflowed,
}

/// What the wait for the program saw first.
enum Watched {
    /// It exited; `closed` when its stdout had closed by then.
    Exited {
        closed: bool,
    },
    TimedOut,
    OutputLimit,
    Interrupted(libc::c_int),
}

/// Makes this process the reaper of the orphans of its descendants, so
/// that a process the program starts in a session of its own still ends
/// up a child of ours, to be killed. Linux only; elsewhere the program's
/// process group is all that is killed.
pub fn adopt_orphans() {
    #[cfg(target_os = "linux")]
    // SAFETY: prctl with PR_SET_CHILD_SUBREAPER takes plain integers.
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    }
}

/// Runs `program` on `input`.
pub fn run(program: &Program, input: &[u8], budget: Budget) -> Result<Run, Halt> {
    if let Some(signal) = interrupt::received() {
        return Err(Halt::Interrupted(signal));
    }
    let started = Instant::now();
    let mut child = start(program)?;
    feed(child.stdin.take().expect("piped"), input.to_vec());
    let (stdout, events) = read_capped(child.stdout.take().expect("piped"), budget.output);
    let (stderr, stderr_done) = read_tail(child.stderr.take().expect("piped"));
    let watched = watch(&child, &events, started + budget.time);
    let elapsed = started.elapsed();
    let (status, left_behind) = end(&mut child);
    let ending = match watched {
        Watched::Interrupted(signal) => return Err(Halt::Interrupted(signal)),
        Watched::TimedOut => Ending::TimedOut,
        Watched::OutputLimit => Ending::OutputLimit,
        Watched::Exited { closed: true } => Ending::Exited(status.map_err(Halt::CannotRun)?),
        Watched::Exited { closed: false } => match events.recv_timeout(GRACE) {
            Ok(Stdout::Overflowed) => Ending::OutputLimit,
            _ => Ending::Exited(status.map_err(Halt::CannotRun)?),
        },
    };
    let _ = stderr_done.recv_timeout(GRACE);
    let output = match ending {
        Ending::Exited(_) => std::mem::take(&mut *lock(&stdout)),
        _ => Vec::new(),
    };
    let tail = std::mem::take(&mut *lock(&stderr));
    Ok(Run {
        ending,
        stdout: output,
        stderr_tail: tail.kept,
        stderr_len: tail.len,
        elapsed,
        left_behind: if matches!(ending, Ending::Exited(_)) {
            left_behind
        } else {
            0
        },
    })
}

/// Starts the program in a process group of its own, listed as running.
fn start(program: &Program) -> Result<Child, Halt> {
    let mut running = lock(&RUNNING);
    let child = Command::new(&program.path)
        .args(&program.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(Halt::CannotRun)?;
    running.get_or_insert_with(HashSet::new).insert(child.id());
    Ok(child)
}

fn lock<T>(shared: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

/// Writes the input from a thread of its own, then closes stdin. Errors
/// are ignored: a program may exit, or be killed, without reading it all.
fn feed(mut stdin: impl Write + Send + 'static, input: Vec<u8>) {
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
}

/// Reads stdout into a shared buffer to its end, or until it passes `cap`
/// bytes; the receiver hears which.
fn read_capped(
    mut stdout: impl Read + Send + 'static,
    cap: usize,
) -> (Arc<Mutex<Vec<u8>>>, Receiver<Stdout>) {
    let output = Arc::new(Mutex::new(Vec::new()));
    let (sender, receiver) = mpsc::channel();
    let shared = Arc::clone(&output);
    thread::spawn(move || {
        let mut chunk = vec![0u8; 1 << 16];
        let report = loop {
            match stdout.read(&mut chunk) {
                Ok(0) => break Stdout::Closed,
                Ok(read) => {
                    let mut output = lock(&shared);
                    if output.len() + read > cap {
                        break Stdout::Overflowed;
                    }
                    output.extend_from_slice(&chunk[..read]);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break Stdout::Closed,
            }
        };
        let _ = sender.send(report);
    });
    (output, receiver)
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
                    let mut tail = lock(&shared);
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

/// Waits until the program exits, passes the output cap or the deadline,
/// or the command is interrupted. While stdout is open, waits on it a
/// [`LOOK`] at a time; once it has closed (the program is about to exit),
/// polls from a few microseconds up.
fn watch(child: &Child, stdout: &Receiver<Stdout>, deadline: Instant) -> Watched {
    let mut closed = false;
    let mut pause = Duration::from_micros(20);
    loop {
        if let Some(signal) = interrupt::received() {
            return Watched::Interrupted(signal);
        }
        if has_exited(child) {
            return Watched::Exited { closed };
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Watched::TimedOut;
        }
        if closed {
            thread::sleep(pause.min(left));
            pause = (pause * 2).min(Duration::from_millis(2));
            continue;
        }
        match stdout.recv_timeout(LOOK.min(left)) {
            Ok(Stdout::Overflowed) => return Watched::OutputLimit,
            Ok(Stdout::Closed) | Err(RecvTimeoutError::Disconnected) => closed = true,
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

/// Whether the program has exited, without reaping it: until it is
/// reaped, its process group's id cannot be reused, so [`end`] can kill
/// the group safely.
fn has_exited(child: &Child) -> bool {
    // SAFETY: waitid fills in the zeroed siginfo_t it is given; WNOWAIT
    // leaves the child to be reaped by `Child::wait`.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
        let found = libc::waitid(libc::P_PID, child.id() as libc::id_t, &mut info, flags);
        found != 0 || info.si_pid() != 0
    }
}

/// Kills the program's process group, reaps the program, then kills and
/// reaps whatever else it left: its status, and how many processes it
/// left behind.
fn end(child: &mut Child) -> (io::Result<ExitStatus>, usize) {
    let group = child.id() as libc::pid_t;
    // SAFETY: killpg takes plain integers and touches no memory of ours.
    // The group is the child's own (`process_group(0)`), and its id cannot
    // be reused before the child is reaped, just after.
    let killed = unsafe { libc::killpg(group, libc::SIGKILL) } == 0;
    if !killed {
        let _ = child.kill();
    }
    let status = child.wait();
    if let Some(running) = lock(&RUNNING).as_mut() {
        running.remove(&child.id());
    }
    (status, sweep())
}

/// Kills and reaps every child of this process that is no running
/// program: the processes programs left behind (adopted, see
/// [`adopt_orphans`]), until none is left; how many there were. Holding
/// the list of running programs, so none starts meanwhile.
fn sweep() -> usize {
    let running = lock(&RUNNING);
    let mut reaped = 0;
    loop {
        let left: Vec<libc::pid_t> = children()
            .into_iter()
            .filter(|&pid| !running.as_ref().is_some_and(|r| r.contains(&(pid as u32))))
            .collect();
        if left.is_empty() {
            return reaped;
        }
        for pid in left {
            let mut status = 0;
            // SAFETY: kill and waitpid take plain integers; each pid is our
            // child, so it cannot be reused before the waitpid that reaps it.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                if libc::waitpid(pid, &mut status, 0) == pid {
                    reaped += 1;
                }
            }
        }
    }
}

/// The living children of this process, from /proc.
#[cfg(target_os = "linux")]
fn children() -> Vec<libc::pid_t> {
    let me = std::process::id().to_string();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| {
            entry
                .ok()?
                .file_name()
                .to_str()?
                .parse::<libc::pid_t>()
                .ok()
        })
        .filter(|pid| {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            // "pid (name) state ppid ...": the name may hold anything but
            // the last ')'.
            let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
            after_name.split_whitespace().nth(1) == Some(me.as_str())
        })
        .collect()
}

#[cfg(not(target_os = "linux"))]
fn children() -> Vec<libc::pid_t> {
    Vec::new()
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

    /// `run` reaps every child of the process: one test at a time.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

    /// Runs a shell script, as the only run under way in the process.
    fn run(program: &Program, input: &[u8], budget: Budget) -> Result<Run, Halt> {
        let _alone = lock(&ONE_AT_A_TIME);
        adopt_orphans();
        super::run(program, input, budget)
    }

    /// Whether process `pid` is gone (a zombie counts as gone).
    fn gone(pid: &str) -> bool {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        stat.rsplit_once(')')
            .is_none_or(|(_, rest)| rest.trim_start().starts_with('Z'))
    }

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
    fn a_process_left_holding_stdout_neither_delays_the_answer_nor_survives() {
        let dir = std::env::temp_dir().join(format!("retrograde-run-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let pids = dir.join("pids");
        let script = format!(
            "setsid sh -c 'echo $$ >> {0}; exec sleep 30' & \
             sh -c 'echo $$ >> {0}; exec sleep 30' >/dev/null & \
             while [ $(wc -l < {0}) -lt 2 ]; do sleep 0.01; done; echo answer",
            pids.display()
        );
        let ran = run(&sh(&script), b"", budget(10.0)).unwrap();
        assert!(matches!(ran.ending, Ending::Exited(s) if s.success()));
        assert_eq!(ran.stdout, b"answer\n");
        assert_eq!(ran.left_behind, 2);
        let pids = std::fs::read_to_string(&pids).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        for pid in pids.lines() {
            assert!(gone(pid), "process {pid} survived");
        }
        // At the time limit too, a process in a session of its own is killed.
        let ran = run(&sh("setsid sleep 30 & sleep 30"), b"", budget(0.3)).unwrap();
        assert_eq!(ran.ending, Ending::TimedOut);
        let _alone = lock(&ONE_AT_A_TIME);
        assert_eq!(sweep(), 0, "nothing left to reap");
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
