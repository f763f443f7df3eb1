//! Opening DuckDB with qlarify's settings, and DuckDB's errors in the engine-neutral terms.
//!
//! Owns: [`DuckDb`] — the instance's configuration (read-only file, no extension installs or
//! loads, memory and spill limits, a private temporary directory, external access shut but for
//! the data files, locked settings), the views over data files, the interrupt handle, and the
//! mapping of DuckDB's messages onto [`DbError`].
//! Must not touch: statements (`exec.rs`) or the policy (`guard.rs`).

use super::target::{DataFile, DuckTarget, FileFormat};
use crate::core::engine::quote;
use crate::db::{one_line, DbError, DbResult, Limits};
use duckdb::{AccessMode, Config, Connection, InterruptHandle};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Largest spill DuckDB may write (into a private temporary directory) for one instance.
const MAX_SPILL: &str = "2GiB";
/// DuckDB's memory limit when the connection's limits name none.
const DEFAULT_MEMORY_BYTES: i64 = 1 << 30;

/// A DuckDB instance that only reads. Field order is drop order: the connection closes before
/// its temporary directory is removed.
pub(crate) struct DuckDb {
    pub(super) conn: Connection,
    pub(super) interrupt: Arc<InterruptHandle>,
    /// Set by a cancel handle, so a cancelled statement is told from one that timed out
    /// (DuckDB reports both as an interrupt).
    pub(super) cancelled: Arc<AtomicBool>,
    pub(super) limits: Limits,
    label: String,
    file: Option<PathBuf>,
    /// Tables that are data files (views of `read_csv`/`read_parquet`, shown as tables).
    pub(super) file_tables: Vec<String>,
    _spill: tempfile::TempDir,
}

impl DuckDb {
    /// Open `target` (which `label` names in messages) read-only.
    pub fn open(target: &DuckTarget, label: &str, limits: Limits) -> DbResult<Self> {
        let open_error = |reason: String| DbError::Open {
            path: label.to_string(),
            reason,
        };
        let spill = tempfile::Builder::new()
            .prefix("qlarify-duckdb-")
            .tempdir()
            .map_err(|e| open_error(format!("cannot make a temporary directory: {e}")))?;
        let config = base_config(
            &limits,
            spill.path(),
            matches!(target, DuckTarget::Database(_)),
        )
        .map_err(|e| open_error(message(&e)))?;
        let (conn, file, file_tables) = match target {
            DuckTarget::Database(path) => {
                let conn = Connection::open_with_flags(path, config)
                    .map_err(|e| open_failure(label, &e))?;
                (conn, Some(path.clone()), Vec::new())
            }
            DuckTarget::Files(files) => {
                let conn = Connection::open_in_memory_with_flags(config)
                    .map_err(|e| open_error(message(&e)))?;
                attach_files(&conn, files).map_err(open_error)?;
                let tables = files.iter().map(|f| f.table.clone()).collect();
                (conn, None, tables)
            }
        };
        let interrupt = conn.interrupt_handle();
        Ok(Self {
            conn,
            interrupt,
            cancelled: Arc::new(AtomicBool::new(false)),
            limits,
            label: label.to_string(),
            file,
            file_tables,
            _spill: spill,
        })
    }

    pub fn cancel_handle(&self) -> DuckCancel {
        DuckCancel {
            interrupt: Arc::clone(&self.interrupt),
            cancelled: Arc::clone(&self.cancelled),
        }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    pub fn label(&self) -> &str {
        &self.label
    }

    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// A failure while running: cancel, timeout, a refusal DuckDB made, a limit, or its message.
    pub(super) fn run_error(&self, error: &duckdb::Error, limit: Duration) -> DbError {
        let text = message(error);
        if text.contains("INTERRUPT") || text.contains("Interrupted") {
            return if self.cancelled.load(Ordering::SeqCst) {
                DbError::Cancelled
            } else {
                DbError::Timeout(limit)
            };
        }
        if let Some(refusal) = refusal(&text) {
            return refusal;
        }
        if text.contains("Out of Memory") || text.contains("max_temp_directory_size") {
            return DbError::Limit(text);
        }
        DbError::Sqlite(text)
    }

    /// A failure to compile: a refusal DuckDB made, or the SQL is wrong.
    pub(super) fn prepare_error(&self, error: &duckdb::Error) -> DbError {
        let text = message(error);
        // DuckDB compiles one statement at a time: a second one is refused, not misread.
        if text.contains("multiple statements") {
            return DbError::Refused("only one statement may run".into());
        }
        refusal(&text).unwrap_or(DbError::Invalid(text))
    }
}

/// Settings every instance gets; `read_only` for a database file (data files need a writable
/// in-memory catalog for their views, which the guard then keeps to reads).
fn base_config(limits: &Limits, spill: &Path, read_only: bool) -> duckdb::Result<Config> {
    let memory = limits
        .heap_limit_bytes
        .unwrap_or(DEFAULT_MEMORY_BYTES)
        .max(1 << 24);
    let mut config = Config::default()
        .enable_autoload_extension(false)?
        .with("autoinstall_known_extensions", "false")?
        .with("allow_community_extensions", "false")?
        .with("memory_limit", format!("{}MiB", memory >> 20))?
        .with("temp_directory", spill.to_string_lossy())?
        .with("max_temp_directory_size", MAX_SPILL)?;
    if read_only {
        config = config
            .access_mode(AccessMode::ReadOnly)?
            .enable_external_access(false)?
            .with("lock_configuration", "true")?;
    }
    Ok(config)
}

/// Make each data file a view, then shut the file system but for those files and lock the
/// settings. The order matters: once external access is off it cannot be turned back on.
fn attach_files(conn: &Connection, files: &[DataFile]) -> Result<(), String> {
    let mut paths = Vec::new();
    for file in files {
        let absolute =
            std::path::absolute(&file.path).map_err(|e| format!("{}: {e}", file.path.display()))?;
        paths.push(literal(&absolute.to_string_lossy()));
    }
    let mut setup = vec![
        format!("SET allowed_paths = [{}]", paths.join(", ")),
        "SET enable_external_access = false".to_string(),
    ];
    for (file, path) in files.iter().zip(&paths) {
        let reader = match file.format {
            FileFormat::Delimited => "read_csv",
            FileFormat::Parquet => "read_parquet",
        };
        setup.push(format!(
            "CREATE VIEW {} AS SELECT * FROM {reader}({path})",
            quote(&file.table)
        ));
    }
    setup.push("SET lock_configuration = true".to_string());
    for sql in &setup {
        conn.execute_batch(sql).map_err(|e| {
            let text = message(&e);
            match files.iter().find(|f| sql.contains(&quote(&f.table))) {
                Some(file) => format!("cannot read {}: {text}", file.path.display()),
                None => text,
            }
        })?;
    }
    Ok(())
}

/// A SQL string literal.
fn literal(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// A database that is locked by a writer is busy (try again); anything else is the target's
/// fault (missing, not a database, a newer storage version).
fn open_failure(label: &str, error: &duckdb::Error) -> DbError {
    let text = message(error);
    if text.contains("Conflicting lock") || text.contains("Could not set lock") {
        return DbError::Unavailable(format!("{label} is locked by another program: {text}"));
    }
    DbError::Open {
        path: label.to_string(),
        reason: text,
    }
}

/// What DuckDB refused rather than failed at: a write on the read-only database, a file outside
/// the allowed ones, a locked setting.
fn refusal(text: &str) -> Option<DbError> {
    let refused = text.contains("read-only mode")
        || text.contains("Permission Error")
        || text.contains("lock_configuration")
        || text.contains("disabled by configuration");
    refused.then(|| DbError::Refused(text.to_string()))
}

/// DuckDB's message on one line.
pub(super) fn message(error: &duckdb::Error) -> String {
    one_line(&error.to_string())
}

/// Cancels the statement running on a [`DuckDb`] by interrupting its connection.
#[derive(Clone)]
pub(crate) struct DuckCancel {
    interrupt: Arc<InterruptHandle>,
    cancelled: Arc<AtomicBool>,
}

impl DuckCancel {
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::SeqCst);
        self.interrupt.interrupt();
    }
}
