//! One read-only statement on PostgreSQL, its rows fetched from a cursor page by page.
//!
//! Owns: [`PgQuery`] — the checked, prepared statement inside its `READ ONLY` transaction, the
//! cursor, the time budget (`statement_timeout` set per fetch to what is left of it), the row
//! and byte caps, and the mapping of server errors onto [`DbError`].
//! Must not touch: the policy lists (`guard.rs`) or the type mapping (`decode.rs`).

use super::decode::Cell;
use super::{guard, PgDb};
use crate::db::budget::Budget;
use crate::db::lex::has_top_level_order_by;
use crate::db::one_line;
use crate::db::{DbError, DbResult, Page, Value};
use postgres::error::SqlState;
use postgres::Client;
use std::sync::atomic::Ordering;
use std::sync::MutexGuard;
use std::time::{Duration, Instant};

/// Rows asked of the server by a page's first `FETCH`; later ones ask for as many as the page's
/// byte cap leaves room for at the rows' size so far (so wide rows stop near the cap, narrow
/// ones come a whole page per round trip).
const FIRST_FETCH_ROWS: usize = 256;

/// The statement timeout is set again before a fetch once the budget left has shrunk by this
/// share of the query's limit since it was last set: a fetch can overrun the budget by at most
/// this much, and most fetches cost one round trip, not two.
const TIMEOUT_SLACK: f64 = 0.05;

const CURSOR: &str = "qlarify_rows";

/// A prepared statement in its open read-only transaction; the transaction is rolled back when
/// the query is dropped.
pub(crate) struct PgQuery<'db> {
    db: &'db PgDb,
    client: MutexGuard<'db, Client>,
    sql: String,
    columns: Vec<String>,
    ordered: bool,
    /// `EXPLAIN` cannot be a cursor's query: its (small) output is read at once instead.
    buffered: Option<std::vec::IntoIter<Vec<Value>>>,
    started: bool,
    // Paging state (the pages of one run).
    budget: Budget,
    page_rows: usize,
    max_rows: Option<u64>,
    delivered: u64,
    truncated: bool,
    done: bool,
    /// The `statement_timeout` last set in this transaction.
    timeout_set: Option<Duration>,
    /// Bytes and rows delivered so far, for sizing the next fetch.
    fetched_bytes: usize,
    fetched_rows: usize,
    /// Prepared `FETCH FORWARD n` statements by `n`.
    fetches: std::collections::HashMap<usize, postgres::Statement>,
}

impl PgDb {
    /// Check and prepare exactly one read-only statement.
    pub fn prepare(&self, sql: &str) -> DbResult<PgQuery<'_>> {
        guard::check(sql).map_err(DbError::Refused)?;
        self.cancelled.store(false, Ordering::SeqCst);
        let mut client = self
            .client
            .lock()
            .map_err(|_| DbError::Sqlite("the connection was poisoned by a panic".into()))?;
        client
            .batch_execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .map_err(|e| self.run_error(&e, self.limits.timeout))?;
        let prepared = client.prepare(sql);
        let statement = match prepared {
            Ok(statement) => statement,
            Err(error) => {
                let _ = client.batch_execute("ROLLBACK");
                return Err(self.prepare_error(&error));
            }
        };
        let columns = statement
            .columns()
            .iter()
            .map(|c| c.name().to_string())
            .collect();
        let explain = crate::db::lex::leading_keyword(sql).as_deref() == Some("EXPLAIN");
        Ok(PgQuery {
            db: self,
            client,
            sql: sql.trim_end().trim_end_matches(';').to_string(),
            columns,
            ordered: has_top_level_order_by(sql),
            buffered: explain.then(|| Vec::new().into_iter()),
            started: false,
            budget: Budget::new(self.limits.timeout),
            page_rows: 1024,
            max_rows: None,
            delivered: 0,
            truncated: false,
            done: false,
            // The session starts with `statement_timeout` at the connection's timeout.
            timeout_set: Some(self.limits.timeout),
            fetched_bytes: 0,
            fetched_rows: 0,
            fetches: std::collections::HashMap::new(),
        })
    }

    /// An error that is not the server's answer to the statement: the connection broke.
    fn connection_lost(&self, error: &postgres::Error) -> DbError {
        DbError::Unavailable(format!("lost {}: {}", self.label, super::describe(error)))
    }

    fn prepare_error(&self, error: &postgres::Error) -> DbError {
        let Some(db) = error.as_db_error() else {
            return self.connection_lost(error);
        };
        let message = one_line(db.message());
        if message.contains("multiple commands") {
            return DbError::Refused("only one statement may run".into());
        }
        if *db.code() == SqlState::READ_ONLY_SQL_TRANSACTION {
            return DbError::Refused(format!("the statement would write: {message}"));
        }
        if *db.code() == SqlState::INSUFFICIENT_PRIVILEGE {
            return DbError::Refused(message);
        }
        DbError::Invalid(match db.position() {
            Some(postgres::error::ErrorPosition::Original(at)) => {
                format!("{message} (at character {at})")
            }
            _ => message,
        })
    }

    /// A failure while running: cancel, timeout, a refusal the server made (a write in the
    /// read-only transaction), or the server's message.
    fn run_error(&self, error: &postgres::Error, limit: Duration) -> DbError {
        let Some(db) = error.as_db_error() else {
            return self.connection_lost(error);
        };
        let message = one_line(db.message());
        match db.code() {
            code if *code == SqlState::QUERY_CANCELED => {
                if self.cancelled.load(Ordering::SeqCst) {
                    DbError::Cancelled
                } else {
                    DbError::Timeout(limit)
                }
            }
            code if *code == SqlState::READ_ONLY_SQL_TRANSACTION
                || *code == SqlState::INSUFFICIENT_PRIVILEGE =>
            {
                DbError::Refused(message)
            }
            // `WITH d AS (DELETE …) SELECT …`: the cursor refuses what would write.
            code if *code == SqlState::FEATURE_NOT_SUPPORTED
                && message.contains("data-modifying") =>
            {
                DbError::Refused(format!("the statement would write: {message}"))
            }
            code if *code == SqlState::LOCK_NOT_AVAILABLE => {
                DbError::Unavailable(format!("{}: {message}; try again", self.label))
            }
            code if *code == SqlState::OUT_OF_MEMORY
                || *code == SqlState::PROGRAM_LIMIT_EXCEEDED
                || *code == SqlState::DISK_FULL
                || *code == SqlState::CONFIGURATION_LIMIT_EXCEEDED =>
            {
                DbError::Limit(message)
            }
            _ => DbError::Sqlite(message),
        }
    }
}

impl PgQuery<'_> {
    pub fn columns(&self) -> &[String] {
        &self.columns
    }

    pub fn ordered(&self) -> bool {
        self.ordered
    }

    /// Start (or restart the accounting of) a run: at most `page_rows` rows a page, `max_rows`
    /// in all, under the connection's timeout counted while the server works.
    pub fn start(&mut self, page_rows: usize, max_rows: Option<u64>) -> DbResult<()> {
        self.page_rows = page_rows.max(1);
        self.max_rows = max_rows;
        self.budget = Budget::new(self.db.limits.timeout);
        if self.started {
            return Err(DbError::Sqlite("a query runs once".into()));
        }
        self.started = true;
        let began = Instant::now();
        let outcome = if self.buffered.is_some() {
            let sql = self.sql.clone();
            self.client
                .query(sql.as_str(), &[])
                .and_then(|rows| rows.iter().map(decode_row).collect::<Result<Vec<_>, _>>())
        } else {
            let declare = format!("DECLARE {CURSOR} NO SCROLL CURSOR FOR {}", self.sql);
            self.client
                .execute(declare.as_str(), &[])
                .map(|_| Vec::new())
        };
        self.budget.charge(began.elapsed());
        match outcome {
            Ok(rows) => {
                if self.buffered.is_some() {
                    self.buffered = Some(rows.into_iter());
                }
                Ok(())
            }
            Err(error) => {
                self.done = true;
                Err(self.db.run_error(&error, self.budget.limit()))
            }
        }
    }

    /// Count all time since `since` against `limit` (a one-shot command, or what is left of a
    /// round's deadline), not only the time the server spends.
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
        if self.done {
            return Ok(None);
        }
        let mut page: Vec<Vec<Value>> = Vec::new();
        let mut bytes = 0usize;
        while page.len() < self.page_rows && bytes < self.db.limits.page_bytes {
            let left = self.page_rows - page.len();
            let wanted = match self.fetched_bytes.checked_div(self.fetched_rows) {
                Some(per_row) => left
                    .min((self.db.limits.page_bytes - bytes) / per_row.max(1))
                    .max(1),
                None => left.min(FIRST_FETCH_ROWS),
            };
            let (rows, exhausted) = match self.fetch(wanted) {
                Ok(fetched) => fetched,
                Err(error) => {
                    self.done = true;
                    return Err(error);
                }
            };
            for row in rows {
                if self
                    .max_rows
                    .is_some_and(|max| self.delivered + page.len() as u64 >= max)
                {
                    self.truncated = true;
                    self.done = true;
                    break;
                }
                let row_bytes = row.iter().map(Value::byte_size).sum::<usize>();
                bytes += row_bytes;
                self.fetched_bytes += row_bytes;
                self.fetched_rows += 1;
                page.push(row);
            }
            if self.done || exhausted {
                self.done = true;
                break;
            }
        }
        self.delivered += page.len() as u64;
        Ok((!page.is_empty()).then_some(Page { rows: page }))
    }

    /// Up to `wanted` more rows, one more than the row cap allows at most (to know whether the
    /// cap cut the result), and whether they were the last (fewer came than were asked for).
    fn fetch(&mut self, wanted: usize) -> DbResult<(Vec<Vec<Value>>, bool)> {
        let wanted = match self.max_rows {
            Some(max) => {
                let left = max.saturating_sub(self.delivered) + 1;
                wanted.min(usize::try_from(left).unwrap_or(usize::MAX))
            }
            None => wanted,
        };
        // Counts are powers of two, so a handful of prepared FETCH statements serve a whole run.
        let wanted = 1usize << wanted.max(1).ilog2();
        if let Some(buffer) = self.buffered.as_mut() {
            let rows: Vec<Vec<Value>> = buffer.take(wanted).collect();
            let exhausted = rows.len() < wanted;
            return Ok((rows, exhausted));
        }
        let remaining = self.budget.remaining();
        if remaining.is_zero() {
            return Err(DbError::Timeout(self.budget.limit()));
        }
        let began = Instant::now();
        let outcome = self.fetch_rows(wanted, remaining);
        self.budget.charge(began.elapsed());
        let rows = outcome.map_err(|e| self.db.run_error(&e, self.budget.limit()))?;
        let rows = rows
            .iter()
            .map(decode_row)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| DbError::Sqlite(super::describe(&e)))?;
        let exhausted = rows.len() < wanted;
        Ok((rows, exhausted))
    }

    /// Set the statement timeout to `remaining` when it has drifted past the slack, then
    /// `FETCH FORWARD wanted` through a statement prepared once per count.
    fn fetch_rows(
        &mut self,
        wanted: usize,
        remaining: Duration,
    ) -> Result<Vec<postgres::Row>, postgres::Error> {
        let slack = self.budget.limit().mul_f64(TIMEOUT_SLACK);
        if self
            .timeout_set
            .is_none_or(|set| set.saturating_sub(remaining) > slack)
        {
            let timeout_ms = remaining.as_millis().clamp(1, i32::MAX as u128);
            self.client
                .batch_execute(&format!("SET LOCAL statement_timeout = {timeout_ms}"))?;
            self.timeout_set = Some(remaining);
        }
        let statement = match self.fetches.get(&wanted) {
            Some(statement) => statement.clone(),
            None => {
                let statement = self
                    .client
                    .prepare(&format!("FETCH FORWARD {wanted} FROM {CURSOR}"))?;
                self.fetches.insert(wanted, statement.clone());
                statement
            }
        };
        self.client.query(&statement, &[])
    }
}

fn decode_row(row: &postgres::Row) -> Result<Vec<Value>, postgres::Error> {
    (0..row.len())
        .map(|i| row.try_get::<_, Cell>(i).map(|cell| cell.0))
        .collect()
}

impl Drop for PgQuery<'_> {
    fn drop(&mut self) {
        // Never commit: whatever ran, the transaction ends without effect. A connection broken
        // meanwhile has nothing to roll back.
        let _ = self.client.batch_execute("ROLLBACK");
    }
}
