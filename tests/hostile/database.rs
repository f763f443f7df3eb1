//! Hostile databases and SQL through `qlarify run`: time, disk and rows are bounded, WAL files
//! are read without creating anything, and every failure has its documented exit code.

use crate::support::{database, qlarify};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const ROWS: &str = "CREATE TABLE t (x INTEGER);
    WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 20000)
    INSERT INTO t SELECT n FROM r;";

fn run(state: &Path, db: &Path, args: &[&str]) -> std::process::Output {
    qlarify(state)
        .arg("run")
        .arg("--db")
        .arg(db)
        .args(args)
        .timeout(Duration::from_secs(60))
        .output()
        .expect("runs")
}

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_hostile_column_name_prints_as_escapes_in_the_table() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = database(
        dir.path(),
        "names.db",
        "CREATE TABLE t (x); INSERT INTO t VALUES (1);",
    );
    let out = run(
        dir.path(),
        &db,
        &["SELECT x AS \"\u{1b}]0;PWNED\u{7}\" FROM t"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        !out.stdout.contains(&0x1b),
        "{:?}",
        String::from_utf8_lossy(&out.stdout)
    );
}
