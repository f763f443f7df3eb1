//! `eval` on DuckDB and PostgreSQL: a benchmark's examples converted by `demo-db/convert.py
//! examples` (each example's database with its setup applied: a DuckDB file, or a database on
//! the test server) measure as they do on the SQLite bases; a gold SQL the engine refuses is
//! reported as an error, not silently dropped; the bases and the converted files are left as
//! they were.

use super::compare::qlarify;
use super::server::server;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// A benchmark of our own: one base database whose examples rename and add a column in their
/// setup (so a database without the setup applied cannot answer), names in mixed case that the
/// gold SQL writes in lower case (as SQLite allows; on PostgreSQL only folded names allow it),
/// three questions, and one gold SQLite accepts but DuckDB and PostgreSQL refuse (a column
/// neither grouped nor aggregated).
fn benchmark(dir: &Path) -> (PathBuf, PathBuf) {
    let dbs = dir.join("dbs");
    std::fs::create_dir_all(&dbs).expect("mkdir");
    let conn = rusqlite::Connection::open(dbs.join("club.sqlite")).expect("db");
    conn.execute_batch(
        "create table Member (Member_ID integer primary key, Name text, Age integer, City text);
         insert into member values (1, 'Ann', 31, 'Oslo'), (2, 'Bo', 45, 'Rome'), (3, 'Cy', 27, 'Lima');",
    )
    .expect("fill");
    let setup = [
        "alter table member rename column city to hometown",
        "alter table member add column birthplace text",
        "update member set birthplace = hometown || 'x'",
    ];
    let examples = [
        (
            "C-1",
            "What is the city of each member?",
            [
                "select hometown from member",
                "select birthplace from member",
            ],
        ),
        (
            "C-2",
            "How many members are there?",
            [
                "select count(*) from member",
                "select count(member_id) from member",
            ],
        ),
        (
            "C-3",
            "Which member is the oldest?",
            [
                "select name, max(age) from member",
                "select name from member order by age desc limit 1",
            ],
        ),
    ];
    let lines: Vec<String> = examples
        .iter()
        .map(|(id, question, gold)| {
            serde_json::json!({"id": id, "kind": "C", "db_id": "club", "question": question,
                "gold": gold, "setup": setup})
            .to_string()
        })
        .collect();
    let data = dir.join("bench.jsonl");
    std::fs::write(&data, lines.join("\n")).expect("write");
    (data, dbs)
}

/// `demo-db/convert.py examples` (`--postgres` in `extra` for scripts), as the README says.
fn convert(data: &Path, dbs: &Path, out: &Path, extra: &[&str]) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let pythonpath = std::env::var("QLARIFY_DUCKDB_PYTHONPATH")
        .unwrap_or_else(|_| root.join("target/pylib-duckdb").display().to_string());
    let output = std::process::Command::new("python3")
        .arg(root.join("demo-db/convert.py"))
        .arg("examples")
        .arg(data)
        .arg("--dbs")
        .arg(dbs)
        .arg(out)
        .args(extra)
        .env("PYTHONPATH", pythonpath)
        .output()
        .expect("python3 runs");
    assert!(
        output.status.success(),
        "convert.py examples failed (run `make duckdb`): {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

fn eval_json(state: &Path, data: &Path, dbs: &Path, extra: &[&std::ffi::OsStr]) -> Value {
    let output = qlarify(state)
        .args(["eval", "--lexical", "--json", "--simulate-user", "--data"])
        .arg(data)
        .arg("--dbs")
        .arg(dbs)
        .args(extra)
        .output()
        .expect("runs");
    crate::cli::json_of(&output)
}

#[cfg(feature = "duckdb")]
fn hashes(dir: &Path) -> Vec<(PathBuf, String)> {
    use sha2::{Digest, Sha256};
    let mut all: Vec<(PathBuf, String)> = std::fs::read_dir(dir)
        .expect("read dir")
        .map(|entry| {
            let path = entry.expect("entry").path();
            let digest = format!("{:x}", Sha256::digest(std::fs::read(&path).expect("read")));
            (path, digest)
        })
        .collect();
    all.sort();
    all
}

/// The report on the engine: C-3's gold is refused there and listed as an error; the other two
/// examples measure as on the SQLite bases.
fn measures_as_on_sqlite(dir: &Path, data: &Path, dbs: &Path, engine_dbs: &std::ffi::OsStr) {
    let lite = eval_json(dir, data, dbs, &[]);
    let other = eval_json(dir, data, dbs, &["--engine-dbs".as_ref(), engine_dbs]);
    assert_eq!(lite["errors"], serde_json::json!([]), "{lite}");
    let errors = other["errors"].as_array().expect("errors");
    assert_eq!(errors.len(), 1, "{errors:?}");
    let error = errors[0].to_string();
    assert!(
        error.contains("C-3") && error.contains("gold does not run"),
        "{error}"
    );
    assert_eq!(other["overall"]["n"], 2, "{other}");
    let lite_two = eval_json(dir, data, dbs, &["--limit".as_ref(), "2".as_ref()]);
    for field in ["either_in_topk", "both_in_topk", "top1_after_clarification"] {
        assert_eq!(
            other["overall"][field], lite_two["overall"][field],
            "{field}: {other} vs SQLite {lite_two}"
        );
    }
    assert!(
        other["overall"]["either_in_topk"].as_f64() > Some(0.0),
        "{other}"
    );
}

#[cfg(feature = "duckdb")]
#[test]
fn eval_measures_converted_examples_on_duckdb_as_on_sqlite() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (data, dbs) = benchmark(dir.path());
    let converted = dir.path().join("duck");
    convert(&data, &dbs, &converted, &[]);
    let (bases, files) = (hashes(&dbs), hashes(&converted));
    assert_eq!(files.len(), 3, "one DuckDB file per example: {files:?}");
    measures_as_on_sqlite(dir.path(), &data, &dbs, converted.as_os_str());
    assert_eq!(hashes(&dbs), bases, "the base databases are unchanged");
    assert_eq!(hashes(&converted), files, "the DuckDB files are unchanged");
}

#[test]
fn eval_measures_converted_examples_on_postgres_as_on_sqlite() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (data, dbs) = benchmark(dir.path());
    let scripts = dir.path().join("sql");
    convert(&data, &dbs, &scripts, &["--postgres"]);
    let pg = server();
    for id in ["C-1", "C-2", "C-3"] {
        pg.load(id, &scripts.join(format!("{id}.sql")));
    }
    let url = format!("postgres://postgres@127.0.0.1:{}/{{id}}", pg.port);
    measures_as_on_sqlite(dir.path(), &data, &dbs, url.as_ref());
    // A URL without the placeholder would measure one database for every example.
    let dir2 = tempfile::tempdir().expect("tempdir");
    qlarify(dir2.path())
        .args(["eval", "--lexical", "--data"])
        .arg(&data)
        .arg("--dbs")
        .arg(&dbs)
        .arg("--engine-dbs")
        .arg(pg.demo_url())
        .assert()
        .code(2)
        .stderr(predicates::str::contains("{id}"));
}

#[test]
fn eval_refuses_engine_dbs_that_is_not_a_directory() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (data, dbs) = benchmark(dir.path());
    qlarify(dir.path())
        .args(["eval", "--lexical", "--data"])
        .arg(&data)
        .arg("--dbs")
        .arg(&dbs)
        .arg("--engine-dbs")
        .arg(dir.path().join("nowhere"))
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "neither a directory nor a postgres:// URL",
        ));
}
