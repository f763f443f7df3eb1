//! The SQL editor: the way out when no reading is right.
//!
//! Owns: [`SqlEditor`], a multi-line tui-textarea over the focused reading's SQL (or empty, to
//! write SQL from scratch), drawn in place of the SQL panel, and what its keys ask for: run the
//! SQL (a preview, read-only through the same guarded path as any run), accept it as what the
//! user meant (that teaches), or keep it as a reading and close. The SQL goes to the session as
//! [`crate::core::session::Event::Write`]; nothing is run or learned from here.
//! Must not touch: the session, the database.

use super::highlight::syntax_styles;
use crate::tui::component::{DrawContext, Request, WrittenThen};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};
use ratatui::Frame;
use std::cell::Cell;
use tui_textarea::TextArea;

/// What a key did in the editor.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum EditorKey {
    /// The text or the cursor changed.
    Edited,
    /// Close the editor, and do this with its SQL (nothing, when it was not changed).
    Close(Option<Request>),
    /// Keep the editor open and do this with its SQL.
    Send(Request),
}

pub(super) struct SqlEditor {
    area: TextArea<'static>,
    /// The SQL it opened with: closing an unchanged editor adds no reading.
    original: String,
    /// The first row and column on screen, kept between frames so the view scrolls only when
    /// the cursor leaves it (drawing takes `&self`).
    view: Cell<(usize, usize)>,
}

impl SqlEditor {
    /// An editor holding `sql` (a reading's, or empty) one clause a line, cursor at the end.
    pub fn new(sql: &str) -> Self {
        let sql = clause_lines(sql);
        let mut area = TextArea::new(sql.lines().map(str::to_string).collect());
        area.move_cursor(tui_textarea::CursorMove::Bottom);
        area.move_cursor(tui_textarea::CursorMove::End);
        SqlEditor {
            area,
            original: sql.trim().to_string(),
            view: Cell::new((0, 0)),
        }
    }

    /// The SQL as typed.
    pub fn sql(&self) -> String {
        self.area.lines().join("\n").trim().to_string()
    }

    fn written(&self, then: WrittenThen) -> Request {
        Request::Written {
            sql: self.sql(),
            then,
        }
    }

    /// Ctrl-R runs, Ctrl-S accepts as what I meant, Esc keeps it as a reading and closes;
    /// every other key edits (tui-textarea's own bindings: arrows, Home/End, Ctrl-A/E/K/U …).
    pub fn key(&mut self, key: &KeyEvent) -> EditorKey {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let empty = self.sql().is_empty();
        match key.code {
            KeyCode::Esc if empty || self.sql() == self.original => EditorKey::Close(None),
            KeyCode::Esc => EditorKey::Close(Some(self.written(WrittenThen::Keep))),
            KeyCode::Char('r') if ctrl && !empty => EditorKey::Send(self.written(WrittenThen::Run)),
            KeyCode::Char('s') if ctrl && !empty => {
                EditorKey::Close(Some(self.written(WrittenThen::Accept)))
            }
            KeyCode::Char('r' | 's') if ctrl => EditorKey::Edited,
            _ => {
                self.area.input(*key);
                EditorKey::Edited
            }
        }
    }

    /// The text with syntect's SQL colours (as in the SQL panel), the cursor reversed and a
    /// selection in the theme's selection colours; the view follows the cursor. tui-textarea
    /// keeps the text and the editing keys, but styles a whole text alike, so the lines are
    /// drawn here.
    pub fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(ctx.theme.border(true))
            .title(" Edit SQL · ctrl-r run · ctrl-s accept as what I meant · esc keep & close ");
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let lines = self.area.lines();
        let cursor = self.area.cursor();
        let (top, left) = self.follow(cursor, inner);
        let styles = syntax_styles(&lines.join("\n"), ctx.theme);
        let selected = ctx.theme.selected();
        let selection = self.area.selection_range();
        let is_selected =
            |at: (usize, usize)| selection.is_some_and(|(from, to)| from <= at && at < to);
        let mut styles = styles.into_iter();
        let mut shown = Vec::with_capacity(usize::from(inner.height));
        for (row, line) in lines.iter().enumerate() {
            // Every line's characters and its line break take one style each, in order.
            let line_styles: Vec<Style> = styles.by_ref().take(line.chars().count() + 1).collect();
            if row < top || row >= top + usize::from(inner.height) {
                continue;
            }
            let mut spans: Vec<Span> = line
                .chars()
                .zip(line_styles.iter().copied())
                .enumerate()
                .skip(left)
                .map(|(col, (ch, style))| {
                    let style = if (row, col) == cursor {
                        style.add_modifier(Modifier::REVERSED)
                    } else if is_selected((row, col)) {
                        selected
                    } else {
                        style
                    };
                    Span::styled(ch.to_string(), style)
                })
                .collect();
            if cursor == (row, line.chars().count()) {
                spans.push(Span::styled(
                    " ",
                    ctx.theme.base().add_modifier(Modifier::REVERSED),
                ));
            }
            shown.push(Line::from(spans));
        }
        frame.render_widget(Paragraph::new(shown).style(ctx.theme.base()), inner);
    }

    /// The first row and column shown, moved only as far as keeps the cursor inside `inner`.
    fn follow(&self, (row, col): (usize, usize), inner: Rect) -> (usize, usize) {
        let (mut top, mut left) = self.view.get();
        let (height, width) = (
            usize::from(inner.height).max(1),
            usize::from(inner.width).max(1),
        );
        top = top.min(row).max((row + 1).saturating_sub(height));
        left = left.min(col).max((col + 1).saturating_sub(width));
        self.view.set((top, left));
        (top, left)
    }
}

/// Clauses that start a line in the editor, so a long reading is editable at a glance.
const CLAUSES: &[&str] = &[
    "FROM ",
    "LEFT JOIN ",
    "JOIN ",
    "WHERE ",
    "GROUP BY ",
    "HAVING ",
    "ORDER BY ",
    "LIMIT ",
];

/// `sql` on one line per clause (outside quotes); SQL that already has line breaks is kept as
/// its author laid it out.
fn clause_lines(sql: &str) -> String {
    let sql = sql.trim();
    if sql.contains('\n') {
        return sql.to_string();
    }
    let mut out = String::with_capacity(sql.len() + 16);
    let mut quote: Option<char> = None;
    for (i, c) in sql.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if matches!(c, '\'' | '"' | '`') => quote = Some(c),
            None if c == ' ' => {
                let rest = &sql[i + 1..];
                let starts = CLAUSES.iter().any(|k| {
                    rest.get(..k.len())
                        .is_some_and(|head| head.eq_ignore_ascii_case(k))
                });
                // "LEFT JOIN": the break goes before LEFT, not between the two words.
                let after_left = out
                    .rsplit(char::is_whitespace)
                    .next()
                    .is_some_and(|word| word.eq_ignore_ascii_case("LEFT"));
                if starts && !after_left {
                    out.push('\n');
                    continue;
                }
            }
            None => {}
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn ctrl(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    fn written(sql: &str, then: WrittenThen) -> Request {
        Request::Written {
            sql: sql.into(),
            then,
        }
    }

    #[rstest]
    #[case::esc_unchanged_adds_nothing("", key(KeyCode::Esc), EditorKey::Close(None))]
    #[case::esc_keeps_an_edit(
        " AND 2",
        key(KeyCode::Esc),
        EditorKey::Close(Some(written("SELECT 1 AND 2", WrittenThen::Keep)))
    )]
    #[case::ctrl_r_runs(
        " AND 2",
        ctrl('r'),
        EditorKey::Send(written("SELECT 1 AND 2", WrittenThen::Run))
    )]
    #[case::ctrl_s_accepts(
        "",
        ctrl('s'),
        EditorKey::Close(Some(written("SELECT 1", WrittenThen::Accept)))
    )]
    fn editor_keys(#[case] typed: &str, #[case] last: KeyEvent, #[case] expected: EditorKey) {
        let mut editor = SqlEditor::new("SELECT 1");
        for c in typed.chars() {
            assert_eq!(editor.key(&key(KeyCode::Char(c))), EditorKey::Edited);
        }
        assert_eq!(editor.key(&last), expected);
    }

    #[rstest]
    #[case::clauses(
        "SELECT a FROM t JOIN u ON t.id = u.id WHERE b = 'x from y' GROUP BY a ORDER BY 1 LIMIT 3",
        "SELECT a\nFROM t\nJOIN u ON t.id = u.id\nWHERE b = 'x from y'\nGROUP BY a\nORDER BY 1\nLIMIT 3"
    )]
    #[case::left_join(
        "select a from t left join u on 1",
        "select a\nfrom t\nleft join u on 1"
    )]
    #[case::laid_out_by_its_author("SELECT a\n  FROM t", "SELECT a\n  FROM t")]
    fn a_reading_opens_one_clause_a_line(#[case] sql: &str, #[case] shown: &str) {
        assert_eq!(SqlEditor::new(sql).sql(), shown);
    }

    #[test]
    fn letters_are_text_and_an_empty_editor_runs_nothing() {
        let mut editor = SqlEditor::new("");
        for c in "r s a u".chars() {
            editor.key(&key(KeyCode::Char(c)));
        }
        assert_eq!(editor.sql(), "r s a u");
        let mut empty = SqlEditor::new("");
        assert_eq!(empty.key(&ctrl('r')), EditorKey::Edited);
        assert_eq!(empty.key(&key(KeyCode::Esc)), EditorKey::Close(None));
    }

    fn drawn(editor: &SqlEditor, width: u16, height: u16) -> ratatui::buffer::Buffer {
        use crate::tui::keymap::Keymap;
        use crate::tui::theme::Theme;
        let (theme, keymap) = (Theme::dark(), Keymap::default());
        let ctx = DrawContext {
            theme: &theme,
            keymap: &keymap,
            tick: 0,
        };
        let backend = ratatui::backend::TestBackend::new(width, height);
        let mut terminal = ratatui::Terminal::new(backend).expect("terminal");
        terminal
            .draw(|f| editor.draw(f, f.area(), &ctx))
            .expect("draw");
        terminal.backend().buffer().clone()
    }

    #[test]
    fn keywords_are_coloured_as_in_the_sql_panel_and_the_cursor_is_reversed() {
        let editor = SqlEditor::new("SELECT name FROM singer WHERE age > 30");
        let buffer = drawn(&editor, 60, 8);
        // Row 1 is "SELECT name" inside the border; row 3 is "WHERE age > 30" with the cursor
        // after its last character.
        let select = &buffer[(1, 1)];
        let name = &buffer[(8, 1)];
        assert_eq!(select.symbol(), "S");
        assert_eq!(name.symbol(), "n");
        assert_ne!(
            select.fg, name.fg,
            "a keyword is coloured apart from a name"
        );
        let expected = syntax_styles("SELECT name", &crate::tui::theme::Theme::dark());
        assert_eq!(Some(select.fg), expected[0].fg);
        let end = &buffer[(15, 3)];
        assert!(end.modifier.contains(Modifier::REVERSED), "the cursor cell");
        assert!(!buffer[(1, 3)].modifier.contains(Modifier::REVERSED));
    }

    #[test]
    fn the_view_follows_the_cursor_and_stays_put_while_it_is_inside() {
        let sql: String = (0..20).map(|i| format!("SELECT {i}\n")).collect();
        let mut editor = SqlEditor::new(sql.trim());
        // The cursor opens on the last line: the view ends there.
        let buffer = drawn(&editor, 30, 6);
        let row = |b: &ratatui::buffer::Buffer, y: u16| -> String {
            (1..29)
                .map(|x| b[(x, y)].symbol().to_string())
                .collect::<String>()
        };
        assert_eq!(row(&buffer, 4).trim_end(), "SELECT 19");
        // Moving up inside the view does not scroll it; moving above it scrolls by one line.
        for _ in 0..3 {
            editor.key(&key(KeyCode::Up));
        }
        assert_eq!(row(&drawn(&editor, 30, 6), 1).trim_end(), "SELECT 16");
        editor.key(&key(KeyCode::Up));
        assert_eq!(row(&drawn(&editor, 30, 6), 1).trim_end(), "SELECT 15");
    }

    #[test]
    fn a_selection_takes_the_selection_colours() {
        let mut editor = SqlEditor::new("SELECT 1");
        editor.key(&key(KeyCode::Home));
        editor.key(&KeyEvent::new(KeyCode::Right, KeyModifiers::SHIFT));
        editor.key(&KeyEvent::new(KeyCode::Right, KeyModifiers::SHIFT));
        let buffer = drawn(&editor, 30, 4);
        let selected = crate::tui::theme::Theme::dark().selected();
        assert_eq!(Some(buffer[(1, 1)].bg), selected.bg);
        assert_eq!(Some(buffer[(2, 1)].bg), selected.bg);
        assert_ne!(Some(buffer[(4, 1)].bg), selected.bg);
    }
}
