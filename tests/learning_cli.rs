//! End-to-end: what `qlarify ask` learns, through the real binary, on a SQLite database made
//! in the test. Learning is the user's decision: `ask` alone learns nothing (the question is
//! kept in the history), `--choose N` accepts reading N and learns from it — and never
//! against a reading that returns the same rows (the France case of issue #32: `name` and
//! `local_name` both hold "France").
#![allow(clippy::expect_used)] // helpers outside #[test] fns are test code too

#[path = "common/cli.rs"]
mod cli;
use assert_cmd::Command;
use serde_json::Value;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

const QUESTION: &str = "What is the population of France?";

/// Countries whose `name` and `local_name` agree for France (and only for France).
fn countries(dir: &Path) -> PathBuf {
    let path = dir.join("countries.sqlite");
    let db = rusqlite::Connection::open(&path).expect("create");
    db.execute_batch(
        "CREATE TABLE country (id INTEGER PRIMARY KEY, name TEXT, local_name TEXT,
                               population INTEGER, area REAL);
         INSERT INTO country VALUES (1, 'France', 'France', 68000000, 551695),
                                    (2, 'Germany', 'Deutschland', 84000000, 357022),
                                    (3, 'Japan', 'Nippon', 125000000, 377975);
         CREATE TABLE city (id INTEGER PRIMARY KEY, name TEXT,
                            country_id INTEGER REFERENCES country(id), population INTEGER);
         INSERT INTO city VALUES (1, 'Paris', 1, 2100000), (2, 'Berlin', 2, 3600000),
                                 (3, 'Tokyo', 3, 14000000);",
    )
    .expect("fixture");
    path
}

fn qlarify(config: &Path) -> Command {
    let mut cmd = Command::cargo_bin("qlarify").expect("binary");
    cmd.env("QLARIFY_CONFIG_DIR", config);
    cmd
}

fn json(config: &Path, db: &Path, args: &[&str]) -> Value {
    let output = qlarify(config)
        .args(args)
        .arg("--db")
        .arg(db)
        .output()
        .expect("runs");
    cli::json_of(&output)
}

fn first_reading(config: &Path, db: &Path) -> String {
    let round = json(config, db, &["ask", "--lexical", "--json", QUESTION]);
    round["candidates"][0]["sql"]
        .as_str()
        .expect("a reading")
        .to_string()
}

#[test]
fn asking_alone_learns_nothing_and_keeps_the_question() {
    let (dir, config) = (TempDir::new().expect("tmp"), TempDir::new().expect("tmp"));
    let db = countries(dir.path());
    first_reading(config.path(), &db);
    let prefs = json(config.path(), &db, &["prefs", "show", "--json"]);
    assert_eq!(prefs["matrix"]["rows"], serde_json::json!({}), "{prefs}");
    let state = std::fs::read_dir(config.path().join("db"))
        .expect("state")
        .next()
        .expect("one database")
        .expect("entry")
        .path();
    let history = std::fs::read_to_string(state.join("history.jsonl")).expect("history");
    assert!(
        history.contains(QUESTION) && history.contains("\"asked\""),
        "{history}"
    );
}

/// Accepting reading 1, whose filter column has a twin holding the same value, leaves no
/// preference for an atom the accepted reading does not have, and reading 1 stays first.
#[test]
fn accepting_a_reading_with_an_identical_result_twin_keeps_it_first() {
    let (dir, config) = (TempDir::new().expect("tmp"), TempDir::new().expect("tmp"));
    let db = countries(dir.path());
    let chosen = first_reading(config.path(), &db);
    let out = qlarify(config.path())
        .args(["ask", "--lexical", "--choose", "1", "--db"])
        .arg(&db)
        .arg(QUESTION)
        .output()
        .expect("runs");
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Accepted it as what you meant"));
    let prefs = json(config.path(), &db, &["prefs", "show", "--json"]);
    let rows = prefs["matrix"]["rows"].as_object().expect("rows");
    assert!(!rows.is_empty(), "accepting learned something: {prefs}");
    let chosen_lower = chosen.to_lowercase();
    for (phrase, row) in rows {
        let weights = row["weights"].as_object().expect("weights");
        let (best, _) = weights
            .iter()
            .max_by(|a, b| {
                a.1.as_f64()
                    .unwrap_or(0.0)
                    .total_cmp(&b.1.as_f64().unwrap_or(0.0))
            })
            .expect("a weight");
        // "|projection|country.population" → "population": the column the chosen SQL uses.
        let column = best.rsplit(['.', '|']).next().unwrap_or(best);
        assert!(
            chosen_lower.contains(&column.to_lowercase()),
            "“{phrase}” prefers {best}, which {chosen} does not use"
        );
    }
    assert_eq!(first_reading(config.path(), &db), chosen);
}

/// `qlarify` with `args` then `--db db`: (exit code, stdout, stderr).
fn review(config: &Path, db: &Path, args: &[&str]) -> (i32, String, String) {
    let out = qlarify(config)
        .args(args)
        .arg("--db")
        .arg(db)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

/// What was learned can be reviewed and edited by the ids `hints list` shows, each edit says
/// what it did, a wrong id is refused, and preferences read as SQL clauses.
#[test]
fn learned_hints_are_edited_by_id_and_every_edit_says_what_it_did() {
    let (dir, config) = (TempDir::new().expect("tmp"), TempDir::new().expect("tmp"));
    let db = countries(dir.path());
    let accepted = qlarify(config.path())
        .args(["ask", "--lexical", "--choose", "1", "--db"])
        .arg(&db)
        .arg(QUESTION)
        .output()
        .expect("runs");
    assert!(accepted.status.success());
    let hints = json(config.path(), &db, &["hints", "list", "--json"]);
    let first = &hints.as_array().expect("hints")[0];
    assert_eq!(first["id"], 1, "{hints}");
    let (entity, preferred) = (
        first["entity"].as_str().expect("entity").to_string(),
        first["preferred"].as_str().expect("preferred").to_string(),
    );

    let (code, listed, _) = review(config.path(), &db, &["hints", "list"]);
    assert_eq!(code, 0);
    assert!(
        listed.trim_start().starts_with("1  [") && listed.contains(&preferred),
        "{listed}"
    );
    let (code, said, _) = review(config.path(), &db, &["hints", "disable", "1"]);
    assert_eq!(
        (code, said.trim()),
        (
            0,
            format!("switched off: “{entity}” → {preferred}").as_str()
        )
    );
    let after = json(config.path(), &db, &["hints", "list", "--json"]);
    assert_eq!(after[0]["enabled"], false, "{after}");
    let (code, said, _) = review(config.path(), &db, &["hints", "enable", "#1"]);
    assert_eq!(code, 0);
    assert!(said.starts_with("switched on"), "{said}");

    for wrong in [
        &["hints", "disable", "9"][..],
        &["hints", "delete", "nowhere"][..],
    ] {
        let (code, said, err) = review(config.path(), &db, wrong);
        assert_eq!(code, 2, "{wrong:?}: {said}");
        assert!(err.contains("hint"), "{err}");
    }
    let (code, said, _) = review(
        config.path(),
        &db,
        &["hints", "delete", &entity, &preferred],
    );
    assert_eq!(code, 0);
    assert!(said.starts_with("forgot"), "{said}");
    let (_, listed, _) = review(config.path(), &db, &["hints", "list"]);
    assert!(
        !listed.contains(&format!("“{entity}” → {preferred}")),
        "{listed}"
    );

    let (code, shown, _) = review(config.path(), &db, &["prefs", "show"]);
    assert_eq!(code, 0);
    assert!(
        shown.contains("SELECT country.population") || shown.contains("WHERE "),
        "{shown}"
    );
    let prefs = json(config.path(), &db, &["prefs", "show", "--json"]);
    let phrase = prefs["matrix"]["rows"]
        .as_object()
        .and_then(|rows| rows.keys().next().cloned())
        .expect("a learned phrase");
    let (code, said, _) = review(config.path(), &db, &["prefs", "reset", &phrase]);
    assert_eq!(code, 0);
    assert_eq!(
        said.trim(),
        format!("forgot the preferences for “{phrase}”")
    );
}

/// `--db` is listed where a database is read and nowhere else; given to a subcommand that
/// reads none, it is refused rather than ignored.
#[test]
fn db_is_offered_only_where_a_database_is_read() {
    let config = TempDir::new().expect("tmp");
    let help = |sub: &str| {
        let out = qlarify(config.path())
            .args([sub, "--help"])
            .output()
            .expect("runs");
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    for sub in ["ask", "run", "hints", "prefs"] {
        assert!(help(sub).contains("--db <FILE|URL>"), "{sub}");
    }
    for sub in ["eval", "model"] {
        assert!(!help(sub).contains("--db <"), "{sub}: {}", help(sub));
    }
    qlarify(config.path())
        .args([
            "--db", "x.sqlite", "eval", "--data", "d.jsonl", "--dbs", ".",
        ])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--db means nothing to `eval`"));
}
