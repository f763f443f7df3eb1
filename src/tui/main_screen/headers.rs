//! Readable result headers: the name a column is shown under, from the name SQLite gives it.
//!
//! Owns: [`humanise`]. SQLite names an unaliased result column after its expression
//! (`AVG(T1.salary)`), which reads as code; the results table shows "avg salary" instead, and
//! an alias (`AS total_sales`) as words ("total sales"). Only the display changes: exports and
//! `qlarify run` keep SQLite's names, which programs rely on, and the cell viewer (`v`) names the
//! column as SQLite does.
//! Must not touch: the rows, the SQL.

/// SQL words that say nothing a reader needs in a header.
const NOISE: &[&str] = &["as", "cast", "integer", "real", "text", "numeric"];

/// The header shown for a result column named `name`.
pub(super) fn humanise(name: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut token = String::new();
    let flush = |token: &mut String, words: &mut Vec<String>| {
        if token.is_empty() {
            return;
        }
        // `T1.salary` → `salary`: the table alias is the generator's, not the user's.
        let bare = token.rsplit('.').next().unwrap_or(token).to_string();
        token.clear();
        for word in bare.split('_').filter(|w| !w.is_empty()) {
            let word = word.to_lowercase();
            if !NOISE.contains(&word.as_str()) && words.last() != Some(&word) {
                words.push(word);
            }
        }
    };
    let mut quoted: Option<char> = None;
    for c in name.chars() {
        match (quoted, c) {
            (Some(q), c) if c == q => quoted = None,
            (Some(_), c) => token.push(c),
            (None, '"' | '`' | '[' | '\'') => {
                quoted = Some(if c == '[' { ']' } else { c });
            }
            (None, c) if c.is_alphanumeric() || c == '_' || c == '.' => token.push(c),
            (None, '*') => {
                flush(&mut token, &mut words);
            }
            (None, _) => flush(&mut token, &mut words),
        }
    }
    flush(&mut token, &mut words);
    if words.is_empty() {
        name.trim().to_string()
    } else {
        words.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::humanise;
    use proptest::prelude::*;
    use rstest::rstest;

    #[rstest]
    #[case::aggregate("AVG(T1.salary)", "avg salary")]
    #[case::count_star("COUNT(*)", "count")]
    #[case::count_distinct("COUNT(DISTINCT T2.dept_name)", "count distinct dept name")]
    #[case::qualified("T2.department", "department")]
    #[case::alias("total_sales", "total sales")]
    #[case::plain("name", "name")]
    #[case::quoted("\"Unit Price\"", "unit price")]
    #[case::cast("CAST(price AS REAL)", "price")]
    #[case::arithmetic("SUM(T1.qty * T1.price)", "sum qty price")]
    #[case::repeated("MAX(salary) - MIN(salary)", "max salary min salary")]
    #[case::only_symbols("*", "*")]
    #[case::number("1", "1")]
    fn headers_read_as_words(#[case] name: &str, #[case] shown: &str) {
        assert_eq!(humanise(name), shown);
    }

    proptest! {
        /// Whatever the name, the header is never empty unless the name is, and has no
        /// parentheses or table qualifiers left.
        #[test]
        fn a_header_is_never_empty_and_never_code(name in "[A-Za-z0-9_.()* ,]{1,40}") {
            let shown = humanise(&name);
            prop_assert!(!shown.is_empty() || name.trim().is_empty());
            if shown != name.trim() {
                prop_assert!(!shown.contains('(') && !shown.contains('.'));
            }
        }
    }
}
