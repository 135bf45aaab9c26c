//! What must hold of any text given as a rule program, checked on one
//! input: shared by the property test (`tests/fuzz_rules.rs`, in `cargo
//! test`) and the plain fuzz target (`examples/fuzz_rules.rs`, which reads
//! the bytes of a file or of stdin, for an outside fuzzer or a corpus).

use retrograde::rules::{Limit, Limits, RuleError, Rules, RulesGraph};

/// Half the stack a browser gives WebAssembly by default (1 MiB), which
/// the page's worker runs the same optimised code on: a margin of two.
/// An unoptimised build's frames are several times larger; it gets 8 MiB.
pub const STACK: usize = if cfg!(debug_assertions) {
    8 << 20
} else {
    1 << 19
};

/// Runs `work` on a thread of [`STACK`] bytes: an overflow aborts the test.
pub fn on_stack<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, String> {
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(work)
        .map_err(|e| format!("cannot start the thread: {e}"))?
        .join()
        .map_err(|_| "a panic".to_string())
}

/// Small limits, so that an input costs milliseconds.
pub const SMALL: Limits = Limits {
    states: 2_000,
    steps: 200_000,
    memory: 20_000_000,
    text: 1 << 20,
};

fn built(text: &str, limits: Limits) -> Result<RulesGraph, RuleError> {
    Rules::compile_within(text, &[], &limits).and_then(|rules| rules.build(limits))
}

/// An error is one line, placed inside the text.
fn located(text: &str, error: &RuleError) -> Result<(), String> {
    let lines = text.split('\n').count() as u32;
    let place = error.place;
    if place.line < 1 || place.line > lines || place.column < 1 || place.length < 1 {
        return Err(format!("{error}: the place {place:?} is outside the text"));
    }
    if error.to_string().contains(['\n', '\r', '\0']) {
        return Err(format!("{error:?}: not one printable line"));
    }
    Ok(())
}

/// The budget is a bound and changes no answer: refused for its steps at
/// some budget, a program is refused so at any smaller one; built, it is
/// the same game with ten times the steps.
fn budgets_agree(text: &str, at_small: &Result<RulesGraph, RuleError>) -> Result<(), String> {
    let with = |steps: u64| built(text, Limits { steps, ..SMALL });
    match at_small {
        Err(error) if error.limit == Some(Limit::Steps) => match with(SMALL.steps / 3) {
            Err(smaller) if smaller.limit == Some(Limit::Steps) => Ok(()),
            other => Err(format!(
                "{error} at {}, but {other:?} with fewer",
                SMALL.steps
            )),
        },
        Ok(graph) => match with(SMALL.steps * 10) {
            Ok(again) if again == *graph => Ok(()),
            other => Err(format!("built within the budget, but {other:?} with more")),
        },
        Err(_) => Ok(()),
    }
}

/// Compiles and builds `bytes` (as UTF-8, invalid bytes replaced) within
/// [`SMALL`], on a thread of [`STACK`] bytes: it ends without a panic or an
/// overflow, an error is located, and the budget agrees with itself.
pub fn check(bytes: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(bytes).into_owned();
    let run = move || {
        let result = built(&text, SMALL);
        if let Err(error) = &result {
            located(&text, error)?;
        }
        budgets_agree(&text, &result)
    };
    on_stack(run)?
}
