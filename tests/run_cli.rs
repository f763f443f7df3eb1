//! `qlarify run` through the binary: output formats, row caps, exit codes and help text.

#![allow(clippy::expect_used)] // a failed expectation is the test failing

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::PathBuf;

struct Db {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

fn db() -> Db {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("people.db");
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(
        "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, height REAL, photo BLOB);
         INSERT INTO people VALUES (1, 'Ann', 1.5, NULL), (2, 'Bo, \"the\" tall', 2.0, x'00FF'),
                                   (3, NULL, NULL, NULL);",
    )
    .expect("fixture");
    Db { _dir: dir, path }
}

fn qlarify() -> Command {
    let mut cmd = Command::cargo_bin("qlarify").expect("binary");
    // Keep any learned state a future subcommand might touch out of the user's directories.
    let scratch = std::env::temp_dir().join("qlarify-run-cli-tests");
    cmd.env("QLARIFY_CONFIG_DIR", &scratch)
        .env("QLARIFY_DATA_DIR", &scratch);
    cmd
}

fn run(db: &Db, args: &[&str]) -> assert_cmd::assert::Assert {
    qlarify()
        .arg("run")
        .arg("--db")
        .arg(&db.path)
        .args(args)
        .assert()
}

#[test]
fn default_output_is_an_aligned_table_with_a_row_count() {
    let db = db();
    let expected = [
        "id | name",
        "---+---------------",
        " 1 | Ann",
        " 2 | Bo, \"the\" tall",
        " 3 | NULL",
        "(3 rows)",
    ];
    run(&db, &["SELECT id, name FROM people ORDER BY id"])
        .success()
        .stdout(expected.join("\n") + "\n");
}

#[test]
fn csv_output_quotes_fields_and_leaves_null_empty() {
    let db = db();
    run(
        &db,
        &[
            "--csv",
            "SELECT id, name, height, photo FROM people ORDER BY id",
        ],
    )
    .success()
    .stdout("id,name,height,photo\n1,Ann,1.5,\n2,\"Bo, \"\"the\"\" tall\",2.0,X'00FF'\n3,,,\n");
}

#[test]
fn json_output_has_columns_rows_and_truncated() {
    let db = db();
    let out = run(
        &db,
        &["--json", "SELECT id, name, height FROM people ORDER BY id"],
    )
    .success();
    let value: serde_json::Value =
        serde_json::from_slice(&out.get_output().stdout).expect("valid JSON");
    assert_eq!(
        value,
        serde_json::json!({
            "columns": ["id", "name", "height"],
            "rows": [[1, "Ann", 1.5], [2, "Bo, \"the\" tall", 2.0], [3, null, null]],
            "truncated": false
        })
    );
}

#[test]
fn max_rows_truncates_and_says_so() {
    let db = db();
    let out = run(
        &db,
        &[
            "--json",
            "--max-rows",
            "2",
            "SELECT id FROM people ORDER BY id",
        ],
    )
    .success();
    let value: serde_json::Value =
        serde_json::from_slice(&out.get_output().stdout).expect("valid JSON");
    assert_eq!(value["rows"], serde_json::json!([[1], [2]]));
    assert_eq!(value["truncated"], serde_json::json!(true));
    run(&db, &["--max-rows", "2", "SELECT id FROM people"])
        .success()
        .stdout(predicate::str::ends_with(
            "(2 rows, more were not fetched (--max-rows))\n",
        ));
    run(&db, &["--max-rows", "3", "--csv", "SELECT id FROM people"])
        .success()
        .stderr(predicate::str::is_empty());
}

#[test]
fn a_large_csv_result_streams_completely() {
    let db = db();
    let sql = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 200000) \
               SELECT n, 'row ' || n FROM r";
    // Past the default cap ([execution] max_rows = 10,000): `--max-rows 0` lifts it.
    let out = run(&db, &["--csv", "--max-rows", "0", sql]).success();
    let text = String::from_utf8(out.get_output().stdout.clone()).expect("utf8");
    assert_eq!(text.lines().count(), 200_001);
    assert_eq!(text.lines().last(), Some("200000,row 200000"));
}

#[test]
fn sql_can_come_from_stdin() {
    let db = db();
    qlarify()
        .args(["run", "--csv", "-"])
        .arg("--db")
        .arg(&db.path)
        .write_stdin("SELECT count(*) AS n FROM people")
        .assert()
        .success()
        .stdout("n\n3\n");
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    let db = db();
    for args in [
        &["--csv", "--json", "SELECT 1"][..],
        &["--max-rows", "-1", "SELECT 1"],
        &["--timeout-ms", "soon", "SELECT 1"],
        &["--no-such-flag", "SELECT 1"],
        &[],
    ] {
        run(&db, args).code(2).stderr(
            predicate::str::starts_with("qlarify: ").and(predicate::str::contains('\n').count(1)),
        );
    }
    qlarify()
        .args(["run", "SELECT 1"])
        .assert()
        .code(2)
        .stderr("qlarify: run needs --db FILE|URL\n");
    qlarify()
        .args(["run", "--db", "/nonexistent/nowhere.db", "SELECT 1"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(
            "qlarify: cannot open /nonexistent/nowhere.db",
        ));
}

#[test]
fn invalid_sql_is_refused_with_exit_2() {
    let db = db();
    run(&db, &["SELECT nope FROM people"])
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr("qlarify: invalid SQL: no such column: nope (at byte 7)\n");
}

#[test]
fn db_is_a_global_option() {
    let db = db();
    qlarify()
        .arg("--db")
        .arg(&db.path)
        .args(["run", "--csv", "SELECT 7"])
        .assert()
        .success()
        .stdout("7\n7\n");
}

#[test]
fn help_documents_environment_and_exit_codes() {
    qlarify().arg("--help").assert().success().stdout(
        predicate::str::contains("QLARIFY_CONFIG_DIR")
            .and(predicate::str::contains("QLARIFY_DATA_DIR"))
            .and(predicate::str::contains("Exit codes"))
            .and(predicate::str::contains("run")),
    );
    qlarify().args(["run", "--help"]).assert().success().stdout(
        predicate::str::contains("--max-rows").and(predicate::str::contains("--timeout-ms")),
    );
}
