//! Readings that answer an aggregate from a precomputed summary table.
//!
//! Owns: the principle "when `agg(x)` is asked for and a summary table holds `agg_x` (or
//! `x_agg`, `total_x`, …) next to the grouping and filtered columns the reading uses, reading
//! the precomputed column is an alternative": the mapping of every column the reading uses onto
//! the summary table, by name, and the variant's score factor.
//! Must not touch: tables outside the request's schema (the linker only knows those).

use super::frame::Agg;
use super::link::Linker;
use super::query::{ColRef, Expr, Pred, Query, Rhs};

/// Score of a summary-table reading relative to the reading it answers.
pub const PRECOMPUTED: f64 = 0.8;
/// Extra factor when the summary table has grouping columns the reading does not use (it then
/// returns one row per group where the question may want one row).
const UNUSED_GROUPS: f64 = 0.6;

/// Summary-table readings of `q` (none when it has no aggregate over a column).
pub fn precomputed(linker: &Linker<'_>, q: &Query) -> Vec<(Query, f64)> {
    let aggregates = q
        .select
        .iter()
        .chain(q.order.iter().map(|(e, _)| e))
        .any(|e| matches!(e, Expr::Agg(_, Some(_))));
    if !aggregates || q.set_op.is_some() || !q.having.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (t, table) in linker.tables.iter().enumerate() {
        if table.columns.iter().all(|c| c.precomputed.is_none())
            || q.from.iter().any(|f| f.eq_ignore_ascii_case(&table.name))
        {
            continue;
        }
        let mut used: Vec<usize> = Vec::new();
        let map_col = |c: &ColRef, used: &mut Vec<usize>| -> Option<ColRef> {
            let at = table
                .columns
                .iter()
                .position(|x| x.precomputed.is_none() && x.name.eq_ignore_ascii_case(&c.column))?;
            used.push(at);
            Some(ColRef {
                inst: 0,
                column: table.columns[at].name.clone(),
            })
        };
        let map_agg = |agg: Agg, c: Option<&ColRef>| -> Option<ColRef> {
            let at = match c {
                Some(c) => {
                    let base = super::names::human(&c.column);
                    table.columns.iter().position(|x| {
                        x.precomputed
                            .as_ref()
                            .is_some_and(|(a, b)| *a == agg && *b == base)
                    })
                }
                // COUNT(*) is the summary's row count column.
                None => table.columns.iter().position(|x| {
                    x.precomputed.is_none()
                        && matches!(
                            x.human.as_str(),
                            "number" | "count" | "total count" | "row count"
                        )
                }),
            }?;
            Some(ColRef {
                inst: 0,
                column: table.columns[at].name.clone(),
            })
        };
        let map_expr = |e: &Expr, used: &mut Vec<usize>| -> Option<Expr> {
            match e {
                Expr::Col(c) => map_col(c, used).map(Expr::Col),
                Expr::Agg(agg, c) => map_agg(*agg, c.as_ref()).map(Expr::Col),
            }
        };
        let mut v = Query {
            from: vec![table.name.clone()],
            limit: q.limit,
            tags: q.tags.clone(),
            ..Query::default()
        };
        let mut ok = true;
        for e in &q.select {
            match map_expr(e, &mut used) {
                Some(m) => v.select.push(m),
                None => ok = false,
            }
        }
        for p in &q.preds {
            let (Some(lhs), Rhs::Lit(_)) = (map_expr(&p.lhs, &mut used), &p.rhs) else {
                ok = false;
                break;
            };
            v.preds.push(Pred {
                lhs,
                op: p.op,
                rhs: p.rhs.clone(),
                or: p.or,
            });
        }
        for g in &q.group {
            ok &= map_col(g, &mut used).is_some();
        }
        for (e, desc) in &q.order {
            match map_expr(e, &mut used) {
                Some(m) => v.order.push((m, *desc)),
                None => ok = false,
            }
        }
        if !ok {
            continue;
        }
        let groups_unused = table.columns.iter().enumerate().any(|(i, c)| {
            c.precomputed.is_none()
                && !used.contains(&i)
                && !matches!(c.human.as_str(), "number" | "count")
        });
        let _ = t;
        out.push((
            v,
            PRECOMPUTED * if groups_unused { UNUSED_GROUPS } else { 1.0 },
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::{Column, Schema, Table};
    use crate::generate::builtin::frame::{Agg, Op};
    use crate::generate::builtin::query::{PredOp, Rhs};

    fn table(name: &str, cols: &[&str]) -> Table {
        Table {
            name: name.into(),
            columns: cols
                .iter()
                .map(|c| Column {
                    name: (*c).into(),
                    decl_type: "REAL".into(),
                    ..Column::default()
                })
                .collect(),
            ..Table::default()
        }
    }

    #[test]
    fn an_aggregate_is_read_from_a_summary_table_that_holds_it() {
        let schema = Schema {
            tables: vec![
                table("singer", &["name", "age", "country"]),
                table("singer_age", &["country", "number", "avg_age", "max_age"]),
            ],
            foreign_keys: vec![],
            ..Default::default()
        };
        let sim = crate::embed::Lexical::new();
        let linker = Linker::new(&schema, &sim, &[]);
        let col = |c: &str| ColRef {
            inst: 0,
            column: c.into(),
        };
        let q = Query {
            from: vec!["singer".into()],
            select: vec![
                Expr::Agg(Agg::Avg, Some(col("age"))),
                Expr::Agg(Agg::Max, Some(col("age"))),
            ],
            preds: vec![Pred {
                lhs: Expr::Col(col("country")),
                op: PredOp::Cmp(Op::Eq),
                rhs: Rhs::Lit("'France'".into()),
                or: false,
            }],
            ..Query::default()
        };
        let variants = precomputed(&linker, &q);
        assert_eq!(variants.len(), 1);
        assert_eq!(
            variants[0].0.sql(),
            "SELECT avg_age, max_age FROM singer_age WHERE country = 'France'"
        );
        // No summary holds MIN(age): no reading.
        let q = Query {
            select: vec![Expr::Agg(Agg::Min, Some(col("age")))],
            ..q
        };
        assert!(precomputed(&linker, &q).is_empty());
    }
}
