//! The core's module wall, checked: nothing under `src/core` may name an I/O crate or a module
//! outside the core. (This lives outside `src/core` so the list of forbidden names does not.)
#![allow(clippy::expect_used)]
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src/core") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// True when `code` uses `name` as the start of a path (`name::…` or `use name`), not as the
/// tail of a longer identifier (`sort::` is not `ort::`).
fn names_path(code: &str, name: &str) -> bool {
    let bytes = code.as_bytes();
    code.match_indices(name).any(|(at, _)| {
        let before_ok =
            at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        let rest = &code[at + name.len()..];
        before_ok && (rest.starts_with("::") || rest.starts_with(';') || rest.starts_with(" as "))
    })
}

#[test]
fn core_imports_no_io_crate_and_no_sibling_module() {
    let forbidden = [
        "tokio",
        "ratatui",
        "crossterm",
        "reqwest",
        "rusqlite",
        "ort",
        "tokenizers",
        "syntect",
        "tui_textarea",
        "directories",
        "std::fs",
        "std::net",
        "std::process",
        "std::time::SystemTime",
        "crate::db",
        "crate::store",
        "crate::tui",
        "crate::generate",
        "crate::embed",
        "crate::eval",
        "crate::cli",
    ];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 5, "expected the core modules under {root:?}");
    for file in files {
        let text = std::fs::read_to_string(&file).expect("read source");
        for line in text.lines() {
            let code = line.split("//").next().unwrap_or("");
            for name in forbidden {
                assert!(
                    !names_path(code, name),
                    "{} imports `{name}`: `{line}`",
                    file.display()
                );
            }
        }
    }
}
