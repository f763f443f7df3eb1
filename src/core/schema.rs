//! The database schema as the core sees it: tables, columns, keys and the join graph.
//!
//! Owns: the plain data that `db::introspect` fills in, case-insensitive look-ups, the schema
//! fingerprint that keys learned state, and shortest join paths over foreign keys.
//! Must not touch: SQLite itself (that is `db/`); this module only describes what was read.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, VecDeque};

/// One column of a table or view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Column {
    pub name: String,
    /// The declared type as written in the DDL (`TEXT`, `INTEGER`, `varchar(20)`, or empty).
    pub decl_type: String,
    pub not_null: bool,
    /// A few distinct values, rendered as text, for linking and for showing what a column holds.
    #[serde(default)]
    pub samples: Vec<String>,
}

impl Column {
    /// Declared as text (`TEXT`, `VARCHAR(20)`, `CLOB`, DuckDB's `STRING`): numbers and codes
    /// stored in it are text, compared and ordered as text.
    pub fn declared_text(&self) -> bool {
        let declared = self.decl_type.to_ascii_uppercase();
        ["CHAR", "TEXT", "CLOB", "STRING"]
            .iter()
            .any(|t| declared.contains(t))
    }
}

/// A table or a view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Table {
    pub name: String,
    pub columns: Vec<Column>,
    /// Primary-key column names in key order (empty when the table has none).
    #[serde(default)]
    pub primary_key: Vec<String>,
    #[serde(default)]
    pub row_count: Option<u64>,
    /// `Some(definition)` for a view.
    #[serde(default)]
    pub view_sql: Option<String>,
}

impl Table {
    /// The texts a similarity compares for this table: its name and each column's name, bare
    /// and table-qualified (what a model embeds ahead of linking). Sample values are not among
    /// them: they link by the value index's words, never by similarity.
    pub fn linkable_texts(&self) -> Vec<String> {
        let mut out = vec![self.name.clone()];
        for c in &self.columns {
            out.push(c.name.clone());
            out.push(format!("{} {}", self.name, c.name));
        }
        out
    }

    /// A table with these columns (no declared type) and primary key: for synthetic schemas
    /// and test fixtures.
    pub fn with_columns(name: &str, columns: &[&str], primary_key: &[&str]) -> Table {
        Table {
            name: name.into(),
            columns: columns
                .iter()
                .map(|c| Column {
                    name: (*c).into(),
                    ..Column::default()
                })
                .collect(),
            primary_key: primary_key.iter().map(|c| (*c).to_string()).collect(),
            ..Table::default()
        }
    }

    /// The column named `name`, compared without regard to ASCII case (as SQLite does).
    pub fn column(&self, name: &str) -> Option<&Column> {
        self.columns
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(name))
    }

    /// True when this table stores some of `base`'s columns apart: at least two columns, fewer
    /// than `base`'s, every one of them (by name) `base`'s. A table with all of another's
    /// columns is a synonym copy, not a part: its rows are other rows. Whether the two share a
    /// key is the caller's to check (the join graph and the session know keys differently).
    pub fn holds_part_of(&self, base: &Table) -> bool {
        self.columns.len() >= 2
            && self.columns.len() < base.columns.len()
            && self.columns.iter().all(|c| base.column(&c.name).is_some())
    }
}

/// A join key between two tables: declared (`FOREIGN KEY`) or inferred (same-named id columns).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForeignKey {
    pub from_table: String,
    pub from_column: String,
    pub to_table: String,
    pub to_column: String,
    /// True when no constraint declares it and it was inferred from column names.
    #[serde(default)]
    pub inferred: bool,
}

/// A whole database schema.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct Schema {
    pub tables: Vec<Table>,
    #[serde(default)]
    pub foreign_keys: Vec<ForeignKey>,
    /// The engine the schema was read from: the dialect every reading over it is written in.
    #[serde(default)]
    pub engine: crate::core::engine::Engine,
    /// The namespace holding the tables, when SQL must name it (`public` on PostgreSQL;
    /// empty means the engine's default, `main` on SQLite and DuckDB).
    #[serde(default)]
    pub namespace: String,
}

impl Schema {
    /// Every table and `table.column` name, tables each followed by their columns: the
    /// components a question's phrases are linked to (selector, linking step, hints).
    pub fn components(&self) -> Vec<String> {
        self.tables
            .iter()
            .flat_map(|t| {
                std::iter::once(t.name.clone()).chain(
                    t.columns
                        .iter()
                        .map(move |c| format!("{}.{}", t.name, c.name)),
                )
            })
            .collect()
    }

    /// Every table's [`Table::linkable_texts`].
    pub fn linkable_texts(&self) -> Vec<String> {
        self.tables.iter().flat_map(Table::linkable_texts).collect()
    }

    /// The table named `name`, compared without regard to ASCII case.
    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name))
    }

    /// A stable hex digest of the schema's structure (tables, columns, types, keys), ignoring
    /// row counts and sample values, so learned state survives data changes but not renames.
    pub fn fingerprint(&self) -> String {
        let mut hasher = Sha256::new();
        let mut tables: Vec<&Table> = self.tables.iter().collect();
        tables.sort_by_key(|t| t.name.to_ascii_lowercase());
        for table in tables {
            hasher.update(b"T");
            hasher.update(table.name.to_ascii_lowercase().as_bytes());
            for column in &table.columns {
                hasher.update(b"\x1fC");
                hasher.update(column.name.to_ascii_lowercase().as_bytes());
                hasher.update(b":");
                hasher.update(column.decl_type.to_ascii_lowercase().as_bytes());
            }
            hasher.update(b"\x1e");
        }
        let mut keys: Vec<String> = self
            .foreign_keys
            .iter()
            .filter(|k| !k.inferred)
            .map(|k| {
                format!(
                    "{}.{}>{}.{}",
                    k.from_table, k.from_column, k.to_table, k.to_column
                )
                .to_ascii_lowercase()
            })
            .collect();
        keys.sort();
        for key in keys {
            hasher.update(b"K");
            hasher.update(key.as_bytes());
        }
        let digest = hasher.finalize();
        digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
    }

    /// Join edges per table (lower-cased name), each edge once in each direction.
    fn adjacency(&self) -> BTreeMap<String, Vec<(String, &ForeignKey)>> {
        let mut adj: BTreeMap<String, Vec<(String, &ForeignKey)>> = BTreeMap::new();
        for key in &self.foreign_keys {
            let from = key.from_table.to_ascii_lowercase();
            let to = key.to_table.to_ascii_lowercase();
            adj.entry(from.clone()).or_default().push((to.clone(), key));
            adj.entry(to).or_default().push((from, key));
        }
        adj
    }

    /// The shortest chain of join keys connecting `from` to `to` (breadth-first over the join
    /// graph; ties broken by schema order so the result is deterministic). `Some(vec![])` when
    /// both name the same table, `None` when they are not connected.
    pub fn join_path(&self, from: &str, to: &str) -> Option<Vec<ForeignKey>> {
        let from = from.to_ascii_lowercase();
        let to = to.to_ascii_lowercase();
        if from == to {
            return Some(Vec::new());
        }
        let adj = self.adjacency();
        let mut previous: BTreeMap<String, (String, &ForeignKey)> = BTreeMap::new();
        let mut queue = VecDeque::from([from.clone()]);
        while let Some(table) = queue.pop_front() {
            for (next, key) in adj.get(&table).map(Vec::as_slice).unwrap_or_default() {
                if *next == from || previous.contains_key(next) {
                    continue;
                }
                previous.insert(next.clone(), (table.clone(), key));
                if *next == to {
                    let mut path = Vec::new();
                    let mut at = to.clone();
                    while let Some((prev, key)) = previous.get(&at) {
                        path.push((*key).clone());
                        at = prev.clone();
                    }
                    path.reverse();
                    return Some(path);
                }
                queue.push_back(next.clone());
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str, columns: &[&str]) -> Table {
        Table::with_columns(name, columns, &[])
    }

    fn fk(from: &str, fc: &str, to: &str, tc: &str) -> ForeignKey {
        ForeignKey {
            from_table: from.into(),
            from_column: fc.into(),
            to_table: to.into(),
            to_column: tc.into(),
            inferred: false,
        }
    }

    fn pets() -> Schema {
        Schema {
            tables: vec![
                table("Student", &["StuID", "Age"]),
                table("Has_Pet", &["StuID", "PetID"]),
                table("Pets", &["PetID", "PetType"]),
                table("Lonely", &["x"]),
            ],
            foreign_keys: vec![
                fk("Has_Pet", "StuID", "Student", "StuID"),
                fk("Has_Pet", "PetID", "Pets", "PetID"),
            ],
            ..Default::default()
        }
    }

    #[test]
    fn lookups_ignore_case() {
        let s = pets();
        assert_eq!(s.table("student").map(|t| t.name.as_str()), Some("Student"));
        assert!(s.table("pets").and_then(|t| t.column("pettype")).is_some());
    }

    #[test]
    fn join_path_walks_foreign_keys_both_ways() {
        let s = pets();
        let path = s.join_path("Student", "Pets").expect("connected");
        assert_eq!(path.len(), 2);
        assert_eq!(path[0].to_table, "Student");
        assert_eq!(path[1].to_table, "Pets");
        assert_eq!(s.join_path("pets", "PETS"), Some(vec![]));
        assert_eq!(s.join_path("Student", "Lonely"), None);
    }

    #[test]
    fn fingerprint_ignores_data_but_not_structure() {
        let a = pets();
        let mut b = pets();
        b.tables[0].row_count = Some(42);
        b.tables[0].columns[0].samples = vec!["1".into()];
        assert_eq!(a.fingerprint(), b.fingerprint());
        b.tables[0].columns[1].name = "Years".into();
        assert_ne!(a.fingerprint(), b.fingerprint());
        assert_eq!(a.fingerprint().len(), 16);
    }
}
