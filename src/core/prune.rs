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

use super::linking::extract_entities;
use super::ports::Similarity;
use super::schema::Schema;
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
}

impl Default for Pruning {
    fn default() -> Self {
        Pruning {
            above: 40,
            keep: 12,
        }
    }
}

impl Pruning {
    /// Never prune.
    pub fn off() -> Self {
        Pruning {
            above: usize::MAX,
            keep: usize::MAX,
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
    let kept = kept_tables(schema, question, similarity, pruning.keep)?;
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

/// Indices of the tables kept for `question`: the linked ones and the join paths between them.
fn kept_tables(
    schema: &Schema,
    question: &str,
    similarity: &dyn Similarity,
    keep: usize,
) -> Option<BTreeSet<usize>> {
    let phrases = extract_entities(question);
    if phrases.is_empty() {
        return None;
    }
    // Each column compared as `table.column` (as Cal_Score does), spelled once for all phrases.
    let qualified: Vec<Vec<String>> = schema
        .tables
        .iter()
        .map(|t| {
            t.columns
                .iter()
                .map(|c| format!("{}.{}", t.name, c.name))
                .collect()
        })
        .collect();
    // links[p][t]: how well phrase p links to table t.
    let links: Vec<Vec<f64>> = phrases
        .iter()
        .map(|phrase| {
            schema
                .tables
                .iter()
                .zip(&qualified)
                .map(|(table, columns)| link(phrase, table, columns, similarity))
                .collect()
        })
        .collect();
    let mut chosen: Vec<usize> = Vec::new();
    let choose = |t: usize, chosen: &mut Vec<usize>| {
        if !chosen.contains(&t) && chosen.len() < keep {
            chosen.push(t);
        }
    };
    for row in &links {
        for t in best(row).into_iter().take(PER_PHRASE) {
            choose(t, &mut chosen);
        }
    }
    let overall: Vec<f64> = (0..schema.tables.len())
        .map(|t| links.iter().map(|row| row[t]).fold(f64::MIN, f64::max))
        .collect();
    for t in best(&overall) {
        choose(t, &mut chosen);
    }
    let mut kept: BTreeSet<usize> = chosen.iter().copied().collect();
    // Join paths from the best-linked table to each other kept one, so every reading the
    // generator would build over the whole schema can still join them.
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
    Some(kept)
}

/// How well `phrase` names `table`: its name, a column's name (`columns`, qualified), or a
/// column's sample value.
fn link(
    phrase: &str,
    table: &crate::core::schema::Table,
    columns: &[String],
    similarity: &dyn Similarity,
) -> f64 {
    let stored = table.columns.iter().any(|c| {
        c.samples
            .iter()
            .any(|s| s.trim().eq_ignore_ascii_case(phrase))
    });
    if stored {
        return 1.0;
    }
    columns
        .iter()
        .map(|named| similarity.similarity(phrase, named))
        .fold(similarity.similarity(phrase, &table.name), f64::max)
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
