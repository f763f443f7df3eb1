//! The export prompt: where to write the rows, asked before anything is written.
//!
//! Owns: [`ExportPrompt`], a one-line path field in a small centred popup, starting from the
//! proposed path (`[export] dir` + a timestamped name); Enter sends [`Request::ExportTo`], Esc
//! closes it. Must not touch: the file (the shell's export task writes it, streaming every row
//! from the database).

use super::widgets::{FieldKey, TextField};
use crate::tui::component::{Component, DrawContext, ExportFormat, Outcome, Request};
use crate::tui::keymap::Action;
use crossterm::event::KeyEvent;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;

/// Asks for the path of an export of `sql`'s rows.
#[derive(Debug, Clone, PartialEq)]
pub struct ExportPrompt {
    format: ExportFormat,
    sql: String,
    field: TextField,
}

impl ExportPrompt {
    /// A prompt proposing `path` for exporting every row of `sql`.
    pub fn new(format: ExportFormat, sql: String, path: &std::path::Path) -> Self {
        ExportPrompt {
            format,
            sql,
            field: TextField::new(&path.display().to_string()),
        }
    }

    fn name(&self) -> &'static str {
        match self.format {
            ExportFormat::Csv => "CSV",
            ExportFormat::Json => "JSON",
        }
    }
}

impl Component for ExportPrompt {
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let width = area.width.saturating_sub(4).min(100);
        let [row] = Layout::vertical([Constraint::Length(6)])
            .flex(Flex::Center)
            .areas(area);
        let [popup] = Layout::horizontal([Constraint::Length(width)])
            .flex(Flex::Center)
            .areas(row);
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(ctx.theme.border(true))
            .style(ctx.theme.base())
            .title(Span::styled(
                format!(" Export as {} ", self.name()),
                ctx.theme.accent(),
            ))
            .title_bottom(Line::from(vec![
                Span::styled(" enter ", ctx.theme.accent()),
                Span::styled("write  ", ctx.theme.muted()),
                Span::styled("esc ", ctx.theme.accent()),
                Span::styled("cancel ", ctx.theme.muted()),
            ]));
        let lines = vec![
            Line::from(Span::styled(
                "Every row of the results, read again from the database (not only those shown), \
                 into a new file:",
                ctx.theme.muted(),
            )),
            self.field.line("path: ", ctx),
        ];
        frame.render_widget(Clear, popup);
        frame.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: false })
                .block(block),
            popup,
        );
    }

    fn handle_key(&mut self, key: &KeyEvent, _actions: &[Action]) -> Outcome {
        match self.field.handle(key) {
            FieldKey::Edited => Outcome::Consumed,
            FieldKey::Cancel => Outcome::Request(Request::Close),
            FieldKey::Submit => {
                let path = self.field.text();
                if path.trim().is_empty() {
                    return Outcome::Request(Request::Status("give the export a file name".into()));
                }
                Outcome::Request(Request::ExportTo {
                    format: self.format,
                    sql: self.sql.clone(),
                    path: path.trim().into(),
                })
            }
        }
    }

    fn capturing_text(&self) -> bool {
        true
    }
}
