//! The layers of the code, checked: every `crate::…` and `super::…` path in
//! `src/` must point to its own layer or one below it, as the table says,
//! and no two files may import each other in a loop. A file's own
//! `#[cfg(test)]` items are not read: a test may use a higher layer to say
//! what it checks (e.g. a rule's ending worded), the shipped code may not.
//!
//! The table is the README's "Layout" section; docs/architecture.md says why.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, bottom up: the module path a layer is, and the layers it may
/// import (besides itself).
const LAYERS: &[(&str, &[&str])] = &[
    ("engine::rules", &[]),
    ("engine::robot", &["engine::rules"]),
    ("engine::play", &["engine::rules", "engine::robot"]),
    (
        "engine::words",
        &["engine::rules", "engine::robot", "engine::play"],
    ),
    // The simulated children: benchmarks and tests only (nothing may import it).
    (
        "engine::children",
        &["engine::rules", "engine::robot", "engine::play"],
    ),
    // The facade (`engine/mod.rs`): re-exports for storage and ui.
    (
        "engine",
        &[
            "engine::rules",
            "engine::robot",
            "engine::play",
            "engine::words",
        ],
    ),
    ("storage", &["engine"]),
    ("ui", &["engine", "storage"]),
    ("screens", &["engine", "storage", "ui"]),
    // The two binaries' roots.
    ("main", &["ui"]),
    ("bin", &["screens", "ui"]),
];

/// The layer a module path (`engine::play::matches::Match`) belongs to: the
/// longest layer name it starts with.
fn layer_of(path: &str) -> Option<&'static str> {
    LAYERS
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| path == *name || path.starts_with(&format!("{name}::")))
        .max_by_key(|name| name.len())
}

/// Whether a file in layer `from` may import from layer `to`. The facade
/// `engine` stands for the whole engine, so a layer allowed `engine` may
/// import any engine layer except the simulated children.
fn allowed(from: &str, to: &str) -> bool {
    if from == to {
        return true;
    }
    let Some((_, may)) = LAYERS.iter().find(|(name, _)| *name == from) else {
        return false;
    };
    may.iter().any(|m| {
        *m == to || (*m == "engine" && to.starts_with("engine::") && to != "engine::children")
    })
}

/// A file's module path: `src/engine/play/matches.rs` → `engine::play::matches`,
/// `src/engine/play/mod.rs` → `engine::play`.
fn module_of(file: &Path) -> Vec<String> {
    let rel = file.strip_prefix("src").unwrap_or(file);
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The code of a file without comments, string literals and `#[cfg(test)]`
/// items (what the shipped program is made of).
fn shipped_code(source: &str) -> String {
    let mut out = String::new();
    let mut skip_next_item = false;
    let mut skipping_depth: Option<i32> = None;
    let mut depth = 0i32;
    for line in source.lines() {
        let code = strip_comment_and_strings(line);
        let trimmed = code.trim();
        let opens = code.matches('{').count() as i32;
        let closes = code.matches('}').count() as i32;
        if let Some(start) = skipping_depth {
            depth += opens - closes;
            if depth <= start {
                skipping_depth = None;
            }
            continue;
        }
        if trimmed.starts_with("#[cfg(test)]") {
            skip_next_item = true;
            continue;
        }
        if skip_next_item && !trimmed.is_empty() && !trimmed.starts_with("#[") {
            skip_next_item = false;
            if opens > closes {
                skipping_depth = Some(depth);
                depth += opens - closes;
            }
            continue;
        }
        depth += opens - closes;
        out.push_str(&code);
        out.push('\n');
    }
    out
}

fn strip_comment_and_strings(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        if in_string {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '/' if chars.peek() == Some(&'/') => break,
            // A char literal such as '{' must not count as a brace.
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                if rest.len() >= 2 && rest.chars().nth(1) == Some('\'') {
                    chars.next();
                    chars.next();
                } else if rest.starts_with('\\') {
                    for n in chars.by_ref() {
                        if n == '\'' {
                            break;
                        }
                    }
                } else {
                    out.push(c);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// The module paths a file's shipped code names: `crate::a::b…` as is,
/// `super::…` resolved against the file's module, and in a `mod.rs` its own
/// child modules named without a prefix (`use verdict::PlyReview`).
fn imports(file: &Path, source: &str) -> BTreeSet<String> {
    let module = module_of(file);
    let code = shipped_code(source);
    let is_folder_root = file.file_name().is_some_and(|n| n == "mod.rs");
    let children: BTreeSet<String> = code
        .lines()
        .filter_map(|l| {
            let t = l
                .trim()
                .trim_start_matches("pub ")
                .trim_start_matches("pub(crate) ");
            t.strip_prefix("mod ")
                .and_then(|r| r.strip_suffix(';'))
                .map(str::to_string)
        })
        .collect();
    let mut found = BTreeSet::new();
    let text = code.as_str();
    for (i, _) in text.match_indices(|c: char| c.is_ascii_lowercase()) {
        // Only at the start of a path.
        if text[..i]
            .chars()
            .last()
            .is_some_and(|prev| prev.is_alphanumeric() || prev == '_' || prev == ':')
        {
            continue;
        }
        for path in expand_path(&text[i..]) {
            let segments: Vec<&str> = path.split("::").collect();
            if segments.len() < 2 {
                continue;
            }
            let resolved: Vec<String> = match segments[0] {
                "crate" => segments[1..].iter().map(|s| s.to_string()).collect(),
                "super" => {
                    // `super` of module a::b::c (a/b/c.rs or a/b/c/mod.rs) is a::b.
                    let mut base = module.clone();
                    base.pop();
                    let mut rest = &segments[1..];
                    while rest.first() == Some(&"super") {
                        base.pop();
                        rest = &rest[1..];
                    }
                    base.extend(rest.iter().map(|s| s.to_string()));
                    base
                }
                first if is_folder_root && children.contains(first) => {
                    let mut base = module.clone();
                    base.extend(segments.iter().map(|s| s.to_string()));
                    base
                }
                _ => continue,
            };
            found.insert(resolved.join("::"));
        }
    }
    found
}

/// The paths a path written at the start of `code` names, its `{…}` groups
/// expanded: `a::{b, c::{d, self}}` → `a::b`, `a::c::d`, `a::c`.
fn expand_path(code: &str) -> Vec<String> {
    let prefix: String = code
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
        .collect();
    let rest = &code[prefix.len()..];
    let Some(group) = prefix
        .ends_with("::")
        .then(|| rest.strip_prefix('{'))
        .flatten()
    else {
        return vec![prefix.trim_end_matches(':').to_string()];
    };
    let head = prefix.trim_end_matches(':');
    // The group's items, split at its own commas (not those of inner groups).
    let (mut items, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[start..i]);
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items
        .into_iter()
        .map(|item| item.trim())
        .filter(|item| !item.is_empty())
        .flat_map(|item| {
            let item = item.split(" as ").next().unwrap_or(item).trim();
            if item == "self" {
                vec![head.to_string()]
            } else {
                expand_path(item)
                    .into_iter()
                    .map(|p| format!("{head}::{p}"))
                    .collect()
            }
        })
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file that defines the module of a path (`engine::play::matches::Match`
/// → `src/engine/play/matches.rs`), from the files there are.
fn file_of(path: &str, files: &BTreeMap<String, PathBuf>) -> Option<PathBuf> {
    let mut segments: Vec<&str> = path.split("::").collect();
    while !segments.is_empty() {
        if let Some(f) = files.get(&segments.join("::")) {
            return Some(f.clone());
        }
        segments.pop();
    }
    None
}

/// Every import that goes against the table, as `file -> path`.
fn layer_violations(sources: &[(PathBuf, String)]) -> Vec<String> {
    let mut bad = Vec::new();
    for (file, source) in sources {
        let module = module_of(file).join("::");
        if module.is_empty() {
            continue; // lib.rs: only `pub mod` lines
        }
        let Some(from) = layer_of(&module) else {
            bad.push(format!("{}: in no layer of the table", file.display()));
            continue;
        };
        for path in imports(file, source) {
            let Some(to) = layer_of(&path) else { continue };
            if !allowed(from, to) {
                bad.push(format!("{} ({from}) imports {path} ({to})", file.display()));
            }
        }
    }
    bad
}

/// Every loop of imports between files, as the files in it.
fn import_loops(sources: &[(PathBuf, String)]) -> Vec<Vec<PathBuf>> {
    let files: BTreeMap<String, PathBuf> = sources
        .iter()
        .map(|(f, _)| (module_of(f).join("::"), f.clone()))
        .collect();
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for (file, source) in sources {
        let targets = imports(file, source)
            .into_iter()
            .filter_map(|p| file_of(&p, &files))
            .filter(|t| t != file)
            .collect();
        edges.insert(file.clone(), targets);
    }
    // A loop is a strongly connected group of more than one file (Tarjan).
    struct Walk<'a> {
        edges: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        loops: Vec<Vec<PathBuf>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a PathBuf) {
            let i = self.index.len();
            self.index.insert(v, i);
            self.low.insert(v, i);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in &self.edges[v] {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low.get_mut(v).unwrap();
                    *lv = (*lv).min(lw);
                } else if self.on_stack.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low.get_mut(v).unwrap();
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    group.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.loops.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        edges: &edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        loops: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.loops
}

fn sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let source = std::fs::read_to_string(&f).unwrap();
            (f.strip_prefix(root).unwrap().to_path_buf(), source)
        })
        .collect()
}

#[test]
fn every_import_goes_down_the_layers() {
    let bad = layer_violations(&sources());
    assert!(
        bad.is_empty(),
        "imports against the layers:\n{}",
        bad.join("\n")
    );
}

#[test]
fn no_files_import_each_other_in_a_loop() {
    let loops = import_loops(&sources());
    assert!(loops.is_empty(), "import loops: {loops:#?}");
}

#[test]
fn nothing_shipped_imports_the_simulated_children() {
    for (file, source) in sources() {
        if module_of(&file).join("::") == "engine::children" {
            continue;
        }
        assert!(
            !imports(&file, &source)
                .iter()
                .any(|p| p.starts_with("engine::children")),
            "{} imports the simulated children",
            file.display()
        );
    }
}

/// The checks themselves can fail: an upward import, one through `super`,
/// one in a `mod.rs`, and a loop, each added to a copy of the real sources.
#[test]
fn the_checks_see_what_they_must() {
    let real = sources();
    let with = |path: &str, line: &str| -> Vec<(PathBuf, String)> {
        let mut copy = real.clone();
        let file = copy
            .iter_mut()
            .find(|(f, _)| f == Path::new(path))
            .unwrap_or_else(|| panic!("no {path}"));
        file.1 = format!("{line}\n{}", file.1);
        copy
    };
    assert!(layer_violations(&real).is_empty());
    let upward = with(
        "src/engine/rules/board.rs",
        "use crate::engine::words::fen_error;",
    );
    assert_eq!(
        layer_violations(&upward),
        [
            "src/engine/rules/board.rs (engine::rules) imports engine::words::fen_error (engine::words)"
        ]
    );
    let through_super = with(
        "src/engine/play/matches.rs",
        "use super::super::words::status;",
    );
    assert_eq!(
        layer_violations(&through_super),
        ["src/engine/play/matches.rs (engine::play) imports engine::words::status (engine::words)"]
    );
    let grouped = with(
        "src/engine/robot/gifts.rs",
        "use crate::engine::{rules::game::Move, play::{variant::Variant, self}};",
    );
    assert_eq!(
        layer_violations(&grouped),
        [
            "src/engine/robot/gifts.rs (engine::robot) imports engine::play (engine::play)",
            "src/engine/robot/gifts.rs (engine::robot) imports engine::play::variant::Variant (engine::play)",
        ]
    );
    let facade = with("src/engine/robot/gifts.rs", "use crate::engine::Variant;");
    assert_eq!(layer_violations(&facade).len(), 1);
    let storage_from_ui = with("src/storage/store.rs", "use crate::ui::js::confirm;");
    assert_eq!(layer_violations(&storage_from_ui).len(), 1);
    // Test code is not read.
    let in_a_test = with(
        "src/engine/rules/board.rs",
        "#[cfg(test)]\nmod extra {\n    use crate::engine::words::fen_error;\n}",
    );
    assert!(layer_violations(&in_a_test).is_empty());
    // A loop inside one layer.
    let looped = with(
        "src/engine/rules/square.rs",
        "use super::{bitboard, board::Board};",
    );
    let loops = import_loops(&looped);
    assert!(
        loops
            .iter()
            .any(|l| l.contains(&PathBuf::from("src/engine/rules/square.rs"))),
        "{loops:?}"
    );
}
