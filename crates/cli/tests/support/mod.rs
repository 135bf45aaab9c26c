//! What the command's test files share: a program run with its input piped
//! in and its output captured.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `command` run with `input` on stdin, stdout and stderr captured. A
/// program may exit without reading its input (a refusal of bad input): the
/// broken pipe is then no failure of the test.
pub fn piped(command: &mut Command, input: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program runs");
    match child.stdin.take().unwrap().write_all(input) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        result => result.unwrap(),
    }
    child.wait_with_output().unwrap()
}

/// The built `retrograde ARGS`, `input` piped in.
pub fn retrograde(args: &[&str], input: &[u8]) -> Output {
    piped(
        Command::new(env!("CARGO_BIN_EXE_retrograde")).args(args),
        input,
    )
}
