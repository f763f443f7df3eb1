//! Helpers shared by the hostile suite.
#![allow(dead_code)]

use assert_cmd::Command;
use std::path::{Path, PathBuf};

pub fn demo_db() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite")
}

/// The binary with configuration and data isolated in `state`.
pub fn qlarify(state: &Path) -> Command {
    let mut cmd = Command::cargo_bin("qlarify").expect("binary");
    cmd.env("QLARIFY_CONFIG_DIR", state.join("config"))
        .env("QLARIFY_DATA_DIR", state.join("data"))
        .env_remove("QLARIFY_LOG");
    cmd
}

/// A SQLite file built from `sql` in `dir`.
pub fn database(dir: &Path, name: &str, sql: &str) -> PathBuf {
    let path = dir.join(name);
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(sql).expect("fixture");
    path
}
