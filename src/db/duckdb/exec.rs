//! One read-only statement on DuckDB, its rows handed out page by page.
//!
//! Owns: [`DuckQuery`] — the checked statement, its result columns (known before it runs, from
//! a `LIMIT 0` run of the same query), the row cap pushed into the query (`LIMIT cap + 1`, so a
//! capped query over a large table never computes the rest), the time budget enforced by a
//! watchdog that interrupts the connection, and paging out of DuckDB's result batches (one
//! batch decoded at a time) under the row and byte caps.
//! Must not touch: the policy lists (`guard.rs`) or the type mapping (`decode.rs`).

use super::{decode, guard, DuckDb};
use crate::db::budget::Budget;
use crate::db::lex::{has_top_level_order_by, leading_keyword, without_terminators};
use crate::db::{DbError, DbResult, Page, Value};
use duckdb::arrow::array::StructArray;
use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::Ordering;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A checked statement; it runs when its pages are asked for.
pub(crate) struct DuckQuery<'db> {
    db: &'db DuckDb,
    sql: String,
    columns: Vec<String>,
    ordered: bool,
    /// A query (not `EXPLAIN`) can be wrapped to push the row cap into it.
    wrappable: bool,
    statement: Option<duckdb::Statement<'db>>,
    batch: VecDeque<Vec<Value>>,
    // Paging state.
    budget: Budget,
    page_rows: usize,
    max_rows: Option<u64>,
    delivered: u64,
    truncated: bool,
    done: bool,
}

impl DuckDb {
    /// Check and compile exactly one read-only statement, learning its result columns.
    pub fn prepare(&self, sql: &str) -> DbResult<DuckQuery<'_>> {
        guard::check(sql).map_err(DbError::Refused)?;
        self.cancelled.store(false, Ordering::SeqCst);
        let sql = without_terminators(sql).trim().to_string();
        let wrappable = leading_keyword(&sql).as_deref() != Some("EXPLAIN");
        let columns = if wrappable {
            self.probe_columns(&sql)?
        } else {
            drop(
                self.conn
                    .prepare(&sql)
                    .map_err(|e| self.prepare_error(&e))?,
            );
            vec!["explain_key".to_string(), "explain_value".to_string()]
        };
        Ok(DuckQuery {
            db: self,
            ordered: has_top_level_order_by(&sql),
            sql,
            columns,
            wrappable,
            statement: None,
            batch: VecDeque::new(),
            budget: Budget::new(self.limits.timeout),
            page_rows: 1024,
            max_rows: None,
            delivered: 0,
            truncated: false,
            done: false,
        })
    }
}

impl DuckDb {
    /// The result columns of `sql`, from running it with `LIMIT 0` (DuckDB's C API names a
    /// prepared statement's columns only once it has run). When that fails, `sql` is compiled as
    /// written, so the error points into the user's own text.
    fn probe_columns(&self, sql: &str) -> DbResult<Vec<String>> {
        let probe = self.conn.prepare(&capped(sql, 0)).and_then(|mut probe| {
            guarded(|| probe.execute([]))?;
            Ok(probe.column_names())
        });
        probe.map_err(|error| match self.conn.prepare(sql) {
            Err(own) => self.prepare_error(&own),
            Ok(_) => self.prepare_error(&error),
        })
    }
}

/// `sql` returning at most `rows` rows. DuckDB keeps a subquery's order through the projection
/// and limit above it, so an ordered query stays ordered.
fn capped(sql: &str, rows: u64) -> String {
    format!("SELECT * FROM ({sql}\n) AS qlarify_rows LIMIT {rows}")
}

/// `run` with a panic inside the DuckDB crate (an Arrow conversion it does not expect) turned
/// into an error instead of ending the program.
fn guarded<T>(run: impl FnOnce() -> duckdb::Result<T>) -> duckdb::Result<T> {
    catch_unwind(AssertUnwindSafe(run)).unwrap_or_else(|_| {
        Err(duckdb::Error::DuckDBFailure(
            duckdb::ffi::Error::new(duckdb::ffi::DuckDBError),
            Some("DuckDB returned a result qlarify cannot read".to_string()),
        ))
    })
}

impl DuckQuery<'_> {
    pub fn columns(&self) -> &[String] {
        &self.columns
    }

    pub fn ordered(&self) -> bool {
        self.ordered
    }

    /// Run the statement: at most `page_rows` rows a page, `max_rows` in all, under the
    /// connection's timeout.
    pub fn start(&mut self, page_rows: usize, max_rows: Option<u64>) -> DbResult<()> {
        if self.statement.is_some() || self.done {
            return Err(DbError::Sqlite("a query runs once".into()));
        }
        self.page_rows = page_rows.max(1);
        self.max_rows = max_rows;
        let sql = match max_rows {
            Some(max) if self.wrappable => capped(&self.sql, max.saturating_add(1)),
            _ => self.sql.clone(),
        };
        let db = self.db;
        let mut statement = db.conn.prepare(&sql).map_err(|e| db.prepare_error(&e))?;
        let remaining = self.budget.remaining();
        if db.cancelled.load(Ordering::SeqCst) {
            self.done = true;
            return Err(DbError::Cancelled);
        }
        if remaining.is_zero() {
            self.done = true;
            return Err(DbError::Timeout(self.budget.limit()));
        }
        let began = Instant::now();
        let outcome = self.watched(remaining, || guarded(|| statement.execute([])));
        self.budget.charge(began.elapsed());
        match outcome {
            Ok(_) => {
                self.statement = Some(statement);
                Ok(())
            }
            Err(error) => {
                self.done = true;
                Err(db.run_error(&error, self.budget.limit()))
            }
        }
    }

    /// Run `work` with a watchdog that interrupts the connection once `remaining` has passed.
    fn watched<T>(&self, remaining: Duration, work: impl FnOnce() -> T) -> T {
        let (finished, wait) = mpsc::channel::<()>();
        let interrupt = std::sync::Arc::clone(&self.db.interrupt);
        let watchdog = std::thread::spawn(move || {
            if let Err(mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(remaining) {
                interrupt.interrupt();
            }
        });
        let result = work();
        drop(finished);
        let _ = watchdog.join();
        result
    }

    /// Count all time since `since` against `limit`, not only the time DuckDB spends.
    pub fn wall_clock(&mut self, limit: Duration, since: Instant) {
        self.budget = Budget::wall_clock_since(limit, since);
    }

    pub fn limit(&self) -> Duration {
        self.budget.limit()
    }

    pub fn truncated(&self) -> bool {
        self.truncated
    }

    pub fn rows_delivered(&self) -> u64 {
        self.delivered
    }

    /// The next page, or `None` when the rows (or the row cap) are exhausted.
    pub fn next_page(&mut self) -> DbResult<Option<Page>> {
        let mut page: Vec<Vec<Value>> = Vec::new();
        let mut bytes = 0usize;
        while !self.done && page.len() < self.page_rows && bytes < self.db.limits.page_bytes {
            let Some(row) = self.next_row()? else {
                self.done = true;
                break;
            };
            if self
                .max_rows
                .is_some_and(|max| self.delivered + page.len() as u64 >= max)
            {
                self.truncated = true;
                self.done = true;
                break;
            }
            bytes += row.iter().map(Value::byte_size).sum::<usize>();
            page.push(row);
        }
        self.delivered += page.len() as u64;
        Ok((!page.is_empty()).then_some(Page { rows: page }))
    }

    /// The next row, decoding the next batch of the result when the last one is used up.
    fn next_row(&mut self) -> DbResult<Option<Vec<Value>>> {
        if let Some(row) = self.batch.pop_front() {
            return Ok(Some(row));
        }
        let Some(statement) = self.statement.as_ref() else {
            return Ok(None);
        };
        if self.budget.remaining().is_zero() {
            return Err(DbError::Timeout(self.budget.limit()));
        }
        let batch: Option<StructArray> = catch_unwind(AssertUnwindSafe(|| statement.step()))
            .map_err(|_| DbError::Sqlite("DuckDB returned a result qlarify cannot read".into()))?;
        let Some(batch) = batch else {
            return Ok(None);
        };
        self.batch = decode::rows(&batch).into();
        Ok(self.batch.pop_front())
    }
}
