//! The question input: one line of tui-textarea with a history walked by ↑/↓.
//!
//! Owns: the text being typed, the question history and where ↑/↓ stand in it, and the draft
//! kept while browsing. Must not touch: what happens to a submitted question (the shell asks).

use crate::core::session::RoundView;
use crate::tui::component::DrawContext;
use crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders};
use ratatui::Frame;
use tui_textarea::{CursorMove, TextArea};

/// Spinner frames shown while a question is being worked on.
const SPINNER: [&str; 4] = ["⠋", "⠙", "⠸", "⠴"];

pub(super) struct QuestionInput {
    area: TextArea<'static>,
    history: Vec<String>,
    /// Where ↑/↓ stand in the history (None: editing the draft).
    cursor: Option<usize>,
    draft: String,
}

impl QuestionInput {
    pub fn new(history: Vec<String>) -> Self {
        Self {
            area: TextArea::default(),
            history,
            cursor: None,
            draft: String::new(),
        }
    }

    /// The text typed, on one line.
    pub fn text(&self) -> String {
        self.area.lines().join(" ")
    }

    fn set_text(&mut self, text: &str) {
        self.area = TextArea::new(vec![text.to_string()]);
        self.area.move_cursor(CursorMove::End);
    }

    /// ↑: the previous question of the history (the draft is kept for ↓).
    pub fn history_previous(&mut self) {
        if self.history.is_empty() {
            return;
        }
        let at = match self.cursor {
            None => {
                self.draft = self.text();
                self.history.len() - 1
            }
            Some(at) => at.saturating_sub(1),
        };
        self.cursor = Some(at);
        let text = self.history[at].clone();
        self.set_text(&text);
    }

    /// ↓: the next question of the history, then back to the draft.
    pub fn history_next(&mut self) {
        match self.cursor {
            None => {}
            Some(at) if at + 1 < self.history.len() => {
                self.cursor = Some(at + 1);
                let text = self.history[at + 1].clone();
                self.set_text(&text);
            }
            Some(_) => {
                self.cursor = None;
                let draft = std::mem::take(&mut self.draft);
                self.set_text(&draft);
            }
        }
    }

    /// Enter: the question to ask (None when empty); it joins the history and the box clears.
    pub fn submit(&mut self) -> Option<String> {
        let text = self.text().trim().to_string();
        if text.is_empty() {
            return None;
        }
        if self.history.last() != Some(&text) {
            self.history.push(text.clone());
        }
        self.cursor = None;
        self.draft.clear();
        self.set_text("");
        Some(text)
    }

    /// Pasted text, at the cursor: on one line (line breaks and other control characters become
    /// spaces), never interpreted as keys.
    pub fn paste(&mut self, text: &str) {
        let flat: String = text
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        self.area.insert_str(flat);
        self.cursor = None;
    }

    /// A key for the text itself (typing, deleting, moving the cursor).
    pub fn edit(&mut self, key: &KeyEvent) {
        self.area.input(*key);
        // The box is one line: a pasted or shortcut newline must not split the question.
        if self.area.lines().len() > 1 {
            let text = self.text();
            self.set_text(&text);
        }
        self.cursor = None;
    }

    pub fn draw(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &DrawContext<'_>,
        focused: bool,
        busy: bool,
        view: Option<&RoundView>,
    ) {
        let theme = ctx.theme;
        let mut title = vec![Span::styled(" Question ", theme.accent())];
        if busy {
            let frame_index = (ctx.tick % SPINNER.len() as u64) as usize;
            title.push(Span::styled(
                format!("{} working… ", SPINNER[frame_index]),
                theme.warning(),
            ));
        }
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(theme.border(focused))
            .title(Line::from(title));
        let mut textarea = self.area.clone();
        textarea.set_block(block);
        textarea.set_style(theme.base());
        textarea.set_cursor_line_style(Style::default());
        textarea.set_cursor_style(if focused {
            Style::default().add_modifier(Modifier::REVERSED)
        } else {
            theme.base()
        });
        let placeholder = match view.map(|v| v.question.as_str()) {
            Some(asked) if !asked.is_empty() => format!("asked: {asked}"),
            _ => "Ask a question about the data in plain English".to_string(),
        };
        textarea.set_placeholder_text(placeholder);
        textarea.set_placeholder_style(theme.muted());
        frame.render_widget(&textarea, area);
    }
}
