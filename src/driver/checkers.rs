//! Concurrent candidate checks: a small pool of extra read-only connections to the same file.
//!
//! Owns: [`Checkers`] (opening connections lazily up to a width, lending them, cancelling them
//! all) and [`check`], the one function that fingerprints a reading under its round's deadline.
//! Must not touch: the session's decisions or the main connection (runs the chosen SQL).
//!
//! Why a pool rather than the main connection: a SQLite connection runs one statement at a
//! time, so a round of eight readings from a model was checked one after another. Readings
//! are independent reads, so each is checked on its own connection; the round's single
//! deadline ([`RoundChecks`]) still bounds the whole round, and SQLite's process-wide heap
//! limit bounds the memory of all of them together. A driver that checks a batch hands the
//! results back in the order the session asked for them, so concurrency never changes what
//! the session decides.

use super::RoundChecks;
use crate::core::session::Event;
use crate::db::{CancelHandle, DbError, DbResult, Limits, SafeDb, Sampling};
use std::path::PathBuf;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Opens one more guarded connection to the database being checked.
type Opener = Box<dyn Fn() -> DbResult<SafeDb> + Send + Sync>;

/// Connections lent to candidate checks, opened on first need, at most `width` of them.
pub struct Checkers {
    open: Opener,
    width: usize,
    pool: Mutex<Pool>,
    returned: Condvar,
}

#[derive(Default)]
struct Pool {
    idle: Vec<SafeDb>,
    opened: usize,
    cancels: Vec<CancelHandle>,
}

impl std::fmt::Debug for Checkers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Checkers")
            .field("width", &self.width)
            .finish()
    }
}

impl Checkers {
    /// A pool over `open`, lending at most `width` connections at once (at least one).
    pub fn new(width: usize, open: impl Fn() -> DbResult<SafeDb> + Send + Sync + 'static) -> Self {
        Checkers {
            open: Box::new(open),
            width: width.max(1),
            pool: Mutex::new(Pool::default()),
            returned: Condvar::new(),
        }
    }

    /// A pool of read-only connections to the SQLite file at `path`, guarded with `limits`,
    /// as wide as the machine has cores (2 to 4: past that, checks only contend).
    pub fn for_file(path: PathBuf, limits: Limits) -> Self {
        Self::new(default_width(), move || SafeDb::open(&path, limits.clone()))
    }

    /// How many checks may run at once.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Run `work` on a lent connection: an idle one, a newly opened one while fewer than
    /// `width` exist, or the next one returned. Fails only when a new connection cannot open.
    pub fn with<R>(&self, work: impl FnOnce(&SafeDb) -> R) -> DbResult<R> {
        let mut lent = Lent {
            pool: self,
            db: None,
        };
        let db = lent.db.insert(self.borrow()?);
        Ok(work(db))
    }

    /// Stop every check running now (Esc); idle connections forget it at their next query.
    pub fn cancel_all(&self) {
        for handle in &self.lock().cancels {
            handle.cancel();
        }
    }

    fn borrow(&self) -> DbResult<SafeDb> {
        let mut pool = self.lock();
        loop {
            if let Some(db) = pool.idle.pop() {
                return Ok(db);
            }
            if pool.opened < self.width {
                pool.opened += 1;
                // Opening reads the file's header and schema: not under the lock.
                drop(pool);
                let opened = (self.open)();
                pool = self.lock();
                return match opened {
                    Ok(db) => {
                        pool.cancels.push(db.cancel_handle());
                        Ok(db)
                    }
                    Err(error) => {
                        pool.opened -= 1;
                        Err(error)
                    }
                };
            }
            pool = match self.returned.wait(pool) {
                Ok(pool) => pool,
                Err(poisoned) => poisoned.into_inner(),
            };
        }
    }

    fn lock(&self) -> MutexGuard<'_, Pool> {
        // A check that panicked left its connection usable (queries are self-contained).
        match self.pool.lock() {
            Ok(pool) => pool,
            Err(poisoned) => poisoned.into_inner(),
        }
    }
}

/// A lent connection, handed back on drop (also when the work panics).
struct Lent<'p> {
    pool: &'p Checkers,
    db: Option<SafeDb>,
}

impl Drop for Lent<'_> {
    fn drop(&mut self) {
        if let Some(db) = self.db.take() {
            self.pool.lock().idle.push(db);
            self.pool.returned.notify_one();
        }
    }
}

/// Checks at once by default: the machine's cores, at least 2 (a slow reading then cannot
/// hold up every other) and at most 4.
fn default_width() -> usize {
    std::thread::available_parallelism()
        .map_or(2, usize::from)
        .clamp(2, 4)
}

/// Fingerprint `sql` for round `round` on `db`, reading at most `rows` rows and a sample of
/// each large table (see [`Sampling`]), within what is left of the round's checking budget (the
/// connection's timeout); the `Fingerprinted` event.
pub fn check(
    db: &SafeDb,
    checks: &RoundChecks,
    sampling: &Sampling,
    (round, sql): (u64, String),
    rows: u64,
) -> Event {
    let budget = db.limits().timeout;
    // Measured once the connection is ours: waiting for it is not checking.
    let left = checks.remaining(round, budget);
    let outcome = if left.is_zero() {
        Err(format!(
            "not checked: the round's {} ms for checking readings ran out",
            budget.as_millis()
        ))
    } else {
        fingerprint(db, sampling, &sql, rows, left)
    };
    Event::Fingerprinted {
        round,
        sql,
        outcome,
    }
}

/// The merge key of `sql`'s result, on a sample when it reads a large table. A sampled key is
/// marked `~`; an empty sampled result is keyed by the SQL itself, so it merges with nothing
/// (its filter may only have missed the sample).
fn fingerprint(
    db: &SafeDb,
    sampling: &Sampling,
    sql: &str,
    rows: u64,
    limit: Duration,
) -> Result<String, String> {
    let started = Instant::now();
    if let Some(sampled) = sampling.rewrite(sql) {
        match db.fingerprint_within(&sampled, rows, limit) {
            Ok(f) if f.rows == 0 => return Ok(format!("~empty:{sql}")),
            Ok(f) => return Ok(format!("{}~", f.key())),
            Err(e @ (DbError::Timeout(_) | DbError::Cancelled | DbError::Limit(_))) => {
                return Err(e.to_string())
            }
            // The rewrite did not suit this statement: the reading's own error, or its result
            // on all the data, is the honest answer.
            Err(_) => {}
        }
    }
    let left = limit.saturating_sub(started.elapsed());
    db.fingerprint_within(sql, rows, left)
        .map(|f| f.key())
        .map_err(|e| e.to_string())
}
