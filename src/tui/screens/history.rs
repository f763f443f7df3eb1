//! The history screen: every question asked of this database, with the SQL that was run or
//! accepted, newest first, searchable. Select runs the stored SQL again (read-only, through the
//! same guarded path as any run) instead of asking the question anew; Edit asks it again.
//!
//! Owns: [`HistoryData`], its loader [`load_history`], and [`HistoryScreen`].
//! Must not touch: the history file (the store appends it; this screen only reads a copy).

use super::widgets::{
    ago, chrome, clip, draw_footer, draw_prompt, draw_title, marker, matches, navigate,
    scroll_offset, FieldKey, TextField,
};
use crate::driver::learned::{HistoryEntry, HistoryKind};
use crate::store::Store;
use crate::tui::component::{Component, DrawContext, Outcome, Request};
use crate::tui::keymap::Action;
use crossterm::event::KeyEvent;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use std::cell::Cell;

/// Past rounds of one database, newest first.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct HistoryData {
    pub entries: Vec<HistoryEntry>,
    /// Store warnings (damaged or torn lines skipped), for the status line.
    pub warnings: Vec<String>,
}

/// Read the history of the database with this fingerprint, newest first.
pub fn load_history(store: &Store, fingerprint: &str) -> Result<HistoryData, String> {
    let loaded = store
        .read_history::<HistoryEntry>(fingerprint)
        .map_err(|e| e.to_string())?;
    let mut entries = loaded.value;
    entries.reverse();
    Ok(HistoryData {
        entries,
        warnings: loaded.warnings.iter().map(ToString::to_string).collect(),
    })
}

/// The history screen.
#[derive(Debug)]
pub struct HistoryScreen {
    data: HistoryData,
    filter: String,
    search: Option<TextField>,
    /// Index into the filtered entries.
    selected: usize,
    page: Cell<usize>,
}

impl HistoryScreen {
    pub fn new(data: HistoryData) -> Self {
        HistoryScreen {
            data,
            filter: String::new(),
            search: None,
            selected: 0,
            page: Cell::new(10),
        }
    }

    /// Replace the entries after a reload, keeping the filter.
    pub fn set_data(&mut self, data: HistoryData) {
        self.data = data;
        self.selected = self.selected.min(self.visible().len().saturating_sub(1));
    }

    fn visible(&self) -> Vec<&HistoryEntry> {
        self.data
            .entries
            .iter()
            .filter(|e| matches(&self.filter, &[&e.question, &e.sql, kind_label(e.kind)]))
            .collect()
    }

    /// The newest step, against which "n questions ago" is counted.
    fn now(&self) -> u64 {
        self.data.entries.iter().map(|e| e.step).max().unwrap_or(0)
    }

    fn draw_list(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let block = ctx.theme.panel_focused(" questions ", true);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let visible = self.visible();
        if visible.is_empty() {
            let text = if self.data.entries.is_empty() {
                "Nothing asked of this database yet.".to_string()
            } else {
                format!("No question matches “{}”.", self.filter)
            };
            frame.render_widget(
                Paragraph::new(text)
                    .style(ctx.theme.muted())
                    .wrap(Wrap { trim: true }),
                inner,
            );
            return;
        }
        let height = usize::from(inner.height);
        self.page.set(height.max(1));
        let now = self.now();
        let width = usize::from(inner.width);
        let lines: Vec<Line> = visible
            .iter()
            .enumerate()
            .skip(scroll_offset(self.selected, height))
            .take(height)
            .map(|(i, e)| {
                let when = format!("{}{:>16}  ", marker(i == self.selected), ago(e.step, now));
                let kind = format!("{:<10} ", kind_label(e.kind));
                let question = clip(
                    &e.question,
                    width.saturating_sub(when.chars().count() + kind.chars().count() + 1),
                );
                let style = if i == self.selected {
                    ctx.theme.selected()
                } else {
                    ctx.theme.base()
                };
                let kind_style = match e.kind {
                    HistoryKind::Accepted => ctx.theme.success(),
                    HistoryKind::Ran => ctx.theme.accent(),
                    HistoryKind::Asked => ctx.theme.muted(),
                };
                Line::from(vec![
                    Span::styled(when, ctx.theme.muted()),
                    Span::styled(kind, kind_style),
                    Span::styled(question, style),
                ])
            })
            .collect();
        frame.render_widget(Paragraph::new(lines), inner);
    }

    fn draw_sql(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let entry = self.visible().get(self.selected).map(|e| (*e).clone());
        let title = match entry.as_ref().map(|e| e.kind) {
            Some(HistoryKind::Accepted) => " SQL accepted as what you meant ",
            Some(HistoryKind::Ran) => " SQL that was run ",
            _ => " SQL ",
        };
        let block = ctx.theme.panel_focused(title, false);
        let text = match entry {
            Some(e) if e.sql.is_empty() => {
                "No reading of this question was run: Enter asks it again.".to_string()
            }
            Some(e) => e.sql,
            None => String::new(),
        };
        frame.render_widget(
            Paragraph::new(text)
                .style(ctx.theme.base())
                .wrap(Wrap { trim: false })
                .block(block),
            area,
        );
    }
}

impl Component for HistoryScreen {
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let (title, body, footer) = chrome(area);
        draw_title(
            frame,
            title,
            ctx,
            "History",
            &format!("{} questions, newest first", self.data.entries.len()),
        );
        let search_rows = u16::from(self.search.is_some() || !self.filter.is_empty());
        let [search, list, sql] = Layout::vertical([
            Constraint::Length(search_rows),
            Constraint::Min(3),
            Constraint::Length(7),
        ])
        .areas(body);
        if let Some(field) = &self.search {
            frame.render_widget(Paragraph::new(field.line("search: ", ctx)), search);
        } else if !self.filter.is_empty() {
            frame.render_widget(
                Paragraph::new(Line::from(vec![
                    Span::styled("filter: ", ctx.theme.accent()),
                    Span::styled(clip(&self.filter, 60), ctx.theme.base()),
                ])),
                search,
            );
        }
        self.draw_list(frame, list, ctx);
        self.draw_sql(frame, sql, ctx);
        if self.search.is_some() {
            draw_prompt(
                frame,
                footer,
                " type to filter · enter keeps the filter · esc clears it",
                ctx.theme.muted(),
            );
        } else {
            draw_footer(
                frame,
                footer,
                ctx,
                &[
                    (&[Action::Up, Action::Down], "move"),
                    (&[Action::Select], "run the SQL again"),
                    (&[Action::Edit], "ask again"),
                    (&[Action::CopySql], "copy SQL"),
                    (&[Action::Search], "search"),
                    (&[Action::Cancel], "back"),
                ],
            );
        }
    }

    fn handle_key(&mut self, key: &KeyEvent, actions: &[Action]) -> Outcome {
        if let Some(field) = &mut self.search {
            match field.handle(key) {
                FieldKey::Submit => self.search = None,
                FieldKey::Cancel => {
                    self.filter.clear();
                    self.search = None;
                }
                FieldKey::Edited => {
                    self.filter = field.text();
                    self.selected = 0;
                }
            }
            return Outcome::Consumed;
        }
        // ctrl-f is both page down and search: in a searchable list, search wins.
        if actions.contains(&Action::Search) {
            self.search = Some(TextField::new(&self.filter));
            return Outcome::Consumed;
        }
        for &action in actions {
            let len = self.visible().len();
            if let Some(next) = navigate(self.selected, len, self.page.get(), action) {
                self.selected = next;
                return Outcome::Consumed;
            }
            let current = self.visible().get(self.selected).map(|e| (*e).clone());
            match (action, current) {
                (Action::Cancel, _) => return Outcome::Request(Request::Close),
                (Action::Select, Some(entry)) if !entry.sql.is_empty() => {
                    return Outcome::Request(Request::RunStored {
                        question: entry.question,
                        sql: entry.sql,
                    })
                }
                (Action::Select | Action::Edit, Some(entry)) => {
                    return Outcome::Request(Request::Ask(entry.question))
                }
                (Action::CopySql, Some(entry)) => {
                    return Outcome::Request(Request::Copy(entry.sql))
                }
                _ => {}
            }
        }
        Outcome::Ignored
    }

    fn capturing_text(&self) -> bool {
        self.search.is_some()
    }
}

/// How a history line's kind reads in the list.
fn kind_label(kind: HistoryKind) -> &'static str {
    match kind {
        HistoryKind::Accepted => "✓ accepted",
        HistoryKind::Ran => "ran",
        HistoryKind::Asked => "asked",
    }
}
