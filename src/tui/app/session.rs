//! The asynchronous side of the session: events in, effects out as tasks, and the main screen
//! refreshed after every transition.
//!
//! Owns: the glue between the session machine and the app — submit, cancel (round flag, SQLite
//! interrupt, dropping late results), effects to tasks, option previews, run results, learning
//! summaries, live parameter changes.
//! Must not touch: the decisions (the session makes them) or drawing.

use super::{App, Status};
use crate::core::session::{Effect, Event, LearnDelta};
use crate::db::ResultSet;
use crate::embed::Backend;
use crate::tui::component::{Param, WrittenThen};
use crate::tui::main_screen::MainScreen;
use crate::tui::status::Level;
use crate::tui::tasks::{Opened, Task, Work};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

impl App {
    pub(super) fn opened(&mut self, opened: Opened) -> Vec<Task> {
        let Opened {
            engine,
            session,
            semantic,
            backend,
            calibrations,
            history,
            warnings,
            values,
        } = opened;
        self.calibrations = calibrations;
        for warning in &warnings {
            tracing::warn!(%warning, "opening");
        }
        let tables = engine.bench.schema.tables.len();
        tracing::info!(tables, %backend, "database open");
        let open = format!(
            "{} open: {tables} tables · {backend} · ask a question",
            self.db_name
        );
        // A problem with the configuration (an unknown theme) stays said until it is read.
        let earlier = self.status.take().filter(|s| s.level != Level::Info);
        self.status = Some(match (warnings.first(), earlier) {
            (Some(warning), _) => Status::warning(warning.clone()),
            (None, Some(earlier)) => Status::warning(format!("{open} · {}", earlier.text)),
            (None, None) => Status::info(open),
        });
        if !history.is_empty() && self.pending_ask.is_none() {
            self.main = MainScreen::new(history);
        }
        self.main.suggest_examples(&engine.bench.schema);
        self.engine = Some(engine);
        self.session = Some(session);
        self.backend = Some(backend);
        let mut tasks = Vec::new();
        if let (Some(values), Some(engine)) = (values, self.engine.clone()) {
            let work = Work::CompleteValues { values, engine };
            tasks.push(self.task("completing the value index", false, work));
        }
        if let (Some(semantic), Some(engine)) = (semantic, self.engine.clone()) {
            let work = Work::WaitModel {
                semantic,
                data: self.dirs.data.clone(),
                engine,
            };
            tasks.push(self.task("loading the language model", false, work));
        }
        if let Some(question) = self.pending_ask.take() {
            tasks.extend(self.ask(question));
        }
        tasks
    }

    pub(super) fn ask(&mut self, question: String) -> Vec<Task> {
        if let (None, Some(error)) = (&self.session, self.main.unavailable()) {
            self.status = Some(Status::error(format!(
                "nothing can be asked: the database could not be opened ({error})"
            )));
            return Vec::new();
        }
        if self.session.is_none() {
            self.pending_ask = Some(question);
            self.status = Some(Status::info(
                "the database is still opening: the question is asked once it is ready",
            ));
            return Vec::new();
        }
        if matches!(self.backend, Some(Backend::Loading)) {
            // Read with the model, as `ask` reads it: the lexical stand-in ranks differently.
            self.pending_ask = Some(question);
            self.status = Some(Status::info(
                "the language model is loading: the question is asked once it is ready",
            ));
            return Vec::new();
        }
        self.session_event(Event::Submit { question })
    }

    /// Hand `event` to the session, turn its effects into tasks, refresh the main screen.
    pub(super) fn session_event(&mut self, event: Event) -> Vec<Task> {
        match &event {
            Event::Submit { .. } => {
                // A new round: whatever the old one still runs is abandoned.
                self.cancel_round();
                self.round_cancel = Arc::new(AtomicBool::new(false));
                self.submitted_at = Some(Instant::now());
            }
            Event::Cancel => {
                self.cancel_round();
                self.status = Some(Status::info("cancelled"));
            }
            _ => {}
        }
        let Some(session) = self.session.as_mut() else {
            return Vec::new();
        };
        let submitted = matches!(event, Event::Submit { .. });
        let effects = session.handle(event);
        if submitted {
            // Messages about the previous question go; one about how this one is read comes.
            self.status = session.view().notices.first().map(Status::warning);
        }
        let mut tasks: Vec<Task> = effects
            .into_iter()
            .filter_map(|effect| self.effect_task(effect))
            .collect();
        tasks.extend(self.refresh());
        tasks
    }

    /// Stop the round's work: generators see the flag, SQLite is interrupted, and whatever the
    /// running session tasks report is dropped (the session keeps the round's id on cancel, so
    /// it would otherwise take late readings in).
    pub(super) fn cancel_round(&mut self) {
        self.round_cancel.store(true, Ordering::Relaxed);
        let ids: Vec<_> = self
            .running
            .iter()
            .filter(|(_, r)| r.session)
            .map(|(&id, _)| id)
            .collect();
        if !ids.is_empty() {
            if let Some(engine) = &self.engine {
                engine.cancel_queries();
            }
        }
        // Cancelled tasks leave the status bar now; their late results are dropped.
        for id in ids {
            self.running.remove(&id);
            self.cancelled.insert(id);
        }
        self.submitted_at = None;
    }

    fn effect_task(&mut self, effect: Effect) -> Option<Task> {
        let engine = self.engine.clone()?;
        match effect {
            Effect::Generate { ref source, .. } => {
                let label = format!("generating ({source})");
                let cancel = self.round_cancel.clone();
                Some(self.task(
                    &label,
                    true,
                    Work::Effect {
                        engine,
                        effect,
                        cancel,
                    },
                ))
            }
            Effect::Fingerprint { .. } => {
                let cancel = self.round_cancel.clone();
                Some(self.task(
                    "checking readings",
                    true,
                    Work::Effect {
                        engine,
                        effect,
                        cancel,
                    },
                ))
            }
            Effect::Execute { round, sql } => Some(self.task(
                "running the SQL",
                true,
                Work::Execute { engine, round, sql },
            )),
            Effect::Learn(ref delta) => {
                let summary = summarise(delta);
                Some(self.task(
                    "saving what was learned",
                    false,
                    Work::Learn {
                        engine,
                        effect,
                        summary,
                    },
                ))
            }
            Effect::Unlearn(_) => Some(self.task(
                "taking back what was learned",
                false,
                Work::Learn {
                    engine,
                    effect,
                    summary: "undone: what the accepted reading taught is taken back".into(),
                },
            )),
            Effect::Record(_) => Some(self.task(
                "saving the history",
                false,
                Work::Learn {
                    engine,
                    effect,
                    summary: String::new(),
                },
            )),
            // Submit and Cancel already stopped the round before the session saw them.
            Effect::CancelRound { .. } => None,
        }
    }

    /// After every transition: show the round, time the first candidate, preview the options of
    /// a newly asked question.
    fn refresh(&mut self) -> Vec<Task> {
        let Some(session) = self.session.as_ref() else {
            return Vec::new();
        };
        let view = session.view();
        self.main
            .set_busy(matches!(view.phase.as_str(), "working" | "running"));
        if !view.candidates.is_empty() {
            if let Some(at) = self.submitted_at.take() {
                let elapsed = at.elapsed();
                self.first_candidate = Some(elapsed);
                tracing::debug!(
                    elapsed_us = elapsed.as_micros() as u64,
                    "submit to first candidate shown"
                );
            }
        }
        let asked = view
            .questions
            .first()
            .filter(|_| view.ask && view.phase == "ready")
            .map(|q| {
                let labels: Vec<&str> = q.options.iter().map(|o| o.label.as_str()).collect();
                (
                    view.round,
                    format!("{}\u{1f}{}", q.prompt, labels.join("\u{1f}")),
                )
            });
        let round = view.round;
        self.main.set_round(view);
        match asked {
            Some(key) if self.previewed.as_ref() != Some(&key) => {
                self.previewed = Some(key);
                let queries = self.main.preview_queries();
                match (self.engine.clone(), queries.is_empty()) {
                    (Some(engine), false) => vec![self.task(
                        "previewing the options",
                        false,
                        Work::Previews {
                            engine,
                            round,
                            queries,
                        },
                    )],
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    pub(super) fn executed(
        &mut self,
        event: Event,
        sql: String,
        rows: Option<ResultSet>,
    ) -> Vec<Task> {
        let current = self.session.as_ref().map(|s| s.round_id());
        if let Event::RunFinished { round, outcome, .. } = &event {
            if Some(*round) == current {
                match (rows, outcome) {
                    (Some(rows), _) => {
                        // Say that the run taught nothing, and how to teach.
                        let accept = self.keymap.keys(crate::tui::keymap::Action::Accept);
                        self.status = Some(Status::info(format!(
                            "ran: {}{} rows (a preview: nothing learned; {} accepts it as what you meant)",
                            rows.rows.len(),
                            if rows.truncated { "+" } else { "" },
                            accept.first().map_or("accept", String::as_str)
                        )));
                        self.main.set_results(sql, rows)
                    }
                    (None, Err(error)) => self.main.set_run_error(error.clone()),
                    (None, Ok(_)) => {}
                }
            }
        }
        self.session_event(event)
    }

    /// SQL the user wrote becomes their reading of the question, focused; then it is run or
    /// accepted as asked. A reading that cannot be made says why on the status line.
    pub(super) fn written(&mut self, sql: &str, then: WrittenThen) -> Vec<Task> {
        let mut tasks = self.session_event(Event::Write {
            sql: sql.to_string(),
        });
        let Some(session) = self.session.as_ref() else {
            return tasks;
        };
        let Some(index) = session.shown_index_of(sql) else {
            let why = session
                .view()
                .errors
                .last()
                .cloned()
                .unwrap_or_else(|| "it is not a reading of this question".into());
            self.status = Some(Status::error(format!("your SQL was not kept: {why}")));
            return tasks;
        };
        self.main.select_reading(index);
        match then {
            WrittenThen::Keep => {
                self.status = Some(Status::info(format!(
                    "your SQL is reading {} (r runs it, A accepts it as what you meant)",
                    index + 1
                )));
            }
            WrittenThen::Run => tasks.extend(self.session_event(Event::Run { index: Some(index) })),
            WrittenThen::Accept => {
                tasks.extend(self.session_event(Event::Accept { index: Some(index) }))
            }
        }
        tasks
    }

    /// Change a method parameter of the running session, show the rescored round, and save
    /// the setting to config.toml (in the background, keeping the user's comments).
    pub(super) fn set_param(&mut self, param: Param, value: f64) -> Vec<Task> {
        let mut tasks = self.apply_param(param, value);
        let (table, key) = match param {
            Param::Beta => ("method", "beta"),
            Param::Lambda => ("method", "lambda"),
            Param::Tau => ("method", "tau"),
            Param::Alpha => ("method", "conformal_alpha"),
        };
        let settings = vec![crate::store::config_edit::Setting { table, key, value }];
        let dirs = self.dirs.clone();
        tasks.push(self.task(
            "saving the setting",
            false,
            Work::SaveSettings { dirs, settings },
        ));
        tasks
    }

    /// Use a method parameter in the running session (nothing is saved): also how the selector
    /// is recalibrated when the similarity backend changes.
    pub(super) fn apply_param(&mut self, param: Param, value: f64) -> Vec<Task> {
        self.params.set(param, value);
        let backend = self.selector_key();
        let linking = crate::commands::link_threshold(self.backend_name(), self.linking_alpha);
        let Some(session) = self.session.as_mut() else {
            return Vec::new();
        };
        let mut config = session.config().clone();
        match param {
            Param::Beta => config.beta = value,
            Param::Lambda => config.lambda = value,
            Param::Tau => config.tau = value,
            Param::Alpha => {
                config.selector =
                    crate::commands::threshold_in(&self.calibrations, &backend, value);
                config.linking = linking;
            }
        }
        if &config != session.config() {
            session.set_config(config);
        }
        self.refresh()
    }
}

/// "learned: department → curr_dept; 2 atom choices" for the status line.
fn summarise(delta: &LearnDelta) -> String {
    let mut parts: Vec<String> = delta
        .hints
        .iter()
        .map(|h| format!("“{}” → {}", h.entity, h.preferred))
        .collect();
    match delta.atom_choices.len() {
        0 => {}
        1 => parts.push("1 atom choice".into()),
        n => parts.push(format!("{n} atom choices")),
    }
    if parts.is_empty() {
        "learned from the choice".into()
    } else {
        format!("learned: {}", parts.join("; "))
    }
}
