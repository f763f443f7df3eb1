//! The set-operation forms of a grounded reading: EXCEPT next to NOT IN, UNION next to OR.
//!
//! Owns: rewriting a finished [`Query`] into its set form when the rewrite keeps the question's
//! meaning up to repeated rows. `A EXCEPT B` and `A UNION B` list each row once, so they return
//! the same rows as the NOT IN / OR reading exactly when the selected values do not repeat;
//! when they do (two students called Lee), the readings differ by execution, so both are
//! offered and the user (or the data) decides. Each UNION part reads only the tables its own
//! alternative needs; when the OR reading joins a table that one alternative does not need
//! and that join can drop rows (the rows it would keep have no related row), the UNION is
//! the question's meaning and ranks first.
//! Must not touch: choosing components or tables (the rewrite reuses the reading's own).

use super::super::frame::SetOp;
use super::super::graph::JoinGraph;
use super::super::link::Linker;
use super::super::query::{ColRef, Expr, Join, Pred, PredOp, Query, Rhs};

/// Score of a set form relative to the reading it rewrites: the plain form is the usual way
/// to say it, the set form the alternative when repeated values matter.
pub const SET_FORM: f64 = 0.5;
/// Score of an OR reading, relative to its UNION form, when the OR's join drops rows that one
/// alternative alone would list ("teachers who teach grade 7 or are younger than 30" must
/// list young teachers who teach nothing).
const LOSSY_OR: f64 = 0.4;

/// The set forms of `q` with their score factors, and the factor of `q` itself (none when it
/// has no negated relation or alternatives, or when it aggregates, groups, orders or limits —
/// a compound query would do those over the whole).
pub(super) fn set_forms(
    linker: &Linker<'_>,
    graph: &JoinGraph,
    q: &Query,
) -> (Vec<(Query, f64)>, f64) {
    let plain = q.set_op.is_none()
        && q.group.is_empty()
        && q.having.is_empty()
        && q.order.is_empty()
        && q.limit.is_none()
        && !q.select.is_empty()
        && q.select.iter().all(|e| matches!(e, Expr::Col(_)));
    if !plain {
        return (Vec::new(), 1.0);
    }
    let mut forms: Vec<(Query, f64)> = Vec::new();
    let mut own = 1.0;
    match except_form(q) {
        // "Which cities have a 5G tower but no 3G tower?" asks for a set of cities: the NOT IN
        // reading lists a city once per tower, the EXCEPT once.
        Some((except, true)) if !q.distinct => {
            forms.push((except, 1.0));
            own = SET_FORM;
        }
        Some((except, _)) => forms.push((except, SET_FORM)),
        None => {}
    }
    if let Some((union, lossy)) = union_form(linker, graph, q) {
        if lossy {
            forms.push((union, 1.0));
            own = LOSSY_OR;
        } else {
            forms.push((union, SET_FORM));
        }
    }
    (forms, own)
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
/// WHERE p`: the rows asked about minus those related to what the question excludes; true
/// when `k` is the one listed column of the one table (the EXCEPT is then the subquery itself).
fn except_form(q: &Query) -> Option<(Query, bool)> {
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
    // "cities with a 5G tower EXCEPT cities with a 3G tower": over the listed column of one
    // table the excluded part is the subquery itself, with no join back to the table.
    let own_column = q.from.len() == 1
        && sub.from == q.from
        && sub.joins.is_empty()
        && key.column == sub_key.column
        && q.select == sub.select;
    let right = if own_column {
        sub.as_ref().clone()
    } else {
        joined_back(q, key, sub, sub_key)
    };
    let mut left = q.clone();
    left.preds.remove(at);
    left.distinct = false;
    left.set_op = Some((SetOp::Except, Box::new(right)));
    Some((left, own_column))
}

/// The excluded part of an EXCEPT: `q`'s selection over its tables joined to the subquery's
/// on `key = sub_key`, restricted by the subquery's conditions.
fn joined_back(q: &Query, key: &ColRef, sub: &Query, sub_key: &ColRef) -> Query {
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
    right
}

/// `… WHERE a AND b OR c` → `… WHERE a AND b UNION … WHERE c` (SQL's precedence: each OR
/// separates one alternative), each part over the tables it needs; true when a part left out
/// a join that drops rows.
fn union_form(linker: &Linker<'_>, graph: &JoinGraph, q: &Query) -> Option<(Query, bool)> {
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
    let mut lossy = false;
    for preds in groups.into_iter().rev() {
        let whole = Query {
            preds,
            distinct: false,
            tags: Vec::new(),
            ..q.clone()
        };
        let (mut part, dropped) = prune(linker, graph, &whole);
        lossy |= dropped;
        part.set_op = out.take().map(|right| (SetOp::Union, Box::new(right)));
        out = Some(part);
    }
    let mut first = out?;
    first.tags = q.tags.clone();
    Some((first, lossy))
}

fn lhs_col(p: &Pred) -> Option<&ColRef> {
    match &p.lhs {
        Expr::Col(c) => Some(c),
        Expr::Agg(_, c) => c.as_ref(),
    }
}

/// `q` over only the instances its selection and predicates read (and those joining them),
/// and whether a join left out could drop rows of the rest: the kept side joins on its own
/// single-column key a table that refers to it (one row to many, or none), other than a
/// vertical split of it (which has a row for every row).
fn prune(linker: &Linker<'_>, graph: &JoinGraph, q: &Query) -> (Query, bool) {
    let n = q.from.len();
    let mut needed = vec![false; n];
    let cols = q
        .select
        .iter()
        .filter_map(|e| match e {
            Expr::Col(c) => Some(c),
            Expr::Agg(_, c) => c.as_ref(),
        })
        .chain(q.preds.iter().filter_map(lhs_col));
    for c in cols {
        if let Some(k) = needed.get_mut(c.inst) {
            *k = true;
        }
    }
    let mut keep = vec![true; n];
    // Keep the instances between needed ones: drop unneeded leaves until none is left.
    loop {
        let degree = |i: usize, keep: &[bool]| {
            q.joins
                .iter()
                .filter(|j| (j.left == i && keep[j.right]) || (j.right == i && keep[j.left]))
                .count()
        };
        let leaf = (0..n).find(|&i| {
            keep[i]
                && !needed[i]
                && degree(i, &keep) <= 1
                && keep.iter().filter(|&&k| k).count() > 1
        });
        match leaf {
            Some(i) => keep[i] = false,
            None => break,
        }
    }
    if keep.iter().all(|&k| k) || !keep.iter().any(|&k| k) {
        return (q.clone(), false);
    }
    let table = |i: usize| q.from.get(i).and_then(|name| linker.table_index(name));
    let lossy = q.joins.iter().any(|j| {
        let (kept, cut, kept_col, cut_col) = match (keep[j.left], keep[j.right]) {
            (true, false) => (j.left, j.right, &j.left_col, &j.right_col),
            (false, true) => (j.right, j.left, &j.right_col, &j.left_col),
            _ => return false,
        };
        let (Some(kt), Some(ct)) = (table(kept), table(cut)) else {
            return false;
        };
        let own_key = |t: usize, col: &str| {
            matches!(linker.tables[t].primary_key.as_slice(), [pk] if pk.eq_ignore_ascii_case(col))
        };
        own_key(kt, kept_col) && !own_key(ct, cut_col) && !graph.split_pair(kt, ct)
    });
    // Re-root at the first kept instance; each join's right side is the newly listed one.
    let mut order: Vec<usize> = vec![(0..n).find(|&i| keep[i]).unwrap_or(0)];
    let mut joins: Vec<Join> = Vec::new();
    let mut at = 0;
    while at < order.len() {
        let i = order[at];
        for j in &q.joins {
            let (other, own_col, other_col) = if j.left == i {
                (j.right, &j.left_col, &j.right_col)
            } else if j.right == i {
                (j.left, &j.right_col, &j.left_col)
            } else {
                continue;
            };
            if keep[other] && !order.contains(&other) {
                order.push(other);
                joins.push(Join {
                    left: at,
                    left_col: own_col.clone(),
                    right: order.len() - 1,
                    right_col: other_col.clone(),
                });
            }
        }
        at += 1;
    }
    let remap = |c: &ColRef| ColRef {
        inst: order.iter().position(|&i| i == c.inst).unwrap_or(0),
        column: c.column.clone(),
    };
    let expr = |e: &Expr| match e {
        Expr::Col(c) => Expr::Col(remap(c)),
        Expr::Agg(a, c) => Expr::Agg(*a, c.as_ref().map(remap)),
    };
    let pruned = Query {
        from: order.iter().map(|&i| q.from[i].clone()).collect(),
        joins,
        select: q.select.iter().map(expr).collect(),
        preds: q
            .preds
            .iter()
            .map(|p| Pred {
                lhs: expr(&p.lhs),
                ..p.clone()
            })
            .collect(),
        ..q.clone()
    };
    (pruned, lossy)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::{ForeignKey, Schema, Table};
    use crate::generate::builtin::frame::Op;

    fn col(inst: usize, column: &str) -> ColRef {
        ColRef {
            inst,
            column: column.into(),
        }
    }

    fn pred(inst: usize, column: &str, op: Op, lit: &str, or: bool) -> Pred {
        Pred {
            lhs: Expr::Col(col(inst, column)),
            op: PredOp::Cmp(op),
            rhs: Rhs::Lit(lit.into()),
            or,
        }
    }

    fn join(left: usize, right: usize, column: &str) -> Join {
        Join {
            left,
            left_col: column.into(),
            right,
            right_col: column.into(),
        }
    }

    #[test]
    fn each_union_part_reads_only_the_tables_it_needs() {
        let fk = |from: &str, column: &str, to: &str| ForeignKey {
            from_table: from.into(),
            from_column: column.into(),
            to_table: to.into(),
            to_column: column.into(),
            inferred: false,
        };
        let schema = Schema {
            tables: vec![
                Table::with_columns("teacher", &["teacher_id", "name", "age"], &["teacher_id"]),
                Table::with_columns("arrange", &["course_id", "teacher_id", "grade"], &[]),
                Table::with_columns("course", &["course_id", "subject"], &["course_id"]),
            ],
            foreign_keys: vec![
                fk("arrange", "teacher_id", "teacher"),
                fk("arrange", "course_id", "course"),
            ],
            ..Default::default()
        };
        let sim = crate::embed::Lexical::new();
        let linker = Linker::new(&schema, &sim, &[]);
        let graph = JoinGraph::new(&schema);
        let q = Query {
            from: vec!["teacher".into(), "arrange".into(), "course".into()],
            joins: vec![join(0, 1, "teacher_id"), join(1, 2, "course_id")],
            select: vec![Expr::Col(col(0, "name"))],
            preds: vec![
                pred(2, "subject", Op::Eq, "'Math'", false),
                pred(0, "age", Op::Lt, "30", true),
            ],
            ..Query::default()
        };
        let (forms, own) = set_forms(&linker, &graph, &q);
        let sqls: Vec<String> = forms.iter().map(|(f, _)| f.sql()).collect();
        assert_eq!(
            sqls,
            vec!["SELECT T1.name FROM teacher AS T1 JOIN arrange AS T2 ON T1.teacher_id = T2.teacher_id JOIN course AS T3 ON T2.course_id = T3.course_id WHERE T3.subject = 'Math' UNION SELECT name FROM teacher WHERE age < 30"]
        );
        assert!(
            forms[0].1 > own,
            "the UNION ranks above the OR over the join"
        );
        // Both alternatives on one table: nothing to leave out, the OR stays first.
        let q = Query {
            preds: vec![
                pred(0, "age", Op::Gt, "50", false),
                pred(0, "age", Op::Lt, "30", true),
            ],
            from: vec!["teacher".into()],
            joins: Vec::new(),
            ..q
        };
        let (forms, own) = set_forms(&linker, &graph, &q);
        assert_eq!(forms.len(), 1);
        assert!(forms[0].1 < own);
    }
}
