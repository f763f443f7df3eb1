//! The set-operation forms of a grounded reading: EXCEPT next to NOT IN, UNION next to OR.
//!
//! Owns: rewriting a finished [`Query`] into its set form when the rewrite keeps the question's
//! meaning up to repeated rows. `A EXCEPT B` and `A UNION B` list each row once, so they return
//! the same rows as the NOT IN / OR reading exactly when the selected values do not repeat;
//! when they do (two students called Lee), the readings differ by execution, so both are
//! offered and the user (or the data) decides.
//! Must not touch: choosing components or tables (the rewrite reuses the reading's own).

use super::super::frame::SetOp;
use super::super::query::{ColRef, Expr, Join, Pred, PredOp, Query, Rhs};

/// Score of a set form relative to the reading it rewrites: the plain form is the usual way
/// to say it, the set form the alternative when repeated values matter.
pub const SET_FORM: f64 = 0.5;

/// The set forms of `q` (none when it has no negated relation or alternatives, or when it
/// aggregates, groups, orders or limits — a compound query would do those over the whole).
pub(super) fn set_forms(q: &Query) -> Vec<Query> {
    let plain = q.set_op.is_none()
        && q.group.is_empty()
        && q.having.is_empty()
        && q.order.is_empty()
        && q.limit.is_none()
        && !q.select.is_empty()
        && q.select.iter().all(|e| matches!(e, Expr::Col(_)));
    if !plain {
        return Vec::new();
    }
    except_form(q).into_iter().chain(union_form(q)).collect()
}

fn shift(e: &Expr, by: usize) -> Expr {
    let col = |c: &ColRef| ColRef {
        inst: c.inst + by,
        column: c.column.clone(),
    };
    match e {
        Expr::Col(c) => Expr::Col(col(c)),
        Expr::Agg(a, c) => Expr::Agg(*a, c.as_ref().map(col)),
    }
}

/// `… WHERE k NOT IN (SELECT j FROM s … WHERE p)` → `… EXCEPT SELECT … FROM … JOIN s ON k = j
/// WHERE p`: the rows asked about minus those related to what the question excludes.
fn except_form(q: &Query) -> Option<Query> {
    if q.preds.iter().any(|p| p.or) {
        return None;
    }
    let at = q.preds.iter().position(|p| p.op == PredOp::NotIn)?;
    if q.preds.iter().filter(|p| p.op == PredOp::NotIn).count() != 1 {
        return None;
    }
    let pred = &q.preds[at];
    let (Expr::Col(key), Rhs::Sub(sub)) = (&pred.lhs, &pred.rhs) else {
        return None;
    };
    let [Expr::Col(sub_key)] = sub.select.as_slice() else {
        return None;
    };
    // The join rendering needs each table's join right after it; the sub's key table is
    // joined first, so a sub whose key is not its first table is left as NOT IN.
    if sub.set_op.is_some() || !sub.group.is_empty() || sub.limit.is_some() || sub_key.inst != 0 {
        return None;
    }
    let n = q.from.len();
    let mut right = Query {
        from: q.from.iter().chain(&sub.from).cloned().collect(),
        joins: q.joins.clone(),
        select: q.select.clone(),
        ..Query::default()
    };
    right.joins.push(Join {
        left: key.inst,
        left_col: key.column.clone(),
        right: n + sub_key.inst,
        right_col: sub_key.column.clone(),
    });
    for j in &sub.joins {
        right.joins.push(Join {
            left: j.left + n,
            left_col: j.left_col.clone(),
            right: j.right + n,
            right_col: j.right_col.clone(),
        });
    }
    // The outer restrictions stay on the left: rows they drop are not listed either way.
    for p in &sub.preds {
        right.preds.push(Pred {
            lhs: shift(&p.lhs, n),
            op: p.op,
            rhs: p.rhs.clone(),
            or: p.or,
        });
    }
    let mut left = q.clone();
    left.preds.remove(at);
    left.distinct = false;
    left.set_op = Some((SetOp::Except, Box::new(right)));
    Some(left)
}

/// `… WHERE a AND b OR c` → `… WHERE a AND b UNION … WHERE c` (SQL's precedence: each OR
/// separates one alternative).
fn union_form(q: &Query) -> Option<Query> {
    if !q.preds.iter().skip(1).any(|p| p.or) || q.preds.iter().any(|p| p.op == PredOp::NotIn) {
        return None;
    }
    let mut groups: Vec<Vec<Pred>> = Vec::new();
    for p in &q.preds {
        match groups.last_mut() {
            Some(g) if !p.or => g.push(p.clone()),
            _ => groups.push(vec![Pred {
                or: false,
                ..p.clone()
            }]),
        }
    }
    let mut out: Option<Query> = None;
    for preds in groups.into_iter().rev() {
        let mut part = Query {
            preds,
            distinct: false,
            tags: Vec::new(),
            ..q.clone()
        };
        part.set_op = out.take().map(|right| (SetOp::Union, Box::new(right)));
        out = Some(part);
    }
    let mut first = out?;
    first.tags = q.tags.clone();
    Some(first)
}
