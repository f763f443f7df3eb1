//! Candidate schema components for each decision of a frame ("link groups").
//!
//! Owns: which decisions a frame needs (one per distinct phrase and role, one per value whose
//! column is open, one per negated relation's table), their candidates with relative scores
//! (`exp(K · (s − best))`, so every candidate within a margin of the best survives as an
//! alternative reading), and the evidence beyond names: values found in a column, numbers
//! inside a column's range, numeric columns for numbers, and a table's amounts when the table
//! itself is measured ("the largest contribution").
//! Must not touch: joins or SQL (`build.rs`), the question text (frames only).

use super::super::frame::{Agg, Frame, Operand, Slot};
use super::super::link::Linker;
use super::super::names::{asks_age, content_words, tells_birth};
use super::super::values::dates::month_period;
use super::super::values::ValueIndex;
use super::context::context;
use std::collections::BTreeMap;

/// Sharpness of relative scores: a link 0.1 below the best keeps `e^-1` of its weight.
const K: f64 = 8.0;
/// Weight of the question's context (its entities and strongly linked phrases) on a column's
/// link: a weak phrase resolves among the tables the question is about.
const CONTEXT: f64 = 0.15;
/// Link lost by a key or number column for a phrase asking for a name.
const NOT_A_NAME: f64 = 0.3;
/// Link lost by a name column of another table than the one its owner names.
const OTHER_OWNER: f64 = 0.1;
/// An owner names a table at this link or above.
const OWNER_TABLE: f64 = 0.85;
/// Candidates below this share of the best are dropped.
const MIN_REL: f64 = 0.08;
/// At most this many candidates per decision.
const MAX_CANDIDATES: usize = 4;

/// A choice for one decision: a column `(table, column)` or a whole table (`column: None`).
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub table: usize,
    pub column: Option<usize>,
    pub rel: f64,
}

/// What a decision is about.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Key {
    /// A phrase's content words with its owner's (sorted), and whether it stands for a
    /// table's key: equal phrases resolve alike ("type of pet" and "pet type").
    Phrase(String, bool),
    /// The column of filter `n` (in a flattened order over the frame), from its value.
    Value(usize),
    /// The table of a negated relation's named thing.
    Table(String),
}

/// Every decision of a frame with its candidates, in a stable order.
pub type Decisions = BTreeMap<Key, Vec<Choice>>;

/// The key of a phrase slot.
pub fn phrase_key(frame: &Frame, m: usize, grouping: bool) -> Key {
    let mention = &frame.mentions[m];
    let mut words = content_words(&mention.text);
    if let Some(owner) = &mention.owner {
        words.extend(content_words(owner));
    }
    words.sort();
    words.dedup();
    if words.is_empty() {
        words.push(mention.text.clone());
    }
    Key::Phrase(words.join(" "), grouping && mention.table_like)
}

/// Candidates relative to the best, best first; equal scores in an order of tables that is
/// not the schema's ([`Linker::table_order`]), so which survive the cap does not depend on
/// where the catalog lists them.
fn relative(linker: &Linker<'_>, raw: Vec<Choice>) -> Vec<Choice> {
    relative_keeping(linker, raw, &[])
}

/// [`relative`], where the `kept` (table, column) choices are never cut by the cap (only by
/// [`MIN_REL`]): they are other shapes of the reading than the columns competing for the
/// phrase (a record table's identifier beside its name-like columns).
fn relative_keeping(
    linker: &Linker<'_>,
    mut raw: Vec<Choice>,
    kept: &[(usize, usize)],
) -> Vec<Choice> {
    raw.sort_by(|a, b| {
        b.rel
            .total_cmp(&a.rel)
            .then_with(|| linker.table_order(a.table, b.table))
            .then(a.column.cmp(&b.column))
    });
    let mut out: Vec<Choice> = Vec::new();
    for c in raw {
        if !out
            .iter()
            .any(|o| o.table == c.table && o.column == c.column)
        {
            out.push(c);
        }
    }
    let Some(best) = out.first().map(|c| c.rel) else {
        return out;
    };
    for c in &mut out {
        c.rel = (K * (c.rel - best)).exp();
    }
    out.retain(|c| c.rel >= MIN_REL);
    // The cap never chooses among equals: candidates tied with the last one kept stay too.
    if let Some(last) = out.get(MAX_CANDIDATES.saturating_sub(1)).map(|c| c.rel) {
        let keep = out
            .iter()
            .skip(MAX_CANDIDATES)
            .take_while(|c| c.rel >= last)
            .count();
        let mut at = 0;
        out.retain(|c| {
            at += 1;
            at <= MAX_CANDIDATES + keep
                || c.column.is_some_and(|col| kept.contains(&(c.table, col)))
        });
    }
    out
}

/// The column a table stands for when a table is named where a column is wanted: its primary
/// key when grouping, else its name-like column.
pub fn stand_in(linker: &Linker<'_>, t: usize, grouping: bool) -> Option<usize> {
    let table = linker.tables.get(t)?;
    if grouping {
        if let Some(pk) = table.primary_key.first() {
            return linker.column_index(t, pk);
        }
    }
    let named = |w: &str| {
        table
            .columns
            .iter()
            .position(|c| c.precomputed.is_none() && c.human.split(' ').any(|x| x == w))
    };
    // A table named after the attribute it holds (`employee_age`) stands for that attribute.
    let lower = table.name.to_lowercase();
    let held = table.columns.iter().position(|c| {
        let column = c.name.to_lowercase();
        lower.len() > column.len() + 1
            && lower.ends_with(&column)
            && lower[..lower.len() - column.len()].ends_with('_')
    });
    // A column called as its table (`course.course`) is the row's name.
    let eponym = table
        .columns
        .iter()
        .position(|c| !c.numeric && c.name.eq_ignore_ascii_case(&table.name));
    // Else the first text column that is no key of any table: a key held as text (an
    // inspection export's `camis`, keyed by its data) identifies the row, it does not name it.
    let text = |c: &super::super::link::ColInfo| !c.numeric && c.precomputed.is_none();
    held.or_else(|| named("name"))
        .or_else(|| named("title"))
        .or(eponym)
        .or_else(|| {
            table
                .columns
                .iter()
                .position(|c| text(c) && !table.holds_key(c))
        })
        .or_else(|| table.columns.iter().position(text))
        .or(if table.columns.is_empty() {
            None
        } else {
            Some(0)
        })
}

/// How far below the table's stand-in its identifier reads the listed rows.
const ROW_KEY: f64 = 0.15;

/// The column that identifies a row of table `t` as a record of its own: its one-column
/// primary key (declared, or read from the data), else a first column named as an id (`sub_id`
/// of a keyless export). `None` for a key of several columns, and for a key that refers to
/// another table: such a table extends that table's rows (`singer_age(singer_id, age)`), its
/// rows are not records of their own.
fn row_key(linker: &Linker<'_>, t: usize) -> Option<usize> {
    let table = linker.tables.get(t)?;
    let own = |c: usize| {
        let column = &table.columns[c];
        (!column.reference && column.target.is_none()).then_some(c)
    };
    match table.primary_key.as_slice() {
        [key] => linker.column_index(t, key).and_then(own),
        [] => table
            .columns
            .first()
            .filter(|c| c.named_as_key())
            .and_then(|_| own(0)),
        _ => None,
    }
}

/// For a table keyed by several columns (`visit(museum_id, visitor_id)`), the key column the
/// phrase names: grouping "by each visitor" over visits groups by `visitor_id`, not by the
/// first key column. `None` for a single-column key (that key is the table's own).
fn key_named(linker: &Linker<'_>, t: usize, grouping: bool, phrase: &str) -> Option<usize> {
    let table = linker.tables.get(t)?;
    if !grouping || table.primary_key.len() < 2 {
        return None;
    }
    table
        .primary_key
        .iter()
        .filter_map(|k| linker.column_index(t, k))
        .map(|c| (c, linker.score(phrase, &table.columns[c].human)))
        .filter(|&(_, s)| s >= 0.5)
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(c, _)| c)
}

/// True when a phrase asks for a name or title.
fn asks_name(text: &str) -> bool {
    content_words(text)
        .iter()
        .any(|w| matches!(w.as_str(), "name" | "title"))
}

/// How a phrase is used: what it is grouped by, compared with (a filter's operand), and
/// whether its rows are what the answer lists.
#[derive(Clone, Copy)]
struct Role<'f> {
    grouping: bool,
    operand: Option<&'f Operand>,
    listed: bool,
}

/// Candidates of a phrase used in a role.
fn phrase_choices(
    linker: &Linker<'_>,
    frame: &Frame,
    m: usize,
    role: Role<'_>,
    values: &ValueIndex,
    context: &[Vec<f64>],
) -> Vec<Choice> {
    let Role {
        grouping,
        operand,
        listed,
    } = role;
    let context = &context[m];
    let mention = &frame.mentions[m];
    let mut raw: Vec<Choice> = linker
        .columns_for(&mention.text, mention.owner.as_deref())
        .into_iter()
        .map(|(t, c, s)| Choice {
            table: t,
            column: Some(c),
            rel: s,
        })
        .collect();
    let linked = raw.len();
    let mut record_keys: Vec<(usize, usize)> = Vec::new();
    // "the youngest singer", "ordered by age" where only a birth year is kept: age is told by
    // birth (the ordering runs the other way, see `build.rs`).
    if asks_age(&mention.text) {
        for (t, table) in linker.tables.iter().enumerate() {
            for (c, col) in table.columns.iter().enumerate() {
                if tells_birth(&col.human) {
                    raw.push(Choice {
                        table: t,
                        column: Some(c),
                        rel: BORN_FOR_AGE,
                    });
                }
            }
        }
    }
    let averaged = averaged(frame, m);
    let extreme = extreme(frame, m);
    let measured = averaged || extreme;
    for (t, s) in linker.tables_for(&mention.text) {
        if s <= 0.0 {
            continue;
        }
        // "the largest single contribution", "the average expense": a row of an event table
        // measured as a whole is measured by its amount, a number that is no key and no date.
        if measured && s >= MEASURED_TABLE {
            for c in measures(linker, values, t) {
                raw.push(Choice {
                    table: t,
                    column: Some(c),
                    rel: s + OWN_AMOUNT,
                });
            }
        }
        let stood_in =
            key_named(linker, t, grouping, &mention.text).or_else(|| stand_in(linker, t, grouping));
        if let Some(c) = stood_in {
            raw.push(Choice {
                table: t,
                column: Some(c),
                rel: 0.95 * s,
            });
        }
        // "contributions made last year", "expenses with no category": where the stand-in
        // repeats over the rows (the name a contribution holds is its contributor's, who gives
        // again), it does not tell the rows apart, and their identifier does. The key is then
        // a second reading of the listed rows, below the stand-in; never for a grouping (the
        // key is already its stand-in), a measure or a name.
        let table = &linker.tables[t];
        // The value index is searched last: only for a table with a key of its own.
        let repeats = |c: usize| values.repeats(&table.name, &table.columns[c].name) == Some(true);
        let key = (!grouping && !measured && !asks_name(&mention.text))
            .then(|| row_key(linker, t))
            .flatten()
            .filter(|&k| Some(k) != stood_in && stood_in.is_some_and(repeats));
        if let Some(k) = key {
            raw.push(Choice {
                table: t,
                column: Some(k),
                rel: 0.95 * s - ROW_KEY,
            });
            // Where the answer lists the rows, the identifier is another shape of the reading
            // than a column naming the phrase, so columns that only share the phrase's prefix
            // (`contrib_city` for "contributions") never crowd it out of the readings.
            if listed {
                record_keys.push((t, k));
            }
        }
    }
    // "area name", "name of the area": the owner's table's own name column, whatever it is
    // called, when no column of that table is called a name.
    let mut owner_tables = Vec::new();
    if asks_name(&mention.text) {
        if let Some(owner) = mention.owner.as_deref() {
            for (t, s) in linker.tables_for(owner) {
                if s >= OWNER_TABLE {
                    owner_tables.push(t);
                }
                let unnamed = linker.tables[t]
                    .columns
                    .iter()
                    .all(|c| !asks_name(&c.human));
                if s < OWNER_TABLE || !unnamed {
                    continue;
                }
                // A row with no name of its own is named by the row it refers to ("names of
                // the poker players": each player refers to a person, who has a name); only
                // when there is none does a stand-in column of its own serve.
                let mut referred = false;
                for (k, col) in linker.tables[t].columns.iter().enumerate() {
                    if col.target.is_none() {
                        continue;
                    }
                    let Some(u) = linker.referred(t, k) else {
                        continue;
                    };
                    let fit = linker.role_fit(u, &mention.text, Some(owner));
                    let named = linker.tables[u]
                        .columns
                        .iter()
                        .position(|c| asks_name(&c.human));
                    if let Some(c) = named {
                        owner_tables.push(u);
                        referred = true;
                        raw.push(Choice {
                            table: u,
                            column: Some(c),
                            rel: 0.95 * s * fit,
                        });
                    }
                }
                if let Some(c) = stand_in(linker, t, false).filter(|_| !referred) {
                    raw.push(Choice {
                        table: t,
                        column: Some(c),
                        rel: 0.95 * s,
                    });
                }
            }
        }
    }
    // The data's own answer: a column holding the value is a candidate whatever its name.
    if let Some(Operand::Text { hits, .. }) = operand {
        for h in hits {
            let (Some(t), Some(c)) = (
                linker.table_index(&h.table),
                None::<usize>.or_else(|| {
                    linker
                        .table_index(&h.table)
                        .and_then(|t| linker.column_index(t, &h.column))
                }),
            ) else {
                continue;
            };
            raw.push(Choice {
                table: t,
                column: Some(c),
                rel: 0.75 * h.quality,
            });
        }
    }
    // "continent name", "title of the song": a name is text, never a key held for another
    // table (that table's own name column says it).
    let asks_name = asks_name(&mention.text);
    for choice in &mut raw {
        choice.rel += CONTEXT * context.get(choice.table).copied().unwrap_or(0.0);
        let Some(c) = choice.column else { continue };
        let col = &linker.tables[choice.table].columns[c];
        if asks_name && (col.reference || col.numeric) {
            choice.rel -= NOT_A_NAME;
        }
        // "the average finishing time": no average of names or 'T'/'F' flags.
        let table = &linker.tables[choice.table].name;
        // Nor of keys: an id is a number that counts nothing.
        let no_numbers = !col.numeric && values.range(table, &col.name).is_none();
        if averaged && (col.reference || col.named_as_key() || no_numbers) {
            choice.rel -= NOT_A_NUMBER;
        }
        // "the largest contribution" is no city that sorts last: a greatest or least is of
        // numbers or dates, never of words.
        if extreme && !averaged && no_numbers && values.date_years(table, &col.name).is_none() {
            choice.rel -= NOT_A_NUMBER;
        }
        // "name of the area": another table's name is a different thing's.
        if !owner_tables.is_empty() && !owner_tables.contains(&choice.table) {
            choice.rel -= OTHER_OWNER;
        }
        match operand {
            Some(Operand::Text { hits, .. }) if !hits.is_empty() => {
                let found = hits.iter().any(|h| {
                    h.table
                        .eq_ignore_ascii_case(&linker.tables[choice.table].name)
                        && h.column.eq_ignore_ascii_case(&col.name)
                });
                choice.rel += if found {
                    0.1
                } else if col.numeric {
                    -0.2
                } else {
                    -0.03
                };
            }
            // A month of a year is no number: only a column of dates holds it.
            Some(Operand::Number(n)) if month_period(n).is_some() => {
                let table = &linker.tables[choice.table].name;
                if values.date_years(table, &col.name).is_none() {
                    choice.rel -= FAR_OUTSIDE;
                }
            }
            Some(Operand::Number(n)) => {
                let x: f64 = n.parse().unwrap_or(0.0);
                let range = values.range(&linker.tables[choice.table].name, &col.name);
                let inside = range.is_some_and(|(lo, hi)| x >= lo && x <= hi);
                if col.numeric || range.is_some() {
                    choice.rel += if inside {
                        0.05
                    } else if range.is_some_and(|r| far_outside(x, r)) {
                        // "older than 2010" is no age, "in 1978" no number of cylinders.
                        -FAR_OUTSIDE
                    } else {
                        0.0
                    };
                } else {
                    choice.rel -= 0.1;
                }
            }
            _ => {}
        }
    }
    if !grouping && !asks_name {
        prefer_shared_stand_ins(linker, values, &mut raw, linked);
    }
    relative_keeping(linker, raw, &record_keys)
}

/// Two columns of one table this close on a phrase fit it by what they share.
const SHARED_TIE: f64 = 0.02;
/// What the table's stand-in gains over the columns it ties with.
const SHARED_STAND_IN: f64 = 0.03;

/// "donors", where `contrib_nm`, `contrib_st` and `contrib_city` fit alike: a phrase that
/// fits several columns of one table equally fits the word they share (the table's own,
/// `contrib`), so it names the table's rows, and the column standing in for a row (its name)
/// answers before the state or the city. Applies where the stand-in is words (no date, code
/// or number) among the tied, and not to a phrase asking for a name ("manager name" fitting
/// `supervisor_name` and `admin_name` alike is about those names, not the shop's own).
fn prefer_shared_stand_ins(
    linker: &Linker<'_>,
    values: &ValueIndex,
    raw: &mut [Choice],
    linked: usize,
) {
    // Each column's fit as the phrase's link gave it (the first `linked` choices): the
    // stand-in is listed again for the table's own link, which any phrase naming the table
    // earns.
    let mut tables: Vec<usize> = raw[..linked].iter().map(|c| c.table).collect();
    tables.sort_unstable();
    tables.dedup();
    for t in tables {
        let fits: Vec<(usize, f64)> = raw[..linked]
            .iter()
            .filter(|c| c.table == t)
            .filter_map(|c| Some((c.column?, c.rel)))
            .collect();
        let Some(best) = fits.iter().map(|f| f.1).max_by(f64::total_cmp) else {
            continue;
        };
        let tied: Vec<usize> = fits
            .iter()
            .filter(|f| f.1 >= best - SHARED_TIE)
            .map(|f| f.0)
            .collect();
        if tied.len() < 2 {
            continue;
        }
        // Only words name a row (a name, a description, a trade name): a table with none is
        // stood in for by its first text column, a date or a code as often as anything.
        let table = &linker.tables[t];
        let Some(own) = stand_in(linker, t, false).filter(|&c| {
            let col = &table.columns[c];
            !col.numeric
                && !col.named_as_key()
                && values.date_years(&table.name, &col.name).is_none()
        }) else {
            continue;
        };
        if tied.contains(&own) {
            for c in raw.iter_mut() {
                if c.table == t && c.column == Some(own) {
                    c.rel = c.rel.max(best + SHARED_STAND_IN);
                }
            }
        }
    }
}

/// What reading a text column (by its declared type and its values) costs under an average or
/// a sum.
const NOT_A_NUMBER: f64 = 0.3;

/// True when the mention is averaged or summed somewhere in the frame.
fn averaged(frame: &Frame, m: usize) -> bool {
    let arithmetic = |agg: Option<Agg>| matches!(agg, Some(Agg::Avg | Agg::Sum));
    let slot = Slot::Phrase(m);
    frame
        .select
        .iter()
        .any(|s| s.slot == slot && arithmetic(s.agg))
        || frame
            .order
            .as_ref()
            .is_some_and(|o| o.slot == slot && arithmetic(o.agg))
        // "priced above the average price": both sides of a comparison with an average.
        || all_filters(frame).iter().any(|f| {
            matches!(&f.operand, Operand::Aggregate(agg, inner, _)
                if arithmetic(Some(*agg)) && (*inner == slot || f.slot == slot))
        })
        || frame
            .having
            .as_ref()
            .and_then(|h| h.of.as_ref())
            .is_some_and(|(agg, s)| *s == slot && arithmetic(Some(*agg)))
}

/// A phrase naming a table this well, under a greatest, least, average or total, offers the
/// table's amounts.
const MEASURED_TABLE: f64 = 0.35;

/// What a table's own amount gains over a column that only shares the table's word
/// (`contrib_zip` for "contribution").
const OWN_AMOUNT: f64 = 0.05;

/// True when the mention is the argument of a greatest or least chosen for the answer (with
/// [`averaged`], the mention is measured).
fn extreme(frame: &Frame, m: usize) -> bool {
    let slot = Slot::Phrase(m);
    frame
        .select
        .iter()
        .any(|s| s.slot == slot && matches!(s.agg, Some(Agg::Max | Agg::Min)))
}

/// The amounts of table `t`: numeric columns that are no key, no reference and no date.
fn measures(linker: &Linker<'_>, values: &ValueIndex, t: usize) -> Vec<usize> {
    let table = &linker.tables[t];
    table
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            c.numeric && !table.holds_key(c) && values.date_years(&table.name, &c.name).is_none()
        })
        .map(|(c, _)| c)
        .collect()
}

/// Link of a birth year or date for an implied age: below a column called age, above a guess.
const BORN_FOR_AGE: f64 = 0.7;

/// What comparing a column with a number of another order of magnitude than its values costs.
const FAR_OUTSIDE: f64 = 0.3;

/// True when `x` is more than ten times beyond the column's values `(lo, hi)`: a number of
/// another kind (a year against ages), not an unusual value of this one.
fn far_outside(x: f64, (lo, hi): (f64, f64)) -> bool {
    let span = (hi - lo).abs().max(hi.abs()).max(lo.abs()).max(1.0);
    x > hi + 10.0 * span || x < lo - 10.0 * span
}

/// Candidates for the column that holds a filter's value, nearer the question's tables first.
fn value_choices(
    linker: &Linker<'_>,
    operand: &Operand,
    values: &ValueIndex,
    context: &[f64],
) -> Vec<Choice> {
    let mut raw = Vec::new();
    match operand {
        Operand::Text { raw: said, hits } => {
            for h in hits {
                let Some(t) = linker.table_index(&h.table) else {
                    continue;
                };
                let Some(c) = linker.column_index(t, &h.column) else {
                    continue;
                };
                for (u, fit) in linker.value_instances(t, said) {
                    raw.push(Choice {
                        table: u,
                        column: Some(c),
                        rel: h.quality * fit,
                    });
                }
            }
        }
        // "in july 2022": a month of a year is held only by dates a pattern can ask it of.
        Operand::Number(n) if let Some((year, month)) = month_period(n) => {
            for (t, table) in linker.tables.iter().enumerate() {
                for (c, col) in table.columns.iter().enumerate() {
                    let within = values
                        .date_years(&table.name, &col.name)
                        .is_some_and(|(lo, hi)| (lo..=hi).contains(&(year as i32)));
                    if col.precomputed.is_none()
                        && within
                        && values
                            .month_pattern(&table.name, &col.name, year, month)
                            .is_some()
                    {
                        raw.push(Choice {
                            table: t,
                            column: Some(c),
                            rel: 0.5 + 0.5 * linker.score("month date", &col.human),
                        });
                    }
                }
            }
        }
        Operand::Number(n) => {
            let x: f64 = n.parse().unwrap_or(f64::NAN);
            let year_like = (1000.0..=2200.0).contains(&x) && x.fract() == 0.0;
            for (t, table) in linker.tables.iter().enumerate() {
                for (c, col) in table.columns.iter().enumerate() {
                    if col.precomputed.is_some() {
                        continue;
                    }
                    // A year also finds the text dates of that year ("opened in 2023").
                    let years = values
                        .date_years(&table.name, &col.name)
                        .filter(|_| year_like)
                        .map(|(lo, hi)| (f64::from(lo), f64::from(hi)));
                    let Some((lo, hi)) = values.range(&table.name, &col.name).or(years) else {
                        continue;
                    };
                    if x < lo || x > hi {
                        continue;
                    }
                    let mut s = 0.5;
                    if year_like {
                        s += 0.5 * linker.score("year date", &col.human);
                    }
                    raw.push(Choice {
                        table: t,
                        column: Some(c),
                        rel: s,
                    });
                }
            }
        }
        Operand::Aggregate(..) => {}
    }
    for choice in &mut raw {
        choice.rel += CONTEXT * context.get(choice.table).copied().unwrap_or(0.0);
    }
    relative(linker, raw)
}

/// Every decision the frame needs, with candidates.
pub fn decisions(linker: &Linker<'_>, frame: &Frame, values: &ValueIndex) -> Decisions {
    let context_of = context;
    let context = context_of(linker, frame, true);
    // A value's own matches are no evidence for where it is: rank them by the rest.
    let about = context_of(linker, frame, false)
        .into_iter()
        .fold(vec![0.0; linker.tables.len()], |acc, c| {
            acc.iter().zip(&c).map(|(a, b)| f64::max(*a, *b)).collect()
        });
    let mut out = Decisions::new();
    let add_listed = |out: &mut Decisions, slot: &Slot, role: Role<'_>| {
        let (m, grouping) = match slot {
            Slot::Phrase(m) => (*m, role.grouping),
            Slot::Key(m) => (*m, true),
            _ => return,
        };
        let key = phrase_key(frame, m, grouping);
        let role = Role { grouping, ..role };
        out.entry(key)
            .or_insert_with(|| phrase_choices(linker, frame, m, role, values, &context));
    };
    let add_phrase =
        |out: &mut Decisions, slot: &Slot, grouping: bool, operand: Option<&Operand>| {
            let role = Role {
                grouping,
                operand,
                listed: false,
            };
            add_listed(out, slot, role);
        };
    for item in &frame.select {
        let role = Role {
            grouping: false,
            operand: None,
            listed: item.agg.is_none(),
        };
        add_listed(&mut out, &item.slot, role);
    }
    for g in &frame.group {
        add_phrase(&mut out, g, true, None);
    }
    for o in frame.prior_order.iter().chain(&frame.order) {
        add_phrase(&mut out, &o.slot, false, None);
    }
    if let Some((_, slot)) = frame.having.as_ref().and_then(|h| h.of.as_ref()) {
        add_phrase(&mut out, slot, false, None);
    }
    for (n, f) in all_filters(frame).into_iter().enumerate() {
        match &f.slot {
            Slot::Value => {
                out.insert(
                    Key::Value(n),
                    value_choices(linker, &f.operand, values, &about),
                );
            }
            // "a higher level than Guti": the text names the row compared with, not the
            // compared attribute's column.
            slot if ranks_against_a_row(f) => add_phrase(&mut out, slot, false, None),
            slot => add_phrase(&mut out, slot, false, Some(&f.operand)),
        }
        if let Operand::Aggregate(_, s, inner) = &f.operand {
            add_phrase(&mut out, s, false, None);
            for g in inner {
                add_phrase(&mut out, &g.slot, false, Some(&g.operand));
            }
        }
    }
    for absence in &frame.absences {
        for &m in &absence.others {
            let text = frame.mentions[m].text.clone();
            let mut raw: Vec<Choice> = linker
                .tables_for(&text)
                .into_iter()
                .map(|(t, s)| Choice {
                    table: t,
                    column: None,
                    rel: s,
                })
                .collect();
            // "never won any award": the table holding what the phrase names.
            for (t, _, s) in linker.columns_for(&text, None).into_iter().take(6) {
                raw.push(Choice {
                    table: t,
                    column: None,
                    rel: 0.9 * s,
                });
            }
            raw.sort_by(|a, b| b.rel.total_cmp(&a.rel));
            out.insert(Key::Table(text), relative(linker, raw));
        }
    }
    out
}

/// An ordering comparison with a text value found in the data: the attribute compared with
/// that row's ("a higher membership level than Guti Midfielder").
pub fn ranks_against_a_row(f: &super::super::frame::Filter) -> bool {
    use super::super::frame::Op;
    matches!(f.op, Op::Gt | Op::Ge | Op::Lt | Op::Le)
        && matches!(&f.operand, Operand::Text { hits, .. } if !hits.is_empty())
        && matches!(f.slot, Slot::Phrase(_))
}

/// The frame's filters in the order `Key::Value` numbers them: top-level, then each absence's.
pub fn all_filters(frame: &Frame) -> Vec<&super::super::frame::Filter> {
    frame
        .filters
        .iter()
        .chain(frame.absences.iter().flat_map(|a| a.filters.iter()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::schema::{Schema, Table};

    /// Five equally good candidates (a value found in five tables) over a cap of four: all are
    /// kept, in the same order however the catalog lists the tables.
    #[test]
    fn the_cap_keeps_ties_whatever_the_schema_order() {
        let names = ["makers", "models", "cars", "car_names", "stats"];
        let sim = crate::embed::Lexical::new();
        let mut seen: Vec<Vec<String>> = Vec::new();
        for order in [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 0, 4, 1, 3]] {
            let schema = Schema {
                tables: order
                    .iter()
                    .map(|&i| Table::with_columns(names[i], &["id", "model"], &["id"]))
                    .collect(),
                ..Default::default()
            };
            let linker = Linker::new(&schema, &sim, &[]);
            let raw = (0..names.len())
                .map(|t| Choice {
                    table: t,
                    column: Some(1),
                    rel: 0.9,
                })
                .collect();
            let kept: Vec<String> = relative(&linker, raw)
                .iter()
                .map(|c| linker.tables[c.table].name.clone())
                .collect();
            assert_eq!(kept.len(), names.len());
            seen.push(kept);
        }
        assert!(seen.windows(2).all(|w| w[0] == w[1]), "{seen:?}");
    }
}
