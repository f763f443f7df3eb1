//! The engine port's I/O half: one guarded, read-only database, whatever the engine.
//!
//! Owns: [`SafeDb`] (what every caller holds), [`Query`] and [`Pages`] (one statement and its
//! rows in pages), [`CancelHandle`], [`Limits`] and [`IntrospectOptions`]; `open` picks the
//! backend from the target — a `postgres://` URL is a PostgreSQL server; a DuckDB file, a CSV or
//! Parquet file or a directory of them is DuckDB's (`duckdb/target.rs`); any other file SQLite's
//! (by its header). Each backend keeps the same promises: one read-only statement,
//! refused writes with a reason, a time budget, cancel, row and byte caps per page.
//! Must not touch: the backends' internals (`sqlite/`, `postgres/`, `duckdb/`).

#[cfg(feature = "duckdb")]
use super::duckdb::{DuckCancel, DuckDb, DuckQuery};
use super::postgres::{is_postgres_url, PgCancel, PgDb, PgQuery};
use super::sqlite::{SqliteCancel, SqliteDb, SqlitePages, SqliteQuery};
use super::{DbResult, Page, ResultSet};
use crate::core::engine::Engine;
use crate::core::schema::Schema;
use std::path::Path;
use std::time::{Duration, Instant};

/// Resource limits of a guarded connection.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Time a query may spend inside the engine (summed over its pages).
    pub timeout: Duration,
    /// `SQLITE_LIMIT_LENGTH`: the largest string or blob any expression may build, which stops
    /// `randomblob`, `zeroblob`, `replace` and `printf` width bombs at the first oversized value.
    pub max_value_bytes: i32,
    /// Process-wide `sqlite3_hard_heap_limit64` (SQLite can only lower it once set, so the
    /// smallest value any connection asked for wins). `None` leaves it alone.
    pub heap_limit_bytes: Option<i64>,
    /// A page stops filling once its values hold this many bytes, so a page of huge rows
    /// cannot exhaust memory even below the row count of a page.
    pub page_bytes: usize,
    /// `SQLITE_LIMIT_SQL_LENGTH`: the longest SQL text accepted.
    pub max_sql_bytes: i32,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            timeout: Duration::from_secs(10),
            max_value_bytes: 64 << 20,
            heap_limit_bytes: Some(1 << 30),
            page_bytes: 16 << 20,
            max_sql_bytes: 1 << 20,
        }
    }
}

impl Limits {
    /// The defaults with another timeout.
    pub fn with_timeout(timeout: Duration) -> Self {
        Self {
            timeout,
            ..Self::default()
        }
    }
}

/// How much data introspection reads beyond the structure.
#[derive(Debug, Clone, PartialEq)]
pub struct IntrospectOptions {
    /// Distinct non-NULL sample values per column (0: none).
    pub samples_per_column: usize,
    /// Count the rows of every table.
    pub row_counts: bool,
    /// Add inferred join keys (same-named id columns) where no foreign key is declared.
    pub infer_join_keys: bool,
    /// Longest a single count or sample query may run before its answer is left out.
    pub query_budget: Duration,
    /// Total time for all counts and samples together; once spent, the rest are left out.
    pub total_budget: Duration,
}

impl Default for IntrospectOptions {
    fn default() -> Self {
        Self {
            samples_per_column: 3,
            row_counts: true,
            infer_join_keys: true,
            query_budget: Duration::from_millis(200),
            total_budget: Duration::from_secs(3),
        }
    }
}

/// A database connection that only reads, on any engine.
pub struct SafeDb {
    backend: Backend,
}

// One per open database, never in a collection: the variants' sizes do not matter.
#[allow(clippy::large_enum_variant)]
enum Backend {
    Sqlite(SqliteDb),
    Postgres(PgDb),
    #[cfg(feature = "duckdb")]
    Duckdb(DuckDb),
}

impl std::fmt::Debug for SafeDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SafeDb")
            .field("engine", &self.engine())
            .field("label", &self.label())
            .field("limits", self.limits())
            .finish()
    }
}

impl SafeDb {
    /// Open `target` read-only: a `postgres://` URL connects to that server; a DuckDB file,
    /// data files (CSV, TSV, Parquet) or a directory of them open in DuckDB; anything else is a
    /// SQLite file. Fails with [`super::DbError::Open`] when it is missing or not a database.
    pub fn open(target: &Path, limits: Limits) -> DbResult<Self> {
        let text = target.to_string_lossy();
        if is_postgres_url(&text) {
            return Ok(Self {
                backend: Backend::Postgres(PgDb::open(&text, limits)?),
            });
        }
        let duck = super::duckdb::duck_target(target).map_err(|reason| super::DbError::Open {
            path: text.to_string(),
            reason,
        })?;
        let backend = match duck {
            #[cfg(feature = "duckdb")]
            Some(duck) => Backend::Duckdb(DuckDb::open(&duck, &text, limits)?),
            #[cfg(not(feature = "duckdb"))]
            Some(_) => return Err(super::duckdb::unsupported(&text)),
            None => Backend::Sqlite(SqliteDb::open(target, limits)?),
        };
        Ok(Self { backend })
    }

    /// An in-memory SQLite copy of the file at `base` with `setup` applied to the copy (AmbiQT's
    /// modified schemas), then guarded like [`SafeDb::open`]. The file is only ever read.
    pub fn open_modified(base: &Path, setup: &[String], limits: Limits) -> DbResult<Self> {
        Ok(Self {
            backend: Backend::Sqlite(SqliteDb::open_modified(base, setup, limits)?),
        })
    }

    /// The engine behind this connection.
    pub fn engine(&self) -> Engine {
        match self.backend {
            Backend::Sqlite(_) => Engine::Sqlite,
            Backend::Postgres(_) => Engine::Postgres,
            #[cfg(feature = "duckdb")]
            Backend::Duckdb(_) => Engine::Duckdb,
        }
    }

    /// A handle that cancels this connection's running query from another thread.
    pub fn cancel_handle(&self) -> CancelHandle {
        match &self.backend {
            Backend::Sqlite(db) => CancelHandle(CancelInner::Sqlite(db.cancel_handle())),
            Backend::Postgres(db) => CancelHandle(CancelInner::Postgres(db.cancel_handle())),
            #[cfg(feature = "duckdb")]
            Backend::Duckdb(db) => CancelHandle(CancelInner::Duckdb(db.cancel_handle())),
        }
    }

    pub fn limits(&self) -> &Limits {
        match &self.backend {
            Backend::Sqlite(db) => db.limits(),
            Backend::Postgres(db) => db.limits(),
            #[cfg(feature = "duckdb")]
            Backend::Duckdb(db) => db.limits(),
        }
    }

    /// The database file, when one was opened (an in-memory copy or a server has none).
    pub fn file(&self) -> Option<&Path> {
        match &self.backend {
            Backend::Sqlite(db) => db.file(),
            Backend::Postgres(_) => None,
            #[cfg(feature = "duckdb")]
            Backend::Duckdb(db) => db.file(),
        }
    }

    /// What was opened (the path, or the URL without any password), for messages.
    pub fn label(&self) -> &str {
        match &self.backend {
            Backend::Sqlite(db) => db.label(),
            Backend::Postgres(db) => db.label(),
            #[cfg(feature = "duckdb")]
            Backend::Duckdb(db) => db.label(),
        }
    }

    /// Check and prepare exactly one read-only statement. Refusals
    /// ([`super::DbError::Refused`]) carry a one-line reason; SQL the engine cannot compile is
    /// [`super::DbError::Invalid`].
    pub fn prepare(&self, sql: &str) -> DbResult<Query<'_>> {
        Ok(Query {
            inner: match &self.backend {
                Backend::Sqlite(db) => QueryInner::Sqlite(db.prepare(sql)?),
                Backend::Postgres(db) => QueryInner::Postgres(db.prepare(sql)?),
                #[cfg(feature = "duckdb")]
                Backend::Duckdb(db) => QueryInner::Duckdb(db.prepare(sql)?),
            },
        })
    }

    /// Read the schema. Counts and samples that exceed their budget are left out rather than
    /// failing; a cancel from another thread stops it with [`super::DbError::Cancelled`].
    pub fn introspect(&self, options: &IntrospectOptions) -> DbResult<Schema> {
        match &self.backend {
            Backend::Sqlite(db) => db.introspect(options),
            Backend::Postgres(db) => db.introspect(options),
            #[cfg(feature = "duckdb")]
            Backend::Duckdb(db) => db.introspect(options),
        }
    }

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

/// Cancels the query running on a connection from any thread (Esc in the TUI, a new round).
#[derive(Clone)]
pub struct CancelHandle(CancelInner);

#[derive(Clone)]
enum CancelInner {
    Sqlite(SqliteCancel),
    Postgres(PgCancel),
    #[cfg(feature = "duckdb")]
    Duckdb(DuckCancel),
}

impl std::fmt::Debug for CancelHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CancelHandle").finish_non_exhaustive()
    }
}

impl CancelHandle {
    /// Stop the current query: it fails with [`super::DbError::Cancelled`].
    pub fn cancel(&self) {
        match &self.0 {
            CancelInner::Sqlite(handle) => handle.cancel(),
            CancelInner::Postgres(handle) => handle.cancel(),
            #[cfg(feature = "duckdb")]
            CancelInner::Duckdb(handle) => handle.cancel(),
        }
    }
}

/// A prepared, checked, read-only statement.
pub struct Query<'db> {
    inner: QueryInner<'db>,
}

enum QueryInner<'db> {
    Sqlite(SqliteQuery<'db>),
    Postgres(PgQuery<'db>),
    #[cfg(feature = "duckdb")]
    Duckdb(DuckQuery<'db>),
}

impl Query<'_> {
    /// Result column names, in order.
    pub fn columns(&self) -> &[String] {
        match &self.inner {
            QueryInner::Sqlite(q) => q.columns(),
            QueryInner::Postgres(q) => q.columns(),
            #[cfg(feature = "duckdb")]
            QueryInner::Duckdb(q) => q.columns(),
        }
    }

    /// True when the SQL has a top-level `ORDER BY` (row order is part of the result).
    pub fn ordered(&self) -> bool {
        match &self.inner {
            QueryInner::Sqlite(q) => q.ordered(),
            QueryInner::Postgres(q) => q.ordered(),
            #[cfg(feature = "duckdb")]
            QueryInner::Duckdb(q) => q.ordered(),
        }
    }

    /// Start running: rows arrive in pages of at most `page_rows` rows (and at most the
    /// connection's page byte cap); at most `max_rows` rows in all, after which
    /// [`Pages::truncated`] tells whether more existed.
    pub fn pages(&mut self, page_rows: usize, max_rows: Option<u64>) -> DbResult<Pages<'_>> {
        Ok(Pages {
            inner: match &mut self.inner {
                QueryInner::Sqlite(q) => PagesInner::Sqlite(q.pages(page_rows, max_rows)?),
                QueryInner::Postgres(q) => {
                    q.start(page_rows, max_rows)?;
                    PagesInner::Stream(q)
                }
                #[cfg(feature = "duckdb")]
                QueryInner::Duckdb(q) => {
                    q.start(page_rows, max_rows)?;
                    PagesInner::Stream(q)
                }
            },
        })
    }
}

/// A cursor over a running query's rows, one page at a time. Only the current page is in
/// memory. It is also an [`Iterator`] of pages; after an error it yields nothing more.
pub struct Pages<'q> {
    inner: PagesInner<'q>,
}

enum PagesInner<'q> {
    Sqlite(SqlitePages<'q>),
    Stream(&'q mut (dyn Paging + 'q)),
}

/// What [`Pages`] needs of a PostgreSQL or DuckDB query (a trait object, so the borrow of the
/// query can shrink to the pages' lifetime).
pub(crate) trait Paging {
    fn next_page(&mut self) -> DbResult<Option<Page>>;
    fn wall_clock(&mut self, limit: Duration, since: Instant);
    fn limit(&self) -> Duration;
    fn truncated(&self) -> bool;
    fn rows_delivered(&self) -> u64;
}

macro_rules! paging {
    ($query:ident) => {
        impl Paging for $query<'_> {
            fn next_page(&mut self) -> DbResult<Option<Page>> {
                $query::next_page(self)
            }
            fn wall_clock(&mut self, limit: Duration, since: Instant) {
                $query::wall_clock(self, limit, since);
            }
            fn limit(&self) -> Duration {
                $query::limit(self)
            }
            fn truncated(&self) -> bool {
                $query::truncated(self)
            }
            fn rows_delivered(&self) -> u64 {
                $query::rows_delivered(self)
            }
        }
    };
}
paging!(PgQuery);
#[cfg(feature = "duckdb")]
paging!(DuckQuery);

impl Pages<'_> {
    /// The next page, or `None` when the rows (or the row cap) are exhausted.
    pub fn next_page(&mut self) -> DbResult<Option<Page>> {
        match &mut self.inner {
            PagesInner::Sqlite(p) => p.next_page(),
            PagesInner::Stream(p) => p.next_page(),
        }
    }

    /// Count every moment since `since` against the timeout, not only the time inside the
    /// engine: for a command whose whole run is bounded (`qlarify run`).
    pub fn wall_clock(self, since: Instant) -> Self {
        match self.inner {
            PagesInner::Sqlite(p) => Self {
                inner: PagesInner::Sqlite(p.wall_clock(since)),
            },
            PagesInner::Stream(p) => {
                let limit = p.limit();
                p.wall_clock(limit, since);
                Self {
                    inner: PagesInner::Stream(p),
                }
            }
        }
    }

    /// [`Pages::wall_clock`] with at most `limit` (what is left of a larger deadline).
    pub fn within(self, limit: Duration) -> Self {
        match self.inner {
            PagesInner::Sqlite(p) => Self {
                inner: PagesInner::Sqlite(p.within(limit)),
            },
            PagesInner::Stream(p) => {
                let limit = limit.min(p.limit());
                p.wall_clock(limit, Instant::now());
                Self {
                    inner: PagesInner::Stream(p),
                }
            }
        }
    }

    /// True when the row cap stopped the query before its last row.
    pub fn truncated(&self) -> bool {
        match &self.inner {
            PagesInner::Sqlite(p) => p.truncated(),
            PagesInner::Stream(p) => p.truncated(),
        }
    }

    /// Rows handed out so far.
    pub fn rows_delivered(&self) -> u64 {
        match &self.inner {
            PagesInner::Sqlite(p) => p.rows_delivered(),
            PagesInner::Stream(p) => p.rows_delivered(),
        }
    }
}

impl Iterator for Pages<'_> {
    type Item = DbResult<Page>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_page().transpose()
    }
}
