//! Conditions on groups said in one breath: "Which cities have an average age above 30?",
//! "cities whose average age is above 30", "where the average age of employees is over 30".
//!
//! Owns: finding such runs of units (an aggregate, its attribute and optional owner, a
//! comparison and a number, after "have" / "with" / "whose" / "where") before the scanner
//! reads them one by one.
//! Must not touch: the scanner's state (`restrict.rs` turns a found run into a HAVING).

use super::super::super::frame::{Agg, Op};
use super::super::super::lexicon::Cue;
use super::super::units::{Unit, Units};

/// "Which cities have an average age above 30?": an aggregate of an attribute compared with a
/// number, said of the rows a group has (after "have", "with", "whose" or "where"), is a
/// condition on the groups, units `start..end`.
pub(super) struct AggregateCondition {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) agg: Agg,
    pub(super) attribute: usize,
    pub(super) owner: Option<usize>,
    pub(super) op: Op,
    pub(super) value: String,
}

pub(super) fn aggregate_conditions(u: &Units, units: &[Unit]) -> Vec<AggregateCondition> {
    let mut out = Vec::new();
    for i in 1..units.len() {
        let opens = match &units[i - 1] {
            Unit::Cue(Cue::Have | Cue::Rel, _) => true,
            Unit::Cue(Cue::HowAttr(_), raw) => raw.eq_ignore_ascii_case("where"),
            _ => false,
        };
        if !opens {
            continue;
        }
        // "sellers with an average of less than 3 stars": the attribute after the number.
        if let (
            Unit::Cue(Cue::Agg(agg), _),
            Some(Unit::Cue(Cue::Of, _)),
            Some(Unit::Cue(Cue::Cmp(op), _)),
            Some(Unit::Number(n)),
            Some(Unit::Mention(attribute)),
        ) = (
            &units[i],
            units.get(i + 1),
            units.get(i + 2),
            units.get(i + 3),
            units.get(i + 4),
        ) {
            if !u.table_like(*attribute) {
                out.push(AggregateCondition {
                    start: i,
                    end: i + 5,
                    agg: *agg,
                    attribute: *attribute,
                    owner: None,
                    op: *op,
                    value: n.clone(),
                });
            }
            continue;
        }
        let (Unit::Cue(Cue::Agg(agg), _), Some(Unit::Mention(attribute))) =
            (&units[i], units.get(i + 1))
        else {
            continue;
        };
        let mut at = i + 2;
        // "the average age of employees is over 30".
        let mut owner = None;
        if let (Some(Unit::Cue(Cue::Of, _)), Some(Unit::Mention(o))) =
            (units.get(at), units.get(at + 1))
        {
            if u.table_like(*o) {
                owner = Some(*o);
                at += 2;
            }
        }
        if matches!(units.get(at), Some(Unit::Cue(Cue::Be | Cue::Of, _))) {
            at += 1;
        }
        let (Some(Unit::Cue(Cue::Cmp(op), _)), Some(Unit::Number(n))) =
            (units.get(at), units.get(at + 1))
        else {
            continue;
        };
        out.push(AggregateCondition {
            start: i,
            end: at + 2,
            agg: *agg,
            attribute: *attribute,
            owner,
            op: *op,
            value: n.clone(),
        });
    }
    out
}
