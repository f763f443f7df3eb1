//! The results table: the rows of the reading that was run, with computed column widths, row
//! and column scrolling, paging, the selected cell, readable headers, and a sort and a filter
//! over the rows shown.
//!
//! Owns: the table's cursor (row, column) and scroll offsets, column widths, cell text, and the
//! visible order of the rows (`order`: which rows pass the filter, sorted) — the rows themselves
//! stay as the database returned them, so clearing the sort gives them back in that order.
//! Drawing keeps the selected cell in view by moving the offsets it remembers in `Cell`s (like
//! ratatui's `TableState`), so the offsets follow the size the table was last drawn at.
//! Must not touch: running SQL or exporting (the shell does, from [`ResultsTable::result`]).

use super::headers::humanise;
use super::text::{shorten, width};
use crate::db::{ResultSet, Value};
use crate::tui::component::DrawContext;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;
use std::cell::Cell;

/// Columns never get wider than this (the cell viewer shows the rest).
const MAX_COLUMN: usize = 32;
/// Rows sampled to size the columns.
const SAMPLED_ROWS: usize = 200;

/// The full text of a value (the cell viewer shows it as is).
pub(super) fn value_text(value: &Value) -> String {
    let mut text = String::new();
    value.write_text(&mut text);
    text
}

/// A value on one table line: control characters escaped.
fn cell_text(value: &Value) -> String {
    let text = value.display_text();
    if text.chars().any(char::is_control) {
        text.chars()
            .flat_map(|c| {
                if c.is_control() {
                    c.escape_default().collect::<Vec<_>>()
                } else {
                    vec![c]
                }
            })
            .collect()
    } else {
        text
    }
}

pub(super) struct ResultsTable {
    sql: String,
    result: ResultSet,
    /// The headers shown (see [`super::headers::humanise`]).
    headers: Vec<String>,
    widths: Vec<usize>,
    /// Indices into `result.rows` of the rows shown, in the order shown.
    order: Vec<usize>,
    /// The column sorted on, and whether descending.
    sort: Option<(usize, bool)>,
    /// Rows shown are those with a cell containing this (case-insensitive); empty: all.
    filter: String,
    pub row: usize,
    pub col: usize,
    row_offset: Cell<usize>,
    col_offset: Cell<usize>,
    /// Rows that fit in the table when last drawn (for paging).
    page: Cell<usize>,
}

impl ResultsTable {
    pub fn new(sql: String, result: ResultSet) -> Self {
        let headers: Vec<String> = result.columns.iter().map(|c| humanise(c)).collect();
        let widths = headers
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let cells = result
                    .rows
                    .iter()
                    .take(SAMPLED_ROWS)
                    .filter_map(|r| r.get(i))
                    .map(|v| width(&cell_text(v)));
                cells.fold(width(name), usize::max).clamp(1, MAX_COLUMN)
            })
            .collect();
        let order = (0..result.rows.len()).collect();
        Self {
            sql,
            result,
            headers,
            widths,
            order,
            sort: None,
            filter: String::new(),
            row: 0,
            col: 0,
            row_offset: Cell::new(0),
            col_offset: Cell::new(0),
            page: Cell::new(10),
        }
    }

    pub fn result(&self) -> &ResultSet {
        &self.result
    }

    pub fn sql(&self) -> &str {
        &self.sql
    }

    /// The selected cell's column name (as SQLite gives it) and full text.
    pub fn selected_cell(&self) -> Option<(&str, String)> {
        let name = self.result.columns.get(self.col)?;
        let value = self.focused_row()?.get(self.col)?;
        Some((name.as_str(), value_text(value)))
    }

    /// The row under the cursor, in the order shown.
    fn focused_row(&self) -> Option<&Vec<Value>> {
        self.result.rows.get(*self.order.get(self.row)?)
    }

    /// Sort on the focused column: ascending, then descending, then as the database returned
    /// them. Numbers sort as numbers, NULLs last.
    pub fn cycle_sort(&mut self) {
        self.sort = match self.sort {
            Some((col, false)) if col == self.col => Some((col, true)),
            Some((col, true)) if col == self.col => None,
            _ => Some((self.col, false)),
        };
        self.reorder();
    }

    /// Show only rows with a cell containing `filter` (case-insensitive; empty: every row).
    pub fn set_filter(&mut self, filter: &str) {
        self.filter = filter.trim().to_lowercase();
        self.reorder();
    }

    pub fn filter(&self) -> &str {
        &self.filter
    }

    /// What the title says about the order: "sorted by avg salary ↓".
    fn order_label(&self) -> Option<String> {
        let (col, descending) = self.sort?;
        let header = self.headers.get(col)?;
        Some(format!(
            "sorted by {header} {}",
            if descending { "↓" } else { "↑" }
        ))
    }

    fn reorder(&mut self) {
        let rows = &self.result.rows;
        let filter = &self.filter;
        self.order = (0..rows.len())
            .filter(|&i| {
                filter.is_empty()
                    || rows[i]
                        .iter()
                        .any(|v| value_text(v).to_lowercase().contains(filter.as_str()))
            })
            .collect();
        if let Some((col, descending)) = self.sort {
            let key = |i: &usize| rows[*i].get(col);
            self.order.sort_by(|a, b| {
                let ordering = compare(key(a), key(b));
                // NULLs stay last whichever way the column is sorted.
                match (key(a), key(b)) {
                    (Some(Value::Null), _) | (_, Some(Value::Null)) => ordering,
                    _ if descending => ordering.reverse(),
                    _ => ordering,
                }
            });
        }
        self.row = self.row.min(self.order.len().saturating_sub(1));
        self.row_offset.set(0);
    }

    /// The focused cell's full text, for copying.
    pub fn focused_cell_text(&self) -> Option<String> {
        self.selected_cell().map(|(_, text)| text)
    }

    /// The focused row's values, tab-separated (a spreadsheet pastes it as one row).
    pub fn focused_row_text(&self) -> Option<String> {
        let row = self.focused_row()?;
        Some(row.iter().map(value_text).collect::<Vec<_>>().join("\t"))
    }

    /// Move the cursor by rows (negative: up), clamped to the table.
    pub fn move_rows(&mut self, delta: isize) {
        let last = self.order.len().saturating_sub(1);
        self.row = self.row.saturating_add_signed(delta).min(last);
    }

    pub fn move_cols(&mut self, delta: isize) {
        let last = self.result.columns.len().saturating_sub(1);
        self.col = self.col.saturating_add_signed(delta).min(last);
    }

    pub fn page(&self) -> usize {
        self.page.get().max(1)
    }

    pub fn top(&mut self) {
        self.row = 0;
    }

    pub fn bottom(&mut self) {
        self.row = self.order.len().saturating_sub(1);
    }

    /// The first visible column so that the selected one fits in `room` columns of screen.
    fn first_column(&self, room: usize) -> usize {
        let mut first = self.col_offset.get().min(self.col);
        let span = |from: usize| -> usize {
            (from..=self.col)
                .map(|c| self.widths.get(c).copied().unwrap_or(1) + 1)
                .sum()
        };
        while first < self.col && span(first) > room {
            first += 1;
        }
        first
    }
}

/// Order of two cells: NULL last, numbers by value before text, text case-insensitively.
fn compare(a: Option<&Value>, b: Option<&Value>) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let number = |v: &Value| match v {
        Value::Integer(i) => Some(*i as f64),
        Value::Real(r) => Some(*r),
        _ => None,
    };
    match (a, b) {
        (None | Some(Value::Null), None | Some(Value::Null)) => Ordering::Equal,
        (None | Some(Value::Null), _) => Ordering::Greater,
        (_, None | Some(Value::Null)) => Ordering::Less,
        (Some(a), Some(b)) => match (number(a), number(b)) {
            (Some(x), Some(y)) => x.total_cmp(&y),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => value_text(a)
                .to_lowercase()
                .cmp(&value_text(b).to_lowercase()),
        },
    }
}

pub(super) fn draw(
    frame: &mut Frame,
    area: Rect,
    ctx: &DrawContext<'_>,
    table: Option<&ResultsTable>,
    error: Option<&str>,
    focused: bool,
    focused_sql: Option<&str>,
) {
    let theme = ctx.theme;
    let title = match table {
        Some(t) => {
            let rows = t.order.len();
            let more = if t.result.truncated {
                " (more rows exist; an export writes them all)"
            } else {
                ""
            };
            let mut shaped = Vec::new();
            if !t.filter.is_empty() {
                shaped.push(format!(
                    "filter “{}”: {rows} of {}",
                    t.filter,
                    t.result.rows.len()
                ));
            }
            shaped.extend(t.order_label());
            let shaped = if shaped.is_empty() {
                String::new()
            } else {
                format!(" · {}", shaped.join(" · "))
            };
            // Rows of another reading than the one in the SQL panel are easy to misread.
            let of = if focused_sql == Some(t.sql()) {
                ""
            } else {
                " · of another reading"
            };
            format!(
                " Results{of} · {rows} row{}{more}{shaped} · row {}/{rows} · col {}/{} ",
                if rows == 1 { "" } else { "s" },
                (t.row + 1).min(rows),
                t.col + 1,
                t.result.columns.len()
            )
        }
        None => " Results ".to_string(),
    };
    let block = theme.panel_focused(title, focused);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    if let Some(error) = error {
        let text = Paragraph::new(format!("The run failed: {error}"))
            .style(theme.error())
            .wrap(Wrap { trim: true });
        frame.render_widget(text, inner);
        return;
    }
    let Some(table) = table else {
        let text = Paragraph::new("No rows yet: run a reading (r) to see what it returns.")
            .style(theme.muted())
            .wrap(Wrap { trim: true });
        frame.render_widget(text, inner);
        return;
    };
    let page = usize::from(inner.height).saturating_sub(1).max(1);
    table.page.set(page);
    let mut first_row = table.row_offset.get().min(table.row);
    if table.row >= first_row + page {
        first_row = table.row + 1 - page;
    }
    table.row_offset.set(first_row);
    let room = usize::from(inner.width);
    let first_col = table.first_column(room);
    table.col_offset.set(first_col);

    // The visible columns: from the first, while they fit.
    let mut columns = Vec::new();
    let mut used = 0;
    for c in first_col..table.widths.len() {
        let w = table.widths[c];
        if used + w > room && !columns.is_empty() {
            break;
        }
        columns.push((c, w.min(room)));
        used += w + 1;
    }
    let cell = |text: &str, w: usize, right: bool| -> String {
        let text = shorten(text, w);
        let pad = " ".repeat(w.saturating_sub(width(&text)));
        if right {
            format!("{pad}{text} ")
        } else {
            format!("{text}{pad} ")
        }
    };
    let mut lines = Vec::new();
    let header: Vec<Span<'static>> = columns
        .iter()
        .map(|&(c, w)| {
            let style = if c == table.col {
                theme.accent()
            } else {
                theme.muted()
            };
            Span::styled(
                cell(&table.headers[c], w, false),
                style.add_modifier(Modifier::UNDERLINED),
            )
        })
        .collect();
    lines.push(Line::from(header));
    if table.result.rows.is_empty() {
        lines.push(Line::from(Span::styled("(no rows)", theme.muted())));
    } else if table.order.is_empty() {
        lines.push(Line::from(Span::styled(
            "(no row matches the filter)",
            theme.muted(),
        )));
    }
    let shown = table.order.iter().filter_map(|&i| table.result.rows.get(i));
    for (r, row) in shown.enumerate().skip(first_row).take(page) {
        let spans: Vec<Span<'static>> = columns
            .iter()
            .map(|&(c, w)| {
                let value = row.get(c).unwrap_or(&Value::Null);
                let text = cell(&cell_text(value), w, value.is_number());
                let style = if r == table.row && c == table.col && focused {
                    theme.selected()
                } else if r == table.row {
                    theme.base().add_modifier(Modifier::BOLD)
                } else if matches!(value, Value::Null) {
                    theme.muted()
                } else {
                    theme.base()
                };
                Span::styled(text, style)
            })
            .collect();
        lines.push(Line::from(spans));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}
