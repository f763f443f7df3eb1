//! Twin readings: a reading with its vertically split attributes read from the other copy.
//!
//! When a table `t_c(key, c)` stores `t.c` apart, row for row (a [`super::graph::Split`]), every reading that
//! reads `t.c` has a twin that reads it through `t_c`, and the other way round. The question
//! cannot tell the two apart, which is exactly why both must reach the user: the clarification
//! question is about that choice. Grounding finds such twins only when both survive its
//! beams, so a reading's twin can be missing while the reading itself is shown (a three-table
//! join whose shown name lives in a split table). This module builds the twin from the reading
//! itself, so the pair stays complete and ordered together.
//!
//! Owns: rewriting a [`Query`] (every level: subqueries and compound parts too, so one
//! attribute is never read from both copies) onto the other copy of one split.
//! Must not touch: scores beyond the fixed twin factors, or which columns were chosen.

use super::graph::JoinGraph;
use super::link::Linker;
use super::query::{Join, Query, Rhs};

/// Score of the twin that reads through the split, relative to the reading without it: the
/// join the question did not name costs what grounding charges for it.
pub const INTO_SPLIT: f64 = super::ground::SPLIT_JOIN;

/// Every twin of `q` with its score factor: for each split of the schema, `q` with the split's
/// columns read through the split table (when `q` reads them from the base) or from the base
/// (when `q` reads them through the split).
pub fn twins(linker: &Linker<'_>, graph: &JoinGraph, q: &Query) -> Vec<(Query, f64)> {
    let mut out = Vec::new();
    for split in graph.splits() {
        let (Some(base), Some(part)) = (
            linker.tables.get(split.base),
            linker.tables.get(split.split),
        ) else {
            continue;
        };
        let moved: Vec<String> = part
            .columns
            .iter()
            .map(|c| c.name.to_ascii_lowercase())
            .filter(|c| !c.eq_ignore_ascii_case(&split.key))
            .collect();
        let names = Names {
            base: &base.name,
            part: &part.name,
            key: &split.key,
            moved: &moved,
        };
        let mut into = q.clone();
        if read_through_split(&mut into, &names) && well_formed(&into) {
            out.push((retag(into, &names, true), INTO_SPLIT));
        }
        let mut back = q.clone();
        if read_from_base(&mut back, &names) == Some(true) && well_formed(&back) {
            out.push((retag(back, &names, false), 1.0));
        }
    }
    out
}

/// One split's names: base table, split table, join key and the columns the split holds
/// (lower case, key excluded).
struct Names<'a> {
    base: &'a str,
    part: &'a str,
    key: &'a str,
    moved: &'a [String],
}

impl Names<'_> {
    fn holds(&self, column: &str) -> bool {
        self.moved.iter().any(|m| m.eq_ignore_ascii_case(column))
    }
}

/// The columns one query level reads itself, mutably.
/// The parts of `q` that are queries of their own: subqueries and the compound's right part.
fn parts_mut(q: &mut Query) -> Vec<&mut Query> {
    let mut out: Vec<&mut Query> = Vec::new();
    for p in q.preds.iter_mut().chain(q.having.iter_mut()) {
        if let Rhs::Sub(sub) = &mut p.rhs {
            out.push(sub.as_mut());
        }
    }
    if let Some((_, right)) = &mut q.set_op {
        out.push(right.as_mut());
    }
    out
}

fn is(table: &str, name: &str) -> bool {
    table.eq_ignore_ascii_case(name)
}

/// Reads the split's columns through a join to the split table wherever a level reads them
/// from the base. True when anything changed.
fn read_through_split(q: &mut Query, names: &Names<'_>) -> bool {
    let mut changed = false;
    let bases: Vec<usize> = (0..q.from.len())
        .filter(|&i| is(&q.from[i], names.base))
        .collect();
    for i in bases {
        let reads = q
            .own_columns_mut()
            .iter()
            .any(|c| c.inst == i && names.holds(&c.column));
        if !reads {
            continue;
        }
        let n = q.from.len();
        q.from.push(names.part.to_string());
        q.joins.push(Join {
            left: i,
            left_col: names.key.to_string(),
            right: n,
            right_col: names.key.to_string(),
        });
        for c in q.own_columns_mut() {
            if c.inst == i && names.holds(&c.column) {
                c.inst = n;
            }
        }
        changed = true;
    }
    for part in parts_mut(q) {
        changed |= read_through_split(part, names);
    }
    changed
}

/// Reads the split's columns from the base wherever a level reads them through the split
/// table: a split joined to its base is dropped, a split read alone becomes the base.
/// `Some(true)` when anything changed, `None` when a split instance cannot be undone.
fn read_from_base(q: &mut Query, names: &Names<'_>) -> Option<bool> {
    let mut changed = false;
    while let Some(n) = (0..q.from.len()).find(|&i| is(&q.from[i], names.part)) {
        let partner = q.joins.iter().find_map(|j| {
            let other = if j.left == n {
                j.right
            } else if j.right == n {
                j.left
            } else {
                return None;
            };
            let on_key = j.left_col.eq_ignore_ascii_case(names.key)
                && j.right_col.eq_ignore_ascii_case(names.key);
            (on_key && is(&q.from[other], names.base)).then_some(other)
        });
        match partner {
            Some(b) => drop_instance(q, n, b),
            None => q.from[n] = names.base.to_string(),
        }
        changed = true;
    }
    for part in parts_mut(q) {
        changed |= read_from_base(part, names)?;
    }
    Some(changed)
}

/// Removes FROM item `n`, which holds the same rows as item `b` and is joined to it: its reads
/// and its other joins move to `b`, and the items after it shift down one.
fn drop_instance(q: &mut Query, n: usize, b: usize) {
    for c in q.own_columns_mut() {
        if c.inst == n {
            c.inst = b;
        }
    }
    q.joins
        .retain(|j| !((j.left == n && j.right == b) || (j.left == b && j.right == n)));
    for j in &mut q.joins {
        if j.left == n {
            j.left = b;
        }
        if j.right == n {
            j.right = b;
        }
    }
    q.from.remove(n);
    let shift = |i: &mut usize| {
        if *i > n {
            *i -= 1;
        }
    };
    for c in q.own_columns_mut() {
        shift(&mut c.inst);
    }
    for j in &mut q.joins {
        shift(&mut j.left);
        shift(&mut j.right);
        // Each JOIN may only name items before it.
        if j.right < j.left {
            std::mem::swap(&mut j.left, &mut j.right);
            std::mem::swap(&mut j.left_col, &mut j.right_col);
        }
    }
}

/// Every FROM item after the first is joined, once, to an item before it (at every level).
fn well_formed(q: &Query) -> bool {
    let level = (1..q.from.len()).all(|i| {
        let mut on = q.joins.iter().filter(|j| j.right == i);
        matches!((on.next(), on.next()), (Some(j), None) if j.left < i)
    }) && q.joins.len() + 1 == q.from.len().max(1);
    let parts = q
        .preds
        .iter()
        .chain(&q.having)
        .filter_map(|p| match &p.rhs {
            Rhs::Sub(sub) => Some(sub.as_ref()),
            Rhs::Lit(_) => None,
        })
        .chain(q.set_op.as_ref().map(|(_, right)| right.as_ref()));
    level && parts.into_iter().all(well_formed)
}

/// The twin's phrase tags name the copy it reads (`t.c` ↔ `t_c.c`).
fn retag(mut q: Query, names: &Names<'_>, into: bool) -> Query {
    let (from, to) = if into {
        (names.base, names.part)
    } else {
        (names.part, names.base)
    };
    for tag in &mut q.tags {
        if let Some((table, column)) = tag.component.split_once('.') {
            if is(table, from) && names.holds(column) {
                tag.component = format!("{}.{}", to.to_ascii_lowercase(), column);
            }
        }
    }
    q
}

#[cfg(test)]
#[path = "twins_tests.rs"]
mod tests;
