//! Small pieces the secondary screens share: a one-line text field, the title bar and key
//! footer every screen has, list navigation and scrolling arithmetic, and a few formatters.
//!
//! Owns: nothing a screen decides (what a key means is the screen's); only mechanics.
//! Must not touch: the main screen, the shell, I/O of any kind.

use crate::tui::component::DrawContext;
use crate::tui::keymap::Action;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

/// What a key did to a [`TextField`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKey {
    /// The text or the cursor changed (or the key was swallowed: a field eats every key).
    Edited,
    /// Enter: the user is done.
    Submit,
    /// Esc: the user gave up.
    Cancel,
}

/// A one-line text field: typed characters, Backspace/Delete, Left/Right/Home/End, Ctrl-U.
///
/// Raw keys on purpose: while a field is open every printable key is text, so the keymap's
/// letters (j, d, x) must not apply; screens report `capturing_text()` meanwhile.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TextField {
    chars: Vec<char>,
    cursor: usize,
}

impl TextField {
    /// A field holding `text` with the cursor at its end.
    pub fn new(text: &str) -> Self {
        let chars: Vec<char> = text.chars().collect();
        let cursor = chars.len();
        TextField { chars, cursor }
    }

    pub fn text(&self) -> String {
        self.chars.iter().collect()
    }

    pub fn handle(&mut self, key: &KeyEvent) -> FieldKey {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Enter => return FieldKey::Submit,
            KeyCode::Esc => return FieldKey::Cancel,
            KeyCode::Char('u') if ctrl => {
                self.chars.drain(..self.cursor);
                self.cursor = 0;
            }
            KeyCode::Char(c) if !ctrl && !key.modifiers.contains(KeyModifiers::ALT) => {
                self.chars.insert(self.cursor, c);
                self.cursor += 1;
            }
            KeyCode::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                self.chars.remove(self.cursor);
            }
            KeyCode::Delete if self.cursor < self.chars.len() => {
                self.chars.remove(self.cursor);
            }
            KeyCode::Left => self.cursor = self.cursor.saturating_sub(1),
            KeyCode::Right => self.cursor = (self.cursor + 1).min(self.chars.len()),
            KeyCode::Home => self.cursor = 0,
            KeyCode::End => self.cursor = self.chars.len(),
            _ => {}
        }
        FieldKey::Edited
    }

    /// `label` then the text, with the cursor shown as a reversed cell.
    pub fn line<'a>(&self, label: &'a str, ctx: &DrawContext<'_>) -> Line<'a> {
        let before: String = self.chars[..self.cursor].iter().collect();
        let at: String = self
            .chars
            .get(self.cursor)
            .map_or_else(|| " ".to_string(), char::to_string);
        let after: String = self
            .chars
            .get(self.cursor + 1..)
            .map_or_else(String::new, |c| c.iter().collect());
        Line::from(vec![
            Span::styled(label, ctx.theme.accent()),
            Span::styled(before, ctx.theme.base()),
            Span::styled(at, ctx.theme.selected()),
            Span::styled(after, ctx.theme.base()),
        ])
    }
}

/// Splits a screen into its title bar, body and footer rows.
pub fn chrome(area: Rect) -> (Rect, Rect, Rect) {
    let [title, body, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
    ])
    .areas(area);
    (title, body, footer)
}

/// The title bar: the screen's name, then a muted summary.
pub fn draw_title(frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>, name: &str, info: &str) {
    let mut spans = vec![Span::styled(format!(" {name} "), ctx.theme.selected())];
    if !info.is_empty() {
        spans.push(Span::styled(format!("  {info}"), ctx.theme.muted()));
    }
    frame.render_widget(
        Paragraph::new(Line::from(spans)).style(ctx.theme.base()),
        area,
    );
}

/// Every key bound to `action`, as the help lists them ("x, space").
pub fn keys_of(ctx: &DrawContext<'_>, action: Action) -> String {
    ctx.keymap.keys(action).join(", ")
}

/// One key bound to `action` for the footer, which has room for one: the first without a
/// modifier (`/` rather than `ctrl-f`, which is also page down), else the first.
pub fn first_key(ctx: &DrawContext<'_>, action: Action) -> String {
    let keys = ctx.keymap.keys(action);
    keys.iter()
        .find(|k| !k.starts_with("ctrl-") && !k.starts_with("alt-"))
        .or(keys.first())
        .cloned()
        .unwrap_or_default()
}

/// The mark in front of the selected row, so the selection shows without colour too.
pub fn marker(selected: bool) -> &'static str {
    if selected {
        "› "
    } else {
        "  "
    }
}

/// The footer: `keys label` pairs from the live keymap, so user bindings show as bound; one
/// item may name several actions ("k/j move").
pub fn draw_footer(
    frame: &mut Frame,
    area: Rect,
    ctx: &DrawContext<'_>,
    items: &[(&[Action], &str)],
) {
    let mut spans = vec![Span::raw(" ")];
    for (i, (actions, label)) in items.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        let keys: Vec<String> = actions.iter().map(|a| first_key(ctx, *a)).collect();
        spans.push(Span::styled(keys.join("/"), ctx.theme.accent()));
        spans.push(Span::styled(format!(" {label}"), ctx.theme.muted()));
    }
    frame.render_widget(
        Paragraph::new(Line::from(spans)).style(ctx.theme.base()),
        area,
    );
}

/// A footer that is a prompt instead of keys (a y/n confirmation, an error).
pub fn draw_prompt(frame: &mut Frame, area: Rect, text: &str, style: Style) {
    frame.render_widget(Paragraph::new(text.to_string()).style(style), area);
}

/// The new selection after a navigation action in a list of `len` rows showing `page` at once,
/// or `None` when `action` is not a navigation.
pub fn navigate(selected: usize, len: usize, page: usize, action: Action) -> Option<usize> {
    let last = len.saturating_sub(1);
    let page = page.max(1);
    let next = match action {
        Action::Up => selected.saturating_sub(1),
        Action::Down => (selected + 1).min(last),
        Action::PageUp => selected.saturating_sub(page),
        Action::PageDown => (selected + page).min(last),
        Action::Top => 0,
        Action::Bottom => last,
        _ => return None,
    };
    Some(next)
}

/// The first row to show so that `selected` is visible in `height` rows. Stateless, so drawing
/// from `&self` needs no remembered offset: the selection sits on the last row when scrolled.
pub fn scroll_offset(selected: usize, height: usize) -> usize {
    if height == 0 {
        return selected;
    }
    (selected + 1).saturating_sub(height)
}

/// `text` cut to `max` characters, with an ellipsis when cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// A horizontal bar of `width` cells filled to `share` ∈ [0, 1].
pub fn bar(share: f64, width: usize) -> String {
    let share = if share.is_finite() {
        share.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let full = (share * width as f64).round() as usize;
    format!(
        "{}{}",
        "█".repeat(full),
        "░".repeat(width - full.min(width))
    )
}

/// "just now", "1 question ago", "5 questions ago": how long ago step `then` was at `now`.
pub fn ago(then: u64, now: u64) -> String {
    match now.saturating_sub(then) {
        0 => "just now".into(),
        1 => "1 question ago".into(),
        n => format!("{n} questions ago"),
    }
}

/// Folded (case, spacing) containment: the filter every search box uses.
pub fn matches(query: &str, texts: &[&str]) -> bool {
    let query = crate::core::hints::fold(query);
    query.is_empty()
        || texts
            .iter()
            .any(|t| crate::core::hints::fold(t).contains(&query))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(0, 10, Action::Up, 0)]
    #[case(3, 10, Action::Up, 2)]
    #[case(9, 10, Action::Down, 9)]
    #[case(2, 10, Action::PageDown, 7)]
    #[case(8, 10, Action::PageDown, 9)]
    #[case(4, 10, Action::PageUp, 0)]
    #[case(4, 10, Action::Bottom, 9)]
    #[case(4, 0, Action::Bottom, 0)]
    fn navigation_stays_in_the_list(
        #[case] from: usize,
        #[case] len: usize,
        #[case] action: Action,
        #[case] to: usize,
    ) {
        assert_eq!(navigate(from, len, 5, action), Some(to));
    }

    #[rstest]
    #[case(0.0, "░░░░")]
    #[case(0.5, "██░░")]
    #[case(1.0, "████")]
    #[case(7.0, "████")]
    #[case(f64::NAN, "░░░░")]
    fn bars_fill_in_proportion(#[case] share: f64, #[case] expected: &str) {
        assert_eq!(bar(share, 4), expected);
    }

    #[test]
    fn a_field_edits_at_its_cursor() {
        let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
        let mut field = TextField::new("helo");
        field.handle(&key(KeyCode::Left));
        field.handle(&key(KeyCode::Char('l')));
        assert_eq!(field.text(), "hello");
        field.handle(&key(KeyCode::End));
        field.handle(&key(KeyCode::Backspace));
        assert_eq!(field.text(), "hell");
        assert_eq!(field.handle(&key(KeyCode::Enter)), FieldKey::Submit);
        assert_eq!(field.handle(&key(KeyCode::Esc)), FieldKey::Cancel);
    }
}
