//! Inferring join keys that no `FOREIGN KEY` declares, from column names.
//!
//! Owns: the two naming rules — a column `X…id` (or `X_code`, `X_cd`, `X_no`, `X_num`,
//! `X_key`) referring to another table whose single-column primary key has the same name
//! (`has_pet.StuID → student.StuID`, `tournament.Country_Code → country.Country_Code`), and
//! `<table>_id` / `<table>id`
//! referring to a table whose primary key is plain `id` (`orders.customer_id → customers.id`).
//! Must not touch: SQLite; this works on the tables already read. Declared keys always win.
//!
//! A table that declares no primary key at all (a data export: CSV files loaded as they are)
//! takes one from its data: the first of its columns that another table repeats by name, and
//! that is its first column or named like a key, whose values are all present and distinct in
//! the rows read ([`key_candidates`], [`KEY_SAMPLE_ROWS`]). Such a key joins the tables that
//! repeat its name exactly, whatever the name (`rest_estab.camis`, `insp_hdr.camis`): the
//! data, not the name, is the evidence.
//!
//! Names that differ (`cand_pty_affiliation` → `pty_ref.pty_cd`) join only when the data
//! shows the reference: `references.rs`, run by [`infer_keys`] around the name rules here.
//!
//! Ambiguity is bounded: a column name shared as primary key by more than
//! [`MAX_TARGETS`] tables infers nothing (a generic key name is not evidence of a join), so a
//! 1,000-table schema cannot explode into a million edges.

use crate::core::schema::{ForeignKey, Table};
use crate::db::references::{lookup_keys, references_from_data, NameIndex};
use crate::db::DbResult;
use std::collections::{HashMap, HashSet};

/// More candidate targets than this for one column means the name says nothing.
pub const MAX_TARGETS: usize = 4;

/// Lower-cased names ending in `id` that are more than the bare word `id`.
fn is_id_name(lower: &str) -> bool {
    lower.len() > 2 && lower.ends_with("id")
}

/// Suffixes after a separator that make a name a key as surely as `id` does (`country_code`).
const KEY_SUFFIXES: &[&str] = &["_code", "_cd", "_no", "_num", "_key"];

/// Names that join to the table whose primary key they repeat: `X…id`, or a qualified code,
/// number or key (`country_code`, never the bare `code`).
fn is_key_name(lower: &str) -> bool {
    is_id_name(lower)
        || KEY_SUFFIXES
            .iter()
            .any(|suffix| lower.len() > suffix.len() + 1 && lower.ends_with(suffix))
}

/// The single-column primary key of a table (not a view), lower-cased.
pub(super) fn sole_key(table: &Table) -> Option<String> {
    match (table.view_sql.is_none(), table.primary_key.as_slice()) {
        (true, [only]) => Some(only.to_ascii_lowercase()),
        _ => None,
    }
}

/// Rows of a table a key is read from: its first this many.
pub const KEY_SAMPLE_ROWS: u64 = 20_000;

/// Columns tried, in order, per table that declares no primary key.
const MAX_KEY_CANDIDATES: usize = 3;

/// For each table (not a view) that declares no primary key, the columns that may be its key,
/// in the order to try them: columns another table repeats by name that are the table's first
/// column or are named like a key. A column that refers elsewhere is no candidate: one with a
/// declared foreign key, or one named as another table's declared key (`has_pet.StuID`, unique
/// in a small link table only by chance).
fn key_candidates(tables: &[Table], declared: &[ForeignKey]) -> Vec<(usize, Vec<String>)> {
    let owned: HashSet<String> = tables.iter().filter_map(sole_key).collect();
    let referring: HashSet<(String, String)> = declared
        .iter()
        .map(|k| {
            (
                k.from_table.to_ascii_lowercase(),
                k.from_column.to_ascii_lowercase(),
            )
        })
        .collect();
    let refers = |table: &str, column: &str| {
        let column = column.to_ascii_lowercase();
        owned.contains(&column) || referring.contains(&(table.to_ascii_lowercase(), column))
    };
    let mut holders: HashMap<String, usize> = HashMap::new();
    for table in tables {
        let names: HashSet<String> = table
            .columns
            .iter()
            .map(|c| c.name.to_ascii_lowercase())
            .collect();
        for name in names {
            *holders.entry(name).or_default() += 1;
        }
    }
    tables
        .iter()
        .enumerate()
        .filter(|(_, t)| t.view_sql.is_none() && t.primary_key.is_empty())
        .filter_map(|(i, t)| {
            let columns: Vec<String> = t
                .columns
                .iter()
                .enumerate()
                .filter(|(at, c)| {
                    let lower = c.name.to_ascii_lowercase();
                    holders.get(&lower).is_some_and(|&n| n > 1)
                        && (*at == 0 || is_key_name(&lower))
                        && !refers(&t.name, &c.name)
                })
                .map(|(_, c)| c.name.clone())
                .take(MAX_KEY_CANDIDATES)
                .collect();
            (!columns.is_empty()).then_some((i, columns))
        })
        .collect()
}

/// The query that reads whether `column` is a key of `table` (both quoted by the caller) in
/// its first [`KEY_SAMPLE_ROWS`] rows: it returns the rows read, their distinct values and
/// their present values ([`is_key`] judges them). Standard SQL every engine takes.
pub(super) fn key_query(table: &str, column: &str) -> String {
    format!(
        "SELECT COUNT(*), COUNT(DISTINCT k), COUNT(k) FROM \
         (SELECT {column} AS k FROM {table} LIMIT {KEY_SAMPLE_ROWS}) AS sampled"
    )
}

/// Whether the counts of [`key_query`] make the column a key: rows, all present and distinct.
pub(super) fn is_key(rows: i64, distinct: i64, present: i64) -> bool {
    rows > 0 && distinct == rows && present == rows
}

/// The primary key of each table that declares none, read from its data: the first of its
/// [`key_candidates`] whose [`key_query`] (written with the engine's `quote`, run by `counts`,
/// which answers `None` past its budget) finds distinct values only. Which tables got one.
pub fn keys_from_data(
    tables: &mut [Table],
    declared: &[ForeignKey],
    quote: &impl Fn(&str) -> String,
    counts: &mut impl FnMut(&str) -> DbResult<Option<(i64, i64, i64)>>,
) -> DbResult<Vec<bool>> {
    let mut from_data = vec![false; tables.len()];
    for (t, columns) in key_candidates(tables, declared) {
        for column in columns {
            let sql = key_query(&quote(&tables[t].name), &quote(&column));
            if counts(&sql)?
                .is_some_and(|(rows, distinct, present)| is_key(rows, distinct, present))
            {
                tables[t].primary_key = vec![column];
                from_data[t] = true;
                break;
            }
        }
    }
    Ok(from_data)
}

/// Every join key the declared ones leave out, read from names and data: the keys of keyless
/// tables ([`keys_from_data`]), the lookup keys references reveal, the name rules
/// ([`infer_join_keys`]), then references whose names differ but whose values are the key's
/// (`references.rs`). `quote` writes an identifier for the engine; `counts` runs a statement
/// of three counts and answers `None` past its budget.
pub fn infer_keys(
    tables: &mut [Table],
    declared: &[ForeignKey],
    quote: impl Fn(&str) -> String,
    mut counts: impl FnMut(&str) -> DbResult<Option<(i64, i64, i64)>>,
) -> DbResult<Vec<ForeignKey>> {
    let mut from_data = keys_from_data(tables, declared, &quote, &mut counts)?;
    // A schema that declares its references has said which joins it means; references read
    // from the data are for exports that declare none.
    let exported = declared.is_empty();
    let mut checks = 0;
    // Names do not change as keys are read: one index serves both steps.
    let index = exported.then(|| NameIndex::new(tables));
    if let Some(index) = &index {
        for t in lookup_keys(tables, index, declared, &quote, &mut counts, &mut checks)? {
            from_data[t] = true;
        }
    }
    let mut inferred = infer_join_keys(tables, declared, &from_data);
    if let Some(index) = &index {
        let known: Vec<ForeignKey> = declared.iter().chain(&inferred).cloned().collect();
        inferred.extend(references_from_data(
            tables,
            index,
            &known,
            &quote,
            &mut counts,
            &mut checks,
        )?);
    }
    Ok(inferred)
}

/// Inferred join keys for `tables`, given the `declared` ones, in schema order. `from_data`
/// marks the tables whose primary key was read from their data (may be shorter than
/// `tables`: the rest were not).
pub fn infer_join_keys(
    tables: &[Table],
    declared: &[ForeignKey],
    from_data: &[bool],
) -> Vec<ForeignKey> {
    let lower_names: Vec<String> = tables.iter().map(|t| t.name.to_ascii_lowercase()).collect();
    let keys: Vec<Option<String>> = tables.iter().map(sole_key).collect();
    let read_from_data = |t: usize| from_data.get(t).copied().unwrap_or(false);
    // Key names read from data join by their exact name, whatever it is.
    let data_keys: HashSet<&str> = keys
        .iter()
        .enumerate()
        .filter(|&(t, _)| read_from_data(t))
        .filter_map(|(_, k)| k.as_deref())
        .collect();

    // Rule 1 index: primary-key column name → tables; rule 2 index: `<table>_id` → table.
    let mut by_key: HashMap<&str, Vec<usize>> = HashMap::new();
    let mut by_table_id: HashMap<String, Vec<usize>> = HashMap::new();
    for (index, key) in keys.iter().enumerate() {
        let Some(key) = key else { continue };
        if key == "id" {
            let name = &lower_names[index];
            let mut stems = vec![name.as_str()];
            if let Some(singular) = name.strip_suffix('s').filter(|s| !s.is_empty()) {
                stems.push(singular);
            }
            for stem in stems {
                for spelled in [format!("{stem}_id"), format!("{stem}id")] {
                    let entry = by_table_id.entry(spelled).or_default();
                    if !entry.contains(&index) {
                        entry.push(index);
                    }
                }
            }
        } else if is_key_name(key) || read_from_data(index) {
            by_key.entry(key.as_str()).or_default().push(index);
        }
    }

    // Columns already covered by a declared key, from either end.
    let mut covered: HashSet<(String, String)> = HashSet::new();
    let mut declared_pairs: HashSet<(String, String)> = HashSet::new();
    for key in declared {
        let from = key.from_table.to_ascii_lowercase();
        let to = key.to_table.to_ascii_lowercase();
        covered.insert((from.clone(), key.from_column.to_ascii_lowercase()));
        declared_pairs.insert((from.clone(), to.clone()));
        declared_pairs.insert((to, from));
    }

    let mut out = Vec::new();
    for (a, table) in tables.iter().enumerate() {
        if table.view_sql.is_some() {
            continue;
        }
        for column in &table.columns {
            let lower = column.name.to_ascii_lowercase();
            let joinable = is_key_name(&lower) || data_keys.contains(lower.as_str());
            if !joinable || covered.contains(&(lower_names[a].clone(), lower.clone())) {
                continue;
            }
            let same_key = by_key
                .get(lower.as_str())
                .map(Vec::as_slice)
                .unwrap_or_default();
            let table_id = by_table_id
                .get(&lower)
                .map(Vec::as_slice)
                .unwrap_or_default();
            let targets: Vec<usize> = same_key
                .iter()
                .chain(table_id)
                .copied()
                .filter(|&b| b != a)
                .collect();
            if targets.len() > MAX_TARGETS {
                continue;
            }
            for b in targets {
                // Two tables sharing a primary key (a vertical split) get one edge, later → earlier.
                if keys[a].as_deref() == Some(lower.as_str()) && keys[b] == keys[a] && a < b {
                    continue;
                }
                if declared_pairs.contains(&(lower_names[a].clone(), lower_names[b].clone())) {
                    continue;
                }
                let target = &tables[b];
                out.push(ForeignKey {
                    from_table: table.name.clone(),
                    from_column: column.name.clone(),
                    to_table: target.name.clone(),
                    to_column: target.primary_key[0].clone(),
                    inferred: true,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str, columns: &[&str], pk: &[&str]) -> Table {
        Table::with_columns(name, columns, pk)
    }

    fn edges(keys: &[ForeignKey]) -> Vec<String> {
        keys.iter()
            .map(|k| {
                format!(
                    "{}.{}>{}.{}",
                    k.from_table, k.from_column, k.to_table, k.to_column
                )
            })
            .collect()
    }

    #[test]
    fn same_named_id_columns_join_to_the_key_owner() {
        let tables = vec![
            table("Student", &["StuID", "Age"], &["StuID"]),
            table("Has_Pet", &["StuID", "PetID"], &[]),
            table("Pets", &["PetID", "PetType"], &["PetID"]),
        ];
        let keys = infer_join_keys(&tables, &[], &[]);
        assert_eq!(
            edges(&keys),
            ["Has_Pet.StuID>Student.StuID", "Has_Pet.PetID>Pets.PetID"]
        );
        assert!(keys.iter().all(|k| k.inferred));
    }

    #[test]
    fn same_named_code_columns_join_too_but_bare_codes_do_not() {
        let tables = vec![
            table(
                "Country",
                &["Country_Code", "Country_Name"],
                &["Country_Code"],
            ),
            table(
                "tournament",
                &["Tourn_ID", "Country_Code", "code"],
                &["Tourn_ID"],
            ),
            table("Ref_Types", &["code", "description"], &["code"]),
        ];
        assert_eq!(
            edges(&infer_join_keys(&tables, &[], &[])),
            ["tournament.Country_Code>Country.Country_Code"]
        );
    }

    #[test]
    fn table_id_columns_join_to_plain_id_keys() {
        let tables = vec![
            table("customers", &["id", "name"], &["id"]),
            table("orders", &["id", "customer_id"], &["id"]),
        ];
        assert_eq!(
            edges(&infer_join_keys(&tables, &[], &[])),
            ["orders.customer_id>customers.id"]
        );
    }

    #[test]
    fn declared_keys_win_and_vertical_splits_get_one_edge() {
        let tables = vec![
            table("people", &["person_id", "name"], &["person_id"]),
            table("people_extra", &["person_id", "phone"], &["person_id"]),
            table("visits", &["person_id"], &[]),
        ];
        let declared = [ForeignKey {
            from_table: "visits".into(),
            from_column: "person_id".into(),
            to_table: "people".into(),
            to_column: "person_id".into(),
            inferred: false,
        }];
        assert_eq!(
            edges(&infer_join_keys(&tables, &declared, &[])),
            ["people_extra.person_id>people.person_id"]
        );
    }

    #[test]
    fn generic_key_names_shared_by_many_tables_infer_nothing() {
        let mut tables: Vec<Table> = (0..MAX_TARGETS + 2)
            .map(|i| table(&format!("t{i}"), &["uid"], &["uid"]))
            .collect();
        tables.push(table("log", &["uid"], &[]));
        assert!(infer_join_keys(&tables, &[], &[]).is_empty());
    }

    /// A fake engine: a column is a key where `unique` lists it as `table.column`; every
    /// query it is asked is recorded.
    fn read_keys(tables: &mut [Table], unique: &[&str]) -> (Vec<bool>, Vec<String>) {
        let mut asked = Vec::new();
        let from_data = keys_from_data(tables, &[], &|n: &str| n.to_string(), &mut |sql: &str| {
            asked.push(sql.to_string());
            let hit = unique.iter().any(|u| {
                let (t, c) = u.split_once('.').unwrap_or_default();
                sql.contains(&format!("SELECT {c} AS k FROM {t} LIMIT"))
            });
            Ok(Some(if hit { (5, 5, 5) } else { (5, 3, 5) }))
        })
        .expect("no engine error");
        (from_data, asked)
    }

    #[test]
    fn a_keyless_export_takes_its_keys_from_its_data_and_joins_on_their_exact_names() {
        let mut tables = vec![
            table("rest_estab", &["camis", "dba", "cuisine_cd"], &[]),
            table("insp_hdr", &["insp_id", "camis", "score"], &[]),
            table("insp_viol", &["insp_id", "viol_cd"], &[]),
            table("cuisine_ref", &["cuisine_cd", "cuisine_desc"], &[]),
        ];
        let (from_data, _) = read_keys(
            &mut tables,
            &[
                "rest_estab.camis",
                "insp_hdr.insp_id",
                "cuisine_ref.cuisine_cd",
            ],
        );
        assert_eq!(from_data, [true, true, false, true]);
        assert!(
            tables[2].primary_key.is_empty(),
            "insp_id repeats in insp_viol"
        );
        assert_eq!(
            edges(&infer_join_keys(&tables, &[], &from_data)),
            [
                "rest_estab.cuisine_cd>cuisine_ref.cuisine_cd",
                "insp_hdr.camis>rest_estab.camis",
                "insp_viol.insp_id>insp_hdr.insp_id",
            ]
        );
    }

    #[test]
    fn only_shared_first_or_key_named_columns_are_tried_and_never_one_that_refers_elsewhere() {
        let mut tables = vec![
            table("student", &["StuID", "name"], &["StuID"]),
            table("has_pet", &["StuID", "PetID"], &[]),
            table("pets", &["name", "PetID", "weight"], &[]),
        ];
        let (from_data, asked) = read_keys(&mut tables, &["has_pet.StuID", "pets.PetID"]);
        // `has_pet.StuID` is the student's key; `pets.name` is first and shared, `PetID`
        // named like a key; `weight` is neither.
        assert_eq!(from_data, [false, false, true]);
        assert_eq!(tables[2].primary_key, ["PetID"]);
        assert_eq!(asked.len(), 3, "{asked:?}");
        assert!(asked
            .iter()
            .all(|q| !q.contains("weight") && !q.contains("StuID")));
    }

    #[test]
    fn a_declared_name_is_joined_only_by_key_like_names_a_data_key_by_any() {
        let tables = vec![
            table("ref", &["name", "note"], &["name"]),
            table("uses", &["name", "x"], &[]),
        ];
        assert!(infer_join_keys(&tables, &[], &[]).is_empty());
        assert_eq!(
            edges(&infer_join_keys(&tables, &[], &[true, false])),
            ["uses.name>ref.name"]
        );
    }
}
