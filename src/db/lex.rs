//! A tiny SQLite-aware scanner for the two facts safe execution needs before SQLite sees the text:
//! the statement's leading keyword and whether it has a top-level `ORDER BY`.
//!
//! Owns: skipping comments, string literals and quoted identifiers the way SQLite's tokenizer does.
//! Must not touch: parsing proper (that is `core::sql`); this only looks at word tokens and depth.

/// A word token (keyword or bare identifier) and its parenthesis depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Word<'a> {
    text: &'a str,
    depth: usize,
}

/// Word tokens outside comments, strings and quoted identifiers, with their nesting depth.
/// Quoted identifiers count as "words" that never equal a keyword (their quotes are kept).
fn words(sql: &str) -> Vec<Word<'_>> {
    let bytes = sql.as_bytes();
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'-' if bytes.get(i + 1) == Some(&b'-') => {
                i = find_from(bytes, i + 2, b"\n").map_or(bytes.len(), |at| at + 1);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = find_from(bytes, i + 2, b"*/").map_or(bytes.len(), |at| at + 2);
            }
            b'\'' | b'"' | b'`' => {
                let start = i;
                i = skip_quoted(bytes, i, b);
                out.push(Word {
                    text: &sql[start..i],
                    depth,
                });
            }
            b'[' => {
                let start = i;
                i = find_from(bytes, i + 1, b"]").map_or(bytes.len(), |at| at + 1);
                out.push(Word {
                    text: &sql[start..i],
                    depth,
                });
            }
            b'(' => {
                depth += 1;
                i += 1;
            }
            b')' => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            _ if is_word_byte(b) => {
                let start = i;
                while i < bytes.len() && is_word_byte(bytes[i]) {
                    i += 1;
                }
                out.push(Word {
                    text: &sql[start..i],
                    depth,
                });
            }
            _ => i += 1,
        }
    }
    out
}

/// The statement without its `;` terminators (outside strings, quoted names and comments), so a
/// single statement can be nested in another (`SELECT * FROM (… ) LIMIT n`).
#[cfg_attr(not(feature = "duckdb"), allow(dead_code))] // DuckDB's guard reads it
pub(crate) fn without_terminators(sql: &str) -> String {
    let bytes = sql.as_bytes();
    let mut kept: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        i = match bytes[i] {
            b'-' if bytes.get(i + 1) == Some(&b'-') => {
                find_from(bytes, i + 2, b"\n").map_or(bytes.len(), |at| at + 1)
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                find_from(bytes, i + 2, b"*/").map_or(bytes.len(), |at| at + 2)
            }
            quote @ (b'\'' | b'"' | b'`') => skip_quoted(bytes, i, quote),
            b';' => {
                kept.push((start, i));
                start = i + 1;
                i + 1
            }
            _ => i + 1,
        };
    }
    kept.push((start, bytes.len()));
    kept.iter().map(|&(from, to)| &sql[from..to]).collect()
}

/// Identifier characters; any non-ASCII byte counts, as in SQLite, so UTF-8 never splits.
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
}

fn find_from(haystack: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|at| at + from)
}

/// Index just past a quoted token starting at `start`; a doubled quote is an escaped quote.
fn skip_quoted(bytes: &[u8], start: usize, quote: u8) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        if bytes[i] == quote {
            if bytes.get(i + 1) == Some(&quote) {
                i += 2;
                continue;
            }
            return i + 1;
        }
        i += 1;
    }
    bytes.len()
}

/// The first keyword of the statement, upper-cased (`SELECT`, `WITH`, `DELETE`…), skipping
/// leading comments and whitespace; `None` for text with no word at all.
pub fn leading_keyword(sql: &str) -> Option<String> {
    words(sql).first().map(|w| w.text.to_ascii_uppercase())
}

/// The first `n` words of the statement, upper-cased (`EXPLAIN ANALYZE DELETE`): what a policy
/// reads when one statement carries another.
#[cfg_attr(not(feature = "duckdb"), allow(dead_code))] // DuckDB's guard reads it
pub(crate) fn leading_keywords(sql: &str, n: usize) -> Vec<String> {
    words(sql)
        .iter()
        .take(n)
        .map(|w| w.text.to_ascii_uppercase())
        .collect()
}

/// The first function the statement calls for which `denied` holds: a name (bare, quoted or
/// qualified, read by `dialect`'s tokenizer) directly followed by `(`, lower-cased. Text the
/// tokenizer cannot read is left to the engine to reject.
pub(crate) fn first_call_to(
    sql: &str,
    dialect: &dyn sqlparser::dialect::Dialect,
    denied: impl Fn(&str) -> bool,
) -> Option<String> {
    use sqlparser::tokenizer::{Token, Tokenizer};
    let tokens = Tokenizer::new(dialect, sql).tokenize().ok()?;
    let mut last_word: Option<String> = None;
    for token in tokens {
        match token {
            Token::Whitespace(_) => continue,
            Token::Word(word) => {
                last_word = Some(word.value.to_ascii_lowercase());
                continue;
            }
            Token::LParen => {
                if let Some(name) = last_word.as_deref().filter(|name| denied(name)) {
                    return Some(name.to_string());
                }
            }
            // `pg_catalog.pg_sleep(`: the word after the period is the one called.
            Token::Period => continue,
            _ => {}
        }
        last_word = None;
    }
    None
}

/// True when the statement ends in an `ORDER BY` at the outermost level (not inside a subquery,
/// a window definition or an aggregate's argument list), so its row order is part of its result.
pub fn has_top_level_order_by(sql: &str) -> bool {
    let words = words(sql);
    words.windows(2).any(|pair| {
        pair[0].depth == 0
            && pair[1].depth == 0
            && pair[0].text.eq_ignore_ascii_case("order")
            && pair[1].text.eq_ignore_ascii_case("by")
    })
}

/// The names a statement mentions: bare and quoted identifiers (keywords included, string
/// literals not), unquoted and lower-cased, so a caller can ask whether a table is read.
pub fn names(sql: &str) -> Vec<String> {
    words(sql)
        .iter()
        .filter(|w| !w.text.starts_with('\''))
        .map(|w| unquote(w.text).to_lowercase())
        .collect()
}

/// The byte offset just past a leading `WITH` (and `RECURSIVE`), where more common table
/// expressions can be put in front of the statement's own.
pub fn after_leading_with(sql: &str) -> Option<usize> {
    let words = words(sql);
    let first = words
        .first()
        .filter(|w| w.text.eq_ignore_ascii_case("with"))?;
    let last = match words.get(1) {
        Some(w) if w.text.eq_ignore_ascii_case("recursive") => w,
        _ => first,
    };
    Some(last.text.as_ptr() as usize - sql.as_ptr() as usize + last.text.len())
}

/// An identifier without its quotes (`"a""b"` is `a"b`).
fn unquote(text: &str) -> String {
    let bytes = text.as_bytes();
    match (bytes.first(), bytes.last()) {
        (Some(b'"'), Some(b'"')) | (Some(b'`'), Some(b'`')) if text.len() >= 2 => {
            let quote = &text[..1];
            text[1..text.len() - 1].replace(&quote.repeat(2), quote)
        }
        (Some(b'['), Some(b']')) if text.len() >= 2 => text[1..text.len() - 1].to_string(),
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod terminator_tests {
    use super::without_terminators;
    use rstest::rstest;

    #[rstest]
    #[case("SELECT 1;", "SELECT 1")]
    #[case("SELECT 1; -- done", "SELECT 1 -- done")]
    #[case("SELECT ';' AS s;", "SELECT ';' AS s")]
    #[case("SELECT 1 /* ; */ ;", "SELECT 1 /* ; */ ")]
    #[case("SELECT \"a;b\" FROM t", "SELECT \"a;b\" FROM t")]
    fn terminators_go_and_quoted_semicolons_stay(#[case] sql: &str, #[case] expected: &str) {
        assert_eq!(without_terminators(sql), expected);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("select 1", Some("SELECT"))]
    #[case(
        "  -- note\n /* block */ WITH x AS (select 1) select * from x",
        Some("WITH")
    )]
    #[case("/* */ delete from t", Some("DELETE"))]
    #[case("-- only a comment", None)]
    #[case("", None)]
    #[case("\"quoted\" x", Some("\"QUOTED\""))]
    fn leading_keyword_skips_comments(#[case] sql: &str, #[case] expected: Option<&str>) {
        assert_eq!(leading_keyword(sql).as_deref(), expected);
    }

    #[rstest]
    #[case("select a from Sales s join \"Region\" r", &["select", "a", "from", "sales", "s", "join", "region", "r"])]
    #[case("select 'sales' from [big table] -- sales", &["select", "from", "big table"])]
    #[case("select `a``b` from t", &["select", "a`b", "from", "t"])]
    fn names_are_unquoted_and_skip_strings_and_comments(
        #[case] sql: &str,
        #[case] expected: &[&str],
    ) {
        assert_eq!(names(sql), expected);
    }

    #[rstest]
    #[case("select 1", None)]
    #[case("WITH x AS (select 1) select * from x", Some(4))]
    #[case(" with recursive r(n) AS (select 1) select n from r", Some(15))]
    #[case("/* c */ with x as (select 1) select 1", Some(12))]
    fn the_end_of_a_leading_with_is_found(#[case] sql: &str, #[case] expected: Option<usize>) {
        assert_eq!(after_leading_with(sql), expected);
    }

    #[rstest]
    #[case("select a from t order by a", true)]
    #[case("SELECT a FROM t ORDER\n BY a DESC LIMIT 3", true)]
    #[case("select a from t union select b from u order by 1", true)]
    #[case("select * from (select a from t order by a)", false)]
    #[case("select row_number() over (order by a) from t", false)]
    #[case("select group_concat(a order by a) from t", false)]
    #[case("select 'order by' from t", false)]
    #[case("select \"order\", \"by\" from t", false)]
    #[case("select a from t -- order by a", false)]
    #[case("select a from t /* order by a */", false)]
    #[case("select [order] from t", false)]
    #[case("select a as \"x\"\"y\" from t order by 1", true)]
    fn top_level_order_by(#[case] sql: &str, #[case] expected: bool) {
        assert_eq!(has_top_level_order_by(sql), expected, "{sql}");
    }
}
