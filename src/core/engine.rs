//! The engine port's pure half: which SQL dialect a database speaks and what follows from it.
//!
//! Owns: [`Engine`] (SQLite, DuckDB, PostgreSQL), the identifier quoting each needs, the
//! case-insensitive pattern operator, the parser dialect atoms are read with, and the name SQL
//! uses for the namespace that holds the user's tables. Everything that differs in the *text*
//! of SQL between engines is decided here, so the generator, the prompts, sampling and the atom
//! reader ask one place.
//! Must not touch: connections or I/O — that half of the port is `db/` (one backend per engine
//! behind `SafeDb`).

use serde::{Deserialize, Serialize};

/// The database engine a schema was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    #[default]
    Sqlite,
    Duckdb,
    Postgres,
}

impl Engine {
    /// The engine's name as users know it (messages, `--json`, prompts).
    pub fn label(self) -> &'static str {
        match self {
            Self::Sqlite => "SQLite",
            Self::Duckdb => "DuckDB",
            Self::Postgres => "PostgreSQL",
        }
    }

    /// `name` as an SQL identifier: bare when the engine reads the bare word as exactly this
    /// name, quoted otherwise. PostgreSQL folds bare identifiers to lower case, so any upper-case
    /// letter needs quotes there; SQLite and DuckDB resolve names without regard to case.
    pub fn ident(self, name: &str) -> String {
        let plain = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        let folds_case = self == Self::Postgres && name.chars().any(|c| c.is_ascii_uppercase());
        if plain && !folds_case && !self.is_reserved(name) {
            name.to_string()
        } else {
            quote(name)
        }
    }

    /// The operator for a pattern match that ignores case, as SQLite's `LIKE` does for ASCII
    /// (the meaning the built-in generator's "contains"/"starts with" readings were written for):
    /// PostgreSQL's and DuckDB's `LIKE` respect case, their `ILIKE` does not.
    pub fn like(self, negated: bool) -> &'static str {
        match (self, negated) {
            (Self::Sqlite, false) => "LIKE",
            (Self::Sqlite, true) => "NOT LIKE",
            (_, false) => "ILIKE",
            (_, true) => "NOT ILIKE",
        }
    }

    /// The left side of a pattern match on a column declared `decl_type`: SQLite matches any
    /// value as its text, PostgreSQL and DuckDB only text — a date, number or enum is matched as
    /// its text form there (`CAST(order_date AS TEXT) LIKE '2023%'` is "in 2023" on a `DATE`).
    pub fn pattern_operand(self, column: &str, decl_type: &str) -> String {
        let upper = decl_type.to_ascii_uppercase();
        let textual = ["CHAR", "TEXT", "CLOB", "STRING"]
            .iter()
            .any(|t| upper.contains(t))
            || matches!(upper.as_str(), "NAME" | "CITEXT");
        if self == Self::Sqlite || textual {
            column.to_string()
        } else {
            format!("CAST({column} AS TEXT)")
        }
    }

    /// What lets a grouped query show a column it does not group by. SQLite takes any such
    /// "bare" column (from some row of the group); PostgreSQL only one its grouped primary key
    /// determines; DuckDB none — the GROUP BY must name it.
    pub fn bare_columns(self) -> BareColumns {
        match self {
            Self::Sqlite => BareColumns::Any,
            Self::Postgres => BareColumns::KeyDetermined,
            Self::Duckdb => BareColumns::None,
        }
    }

    /// The parser dialect SQL for this engine is read with.
    pub fn parser_dialect(self) -> Box<dyn sqlparser::dialect::Dialect> {
        match self {
            Self::Sqlite => Box::new(sqlparser::dialect::SQLiteDialect {}),
            Self::Duckdb => Box::new(sqlparser::dialect::DuckDbDialect {}),
            Self::Postgres => Box::new(sqlparser::dialect::PostgreSqlDialect {}),
        }
    }
}

/// Which non-grouped columns a grouped query may show ([`Engine::bare_columns`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BareColumns {
    Any,
    /// Those of a table whose primary key the query groups by.
    KeyDetermined,
    None,
}

/// An identifier in double quotes, inner quotes doubled (standard SQL, all three engines).
pub fn quote(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// SQLite's keywords that cannot stand bare where the generator writes names.
const SQLITE_RESERVED: &[&str] = &[
    "abort",
    "action",
    "add",
    "all",
    "alter",
    "and",
    "as",
    "asc",
    "between",
    "by",
    "case",
    "check",
    "collate",
    "column",
    "constraint",
    "create",
    "cross",
    "current",
    "default",
    "delete",
    "desc",
    "distinct",
    "drop",
    "else",
    "end",
    "escape",
    "except",
    "exists",
    "from",
    "full",
    "glob",
    "group",
    "having",
    "in",
    "index",
    "inner",
    "insert",
    "intersect",
    "into",
    "is",
    "isnull",
    "join",
    "key",
    "left",
    "like",
    "limit",
    "match",
    "natural",
    "not",
    "notnull",
    "null",
    "of",
    "offset",
    "on",
    "or",
    "order",
    "outer",
    "primary",
    "references",
    "regexp",
    "right",
    "select",
    "set",
    "table",
    "then",
    "to",
    "transaction",
    "union",
    "unique",
    "update",
    "using",
    "values",
    "when",
    "where",
    "with",
];

/// What PostgreSQL and DuckDB reserve beyond SQLite's list (their grammars reserve more words).
const WIDER_RESERVED: &[&str] = &[
    "analyse",
    "analyze",
    "any",
    "array",
    "asymmetric",
    "both",
    "cast",
    "deferrable",
    "do",
    "false",
    "fetch",
    "for",
    "foreign",
    "grant",
    "ilike",
    "initially",
    "lateral",
    "leading",
    "localtime",
    "localtimestamp",
    "only",
    "placing",
    "qualify",
    "returning",
    "session_user",
    "similar",
    "some",
    "symmetric",
    "trailing",
    "true",
    "user",
    "variadic",
    "window",
];

impl Engine {
    fn is_reserved(self, name: &str) -> bool {
        let lower = name.to_ascii_lowercase();
        // `current_…` names are SQL's special value functions there (the date, the user…).
        SQLITE_RESERVED.contains(&lower.as_str())
            || (self != Self::Sqlite
                && (WIDER_RESERVED.contains(&lower.as_str()) || lower.starts_with("current_")))
    }
}

#[cfg(test)]
mod tests {
    use super::Engine;
    use rstest::rstest;

    #[rstest]
    #[case(Engine::Sqlite, "DATE", "d")]
    #[case(Engine::Postgres, "date", "CAST(d AS TEXT)")]
    #[case(Engine::Duckdb, "TIMESTAMP", "CAST(d AS TEXT)")]
    #[case(Engine::Duckdb, "INTEGER", "CAST(d AS TEXT)")]
    #[case(Engine::Postgres, "character varying(20)", "d")]
    #[case(Engine::Postgres, "text", "d")]
    #[case(Engine::Duckdb, "VARCHAR", "d")]
    #[case(Engine::Postgres, "mood", "CAST(d AS TEXT)")]
    fn only_typed_engines_match_patterns_on_a_text_form_of_non_text_columns(
        #[case] engine: Engine,
        #[case] decl_type: &str,
        #[case] rendered: &str,
    ) {
        assert_eq!(engine.pattern_operand("d", decl_type), rendered);
    }

    #[rstest]
    #[case(Engine::Sqlite, "singer", "singer")]
    #[case(Engine::Sqlite, "StuID", "StuID")]
    #[case(Engine::Duckdb, "StuID", "StuID")]
    #[case(Engine::Postgres, "StuID", "\"StuID\"")]
    #[case(Engine::Postgres, "stuid", "stuid")]
    #[case(Engine::Postgres, "order", "\"order\"")]
    #[case(Engine::Sqlite, "user", "user")]
    #[case(Engine::Duckdb, "user", "\"user\"")]
    #[case(Engine::Sqlite, "order", "\"order\"")]
    #[case(Engine::Duckdb, "first name", "\"first name\"")]
    #[case(Engine::Postgres, "say \"hi\"", "\"say \"\"hi\"\"\"")]
    fn identifiers_are_bare_only_where_the_engine_reads_them_back_unchanged(
        #[case] engine: Engine,
        #[case] name: &str,
        #[case] rendered: &str,
    ) {
        assert_eq!(engine.ident(name), rendered);
    }

    #[test]
    fn every_engine_parses_what_it_is_asked_to_quote() {
        for engine in [Engine::Sqlite, Engine::Duckdb, Engine::Postgres] {
            let sql = format!(
                "SELECT {} FROM {} WHERE name {} 'a%'",
                engine.ident("Order Total"),
                engine.ident("Sales"),
                engine.like(false)
            );
            let parsed = sqlparser::parser::Parser::parse_sql(&*engine.parser_dialect(), &sql);
            assert!(parsed.is_ok(), "{engine:?}: {sql}: {parsed:?}");
        }
    }
}
