//! Ctrl-C, SIGTERM and SIGHUP during a stress run. The program under test
//! runs in a process group of its own, so a terminal's signal never
//! reaches it: were the command to die at once, the program would be left
//! running. The handler only notes the signal; the run's wait loop sees it,
//! kills the program and everything it started, and the command then ends
//! with the conventional status (128 + the signal's number).

use std::io;
use std::sync::atomic::{AtomicI32, Ordering};

/// The signals that end a stress run.
const SIGNALS: [libc::c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

/// The last signal received, 0 for none.
static RECEIVED: AtomicI32 = AtomicI32::new(0);

/// The handler: an atomic store is all a signal handler may safely do.
extern "C" fn note(signal: libc::c_int) {
    RECEIVED.store(signal, Ordering::SeqCst);
}

/// Catches the signals that would end the command; the program under test
/// starts with them at their defaults again (exec resets caught signals).
pub fn catch() -> io::Result<()> {
    for signal in SIGNALS {
        // SAFETY: the action is zeroed then filled in as sigaction expects;
        // the handler is an `extern "C"` function that only stores an atomic.
        let caught = unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = note as extern "C" fn(libc::c_int) as libc::sighandler_t;
            action.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut())
        };
        if caught != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// The signal received, if one was.
pub fn received() -> Option<libc::c_int> {
    match RECEIVED.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// "SIGINT" (Ctrl-C), "SIGTERM", "SIGHUP".
pub fn name(signal: libc::c_int) -> &'static str {
    match signal {
        libc::SIGINT => "SIGINT",
        libc::SIGTERM => "SIGTERM",
        libc::SIGHUP => "SIGHUP",
        _ => "a signal",
    }
}
