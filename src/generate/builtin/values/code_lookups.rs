//! Code lookups: a description stored in a lookup table names the code other tables store.
//!
//! Owns: recognising lookup tables (a code column beside a description column), reading their
//! (code, description) rows, finding the columns of other tables that hold those codes, and
//! turning a value found in a description column into hits on those columns; and, for each such
//! column, how it reads its codes' descriptions ([`Decoding`], which `decoded.rs` joins). Coded schemas
//! store `boro_cd = '3'` in the data table and say what '3' means only in a lookup
//! (`ref_codes(code_typ, code, code_desc)`: 'Brooklyn'); no key declares the join, and the
//! lookup's code column is no key of its own when several code sets share it. An analyst says
//! "restaurants in brooklyn", which is `boro_cd = '3'`.
//! Must not touch: the value index's own reading and matching (`values.rs`); the hits made here
//! go through the same parser and grounding as any other.
//!
//! The rule, stated: a column of another table holds a lookup's codes when its name is a
//! code's (`X_cd`, `X_code`, `X_id`, `X_typ`, …) or says the name of one of the lookup's code
//! sets (`cand_office` for the set 'OFFICE'), both it and the lookup's code column are
//! declared text (integer keys of unrelated tables coincide), it holds between two and
//! [`MAX_CODES`] distinct values, every one of them is a code of one set of the lookup (see
//! [`CodeLinks::read`]), and no key (declared or inferred) joins it to the lookup (a joined
//! lookup is read through the join). A description found whole in the lookup then also names
//! each such column's row of its code, as a hit of [`CODE_QUALITY`] of the description's.

use super::{quote, ValueHit, ValueIndex};
use crate::core::schema::Schema;
use crate::db::{Value, SAMPLE_ROWS};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::time::Instant;

/// Rows read from one lookup table at most.
const MAX_LOOKUP_ROWS: usize = 5_000;
/// Distinct values a code column holds at most (more are data, not codes).
const MAX_CODES: usize = 500;
/// Columns a lookup table has at most (a code, a description, a code set, one more).
const MAX_LOOKUP_COLUMNS: usize = 4;
/// Lookup tables read at most, and code columns tried against each: bounds for schemas of
/// thousands of narrow tables.
const MAX_LOOKUPS: usize = 50;
const MAX_CANDIDATES: usize = 200;
/// A translated hit's quality against the description's: the description is what was said.
const CODE_QUALITY: f64 = 0.95;
/// Between a code and its description in one text read back (the read returns one column).
const SEPARATOR: &str = "|~|";

/// Descriptions and the codes they name, by column of the value index.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub(super) struct CodeLinks {
    /// Lower-cased description → (its description column, a column holding its code, the code).
    by_description: HashMap<String, Vec<(usize, usize, String)>>,
    /// How each column holding a lookup's codes reads their descriptions.
    #[serde(default)]
    decodings: Vec<Decoding>,
}

/// A column holding a lookup's codes, and the lookup row that says what a code means: the
/// description of `table.column`'s code is `lookup.description` where `lookup.code` is that
/// code (and, where several code sets share the lookup, `set.0` is the set `set.1`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Decoding {
    pub table: String,
    pub column: String,
    pub lookup: String,
    pub code: String,
    pub description: String,
    pub set: Option<(String, String)>,
}

/// Name words that make a column a lookup's description.
const DESCRIPTION_WORDS: &[&str] = &["desc", "description", "name", "nm", "label", "title"];
/// Name words that make a column a code (the last word of its name).
const CODE_WORDS: &[&str] = &[
    "cd", "code", "id", "val", "key", "no", "num", "typ", "type", "flg", "flag",
];

/// A name's words, as the project splits identifiers (`boro_cd`, `boroCd`: boro, cd).
fn name_words(name: &str) -> Vec<String> {
    crate::embed::text::words(name)
}

fn is_description(name: &str) -> bool {
    name_words(name)
        .iter()
        .any(|w| DESCRIPTION_WORDS.contains(&w.as_str()))
}

fn is_code(name: &str) -> bool {
    name_words(name)
        .last()
        .is_some_and(|w| CODE_WORDS.contains(&w.as_str()))
}

impl CodeLinks {
    /// The links of `schema`'s lookups, reading their rows and the candidate code columns'
    /// distinct values with `read` (one text column per row), until `deadline`. The value index
    /// keeps no numeric-looking text (`'02'` is read as a number's range), so code columns are
    /// read here.
    pub(super) fn read(
        read: &mut dyn FnMut(&str, usize) -> Option<Vec<Value>>,
        schema: &Schema,
        index: &ValueIndex,
        deadline: Instant,
    ) -> CodeLinks {
        let at = |table: &str, column: &str| {
            index.columns.iter().position(|c| {
                c.table.eq_ignore_ascii_case(table) && c.column.eq_ignore_ascii_case(column)
            })
        };
        let joined = |a: &str, b: &str| {
            schema.foreign_keys.iter().any(|k| {
                (k.from_table.eq_ignore_ascii_case(a) && k.to_table.eq_ignore_ascii_case(b))
                    || (k.from_table.eq_ignore_ascii_case(b) && k.to_table.eq_ignore_ascii_case(a))
            })
        };
        let mut texts = |sql: String| -> Vec<String> {
            read(&sql, MAX_LOOKUP_ROWS)
                .unwrap_or_default()
                .into_iter()
                .filter_map(|v| match v {
                    Value::Text(t) => Some(t),
                    Value::Integer(i) => Some(i.to_string()),
                    _ => None,
                })
                .collect()
        };
        let mut held: HashMap<usize, BTreeSet<String>> = HashMap::new();
        let mut links = CodeLinks::default();
        let lookups = schema
            .tables
            .iter()
            .filter(|t| t.view_sql.is_none() && t.columns.len() <= MAX_LOOKUP_COLUMNS)
            .take(MAX_LOOKUPS);
        // Codes are stored as text ('02', 'OH', '3'); a column of integers named `…_id` is a
        // key, and small integer keys of unrelated tables coincide.
        for lookup in lookups {
            for description in lookup.columns.iter().filter(|c| is_description(&c.name)) {
                for code in lookup
                    .columns
                    .iter()
                    .filter(|c| c.name != description.name && is_code(&c.name) && c.declared_text())
                {
                    if Instant::now() > deadline {
                        return links;
                    }
                    let Some(d_at) = at(&lookup.name, &description.name) else {
                        continue;
                    };
                    // A lookup of three columns may keep several code sets in one: the third
                    // column names the set ('BORO', 'INSP_TYP'), and codes repeat across sets.
                    let set_column = match lookup.columns.as_slice() {
                        [_, _, _] => lookup
                            .columns
                            .iter()
                            .find(|c| c.name != code.name && c.name != description.name),
                        _ => None,
                    };
                    let set_sql = set_column.map_or("''".to_string(), |c| {
                        format!("COALESCE(CAST({} AS TEXT), '')", quote(&c.name))
                    });
                    let rows: Vec<(String, String, String)> = texts(format!(
                        "SELECT {set_sql} || '{SEPARATOR}' || CAST({k} AS TEXT) || '{SEPARATOR}' || CAST({d} AS TEXT) FROM {t} LIMIT {MAX_LOOKUP_ROWS}",
                        k = quote(&code.name),
                        d = quote(&description.name),
                        t = quote(&lookup.name),
                    ))
                    .into_iter()
                    .filter_map(|row| {
                        let mut parts = row.splitn(3, SEPARATOR);
                        let (set, code, said) = (parts.next()?, parts.next()?, parts.next()?);
                        Some((set.to_string(), code.to_string(), said.trim().to_lowercase()))
                    })
                    .collect();
                    let mut sets: HashMap<&str, BTreeSet<&str>> = HashMap::new();
                    for (set, code, _) in &rows {
                        sets.entry(set.as_str()).or_default().insert(code.as_str());
                    }
                    // `cand_office` holds the set 'OFFICE' though its name is no code's.
                    let set_names: Vec<Vec<String>> = sets
                        .keys()
                        .map(|s| name_words(s))
                        .filter(|w| !w.is_empty())
                        .collect();
                    let names_a_set = |name: &str| {
                        let words = name_words(name);
                        set_names
                            .iter()
                            .any(|set| set.iter().all(|w| words.contains(w)))
                    };
                    let candidates: Vec<usize> = schema
                        .tables
                        .iter()
                        .filter(|t| t.view_sql.is_none())
                        .filter(|t| !t.name.eq_ignore_ascii_case(&lookup.name))
                        .filter(|t| !joined(&t.name, &lookup.name))
                        .flat_map(|t| {
                            t.columns
                                .iter()
                                .filter(|c| {
                                    (is_code(&c.name) || names_a_set(&c.name)) && c.declared_text()
                                })
                                .filter_map(|c| at(&t.name, &c.name))
                        })
                        .take(MAX_CANDIDATES)
                        .collect();
                    for &c in &candidates {
                        if Instant::now() > deadline {
                            return links;
                        }
                        held.entry(c).or_insert_with(|| {
                            let col = &index.columns[c];
                            let (c, t) = (quote(&col.column), quote(&col.table));
                            // A large table is read from its first rows, as the index reads it.
                            let large = schema
                                .table(&col.table)
                                .is_none_or(|t| t.row_count.is_none_or(|n| n > SAMPLE_ROWS));
                            let from = if large {
                                format!("(SELECT {c} FROM {t} WHERE {c} IS NOT NULL LIMIT {SAMPLE_ROWS}) AS first_rows")
                            } else {
                                t.clone()
                            };
                            texts(format!(
                                "SELECT DISTINCT CAST({c} AS TEXT) FROM {from} WHERE {c} IS NOT NULL LIMIT {n}",
                                n = MAX_CODES + 1,
                            ))
                            .into_iter()
                            .collect()
                        });
                    }
                    let holders = holders_by_set(&sets, &candidates, &held, index);
                    let target = Lookup {
                        table: &lookup.name,
                        code: &code.name,
                        description: &description.name,
                        set: set_column.map(|c| c.name.as_str()),
                    };
                    // A lookup's own code column lists codes, each once; it reads none of
                    // another's (a type lookup's '01', '02' are no provider numbers that match).
                    let coding: Vec<usize> = candidates
                        .iter()
                        .copied()
                        .filter(|c| {
                            let col = &index.columns[*c];
                            let distinct = held.get(c).map_or(0, BTreeSet::len);
                            !lists_codes(schema, &col.table, &col.column, distinct)
                        })
                        .collect();
                    for decoding in decodings(&target, &sets, &coding, &held, index) {
                        if !links.decodings.contains(&decoding) {
                            links.decodings.push(decoding);
                        }
                    }
                    for (set, code, said) in &rows {
                        let entry = links.by_description.entry(said.clone()).or_default();
                        let of_set = holders
                            .get(set.as_str())
                            .map(Vec::as_slice)
                            .unwrap_or_default();
                        for &holder in of_set.iter().filter(|h| held[h].contains(code)) {
                            let link = (d_at, holder, code.clone());
                            if !entry.contains(&link) {
                                entry.push(link);
                            }
                        }
                    }
                }
            }
        }
        links.by_description.retain(|_, v| !v.is_empty());
        links
    }

    /// How the columns holding lookups' codes read their descriptions.
    pub(super) fn decodings(&self) -> &[Decoding] {
        &self.decodings
    }

    /// Whether the column at `at` of the value index describes codes other columns hold.
    pub(super) fn describes(&self, at: usize) -> bool {
        self.by_description
            .values()
            .flatten()
            .any(|(described, _, _)| *described == at)
    }

    /// Hits on the columns holding the codes that `hits` found whole in a description column
    /// name (none for hits elsewhere, partial or on flags).
    pub(super) fn translate(
        &self,
        hits: &[ValueHit],
        index: &ValueIndex,
        schema: &Schema,
    ) -> Vec<ValueHit> {
        let mut out: Vec<ValueHit> = Vec::new();
        for hit in hits.iter().filter(|h| !h.partial && !h.flag) {
            let Some(links) = self.by_description.get(&hit.value.trim().to_lowercase()) else {
                continue;
            };
            for (d_at, holder, code) in links {
                let (Some(described), Some(col)) =
                    (index.columns.get(*d_at), index.columns.get(*holder))
                else {
                    continue;
                };
                let from_description = described.table.eq_ignore_ascii_case(&hit.table)
                    && described.column.eq_ignore_ascii_case(&hit.column);
                let seen = hits
                    .iter()
                    .chain(&out)
                    .any(|h| h.table == col.table && h.column == col.column);
                if from_description && !seen && col.in_schema(schema) {
                    out.push(ValueHit {
                        table: col.table.clone(),
                        column: col.column.clone(),
                        value: code.clone(),
                        quality: hit.quality * CODE_QUALITY,
                        partial: false,
                        flag: false,
                    });
                }
            }
        }
        out
    }
}

/// Whether `table.column` is the code column of a table shaped as a lookup (a code beside a
/// description, at most [`MAX_LOOKUP_COLUMNS`] columns) that holds each code once (`distinct`
/// values over as many rows): a table of dealers keeps a type code many dealers share.
fn lists_codes(schema: &Schema, table: &str, column: &str, distinct: usize) -> bool {
    schema.table(table).is_some_and(|t| {
        t.row_count == Some(distinct as u64)
            && t.columns.len() <= MAX_LOOKUP_COLUMNS
            && t.columns.iter().any(|c| is_description(&c.name))
            && t.column(column)
                .is_some_and(|c| is_code(&c.name) && !is_description(&c.name))
    })
}

/// A lookup's table and columns, as [`decodings`] reads them.
struct Lookup<'a> {
    table: &'a str,
    code: &'a str,
    description: &'a str,
    set: Option<&'a str>,
}

/// How each holder of the lookup's codes reads their descriptions. The set is part of a code's
/// identity only where codes repeat across sets (a state lookup's third column is the state's
/// region, not a set); there a column is read in the one set its values all belong to, or,
/// among several such, the one set its name names (`hosp_typ_cd` for 'HTYP', `ctgry_cd` for
/// 'EXP_CTGRY'). A column no set fits that way is left coded: a wrong set would name its codes
/// wrongly.
fn decodings(
    lookup: &Lookup<'_>,
    sets: &HashMap<&str, BTreeSet<&str>>,
    candidates: &[usize],
    held: &HashMap<usize, BTreeSet<String>>,
    index: &ValueIndex,
) -> Vec<Decoding> {
    let repeated = sets.values().map(BTreeSet::len).sum::<usize>()
        > sets.values().flatten().collect::<BTreeSet<_>>().len();
    // Every set a column's values all belong to (not only the sets `holders_by_set` gives it:
    // a column no set names is held by each set it fits). Where codes do not repeat, the code
    // alone says its row, whatever its set.
    let all: BTreeSet<&str> = sets.values().flatten().copied().collect();
    let mut sets_of: BTreeMap<usize, Vec<&str>> = BTreeMap::new();
    for &c in candidates {
        let Some(values) = held.get(&c) else {
            continue;
        };
        if !repeated {
            if holds(values, &all) {
                sets_of.entry(c).or_default().push("");
            }
            continue;
        }
        for (&set, codes) in sets {
            if holds(values, codes) {
                sets_of.entry(c).or_default().push(set);
            }
        }
    }
    let mut out = Vec::new();
    for (holder, mut held_sets) in sets_of {
        let Some(col) = index.columns.get(holder) else {
            continue;
        };
        held_sets.sort_unstable();
        let set = match (repeated, lookup.set) {
            (true, Some(set_column)) => {
                let named: Vec<&str> = held_sets
                    .iter()
                    .copied()
                    .filter(|s| names_set(&col.column, s))
                    .collect();
                match named.as_slice() {
                    [only] => Some((set_column.to_string(), (*only).to_string())),
                    [] if held_sets.len() == 1 => {
                        Some((set_column.to_string(), held_sets[0].to_string()))
                    }
                    _ => continue,
                }
            }
            (true, None) => continue,
            (false, _) => None,
        };
        out.push(Decoding {
            table: col.table.clone(),
            column: col.column.clone(),
            lookup: lookup.table.to_string(),
            code: lookup.code.to_string(),
            description: lookup.description.to_string(),
            set,
        });
    }
    out
}

/// Whether a column's name names a code set: one of the set's words of three letters or more
/// is one of the column's (`ctgry_cd`, 'EXP_CTGRY'), or the set's letters run in order through
/// the column's name (`hosp_typ_cd`, 'HTYP').
fn names_set(column: &str, set: &str) -> bool {
    let words = name_words(column);
    let set_words = name_words(set);
    if set_words.iter().any(|w| w.len() >= 3 && words.contains(w)) {
        return true;
    }
    let letters: String = set_words.concat();
    let mut name = words.concat().into_bytes().into_iter();
    !letters.is_empty() && letters.bytes().all(|b| name.any(|n| n == b))
}

/// Whether a column of `values` holds codes of `codes`: two to [`MAX_CODES`] values, all codes.
fn holds(values: &BTreeSet<String>, codes: &BTreeSet<&str>) -> bool {
    (2..=MAX_CODES).contains(&values.len()) && values.iter().all(|v| codes.contains(v.as_str()))
}

/// Each code set's holders among `candidates` (`held`: their distinct values): the columns
/// holding its codes, of those the ones whose name says the set's name (`boro_cd` for 'BORO')
/// when any does; and, when the sets are an attribute's values rather than sets (a state's
/// census region), the columns holding codes of several of them, for every set.
fn holders_by_set<'s>(
    sets: &HashMap<&'s str, BTreeSet<&str>>,
    candidates: &[usize],
    held: &HashMap<usize, BTreeSet<String>>,
    index: &ValueIndex,
) -> HashMap<&'s str, Vec<usize>> {
    let holding = |codes: &BTreeSet<&str>| -> Vec<usize> {
        candidates
            .iter()
            .copied()
            .filter(|c| held.get(c).is_some_and(|values| holds(values, codes)))
            .collect()
    };
    let mut out: HashMap<&str, Vec<usize>> = HashMap::new();
    for (&set, codes) in sets {
        let by_values = holding(codes);
        let set_words = name_words(set);
        let named: Vec<usize> = by_values
            .iter()
            .copied()
            .filter(|&c| {
                let words = index
                    .columns
                    .get(c)
                    .map(|col| name_words(&col.column))
                    .unwrap_or_default();
                !set_words.is_empty() && set_words.iter().all(|w| words.contains(w))
            })
            .collect();
        out.insert(set, if named.is_empty() { by_values } else { named });
    }
    if sets.len() > 1 {
        let all: BTreeSet<&str> = sets.values().flatten().copied().collect();
        let in_a_set: BTreeSet<usize> = out.values().flatten().copied().collect();
        let across: Vec<usize> = holding(&all)
            .into_iter()
            .filter(|c| !in_a_set.contains(c))
            .collect();
        for of_set in out.values_mut() {
            of_set.extend(&across);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::names_set;
    use rstest::rstest;

    #[rstest]
    #[case("boro_cd", "BORO", true)]
    #[case("hosp_typ_cd", "HTYP", true)]
    #[case("ctgry_cd", "EXP_CTGRY", true)]
    #[case("cand_office", "OFFICE", true)]
    #[case("poo_own_cd", "OWN", true)]
    #[case("hosp_typ_cd", "OWNR", false)]
    #[case("emer_svc_yn", "ACTV", false)]
    #[case("ownr_cd", "HTYP", false)]
    fn a_column_names_its_code_set(#[case] column: &str, #[case] set: &str, #[case] want: bool) {
        assert_eq!(names_set(column, set), want);
    }
}
