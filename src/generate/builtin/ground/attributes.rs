//! Attributes the rows must lack or have, said with nothing to compare them with.
//!
//! Owns: which of the rows' own columns a phrase after "with no" or "with" names, and the
//! predicate it makes: "inspections with no grade" is `grade IS NULL`; "fires with fatalities"
//! is `fatal_ct > 0` (a quantity is had when above zero), "hospitals with an EHR flag" is
//! `ehr_flag IS NOT NULL` (any other value when it is there).
//! Must not touch: related rows ("students with no pets", "students with pets"), which are
//! read through joins and subqueries (`nested.rs`, entities).

use super::super::frame::{Absence, Frame, Op, Presence};
use super::super::query::{ColRef, Expr, Pred, PredOp, Rhs};
use super::build::{anchor_key, Env};

/// How well a phrase must name a column of the rows' tables for "with X" to mean that the rows
/// have X, or for "with no X" to mean that they lack it. Either is asked only where nothing
/// else reads the phrase: "with X" names nothing else the reading could keep, and "with no X"
/// is asked only when X names the rows' own table, whose rows excluded from themselves would
/// leave none.
const NAMED_ATTRIBUTE: f64 = 0.5;

/// The column of table `t` (no key of it) that the phrases `mentions` name best, and how well.
fn own_attribute(
    env: &Env<'_>,
    frame: &Frame,
    mentions: &[usize],
    t: usize,
) -> Option<(usize, f64)> {
    let key = anchor_key(env, &[t], None).map(|k| k.column);
    let table = &env.linker.tables[t];
    mentions
        .iter()
        .flat_map(|&m| {
            let text = &frame.mentions[m].text;
            (0..table.columns.len()).map(move |c| (c, env.linker.column_score(text, None, t, c)))
        })
        .filter(|&(c, _)| {
            let name = &table.columns[c].name;
            !key.as_ref().is_some_and(|k| k.eq_ignore_ascii_case(name))
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// "inspections with no grade", "samples with no project code": what the rows lack is one of
/// their own columns, not related rows, so the rows are those where it is empty (`grade IS
/// NULL`). Excluding the rows' own table from itself would leave nothing.
pub(super) fn missing_attribute(
    env: &Env<'_>,
    frame: &Frame,
    absence: &Absence,
    anchor: usize,
    inst: usize,
) -> Option<Pred> {
    let (column, score) = own_attribute(env, frame, &absence.others, anchor)?;
    (score >= NAMED_ATTRIBUTE).then(|| Pred {
        lhs: Expr::Col(ColRef {
            inst,
            column: env.linker.tables[anchor].columns[column].name.clone(),
        }),
        op: PredOp::IsNull,
        rhs: Rhs::Lit(String::new()),
        or: false,
    })
}

/// "fires with fatalities", "fires with injuries or deaths": the rows have the attribute a
/// phrase names among the columns of the reading's tables (`tables`, by instance; the first
/// best wins). A number declared as one is had when above zero (a count of none is stored as
/// 0); any other column when it is not missing. `None` when no column is named well enough:
/// the phrase then restricts nothing, as before it was read.
pub(super) fn presence_pred(
    env: &Env<'_>,
    frame: &Frame,
    tables: &[usize],
    presence: &Presence,
) -> Option<Pred> {
    let mut best: Option<(usize, usize, f64)> = None;
    for (inst, &t) in tables.iter().enumerate() {
        if let Some((c, s)) = own_attribute(env, frame, &[presence.mention], t) {
            if best.is_none_or(|(_, _, b)| s > b) {
                best = Some((inst, c, s));
            }
        }
    }
    let (inst, c, _) = best.filter(|&(_, _, s)| s >= NAMED_ATTRIBUTE)?;
    let col = &env.linker.tables[tables[inst]].columns[c];
    let lhs = Expr::Col(ColRef {
        inst,
        column: col.name.clone(),
    });
    let (op, rhs) = if col.numeric && !col.reference {
        (PredOp::Cmp(Op::Gt), "0")
    } else {
        (PredOp::IsNotNull, "")
    };
    Some(Pred {
        lhs,
        op,
        rhs: Rhs::Lit(rhs.to_string()),
        or: presence.or,
    })
}
