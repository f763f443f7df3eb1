//! End-to-end: `qlarify` without a subcommand — the line-mode session on the demo database —
//! asked a question, answered, run, and learning persisted, all through stdin/stdout.
#![allow(clippy::expect_used)] // helpers outside #[test] fns are test code too

use assert_cmd::Command;
use predicates::prelude::*;
use tempfile::TempDir;

fn qlarify(config: &std::path::Path) -> Command {
    let mut cmd = Command::cargo_bin("qlarify").expect("binary");
    cmd.env("QLARIFY_CONFIG_DIR", config);
    cmd
}

#[test]
fn a_whole_session_asks_answers_runs_and_learns() {
    let config = TempDir::new().expect("tempdir");
    let script = "What are the average salaries by department?\na\nr\n!\n:quit\n";
    let assert = qlarify(config.path())
        .write_stdin(script)
        .assert()
        .success();
    let out = String::from_utf8_lossy(&assert.get_output().stdout).into_owned();
    assert!(out.contains("demo.sqlite"), "{out}");
    assert!(
        out.matches("Question: What are the average salaries by department?")
            .count()
            >= 3,
        "{out}"
    );
    assert!(
        out.contains("Clarify ("),
        "a clarification question is shown: {out}"
    );
    assert!(
        out.contains(" rows)") || out.contains(" row)"),
        "the rows of the run are shown: {out}"
    );
    assert!(out.contains("learned from the choice"), "{out}");
    let db_dirs: Vec<_> = std::fs::read_dir(config.path().join("db"))
        .expect("learned state written")
        .collect();
    assert_eq!(db_dirs.len(), 1, "one database fingerprint");
    let dir = db_dirs[0].as_ref().expect("entry").path();
    let history = std::fs::read_to_string(dir.join("history.jsonl")).expect("history");
    assert!(history.contains("average salaries"), "{history}");
    assert!(dir.join("prefs.json").is_file() && dir.join("models.json").is_file());
}

/// What is stored for the one database in `config`: preference rows, hints, and the kinds
/// of the history lines.
fn stored(config: &std::path::Path) -> (usize, usize, Vec<String>) {
    let dir = std::fs::read_dir(config.join("db"))
        .expect("state dir")
        .next()
        .expect("one database")
        .expect("entry")
        .path();
    let json = |name: &str| -> serde_json::Value {
        std::fs::read_to_string(dir.join(name))
            .ok()
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default()
    };
    let rows = json("prefs.json")["data"]["matrix"]["rows"]
        .as_object()
        .map_or(0, |r| r.len());
    let hints = json("hints.json")["data"]["hints"]
        .as_array()
        .map_or(0, Vec::len);
    let history = std::fs::read_to_string(dir.join("history.jsonl")).unwrap_or_default();
    let kinds = history
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .map(|v| v["data"]["kind"].as_str().unwrap_or("accepted").to_string())
        .collect();
    (rows, hints, kinds)
}

/// Running previews, accepting teaches, and undo takes the acceptance back on disk too.
#[test]
fn running_teaches_nothing_accepting_does_and_undo_unlearns_on_disk() {
    let question = "What are the average salaries by department?";
    let session = |script: &str| {
        let config = TempDir::new().expect("tempdir");
        let out = qlarify(config.path())
            .write_stdin(format!("{question}\n{script}:quit\n"))
            .output()
            .expect("runs");
        assert!(out.status.success());
        let (rows, hints, kinds) = stored(config.path());
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            rows,
            hints,
            kinds,
        )
    };
    let (_, rows, hints, kinds) = session("a\nr\n");
    assert_eq!((rows, hints), (0, 0), "running alone learns nothing");
    assert_eq!(kinds, ["asked", "ran"]);

    let (out, rows, _, kinds) = session("a\n!\n");
    assert!(out.contains("learned from the choice"), "{out}");
    assert!(rows > 0, "accepting learns");
    assert_eq!(kinds, ["asked", "accepted"]);

    let (_, rows, hints, kinds) = session("a\n!\nu\n");
    assert_eq!(
        (rows, hints),
        (0, 0),
        "undo takes the acceptance back on disk"
    );
    assert_eq!(kinds, ["asked"], "the question stays in the history");
}

#[test]
fn help_undo_and_unknown_input_never_crash() {
    let config = TempDir::new().expect("tempdir");
    qlarify(config.path())
        .write_stdin(":help\nu\nz\n9\n:sql\nHow many employees are there?\n9\nu\nz\n:sql\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "answer the clarification question",
        ))
        .stdout(predicate::str::contains(
            "Question: How many employees are there?",
        ));
}

#[test]
fn a_missing_database_is_refused() {
    let config = TempDir::new().expect("tempdir");
    qlarify(config.path())
        .args(["--db", "/nonexistent/x.sqlite"])
        .write_stdin("")
        .assert()
        .code(2);
}

#[test]
fn the_session_takes_generators_by_name_and_refuses_unknown_ones() {
    let config = TempDir::new().expect("tempdir");
    qlarify(config.path())
        .args(["--line", "--generator", "gpt-nowhere"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown generator `gpt-nowhere`"));
    qlarify(config.path())
        .args(["--line", "--generator", "builtin", "--lexical"])
        .write_stdin("How many employees are there?\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("builtin"));
}

/// A run of more rows than line mode prints says once how many there are and how many are
/// shown: one count line, not the table's own "(20 rows…)" beside the result's size.
#[test]
fn a_long_result_has_one_count_line() {
    let dir = TempDir::new().expect("tempdir");
    let db = dir.path().join("many.sqlite");
    let conn = rusqlite::Connection::open(&db).expect("db");
    conn.execute_batch(
        "create table reading (reading_id integer primary key, sensor text, celsius real);
         with recursive n(i) as (select 1 union all select i + 1 from n where i < 75)
         insert into reading select i, 'probe ' || (i % 5), i / 3.0 from n;",
    )
    .expect("fill");
    let assert = qlarify(dir.path())
        .arg("--db")
        .arg(&db)
        .write_stdin("List the celsius of every reading\nr\n:quit\n")
        .assert()
        .success();
    let out = String::from_utf8_lossy(&assert.get_output().stdout).into_owned();
    let counts: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with('(') && l.contains("row"))
        .collect();
    assert_eq!(counts, ["(75 rows; the first 20 shown)"], "{out}");
    assert!(!out.contains("> "), "no prompt on a pipe: {out}");
}

/// A linking question answered in line mode: the reading over the table chosen comes first,
/// and the readings over the other table are gone.
#[test]
fn a_linking_question_is_answered_with_a_letter() {
    let config = TempDir::new().expect("tempdir");
    std::fs::write(
        config.path().join("config.toml"),
        "[method]\nlink_questions = 1\n",
    )
    .expect("config");
    let script = "How many students are there?\na\n:sql\n:quit\n";
    let assert = qlarify(config.path())
        .arg("--lexical")
        .write_stdin(script)
        .assert()
        .success();
    let out = String::from_utf8_lossy(&assert.get_output().stdout).into_owned();
    assert!(
        out.contains("By “students”, do you mean the students table ("),
        "{out}"
    );
    let after = out
        .rsplit("Question: How many students are there?")
        .next()
        .expect("the round after the answer");
    assert!(after.contains("FROM students"), "{after}");
    assert!(!after.contains("FROM Student\n"), "{after}");
}
