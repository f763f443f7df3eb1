//! Synchronous drivers of the session machine: the `ask` command and the eval runner.
//!
//! Owns: performing the session's effects in order on the current thread — calling generators,
//! fingerprinting candidates on the guarded database, executing the chosen SQL, and persisting
//! learning steps — and feeding each result back as an event until the machine is quiet.
//! [`Workbench::perform`] runs one effect on its own, so the TUI's asynchronous driver can run
//! effects from background tasks over a `Workbench<Mutex<SafeDb>>`.
//! Must not touch: any decision of the method (those are the session's); the terminal (the TUI
//! has its own, asynchronous driver over the same machine).

pub mod checkers;
pub mod generation;
pub mod learned;

pub use checkers::Checkers;
pub use generation::GenerationOptions;

use crate::core::ports::{GenerationRequest, Generator, Similarity};
use crate::core::schema::Schema;
use crate::core::session::{Effect, Event, RunSummary, Session};
use crate::db::{ResultSet, SafeDb, Sampling};
use crate::store::{Store, Warning};
use std::collections::VecDeque;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Rows read to fingerprint a candidate: enough to tell readings apart, cheap to hash.
pub const FINGERPRINT_ROWS: u64 = 100_000;

/// Where learning steps go, when they are kept.
pub struct Persistence {
    pub store: Store,
    pub fingerprint: String,
    /// AtomSQL α, the preference step.
    pub alpha: f64,
}

/// How a workbench reaches its connection: directly (one thread drives it) or behind a mutex
/// (the TUI performs effects from several blocking tasks at once, so the bench must be `Sync`).
pub trait DbAccess {
    /// Run `work` on the connection.
    fn with_db<R>(&self, work: impl FnOnce(&SafeDb) -> R) -> R;
}

impl DbAccess for SafeDb {
    fn with_db<R>(&self, work: impl FnOnce(&SafeDb) -> R) -> R {
        work(self)
    }
}

impl DbAccess for Mutex<SafeDb> {
    fn with_db<R>(&self, work: impl FnOnce(&SafeDb) -> R) -> R {
        // A task that panicked while holding the connection left it usable: queries are
        // self-contained, so the poison carries no broken invariant.
        match self.lock() {
            Ok(db) => work(&db),
            Err(poisoned) => work(&poisoned.into_inner()),
        }
    }
}

/// Everything a driver needs to serve one database. `D` is [`SafeDb`] for the synchronous
/// drivers and `Mutex<SafeDb>` for the TUI.
pub struct Workbench<D = SafeDb> {
    pub db: D,
    pub schema: Schema,
    pub generators: Vec<Box<dyn Generator + Send + Sync>>,
    /// Readings asked of each generator call.
    pub max_candidates: usize,
    /// Rows read when fingerprinting and when running the chosen SQL.
    pub max_rows: u64,
    pub persistence: Option<Persistence>,
    /// Masking and plans around every generator.
    pub generation: GenerationOptions,
    /// Scores masked schemas (ODIN's Cal_Score).
    pub similarity: Arc<dyn Similarity + Send + Sync>,
    /// The rows of the last executed reading (at most `max_rows`), for drivers that show them.
    pub last_result: Mutex<Option<ResultSet>>,
    /// The deadline of the current round's candidate checks.
    pub checks: RoundChecks,
    /// Connections that check candidates concurrently; without them, checks take turns on
    /// `db`.
    pub checkers: Option<Checkers>,
}

/// One deadline for checking all of a round's candidates: a model that proposes many slow
/// readings stalls the round for one timeout, not one timeout per reading. Readings left when
/// it passes are reported as not checked (the session sets them aside with the reason).
#[derive(Debug, Default)]
pub struct RoundChecks(Mutex<Option<(u64, Instant)>>);

impl RoundChecks {
    /// Time left for checking round `round`'s candidates; the clock starts at the round's
    /// first check and allows `budget` in all.
    pub fn remaining(&self, round: u64, budget: Duration) -> Duration {
        let Ok(mut slot) = self.0.lock() else {
            return budget;
        };
        let deadline = match *slot {
            Some((r, deadline)) if r == round => deadline,
            _ => {
                let deadline = Instant::now() + budget;
                *slot = Some((round, deadline));
                deadline
            }
        };
        deadline.saturating_duration_since(Instant::now())
    }

    /// Start afresh (a new question).
    pub fn forget(&self) {
        if let Ok(mut slot) = self.0.lock() {
            *slot = None;
        }
    }
}

/// What happened while driving, besides the session's own state.
#[derive(Debug, Default)]
pub struct DriveReport {
    /// Store warnings (damaged files set aside, …) and persistence failures.
    pub warnings: Vec<String>,
    /// How many generator calls were made.
    pub generator_calls: usize,
}

impl<D: DbAccess> Workbench<D> {
    /// Hand `event` to the session and perform every effect that follows, until none is left.
    pub fn drive(&self, session: &mut Session, event: Event) -> DriveReport {
        let mut report = DriveReport::default();
        if matches!(event, Event::Submit { .. }) {
            // A new session on this bench numbers its rounds from 1 again.
            self.checks.forget();
        }
        let mut queue: VecDeque<Effect> = session.handle(event).into();
        while let Some(effect) = queue.pop_front() {
            if let Effect::Fingerprint { round, sql } = effect {
                // The checks asked for together run together; their results go back in the
                // order asked, which is what performing them one by one would have done.
                let mut batch = vec![(round, sql)];
                while let Some(Effect::Fingerprint { .. }) = queue.front() {
                    if let Some(Effect::Fingerprint { round, sql }) = queue.pop_front() {
                        batch.push((round, sql));
                    }
                }
                for event in self.check_all(batch) {
                    queue.extend(session.handle(event));
                }
            } else if let Some(event) = self.perform(effect, None, &mut report) {
                queue.extend(session.handle(event));
            }
        }
        report
    }

    /// Check one reading: on a pooled connection when there is a pool, else on `db`.
    fn check(&self, round: u64, sql: String) -> Event {
        let rows = self.max_rows.min(FINGERPRINT_ROWS);
        let checks = &self.checks;
        let sampling = Sampling::of(&self.schema);
        if let Some(pool) = &self.checkers {
            match pool.with(|db| checkers::check(db, checks, &sampling, (round, sql.clone()), rows))
            {
                Ok(event) => return event,
                // No second connection (file gone, descriptors exhausted): take turns.
                Err(error) => tracing::debug!(%error, "checking on the main connection"),
            }
        }
        self.db
            .with_db(|db| checkers::check(db, checks, &sampling, (round, sql), rows))
    }

    /// The `Fingerprinted` events of `batch`, in its order, checked concurrently on the pool
    /// (one after another without one).
    fn check_all(&self, batch: Vec<(u64, String)>) -> Vec<Event> {
        let width = self.checkers.as_ref().map_or(1, Checkers::width);
        if width < 2 || batch.len() < 2 {
            return batch
                .into_iter()
                .map(|(round, sql)| self.check(round, sql))
                .collect();
        }
        let (Some(pool), checks) = (&self.checkers, &self.checks) else {
            return Vec::new();
        };
        let rows = self.max_rows.min(FINGERPRINT_ROWS);
        let sampling = &Sampling::of(&self.schema);
        let next = std::sync::atomic::AtomicUsize::new(0);
        let results: Vec<Mutex<Option<Event>>> = batch.iter().map(|_| Mutex::new(None)).collect();
        std::thread::scope(|scope| {
            for _ in 0..width.min(batch.len()) {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some((round, sql)) = batch.get(i) else {
                        break;
                    };
                    let event = pool
                        .with(|db| {
                            checkers::check(db, checks, sampling, (*round, sql.clone()), rows)
                        })
                        .ok();
                    if let Ok(mut slot) = results[i].lock() {
                        *slot = event;
                    }
                });
            }
        });
        // A check whose connection could not open is done on the main one.
        batch
            .into_iter()
            .zip(results)
            .map(|((round, sql), slot)| {
                let done = slot.into_inner().ok().flatten();
                done.unwrap_or_else(|| self.check(round, sql))
            })
            .collect()
    }

    /// Perform one effect and return the event that reports its result (none for `Learn` and
    /// `CancelRound`). `cancel` is handed to generators, so an asynchronous driver can stop a
    /// round's masking and plan loops from another thread.
    pub fn perform(
        &self,
        effect: Effect,
        cancel: Option<&AtomicBool>,
        report: &mut DriveReport,
    ) -> Option<Event> {
        match effect {
            Effect::Generate {
                round,
                source,
                question,
                hints,
            } => {
                let Some(generator) = self.generators.iter().find(|g| g.name() == source) else {
                    return Some(Event::GenerationFailed {
                        round,
                        source: source.clone(),
                        error: format!("no generator named `{source}` is configured"),
                    });
                };
                report.generator_calls += 1;
                let pruned = crate::core::prune::prune(
                    &self.schema,
                    &question,
                    self.similarity.as_ref(),
                    &self.generation.pruning,
                );
                let request = GenerationRequest {
                    question: &question,
                    schema: pruned.as_ref().unwrap_or(&self.schema),
                    hints: &hints,
                    plan: None,
                    max_candidates: self.max_candidates,
                    cancel,
                };
                let generated = generation::generate(
                    generator.as_ref(),
                    &request,
                    self.similarity.as_ref(),
                    &self.generation,
                );
                Some(match generated {
                    Ok(proposals) => Event::Generated {
                        round,
                        source,
                        proposals,
                    },
                    Err(error) => Event::GenerationFailed {
                        round,
                        source,
                        error: error.message,
                    },
                })
            }
            Effect::Fingerprint { round, sql } => Some(self.check(round, sql)),
            Effect::Execute { round, sql } => {
                let (event, rows) = self.execute(round, sql);
                if let Some(rows) = rows {
                    if let Ok(mut last) = self.last_result.lock() {
                        *last = Some(rows);
                    }
                }
                Some(event)
            }
            Effect::Learn(delta) => {
                report.warnings.extend(self.learn(&delta));
                None
            }
            Effect::Unlearn(unlearn) => {
                report.warnings.extend(self.unlearn(&unlearn));
                None
            }
            Effect::Record(note) => {
                report.warnings.extend(self.record(&note));
                None
            }
            // Synchronous work has already finished by the time a cancel could arrive.
            Effect::CancelRound { .. } => None,
        }
    }

    /// Run the chosen SQL (at most `max_rows` rows): the `RunFinished` event and, when it ran,
    /// the rows themselves.
    pub fn execute(&self, round: u64, sql: String) -> (Event, Option<ResultSet>) {
        let (outcome, rows) = match self.db.with_db(|db| db.query_capped(&sql, self.max_rows)) {
            Ok(result) => {
                let summary = RunSummary {
                    rows: result.rows.len() as u64,
                    truncated: result.truncated,
                };
                (Ok(summary), Some(result))
            }
            Err(error) => (Err(error.to_string()), None),
        };
        let event = Event::RunFinished {
            round,
            sql,
            outcome,
        };
        (event, rows)
    }

    /// Take back an accepted step in the stored state, when it is kept; returns the warnings.
    pub fn unlearn(&self, unlearn: &crate::core::session::Unlearn) -> Vec<String> {
        let Some(p) = &self.persistence else {
            return Vec::new();
        };
        match learned::unpersist(&p.store, &p.fingerprint, unlearn) {
            Ok(warnings) => warnings.iter().map(Warning::to_string).collect(),
            Err(error) => vec![format!("could not take back what was learned: {error}")],
        }
    }

    /// Append a question asked or a reading run to the history, when it is kept.
    pub fn record(&self, note: &crate::core::session::HistoryNote) -> Vec<String> {
        let Some(p) = &self.persistence else {
            return Vec::new();
        };
        match learned::record(&p.store, &p.fingerprint, note) {
            Ok(()) => Vec::new(),
            Err(error) => vec![format!("could not save the history: {error}")],
        }
    }

    /// Apply a learning step to the stored state, when it is kept; returns the warnings met.
    pub fn learn(&self, delta: &crate::core::session::LearnDelta) -> Vec<String> {
        let Some(p) = &self.persistence else {
            return Vec::new();
        };
        match learned::persist(&p.store, &p.fingerprint, delta, p.alpha) {
            Ok((_, warnings)) => warnings.iter().map(Warning::to_string).collect(),
            Err(error) => vec![format!("could not save what was learned: {error}")],
        }
    }
}

#[cfg(test)]
mod tests;
