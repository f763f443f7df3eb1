//! Names inside one query: the tables a SELECT reads (with aliases and known columns), its
//! select-list aliases, and the enclosing scopes a correlated subquery sees; plus the text
//! helpers every canonical form shares (identifiers, object names, string literals, folding).
//!
//! Owns: resolving a qualifier to its table key, an unqualified column to its table (the only
//! table in scope, or the only one the schema gives that column), and SQLite's case rules for
//! names (ASCII letters only).
//! Must not touch: rendering of expressions (`canonical.rs`) or the walk over a query.

use super::canonical::Rendered;
use sqlparser::ast::{Ident, ObjectName};

/// One table (or derived table) a query reads, as names resolve against it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ScopeTable {
    /// The name used in canonical text: `singer`, `singer#2` for a second read, `sub0` for a
    /// derived table.
    pub key: String,
    /// The lower-cased table name as written (`None` for a derived table).
    pub name: Option<String>,
    pub alias: Option<String>,
    /// Lower-cased column names, when the schema or the derived query tells them.
    pub columns: Option<Vec<String>>,
}

impl ScopeTable {
    fn has_column(&self, column: &str) -> Option<bool> {
        self.columns
            .as_ref()
            .map(|cs| cs.iter().any(|c| c == column))
    }
}

/// The names visible in one SELECT, with the enclosing query's scope for correlated references.
#[derive(Debug)]
pub(crate) struct Scope<'p> {
    pub tables: Vec<ScopeTable>,
    /// Select-list aliases (lower-cased) and the expressions they name.
    pub aliases: Vec<(String, Rendered)>,
    pub parent: Option<&'p Scope<'p>>,
}

impl<'p> Scope<'p> {
    pub fn new(tables: Vec<ScopeTable>, parent: Option<&'p Scope<'p>>) -> Self {
        Self {
            tables,
            aliases: Vec::new(),
            parent,
        }
    }

    fn chain(&self) -> impl Iterator<Item = (usize, &Scope<'p>)> {
        std::iter::successors(Some(self), |s| s.parent).enumerate()
    }

    /// The key of the table a qualifier (alias or table name) names, and how many scopes up.
    pub fn resolve_qualifier(&self, qualifier: &str) -> Option<(usize, String)> {
        let visible = |t: &&ScopeTable| match &t.alias {
            Some(alias) => alias == qualifier,
            None => t.name.as_deref() == Some(qualifier),
        };
        // An aliased table is not visible by its name, so `t.c` inside `FROM t AS T2` is the
        // enclosing query's `t`; only when nothing else matches is the name taken leniently.
        let named = |t: &&ScopeTable| t.name.as_deref() == Some(qualifier);
        self.chain()
            .find_map(|(up, scope)| {
                scope
                    .tables
                    .iter()
                    .find(visible)
                    .map(|t| (up, t.key.clone()))
            })
            .or_else(|| {
                self.chain().find_map(|(up, scope)| {
                    scope.tables.iter().find(named).map(|t| (up, t.key.clone()))
                })
            })
    }

    /// The table an unqualified column belongs to: the only table in scope that has it (by the
    /// known columns), else the only table in scope, else an enclosing scope that has it.
    pub fn resolve_column(&self, column: &str) -> Option<(usize, String)> {
        for (up, scope) in self.chain() {
            let mut hits = scope
                .tables
                .iter()
                .filter(|t| t.has_column(column) == Some(true));
            if let Some(hit) = hits.next() {
                return if hits.next().is_none() {
                    Some((up, hit.key.clone()))
                } else {
                    None
                };
            }
            let all_known = scope.tables.iter().all(|t| t.columns.is_some());
            if !all_known {
                // A table with unknown columns may hold it: only a lone table is certain.
                return match scope.tables.as_slice() {
                    [only] => Some((up, only.key.clone())),
                    _ => None,
                };
            }
        }
        // Nobody declares it (an invalid or aliased name): a lone table still owns it.
        match self.tables.as_slice() {
            [only] => Some((0, only.key.clone())),
            _ => None,
        }
    }

    /// True when some table in scope (or an enclosing scope) is known to have this column.
    pub fn is_known_column(&self, column: &str) -> bool {
        self.chain()
            .any(|(_, s)| s.tables.iter().any(|t| t.has_column(column) == Some(true)))
    }

    pub fn alias(&self, name: &str) -> Option<&Rendered> {
        self.aliases.iter().find(|(a, _)| a == name).map(|(_, r)| r)
    }
}

/// A lower-cased, unquoted identifier.
pub(crate) fn ident(id: &Ident) -> String {
    // SQLite folds only ASCII letters in names: `"Ünï"` and `"ünï"` are different tables.
    id.value.to_ascii_lowercase()
}

/// A lower-cased dotted object name.
pub(crate) fn object_name(name: &ObjectName) -> String {
    name.0
        .iter()
        .map(|part| match part.as_ident() {
            Some(id) => ident(id),
            None => fold(&part.to_string()),
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// A string literal in canonical single quotes (case kept).
pub(crate) fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

/// Canonical text for constructs rendered by sqlparser's Display: lower-cased outside single
/// quotes, whitespace runs folded to one space.
pub(crate) fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_string = false;
    let mut space = false;
    for c in text.chars() {
        if c == '\'' {
            in_string = !in_string;
        }
        if !in_string && c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(if in_string { c } else { c.to_ascii_lowercase() });
    }
    out
}
