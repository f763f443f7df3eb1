//! Grounding: a schema-free frame into scored SQL readings over the request's schema.
//!
//! Owns: the beam over the frame's decisions (each reading's score is the product of its
//! choices' relative scores and its structural factors), and the phrase tags of each reading.
//! Must not touch: parsing, rendering details (`query.rs`) or ranking across frames (`mod.rs`
//! of the generator).

mod build;
mod context;
mod nested;
pub mod slots;

pub use build::Env;

use super::frame::{Frame, Operand, Slot};
use super::query::{text_literal, Query};
use super::values::ValueIndex;
use slots::{all_filters, decisions, Choice, Key};
use std::collections::BTreeMap;

/// Partial assignments kept while choosing.
const BEAM: usize = 48;

/// One grounded reading with its score.
#[derive(Debug, Clone)]
pub struct Reading {
    pub query: Query,
    pub score: f64,
}

/// Every reading of `frame` worth keeping, unsorted.
pub fn ground(env: &Env<'_>, frame: &Frame, values: &ValueIndex) -> Vec<Reading> {
    let decisions = decisions(env.linker, frame, values);
    // A phrase that names nothing in this schema is read as absent, at a cost: the rest of the
    // question may still have a reading.
    if decisions.values().any(Vec::is_empty) {
        return match without_unlinked(frame, &decisions) {
            Some(reduced) if reduced != *frame => ground(env, &reduced, values),
            _ => Vec::new(),
        };
    }
    let mut beam: Vec<(BTreeMap<Key, &Choice>, f64)> = vec![(BTreeMap::new(), 1.0)];
    for (key, choices) in &decisions {
        let mut next = Vec::with_capacity(beam.len() * choices.len());
        for (picks, score) in &beam {
            for choice in choices {
                let mut p = picks.clone();
                p.insert(key.clone(), choice);
                next.push((p, score * choice.rel));
            }
        }
        next.sort_by(|a, b| b.1.total_cmp(&a.1));
        next.truncate(BEAM);
        beam = next;
    }
    let mut out = Vec::new();
    for (picks, score) in beam {
        for (mut query, factor) in build::build(env, frame, &picks) {
            tag(env, frame, &picks, &mut query);
            out.push(Reading {
                query,
                score: score * factor * frame.score,
            });
        }
    }
    out
}

/// Cost of reading a question with a phrase left out.
const UNLINKED: f64 = 0.3;

/// The frame without the group keys, order and filters whose phrase has no candidate (`None`
/// when a projection itself is unlinkable).
fn without_unlinked(frame: &Frame, decisions: &slots::Decisions) -> Option<Frame> {
    let empty = |slot: &Slot, grouping: bool| match slot {
        Slot::Phrase(m) => decisions
            .get(&slots::phrase_key(frame, *m, grouping))
            .is_some_and(Vec::is_empty),
        _ => false,
    };
    if frame.select.iter().any(|s| empty(&s.slot, false)) {
        return None;
    }
    let mut reduced = frame.clone();
    reduced.group.retain(|g| !empty(g, true));
    if reduced
        .order
        .as_ref()
        .is_some_and(|o| empty(&o.slot, false))
    {
        reduced.order = None;
        reduced.limit = None;
    }
    // Filters are numbered top-level first, then each absence's (as `Key::Value` counts them).
    let unlinked_value = |n: usize| decisions.get(&Key::Value(n)).is_some_and(Vec::is_empty);
    let top = frame.filters.len();
    let mut n = 0;
    reduced.filters.retain(|f| {
        let keep = !(empty(&f.slot, false) || f.slot == Slot::Value && unlinked_value(n));
        n += 1;
        keep
    });
    let mut n = top;
    for absence in &mut reduced.absences {
        absence.filters.retain(|f| {
            let keep = !(empty(&f.slot, false) || f.slot == Slot::Value && unlinked_value(n));
            n += 1;
            keep
        });
    }
    reduced.absences.retain(|a| {
        a.others.iter().all(|&m| {
            !decisions
                .get(&Key::Table(frame.mentions[m].text.clone()))
                .is_some_and(Vec::is_empty)
        })
    });
    reduced.score *= UNLINKED;
    Some(reduced)
}

/// Records which question phrase each chosen component serves.
fn tag(env: &Env<'_>, frame: &Frame, picks: &BTreeMap<Key, &Choice>, query: &mut Query) {
    let linker = env.linker;
    for (m, mention) in frame.mentions.iter().enumerate() {
        for grouping in [false, true] {
            if let Some(choice) = picks.get(&slots::phrase_key(frame, m, grouping)) {
                let table = &linker.tables[choice.table];
                if let Some(c) = choice.column {
                    query.tag(
                        &format!("{}.{}", table.name, table.columns[c].name),
                        &mention.surface,
                    );
                }
            }
        }
        if let Some(choice) = picks.get(&Key::Table(mention.text.clone())) {
            query.tag(&linker.tables[choice.table].name, &mention.surface);
        }
    }
    // COUNT(*) counts what the question counts.
    if let Some(&c) = frame.counted.first() {
        query.tag("count(*)", &frame.mentions[c].surface);
    }
    for &e in &frame.entities {
        if let Some(&(t, _)) = linker.tables_for(&frame.mentions[e].text).first() {
            let name = linker.tables[t].name.clone();
            if query.from.iter().any(|f| f.eq_ignore_ascii_case(&name)) {
                query.tag(&name, &frame.mentions[e].surface);
            }
        }
    }
    for (n, f) in all_filters(frame).into_iter().enumerate() {
        if let Operand::Text { raw, hits } = &f.operand {
            let stored = match (&f.slot, picks.get(&Key::Value(n))) {
                (Slot::Value, Some(choice)) => {
                    let table = &linker.tables[choice.table];
                    let column = choice
                        .column
                        .map(|c| table.columns[c].name.clone())
                        .unwrap_or_default();
                    hits.iter()
                        .find(|h| {
                            h.table.eq_ignore_ascii_case(&table.name)
                                && h.column.eq_ignore_ascii_case(&column)
                        })
                        .map(|h| h.value.clone())
                }
                _ => hits.first().map(|h| h.value.clone()),
            };
            query.tag(&text_literal(&stored.unwrap_or_else(|| raw.clone())), raw);
        }
        if let Operand::Number(n) = &f.operand {
            query.tag(n, n);
        }
    }
}
