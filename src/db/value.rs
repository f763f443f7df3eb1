//! Owned result values, pages of rows and whole small results: what every engine's rows become.
//!
//! Owns: [`Value`] (the five SQLite storage classes, which every engine's types are mapped onto
//! by its backend), its text forms, [`Page`] and [`ResultSet`].
//! Must not touch: any engine.

use std::fmt::Write as _;

/// One cell of a result, owned.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Value {
    /// Approximate heap bytes held (for the page byte cap).
    pub fn byte_size(&self) -> usize {
        match self {
            Self::Text(s) => s.len(),
            Self::Blob(b) => b.len(),
            _ => 8,
        }
    }

    /// True for integers and reals (the text table right-aligns them).
    pub fn is_number(&self) -> bool {
        matches!(self, Self::Integer(_) | Self::Real(_))
    }

    /// The value as a person reads it on screen: reals rounded to 2 decimals (4 significant
    /// digits below 1), everything else as [`Value::write_text`] writes it. Exports and the cell
    /// viewer keep the exact form.
    pub fn display_text(&self) -> String {
        match self {
            Self::Real(r) if r.is_finite() && r.abs() >= 1.0 && r.abs() < 1e15 => {
                format!("{r:.2}")
            }
            Self::Real(r) if r.is_finite() && *r != 0.0 && r.abs() < 1.0 => {
                let digits = (3 - r.abs().log10().floor() as i32).clamp(0, 12) as usize;
                format!("{r:.digits$}")
            }
            _ => {
                let mut out = String::new();
                self.write_text(&mut out);
                out
            }
        }
    }

    /// Append the value's text form to `out`: `NULL`, integers in decimal, reals in the shortest
    /// form that reads back exactly (always with a `.` or exponent: `1.0`, `0.1`, `1e100`),
    /// text as is, blobs as an SQL hex literal `X'0AFF'`.
    pub fn write_text(&self, out: &mut String) {
        match self {
            Self::Null => out.push_str("NULL"),
            Self::Integer(i) => {
                let _ = write!(out, "{i}");
            }
            Self::Real(r) => {
                let _ = write!(out, "{r:?}");
            }
            Self::Text(s) => out.push_str(s),
            Self::Blob(bytes) => {
                out.push_str("X'");
                for b in bytes {
                    let _ = write!(out, "{b:02X}");
                }
                out.push('\'');
            }
        }
    }
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut text = String::new();
        self.write_text(&mut text);
        f.write_str(&text)
    }
}

/// A page of rows, in result order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Page {
    pub rows: Vec<Vec<Value>>,
}

/// A whole (capped) result, for callers that want it in memory: previews, small checks.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResultSet {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
    pub truncated: bool,
}

/// The cell at `at` of a catalog row as text; empty for NULL or a missing cell.
pub fn text_at(row: &[Value], at: usize) -> String {
    match row.get(at) {
        Some(Value::Null) | None => String::new(),
        Some(value) => value.to_string(),
    }
}

/// The count a `SELECT count(*)` returned, from its rows.
pub fn count_in(rows: &[Vec<Value>]) -> Option<u64> {
    count_cells(rows, 1)
        .map(|n| n[0])
        .and_then(|n| u64::try_from(n).ok())
}

/// The first `n` integer cells of the first row of an aggregate query's result.
fn count_cells(rows: &[Vec<Value>], n: usize) -> Option<Vec<i64>> {
    let row = rows.first()?;
    (0..n)
        .map(|i| match row.get(i) {
            Some(Value::Integer(x)) => Some(*x),
            _ => None,
        })
        .collect()
}

/// The three counts of the key query (`infer::keys_from_data`): rows, distinct and present.
pub fn key_counts(rows: &[Vec<Value>]) -> Option<(i64, i64, i64)> {
    let n = count_cells(rows, 3)?;
    Some((n[0], n[1], n[2]))
}
