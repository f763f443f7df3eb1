//! Groups shown by name, and which of two parallel foreign keys a join follows.
//!
//! Owns: three principles about foreign keys. (1) Grouping "by department" where the phrase
//! links to a foreign-key column (`curr_dept_id`) can also mean the referenced rows' name
//! (`curr_dept.dept_name`): the same groups, shown as people name them, so the referenced
//! table's name column is a candidate next to the key. (2) When two foreign keys join the
//! same pair of tables (`employees.curr_dept_id` and `curr_dept.head_emp_id`), the one named
//! after the table it references is the default relationship; the other is a role. (3) Rows
//! counted per group of a table's own names are the rows that refer to it, many to one ("the
//! most common violation" counts citations); so are the rows counted where nothing names them
//! and a value stored in the referred table describes them ("number of coffee shops"). Also a
//! table's groups shown by their name next to the own key they group by.
//! Must not touch: the candidates' own scores (it only adds candidates, readings and join
//! factors).

use super::super::frame::{Agg, Frame, Slot};
use super::super::graph::JoinGraph;
use super::super::link::Linker;
use super::super::query::{Expr, Join, Query};
use super::build::{col_ref, slot_column, Env, Picks};
use super::direction::{role_factor, roles_said, way_factor};
use super::slots::{phrase_key, stand_in, Choice, Decisions};

/// Score of the name reading relative to the key it names (the join it costs is on top).
const NAMED: f64 = 0.9;
/// Factor for joining along a role foreign key when a parallel one names the table.
const ROLE_PATH: f64 = 0.3;

/// Adds, for each grouping phrase, the name column of every table its key candidates
/// reference.
pub(super) fn add_named_groups(
    linker: &Linker<'_>,
    graph: &JoinGraph,
    frame: &Frame,
    decisions: &mut Decisions,
) {
    for slot in &frame.group {
        let Slot::Phrase(m) = slot else { continue };
        for grouping in [false, true] {
            let Some(choices) = decisions.get_mut(&phrase_key(frame, *m, grouping)) else {
                continue;
            };
            let mut extra: Vec<Choice> = Vec::new();
            for choice in choices.iter() {
                let Some(c) = choice.column else { continue };
                let Some(col) = linker.tables[choice.table].columns.get(c) else {
                    continue;
                };
                for e in &graph.edges {
                    let Some((own, other, other_col)) = e.side(choice.table) else {
                        continue;
                    };
                    let target = &linker.tables[other];
                    let references_key = target.primary_key.len() == 1
                        && target.primary_key[0].eq_ignore_ascii_case(other_col);
                    if !own.eq_ignore_ascii_case(&col.name) || !references_key {
                        continue;
                    }
                    let Some(name) = stand_in(linker, other, false) else {
                        continue;
                    };
                    let is_name = target.columns[name]
                        .human
                        .split(' ')
                        .any(|w| matches!(w, "name" | "title"));
                    let known = choices
                        .iter()
                        .chain(&extra)
                        .any(|x| x.table == other && x.column == Some(name));
                    if is_name && !known {
                        extra.push(Choice {
                            table: other,
                            column: Some(name),
                            rel: choice.rel * NAMED,
                        });
                    }
                }
            }
            choices.extend(extra);
        }
    }
}

/// The factor of a join tree: [`ROLE_PATH`] per join along a role key that has a parallel
/// key named after its table, and the direction factor of each join between two tables that
/// parallel keys join.
pub(super) fn path_factor(env: &Env<'_>, tables: &[usize], joins: &[Join]) -> f64 {
    let (linker, graph) = (env.linker, env.graph);
    let mut factor = 1.0;
    for j in joins {
        let (Some(&a), Some(&b)) = (tables.get(j.left), tables.get(j.right)) else {
            continue;
        };
        let parallel: Vec<&super::super::graph::Edge> = graph
            .edges
            .iter()
            .filter(|e| (e.a == a && e.b == b) || (e.a == b && e.b == a))
            .collect();
        if parallel.len() < 2 {
            continue;
        }
        let named = |a_col: &str, b_col: &str, a: usize, b: usize| {
            names_table(linker, a_col, b) || names_table(linker, b_col, a)
        };
        // Whether a parallel edge is this join's own.
        let is_this = |e: &super::super::graph::Edge| {
            e.side(a).is_some_and(|(c, _, oc)| {
                c.eq_ignore_ascii_case(&j.left_col) && oc.eq_ignore_ascii_case(&j.right_col)
            })
        };
        let this = parallel.iter().position(|e| is_this(e));
        let this_named = named(&j.left_col, &j.right_col, a, b);
        let other_named = parallel
            .iter()
            .any(|e| !is_this(e) && named(&e.a_col, &e.b_col, e.a, e.b));
        if !this_named && other_named {
            factor *= ROLE_PATH;
        }
        let keys: Vec<(&str, &str)> = parallel
            .iter()
            .map(|e| (e.a_col.as_str(), e.b_col.as_str()))
            .collect();
        factor *= role_factor(&roles_said(env, &keys), this.unwrap_or(usize::MAX));
        factor *= way_factor(env, &j.left_col) * way_factor(env, &j.right_col);
    }
    factor
}

/// A column named exactly after table `t` (`curr_dept_id` for `curr_dept`), or its key's
/// name; `head_staff_id` names a role, not the `staff` table.
fn names_table(linker: &Linker<'_>, column: &str, t: usize) -> bool {
    let table = &linker.tables[t];
    let column = column.to_ascii_lowercase();
    let stem = column
        .strip_suffix("_id")
        .or_else(|| column.strip_suffix("id"))
        .unwrap_or(&column);
    let name = table.name.to_ascii_lowercase();
    stem == name
        || name.strip_suffix('s') == Some(stem)
        || table
            .primary_key
            .iter()
            .any(|k| k.eq_ignore_ascii_case(&column))
}

/// Likelihood of showing a table's groups by name rather than by the key they group by.
pub(super) const NAMED_GROUP: f64 = 0.7;

/// "How many pets does each student have?" shows each student by the key it groups by; the
/// same groups shown by name are a second, less likely reading (the question style names a
/// name when it wants one). Only for a table's own key: a foreign key's name reading joins
/// the referenced table (above).
pub(super) fn key_shown_by_name(
    env: &Env<'_>,
    frame: &Frame,
    picks: &Picks<'_>,
    tables: &[usize],
    q: &Query,
) -> Option<Query> {
    let mut named = q.clone();
    let mut changed = false;
    for item in &frame.select {
        let Slot::Key(_) = item.slot else { continue };
        let (t, c) = slot_column(frame, picks, &item.slot, true, None)?;
        let table = &env.linker.tables[t];
        let own_key = matches!(table.primary_key.as_slice(), [pk] if pk.eq_ignore_ascii_case(&table.columns[c].name));
        let name = stand_in(env.linker, t, false).filter(|&n| n != c);
        let (true, Some(name)) = (own_key, name) else {
            continue;
        };
        let (key, shown) = (col_ref(env, tables, t, c)?, col_ref(env, tables, t, name)?);
        for e in &mut named.select {
            if *e == Expr::Col(key.clone()) {
                *e = Expr::Col(shown.clone());
                changed = true;
            }
        }
    }
    changed.then_some(named)
}

/// A reading that counts the rows referring to the grouped table against one that counts the
/// table's own rows.
pub(super) const REFERRING_ROWS: f64 = 0.8;

/// "the most common violation": rows counted per group where nothing names what is counted,
/// and the group is a table's own name or key. Each of that table's rows is a group of one,
/// so what is likelier counted is the rows that refer to it (each citation of a violation):
/// the tables holding such references, each a reading that joins it, at most
/// [`MAX_REFERRING`] (a code lookup of an enterprise schema may be referred to by hundreds).
/// The same for rows counted where nothing names them and a value of the table describes
/// them ([`described_count`]).
pub(super) fn referring_rows(
    env: &Env<'_>,
    frame: &Frame,
    picks: &Picks<'_>,
    anchor: usize,
) -> Vec<usize> {
    let counts_rows = frame
        .order
        .as_ref()
        .is_some_and(|o| o.agg == Some(Agg::Count) && o.slot == Slot::Star)
        || frame.having.as_ref().is_some_and(|h| h.of.is_none());
    let named_counted =
        !frame.counted.is_empty() || frame.having.as_ref().is_some_and(|h| !h.counted.is_empty());
    if described_count(env, frame, picks, anchor) {
        let mut referring = referring_tables(env, anchor);
        referring.truncate(MAX_REFERRING);
        return referring;
    }
    let [group] = frame.group.as_slice() else {
        return Vec::new();
    };
    if !counts_rows || named_counted {
        return Vec::new();
    }
    let Some((t, c)) = slot_column(frame, picks, group, true, None) else {
        return Vec::new();
    };
    let table = &env.linker.tables[t];
    let own = stand_in(env.linker, t, false) == Some(c)
        || table
            .primary_key
            .iter()
            .any(|k| k.eq_ignore_ascii_case(&table.columns[c].name));
    if t != anchor || !own {
        return Vec::new();
    }
    let mut referring = referring_tables(env, t);
    referring.truncate(MAX_REFERRING);
    referring
}

/// "number of coffee shops", "how many got helicopters": rows counted where nothing names
/// them, filtered by a value stored in a table other tables refer to (a cuisine's description
/// in the cuisines' lookup). Counting that table's own rows counts the one row the value
/// describes; the rows it describes are the ones referring to it (each coffee shop), so each
/// referring table is a reading that counts its rows through the join.
fn described_count(env: &Env<'_>, frame: &Frame, picks: &Picks<'_>, anchor: usize) -> bool {
    let counts_rows = matches!(
        frame.select.as_slice(),
        [item] if item.agg == Some(Agg::Count) && item.slot == Slot::Star
    );
    let ungrouped = frame.group.is_empty() && frame.having.is_none();
    if !counts_rows || !ungrouped || frame.filters.is_empty() {
        return false;
    }
    // What is counted may be said ("shops") as long as it names no table (the gate at which
    // a counted entity's table must be read).
    let names_a_table = |m: usize| {
        env.linker
            .tables_for(&frame.mentions[m].text)
            .first()
            .is_some_and(|&(_, s)| s >= NAMES_A_TABLE)
    };
    if frame
        .entities
        .iter()
        .chain(&frame.counted)
        .any(|&m| names_a_table(m))
    {
        return false;
    }
    let table = &env.linker.tables[anchor];
    // Every filter is a value found in the anchor's own columns, none of them its key.
    (0..frame.filters.len()).all(|n| {
        frame.filters[n].slot == Slot::Value
            && slot_column(frame, picks, &Slot::Value, false, Some(n))
                .is_some_and(|(t, c)| t == anchor && !table.holds_key(&table.columns[c]))
    })
}

/// The tables whose rows refer many to one to rows of `t` (each citation of a violation, each
/// charge for a diagnosis group), in schema order.
pub(super) fn referring_tables(env: &Env<'_>, t: usize) -> Vec<usize> {
    let mut referring: Vec<usize> = Vec::new();
    for e in env.graph.edges.iter().filter(|e| e.b == t && e.a != t) {
        if many_to_one(env, e) && !referring.contains(&e.a) {
            referring.push(e.a);
        }
    }
    referring.sort_unstable();
    referring
}

/// A phrase's best table link from which the phrase names that table's rows.
pub(super) const NAMES_A_TABLE: f64 = 0.5;

/// Referring tables read at most for one grouped table.
const MAX_REFERRING: usize = 4;

/// Whether rows of table `holder` refer to rows of `target` by a column that is not
/// `holder`'s own key, so that many of them may refer to one (citations of a violation), not
/// one each (a split or a subset of the target's rows, keyed as it is).
pub(super) fn refers_many(env: &Env<'_>, holder: usize, target: usize) -> bool {
    env.graph
        .edges
        .iter()
        .any(|e| e.a == holder && e.b == target && many_to_one(env, e))
}

/// Whether the edge's referring column is not its table's own (single-column) key.
fn many_to_one(env: &Env<'_>, e: &super::super::graph::Edge) -> bool {
    let key = &env.linker.tables[e.a].primary_key;
    !(key.len() == 1 && key[0].eq_ignore_ascii_case(&e.a_col))
}
