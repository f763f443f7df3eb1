//! The schema browser: tables (with row counts) on the left, the selected table's columns with
//! type, key, references and a few sample values on the right; searchable.
//!
//! Owns: [`SchemaData`], its loader [`load_schema`] (row counts and distinct samples read with
//! the read-only [`SafeDb`], each query capped, each table's failure kept to that table), and
//! [`SchemaScreen`].
//! Must not touch: the schema model (core) or introspection itself (db); nothing is written.

use super::widgets::{
    chrome, clip, draw_footer, draw_prompt, draw_title, marker, matches, navigate, scroll_offset,
    FieldKey, TextField,
};
use crate::core::schema::Schema;
use crate::db::SafeDb;
use crate::tui::component::{Component, DrawContext, Outcome, Request};
use crate::tui::keymap::Action;
use crossterm::event::KeyEvent;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Cell as TableCell, Paragraph, Row, Table};
use ratatui::Frame;
use std::cell::Cell;

/// Distinct sample values read per column.
const SAMPLES: usize = 3;
/// Rows a sample query looks at: samples stay cheap on a table of millions.
const SAMPLE_SCAN: usize = 1000;
/// Longest sample kept, in characters.
const SAMPLE_CHARS: usize = 24;

/// One column as the browser shows it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ColumnInfo {
    pub name: String,
    pub decl_type: String,
    pub primary_key: bool,
    pub not_null: bool,
    /// `table.column` this column refers to, "(inferred)" when no constraint declares it.
    pub references: Vec<String>,
    pub samples: Vec<String>,
}

/// One table or view.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TableInfo {
    pub name: String,
    pub is_view: bool,
    /// `None` when counting failed or was refused: shown as "?".
    pub rows: Option<u64>,
    pub columns: Vec<ColumnInfo>,
    /// Why counts or samples are missing, if they are.
    pub error: Option<String>,
}

/// What the schema browser shows.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SchemaData {
    pub tables: Vec<TableInfo>,
}

/// SQLite's identifier quoting: `"name"` with embedded quotes doubled.
fn quote(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// Count the rows and read a few distinct samples per column of every table of `schema`.
/// Never fails as a whole: a table whose queries fail shows "?" and says why.
pub fn load_schema(db: &SafeDb, schema: &Schema) -> SchemaData {
    let tables = schema
        .tables
        .iter()
        .map(|table| {
            let t = quote(&table.name);
            let mut error = None;
            let rows = match db.query_capped(&format!("SELECT count(*) FROM {t}"), 1) {
                Ok(rs) => match rs.rows.first().and_then(|r| r.first()) {
                    Some(crate::db::Value::Integer(n)) => u64::try_from(*n).ok(),
                    _ => None,
                },
                Err(e) => {
                    error = Some(e.to_string());
                    None
                }
            };
            let columns = table
                .columns
                .iter()
                .map(|column| {
                    let c = quote(&column.name);
                    let sql = format!(
                        "SELECT DISTINCT {c} FROM (SELECT {c} FROM {t} LIMIT {SAMPLE_SCAN}) \
                         WHERE {c} IS NOT NULL LIMIT {SAMPLES}"
                    );
                    let samples = match db.query_capped(&sql, SAMPLES as u64) {
                        Ok(rs) => rs
                            .rows
                            .iter()
                            .filter_map(|r| r.first())
                            .map(|v| clip(&v.to_string(), SAMPLE_CHARS))
                            .collect(),
                        Err(e) => {
                            error.get_or_insert_with(|| e.to_string());
                            Vec::new()
                        }
                    };
                    let references = schema
                        .foreign_keys
                        .iter()
                        .filter(|fk| {
                            fk.from_table.eq_ignore_ascii_case(&table.name)
                                && fk.from_column.eq_ignore_ascii_case(&column.name)
                        })
                        .map(|fk| {
                            let inferred = if fk.inferred { " (inferred)" } else { "" };
                            format!("{}.{}{inferred}", fk.to_table, fk.to_column)
                        })
                        .collect();
                    ColumnInfo {
                        name: column.name.clone(),
                        decl_type: column.decl_type.clone(),
                        primary_key: table
                            .primary_key
                            .iter()
                            .any(|k| k.eq_ignore_ascii_case(&column.name)),
                        not_null: column.not_null,
                        references,
                        samples,
                    }
                })
                .collect();
            TableInfo {
                name: table.name.clone(),
                is_view: table.view_sql.is_some(),
                rows,
                columns,
                error,
            }
        })
        .collect();
    SchemaData { tables }
}

/// Which pane has the focus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pane {
    Tables,
    Columns,
}

/// The schema browser.
#[derive(Debug)]
pub struct SchemaScreen {
    data: SchemaData,
    filter: String,
    search: Option<TextField>,
    pane: Pane,
    /// Index into the filtered tables.
    table: usize,
    /// Index into the selected table's shown columns.
    column: usize,
    page: Cell<usize>,
}

impl SchemaScreen {
    pub fn new(data: SchemaData) -> Self {
        SchemaScreen {
            data,
            filter: String::new(),
            search: None,
            pane: Pane::Tables,
            table: 0,
            column: 0,
            page: Cell::new(10),
        }
    }

    /// Tables the filter lets through, each with the columns to show: all of them when the
    /// table's name matches, else only the matching columns.
    fn visible(&self) -> Vec<(&TableInfo, Vec<&ColumnInfo>)> {
        self.data
            .tables
            .iter()
            .filter_map(|t| {
                if matches(&self.filter, &[&t.name]) {
                    return Some((t, t.columns.iter().collect()));
                }
                let cols: Vec<&ColumnInfo> = t
                    .columns
                    .iter()
                    .filter(|c| matches(&self.filter, &[&c.name]))
                    .collect();
                (!cols.is_empty()).then_some((t, cols))
            })
            .collect()
    }

    fn draw_tables(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &DrawContext<'_>,
        visible: &[(&TableInfo, Vec<&ColumnInfo>)],
    ) {
        let block = ctx
            .theme
            .panel_focused(" tables ", self.pane == Pane::Tables);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let height = usize::from(inner.height);
        let width = usize::from(inner.width);
        let lines: Vec<Line> = visible
            .iter()
            .enumerate()
            .skip(scroll_offset(self.table, height))
            .take(height)
            .map(|(i, (t, _))| {
                let count = t.rows.map_or_else(|| "?".to_string(), |n| n.to_string());
                let kind = if t.is_view { " (view)" } else { "" };
                let name_width = width.saturating_sub(count.len() + 1);
                let name = clip(
                    &format!("{}{}{kind}", marker(i == self.table), t.name),
                    name_width,
                );
                let style = if i == self.table {
                    ctx.theme.selected()
                } else {
                    ctx.theme.base()
                };
                Line::from(vec![
                    Span::styled(format!("{name:<name_width$}"), style),
                    Span::styled(format!(" {count}"), ctx.theme.muted()),
                ])
            })
            .collect();
        frame.render_widget(Paragraph::new(lines), inner);
    }

    fn draw_columns(
        &self,
        frame: &mut Frame,
        area: Rect,
        ctx: &DrawContext<'_>,
        current: Option<&(&TableInfo, Vec<&ColumnInfo>)>,
    ) {
        let title = current.map_or_else(String::new, |(t, _)| format!(" {} ", t.name));
        let block = ctx.theme.panel_focused(title, self.pane == Pane::Columns);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let Some((table, columns)) = current else {
            let text = if self.data.tables.is_empty() {
                "This database has no tables.".to_string()
            } else {
                format!("Nothing matches “{}”.", self.filter)
            };
            frame.render_widget(Paragraph::new(text).style(ctx.theme.muted()), inner);
            return;
        };
        let [grid, note] =
            Layout::vertical([Constraint::Min(2), Constraint::Length(1)]).areas(inner);
        let height = usize::from(grid.height.saturating_sub(1));
        self.page.set(height.max(1));
        let rows: Vec<Row> = columns
            .iter()
            .enumerate()
            .skip(scroll_offset(self.column, height))
            .take(height)
            .map(|(i, c)| {
                let mut key = Vec::new();
                if c.primary_key {
                    key.push("PK".to_string());
                }
                if c.not_null && !c.primary_key {
                    key.push("not null".to_string());
                }
                let style = if self.pane == Pane::Columns && i == self.column {
                    ctx.theme.selected()
                } else {
                    ctx.theme.base()
                };
                let mark = marker(self.pane == Pane::Columns && i == self.column);
                Row::new(vec![
                    TableCell::from(format!("{mark}{}", c.name)),
                    TableCell::from(c.decl_type.clone()),
                    TableCell::from(key.join(" ")),
                    TableCell::from(
                        c.references
                            .iter()
                            .map(|r| format!("→ {r}"))
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                    TableCell::from(Span::styled(c.samples.join(", "), ctx.theme.muted())),
                ])
                .style(style)
            })
            .collect();
        let header = Row::new(vec!["  column", "type", "key", "references", "samples"])
            .style(ctx.theme.accent());
        // Columns as wide as their widest cell (capped), so the samples get the rest.
        let widest = |header: &str, cell: &dyn Fn(&ColumnInfo) -> usize, cap: usize| {
            let w = columns.iter().map(|c| cell(c)).max().unwrap_or(0);
            Constraint::Length(u16::try_from(w.max(header.len()).min(cap)).unwrap_or(8))
        };
        let widths = [
            widest("  column", &|c| c.name.chars().count() + 2, 24),
            widest("type", &|c| c.decl_type.chars().count(), 12),
            widest(
                "key",
                &|c| {
                    if c.primary_key {
                        2
                    } else if c.not_null {
                        8
                    } else {
                        0
                    }
                },
                8,
            ),
            widest(
                "references",
                &|c| {
                    c.references
                        .iter()
                        .map(|r| r.chars().count() + 2)
                        .sum::<usize>()
                        + 2 * c.references.len().saturating_sub(1)
                },
                32,
            ),
            Constraint::Fill(1),
        ];
        frame.render_widget(
            Table::new(rows, widths).header(header).column_spacing(2),
            grid,
        );
        if let Some(error) = &table.error {
            frame.render_widget(
                Paragraph::new(format!("counts/samples unavailable: {error}"))
                    .style(ctx.theme.warning()),
                note,
            );
        }
    }

    fn browse(&mut self, actions: &[Action]) -> Outcome {
        let visible_len = self.visible().len();
        let columns_len = self
            .visible()
            .get(self.table)
            .map_or(0, |(_, cols)| cols.len());
        // ctrl-f is both page down and search: in a searchable list, search wins.
        if actions.contains(&Action::Search) {
            self.search = Some(TextField::new(&self.filter));
            return Outcome::Consumed;
        }
        for &action in actions {
            match (self.pane, action) {
                (_, Action::Cancel) => return Outcome::Request(Request::Close),
                (Pane::Tables, Action::Right | Action::Select | Action::FocusNext) => {
                    if columns_len > 0 {
                        self.pane = Pane::Columns;
                    }
                    return Outcome::Consumed;
                }
                (Pane::Columns, Action::Left | Action::FocusPrevious | Action::FocusNext) => {
                    self.pane = Pane::Tables;
                    return Outcome::Consumed;
                }
                (Pane::Tables, a) => {
                    if let Some(next) = navigate(self.table, visible_len, self.page.get(), a) {
                        if next != self.table {
                            self.column = 0;
                        }
                        self.table = next;
                        return Outcome::Consumed;
                    }
                }
                (Pane::Columns, a) => {
                    if let Some(next) = navigate(self.column, columns_len, self.page.get(), a) {
                        self.column = next;
                        return Outcome::Consumed;
                    }
                }
            }
        }
        Outcome::Ignored
    }
}

impl Component for SchemaScreen {
    fn draw(&self, frame: &mut Frame, area: Rect, ctx: &DrawContext<'_>) {
        let (title, body, footer) = chrome(area);
        let columns: usize = self.data.tables.iter().map(|t| t.columns.len()).sum();
        let info = format!("{} tables, {columns} columns", self.data.tables.len());
        draw_title(frame, title, ctx, "Schema", &info);
        let search_rows = u16::from(self.search.is_some() || !self.filter.is_empty());
        let [search, panes] =
            Layout::vertical([Constraint::Length(search_rows), Constraint::Min(3)]).areas(body);
        if let Some(field) = &self.search {
            frame.render_widget(Paragraph::new(field.line("search: ", ctx)), search);
        } else if !self.filter.is_empty() {
            frame.render_widget(
                Paragraph::new(Line::from(vec![
                    Span::styled("filter: ", ctx.theme.accent()),
                    Span::styled(clip(&self.filter, 60), ctx.theme.base()),
                ])),
                search,
            );
        }
        let [left, right] =
            Layout::horizontal([Constraint::Length(28), Constraint::Fill(1)]).areas(panes);
        let visible = self.visible();
        self.draw_tables(frame, left, ctx, &visible);
        self.draw_columns(frame, right, ctx, visible.get(self.table));
        if self.search.is_some() {
            draw_prompt(
                frame,
                footer,
                " type to filter tables and columns · enter keeps the filter · esc clears it",
                ctx.theme.muted(),
            );
        } else {
            draw_footer(
                frame,
                footer,
                ctx,
                &[
                    (&[Action::Up, Action::Down], "move"),
                    (&[Action::Left, Action::Right], "tables/columns"),
                    (&[Action::Search], "search"),
                    (&[Action::Cancel], "back"),
                ],
            );
        }
    }

    fn handle_key(&mut self, key: &KeyEvent, actions: &[Action]) -> Outcome {
        let Some(field) = &mut self.search else {
            return self.browse(actions);
        };
        match field.handle(key) {
            FieldKey::Submit => self.search = None,
            FieldKey::Cancel => {
                self.filter.clear();
                self.search = None;
            }
            FieldKey::Edited => {
                self.filter = field.text();
                self.table = 0;
                self.column = 0;
                self.pane = Pane::Tables;
            }
        }
        Outcome::Consumed
    }

    fn capturing_text(&self) -> bool {
        self.search.is_some()
    }
}
