//! The hints review screen: every hint learned for this database (ODIN §7.3's human review),
//! searchable, with its note editable, switchable on and off, and deletable after a y/n.
//!
//! Owns: [`HintsData`] and its loader [`load_hints`], and [`HintsScreen`]. Edits go out as
//! [`Request`]s (the shell runs [`super::apply::apply`] in a task); the screen mirrors them at
//! once so the list never shows stale state while the write is under way.
//! Must not touch: the store (except the read in the loader), the hint update rules (core).

use super::widgets::{
    ago, chrome, clip, draw_footer, draw_prompt, draw_title, marker, matches, navigate,
    scroll_offset, FieldKey, TextField,
};
use crate::core::hints::{format_hint, Hint, HintBook};
use crate::core::session::HINT_MIN_EVIDENCE;
use crate::driver::learned::PrefsDoc;
use crate::store::{Store, HINTS, PREFS};
use crate::tui::component::{Component, DrawContext, Outcome, Request};
use crate::tui::keymap::Action;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Cell as TableCell, Paragraph, Row, Table, Wrap};
use ratatui::Frame;
use std::cell::Cell;

/// What the hints screen shows: the book's hints in learned order and the current step.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct HintsData {
    pub hints: Vec<Hint>,
    /// The logical step of the database's learned state (`prefs.json`), for "n questions ago".
    pub step: u64,
    /// Store warnings met while loading (damaged files set aside …), for the status line.
    pub warnings: Vec<String>,
}

/// Read the hints of the database with this fingerprint, and the step they are dated against.
pub fn load_hints(store: &Store, fingerprint: &str) -> Result<HintsData, String> {
    let book = store
        .load::<HintBook>(fingerprint, &HINTS)
        .map_err(|e| e.to_string())?;
    let prefs = store
        .load::<PrefsDoc>(fingerprint, &PREFS)
        .map_err(|e| e.to_string())?;
    let warnings = book
        .warnings
        .iter()
        .chain(&prefs.warnings)
        .map(ToString::to_string)
        .collect();
    Ok(HintsData {
        hints: book.value.hints().to_vec(),
        step: prefs.value.step,
        warnings,
    })
}

#[derive(Debug, Clone, PartialEq)]
enum Mode {
    Browse,
    Search(TextField),
    Edit(TextField),
    ConfirmDelete,
}

/// The hints review screen.
#[derive(Debug)]
pub struct HintsScreen {
    data: HintsData,
    filter: String,
    /// Index into the *filtered* rows.
    selected: usize,
    mode: Mode,
    /// Rows the table showed at the last draw, for page up/down.
    page: Cell<usize>,
}

impl HintsScreen {
    pub fn new(data: HintsData) -> Self {
        HintsScreen {
            data,
            filter: String::new(),
            selected: 0,
            mode: Mode::Browse,
            page: Cell::new(10),
        }
    }

    /// Replace the data after a reload, keeping the filter and (as far as it exists) the
    /// selection.
    pub fn set_data(&mut self, data: HintsData) {
        self.data = data;
        self.selected = self.selected.min(self.visible().len().saturating_sub(1));
    }

    /// Indices into `data.hints` of the hints the filter lets through.
    fn visible(&self) -> Vec<usize> {
        self.data
            .hints
            .iter()
            .enumerate()
            .filter(|(_, h)| {
                let mut texts = vec![h.entity.as_str(), h.preferred.as_str()];
                texts.extend(h.over.iter().map(String::as_str));
                texts.extend(h.note.as_deref());
                matches(&self.filter, &texts)
            })
            .map(|(i, _)| i)
            .collect()
    }

    fn current(&self) -> Option<usize> {
        self.visible().get(self.selected).copied()
    }

    fn browse(&mut self, actions: &[Action]) -> Outcome {
        // ctrl-f is both page down and search: in a searchable list, search wins.
        if actions.contains(&Action::Search) {
            self.mode = Mode::Search(TextField::new(&self.filter));
            return Outcome::Consumed;
        }
        for &action in actions {
            let len = self.visible().len();
            if let Some(next) = navigate(self.selected, len, self.page.get(), action) {
                self.selected = next;
                return Outcome::Consumed;
            }
            match action {
                Action::Cancel => return Outcome::Request(Request::Close),
                Action::Edit => {
                    if let Some(i) = self.current() {
                        let note = self.data.hints[i].note.clone().unwrap_or_default();
                        self.mode = Mode::Edit(TextField::new(&note));
                    }
                    return Outcome::Consumed;
                }
                Action::Toggle => {
                    let Some(i) = self.current() else {
                        return Outcome::Consumed;
                    };
                    let hint = &mut self.data.hints[i];
                    hint.enabled = !hint.enabled;
                    return Outcome::Request(Request::SetHintEnabled {
                        entity: hint.entity.clone(),
                        preferred: hint.preferred.clone(),
                        enabled: hint.enabled,
                    });
                }
                Action::Delete => {
                    if self.current().is_some() {
                        self.mode = Mode::ConfirmDelete;
                    }
                    return Outcome::Consumed;
                }
                _ => {}
            }
        }
        Outcome::Ignored
    }

    fn confirm_delete(&mut self, key: &KeyEvent) -> Outcome {
        match key.code {
            KeyCode::Char('y' | 'Y') => {
                self.mode = Mode::Browse;
                let Some(i) = self.current() else {
                    return Outcome::Consumed;
                };
                let hint = self.data.hints.remove(i);
                self.selected = self.selected.min(self.visible().len().saturating_sub(1));
                Outcome::Request(Request::DeleteHint {
                    entity: hint.entity,
                    preferred: hint.preferred,
                })
            }
            KeyCode::Char('n' | 'N') | KeyCode::Esc => {
                self.mode = Mode::Browse;
                Outcome::Consumed
            }
            // Anything else leaves the question open: a stray key must not answer it.
            _ => Outcome::Consumed,
        }
    }

    fn row<'a>(&self, hint: &'a Hint, selected: bool, ctx: &DrawContext<'_>) -> Row<'a> {
        let mut mapping = format!("“{}” → {}", hint.entity, hint.preferred);
        if !hint.over.is_empty() {
            mapping.push_str(&format!(" (over {})", hint.over.join(", ")));
        }
        // A hint steers generation only once enough answers agree (HINT_MIN_EVIDENCE).
        let (state, state_style) = if !hint.enabled {
            ("off", ctx.theme.warning())
        } else if hint.evidence < HINT_MIN_EVIDENCE {
            ("learning", ctx.theme.muted())
        } else {
            ("on", ctx.theme.success())
        };
        let style = if selected {
            ctx.theme.selected()
        } else if hint.enabled {
            ctx.theme.base()
        } else {
            ctx.theme.muted()
        };
        Row::new(vec![
            TableCell::from(format!("{}{mapping}", marker(selected))),
            TableCell::from(format!("{:>8}", hint.evidence)),
            TableCell::from(ago(hint.last_used, self.data.step)),
            TableCell::from(Span::styled(state, state_style)),
        ])
        .style(style)
    }

    fn draw_table(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let visible = self.visible();
        let block = ctx.theme.panel_focused(" hints ", true);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        if visible.is_empty() {
            let text = if self.data.hints.is_empty() {
                format!(
                    "No hints learned for this database yet: they come from the answers you \
                     give, and steer the readings once {HINT_MIN_EVIDENCE} answers agree."
                )
            } else {
                format!("No hint matches “{}”.", self.filter)
            };
            frame.render_widget(
                Paragraph::new(text)
                    .style(ctx.theme.muted())
                    .wrap(Wrap { trim: true }),
                inner,
            );
            return;
        }
        let height = usize::from(inner.height.saturating_sub(1));
        self.page.set(height.max(1));
        let offset = scroll_offset(self.selected, height);
        let rows: Vec<Row> = visible
            .iter()
            .enumerate()
            .skip(offset)
            .take(height)
            .map(|(pos, &i)| self.row(&self.data.hints[i], pos == self.selected, ctx))
            .collect();
        let header = Row::new(vec![
            "  phrase → preferred",
            "evidence",
            "last used",
            "state",
        ])
        .style(ctx.theme.accent());
        let table = Table::new(
            rows,
            [
                Constraint::Fill(1),
                Constraint::Length(8),
                Constraint::Length(17),
                Constraint::Length(8),
            ],
        )
        .header(header);
        frame.render_widget(table, inner);
    }

    fn draw_detail(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let mut lines = Vec::new();
        if let Mode::Edit(field) = &self.mode {
            lines.push(field.line("note: ", ctx));
        } else if let Some(i) = self.current() {
            let hint = &self.data.hints[i];
            let note = match &hint.note {
                Some(note) => Span::styled(format!("note: {note}"), ctx.theme.base()),
                None => Span::styled("no note", ctx.theme.muted()),
            };
            lines.push(Line::from(note));
            lines.push(Line::from(Span::styled(
                format!("prompt: {}", format_hint(hint)),
                ctx.theme.muted(),
            )));
        }
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
    }
}

impl Component for HintsScreen {
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let (title, body, footer) = chrome(area);
        let off = self.data.hints.iter().filter(|h| !h.enabled).count();
        let learning = self
            .data
            .hints
            .iter()
            .filter(|h| h.enabled && h.evidence < HINT_MIN_EVIDENCE)
            .count();
        let info = format!(
            "{} hints, {off} off, {learning} learning · step {}",
            self.data.hints.len(),
            self.data.step
        );
        draw_title(frame, title, ctx, "Learned hints", &info);

        let search_rows = match &self.mode {
            Mode::Search(_) => 1,
            _ if !self.filter.is_empty() => 1,
            _ => 0,
        };
        let [search, table, detail] = Layout::vertical([
            Constraint::Length(search_rows),
            Constraint::Min(3),
            Constraint::Length(3),
        ])
        .areas(body);
        match &self.mode {
            Mode::Search(field) => {
                frame.render_widget(Paragraph::new(field.line("search: ", ctx)), search)
            }
            _ if !self.filter.is_empty() => frame.render_widget(
                Paragraph::new(Line::from(vec![
                    Span::styled("filter: ", ctx.theme.accent()),
                    Span::styled(clip(&self.filter, 60), ctx.theme.base()),
                ])),
                search,
            ),
            _ => {}
        }
        self.draw_table(frame, table, ctx);
        self.draw_detail(frame, detail, ctx);

        match &self.mode {
            Mode::ConfirmDelete => {
                let what = self
                    .current()
                    .map(|i| {
                        let h = &self.data.hints[i];
                        format!("“{}” → {}", h.entity, h.preferred)
                    })
                    .unwrap_or_default();
                draw_prompt(
                    frame,
                    footer,
                    &format!(" delete {what}? y/n"),
                    ctx.theme.warning(),
                );
            }
            Mode::Search(_) => draw_prompt(
                frame,
                footer,
                " type to filter · enter keeps the filter · esc clears it",
                ctx.theme.muted(),
            ),
            Mode::Edit(_) => draw_prompt(
                frame,
                footer,
                " editing the note · enter saves · esc leaves it unchanged",
                ctx.theme.muted(),
            ),
            Mode::Browse => draw_footer(
                frame,
                footer,
                ctx,
                &[
                    (&[Action::Up, Action::Down], "move"),
                    (&[Action::Search], "search"),
                    (&[Action::Edit], "note"),
                    (&[Action::Toggle], "on/off"),
                    (&[Action::Delete], "delete"),
                    (&[Action::Cancel], "back"),
                ],
            ),
        }
    }

    fn handle_key(&mut self, key: &KeyEvent, actions: &[Action]) -> Outcome {
        match &mut self.mode {
            Mode::Browse => self.browse(actions),
            Mode::ConfirmDelete => self.confirm_delete(key),
            Mode::Search(field) => {
                match field.handle(key) {
                    FieldKey::Submit => self.mode = Mode::Browse,
                    FieldKey::Cancel => {
                        self.filter.clear();
                        self.mode = Mode::Browse;
                    }
                    FieldKey::Edited => {
                        self.filter = field.text();
                        self.selected = 0;
                    }
                }
                Outcome::Consumed
            }
            Mode::Edit(field) => match field.handle(key) {
                FieldKey::Edited => Outcome::Consumed,
                FieldKey::Cancel => {
                    self.mode = Mode::Browse;
                    Outcome::Consumed
                }
                FieldKey::Submit => {
                    let note = field.text().trim().to_string();
                    self.mode = Mode::Browse;
                    let Some(i) = self.current() else {
                        return Outcome::Consumed;
                    };
                    let hint = &mut self.data.hints[i];
                    hint.note = (!note.is_empty()).then(|| note.clone());
                    Outcome::Request(Request::EditHint {
                        entity: hint.entity.clone(),
                        preferred: hint.preferred.clone(),
                        note,
                    })
                }
            },
        }
    }

    fn capturing_text(&self) -> bool {
        // The y/n prompt reads raw letters too: "y" must not reach the global copy binding.
        !matches!(self.mode, Mode::Browse)
    }
}
