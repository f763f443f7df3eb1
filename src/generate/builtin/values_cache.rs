//! The value index kept on disk, so a second question on a large database reads no values.
//!
//! Owns: [`ValueSource`] (where an index comes from: a cache file or the database), the cache
//! key and the file format. Reading distinct values costs up to the load budget on every
//! start (1.5 s on a five-million-row table); the index depends only on the data, so it is
//! kept per database under `<data>/cache/values/`. The key is the schema fingerprint and the
//! file's identity ([`file_identity`]: size and modification time of the file and its logs), so a changed
//! schema or any write to the data builds it anew. A missing, damaged or stale file reads as
//! no cache: the file is never the only copy of anything. In-memory copies (the benchmark's
//! modified schemas) have no file and are never cached.
//! Must not touch: what the index holds (`values.rs`).

use super::values::{Loaded, Rows, ValueIndex};
use crate::core::schema::Schema;
use crate::db::{file_identity, SafeDb};
use crate::store::kept;
use sha2::{Digest, Sha256};
use std::path::Path;
use std::time::Duration;

/// Bumped when [`ValueIndex`]'s content or meaning changes (2: kept with its completeness;
/// 3: the latest date of each date column; 4: the codes of lookup tables' descriptions;
/// 6: how year-last dates are written; 7: how a code column reads its descriptions; 9: whether
/// a column's values repeat over its rows; 10: how a code column writes whole numbers).
const FORMAT: u32 = 10;

/// Where a value index comes from.
#[derive(Debug, Clone, Copy)]
pub struct ValueSource<'a> {
    pub db: &'a SafeDb,
    /// The cache directory; `None` reads the database every time.
    pub cache_dir: Option<&'a Path>,
}

/// What is kept: the index, and whether every column was read whole (see
/// [`ValueSource::complete`]).
#[derive(serde::Serialize, serde::Deserialize)]
struct Stored {
    complete: bool,
    index: ValueIndex,
}

impl<'a> ValueSource<'a> {
    /// Read from `db` every time.
    pub fn uncached(db: &'a SafeDb) -> Self {
        ValueSource {
            db,
            cache_dir: None,
        }
    }

    /// The index of `schema`'s values: from the cache when it holds this data's, else read
    /// within `budget` (large tables from their first rows) and kept (a failure to keep it is
    /// logged, never fatal).
    pub fn index(&self, schema: &Schema, budget: Duration) -> ValueIndex {
        let place = self.place(schema);
        if let Some((path, key)) = &place {
            if let Some(stored) = read(path, key) {
                return stored.index;
            }
        }
        let loaded = ValueIndex::from_db_rows(self.db, schema, budget, Rows::FirstRows);
        if let Some((path, key)) = place {
            if let Err(error) = write(&path, &key, &loaded) {
                tracing::warn!(path = %path.display(), %error, "value index not cached");
            }
        }
        loaded.index
    }

    /// Complete the kept index: when it was read from large tables' first rows (or cut short),
    /// read every table whole within `budget` and keep that instead, so the next question on
    /// this database finds every value. Meant for the background (the TUI runs it once the
    /// database is open); true when it kept a completed index. A database without a cache
    /// directory or file has nothing to complete.
    pub fn complete(&self, schema: &Schema, budget: Duration) -> bool {
        let Some((path, key)) = self.place(schema) else {
            return false;
        };
        // Only the flag is wanted: the index is skipped over, not built (the TUI asks on every
        // open, just after the index itself was read).
        #[derive(serde::Deserialize)]
        struct Completeness {
            complete: bool,
        }
        if kept::read::<Completeness>(&path, FORMAT, &key).is_some_and(|kept| kept.complete) {
            return false;
        }
        let loaded = ValueIndex::from_db_rows(self.db, schema, budget, Rows::Whole);
        if !loaded.complete {
            return false;
        }
        match write(&path, &key, &loaded) {
            Ok(()) => true,
            Err(error) => {
                tracing::warn!(path = %path.display(), %error, "completed value index not cached");
                false
            }
        }
    }

    /// The cache file for `schema`'s values and its key, when there is a cache and a file.
    fn place(&self, schema: &Schema) -> Option<(std::path::PathBuf, String)> {
        self.cache_dir.zip(self.db.file()).and_then(|(dir, file)| {
            let key = cache_key(&schema.fingerprint(), file)?;
            Some((dir.join(format!("{}.json", &key[..32])), key))
        })
    }
}

/// The schema fingerprint and the identity of the file's bytes ([`file_identity`]), hashed;
/// `None` when the file cannot be looked at.
fn cache_key(fingerprint: &str, file: &Path) -> Option<String> {
    let mut hasher = Sha256::new();
    hasher.update(fingerprint.as_bytes());
    hasher.update(file_identity(file)?.as_bytes());
    Some(format!("{:x}", hasher.finalize()))
}

fn read(path: &Path, key: &str) -> Option<Stored> {
    kept::read(path, FORMAT, key)
}

fn write(path: &Path, key: &str, loaded: &Loaded) -> std::io::Result<()> {
    /// [`Stored`], borrowed: an index of a large database is not copied to be written.
    #[derive(serde::Serialize)]
    struct Keep<'a> {
        complete: bool,
        index: &'a ValueIndex,
    }
    let keep = Keep {
        complete: loaded.complete,
        index: &loaded.index,
    };
    kept::write(path, FORMAT, key, &keep)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::{IntrospectOptions, Limits};

    fn database(path: &Path, values: &[&str]) {
        let conn = rusqlite::Connection::open(path).expect("create");
        conn.execute_batch("CREATE TABLE IF NOT EXISTS c(id INTEGER PRIMARY KEY, name TEXT)")
            .expect("table");
        for v in values {
            conn.execute("INSERT INTO c(name) VALUES (?1)", [v])
                .expect("row");
        }
    }

    fn index(db_path: &Path, cache: &Path) -> ValueIndex {
        let db = SafeDb::open(db_path, Limits::default()).expect("open");
        let schema = db
            .introspect(&IntrospectOptions::default())
            .expect("schema");
        ValueSource {
            db: &db,
            cache_dir: Some(cache),
        }
        .index(&schema, Duration::from_secs(5))
    }

    fn has(index: &ValueIndex, value: &str) -> bool {
        let schema = Schema {
            tables: vec![crate::core::schema::Table::with_columns(
                "c",
                &["id", "name"],
                &["id"],
            )],
            ..Schema::default()
        };
        !index.find(value, &schema).is_empty()
    }

    #[test]
    fn a_second_open_reads_the_kept_index_and_a_write_builds_it_anew() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (db, cache) = (dir.path().join("d.sqlite"), dir.path().join("cache"));
        database(&db, &["Lisbon", "Porto"]);
        let first = index(&db, &cache);
        assert!(has(&first, "Porto"));
        let files: Vec<_> = std::fs::read_dir(&cache)
            .expect("cache")
            .flatten()
            .collect();
        assert_eq!(files.len(), 1);

        // The kept file is what a second open uses (damaged on purpose: it must be read).
        let kept = files[0].path();
        let text = std::fs::read_to_string(&kept).expect("kept");
        let edited = text.replace("Porto", "Faro").replace("porto", "faro");
        std::fs::write(&kept, edited).expect("edit");
        assert!(has(&index(&db, &cache), "Faro"));

        // A write to the data changes the key: the values are read again.
        std::thread::sleep(Duration::from_millis(20));
        database(&db, &["Braga"]);
        let fresh = index(&db, &cache);
        assert!(has(&fresh, "Braga") && has(&fresh, "Porto") && !has(&fresh, "Faro"));
    }

    #[test]
    fn a_damaged_cache_file_reads_as_none() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (db, cache) = (dir.path().join("d.sqlite"), dir.path().join("cache"));
        database(&db, &["Lisbon"]);
        index(&db, &cache);
        for file in std::fs::read_dir(&cache).expect("cache").flatten() {
            std::fs::write(file.path(), b"{not json").expect("damage");
        }
        assert!(has(&index(&db, &cache), "Lisbon"));
    }

    /// A table larger than the checks' sample is indexed from its first rows for the question
    /// that waits; completing reads it whole, keeps that, and the next open finds the value
    /// past the first rows. Completing a complete index does nothing.
    #[test]
    fn completing_reads_large_tables_whole_and_keeps_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (db_path, cache) = (dir.path().join("d.sqlite"), dir.path().join("cache"));
        let conn = rusqlite::Connection::open(&db_path).expect("create");
        conn.execute_batch(&format!(
            "CREATE TABLE c(id INTEGER PRIMARY KEY, name TEXT);
             WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {})
             INSERT INTO c(name) SELECT CASE i % 4 WHEN 0 THEN 'Lisbon' WHEN 1 THEN 'Porto'
                 WHEN 2 THEN 'Faro' ELSE 'Evora' END FROM n;
             INSERT INTO c(name) VALUES ('Braga');",
            crate::db::SAMPLE_ROWS + 10
        ))
        .expect("rows");
        drop(conn);
        assert!(!has(&index(&db_path, &cache), "Braga"));
        let db = SafeDb::open(&db_path, Limits::default()).expect("open");
        let schema = db
            .introspect(&IntrospectOptions::default())
            .expect("schema");
        let source = ValueSource {
            db: &db,
            cache_dir: Some(&cache),
        };
        assert!(source.complete(&schema, Duration::from_secs(30)));
        assert!(has(&index(&db_path, &cache), "Braga"));
        assert!(!source.complete(&schema, Duration::from_secs(30)));
    }
}
