//! Numbers stored as text beside placeholder words.
//!
//! Owns: one convention of open-data exports. A measure stored as text writes a word where it
//! has no number ('Not Available', 'Too Few to Report'). Read as text the word sorts after
//! every number: the largest is the word, and it heads a descending order. So a reading that
//! takes the largest or smallest of, orders by, or bounds from above such a column reads only
//! its numbers: `x != 'Not Available'` joins its conditions, once per placeholder
//! ([`numbers_only`]). An average or a total is another matter: SQLite counts the word as 0,
//! and whether the rows without a number count is the asker's to say; the reading over the
//! numbers only is offered beside it ([`averaged_over_numbers`]), and a question on that
//! condition tells them apart. The words are the data's ([`ValueIndex::placeholders`]); none
//! is listed here.
//! Must not touch: readings that list or count the column, or that compare it with one of its
//! words ("hospitals with no star rating" asks for the placeholder).

use super::frame::{Agg, Op};
use super::link::Linker;
use super::query::{text_literal, ColRef, Expr, Pred, PredOp, Query, Rhs};
use super::values::ValueIndex;

/// At most this many placeholder words in one column: more are categories, not placeholders.
pub const MAX_PLACEHOLDERS: usize = 3;

/// A column holds placeholders only among at least this many numbers per placeholder.
pub const NUMBERS_PER_PLACEHOLDER: usize = 3;

/// What the average or total over the numbers only is worth against the one that counts the
/// placeholder rows (as SQLite does, as 0).
pub const OVER_NUMBERS: f64 = 0.8;

/// An aggregate that orders its column's values.
fn ordering(agg: Agg) -> bool {
    matches!(agg, Agg::Min | Agg::Max)
}

/// An aggregate that adds its column's values up.
fn adding(agg: Agg) -> bool {
    matches!(agg, Agg::Avg | Agg::Sum)
}

/// The column of `e` when it is an aggregate `which` accepts.
fn aggregated(e: &Expr, which: fn(Agg) -> bool) -> Option<&ColRef> {
    match e {
        Expr::Agg(agg, Some(c)) if which(*agg) => Some(c),
        _ => None,
    }
}

/// The columns of the aggregates `which` accepts at `query`'s own level: selected, in HAVING,
/// or ordered by.
fn aggregated_columns(query: &Query, which: fn(Agg) -> bool) -> Vec<&ColRef> {
    let exprs = query.select.iter();
    let exprs = exprs.chain(query.having.iter().map(|p| &p.lhs));
    let exprs = exprs.chain(query.order.iter().map(|(e, _)| e));
    exprs.filter_map(|e| aggregated(e, which)).collect()
}

/// The columns `query` orders at its own level: by MAX or MIN, ORDER BY, or an upper bound.
fn ordered(query: &Query) -> Vec<&ColRef> {
    let mut out = aggregated_columns(query, ordering);
    out.extend(query.order.iter().filter_map(|(e, _)| match e {
        Expr::Col(c) => Some(c),
        Expr::Agg(..) => None,
    }));
    out.extend(query.preds.iter().filter_map(|p| match (&p.lhs, p.op) {
        (Expr::Col(c), PredOp::Cmp(Op::Lt | Op::Le)) => Some(c),
        _ => None,
    }));
    out
}

/// The columns `query` adds up at its own level (AVG, SUM).
fn added_up(query: &Query) -> Vec<&ColRef> {
    aggregated_columns(query, adding)
}

/// The conditions `column != 'word'` that leave out every placeholder of `columns`, except for
/// a column a condition of `query` already compares with one of its words.
fn leaving_out(
    linker: &Linker<'_>,
    values: &ValueIndex,
    query: &Query,
    columns: Vec<&ColRef>,
) -> Vec<Pred> {
    let mut added: Vec<Pred> = Vec::new();
    let mut seen: Vec<&ColRef> = Vec::new();
    for column in columns {
        if seen.contains(&column) {
            continue;
        }
        seen.push(column);
        let Some(t) = query
            .from
            .get(column.inst)
            .and_then(|t| linker.table_index(t))
        else {
            continue;
        };
        let words = values.placeholders(&linker.tables[t].name, &column.column);
        let literals: Vec<String> = words.iter().map(|w| text_literal(w)).collect();
        let said = query.preds.iter().any(|p| {
            p.lhs == Expr::Col(column.clone())
                && matches!(&p.rhs, Rhs::Lit(l) if literals.contains(l))
        });
        if said {
            continue;
        }
        added.extend(literals.into_iter().map(|literal| Pred {
            lhs: Expr::Col(column.clone()),
            op: PredOp::Cmp(Op::Ne),
            rhs: Rhs::Lit(literal),
            or: false,
        }));
    }
    added
}

/// `query` reading only the numbers of every column with placeholders it orders.
pub(super) fn numbers_only(linker: &Linker<'_>, values: &ValueIndex, query: &mut Query) {
    let added = leaving_out(linker, values, query, ordered(query));
    query.preds.extend(added);
}

/// The reading that averages or adds up only the numbers of a column with placeholders, as an
/// alternative to `query` (which counts the placeholder rows), at [`OVER_NUMBERS`].
pub(super) fn averaged_over_numbers(
    linker: &Linker<'_>,
    values: &ValueIndex,
    query: &Query,
) -> Option<(Query, f64)> {
    let added = leaving_out(linker, values, query, added_up(query));
    if added.is_empty() {
        return None;
    }
    let mut over_numbers = query.clone();
    over_numbers.preds.extend(added);
    Some((over_numbers, OVER_NUMBERS))
}
