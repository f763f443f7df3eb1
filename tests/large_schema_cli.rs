//! End-to-end on a schema large enough to be pruned: `qlarify ask` reads the question's
//! neighbourhood, keeps the database's schema, values and (with the local model) the names it
//! embedded under the data directory, answers the same from those caches as without them, and
//! reads the database anew once it is written to.
#![allow(clippy::expect_used)] // helpers outside #[test] fns are test code too

use assert_cmd::Command;
use qlarify::embed::ModelPaths;
use qlarify::store::Dirs;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

/// `orders → customer`, and 58 tables no question here names.
fn wide_database(path: &Path) {
    let conn = rusqlite::Connection::open(path).expect("create");
    let mut sql = String::from(
        "CREATE TABLE customer(id INTEGER PRIMARY KEY, name TEXT, region TEXT);
         CREATE TABLE orders(id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customer(id), amount REAL);
         INSERT INTO customer VALUES (1, 'Ann', 'North'), (2, 'Bo', 'South');
         INSERT INTO orders VALUES (1, 1, 10.0), (2, 1, 5.0), (3, 2, 7.5);",
    );
    for i in 0..58 {
        sql.push_str(&format!(
            "CREATE TABLE archive_{i}(id INTEGER PRIMARY KEY, label TEXT, flag INTEGER);
             INSERT INTO archive_{i} VALUES (1, 'x{i}', 0);"
        ));
    }
    conn.execute_batch(&sql).expect("schema");
}

/// A data directory of its own (so caches start empty), with the installed model linked in
/// when there is one.
fn data_dir(root: &Path) -> PathBuf {
    let data = root.join("data");
    std::fs::create_dir_all(&data).expect("data dir");
    let installed = Dirs::resolve()
        .ok()
        .map(|d| d.data)
        .filter(|d| ModelPaths::new(d).check_installed().is_ok());
    if let Some(models) = installed.map(|d| d.join("models")) {
        #[cfg(unix)]
        std::os::unix::fs::symlink(models, data.join("models")).expect("link the model");
    }
    data
}

/// `qlarify ask` on `db` with config and data directories of the test's own.
fn ask_command(root: &Path, data: &Path, db: &Path, question: &str) -> Command {
    let mut command = Command::cargo_bin("qlarify").expect("binary");
    command
        .env("QLARIFY_CONFIG_DIR", root.join("config"))
        .env("QLARIFY_DATA_DIR", data)
        .args(["ask", "--db"])
        .arg(db)
        .arg(question);
    command
}

fn ask(root: &Path, data: &Path, db: &Path, question: &str) -> String {
    let output = ask_command(root, data, db, question)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("utf-8")
}

fn files_in(dir: &Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |entries| entries.count())
}

#[test]
fn a_pruned_schema_is_cached_answers_the_same_and_follows_writes() {
    let root = TempDir::new().expect("tempdir");
    let db = root.path().join("wide.sqlite");
    wide_database(&db);
    let data = data_dir(root.path());
    let question = "total amount per customer region";

    let cold = ask(root.path(), &data, &db, question);
    let first = cold
        .lines()
        .find(|l| l.trim_start().starts_with("1."))
        .expect("a first reading");
    assert!(
        first.contains("orders") && first.contains("customer") && first.contains("region"),
        "{cold}"
    );
    let cache = data.join("cache");
    assert_eq!(files_in(&cache.join("schemas")), 1);
    assert_eq!(files_in(&cache.join("values")), 1);
    if data.join("models").exists() {
        assert_eq!(files_in(&cache.join("embeddings")), 1);
    }

    let warm = ask(root.path(), &data, &db, question);
    assert_eq!(warm, cold, "the caches changed the answer");

    // A write changes the file's identity: the new table is read, not the cached schema.
    let conn = rusqlite::Connection::open(&db).expect("open to write");
    conn.execute_batch(
        "CREATE TABLE shipment(id INTEGER PRIMARY KEY, weight REAL);
         INSERT INTO shipment VALUES (1, 2.5), (2, 4.0);",
    )
    .expect("write");
    drop(conn);
    let after = ask(root.path(), &data, &db, "total weight of all shipments");
    assert!(after.contains("shipment"), "{after}");
    assert_eq!(files_in(&cache.join("schemas")), 2);
}

/// Every file under `dir`, at any depth.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path.clone());
            }
            found.push(path);
        }
    }
    found
}

/// ONNX Runtime (1.29 and later) starts a telemetry store under the home directory unless told
/// not to before it initialises; the binary tells it so itself, whatever the caller's
/// environment says.
#[test]
fn the_model_runtime_writes_nothing_under_home() {
    let root = TempDir::new().expect("tempdir");
    let db = root.path().join("wide.sqlite");
    wide_database(&db);
    let data = data_dir(root.path());
    if !data.join("models").exists() {
        assert_ne!(
            std::env::var("QLARIFY_REQUIRE_MODEL").as_deref(),
            Ok("1"),
            "QLARIFY_REQUIRE_MODEL=1 but the embedding model is not installed"
        );
        eprintln!("NOTICE: embedding model not installed; runtime telemetry test skipped");
        return;
    }
    let home = root.path().join("home");
    std::fs::create_dir_all(&home).expect("home");
    let output = ask_command(root.path(), &data, &db, "total amount per customer region")
        .env("HOME", &home)
        .env("XDG_CACHE_HOME", home.join(".cache"))
        .env_remove("ORT_DISABLE_TELEMETRY")
        .env_remove("ORT_TELEMETRY_DISABLED")
        .output()
        .expect("runs");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        files_in(&data.join("cache").join("embeddings")),
        1,
        "the model ran"
    );
    assert_eq!(files_under(&home), Vec::<PathBuf>::new());
}
