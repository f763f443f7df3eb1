//! The question's context: which tables it is about, for ranking weakly linked phrases.
//!
//! Owns: the context vector (entities' table links, tables of phrases that name a column
//! outright, tables holding the question's values, and tables that extend those by name), one
//! per phrase so that no phrase is its own evidence.
//! Must not touch: candidate scoring itself (`slots.rs`).

use super::super::frame::{Frame, Operand};
use super::super::link::Linker;
use super::slots::all_filters;

/// How much each table is what the question is about, in [0, 1]: the entities' table links
/// and the tables of phrases that name a column outright.
/// One vector per mention, each leaving that mention's own links out (a phrase is not its
/// own context).
pub(super) fn context(linker: &Linker<'_>, frame: &Frame, with_values: bool) -> Vec<Vec<f64>> {
    let n = linker.tables.len();
    let mut entity = vec![0.0; n];
    for &e in &frame.entities {
        for (t, s) in linker.tables_for(&frame.mentions[e].text) {
            entity[t] = f64::max(entity[t], s);
        }
    }
    // Values found in the data say which tables the question is about ("the youngest *dog*").
    for f in all_filters(frame).into_iter().filter(|_| with_values) {
        if let Operand::Text { hits, .. } = &f.operand {
            for h in hits {
                if let Some(t) = linker.table_index(&h.table) {
                    entity[t] = f64::max(entity[t], h.quality);
                }
            }
        }
    }
    let strong: Vec<Vec<(usize, f64)>> = frame
        .mentions
        .iter()
        .map(|m| {
            linker
                .columns_for(&m.text, None)
                .into_iter()
                .take_while(|x| x.2 >= 0.9)
                .map(|(t, _, s)| (t, s.min(1.0)))
                .collect()
        })
        .collect();
    // A table named as an extension of another (`pets_pet_age` of `pets`) is about the same rows.
    let lower: Vec<String> = linker
        .tables
        .iter()
        .map(|t| t.name.to_ascii_lowercase())
        .collect();
    let extensions: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (0..n).map(move |b| (a, b)))
        .filter(|&(a, b)| a != b && lower[b].starts_with(&format!("{}_", lower[a])))
        .collect();
    (0..frame.mentions.len())
        .map(|me| {
            let mut out = entity.clone();
            for (other, links) in strong.iter().enumerate() {
                if other == me || frame.mentions[other].text == frame.mentions[me].text {
                    continue;
                }
                for &(t, s) in links {
                    out[t] = f64::max(out[t], s);
                }
            }
            for &(base, ext) in &extensions {
                out[ext] = f64::max(out[ext], out[base]);
            }
            out
        })
        .collect()
}
