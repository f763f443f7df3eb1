//! Running one read-only statement and streaming its rows in pages.
//!
//! Owns: [`SafeDb::prepare`] (the single-statement and read-only checks), [`Query`], the
//! [`Pages`] cursor (row cap, page byte cap, time budget) and the owned [`Value`] of a cell.
//! Must not touch: the policy tables (`guard.rs`) or any output format (`output.rs`).

use super::guard::check_leading_keyword;
use super::lex::has_top_level_order_by;
use super::open::SafeDb;
use super::watch::{Budget, Tripped};
use super::{DbError, DbResult};
use rusqlite::fallible_iterator::FallibleIterator;
use rusqlite::types::ValueRef;
use rusqlite::{Batch, ErrorCode, Rows, Statement};
use std::fmt::Write as _;

/// One cell of a result, owned.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Value {
    fn from_ref(value: ValueRef<'_>) -> Self {
        match value {
            ValueRef::Null => Self::Null,
            ValueRef::Integer(i) => Self::Integer(i),
            ValueRef::Real(r) => Self::Real(r),
            ValueRef::Text(bytes) => Self::Text(String::from_utf8_lossy(bytes).into_owned()),
            ValueRef::Blob(bytes) => Self::Blob(bytes.to_vec()),
        }
    }

    /// Approximate heap bytes held (for the page byte cap).
    pub fn byte_size(&self) -> usize {
        match self {
            Self::Text(s) => s.len(),
            Self::Blob(b) => b.len(),
            _ => 8,
        }
    }

    /// True for integers and reals (the text table right-aligns them).
    pub fn is_number(&self) -> bool {
        matches!(self, Self::Integer(_) | Self::Real(_))
    }

    /// The value as a person reads it on screen: reals rounded to 2 decimals (4 significant
    /// digits below 1), everything else as [`Value::write_text`] writes it. Exports and the cell
    /// viewer keep the exact form.
    pub fn display_text(&self) -> String {
        match self {
            Self::Real(r) if r.is_finite() && r.abs() >= 1.0 && r.abs() < 1e15 => {
                format!("{r:.2}")
            }
            Self::Real(r) if r.is_finite() && *r != 0.0 && r.abs() < 1.0 => {
                let digits = (3 - r.abs().log10().floor() as i32).clamp(0, 12) as usize;
                format!("{r:.digits$}")
            }
            _ => {
                let mut out = String::new();
                self.write_text(&mut out);
                out
            }
        }
    }

    /// Append the value's text form to `out`: `NULL`, integers in decimal, reals in the shortest
    /// form that reads back exactly (always with a `.` or exponent: `1.0`, `0.1`, `1e100`),
    /// text as is, blobs as an SQL hex literal `X'0AFF'`.
    pub fn write_text(&self, out: &mut String) {
        match self {
            Self::Null => out.push_str("NULL"),
            Self::Integer(i) => {
                let _ = write!(out, "{i}");
            }
            Self::Real(r) => {
                let _ = write!(out, "{r:?}");
            }
            Self::Text(s) => out.push_str(s),
            Self::Blob(bytes) => {
                out.push_str("X'");
                for b in bytes {
                    let _ = write!(out, "{b:02X}");
                }
                out.push('\'');
            }
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut text = String::new();
        self.write_text(&mut text);
        f.write_str(&text)
    }
}

/// A page of rows, in result order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Page {
    pub rows: Vec<Vec<Value>>,
}

/// A prepared, checked, read-only statement.
pub struct Query<'db> {
    db: &'db SafeDb,
    stmt: Statement<'db>,
    columns: Vec<String>,
    ordered: bool,
}

impl SafeDb {
    /// Check and prepare exactly one read-only statement. Refusals ([`DbError::Refused`]) carry
    /// a one-line reason; SQL that SQLite cannot compile is [`DbError::Invalid`].
    pub fn prepare(&self, sql: &str) -> DbResult<Query<'_>> {
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
        Ok(Query {
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

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl<'db> Query<'db> {
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
    pub fn pages(&mut self, page_rows: usize, max_rows: Option<u64>) -> DbResult<Pages<'_>> {
        let db = self.db;
        let width = self.columns.len();
        let rows = self
            .stmt
            .query([])
            .map_err(|e| db.run_error(e, &Budget::new(db.limits.timeout)))?;
        Ok(Pages {
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
pub struct Pages<'q> {
    db: &'q SafeDb,
    rows: Rows<'q>,
    width: usize,
    budget: Budget,
    page_rows: usize,
    max_rows: Option<u64>,
    delivered: u64,
    truncated: bool,
    done: bool,
}

impl Pages<'_> {
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
                        let value = Value::from_ref(row.get_ref(i)?);
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

impl Iterator for Pages<'_> {
    type Item = DbResult<Page>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_page().transpose()
    }
}

/// A whole (capped) result, for callers that want it in memory: previews, small checks.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResultSet {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
    pub truncated: bool,
}

impl SafeDb {
    /// Run `sql` and collect at most `max_rows` rows.
    pub fn query_capped(&self, sql: &str, max_rows: u64) -> DbResult<ResultSet> {
        let mut query = self.prepare(sql)?;
        let columns = query.columns().to_vec();
        let mut pages = query.pages(1024, Some(max_rows))?;
        let mut rows = Vec::new();
        while let Some(page) = pages.next_page()? {
            rows.extend(page.rows);
        }
        Ok(ResultSet {
            columns,
            rows,
            truncated: pages.truncated(),
        })
    }
}
