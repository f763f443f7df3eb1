//! Text helpers of the main screen: display widths, shortening, and wrapping styled characters.
//!
//! Owns: measuring text in terminal columns (wide characters count twice) and breaking styled
//! text into rows, so SQL and labels wrap the same way everywhere. Must not touch: colours.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use std::ops::Range;

/// Columns `text` takes on a terminal.
pub(super) fn width(text: &str) -> usize {
    Span::raw(text).width()
}

fn char_width(c: char) -> usize {
    let mut buffer = [0u8; 4];
    width(c.encode_utf8(&mut buffer))
}

/// `text` on one line: runs of whitespace (newlines included) become one space.
pub(super) fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` cut to at most `max` columns, ending in `…` when something was cut.
pub(super) fn shorten(text: &str, max: usize) -> String {
    if width(text) <= max {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = char_width(c);
        if used + w + 1 > max {
            break;
        }
        used += w;
        out.push(c);
    }
    if max > 0 {
        out.push('…');
    }
    out
}

/// Rows of at most `width` columns over `chars` (indices into it), breaking after whitespace
/// when a row has any, else mid-word. An empty input is one empty row.
pub(super) fn wrap_rows(chars: &[char], width: usize) -> Vec<Range<usize>> {
    let width = width.max(1);
    let mut rows = Vec::new();
    let mut start = 0;
    while start < chars.len() {
        let mut used = 0;
        let mut end = start;
        let mut last_break = None;
        while end < chars.len() {
            let w = char_width(chars[end]);
            if used + w > width && end > start {
                break;
            }
            used += w;
            if chars[end].is_whitespace() {
                last_break = Some(end + 1);
            }
            end += 1;
        }
        if end < chars.len() {
            if let Some(at) = last_break.filter(|&at| at > start) {
                end = at;
            }
        }
        rows.push(start..end);
        start = end;
    }
    if rows.is_empty() {
        rows.push(0..0);
    }
    rows
}

/// One row of styled characters as a line, neighbouring characters of one style in one span.
pub(super) fn styled_line(cells: &[(char, Style)]) -> Line<'static> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut run = String::new();
    let mut style = None;
    for &(c, s) in cells {
        if style != Some(s) && !run.is_empty() {
            spans.push(Span::styled(
                std::mem::take(&mut run),
                style.unwrap_or_default(),
            ));
        }
        style = Some(s);
        run.push(c);
    }
    if !run.is_empty() {
        spans.push(Span::styled(run, style.unwrap_or_default()));
    }
    Line::from(spans)
}

/// Styled pieces wrapped to `width`, rows after the first indented by `indent` columns.
pub(super) fn wrap_hanging(
    pieces: &[(&str, Style)],
    width: usize,
    indent: usize,
) -> Vec<Line<'static>> {
    let cells: Vec<(char, Style)> = pieces
        .iter()
        .flat_map(|(text, style)| text.chars().map(move |c| (c, *style)))
        .collect();
    let chars: Vec<char> = cells.iter().map(|c| c.0).collect();
    let first = wrap_rows(&chars, width);
    let Some(head) = first.first().cloned() else {
        return Vec::new();
    };
    let mut lines = vec![styled_line(&cells[head.clone()])];
    let rest = &cells[head.end..];
    let rest_chars: Vec<char> = rest.iter().map(|c| c.0).collect();
    if rest.is_empty() {
        return lines;
    }
    let pad: Vec<(char, Style)> = vec![(' ', Style::default()); indent];
    for row in wrap_rows(&rest_chars, width.saturating_sub(indent)) {
        let mut row_cells = pad.clone();
        row_cells.extend_from_slice(&rest[row]);
        lines.push(styled_line(&row_cells));
    }
    lines
}

/// Plain text wrapped to `width` as styled lines.
pub(super) fn wrap_text(text: &str, width: usize, style: Style) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for line in text.split('\n') {
        let chars: Vec<char> = line.chars().collect();
        for row in wrap_rows(&chars, width) {
            let cells: Vec<(char, Style)> = chars[row].iter().map(|&c| (c, style)).collect();
            lines.push(styled_line(&cells));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("select a from t", 7, &["select ", "a from ", "t"])]
    #[case("abcdefghij", 4, &["abcd", "efgh", "ij"])]
    #[case("", 5, &[""])]
    #[case("日本語のテキスト", 5, &["日本", "語の", "テキ", "スト"])]
    fn rows_fit_the_width(#[case] text: &str, #[case] w: usize, #[case] expected: &[&str]) {
        let chars: Vec<char> = text.chars().collect();
        let rows: Vec<String> = wrap_rows(&chars, w)
            .into_iter()
            .map(|r| chars[r].iter().collect())
            .collect();
        assert_eq!(rows, expected);
    }

    #[rstest]
    #[case("department", 6, "depar…")]
    #[case("short", 6, "short")]
    #[case("日本語", 4, "日…")]
    fn shortening_respects_columns(#[case] text: &str, #[case] max: usize, #[case] out: &str) {
        assert_eq!(shorten(text, max), out);
        assert!(width(&shorten(text, max)) <= max);
    }
}
