//! Readings that answer a per-entity aggregate from the entity's own precomputed column.
//!
//! Owns: the principle "`SUM(x)` over detail rows grouped by an entity's key can also be read
//! from a `total_x` column of the entity's table" (likewise `avg_x`, `max_x`, …): when the
//! grouping column is that table's primary key, each group is one of its rows, so the stored
//! column answers the same question (as of whenever it was computed). `COUNT(*)` of detail
//! rows reads likewise from a column counting them (`order_count` for `orders`).
//! Must not touch: tables outside the request's schema (the linker only knows those), and
//! summary tables keyed by other columns (`variants.rs` reads those).

use super::frame::Agg;
use super::link::Linker;
use super::names::{aggregate_name, human};
use super::query::{ColRef, Expr, Query};
use super::variants::PRECOMPUTED;

/// Readings of `q` from an entity table's precomputed column (none when `q` is not a
/// per-entity aggregate over another table's rows).
pub fn entity_totals(linker: &Linker<'_>, q: &Query) -> Vec<(Query, f64)> {
    let [g] = q.group.as_slice() else {
        return Vec::new();
    };
    // Filters on the detail rows cannot be applied to a stored total.
    if q.set_op.is_some() || !q.having.is_empty() || !q.preds.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for table in &linker.tables {
        let [pk] = table.primary_key.as_slice() else {
            continue;
        };
        if !pk.eq_ignore_ascii_case(&g.column) {
            continue;
        }
        let own = |c: &ColRef| {
            q.from
                .get(c.inst)
                .is_some_and(|f| f.eq_ignore_ascii_case(&table.name))
        };
        let column = |name: &str| {
            Expr::Col(ColRef {
                inst: 0,
                column: name.to_string(),
            })
        };
        let map = |e: &Expr| -> Option<Expr> {
            match e {
                Expr::Agg(agg, Some(c)) if !own(c) => {
                    let base = human(&c.column);
                    let at = table.columns.iter().find(|x| {
                        aggregate_name(&x.human).is_some_and(|(a, b)| a == *agg && b == base)
                    })?;
                    Some(column(&at.name))
                }
                // COUNT(*) of detail rows: an `order_count` column counts the `orders`.
                Expr::Agg(Agg::Count, None) => {
                    let at = table.columns.iter().find(|x| {
                        aggregate_name(&x.human).is_some_and(|(a, b)| {
                            a == Agg::Count
                                && q.from.iter().any(|f| {
                                    let f = human(f);
                                    f != human(&table.name) && (f == b || f == format!("{b}s"))
                                })
                        })
                    })?;
                    Some(column(&at.name))
                }
                Expr::Col(c) => table
                    .columns
                    .iter()
                    .find(|x| x.name.eq_ignore_ascii_case(&c.column))
                    .map(|x| column(&x.name)),
                Expr::Agg(..) => None,
            }
        };
        let aggregates = q
            .select
            .iter()
            .chain(q.order.iter().map(|(e, _)| e))
            .any(|e| matches!(e, Expr::Agg(_, Some(_)) | Expr::Agg(Agg::Count, None)));
        let select: Option<Vec<Expr>> = q.select.iter().map(map).collect();
        let order: Option<Vec<(Expr, bool)>> = q
            .order
            .iter()
            .map(|(e, desc)| map(e).map(|m| (m, *desc)))
            .collect();
        let (Some(select), Some(order)) = (select, order) else {
            continue;
        };
        if !aggregates {
            continue;
        }
        out.push((
            Query {
                from: vec![table.name.clone()],
                select,
                order,
                limit: q.limit,
                tags: q.tags.clone(),
                ..Query::default()
            },
            PRECOMPUTED,
        ));
    }
    out
}
