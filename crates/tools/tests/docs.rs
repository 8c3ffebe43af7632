//! The README and `docs/` name only what exists: every path of the project
//! they write between backticks or link to, and every module path of the
//! workspace's crates (`ui_model::board`, `storage::clock::now_ms`).
//! A doc that names a moved or removed file fails here, not in a reader's
//! hands.

use std::fs;
use std::path::{Path, PathBuf};

/// The checkout's root (this crate is `crates/tools`).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The README and every page of `docs/`, with their text.
fn documents() -> Vec<(String, String)> {
    let root = root();
    let mut names = vec!["README.md".to_string()];
    for entry in fs::read_dir(root.join("docs")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().to_string();
        if name.ends_with(".md") {
            names.push(format!("docs/{name}"));
        }
    }
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let text = fs::read_to_string(root.join(&name)).unwrap();
            (name, text)
        })
        .collect()
}

/// What is written between single backticks.
fn code_spans(text: &str) -> Vec<&str> {
    let mut spans = Vec::new();
    for block in text.split("```").step_by(2) {
        let mut parts = block.split('`');
        parts.next();
        while let (Some(code), Some(_)) = (parts.next(), parts.next()) {
            spans.push(code);
        }
    }
    spans
}

/// The targets of the markdown links `](…)` that are files of the project.
fn link_targets(text: &str) -> Vec<&str> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .map(|t| t.split('#').next().unwrap_or(""))
        .filter(|t| !t.is_empty() && !t.contains("://") && !t.starts_with("mailto:"))
        .collect()
}

/// The top-level folders a path of the project starts with; what the build
/// makes (`dist/`, `target/`, `node_modules/`, `screenshots/`) is not
/// checked.
const PROJECT_DIRS: &[&str] = &[
    "crates", "assets", "scripts", "tests", "docs", "style", ".ci",
];

/// A written path of the project that does not exist, if `code` is one.
fn missing_path(code: &str) -> Option<String> {
    let path = code.trim_end_matches(['.', ',', ':', ';']);
    let first = path.split('/').next()?;
    if !PROJECT_DIRS.contains(&first) || !path.contains('/') {
        return None;
    }
    // A pattern (`assets/rules/*.txt`, `crates/*`) names its folder.
    let path = path.split('*').next().unwrap_or(path);
    // `crates/tools/tests/e2e/<spec>` or `…/<name>.rs`: a placeholder.
    let path = path.split('<').next().unwrap_or(path);
    let path = path.split(' ').next().unwrap_or(path);
    (!root().join(path).exists()).then(|| path.to_string())
}

/// The folder of each crate's source, by the name code uses for it.
fn crate_src(name: &str) -> Option<PathBuf> {
    let dir = match name {
        "rules" | "robot" | "play" | "engine" | "words" | "storage" | "web" | "tools"
        | "screens" => name,
        "ui_model" => "ui-model",
        "app" => "app",
        _ => return None,
    };
    Some(root().join("crates").join(dir).join("src"))
}

/// Whether `name` is declared or re-exported in `text`.
fn declares(text: &str, name: &str) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|word| word == name)
}

/// A written module path of the workspace that does not resolve, if `code`
/// is one: each lowercase segment a module file (or folder) of its crate,
/// and what follows the last file named in it.
fn missing_module(code: &str) -> Option<String> {
    let path = code.trim_end_matches("()");
    let mut segments = path.split("::");
    let first = segments.next()?;
    let mut rest: Vec<&str> = segments.collect();
    // `engine` re-exports the engine's three crates under their names.
    let first = match (first, rest.first()) {
        ("engine", Some(&inner @ ("rules" | "robot" | "play"))) => {
            rest.remove(0);
            inner
        }
        _ => first,
    };
    let src = crate_src(first)?;
    if rest.is_empty()
        || rest
            .iter()
            .any(|s| s.is_empty() || !s.chars().all(|c| c.is_alphanumeric() || c == '_'))
    {
        return None;
    }
    let root_file = ["lib.rs", "main.rs"]
        .iter()
        .map(|f| src.join(f))
        .find(|p| p.exists())?;
    let mut file = root_file;
    let mut dir = src.clone();
    let mut i = 0;
    while i < rest.len() {
        let as_file = dir.join(format!("{}.rs", rest[i]));
        let as_dir = dir.join(rest[i]);
        if as_file.exists() {
            file = as_file;
            dir = as_dir;
        } else if as_dir.join("mod.rs").exists() {
            file = as_dir.join("mod.rs");
            dir = as_dir;
        } else {
            break;
        }
        i += 1;
    }
    let text = fs::read_to_string(&file).ok()?;
    // What follows the last module file: items (and re-exported modules)
    // declared in it, each named in its text.
    let unresolved: Vec<&str> = rest[i..]
        .iter()
        .copied()
        .filter(|name| !declares(&text, name))
        .collect();
    (!unresolved.is_empty()).then(|| path.to_string())
}

/// Everything the documents name that is not there, as "document: name".
fn missing() -> Vec<String> {
    let mut found = Vec::new();
    for (doc, text) in documents() {
        for code in code_spans(&text) {
            if let Some(path) = missing_path(code) {
                found.push(format!("{doc}: {path}"));
            }
            if let Some(module) = missing_module(code) {
                found.push(format!("{doc}: {module}"));
            }
        }
        let base = root().join(&doc);
        let base = base.parent().unwrap();
        for target in link_targets(&text) {
            if !base.join(target).exists() {
                found.push(format!("{doc}: link {target}"));
            }
        }
    }
    found
}

#[test]
fn every_path_and_module_the_docs_name_exists() {
    assert_eq!(missing(), Vec::<String>::new());
}

#[test]
fn a_broken_path_or_module_is_caught() {
    assert_eq!(missing_path("crates/ui-model/src/board.rs"), None);
    assert_eq!(
        missing_path("crates/ui/src/board.rs"),
        Some("crates/ui/src/board.rs".to_string())
    );
    assert_eq!(missing_path("assets/rules/*.txt"), None);
    assert_eq!(
        missing_path("src/engine/rules/"),
        None,
        "not a folder of the project: not read as a path"
    );
    assert_eq!(missing_module("ui_model::board"), None);
    assert_eq!(missing_module("storage::clock::now_ms"), None);
    assert_eq!(missing_module("play::variant::Variant"), None);
    assert_eq!(missing_module("engine::play::warning"), None);
    assert_eq!(
        missing_module("ui_model::boards"),
        Some("ui_model::boards".to_string())
    );
    assert_eq!(
        missing_module("storage::clock::then_ms"),
        Some("storage::clock::then_ms".to_string())
    );
    assert_eq!(
        link_targets("[a](docs/x.md#y) [b](https://e.ro)"),
        ["docs/x.md"]
    );
    assert_eq!(
        code_spans("a `b` c `d`\n```\n`e`\n```\n`f`"),
        ["b", "d", "f"]
    );
}
