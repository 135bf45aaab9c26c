//! The binding as the page uses it, run in headless Chromium by
//! wasm-bindgen-test (`cargo test --target wasm32-unknown-unknown --test web`).
#![cfg(target_arch = "wasm32")]

use js_sys::{Reflect, Uint8Array};
use retrograde::wasm::BerzerkSession;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

#[wasm_bindgen_test]
fn invalid_fields_throw_errors_that_name_the_field() {
    let error = BerzerkSession::new("5", "3 x", "1")
        .err()
        .expect("must throw");
    let error: js_sys::Error = error.dyn_into().expect("an Error object");
    assert_eq!(get(&error, "field").as_string().as_deref(), Some("s1"));
    assert!(String::from(error.message()).contains("\"x\""));
}

#[wasm_bindgen_test]
fn steps_cross_as_objects_and_tables_as_memory_views() {
    let mut session = BerzerkSession::new("5", "3, 2", "1 2 3").unwrap();
    let report = session.step().unwrap();
    assert_eq!(get(&report, "index").as_f64(), Some(1.0));
    assert_eq!(get(&report, "taken").as_f64(), Some(0.0));
    let labelled: js_sys::Array = get(&report, "labelled").dyn_into().unwrap();
    assert_eq!(labelled.length(), 3);

    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    let view = Uint8Array::new_with_byte_offset_and_length(
        &memory.buffer(),
        session.outcomes_ptr() as u32,
        session.state_count(),
    );
    // Morty at object 5 (position 4) wins by stepping 1 into the hole.
    assert_eq!(view.get_index(5 + 4), 1);
    assert!(session.back());
    assert!(session.last_step().unwrap().is_undefined());

    session.finish();
    let done = session.last_step().unwrap();
    assert!(get(&done, "taken").is_null());
    assert_eq!(
        session.judge_lines().as_deref(),
        Some("Lose Win Win Loop\nLoop Win Win Win\n")
    );
    assert!(session.step().unwrap().is_undefined());
}

#[wasm_bindgen_test]
fn run_for_spends_a_time_budget_and_stops_at_the_end() {
    let full = format!("1-{}", 6999);
    let mut session = BerzerkSession::new("7000", &full, &full).unwrap();
    let first = session.run_for(1.0).unwrap();
    assert!(first >= 1);
    assert_eq!(session.steps_taken(), first);
    while !session.is_done() {
        session.run_for(5.0).unwrap();
    }
    assert_eq!(session.run_for(5.0).unwrap(), 0);
    let lines = session.judge_lines().unwrap();
    assert_eq!(lines.lines().count(), 2);
    assert!(lines.split_whitespace().all(|w| w == "Win"));
}
