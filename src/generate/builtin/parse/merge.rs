//! Merges that make one mention of what the unit builder cut in pieces.
//!
//! Owns: "number of products" and "staff number" (an aggregate word that belongs to a column's
//! name), "level of membership" (two phrases around "of" that together name a column, the
//! second becoming the first's owner), "order count" (a compound noun ending in an aggregate
//! word), "total spent by each visitor" (a merged aggregate word that still aggregates over
//! groups) and "miles per gallon (mpg)" (a parenthesised alias); and the moves that put a unit
//! where the clause reader expects it: a trailing total or average, "the 3 orders that cost
//! the most" (a count kept), "with the word X in its title" (a pattern's attribute said after
//! it) and "the longest total time" (a scale adjective ranking an aggregate).
//! Must not touch: cue meanings or clause structure.

use super::super::frame::{Agg, Op};
use super::super::lexicon::{stem, Cue, Tok};
use super::units::{Unit, Units, STRONG};
use super::Ctx;

/// An aggregate word belongs to a column name ("number of products") at this link or above.
const MERGE_LINK: f64 = 0.85;
/// The same where no aggregate can stand ("for each highest chart position").
const RELAXED_LINK: f64 = 0.5;
/// A link this high is the column's name itself.
const EXACT: f64 = 0.99;

/// The word an aggregate cue contributes to a column name.
fn cue_word(cue: Cue) -> Option<&'static str> {
    match cue {
        Cue::Count => Some("number"),
        Cue::Agg(Agg::Avg) => Some("average"),
        Cue::Agg(Agg::Sum) => Some("total"),
        Cue::Agg(Agg::Max) => Some("maximum"),
        Cue::Agg(Agg::Min) => Some("minimum"),
        _ => None,
    }
}

/// "number of products" → one mention when a column's name holds the aggregate word and the
/// whole phrase names it well ("staff number" likewise, with the word after).
pub(super) fn merge_aggregate_words(ctx: &Ctx<'_>, _toks: &[Tok], out: &mut Units) {
    let mut i = 0;
    while i < out.units.len() {
        let Unit::Cue(cue, _) = out.units[i] else {
            i += 1;
            continue;
        };
        let Some(canonical) = cue_word(cue).filter(|_| !is_trailing(&out.units[i])) else {
            i += 1;
            continue;
        };
        // The word as written ("order *count*") may be the column's word, not the canonical one
        // ("number").
        let written = match &out.units[i] {
            Unit::Cue(_, raw) if !raw.contains(' ') => raw.to_lowercase(),
            _ => String::new(),
        };
        // "For each highest chart position": nothing is aggregated right after a group cue,
        // so a word a column is named with belongs to that name at any better link.
        let after_group = i > 0 && matches!(out.units[i - 1], Unit::Cue(Cue::Group, _));
        let try_merge = |m: usize, before: bool, out: &mut Units| -> bool {
            [canonical, written.as_str()]
                .into_iter()
                .filter(|w| !w.is_empty())
                .any(|w| try_merge_word(ctx, w, m, before, after_group, out))
        };
        // Forward: cue, optional "of", mention.
        let next = if matches!(out.units.get(i + 1), Some(Unit::Cue(Cue::Of, _))) {
            i + 2
        } else {
            i + 1
        };
        if let Some(Unit::Mention(m)) = out.units.get(next).cloned() {
            let raw = match &out.units[i] {
                Unit::Cue(_, raw) => raw.to_lowercase(),
                _ => String::new(),
            };
            if try_merge(m, true, out) {
                // "total number of tickets" over a count column is that column's sum.
                if cue == Cue::Count && raw.starts_with("total") {
                    out.units
                        .splice(i..next, [Unit::Cue(Cue::Agg(Agg::Sum), "total".into())]);
                    i += 2;
                } else if matches!(cue, Cue::Agg(_)) && keeps_aggregate(out, next) {
                    // "the total spent by each visitor": a column named "total spent" is one
                    // row's total; over a group it is summed.
                    out.units.drain(i + 1..next);
                    i += 2;
                } else {
                    out.units.drain(i..next);
                }
                continue;
            }
        }
        if i > 0 {
            if let Some(Unit::Mention(m)) = out.units.get(i - 1).cloned() {
                if try_merge(m, false, out) {
                    out.units.remove(i);
                    continue;
                }
            }
        }
        i += 1;
    }
    // "level of membership": two mentions around "of" or "per" that together name a column.
    let mut i = 0;
    while i + 2 < out.units.len() {
        if let (Unit::Mention(a), Unit::Cue(Cue::Of | Cue::Group, _), Unit::Mention(b)) = (
            out.units[i].clone(),
            out.units[i + 1].clone(),
            out.units[i + 2].clone(),
        ) {
            let joined = format!("{} {}", out.mentions[a].text, out.mentions[b].text);
            let (c, _) = ctx.linker.best(&joined);
            let (ca, ta) = out.best[a];
            let (cb, tb) = out.best[b];
            // "sites per state": rows named as well as any column of theirs are counted per
            // group (`Scan::count_before_per`), not a column "sites per state".
            let rows_per = matches!(out.units[i + 1], Unit::Cue(Cue::Group, _)) && ta >= ca;
            if c >= MERGE_LINK && c > ca.max(cb) + 0.05 && ta.max(tb) < STRONG && !rows_per {
                let of = if matches!(out.units[i + 1], Unit::Cue(Cue::Of, _)) {
                    "of"
                } else {
                    "per"
                };
                out.mentions[a].surface = format!(
                    "{} {of} {}",
                    out.mentions[a].surface, out.mentions[b].surface
                );
                out.mentions[a].span.1 = out.mentions[b].span.1;
                out.mentions[a].text = joined.clone();
                out.mentions[a].owner = Some(out.mentions[b].text.clone());
                out.best[a] = ctx.linker.best(&joined);
                out.units.drain(i + 1..i + 3);
                continue;
            }
        }
        i += 1;
    }
}

/// "miles per gallon (mpg)": a parenthesised mention renames what precedes it.
pub(super) fn merge_aliases(ctx: &Ctx<'_>, out: &mut Units) {
    let mut i = 0;
    while i + 2 < out.units.len() {
        let alias = match (&out.units[i], &out.units[i + 1], out.units.get(i + 2)) {
            (Unit::Punct('('), Unit::Mention(m), Some(Unit::Punct(')'))) => Some(*m),
            _ => None,
        };
        let Some(alias) = alias else {
            i += 1;
            continue;
        };
        // Walk back over the mentions and joiners the alias renames.
        let mut start = i;
        while start > 0 {
            match &out.units[start - 1] {
                Unit::Mention(_) | Unit::Cue(Cue::Group | Cue::Of, _) => start -= 1,
                _ => break,
            }
        }
        let first = out.units[start..i].iter().find_map(|u| {
            if let Unit::Mention(m) = u {
                Some(*m)
            } else {
                None
            }
        });
        if let Some(first) = first {
            let surface: Vec<String> = out.units[start..i]
                .iter()
                .filter_map(|u| {
                    if let Unit::Mention(m) = u {
                        Some(out.mentions[*m].surface.clone())
                    } else {
                        None
                    }
                })
                .collect();
            let text = out.mentions[alias].text.clone();
            out.mentions[first].surface =
                format!("{} ({})", surface.join(" "), out.mentions[alias].surface);
            out.mentions[first].text = text.clone();
            out.best[first] = ctx.linker.best(&text);
            out.units.splice(start..i + 3, [Unit::Mention(first)]);
            i = start + 1;
        } else {
            out.units.splice(i..i + 3, [Unit::Mention(alias)]);
            i += 1;
        }
    }
}

/// How much better "X of Y" must name a column than X or Y alone to be read as one name.
const COMPOUND_GAIN: f64 = 0.1;

/// The least link of the second phrase and of the whole when they name the same column.
const NARROWED: f64 = 0.5;

/// "years of experience", "date of birth": two phrases joined by "of" that together name a
/// column far better than either alone are one name (`yrs_experience`), not an attribute
/// and its owner.
pub(super) fn merge_of_compounds(ctx: &Ctx<'_>, out: &mut Units) {
    let mut i = 0;
    while i + 2 < out.units.len() {
        let (Unit::Mention(a), Unit::Cue(Cue::Of, _), Unit::Mention(b)) =
            (&out.units[i], &out.units[i + 1], &out.units[i + 2])
        else {
            i += 1;
            continue;
        };
        let (a, b) = (*a, *b);
        let text = format!("{} of {}", out.mentions[a].text, out.mentions[b].text);
        let (col, table) = ctx.linker.best(&text);
        let alone = out.best[a].0.max(out.best[b].0).max(out.best[b].1);
        // …or whose second phrase, a column's name and no table's, names the same column as
        // the whole: "years of *experience*" is `yrs_experience`, though "years" alone is
        // `yr_built` as well.
        let top = |t: &str| {
            ctx.linker
                .columns_for(t, None)
                .first()
                .map(|&(t, c, _)| (t, c))
        };
        // A key is named by its rows ("names of poker players" is no `poker_player_id`).
        let key = |(t, c): (usize, usize)| ctx.linker.tables[t].columns[c].named_as_key();
        let narrowed = out.best[b].0 >= NARROWED
            && out.best[b].0 > out.best[b].1
            && top(&text).is_some_and(|whole| {
                !key(whole)
                    && Some(whole) == top(&out.mentions[b].text)
                    && Some(whole) != top(&out.mentions[a].text)
            });
        let merged =
            (col >= STRONG && col > alone + COMPOUND_GAIN) || (col >= NARROWED && narrowed);
        if col > table && merged {
            out.mentions[a].surface =
                format!("{} of {}", out.mentions[a].surface, out.mentions[b].surface);
            out.mentions[a].text = text;
            out.mentions[a].span.1 = out.mentions[b].span.1;
            out.best[a] = (col, table);
            out.units.splice(i..i + 3, [Unit::Mention(a)]);
        }
        i += 1;
    }
}

/// A column this well named by a counted phrase is a quantity the rows hold.
const QUANTITY_LINK: f64 = 0.9;

/// …or this well, when the phrase shares a word with the column's name.
const NAMED_QUANTITY_LINK: f64 = 0.65;

/// "the total number of hours worked", "How many passengers in total travelled …": a total
/// of a phrase that names a numeric column (and no table) adds that column up; "the total
/// number of volunteers" still counts rows. "On average, how many words do the projects
/// have?" likewise averages the column.
pub(super) fn sum_counted_quantities(ctx: &Ctx<'_>, out: &mut Units) {
    for i in 0..out.units.len().saturating_sub(1) {
        let (Unit::Cue(Cue::Count, raw), Unit::Mention(m)) = (&out.units[i], &out.units[i + 1])
        else {
            continue;
        };
        let start = out.units[..i]
            .iter()
            .rposition(ends_sentence)
            .map_or(0, |p| p + 1);
        let said_after = out.units[i + 2..].iter().take_while(|u| !ends_sentence(u));
        let said_before = out.units[start..i].iter();
        // The aggregate said around the count, before or after it: "in total", "altogether",
        // "on average".
        let around = said_after.chain(said_before).find_map(|u| match u {
            Unit::Cue(Cue::Agg(agg @ (Agg::Sum | Agg::Avg)), _) if is_trailing(u) => Some(*agg),
            _ => None,
        });
        let agg = if raw.to_lowercase().starts_with("total") {
            Agg::Sum
        } else if let Some(agg) = around {
            agg
        } else {
            continue;
        };
        let mention = &out.mentions[*m];
        let (_, table) = out.best[*m];
        let words: Vec<String> = mention.text.split(' ').map(stem).collect();
        let quantity = ctx
            .linker
            .columns_for(&mention.text, mention.owner.as_deref())
            .first()
            .is_some_and(|&(t, c, score)| {
                let col = &ctx.linker.tables[t].columns[c];
                let key = col.named_as_key() || col.reference;
                // "votes (won)" for `votes_cast`: the phrase shares a word with the column's own
                // name.
                let own: Vec<String> = col.human.split(' ').map(stem).collect();
                let named = words.iter().any(|w| own.contains(w));
                let linked = score >= QUANTITY_LINK || (named && score >= NAMED_QUANTITY_LINK);
                col.numeric && !key && linked && score > table
            });
        if quantity {
            let word = if agg == Agg::Avg { "average" } else { "total" };
            out.units[i] = Unit::Cue(Cue::Agg(agg), word.into());
        }
    }
}

/// "How many tickets did they buy in total?", "What is the price on average?": an aggregate
/// written after the sentence's head moves before its first attribute, unless the sentence
/// already aggregates (then it only restates that).
pub(super) fn move_trailing_aggregates(out: &mut Units) {
    let mut start = 0;
    let mut i = 0;
    while i < out.units.len() {
        if ends_sentence(&out.units[i]) {
            start = i + 1;
        }
        if !is_trailing(&out.units[i]) {
            i += 1;
            continue;
        }
        // "asked for more than 80 packets in total": a total compared with a number is a
        // condition on each group's total ("have a total of more than 80 packets"). The
        // quantity may carry what it counts: "more than 150 units of blood in total".
        let measured = match (
            i.checked_sub(2).and_then(|k| out.units.get(k)),
            i.checked_sub(1).and_then(|k| out.units.get(k)),
        ) {
            (Some(Unit::Cue(Cue::Of, _)), Some(Unit::Mention(_))) => i - 2,
            _ => i,
        };
        if let (Some(Unit::Cue(Cue::Cmp(_), _)), Some(Unit::Number(_)), Some(Unit::Mention(m))) = (
            measured.checked_sub(3).and_then(|k| out.units.get(k)),
            measured.checked_sub(2).and_then(|k| out.units.get(k)),
            measured.checked_sub(1).and_then(|k| out.units.get(k)),
        ) {
            if !out.table_like(*m) && matches!(out.units[i], Unit::Cue(Cue::Agg(Agg::Sum), _)) {
                let total = out.units.remove(i);
                let at = measured - 3;
                out.units.insert(at, Unit::Cue(Cue::Of, "of".into()));
                out.units.insert(at, total);
                out.units.insert(at, Unit::Cue(Cue::Have, "have".into()));
                i += 1;
                continue;
            }
        }
        let cue = out.units.remove(i);
        let aggregated = out.units[start..i]
            .iter()
            .any(|u| matches!(u, Unit::Cue(Cue::Agg(_) | Cue::Count, _)));
        let head = (start..i).find(|&k| is_head(out, k));
        // "On average, how old are the technicians?": said first, before anything it could
        // follow, the aggregate scopes over the sentence's head after it, unless the sentence
        // aggregates already ("On average, how many words …" has become an average).
        let fronted = (start..i).all(|k| matches!(out.units[k], Unit::Punct(_)));
        let end = sentence_end(&out.units, i);
        let aggregated_after = out.units[i..end]
            .iter()
            .any(|u| matches!(u, Unit::Cue(Cue::Agg(_) | Cue::Count, _)));
        if fronted && !aggregated_after {
            if let Some(at) = (i..end).find(|&k| is_head(out, k)) {
                out.units.insert(at, cue);
                i = at + 1;
                continue;
            }
        }
        // "the driver who carried the most passengers in total": the superlative ranks the
        // total, so the total goes between it and what it ranks ("the most total passengers").
        let ranked = (start..i).find(|&k| {
            matches!(out.units[k], Unit::Cue(Cue::Agg(Agg::Max | Agg::Min), _))
                && matches!(out.units.get(k + 1), Some(Unit::Mention(m)) if !out.table_like(*m))
        });
        let summed = out.units[start..i].iter().any(|u| {
            matches!(
                u,
                Unit::Cue(Cue::Agg(Agg::Sum | Agg::Avg), _) | Unit::Cue(Cue::Count, _)
            )
        });
        match (aggregated, head, ranked) {
            (false, Some(at), _) => {
                out.units.insert(at, cue);
                i += 1;
            }
            (true, _, Some(at)) if !summed && matches!(cue, Unit::Cue(Cue::Agg(Agg::Sum), _)) => {
                out.units.insert(at + 1, cue);
                i += 1;
            }
            _ => {}
        }
    }
}

/// "How old is the oldest archaeologist?", "How cold is the coldest storage unit?": a degree
/// question about the superlative of its own dimension asks for that extreme value (the
/// largest age), so the superlative becomes the aggregate of the attribute asked for; a
/// superlative of another dimension ("how old is the tallest player") still ranks the rows.
pub(super) fn extreme_of_degree(out: &mut Units) {
    let mut start = 0;
    while start < out.units.len() {
        let end = sentence_end(&out.units, start);
        let asked = (start..end).find_map(|k| match &out.units[k] {
            Unit::Cue(Cue::HowAttr(attr), raw) if !raw.eq_ignore_ascii_case("where") => {
                Some((k, *attr))
            }
            _ => None,
        });
        if let Some((at, attr)) = asked {
            let ranked = (at + 1..end).find_map(|k| match out.units[k] {
                Unit::Cue(Cue::Super(dimension, desc), _) if dimension == attr => Some((k, desc)),
                _ => None,
            });
            if let Some((k, desc)) = ranked {
                out.units.remove(k);
                let (agg, word) = if desc {
                    (Agg::Max, "maximum")
                } else {
                    (Agg::Min, "minimum")
                };
                out.units.insert(at, Unit::Cue(Cue::Agg(agg), word.into()));
            }
        }
        start = end + 1;
    }
}

/// Whether `u` closes a sentence.
fn ends_sentence(u: &Unit) -> bool {
    matches!(u, Unit::Punct('.' | '?' | '!' | ';'))
}

/// The index of the unit closing the sentence that `from` is in (the length when none does).
fn sentence_end(units: &[Unit], from: usize) -> usize {
    units[from..]
        .iter()
        .position(ends_sentence)
        .map_or(units.len(), |k| from + k)
}

/// What a trailing aggregate applies to: an attribute (a phrase naming no table) or the
/// attribute a "how old" asks for.
fn is_head(out: &Units, k: usize) -> bool {
    match &out.units[k] {
        Unit::Mention(m) => !out.table_like(*m),
        Unit::Cue(Cue::HowAttr(_), raw) => !raw.eq_ignore_ascii_case("where"),
        _ => false,
    }
}

/// An aggregate written after its head ("in total", "on average").
fn is_trailing(u: &Unit) -> bool {
    matches!(u, Unit::Cue(Cue::Agg(_), raw)
        if matches!(raw.to_lowercase().as_str(), "in total" | "altogether" | "on average"))
}

/// Merges `word` into mention `m` (before or after it) when the whole names a column whose
/// name holds the word, better than the mention alone.
fn try_merge_word(
    ctx: &Ctx<'_>,
    word: &str,
    m: usize,
    before: bool,
    relaxed: bool,
    out: &mut Units,
) -> bool {
    let mention = &out.mentions[m];
    let text = if before {
        format!("{word} {}", mention.text)
    } else {
        format!("{} {word}", mention.text)
    };
    let cols = ctx.linker.columns_for(&text, None);
    let Some(&(t, c, s)) = cols.first() else {
        return false;
    };
    let human = &ctx.linker.tables[t].columns[c].human;
    let named = human.split(' ').any(|w| w == word);
    // "how many sites", "number of sites": a count said before its noun is never the noun's
    // identifier, which English names with the number word after it (`site_no`, "site
    // number", "phone number"); a count column says it first (`num_sites`, "number of sites").
    if before && word == "number" && human.ends_with(" number") {
        return false;
    }
    let (col_alone, table_alone) = out.best[m];
    let link = if relaxed { RELAXED_LINK } else { MERGE_LINK };
    let better = s >= link && s > col_alone + 0.02 && table_alone < STRONG;
    // "average attendance" → a column called "average": the word is the column.
    let weak_rest = named && s >= 0.6 && col_alone.max(table_alone) < 0.5;
    // "order count": a noun followed by the aggregate word, together a column's exact name, is
    // that compound noun, even when the first noun alone also names something.
    let compound = !before && s >= EXACT;
    if named && (better || weak_rest || compound) {
        let surface = if before {
            format!("{word} {}", out.mentions[m].surface)
        } else {
            format!("{} {word}", out.mentions[m].surface)
        };
        out.mentions[m].text = text.clone();
        out.mentions[m].surface = surface;
        out.best[m] = ctx.linker.best(&text);
        return true;
    }
    false
}

/// Whether an aggregate word merged into the column name before `at` ("total spent") still
/// aggregates that column. Over groups ("by each visitor") it must, or the grouping has
/// nothing to aggregate; otherwise the column is likelier read as it is. Both are readings:
/// the choice is uncertain, and the flipped reading takes the other.
fn keeps_aggregate(out: &mut Units, at: usize) -> bool {
    let grouped = out.units[at..]
        .iter()
        .take_while(|u| !ends_sentence(u))
        .any(|u| matches!(u, Unit::Cue(Cue::Group, _)));
    out.uncertain = true;
    grouped != out.flip
}

/// "the 3 hospital orders that cost the most", "Which 3 ships are the oldest?": a number
/// counting the rows a table noun names, ranked by a superlative later in the sentence, is how
/// many of them to keep, as "the top 3" says.
pub(super) fn ranked_counts(out: &mut Units) {
    let mut i = 0;
    while i + 1 < out.units.len() {
        let counted_rows = matches!(out.units[i], Unit::Number(_))
            && matches!(out.units[i + 1], Unit::Mention(m) if out.table_like(m))
            && !matches!(
                i.checked_sub(1).map(|p| &out.units[p]),
                Some(Unit::Cue(
                    Cue::Cmp(_) | Cue::Between | Cue::Top | Cue::CmpAdj(..),
                    _
                ))
            );
        let ranked = counted_rows
            && out.units[i + 2..]
                .iter()
                .take_while(|u| !ends_sentence(u))
                .any(|u| matches!(u, Unit::Cue(Cue::Agg(Agg::Max | Agg::Min), _)));
        if ranked {
            out.units.insert(i, Unit::Cue(Cue::Top, "top".into()));
            i += 1;
        }
        i += 1;
    }
}

/// "each proposal with the word Exoplanet in its title": a pattern whose attribute is said
/// after it ("in its title") matches that attribute, as if said first ("whose title contains
/// Exoplanet").
pub(super) fn move_pattern_attributes(out: &mut Units) {
    let mut i = 0;
    while i + 3 < out.units.len() {
        let pattern = matches!(out.units[i], Unit::Cue(Cue::Cmp(Op::Like(_)), _))
            && matches!(out.units[i + 1], Unit::Value { .. })
            && matches!(out.units[i + 2], Unit::Cue(Cue::In, _));
        match out.units[i + 3] {
            Unit::Mention(m) if pattern && !out.table_like(m) => {
                let attribute = out.units.remove(i + 3);
                out.units.remove(i + 2);
                out.units.insert(i, attribute);
                out.units.insert(i, Unit::Cue(Cue::Rel, "whose".into()));
                i += 4;
            }
            _ => i += 1,
        }
    }
}

/// "the longest total exposure time": an adjective of a scale before a total or an average
/// ranks that aggregate of the phrase after it, as "the highest total" does; what the
/// adjective alone would imply (a length) is not what is ranked.
pub(super) fn rank_aggregates(out: &mut Units) {
    for i in 0..out.units.len().saturating_sub(2) {
        let Unit::Cue(Cue::Super(_, desc), ref raw) = out.units[i] else {
            continue;
        };
        let aggregated = matches!(
            out.units[i + 1],
            Unit::Cue(Cue::Agg(Agg::Sum | Agg::Avg), _)
        ) && matches!(out.units[i + 2], Unit::Mention(m) if !out.table_like(m));
        if aggregated {
            let agg = if desc { Agg::Max } else { Agg::Min };
            out.units[i] = Unit::Cue(Cue::Agg(agg), raw.clone());
        }
    }
}
