//! The pages' browser helpers exist once (issue 29): the clock in
//! `storage::clock`, the OK/Cancel question and the address's hash in
//! `ui/js.rs`. A second copy drifts from the first; this reads `src/`.

use std::fs;
use std::path::Path;

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path, found: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            found.push((path.display().to_string(), text));
        }
    }
}

/// The files of `src/` that hold `needle`.
fn files_with(needle: &str) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    sources(&root.join("src"), &mut found);
    let root = root.display().to_string();
    let mut files: Vec<String> = found
        .into_iter()
        .filter(|(_, text)| text.contains(needle))
        // Relative to the checkout, wherever it is (its own path may hold "src/").
        .map(|(path, _)| path[root.len() + 1..].replace('\\', "/"))
        .collect();
    files.sort();
    files
}

#[test]
fn the_clock_the_question_and_the_hash_are_read_in_one_place() {
    assert_eq!(files_with("fn now_ms("), ["src/storage/clock.rs"]);
    assert_eq!(files_with(".confirm_with_message("), ["src/ui/js.rs"]);
    assert_eq!(files_with(".location().hash()"), ["src/ui/js.rs"]);
}
