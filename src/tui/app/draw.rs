//! Drawing the whole app from `&App`: the title bar with the screen tabs, the active screen,
//! the status bar, the help overlay on top — or only a "terminal too small" message.
//!
//! Owns: the frame layout. Must not touch: state (drawing takes `&self`).

use super::{App, Screen, MIN_HEIGHT, MIN_WIDTH};
use crate::tui::component::{Component, DrawContext};
use crate::tui::keymap::Action;
use crate::tui::status::{self, Bar};
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

impl App {
    /// Draw one frame.
    pub fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            self.draw_too_small(frame, area);
            return;
        }
        let ctx = DrawContext {
            theme: &self.theme,
            keymap: &self.keymap,
            tick: self.tick,
        };
        let [title, body, bar] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(1),
            Constraint::Length(1),
        ])
        .areas(area);
        self.draw_title(frame, title);
        match self.active() {
            Some(component) => component.draw(frame, body, &ctx),
            None => self.draw_placeholder(frame, body),
        }
        let running = self.running_labels();
        let help_keys = self.first_key(Action::Help);
        status::draw(
            frame,
            bar,
            &self.theme,
            &Bar {
                running: &running,
                cancellable: self.running.values().any(|r| r.session),
                status: self.status.as_ref(),
                help_keys: &help_keys,
                tick: self.tick,
            },
        );
        if let Some(prompt) = &self.export_prompt {
            prompt.draw(frame, body, &ctx);
        }
        if let Some(help) = &self.help {
            help.draw(frame, body, &ctx);
        }
    }

    fn first_key(&self, action: Action) -> String {
        self.keymap
            .keys(action)
            .into_iter()
            .next()
            .unwrap_or_default()
    }

    fn draw_title(&self, frame: &mut Frame, area: Rect) {
        let mut spans = vec![
            Span::styled(" qlarify ", self.theme.accent()),
            Span::styled(
                format!("{} · {} ", self.db_name, self.backend_name()),
                self.theme.muted(),
            ),
        ];
        for (screen, name, action) in Screen::ALL {
            let style = if screen == self.screen {
                self.theme.selected()
            } else {
                self.theme.base()
            };
            spans.push(Span::raw(" "));
            spans.push(Span::styled(
                format!("{} {name}", self.first_key(action)),
                style,
            ));
        }
        frame.render_widget(
            Paragraph::new(Line::from(spans)).style(self.theme.base()),
            area,
        );
    }

    /// A screen whose data has not arrived (or could not be loaded).
    fn draw_placeholder(&self, frame: &mut Frame, area: Rect) {
        let text = match (self.screen, self.engine.is_some(), self.main.unavailable()) {
            (_, false, Some(error)) => format!(
                "The database could not be opened: {}. Press {} to quit.",
                error,
                self.first_key(Action::Quit)
            ),
            (Screen::Tree, true, _) => "No reading to show yet: ask a question first.".into(),
            (_, false, None) => "The database is still opening…".into(),
            (_, true, _) if self.is_busy() => "Loading…".into(),
            _ => "Nothing to show (see the status line).".into(),
        };
        frame.render_widget(
            Paragraph::new(Span::styled(text, self.theme.muted()))
                .alignment(Alignment::Center)
                .style(self.theme.base()),
            area,
        );
    }

    fn draw_too_small(&self, frame: &mut Frame, area: Rect) {
        let text = format!(
            "The terminal is too small: {}×{}. qlarify needs at least {MIN_WIDTH}×{MIN_HEIGHT}.",
            area.width, area.height
        );
        let top = area.height / 2;
        let [_, middle] = Layout::vertical([
            Constraint::Length(top.saturating_sub(1)),
            Constraint::Min(1),
        ])
        .areas(area);
        frame.render_widget(
            Paragraph::new(Span::styled(text, self.theme.warning()))
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true })
                .style(self.theme.base()),
            middle,
        );
    }
}
