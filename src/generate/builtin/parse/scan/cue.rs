//! What each cue means in each mode of the scanner.
//!
//! Owns: the transitions the cue words cause (a request verb opens a projection list, "whose"
//! a restriction, "for each" a grouping, "in descending order" an ordering) and the pending
//! state they leave (aggregates, counts, comparisons, negation, superlatives).
//! Must not touch: the schema; units other than cues (`mod.rs`, `restrict.rs`).

use super::super::super::frame::{Agg, Op, Operand, OrderKey, Slot};
use super::super::super::lexicon::{is_postfix_bound, is_verb_form, Cue};
use super::super::super::values::dates::{self, month_period};
use super::super::units::Unit;
use super::{Mode, Scan};

/// Adjectives that rank rows by their size.
const SIZE_WORDS: &[&str] = &["largest", "biggest", "smallest"];
/// What a row's size is measured by, as an attribute's words.
const SIZE: &str = "size area acres capacity seats population";

impl Scan<'_> {
    pub(super) fn cue(&mut self, cue: Cue, raw: &str, next: Option<&Unit>) {
        match cue {
            // "cars that weigh more than 4900": inside a restriction the verb names what is
            // compared; it asks for nothing.
            Cue::HowAttr(attr)
                if self.mode == Mode::Restrict
                    && matches!(next, Some(Unit::Cue(Cue::Cmp(_), _))) =>
            {
                let m = self.implicit(attr, raw);
                self.subject = Some(Slot::Phrase(m));
            }
            Cue::Proj | Cue::HowAttr(_) if self.mode != Mode::Head || self.closed => {
                if self.sort_head {
                    // "Sort the shops by …, and return the name …": the sorted rows were named.
                    for item in std::mem::take(&mut self.part.select) {
                        if let Slot::Phrase(m) = item.slot {
                            self.part.entities.push(m);
                        }
                    }
                    self.sort_head = false;
                }
                self.enter(Mode::Head);
                self.closed = false;
                self.last_item_mention = false;
                if let Cue::HowAttr(attr) = cue {
                    let m = self.implicit(attr, raw);
                    self.select(Slot::Phrase(m));
                    self.last_item_mention = true;
                }
            }
            Cue::Proj => {}
            Cue::HowAttr(attr) => {
                let m = self.implicit(attr, raw);
                self.select(Slot::Phrase(m));
                self.last_item_mention = true;
            }
            // "the largest fire": a size adjective before a noun naming rows ranks them by
            // their size, whatever the table measures it in (acres, seats, area), as "the
            // oldest pet" ranks by age; before an attribute ("the largest drainage area") it
            // stays that attribute's maximum.
            Cue::Agg(agg @ (Agg::Max | Agg::Min))
                if SIZE_WORDS.contains(&raw.to_lowercase().as_str())
                    && self.cmp.is_none()
                    && matches!(next, Some(Unit::Mention(n)) if self.u.table_like(*n)) =>
            {
                self.cue(Cue::Super(SIZE, agg == Agg::Max), raw, next);
            }
            Cue::Agg(agg) if self.superlative.is_some() && self.superlative_agg == Some(agg) => {}
            Cue::Agg(agg) => {
                let superlative = matches!(agg, Agg::Max | Agg::Min)
                    && (self.closed || self.mode == Mode::Restrict)
                    && self.cmp.is_none()
                    && self.mode != Mode::Order;
                if self.cmp.is_some() && self.mode == Mode::Restrict {
                    self.operand_agg = Some(agg);
                    if !matches!(next, Some(Unit::Mention(_))) {
                        // "older than average": the subject is the compared attribute.
                        if let Some(subject) = self.subject.clone() {
                            let op = self.cmp.take().unwrap_or(Op::Gt);
                            self.operand_agg = None;
                            self.push_filter(
                                subject.clone(),
                                op,
                                super::super::super::frame::Operand::Aggregate(
                                    agg,
                                    subject,
                                    Vec::new(),
                                ),
                            );
                        }
                    }
                } else if superlative {
                    let desc = agg == Agg::Max;
                    if let Some(Unit::Cue(Cue::Agg(inner @ (Agg::Sum | Agg::Avg)), _)) = next {
                        self.superlative = Some(desc);
                        self.superlative_agg = Some(*inner);
                    } else if matches!(next, Some(Unit::Mention(_) | Unit::Cue(Cue::Count, _))) {
                        self.superlative = Some(desc);
                        self.superlative_many =
                            matches!(raw.to_lowercase().as_str(), "most" | "fewest" | "least");
                    } else if let Some(Slot::Phrase(m)) = self.subject.clone() {
                        // "whose number of products is the largest".
                        self.part.order = Some(OrderKey {
                            agg: None,
                            slot: Slot::Phrase(m),
                            desc,
                        });
                        self.part.limit = Some(self.top.unwrap_or(1));
                    }
                } else {
                    if self.closed && self.mode == Mode::Head {
                        self.closed = false;
                    }
                    self.aggs.push(agg);
                }
            }
            Cue::Count => {
                if self.superlative.is_some() || self.mode == Mode::Group {
                    return;
                }
                if !self.aggs.is_empty() {
                    return; // "maximum number of final tables": the aggregate is MAX.
                }
                if self.closed && self.mode == Mode::Head {
                    self.closed = false;
                }
                if self.mode == Mode::Restrict && self.cmp.is_some() {
                    return;
                }
                self.count = true;
                let ends = matches!(
                    next,
                    None | Some(
                        Unit::Punct(_)
                            | Unit::Cue(Cue::And | Cue::Group | Cue::Order | Cue::Rel, _)
                    )
                );
                if ends && self.mode == Mode::Head {
                    self.count_rows();
                }
            }
            Cue::Distinct => {
                self.distinct = true;
                // "…, without repeats", "… with no duplicates": an instruction about the
                // listed rows, wherever the sentence puts it (after a restriction, say), unlike
                // "different" or "unique", which modify the noun they precede.
                let lists_once = {
                    let raw = raw.to_lowercase();
                    raw.starts_with("without ") || raw.starts_with("with no ")
                };
                let listed = !self.part.select.is_empty()
                    && self.part.select.iter().all(|item| item.agg.is_none());
                if (self.mode == Mode::Head && !self.count) || (lists_once && listed) {
                    self.part.distinct = true;
                }
            }
            Cue::Group => {
                if raw.eq_ignore_ascii_case("per") {
                    self.count_before_per();
                }
                self.enter(Mode::Group)
            }
            Cue::Order => {
                self.enter(Mode::Order);
                self.part.order_cue = true;
            }
            Cue::Dir(desc) => {
                self.part.order_cue = true;
                let raw = raw.to_lowercase();
                self.part.alphabetical |=
                    raw.starts_with("alphabetic") || raw.starts_with("lexicographic");
                match self.part.order.as_mut() {
                    Some(o) if self.mode != Mode::Restrict => o.desc = desc,
                    _ => {
                        let slot = self
                            .part
                            .order
                            .as_ref()
                            .map_or(Slot::Star, |o| o.slot.clone());
                        self.part.order = Some(OrderKey {
                            agg: None,
                            slot,
                            desc,
                        });
                    }
                }
                if self.mode != Mode::Order {
                    self.enter(Mode::Order);
                }
            }
            Cue::Common(desc) => match next {
                Some(Unit::Mention(n)) if !self.u.table_like(*n) => self.common = Some(desc),
                // "Which format is the most common?": the attribute was named before.
                _ => {
                    let asked = self.part.select.iter().find(|s| s.agg.is_none());
                    if let Some(slot) = asked.map(|s| s.slot.clone()) {
                        self.most_common(slot, desc);
                    }
                }
            },
            Cue::Super(_, desc) if matches!(next, Some(Unit::Mention(n)) if self.u.names_measure(*n)) =>
            {
                // "the longest distance": a measure is named, and the adjective only says
                // which end of it, as "the highest distance" would. A noun whose best column
                // is a key or text ("the youngest singer" over a renamed table) names rows.
                self.superlative = Some(desc);
            }
            Cue::Super(attr, desc) => {
                // "the oldest pet": an adjective before a noun describes that noun; one
                // after ("which student is the oldest") the noun before it.
                let m = match next {
                    Some(Unit::Mention(n)) if self.u.table_like(*n) => {
                        let owner = self.u.mentions[*n].text.clone();
                        let m = self.implicit(attr, raw);
                        self.u.mentions[m].owner = Some(owner);
                        m
                    }
                    Some(Unit::Mention(_)) => self.implicit(attr, raw),
                    _ => self.implicit_of_last(attr, raw),
                };
                self.part.order = Some(OrderKey {
                    agg: None,
                    slot: Slot::Phrase(m),
                    desc,
                });
                self.part.limit = Some(self.top.unwrap_or(1));
                // "the most recent sample date": an attribute named right after the adjective
                // is what is asked for, so the list asked for stays open for it.
                let attribute_next =
                    matches!(next, Some(Unit::Mention(n)) if !self.u.table_like(*n));
                if self.mode == Mode::Head && !attribute_next {
                    self.closed = true;
                }
            }
            Cue::Rel | Cue::Named => {
                // "departments that do not have a physician whose position is Head": the
                // clause after the absent rows restricts them, so the absence stays open.
                let absent_rows = cue == Cue::Rel
                    && self.mode == Mode::Restrict
                    && self.absence.as_ref().is_some_and(|a| {
                        a.filters.is_empty()
                            && a.others.last().is_some()
                            && a.others.last() == self.last_table.as_ref()
                    });
                self.enter(Mode::Restrict);
                if absent_rows {
                    let absence = self.absence.take();
                    self.close_restriction();
                    self.absence = absence;
                } else {
                    self.close_restriction();
                }
                self.having_clause = raw.eq_ignore_ascii_case("with");
                if cue == Cue::Named {
                    self.cmp = Some(Op::Eq);
                }
                // "venues whose name contains 'Park'": a name or title after "whose" (words
                // nearly every table has a column for) is the named rows' own. A more specific
                // attribute finds its table by itself, and the noun before may not name it
                // ("visitors whose membership level" when the table is called `guest`).
                if raw.eq_ignore_ascii_case("whose") {
                    if let (Some(Unit::Mention(n)), Some(t)) = (next, self.last_table) {
                        let generic = matches!(self.u.mentions[*n].text.as_str(), "name" | "title");
                        if generic && self.u.mentions[*n].owner.is_none() {
                            self.u.mentions[*n].owner = Some(self.u.mentions[t].text.clone());
                        }
                    }
                }
            }
            Cue::Cmp(op) if is_postfix_bound(raw) || bounds_what_was_said(raw, next) => {
                // "aged 22 or older": the equality just read becomes a bound.
                let filters = match self.absence.as_mut() {
                    Some(a) => &mut a.filters,
                    None => &mut self.part.filters,
                };
                match filters.last_mut() {
                    Some(f) if f.op == Op::Eq && matches!(f.operand, Operand::Number(_)) => {
                        f.op = op;
                    }
                    _ => match self.part.having.as_mut() {
                        Some(h) if h.op == Op::Eq => h.op = op,
                        _ => {}
                    },
                }
            }
            Cue::Cmp(op) | Cue::CmpAdj(_, op) => {
                if self.mode != Mode::Restrict {
                    self.enter(Mode::Restrict);
                }
                // "Which visitors have a higher membership level than …": the phrase said
                // right before the comparison is what is compared.
                if let Some(m) = self.prev_owner.take() {
                    self.part.owners.retain(|&o| o != m);
                    self.subject = Some(Slot::Phrase(m));
                }
                // "language names ending with ish": a pattern said right after an attribute,
                // with no "whose" before it, matches that attribute.
                if let (Op::Like(_), None, Some(m)) = (op, &self.subject, self.mention_before) {
                    if !self.u.table_like(m) {
                        self.subject = Some(Slot::Phrase(m));
                    }
                }
                let op = if self.neg { op.negated() } else { op };
                self.neg = false;
                self.cmp = Some(op);
                if let Cue::CmpAdj(attr, _) = cue {
                    let m = self.implicit_of_last(attr, raw);
                    self.subject = Some(Slot::Phrase(m));
                }
                if matches!(raw, "before" | "after" | "since") {
                    // "opened after 2010": a year (or date) of what is named; "discovered
                    // before 2022-06-01": a whole date compares the date, not its year.
                    let part = if whole_date_next(next) {
                        "date"
                    } else {
                        "year"
                    };
                    let named = self
                        .time_of_subject(part)
                        .unwrap_or_else(|| "year date".to_string());
                    self.compare_implicit(&named, raw);
                }
            }
            Cue::Neg => {
                if self.mode != Mode::Restrict {
                    self.enter(Mode::Restrict);
                }
                self.neg = true;
            }
            Cue::Be => {
                self.be = true;
                if self.mode == Mode::Head
                    && self.last_item_mention
                    && self.aggs.is_empty()
                    && !self.count
                {
                    self.closed = true;
                }
            }
            Cue::Have => {
                if self.mode == Mode::Head && self.last_item_mention {
                    self.closed = true;
                }
                self.having_clause |= self.mode == Mode::Restrict;
            }
            Cue::Times(n) => {
                // "at least twice"; and "sampled once", "visited twice" with no bound said:
                // exactly that many occurrences. (A number said before "times" has already
                // set the count.)
                if self.cmp.is_some() || self.part.having.is_none() {
                    let op = self.cmp.unwrap_or(Op::Eq);
                    self.having(op, &n.to_string());
                }
            }
            Cue::And | Cue::Either => {
                self.order_and = self.mode == Mode::Order && cue == Cue::And;
                let item_next = matches!(
                    next,
                    Some(
                        Unit::Mention(_)
                            | Unit::Cue(
                                Cue::Agg(_) | Cue::Count | Cue::HowAttr(_) | Cue::Distinct,
                                _
                            )
                    )
                );
                if self.mode == Mode::Head && self.closed && item_next {
                    self.closed = false;
                }
                // "Show the name of each member and the total fine of their loans": an
                // aggregate after the group goes back to the list.
                let aggregate_next = matches!(next, Some(Unit::Cue(Cue::Agg(_) | Cue::Count, _)));
                if self.mode == Mode::Group && aggregate_next {
                    self.enter(Mode::Head);
                    self.closed = false;
                }
                // "students who own pets, together with the type of the pet": these words
                // only ever join items of the list, never restrictions.
                let listing = matches!(
                    raw.to_lowercase().as_str(),
                    "together with" | "along with" | "as well as"
                );
                if self.mode == Mode::Restrict && (self.prep || listing) && item_next {
                    // "names of teachers and the courses …": back to the list.
                    self.enter(Mode::Head);
                    self.closed = false;
                } else if self.mode == Mode::Restrict
                    && cue == Cue::And
                    && !matches!(next, Some(Unit::Value { .. } | Unit::Number(_)))
                {
                    self.close_restriction();
                }
                self.last_item_mention = false;
            }
            Cue::Or => {
                self.or_next = self.mode == Mode::Restrict || !self.part.filters.is_empty();
                // "younger than 25 or live in Hillcrest": a new clause after "or" does not
                // inherit the comparison before it ("younger than 25 or 30" does).
                let clause_next = !matches!(
                    next,
                    Some(
                        Unit::Value { .. }
                            | Unit::Number(_)
                            | Unit::Cue(Cue::Cmp(_) | Cue::CmpAdj(..), _)
                    )
                );
                if self.mode == Mode::Restrict && clause_next {
                    self.close_restriction();
                }
                self.last_item_mention = false;
            }
            Cue::Between => {
                if self.mode != Mode::Restrict {
                    self.enter(Mode::Restrict);
                }
                self.cmp = Some(Op::Ge);
                self.between = true;
                // "discovered between 2021 and 2022", "between 2022-01-01 and 2022-06-30":
                // both bounds are one point in time of what is named (its year, or its date
                // for whole dates), one attribute for the two.
                let whole_date = whole_date_next(next);
                let year = matches!(next, Some(Unit::Number(n)) if super::names_a_time(n));
                if whole_date || year {
                    let part = if whole_date { "date" } else { "year" };
                    let named = self.time_of_subject(part).or_else(|| {
                        (self.subject.is_none() && whole_date).then(|| "year date".to_string())
                    });
                    if let Some(named) = named {
                        self.compare_implicit(&named, raw);
                    }
                }
            }
            Cue::Top => self.top_cue = matches!(next, Some(Unit::Number(_))),
            Cue::Filler => {}
            Cue::By if self.sort_head && self.mode == Mode::Order => self.sort_by_seen = true,
            // "the top 3 cars by horsepower": a ranking names its key after "by", largest
            // first.
            Cue::By
                if self.top.is_some()
                    && self.part.order.is_none()
                    && matches!(next, Some(Unit::Mention(_))) =>
            {
                self.enter(Mode::Order);
                self.part.order = Some(OrderKey {
                    agg: None,
                    slot: Slot::Star,
                    desc: true,
                });
            }
            // "average salaries by department": "by" groups what is aggregated; after a verb
            // ("pets owned by students") it names who did it.
            Cue::By
                if self.mode == Mode::Head
                    && !self.prev_verb
                    && (self.part.aggregates || !self.aggs.is_empty() || self.count)
                    && matches!(next, Some(Unit::Mention(_))) =>
            {
                self.enter(Mode::Group)
            }
            Cue::Of | Cue::For | Cue::From | Cue::In | Cue::By => {
                // "inspected in 2022": a verb set in time names its date, as "before 2022"
                // does ("inspected year", which the year cut out of the date answers); a
                // month of a year is asked of the date itself.
                if let (Cue::In, Some(Slot::Phrase(s)), Some(Unit::Number(n))) =
                    (cue, &self.subject, next)
                {
                    if super::names_a_time(n) && is_verb_form(&self.u.mentions[*s].text) {
                        let part = if month_period(n).is_some() {
                            "date"
                        } else {
                            "year"
                        };
                        if let Some(named) = self.time_of_subject(part) {
                            self.compare_implicit(&named, raw);
                        }
                    }
                }
                if self.mode == Mode::Head && self.last_item_mention {
                    self.closed = true;
                }
                if self.mode == Mode::Head && self.closed {
                    // Entities, owners and values after the list: a restriction context that
                    // keeps table mentions as entities.
                    self.enter(Mode::Restrict);
                    self.close_restriction();
                    self.prep = true;
                }
            }
        }
    }
}

impl Scan<'_> {
    /// "discovered year", "discovered date": the point in time of the attribute just named
    /// (not one named after a preposition), which a year or a date said next compares.
    fn time_of_subject(&self, part: &str) -> Option<String> {
        match &self.subject {
            Some(Slot::Phrase(s)) if !self.subject_prep => {
                Some(format!("{} {part}", self.u.mentions[*s].text))
            }
            _ => None,
        }
    }

    /// The implicit attribute `named` is what the comparison said as `raw` compares.
    fn compare_implicit(&mut self, named: &str, raw: &str) {
        let m = self.implicit(named, raw);
        self.subject = Some(Slot::Phrase(m));
        self.subject_prep = false;
    }
}

/// "contributions of 2900 or more": "or more" / "or less" with no noun after them bound the
/// number said before, as "or older" does. Before a noun they start a quantity of their own
/// ("3 or more orders" counts the orders).
fn bounds_what_was_said(raw: &str, next: Option<&Unit>) -> bool {
    matches!(raw.to_ascii_lowercase().as_str(), "or more" | "or less")
        && !matches!(next, Some(Unit::Mention(_)))
}

/// The next unit is a whole date written as a value ("2022-06-01", "06/01/2022").
fn whole_date_next(next: Option<&Unit>) -> bool {
    matches!(next, Some(Unit::Value { raw, .. }) if dates::read(raw).is_some())
}
