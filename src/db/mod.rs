//! Databases, read only: one port ([`SafeDb`]) over the engines, result fingerprints, sampling,
//! and rendering pages as text, CSV or JSON.
//!
//! Owns: the engine backends — `sqlite/` (files through `rusqlite`, the in-memory modified
//! copies the eval runner needs), `postgres/` (a server through the `postgres` client) and
//! `duckdb/` (DuckDB files, CSV and Parquet through the `duckdb` crate, a build feature) —
//! behind [`SafeDb`], each with the same read-only policy (one statement, refused writes with a
//! reason, timeout, cancel, row and byte caps), schema introspection into
//! [`crate::core::schema::Schema`], and the engine-neutral parts: [`Value`] and pages, result
//! fingerprints, the sampling rewrite, the SQL lexer, output formats.
//! Must not touch: the session logic, learned state or the terminal; the only database it ever
//! writes to is an in-memory SQLite copy.

mod budget;
mod calendar;
pub mod duckdb;
mod fingerprint;
mod infer;
mod lex;
pub mod output;
pub mod postgres;
mod references;
mod safe;
mod sample;
mod schema_cache;
mod sqlite;
pub use sqlite::value_of as sqlite_value;
#[cfg(test)]
mod tests;
mod value;

pub use fingerprint::{Fingerprint, FingerprintBuilder};
pub use lex::{after_leading_with, has_top_level_order_by, names};
pub use safe::{CancelHandle, IntrospectOptions, Limits, Pages, Query, SafeDb};
pub use sample::{Sampling, SAMPLE_ROWS};
pub use schema_cache::{file_identity, introspect_cached};
pub use sqlite::copy_with_setup;
pub use value::{Page, ResultSet, Value};

use std::time::Duration;

/// Why a database operation did not produce its result.
///
/// [`DbError::is_refusal`] separates "the input was refused" (unsafe or invalid SQL: exit 2)
/// from "it ran and failed" (timeout, cancel, limits, I/O: exit 1).
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The statement is not allowed to run (a write, a second statement, ATTACH…).
    #[error("refused: {0}")]
    Refused(String),
    /// SQLite could not prepare the statement (syntax error, unknown table or column).
    #[error("invalid SQL: {0}")]
    Invalid(String),
    /// The query used up its time budget.
    #[error("timed out after {} ms", .0.as_millis())]
    Timeout(Duration),
    /// Another thread cancelled the query.
    #[error("cancelled")]
    Cancelled,
    /// A value or the heap grew past its limit while running.
    #[error("stopped: {0}")]
    Limit(String),
    /// The database file could not be opened or is not a SQLite database.
    #[error("cannot open {path}: {reason}")]
    Open { path: String, reason: String },
    /// A setup statement failed on the in-memory copy.
    #[error("setup statement {index} failed: {reason}")]
    Setup { index: usize, reason: String },
    /// Another program holds a lock on the database, or it must first be recovered by a
    /// program that may write (a hot journal): nothing is wrong with the input, try again.
    #[error("{0}")]
    Unavailable(String),
    /// Any other engine failure while running (the variant keeps its historical name).
    #[error("{0}")]
    Sqlite(String),
}

/// `text` on one line, runs of whitespace folded to one space (engine messages span lines).
pub(crate) fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Longest sample value kept by introspection, in characters (samples are for linking and
/// previews), on every engine.
const SAMPLE_CHARS: usize = 64;

/// A sample value cut to [`SAMPLE_CHARS`] characters, an ellipsis marking the cut.
pub(crate) fn shorten_sample(text: String) -> String {
    match text.char_indices().nth(SAMPLE_CHARS) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text,
    }
}

impl DbError {
    /// True when the input itself was refused (unsafe, invalid or not a database):
    /// the CLI exits with 2 for these and 1 for everything else.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            Self::Refused(_) | Self::Invalid(_) | Self::Open { .. }
        )
    }
}

/// Result alias for this module.
pub type DbResult<T> = Result<T, DbError>;
