//! The read-only policy on DuckDB, checked before DuckDB sees a statement.
//!
//! Owns: the leading-keyword allow-list (with DuckDB's `FROM`-first queries), the statement an
//! `EXPLAIN` carries, and the functions refused by name. DuckDB enforces the rest: a database
//! file is open read-only, the file system is shut but for the data files, extensions cannot be
//! installed or loaded, settings are locked. What those leave is the in-memory catalog holding
//! a data file's views, which no statement kind admitted here can change, and table functions
//! that run SQL held in a string (`query`, `query_table`), refused so the policy reads all the
//! SQL that runs.
//! Must not touch: connections or execution.

use crate::db::lex::{first_call_to, leading_keywords};
use sqlparser::dialect::DuckDbDialect;

/// Statements may only start with one of these.
const ALLOWED_LEADING: &[&str] = &["SELECT", "WITH", "VALUES", "TABLE", "FROM", "EXPLAIN"];

/// Functions refused wherever they are called.
const DENIED_FUNCTIONS: &[&str] = &[
    "query",
    "query_table",
    "nextval",
    "setval",
    "checkpoint",
    "force_checkpoint",
    "install_extension",
    "load_extension",
];

/// `Err(reason)` for a statement that may not run on DuckDB.
pub fn check(sql: &str) -> Result<(), String> {
    let words = leading_keywords(sql, 3);
    let Some(keyword) = words.first() else {
        return Err("no SQL statement".to_string());
    };
    if !ALLOWED_LEADING.contains(&keyword.as_str()) {
        return Err(refusal(keyword));
    }
    if keyword == "EXPLAIN" {
        // `EXPLAIN ANALYZE` runs the statement it explains: that one must be allowed too.
        let inner = match words.get(1).map(String::as_str) {
            Some("ANALYZE" | "ANALYSE") => words.get(2),
            _ => words.get(1),
        };
        match inner.map(String::as_str) {
            Some(kind) if ALLOWED_LEADING.contains(&kind) && kind != "EXPLAIN" => {}
            Some(kind) => return Err(refusal(kind)),
            None => return Err("EXPLAIN needs a query to explain".to_string()),
        }
    }
    if statements(sql) > 1 {
        return Err("only one statement may run".to_string());
    }
    if let Some(name) = first_call_to(sql, &DuckDbDialect {}, |name| {
        DENIED_FUNCTIONS.contains(&name)
    }) {
        return Err(format!(
            "{name}() is not allowed: it runs SQL or changes state outside the query"
        ));
    }
    Ok(())
}

/// How many statements the text holds: a `;` followed by anything but whitespace and comments
/// starts another. Text the tokenizer cannot read counts as one (DuckDB then rejects it).
fn statements(sql: &str) -> usize {
    use sqlparser::tokenizer::{Token, Tokenizer};
    let Ok(tokens) = Tokenizer::new(&DuckDbDialect {}, sql).tokenize() else {
        return 1;
    };
    let mut count = 1;
    let mut after_semicolon = false;
    for token in tokens {
        match token {
            Token::Whitespace(_) => {}
            Token::SemiColon => after_semicolon = true,
            _ if after_semicolon => {
                count += 1;
                after_semicolon = false;
            }
            _ => {}
        }
    }
    count
}

fn refusal(keyword: &str) -> String {
    match keyword {
        "INSERT" | "UPDATE" | "DELETE" | "MERGE" | "TRUNCATE" | "COPY" | "EXPORT" | "IMPORT"
        | "UPSERT" => format!("writes are not allowed ({keyword})"),
        "CREATE" | "DROP" | "ALTER" | "COMMENT" => {
            format!("schema changes are not allowed ({keyword})")
        }
        "BEGIN" | "START" | "COMMIT" | "END" | "ROLLBACK" | "ABORT" => {
            format!("transactions are not allowed ({keyword})")
        }
        "SET" | "RESET" | "PRAGMA" => format!("changing settings is not allowed ({keyword})"),
        "ATTACH" | "DETACH" | "USE" => format!("other databases are not allowed ({keyword})"),
        "INSTALL" | "LOAD" | "FORCE" => format!("extensions are not allowed ({keyword})"),
        "CALL" | "EXECUTE" | "PREPARE" | "DEALLOCATE" => {
            format!("running code is not allowed ({keyword})")
        }
        "VACUUM" | "ANALYZE" | "CHECKPOINT" => {
            format!("maintenance commands are not allowed ({keyword})")
        }
        _ => format!(
            "only SELECT, WITH, VALUES, TABLE, FROM and EXPLAIN queries run (got {keyword})"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::check;
    use rstest::rstest;

    #[rstest]
    #[case("SELECT 1")]
    #[case("FROM sales SELECT region, sum(amount) GROUP BY ALL")]
    #[case("with t as (select 1) select * from t")]
    #[case("EXPLAIN SELECT 1")]
    #[case("EXPLAIN ANALYZE SELECT 1")]
    #[case("SELECT 'query(1)' AS q")]
    #[case("SELECT query_count FROM stats")]
    #[case("SELECT 1; -- the end")]
    #[case("SELECT ';' AS semicolon;")]
    fn plain_reads_pass(#[case] sql: &str) {
        assert_eq!(check(sql), Ok(()));
    }

    #[rstest]
    #[case("COPY t TO '/tmp/out.csv'", "writes")]
    #[case("EXPORT DATABASE '/tmp/x'", "writes")]
    #[case("ATTACH '/tmp/x.db' AS x", "other databases")]
    #[case("INSTALL httpfs", "extensions")]
    #[case("LOAD httpfs", "extensions")]
    #[case("SET enable_external_access = true", "settings")]
    #[case("PRAGMA enable_profiling", "settings")]
    #[case("CALL pragma_version()", "running code")]
    #[case("CREATE TABLE x AS SELECT 1", "schema changes")]
    #[case("EXPLAIN ANALYZE DELETE FROM t", "writes")]
    #[case("EXPLAIN CREATE TABLE x (a INT)", "schema changes")]
    #[case("SELECT * FROM query('DROP VIEW sales')", "query")]
    #[case("SELECT nextval('s')", "nextval")]
    #[case("SELECT 1; SELECT 2", "one statement")]
    #[case("SELECT 1; -- trailing\n DROP VIEW v", "one statement")]
    fn statements_that_act_beyond_reading_are_refused(#[case] sql: &str, #[case] named: &str) {
        let reason = check(sql).expect_err("refused");
        assert!(reason.contains(named), "{sql}: {reason}");
    }
}
