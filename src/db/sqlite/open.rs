//! Opening guarded connections: read-only files, and in-memory copies with setup applied.
//!
//! Owns: [`SqliteDb`] (a connection with the read-only policy, limits, progress handler and
//! authorizer installed, under the port's [`Limits`]), the URI used to open files read-only, and
//! [`copy_with_setup`], the one place where SQL may write — to an in-memory copy, never a file.
//! Must not touch: statement execution (`exec.rs`) or the policy itself (`guard.rs`).

use super::guard::{authorizer, Denials};
use super::watch::{SqliteCancel, Watch, Watchdog, PROGRESS_OPS};
use crate::db::Limits;
use crate::db::{DbError, DbResult};
use rusqlite::backup::Backup;
use rusqlite::config::DbConfig;
use rusqlite::limits::Limit;
use rusqlite::{Connection, OpenFlags};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// A SQLite connection that only reads: opened read-only with `query_only`, an authorizer that
/// denies every write, one statement at a time, a time budget, cancel, and size limits.
pub(crate) struct SqliteDb {
    pub(crate) conn: Connection,
    pub(crate) watch: Arc<Watch>,
    pub(crate) denials: Denials,
    pub(crate) limits: Limits,
    label: String,
    /// The file read, when it is one (not an in-memory copy).
    file: Option<std::path::PathBuf>,
}

impl std::fmt::Debug for SqliteDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteDb")
            .field("label", &self.label)
            .field("limits", &self.limits)
            .finish()
    }
}

impl SqliteDb {
    /// Open the SQLite file at `path` read-only. Fails with [`DbError::Open`] when the file is
    /// missing or is not a SQLite database. Never creates, writes or locks-for-writing the file.
    pub fn open(path: &Path, limits: Limits) -> DbResult<Self> {
        let conn = open_read_only(path)?;
        let mut db = Self::guard(conn, path.display().to_string(), limits)?;
        db.file = Some(path.to_path_buf());
        Ok(db)
    }

    /// An in-memory copy of the database at `base` with `setup` applied to the copy (AmbiQT's
    /// modified schemas), then guarded like [`SqliteDb::open`]. The file is only ever read.
    pub fn open_modified(base: &Path, setup: &[String], limits: Limits) -> DbResult<Self> {
        let conn = copy_with_setup(base, setup)?;
        Self::guard(conn, format!("{} (modified copy)", base.display()), limits)
    }

    /// Install the read-only policy on `conn`: limits, `query_only`, defensive mode, the
    /// progress handler and the authorizer, in that order (the authorizer would deny the
    /// pragmas that set up the others).
    fn guard(mut conn: Connection, label: String, limits: Limits) -> DbResult<Self> {
        let open_error = |e: rusqlite::Error| DbError::Open {
            path: label.clone(),
            reason: e.to_string(),
        };
        conn.set_limit(Limit::SQLITE_LIMIT_LENGTH, limits.max_value_bytes)
            .map_err(open_error)?;
        conn.set_limit(Limit::SQLITE_LIMIT_SQL_LENGTH, limits.max_sql_bytes)
            .map_err(open_error)?;
        conn.set_limit(Limit::SQLITE_LIMIT_ATTACHED, 0)
            .map_err(open_error)?;
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_DEFENSIVE, true)
            .map_err(open_error)?;
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_TRUSTED_SCHEMA, false)
            .map_err(open_error)?;
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_WRITABLE_SCHEMA, false)
            .map_err(open_error)?;
        // Sorts, DISTINCT and GROUP BY spill to temp files on disk by default (unlinked, so
        // invisible: 2.4 GB from one 40-row query). In memory they count against the heap
        // limit below and stop with a clear error instead.
        conn.execute_batch("PRAGMA temp_store = MEMORY; PRAGMA query_only = 1")
            .map_err(open_error)?;
        if let Some(bytes) = limits.heap_limit_bytes {
            conn.query_row(&format!("PRAGMA hard_heap_limit = {bytes}"), [], |_| Ok(()))
                .map_err(open_error)?;
        }
        // Reading the schema here turns "file is not a database" into an open error, and a
        // lock or a hot journal into a transient one.
        conn.query_row("SELECT count(*) FROM sqlite_schema", [], |_| Ok(()))
            .map_err(|e| {
                if transient(&e) {
                    unavailable(&label, &e)
                } else {
                    open_error(e)
                }
            })?;

        let watch = Arc::new(Watch::default());
        Watchdog::start(&watch, conn.get_interrupt_handle());
        let handler_watch = Arc::clone(&watch);
        conn.progress_handler(PROGRESS_OPS, Some(move || handler_watch.should_stop()))
            .map_err(open_error)?;
        let denials = Denials::default();
        conn.authorizer(Some(authorizer(denials.clone())))
            .map_err(open_error)?;
        Ok(Self {
            conn,
            watch,
            denials,
            limits,
            label,
            file: None,
        })
    }

    /// A handle that cancels this connection's running query from another thread.
    pub fn cancel_handle(&self) -> SqliteCancel {
        SqliteCancel::new(Arc::clone(&self.watch), self.conn.get_interrupt_handle())
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The database file, when one was opened (an in-memory copy has none).
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// What was opened (the path), for messages.
    pub fn label(&self) -> &str {
        &self.label
    }
}

/// `file://` URI for `path` with `mode=ro` (and `immutable=1` when asked): the absolute path,
/// percent-encoded so `?`, `#` and `%` in file names cannot turn into URI parameters.
fn read_only_uri(path: &Path, immutable: bool) -> String {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut uri = String::from("file://");
    for &b in absolute.as_os_str().as_encoded_bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~".contains(&b) {
            uri.push(char::from(b));
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri.push_str("?mode=ro");
    if immutable {
        uri.push_str("&immutable=1");
    }
    uri
}

/// True for a database in WAL mode (header bytes 18 and 19, the write and read versions, are
/// 2); false when it is not, or cannot be read here (SQLite will say why).
fn is_wal(path: &Path) -> bool {
    use std::io::Read;
    let mut header = [0u8; 20];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut header))
        .is_ok_and(|()| header[18] == 2 && header[19] == 2)
}

/// Whether to open `path` with `immutable=1`. A WAL database read through its `-shm` index
/// needs that file: SQLite creates it (and a `-wal`) beside the database even for a read-only
/// connection, and fails with "unable to open database file" where it cannot (read-only media,
/// a directory we may not write). When the `-shm` is absent or the directory is not writable,
/// the file is opened immutable instead: nothing is created and no lock is taken. The
/// trade-off: SQLite then reads the main file only, so transactions still in a `-wal` that
/// was never checkpointed are not seen, and a writer changing the file meanwhile is not
/// noticed. A live database (its `-shm` present, its directory writable) is read normally.
fn open_immutable(path: &Path) -> bool {
    if !is_wal(path) {
        return false;
    }
    let mut shm = path.as_os_str().to_owned();
    shm.push("-shm");
    let shm_present = Path::new(&shm).exists();
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    !shm_present || !dir_writable(dir)
}

/// Whether files could be created in `dir` (permissions and a read-only mount both count),
/// asked of the kernel without creating anything.
#[cfg(unix)]
fn dir_writable(dir: &Path) -> bool {
    rustix::fs::access(
        dir,
        rustix::fs::Access::WRITE_OK | rustix::fs::Access::EXEC_OK,
    )
    .is_ok()
}

#[cfg(not(unix))]
fn dir_writable(dir: &Path) -> bool {
    std::fs::metadata(dir).is_ok_and(|m| !m.permissions().readonly())
}

/// A lock held by another program, or a hot journal only a writer may roll back.
fn transient(error: &rusqlite::Error) -> bool {
    use rusqlite::ErrorCode;
    matches!(
        error.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked | ErrorCode::ReadOnly)
    )
}

/// The one-line message for a database another program has locked or left mid-write.
pub(crate) fn unavailable(label: &str, error: &rusqlite::Error) -> DbError {
    let hot = matches!(
        error.sqlite_error_code(),
        Some(rusqlite::ErrorCode::ReadOnly)
    );
    DbError::Unavailable(if hot {
        format!(
            "cannot read {label}: a write to it was interrupted and left a hot journal \
             ({label}-journal) that only a program allowed to write can roll back; open it \
             once with the sqlite3 shell, then try again (qlarify never writes)"
        )
    } else {
        format!("cannot read {label}: another program has it locked; try again")
    })
}

/// Why `path` cannot be a database file, when it plainly cannot (missing, a directory, a
/// FIFO or a device: opening a FIFO would block, a device would be read as one).
fn not_a_file(path: &Path) -> Option<&'static str> {
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Some("no such file"),
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            return Some("permission denied")
        }
        Err(_) => return Some("cannot be read"),
    };
    if meta.is_dir() {
        return Some("is a directory, not a database file");
    }
    if !meta.is_file() {
        return Some("is not a regular file (a FIFO, socket or device), not a database file");
    }
    None
}

/// Open `path` read-only without the policy (for copying it, or before guarding it).
fn open_read_only(path: &Path) -> DbResult<Connection> {
    let label = path.display().to_string();
    if let Some(reason) = not_a_file(path) {
        return Err(DbError::Open {
            path: label,
            reason: reason.into(),
        });
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    Connection::open_with_flags(read_only_uri(path, open_immutable(path)), flags).map_err(|e| {
        DbError::Open {
            path: label,
            reason: e.to_string(),
        }
    })
}

/// Copy the database at `base` into a fresh in-memory connection (SQLite backup API) and run
/// `setup` on the copy, in order. The result is unguarded: it is the only connection in the
/// program that may write, and what it writes is memory. Guard it with [`SqliteDb::open_modified`]
/// before running untrusted SQL on it.
pub fn copy_with_setup(base: &Path, setup: &[String]) -> DbResult<Connection> {
    let label = base.display().to_string();
    let open_error = |e: rusqlite::Error| DbError::Open {
        path: label.clone(),
        reason: e.to_string(),
    };
    let source = open_read_only(base)?;
    let mut copy = Connection::open_in_memory().map_err(open_error)?;
    {
        let backup = Backup::new(&source, &mut copy).map_err(open_error)?;
        backup
            .run_to_completion(1024, Duration::ZERO, None)
            .map_err(open_error)?;
    }
    drop(source);
    // The bundled SQLite enforces foreign keys by default; stock SQLite (what setup scripts
    // are written against) does not, so a rename that leaves a dangling key must not fail here.
    copy.execute_batch("PRAGMA foreign_keys = OFF")
        .map_err(|e| DbError::Setup {
            index: 0,
            reason: e.to_string(),
        })?;
    for (index, statement) in setup.iter().enumerate() {
        copy.execute_batch(statement).map_err(|e| DbError::Setup {
            index,
            reason: e.to_string(),
        })?;
    }
    Ok(copy)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uri_escapes_characters_that_would_start_parameters() {
        let uri = read_only_uri(Path::new("/tmp/a b?c#d%e.db"), false);
        assert_eq!(uri, "file:///tmp/a%20b%3Fc%23d%25e.db?mode=ro");
        let uri = read_only_uri(Path::new("/tmp/w.db"), true);
        assert_eq!(uri, "file:///tmp/w.db?mode=ro&immutable=1");
    }

    #[test]
    fn missing_file_is_an_open_error_and_is_not_created() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("absent.db");
        let err = SqliteDb::open(&path, Limits::default()).expect_err("missing file");
        assert!(matches!(err, DbError::Open { .. }), "{err}");
        assert!(!path.exists());
    }

    #[test]
    fn a_file_that_is_not_sqlite_is_an_open_error() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("text.db");
        std::fs::write(
            &path,
            "this is not a database, just enough bytes to have a header.....",
        )
        .expect("write");
        let err = SqliteDb::open(&path, Limits::default()).expect_err("not a database");
        assert!(
            err.is_refusal() && matches!(err, DbError::Open { .. }),
            "{err}"
        );
    }
}
