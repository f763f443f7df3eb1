//! The second half of "Which companies have both speakers and attendees?": the same attribute
//! of the other table's rows, joined to each reading by INTERSECT or EXCEPT.
//!
//! Owns: finding the other table (by the words that name it) and its column for the selected
//! attribute (the same column name, or the column the attribute's words name best there), and
//! combining. A reading that is more than one table's attribute, or whose other table holds
//! no such attribute, is dropped: the question would not be about shared values.
//! Must not touch: the first half, which is grounded as any other reading.

use super::super::frame::{Frame, Slot};
use super::super::query::{ColRef, Expr, Query};
use super::build::Env;
use super::nested::compound;
use super::Reading;

/// Least link of the other table's column to the attribute's words, when no column there has
/// the selected column's name.
const SAME_ATTRIBUTE: f64 = 0.6;

/// `readings` of the first half combined with the other table's values, best first as given.
pub(super) fn combine(env: &Env<'_>, frame: &Frame, readings: Vec<Reading>) -> Vec<Reading> {
    let Some((other, op)) = frame.shared else {
        return readings;
    };
    let asked = frame.select.first().and_then(|s| match s.slot {
        Slot::Phrase(m) => Some(m),
        _ => None,
    });
    let Some(asked) = asked else {
        return Vec::new();
    };
    let linker = env.linker;
    let Some(&(table, _)) = linker.tables_for(&frame.mentions[other].text).first() else {
        return Vec::new();
    };
    readings
        .into_iter()
        .filter_map(|r| {
            let q = &r.query;
            let [Expr::Col(col)] = &q.select[..] else {
                return None;
            };
            if !q.joins.is_empty() || !q.preds.is_empty() || q.set_op.is_some() {
                return None;
            }
            let first = linker.table_index(q.from.first()?)?;
            if first == table {
                return None;
            }
            let columns = &linker.tables[table].columns;
            let column = columns
                .iter()
                .position(|c| c.name.eq_ignore_ascii_case(&col.column))
                .or_else(|| {
                    linker
                        .columns_for(&frame.mentions[asked].text, None)
                        .into_iter()
                        .find(|&(t, _, s)| t == table && s >= SAME_ATTRIBUTE)
                        .map(|(_, c, _)| c)
                })?;
            let second = Query {
                from: vec![linker.tables[table].name.clone()],
                select: vec![Expr::Col(ColRef {
                    inst: 0,
                    column: columns[column].name.clone(),
                })],
                ..Query::default()
            };
            // `compound` drops DISTINCT from both halves: the set operation lists values once.
            Some(Reading {
                score: r.score,
                query: compound(r.query, second, op),
            })
        })
        .collect()
}
