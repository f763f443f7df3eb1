//! One set of choices into SQL: the tables to read, the joins connecting them, and every clause.
//!
//! Owns: choosing the main table, connecting the chosen tables along foreign-key paths (each
//! shortest path is an alternative), the entity fit (a reading that reads the table the
//! question is about scores higher), the nested forms (NOT IN for negated relations, scalar
//! subqueries for comparisons with an aggregate) and the non-link factors of a reading's score.
//! Must not touch: how candidates were scored (`slots.rs`) or ranking across readings (`mod.rs`).

use super::super::date_parts::{derived, Part, YearAt};
use super::super::frame::{Agg, Frame, Slot};
use super::super::graph::JoinGraph;
use super::super::link::Linker;
use super::super::names::{asks_age, person_name_part, tells_birth};
use super::super::query::{ColRef, Expr, Join, Pred, PredOp, Query, Rhs};
use super::super::values::{dates::Layout, ValueIndex};
use super::attributes::presence_pred;
use super::bounds::{bound_on_total, PER_ROW};
use super::named::{
    key_shown_by_name, path_factor, referring_rows, refers_many, NAMED_GROUP, NAMES_A_TABLE,
    REFERRING_ROWS,
};
use super::nested::{absence_pred, auto_distinct, date_column, intersect, predicate};
use super::setops::set_forms;
use super::slots::{all_filters, phrase_key, Choice, Key};
use super::splits::split_factor;
use std::collections::BTreeMap;

/// Score factor per JOIN: a reading that reads fewer tables is likelier.
pub const JOIN: f64 = 0.3;
/// Score factor per JOIN into a role instance of a table (`roles.rs`).
const ROLE_JOIN: f64 = 0.9;
/// Score of keeping rows a filtering join repeats, relative to listing them once.
const REPEATED: f64 = 0.6;
/// At most this many join-path alternatives per reading.
const MAX_TREES: usize = 4;

/// What building needs besides the frame.
pub struct Env<'a> {
    pub linker: &'a Linker<'a>,
    pub graph: &'a JoinGraph,
    /// The end of a movement the question names ("depart from"), if any.
    pub way: Option<super::direction::Way>,
    /// The question's words as written, lower-case: which parallel key's role it says.
    pub words: Vec<String>,
    /// The database's values (which text columns hold dates, whatever their names).
    pub values: &'a ValueIndex,
}

pub(super) type Picks<'p> = BTreeMap<Key, &'p Choice>;

pub(super) fn slot_column(
    frame: &Frame,
    picks: &Picks<'_>,
    slot: &Slot,
    grouping: bool,
    value_at: Option<usize>,
) -> Option<(usize, usize)> {
    let choice = match slot {
        Slot::Phrase(m) => picks.get(&phrase_key(frame, *m, grouping)),
        Slot::Key(m) => picks.get(&phrase_key(frame, *m, true)),
        Slot::Value => picks.get(&Key::Value(value_at?)),
        Slot::Star | Slot::AnchorKey => None,
    }?;
    Some((choice.table, choice.column?))
}

/// The readings (one per join-path alternative and entity option) for one set of picks, each
/// with its structural score factor.
pub fn build(env: &Env<'_>, frame: &Frame, picks: &Picks<'_>) -> Vec<(Query, f64)> {
    let linker = env.linker;
    let filters = all_filters(frame);
    let top_filters = frame.filters.len();
    // Tables the outer query must read, in order of first use.
    let mut tables: Vec<usize> = Vec::new();
    let need = |t: usize, tables: &mut Vec<usize>| {
        if !tables.contains(&t) {
            tables.push(t);
        }
    };
    for item in &frame.select {
        if let Some((t, _)) = slot_column(frame, picks, &item.slot, false, None) {
            need(t, &mut tables);
        }
    }
    for g in &frame.group {
        if let Some((t, _)) = slot_column(frame, picks, g, true, None) {
            need(t, &mut tables);
        }
    }
    for o in frame.prior_order.iter().chain(&frame.order) {
        if let Some((t, _)) = slot_column(frame, picks, &o.slot, false, None) {
            need(t, &mut tables);
        }
    }
    if let Some((_, slot)) = frame.having.as_ref().and_then(|h| h.of.as_ref()) {
        if let Some((t, _)) = slot_column(frame, picks, slot, false, None) {
            need(t, &mut tables);
        }
    }
    for (n, f) in filters.iter().enumerate().take(top_filters) {
        if let Some((t, _)) = slot_column(frame, picks, &f.slot, false, Some(n)) {
            need(t, &mut tables);
        }
    }
    // The rows counted or compared by count must be read too.
    // Entities: (mention, candidate table, its score, best score, must be read).
    let mut entity_tables: Vec<(usize, usize, f64, f64, bool)> = Vec::new();
    let add_entity = |m: usize, must: bool, out: &mut Vec<(usize, usize, f64, f64, bool)>| {
        let ranked = linker.tables_for(&frame.mentions[m].text);
        let Some(&(_, best)) = ranked.first() else {
            return;
        };
        for (t, s) in ranked
            .into_iter()
            .take_while(|&(_, s)| s >= best - 0.1)
            .take(3)
        {
            out.push((m, t, s, best, must && best >= NAMES_A_TABLE));
        }
    };
    for &e in &frame.entities {
        add_entity(e, frame.counted.contains(&e), &mut entity_tables);
    }
    if let Some(h) = &frame.having {
        for &m in &h.counted {
            add_entity(m, true, &mut entity_tables);
        }
    }
    if tables.is_empty() {
        match entity_tables.first() {
            Some(&(_, t, _, _, _)) => tables.push(t),
            None => return Vec::new(),
        }
    }
    let anchor = tables[0];
    // Per entity: read (join) one of its tables, or leave it with a fit penalty.
    let mut variants: Vec<(Vec<usize>, f64)> = vec![(tables.clone(), 1.0)];
    let mut mentions: Vec<usize> = entity_tables.iter().map(|e| e.0).collect();
    mentions.dedup();
    for m in mentions {
        let options: Vec<&(usize, usize, f64, f64, bool)> =
            entity_tables.iter().filter(|e| e.0 == m).collect();
        let text = &frame.mentions[m].text;
        // A mention both named as an entity and counted by the HAVING is listed twice: it
        // must be read if either listing says so.
        let (best, must) = (options[0].3, options.iter().any(|o| o.4));
        let mut next = Vec::new();
        for (set, factor) in variants {
            let fit = set
                .iter()
                .map(|&u| linker.table_score(text, u))
                .fold(0.0, f64::max);
            // "cuisine with the most restaurants": rows counted per group are read from the
            // table that names them best when many of its rows may refer to one row of the
            // group's table; a nearly as fitting table already read (the cuisines' own) would
            // count each cuisine's one row.
            let counted_elsewhere = must
                && fit < best
                && options
                    .iter()
                    .any(|o| o.2 >= best && refers_many(env, o.1, anchor));
            if fit >= best - 0.1 && !counted_elsewhere {
                next.push((set, factor));
                continue;
            }
            let mut joined_any = false;
            for &&(_, t, s, _, _) in &options {
                if env.graph.distance(anchor, t).is_some() && (s >= 0.6 || must) {
                    let mut joined = set.clone();
                    joined.push(t);
                    next.push((joined, factor * s.max(0.3).powi(2)));
                    joined_any = true;
                }
            }
            let unjoined = factor * (4.0 * (fit - best)).exp().max(0.1);
            next.push((
                set,
                if must && joined_any {
                    0.5 * unjoined
                } else {
                    unjoined
                },
            ));
        }
        variants = next;
    }
    // Each referring table is one more reading of the sets read so far (never two at once:
    // a lookup many tables refer to would multiply the readings by each).
    let plain = variants.clone();
    for t in referring_rows(env, frame, picks, anchor) {
        variants.extend(
            plain
                .iter()
                .filter(|(set, _)| !set.contains(&t))
                .map(|(set, factor)| ([set.as_slice(), &[t]].concat(), factor * REFERRING_ROWS)),
        );
    }
    let mut out = Vec::new();
    for (set, factor) in variants {
        for (query_tables, joins) in join_trees(env.graph, &set) {
            // A join into a role instance is what the question said ("the *white* player"):
            // it costs little, where other joins are the reading's guess.
            let role_joins = joins
                .iter()
                .filter(|j| {
                    [j.left, j.right]
                        .iter()
                        .any(|&i| linker.tables[query_tables[i]].role.is_some())
                })
                .count();
            let njoins = joins.len() - role_joins;
            if let Some(mut q) = assemble(env, frame, picks, &query_tables, joins)
                .map(|(q, both_at)| intersect(q, both_at))
            {
                let Some(split) = split_factor(linker, env.graph, &q) else {
                    continue;
                };
                let factor = factor
                    * JOIN.powi(njoins as i32)
                    * ROLE_JOIN.powi(role_joins as i32)
                    * path_factor(env, &query_tables, &q.joins)
                    * SHARED_PARENT.powi(shared_parents(env.graph, &set, &query_tables, &q.joins))
                    * split;
                q.merge_repeated_reads();
                let factor = match bound_on_total(&q) {
                    Some(total) => {
                        out.push((total, factor));
                        factor * PER_ROW
                    }
                    None => factor,
                };
                let (forms, plain) = set_forms(linker, env.graph, &q);
                for (form, f) in forms {
                    out.push((form, factor * f));
                }
                let factor = factor * plain;
                if let Some(named) = key_shown_by_name(env, frame, picks, &query_tables, &q) {
                    out.push((named, factor * NAMED_GROUP));
                }
                if !q.distinct && auto_distinct(env, &q) {
                    // Rows repeated by a filtering join: listed once is likelier, both are read.
                    let mut once = q.clone();
                    once.distinct = true;
                    out.push((once, factor));
                    out.push((q, factor * REPEATED));
                } else {
                    out.push((q, factor));
                }
            }
        }
    }
    out
}

/// Factor of a join tree per table the question does not name that two joined tables both
/// refer to: "volunteers who responded to an incident" are related through the table
/// referring to both (`incident_responder`) rather than by sharing a team.
const SHARED_PARENT: f64 = 0.7;

/// Tables of the tree, not among `required`, that two of its joins refer to.
fn shared_parents(graph: &JoinGraph, required: &[usize], tables: &[usize], joins: &[Join]) -> i32 {
    let referred = |i: usize, j: &Join| {
        (j.left == i && graph.refers(tables[j.right], &j.right_col, tables[i]))
            || (j.right == i && graph.refers(tables[j.left], &j.left_col, tables[i]))
    };
    let count = (0..tables.len())
        .filter(|&i| !required.contains(&tables[i]))
        .filter(|&i| joins.iter().filter(|j| referred(i, j)).count() >= 2)
        .count();
    i32::try_from(count).unwrap_or(i32::MAX)
}

/// Connects `required` (first = main table) along shortest paths: every alternative tree as
/// (tables in FROM order, joins).
fn join_trees(graph: &JoinGraph, required: &[usize]) -> Vec<(Vec<usize>, Vec<Join>)> {
    let mut trees: Vec<(Vec<usize>, Vec<Join>)> = vec![(vec![required[0]], Vec::new())];
    for &target in &required[1..] {
        let mut next = Vec::new();
        for (tables, joins) in &trees {
            if tables.contains(&target) {
                next.push((tables.clone(), joins.clone()));
                continue;
            }
            // Grow from the tree table nearest to the target.
            let from = tables
                .iter()
                .copied()
                .filter(|&t| graph.distance(t, target).is_some())
                .min_by_key(|&t| graph.distance(t, target));
            let Some(from) = from else { continue };
            for path in graph.shortest_paths(from, target) {
                let (mut ts, mut js) = (tables.clone(), joins.clone());
                let mut at = from;
                for e in path {
                    let Some((col, other, other_col)) = graph.edges[e].side(at) else {
                        break;
                    };
                    let left = ts.iter().position(|&t| t == at).unwrap_or(0);
                    if !ts.contains(&other) {
                        ts.push(other);
                        js.push(Join {
                            left,
                            left_col: col.to_string(),
                            right: ts.len() - 1,
                            right_col: other_col.to_string(),
                        });
                    }
                    at = other;
                }
                next.push((ts, js));
                if next.len() >= MAX_TREES {
                    break;
                }
            }
        }
        trees = next;
    }
    trees
}

pub(super) fn col_ref(env: &Env<'_>, tables: &[usize], t: usize, c: usize) -> Option<ColRef> {
    let inst = tables.iter().position(|&x| x == t)?;
    Some(ColRef {
        inst,
        column: env.linker.tables[t].columns.get(c)?.name.clone(),
    })
}

/// A column to order by, as it sorts in time: a date whose text closes with its year
/// ("06/19/2023") sorts by its month as text, so it is ordered by the date rearranged year
/// first, or by its year alone when its values are not all written in ten characters.
fn in_time_order(env: &Env<'_>, t: usize, col: ColRef) -> ColRef {
    let table = &env.linker.tables[t].name;
    if env.values.date_layout(table, &col.column) != Some(Layout::YearLast) {
        return col;
    }
    let part = match env.values.fixed_year_last(table, &col.column) {
        Some(day_first) => Part::Sortable { day_first },
        None => Part::Year(YearAt::End),
    };
    ColRef {
        inst: col.inst,
        column: derived(&col.column, part),
    }
}

/// The key of the rows asked about: the main table's single-column primary key, or, for a
/// table keyed by several columns (a relationship), the first shown column of it.
pub(super) fn anchor_key(
    env: &Env<'_>,
    tables: &[usize],
    shown: Option<&ColRef>,
) -> Option<ColRef> {
    let t = *tables.first()?;
    let table = &env.linker.tables[t];
    // "ids of the referees who refereed at least 3 matches", read from the matches: the
    // groups are the referees the shown key refers to, not the matches themselves.
    if let Some(col) = shown.filter(|c| c.inst == 0) {
        let refers = env
            .linker
            .column_index(t, &col.column)
            .is_some_and(|c| table.columns[c].reference);
        if refers {
            return Some(col.clone());
        }
    }
    if let [pk] = table.primary_key.as_slice() {
        if let Some(c) = env.linker.column_index(t, pk) {
            return col_ref(env, tables, t, c);
        }
    }
    if let Some(col) = shown.filter(|c| c.inst == 0) {
        return Some(col.clone());
    }
    col_ref(env, tables, t, 0)
}

fn assemble(
    env: &Env<'_>,
    frame: &Frame,
    picks: &Picks<'_>,
    tables: &[usize],
    joins: Vec<Join>,
) -> Option<(Query, Option<usize>)> {
    let linker = env.linker;
    let mut q = Query {
        from: tables
            .iter()
            .map(|&t| linker.tables[t].name.clone())
            .collect(),
        joins,
        ..Query::default()
    };
    for item in &frame.select {
        let mut exprs = Vec::new();
        match (&item.slot, item.agg) {
            (Slot::Star, Some(agg)) => exprs.push(Expr::Agg(agg, None)),
            (Slot::Star, None) => return None,
            (slot, agg) => {
                let (t, c) = slot_column(frame, picks, slot, false, None)?;
                let col = col_ref(env, tables, t, c)?;
                match agg {
                    Some(a) => exprs.push(Expr::Agg(a, Some(col))),
                    None => {
                        for c in full_name(env, frame, slot, t, c) {
                            exprs.push(Expr::Col(col_ref(env, tables, t, c)?));
                        }
                    }
                }
            }
        }
        for expr in exprs {
            if !q.select.contains(&expr) {
                q.select.push(expr);
            }
        }
    }
    let mut both_at = None;
    for (n, f) in frame.filters.iter().enumerate() {
        if frame.both_from == Some(n) {
            both_at = Some(q.preds.len());
        }
        let p = predicate(env, frame, picks, tables, f, Some(n))?;
        if !q
            .preds
            .iter()
            .any(|x| x.lhs == p.lhs && x.op == p.op && x.rhs == p.rhs)
        {
            q.preds.push(p);
        }
    }
    let mut n = frame.filters.len();
    for absence in &frame.absences {
        let count = absence.filters.len();
        if let Some(p) = absence_pred(env, frame, picks, tables, absence, n, &q.select) {
            q.preds.push(p);
        }
        n += count;
    }
    for presence in &frame.presences {
        if let Some(p) = presence_pred(env, frame, tables, presence) {
            q.preds.push(p);
        }
    }
    for g in &frame.group {
        let cols = match g {
            Slot::AnchorKey => {
                let shown =
                    q.select
                        .iter()
                        .find_map(|e| if let Expr::Col(c) = e { Some(c) } else { None });
                vec![anchor_key(env, tables, shown)?]
            }
            // "Give their names and the total hours": groups of people named by first and
            // last name are the pairs, as the names are listed.
            slot => {
                let (t, c) = slot_column(frame, picks, slot, true, None)?;
                full_name(env, frame, slot, t, c)
                    .into_iter()
                    .map(|c| col_ref(env, tables, t, c))
                    .collect::<Option<Vec<_>>>()?
            }
        };
        for col in cols {
            if !q.group.contains(&col) {
                q.group.push(col);
            }
        }
    }
    if let Some(h) = &frame.having {
        let lhs = match &h.of {
            Some((agg, slot)) => {
                let (t, c) = slot_column(frame, picks, slot, false, None)?;
                Expr::Agg(*agg, Some(col_ref(env, tables, t, c)?))
            }
            None => Expr::Agg(Agg::Count, None),
        };
        q.having.push(Pred {
            lhs,
            op: PredOp::Cmp(h.op),
            rhs: Rhs::Lit(h.value.clone()),
            or: false,
        });
    }
    for o in frame.prior_order.iter().chain(&frame.order) {
        let mut desc = o.desc;
        let expr = match (&o.slot, o.agg) {
            (Slot::Star, Some(a)) => Expr::Agg(a, None),
            (slot, agg) => {
                let said = slot_column(frame, picks, slot, false, None)?;
                let implied =
                    frame.order_implied && agg.is_none() && Some(o) == frame.order.as_ref();
                let (t, c) = if implied {
                    implied_order_column(env, frame, picks, said)
                } else {
                    said
                };
                if born_for_age(env, frame, slot, t, c) {
                    desc = !desc;
                }
                let col = col_ref(env, tables, t, c)?;
                match agg {
                    Some(a) => Expr::Agg(a, Some(col)),
                    None => Expr::Col(in_time_order(env, t, col)),
                }
            }
        };
        // Ordering plain rows by an aggregate needs groups to aggregate over.
        let plain_rows = q.group.is_empty() && q.select.iter().any(|e| matches!(e, Expr::Col(_)));
        if matches!(expr, Expr::Agg(..)) && plain_rows {
            return None;
        }
        if !q.order.iter().any(|(e, _)| *e == expr) {
            q.order.push((expr, desc));
        }
    }
    q.limit = frame.limit;
    q.distinct = frame.distinct;
    if one_row_groups(env, tables, &q) {
        return None;
    }
    Some((q, both_at))
}

/// True when every group is a single row of a table read alone (grouped by its own key) yet
/// the query aggregates: each COUNT is 1 and each SUM the row itself, so "shops with more
/// than 2 employees" must read the employees, not count each shop once.
fn one_row_groups(env: &Env<'_>, tables: &[usize], q: &Query) -> bool {
    let [t] = tables else { return false };
    let [pk] = env.linker.tables[*t].primary_key.as_slice() else {
        return false;
    };
    let aggregates = q
        .select
        .iter()
        .chain(q.order.iter().map(|(e, _)| e))
        .any(|e| matches!(e, Expr::Agg(..)))
        || !q.having.is_empty();
    aggregates && q.group.iter().any(|g| g.column.eq_ignore_ascii_case(pk))
}

/// The column an ordering that said only its direction runs along. The first thing shown,
/// unless that is a name or other text and the list also shows a measure or a date: "the
/// name and area of every site, from the largest to the smallest" and "name and start date,
/// earliest first" order by what can be large or early. Alphabetical order keeps the text.
fn implied_order_column(
    env: &Env<'_>,
    frame: &Frame,
    picks: &Picks<'_>,
    first: (usize, usize),
) -> (usize, usize) {
    if frame.alphabetical || ordinal(env, first.0, first.1) {
        return first;
    }
    frame
        .select
        .iter()
        .filter(|s| s.agg.is_none())
        .filter_map(|s| slot_column(frame, picks, &s.slot, false, None))
        .find(|&(t, c)| ordinal(env, t, c))
        .unwrap_or(first)
}

/// A column whose order means more than its spelling: a number or a date that is no key.
fn ordinal(env: &Env<'_>, t: usize, c: usize) -> bool {
    let table = &env.linker.tables[t];
    let Some(col) = table.columns.get(c) else {
        return false;
    };
    let key = table.holds_key(col);
    if key {
        return false;
    }
    let yearly = crate::embed::text::words(&col.name)
        .iter()
        .any(|w| matches!(w.as_str(), "dt" | "year" | "yr"));
    col.numeric
        || yearly
        || date_column(env, t, c)
        || env.values.range(&table.name, &col.name).is_some()
}

/// "the youngest singer" over a birth year or date: the youngest was born last, so the order
/// of an age runs the other way on such a column.
fn born_for_age(env: &Env<'_>, frame: &Frame, slot: &Slot, t: usize, c: usize) -> bool {
    let Slot::Phrase(m) = slot else {
        return false;
    };
    // Said or implied, an age read from a birth column runs the other way ("ordered by age").
    let age = frame.mentions.get(*m).is_some_and(|m| asks_age(&m.text));
    age && tells_birth(&env.linker.tables[t].columns[c].human)
}

/// The columns a shown name stands for: a person's "name", in a table that keeps the first
/// and the last name apart and has no name of its own, is both parts, first then last
/// ("names of the members" → `fname, lname`). Otherwise the column itself.
fn full_name(env: &Env<'_>, frame: &Frame, slot: &Slot, t: usize, c: usize) -> Vec<usize> {
    let Slot::Phrase(m) = slot else {
        return vec![c];
    };
    let said_name = frame.mentions.get(*m).is_some_and(|x| {
        let name = ["full ", "whole ", "complete "]
            .iter()
            .find_map(|w| x.text.strip_prefix(w))
            .unwrap_or(&x.text);
        matches!(name, "name" | "names")
    });
    let columns = &env.linker.tables[t].columns;
    if columns
        .get(c)
        .and_then(|col| person_name_part(&col.name))
        .is_none()
    {
        return vec![c];
    }
    let own_name = columns.iter().any(|col| col.human == "name");
    let part = |first: bool| {
        columns
            .iter()
            .position(|col| person_name_part(&col.name) == Some(first))
    };
    match (said_name && !own_name, part(true), part(false)) {
        (true, Some(first), Some(last)) => vec![first, last],
        _ => vec![c],
    }
}
