//! Schema components a SQL reading uses, and masking them out of a schema (ODIN §5, `Col_Used`
//! and `Remove_Col` of Algorithm 1, widened to whole tables).
//!
//! Owns: [`Component`], reading the components of a query from its atoms ([`components_of`]),
//! removing one from a schema ([`mask`], [`apply_mask`]), and the identity of a masked schema for
//! the seen-set: by its contents ([`schema_key`]) or, before it is built, by what was masked
//! ([`mask_key`]).
//! Must not touch: parsing (atoms arrive already made by `core::sql`) or the search itself.

use crate::core::schema::Schema;
use crate::core::sql::{Atom, AtomKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// One maskable part of a schema, spelled as the schema spells it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Component {
    /// A whole table (masking it also drops the foreign keys that touch it).
    Table(String),
    /// A column of a table: `(table, column)`.
    Column(String, String),
}

impl Component {
    /// The table this component belongs to.
    pub fn table(&self) -> &str {
        match self {
            Component::Table(t) | Component::Column(t, _) => t,
        }
    }

    /// True when `schema` still holds this component (tests check what masking hid with it).
    #[cfg(test)]
    pub fn present_in(&self, schema: &Schema) -> bool {
        match self {
            Component::Table(t) => schema.table(t).is_some(),
            Component::Column(t, c) => schema.table(t).and_then(|t| t.column(c)).is_some(),
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Component::Table(t) => write!(f, "{t}"),
            Component::Column(t, c) => write!(f, "{t}.{c}"),
        }
    }
}

/// The tables and columns of `schema` that a query's atoms use, in order of first appearance,
/// without repeats.
///
/// Tables come from table atoms (a self-join's `singer#2` is `singer`); columns from every
/// `table.column` reference in any atom's canonical text (string literals skipped), so join
/// keys, predicates and nested queries count, as `Col_Used` does. Only names the schema holds
/// are returned, so CTE names, derived tables and hallucinated names never become components.
/// Unqualified column names cannot be attributed: atomise with the schema
/// (`atomize_with_schema`) so that the atomiser qualifies them first.
pub fn components_of(sql_atoms: &[Atom], schema: &Schema) -> Vec<Component> {
    let mut out: Vec<Component> = Vec::new();
    let mut push = |component: Component| {
        if !out.contains(&component) {
            out.push(component);
        }
    };
    for atom in sql_atoms {
        // Keys are `{path}|{kind}|{canonical}`; the path has dots of its own, so skip it.
        let canonical = crate::core::sql::key_parts(&atom.key).map_or("", |(_, _, c)| c);
        if atom.kind == AtomKind::Table {
            if let Some(table) = schema.table(strip_copy_suffix(canonical)) {
                push(Component::Table(table.name.clone()));
            }
        }
        for (_, component) in column_refs(canonical, schema) {
            push(component);
        }
    }
    out
}

/// `singer#2` (the atomiser's name for a second read of a table) → `singer`.
fn strip_copy_suffix(name: &str) -> &str {
    match name.rsplit_once('#') {
        Some((base, n)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => base,
        _ => name,
    }
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// Byte ranges of `text` outside single-quoted string literals (`''` escapes stay inside).
fn unquoted_ranges(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut ranges = Vec::new();
    let mut start = Some(0);
    for (i, b) in text.bytes().enumerate() {
        if b != b'\'' {
            continue;
        }
        // A `''` escape closes and reopens a literal: toggling twice keeps the state right.
        match start.take() {
            Some(s) => ranges.push(s..i),
            None => start = Some(i + 1),
        }
    }
    if let Some(s) = start {
        ranges.push(s..text.len());
    }
    ranges
}

/// Every `table.column` (or `table#n.column`) of the schema named in `text`, with its offset.
/// Matching is schema-driven rather than token-driven so names with spaces (`singer.song name`,
/// as the canonical form writes quoted identifiers) are found; the longest column wins when one
/// column's name is a prefix of another's.
fn column_refs(text: &str, schema: &Schema) -> Vec<(usize, Component)> {
    // Offsets index the lowered text throughout; they only order the results.
    let lower = text.to_lowercase();
    if !lower.contains('.') {
        return Vec::new();
    }
    let bytes = lower.as_bytes();
    let mut found: Vec<(usize, Component)> = Vec::new();
    for range in unquoted_ranges(&lower) {
        let segment = &lower[range.clone()];
        for table in &schema.tables {
            let name = table.name.to_lowercase();
            if name.is_empty() {
                continue;
            }
            for (at, _) in segment.match_indices(&name) {
                let start = range.start + at;
                if start > 0 && (is_ident_byte(bytes[start - 1]) || bytes[start - 1] == b'.') {
                    continue;
                }
                let mut rest = &lower[start + name.len()..range.end];
                if let Some(after_hash) = rest.strip_prefix('#') {
                    let digits = after_hash.bytes().take_while(u8::is_ascii_digit).count();
                    rest = &after_hash[digits..];
                }
                let Some(rest) = rest.strip_prefix('.') else {
                    continue;
                };
                let best = table
                    .columns
                    .iter()
                    .filter(|c| {
                        let c = c.name.to_lowercase();
                        !c.is_empty()
                            && rest.starts_with(&c)
                            && !rest
                                .as_bytes()
                                .get(c.len())
                                .is_some_and(|b| is_ident_byte(*b))
                    })
                    .max_by_key(|c| c.name.len());
                if let Some(column) = best {
                    found.push((
                        start,
                        Component::Column(table.name.clone(), column.name.clone()),
                    ));
                }
            }
        }
    }
    found.sort_by_key(|(at, _)| *at);
    found
}

/// `schema` without `component`. Masking a column also drops it from the primary key and drops
/// the foreign keys that name it (a key to a column the model cannot see would leak it back);
/// masking a table drops the table and every foreign key touching it. A component the schema
/// does not hold leaves it unchanged.
pub fn mask(schema: &Schema, component: &Component) -> Schema {
    let mut out = schema.clone();
    match component {
        Component::Table(t) => {
            out.tables
                .retain(|table| !table.name.eq_ignore_ascii_case(t));
            out.foreign_keys.retain(|k| {
                !k.from_table.eq_ignore_ascii_case(t) && !k.to_table.eq_ignore_ascii_case(t)
            });
        }
        Component::Column(t, c) => {
            for table in out
                .tables
                .iter_mut()
                .filter(|x| x.name.eq_ignore_ascii_case(t))
            {
                table
                    .columns
                    .retain(|col| !col.name.eq_ignore_ascii_case(c));
                table.primary_key.retain(|k| !k.eq_ignore_ascii_case(c));
            }
            let names = |table: &str, column: &str| {
                table.eq_ignore_ascii_case(t) && column.eq_ignore_ascii_case(c)
            };
            out.foreign_keys.retain(|k| {
                !names(&k.from_table, &k.from_column) && !names(&k.to_table, &k.to_column)
            });
        }
    }
    out
}

/// `schema` with every component of `components` masked, in order.
pub fn apply_mask(schema: &Schema, components: &[Component]) -> Schema {
    components
        .iter()
        .fold(schema.clone(), |masked, component| mask(&masked, component))
}

/// True when no column is left: Algorithm 1's "new_sch is not empty" test. A schema of tables
/// whose columns are all masked gives a generator nothing to select, so it counts as empty.
pub fn is_empty(schema: &Schema) -> bool {
    schema.tables.iter().all(|t| t.columns.is_empty())
}

/// The identity of the schema `mask` leaves of one schema, from the mask alone: its components
/// case-folded, sorted, without repeats, and without the columns of a masked table (masking a
/// table drops its columns and keys, so `{T, T.c}` leaves what `{T}` leaves). Two masks of
/// one schema leave the same schema exactly when their keys are equal (each component masks
/// something, since [`components_of`] returns only names the schema holds, and a column masked
/// to an empty table still leaves the table), so the search can refuse a repeat before it
/// clones and masks a schema for it.
pub fn mask_key(mask: &[Component]) -> Vec<String> {
    let masked_tables: BTreeSet<String> = mask
        .iter()
        .filter_map(|c| match c {
            Component::Table(t) => Some(t.to_lowercase()),
            Component::Column(..) => None,
        })
        .collect();
    let mut key: Vec<String> = mask
        .iter()
        .filter_map(|c| match c {
            Component::Table(t) => Some(format!("t\u{1f}{}", t.to_lowercase())),
            Component::Column(t, c) => {
                let t = t.to_lowercase();
                (!masked_tables.contains(&t))
                    .then(|| format!("c\u{1f}{t}\u{1f}{}", c.to_lowercase()))
            }
        })
        .collect();
    key.sort_unstable();
    key.dedup();
    key
}

/// The identity of a masked schema for the seen-set: its tables, columns and keys, case-folded
/// and sorted, so two masking orders that reach the same schema collide.
pub fn schema_key(schema: &Schema) -> Vec<String> {
    let mut key: Vec<String> = Vec::new();
    for table in &schema.tables {
        let t = table.name.to_lowercase();
        key.push(format!("t\u{1f}{t}"));
        for column in &table.columns {
            key.push(format!("c\u{1f}{t}\u{1f}{}", column.name.to_lowercase()));
        }
    }
    for k in &schema.foreign_keys {
        key.push(
            format!(
                "k\u{1f}{}\u{1f}{}\u{1f}{}\u{1f}{}",
                k.from_table, k.from_column, k.to_table, k.to_column
            )
            .to_lowercase(),
        );
    }
    key.sort_unstable();
    key
}
