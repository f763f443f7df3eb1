//! A query's time budget, one type for every engine's cursor.
//!
//! A budget counts either the time spent inside the engine (a reading checked during a round:
//! time between pages is the caller's) or, for a wall-clock budget, every moment since the
//! command or round began (a one-shot `run`, where writing rows out counts too). Each backend
//! charges what its engine calls take and asks what is left before the next one; how it then
//! stops the engine in time (a watch, an interrupt, a server-side timeout) is its own.

use super::{DbError, DbResult};
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy)]
pub struct Budget {
    limit: Duration,
    used: Duration,
    since: Option<Instant>,
}

impl Budget {
    /// `limit` of time inside the engine.
    pub fn new(limit: Duration) -> Self {
        Self {
            limit,
            used: Duration::ZERO,
            since: None,
        }
    }

    /// A budget that counts every moment from now, inside the engine or not.
    pub fn wall_clock(limit: Duration) -> Self {
        Self::wall_clock_since(limit, Instant::now())
    }

    /// [`Budget::wall_clock`] counted from `since` (when the command or round started).
    pub fn wall_clock_since(limit: Duration, since: Instant) -> Self {
        Self {
            since: Some(since),
            ..Self::new(limit)
        }
    }

    /// The configured limit (for messages).
    pub fn limit(&self) -> Duration {
        self.limit
    }

    /// What is left to spend.
    pub fn remaining(&self) -> Duration {
        match self.since {
            Some(since) => self.limit.saturating_sub(since.elapsed()),
            None => self.limit.saturating_sub(self.used),
        }
    }

    /// Charge time an engine call took.
    pub fn charge(&mut self, spent: Duration) {
        self.used += spent;
    }
}

/// One introspection query, `run` with `min(per_query, remaining)` and its time charged to
/// `remaining`, the whole introspection's budget: `None` when it failed or found no time (that
/// answer is left out of the schema); a cancel or a lost connection stops introspection.
pub fn within<T>(
    per_query: Duration,
    remaining: &mut Duration,
    run: impl FnOnce(Duration) -> DbResult<T>,
) -> DbResult<Option<T>> {
    if remaining.is_zero() {
        return Ok(None);
    }
    let started = Instant::now();
    let outcome = run(per_query.min(*remaining));
    *remaining = remaining.saturating_sub(started.elapsed());
    match outcome {
        Ok(value) => Ok(Some(value)),
        Err(DbError::Cancelled) => Err(DbError::Cancelled),
        Err(DbError::Unavailable(reason)) => Err(DbError::Unavailable(reason)),
        Err(_) => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_time_is_charged_and_a_wall_clock_counts_everything() {
        let mut engine = Budget::new(Duration::from_secs(10));
        engine.charge(Duration::from_millis(20));
        let left = engine.remaining();
        assert_eq!(left, Duration::from_millis(9_980));
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(
            engine.remaining(),
            left,
            "time outside the engine is not charged"
        );

        let since = Instant::now() - Duration::from_secs(3);
        let wall = Budget::wall_clock_since(Duration::from_secs(2), since);
        assert_eq!(wall.remaining(), Duration::ZERO);
        assert_eq!(wall.limit(), Duration::from_secs(2));
    }

    #[test]
    fn an_introspection_query_is_left_out_on_failure_and_stops_on_cancel() {
        let mut remaining = Duration::from_secs(1);
        let limit = within(Duration::from_millis(200), &mut remaining, |limit| {
            Ok(limit)
        });
        assert_eq!(limit.ok().flatten(), Some(Duration::from_millis(200)));
        let failed: DbResult<Option<()>> = within(Duration::from_secs(1), &mut remaining, |_| {
            Err(DbError::Timeout(Duration::ZERO))
        });
        assert!(matches!(failed, Ok(None)));
        let cancelled: DbResult<Option<()>> =
            within(Duration::from_secs(1), &mut remaining, |_| {
                Err(DbError::Cancelled)
            });
        assert!(matches!(cancelled, Err(DbError::Cancelled)));
        let mut none_left = Duration::ZERO;
        let skipped: DbResult<Option<()>> =
            within(Duration::from_secs(1), &mut none_left, |_| unreachable!());
        assert!(matches!(skipped, Ok(None)));
    }
}
