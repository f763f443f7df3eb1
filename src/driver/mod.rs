//! Synchronous drivers of the session machine: the `ask` command and the eval runner.
//!
//! Owns: performing the session's effects in order on the current thread — calling generators,
//! fingerprinting candidates on the guarded database, executing the chosen SQL, and persisting
//! learning steps — and feeding each result back as an event until the machine is quiet.
//! Must not touch: any decision of the method (those are the session's); the terminal (the TUI
//! has its own, asynchronous driver over the same machine).

pub mod generation;
pub mod learned;

pub use generation::GenerationOptions;

use crate::core::ports::{GenerationRequest, Generator, Similarity};
use crate::core::schema::Schema;
use crate::core::session::{Effect, Event, RunSummary, Session};
use crate::db::{ResultSet, SafeDb};
use crate::store::{Store, Warning};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::sync::Arc;

/// Rows read to fingerprint a candidate: enough to tell readings apart, cheap to hash.
pub const FINGERPRINT_ROWS: u64 = 100_000;

/// Where learning steps go, when they are kept.
pub struct Persistence {
    pub store: Store,
    pub fingerprint: String,
    /// AtomSQL α, the preference step.
    pub alpha: f64,
}

/// Everything a driver needs to serve one database.
pub struct Workbench {
    pub db: SafeDb,
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
    pub last_result: RefCell<Option<ResultSet>>,
}

/// What happened while driving, besides the session's own state.
#[derive(Debug, Default)]
pub struct DriveReport {
    /// Store warnings (damaged files set aside, …) and persistence failures.
    pub warnings: Vec<String>,
    /// How many generator calls were made.
    pub generator_calls: usize,
}

impl Workbench {
    /// Hand `event` to the session and perform every effect that follows, until none is left.
    pub fn drive(&self, session: &mut Session, event: Event) -> DriveReport {
        let mut report = DriveReport::default();
        let mut queue: VecDeque<Effect> = session.handle(event).into();
        while let Some(effect) = queue.pop_front() {
            if let Some(event) = self.perform(effect, &mut report) {
                queue.extend(session.handle(event));
            }
        }
        report
    }

    fn perform(&self, effect: Effect, report: &mut DriveReport) -> Option<Event> {
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
                let request = GenerationRequest {
                    question: &question,
                    schema: &self.schema,
                    hints: &hints,
                    plan: None,
                    max_candidates: self.max_candidates,
                    cancel: None,
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
            Effect::Fingerprint { round, sql } => {
                let outcome = self
                    .db
                    .fingerprint(&sql, self.max_rows.min(FINGERPRINT_ROWS))
                    .map(|f| f.key())
                    .map_err(|e| e.to_string());
                Some(Event::Fingerprinted {
                    round,
                    sql,
                    outcome,
                })
            }
            Effect::Execute { round, sql } => {
                let outcome = match self.db.query_capped(&sql, self.max_rows) {
                    Ok(result) => {
                        let summary = RunSummary {
                            rows: result.rows.len() as u64,
                            truncated: result.truncated,
                        };
                        *self.last_result.borrow_mut() = Some(result);
                        Ok(summary)
                    }
                    Err(error) => Err(error.to_string()),
                };
                Some(Event::RunFinished {
                    round,
                    sql,
                    outcome,
                })
            }
            Effect::Learn(delta) => {
                if let Some(p) = &self.persistence {
                    match learned::persist(&p.store, &p.fingerprint, &delta, p.alpha) {
                        Ok((_, warnings)) => report
                            .warnings
                            .extend(warnings.iter().map(Warning::to_string)),
                        Err(error) => report
                            .warnings
                            .push(format!("could not save what was learned: {error}")),
                    }
                }
                None
            }
            // Synchronous work has already finished by the time a cancel could arrive.
            Effect::CancelRound { .. } => None,
        }
    }
}
