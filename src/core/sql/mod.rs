//! SQL atoms (AtomSQL §2.1): a SQL string decomposed into clause-level units.
//!
//! Owns: parsing SQLite SQL with `sqlparser` and turning the AST into [`Atom`]s, each with its byte
//! span in the original text (for highlighting), a canonical key (aliases resolved, case and
//! whitespace folded, commutative comparisons normalised) and a structural slot (which clause, at
//! which nesting path) that groups the atoms candidates may disagree on.
//! Must not touch: execution, schemas on disk, or anything but the text it is given. Unparseable
//! SQL is an [`SqlError`] value, never a panic.

mod atomize;
mod canonical;
mod clauses;
mod from;
#[cfg(test)]
mod prop_tests;
mod scope;
mod spans;
#[cfg(test)]
mod tests;
mod walk;

pub use atomize::{
    atomize, atomize_with_schema, canonical_sql, canonical_sql_with_schema, nesting_level,
    MAX_OPERATORS, RECURSION_LIMIT,
};

use serde::{Deserialize, Serialize};
use std::ops::Range;

/// What part of a query an atom is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AtomKind {
    /// A table or view read in FROM / JOIN.
    Table,
    /// A join condition (`a.x = b.y`), from ON/USING or an equality between two tables in WHERE.
    Join,
    /// A projected expression that is not an aggregate.
    Projection,
    /// A projected aggregate (`COUNT(*)`, `AVG(salary)`).
    Aggregate,
    /// One top-level conjunct of WHERE.
    Predicate,
    /// One top-level conjunct of HAVING.
    Having,
    /// One GROUP BY key.
    GroupBy,
    /// One ORDER BY key with its direction.
    OrderBy,
    Limit,
    Offset,
    Distinct,
    /// UNION / INTERSECT / EXCEPT (with ALL when present).
    SetOp,
    /// A nested query as a whole (its own atoms carry a longer path).
    Subquery,
}

impl AtomKind {
    /// The lower-case name used in JSON output and slot keys.
    pub fn as_str(self) -> &'static str {
        match self {
            AtomKind::Table => "table",
            AtomKind::Join => "join",
            AtomKind::Projection => "projection",
            AtomKind::Aggregate => "aggregate",
            AtomKind::Predicate => "predicate",
            AtomKind::Having => "having",
            AtomKind::GroupBy => "group_by",
            AtomKind::OrderBy => "order_by",
            AtomKind::Limit => "limit",
            AtomKind::Offset => "offset",
            AtomKind::Distinct => "distinct",
            AtomKind::SetOp => "set_op",
            AtomKind::Subquery => "subquery",
        }
    }

    /// The clause a person would name for this kind ("SELECT", "WHERE", …) in questions and UI.
    pub fn clause(self) -> &'static str {
        match self {
            AtomKind::Table => "FROM",
            AtomKind::Join => "JOIN",
            AtomKind::Projection | AtomKind::Aggregate | AtomKind::Distinct => "SELECT",
            AtomKind::Predicate => "WHERE",
            AtomKind::Having => "HAVING",
            AtomKind::GroupBy => "GROUP BY",
            AtomKind::OrderBy => "ORDER BY",
            AtomKind::Limit => "LIMIT",
            AtomKind::Offset => "OFFSET",
            AtomKind::SetOp => "SET OPERATION",
            AtomKind::Subquery => "SUBQUERY",
        }
    }
}

/// One clause-level unit of a SQL query.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Atom {
    pub kind: AtomKind,
    /// Where the atom sits: `""` for the outermost query, then one segment per nesting step, e.g.
    /// `"where0.sub"` for atoms inside the subquery of the first WHERE conjunct, `"set1"` for the
    /// right-hand branch of a set operation.
    pub path: String,
    /// The atom as written in the SQL (the text of `span`).
    pub text: String,
    /// Byte range of the atom in the original SQL string.
    pub span: Range<usize>,
    /// Canonical form: equal keys mean the same atom, whatever the aliases, case or spacing.
    /// Starts with `path` and the kind, so equal texts in different clauses stay different.
    pub key: String,
    /// The structural slot: `path` + the slot name of the kind (projections and aggregates share
    /// the `select` slot). Candidates disagree on a slot when their sets of keys in it differ.
    pub slot: String,
    /// The question phrase (NL atom) this atom serves, when a generator or the linker knows it.
    #[serde(default)]
    pub nl: Option<String>,
}

impl Atom {
    /// The row this atom belongs to in the agreement matrix: its NL atom when known, else its slot.
    pub fn row(&self) -> &str {
        self.nl.as_deref().unwrap_or(&self.slot)
    }
}

/// An atom key's parts, `(path, kind, canonical)`: keys are `path|kind|canonical`, and
/// neither the path nor the kind holds a `|` (the canonical text may).
pub fn key_parts(key: &str) -> Option<(&str, &str, &str)> {
    let mut parts = key.splitn(3, '|');
    Some((parts.next()?, parts.next()?, parts.next()?))
}

/// Why a SQL string could not be decomposed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SqlError {
    #[error("SQL does not parse: {0}")]
    Parse(String),
    #[error("expected exactly one statement, found {0}")]
    StatementCount(usize),
    #[error("only queries can be decomposed, not {0}")]
    NotAQuery(String),
    #[error("unsupported SQL construct: {0}")]
    Unsupported(String),
}
