//! Readings that answer a per-entity aggregate from the entity's own precomputed column.
//!
//! Owns: the principle "`SUM(x)` over detail rows grouped by an entity's key can also be read
//! from a `total_x` column of the entity's table" (likewise `avg_x`, `max_x`, …): when the
//! grouping column is that table's primary key, each group is one of its rows, so the stored
//! column answers the same question (as of whenever it was computed). `COUNT(*)` of detail
//! rows reads likewise from a column counting them (`order_count` for `orders`).
//! The converse too: a stored `total_x` column read from the entity's own table can also be
//! computed as `SUM(x)` over the detail rows that reference it ([`computed_totals`]).
//! And entities ranked by a measure of their detail rows, also ranked by its total
//! ([`ranked_totals`]); and a measure asked over a span of time, also as its total over the
//! span ([`period_total`]).
//! Must not touch: tables outside the request's schema (the linker only knows those), and
//! summary tables keyed by other columns (`variants.rs` reads those).

use super::frame::{Agg, Op, Pattern};
use super::graph::JoinGraph;
use super::link::{ColInfo, Linker, TableInfo};
use super::names::{aggregate_name, human};
use super::query::{ColRef, Expr, Join, PredOp, Query, Rhs};
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

/// Readings of a plain read of an entity table's stored aggregate (`total_amount`) as the
/// aggregate over the detail rows referencing the entity (`SUM(orders.amount)` grouped by the
/// entity's key). None when `q` reads more than that one table or already aggregates.
pub fn computed_totals(linker: &Linker<'_>, graph: &JoinGraph, q: &Query) -> Vec<(Query, f64)> {
    let [from] = q.from.as_slice() else {
        return Vec::new();
    };
    if q.set_op.is_some() || !q.group.is_empty() || !q.having.is_empty() {
        return Vec::new();
    }
    let exprs = || q.select.iter().chain(q.order.iter().map(|(e, _)| e));
    if exprs().any(|e| matches!(e, Expr::Agg(..))) {
        return Vec::new();
    }
    let Some(t) = linker.table_index(from) else {
        return Vec::new();
    };
    let table = &linker.tables[t];
    let [pk] = table.primary_key.as_slice() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    // Each table whose rows reference the entity's key is a candidate detail table.
    for edge in &graph.edges {
        let Some((col, detail, detail_col)) = edge.side(t) else {
            continue;
        };
        if detail == t || !col.eq_ignore_ascii_case(pk) {
            continue;
        }
        let details = &linker.tables[detail];
        let map = |e: &Expr| -> Option<Expr> {
            let Expr::Col(c) = e else { return None };
            let stored = table
                .columns
                .iter()
                .find(|x| x.name.eq_ignore_ascii_case(&c.column))?;
            let (agg, base) = aggregate_name(&stored.human)?;
            let detail_of = |name: &str| ColRef {
                inst: 1,
                column: name.to_string(),
            };
            match agg {
                Agg::Count => {
                    let d = human(&details.name);
                    (d == base || d == format!("{base}s")).then_some(Expr::Agg(Agg::Count, None))
                }
                _ => details
                    .columns
                    .iter()
                    .find(|x| x.numeric && x.human == base)
                    .map(|x| Expr::Agg(agg, Some(detail_of(&x.name)))),
            }
        };
        let mut changed = false;
        let mut convert = |e: &Expr| match map(e) {
            Some(m) => {
                changed = true;
                m
            }
            None => e.clone(),
        };
        let select: Vec<Expr> = q.select.iter().map(&mut convert).collect();
        let order: Vec<(Expr, bool)> = q.order.iter().map(|(e, d)| (convert(e), *d)).collect();
        if !changed {
            continue;
        }
        out.push((
            Query {
                from: vec![table.name.clone(), details.name.clone()],
                joins: vec![Join {
                    left: 0,
                    left_col: col.to_string(),
                    right: 1,
                    right_col: detail_col.to_string(),
                }],
                select,
                distinct: false,
                preds: q.preds.clone(),
                group: vec![ColRef {
                    inst: 0,
                    column: pk.clone(),
                }],
                having: Vec::new(),
                order,
                limit: q.limit,
                set_op: None,
                tags: q.tags.clone(),
            },
            PRECOMPUTED,
        ));
    }
    out
}

/// How likely a measure's total over a span of time is, against the rows of the measure it
/// comes from: first, unless the question asks for the rows themselves ([`ENUMERATING`]),
/// when it is second at half their weight.
pub const PERIOD_TOTAL: f64 = 1.1;
pub const PERIOD_TOTAL_LISTED: f64 = 0.5;

/// Words that ask for rows one by one ("list the revenue of each concert in 2024").
const ENUMERATING: &[&str] = &["list", "show", "display", "each", "every", "all"];

/// A numeric measure listed over a span of time and nothing else ("What was the ticket revenue
/// in 2024?", read as the `ticket_revenue` of every concert dated 2024) is also read as its
/// total over the span: the question asks for one quantity of a period, and an unlabelled
/// column of numbers does not answer it. Read from `q` when it selects one plain numeric
/// column (no key, no reference, no aggregate), with no grouping, ordering or limit, and every
/// condition bounds a date column by a year or a date (`LIKE '2024%'`, `>= '2021-01-01'`).
pub fn period_total(linker: &Linker<'_>, words: &[String], q: &Query) -> Option<(Query, f64)> {
    if q.set_op.is_some()
        || !q.group.is_empty()
        || !q.having.is_empty()
        || !q.order.is_empty()
        || q.limit.is_some()
        || q.preds.is_empty()
    {
        return None;
    }
    let [Expr::Col(measure)] = q.select.as_slice() else {
        return None;
    };
    let info = |c: &ColRef| table_of(linker, q, c.inst).and_then(|t| column_of(t, &c.column));
    let is_measure = info(measure)
        .is_some_and(|c| c.numeric && !c.reference && !c.named_as_key() && c.precomputed.is_none());
    let bounds_time = |p: &super::query::Pred| {
        let (Expr::Col(c), PredOp::Cmp(op), Rhs::Lit(lit)) = (&p.lhs, p.op, &p.rhs) else {
            return false;
        };
        let text = lit.trim_matches('\'');
        let dated = match op {
            Op::Like(Pattern::Starts) => is_year(text.trim_end_matches('%')),
            Op::Like(Pattern::Ends) => is_year(text.trim_start_matches('%')),
            Op::Ge | Op::Gt | Op::Lt | Op::Le => {
                text.len() == 10
                    && text.get(..4).is_some_and(is_year)
                    && text.as_bytes().get(4) == Some(&b'-')
            }
            _ => false,
        };
        dated && !p.or && info(c).is_some_and(|c| !c.numeric)
    };
    if !is_measure || !q.preds.iter().all(bounds_time) {
        return None;
    }
    let total = Query {
        select: vec![Expr::Agg(Agg::Sum, Some(measure.clone()))],
        distinct: false,
        ..q.clone()
    };
    let listed = words.iter().any(|w| ENUMERATING.contains(&w.as_str()));
    Some((
        total,
        if listed {
            PERIOD_TOTAL_LISTED
        } else {
            PERIOD_TOTAL
        },
    ))
}

fn is_year(text: &str) -> bool {
    text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit())
}

/// How likely ranking entities by the sum of their detail rows is, against ranking them by
/// their single largest detail row (the reading it comes from): second, at half its weight,
/// since a question may rank single rows ("the visitor who bought the most tickets at once");
/// measured, at 0.9 the summed reading took dev questions of that kind.
pub const RANKED_TOTAL: f64 = 0.5;

/// "the products with the highest sales", when sales are order rows: an entity ranked by a
/// measure of the rows that reference it may be ranked by their total (`GROUP BY` the entity's
/// key, `ORDER BY SUM(…)`) rather than by its one largest row, which may name an entity twice
/// and ranks a product with one big order above one with many. Read from `q` when it orders entities, with
/// a limit, by a plain numeric column of another table whose foreign key points at the
/// entity's key (or, from the detail table alone, projects only such foreign keys).
pub fn ranked_totals(linker: &Linker<'_>, q: &Query) -> Vec<(Query, f64)> {
    if q.set_op.is_some() || !q.group.is_empty() || !q.having.is_empty() || q.limit.is_none() {
        return Vec::new();
    }
    let [(Expr::Col(measure), desc)] = q.order.as_slice() else {
        return Vec::new();
    };
    let info = |inst: usize| table_of(linker, q, inst);
    let column = column_of;
    let Some(detail) = info(measure.inst) else {
        return Vec::new();
    };
    if !column(detail, &measure.column).is_some_and(|c| c.numeric && !c.reference) {
        return Vec::new();
    }
    let selected: Option<Vec<&ColRef>> = q
        .select
        .iter()
        .map(|e| match e {
            Expr::Col(c) => Some(c),
            Expr::Agg(..) => None,
        })
        .collect();
    let Some(selected) = selected.filter(|s| !s.is_empty()) else {
        return Vec::new();
    };
    // The entity is one other instance the detail rows join by their foreign key to its key.
    let keys: Option<Vec<ColRef>> = if selected.iter().all(|c| c.inst == measure.inst) {
        // The detail table alone: its foreign keys are the entities.
        selected
            .iter()
            .map(|c| {
                column(detail, &c.column)
                    .filter(|x| x.reference)
                    .map(|_| (*c).clone())
            })
            .collect()
    } else {
        let entity = selected[0].inst;
        let joined_by_key = q.joins.iter().any(|j| {
            let (d, d_col, e, e_col) = if j.left == measure.inst {
                (j.left, &j.left_col, j.right, &j.right_col)
            } else {
                (j.right, &j.right_col, j.left, &j.left_col)
            };
            d == measure.inst
                && e == entity
                && column(detail, d_col).is_some_and(|c| c.reference)
                && info(e).is_some_and(
                    |t| matches!(t.primary_key.as_slice(), [pk] if pk.eq_ignore_ascii_case(e_col)),
                )
        });
        let key = info(entity).and_then(|t| match t.primary_key.as_slice() {
            [pk] => Some(ColRef {
                inst: entity,
                column: pk.clone(),
            }),
            _ => None,
        });
        key.filter(|_| joined_by_key && selected.iter().all(|c| c.inst == entity))
            .map(|k| vec![k])
    };
    let Some(keys) = keys else {
        return Vec::new();
    };
    vec![(
        Query {
            group: keys,
            order: vec![(Expr::Agg(Agg::Sum, Some(measure.clone())), *desc)],
            distinct: false,
            ..q.clone()
        },
        RANKED_TOTAL,
    )]
}

/// The linker's view of the table `q` reads as instance `inst`.
fn table_of<'l>(linker: &'l Linker<'_>, q: &Query, inst: usize) -> Option<&'l TableInfo> {
    let name = q.from.get(inst)?;
    linker
        .tables
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case(name))
}

/// A column of `table`, by name, without regard to ASCII case.
fn column_of<'t>(table: &'t TableInfo, name: &str) -> Option<&'t ColInfo> {
    table
        .columns
        .iter()
        .find(|c| c.name.eq_ignore_ascii_case(name))
}
