//! Join keys read from the data where the names differ: a column named after a lookup table's
//! key, or after the lookup table, whose values are all among the key's values
//! (`cand.cand_pty_affiliation → pty_ref.pty_cd`, `fire_incd.poo_unit_id → disp_unit.unit_id`).
//!
//! Owns: the lookup keys such references reveal (a table's first column, named like a key,
//! that nothing repeats by name but something refers to by its qualifier — `pty_cd` is
//! referred to by `cand_pty_affiliation`), and the inclusion check that turns a name into an
//! edge. Must not touch: the name rules of `infer.rs`, which run between the two steps here
//! and whose edges are never repeated.
//!
//! Open-data exports name a code column by what it means to its own table
//! (`cand_pty_affiliation`, `poo_unit_id`) and the lookup's key by what it is (`pty_cd`,
//! `unit_id`): no rule on exact names joins them, yet without the join a question about
//! "parties" and "candidates" has no reading. Names alone are weak evidence (a column
//! `unit_price` is named after `unit_id`'s qualifier too), so the data decides: every distinct
//! value the column holds, in its first [`REFERENCE_SAMPLE_ROWS`] rows, must be a value of the
//! key — an inclusion dependency, the classic evidence of a foreign key in data profiling —
//! and at least two distinct values must be seen, so one shared flag value proves nothing.
//! At most [`MAX_REFERENCE_CHECKS`] statements are run per schema, each under the engine's
//! budget; a check that runs out of budget infers nothing. Only a schema that declares no
//! foreign key at all is read so (`infer::infer_keys`): one that declares its references has
//! said which joins it means, and a join it left out on purpose would only add readings.

use std::collections::{HashMap, HashSet};

use crate::core::schema::{Column, ForeignKey, Table};
use crate::db::DbResult;
use crate::embed::text::stem;

/// Rows of the referring table whose values are checked.
pub const REFERENCE_SAMPLE_ROWS: u64 = 20_000;

/// Inclusion and key checks run per schema at most.
pub const MAX_REFERENCE_CHECKS: usize = 64;

/// Last words that make a name a key (`pty_cd`, `unit_id`, `country_code`).
const KEY_WORDS: &[&str] = &["id", "cd", "code", "no", "num", "key"];

/// Words that say a table is a lookup, not what it looks up (`pty_ref`, `cause_lkp`).
const LOOKUP_WORDS: &[&str] = &["ref", "refs", "lkp", "lookup", "lu", "dim", "tbl", "codes"];

/// The lower-cased words of a name split at underscores, each singular (`parties` → `party`).
fn words(name: &str) -> Vec<String> {
    name.to_ascii_lowercase()
        .split('_')
        .filter(|w| !w.is_empty())
        .map(stem)
        .collect()
}

/// What a key name qualifies: its words before the key word (`pty_cd` → `pty`,
/// `rsrc_kind_cd` → `rsrc kind`); nothing for a bare key (`id`, `code`).
fn key_qualifier(key: &str) -> Option<Vec<String>> {
    let mut w = words(key);
    let last = w.pop()?;
    (KEY_WORDS.contains(&last.as_str()) && !w.is_empty()).then_some(w)
}

/// What a table looks up: its name's words but lookup words (`pty_ref` → `pty`).
fn table_subject(name: &str) -> Option<Vec<String>> {
    let w: Vec<String> = words(name)
        .into_iter()
        .filter(|w| !LOOKUP_WORDS.contains(&w.as_str()))
        .collect();
    (!w.is_empty()).then_some(w)
}

/// Whether `run` occurs in `hay` as consecutive words.
fn contains_run(hay: &[String], run: &[String]) -> bool {
    hay.len() >= run.len() && hay.windows(run.len()).any(|w| w == run)
}

/// Whether `column` (of another table) is named after `key` of `target`: it carries the key's
/// qualifier or the table's subject, and is not the key's own name (the name rules join that).
fn named_after(column: &str, key: &str, target: &str) -> bool {
    let have = words(column);
    !column.eq_ignore_ascii_case(key)
        && [key_qualifier(key), table_subject(target)]
            .into_iter()
            .flatten()
            .any(|run| contains_run(&have, &run))
}

/// The family of a declared type for comparing values: text, integer, or the type itself
/// (`DATE`, `REAL`).
fn type_family(column: &Column) -> String {
    let declared = column.decl_type.to_ascii_uppercase();
    if column.declared_text() {
        "TEXT".into()
    } else if declared.contains("INT") {
        "INT".into()
    } else {
        declared
    }
}

/// Whether two columns' declared types could hold the same values: one family, or one column
/// undeclared (comparing text with a number or a date is an error on strict engines).
fn comparable(a: &Column, b: &Column) -> bool {
    a.decl_type.is_empty() || b.decl_type.is_empty() || type_family(a) == type_family(b)
}

/// The single-column key of a table (not a view) and its column.
fn sole_key(table: &Table) -> Option<&Column> {
    table.column(&super::infer::sole_key(table)?)
}

/// Which columns carry each name word, built once per schema: finding a key's referrers then
/// costs what the columns carrying its words number, not the schema's size (a thousand keyless
/// tables would otherwise compare every key with every column).
pub struct NameIndex {
    by_word: HashMap<String, Vec<(usize, usize)>>,
}

impl NameIndex {
    pub fn new(tables: &[Table]) -> Self {
        let mut by_word: HashMap<String, Vec<(usize, usize)>> = HashMap::new();
        for (a, table) in tables.iter().enumerate() {
            for (c, column) in table.columns.iter().enumerate() {
                for word in words(&column.name) {
                    let holders = by_word.entry(word).or_default();
                    if holders.last() != Some(&(a, c)) {
                        holders.push((a, c));
                    }
                }
            }
        }
        NameIndex { by_word }
    }

    /// Columns carrying the first word of the key's qualifier or of the table's subject: the
    /// only ones [`named_after`] can accept.
    fn candidates(&self, key: &str, target: &str) -> Vec<(usize, usize)> {
        let mut out: Vec<(usize, usize)> = [key_qualifier(key), table_subject(target)]
            .into_iter()
            .flatten()
            .filter_map(|run| self.by_word.get(run.first()?))
            .flatten()
            .copied()
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Columns of other tables named after `key` of `tables[target]` and able to hold its values,
/// in schema order.
fn referrers<'a>(
    tables: &'a [Table],
    index: &NameIndex,
    target: usize,
    key: &Column,
    covered: &HashSet<(String, String)>,
) -> Vec<(usize, &'a Column)> {
    let name = &tables[target].name;
    index
        .candidates(&key.name, name)
        .into_iter()
        .filter(|&(a, _)| a != target && tables[a].view_sql.is_none())
        .map(|(a, c)| (a, &tables[a], &tables[a].columns[c]))
        .filter(|(_, t, c)| {
            named_after(&c.name, &key.name, name)
                && comparable(c, key)
                && sole_key(t).is_none_or(|own| !own.name.eq_ignore_ascii_case(&c.name))
                && !covered.contains(&(t.name.to_ascii_lowercase(), c.name.to_ascii_lowercase()))
        })
        .map(|(a, _, c)| (a, c))
        .collect()
}

/// Columns that already join somewhere, as (table, column) lower-cased.
fn covered_by(keys: &[ForeignKey]) -> HashSet<(String, String)> {
    keys.iter()
        .map(|k| {
            (
                k.from_table.to_ascii_lowercase(),
                k.from_column.to_ascii_lowercase(),
            )
        })
        .collect()
}

/// The keys a lookup table's references reveal: for each table (not a view) with no key whose
/// first column is named like a key and is referred to by name from another table, that
/// column when its values are distinct and present ([`super::infer::key_query`]). Which
/// tables got one; `checks` counts the statements run.
pub fn lookup_keys(
    tables: &mut [Table],
    index: &NameIndex,
    declared: &[ForeignKey],
    quote: &impl Fn(&str) -> String,
    counts: &mut impl FnMut(&str) -> DbResult<Option<(i64, i64, i64)>>,
    checks: &mut usize,
) -> DbResult<Vec<usize>> {
    let covered = covered_by(declared);
    let mut found = Vec::new();
    for t in 0..tables.len() {
        let table = &tables[t];
        let Some(first) = table.columns.first() else {
            continue;
        };
        if table.view_sql.is_some()
            || !table.primary_key.is_empty()
            || key_qualifier(&first.name).is_none()
            || referrers(tables, index, t, first, &covered).is_empty()
            || *checks >= MAX_REFERENCE_CHECKS
        {
            continue;
        }
        *checks += 1;
        let sql = super::infer::key_query(&quote(&table.name), &quote(&first.name));
        if counts(&sql)?
            .is_some_and(|(rows, distinct, present)| super::infer::is_key(rows, distinct, present))
        {
            let key = first.name.clone();
            tables[t].primary_key = vec![key];
            found.push(t);
        }
    }
    Ok(found)
}

/// The statement that reads how many distinct values `column` of `table` holds in its first
/// [`REFERENCE_SAMPLE_ROWS`] rows, and how many of them `key` of `target` holds (all names
/// quoted by the caller): the distinct count twice, then the matched count. Standard SQL.
fn inclusion_query(table: &str, column: &str, target: &str, key: &str) -> String {
    format!(
        "SELECT COUNT(*), COUNT(*), COUNT(k.v) FROM \
         (SELECT DISTINCT r.v FROM (SELECT {column} AS v FROM {table} LIMIT {REFERENCE_SAMPLE_ROWS}) AS r \
         WHERE r.v IS NOT NULL) AS s \
         LEFT JOIN (SELECT DISTINCT {key} AS v FROM {target}) AS k ON s.v = k.v"
    )
}

/// Edges from columns named after a table's key whose values the key holds, beside `known`
/// (declared and inferred by name), never repeating a column `known` already joins.
pub fn references_from_data(
    tables: &[Table],
    index: &NameIndex,
    known: &[ForeignKey],
    quote: &impl Fn(&str) -> String,
    counts: &mut impl FnMut(&str) -> DbResult<Option<(i64, i64, i64)>>,
    checks: &mut usize,
) -> DbResult<Vec<ForeignKey>> {
    let covered = covered_by(known);
    let mut out = Vec::new();
    for (b, target) in tables.iter().enumerate() {
        let Some(key) = sole_key(target) else {
            continue;
        };
        for (a, column) in referrers(tables, index, b, key, &covered) {
            if *checks >= MAX_REFERENCE_CHECKS {
                return Ok(out);
            }
            *checks += 1;
            let sql = inclusion_query(
                &quote(&tables[a].name),
                &quote(&column.name),
                &quote(&target.name),
                &quote(&key.name),
            );
            // A failed check (a type the engine will not compare after all) infers nothing;
            // every statement runs in its own transaction, so the next one is unaffected.
            if counts(&sql)
                .ok()
                .flatten()
                .is_some_and(|(distinct, _, matched)| distinct >= 2 && matched == distinct)
            {
                out.push(ForeignKey {
                    from_table: tables[a].name.clone(),
                    from_column: column.name.clone(),
                    to_table: target.name.clone(),
                    to_column: key.name.clone(),
                    inferred: true,
                });
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::infer::infer_keys;
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("cand_pty_affiliation", "pty_cd", "pty_ref", true)]
    #[case("poo_unit_id", "unit_id", "disp_unit", true)]
    #[case("rsrc_kind", "rsrc_kind_cd", "rsrc_kind_ref", true)]
    #[case("home_parties", "code", "party", true)]
    #[case("pty_cd", "pty_cd", "pty_ref", false)]
    #[case("cand_nm", "pty_cd", "pty_ref", false)]
    #[case("unit", "code", "codes", false)]
    #[case("kind_cd", "rsrc_kind_cd", "rsrc_kind_ref", false)]
    fn a_column_is_named_after_a_key_by_its_qualifier_or_the_table_it_looks_up(
        #[case] column: &str,
        #[case] key: &str,
        #[case] target: &str,
        #[case] named: bool,
    ) {
        assert_eq!(named_after(column, key, target), named);
    }

    fn table(name: &str, columns: &[(&str, &str)]) -> Table {
        Table {
            name: name.into(),
            columns: columns
                .iter()
                .map(|(c, t)| Column {
                    name: (*c).into(),
                    decl_type: (*t).into(),
                    ..Column::default()
                })
                .collect(),
            ..Table::default()
        }
    }

    /// A fake engine over a keyless export: each column's distinct values as listed. It answers
    /// the key query (rows = distinct = present when the column's values are distinct) and the
    /// inclusion query, and records what it was asked.
    fn infer(tables: &mut [Table], data: &[(&str, &str, &[&str])]) -> (Vec<String>, Vec<String>) {
        let values = |t: &str, c: &str| -> Vec<String> {
            data.iter()
                .find(|(dt, dc, _)| *dt == t && *dc == c)
                .map(|(_, _, v)| v.iter().map(|s| s.to_string()).collect())
                .unwrap_or_default()
        };
        let mut asked = Vec::new();
        let keys = infer_keys(
            tables,
            &[],
            |n| n.to_string(),
            |sql| {
                asked.push(sql.to_string());
                let between = |from: &str, to: &str| {
                    let start = sql.find(from).map(|i| i + from.len())?;
                    let end = sql[start..].find(to)? + start;
                    Some(sql[start..end].trim().to_string())
                };
                if sql.contains("LEFT JOIN") {
                    let column = between("r.v FROM (SELECT ", " AS v FROM").unwrap_or_default();
                    let table = between(" AS v FROM ", " LIMIT").unwrap_or_default();
                    let key =
                        between("LEFT JOIN (SELECT DISTINCT ", " AS v FROM").unwrap_or_default();
                    let target =
                        between(&format!("DISTINCT {key} AS v FROM "), ")").unwrap_or_default();
                    let have: HashSet<String> = values(&table, &column).into_iter().collect();
                    let keys = values(&target, &key);
                    let matched = have.iter().filter(|v| keys.contains(v)).count() as i64;
                    return Ok(Some((have.len() as i64, have.len() as i64, matched)));
                }
                let column = between("(SELECT ", " AS k FROM").unwrap_or_default();
                let table = between(" AS k FROM ", " LIMIT").unwrap_or_default();
                let all = values(&table, &column);
                let distinct = all.iter().collect::<HashSet<_>>().len() as i64;
                Ok(Some((all.len() as i64, distinct, all.len() as i64)))
            },
        )
        .expect("no engine error");
        let edges = keys
            .iter()
            .map(|k| {
                format!(
                    "{}.{}>{}.{}",
                    k.from_table, k.from_column, k.to_table, k.to_column
                )
            })
            .collect();
        (edges, asked)
    }

    #[test]
    fn a_code_column_named_after_a_lookup_joins_it_when_the_lookup_holds_its_values() {
        let mut tables = vec![
            table("pty_ref", &[("pty_cd", "TEXT"), ("pty_desc", "TEXT")]),
            table(
                "cand",
                &[("cand_nm", "TEXT"), ("cand_pty_affiliation", "TEXT")],
            ),
            table(
                "cmte",
                &[("cmte_nm", "TEXT"), ("cmte_pty_affiliation", "TEXT")],
            ),
        ];
        let (edges, _) = infer(
            &mut tables,
            &[
                ("pty_ref", "pty_cd", &["DEM", "REP", "GRE"]),
                ("cand", "cand_pty_affiliation", &["DEM", "REP", "DEM"]),
                // One value the lookup lacks: no reference.
                ("cmte", "cmte_pty_affiliation", &["DEM", "XYZ"]),
            ],
        );
        assert_eq!(tables[0].primary_key, ["pty_cd"], "the lookup's key read");
        assert_eq!(edges, ["cand.cand_pty_affiliation>pty_ref.pty_cd"]);
    }

    #[test]
    fn one_shared_value_or_a_lookup_whose_first_column_repeats_is_no_reference() {
        let mut tables = vec![
            table("disp_unit", &[("unit_id", "TEXT"), ("unit_nm", "TEXT")]),
            table("fire_incd", &[("inc_nm", "TEXT"), ("poo_unit_id", "TEXT")]),
        ];
        let (edges, _) = infer(
            &mut tables,
            &[
                ("disp_unit", "unit_id", &["U1", "U2"]),
                ("fire_incd", "poo_unit_id", &["U1", "U1"]),
            ],
        );
        assert!(edges.is_empty(), "{edges:?}");
        let mut tables = vec![
            table("disp_unit", &[("unit_id", "TEXT"), ("unit_nm", "TEXT")]),
            table("fire_incd", &[("inc_nm", "TEXT"), ("poo_unit_id", "TEXT")]),
        ];
        let (edges, _) = infer(
            &mut tables,
            &[
                ("disp_unit", "unit_id", &["U1", "U1", "U2"]),
                ("fire_incd", "poo_unit_id", &["U1", "U2"]),
            ],
        );
        assert!(
            edges.is_empty(),
            "the lookup's first column is no key: {edges:?}"
        );
    }

    #[test]
    fn text_is_never_compared_with_numbers_and_exact_names_are_left_to_the_name_rules() {
        let mut tables = vec![
            table("unit", &[("unit_id", "INTEGER"), ("unit_nm", "TEXT")]),
            table(
                "fire",
                &[
                    ("unit_id", "INTEGER"),
                    ("unit_label", "TEXT"),
                    ("n", "INTEGER"),
                ],
            ),
        ];
        let (edges, asked) = infer(
            &mut tables,
            &[
                ("unit", "unit_id", &["1", "2"]),
                ("fire", "unit_id", &["1", "2"]),
                ("fire", "unit_label", &["1", "2"]),
            ],
        );
        // The key read (unit_id repeats by name), then the name rule joins it; `unit_label`
        // (text) and `unit_day` (a date) against an integer key are never asked.
        assert_eq!(edges, ["fire.unit_id>unit.unit_id"]);
        assert!(
            asked
                .iter()
                .all(|q| !q.contains("unit_label") && !q.contains("unit_day")),
            "{asked:?}"
        );
    }

    #[test]
    fn a_schema_that_declares_references_is_not_read_for_more() {
        let mut tables = vec![
            table("pty_ref", &[("pty_cd", "TEXT"), ("pty_desc", "TEXT")]),
            table(
                "cand",
                &[("cand_nm", "TEXT"), ("cand_pty_affiliation", "TEXT")],
            ),
            table("cmte", &[("cmte_nm", "TEXT"), ("cand_nm", "TEXT")]),
        ];
        let declared = [ForeignKey {
            from_table: "cmte".into(),
            from_column: "cand_nm".into(),
            to_table: "cand".into(),
            to_column: "cand_nm".into(),
            inferred: false,
        }];
        let mut asked = Vec::new();
        let keys = infer_keys(
            &mut tables,
            &declared,
            |n| n.to_string(),
            |sql| {
                asked.push(sql.to_string());
                Ok(Some((3, 3, 3)))
            },
        )
        .expect("no engine error");
        assert!(keys.is_empty(), "{keys:?}");
        assert!(asked.iter().all(|q| !q.contains("LEFT JOIN")), "{asked:?}");
        assert!(tables[0].primary_key.is_empty());
    }

    #[test]
    fn the_checks_are_bounded_per_schema() {
        let mut tables = vec![table(
            "kind_ref",
            &[("kind_cd", "TEXT"), ("kind_desc", "TEXT")],
        )];
        let mut data: Vec<(String, String)> = Vec::new();
        for i in 0..(MAX_REFERENCE_CHECKS + 10) {
            let (name, column) = (format!("t{i}"), format!("x{i}_kind"));
            tables.push(table(&name, &[(column.as_str(), "TEXT")]));
            data.push((name, column));
        }
        let rows: Vec<(&str, &str, &[&str])> =
            std::iter::once(("kind_ref", "kind_cd", &["A", "B"][..]))
                .chain(
                    data.iter()
                        .map(|(t, c)| (t.as_str(), c.as_str(), &["A", "B"][..])),
                )
                .collect();
        let (edges, asked) = infer(&mut tables, &rows);
        assert_eq!(asked.len(), MAX_REFERENCE_CHECKS);
        assert_eq!(
            edges.len(),
            MAX_REFERENCE_CHECKS - 1,
            "one check read the key"
        );
    }
}
