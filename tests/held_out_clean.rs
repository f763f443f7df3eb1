//! The held-out split stays held out: none of its database names, questions, gold SQL or
//! distinctive identifiers may appear in the project's source, tests, assets or probe data.
//!
//! Read at test time from `../shared/data/ambiqt/test.jsonl` (never copied into the tree). An
//! identifier counts as the held-out split's own when it occurs in its setup or gold SQL and
//! nowhere in the dev split's SQL or questions. Single words are English before they are
//! identifiers ("population", "rating"), so only compound identifiers are checked: an
//! underscore between word characters, a lower-to-upper case change (`SourceDepot`), or
//! letters next to digits. A few compounds of everyday English happen to name columns of our own
//! probe databases as well (each was checked to belong to a database the project wrote); they
//! are listed in [`COINCIDENCES`] rather than renamed, since the probe files must regenerate
//! byte for byte.
#![allow(clippy::expect_used)] // helpers outside #[test] fns are test code too

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// Everyday compounds shared by chance with our own probe databases and fixtures.
const COINCIDENCES: &[&str] = &[
    "avg_attendance",
    "count_attendance",
    "course_name",
    "department_id",
    "department_name",
    "dept_name",
    "director_name",
    "email_address",
    "file_name",
    "last_name",
    "max_attendance",
    "min_attendance",
    "part_name",
    "record_id",
    "ship_name",
    "ship_tonnage",
    "ship_type",
    "student_id",
    "sum_attendance",
    "vessel_name",
    "written_by",
    "avg_population",
    "count_population",
    "max_population",
    "min_population",
    "sum_population",
];

const SQL_WORDS: &[&str] = &[
    "select", "from", "where", "and", "or", "not", "in", "group", "by", "order", "having", "limit",
    "as", "join", "on", "count", "sum", "avg", "min", "max", "distinct", "asc", "desc", "like",
];

fn split_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/ambiqt")
}

fn records(path: &Path) -> Vec<serde_json::Value> {
    let text = fs::read_to_string(path).expect("split readable");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect()
}

/// Identifiers of SQL text, string literals left out.
fn identifiers(sql: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_string = false;
    let mut word = String::new();
    for c in sql.chars().chain(std::iter::once(' ')) {
        if c == '\'' {
            in_string = !in_string;
            word.clear();
            continue;
        }
        if in_string {
            continue;
        }
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
        } else if !word.is_empty() {
            if !word.starts_with(|c: char| c.is_ascii_digit()) {
                out.push(std::mem::take(&mut word));
            }
            word.clear();
        }
    }
    out
}

fn strings_of<'a>(record: &'a serde_json::Value, field: &str) -> Vec<&'a str> {
    match &record[field] {
        serde_json::Value::Array(items) => items.iter().filter_map(|v| v.as_str()).collect(),
        serde_json::Value::String(s) => vec![s.as_str()],
        _ => Vec::new(),
    }
}

fn is_compound(identifier: &str) -> bool {
    let chars: Vec<char> = identifier.chars().collect();
    let inner_underscore = identifier.trim_matches('_').contains('_');
    let camel = chars
        .windows(2)
        .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
    let digits =
        chars.iter().any(char::is_ascii_digit) && chars.iter().any(char::is_ascii_alphabetic);
    inner_underscore || camel || digits
}

/// Words of a file, as identifiers are written (lower-cased).
fn words_of(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect()
}

fn project_files(root: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(root) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            // Databases the probe generator builds are gitignored output, not the tree.
            if !(name.starts_with("dbs") || name == "__pycache__") {
                project_files(&path, out);
            }
        } else {
            out.push(path);
        }
    }
}

#[test]
fn the_held_out_split_leaves_no_trace_in_the_tree() {
    let dir = split_dir();
    let test_path = dir.join("test.jsonl");
    if !test_path.exists() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have ../shared/data/ambiqt/test.jsonl beside the checkout"
        );
        eprintln!("skipped: {} is not here", test_path.display());
        return;
    }
    let test = records(&test_path);
    let dev = records(&dir.join("dev.jsonl"));
    let mut dev_words: BTreeSet<String> = BTreeSet::new();
    for record in &dev {
        for field in ["setup", "gold", "question"] {
            for text in strings_of(record, field) {
                dev_words.extend(words_of(text));
            }
        }
    }
    let allowed: BTreeSet<String> = COINCIDENCES.iter().map(|s| s.to_string()).collect();
    let mut banned: BTreeSet<String> = BTreeSet::new();
    let mut phrases: BTreeSet<String> = BTreeSet::new();
    for record in &test {
        if let Some(db) = record["db_id"].as_str() {
            banned.insert(db.to_ascii_lowercase());
        }
        for field in ["setup", "gold"] {
            for sql in strings_of(record, field) {
                for identifier in identifiers(sql) {
                    let lower = identifier.to_ascii_lowercase();
                    if is_compound(&identifier)
                        && !dev_words.contains(&lower)
                        && !SQL_WORDS.contains(&lower.as_str())
                        && !allowed.contains(&lower)
                    {
                        banned.insert(lower);
                    }
                }
            }
        }
        for text in strings_of(record, "question")
            .into_iter()
            .chain(strings_of(record, "gold"))
        {
            phrases.insert(text.to_ascii_lowercase());
        }
    }
    assert!(
        banned.len() > 50,
        "too few identifiers read: {}",
        banned.len()
    );

    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for top in ["src", "tests", "assets", "eval-data"] {
        project_files(&root.join(top), &mut files);
    }
    let mut found = Vec::new();
    for file in files {
        let Ok(text) = fs::read_to_string(&file) else {
            continue; // binary files hold no source text
        };
        let words = words_of(&text);
        for hit in banned.iter().filter(|b| words.contains(*b)) {
            found.push(format!("{}: identifier {hit}", file.display()));
        }
        let lower = text.to_ascii_lowercase();
        for phrase in phrases
            .iter()
            .filter(|p| p.len() > 20 && lower.contains(*p))
        {
            found.push(format!("{}: text {phrase:?}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "held-out material in the tree:\n{}",
        found.join("\n")
    );
}

#[test]
fn compound_identifiers_are_told_from_words() {
    assert!(is_compound("SourceDepot"));
    assert!(is_compound("region_2"));
    assert!(is_compound("tot_rev"));
    assert!(!is_compound("population"));
    assert!(!is_compound("_rowid_"));
    assert_eq!(
        identifiers("select a_b from t where x = 'q_r'"),
        ["select", "a_b", "from", "t", "where", "x"]
    );
}
