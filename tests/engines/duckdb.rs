//! DuckDB: the demo (converted by `demo-db/convert.py`) answered as on SQLite, the schema read
//! the same, CSV and Parquet files queried in place, and the hostile suite — every statement
//! that would write, reach another file, load an extension or change a setting refused, and
//! not one byte of the files opened changed after all of them.

use super::compare::{demo_db, edges, qlarify, same_readings_and_answers, shape};
use qlarify::db::{DbError, IntrospectOptions, Limits, SafeDb, Value};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The demo in DuckDB form, written once per test run by the project's own converter (with the
/// Python duckdb package `make duckdb` installs), again whenever the demo or converter changed.
fn demo_duckdb() -> &'static Path {
    static DEMO: OnceLock<PathBuf> = OnceLock::new();
    DEMO.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let dir = root.join("target/engines-test");
        std::fs::create_dir_all(&dir).expect("dir");
        let out = dir.join("demo.duckdb");
        let newest_input = ["demo-db/demo.sqlite", "demo-db/convert.py"]
            .iter()
            .filter_map(|p| {
                std::fs::metadata(root.join(p))
                    .and_then(|m| m.modified())
                    .ok()
            })
            .max();
        let fresh = std::fs::metadata(&out)
            .and_then(|m| m.modified())
            .is_ok_and(|made| newest_input.is_some_and(|input| made > input));
        if !fresh {
            let _ = std::fs::remove_file(&out);
            let pythonpath = std::env::var("QLARIFY_DUCKDB_PYTHONPATH")
                .unwrap_or_else(|_| root.join("target/pylib-duckdb").display().to_string());
            let status = std::process::Command::new("python3")
                .arg(root.join("demo-db/convert.py"))
                .arg("duckdb")
                .arg(&out)
                .env("PYTHONPATH", pythonpath)
                .status()
                .expect("python3 runs");
            assert!(
                status.success(),
                "demo-db/convert.py duckdb failed: run `make duckdb` (it installs the Python \
                 duckdb package the converter needs)"
            );
        }
        out
    })
}

fn sha256_of(path: &Path) -> String {
    let bytes = std::fs::read(path).expect("read");
    format!("{:x}", Sha256::digest(bytes))
}

/// Every file under `dir` with its hash: what "nothing changed" means for files.
fn files_and_hashes(dir: &Path) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("list")
        .flatten()
        .map(|e| {
            let path = e.path();
            (path.display().to_string(), sha256_of(&path))
        })
        .collect();
    out.sort();
    out
}

/// A directory with people (CSV), orders (TSV) and scores (Parquet, written by DuckDB itself).
fn data_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("dir");
    std::fs::write(
        dir.path().join("people.csv"),
        "id,name,city,joined\n1,Ann,Lyon,2024-01-05\n2,Bob,Oslo,2023-12-31\n3,Cid,Lyon,2022-06-01\n",
    )
    .expect("csv");
    std::fs::write(
        dir.path().join("orders.tsv"),
        "id\tperson_id\tamount\n1\t1\t9.5\n2\t1\t3\n3\t2\t4.25\n4\t3\t10\n",
    )
    .expect("tsv");
    let writer = duckdb::Connection::open_in_memory().expect("duckdb");
    let parquet = dir.path().join("scores.parquet");
    writer
        .execute_batch(&format!(
            "COPY (SELECT i AS person_id, i * 1.5 AS score FROM range(1, 4) t(i)) \
             TO '{}' (FORMAT parquet)",
            parquet.display()
        ))
        .expect("parquet");
    dir
}

#[test]
fn the_schema_reads_as_it_does_from_the_sqlite_file() {
    let duck = SafeDb::open(demo_duckdb(), Limits::default()).expect("opens");
    let lite = SafeDb::open(&demo_db(), Limits::default()).expect("opens");
    let options = IntrospectOptions::default();
    let (d, s) = (
        duck.introspect(&options).expect("duckdb"),
        lite.introspect(&options).expect("sqlite"),
    );
    assert_eq!(d.engine, qlarify::core::engine::Engine::Duckdb);
    let ((d_tables, d_keys), (s_tables, s_keys)) = (shape(&d), shape(&s));
    assert_eq!(d_tables, s_tables);
    // DuckDB declares a foreign key only to a table that already exists, so of each cycle
    // (employees <-> curr_dept, employees <-> dept_2022) the converter must drop one key.
    let missing: Vec<&String> = s_keys.iter().filter(|k| !d_keys.contains(k)).collect();
    assert_eq!(
        missing,
        [
            "curr_dept.head_emp_id->employees.emp_id",
            "employees.dept_2022_id->dept_2022.dept_id"
        ]
    );
    assert!(d_keys.iter().all(|k| s_keys.contains(k)), "{d_keys:?}");
    assert!(d
        .tables
        .iter()
        .flat_map(|t| &t.columns)
        .any(|c| !c.samples.is_empty()));
    let again = duck.introspect(&options).expect("again");
    assert_eq!(d.fingerprint(), again.fingerprint());
}

#[test]
fn the_demo_questions_give_the_same_readings_and_answers_on_sqlite_and_duckdb() {
    let (same_top, compared) = same_readings_and_answers(&demo_duckdb().to_string_lossy());
    assert!(compared >= 60, "only {compared} readings compared");
    assert!(
        same_top >= 35,
        "the top reading is the same on only {same_top} questions"
    );
}

#[test]
fn statements_that_write_or_reach_outside_are_refused_and_no_file_changes() {
    let state = tempfile::tempdir().expect("state");
    // A copy, so the hashes before and after are of a file only this test opens.
    let copy_dir = tempfile::tempdir().expect("dir");
    let demo = copy_dir.path().join("demo.duckdb");
    std::fs::copy(demo_duckdb(), &demo).expect("copy");
    let data = data_dir();
    let outside = copy_dir.path().join("pwned");
    let before = (
        files_and_hashes(copy_dir.path()),
        files_and_hashes(data.path()),
    );
    let outside_text = outside.display().to_string();
    let refused = [
        "DELETE FROM employees".to_string(),
        "UPDATE employees SET salary = 0".into(),
        "INSERT INTO employees SELECT * FROM employees".into(),
        "DROP TABLE employees".into(),
        "CREATE TABLE x AS SELECT 1".into(),
        "ALTER TABLE employees ADD COLUMN x INT".into(),
        format!("COPY employees TO '{outside_text}'"),
        format!("EXPORT DATABASE '{outside_text}'"),
        format!("ATTACH '{outside_text}.db' AS other"),
        "INSTALL httpfs".into(),
        "LOAD httpfs".into(),
        "SET enable_external_access = true".into(),
        "RESET lock_configuration".into(),
        "PRAGMA enable_profiling".into(),
        "CALL pragma_version()".into(),
        "CHECKPOINT".into(),
        "BEGIN TRANSACTION".into(),
        "SELECT 1; DELETE FROM employees".into(),
        "EXPLAIN ANALYZE DELETE FROM employees".into(),
        "SELECT * FROM query('DELETE FROM employees')".into(),
        "SELECT * FROM read_csv('/etc/hostname')".into(),
        "SELECT * FROM read_text('/etc/hostname')".into(),
        "SELECT * FROM glob('/etc/*')".into(),
        format!("SELECT * FROM '{outside_text}.csv'"),
        "SELECT * FROM read_parquet('https://example.com/x.parquet')".into(),
        "SELECT nextval('seq')".into(),
    ];
    for target in [
        demo.display().to_string(),
        data.path().display().to_string(),
    ] {
        for sql in &refused {
            let out = qlarify(state.path())
                .args(["--db", &target, "run", sql])
                .output()
                .expect("runs");
            assert_eq!(
                out.status.code(),
                Some(2),
                "{target}: {sql}: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    assert!(!outside.exists());
    assert_eq!(
        (
            files_and_hashes(copy_dir.path()),
            files_and_hashes(data.path())
        ),
        before
    );
}

#[test]
fn a_slow_statement_times_out_and_a_running_one_is_cancelled() {
    let state = tempfile::tempdir().expect("state");
    let slow = "SELECT sum(hash(i)) FROM range(100000000000) t(i)";
    let started = Instant::now();
    qlarify(state.path())
        .args(["--db"])
        .arg(demo_duckdb())
        .args(["run", "--timeout-ms", "300", slow])
        .assert()
        .code(1)
        .stderr(predicates::str::contains("timed out"));
    assert!(started.elapsed() < Duration::from_secs(15));

    let db = SafeDb::open(demo_duckdb(), Limits::default()).expect("opens");
    let cancel = db.cancel_handle();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        cancel.cancel();
    });
    let started = Instant::now();
    let outcome = db.query_capped(slow, 10);
    canceller.join().expect("joins");
    assert!(matches!(outcome, Err(DbError::Cancelled)), "{outcome:?}");
    assert!(started.elapsed() < Duration::from_secs(15));
    let after = db.query_capped("SELECT 1", 10).expect("usable again");
    assert_eq!(after.rows, vec![vec![Value::Integer(1)]]);
}

#[test]
fn rows_stream_in_pages_under_the_row_cap_in_the_query_order() {
    let db = SafeDb::open(demo_duckdb(), Limits::default()).expect("opens");
    let mut query = db
        .prepare("SELECT g, g::VARCHAR || 'x', g / 2 FROM range(5000, 0, -1) t(g) ORDER BY g DESC;")
        .expect("prepares");
    assert!(query.ordered());
    assert_eq!(query.columns().len(), 3);
    let mut pages = query.pages(1000, Some(2500)).expect("starts");
    let mut sizes = Vec::new();
    let mut last = None;
    while let Some(page) = pages.next_page().expect("page") {
        sizes.push(page.rows.len());
        last = page.rows.last().cloned();
    }
    assert_eq!(sizes, vec![1000, 1000, 500]);
    assert!(pages.truncated());
    assert_eq!(
        last,
        Some(vec![
            Value::Integer(2501),
            Value::Text("2501x".into()),
            Value::Real(1250.5)
        ])
    );
}

/// DuckDB's types read as the other engines read theirs: integers (a `SUM`'s `HUGEINT`, a
/// decimal without fraction) as integers, booleans 0/1, dates and times as ISO text.
#[test]
fn values_read_as_on_the_other_engines() {
    let db = SafeDb::open(demo_duckdb(), Limits::default()).expect("opens");
    let result = db
        .query_capped(
            "SELECT 7::TINYINT, sum(i), 1.50::DECIMAL(5,2), 3::DECIMAL(10,0), true, \
             DATE '2024-02-29', TIMESTAMP '2024-01-02 03:04:05.5', TIME '01:02:03', \
             'x'::BLOB, [1, 2], NULL, 'é' FROM range(4) t(i)",
            10,
        )
        .expect("runs");
    assert_eq!(
        result.rows,
        vec![vec![
            Value::Integer(7),
            Value::Integer(6),
            Value::Real(1.5),
            Value::Integer(3),
            Value::Integer(1),
            Value::Text("2024-02-29".into()),
            Value::Text("2024-01-02 03:04:05.5".into()),
            Value::Text("01:02:03".into()),
            Value::Blob(b"x".to_vec()),
            Value::Text("[1, 2]".into()),
            Value::Null,
            Value::Text("é".into()),
        ]]
    );
}

/// A directory of CSV, TSV and Parquet files is a database of one table per file, joined in
/// place; a question about it is answered by the built-in generator; the files never change.
#[test]
fn data_files_are_tables_queried_in_place() {
    let state = tempfile::tempdir().expect("state");
    let data = data_dir();
    let before = files_and_hashes(data.path());
    let db = SafeDb::open(data.path(), Limits::default()).expect("opens");
    let schema = db
        .introspect(&IntrospectOptions::default())
        .expect("schema");
    let mut tables: Vec<(String, Option<u64>, bool)> = schema
        .tables
        .iter()
        .map(|t| (t.name.clone(), t.row_count, t.view_sql.is_some()))
        .collect();
    tables.sort();
    assert_eq!(
        tables,
        vec![
            ("orders".to_string(), Some(4), false),
            ("people".to_string(), Some(3), false),
            ("scores".to_string(), Some(3), false),
        ]
    );
    let joined = db
        .query_capped(
            "SELECT p.name, sum(o.amount), max(s.score) FROM people p \
             JOIN orders o ON o.person_id = p.id JOIN scores s ON s.person_id = p.id \
             GROUP BY p.name ORDER BY p.name",
            10,
        )
        .expect("joins");
    assert_eq!(
        joined.rows,
        vec![
            vec![
                Value::Text("Ann".into()),
                Value::Real(12.5),
                Value::Real(1.5)
            ],
            vec![
                Value::Text("Bob".into()),
                Value::Real(4.25),
                Value::Real(3.0)
            ],
            vec![
                Value::Text("Cid".into()),
                Value::Real(10.0),
                Value::Real(4.5)
            ],
        ]
    );
    // One file on its own is a database too.
    let one = SafeDb::open(&data.path().join("people.csv"), Limits::default()).expect("opens");
    let count = one
        .query_capped("SELECT count(*) FROM people WHERE city = 'Lyon'", 10)
        .expect("runs");
    assert_eq!(count.rows, vec![vec![Value::Integer(2)]]);

    let out = qlarify(state.path())
        .args(["--db"])
        .arg(data.path())
        .args([
            "ask",
            "--json",
            "--lexical",
            "How many people are in each city?",
        ])
        .output()
        .expect("asks");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let top = json["candidates"][0]["sql"].as_str().expect("a reading");
    let answer = db.query_capped(top, 10).expect("the top reading runs");
    let mut rows: Vec<String> = answer.rows.iter().map(|r| format!("{r:?}")).collect();
    rows.sort();
    assert_eq!(rows.len(), 2, "{top}: {rows:?}");
    assert!(
        rows.iter()
            .any(|r| r.contains("Lyon") && r.contains("Integer(2)")),
        "{top}: {rows:?}"
    );
    // A year said of a DATE column (CSV dates are typed): "joined in 2023" names the year of
    // the joining date, which DuckDB reads from the date (its text form, which DuckDB matches
    // only when asked to, would do as well): the reading runs and finds the one 2023 row.
    let out = qlarify(state.path())
        .args(["--db"])
        .arg(data.path())
        .args([
            "ask",
            "--json",
            "--lexical",
            "How many people joined in 2023?",
        ])
        .output()
        .expect("asks");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let top = json["candidates"][0]["sql"].as_str().expect("a reading");
    assert!(
        top.contains("EXTRACT(YEAR FROM joined)") || top.contains("CAST(joined AS TEXT)"),
        "{top}"
    );
    let answer = db.query_capped(top, 10).expect("the year reading runs");
    assert_eq!(answer.rows.len(), 1, "{top}");
    assert!(
        answer.rows[0].contains(&Value::Integer(1)),
        "{top}: {:?}",
        answer.rows
    );
    // "per year" of a DATE column groups by the year DuckDB reads from it.
    let out = qlarify(state.path())
        .args(["--db"])
        .arg(data.path())
        .args(["ask", "--json", "--lexical", "number of people per year"])
        .output()
        .expect("asks");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let top = json["candidates"][0]["sql"].as_str().expect("a reading");
    assert!(top.contains("EXTRACT(YEAR FROM joined)"), "{top}");
    let answer = db.query_capped(top, 10).expect("the yearly reading runs");
    assert_eq!(answer.rows.len(), 3, "{top}: {:?}", answer.rows);
    drop((db, one));
    assert_eq!(files_and_hashes(data.path()), before);
}

#[test]
fn what_is_not_a_database_says_why() {
    let state = tempfile::tempdir().expect("state");
    let empty = tempfile::tempdir().expect("dir");
    qlarify(state.path())
        .args(["--db"])
        .arg(empty.path())
        .args(["run", "SELECT 1"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("no .csv, .tsv or .parquet file"));
    qlarify(state.path())
        .args(["--db"])
        .arg(empty.path().join("missing.duckdb"))
        .args(["run", "SELECT 1"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("cannot open"));
}

/// A lookup exported as files: the candidates' `cand_pty_affiliation` holds only the lookup's
/// `pty_cd` values, so the two join although no name says so; `cand_pty_note` holds other
/// values and joins nothing.
#[test]
fn a_code_column_of_an_export_joins_the_lookup_that_holds_its_values() {
    let dir = tempfile::tempdir().expect("dir");
    std::fs::write(
        dir.path().join("pty_ref.csv"),
        "pty_cd,pty_desc\nDEM,Democratic\nREP,Republican\nGRE,Green\n",
    )
    .expect("csv");
    std::fs::write(
        dir.path().join("cand.csv"),
        "cand_id,cand_pty_affiliation,cand_pty_note\nC1,DEM,x\nC2,REP,y\nC3,DEM,z\n",
    )
    .expect("csv");
    let db = SafeDb::open(dir.path(), Limits::default()).expect("opens");
    let schema = db
        .introspect(&IntrospectOptions::default())
        .expect("schema");
    assert_eq!(edges(&schema), ["cand.cand_pty_affiliation>pty_ref.pty_cd"]);
}
