//! Where a bound on a summed attribute applies: to each row, or to each group's total.
//!
//! Owns: the principle "when a reading lists `SUM(x)` per group and also bounds `x` itself
//! ('lawyers who recorded more than 40 hours, with their total hours'), the bound can be on
//! the total (`HAVING SUM(x) > 40`) as much as on each row (`WHERE x > 40`)". Showing the total
//! next to a bound on single rows is the rarer question, so the total's reading ranks first.
//! Must not touch: which columns were chosen (the rewrite reuses the reading's own) or
//! readings without a group (a bound on the one total of a whole table is not a HAVING).

use super::super::frame::Agg;
use super::super::query::{Expr, Pred, PredOp, Query, Rhs};

/// Score of the per-row reading relative to the per-group one it was built as.
pub const PER_ROW: f64 = 0.7;

/// `q` with its one bound on a summed column moved to the groups' totals, or `None` when it
/// has no group, no such bound, or more than one.
pub(super) fn bound_on_total(q: &Query) -> Option<Query> {
    if q.group.is_empty() || q.set_op.is_some() {
        return None;
    }
    let summed: Vec<_> = q
        .select
        .iter()
        .filter_map(|e| match e {
            Expr::Agg(Agg::Sum, Some(c)) => Some(c),
            _ => None,
        })
        .collect();
    let bounds: Vec<usize> = q
        .preds
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            matches!(p.op, PredOp::Cmp(_))
                && matches!(p.rhs, Rhs::Lit(_))
                && !p.or
                && matches!(&p.lhs, Expr::Col(c) if summed.contains(&c))
        })
        .map(|(i, _)| i)
        .collect();
    let [at] = bounds.as_slice() else {
        return None;
    };
    let mut total = q.clone();
    let bound = total.preds.remove(*at);
    if total.preds.first().is_some_and(|p| p.or) {
        return None;
    }
    let Expr::Col(c) = bound.lhs else {
        return None;
    };
    total.having.push(Pred {
        lhs: Expr::Agg(Agg::Sum, Some(c)),
        ..bound
    });
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::super::super::frame::Op;
    use super::super::super::query::ColRef;
    use super::*;

    fn col(inst: usize, column: &str) -> ColRef {
        ColRef {
            inst,
            column: column.to_string(),
        }
    }

    fn bound(c: ColRef) -> Pred {
        Pred {
            lhs: Expr::Col(c),
            op: PredOp::Cmp(Op::Gt),
            rhs: Rhs::Lit("40".into()),
            or: false,
        }
    }

    fn totals() -> Query {
        Query {
            from: vec!["lawyers".into(), "time_entries".into()],
            select: vec![
                Expr::Col(col(0, "name")),
                Expr::Agg(Agg::Sum, Some(col(1, "hrs"))),
            ],
            preds: vec![bound(col(1, "hrs"))],
            group: vec![col(0, "id")],
            ..Query::default()
        }
    }

    #[test]
    fn a_bound_on_the_summed_column_moves_to_the_total() {
        let moved = bound_on_total(&totals()).expect("a total reading");
        assert!(moved.preds.is_empty());
        assert_eq!(
            moved.having,
            vec![Pred {
                lhs: Expr::Agg(Agg::Sum, Some(col(1, "hrs"))),
                ..bound(col(1, "hrs"))
            }]
        );
    }

    #[test]
    fn other_bounds_and_ungrouped_readings_stay() {
        let mut other = totals();
        other.preds = vec![bound(col(0, "age"))];
        assert_eq!(bound_on_total(&other), None);
        let mut whole = totals();
        whole.group.clear();
        assert_eq!(bound_on_total(&whole), None);
        let mut twice = totals();
        twice.preds.push(bound(col(1, "hrs")));
        assert_eq!(bound_on_total(&twice), None);
    }
}
