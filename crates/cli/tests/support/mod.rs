//! What the command's test files share: a program run with its input piped
//! in and its output captured. Each test file is a crate of its own and
//! uses a part of this module, so the parts it leaves are no dead code.
#![allow(dead_code)]

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

/// `retrograde ARGS` on a text input.
pub fn run(args: &[&str], input: &str) -> Output {
    retrograde(args, input.as_bytes())
}

/// What `retrograde ARGS` prints on `input`, which it must accept.
pub fn ok(args: &[&str], input: &str) -> String {
    let out = run(args, input);
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The path of `examples/rules/NAME.game`.
pub fn example(name: &str) -> String {
    format!(
        "{}/../../examples/rules/{name}.game",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The text of a report's section `== name ==`, up to the next one.
pub fn section(report: &str, name: &str) -> String {
    let head = format!("== {name} ==\n");
    let start = report
        .find(&head)
        .unwrap_or_else(|| panic!("no {name}: {report}"))
        + head.len();
    let rest = &report[start..];
    rest[..rest.find("\n== ").map_or(rest.len(), |end| end + 1)].to_string()
}
