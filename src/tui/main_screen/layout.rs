//! Where the main screen's panels go, and the footer of keys for the focused panel.
//!
//! Owns: the layout at every size (two columns when wide; stacked, with one side panel at a
//! time, when narrow — the shell refuses sizes below its minimum) and the footer line.
//! Rows take the room they need: once a reading ran and no question is being asked, the
//! Clarify and Alternatives panels (which would sit empty) collapse and the results get the
//! rest of the screen; zoomed (`z`), the results take everything below the question.
//! Must not touch: what the panels draw.

use super::{sql_view, Focus, MainScreen};
use crate::tui::component::DrawContext;
use crate::tui::keymap::Action;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;

/// The areas of the panels; a `None` panel is collapsed at this size.
#[derive(Debug, Clone, Copy)]
pub(super) struct Areas {
    pub input: Rect,
    pub candidates: Rect,
    pub sql: Rect,
    pub alternatives: Option<Rect>,
    pub clarify: Option<Rect>,
    pub results: Option<Rect>,
    pub footer: Rect,
}

/// Wide terminals get two columns; narrow ones stack the readings above SQL and clarification.
const WIDE: u16 = 110;

impl MainScreen {
    pub(super) fn layout(&self, area: Rect, ctx: &DrawContext<'_>) -> Areas {
        let has_rows = self.results.is_some() || self.run_error.is_some();
        let [input, body, footer] = Layout::vertical([
            Constraint::Length(3),
            Constraint::Min(0),
            Constraint::Length(1),
        ])
        .areas(area);
        if self.zoomed_now() {
            return Areas {
                input,
                candidates: Rect::default(),
                sql: Rect::default(),
                alternatives: None,
                clarify: None,
                results: Some(body),
                footer,
            };
        }
        let asking = self
            .view
            .as_ref()
            .is_some_and(|v| v.ask && !v.questions.is_empty());
        let rows_needed = self.rows_needed();
        if has_rows && !asking && rows_needed > body.height * 2 / 5 {
            return self.rows_first(input, body, footer, ctx);
        }
        let results_height = match (has_rows, self.focus == Focus::Results) {
            // A few rows need little room: the panels above keep the rest.
            _ if has_rows && !asking => rows_needed,
            (true, true) => body.height / 2,
            (true, false) => body.height * 2 / 5,
            (false, true) => 4,
            (false, false) if body.height >= 26 => 4,
            (false, false) => 0,
        };
        let [main, results] =
            Layout::vertical([Constraint::Min(0), Constraint::Length(results_height)]).areas(body);
        let results = (results.height > 0).then_some(results);
        if area.width >= WIDE {
            let [left, right] =
                Layout::horizontal([Constraint::Percentage(45), Constraint::Percentage(55)])
                    .areas(main);
            let readings = self.readings_lines();
            let [candidates, clarify] = Layout::vertical([
                Constraint::Length((readings * 2 + 2).clamp(4, left.height / 2)),
                Constraint::Min(0),
            ])
            .areas(left);
            let wanted = sql_view::wanted_height(ctx, &self.sql_panel(), right.width);
            let [sql, alternatives] = Layout::vertical([
                Constraint::Length(wanted.clamp(8, right.height * 7 / 10)),
                Constraint::Min(0),
            ])
            .areas(right);
            Areas {
                input,
                candidates,
                sql,
                alternatives: Some(alternatives),
                clarify: Some(clarify),
                results,
                footer,
            }
        } else {
            let readings = self.readings_lines();
            let [candidates, detail] = Layout::vertical([
                Constraint::Length((readings + 2).clamp(3, 7).min(main.height / 3)),
                Constraint::Min(0),
            ])
            .areas(main);
            let [sql, side] =
                Layout::horizontal([Constraint::Percentage(58), Constraint::Percentage(42)])
                    .areas(detail);
            // One side panel only: the alternatives while the SQL is being explored; none
            // while it is being edited (the editor wants the width).
            let (sql, alternatives, clarify) = if self.editor.is_some() {
                (detail, None, None)
            } else if self.focus == Focus::Sql {
                (sql, Some(side), None)
            } else {
                (sql, None, Some(side))
            };
            Areas {
                input,
                candidates,
                sql,
                alternatives,
                clarify,
                results,
                footer,
            }
        }
    }

    /// Rows to show and nothing to ask: the readings and the SQL get what they need (the
    /// alternatives only while the SQL panel is explored), the results the rest.
    fn rows_first(&self, input: Rect, body: Rect, footer: Rect, ctx: &DrawContext<'_>) -> Areas {
        let readings = self.readings_lines();
        let exploring = self.focus == Focus::Sql;
        if body.width >= WIDE {
            let sql_width = body.width * 55 / 100;
            let wanted = sql_view::wanted_height(ctx, &self.sql_panel(), sql_width);
            let top = (readings * 2 + 2).max(wanted).clamp(
                6,
                if exploring {
                    body.height / 2
                } else {
                    body.height * 2 / 5
                },
            );
            let [main, results] =
                Layout::vertical([Constraint::Length(top), Constraint::Min(0)]).areas(body);
            let [candidates, right] =
                Layout::horizontal([Constraint::Percentage(45), Constraint::Percentage(55)])
                    .areas(main);
            let (sql, alternatives) = if exploring {
                let [sql, alternatives] =
                    Layout::vertical([Constraint::Min(4), Constraint::Length(top / 2)])
                        .areas(right);
                (sql, Some(alternatives))
            } else {
                (right, None)
            };
            return Areas {
                input,
                candidates,
                sql,
                alternatives,
                clarify: None,
                results: Some(results),
                footer,
            };
        }
        let readings_height = (readings + 2).clamp(3, 4);
        let sql_height = if exploring { 8 } else { 5 };
        let [candidates, detail, results] = Layout::vertical([
            Constraint::Length(readings_height.min(body.height / 4)),
            Constraint::Length(sql_height.min(body.height / 3)),
            Constraint::Min(0),
        ])
        .areas(body);
        let (sql, alternatives) = if exploring {
            let [sql, side] =
                Layout::horizontal([Constraint::Percentage(58), Constraint::Percentage(42)])
                    .areas(detail);
            (sql, Some(side))
        } else {
            (detail, None)
        };
        Areas {
            input,
            candidates,
            sql,
            alternatives,
            clarify: None,
            results: Some(results),
            footer,
        }
    }

    /// What the Readings panel lists: its readings, or before any question the prompt line and
    /// the example questions.
    fn readings_lines(&self) -> u16 {
        let lines = match &self.view {
            Some(view) => view.candidates.len(),
            None if self.unavailable.is_some() => 1,
            None => 1 + self.examples.len(),
        };
        u16::try_from(lines).unwrap_or(u16::MAX)
    }

    /// Lines the results panel needs for every row: borders, header and rows (or a message).
    fn rows_needed(&self) -> u16 {
        self.results
            .as_ref()
            .map_or(4, |t| {
                u16::try_from(t.result().rows.len()).unwrap_or(u16::MAX)
            })
            .saturating_add(3)
            .max(5)
    }

    pub(super) fn sql_panel(&self) -> sql_view::SqlPanel<'_> {
        sql_view::SqlPanel {
            candidate: self
                .view
                .as_ref()
                .and_then(|v| v.candidates.get(self.selected)),
            index: self.selected,
            phrases: &self.phrases,
            atom: self.atom,
            focused: self.focus == Focus::Sql,
        }
    }

    pub(super) fn draw_footer(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        use Action as A;
        if self.editor.is_some() {
            let line = Line::from(Span::styled(
                "editing SQL: ctrl-r run (a preview) · ctrl-s accept as what I meant (learns) · \
                 esc keep it as a reading and close",
                ctx.theme.muted(),
            ));
            frame.render_widget(Paragraph::new(line), area);
            return;
        }
        if let Some(field) = &self.filter_field {
            let mut line = field.line("filter rows: ", ctx);
            line.spans.push(Span::styled(
                "   enter keeps · esc clears",
                ctx.theme.muted(),
            ));
            frame.render_widget(Paragraph::new(line), area);
            return;
        }
        let hints: &[(&[Action], &str)] = match (self.focus, self.viewer_open) {
            (Focus::Input, _) => &[
                (&[A::Submit], "ask"),
                (&[A::FocusNext], "next panel"),
                (&[A::Cancel], "leave"),
            ],
            (Focus::Candidates, _) => &[
                (&[A::Up, A::Down], "move"),
                (&[A::PickCandidate], "pick"),
                (&[A::Run], "run (preview)"),
                (&[A::Accept], "accept & learn"),
                (&[A::CopySql], "copy"),
                (&[A::Answer1, A::Answer4], "answer"),
            ],
            (Focus::Sql, _) => &[
                (&[A::Edit], "edit SQL"),
                (&[A::Left, A::Right], "atom"),
                (&[A::Up, A::Down], "alternative"),
                (&[A::PreferAtom], "prefer"),
                (&[A::Undo], "undo"),
                (&[A::Run], "run"),
                (&[A::Accept], "accept"),
            ],
            (Focus::Clarify, _) => &[
                (&[A::Answer1, A::Answer4], "answer"),
                (&[A::NoneOfThese], "none"),
                (&[A::Skip], "skip"),
                (&[A::Undo], "undo"),
                (&[A::Run], "run"),
            ],
            (Focus::Results, true) => &[(&[A::Cancel], "close"), (&[A::Up, A::Down], "row")],
            (Focus::Results, false) => &[
                (&[A::Up, A::Down, A::Left, A::Right], "move"),
                (&[A::ZoomResults], "zoom"),
                (&[A::Sort], "sort"),
                (&[A::Search], "filter"),
                (&[A::ViewCell], "cell"),
                (&[A::CopyCell], "copy cell"),
                (&[A::CopyRow], "copy row"),
                (&[A::ExportCsv], "csv"),
                (&[A::ExportJson], "json"),
            ],
        };
        let mut spans = Vec::new();
        for (actions, label) in hints {
            // Arrows as glyphs; answers by their letters (a-d), as the clarification shows them.
            let answers = actions.first() == Some(&A::Answer1);
            let keys: Vec<String> = actions
                .iter()
                .filter_map(|a| {
                    let keys = ctx.keymap.keys(*a);
                    let key = if answers {
                        keys.iter()
                            .find(|k| k.chars().all(char::is_alphabetic))
                            .or(keys.first())
                    } else {
                        keys.first()
                    };
                    key.map(|k| match k.as_str() {
                        "up" => "↑".to_string(),
                        "down" => "↓".to_string(),
                        "left" => "←".to_string(),
                        "right" => "→".to_string(),
                        other => other.to_string(),
                    })
                })
                .collect();
            if keys.is_empty() {
                continue;
            }
            let separator = if actions.first() == Some(&A::Answer1) {
                "-"
            } else {
                "/"
            };
            if !spans.is_empty() {
                spans.push(Span::styled("  ", ctx.theme.muted()));
            }
            spans.push(Span::styled(keys.join(separator), ctx.theme.accent()));
            spans.push(Span::styled(format!(" {label}"), ctx.theme.muted()));
        }
        if self.focus == Focus::Input {
            spans.push(Span::styled("  ↑/↓", ctx.theme.accent()));
            spans.push(Span::styled(" history", ctx.theme.muted()));
        }
        frame.render_widget(Paragraph::new(Line::from(spans)), area);
    }
}
