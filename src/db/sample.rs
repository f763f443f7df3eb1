//! Checking readings on a bounded sample of large tables.
//!
//! Owns: the sampling rule and the rewrite that applies it. Merging equal readings and
//! previewing options need each reading's result on the data, but not on all of it: a
//! grouped sum over five million rows costs seconds, and a round checks a dozen readings.
//!
//! The rule: a table of more than [`SAMPLE_ROWS`] rows (counted when the schema was read) is
//! read, while readings are checked, as its first [`SAMPLE_ROWS`] rows in storage order. The
//! rewrite puts a common table expression of the table's own name in front of the statement,
//! `WITH "sales" AS (SELECT * FROM main."sales" LIMIT 20000) …`, which SQLite resolves before
//! the table itself, so the reading's text is otherwise untouched. The run the user asks for
//! always reads everything. Two consequences, both handled by the caller: readings that differ
//! only outside the sample look equal (their results are marked as sampled), and a filter whose
//! rows all lie outside the sample returns nothing (an empty sampled result never merges).
//! Views are not rewritten (their bodies name tables in their own scope) and are read whole.

use super::lex::{after_leading_with, names};
use crate::core::engine::quote as quote_ident;
use crate::core::schema::Schema;

/// Rows of a large table that checks read.
pub const SAMPLE_ROWS: u64 = 20_000;

/// Which tables checks read a sample of.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sampling {
    /// Large tables' names as declared.
    large: Vec<String>,
    rows: u64,
    /// The namespace that qualifies the real table inside the sample's definition
    /// (`main` on SQLite and DuckDB, the schema read on PostgreSQL), already quoted as needed.
    namespace: String,
}

impl Sampling {
    /// The tables of `schema` with more than [`SAMPLE_ROWS`] rows.
    pub fn of(schema: &Schema) -> Self {
        Self::over(schema, SAMPLE_ROWS)
    }

    /// The tables of `schema` with more than `rows` rows, read as their first `rows`.
    pub fn over(schema: &Schema, rows: u64) -> Self {
        let large = schema
            .tables
            .iter()
            .filter(|t| t.view_sql.is_none() && t.row_count.is_some_and(|n| n > rows))
            .map(|t| t.name.clone())
            .collect();
        let namespace = if schema.namespace.is_empty() {
            "main".to_string()
        } else {
            quote_ident(&schema.namespace)
        };
        Sampling {
            large,
            rows,
            namespace,
        }
    }

    /// True when no table is large: every check reads everything.
    pub fn is_empty(&self) -> bool {
        self.large.is_empty()
    }

    /// `sql` reading a sample of each large table it names, or `None` when it names none (or
    /// defines a table expression of a large table's name, which the rewrite would clash with).
    pub fn rewrite(&self, sql: &str) -> Option<String> {
        if self.large.is_empty() {
            return None;
        }
        let named = names(sql);
        let read: Vec<&String> = self
            .large
            .iter()
            .filter(|t| named.contains(&t.to_lowercase()))
            .collect();
        if read.is_empty() {
            return None;
        }
        let samples: Vec<String> = read
            .iter()
            .map(|t| {
                let name = quote_ident(t);
                let namespace = &self.namespace;
                format!(
                    "{name} AS (SELECT * FROM {namespace}.{name} LIMIT {})",
                    self.rows
                )
            })
            .collect();
        let samples = samples.join(", ");
        Some(match after_leading_with(sql) {
            Some(at) => {
                if defines_any(&named, &read) {
                    return None;
                }
                format!("{} {samples},{}", &sql[..at], &sql[at..])
            }
            None => format!("WITH {samples} {sql}"),
        })
    }
}

/// True when a statement's own `WITH` defines a name among `tables`, told from its `named`
/// words: the name right before `AS` (a definition with a column list, `name(cols) AS`, is not
/// seen; SQLite then refuses the duplicate name and the check reads all the data).
fn defines_any(named: &[String], tables: &[&String]) -> bool {
    named
        .windows(2)
        .any(|pair| pair[1] == "as" && tables.iter().any(|t| t.to_lowercase() == pair[0]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::Table;
    use rstest::rstest;

    fn schema() -> Schema {
        let mut big = Table::with_columns("Sales", &["id", "price"], &["id"]);
        big.row_count = Some(500);
        let mut small = Table::with_columns("region", &["id", "name"], &["id"]);
        small.row_count = Some(5);
        let mut unknown = Table::with_columns("notes", &["id"], &["id"]);
        unknown.row_count = None;
        Schema {
            tables: vec![big, small, unknown],
            ..Schema::default()
        }
    }

    #[rstest]
    #[case("SELECT name FROM region", None)]
    #[case(
        "SELECT SUM(price) FROM sales",
        Some("WITH \"Sales\" AS (SELECT * FROM main.\"Sales\" LIMIT 100) SELECT SUM(price) FROM sales")
    )]
    #[case(
        "WITH x AS (SELECT price FROM Sales) SELECT * FROM x",
        Some("WITH \"Sales\" AS (SELECT * FROM main.\"Sales\" LIMIT 100), x AS (SELECT price FROM Sales) SELECT * FROM x")
    )]
    #[case(
        "with recursive r(n) as (select 1) select n from r, sales",
        Some("with recursive \"Sales\" AS (SELECT * FROM main.\"Sales\" LIMIT 100), r(n) as (select 1) select n from r, sales")
    )]
    #[case("WITH sales AS (SELECT 1) SELECT * FROM sales", None)]
    #[case("SELECT 'sales' FROM region", None)]
    fn large_tables_are_read_through_a_sample(#[case] sql: &str, #[case] expected: Option<&str>) {
        let sampling = Sampling::over(&schema(), 100);
        assert_eq!(sampling.rewrite(sql).as_deref(), expected);
    }

    #[test]
    fn a_schema_of_small_tables_samples_nothing() {
        let sampling = Sampling::over(&schema(), 1000);
        assert!(sampling.is_empty());
        assert_eq!(sampling.rewrite("SELECT * FROM sales"), None);
    }
}
