//! A backend wrapper that never sends a control character to the terminal.
//!
//! Owns: stripping C0/DEL/C1 characters from every cell's symbol on its way out. Database
//! names and values reach the screen through many widgets (the schema browser, the SQL view,
//! hints, results); ratatui filters control characters in `Buffer::set_stringn` but not when a
//! `Span` appends a zero-width grapheme to a cell, which is how `"\x1b]0;PWNED\x07tbl"` once
//! retitled the terminal from the schema browser. Filtering here covers every widget at once.
//! Must not touch: layout or widths (a control character is zero-width, so dropping it moves
//! nothing).

use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use std::io;

/// `B` with control characters removed from what it draws.
#[derive(Debug)]
pub struct SafeBackend<B>(pub B);

/// The cell to draw instead of `cell`, when `cell` carries a control character.
pub fn sanitized(cell: &Cell) -> Option<Cell> {
    let symbol = cell.symbol();
    if !symbol.contains(char::is_control) {
        return None;
    }
    // A control character can own a cell (it is blanked) or trail a visible one (it is cut).
    let kept: String = symbol.chars().filter(|c| !c.is_control()).collect();
    let mut clean = cell.clone();
    clean.set_symbol(if kept.is_empty() { " " } else { &kept });
    Some(clean)
}

impl<B: Backend> Backend for SafeBackend<B> {
    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        let content: Vec<(u16, u16, Cell)> = content
            .map(|(x, y, cell)| (x, y, sanitized(cell).unwrap_or_else(|| cell.clone())))
            .collect();
        self.0
            .draw(content.iter().map(|(x, y, cell)| (*x, *y, cell)))
    }

    fn append_lines(&mut self, n: u16) -> io::Result<()> {
        self.0.append_lines(n)
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.0.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.0.show_cursor()
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        self.0.get_cursor_position()
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.0.set_cursor_position(position)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.0.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.0.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        self.0.size()
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        self.0.window_size()
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::backend::TestBackend;
    use ratatui::text::{Line, Span};
    use ratatui::widgets::Paragraph;
    use ratatui::Terminal;

    #[test]
    fn a_hostile_table_name_draws_without_its_escape_sequence() {
        let name = "\u{1b}]0;PWNED\u{7}tbl";
        let mut term = Terminal::new(SafeBackend(TestBackend::new(30, 1))).expect("terminal");
        term.draw(|f| {
            let line = Line::from(vec![Span::raw("t: "), Span::raw(name)]);
            f.render_widget(Paragraph::new(line), f.area());
        })
        .expect("draw");
        let drawn = term.backend().0.buffer();
        let text: String = drawn.content().iter().map(Cell::symbol).collect();
        assert!(!text.contains(char::is_control), "{text:?}");
        // The escape's cells are blank; the harmless rest stays visible.
        assert!(text.starts_with("t:  ]0;PWNED tbl"), "{text:?}");
    }
}
