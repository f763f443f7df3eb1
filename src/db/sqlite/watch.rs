//! Time budget and cancellation for a guarded connection, checked by SQLite's progress handler
//! and enforced by a wall-clock watchdog.
//!
//! Owns: the shared deadline/cancel state, the [`SqliteCancel`] other threads hold, how a
//! query's [`Budget`] (`db/budget.rs`: time inside SQLite, or for a one-shot command all the
//! time since it started) arms the watch, and the [`Watchdog`] thread.
//! Must not touch: statements or rows (that is `exec.rs`).

use crate::db::budget::Budget;
use rusqlite::InterruptHandle;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};
use std::sync::{Arc, Condvar, Mutex, Weak};
use std::time::{Duration, Instant};

/// Virtual-machine steps between two progress-handler calls: cheap enough to cost nothing
/// measurable. The handler alone cannot bound time: one step can build a 60 MB value or
/// sort gigabytes, so the [`Watchdog`] interrupts at the deadline whatever the op mix.
pub const PROGRESS_OPS: i32 = 100;

/// How long an idle watchdog sleeps before looking whether its connection is gone.
const IDLE_WAKE: Duration = Duration::from_millis(500);

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
    /// Wakes the watchdog when the deadline comes before the time it sleeps until.
    armed: Condvar,
    /// Nanoseconds since `base` at which the watchdog wakes of itself (written under `lock`).
    /// Introspecting a large schema arms the watch for each of thousands of statements, each
    /// with much the same deadline; waking the watchdog for every one was thousands of
    /// context switches, so only a deadline it would sleep past wakes it.
    sleeping_until: AtomicU64,
    lock: Mutex<()>,
}

impl Default for Watch {
    fn default() -> Self {
        Self {
            base: Instant::now(),
            deadline_ns: AtomicU64::new(u64::MAX),
            cancel: AtomicBool::new(false),
            tripped: AtomicU8::new(NOT_TRIPPED),
            armed: Condvar::new(),
            sleeping_until: AtomicU64::new(0),
            lock: Mutex::new(()),
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
        let deadline = self.deadline_ns.load(Ordering::Relaxed);
        // Under the lock, so the watchdog cannot miss it between reading and waiting.
        let _guard = self.lock.lock();
        if deadline < self.sleeping_until.load(Ordering::Relaxed) {
            self.armed.notify_all();
        }
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

/// A thread per connection that interrupts SQLite once the armed deadline passes, so a
/// statement stops on time even inside one long step (a sort spilling to disk, a huge
/// `zeroblob`) where the progress handler is not called. It ends on its own once the
/// connection's [`Watch`] is dropped.
pub struct Watchdog;

impl Watchdog {
    /// Start watching `watch` for the connection `interrupt` belongs to.
    pub fn start(watch: &Arc<Watch>, interrupt: InterruptHandle) {
        let weak: Weak<Watch> = Arc::downgrade(watch);
        let spawned = std::thread::Builder::new()
            .name("qlarify-sqlite-watchdog".into())
            .spawn(move || Self::run(&weak, &interrupt));
        if let Err(error) = spawned {
            // The progress handler still stops ordinary statements; only long steps overrun.
            tracing::warn!(%error, "no SQLite watchdog thread");
        }
    }

    fn run(weak: &Weak<Watch>, interrupt: &InterruptHandle) {
        while let Some(watch) = weak.upgrade() {
            let Ok(guard) = watch.lock.lock() else {
                return;
            };
            let deadline = watch.deadline_ns.load(Ordering::Relaxed);
            let now = watch.now_ns();
            let wait = if deadline == u64::MAX {
                IDLE_WAKE
            } else if now >= deadline {
                if watch.tripped.load(Ordering::Relaxed) == NOT_TRIPPED {
                    watch.tripped.store(TRIPPED_TIMEOUT, Ordering::Relaxed);
                    interrupt.interrupt();
                }
                // Tripped: nothing more to do until the next arm (or a late disarm).
                Duration::from_millis(20)
            } else {
                Duration::from_nanos(deadline - now).min(IDLE_WAKE)
            };
            // An earlier deadline wakes it early; otherwise it looks again after `wait`.
            let until = now.saturating_add(u64::try_from(wait.as_nanos()).unwrap_or(u64::MAX));
            watch.sleeping_until.store(until, Ordering::Relaxed);
            let _ = watch.armed.wait_timeout(guard, wait);
        }
    }
}

/// Cancels the query running on a connection from any thread (Esc in the TUI, a new round).
#[derive(Clone)]
pub struct SqliteCancel {
    watch: Arc<Watch>,
    interrupt: Arc<InterruptHandle>,
}

impl std::fmt::Debug for SqliteCancel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteCancel").finish_non_exhaustive()
    }
}

impl SqliteCancel {
    pub(crate) fn new(watch: Arc<Watch>, interrupt: InterruptHandle) -> Self {
        Self {
            watch,
            interrupt: Arc::new(interrupt),
        }
    }

    /// Stop the current query: its next step fails with [`crate::db::DbError::Cancelled`]. The
    /// progress handler sees the flag within a few thousand VM steps; the SQLite interrupt also
    /// reaches long single steps (a big sort) where the progress handler is not called.
    pub fn cancel(&self) {
        self.watch.request_cancel();
        self.interrupt.interrupt();
    }
}

/// SQLite's half of a query's [`Budget`]: the watch is what stops SQLite when it runs out.
impl Budget {
    /// Run `work` with the watch armed for the remaining budget, then charge the time it took.
    pub fn spend<T>(&mut self, watch: &Watch, work: impl FnOnce() -> T) -> T {
        let began = Instant::now();
        watch.arm(self.remaining());
        let out = work();
        watch.disarm();
        self.charge(began.elapsed());
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
        assert!(budget.remaining() <= Duration::from_millis(395));
        assert!(budget.remaining() > Duration::ZERO);
    }
}
