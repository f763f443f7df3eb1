//! Readings that differ only in which copy of the same values they read.
//!
//! Owns: what counts as a *vertical copy* of a table (a table whose columns are a proper subset
//! of another's, sharing its key: `singer_country(singer_id, country)` of `singer(singer_id,
//! name, country, …)`) and the canonical form of a reading's atoms under which two such readings
//! are equal ([`Copies::canonical`]).
//! Must not touch: scores or the shown set (the session decides what to do with twins), SQL
//! parsing (atoms arrive made).
//!
//! Why the session needs this: a question that names `country` cannot say whether it means the
//! base table's column or the copy kept apart, so the two readings are one reading for the
//! question and two for the database. ODIN's selector judges a reading by how well it covers
//! the question (the same for both, column for column) plus the generator's belief (lower for
//! the joined copy), so without this it keeps the likelier twin and drops the other, exactly the
//! disagreement the user must see.

use crate::core::schema::Schema;
use crate::core::sql::{Atom, AtomKind};
use std::collections::BTreeSet;

/// The schema's (copy, base) table pairs, lower-cased.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Copies {
    pairs: Vec<(String, String)>,
}

impl Copies {
    /// Every vertical copy in `schema`: a table with at least two columns, fewer than the base's,
    /// all of them the base's (by name), one of them the base's primary key or a key joining the
    /// two. A table with all of another's columns is not a copy: its rows are other rows.
    pub fn of(schema: &Schema) -> Copies {
        let mut pairs = Vec::new();
        for copy in &schema.tables {
            for base in &schema.tables {
                if !copy.holds_part_of(base) {
                    continue;
                }
                let keyed = base.primary_key.iter().any(|k| copy.column(k).is_some())
                    || schema.foreign_keys.iter().any(|fk| {
                        fk.from_column.eq_ignore_ascii_case(&fk.to_column)
                            && [(&copy.name, &base.name), (&base.name, &copy.name)]
                                .iter()
                                .any(|(a, b)| {
                                    fk.from_table.eq_ignore_ascii_case(a)
                                        && fk.to_table.eq_ignore_ascii_case(b)
                                })
                    });
                if keyed {
                    pairs.push((copy.name.to_lowercase(), base.name.to_lowercase()));
                }
            }
        }
        Copies { pairs }
    }

    /// True when the schema has no copy (every reading is its own canonical form).
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// The reading's atom keys with every copy's name replaced by its base's, and the joins
    /// that then join a table to itself on one column dropped: equal for two readings that
    /// read the same values, one from a copy and one from its base.
    pub fn canonical(&self, atoms: &[Atom]) -> BTreeSet<String> {
        atoms
            .iter()
            .map(|atom| self.rename(&atom.key.to_lowercase()))
            .zip(atoms)
            .filter(|(key, atom)| !(atom.kind == AtomKind::Join && joins_itself(key)))
            .map(|(key, _)| key)
            .collect()
    }

    /// `key` with each copy's name, where it stands as a whole identifier, replaced by its base's.
    fn rename(&self, key: &str) -> String {
        let mut out = key.to_string();
        for (copy, base) in &self.pairs {
            out = replace_identifier(&out, copy, base);
        }
        out
    }
}

/// `text` with `name` replaced by `by` wherever it is a whole identifier (not part of a longer
/// one: `singer` in `singer_country` stays).
fn replace_identifier(text: &str, name: &str, by: &str) -> String {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(name) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + name.len()..].chars().next();
        let whole = before.is_none_or(|c| !is_ident(c)) && after.is_none_or(|c| !is_ident(c));
        out.push_str(&rest[..at]);
        out.push_str(if whole { by } else { name });
        rest = &rest[at + name.len()..];
    }
    out.push_str(rest);
    out
}

/// A join key whose two sides are the same `table.column` (`… |t.k = t.k`).
fn joins_itself(key: &str) -> bool {
    let body = key.rsplit('|').next().unwrap_or(key);
    body.split_once('=')
        .is_some_and(|(left, right)| left.trim() == right.trim())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::Table;
    use crate::core::sql::atomize_with_schema;
    use rstest::rstest;

    fn singers() -> Schema {
        Schema {
            tables: vec![
                Table::with_columns(
                    "singer",
                    &["singer_id", "name", "country", "age"],
                    &["singer_id"],
                ),
                Table::with_columns("singer_country", &["singer_id", "country"], &[]),
                Table::with_columns("concert", &["concert_id", "name", "year"], &["concert_id"]),
                Table::with_columns("tag", &["name", "age"], &[]),
            ],
            foreign_keys: Vec::new(),
            ..Default::default()
        }
    }

    fn canonical(sql: &str) -> BTreeSet<String> {
        let atoms = atomize_with_schema(sql, &singers()).expect("atomizes");
        Copies::of(&singers()).canonical(&atoms)
    }

    #[test]
    fn a_keyed_proper_subset_is_a_copy_and_an_unkeyed_one_is_not() {
        let copies = Copies::of(&singers());
        assert_eq!(
            copies.pairs,
            vec![("singer_country".to_string(), "singer".to_string())],
            "`tag` shares no key with `singer`"
        );
    }

    #[rstest]
    #[case::projection(
        "SELECT name, country FROM singer",
        "SELECT T1.name, T2.country FROM singer AS T1 JOIN singer_country AS T2 ON T1.singer_id = T2.singer_id",
        true
    )]
    #[case::filter(
        "SELECT name FROM singer WHERE country = 'France'",
        "SELECT T1.name FROM singer AS T1 JOIN singer_country AS T2 ON T1.singer_id = T2.singer_id WHERE T2.country = 'France'",
        true
    )]
    #[case::other_column(
        "SELECT name, age FROM singer",
        "SELECT T1.name, T2.country FROM singer AS T1 JOIN singer_country AS T2 ON T1.singer_id = T2.singer_id",
        false
    )]
    #[case::other_filter(
        "SELECT name FROM singer WHERE country = 'France'",
        "SELECT T1.name FROM singer AS T1 JOIN singer_country AS T2 ON T1.singer_id = T2.singer_id WHERE T2.country = 'Spain'",
        false
    )]
    #[case::a_real_join_is_no_copy(
        "SELECT name FROM singer",
        "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.concert_id",
        false
    )]
    fn twins_are_equal_in_canonical_form(#[case] a: &str, #[case] b: &str, #[case] twins: bool) {
        assert_eq!(canonical(a) == canonical(b), twins, "{a}\n{b}");
    }

    #[rstest]
    #[case("singer_country.country", "singer_country", "singer", "singer.country")]
    #[case("singer.country", "singer_country", "singer", "singer.country")]
    #[case(
        "count(singer_country.x)",
        "singer_country",
        "singer",
        "count(singer.x)"
    )]
    #[case("singer_countryx.a", "singer_country", "singer", "singer_countryx.a")]
    fn identifiers_are_replaced_whole(
        #[case] text: &str,
        #[case] name: &str,
        #[case] by: &str,
        #[case] expected: &str,
    ) {
        assert_eq!(replace_identifier(text, name, by), expected);
    }
}
