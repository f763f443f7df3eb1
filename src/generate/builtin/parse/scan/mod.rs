//! The clause scanner: one sentence's units, left to right, into a partial frame.
//!
//! Owns: the modes a sentence moves through — the head (what is asked: projections and their
//! aggregates, then "of/for/in …" entities, owners and values), restrictions ("whose", "with",
//! comparisons, negations, superlatives, counts of related rows), grouping ("for each") and
//! ordering ("in descending order of") — and what each unit means in each mode, including
//! which noun an adjective describes and whether "the most X" counts X.
//! Must not touch: the schema (mentions are linked later) or other sentences (see `mod.rs`).

use super::super::frame::{Absence, Agg, Filter, Having, Op, OrderKey, Presence, SelectItem, Slot};
use super::super::lexicon::{is_verb_form, stem, Cue};
use super::super::values::ValueHit;
mod cue;

/// A verb form is read as a column only at this link or above.
const VERB_LINK: f64 = 0.8;
/// "the most X" counts X when X names a table at least this well.
const COUNTED_TABLE: f64 = 0.5;
/// "how many X" counts X's distinct values when X names a column at least this well…
const VALUES_COUNTED: f64 = 0.55;
/// …and better than any table by this much.
const VALUES_MARGIN: f64 = 0.2;
/// Nouns of classification: what they name are the kinds rows come in, a column's values.
const CLASSIFIERS: &[&str] = &["type", "kind", "category", "class", "sort", "variety"];
mod conditions;
mod restrict;

use super::units::{Unit, Units};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Head,
    Restrict,
    Group,
    Order,
}

/// What one sentence says.
#[derive(Debug, Clone, Default)]
pub struct Part {
    pub select: Vec<SelectItem>,
    pub entities: Vec<usize>,
    pub owners: Vec<usize>,
    pub filters: Vec<Filter>,
    pub group: Vec<Slot>,
    pub having: Option<Having>,
    pub order: Option<OrderKey>,
    /// Keys named before `order` ("ordered by format and then by price").
    pub prior_order: Vec<OrderKey>,
    pub order_cue: bool,
    /// The direction was said as alphabetical ("in alphabetical order").
    pub alphabetical: bool,
    pub limit: Option<u64>,
    pub absences: Vec<Absence>,
    pub presences: Vec<Presence>,
    pub distinct: bool,
    /// The sentence opened with a request verb and listed what it wants.
    pub restates: bool,
    /// A decision with a second likely reading was taken (the parser then reads the question
    /// again with [`Scan::flipped`]).
    pub uncertain: bool,
    pub aggregates: bool,
    pub counted_entities: Vec<usize>,
    /// "both beginner guests and guests older than 40": the filters from this one on restrict
    /// a second set of rows (see [`Scan::both_sets`]).
    pub both_from: Option<usize>,
}

/// The scanner's state over one sentence.
pub struct Scan<'u> {
    u: &'u mut Units,
    pub part: Part,
    mode: Mode,
    closed: bool,
    aggs: Vec<Agg>,
    count: bool,
    distinct: bool,
    superlative: Option<bool>,
    /// The pending superlative is a quantity word ("most", "fewest"), not a degree
    /// ("highest").
    superlative_many: bool,
    /// The pending superlative ranks an aggregate ("the highest *total* sales").
    superlative_agg: Option<Agg>,
    /// The last phrase read names a table: what a comparative adjective after it describes
    /// ("a pet older than 3").
    last_table: Option<usize>,
    /// Take the second choice at each uncertain decision (see [`Part::uncertain`]).
    flip: bool,
    /// The unit just read was a verb ("owned"), and the one before it (for "owned *by*").
    verb_now: bool,
    prev_verb: bool,
    /// The next unit is "by".
    by_next: bool,
    /// The exactly matched columns of the value just read, and of the one before it.
    value_columns_now: Vec<(String, String)>,
    prev_value_columns: Vec<(String, String)>,
    /// The mention the scan is at, and the one of the unit before it (none for other units).
    unit_mention: Option<usize>,
    prev_unit_mention: Option<usize>,
    /// A verb was met under the clause's negation ("not served by …").
    negated_verb: bool,
    /// The next unit is a comparison ("earned *less than*").
    compared_next: bool,
    /// The next unit is a phrase ("the highest total of *stage* points").
    mention_next: bool,
    /// Whether the negation was the last thing said before this unit ("never", "not been"):
    /// a verb right after it is what is negated.
    negation_last: bool,
    /// The same, counting this unit: what the next unit's `negation_last` will be.
    negation_now: bool,
    /// The unit just read was a phrase said after a closed list ("have a higher *membership
    /// level* than"), and the one before it.
    owner_now: Option<usize>,
    prev_owner: Option<usize>,
    neg: bool,
    be: bool,
    cmp: Option<Op>,
    operand_agg: Option<Agg>,
    subject: Option<Slot>,
    or_next: bool,
    absence: Option<Absence>,
    counted: Vec<usize>,
    last_item_mention: bool,
    /// The mention the previous unit was, if it was one.
    mention_before: Option<usize>,
    /// The previous unit was the preposition "in" ("drg 470 *in* 2023").
    in_before: bool,
    /// Set when a "sort X by Y" sentence lists X before the key.
    sort_head: bool,
    /// The restriction was opened by a preposition after the head ("… of the song").
    prep: bool,
    /// "sort X by": the key follows.
    sort_by_seen: bool,
    /// The subject was named after a preposition ("of all singers"), not after "whose".
    subject_prep: bool,
    /// The previous unit was the subject ("of model volvo").
    subject_adjacent: bool,
    /// Count targets ("how many *singers*"): entities, but never owners of attributes.
    pub counted_entities: Vec<usize>,
    /// "between 20 and 30": the second number closes the range.
    between: bool,
    /// The range's first bound is in; the second number may still name its attribute.
    range_open: bool,
    /// "top 5", "the 3 oldest": how many rows an ordering keeps.
    top: Option<u64>,
    /// A "top"/"first" cue waits for its number.
    top_cue: bool,
    /// "the most common": the next attribute is the one whose most frequent value is asked.
    common: Option<bool>,
    /// "ordered by format and": a second ordering key may follow.
    order_and: bool,
    /// The restriction was opened by "with" or "have": an attribute named in it with nothing
    /// compared asks that the rows have it ([`restrict::PendingPresence`]).
    having_clause: bool,
    presence: Option<restrict::PendingPresence>,
}

impl<'u> Scan<'u> {
    pub fn new(u: &'u mut Units) -> Self {
        Scan {
            u,
            part: Part::default(),
            mode: Mode::Head,
            closed: false,
            aggs: Vec::new(),
            count: false,
            distinct: false,
            superlative: None,
            superlative_many: false,
            superlative_agg: None,
            last_table: None,
            flip: false,
            verb_now: false,
            prev_verb: false,
            by_next: false,
            value_columns_now: Vec::new(),
            prev_value_columns: Vec::new(),
            unit_mention: None,
            prev_unit_mention: None,
            negated_verb: false,
            compared_next: false,
            mention_next: false,
            negation_last: false,
            negation_now: false,
            owner_now: None,
            prev_owner: None,
            neg: false,
            be: false,
            cmp: None,
            operand_agg: None,
            subject: None,
            or_next: false,
            absence: None,
            counted: Vec::new(),
            last_item_mention: false,
            mention_before: None,
            in_before: false,
            sort_head: false,
            prep: false,
            sort_by_seen: false,
            subject_prep: false,
            subject_adjacent: false,
            counted_entities: Vec::new(),
            between: false,
            range_open: false,
            top: None,
            top_cue: false,
            common: None,
            order_and: false,
            having_clause: false,
            presence: None,
        }
    }

    /// Reads every uncertain decision the other way.
    pub fn flipped(mut self, flip: bool) -> Self {
        self.flip = flip;
        self
    }

    /// True when the phrase ends in a plural noun ("models", "pets").
    fn plural(&self, m: usize) -> bool {
        let text = &self.u.mentions[m].text;
        let last = text.rsplit(' ').next().unwrap_or(text);
        stem(last) != last
    }

    /// An attribute an adjective implies ("older than" → age), owned by the noun the adjective
    /// follows: "students older than 20" is the students' age, "a pet older than 3" the pet's.
    fn implicit_of_last(&mut self, text: &str, surface: &str) -> usize {
        let owner = self.last_table.map(|t| self.u.mentions[t].text.clone());
        let m = self.implicit(text, surface);
        self.u.mentions[m].owner = owner;
        m
    }

    /// A mention for an attribute the question implies ("youngest" → age).
    fn implicit(&mut self, text: &str, surface: &str) -> usize {
        let mut m =
            self.u
                .mentions
                .last()
                .cloned()
                .unwrap_or_else(|| super::super::frame::Mention {
                    text: String::new(),
                    surface: String::new(),
                    span: (0, 0),
                    owner: None,
                    table_like: false,
                    implicit: true,
                });
        m.text = text.to_string();
        m.surface = surface.to_string();
        m.owner = None;
        m.implicit = true;
        self.u.mentions.push(m);
        self.u.best.push((1.0, 0.0));
        self.u.mentions.len() - 1
    }

    /// Whether the phrase `m` names a column's values rather than rows: headed by a noun of
    /// classification ("hospital *types*"), which names the kinds rows come in, with a column
    /// link above [`VALUES_COUNTED`] that beats its best table link by [`VALUES_MARGIN`]. (Any
    /// noun naming a column better than a table would count "models" or "countries" kept in
    /// a renamed table by the values of some column called so.)
    fn names_values(&self, m: usize) -> bool {
        let (column, table) = self.u.best[m];
        let classifies = self.u.mentions[m]
            .text
            .split(' ')
            .next_back()
            .is_some_and(|w| CLASSIFIERS.contains(&stem(w).as_str()));
        classifies
            && !self.u.table_like(m)
            && column >= VALUES_COUNTED
            && column >= table + VALUES_MARGIN
    }

    fn select(&mut self, slot: Slot) {
        let aggs = std::mem::take(&mut self.aggs);
        let count = std::mem::take(&mut self.count);
        if aggs.is_empty() {
            if count {
                // "how many hospital types": a phrase naming the kinds of a column far better
                // than any table counts the column's values, not rows.
                let values = matches!(slot, Slot::Phrase(m) if self.names_values(m));
                let distinct = self.distinct || values;
                let star = matches!(slot, Slot::Phrase(_)) && !distinct;
                self.part.aggregates = true;
                if star {
                    if let Slot::Phrase(m) = slot {
                        self.part.entities.push(m);
                        self.counted_entities.push(m);
                    }
                    self.part.select.push(SelectItem {
                        agg: Some(Agg::Count),
                        slot: Slot::Star,
                    });
                } else {
                    // "how many different cities": COUNT(DISTINCT city).
                    let agg = if distinct {
                        Agg::CountDistinct
                    } else {
                        Agg::Count
                    };
                    self.part.select.push(SelectItem {
                        agg: Some(agg),
                        slot,
                    });
                }
            } else {
                self.part.select.push(SelectItem { agg: None, slot });
            }
        } else {
            self.part.aggregates = true;
            for agg in aggs {
                self.part.select.push(SelectItem {
                    agg: Some(agg),
                    slot: slot.clone(),
                });
            }
        }
        self.distinct = false;
    }

    fn push_filter(&mut self, slot: Slot, op: Op, operand: super::super::frame::Operand) {
        if let Slot::Phrase(m) = slot {
            self.part.owners.retain(|&o| o != m);
        }
        let filter = Filter {
            slot,
            op,
            operand,
            or: std::mem::take(&mut self.or_next),
        };
        if let Some(absence) = self.absence.as_mut() {
            absence.filters.push(filter);
        } else {
            self.part.filters.push(filter);
        }
    }

    /// Ends a restriction clause: a pending negation becomes an absence, pending counts a HAVING.
    fn close_restriction(&mut self) {
        self.settle_presence();
        self.prep = false;
        if let Some(absence) = self.absence.take() {
            if !absence.filters.is_empty() || !absence.others.is_empty() || absence.verb.is_some() {
                self.part.absences.push(absence);
            }
        }
        self.neg = false;
        self.negated_verb = false;
        self.be = false;
        self.cmp = None;
        self.operand_agg = None;
        self.subject = None;
        self.subject_prep = false;
        self.superlative = None;
        self.counted.clear();
    }

    fn enter(&mut self, mode: Mode) {
        if self.mode == Mode::Restrict && mode != Mode::Restrict {
            self.close_restriction();
            self.having_clause = false;
        }
        self.mode = mode;
    }

    pub fn run(mut self, range: std::ops::Range<usize>) -> Part {
        let mut units: Vec<Unit> = self.u.units[range].to_vec();
        // "Which model …", "Who …": a question word, not a relative pronoun.
        if let Some(Unit::Cue(cue @ Cue::Rel, raw)) = units.first_mut() {
            if matches!(raw.to_lowercase().as_str(), "which" | "who" | "whom") {
                *cue = Cue::Proj;
            }
        }
        let starts_with_proj = matches!(
            units.first(),
            Some(Unit::Cue(Cue::Proj | Cue::Count | Cue::HowAttr(_), _))
        );
        if matches!(units.first(), Some(Unit::Cue(Cue::Order, _))) {
            self.sort_head = true;
        }
        // "the cities where employees …": after a noun, "where" relates, it does not ask.
        for i in 1..units.len() {
            if matches!(units[i - 1], Unit::Mention(_)) {
                if let Unit::Cue(cue @ Cue::HowAttr(_), raw) = &mut units[i] {
                    if raw.eq_ignore_ascii_case("where") {
                        *cue = Cue::Rel;
                    }
                }
            }
        }
        self.drop_repeated_attributes(&mut units);
        self.counted_noun_first(&mut units);
        let both_at = self.both_sets(&units);
        let group_conditions = conditions::aggregate_conditions(self.u, &units);
        let mut skip_to = 0;
        for (i, unit) in units.iter().enumerate() {
            if i < skip_to {
                continue;
            }
            if let Some(c) = group_conditions.iter().find(|c| c.start == i) {
                skip_to = c.end;
                self.aggregate_having(c);
                continue;
            }
            if Some(i) == both_at {
                // Not a second item of the list: the second set's conditions follow.
                if self.mode == Mode::Restrict {
                    self.close_restriction();
                }
                self.part.both_from = Some(self.part.filters.len());
                self.last_item_mention = false;
                continue;
            }
            let next = units.get(i + 1);
            let was_subject = self.subject.clone();
            self.step(unit, next, units.get(i + 2));
            self.subject_adjacent = matches!(unit, Unit::Mention(_))
                && self.subject.is_some()
                && self.subject != was_subject;
        }
        self.close_restriction();
        if let Some(n) = self.top {
            if self.part.order.is_some() {
                self.part.limit = Some(n);
            }
        }
        self.part.restates = starts_with_proj && !self.part.select.is_empty();
        self.part.counted_entities = std::mem::take(&mut self.counted_entities);
        self.part
    }

    /// "more than 6 house candidates": a stored value said between a compared number and the
    /// noun it counts modifies the noun (candidates for the house). Read in the order "more
    /// than 6 candidates house", the number counts the noun's rows and the value restricts
    /// them, as when it is said after ("more than 6 candidates in the house").
    fn counted_noun_first(&self, units: &mut [Unit]) {
        for i in 1..units.len().saturating_sub(2) {
            let modified_count = matches!(units[i - 1], Unit::Cue(Cue::Cmp(_), _))
                && matches!(units[i], Unit::Number(_))
                && matches!(units[i + 1], Unit::Value { .. })
                && matches!(units[i + 2], Unit::Mention(m) if self.u.countable(m));
            if modified_count {
                units.swap(i + 1, i + 2);
            }
        }
    }

    /// "in both grade 1 and grade 3": an attribute repeated before its second value is the
    /// same attribute ("grade 1 and 3"), so the second value restricts it too.
    fn drop_repeated_attributes(&self, units: &mut Vec<Unit>) {
        let valued = |u: Option<&Unit>| matches!(u, Some(Unit::Number(_) | Unit::Value { .. }));
        let text = |u: Option<&Unit>| match u {
            Some(Unit::Mention(m)) => self.u.mentions.get(*m).map(|x| x.text.clone()),
            _ => None,
        };
        let mut i = 2;
        while i + 2 < units.len() {
            let repeated = matches!(units[i], Unit::Cue(Cue::And | Cue::Or, _))
                && valued(units.get(i - 1))
                && valued(units.get(i + 2))
                && text(units.get(i - 2)).is_some()
                && text(units.get(i - 2)) == text(units.get(i + 1));
            if repeated {
                units.remove(i + 1);
            }
            i += 1;
        }
    }

    /// "countries that have both beginner guests and guests older than 40": a phrase repeated
    /// after "and", with a condition before and after, names two sets of rows, and what is
    /// asked is related to both (an INTERSECT). Returns the position of that "and".
    fn both_sets(&self, units: &[Unit]) -> Option<usize> {
        let text = |u: Option<&Unit>| match u {
            Some(Unit::Mention(m)) => self.u.mentions.get(*m).map(|x| x.text.as_str()),
            _ => None,
        };
        let condition = |u: &Unit| {
            matches!(
                u,
                Unit::Value { .. } | Unit::Number(_) | Unit::Cue(Cue::Cmp(_) | Cue::CmpAdj(..), _)
            )
        };
        let at = (1..units.len().saturating_sub(1)).find(|&i| {
            matches!(units[i], Unit::Cue(Cue::And, _))
                && text(units.get(i - 1)).is_some()
                && text(units.get(i - 1)) == text(units.get(i + 1))
        })?;
        let conditioned_before = units[..at - 1]
            .iter()
            .rev()
            .take_while(|u| !matches!(u, Unit::Cue(Cue::Have | Cue::Rel, _)))
            .any(condition);
        let conditioned_after = units[at + 2..].iter().any(condition);
        (conditioned_before && conditioned_after).then_some(at)
    }

    fn step(&mut self, unit: &Unit, next: Option<&Unit>, after_next: Option<&Unit>) {
        self.prev_verb = std::mem::take(&mut self.verb_now);
        self.prev_owner = self.owner_now.take();
        // "discovered in 2022": "in" and a year or a month of a year come next, a point in time
        // the word before them is compared with, as by "before 2022".
        let dated_next = matches!(
            (next, after_next),
            (Some(Unit::Cue(Cue::In, _)), Some(Unit::Number(n))) if names_a_time(n)
        );
        self.compared_next =
            matches!(next, Some(Unit::Cue(Cue::Cmp(_) | Cue::Between, _))) || dated_next;
        self.mention_next = matches!(next, Some(Unit::Mention(_)));
        self.negation_last = self.negation_now;
        self.negation_now = matches!(unit, Unit::Cue(Cue::Neg, _))
            || (self.negation_now && matches!(unit, Unit::Cue(Cue::Be | Cue::Have, _)));
        self.by_next = matches!(next, Some(Unit::Cue(Cue::By, _)));
        self.prev_value_columns = std::mem::take(&mut self.value_columns_now);
        self.prev_unit_mention = self.unit_mention;
        self.unit_mention = match unit {
            Unit::Mention(m) => Some(*m),
            _ => None,
        };
        match unit {
            Unit::Punct(',') => {
                if self.mode == Mode::Group || self.mode == Mode::Order {
                    self.enter(Mode::Head);
                    self.closed = true;
                }
                self.last_item_mention = false;
            }
            Unit::Punct(_) => {}
            Unit::Cue(cue, raw) => self.cue(*cue, raw, next),
            Unit::Mention(m) => self.mention(*m),
            Unit::Value { raw, hits } => {
                let operand = super::super::frame::Operand::Text {
                    raw: raw.clone(),
                    hits: hits.clone(),
                };
                let negated =
                    self.neg && (self.be || self.subject.is_some()) && self.absence.is_none();
                if self.neg && !negated && self.absence.is_none() {
                    self.absence = Some(Absence {
                        others: Vec::new(),
                        filters: Vec::new(),
                        verb: None,
                    });
                }
                // "vendors that joined after 2012 accept cards": a flag's yes names its own
                // column and is never ranked, whatever comparison came before it.
                let flag = !hits.is_empty() && hits.iter().all(|h| h.flag);
                let op = if negated {
                    Op::Ne
                } else if flag {
                    Op::Eq
                } else {
                    self.cmp.unwrap_or(Op::Eq)
                };
                // "of all singers from France": a phrase after a preposition is the value's
                // attribute only when it stands right before it ("of model volvo").
                // "whose principal investigator is Mirela Kowalski": two values said together,
                // each stored whole in another column of one table, are the parts of one name;
                // each is found by its own column.
                let exact_columns = |hits: &[ValueHit]| -> Vec<(String, String)> {
                    hits.iter()
                        .filter(|h| h.quality >= 1.0 && !h.partial)
                        .map(|h| (h.table.to_lowercase(), h.column.to_lowercase()))
                        .collect()
                };
                let own = exact_columns(hits);
                let other = match next {
                    Some(Unit::Value { hits: h, .. }) => exact_columns(h),
                    _ => self.prev_value_columns.clone(),
                };
                let name_part = own.iter().any(|(t, c)| {
                    other.iter().any(|(u, d)| u == t && d != c)
                        && !other.iter().any(|(u, d)| u == t && d == c)
                });
                self.value_columns_now = own;
                // "how many cats are there": a count of rows that names no table but a stored
                // value counts the rows holding it (the value's table).
                if self.count && self.mode == Mode::Head && !self.mention_next {
                    self.count_rows();
                }
                // "loans with an amount over 5000 defaulted": an attribute just bounded by a
                // number is not also equal to a word; the word is found by its own column.
                let bounded = |s: &Slot| {
                    self.part.filters.iter().any(|f| {
                        f.slot == *s
                            && f.op != Op::Eq
                            && matches!(f.operand, super::super::frame::Operand::Number(_))
                    })
                };
                let usable = (!self.subject_prep || self.subject_adjacent) && !flag && !name_part;
                let slot = self
                    .subject
                    .clone()
                    .filter(|s| usable && !bounded(s))
                    .unwrap_or(Slot::Value);
                self.push_filter(slot.clone(), op, operand);
                // "between '2022-01-01' and '2022-06-30'": the second value closes the range
                // on the attribute the first opened (as numbers do, `restrict.rs`).
                if std::mem::take(&mut self.between) {
                    self.cmp = Some(Op::Le);
                    self.subject = Some(slot);
                    self.range_open = true;
                } else if std::mem::take(&mut self.range_open) {
                    self.cmp = None;
                }
            }
            Unit::Number(n) => self.number(n, next),
        }
        self.in_before = matches!(unit, Unit::Cue(Cue::In, _));
        // "fridge names that contain …": a relative pronoun keeps the mention it follows.
        self.mention_before = match unit {
            Unit::Mention(m) => Some(*m),
            Unit::Cue(Cue::Rel, raw) if matches!(raw.to_lowercase().as_str(), "that" | "which") => {
                self.mention_before
            }
            _ => None,
        };
    }

    /// The pending count is a count of rows: `COUNT(*)` is selected.
    fn count_rows(&mut self) {
        self.count = false;
        self.part.aggregates = true;
        self.part.select.push(SelectItem {
            agg: Some(Agg::Count),
            slot: Slot::Star,
        });
    }

    /// "results per parameter", "sites per state": rows named, with no aggregate said, and
    /// then "per" a group are counted per group, the analyst's shorthand for "the number of
    /// results per parameter" ("for each X" with no aggregate lists rows, and stays so).
    fn count_before_per(&mut self) {
        let only_rows = match self.part.select.as_slice() {
            [SelectItem {
                agg: None,
                slot: Slot::Phrase(m),
            }] => Some(*m),
            _ => None,
        };
        let Some(m) = only_rows else {
            return;
        };
        // "charge more per word": "per" right after the rows, not inside a comparison.
        if self.mode != Mode::Head
            || self.prev_unit_mention != Some(m)
            || self.part.aggregates
            || !self.aggs.is_empty()
            || self.count
            || !(self.u.table_like(m) || self.u.best[m].1 >= COUNTED_TABLE)
            || !self.plural(m)
        {
            return;
        }
        self.part.select.clear();
        self.part.entities.push(m);
        self.counted_entities.push(m);
        self.count_rows();
    }

    /// "the most common format": rows grouped by the attribute, the largest group first.
    fn most_common(&mut self, slot: Slot, desc: bool) {
        self.part.aggregates = true;
        self.part.group.push(slot);
        self.part.order = Some(OrderKey {
            agg: Some(Agg::Count),
            slot: Slot::Star,
            desc,
        });
        self.part.limit = Some(self.top.unwrap_or(1));
    }

    /// The last thing asked for is a count of rows ("how many members").
    fn counted_last(&self) -> bool {
        self.last_item_mention
            && self
                .part
                .select
                .last()
                .is_some_and(|s| s.agg == Some(Agg::Count) && s.slot == Slot::Star)
    }

    fn mention(&mut self, m: usize) {
        let table_like = self.u.table_like(m);
        let link = self.u.best[m].0.max(self.u.best[m].1);
        // A verb ("tickets *bought*") names a column only when it names it well.
        let verb = is_verb_form(&self.u.mentions[m].text) && !self.u.mentions[m].implicit;
        // "or earned less than 110000": a verb compared with a number names the attribute
        // compared as well as a noun would.
        let weak = link < 0.45 || (verb && link < VERB_LINK && !self.compared_next);
        // "final tables made *by* the players": a phrase ending in a participle is done by
        // someone, as a verb on its own is.
        let ends_in_participle = self.u.mentions[m]
            .text
            .rsplit(' ')
            .next()
            .is_some_and(|w| w != self.u.mentions[m].text && is_verb_form(w));
        self.verb_now = (verb && weak) || ends_in_participle;
        // "the batches graded by Florian": a participle before "by" says who did it, however
        // well it names a key column (`Graded_By`); the doer after "by" names the rows. (Under
        // a negation, "not served by any line", the restriction reads the verb.)
        if verb && self.by_next && !self.neg {
            self.verb_now = true;
            return;
        }
        self.last_table = table_like.then_some(m);
        if let Some(desc) = self.common.take().filter(|_| !table_like) {
            if self.mode == Mode::Head && !self.closed {
                self.select(Slot::Phrase(m));
                self.last_item_mention = true;
            }
            self.most_common(Slot::Phrase(m), desc);
            return;
        }
        if verb && weak && self.compared_next && self.mode == Mode::Restrict {
            // A verb compared that names no column still says a new attribute is compared:
            // the number finds its column by its values, not the previous alternative's.
            self.subject = None;
            return;
        }
        // "the highest total of stage points": a table's word that qualifies the summed
        // phrase after it names the rows, the phrase is what is summed.
        if self.superlative.is_some()
            && self.superlative_agg.is_some()
            && table_like
            && self.mention_next
        {
            self.part.entities.push(m);
            return;
        }
        if let Some(desc) = self.superlative.take() {
            // "the most models": a quantity word before a plural noun counts the rows it
            // names, even when a column is named so too; ordering by that column is the
            // second reading.
            let many = std::mem::take(&mut self.superlative_many)
                && self.plural(m)
                && self.u.best[m].1 >= COUNTED_TABLE;
            if many && !table_like {
                self.part.uncertain = true;
            }
            let table_like = table_like || (many && !self.flip);
            if let Some(agg) = self.superlative_agg.take().filter(|_| !table_like) {
                // "the highest total sales": groups ranked by the sum of what they hold.
                self.part.aggregates = true;
                self.part.group.push(Slot::AnchorKey);
                self.part.order = Some(OrderKey {
                    agg: Some(agg),
                    slot: Slot::Phrase(m),
                    desc,
                });
                self.part.limit = Some(self.top.unwrap_or(1));
                self.aggs.clear();
                self.count = false;
                return;
            }
            let key = if table_like {
                self.part.aggregates = true;
                OrderKey {
                    agg: Some(Agg::Count),
                    slot: Slot::Star,
                    desc,
                }
            } else {
                OrderKey {
                    agg: None,
                    slot: Slot::Phrase(m),
                    desc,
                }
            };
            if table_like {
                self.part.entities.push(m);
                self.counted_entities.push(m);
                self.part.group.push(Slot::AnchorKey);
            }
            self.part.order = Some(key);
            self.part.limit = Some(self.top.unwrap_or(1));
            self.aggs.clear();
            self.count = false;
            return;
        }
        match self.mode {
            Mode::Head if !self.closed => {
                if self.sort_head && table_like {
                    self.part.entities.push(m);
                } else if self.last_item_mention && weak && self.aggs.is_empty() && !self.count {
                    // A verb after the list ("… employee received …").
                    self.closed = true;
                } else if self.last_item_mention
                    && table_like
                    && self.aggs.is_empty()
                    && !self.count
                {
                    self.part.entities.push(m);
                    self.closed = true;
                } else if verb
                    && self.compared_next
                    && (self.counted_last() || self.last_item_mention && !table_like)
                {
                    // "How many members joined before 2000", "fires discovered in 2022": a
                    // verb compared right after the rows asked for restricts them; it is not
                    // a second thing asked for.
                    self.enter(Mode::Restrict);
                    self.restrict_mention(m, table_like, weak);
                } else {
                    self.select(Slot::Phrase(m));
                    self.last_item_mention = true;
                }
            }
            Mode::Head => {
                if table_like {
                    self.part.entities.push(m);
                } else if verb && self.compared_next {
                    // "how many fires were discovered in 2022": after the list, a verb
                    // compared restricts the rows (as right after them, above).
                    self.enter(Mode::Restrict);
                    self.restrict_mention(m, table_like, weak);
                } else if !weak {
                    self.part.owners.push(m);
                    self.owner_now = Some(m);
                }
            }
            Mode::Group => {
                if self.part.group.iter().all(|g| *g != Slot::Phrase(m)) {
                    if self.part.group.is_empty() {
                        self.part.group.push(Slot::Phrase(m));
                    } else {
                        self.part.owners.push(m);
                    }
                }
                self.count = false;
            }
            Mode::Order => {
                let count = std::mem::take(&mut self.count) && table_like;
                let agg = self.aggs.pop();
                self.aggs.clear();
                if self.sort_head && !self.sort_by_seen {
                    if table_like {
                        self.part.entities.push(m);
                    } else {
                        self.part.select.push(SelectItem {
                            agg: None,
                            slot: Slot::Phrase(m),
                        });
                    }
                    return;
                }
                // "ordered by format and then by price": the earlier key stays first.
                let named = self
                    .part
                    .order
                    .as_ref()
                    .is_some_and(|o| matches!(o.slot, Slot::Phrase(_)));
                if std::mem::take(&mut self.order_and) && named {
                    if let Some(o) = self.part.order.take() {
                        self.part.prior_order.push(o);
                    }
                }
                let desc = self.part.order.as_ref().is_some_and(|o| o.desc);
                self.part.order = Some(if count {
                    OrderKey {
                        agg: Some(Agg::Count),
                        slot: Slot::Star,
                        desc,
                    }
                } else {
                    OrderKey {
                        agg,
                        slot: Slot::Phrase(m),
                        desc,
                    }
                });
            }
            Mode::Restrict => self.restrict_mention(m, table_like, weak),
        }
    }
}

/// A number that names a point in time: a year ("2022") or a month of a year ("2022-07").
pub(super) fn names_a_time(n: &str) -> bool {
    use super::super::values::dates::{four_digit_year, month_period};
    four_digit_year(n).is_some() || month_period(n).is_some()
}
