//! Counting entities through the rows that refer to them.
//!
//! Owns: the principle "a count of things another table holds, taken over rows that refer to
//! them, may count each thing once": "drugs billed by at least 28 hospitals" over a charges
//! table with a row per hospital, drug and year counts the hospitals (`COUNT(DISTINCT
//! prvdr_num)`), where `COUNT(*)` counts their charge rows. Whether a thing has one row or
//! several is the data's to say, so both readings are kept, the rows first (the count the
//! question's grammar gives) and the things as the alternative a clarification can reach.
//! Must not touch: counts of the rows' own table ("how many charges") or counts already
//! distinct.

use super::frame::Agg;
use super::link::{Linker, TableInfo};
use super::query::{ColRef, Expr, Query};

/// How well the counted phrase must name a table for its rows to be the things counted.
const COUNTED_TABLE: f64 = 0.45;

/// How much the distinct count is worth against the row count it varies.
const DISTINCT_COUNT: f64 = 0.8;

/// What tells the counted things apart among the rows `q` reads: the counted table's key when
/// rows referring to it are joined to it (the join repeats it), else a column of a read table that holds its
/// keys. Never a grouped column (each group would count one).
fn counted_key(linker: &Linker<'_>, q: &Query, counted: &TableInfo) -> Option<ColRef> {
    let own = q
        .from
        .iter()
        .position(|f| f.eq_ignore_ascii_case(&counted.name));
    let col = match (own, counted.primary_key.as_slice()) {
        (Some(_), _) if q.from.len() == 1 => return None,
        // Joined through its key, each counted row repeats once per row referring to it;
        // joined only through its own references (products to their brand), it does not.
        (Some(inst), [key])
            if q.joins.iter().any(|j| {
                (j.left == inst && j.left_col.eq_ignore_ascii_case(key))
                    || (j.right == inst && j.right_col.eq_ignore_ascii_case(key))
            }) =>
        {
            ColRef {
                inst,
                column: key.clone(),
            }
        }
        (Some(_), _) => return None,
        (None, _) => q.from.iter().enumerate().find_map(|(inst, name)| {
            let t = linker.table_index(name)?;
            let column = linker.tables[t].columns.iter().find(|c| {
                c.target
                    .as_deref()
                    .is_some_and(|target| target.eq_ignore_ascii_case(&counted.name))
            })?;
            Some(ColRef {
                inst,
                column: column.name.clone(),
            })
        })?,
    };
    (!q.group.contains(&col)).then_some(col)
}

/// Readings of `q` whose `COUNT(*)` counts, once each, the things the counted phrase names,
/// through a column of a read table that refers to them.
pub fn distinct_counts(linker: &Linker<'_>, q: &Query) -> Vec<(Query, f64)> {
    if q.set_op.is_some() {
        return Vec::new();
    }
    let Some(phrase) = q
        .tags
        .iter()
        .find(|t| t.component == "count(*)")
        .map(|t| t.phrase.to_lowercase())
    else {
        return Vec::new();
    };
    let Some(&(counted, score)) = linker.tables_for(&phrase).first() else {
        return Vec::new();
    };
    let counted = &linker.tables[counted];
    if score < COUNTED_TABLE {
        return Vec::new();
    }
    let Some(col) = counted_key(linker, q, counted) else {
        return Vec::new();
    };
    let distinct = Expr::Agg(Agg::CountDistinct, Some(col));
    let mut v = q.clone();
    let mut changed = false;
    let exprs = v
        .select
        .iter_mut()
        .chain(v.having.iter_mut().map(|p| &mut p.lhs))
        .chain(v.order.iter_mut().map(|(e, _)| e));
    for e in exprs {
        if *e == Expr::Agg(Agg::Count, None) {
            *e = distinct.clone();
            changed = true;
        }
    }
    if changed {
        vec![(v, DISTINCT_COUNT)]
    } else {
        Vec::new()
    }
}
