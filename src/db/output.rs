//! Rendering result pages as they stream: an aligned text table, CSV, or JSON.
//!
//! Owns: the three output formats of `qlarify run` and how each shows NULL, reals and blobs.
//! Only one page is held at a time; the text table takes its column widths from the first page.
//! Must not touch: execution (pages arrive from [`super::Pages`]) or where the bytes go (the
//! caller passes a buffered writer).

use super::value::{Page, Value};
use std::io::{self, Write};

/// Widest a text-table column grows; longer cells are shortened with `…`.
const MAX_TEXT_WIDTH: usize = 60;

/// An output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// Aligned plain-text table with a row-count footer.
    #[default]
    Table,
    /// RFC 4180 CSV with a header row; NULL is an empty field.
    Csv,
    /// `{"columns": [...], "rows": [[...]], "truncated": bool}`.
    Json,
}

enum State<W: Write> {
    Table { out: W, widths: Option<Vec<usize>> },
    // Boxed: the CSV writer carries its own buffer state, far larger than the other variants.
    Csv { out: Box<csv::Writer<W>> },
    Json { out: W, first_row: bool },
}

/// Writes one result, page by page, in one format.
pub struct Renderer<W: Write> {
    state: State<W>,
    columns: Vec<String>,
    rows: u64,
    cell: String,
}

impl<W: Write> Renderer<W> {
    /// Start a result with these column names (CSV and JSON write their header now).
    pub fn new(format: Format, columns: &[String], out: W) -> io::Result<Self> {
        let state = match format {
            Format::Table => State::Table { out, widths: None },
            Format::Csv => {
                let mut out = csv::WriterBuilder::new()
                    .buffer_capacity(1 << 16)
                    .from_writer(out);
                out.write_record(columns).map_err(csv_error)?;
                State::Csv { out: Box::new(out) }
            }
            Format::Json => {
                let mut out = out;
                out.write_all(b"{\"columns\":")?;
                serde_json::to_writer(&mut out, columns).map_err(io::Error::other)?;
                out.write_all(b",\"rows\":[")?;
                State::Json {
                    out,
                    first_row: true,
                }
            }
        };
        Ok(Self {
            state,
            columns: columns.to_vec(),
            rows: 0,
            cell: String::new(),
        })
    }

    /// Write one page.
    pub fn page(&mut self, page: &Page) -> io::Result<()> {
        self.rows += page.rows.len() as u64;
        let cell = &mut self.cell;
        match &mut self.state {
            State::Table { out, widths } => {
                let widths = match widths {
                    Some(widths) => widths,
                    None => {
                        let first = table_widths(&self.columns, page, cell);
                        write_table_header(out, &self.columns, &first)?;
                        widths.insert(first)
                    }
                };
                for row in &page.rows {
                    write_table_row(out, row, widths, cell)?;
                }
                Ok(())
            }
            State::Csv { out } => {
                for row in &page.rows {
                    for value in row {
                        match value {
                            Value::Null => out.write_field(b"").map_err(csv_error)?,
                            Value::Text(text) => out.write_field(text).map_err(csv_error)?,
                            other => {
                                cell.clear();
                                other.write_text(cell);
                                out.write_field(cell.as_bytes()).map_err(csv_error)?;
                            }
                        }
                    }
                    out.write_record(None::<&[u8]>).map_err(csv_error)?;
                }
                Ok(())
            }
            State::Json { out, first_row } => {
                for row in &page.rows {
                    if !*first_row {
                        out.write_all(b",")?;
                    }
                    *first_row = false;
                    write_json_row(out, row, cell)?;
                }
                Ok(())
            }
        }
    }

    /// Close the result; `truncated` says a row cap stopped it early. Flushes the writer.
    pub fn finish(self, truncated: bool) -> io::Result<W> {
        match self.state {
            State::Table {
                mut out, widths, ..
            } => {
                if widths.is_none() {
                    let empty = Page::default();
                    let first = table_widths(&self.columns, &empty, &mut String::new());
                    write_table_header(&mut out, &self.columns, &first)?;
                }
                let plural = if self.rows == 1 { "" } else { "s" };
                let more = if truncated {
                    ", more were not fetched (--max-rows)"
                } else {
                    ""
                };
                writeln!(out, "({} row{plural}{more})", self.rows)?;
                out.flush()?;
                Ok(out)
            }
            State::Csv { out } => {
                let mut out = (*out)
                    .into_inner()
                    .map_err(|e| io::Error::other(e.to_string()))?;
                out.flush()?;
                Ok(out)
            }
            State::Json { mut out, .. } => {
                writeln!(out, "],\"truncated\":{truncated}}}")?;
                out.flush()?;
                Ok(out)
            }
        }
    }
}

fn csv_error(error: csv::Error) -> io::Error {
    match error.into_kind() {
        csv::ErrorKind::Io(e) => e,
        other => io::Error::other(format!("{other:?}")),
    }
}

/// The one-line text form of a cell for the table: control characters shown as escapes.
fn table_cell(value: &Value, cell: &mut String) {
    cell.clear();
    value.write_text(cell);
    if let std::borrow::Cow::Owned(escaped) = crate::printable::one_line(cell) {
        *cell = escaped;
    }
}

fn table_widths(columns: &[String], page: &Page, cell: &mut String) -> Vec<usize> {
    let mut widths: Vec<usize> = columns
        .iter()
        .map(|c| crate::printable::one_line(c).chars().count())
        .collect();
    for row in &page.rows {
        for (width, value) in widths.iter_mut().zip(row) {
            table_cell(value, cell);
            *width = (*width).max(cell.chars().count());
        }
    }
    widths
        .iter()
        .map(|w| (*w).clamp(1, MAX_TEXT_WIDTH))
        .collect()
}

/// Pad `text` to `width` characters. A wider cell (later pages can hold one) is written whole
/// and breaks the alignment of its row only; past [`MAX_TEXT_WIDTH`] it is shortened with `…`.
/// The last column is not padded on the right (no trailing spaces).
fn fit(out: &mut impl Write, text: &str, width: usize, right: bool, last: bool) -> io::Result<()> {
    let len = text.chars().count();
    if len > MAX_TEXT_WIDTH {
        let cut = text
            .char_indices()
            .nth(MAX_TEXT_WIDTH - 1)
            .map_or(text.len(), |(at, _)| at);
        return write!(out, "{}…", &text[..cut]);
    }
    let pad = if last && !right {
        0
    } else {
        width.saturating_sub(len)
    };
    if right {
        write!(out, "{:pad$}{text}", "")
    } else {
        write!(out, "{text}{:pad$}", "")
    }
}

fn write_table_header(
    out: &mut impl Write,
    columns: &[String],
    widths: &[usize],
) -> io::Result<()> {
    for (i, (name, width)) in columns.iter().zip(widths).enumerate() {
        if i > 0 {
            out.write_all(b" | ")?;
        }
        // A column name is the database's (or the query's) text, as hostile as any value.
        let name = crate::printable::one_line(name);
        fit(out, &name, *width, false, i + 1 == columns.len())?;
    }
    out.write_all(b"\n")?;
    for (i, width) in widths.iter().enumerate() {
        if i > 0 {
            out.write_all(b"-+-")?;
        }
        out.write_all("-".repeat(*width).as_bytes())?;
    }
    out.write_all(b"\n")
}

fn write_table_row(
    out: &mut impl Write,
    row: &[Value],
    widths: &[usize],
    cell: &mut String,
) -> io::Result<()> {
    for (i, (value, width)) in row.iter().zip(widths).enumerate() {
        if i > 0 {
            out.write_all(b" | ")?;
        }
        table_cell(value, cell);
        fit(out, cell, *width, value.is_number(), i + 1 == row.len())?;
    }
    out.write_all(b"\n")
}

fn write_json_row(out: &mut impl Write, row: &[Value], cell: &mut String) -> io::Result<()> {
    out.write_all(b"[")?;
    for (i, value) in row.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        match value {
            Value::Null => out.write_all(b"null")?,
            Value::Integer(n) => write!(out, "{n}")?,
            Value::Real(r) if r.is_finite() => write!(out, "{r:?}")?,
            Value::Real(_) => out.write_all(b"null")?,
            Value::Text(text) => {
                serde_json::to_writer(&mut *out, text).map_err(io::Error::other)?
            }
            Value::Blob(_) => {
                cell.clear();
                value.write_text(cell);
                serde_json::to_writer(&mut *out, cell.as_str()).map_err(io::Error::other)?;
            }
        }
    }
    out.write_all(b"]")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(format: Format, pages: &[Page], truncated: bool) -> String {
        let columns = vec!["id".to_string(), "name".to_string()];
        let mut r = Renderer::new(format, &columns, Vec::new()).expect("header");
        for page in pages {
            r.page(page).expect("page");
        }
        String::from_utf8(r.finish(truncated).expect("finish")).expect("utf8")
    }

    fn page(rows: &[(Value, Value)]) -> Page {
        Page {
            rows: rows
                .iter()
                .map(|(a, b)| vec![a.clone(), b.clone()])
                .collect(),
        }
    }

    #[test]
    fn table_aligns_and_counts_rows_across_pages() {
        let p1 = page(&[
            (Value::Integer(1), Value::Text("Ann".into())),
            (Value::Integer(22), Value::Null),
        ]);
        let p2 = page(&[(Value::Real(3.5), Value::Text("a\nb".into()))]);
        let text = render(Format::Table, &[p1, p2], false);
        assert_eq!(
            text,
            "id | name\n---+-----\n 1 | Ann\n22 | NULL\n3.5 | a\\nb\n(3 rows)\n"
        );
    }

    #[test]
    fn csv_quotes_and_leaves_null_empty() {
        let p = page(&[
            (Value::Real(1.0), Value::Text("x, \"y\"".into())),
            (Value::Null, Value::Blob(vec![0xAB])),
        ]);
        assert_eq!(
            render(Format::Csv, &[p], false),
            "id,name\n1.0,\"x, \"\"y\"\"\"\n,X'AB'\n"
        );
    }

    #[test]
    fn json_has_the_documented_shape() {
        let p = page(&[
            (Value::Integer(1), Value::Text("é\"".into())),
            (Value::Real(f64::INFINITY), Value::Null),
        ]);
        let text = render(Format::Json, &[p], true);
        let parsed: serde_json::Value = serde_json::from_str(&text).expect("valid json");
        assert_eq!(
            parsed,
            serde_json::json!({"columns": ["id", "name"], "rows": [[1, "é\""], [null, null]], "truncated": true})
        );
    }

    #[test]
    fn empty_results_still_have_headers() {
        assert_eq!(
            render(Format::Table, &[], false),
            "id | name\n---+-----\n(0 rows)\n"
        );
        assert_eq!(render(Format::Csv, &[], false), "id,name\n");
    }
}
