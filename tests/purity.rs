//! ARCHITECTURE.md's invariant that the library does no I/O, enforced: no
//! file, process, network, environment, thread or console use anywhere
//! under `src/` (the command and the page do those, in their own crates).
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;

const FORBIDDEN: [&str; 9] = [
    "std::io",
    "std::fs",
    "std::process",
    "std::net",
    "std::env",
    "std::thread",
    "print!",
    "println!",
    "dbg!",
];

fn sources(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn the_library_does_no_io() {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(files.len() > 10, "the library's sources are found");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for word in FORBIDDEN {
            assert!(!text.contains(word), "{} uses {word}", file.display());
        }
    }
}
