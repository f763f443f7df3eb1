//! Restrictions: numbers, comparisons with aggregates, negated relations, counts of related
//! rows and attributes had, as the scanner meets them.
//!
//! Owns: what a number or a phrase means inside a restriction clause ("with 4 cylinders",
//! "more than once", "above the average age", "who do not have a cat", "with fatalities").
//! Must not touch: the schema; cue transitions (`cue.rs`).

use super::super::super::frame::{
    Absence, Agg, Filter, Having, Op, Operand, OrderKey, Presence, Slot,
};
use super::super::super::lexicon::{is_verb_form, Cue};
use super::super::units::Unit;
use super::{Mode, Scan};

/// How well a negated verb must name a table to say the rows have no such records.
const RECORD_VERB: f64 = 0.4;
/// How well a noun after a negated verb must name a table to be the rows the subject lacks.
const NEGATED_TABLE: f64 = 0.6;

/// How well the noun of "than the average <noun>" must name a table, once the compared
/// attribute has been said, to be the rows averaged over rather than the attribute.
const AVERAGED_ROWS: f64 = 0.6;

/// An attribute named after "with" or "have" ("fires with *fatalities*"), waiting for what
/// compares it ("with a salary above 1000"), asks it ("with their phone numbers"), ranks by
/// it or makes it another phrase's owner. When its clause or the next attribute ends it with
/// none of these, the rows must have it ([`Presence`]).
#[derive(Debug, Clone, Copy)]
pub(super) struct PendingPresence {
    mention: usize,
    or: bool,
}

impl Scan<'_> {
    /// Whether the sentence read so far does anything with the phrase `m`.
    fn uses(&self, m: usize) -> bool {
        let this = Slot::Phrase(m);
        let filtered = |f: &Filter| {
            f.slot == this || matches!(&f.operand, Operand::Aggregate(_, s, _) if *s == this)
        };
        let p = &self.part;
        p.filters.iter().any(filtered)
            || p.absences.iter().flat_map(|a| &a.filters).any(filtered)
            || p.having
                .as_ref()
                .is_some_and(|h| matches!(&h.of, Some((_, s)) if *s == this))
            || p.order.iter().chain(&p.prior_order).any(|o| o.slot == this)
            || p.select.iter().any(|s| s.slot == this)
            || p.group.contains(&this)
            || p.owners.contains(&m)
            || p.entities.contains(&m)
    }

    /// Ends a pending attribute: untouched since it was named, the rows must have it.
    pub(super) fn settle_presence(&mut self) {
        let Some(p) = self.presence.take() else {
            return;
        };
        let untouched = !self.uses(p.mention)
            && self.cmp.is_none()
            && self.operand_agg.is_none()
            && self.absence.is_none();
        if untouched {
            if p.or {
                self.or_next = false;
            }
            self.part.presences.push(Presence {
                mention: p.mention,
                or: p.or,
            });
        }
    }

    pub(super) fn number(&mut self, n: &str, next: Option<&Unit>) {
        // "top 5", "the 3 oldest": a row count, not a value.
        let ranks = matches!(
            next,
            Some(Unit::Cue(Cue::Super(..) | Cue::Agg(Agg::Max | Agg::Min), _))
        );
        if std::mem::take(&mut self.top_cue) || (ranks && self.cmp.is_none()) {
            if let Ok(k) = n.parse::<u64>() {
                self.top = Some(k.max(1));
                return;
            }
        }
        let mut op = self.cmp.unwrap_or(Op::Eq);
        // "in 2014 but not in 2015": a negated number, related to nothing named, is a value
        // the rows must not have.
        if self.neg && self.absence.is_none() && !matches!(next, Some(Unit::Mention(_))) {
            op = op.negated();
            self.neg = false;
        }
        // A count of related rows is compared ("pets more than 2"); a bare number after
        // them ("cars made in 1980") is a value of theirs.
        let counted_before =
            self.subject.is_none() && !self.counted.is_empty() && self.cmp.is_some();
        // "the names of employees over 30": a bare number compared right after the rows the
        // question is about is more likely a value of theirs (an age) than a count of them;
        // the count is the second reading.
        let of_head = counted_before && self.prep;
        if of_head {
            self.part.uncertain = true;
        }
        if matches!(next, Some(Unit::Cue(Cue::Times(_), _)))
            || (counted_before && (!of_head || self.flip))
        {
            self.having(op, n);
            self.cmp = None;
            return;
        }
        if of_head {
            self.counted.clear();
        }
        let closing = std::mem::take(&mut self.range_open);
        let subject = match (self.subject.clone(), next) {
            // "hospitals that billed 2 drgs", "departments with 2 employees": a cardinal
            // before a plural noun naming rows counts them (an identifier follows its noun:
            // "drg 470"); the related rows' count is that number. A verb said before it
            // relates them ("billed"), it is not what the number compares.
            (subject, Some(Unit::Mention(m)))
                if self.cmp.is_none()
                    && self.mode == Mode::Restrict
                    && (self.u.table_like(*m) || self.u.best[*m].1 >= super::COUNTED_TABLE)
                    && self.plural(*m)
                    && subject.as_ref().is_none_or(
                        |s| matches!(s, Slot::Phrase(v) if is_verb_form(&self.u.mentions[*v].text)),
                    ) =>
            {
                self.subject = None;
                self.counted.push(*m);
                self.having(op, n);
                return;
            }
            // "between 10 and 25 years of experience": the attribute named after the range
            // is what both bounds compare.
            (Some(Slot::Value), Some(Unit::Mention(m)))
                if closing && !(self.u.table_like(*m) || self.u.countable(*m)) =>
            {
                let opened = self
                    .part
                    .filters
                    .iter_mut()
                    .rev()
                    .find(|f| f.slot == Slot::Value && f.op == Op::Ge);
                if let Some(f) = opened {
                    f.slot = Slot::Phrase(*m);
                }
                Slot::Phrase(*m)
            }
            // "seeing between 1 and 1.5 arcseconds": a range opened on a named attribute is
            // closed on it; what follows the second bound is its unit.
            (Some(s), _) if closing && s != Slot::Value => s,
            // "published before 2000 have more than 400 pages": the attribute named after the
            // number is compared, not the one the previous comparison already bounded.
            (Some(s), Some(Unit::Mention(m)))
                if self.cmp.is_some()
                    && self.part.filters.iter().any(|f| f.slot == s)
                    && !(self.u.table_like(*m) || self.u.countable(*m)) =>
            {
                Slot::Phrase(*m)
            }
            // "assigned to more than one ship": a verb compared with a number of rows a table
            // holds relates to them, and their count is compared.
            (Some(Slot::Phrase(v)), Some(Unit::Mention(m)))
                if self.cmp.is_some()
                    && self.u.table_like(*m)
                    && is_verb_form(&self.u.mentions[v].text) =>
            {
                self.subject = None;
                self.counted.push(*m);
                self.having(op, n);
                self.cmp = None;
                return;
            }
            // "discharges for drg 470 in 2023": a number its own "in" introduces, once the
            // subject holds a value already, is another condition (a year), not a second
            // value of the subject (which no row could equal twice).
            (Some(s), _)
                if self.in_before
                    && self.cmp.is_none()
                    && self
                        .part
                        .filters
                        .iter()
                        .any(|f| f.slot == s && f.op == Op::Eq) =>
            {
                Slot::Value
            }
            (Some(s), _) => s,
            // "with 4 cylinders": the number comes before what it counts.
            (None, Some(Unit::Mention(m)))
                if !(self.u.table_like(*m) || self.cmp.is_some() && self.u.countable(*m)) =>
            {
                Slot::Phrase(*m)
            }
            (None, Some(Unit::Mention(m))) if self.cmp.is_some() => {
                self.counted.push(*m);
                self.having(op, n);
                self.cmp = None;
                return;
            }
            _ => Slot::Value,
        };
        self.push_filter(
            subject.clone(),
            op,
            super::super::super::frame::Operand::Number(n.to_string()),
        );
        // A comparison bounds the one number it precedes: "more than 6 candidates in the
        // house" compares the count, and the house is an equality, not a second bound.
        self.cmp = None;
        if std::mem::take(&mut self.between) {
            self.cmp = Some(Op::Le);
            self.subject = Some(subject);
            self.range_open = true;
        }
    }

    pub(super) fn aggregate_having(&mut self, c: &super::conditions::AggregateCondition) {
        self.part.having = Some(Having {
            op: c.op,
            value: c.value.clone(),
            counted: Vec::new(),
            of: Some((c.agg, Slot::Phrase(c.attribute))),
        });
        if let Some(owner) = c.owner {
            self.part.entities.push(owner);
        }
        self.part.aggregates = true;
        self.close_restriction();
    }

    pub(super) fn having(&mut self, op: Op, n: &str) {
        self.part.having = Some(Having {
            op,
            value: n.to_string(),
            counted: std::mem::take(&mut self.counted),
            of: None,
        });
        self.part.aggregates = true;
    }

    pub(super) fn restrict_mention(&mut self, m: usize, table_like: bool, weak: bool) {
        if let Some(agg) = self.operand_agg.take() {
            let subject = self
                .subject
                .clone()
                .filter(|_| !self.subject_prep)
                .unwrap_or(Slot::Phrase(m));
            let op = self.cmp.take().unwrap_or(Op::Gt);
            // "older than the average employee": the average of the compared attribute over
            // the rows the noun names, not of the noun. So too when the attribute was said
            // before "than" and the noun names rows more than weakly ("hold more packets than
            // the average unit" of storage units).
            let attribute_said = matches!(subject, Slot::Phrase(s) if s != m);
            let averaged = if table_like || attribute_said && self.u.best[m].1 >= AVERAGED_ROWS {
                subject.clone()
            } else {
                Slot::Phrase(m)
            };
            self.push_filter(
                subject,
                op,
                super::super::super::frame::Operand::Aggregate(agg, averaged, Vec::new()),
            );
            return;
        }
        if !self.aggs.is_empty() && self.cmp.is_none() {
            // "whose … is the largest" handled by the cue; an aggregate here is a superlative.
            let agg = self.aggs.pop();
            self.aggs.clear();
            let desc = !matches!(agg, Some(Agg::Min));
            self.part.order = Some(OrderKey {
                agg: None,
                slot: Slot::Phrase(m),
                desc,
            });
            self.part.limit = Some(self.top.unwrap_or(1));
            return;
        }
        // "who never won any award in the evaluation": under a negated relation every named
        // thing is what must not be related (its table is found in grounding).
        // "berths that have never been *booked*": a negated verb that names a table of
        // records ("berth_booking") says the rows have none.
        let names_records = weak && self.u.best[m].1 >= RECORD_VERB;
        if self.neg && !self.be && (!weak || names_records) && !table_like && self.cmp.is_none() {
            self.absent(m);
            return;
        }
        if self.neg && weak && is_verb_form(&self.u.mentions[m].text) {
            self.negated_verb = true;
            // "drgs never billed", "rooms that were not booked": a negated verb that names
            // nothing, said right after the negation, with no object after it says the rows
            // are not what it is done to, so no record refers to them (which records is found
            // in grounding). An object named later ("not served by any route") still names
            // them; a value before the verb ("not human caused") is what is negated.
            if self.negation_last
                && !self.mention_next
                && self.absence.is_none()
                && self.cmp.is_none()
            {
                self.absence = Some(Absence {
                    others: Vec::new(),
                    filters: Vec::new(),
                    verb: Some(m),
                });
                return;
            }
        }
        // "stops that are not served by any route": a noun after a negated verb that names a
        // table, though a column of it as well ("route" next to `route_name`), is the rows
        // the subject has none of.
        let names_table = self.u.best[m].1 >= NEGATED_TABLE;
        if self.neg
            && self.be
            && self.negated_verb
            && names_table
            && !table_like
            && self.cmp.is_none()
        {
            self.absent(m);
            return;
        }
        if table_like {
            // "people who are not poker players": not being one of the rows a table holds is
            // as much a negated relation as not having them.
            if self.neg {
                self.absent(m);
            } else if self.cmp.is_some() || self.absence.is_none() {
                self.counted.push(m);
                self.part.entities.push(m);
            }
        } else if !weak {
            // "with injuries or deaths": the attribute before is ended by this one.
            self.settle_presence();
            self.subject = Some(Slot::Phrase(m));
            self.subject_prep = self.prep && self.cmp.is_none();
            if self.prep && self.cmp.is_none() && !self.neg {
                self.part.owners.push(m);
            }
            if self.having_clause && !self.neg && self.cmp.is_none() && self.operand_agg.is_none() {
                self.presence = Some(PendingPresence {
                    mention: m,
                    or: self.or_next,
                });
            }
        }
    }

    /// `m` names rows the subject must have none of (a pending negated relation).
    fn absent(&mut self, m: usize) {
        self.absence
            .get_or_insert_with(|| Absence {
                others: Vec::new(),
                filters: Vec::new(),
                verb: None,
            })
            .others
            .push(m);
    }
}
