//! Sentences into one frame, and the conventions of the question style.
//!
//! Owns: how sentences combine ("How many … each continent? List the id, name and the
//! number." — a later request restates the projection), whose attributes listed items are (the
//! owner: "of the song", "its id" after "for each continent", the rows asked about), that group
//! keys are shown, that an aggregate beside plain columns groups by them, and that "in
//! descending order" without a key orders by what is shown.
//! Must not touch: the schema; the scanner's per-sentence reading (`scan.rs`).

use super::super::frame::{Agg, Filter, Frame, Operand, OrderKey, SelectItem, Slot};
use super::super::lexicon::is_verb_form;
use super::scan::Part;

/// The sentences' parts merged, with what `finish` needs beyond the frame.
pub struct Combined {
    pub frame: Frame,
    owners: Vec<usize>,
    counted: Vec<usize>,
    aggregates: bool,
    restated: bool,
    /// What earlier sentences asked to show, before a later one restated it.
    replaced: Vec<SelectItem>,
}

/// `table_like[m]`: mention `m` names a table at least as well as any column.
pub fn combine(parts: Vec<Part>, table_like: &[bool]) -> Combined {
    let mut c = Combined {
        frame: Frame::default(),
        owners: Vec::new(),
        counted: Vec::new(),
        aggregates: false,
        restated: false,
        replaced: Vec::new(),
    };
    let mut order_cue = false;
    for part in parts {
        let frame = &mut c.frame;
        if part.restates && !frame.select.is_empty() {
            c.restated = true;
            let grouped = !frame.group.is_empty();
            let earlier = std::mem::replace(&mut frame.select, part.select);
            c.replaced.extend(earlier.iter().cloned());
            // "Which student has the most pets? Give the first name.": the rows the first
            // sentence asked for are still the rows; the second only says how to show them.
            for item in &earlier {
                if let Slot::Phrase(m) = item.slot {
                    if table_like.get(m).copied().unwrap_or(false) {
                        frame.entities.push(m);
                    }
                }
            }
            // "What is the total bonus of each employee? Show the employee name.": a later
            // sentence that names only how to show the groups adds to the grouped aggregate;
            // it replaces it only when it restates an aggregate itself.
            if grouped && frame.select.iter().all(|s| s.agg.is_none()) {
                frame
                    .select
                    .extend(earlier.into_iter().filter(|s| s.agg.is_some()));
            }
        } else {
            frame.select.extend(part.select);
        }
        frame.entities.extend(part.entities);
        if let Some(k) = part.both_from {
            frame.both_from = Some(frame.filters.len() + k);
        }
        frame.filters.extend(part.filters);
        for g in part.group {
            if !frame.group.contains(&g) {
                frame.group.push(g);
            }
        }
        frame.having = frame.having.take().or(part.having);
        if part.order.is_some() {
            frame.order = part.order;
            frame.prior_order = part.prior_order;
            frame.limit = part.limit;
        }
        frame.absences.extend(part.absences);
        frame.presences.extend(part.presences);
        frame.distinct |= part.distinct;
        frame.alphabetical |= part.alphabetical;
        c.owners.extend(part.owners);
        c.counted.extend(part.counted_entities);
        order_cue |= part.order_cue;
        c.aggregates |= part.aggregates;
    }
    if order_cue && c.frame.order.is_none() {
        c.frame.order = Some(OrderKey {
            agg: None,
            slot: Slot::Star,
            desc: false,
        });
    }
    c
}

fn phrase(slot: &Slot) -> Option<usize> {
    if let Slot::Phrase(m) = slot {
        Some(*m)
    } else {
        None
    }
}

/// Gives listed attributes and implied ones the noun they belong to.
fn assign_owners(c: &mut Combined) {
    let frame = &mut c.frame;
    let group_phrase = frame.group.iter().find_map(phrase);
    let items: Vec<(usize, bool)> = frame
        .select
        .iter()
        .filter_map(|s| phrase(&s.slot).map(|m| (m, s.agg.is_none())))
        .collect();
    let entity_after = |m: usize, frame: &Frame| {
        frame
            .entities
            .iter()
            .copied()
            .find(|&e| e > m && !c.counted.contains(&e))
    };
    for (i, &(m, plain)) in items.iter().enumerate() {
        if frame.mentions[m].owner.is_some() || frame.mentions[m].table_like {
            continue;
        }
        // "the last name of each driver and the last name of their supervisor": the rows
        // named before the next item own this one.
        let next_item = items.get(i + 1).map(|&(n, _)| n);
        let between = entity_after(m, frame)
            .filter(|&e| next_item.is_some_and(|n| e < n))
            .map(|e| frame.mentions[e].text.clone());
        // "the name and the release year of the song": a later item's owner is shared.
        let shared = items[i + 1..]
            .iter()
            .find_map(|&(n, _)| frame.mentions[n].owner.clone());
        let owner = between
            .or(shared)
            .or_else(|| {
                c.owners
                    .iter()
                    .find(|&&o| o > m)
                    .map(|&o| frame.mentions[o].text.clone())
            })
            // "For each continent, list its id, name": the grouped rows own the listed ones.
            .or_else(|| {
                group_phrase
                    .filter(|&g| plain && g != m)
                    .map(|g| frame.mentions[g].text.clone())
            })
            .or_else(|| entity_after(m, frame).map(|e| frame.mentions[e].text.clone()))
            // "Which venue has the largest capacity? Give its name.": a sentence that restates
            // what to show speaks of the rows the earlier one asked for.
            .or_else(|| {
                let earlier = frame
                    .entities
                    .iter()
                    .copied()
                    .rfind(|&e| e < m && !c.counted.contains(&e));
                earlier
                    .filter(|_| c.restated)
                    .map(|e| frame.mentions[e].text.clone())
            });
        frame.mentions[m].owner = owner;
    }
    // Implied attributes ("youngest" → age) belong to the rows asked about.
    let entity = frame
        .entities
        .iter()
        .copied()
        .find(|e| !c.counted.contains(e))
        .or(frame.entities.first().copied());
    if let Some(entity) = entity {
        let text = frame.mentions[entity].text.clone();
        for mention in frame
            .mentions
            .iter_mut()
            .filter(|m| m.implicit && m.owner.is_none())
        {
            mention.owner = Some(text.clone());
        }
    }
}

/// "What is the average finishing time …? Show the coach name and the average time.": a
/// restated item named by the last words of an earlier one (with the same aggregate) is that
/// earlier item, not a new attribute.
fn restate_short_names(c: &mut Combined) {
    let frame = &mut c.frame;
    for item in &mut frame.select {
        let Some(m) = phrase(&item.slot) else {
            continue;
        };
        let short = format!(" {}", frame.mentions[m].text);
        let earlier = c.replaced.iter().find_map(|e| {
            let em = phrase(&e.slot)?;
            (e.agg == item.agg && em != m && frame.mentions[em].text.ends_with(&short))
                .then_some(em)
        });
        if let Some(em) = earlier {
            item.slot = Slot::Phrase(em);
        }
    }
}

/// "more staff than the minimum staff number of all museums opened after 2010": restrictions
/// after a comparison with an aggregate restrict the aggregate.
fn nest_aggregate_filters(frame: &mut Frame) {
    let Some(at) = frame
        .filters
        .iter()
        .position(|f| matches!(f.operand, Operand::Aggregate(..)))
    else {
        return;
    };
    let rest: Vec<Filter> = frame.filters.drain(at + 1..).collect();
    // Two sets compared with an aggregate are not two sets any more.
    frame.both_from = frame.both_from.filter(|&k| k <= at);
    if let Operand::Aggregate(_, _, inner) = &mut frame.filters[at].operand {
        inner.extend(rest);
    }
}

pub fn finish(mut c: Combined) -> Frame {
    // "Who is the richest singer?": a question that lists no attribute asks for the rows it
    // names (shown as their name, which grounding finds for a table phrase).
    if c.frame.select.is_empty() {
        let rows = c.frame.entities.iter().copied().find(|e| {
            !c.counted.contains(e) && c.frame.mentions.get(*e).is_some_and(|m| m.table_like)
        });
        if let Some(e) = rows {
            c.frame.select.push(SelectItem {
                agg: None,
                slot: Slot::Phrase(e),
            });
        }
    }
    restate_short_names(&mut c);
    assign_owners(&mut c);
    c.frame.counted = c.counted.clone();
    extremes_per_group(&mut c);
    let aggregates = c.aggregates || c.frame.select.iter().any(|s| s.agg.is_some());
    let frame = &mut c.frame;
    nest_aggregate_filters(frame);
    // Without an aggregate, "for each X" names the rows, it does not group them.
    if !aggregates && frame.having.is_none() {
        for g in std::mem::take(&mut frame.group) {
            if let Some(m) = phrase(&g).filter(|&m| frame.mentions[m].table_like) {
                frame.entities.push(m);
                // "For each rider, show the team name and the last name": the rows are the
                // riders, what is shown is listed after them.
                if frame.select.iter().any(|s| s.slot != g) {
                    frame.select.retain(|s| s.slot != g);
                }
            }
        }
    }
    // An aggregate beside plain columns groups by them.
    let plain: Vec<Slot> = frame
        .select
        .iter()
        .filter(|s| s.agg.is_none())
        .map(|s| s.slot.clone())
        .collect();
    let has_agg = frame.select.iter().any(|s| s.agg.is_some());
    if frame.group.is_empty() && has_agg && !plain.is_empty() && frame.having.is_none() {
        frame.group = plain;
    }
    // Grouping keys are shown (unless a later sentence listed exactly what to show); a key
    // named before everything else is shown first ("For each hometown, how many …").
    let position = |s: &SelectItem| match s.slot {
        Slot::Phrase(m) => Some(frame.mentions[m].span.0),
        Slot::Star => c.counted.first().map(|&e| frame.mentions[e].span.0),
        _ => None,
    };
    let first_item = frame.select.iter().filter_map(position).min();
    // "How many pets does each student have?": groups of rows named by a table are shown by
    // the key they are grouped by, when nothing else identifies them (a listed attribute such
    // as "the stadium name" already does).
    let only_aggregates = frame.select.iter().all(|s| s.agg.is_some());
    if !c.restated {
        for g in frame.group.clone() {
            let shown = frame.select.iter().any(|s| s.agg.is_none() && s.slot == g);
            let Some(m) = phrase(&g) else { continue };
            let slot = if !frame.mentions[m].table_like {
                g
            } else if only_aggregates {
                Slot::Key(m)
            } else {
                continue;
            };
            if shown {
                continue;
            }
            let item = SelectItem { agg: None, slot };
            if first_item.is_some_and(|f| frame.mentions[m].span.0 < f) {
                frame.select.insert(0, item);
            } else {
                frame.select.push(item);
            }
        }
    }
    if frame.having.is_some() && frame.group.is_empty() {
        frame.group.push(Slot::AnchorKey);
    }
    // "Which city has the most students": the rows are the values of the asked column.
    let plain_items: Vec<&SelectItem> = frame.select.iter().filter(|s| s.agg.is_none()).collect();
    // Rows counted by a HAVING ("with more than one *employee*") are not the rows asked about.
    let having_counted: Vec<usize> = frame
        .having
        .as_ref()
        .map(|h| h.counted.clone())
        .unwrap_or_default();
    // "Which incident types have *occurred* more than twice": a verb says what the rows did,
    // however much it resembles their table's name; it names no rows of its own.
    let rows_named = frame.entities.iter().any(|e| {
        !c.counted.contains(e)
            && !having_counted.contains(e)
            && frame.mentions[*e].table_like
            && !is_verb_form(&frame.mentions[*e].text)
    });
    // "Which cities have an average employee age above 30": the employees are what is
    // averaged within each city, not the groups.
    let averaged_rows = frame.having.as_ref().is_some_and(|h| h.of.is_some());
    if frame.group == [Slot::AnchorKey] && plain_items.len() == 1 && (!rows_named || averaged_rows)
    {
        if let Some(m) = phrase(&plain_items[0].slot).filter(|&m| !frame.mentions[m].table_like) {
            frame.group = vec![Slot::Phrase(m)];
        }
    }
    if frame.group.len() > 1 && frame.group.contains(&Slot::AnchorKey) {
        frame.group.retain(|g| *g != Slot::AnchorKey);
    }
    // "in descending order" without a key orders by the first thing shown.
    if let Some(order) = frame.order.as_mut() {
        if order.slot == Slot::Star && order.agg.is_none() {
            match frame
                .select
                .iter()
                .find(|s| s.agg.is_none())
                .or(frame.select.first())
            {
                Some(item) => {
                    order.slot = item.slot.clone();
                    order.agg = item.agg;
                    frame.order_implied = item.agg.is_none();
                }
                None => frame.order = None,
            }
        }
    }
    if frame.distinct && !frame.group.is_empty() {
        frame.distinct = false;
    }
    frame.entities.dedup();
    // A thing the question says is absent is read only inside the NOT IN: joining it into
    // the outer rows as well would keep exactly the rows the negation removes.
    // So is the owner of an absent thing ("no *evaluation* award").
    let absent: Vec<&str> = frame
        .absences
        .iter()
        .flat_map(|a| a.others.iter())
        .filter_map(|&m| frame.mentions.get(m))
        .flat_map(|m| std::iter::once(m.text.as_str()).chain(m.owner.as_deref()))
        .collect();
    let mentions = &frame.mentions;
    frame.entities.retain(|&e| {
        mentions
            .get(e)
            .is_none_or(|m| !absent.contains(&m.text.as_str()))
    });
    c.frame
}

/// "How old is the youngest employee in each city?": a superlative within groups is the
/// extreme of each group (MIN / MAX of the attribute), not the one top row of all.
fn extremes_per_group(c: &mut Combined) {
    let frame = &mut c.frame;
    let Some(order) = frame.order.clone() else {
        return;
    };
    if frame.group.is_empty() || order.agg.is_some() || frame.limit != Some(1) {
        return;
    }
    let Slot::Phrase(key) = order.slot else {
        return;
    };
    let agg = if order.desc { Agg::Max } else { Agg::Min };
    let key_text = frame.mentions[key].text.clone();
    let same = |s: &SelectItem| {
        s.agg.is_none() && matches!(s.slot, Slot::Phrase(m) if frame.mentions[m].text == key_text)
    };
    match frame.select.iter().position(same) {
        Some(at) => frame.select[at].agg = Some(agg),
        None => frame.select.push(SelectItem {
            agg: Some(agg),
            slot: Slot::Phrase(key),
        }),
    }
    frame.order = None;
    frame.prior_order.clear();
    frame.limit = None;
    c.aggregates = true;
}
