//! The DuckDB backend: a DuckDB database file, or CSV/Parquet files read in place, behind the
//! same promises as the other engines.
//!
//! Owns: [`DuckDb`] (one DuckDB instance and connection with qlarify's settings, its interrupt
//! handle and limits), opening a target (`target.rs`), the per-statement policy (`guard.rs`),
//! running and paging (`exec.rs`), Arrow columns into [`crate::db::Value`] (`decode.rs`) and the
//! catalog reads (`introspect.rs`).
//! Must not touch: the other backends; `SafeDb` dispatches here.
//!
//! Safety, in layers: a database file is opened `READ_ONLY` (DuckDB refuses every write); data
//! files become views of a private in-memory database, and DuckDB's file system is then shut
//! (`enable_external_access = false`) but for exactly those files (`allowed_paths`), so no query
//! reads or writes any other file; extensions are neither installed nor loaded; the settings are
//! locked (`lock_configuration`), so no statement can undo any of this. On top, the guard admits
//! one statement of a read-only kind, and every statement runs under a memory limit, a spill
//! limit in a private temporary directory, and a time budget enforced by interrupting it.

mod target;
pub use target::{duck_target, DataFile, DuckTarget, FileFormat};

#[cfg(feature = "duckdb")]
mod decode;
#[cfg(feature = "duckdb")]
mod exec;
#[cfg(feature = "duckdb")]
mod guard;
#[cfg(feature = "duckdb")]
mod introspect;
#[cfg(feature = "duckdb")]
mod open;

#[cfg(feature = "duckdb")]
pub(crate) use exec::DuckQuery;
#[cfg(feature = "duckdb")]
pub(crate) use open::{DuckCancel, DuckDb};

/// Why this build cannot open a DuckDB target.
#[cfg(not(feature = "duckdb"))]
pub(crate) fn unsupported(label: &str) -> crate::db::DbError {
    crate::db::DbError::Open {
        path: label.to_string(),
        reason: "this build of qlarify has no DuckDB engine (for DuckDB files and CSV/Parquet, \
                 build with `make`, which installs libduckdb and enables the `duckdb` feature)"
            .into(),
    }
}
