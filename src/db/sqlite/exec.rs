//! Running one read-only statement and streaming its rows in pages.
//!
//! Owns: [`SqliteDb::prepare`] (the single-statement and read-only checks), [`SqliteQuery`],
//! the [`SqlitePages`] cursor (row cap, page byte cap, time budget) and turning a SQLite cell
//! into an owned [`Value`].
//! Must not touch: the policy tables (`guard.rs`) or any output format (`output.rs`).

use super::guard::check_leading_keyword;
use super::open::SqliteDb;
use super::watch::Tripped;
use crate::db::budget::Budget;
use crate::db::lex::has_top_level_order_by;
use crate::db::value::{Page, Value};
use crate::db::{one_line, DbError, DbResult};
use rusqlite::fallible_iterator::FallibleIterator;
use rusqlite::types::ValueRef;
use rusqlite::{Batch, ErrorCode, Rows, Statement};

/// One SQLite value, owned (also for readers of unguarded in-memory copies).
pub fn value_of(value: ValueRef<'_>) -> Value {
    match value {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Integer(i),
        ValueRef::Real(r) => Value::Real(r),
        ValueRef::Text(bytes) => Value::Text(String::from_utf8_lossy(bytes).into_owned()),
        ValueRef::Blob(bytes) => Value::Blob(bytes.to_vec()),
    }
}

/// A prepared, checked, read-only statement.
pub struct SqliteQuery<'db> {
    db: &'db SqliteDb,
    stmt: Statement<'db>,
    columns: Vec<String>,
    ordered: bool,
}

impl SqliteDb {
    /// Check and prepare exactly one read-only statement. Refusals ([`DbError::Refused`]) carry
    /// a one-line reason; SQL that SQLite cannot compile is [`DbError::Invalid`].
    pub fn prepare(&self, sql: &str) -> DbResult<SqliteQuery<'_>> {
        check_leading_keyword(sql).map_err(DbError::Refused)?;
        self.watch.reset();
        self.denials.clear();
        let mut batch = Batch::new(&self.conn, sql);
        let stmt = match batch.next() {
            Ok(Some(stmt)) => stmt,
            Ok(None) => return Err(DbError::Refused("no SQL statement".into())),
            Err(e) => return Err(self.prepare_error(e)),
        };
        // Anything but comments and whitespace after the first statement is refused, even
        // when it would be harmless: a second statement is how `select 1; drop table t` hides.
        if !matches!(batch.next(), Ok(None)) {
            self.denials.clear();
            return Err(DbError::Refused("only one statement may run".into()));
        }
        if !stmt.readonly() {
            return Err(DbError::Refused(
                "the statement would write to the database".into(),
            ));
        }
        let columns = stmt.column_names().map(str::to_string).collect();
        Ok(SqliteQuery {
            db: self,
            stmt,
            columns,
            ordered: has_top_level_order_by(sql),
        })
    }

    fn prepare_error(&self, error: rusqlite::Error) -> DbError {
        if let Some(reason) = self.denials.take() {
            return DbError::Refused(reason);
        }
        match &error {
            rusqlite::Error::SqlInputError { msg, offset, .. } => {
                DbError::Invalid(format!("{} (at byte {offset})", one_line(msg)))
            }
            _ if error.sqlite_error_code() == Some(ErrorCode::AuthorizationForStatementDenied) => {
                DbError::Refused("not authorized".into())
            }
            _ if busy(&error) => super::open::unavailable(self.label(), &error),
            _ => DbError::Invalid(one_line(&error.to_string())),
        }
    }

    /// Map a failure while stepping to timeout, cancel, a limit, or a plain SQLite error.
    pub(crate) fn run_error(&self, error: rusqlite::Error, budget: &Budget) -> DbError {
        match self.watch.tripped() {
            Some(Tripped::Cancelled) => return DbError::Cancelled,
            Some(Tripped::Timeout) => return DbError::Timeout(budget.limit()),
            None => {}
        }
        match error.sqlite_error_code() {
            // A table-valued pragma (`pragma_query_only`) or a view can meet the authorizer
            // only when it first steps: still a refusal of the input, with its reason.
            Some(ErrorCode::AuthorizationForStatementDenied) => DbError::Refused(
                self.denials
                    .take()
                    .unwrap_or_else(|| "not authorized".into()),
            ),
            _ if busy(&error) => super::open::unavailable(self.label(), &error),
            Some(ErrorCode::OperationInterrupted) => DbError::Cancelled,
            Some(ErrorCode::TooBig) => DbError::Limit(format!(
                "a value grew past the {}-byte length limit",
                self.limits.max_value_bytes
            )),
            Some(ErrorCode::OutOfMemory) => {
                DbError::Limit("SQLite ran out of its memory budget".into())
            }
            _ => DbError::Sqlite(one_line(&error.to_string())),
        }
    }
}

/// Locked by another connection (or its lock table is): transient.
fn busy(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
    )
}

impl<'db> SqliteQuery<'db> {
    /// Result column names, in order.
    pub fn columns(&self) -> &[String] {
        &self.columns
    }

    /// True when the SQL has a top-level `ORDER BY` (row order is part of the result).
    pub fn ordered(&self) -> bool {
        self.ordered
    }

    /// Start running: rows arrive in pages of at most `page_rows` rows (and at most the
    /// connection's page byte cap); at most `max_rows` rows in all, after which
    /// [`Pages::truncated`] tells whether more existed.
    pub fn pages(&mut self, page_rows: usize, max_rows: Option<u64>) -> DbResult<SqlitePages<'_>> {
        let db = self.db;
        let width = self.columns.len();
        let rows = self
            .stmt
            .query([])
            .map_err(|e| db.run_error(e, &Budget::new(db.limits.timeout)))?;
        Ok(SqlitePages {
            db,
            rows,
            width,
            budget: Budget::new(db.limits.timeout),
            page_rows: page_rows.max(1),
            max_rows,
            delivered: 0,
            truncated: false,
            done: false,
        })
    }
}

/// A cursor over a running query's rows, one page at a time. Only the current page is in
/// memory. It is also an [`Iterator`] of pages; after an error it yields nothing more.
pub struct SqlitePages<'q> {
    db: &'q SqliteDb,
    rows: Rows<'q>,
    width: usize,
    budget: Budget,
    page_rows: usize,
    max_rows: Option<u64>,
    delivered: u64,
    truncated: bool,
    done: bool,
}

impl SqlitePages<'_> {
    /// The next page, or `None` when the rows (or the row cap) are exhausted.
    pub fn next_page(&mut self) -> DbResult<Option<Page>> {
        if self.done {
            return Ok(None);
        }
        let mut page = Vec::with_capacity(self.page_rows.min(4096));
        let mut bytes = 0usize;
        let (page_rows, page_bytes, width) =
            (self.page_rows, self.db.limits.page_bytes, self.width);
        let (max_rows, delivered) = (self.max_rows, self.delivered);
        let rows = &mut self.rows;
        let mut finished = false;
        let mut truncated = false;
        let outcome = self
            .budget
            .spend(&self.db.watch, || -> rusqlite::Result<()> {
                while page.len() < page_rows && bytes < page_bytes {
                    let Some(row) = rows.next()? else {
                        finished = true;
                        return Ok(());
                    };
                    if max_rows.is_some_and(|max| delivered + page.len() as u64 >= max) {
                        truncated = true;
                        finished = true;
                        return Ok(());
                    }
                    let mut values = Vec::with_capacity(width);
                    for i in 0..width {
                        let value = value_of(row.get_ref(i)?);
                        bytes += value.byte_size();
                        values.push(value);
                    }
                    page.push(values);
                }
                Ok(())
            });
        self.done = finished;
        self.truncated = truncated;
        if let Err(error) = outcome {
            self.done = true;
            return Err(self.db.run_error(error, &self.budget));
        }
        self.delivered += page.len() as u64;
        if page.is_empty() {
            return Ok(None);
        }
        Ok(Some(Page { rows: page }))
    }

    /// Count every moment since `since` against the timeout, not only the time inside
    /// SQLite: for a command whose whole run is bounded (`qlarify run`).
    pub fn wall_clock(mut self, since: std::time::Instant) -> Self {
        self.budget = Budget::wall_clock_since(self.budget.limit(), since);
        self
    }

    /// [`Pages::wall_clock`] with at most `limit` (what is left of a larger deadline).
    pub fn within(mut self, limit: std::time::Duration) -> Self {
        self.budget = Budget::wall_clock(limit.min(self.budget.limit()));
        self
    }

    /// True when the row cap stopped the query before its last row.
    pub fn truncated(&self) -> bool {
        self.truncated
    }

    /// Rows handed out so far.
    pub fn rows_delivered(&self) -> u64 {
        self.delivered
    }
}
