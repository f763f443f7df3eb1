//! What a SQL query *means*, as the benchmark's judges compare it without running anything.
//!
//! Owns: the equivalences the simulated user and the execution match both apply on top of the
//! atoms' canonical keys (which already resolve aliases, fold case and order commutative forms):
//! - `COUNT(col)` over a column that is never NULL (a primary key or a NOT NULL column) is
//!   `COUNT(*)`;
//! - a table joined only through its own primary key and used for nothing else adds no meaning
//!   (join elimination under referential integrity), so a query with and without it is the same
//!   reading;
//! - for result columns, columns that a join condition equates are one column;
//! - a whole number compared (`=`, `<>`) with a column declared text is its text: SQLite gives
//!   the number the column's affinity, so `year = 2014` and `year = '2014'` keep the same rows;
//! - on SQLite, `SUM` and `AVG` of a number cast from text are the `SUM` and `AVG` of the text:
//!   SQLite's sum reads each text as the number it spells, so the cast changes nothing the
//!   analyst asked for (MIN, MAX and comparisons do compare text, and keep their cast);
//! - off SQLite, `LIKE` and `ILIKE` are one pattern match: the benchmarks' gold is SQLite SQL,
//!   where `LIKE` ignores case, and the readings there say `ILIKE` for it.
//!
//! Must not touch: the database. Nothing here executes SQL; the simulated user that builds on it
//! must stay unable to see results.

use crate::core::engine::Engine;
use crate::core::schema::Schema;
use crate::core::sql::{atomize_with_schema, Atom, AtomKind};
use std::collections::{BTreeMap, BTreeSet};

/// A query's meaning: its atom keys under the equivalences above, and the same keys with every
/// redundant join removed (equal to `keys` when there is none).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Meaning {
    pub keys: BTreeSet<String>,
    pub reduced: BTreeSet<String>,
    /// The tables and `table.column`s the reading reads, as the schema spells them (what a
    /// linking question asks).
    pub components: BTreeSet<String>,
}

impl Meaning {
    /// The meaning of `sql` on `schema`; `None` when the SQL cannot be decomposed.
    pub fn of(sql: &str, schema: &Schema) -> Option<Meaning> {
        let atoms = atomize_with_schema(sql, schema).ok()?;
        Some(Meaning::of_atoms(&atoms, schema))
    }

    /// The meaning of already decomposed atoms.
    pub fn of_atoms(atoms: &[Atom], schema: &Schema) -> Meaning {
        let keys: BTreeSet<String> = atoms.iter().map(|a| normalise(&a.key, schema)).collect();
        let reduced = without_redundant_joins(atoms, schema)
            .iter()
            .map(|a| normalise(&a.key, schema))
            .collect();
        let components = crate::core::masking::components_of(atoms, schema)
            .iter()
            .map(|c| c.to_string())
            .collect();
        Meaning {
            keys,
            reduced,
            components,
        }
    }

    /// Does this meaning hold the (normalised) atom key, in either form?
    pub fn implies(&self, key: &str) -> bool {
        self.keys.contains(key) || self.reduced.contains(key)
    }

    /// The two forms, full first.
    pub fn forms(&self) -> [&BTreeSet<String>; 2] {
        [&self.keys, &self.reduced]
    }

    /// Same reading as `other`: equal in some pair of forms.
    pub fn same_as(&self, other: &Meaning) -> bool {
        self.forms()
            .iter()
            .any(|a| other.forms().iter().any(|b| a == b))
    }
}

/// Remove `item` from a subquery digest `(a; b; c)`.
fn drop_item(digest: &str, item: &str) -> String {
    digest
        .replace(&format!("; {item})"), ")")
        .replace(&format!("({item}; "), "(")
        .replace(&format!("; {item}; "), "; ")
}

/// An atom key with the equivalences applied.
pub fn normalise(key: &str, schema: &Schema) -> String {
    let mut out = key.to_string();
    if schema.engine != Engine::Sqlite {
        // The benchmark's gold is SQLite SQL, whose LIKE ignores case; measured on an engine
        // whose LIKE respects it, the gold's LIKE means the ILIKE a reading there spells.
        out = out.replace(" ilike ", " like ");
    }
    if out.contains(" = ") || out.contains(" <> ") {
        out = quote_numbers_against_text(&out, schema);
    }
    if schema.engine == Engine::Sqlite && out.contains("(cast(") {
        out = sums_without_casts(&out);
    }
    if !out.contains("count(") {
        return out;
    }
    for table in &schema.tables {
        for column in &table.columns {
            let never_null = column.not_null
                || (table.primary_key.len() == 1
                    && table.primary_key[0].eq_ignore_ascii_case(&column.name));
            if never_null {
                let pattern = format!(
                    "count({}.{})",
                    table.name.to_lowercase(),
                    column.name.to_lowercase()
                );
                out = out.replace(&pattern, "count(*)");
            }
        }
    }
    out
}

/// `t.c = 2014` as `t.c = '2014'` where `t.c` is declared text: SQLite gives the number the
/// column's text affinity before comparing, so both spellings keep the same rows. A number whose
/// text changes on the way (`05` becomes '5') is left as written.
fn quote_numbers_against_text(key: &str, schema: &Schema) -> String {
    let text_column = |reference: &str| {
        let Some((table, column)) = reference.rsplit_once('.') else {
            return false;
        };
        let table = table.split('#').next().unwrap_or(table);
        schema
            .table(table)
            .and_then(|t| t.column(column))
            .is_some_and(|c| c.declared_text())
    };
    let plain_integer = |n: &str| {
        !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && (n == "0" || !n.starts_with('0'))
    };
    let mut out = String::with_capacity(key.len() + 8);
    let mut rest = key;
    let next = |s: &str| [s.find(" = "), s.find(" <> ")].into_iter().flatten().min();
    while let Some(at) = next(rest) {
        let op_len = if rest[at..].starts_with(" = ") { 3 } else { 4 };
        let left_start = rest[..at].rfind([' ', '(', '|', ',']).map_or(0, |i| i + 1);
        let right = &rest[at + op_len..];
        let right_len = right.find([' ', ')', ',']).unwrap_or(right.len());
        let number = &right[..right_len];
        out.push_str(&rest[..at + op_len]);
        if plain_integer(number) && text_column(&rest[left_start..at]) {
            out.push('\'');
            out.push_str(number);
            out.push('\'');
            rest = &right[right_len..];
        } else {
            rest = right;
        }
    }
    out.push_str(rest);
    out
}

/// `sum(cast(x as integer))` and `avg(cast(x as real))` as `sum(x)` and `avg(x)` (SQLite only,
/// see the module notes); casts to anything but a number, and under any other function, stay.
fn sums_without_casts(key: &str) -> String {
    const NUMERIC: [&str; 7] = [
        "integer", "int", "real", "numeric", "float", "double", "decimal",
    ];
    let mut out = key.to_string();
    let mut from = 0;
    while let Some(found) = ["sum(cast(", "avg(cast("]
        .iter()
        .filter_map(|f| out[from..].find(f))
        .min()
    {
        let open = from + found + "sum(".len();
        let body = open + "cast(".len();
        let mut depth = 1;
        let close = out[body..].char_indices().find_map(|(i, c)| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(body + i)
        });
        let Some(close) = close else {
            break;
        };
        let inner = &out[body..close];
        match inner.rsplit_once(" as ") {
            Some((value, to)) if NUMERIC.contains(&to.trim()) => {
                let value = value.to_string();
                out.replace_range(open..=close, &value);
                from = open + value.len();
            }
            _ => from = close,
        }
    }
    out
}

/// The two column references of a join atom's canonical text `a.x = b.y`.
fn join_ends(atom: &Atom) -> Option<(String, String)> {
    let text = atom.key.rsplit_once("|join|")?.1;
    let (left, right) = text.split_once(" = ")?;
    let plain = |s: &str| s.split('.').count() == 2 && !s.contains(' ');
    (plain(left) && plain(right)).then(|| (left.to_string(), right.to_string()))
}

/// The atoms with every redundant join taken out, one table at a time (taking one out can make
/// the table it was joined to the next): the table's atom and its join go, enclosing digests drop
/// them too, and a use of the table's key elsewhere names the column the join equates it with.
fn without_redundant_joins(atoms: &[Atom], schema: &Schema) -> Vec<Atom> {
    let mut atoms = atoms.to_vec();
    while let Some(found) = redundant_join(&atoms, schema) {
        let table_key = format!("{}|table|{}", found.path, found.table);
        atoms.retain(|a| a.key != table_key && a.key != found.join);
        // Enclosing atoms (the subquery, the predicate holding it) spell the contents too.
        let inner = |k: &str| k.strip_prefix(found.path.as_str()).map(str::to_string);
        let items = inner(&table_key).zip(inner(&found.join));
        for atom in &mut atoms {
            if let Some((t, j)) = &items {
                atom.key = drop_item(&drop_item(&atom.key, t), j);
            }
            atom.key = replace_name(&atom.key, &found.own_key, &found.joined_to);
        }
    }
    atoms
}

/// A table a query reads only to join through its own single-column primary key, and maybe to
/// use that key, which the join makes equal to `joined_to`: removing it changes no row, given
/// referential integrity (join elimination).
struct RedundantJoin {
    path: String,
    table: String,
    /// The join atom's key.
    join: String,
    /// `table.key`, and the column of another table the join equates it with.
    own_key: String,
    joined_to: String,
}

/// The first redundant join of `atoms`, if any.
fn redundant_join(atoms: &[Atom], schema: &Schema) -> Option<RedundantJoin> {
    let tables = atoms.iter().filter(|a| a.kind == AtomKind::Table);
    for table_atom in tables {
        let path = &table_atom.path;
        let Some(name) = table_atom
            .key
            .rsplit_once("|table|")
            .map(|(_, t)| t.to_string())
        else {
            continue;
        };
        let Some(table) = schema.table(&name) else {
            continue;
        };
        let [pk] = table.primary_key.as_slice() else {
            continue;
        };
        let own_key = format!("{name}.{}", pk.to_lowercase());
        let prefix = format!("{name}.");
        let same_table_twice = atoms
            .iter()
            .filter(|a| a.kind == AtomKind::Table && &a.path == path && a.key == table_atom.key)
            .count()
            > 1;
        if same_table_twice {
            continue;
        }
        let mut joins = Vec::new();
        let mut other_use = false;
        for atom in atoms.iter().filter(|a| a.path.starts_with(path.as_str())) {
            if atom.kind == AtomKind::Table || atom.kind == AtomKind::Subquery {
                continue;
            }
            if !mentions(&atom.key, &prefix) {
                continue;
            }
            match join_ends(atom) {
                Some((a, b)) if &atom.path == path && (a == own_key || b == own_key) => {
                    let other = if a == own_key { b } else { a };
                    if other.starts_with(&prefix) {
                        other_use = true;
                    }
                    joins.push((atom.key.clone(), other));
                }
                // Its key read elsewhere is the joined column read under another name.
                _ if !mentions(&replace_name(&atom.key, &own_key, ""), &prefix) => {}
                _ => other_use = true,
            }
        }
        if let ([(join, joined_to)], false) = (joins.as_slice(), other_use) {
            return Some(RedundantJoin {
                path: path.clone(),
                table: name,
                join: join.clone(),
                own_key,
                joined_to: joined_to.clone(),
            });
        }
    }
    None
}

/// Does canonical text mention a column of the table whose references start with `prefix`
/// (`singer.`), as a whole name (not `xsinger.`)?
fn mentions(text: &str, prefix: &str) -> bool {
    text.match_indices(prefix).any(|(i, _)| {
        text[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
    })
}

/// Where a result comes from, from one decomposition of `sql` (every field empty when the SQL
/// does not decompose).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Provenance {
    /// The provenance key of each result column ([`columns_of`]); `None` when the columns cannot
    /// be told (a `*`, a set operation, SQL that does not decompose).
    pub columns: Option<Vec<String>>,
    /// The column pairs that the query's top-level joins equate.
    pub equated: Vec<(String, String)>,
    /// Every table read, at any depth.
    pub tables: Option<BTreeSet<String>>,
}

impl Provenance {
    pub fn of(sql: &str, schema: &Schema) -> Provenance {
        match atomize_with_schema(sql, schema) {
            Ok(atoms) => Provenance {
                columns: columns_of(&atoms, schema),
                equated: equated_columns(&atoms),
                tables: Some(tables_of(&atoms)),
            },
            Err(_) => Provenance::default(),
        }
    }

    /// Do the two results select the same expressions (in the same order with `ordered`),
    /// true when either side's are unknown? Columns that a join of either query equates are
    /// one column: in that query's rows they hold the same values, so naming one for the other
    /// is the same result column (`COUNT(DISTINCT site.id)` over a join on `sample.site_id`
    /// is `COUNT(DISTINCT sample.site_id)`).
    pub fn same_columns(&self, other: &Provenance, ordered: bool) -> bool {
        let (Some(mine), Some(theirs)) = (&self.columns, &other.columns) else {
            return true;
        };
        let class = classes(self.equated.iter().chain(&other.equated));
        let named = |columns: &[String]| {
            let mut named: Vec<String> = columns
                .iter()
                .map(|c| {
                    class.iter().fold(c.clone(), |text, (member, rep)| {
                        replace_name(&text, member, rep)
                    })
                })
                .collect();
            if !ordered {
                named.sort();
            }
            named
        };
        named(mine) == named(theirs)
    }
}

/// The column pairs `a.x = b.y` of the top-level join atoms.
fn equated_columns(atoms: &[Atom]) -> Vec<(String, String)> {
    atoms
        .iter()
        .filter(|a| a.path.is_empty() && a.kind == AtomKind::Join)
        .filter_map(join_ends)
        .collect()
}

/// Each column of the equated pairs mapped to its class's least member.
fn classes<'a>(pairs: impl Iterator<Item = &'a (String, String)>) -> BTreeMap<String, String> {
    let mut class: BTreeMap<String, String> = BTreeMap::new();
    for (a, b) in pairs {
        let ra = representative(&class, a);
        let rb = representative(&class, b);
        let (low, high) = if ra <= rb { (ra, rb) } else { (rb, ra) };
        if low != high {
            for value in class.values_mut() {
                if *value == high {
                    *value = low.clone();
                }
            }
            class.insert(high, low.clone());
            class.entry(a.clone()).or_insert_with(|| low.clone());
            class.entry(b.clone()).or_insert(low);
        }
    }
    class
}

/// The provenance key of each result column: its selected expression after alias resolution
/// and the equivalences above. `None` when the columns cannot be told (a `*`, a set operation).
fn columns_of(atoms: &[Atom], schema: &Schema) -> Option<Vec<String>> {
    if atoms.iter().any(|a| a.kind == AtomKind::SetOp) {
        return None;
    }
    let columns: Vec<String> = atoms
        .iter()
        .filter(|a| {
            a.path.is_empty() && matches!(a.kind, AtomKind::Projection | AtomKind::Aggregate)
        })
        .map(|a| normalise(a.key.splitn(3, '|').nth(2).unwrap_or_default(), schema))
        .collect();
    if columns.is_empty() || columns.iter().any(|c| c == "*" || c.ends_with(".*")) {
        return None;
    }
    Some(columns)
}

fn representative(class: &BTreeMap<String, String>, column: &str) -> String {
    class
        .get(column)
        .cloned()
        .unwrap_or_else(|| column.to_string())
}

/// `text` with the whole name `from` replaced by `to`.
fn replace_name(text: &str, from: &str, to: &str) -> String {
    if from == to {
        return text.to_string();
    }
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(from) {
        let before_ok = rest[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == '.'));
        let after = &rest[i + from.len()..];
        let after_ok = after
            .chars()
            .next()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        out.push_str(&rest[..i]);
        out.push_str(if before_ok && after_ok { to } else { from });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Every table the query reads, at any depth.
fn tables_of(atoms: &[Atom]) -> BTreeSet<String> {
    atoms
        .iter()
        .filter(|a| a.kind == AtomKind::Table)
        .filter_map(|a| a.key.rsplit_once("|table|").map(|(_, t)| t.to_string()))
        .collect()
}

#[cfg(test)]
#[path = "meaning_tests.rs"]
mod tests;
