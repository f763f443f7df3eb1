//! Time budget and cancellation for a guarded connection, checked by SQLite's progress handler.
//!
//! Owns: the shared deadline/cancel state, the [`CancelHandle`] other threads hold, and the
//! per-query [`Budget`] that only counts time spent inside SQLite (a consumer that pauses
//! between pages — a TUI waiting for the user to scroll — does not use up the timeout).
//! Must not touch: statements or rows (that is `exec.rs`).

use rusqlite::InterruptHandle;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Virtual-machine steps between two progress-handler calls: small enough that a runaway query
/// stops within a millisecond or so of its deadline, large enough to cost nothing measurable.
pub const PROGRESS_OPS: i32 = 1_000;

const NOT_TRIPPED: u8 = 0;
const TRIPPED_TIMEOUT: u8 = 1;
const TRIPPED_CANCEL: u8 = 2;

/// Why the progress handler stopped a statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tripped {
    Timeout,
    Cancelled,
}

/// State shared between a connection's progress handler, its queries and cancel handles.
#[derive(Debug)]
pub struct Watch {
    base: Instant,
    /// Nanoseconds since `base` after which running statements stop; `u64::MAX` when disarmed.
    deadline_ns: AtomicU64,
    cancel: AtomicBool,
    tripped: AtomicU8,
}

impl Default for Watch {
    fn default() -> Self {
        Self {
            base: Instant::now(),
            deadline_ns: AtomicU64::new(u64::MAX),
            cancel: AtomicBool::new(false),
            tripped: AtomicU8::new(NOT_TRIPPED),
        }
    }
}

impl Watch {
    fn now_ns(&self) -> u64 {
        u64::try_from(self.base.elapsed().as_nanos()).unwrap_or(u64::MAX)
    }

    /// The progress handler's question: should the running statement stop now?
    pub fn should_stop(&self) -> bool {
        if self.cancel.load(Ordering::Relaxed) {
            self.tripped.store(TRIPPED_CANCEL, Ordering::Relaxed);
            return true;
        }
        if self.now_ns() > self.deadline_ns.load(Ordering::Relaxed) {
            self.tripped.store(TRIPPED_TIMEOUT, Ordering::Relaxed);
            return true;
        }
        false
    }

    /// Start a new query: forget an earlier cancel and trip.
    pub fn reset(&self) {
        self.cancel.store(false, Ordering::Relaxed);
        self.tripped.store(NOT_TRIPPED, Ordering::Relaxed);
        self.disarm();
    }

    /// Let statements run for at most `remaining` from now.
    pub fn arm(&self, remaining: Duration) {
        let remaining = u64::try_from(remaining.as_nanos()).unwrap_or(u64::MAX);
        self.deadline_ns
            .store(self.now_ns().saturating_add(remaining), Ordering::Relaxed);
    }

    /// No deadline until the next [`Watch::arm`].
    pub fn disarm(&self) {
        self.deadline_ns.store(u64::MAX, Ordering::Relaxed);
    }

    /// Why the last statement was stopped, if it was; a cancel wins over a timeout.
    pub fn tripped(&self) -> Option<Tripped> {
        if self.cancel.load(Ordering::Relaxed) {
            return Some(Tripped::Cancelled);
        }
        match self.tripped.load(Ordering::Relaxed) {
            TRIPPED_TIMEOUT => Some(Tripped::Timeout),
            TRIPPED_CANCEL => Some(Tripped::Cancelled),
            _ => None,
        }
    }

    fn request_cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Cancels the query running on a connection from any thread (Esc in the TUI, a new round).
#[derive(Clone)]
pub struct CancelHandle {
    watch: Arc<Watch>,
    interrupt: Arc<InterruptHandle>,
}

impl std::fmt::Debug for CancelHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CancelHandle").finish_non_exhaustive()
    }
}

impl CancelHandle {
    pub(crate) fn new(watch: Arc<Watch>, interrupt: InterruptHandle) -> Self {
        Self {
            watch,
            interrupt: Arc::new(interrupt),
        }
    }

    /// Stop the current query: its next step fails with [`super::DbError::Cancelled`]. The
    /// progress handler sees the flag within a few thousand VM steps; the SQLite interrupt also
    /// reaches long single steps (a big sort) where the progress handler is not called.
    pub fn cancel(&self) {
        self.watch.request_cancel();
        self.interrupt.interrupt();
    }
}

/// The time a query may still spend inside SQLite, spent only while a page is being fetched.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    limit: Duration,
    used: Duration,
}

impl Budget {
    pub fn new(limit: Duration) -> Self {
        Self {
            limit,
            used: Duration::ZERO,
        }
    }

    /// The configured limit (for messages).
    pub fn limit(&self) -> Duration {
        self.limit
    }

    /// Run `work` with the watch armed for the remaining budget, then charge the time it took.
    pub fn spend<T>(&mut self, watch: &Watch, work: impl FnOnce() -> T) -> T {
        let started = Instant::now();
        watch.arm(self.limit.saturating_sub(self.used));
        let out = work();
        watch.disarm();
        self.used += started.elapsed();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_expired_deadline_trips_as_timeout_and_reset_clears_it() {
        let watch = Watch::default();
        assert!(!watch.should_stop());
        watch.arm(Duration::ZERO);
        std::thread::sleep(Duration::from_millis(2));
        assert!(watch.should_stop());
        assert_eq!(watch.tripped(), Some(Tripped::Timeout));
        watch.reset();
        assert!(!watch.should_stop());
        assert_eq!(watch.tripped(), None);
    }

    #[test]
    fn cancel_wins_over_timeout() {
        let watch = Watch::default();
        watch.arm(Duration::ZERO);
        std::thread::sleep(Duration::from_millis(2));
        watch.request_cancel();
        assert!(watch.should_stop());
        assert_eq!(watch.tripped(), Some(Tripped::Cancelled));
    }

    #[test]
    fn budget_charges_only_the_work() {
        let watch = Watch::default();
        let mut budget = Budget::new(Duration::from_millis(400));
        budget.spend(&watch, || std::thread::sleep(Duration::from_millis(5)));
        std::thread::sleep(Duration::from_millis(500));
        // The 500 ms outside `spend` were not charged: the budget is not used up.
        budget.spend(&watch, || assert!(!watch.should_stop()));
        assert!(budget.used >= Duration::from_millis(5));
        assert!(budget.used < Duration::from_millis(400));
    }
}
