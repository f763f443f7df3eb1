//! The help overlay: every action with the keys bound to it (from the live keymap, so a user's
//! `[keymap]` shows as bound) and its one-line help, grouped, in a scrollable centred popup.
//!
//! Owns: [`HelpOverlay`] and the grouping of actions ([`GROUPS`]).
//! Must not touch: what an action does, or the screen beneath (it is drawn first by the shell).

use super::widgets::keys_of;
use crate::tui::component::{Component, DrawContext, Outcome, Request};
use crate::tui::keymap::Action;
use crossterm::event::KeyEvent;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use ratatui::Frame;
use std::cell::Cell;

/// The help's sections, in order; every [`Action`] appears in exactly one (a test checks).
pub const GROUPS: &[(&str, &[Action])] = &[
    ("global", &[Action::Quit, Action::Cancel, Action::Help]),
    (
        "navigation",
        &[
            Action::FocusNext,
            Action::FocusPrevious,
            Action::Up,
            Action::Down,
            Action::Left,
            Action::Right,
            Action::PageUp,
            Action::PageDown,
            Action::Top,
            Action::Bottom,
            Action::Select,
        ],
    ),
    (
        "session",
        &[
            Action::EditQuestion,
            Action::Submit,
            Action::Answer1,
            Action::Answer2,
            Action::Answer3,
            Action::Answer4,
            Action::NoneOfThese,
            Action::Skip,
            Action::Undo,
            Action::PickCandidate,
            Action::PreferAtom,
            Action::Run,
            Action::Accept,
        ],
    ),
    (
        "results",
        &[
            Action::CopySql,
            Action::CopyRow,
            Action::CopyCell,
            Action::ExportCsv,
            Action::ExportJson,
            Action::ViewCell,
            Action::ZoomResults,
            Action::Sort,
        ],
    ),
    (
        "screens",
        &[
            Action::ScreenMain,
            Action::ScreenHints,
            Action::ScreenPrefs,
            Action::ScreenSchema,
            Action::ScreenTree,
            Action::ScreenHistory,
        ],
    ),
    (
        "editing",
        &[
            Action::Search,
            Action::Edit,
            Action::Toggle,
            Action::Delete,
            Action::Increase,
            Action::Decrease,
        ],
    ),
];

/// Width of the keys column.
const KEYS_WIDTH: usize = 18;

/// The help overlay, drawn over whatever screen is below it.
#[derive(Debug, Default)]
pub struct HelpOverlay {
    scroll: usize,
    /// Lines the popup showed and held at the last draw, to stop scrolling past the end.
    viewport: Cell<(usize, usize)>,
}

impl HelpOverlay {
    pub fn new() -> Self {
        Self::default()
    }

    /// The help's lines for a popup `width` cells wide inside its border; a help text too
    /// long for the line continues under itself rather than being cut.
    fn lines(ctx: &DrawContext<'_>, width: usize) -> Vec<Line<'static>> {
        let text_width = width.saturating_sub(KEYS_WIDTH + 2).max(12);
        let mut lines: Vec<Line<'static>> = wrap(&learning_rule(ctx), width.max(12))
            .into_iter()
            .map(|line| Line::from(Span::styled(line, ctx.theme.base())))
            .collect();
        lines.push(Line::raw(""));
        for (i, (group, actions)) in GROUPS.iter().enumerate() {
            if i > 0 {
                lines.push(Line::raw(""));
            }
            lines.push(Line::from(Span::styled(
                group.to_string(),
                ctx.theme.accent(),
            )));
            for &action in *actions {
                let mut keys = format!("  {:<KEYS_WIDTH$}", keys_of(ctx, action));
                for chunk in wrap(action.help(), text_width) {
                    lines.push(Line::from(vec![
                        Span::styled(keys.clone(), ctx.theme.warning()),
                        Span::styled(chunk, ctx.theme.base()),
                    ]));
                    keys = " ".repeat(KEYS_WIDTH + 2);
                }
            }
        }
        lines
    }

    /// The popup's rectangle: centred, at most 84 wide and as tall as its lines, leaving a
    /// margin on small screens.
    fn popup(area: Rect, width: u16, lines: usize) -> Rect {
        let height = area
            .height
            .saturating_sub(2)
            .min(u16::try_from(lines + 2).unwrap_or(u16::MAX));
        let [row] = Layout::vertical([Constraint::Length(height)])
            .flex(Flex::Center)
            .areas(area);
        let [popup] = Layout::horizontal([Constraint::Length(width)])
            .flex(Flex::Center)
            .areas(row);
        popup
    }
}

/// The rule of learning, with the keys as bound: the user decides what qlarify learns.
fn learning_rule(ctx: &DrawContext<'_>) -> String {
    format!(
        "Learning: running a reading ({}) only previews it; accepting it ({}) is what teaches \
         qlarify your words; undo ({}) takes an acceptance back, on disk too.",
        keys_of(ctx, Action::Run),
        keys_of(ctx, Action::Accept),
        keys_of(ctx, Action::Undo),
    )
}

/// Greedy word wrap of `text` into lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push(line);
    out
}

impl Component for HelpOverlay {
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let width = area.width.saturating_sub(4).min(84);
        let lines = Self::lines(ctx, usize::from(width.saturating_sub(2)));
        let popup = Self::popup(area, width, lines.len());
        let total = lines.len();
        let height = usize::from(popup.height.saturating_sub(2));
        self.viewport.set((height, total));
        let scroll = self.scroll.min(total.saturating_sub(height));
        let more = if scroll + height < total {
            " ↓ more "
        } else {
            ""
        };
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(ctx.theme.border(true))
            .style(ctx.theme.base())
            .title(Span::styled(" Help: keys ", ctx.theme.accent()))
            .title_bottom(Line::from(vec![
                Span::styled(
                    format!(" {} ", keys_of(ctx, Action::Cancel)),
                    ctx.theme.accent(),
                ),
                Span::styled("close ", ctx.theme.muted()),
                Span::styled(more, ctx.theme.muted()),
            ]));
        frame.render_widget(Clear, popup);
        let shown: Vec<Line> = lines.into_iter().skip(scroll).take(height).collect();
        frame.render_widget(Paragraph::new(shown).block(block), popup);
    }

    fn handle_key(&mut self, _key: &KeyEvent, actions: &[Action]) -> Outcome {
        let (height, total) = self.viewport.get();
        let max = total.saturating_sub(height);
        self.scroll = self.scroll.min(max);
        for &action in actions {
            let page = height.max(1);
            self.scroll = match action {
                Action::Cancel | Action::Help => return Outcome::Request(Request::Close),
                Action::Up => self.scroll.saturating_sub(1),
                Action::Down => (self.scroll + 1).min(max),
                Action::PageUp => self.scroll.saturating_sub(page),
                Action::PageDown => (self.scroll + page).min(max),
                Action::Top => 0,
                Action::Bottom => max,
                _ => continue,
            };
            return Outcome::Consumed;
        }
        if actions.contains(&Action::Quit) {
            return Outcome::Ignored;
        }
        // A popup owns the keyboard: nothing but quit reaches the screen beneath it.
        Outcome::Consumed
    }
}
