//! The status bar at the bottom of every screen: a spinner with the labels of the running tasks,
//! then the latest status message (info, warning or error), then the help key.
//!
//! Owns: the status message type and drawing the bar.
//! Must not touch: deciding what is running (the app keeps the task list).

use super::theme::Theme;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

const SPINNER: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/// How a status message is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Info,
    Warning,
    Error,
}

/// The latest message for the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub level: Level,
}

impl Status {
    pub fn info(text: impl Into<String>) -> Self {
        Status {
            text: text.into(),
            level: Level::Info,
        }
    }

    pub fn warning(text: impl Into<String>) -> Self {
        Status {
            text: text.into(),
            level: Level::Warning,
        }
    }

    pub fn error(text: impl Into<String>) -> Self {
        Status {
            text: text.into(),
            level: Level::Error,
        }
    }
}

/// What the bar shows.
pub struct Bar<'a> {
    pub running: &'a [String],
    /// Some running task is the round's work, which Esc cancels.
    pub cancellable: bool,
    pub status: Option<&'a Status>,
    /// The keys of the help action ("? f1"), shown at the right.
    pub help_keys: &'a str,
    pub tick: u64,
}

/// Draw the bar into the one-line `area`.
pub fn draw(frame: &mut Frame, area: Rect, theme: &Theme, bar: &Bar<'_>) {
    let mut spans = Vec::new();
    if !bar.running.is_empty() {
        let frame_index = (bar.tick % SPINNER.len() as u64) as usize;
        spans.push(Span::styled(
            format!(" {} {} ", SPINNER[frame_index], bar.running.join(" · ")),
            theme.accent(),
        ));
        if bar.cancellable {
            spans.push(Span::styled("(esc cancels) ", theme.muted()));
        }
    }
    if let Some(status) = bar.status {
        let style = match status.level {
            Level::Info => theme.base(),
            Level::Warning => theme.warning(),
            Level::Error => theme.error(),
        };
        spans.push(Span::styled(format!(" {}", status.text), style));
    }
    let help = format!("{} help ", bar.help_keys);
    let used: usize = spans.iter().map(|s| s.width()).sum();
    let room = usize::from(area.width).saturating_sub(used + help.chars().count());
    spans.push(Span::raw(" ".repeat(room)));
    spans.push(Span::styled(help, theme.muted()));
    frame.render_widget(
        Paragraph::new(Line::from(spans)).style(Style::default().patch(theme.base())),
        area,
    );
}
