//! The public face of the atomiser: SQL text in, [`Atom`]s out (AtomSQL §2.1).
//!
//! Owns: parsing one SQLite statement with sqlparser under a recursion limit and an operator
//! budget (so hostile input is an error, never a stack overflow), finishing the walker's raw
//! atoms into keys (`{path}|{kind}|{canonical}`) and slots (`{path}|{slot}`), the atom order, and
//! the text renderings built on atoms (canonical form, tree view).
//! Must not touch: execution, schemas on disk, or anything but the text it is given.

use super::spans::Tokens;
use super::walk::{first_word, RawAtom, Walker};
use super::{Atom, SqlError};
use crate::core::schema::Schema;
use sqlparser::ast::Statement;
use sqlparser::parser::Parser;
use sqlparser::tokenizer::Tokenizer;
use std::cmp::Reverse;

/// sqlparser's nesting limit (parentheses, subqueries, unary operators). 50 is its default and
/// keeps the parser well inside a 2 MiB thread stack even in debug builds.
pub const RECURSION_LIMIT: usize = 50;

/// Most operator tokens one statement may hold. Binary-operator chains nest the AST one level per
/// operator without counting against the recursion limit, and sqlparser's own recursive passes
/// (`Spanned`, `Display`) overflow a 2 MiB stack at a few thousand levels; no generated reading of
/// a question comes near this.
pub const MAX_OPERATORS: usize = 1_000;

/// Decompose one SQLite query into atoms. Unqualified columns are qualified with the table when
/// exactly one table is in scope.
pub fn atomize(sql: &str) -> Result<Vec<Atom>, SqlError> {
    run(sql, None)
}

/// As [`atomize`], resolving unqualified columns through `schema` when several tables are in
/// scope, and reading a double-quoted name the schema does not know as a string (as SQLite does).
pub fn atomize_with_schema(sql: &str, schema: &Schema) -> Result<Vec<Atom>, SqlError> {
    run(sql, Some(schema))
}

/// The canonical form of a query: its sorted, de-duplicated atom keys, one per line. Two queries
/// with the same canonical form are the same reading.
pub fn canonical_sql(sql: &str) -> Result<String, SqlError> {
    Ok(canonical_of(&atomize(sql)?))
}

/// As [`canonical_sql`], with schema-aware column resolution.
pub fn canonical_sql_with_schema(sql: &str, schema: &Schema) -> Result<String, SqlError> {
    Ok(canonical_of(&atomize_with_schema(sql, schema)?))
}

fn canonical_of(atoms: &[Atom]) -> String {
    let mut keys: Vec<&str> = atoms.iter().map(|a| a.key.as_str()).collect();
    keys.sort_unstable();
    keys.dedup();
    keys.join("\n")
}

/// How deeply an atom's path nests: one level per subquery, set-operation branch or CTE.
pub fn nesting_level(path: &str) -> usize {
    let mut level = 0;
    let mut after_with = false;
    for segment in path.split('.').filter(|s| !s.is_empty()) {
        if !after_with
            && (segment.starts_with("sub") || segment.starts_with("set") || segment == "with")
        {
            level += 1;
        }
        after_with = segment == "with";
    }
    level
}

fn run(sql: &str, schema: Option<&Schema>) -> Result<Vec<Atom>, SqlError> {
    // Read in the dialect the SQL was written for (the schema's engine; SQLite without one).
    let dialect = schema
        .map(|s| s.engine)
        .unwrap_or_default()
        .parser_dialect();
    let dialect = &*dialect;
    let raw = Tokenizer::new(dialect, sql)
        .tokenize_with_location()
        .map_err(|e| SqlError::Parse(e.to_string()))?;
    let toks = Tokens::new(sql, &raw);
    let operators = toks.operator_count();
    if operators > MAX_OPERATORS {
        return Err(SqlError::Unsupported(format!(
            "{operators} operators (at most {MAX_OPERATORS})"
        )));
    }
    let statements = Parser::new(dialect)
        .with_recursion_limit(RECURSION_LIMIT)
        .with_tokens_with_locations(raw)
        .parse_statements()
        .map_err(|e| SqlError::Parse(e.to_string()))?;
    let [statement] = statements.as_slice() else {
        return Err(SqlError::StatementCount(statements.len()));
    };
    let Statement::Query(query) = statement else {
        return Err(SqlError::NotAQuery(first_word(statement)));
    };
    let out = Walker::new(&toks, schema).query(query, None)?;
    Ok(finish(sql, out.atoms))
}

/// Absolute keys and slots, texts cut from the SQL, in text order (which for SQL as written is
/// clause order); an enclosing atom comes before the atoms inside it.
fn finish(sql: &str, raw: Vec<RawAtom>) -> Vec<Atom> {
    let mut atoms: Vec<Atom> = raw
        .into_iter()
        .map(|a| {
            let span = if sql.get(a.span.clone()).is_some() {
                a.span
            } else {
                0..0
            };
            Atom {
                kind: a.kind,
                text: sql.get(span.clone()).unwrap_or_default().to_string(),
                key: format!("{}|{}|{}", a.path, a.kind.as_str(), a.canonical),
                slot: format!("{}|{}", a.path, a.slot),
                path: a.path,
                span,
                nl: None,
            }
        })
        .collect();
    atoms.sort_by(|a, b| {
        (a.span.start, Reverse(a.span.end), a.kind, &a.key).cmp(&(
            b.span.start,
            Reverse(b.span.end),
            b.kind,
            &b.key,
        ))
    });
    atoms
}
