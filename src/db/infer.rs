//! Inferring join keys that no `FOREIGN KEY` declares, from column names.
//!
//! Owns: the two naming rules — a column `X…id` (or `X_code`, `X_cd`, `X_no`, `X_num`,
//! `X_key`) referring to another table whose single-column primary key has the same name
//! (`has_pet.StuID → student.StuID`, `tournament.Country_Code → country.Country_Code`), and
//! `<table>_id` / `<table>id`
//! referring to a table whose primary key is plain `id` (`orders.customer_id → customers.id`).
//! Must not touch: SQLite; this works on the tables already read. Declared keys always win.
//!
//! Ambiguity is bounded: a column name shared as primary key by more than
//! [`MAX_TARGETS`] tables infers nothing (a generic key name is not evidence of a join), so a
//! 1,000-table schema cannot explode into a million edges.

use crate::core::schema::{ForeignKey, Table};
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
fn sole_key(table: &Table) -> Option<String> {
    match (table.view_sql.is_none(), table.primary_key.as_slice()) {
        (true, [only]) => Some(only.to_ascii_lowercase()),
        _ => None,
    }
}

/// Inferred join keys for `tables`, given the `declared` ones, in schema order.
pub fn infer_join_keys(tables: &[Table], declared: &[ForeignKey]) -> Vec<ForeignKey> {
    let lower_names: Vec<String> = tables.iter().map(|t| t.name.to_ascii_lowercase()).collect();
    let keys: Vec<Option<String>> = tables.iter().map(sole_key).collect();

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
        } else if is_key_name(key) {
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
            if !is_key_name(&lower) || covered.contains(&(lower_names[a].clone(), lower.clone())) {
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
        let keys = infer_join_keys(&tables, &[]);
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
            edges(&infer_join_keys(&tables, &[])),
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
            edges(&infer_join_keys(&tables, &[])),
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
            edges(&infer_join_keys(&tables, &declared)),
            ["people_extra.person_id>people.person_id"]
        );
    }

    #[test]
    fn generic_key_names_shared_by_many_tables_infer_nothing() {
        let mut tables: Vec<Table> = (0..MAX_TARGETS + 2)
            .map(|i| table(&format!("t{i}"), &["uid"], &["uid"]))
            .collect();
        tables.push(table("log", &["uid"], &[]));
        assert!(infer_join_keys(&tables, &[]).is_empty());
    }
}
