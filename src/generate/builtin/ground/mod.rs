//! Grounding: a schema-free frame into scored SQL readings over the request's schema.
//!
//! Owns: the beam over the frame's decisions (each reading's score is the product of its
//! choices' relative scores and its structural factors, with one attribute named twice kept
//! on one column), and the phrase tags of each reading.
//! Must not touch: parsing, rendering details (`query.rs`) or ranking across frames (`mod.rs`
//! of the generator).

mod attributes;
mod bounds;
mod build;
mod context;
pub mod direction;
mod named;
mod nested;
mod setops;
mod shared;
pub mod slots;
mod splits;

pub use build::Env;
pub use splits::SPLIT_JOIN;

use super::frame::{Frame, Operand, Slot};
use super::query::{text_literal, Query};
use super::values::ValueIndex;
use slots::{all_filters, decisions, Choice, Key};
use std::collections::{BTreeMap, BTreeSet};

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
    let mut decisions = decisions(env.linker, frame, values);
    named::add_named_groups(env.linker, env.graph, frame, &mut decisions);
    // A phrase that names nothing in this schema is read as absent, at a cost: the rest of the
    // question may still have a reading.
    if decisions.values().any(Vec::is_empty) {
        return match without_unlinked(frame, &decisions) {
            Some(reduced) if reduced != *frame => ground(env, &reduced, values),
            _ => Vec::new(),
        };
    }
    // Partners per key, each set in key order (the order `decisions.keys()` walks): looking a
    // key's partners up here is linear overall, where filtering every key against the pair
    // list was quartic in the mentions (a 16 KB question took minutes).
    let mut same_attr: BTreeMap<Key, BTreeSet<Key>> = BTreeMap::new();
    for (a, b) in repeated_attributes(frame) {
        same_attr.entry(a).or_default().insert(b);
    }
    let mut beam: Vec<(BTreeMap<Key, &Choice>, f64)> = vec![(BTreeMap::new(), 1.0)];
    for (key, choices) in &decisions {
        let related: Vec<&Key> = same_attr
            .get(key)
            .into_iter()
            .flatten()
            .filter(|k| *k != key && decisions.contains_key(*k))
            .collect();
        let mut next = Vec::with_capacity(beam.len() * choices.len());
        for (picks, score) in &beam {
            for choice in choices {
                let factor = consistency(&related, picks, choices, choice);
                let mut p = picks.clone();
                p.insert(key.clone(), choice);
                next.push((p, score * choice.rel * factor));
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
    shared::combine(env, frame, out)
}

/// Factor for reading one attribute word as two different columns ("ages … ordered by age"
/// as `years_old` and `birthdate`) when one column could serve both.
const INCONSISTENT: f64 = 0.2;

/// Pairs of decisions about one attribute named twice ("ages … ordered by age", "type … for
/// each type"): mentions with the same content words. Mentions of different words
/// ("continent id", "continent") are different attributes, and so are the same word said of
/// two different owners ("the names of the employees and the names of the shops").
fn repeated_attributes(frame: &Frame) -> Vec<(Key, Key)> {
    let owner_words: Vec<Option<Vec<String>>> = frame
        .mentions
        .iter()
        .map(|m| {
            m.owner.as_deref().map(|o| {
                let mut w = super::names::content_words(o);
                w.sort();
                w
            })
        })
        .collect();
    let mut out = Vec::new();
    let words: Vec<Vec<String>> = frame
        .mentions
        .iter()
        .map(|m| {
            let mut w = super::names::content_words(&m.text);
            w.sort();
            w
        })
        .collect();
    for a in 0..frame.mentions.len() {
        for b in 0..frame.mentions.len() {
            if a == b || words[a].is_empty() || words[a] != words[b] {
                continue;
            }
            if let (Some(oa), Some(ob)) = (&owner_words[a], &owner_words[b]) {
                if oa != ob {
                    continue;
                }
            }
            for ga in [false, true] {
                for gb in [false, true] {
                    let (ka, kb) = (
                        slots::phrase_key(frame, a, ga),
                        slots::phrase_key(frame, b, gb),
                    );
                    if ka != kb {
                        out.push((ka, kb));
                    }
                }
            }
        }
    }
    out
}

/// [`INCONSISTENT`] once per related phrase already resolved to a column this decision could
/// also take but does not; no cost at all for agreeing with one.
fn consistency(
    related: &[&Key],
    picks: &BTreeMap<Key, &Choice>,
    choices: &[Choice],
    choice: &Choice,
) -> f64 {
    let mut factor = 1.0;
    let mut agreed = false;
    for other in related {
        let Some(prev) = picks.get(*other) else {
            continue;
        };
        let same = |c: &Choice| c.table == prev.table && c.column == prev.column;
        if same(choice) {
            agreed = true;
        } else if choices.iter().any(same) {
            factor *= INCONSISTENT;
        }
    }
    // The attribute's column was already paid for where it was first named: naming it again
    // is no new evidence against it.
    if agreed && choice.rel > 0.0 {
        factor /= choice.rel;
    }
    factor
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
        Slot::Key(m) => decisions
            .get(&slots::phrase_key(frame, *m, true))
            .is_some_and(Vec::is_empty),
        _ => false,
    };
    // A shown group key goes with its group; anything else asked for must be linked.
    let shown_key = |s: &Slot| matches!(s, Slot::Key(_));
    if frame
        .select
        .iter()
        .any(|s| !shown_key(&s.slot) && empty(&s.slot, false))
    {
        return None;
    }
    let mut reduced = frame.clone();
    reduced.select.retain(|s| !empty(&s.slot, false));
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
    // Nothing dropped: the frame cannot be read (grounding it again would only lower its score,
    // hundreds of calls deep before the score reached 0).
    if reduced == *frame {
        return None;
    }
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
                    let read_as = instance_name(env, query, choice.table);
                    let column = super::date_parts::source(&table.columns[c].name);
                    query.tag(&format!("{read_as}.{column}"), &mention.surface);
                }
            }
        }
        if let Some(choice) = picks.get(&Key::Table(mention.text.clone())) {
            query.tag(&linker.tables[choice.table].name, &mention.surface);
        }
    }
    // COUNT(*) counts what the question counts ("at least 28 hospitals" counts in HAVING).
    let having_counted = frame
        .having
        .as_ref()
        .filter(|h| h.of.is_none())
        .and_then(|h| h.counted.first());
    if let Some(&c) = frame.counted.first().or(having_counted) {
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

/// How the atoms name linker table `t` as `query` reads it: its name, or `name#2` for a second
/// read of one table (a role instance, `roles.rs`, or the plain table after one).
fn instance_name(env: &Env<'_>, query: &Query, t: usize) -> String {
    let linker = env.linker;
    let name = &linker.tables[t].name;
    let same: Vec<usize> = (0..query.from.len())
        .filter(|&i| query.from[i].eq_ignore_ascii_case(name))
        .collect();
    if same.len() < 2 {
        return name.clone();
    }
    // Each role instance is the read joined through its key; the plain table is the other.
    let via = |u: usize| {
        let (holder, col) = linker.tables[u].role_via.as_ref()?;
        let holder_name = &linker.tables[*holder].name;
        query.joins.iter().find_map(|j| {
            let ends = [
                (j.left, &j.left_col, j.right),
                (j.right, &j.right_col, j.left),
            ];
            ends.into_iter().find_map(|(h, c, other)| {
                let holds = query.from[h].eq_ignore_ascii_case(holder_name)
                    && c.eq_ignore_ascii_case(col)
                    && same.contains(&other);
                holds.then_some(other)
            })
        })
    };
    let at = if linker.tables[t].role.is_some() {
        via(t)
    } else {
        let roles: Vec<usize> = (0..linker.tables.len())
            .filter(|&u| linker.tables[u].role.is_some() && linker.tables[u].name == *name)
            .filter_map(via)
            .collect();
        same.iter().copied().find(|i| !roles.contains(i))
    };
    match at.and_then(|i| same.iter().position(|&x| x == i)) {
        Some(0) | None => name.clone(),
        Some(n) => format!("{name}#{}", n + 1),
    }
}
