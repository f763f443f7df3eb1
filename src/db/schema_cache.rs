//! The schema kept on disk per database file, so a second question on a large database does
//! not read its catalog and sample values again.
//!
//! Owns: [`file_identity`] (the one notion of "these bytes have not changed" that every
//! per-file cache keys on: size and modification time of the file and of the write-ahead logs
//! SQLite (`-wal`) and DuckDB (`.wal`) keep beside it) and [`introspect_cached`]. Introspecting
//! a thousand tables runs thousands of catalog and sample statements (a fifth of a warm
//! question's time); their answer depends only on the file's bytes and the options, so it is
//! kept under `<data>/cache/schemas/` (`store::kept`'s files: a missing, damaged or stale one
//! reads as no cache), a failure to write one is logged and never fatal, and a database
//! without a file (a server) is read every time.
//! Must not touch: how a schema is read (the engines' `introspect`).

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::{DbResult, IntrospectOptions, SafeDb};
use crate::core::schema::Schema;
use crate::store::kept;

/// Bumped when [`Schema`]'s content or meaning changes.
const FORMAT: u32 = 3;

/// The identity of `file`'s bytes: its size and modification time, and those of the logs
/// beside it where committed changes may wait, hashed; `None` when the file cannot be looked at.
pub fn file_identity(file: &Path) -> Option<String> {
    let mut hasher = Sha256::new();
    let logs = ["-wal", ".wal"].map(|suffix| {
        let mut log = file.as_os_str().to_owned();
        log.push(suffix);
        PathBuf::from(log)
    });
    let meta = std::fs::metadata(file).ok()?;
    hasher.update(stamp(&meta).as_bytes());
    for log in &logs {
        match std::fs::metadata(log) {
            Ok(meta) => hasher.update(stamp(&meta).as_bytes()),
            Err(_) => hasher.update(b"|none"),
        }
    }
    Some(format!("{:x}", hasher.finalize()))
}

fn stamp(meta: &std::fs::Metadata) -> String {
    let modified = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    format!("|{}:{modified}", meta.len())
}

/// `db`'s schema read with `options`: from `cache_dir` when it holds this file's, else read
/// and kept there.
pub fn introspect_cached(
    db: &SafeDb,
    options: &IntrospectOptions,
    cache_dir: Option<&Path>,
) -> DbResult<Schema> {
    let place = cache_dir.zip(db.file()).and_then(|(dir, file)| {
        let identity = file_identity(file)?;
        let mut hasher = Sha256::new();
        hasher.update(file.to_string_lossy().as_bytes());
        hasher.update(format!("|{options:?}|{identity}").as_bytes());
        let key = format!("{:x}", hasher.finalize());
        Some((dir.join(format!("{}.json", &key[..32])), key))
    });
    if let Some((path, key)) = &place {
        if let Some(schema) = kept::read(path, FORMAT, key) {
            return Ok(schema);
        }
    }
    let schema = db.introspect(options)?;
    if let Some((path, key)) = place {
        if let Err(error) = kept::write(&path, FORMAT, &key, &schema) {
            tracing::warn!(path = %path.display(), %error, "schema not cached");
        }
    }
    Ok(schema)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::Limits;

    fn database(path: &Path, tables: &[&str]) {
        let conn = rusqlite::Connection::open(path).expect("create");
        for t in tables {
            conn.execute_batch(&format!(
                "CREATE TABLE IF NOT EXISTS {t}(id INTEGER PRIMARY KEY, name TEXT);
                 INSERT INTO {t}(name) VALUES ('x');"
            ))
            .expect("table");
        }
    }

    fn schema(db_path: &Path, cache: &Path) -> Schema {
        let db = SafeDb::open(db_path, Limits::default()).expect("open");
        introspect_cached(&db, &IntrospectOptions::default(), Some(cache)).expect("schema")
    }

    fn names(schema: &Schema) -> Vec<&str> {
        schema.tables.iter().map(|t| t.name.as_str()).collect()
    }

    #[test]
    fn a_second_read_comes_from_the_cache_and_a_write_reads_anew() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (db_path, cache) = (dir.path().join("d.sqlite"), dir.path().join("cache"));
        database(&db_path, &["a"]);
        let first = schema(&db_path, &cache);
        assert_eq!(names(&first), ["a"]);
        let stored: Vec<_> = std::fs::read_dir(&cache).expect("cache dir").collect();
        assert_eq!(stored.len(), 1);
        assert_eq!(schema(&db_path, &cache), first);
        // A new table changes the file's size: the cached schema is not used.
        database(&db_path, &["a", "b"]);
        assert_eq!(names(&schema(&db_path, &cache)), ["a", "b"]);
    }

    #[test]
    fn a_damaged_cache_file_is_read_past_and_replaced() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (db_path, cache) = (dir.path().join("d.sqlite"), dir.path().join("cache"));
        database(&db_path, &["a"]);
        schema(&db_path, &cache);
        for entry in std::fs::read_dir(&cache).expect("cache dir") {
            std::fs::write(entry.expect("entry").path(), b"{not json").expect("damage");
        }
        assert_eq!(names(&schema(&db_path, &cache)), ["a"]);
        for entry in std::fs::read_dir(&cache).expect("cache dir") {
            let bytes = std::fs::read(entry.expect("entry").path()).expect("read");
            assert!(serde_json::from_slice::<serde_json::Value>(&bytes).is_ok());
        }
    }

    #[test]
    fn the_identity_follows_the_write_ahead_log() {
        let dir = tempfile::tempdir().expect("tempdir");
        let db_path = dir.path().join("d.sqlite");
        database(&db_path, &["a"]);
        let before = file_identity(&db_path);
        assert!(before.is_some());
        let mut wal = db_path.as_os_str().to_owned();
        wal.push("-wal");
        std::fs::write(PathBuf::from(wal), b"pending").expect("wal");
        assert_ne!(file_identity(&db_path), before);
        assert_eq!(file_identity(&dir.path().join("missing.sqlite")), None);
    }
}
