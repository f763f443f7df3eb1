//! Keys of the main screen: the focused panel's meaning of an action first, then the screen's.
//!
//! Owns: turning the keymap's actions (and, in the question input, typed text) into state
//! changes and [`Request`]s. Global keys (quit, help, screens) are left to the shell by
//! returning [`Outcome::Ignored`], as is Esc when there is nothing to leave.
//! Must not touch: the session (events go up as requests), drawing.

use super::alternatives::alternatives;
use super::clarify::LETTERS;
use super::editor::{EditorKey, SqlEditor};
use super::{Focus, MainScreen};
use crate::core::session::Event;
use crate::tui::component::{ExportFormat, Outcome, Request};
use crate::tui::keymap::{Action, KeySpec};
use crate::tui::screens::{FieldKey, TextField};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn status(text: impl Into<String>) -> Outcome {
    Outcome::Request(Request::Status(text.into()))
}

fn session(event: Event) -> Outcome {
    Outcome::Request(Request::Session(event))
}

impl MainScreen {
    pub(super) fn key(&mut self, key: &KeyEvent, actions: &[Action]) -> Outcome {
        if let Some(editor) = &mut self.editor {
            if actions.contains(&Action::Quit) {
                return Outcome::Ignored;
            }
            // The editor owns the keyboard: letters are SQL, not commands.
            return match editor.key(key) {
                EditorKey::Edited => Outcome::Consumed,
                EditorKey::Send(request) => Outcome::Request(request),
                EditorKey::Close(request) => {
                    self.editor = None;
                    request.map_or(Outcome::Consumed, Outcome::Request)
                }
            };
        }
        if self.focus == Focus::Input {
            return self.input_key(key, actions);
        }
        if let Some(field) = &mut self.filter_field {
            // Every key is text for the filter until Enter keeps it or Esc clears it.
            let outcome = field.handle(key);
            let text = field.text();
            if let Some(table) = self.results.as_mut() {
                match outcome {
                    FieldKey::Cancel => table.set_filter(""),
                    FieldKey::Edited | FieldKey::Submit => table.set_filter(&text),
                }
            }
            if outcome != FieldKey::Edited {
                self.filter_field = None;
            }
            return Outcome::Consumed;
        }
        // `/` is also "edit the question": in the results it filters the rows instead.
        if self.focus == Focus::Results
            && self.results.is_some()
            && actions.contains(&Action::Search)
        {
            let current = self.results.as_ref().map_or("", |t| t.filter()).to_string();
            self.filter_field = Some(TextField::new(&current));
            return Outcome::Consumed;
        }
        for &action in actions {
            let outcome = self.panel_action(action);
            if outcome != Outcome::Ignored {
                return outcome;
            }
            let outcome = self.screen_action(action);
            if outcome != Outcome::Ignored {
                return outcome;
            }
        }
        Outcome::Ignored
    }

    fn input_key(&mut self, key: &KeyEvent, actions: &[Action]) -> Outcome {
        let spec = KeySpec::from_event(key);
        if spec.is_some_and(|s| s.is_text()) {
            self.input.edit(key);
            return Outcome::Consumed;
        }
        match key.code {
            KeyCode::Up => {
                self.input.history_previous();
                return Outcome::Consumed;
            }
            KeyCode::Down => {
                self.input.history_next();
                return Outcome::Consumed;
            }
            KeyCode::Backspace
            | KeyCode::Delete
            | KeyCode::Left
            | KeyCode::Right
            | KeyCode::Home
            | KeyCode::End => {
                self.input.edit(key);
                return Outcome::Consumed;
            }
            _ => {}
        }
        if actions.contains(&Action::Submit) {
            return match self.input.submit() {
                Some(question) => {
                    // Answers are one letter: they must not land in the input.
                    self.focus_to(Focus::Clarify);
                    Outcome::Request(Request::Ask(question))
                }
                None => status("type a question first"),
            };
        }
        if actions.contains(&Action::Cancel) {
            // While a question is being worked on, Esc is the shell's (cancel the task).
            if self.busy || self.view.is_none() {
                return Outcome::Ignored;
            }
            self.focus_to(Focus::Candidates);
            return Outcome::Consumed;
        }
        for &action in actions {
            if matches!(
                action,
                Action::FocusNext
                    | Action::FocusPrevious
                    | Action::Run
                    | Action::CopySql
                    | Action::Undo
                    | Action::PickCandidate
            ) {
                return self.screen_action(action);
            }
        }
        // Unbound control keys are the text area's own shortcuts (ctrl-a, ctrl-e, ctrl-w …).
        let shortcut = key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
            && matches!(key.code, KeyCode::Char(_));
        if actions.is_empty() && shortcut {
            self.input.edit(key);
            return Outcome::Consumed;
        }
        Outcome::Ignored
    }

    /// What `action` means in the focused panel (Ignored: nothing there).
    fn panel_action(&mut self, action: Action) -> Outcome {
        match self.focus {
            Focus::Input => Outcome::Ignored,
            Focus::Candidates => self.candidates_action(action),
            Focus::Sql => self.sql_action(action),
            Focus::Clarify => Outcome::Ignored,
            Focus::Results => self.results_action(action),
        }
    }

    fn candidate_count(&self) -> usize {
        self.view.as_ref().map_or(0, |v| v.candidates.len())
    }

    fn select_candidate(&mut self, index: usize) {
        let index = index.min(self.candidate_count().saturating_sub(1));
        if index != self.selected {
            self.selected = index;
            self.atom = 0;
            self.alternative = 0;
        }
    }

    fn candidates_action(&mut self, action: Action) -> Outcome {
        match action {
            Action::Up => self.select_candidate(self.selected.saturating_sub(1)),
            Action::Down => self.select_candidate(self.selected + 1),
            Action::Top => self.select_candidate(0),
            Action::Bottom => self.select_candidate(usize::MAX),
            Action::Select => return self.screen_action(Action::PickCandidate),
            _ => return Outcome::Ignored,
        }
        Outcome::Consumed
    }

    fn sql_action(&mut self, action: Action) -> Outcome {
        let atoms = self
            .view
            .as_ref()
            .and_then(|v| v.candidates.get(self.selected))
            .map_or(0, |c| c.atoms.len());
        let entries = self
            .view
            .as_ref()
            .map_or(0, |v| alternatives(v, self.selected, self.atom).len());
        match action {
            Action::Left => {
                self.atom = self.atom.saturating_sub(1);
                self.alternative = 0;
            }
            Action::Right => {
                self.atom = (self.atom + 1).min(atoms.saturating_sub(1));
                self.alternative = 0;
            }
            Action::Up => self.alternative = self.alternative.saturating_sub(1),
            Action::Down => {
                self.alternative = (self.alternative + 1).min(entries.saturating_sub(1));
            }
            Action::Select | Action::PreferAtom => {
                let chosen = self.view.as_ref().and_then(|v| {
                    alternatives(v, self.selected, self.atom)
                        .into_iter()
                        .nth(self.alternative)
                });
                return match chosen {
                    Some(alt) => session(Event::PreferAtom { key: alt.key }),
                    None => status("no atom to prefer"),
                };
            }
            _ => return Outcome::Ignored,
        }
        Outcome::Consumed
    }

    fn results_action(&mut self, action: Action) -> Outcome {
        let Some(table) = self.results.as_mut() else {
            return Outcome::Ignored;
        };
        let page = table.page() as isize;
        match action {
            Action::Up => table.move_rows(-1),
            Action::Down => table.move_rows(1),
            Action::Left => table.move_cols(-1),
            Action::Right => table.move_cols(1),
            Action::PageUp => table.move_rows(-page),
            Action::PageDown => table.move_rows(page),
            Action::Top => table.top(),
            Action::Bottom => table.bottom(),
            Action::ViewCell | Action::Select => self.viewer_open = !self.viewer_open,
            Action::Sort => table.cycle_sort(),
            Action::Cancel if self.viewer_open => self.viewer_open = false,
            _ => return Outcome::Ignored,
        }
        Outcome::Consumed
    }

    fn answer(&self, option: usize) -> Outcome {
        let Some(view) = self.view.as_ref() else {
            return status("ask a question first");
        };
        let Some(question) = view.questions.first().filter(|_| view.ask) else {
            return status(nothing_to_ask(view));
        };
        if option < question.options.len() {
            session(Event::Answer { option })
        } else {
            let letter = LETTERS.get(option).copied().unwrap_or('?');
            status(format!("the question has no option {letter}"))
        }
    }

    fn none_of_these(&self) -> Outcome {
        let Some(view) = self.view.as_ref() else {
            return status("ask a question first");
        };
        let Some(question) = view.questions.first().filter(|_| view.ask) else {
            return status(nothing_to_ask(view));
        };
        if question.kind == "linking" {
            return status("this question is about what a phrase names: pick one, or skip (s)");
        }
        match question.options.iter().position(|o| o.atoms.is_empty()) {
            Some(option) => session(Event::Answer { option }),
            None => {
                status("every reading has one of these options: pick one, skip (s) or undo (u)")
            }
        }
    }

    /// What `action` means anywhere on the screen (outside the input).
    fn screen_action(&mut self, action: Action) -> Outcome {
        let has_round = self.view.as_ref().is_some_and(|v| !v.question.is_empty());
        match action {
            Action::FocusNext => self.focus_to(self.focus.step(true)),
            Action::FocusPrevious => self.focus_to(self.focus.step(false)),
            Action::EditQuestion => self.focus_to(Focus::Input),
            Action::Answer1 => return self.answer(0),
            Action::Answer2 => return self.answer(1),
            Action::Answer3 => return self.answer(2),
            Action::Answer4 => return self.answer(3),
            Action::NoneOfThese => return self.none_of_these(),
            Action::Skip if self.view.as_ref().is_some_and(|v| v.ask) => {
                return session(Event::Skip)
            }
            Action::Skip => return status("no question to skip"),
            Action::Undo if has_round => return session(Event::Undo),
            Action::Undo => return status("nothing to undo"),
            Action::PickCandidate if self.candidate_count() > 0 => {
                return session(Event::PickCandidate {
                    index: self.selected,
                })
            }
            Action::Run if self.candidate_count() > 0 => {
                return session(Event::Run {
                    index: Some(self.selected),
                })
            }
            Action::Accept if self.candidate_count() > 0 => {
                return session(Event::Accept {
                    index: Some(self.selected),
                })
            }
            Action::PickCandidate | Action::Run | Action::Accept => {
                return status("no reading yet")
            }
            Action::CopySql => {
                return match self.focused_sql() {
                    Some(sql) => Outcome::Request(Request::Copy(sql.to_string())),
                    None => status("no SQL to copy yet"),
                }
            }
            Action::CopyRow | Action::CopyCell => {
                let Some(table) = self.results.as_ref() else {
                    return status("no rows to copy: run a reading first (r)");
                };
                let text = if action == Action::CopyRow {
                    table.focused_row_text()
                } else {
                    table.focused_cell_text()
                };
                return match text {
                    Some(text) => Outcome::Request(Request::Copy(text)),
                    None => status("the results have no rows"),
                };
            }
            Action::ExportCsv | Action::ExportJson if self.results.is_none() => {
                return status("no rows to export: run a reading first (r)")
            }
            Action::ExportCsv => return Outcome::Request(Request::Export(ExportFormat::Csv)),
            Action::ExportJson => return Outcome::Request(Request::Export(ExportFormat::Json)),
            Action::Edit if has_round => {
                // Edit the focused reading, or write SQL from scratch when there is none.
                self.editor = Some(SqlEditor::new(self.focused_sql().unwrap_or("")));
                self.zoomed = false;
                self.focus = Focus::Sql;
            }
            Action::Edit => {
                return status("ask a question first: the SQL you write becomes a reading of it")
            }
            Action::ZoomResults if self.results.is_some() || self.run_error.is_some() => {
                self.zoomed = !self.zoomed;
                if self.zoomed {
                    self.focus = Focus::Results;
                }
            }
            Action::ZoomResults => return status("no rows to maximise: run a reading first (r)"),
            Action::ViewCell if self.results.is_some() => {
                self.focus_to(Focus::Results);
                self.viewer_open = true;
            }
            _ => return Outcome::Ignored,
        }
        Outcome::Consumed
    }
}

/// Why a key that answers a question does nothing: there is no question worth asking, and the
/// best reading is called confident only when the view says it is.
fn nothing_to_ask(view: &crate::core::session::RoundView) -> &'static str {
    if view.confident() {
        "nothing to ask: the best reading is confident enough"
    } else {
        "nothing worth asking: no question would tell the readings apart much"
    }
}
