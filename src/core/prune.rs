//! Schema pruning before generation: the question's neighbourhood of a large schema.
//!
//! Owns: ranking tables by how well the question's phrases link to them, and closing the kept
//! set under join paths. ODIN and RTS both start here on enterprise schemas: a generator asked
//! over a thousand tables spends its time (and its attention) on tables no word of the
//! question names. Generation cost then follows the question, not the schema's size.
//! Must not touch: generation itself, or the schema the session scores readings against (a
//! pruned schema is only what generators are handed).
//!
//! The rule: a schema of more than [`Pruning::above`] tables is cut to at most
//! [`Pruning::keep`] linked tables plus the tables on the join paths between them. A table's
//! link to a phrase is the best similarity of the phrase to the table's name or any of its
//! columns' names (compared as `table.column`, as ODIN's Cal_Score does), or 1 when the phrase
//! is one of a column's sample values. Every phrase keeps its [`PER_PHRASE`] best tables, so a
//! word that names a small side table is not crowded out by tables matching the other words;
//! the rest of the places go to the tables with the best link to any phrase.
//!
//! Two passes when the similarity has a cheap [`Similarity::coarse`] form (RTS's retrieval
//! before reasoning): the coarse one reads every table and shortlists [`Pruning::shortlist`]
//! by the same rule, and only the shortlist's table and bare column names are embedded (in one
//! batch, through [`Similarity::prepare`]) and ranked by the full similarity, its qualified
//! column names by the coarse one (they are new for every table; names repeat across tables
//! and questions, so the embedding cache serves them). Linking cost then follows the question,
//! not the schema: a cold question on a thousand tables embeds a few hundred names, not every
//! name of the schema, and a later question mostly names it has embedded before.

use super::linking::extract_entities;
use super::ports::Similarity;
use super::schema::{Schema, Table};
use std::collections::BTreeSet;

/// Tables every phrase keeps (its best links).
pub const PER_PHRASE: usize = 2;

/// When and how far to prune.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pruning {
    /// Schemas of at most this many tables are handed over whole.
    pub above: usize,
    /// Linked tables kept (join-path tables come on top).
    pub keep: usize,
    /// Tables the coarse pass hands the full similarity (at least `keep`).
    pub shortlist: usize,
}

impl Default for Pruning {
    fn default() -> Self {
        Pruning {
            above: 40,
            keep: 12,
            // Twice `keep`: on dev at keep 4 a shortlist of 7 kept every gold table the model
            // alone kept (98.9%), one of 5 lost two (98.2%).
            shortlist: 24,
        }
    }
}

impl Pruning {
    /// Never prune.
    pub fn off() -> Self {
        Pruning {
            above: usize::MAX,
            keep: usize::MAX,
            shortlist: usize::MAX,
        }
    }
}

/// `schema` cut to `question`'s neighbourhood, or `None` when it is small enough to hand over
/// whole (or the question links to nothing, when cutting would only guess).
pub fn prune(
    schema: &Schema,
    question: &str,
    similarity: &dyn Similarity,
    pruning: &Pruning,
) -> Option<Schema> {
    if schema.tables.len() <= pruning.above {
        return None;
    }
    let phrases = extract_entities(question);
    if phrases.is_empty() {
        return None;
    }
    let all: Vec<usize> = (0..schema.tables.len()).collect();
    let coarse = similarity
        .coarse()
        .filter(|_| all.len() > pruning.shortlist.max(pruning.keep));
    let (candidates, links) = match coarse {
        Some(coarse) => {
            let first = links(schema, &all, &phrases, coarse, None);
            let candidates = chosen_tables(&all, &first, pruning.shortlist.max(pruning.keep));
            // The shortlist is reranked by the full similarity over the names a schema
            // repeats (table names, bare column names: embedded once, then cached across
            // questions), while each table-qualified name, which is new for every table, is
            // read by the coarse similarity: it sees the words of both parts, and nothing is
            // embedded for the tables the rerank then drops.
            let mut texts: Vec<String> = phrases.clone();
            for &t in &candidates {
                let table = &schema.tables[t];
                texts.push(table.name.clone());
                texts.extend(table.columns.iter().map(|c| c.name.clone()));
            }
            prepare(similarity, &texts);
            let reranked = links(schema, &candidates, &phrases, similarity, Some(coarse));
            (candidates, reranked)
        }
        None => {
            // Linking reads table names and qualified column names (a sample value links by
            // equality); the kept tables' bare column names follow for the generator.
            let mut texts: Vec<String> = phrases.clone();
            for table in &schema.tables {
                texts.push(table.name.clone());
                texts.extend(qualified_columns(table));
            }
            prepare(similarity, &texts);
            let links = links(schema, &all, &phrases, similarity, None);
            (all, links)
        }
    };
    let chosen = chosen_tables(&candidates, &links, pruning.keep);
    let kept = with_join_paths(schema, &chosen);
    let texts: Vec<String> = kept
        .iter()
        .flat_map(|&t| schema.tables[t].linkable_texts())
        .collect();
    prepare(similarity, &texts);
    let tables = schema
        .tables
        .iter()
        .enumerate()
        .filter(|(i, _)| kept.contains(i))
        .map(|(_, t)| t.clone())
        .collect();
    let is_kept = |name: &str| {
        kept.iter()
            .any(|&i| schema.tables[i].name.eq_ignore_ascii_case(name))
    };
    let foreign_keys = schema
        .foreign_keys
        .iter()
        .filter(|k| is_kept(&k.from_table) && is_kept(&k.to_table))
        .cloned()
        .collect();
    Some(Schema {
        tables,
        foreign_keys,
        engine: schema.engine,
        namespace: schema.namespace.clone(),
    })
}

fn prepare(similarity: &dyn Similarity, texts: &[String]) {
    similarity.prepare(&texts.iter().map(String::as_str).collect::<Vec<_>>());
}

/// Each column spelled `table.column`, as Cal_Score compares it.
fn qualified_columns(table: &Table) -> Vec<String> {
    table
        .columns
        .iter()
        .map(|c| format!("{}.{}", table.name, c.name))
        .collect()
}

/// `links[p][i]`: how well phrase `p` links to table `tables[i]`.
/// With `qualified_by`, names are read by `similarity` and table-qualified names by
/// `qualified_by` (see [`prune`]); without it, `similarity` reads the table's name and its
/// qualified column names. Each similarity scores all its pairs in one call.
fn links(
    schema: &Schema,
    tables: &[usize],
    phrases: &[String],
    similarity: &dyn Similarity,
    qualified_by: Option<&dyn Similarity>,
) -> Vec<Vec<f64>> {
    // Per table, its name then its columns: at the same offsets in both lists.
    let mut qualified: Vec<String> = Vec::new();
    let mut bare: Vec<&str> = Vec::new();
    let mut offsets = Vec::with_capacity(tables.len());
    for &t in tables {
        let table = &schema.tables[t];
        offsets.push(qualified.len());
        qualified.push(table.name.clone());
        qualified.extend(qualified_columns(table));
        if qualified_by.is_some() {
            bare.push(&table.name);
            bare.extend(table.columns.iter().map(|c| c.name.as_str()));
        }
    }
    let rows: Vec<&str> = phrases.iter().map(String::as_str).collect();
    let qualified: Vec<&str> = qualified.iter().map(String::as_str).collect();
    let by_qualified = qualified_by
        .unwrap_or(similarity)
        .similarities(&rows, &qualified);
    let by_bare = match qualified_by {
        Some(_) => similarity.similarities(&rows, &bare),
        None => Vec::new(),
    };
    rows.iter()
        .enumerate()
        .map(|(p, phrase)| {
            tables
                .iter()
                .zip(&offsets)
                .map(|(&t, &at)| {
                    let table = &schema.tables[t];
                    let span = at..at + 1 + table.columns.len();
                    let linked = if stores(table, phrase) {
                        1.0
                    } else {
                        max_of(&by_qualified[p][span.clone()])
                    };
                    match by_bare.get(p) {
                        Some(row) => {
                            let names = &row[span];
                            names[1..]
                                .iter()
                                .fold(linked, |m, &s| m.max(s))
                                .max(names[0])
                        }
                        None => linked,
                    }
                })
                .collect()
        })
        .collect()
}

/// The first score folded with the rest by `f64::max` (a NaN loses to any number).
fn max_of(scores: &[f64]) -> f64 {
    scores[1..].iter().fold(scores[0], |m, &s| m.max(s))
}

/// Up to `keep` of `tables`, best first: every phrase's [`PER_PHRASE`] best links, then the
/// best link to any phrase.
fn chosen_tables(tables: &[usize], links: &[Vec<f64>], keep: usize) -> Vec<usize> {
    let mut chosen: Vec<usize> = Vec::new();
    let choose = |i: usize, chosen: &mut Vec<usize>| {
        if !chosen.contains(&tables[i]) && chosen.len() < keep {
            chosen.push(tables[i]);
        }
    };
    for row in links {
        for i in best(row).into_iter().take(PER_PHRASE) {
            choose(i, &mut chosen);
        }
    }
    let overall: Vec<f64> = (0..tables.len())
        .map(|i| links.iter().map(|row| row[i]).fold(f64::MIN, f64::max))
        .collect();
    for i in best(&overall) {
        choose(i, &mut chosen);
    }
    chosen
}

/// `chosen` and the tables on the join paths from the best-linked one to each other, so every
/// reading the generator would build over the whole schema can still join them.
fn with_join_paths(schema: &Schema, chosen: &[usize]) -> BTreeSet<usize> {
    let mut kept: BTreeSet<usize> = chosen.iter().copied().collect();
    if let Some(&anchor) = chosen.first() {
        let from = &schema.tables[anchor].name;
        for &t in &chosen[1..] {
            let Some(path) = schema.join_path(from, &schema.tables[t].name) else {
                continue;
            };
            for key in path {
                for name in [&key.from_table, &key.to_table] {
                    if let Some(i) = index_of(schema, name) {
                        kept.insert(i);
                    }
                }
            }
        }
    }
    kept
}

/// Whether `phrase` is one of a column's sample values (it then links to `table` fully).
fn stores(table: &Table, phrase: &str) -> bool {
    table.columns.iter().any(|c| {
        c.samples
            .iter()
            .any(|s| s.trim().eq_ignore_ascii_case(phrase))
    })
}

/// Table indices by falling score; ties (and NaN) in schema order.
fn best(scores: &[f64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..scores.len()).collect();
    let score = |i: usize| {
        let s = scores[i];
        if s.is_nan() {
            f64::NEG_INFINITY
        } else {
            s
        }
    };
    order.sort_by(|&a, &b| score(b).total_cmp(&score(a)).then(a.cmp(&b)));
    order
}

fn index_of(schema: &Schema, name: &str) -> Option<usize> {
    schema
        .tables
        .iter()
        .position(|t| t.name.eq_ignore_ascii_case(name))
}

#[cfg(test)]
#[path = "prune_tests.rs"]
mod tests;
