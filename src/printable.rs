//! Text from a database or a model on its way to a terminal: control characters shown as
//! escapes, so a table named `"\x1b]0;PWNED\x07t"` prints as `\u{1b}]0;PWNED\u{7}t` instead of
//! retitling (or worse) the user's terminal.
//!
//! Owns: the one escaping rule every text output uses (`ask`, `run`'s table, line mode, error
//! lines); the TUI strips the same characters in its backend (`tui::safe_backend`).
//! Must not touch: data written to files or pipes in a machine format (CSV, JSON keep values
//! exact; JSON escapes control characters itself).

use std::borrow::Cow;

/// `text` with every control character (C0, DEL, C1) as its Rust escape (`\u{1b}`, `\n`).
pub fn one_line(text: &str) -> Cow<'_, str> {
    escape(text, false)
}

/// [`one_line`], but line breaks stay line breaks (multi-line reports).
pub fn lines(text: &str) -> Cow<'_, str> {
    escape(text, true)
}

fn escape(text: &str, keep_newlines: bool) -> Cow<'_, str> {
    let unsafe_char = |c: char| c.is_control() && !(keep_newlines && c == '\n');
    if !text.chars().any(unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if unsafe_char(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_c1_controls_are_shown_not_sent() {
        assert_eq!(one_line("\u{1b}]0;X\u{7}t"), "\\u{1b}]0;X\\u{7}t");
        assert_eq!(one_line("a\u{9b}2J"), "a\\u{9b}2J");
        assert_eq!(lines("a\nb\u{1b}"), "a\nb\\u{1b}");
        assert_eq!(one_line("a\nb"), "a\\nb");
        assert!(matches!(one_line("plain é"), Cow::Borrowed(_)));
    }
}
