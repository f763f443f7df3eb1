//! From tokens to parser units: cue phrases, values found in the data, numbers, and mentions
//! (runs of content words cut where the schema says a name ends).
//!
//! Owns: value spotting (quoted text, data values, demonyms and codes; the look-ups are in
//! `values_at.rs`), the segmentation of
//! content-word runs into mentions (longest span that names a column or table well), and the
//! merges that make "number of products", "staff number" and "miles per gallon (mpg)" one
//! mention when a column is named so.
//! Must not touch: clause structure (that is `clauses.rs`).

use super::super::frame::{Mention, Op};
use super::super::lexicon::{cue_at, is_verb_form, stem, Cue, Tok, TokKind};
use super::super::values::ValueHit;
use super::merge::{
    extreme_of_degree, merge_aggregate_words, merge_aliases, merge_of_compounds,
    move_pattern_attributes, move_trailing_aggregates, rank_aggregates, ranked_counts,
    sum_counted_quantities,
};
use super::values_at::{
    contained_value, fragment_or_name, names_one_table, pattern_after_like, value_at,
};
use super::Ctx;

/// Words after "ordered" that make it the verb of buying: an object, a quantity or the next
/// clause ("ordered the most units", "ordered more than 10", "ordered and paid").
const ORDERED_OBJECT: &[&str] = &[
    "and", "or", "but", "that", "which", "more", "less", "fewer", "over", "under", "at", "the",
    "a", "an", "any", "some",
];

/// A multi-word span is one mention when it names something at least this well.
const SPAN_LINK: f64 = 0.8;
/// A phrase names a table "strongly" at this score.
pub const STRONG: f64 = 0.85;

/// One unit of the question for the clause parser.
#[derive(Debug, Clone, PartialEq)]
pub enum Unit {
    /// A cue and the words it was written as.
    Cue(Cue, String),
    Mention(usize),
    /// A text value: quoted, or found in the data (`hits` may be empty for quoted text).
    Value {
        raw: String,
        hits: Vec<ValueHit>,
    },
    Number(String),
    Punct(char),
}

/// Units, the mentions they point to, and each mention's best (column, table) link.
#[derive(Debug, Clone, Default)]
pub struct Units {
    pub units: Vec<Unit>,
    pub mentions: Vec<Mention>,
    pub best: Vec<(f64, f64)>,
    /// Whether each mention's best column holds no quantity: text, or a key of its table
    /// ("at least 4 inspections" never compares `insp_id` with 4).
    pub no_quantity: Vec<bool>,
    /// Whether each mention's best column is a measure: numeric, and no key of any kind.
    pub measure: Vec<bool>,
    /// Table words that qualified a phrase ("*employee* names"): entities of the question.
    pub modifiers: Vec<usize>,
    /// Take the second choice at uncertain decisions.
    pub flip: bool,
    /// An uncertain decision was taken (the question is read again flipped).
    pub uncertain: bool,
}

impl Units {
    pub fn add_mention(
        &mut self,
        ctx: &Ctx<'_>,
        text: String,
        surface: String,
        span: (usize, usize),
    ) -> usize {
        self.best.push(ctx.linker.best(&text));
        let quantity = best_column_is_quantity(ctx, &text);
        self.no_quantity.push(quantity == Some(false));
        let measure = quantity == Some(true);
        self.measure.push(measure);
        self.mentions.push(Mention {
            text,
            surface,
            span,
            owner: None,
            table_like: false,
            implicit: false,
        });
        self.mentions.len() - 1
    }

    /// True when a number before the mention counts its rows ("more than one *course*"): it
    /// names a table, and the column it names holds no quantity (text or a key), which no
    /// number is compared with.
    pub fn countable(&self, m: usize) -> bool {
        self.table_like(m)
            || (self.best.get(m).is_some_and(|&(_, t)| t >= 0.5)
                && self.no_quantity.get(m).copied().unwrap_or(false))
    }

    /// True when the mention names a measure (its best column is numeric and no key) rather
    /// than a table.
    pub fn names_measure(&self, m: usize) -> bool {
        self.measure.get(m).copied().unwrap_or(false) && !self.table_like(m)
    }

    /// True when the mention names a table at least as well as any column.
    pub fn table_like(&self, m: usize) -> bool {
        self.best
            .get(m)
            .is_some_and(|(c, t)| *t > *c && *t >= TABLE_LIKE)
    }
}

/// Whether the phrase's best column holds a quantity (a number that is no key of any kind);
/// `None` when nothing links.
pub(super) fn best_column_is_quantity(ctx: &Ctx<'_>, text: &str) -> Option<bool> {
    ctx.linker
        .columns_for(text, None)
        .first()
        .map(|&(t, c, _)| {
            let table = &ctx.linker.tables[t];
            let column = &table.columns[c];
            column.numeric && !table.holds_key(column)
        })
}

/// The least score at which a phrase that names a table better than any column names rows.
pub(super) const TABLE_LIKE: f64 = 0.45;

pub(super) fn words(toks: &[Tok], from: usize, to: usize) -> (String, String) {
    let lower: Vec<&str> = toks[from..to]
        .iter()
        .filter(|t| t.lower != "-")
        .map(|t| t.lower.as_str())
        .collect();
    let raw: Vec<&str> = toks[from..to].iter().map(|t| t.raw.as_str()).collect();
    (lower.join(" "), raw.join(" "))
}

/// Units of measure a question may name its values in ("in cents", "in metres").
const MEASURE_UNITS: &[&str] = &[
    "cents",
    "dollars",
    "euros",
    "pounds",
    "metres",
    "meters",
    "kilometres",
    "kilometers",
    "km",
    "miles",
    "feet",
    "kilograms",
    "kg",
    "grams",
    "tonnes",
    "tons",
    "litres",
    "liters",
    "degrees",
    "celsius",
    "fahrenheit",
    "percent",
    "seconds",
    "minutes",
    "hours",
    "days",
    "weeks",
    "months",
    "years",
];

/// Abbreviated units of measure, read as such only right after a number ("500 ft", "12 lbs").
const UNIT_ABBREVIATIONS: &[&str] = &[
    "ft", "mi", "lb", "lbs", "oz", "mg", "ml", "cm", "mm", "gal", "mph", "kph", "sqft", "usd",
    "pct", "kwh", "mwh",
];

/// Builds the units of a question.
pub fn build(ctx: &Ctx<'_>, toks: &[Tok]) -> Units {
    build_read(ctx, toks, false)
}

/// Builds the units of a question, taking the second choice at uncertain decisions when
/// `flip` is set.
pub fn build_read(ctx: &Ctx<'_>, toks: &[Tok], flip: bool) -> Units {
    let places = place_extremes(ctx, toks);
    let toks = places.as_slice();
    let mut out = Units {
        flip,
        ..Units::default()
    };
    let mut run: Vec<usize> = Vec::new();
    let mut pending_cmp: Option<Op> = None;
    let mut i = 0;
    let flush = |out: &mut Units, run: &mut Vec<usize>| {
        if !run.is_empty() {
            segment(ctx, toks, run, out);
            run.clear();
        }
    };
    while i < toks.len() {
        let tok = &toks[i];
        match tok.kind {
            TokKind::Quoted => {
                flush(&mut out, &mut run);
                let hits = ctx.values.find(&tok.raw, ctx.schema);
                out.units.push(Unit::Value {
                    raw: tok.raw.clone(),
                    hits,
                });
                i += 1;
                continue;
            }
            TokKind::Number => {
                flush(&mut out, &mut run);
                if let Some((len, hits)) = value_at(ctx, toks, i) {
                    let (_, raw) = words(toks, i, i + len);
                    out.units.push(Unit::Value { raw, hits });
                    i += len;
                    continue;
                }
                out.units.push(Unit::Number(tok.lower.clone()));
                i += 1;
                continue;
            }
            // "check-in date", "year-end total": a hyphen joins two words of one name, and the
            // word after it is no cue ("in").
            TokKind::Punct
                if tok.lower == "-"
                    && run.last().is_some_and(|&p| p + 1 == i)
                    && toks.get(i + 1).is_some_and(|n| n.kind == TokKind::Word) =>
            {
                run.push(i);
                run.push(i + 1);
                i += 2;
                continue;
            }
            TokKind::Punct => {
                flush(&mut out, &mut run);
                if let Some(c) = tok.raw.chars().next() {
                    out.units.push(Unit::Punct(c));
                }
                i += 1;
                continue;
            }
            TokKind::Word => {}
        }
        // "more than one employee": after a comparison "one" is the number, not a pronoun.
        if tok.lower == "one"
            && matches!(
                out.units.last(),
                Some(Unit::Cue(Cue::Cmp(_) | Cue::CmpAdj(..), _))
            )
        {
            flush(&mut out, &mut run);
            out.units.push(Unit::Number("1".into()));
            i += 1;
            continue;
        }
        // "Which winery was founded first?": "first" closing a clause after a participle is
        // the earliest, not an ordinal ("the first name").
        let closes = toks.get(i + 1).is_none_or(|n| n.kind == TokKind::Punct);
        let after_participle = i > 0
            && toks[i - 1].kind == TokKind::Word
            && toks[i - 1].lower.ends_with("ed")
            && is_verb_form(&toks[i - 1].lower);
        if tok.lower == "first" && closes && after_participle {
            flush(&mut out, &mut run);
            out.units
                .push(Unit::Cue(Cue::Super("date year", false), tok.raw.clone()));
            i += 1;
            continue;
        }
        // "more staff than": the comparison goes after the compared phrase.
        if let Some(op) = split_comparative(toks, i) {
            flush(&mut out, &mut run);
            pending_cmp = Some(op);
            i += 1;
            continue;
        }
        if tok.lower == "than" {
            if let Some(op) = pending_cmp.take() {
                flush(&mut out, &mut run);
                out.units.push(Unit::Cue(Cue::Cmp(op), "than".into()));
                i += 1;
                continue;
            }
        }
        // "wines that contain Merlot": a verb's object that is a whole stored value is the
        // related row it names, not a pattern in the subject's text.
        if let Some((len, hits)) = contained_value(ctx, &out, toks, i) {
            flush(&mut out, &mut run);
            out.units.pop();
            let (_, raw) = words(toks, i, i + len);
            out.units.push(Unit::Value { raw, hits });
            i += len;
            continue;
        }
        // "starts with the letter M", "contains the word Gold": what follows a pattern cue is
        // the pattern, written as it is, whether or not it is quoted.
        if let Some((skip, raw)) = pattern_after_like(&out, toks, i) {
            flush(&mut out, &mut run);
            out.units.push(Unit::Value {
                raw,
                hits: Vec::new(),
            });
            i += skip;
            continue;
        }
        // "ordered by age": right after an ordering the words name its key, whatever codes
        // the data stores ('AGE').
        let ordering_key =
            run.is_empty() && matches!(out.units.last(), Some(Unit::Cue(Cue::Order, _)));
        // "violations that were never cited": a participle found only inside longer stored
        // texts ('Violations Cited …') is the clause's verb, not a fragment of a value.
        let participle_inside = |len: usize, hits: &[ValueHit]| {
            len == 1
                && toks[i].raw.chars().next().is_some_and(char::is_lowercase)
                && is_verb_form(&toks[i].lower)
                && !hits.is_empty()
                && hits.iter().all(|h| h.partial)
        };
        // "wells deeper than 500 ft": a unit right after a number says how the number is
        // measured, even where the data stores the unit as a value (`unit_cd = 'ft'`).
        let measures_number = i > 0
            && toks[i - 1].kind == TokKind::Number
            && (MEASURE_UNITS.contains(&tok.lower.as_str())
                || UNIT_ABBREVIATIONS.contains(&tok.lower.as_str()));
        // "list hospitals in ohio": a word inside stored values that names a table or a
        // column is read both ways (see `fragment_or_name`), the value first.
        let value = value_at(ctx, toks, i)
            .filter(|_| !ordering_key && !measures_number)
            .filter(|(len, hits)| !participle_inside(*len, hits))
            .filter(|(len, hits)| {
                let either = *len == 1 && fragment_or_name(ctx, toks, i, hits);
                out.uncertain |= either;
                !(either && out.flip)
            });
        if let Some((len, hits)) = value {
            flush(&mut out, &mut run);
            let (_, raw) = words(toks, i, i + len);
            out.units.push(Unit::Value { raw, hits });
            i += len;
            continue;
        }
        match cue_at(toks, i) {
            // "amount of" is filler unless a column is called so, in whole or in part
            // ("total_amount", "amount_paid": then "total amount" names it).
            _ if tok.lower == "amount" && !names_a_column(ctx, "amount") => {
                flush(&mut out, &mut run);
                i += if toks.get(i + 1).is_some_and(|t| t.is_word("of")) {
                    2
                } else {
                    1
                };
            }
            // "the largest rate, in cents, among …": "in" and a unit of measure that closes
            // the phrase say how the value is written; they name nothing.
            Some((Cue::In, 1))
                if toks.get(i + 1).is_some_and(|n| {
                    n.kind == TokKind::Word && MEASURE_UNITS.contains(&n.lower.as_str())
                }) && toks.get(i + 2).is_none_or(|n| n.kind == TokKind::Punct) =>
            {
                flush(&mut out, &mut run);
                i += 2;
                // Set off by commas, the phrase goes with both: "the rate, in cents, among …"
                // reads "the rate among …".
                if matches!(out.units.last(), Some(Unit::Punct(',')))
                    && toks.get(i).is_some_and(|n| n.lower == ",")
                {
                    out.units.pop();
                    i += 1;
                }
            }
            // "the largest per-word rate": "per" joined to its noun by a hyphen makes an
            // adjective of the name that follows; it groups nothing.
            Some((Cue::Group, 1))
                if tok.lower == "per"
                    && toks
                        .get(i + 1)
                        .is_some_and(|n| n.kind == TokKind::Punct && n.lower == "-") =>
            {
                flush(&mut out, &mut run);
                i += 2;
            }
            // "How many projects has each client ordered?", "Which hospital has ordered the
            // most units?", "the types Leeds ordered and York also ordered": a participle that
            // closes its clause, follows a perfect "has" or "been", or takes an object or a
            // quantity is the verb, not an ordering ("ordered by name" is; "been ordered by
            // Leeds" is done by Leeds, and "by" is read next).
            Some((Cue::Order, _))
                if matches!(tok.lower.as_str(), "ordered" | "sorted")
                    && (toks.get(i + 1).is_none_or(|n| {
                        n.kind == TokKind::Punct
                            || n.kind == TokKind::Number
                            || ORDERED_OBJECT.contains(&n.lower.as_str())
                    }) || i.checked_sub(1).is_some_and(|p| {
                        matches!(toks[p].lower.as_str(), "has" | "have" | "had" | "been")
                    })) =>
            {
                flush(&mut out, &mut run);
                i += 1;
            }
            // "order count", "order date": a noun when it and the next word name a column.
            Some((Cue::Order, 1))
                if toks.get(i + 1).is_some_and(|n| {
                    n.kind == TokKind::Word
                        && ctx.linker.best(&format!("{} {}", tok.lower, n.lower)).0 >= 0.9
                }) =>
            {
                run.push(i);
                i += 1;
            }
            // "sorted by money rank", "the average word count of projects": an ordering word,
            // or "count", that with the noun before it names a column ("word_cnt") is part of
            // that name, not an ordering cue or a count of rows.
            Some((cue @ (Cue::Order | Cue::Count), n))
                if (if cue == Cue::Count {
                    tok.lower == "count"
                } else {
                    n == 1
                }) && i > 0
                    && run.last() == Some(&(i - 1))
                    && ctx
                        .linker
                        .best(&format!("{} {}", toks[i - 1].lower, tok.lower))
                        .0
                        >= 0.9 =>
            {
                run.push(i);
                i += 1;
            }
            // "their phone numbers", "room number": after a noun and not before "of",
            // "number" is part of the noun's name, not a count.
            Some((Cue::Count, 1))
                if matches!(tok.lower.as_str(), "number" | "numbers")
                    && i > 0
                    && run.last() == Some(&(i - 1))
                    && toks.get(i + 1).is_none_or(|t| !t.is_word("of")) =>
            {
                run.push(i);
                i += 1;
            }
            // "the number, name and cost of the orders", "their numbers and make dates": a
            // "number" listed beside attributes, with no "of" and no other aggregate in the
            // list, is a column that numbers the rows (`Order_Num`), when there is one.
            Some((Cue::Count, 1))
                if matches!(tok.lower.as_str(), "number" | "numbers")
                    && listed_number(ctx, toks, i) =>
            {
                flush(&mut out, &mut run);
                run.push(i);
                i += 1;
            }
            // "the check-in dates and numbers of nights": "numbers of" an attribute lists its
            // values ("numbers of employees", rows of a table, still counts them).
            Some((Cue::Count, 1))
                if tok.lower == "numbers"
                    && toks.get(i + 1).is_some_and(|t| t.is_word("of"))
                    && toks.get(i + 2).is_some_and(|n| {
                        let (col, table) = ctx.linker.best(&n.lower);
                        n.kind == TokKind::Word && col >= 0.9 && col > table
                    }) =>
            {
                flush(&mut out, &mut run);
                i += 2;
            }
            // "Rank the ships by tonnage" orders; "each rank", "the rank of" name an attribute.
            Some((Cue::Order, 1))
                if tok.lower == "rank"
                    && i > 0
                    && !(toks[i - 1].kind == TokKind::Punct || toks[i - 1].is_word("and")) =>
            {
                run.push(i);
                i += 1;
            }
            // "first name" is a name; "first 3" is a limit.
            Some((Cue::Top, _)) if toks.get(i + 1).is_none_or(|t| t.kind != TokKind::Number) => {
                run.push(i);
                i += 1;
            }
            // "inspected at least 4 times": occurrences counted after a number are a count
            // of rows compared, as "twice" is.
            Some((Cue::Filler, 1)) if times_after_number(toks, i).is_some() => {
                flush(&mut out, &mut run);
                let n = times_after_number(toks, i).unwrap_or_default();
                // "5 or more times" reads as "at least 5 times", "2 or fewer times" as "at most
                // 2 times": the bound said before the number, as a prefix comparison.
                if let [.., Unit::Number(_), Unit::Cue(Cue::Cmp(op @ (Op::Ge | Op::Le)), _)] =
                    out.units.as_slice()
                {
                    let op = *op;
                    let prefix = if op == Op::Ge { "at least" } else { "at most" };
                    out.units.pop();
                    let number = out.units.pop();
                    out.units.push(Unit::Cue(Cue::Cmp(op), prefix.to_string()));
                    out.units.extend(number);
                }
                out.units.push(Unit::Cue(Cue::Times(n), tok.raw.clone()));
                i += 1;
            }
            // "results per parameter" over a table `rslt`: a word the questions' own language
            // takes for filler ("results", "values") names the table the schema calls so.
            Some((Cue::Filler, 1)) if names_one_table(ctx, &tok.lower) => {
                run.push(i);
                i += 1;
            }
            Some((cue, len)) => {
                flush(&mut out, &mut run);
                if cue != Cue::Filler {
                    let (_, raw) = words(toks, i, i + len);
                    out.units.push(Unit::Cue(cue, raw));
                }
                i += len;
            }
            None => {
                run.push(i);
                i += 1;
            }
        }
    }
    flush(&mut out, &mut run);
    merge_aggregate_words(ctx, toks, &mut out);
    merge_aliases(ctx, &mut out);
    merge_of_compounds(ctx, &mut out);
    sum_counted_quantities(ctx, &mut out);
    move_trailing_aggregates(&mut out);
    extreme_of_degree(&mut out);
    ranked_counts(&mut out);
    move_pattern_attributes(&mut out);
    rank_aggregates(&mut out);
    drop_existence_counts(&mut out);
    out
}

/// True when the "number" at `i` is an item of a list of attributes ("the number, name and
/// cost of …", "their numbers and make dates") rather than a count: a determiner or a comma
/// before it, a comma or "and" after it, no aggregate word as the next item, and a column
/// named as a number.
fn listed_number(ctx: &Ctx<'_>, toks: &[Tok], i: usize) -> bool {
    let before = i
        .checked_sub(1)
        .and_then(|p| toks.get(p))
        .is_some_and(|t| matches!(t.lower.as_str(), "the" | "their" | "its" | ","));
    let Some(next) = toks.get(i + 1) else {
        return false;
    };
    if !before || !matches!(next.lower.as_str(), "," | "and") {
        return false;
    }
    let item = if toks.get(i + 2).is_some_and(|t| t.is_word("the")) {
        i + 3
    } else {
        i + 2
    };
    let aggregate_next = matches!(cue_at(toks, item), Some((Cue::Agg(_) | Cue::Count, _)));
    !aggregate_next && ctx.linker.best("number").0 >= 0.6
}

/// "shared by at least one female and one male candidate", "who made at least one batch of
/// Stilton": "at least one" before a stored value, or before rows said to be of one, only says
/// such rows exist; it compares nothing.
fn drop_existence_counts(out: &mut Units) {
    let mut i = 0;
    while i + 2 < out.units.len() {
        let rows_of_value = matches!(out.units[i + 2], Unit::Mention(m) if out.table_like(m))
            && matches!(out.units.get(i + 3), Some(Unit::Cue(Cue::Of, _)))
            && matches!(out.units.get(i + 4), Some(Unit::Value { .. }));
        let existence = matches!(out.units[i], Unit::Cue(Cue::Cmp(Op::Ge), _))
            && matches!(&out.units[i + 1], Unit::Number(n) if n == "1")
            && (matches!(out.units[i + 2], Unit::Value { .. }) || rows_of_value);
        if existence {
            out.units.drain(i..i + 2);
        }
        i += 1;
    }
}

/// The number of occurrences "times" at `at` counts, when a whole number stands before it
/// ("4 times").
fn times_after_number(toks: &[Tok], at: usize) -> Option<u32> {
    // "3 or more times": the bound said after the number sits between it and "times".
    let bounded = at >= 3
        && toks[at - 2].is_word("or")
        && ["more", "fewer", "less"]
            .iter()
            .any(|w| toks[at - 1].is_word(w));
    let before = at
        .checked_sub(if bounded { 3 } else { 1 })
        .and_then(|p| toks.get(p))?;
    let times = toks.get(at).is_some_and(|t| t.lower == "times");
    (times && before.kind == TokKind::Number)
        .then(|| before.lower.parse().ok())
        .flatten()
}

/// True when some column's name is or contains `word`, or the word names one well.
fn names_a_column(ctx: &Ctx<'_>, word: &str) -> bool {
    let named = ctx.linker.tables.iter().any(|t| {
        t.columns
            .iter()
            .any(|c| c.precomputed.is_none() && c.human.split(' ').any(|w| w == word))
    });
    named || ctx.linker.best(word).0 >= 0.9
}

/// `Some(op)` when `toks[at]` is a comparative separated from its "than" by a short phrase.
fn split_comparative(toks: &[Tok], at: usize) -> Option<Op> {
    // "more expensive than" says what it compares ("price").
    if matches!(cue_at(toks, at), Some((Cue::CmpAdj(..), _))) {
        return None;
    }
    let op = match toks[at].lower.as_str() {
        "more" | "greater" | "higher" | "larger" | "bigger" | "better" => Op::Gt,
        "less" | "fewer" | "lower" | "smaller" | "worse" => Op::Lt,
        _ => return None,
    };
    let than = (at + 2..(at + 6).min(toks.len())).find(|&k| toks[k].is_word("than"))?;
    let plain = (at + 1..than).all(|k| {
        toks[k].kind == TokKind::Word
            && !matches!(
                cue_at(toks, k),
                Some((Cue::Rel | Cue::Cmp(_) | Cue::Neg | Cue::Proj, _))
            )
    });
    plain.then_some(op)
}

/// Cuts a run of content words into mentions. A run is one noun phrase ("manager name",
/// "maker full name") unless it starts with a word that names a table ("pet type" → "pet",
/// "type"); runs longer than four words are cut greedily at the longest well-linked span.
/// Words that say what kind of value a name holds, never a verb after it.
const KIND_NOUNS: &[&str] = &[
    "date", "dates", "day", "days", "time", "times", "year", "years",
];

fn segment(ctx: &Ctx<'_>, toks: &[Tok], run: &[usize], out: &mut Units) {
    let mut k = 0;
    while k < run.len() {
        let rest = run.len() - k;
        let mut taken = rest.min(4);
        if rest > 4 {
            taken = 1;
            for len in (2..=4).rev() {
                let (lower, _) = words(toks, run[k], run[k + len - 1] + 1);
                let (c, t) = ctx.linker.best(&lower);
                if c.max(t) >= SPAN_LINK {
                    taken = len;
                    break;
                }
            }
        }
        // "employee names", "pet type": a leading table word qualifies the rest.
        let mut modifier = None;
        if taken > 1 {
            let (whole, _) = words(toks, run[k], run[k + taken - 1] + 1);
            let (wc, wt) = ctx.linker.best(&whole);
            let (first, raw_first) = words(toks, run[k], run[k] + 1);
            let (fc, ft) = ctx.linker.best(&first);
            if ft >= STRONG && ft >= fc && wc.max(wt) < SPAN_LINK.max(ft) {
                let m = out.add_mention(ctx, first, raw_first, (run[k], run[k] + 1));
                let (rest, _) = words(toks, run[k + 1], run[k + taken - 1] + 1);
                let (rc, rt) = ctx.linker.best(&rest);
                // "visitor *visited*": a verb after a table word is what the rows did, not an
                // attribute of theirs, however much it resembles a name ("visit").
                // "more than one artist *born* after 1930": counted rows, then a participle
                // that restricts them ("singers born before 1950" alone names the birth year).
                let participle = matches!(rest.as_str(), "born" | "died")
                    && matches!(out.units.last(), Some(Unit::Number(_)));
                if rc.max(rt) >= 0.5 && !is_verb_form(&rest) && !participle {
                    out.modifiers.push(m);
                    modifier = Some(m);
                } else {
                    // "artists played": the table, then a verb.
                    out.units.push(Unit::Mention(m));
                }
                k += 1;
                taken -= 1;
            }
        }
        // A trailing word that adds nothing to the link is a verb ("car maker produce").
        while taken > 1 {
            let (whole, _) = words(toks, run[k], run[k + taken - 1] + 1);
            let (prefix, _) = words(toks, run[k], run[k + taken - 2] + 1);
            let (last, _) = words(toks, run[k + taken - 1], run[k + taken - 1] + 1);
            let (w, p, l) = (
                ctx.linker.best(&whole),
                ctx.linker.best(&prefix),
                ctx.linker.best(&last),
            );
            // A verb form ("maker *produced*") is cut even when it resembles a column a little
            // ("product"), as long as the noun before it names something as well alone.
            // So is a past participle after a plural noun naming a table, however loosely ("fires
            // *discovered* in 2022" over `fire_incd`): a reduced relative clause, the rows the
            // noun names restricted by what the participle says. Not a present participle: it
            // takes an object that may be counted ("hospitals reporting 5 or more measures").
            let plural_rows = taken == 2
                && stem(&prefix) != prefix
                && !last.ends_with("ing")
                && p.1 >= 0.45
                && p.1 >= p.0;
            let verb = is_verb_form(&last) && (p.0.max(p.1) >= 0.8 || plural_rows);
            // "check-in dates", "start time": a word for the kind of value stays with the name.
            let kind = KIND_NOUNS.contains(&last.as_str());
            if !kind
                && (plural_rows && verb
                    || p.0.max(p.1) >= w.0.max(w.1) - if verb { 0.05 } else { 0.0 })
                && (l.0.max(l.1) < 0.5 || verb)
            {
                taken -= 1;
            } else {
                break;
            }
        }
        let (from, to) = (run[k], run[k + taken - 1] + 1);
        let (lower, raw) = words(toks, from, to);
        let m = out.add_mention(ctx, lower, raw, (from, to));
        if let Some(q) = modifier {
            out.mentions[m].owner = Some(out.mentions[q].text.clone());
            out.mentions[m].surface =
                format!("{} {}", out.mentions[q].surface, out.mentions[m].surface);
        }
        out.units.push(Unit::Mention(m));
        k += taken;
    }
}

/// True when `words`, as said, name a column ("top speed", "best finish" over `best_finish`):
/// such words are data, not a ranking.
pub(super) fn names_column(ctx: &Ctx<'_>, words: &str) -> bool {
    ctx.linker.best(words).0 >= 0.9
}

/// "the best money rank", "the worst finish": on a scale of places the best is the lowest
/// number ("best" → "lowest", "worst" → "highest"), unless the words name a column as said
/// ("best finish" over a column `best_finish`) or the places are listed in the plural.
fn place_extremes(ctx: &Ctx<'_>, toks: &[Tok]) -> Vec<Tok> {
    const PLACES: &[&str] = &["rank", "ranking", "position", "finish", "place"];
    let mut out = toks.to_vec();
    for (i, tok) in toks.iter().enumerate() {
        let said = match tok.lower.as_str() {
            "best" => "lowest",
            "worst" => "highest",
            _ => continue,
        };
        let following: Vec<&Tok> = toks
            .iter()
            .skip(i + 1)
            .take(3)
            .take_while(|t| t.kind == TokKind::Word)
            .collect();
        // One place is ranked ("the best money rank"); places in the plural are listed ("the
        // best finishes of the players" are their best_finish values).
        let place_follows = following.iter().any(|t| PLACES.contains(&t.lower.as_str()));
        let names_a_column = following
            .first()
            .is_some_and(|n| names_column(ctx, &format!("{} {}", tok.lower, n.lower)));
        if place_follows && !names_a_column {
            out[i] = Tok::word(said);
        }
    }
    // "the critic who gave the top score": "the top" before a noun is the highest, unless the
    // two name a column together ("top speed"); "the top 3" stays a count.
    for i in 1..toks.len() {
        let noun_next = toks.get(i + 1).is_some_and(|n| n.kind == TokKind::Word);
        if toks[i].lower != "top" || toks[i - 1].lower != "the" || !noun_next {
            continue;
        }
        let names_a_column = names_column(ctx, &format!("top {}", toks[i + 1].lower));
        if !names_a_column {
            out[i] = Tok::word("highest");
        }
    }
    out
}
