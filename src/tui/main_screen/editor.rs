//! The SQL editor: the way out when no reading is right.
//!
//! Owns: [`SqlEditor`], a multi-line tui-textarea over the focused reading's SQL (or empty, to
//! write SQL from scratch), drawn in place of the SQL panel, and what its keys ask for: run the
//! SQL (a preview, read-only through the same guarded path as any run), accept it as what the
//! user meant (that teaches), or keep it as a reading and close. The SQL goes to the session as
//! [`crate::core::session::Event::Write`]; nothing is run or learned from here.
//! Must not touch: the session, the database.

use crate::tui::component::{DrawContext, Request, WrittenThen};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, Borders};
use ratatui::Frame;
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
}

impl SqlEditor {
    /// An editor holding `sql` (a reading's, or empty) one clause a line, cursor at the end.
    pub fn new(sql: &str) -> Self {
        let sql = clause_lines(sql);
        let mut area = TextArea::new(sql.lines().map(str::to_string).collect());
        area.move_cursor(tui_textarea::CursorMove::Bottom);
        area.move_cursor(tui_textarea::CursorMove::End);
        area.set_cursor_line_style(Style::default());
        SqlEditor {
            area,
            original: sql.trim().to_string(),
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

    pub fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let mut editor = self.area.clone();
        editor.set_block(
            Block::default()
                .borders(Borders::ALL)
                .border_style(ctx.theme.border(true))
                .title(
                    " Edit SQL · ctrl-r run · ctrl-s accept as what I meant · esc keep & close ",
                ),
        );
        editor.set_style(ctx.theme.base());
        editor.set_cursor_style(ctx.theme.base().add_modifier(Modifier::REVERSED));
        frame.render_widget(&editor, area);
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
}
