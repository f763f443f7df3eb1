//! The cell viewer: a popup with the selected result cell in full, wrapped.
//!
//! Owns: the popup's placement and text. Must not touch: the table's cursor (keys.rs moves it;
//! the viewer follows).

use super::results::ResultsTable;
use super::text::wrap_text;
use crate::tui::component::DrawContext;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};
use ratatui::Frame;

/// A rectangle of `percent_x` × `percent_y` of `area`, centred.
fn centred(area: Rect, percent_x: u16, percent_y: u16) -> Rect {
    let width = (area.width * percent_x / 100).max(20).min(area.width);
    let height = (area.height * percent_y / 100).max(5).min(area.height);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

pub(super) fn draw(frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>, table: &ResultsTable) {
    let theme = ctx.theme;
    let popup = centred(area, 70, 60);
    let Some((column, text)) = table.selected_cell() else {
        return;
    };
    let close = ctx.keymap.keys(crate::tui::keymap::Action::Cancel);
    let title = format!(
        " {column} · row {} · {} chars ",
        table.row + 1,
        text.chars().count()
    );
    let block = theme
        .panel_focused(title, true)
        .title_bottom(Line::from(Span::styled(
            format!(" {} closes ", close.first().map_or("esc", String::as_str)),
            theme.muted(),
        )));
    let inner = block.inner(popup);
    frame.render_widget(Clear, popup);
    frame.render_widget(block, popup);
    let lines = wrap_text(&text, usize::from(inner.width), theme.base());
    frame.render_widget(Paragraph::new(lines).style(theme.base()), inner);
}
