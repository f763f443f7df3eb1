//! The SQL tree screen (AtomSQL step I): the focused reading decomposed into its atoms, grouped
//! by clause and nesting level, each with its kind, text, the question phrase it serves and,
//! when the round view gave them, its confidence.
//!
//! Owns: [`TreeScreen`] and the layout of the tree. The decomposition is the core's
//! ([`crate::core::sql::atomize`]); confidences and phrases come from the round view's atoms.
//! Must not touch: the session or the SQL itself (shown, never changed or run).

use super::widgets::{chrome, draw_footer, draw_title, navigate, scroll_offset};
use crate::core::session::AtomView;
use crate::core::sql::{atomize, nesting_level, Atom};
use crate::tui::component::{Component, DrawContext, Outcome, Request};
use crate::tui::keymap::Action;
use crossterm::event::KeyEvent;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use std::cell::Cell;

/// One line of the tree: a clause heading or an atom.
#[derive(Debug, Clone, PartialEq)]
enum TreeLine {
    Heading {
        depth: usize,
        text: String,
    },
    Atom {
        depth: usize,
        last: bool,
        kind: String,
        text: String,
        key: String,
        nl: Option<String>,
        confidence: Option<f64>,
    },
}

/// The SQL tree screen.
#[derive(Debug)]
pub struct TreeScreen {
    sql: String,
    lines: Vec<TreeLine>,
    /// Indices into `lines` of the atom lines (the selectable ones).
    atoms: Vec<usize>,
    error: Option<String>,
    selected: usize,
    page: Cell<usize>,
}

impl TreeScreen {
    /// The tree of `sql`; `view_atoms` (the focused candidate's atoms in the round view) add
    /// confidences and question phrases, matched by canonical key or by span.
    pub fn new(sql: &str, view_atoms: Option<&[AtomView]>) -> Self {
        let (lines, error) = match atomize(sql) {
            Ok(atoms) => (tree_lines(&atoms, view_atoms.unwrap_or(&[])), None),
            Err(e) => (Vec::new(), Some(e.to_string())),
        };
        let atoms = lines
            .iter()
            .enumerate()
            .filter(|(_, l)| matches!(l, TreeLine::Atom { .. }))
            .map(|(i, _)| i)
            .collect();
        TreeScreen {
            sql: sql.to_string(),
            lines,
            atoms,
            error,
            selected: 0,
            page: Cell::new(10),
        }
    }

    fn selected_line(&self) -> Option<usize> {
        self.atoms.get(self.selected).copied()
    }

    fn render_line(&self, index: usize, ctx: &DrawContext<'_>) -> Line<'static> {
        match &self.lines[index] {
            TreeLine::Heading { depth, text } => Line::from(Span::styled(
                format!("{}{text}", "   ".repeat(*depth)),
                ctx.theme.accent(),
            )),
            TreeLine::Atom {
                depth,
                last,
                kind,
                text,
                nl,
                confidence,
                ..
            } => {
                let selected = Some(index) == self.selected_line();
                let style = if selected {
                    ctx.theme.selected()
                } else {
                    ctx.theme.base()
                };
                let branch = match (*last, selected) {
                    (true, false) => "└─ ",
                    (false, false) => "├─ ",
                    (true, true) => "└› ",
                    (false, true) => "├› ",
                };
                let mut spans = vec![
                    Span::styled(
                        format!("{}{branch}", "   ".repeat(*depth)),
                        ctx.theme.muted(),
                    ),
                    Span::styled(format!("{kind:<11}"), ctx.theme.muted()),
                    Span::styled(text.clone(), style),
                ];
                if let Some(nl) = nl {
                    spans.push(Span::styled(format!("  ← “{nl}”"), ctx.theme.warning()));
                }
                if let Some(c) = confidence {
                    spans.push(Span::styled(
                        format!("  {:.0}%", c * 100.0),
                        Style::default().fg(ctx.theme.confidence(*c)),
                    ));
                }
                Line::from(spans)
            }
        }
    }

    fn draw_tree(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let block = ctx.theme.panel_focused(" clause tree ", true);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        if let Some(error) = &self.error {
            frame.render_widget(
                Paragraph::new(format!("This SQL cannot be decomposed: {error}"))
                    .style(ctx.theme.error())
                    .wrap(Wrap { trim: true }),
                inner,
            );
            return;
        }
        let height = usize::from(inner.height);
        self.page.set(height.max(1));
        let focus = self.selected_line().unwrap_or(0);
        let lines: Vec<Line> = (scroll_offset(focus, height)..self.lines.len())
            .take(height)
            .map(|i| self.render_line(i, ctx))
            .collect();
        frame.render_widget(Paragraph::new(lines), inner);
    }

    fn detail(&self) -> String {
        match self.selected_line().map(|i| &self.lines[i]) {
            Some(TreeLine::Atom { key, .. }) => format!("key: {key}"),
            _ => String::new(),
        }
    }
}

/// Headings per (nesting path, clause) in the order the atoms come, atoms under them.
fn tree_lines(atoms: &[Atom], view: &[AtomView]) -> Vec<TreeLine> {
    let mut groups: Vec<(&str, &str, Vec<&Atom>)> = Vec::new();
    for atom in atoms {
        let clause = atom.kind.clause();
        match groups
            .iter_mut()
            .find(|(p, c, _)| *p == atom.path && *c == clause)
        {
            Some((_, _, members)) => members.push(atom),
            None => groups.push((&atom.path, clause, vec![atom])),
        }
    }
    let mut lines = Vec::new();
    let mut last_path: Option<&str> = None;
    for (path, clause, members) in groups {
        let depth = nesting_level(path);
        if last_path != Some(path) && !path.is_empty() {
            lines.push(TreeLine::Heading {
                depth: depth.saturating_sub(1),
                text: format!("nested query ({path})"),
            });
        }
        last_path = Some(path);
        lines.push(TreeLine::Heading {
            depth,
            text: clause.to_string(),
        });
        let count = members.len();
        for (i, atom) in members.into_iter().enumerate() {
            let seen = view
                .iter()
                .find(|v| v.key == atom.key || v.span == [atom.span.start, atom.span.end]);
            lines.push(TreeLine::Atom {
                depth,
                last: i + 1 == count,
                kind: atom.kind.as_str().to_string(),
                text: atom.text.split_whitespace().collect::<Vec<_>>().join(" "),
                key: atom.key.clone(),
                nl: atom.nl.clone().or_else(|| seen.and_then(|v| v.nl.clone())),
                confidence: seen.map(|v| v.confidence),
            });
        }
    }
    lines
}

impl Component for TreeScreen {
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let (title, body, footer) = chrome(area);
        let info = format!("{} atoms of the focused reading", self.atoms.len());
        draw_title(frame, title, ctx, "SQL tree", &info);
        let sql_rows = u16::try_from(self.sql.len() / usize::from(body.width.max(1)) + 3)
            .unwrap_or(u16::MAX)
            .min(6);
        let [sql, tree, detail] = Layout::vertical([
            Constraint::Length(sql_rows),
            Constraint::Min(3),
            Constraint::Length(1),
        ])
        .areas(body);
        frame.render_widget(
            Paragraph::new(self.sql.clone())
                .style(ctx.theme.base())
                .wrap(Wrap { trim: false })
                .block(ctx.theme.panel_focused(" SQL ", false)),
            sql,
        );
        self.draw_tree(frame, tree, ctx);
        frame.render_widget(
            Paragraph::new(Span::styled(self.detail(), ctx.theme.muted())),
            detail,
        );
        draw_footer(
            frame,
            footer,
            ctx,
            &[
                (&[Action::Up, Action::Down], "move"),
                (&[Action::PageDown], "page"),
                (&[Action::CopySql], "copy SQL"),
                (&[Action::Cancel], "back"),
            ],
        );
    }

    fn handle_key(&mut self, _key: &KeyEvent, actions: &[Action]) -> Outcome {
        for &action in actions {
            if let Some(next) = navigate(self.selected, self.atoms.len(), self.page.get(), action) {
                self.selected = next;
                return Outcome::Consumed;
            }
            match action {
                Action::Cancel => return Outcome::Request(Request::Close),
                Action::CopySql => return Outcome::Request(Request::Copy(self.sql.clone())),
                _ => {}
            }
        }
        Outcome::Ignored
    }
}
