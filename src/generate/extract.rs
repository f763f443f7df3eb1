//! Getting SQL out of what a chat model says: JSON (`{"sql": …}`), code fences, or a bare query
//! in chatty prose, with reasoning (`<think>…</think>`) set aside.
//!
//! Owns: text → SQL strings (trimmed, trailing semicolons gone, duplicates dropped, in order).
//! Must not touch: whether the SQL is valid for the schema (the session parses and runs it).

/// Every read-only query (`SELECT …` / `WITH …`) the reply offers, in order, without
/// duplicates. Empty when the reply holds none.
pub fn extract_sql(reply: &str) -> Vec<String> {
    let text = strip_thinking(reply);
    let mut found = from_json(&text);
    if found.is_empty() {
        found = from_fences(&text);
    }
    if found.is_empty() {
        found = from_prose(&text);
    }
    let mut out: Vec<String> = Vec::new();
    for sql in found.iter().flat_map(|s| split_statements(s)) {
        let sql = clean(&sql);
        if is_query(&sql) && !out.contains(&sql) {
            out.push(sql);
        }
    }
    out
}

/// Write statements by their first word and the words that may follow it: "Update: …" or
/// "Create a view" in prose is not a statement.
const WRITES: &[(&str, &[&str])] = &[
    ("INSERT", &["INTO", "OR"]),
    ("REPLACE", &["INTO"]),
    ("DELETE", &["FROM"]),
    ("DROP", &["TABLE", "VIEW", "INDEX", "TRIGGER"]),
    (
        "CREATE",
        &[
            "TABLE",
            "VIEW",
            "INDEX",
            "TRIGGER",
            "TEMP",
            "TEMPORARY",
            "UNIQUE",
            "VIRTUAL",
        ],
    ),
    ("ALTER", &["TABLE"]),
    ("ATTACH", &["DATABASE"]),
];

/// The first two words of a write statement the reply offers (`DROP TABLE`), so that a reply
/// with no query says it was refused as a write rather than that it held no SQL.
pub fn refused_write(reply: &str) -> Option<String> {
    let text = strip_thinking(reply);
    let mut spans: Vec<&str> = fence_bodies(&text)
        .into_iter()
        .map(|(_, body)| body)
        .collect();
    spans.push(&text);
    for span in spans {
        for piece in span.lines().flat_map(|l| l.split(';')) {
            let mut words = piece
                .split_whitespace()
                .map(|w| w.trim_matches('`').to_ascii_uppercase());
            let (Some(first), Some(second)) = (words.next(), words.next()) else {
                continue;
            };
            let update = first == "UPDATE" && piece.to_ascii_uppercase().contains(" SET ");
            let write = WRITES
                .iter()
                .any(|(verb, next)| *verb == first && next.contains(&second.as_str()));
            if update || write {
                return Some(format!("{first} {second}"));
            }
        }
    }
    None
}

/// The reply without reasoning blocks. An unclosed `<think>` means the answer never came: only
/// the text before it counts.
fn strip_thinking(reply: &str) -> String {
    let mut text = reply.to_string();
    for (open, close) in [("<think>", "</think>"), ("<thinking>", "</thinking>")] {
        while let Some(start) = text.find(open) {
            match text[start..].find(close) {
                Some(len) => text.replace_range(start..start + len + close.len(), " "),
                None => text.truncate(start),
            }
        }
    }
    text
}

fn is_query(sql: &str) -> bool {
    let head: String = sql
        .chars()
        .take_while(|c| c.is_ascii_alphabetic())
        .collect::<String>()
        .to_ascii_uppercase();
    (head == "SELECT" || head == "WITH") && sql.len() > head.len()
}

/// Trimmed, without trailing semicolons or a sentence's closing full stop (`… = 1.` loses
/// nothing: `1.` and `1` are the same number).
fn clean(sql: &str) -> String {
    let mut s = sql.trim().trim_matches('`').trim();
    loop {
        let before = s.len();
        s = s.trim_end_matches(';').trim_end();
        if s.ends_with('.') && s.matches('\'').count().is_multiple_of(2) {
            s = s[..s.len() - 1].trim_end();
        }
        if s.len() == before {
            return s.to_string();
        }
    }
}

/// `{"sql": "…"}`, `{"sql": ["…"]}`, `{"queries": […]}`, a bare JSON list — anywhere in the text.
fn from_json(text: &str) -> Vec<String> {
    let mut spans: Vec<&str> = vec![text.trim()];
    for fence in fence_bodies(text) {
        spans.push(fence.1);
    }
    if let (Some(a), Some(b)) = (text.find('{'), text.rfind('}')) {
        if a < b {
            spans.push(&text[a..=b]);
        }
    }
    for span in spans {
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(span.trim()) {
            let mut out = Vec::new();
            collect_json(&value, &mut out, 0);
            if !out.is_empty() {
                return out;
            }
        }
    }
    Vec::new()
}

fn collect_json(value: &serde_json::Value, out: &mut Vec<String>, depth: usize) {
    use serde_json::Value;
    if depth > 4 {
        return;
    }
    match value {
        Value::String(s) if is_query(s.trim()) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| collect_json(v, out, depth + 1)),
        Value::Object(map) => {
            for key in ["sql", "query", "queries", "sqls", "answer", "readings"] {
                if let Some(v) = map.get(key) {
                    collect_json(v, out, depth + 1);
                }
            }
        }
        _ => {}
    }
}

/// `(language, body)` of every fenced block; an unclosed fence runs to the end.
fn fence_bodies(text: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("```") {
        let after = &rest[start + 3..];
        let line_end = after.find('\n').unwrap_or(after.len());
        let lang = after[..line_end].trim();
        let body_start = (line_end + 1).min(after.len());
        let body = &after[body_start..];
        match body.find("```") {
            Some(end) => {
                out.push((lang, &body[..end]));
                rest = &body[end + 3..];
            }
            None => {
                out.push((lang, body));
                break;
            }
        }
    }
    out
}

fn from_fences(text: &str) -> Vec<String> {
    let fences = fence_bodies(text);
    let sql: Vec<String> = fences
        .iter()
        .filter(|(lang, _)| lang.eq_ignore_ascii_case("sql") || lang.eq_ignore_ascii_case("sqlite"))
        .map(|(_, body)| body.to_string())
        .collect();
    if !sql.is_empty() {
        return sql;
    }
    fences
        .iter()
        .filter(|(lang, _)| lang.is_empty())
        .map(|(_, body)| body.to_string())
        .filter(|body| is_query(body.trim()))
        .collect()
}

/// Queries starting at a `SELECT`/`WITH` in prose and running to a semicolon, a blank line, a
/// closing backtick or a new sentence.
fn from_prose(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let upper = text.to_ascii_uppercase();
    let mut from = 0;
    while let Some(start) = next_keyword(&upper, from) {
        let end = statement_end(text, start);
        out.push(text[start..end].to_string());
        from = end.max(start + 1);
    }
    out
}

fn next_keyword(upper: &str, from: usize) -> Option<usize> {
    let bytes = upper.as_bytes();
    let mut best: Option<usize> = None;
    for keyword in ["SELECT ", "SELECT\n", "WITH "] {
        let mut at = from;
        while let Some(pos) = upper.get(at..).and_then(|s| s.find(keyword)) {
            let i = at + pos;
            let boundary =
                i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
            if boundary {
                best = Some(best.map_or(i, |b| b.min(i)));
                break;
            }
            at = i + 1;
        }
    }
    best
}

/// Where a prose query ends (exclusive byte index).
fn statement_end(text: &str, start: usize) -> usize {
    let bytes = text.as_bytes();
    let mut quote: Option<u8> = None;
    let mut i = start;
    while i < bytes.len() {
        let b = bytes[i];
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None => match b {
                b'\'' | b'"' => quote = Some(b),
                b';' | b'`' => return i,
                b'\n'
                    if text[i + 1..]
                        .trim_start_matches([' ', '\t', '\r'])
                        .starts_with('\n') =>
                {
                    return i
                }
                b'.' if sentence_follows(&text[i + 1..]) => return i,
                b':' if text[i + 1..].starts_with(['\n', ' ']) => return i,
                _ => {}
            },
        }
        i += 1;
    }
    bytes.len()
}

/// ". This query …": a space then a capitalised word that is not SQL.
fn sentence_follows(rest: &str) -> bool {
    let Some(tail) = rest.strip_prefix(' ') else {
        return rest.is_empty() || rest.starts_with('\n');
    };
    let word: String = tail.chars().take_while(|c| c.is_alphabetic()).collect();
    let mut chars = word.chars();
    matches!(chars.next(), Some(c) if c.is_uppercase()) && chars.any(|c| c.is_lowercase())
}

/// Split on semicolons outside quotes.
fn split_statements(sql: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quote: Option<char> = None;
    for c in sql.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == ';' => {
                out.push(std::mem::take(&mut current));
                continue;
            }
            None => {}
        }
        current.push(c);
    }
    out.push(current);
    out.into_iter().filter(|s| !s.trim().is_empty()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rstest::rstest;

    #[rstest]
    #[case::bare("SELECT name FROM t", &["SELECT name FROM t"])]
    #[case::json(r#"{"sql": "SELECT a FROM t;"}"#, &["SELECT a FROM t"])]
    #[case::json_list(r#"{"queries": [{"sql": "SELECT a FROM t"}, {"sql": "SELECT b FROM t"}]}"#,
        &["SELECT a FROM t", "SELECT b FROM t"])]
    #[case::json_in_fence("Here:\n```json\n{\"sql\": \"SELECT a FROM t\"}\n```", &["SELECT a FROM t"])]
    #[case::fence("Sure! Here is the query:\n```sql\nSELECT name\nFROM students;\n```\nIt lists names.",
        &["SELECT name\nFROM students"])]
    #[case::plain_fence("```\nselect x from y\n```", &["select x from y"])]
    #[case::two_fences("```sql\nSELECT a FROM t\n```\nor\n```sql\nSELECT b FROM t;\n```",
        &["SELECT a FROM t", "SELECT b FROM t"])]
    #[case::two_in_one_fence("```sql\nSELECT a FROM t; SELECT b FROM t;\n```",
        &["SELECT a FROM t", "SELECT b FROM t"])]
    #[case::prose("The answer is SELECT name FROM t WHERE age > 3. This returns names.",
        &["SELECT name FROM t WHERE age > 3"])]
    #[case::prose_decimal("Use SELECT a FROM t WHERE x > 1.5; done", &["SELECT a FROM t WHERE x > 1.5"])]
    #[case::inline_code("Try `SELECT a FROM t` instead.", &["SELECT a FROM t"])]
    #[case::quoted_semicolon("```sql\nSELECT a FROM t WHERE s = 'x;y';\n```", &["SELECT a FROM t WHERE s = 'x;y'"])]
    #[case::think("<think>maybe SELECT wrong FROM t</think>\n```sql\nSELECT right FROM t\n```",
        &["SELECT right FROM t"])]
    #[case::unclosed_think("<think>SELECT a FROM t and then", &[])]
    #[case::with_cte("```sql\nWITH c AS (SELECT 1 AS x) SELECT x FROM c\n```", &["WITH c AS (SELECT 1 AS x) SELECT x FROM c"])]
    #[case::duplicates("```sql\nSELECT a FROM t\n```\n```sql\nSELECT a FROM t;\n```", &["SELECT a FROM t"])]
    #[case::nothing("I cannot answer that from this schema.", &[])]
    #[case::not_a_query("```sql\nDROP TABLE t;\n```", &[])]
    #[case::selected_word("I selected nothing.", &[])]
    fn extraction(#[case] reply: &str, #[case] expected: &[&str]) {
        assert_eq!(extract_sql(reply), expected);
    }

    #[rstest]
    #[case("```sql\nDROP TABLE employees;\n```", Some("DROP TABLE"))]
    #[case("DELETE FROM t WHERE 1", Some("DELETE FROM"))]
    #[case("update t set a = 1", Some("UPDATE T"))]
    #[case("Update: I cannot answer. Create a view? No.", None)]
    #[case("I cannot answer that.", None)]
    fn writes_are_named(#[case] reply: &str, #[case] expected: Option<&str>) {
        assert_eq!(refused_write(reply).as_deref(), expected);
    }

    proptest! {
        #[test]
        fn extraction_never_panics(text in "\\PC{0,200}") {
            let _ = extract_sql(&text);
        }

        #[test]
        fn extraction_never_panics_on_sqlish_text(
            parts in proptest::collection::vec(
                prop_oneof![
                    Just("SELECT "), Just("```sql\n"), Just("```"), Just(";"), Just("'"),
                    Just("<think>"), Just("</think>"), Just("{\"sql\": \""), Just("\"}"),
                    Just(". The"), Just("\n\n"), Just("é"), Just("WITH "), Just("a FROM t"),
                ],
                0..20,
            )
        ) {
            let text: String = parts.concat();
            for sql in extract_sql(&text) {
                prop_assert!(is_query(&sql));
                prop_assert!(!sql.ends_with(';'));
            }
        }
    }
}
