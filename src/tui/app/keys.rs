//! Keys and results: global bindings and screen switching, component requests turned into
//! tasks, and what each finished task changes.
//!
//! Owns: `on_key` (overlay first, then the active screen, then the shell's own bindings),
//! `request`, `on_outcome` and the screens' data. Must not touch: the session glue
//! (`session.rs`) or drawing.

use super::{App, Screen, Status};
use crate::core::session::Session;
use crate::embed::Backend;
use crate::tui::component::{Component, Outcome, Request};
use crate::tui::keymap::{Action, KeySpec};
use crate::tui::screens::{
    ExportPrompt, HelpOverlay, HintsScreen, HistoryScreen, PrefsScreen, SchemaScreen, TreeScreen,
};
use crate::tui::tasks::{ScreenData, ScreenKind, Task, TaskOutcome, Work};
use crossterm::event::KeyEvent;

impl App {
    pub(super) fn on_key(&mut self, key: &KeyEvent) -> Vec<Task> {
        let actions = self.keymap.actions(key).to_vec();
        if let Some(help) = &mut self.help {
            // The overlay owns the keyboard; it closes itself with a `Close` request.
            match help.handle_key(key, &actions) {
                Outcome::Request(Request::Close) => self.help = None,
                Outcome::Ignored if actions.contains(&Action::Quit) => self.quit = true,
                Outcome::Ignored
                    if actions.contains(&Action::Help) || actions.contains(&Action::Cancel) =>
                {
                    self.help = None;
                }
                _ => {}
            }
            return Vec::new();
        }
        if let Some(prompt) = &mut self.export_prompt {
            return match prompt.handle_key(key, &actions) {
                Outcome::Request(Request::Close) => {
                    self.export_prompt = None;
                    self.status = Some(Status::info("export cancelled: nothing was written"));
                    Vec::new()
                }
                Outcome::Request(request @ Request::ExportTo { .. }) => {
                    self.export_prompt = None;
                    self.request(request)
                }
                Outcome::Request(request) => self.request(request),
                Outcome::Consumed | Outcome::Ignored => Vec::new(),
            };
        }
        let (outcome, capturing) = match self.active_mut() {
            Some(component) => (
                component.handle_key(key, &actions),
                component.capturing_text(),
            ),
            None => (Outcome::Ignored, false),
        };
        match outcome {
            Outcome::Consumed => Vec::new(),
            Outcome::Request(request) => self.request(request),
            Outcome::Ignored => {
                let typed = KeySpec::from_event(key).is_some_and(|k| k.is_text());
                if capturing && typed {
                    Vec::new()
                } else {
                    self.global(&actions)
                }
            }
        }
    }

    /// The shell's own bindings, tried when the focused component ignored the key.
    fn global(&mut self, actions: &[Action]) -> Vec<Task> {
        for &action in actions {
            match action {
                Action::Quit => {
                    self.quit = true;
                    return Vec::new();
                }
                Action::Help => {
                    self.help = Some(HelpOverlay::new());
                    return Vec::new();
                }
                Action::Cancel => {
                    if self.running.values().any(|r| r.session) {
                        return self.session_event(crate::core::session::Event::Cancel);
                    }
                    if self.screen != Screen::Main {
                        self.screen = Screen::Main;
                    }
                    return Vec::new();
                }
                _ => {
                    if let Some(&(screen, _, _)) = Screen::ALL.iter().find(|(_, _, a)| *a == action)
                    {
                        return self.show(screen);
                    }
                }
            }
        }
        Vec::new()
    }

    /// Switch to `screen`, loading its data in the background.
    fn show(&mut self, screen: Screen) -> Vec<Task> {
        self.screen = screen;
        let kind = match screen {
            Screen::Main => return Vec::new(),
            Screen::Tree => {
                self.screens.tree = self.main.focused_sql().map(|sql| {
                    let view = self.session.as_ref().map(Session::view);
                    let atoms = view
                        .as_ref()
                        .and_then(|v| v.candidates.iter().find(|c| c.sql == sql))
                        .map(|c| c.atoms.as_slice());
                    TreeScreen::new(sql, atoms)
                });
                return Vec::new();
            }
            Screen::Hints => ScreenKind::Hints,
            Screen::Prefs => ScreenKind::Prefs,
            Screen::Schema => ScreenKind::Schema,
            Screen::History => ScreenKind::History,
        };
        self.load_screen(kind).into_iter().collect()
    }

    pub(super) fn load_screen(&mut self, screen: ScreenKind) -> Option<Task> {
        let engine = self.engine.clone()?;
        let label = match screen {
            ScreenKind::Hints => "loading hints",
            ScreenKind::Prefs => "loading preferences",
            ScreenKind::Schema => "reading the schema",
            ScreenKind::History => "loading history",
        };
        let params = self.params;
        Some(self.task(
            label,
            false,
            Work::LoadScreen {
                engine,
                screen,
                params,
            },
        ))
    }

    fn request(&mut self, request: Request) -> Vec<Task> {
        match request {
            Request::Ask(question) => self.ask(question),
            Request::RunStored { question, sql } => {
                let Some(engine) = self.engine.clone() else {
                    self.status = Some(Status::info("the database is still opening"));
                    return Vec::new();
                };
                vec![self.task(
                    "running the stored SQL",
                    false,
                    Work::RunStored {
                        engine,
                        question,
                        sql,
                    },
                )]
            }
            Request::Session(event) => self.session_event(event),
            Request::Copy(text) => {
                self.terminal_writes
                    .push(crate::tui::clipboard::osc52(&text));
                // The terminal never says whether it took the text: claim only what was done.
                self.status = Some(Status::info(crate::tui::clipboard::sent_message(
                    text.chars().count(),
                )));
                Vec::new()
            }
            Request::Export(format) => {
                let Some(sql) = self.main.results_sql().map(str::to_string) else {
                    self.status = Some(Status::warning("nothing to export: run a reading first"));
                    return Vec::new();
                };
                let path = crate::tui::export::default_path(
                    &self.export_dir,
                    format,
                    std::time::SystemTime::now(),
                );
                self.export_prompt = Some(ExportPrompt::new(format, sql, &path));
                Vec::new()
            }
            Request::ExportTo { format, sql, path } => {
                let Some(engine) = self.engine.clone() else {
                    return Vec::new();
                };
                vec![self.task(
                    "exporting every row",
                    false,
                    Work::Export {
                        engine,
                        sql,
                        format,
                        path,
                    },
                )]
            }
            Request::Written { sql, then } => self.written(&sql, then),
            Request::Status(text) => {
                self.status = Some(Status::info(text));
                Vec::new()
            }
            Request::Close => {
                self.screen = Screen::Main;
                Vec::new()
            }
            Request::SetParam { param, value } => self.set_param(param, value),
            store_edit @ (Request::SetHintEnabled { .. }
            | Request::DeleteHint { .. }
            | Request::EditHint { .. }
            | Request::ResetPrefs) => {
                let Some(engine) = self.engine.clone() else {
                    return Vec::new();
                };
                vec![self.task(
                    "saving",
                    false,
                    Work::Apply {
                        engine,
                        request: store_edit,
                    },
                )]
            }
        }
    }

    pub(super) fn on_outcome(&mut self, outcome: TaskOutcome) -> Vec<Task> {
        match outcome {
            TaskOutcome::Opened(opened) => self.opened(*opened),
            TaskOutcome::OpenFailed(message) => {
                tracing::error!(%message, "the database could not be opened");
                self.status = Some(Status::error(message.clone()));
                self.main.set_unavailable(message);
                Vec::new()
            }
            TaskOutcome::Failed(message) => {
                tracing::warn!(%message, "task failed");
                self.status = Some(Status::error(message));
                Vec::new()
            }
            TaskOutcome::ModelReady(backend) => self.model_ready(backend),
            TaskOutcome::ValuesCompleted(completed) => {
                tracing::info!(completed, "value index completion");
                Vec::new()
            }
            TaskOutcome::Session(event) => self.session_event(event),
            TaskOutcome::Executed { event, sql, rows } => self.executed(event, sql, rows),
            TaskOutcome::Learned { summary, warnings } => {
                for warning in &warnings {
                    tracing::warn!(%warning, "learning");
                }
                match (warnings.first(), summary.is_empty()) {
                    (Some(warning), _) => {
                        self.status = Some(Status::warning(format!("{summary} ({warning})")))
                    }
                    // A history line: nothing worth a status message.
                    (None, true) => {}
                    (None, false) => self.status = Some(Status::info(summary)),
                }
                Vec::new()
            }
            TaskOutcome::RanStored {
                question,
                sql,
                result,
            } => {
                self.screen = Screen::Main;
                match result {
                    Ok(rows) => {
                        self.status = Some(Status::info(format!(
                            "ran the stored SQL of “{question}” again: {}{} rows (from the history; nothing learned)",
                            rows.rows.len(),
                            if rows.truncated { "+" } else { "" },
                        )));
                        self.main.set_results(sql, rows);
                    }
                    Err(error) => {
                        self.status = Some(Status::error(format!(
                            "the stored SQL of “{question}” did not run: {error}"
                        )));
                        self.main.set_run_error(error);
                    }
                }
                Vec::new()
            }
            TaskOutcome::Previews { round, previews } => {
                self.main.set_previews(round, previews);
                Vec::new()
            }
            TaskOutcome::Exported(result) => {
                self.status = Some(match result {
                    Ok(done) => Status::info(format!(
                        "exported all {} rows to {}",
                        done.rows,
                        done.path.display()
                    )),
                    Err(error) => Status::error(format!("export failed: {error}")),
                });
                Vec::new()
            }
            TaskOutcome::Screen(data) => {
                self.screen_data(data);
                Vec::new()
            }
            TaskOutcome::Applied(result, learned) => {
                if let (Some(session), Some(learned)) = (self.session.as_mut(), learned) {
                    session.set_learned(learned);
                    self.main.set_round(session.view());
                }
                self.status = Some(match result {
                    Ok(done) => Status::info(done),
                    Err(error) => Status::error(error),
                });
                let kind = match self.screen {
                    Screen::Hints => Some(ScreenKind::Hints),
                    Screen::Prefs => Some(ScreenKind::Prefs),
                    _ => None,
                };
                kind.and_then(|k| self.load_screen(k)).into_iter().collect()
            }
        }
    }

    fn screen_data(&mut self, data: ScreenData) {
        let failed = |app: &mut App, what: &str, error: String| {
            app.status = Some(Status::error(format!("cannot load {what}: {error}")));
        };
        match data {
            ScreenData::Hints(Ok(data)) => match &mut self.screens.hints {
                Some(screen) => screen.set_data(data),
                None => self.screens.hints = Some(HintsScreen::new(data)),
            },
            ScreenData::Prefs(Ok(data)) => self.screens.prefs = Some(PrefsScreen::new(data)),
            ScreenData::History(Ok(data)) => {
                self.screens.history = Some(HistoryScreen::new(data));
            }
            ScreenData::Schema(data) => self.screens.schema = Some(SchemaScreen::new(*data)),
            ScreenData::Hints(Err(e)) => failed(self, "hints", e),
            ScreenData::Prefs(Err(e)) => failed(self, "preferences", e),
            ScreenData::History(Err(e)) => failed(self, "history", e),
        }
    }

    fn model_ready(&mut self, backend: Backend) -> Vec<Task> {
        tracing::info!(%backend, "similarity backend");
        self.status = Some(if backend.is_model() {
            Status::info(backend.to_string())
        } else {
            Status::warning(backend.to_string())
        });
        self.backend = Some(backend);
        // The selector is calibrated per backend: recalibrate now the backend is known.
        let mut tasks = self.apply_param(crate::tui::component::Param::Alpha, self.params.alpha);
        if let Some(question) = self.pending_ask.take() {
            tasks.extend(self.ask(question));
        }
        tasks
    }
}
