//! Values two tables share: "Which companies have both speakers and attendees?", "Which
//! countries have sponsors but no speakers?".
//!
//! Owns: recognising, on the units of one sentence, an attribute said to be "had" by the rows
//! of two tables — `X have [both] A and B` (INTERSECT) or `X have A but no B` (EXCEPT) — and
//! the frame that asks for it: `X` of `A`'s rows, combined with the same attribute of `B`'s.
//! Must not touch: which tables or columns the words name (grounding decides, and drops the
//! reading when `B`'s table holds no such attribute).

use super::super::frame::{Frame, SelectItem, SetOp, Slot};
use super::super::lexicon::Cue;
use super::units::{Unit, Units};

/// The attribute, the first table's mention, the second table's mention and the operation,
/// when the units (one question, already linked) say an attribute is had by two tables' rows.
pub fn shared_attribute(units: &Units) -> Option<(usize, usize, usize, SetOp)> {
    let u = &units.units;
    let table_like = |m: usize| units.table_like(m);
    let have = u
        .iter()
        .position(|x| matches!(x, Unit::Cue(Cue::Have, _)))?;
    // The attribute asked for is the only thing said before "have" (after "Which", "List the").
    // Anything else before "have" (a value, a number, another cue) is not this shape.
    let asked: Option<Vec<usize>> = u[..have]
        .iter()
        .filter(|x| !matches!(x, Unit::Cue(Cue::Rel | Cue::Proj, _)))
        .map(|x| match x {
            Unit::Mention(m) => Some(*m),
            _ => None,
        })
        .collect();
    let [x] = asked?[..] else { return None };
    if table_like(x) {
        return None;
    }
    let rest = &u[have + 1..];
    let (a, op, b, after) = match rest {
        [Unit::Mention(a), Unit::Cue(Cue::And, and), Unit::Mention(b), after @ ..]
            if and.eq_ignore_ascii_case("and") =>
        {
            (*a, SetOp::Intersect, *b, after)
        }
        [Unit::Mention(a), Unit::Cue(Cue::And, _), Unit::Cue(Cue::Neg, _), Unit::Mention(b), after @ ..] => {
            (*a, SetOp::Except, *b, after)
        }
        _ => return None,
    };
    // Nothing restricts either set: the question ends, or names where ("at the conference").
    let ends = match after {
        [] | [Unit::Punct(_), ..] => true,
        [Unit::Cue(Cue::In, _), Unit::Mention(_), rest @ ..] => {
            matches!(rest, [] | [Unit::Punct(_), ..])
        }
        _ => false,
    };
    (ends && table_like(a) && table_like(b)).then_some((x, a, b, op))
}

/// The frame asking for attribute `x` of `a`'s rows, to be combined with `b`'s by `op`.
pub fn shared_frame(units: &Units, (x, a, b, op): (usize, usize, usize, SetOp)) -> Frame {
    let mut mentions = units.mentions.clone();
    for (m, mention) in mentions.iter_mut().enumerate() {
        mention.table_like = units.table_like(m);
    }
    mentions[x].owner = Some(mentions[a].text.clone());
    Frame {
        mentions,
        select: vec![SelectItem {
            agg: None,
            slot: Slot::Phrase(x),
        }],
        entities: vec![a],
        shared: Some((b, op)),
        score: 1.0,
        ..Frame::default()
    }
}
