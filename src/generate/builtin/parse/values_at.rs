//! Values and patterns the unit builder finds in the question's words.
//!
//! Owns: the longest stored value starting at a word (and when a word that names a column
//! with the next one is no value), the unquoted pattern after a LIKE cue, and a whole value
//! after "contains" that relates rows rather than matching text.
//! Must not touch: cue meanings, the units already built (read only), or scoring.

use super::super::frame::Op;
use super::super::lexicon::{cue_at, is_filler, Cue, Tok, TokKind};
use super::super::values::ValueHit;
use super::units::{words, Unit, Units};
use super::Ctx;

/// A phrase is looked for inside stored values only when it names no column or table this
/// well.
const PART_LINK: f64 = 0.6;

/// A phrase resembling one table at least this well, and every other table less than half as
/// well, names that table.
const ONE_TABLE: f64 = 0.5;

/// A word found only inside stored values that resembles a table or a column at least this
/// well may name it instead ([`fragment_or_name`]); the one-table bar, without the margin.
const FRAGMENT_OR_NAME: f64 = ONE_TABLE;

/// Longest stored value a question spells out, in words.
const MAX_VALUE_WORDS: usize = 6;

/// Words from which a phrase ending in a number is a name spelled out, whatever its case.
const NAMED_IN_FULL: usize = 3;

/// Longest data value starting at `at` (up to [`MAX_VALUE_WORDS`] words), if any.
pub(super) fn value_at(ctx: &Ctx<'_>, toks: &[Tok], at: usize) -> Option<(usize, Vec<ValueHit>)> {
    let first = toks.get(at)?;
    // "10 May": a stored value may start with a number, as long as words follow it.
    let number_first = first.kind == TokKind::Number;
    if first.kind != TokKind::Word && !number_first {
        return None;
    }
    let max = (at + MAX_VALUE_WORDS).min(toks.len());
    // "full-time": a hyphen joins the words of one value.
    let joiner = |t: &Tok| t.kind == TokKind::Punct && t.lower == "-";
    for end in (at + 1..=max).rev() {
        if toks[at..end]
            .iter()
            .any(|t| t.kind != TokKind::Word && t.kind != TokKind::Number && !joiner(t))
            || joiner(&toks[end - 1])
        {
            continue;
        }
        let single = end == at + 1;
        if number_first && single {
            continue;
        }
        let last = &toks[end - 1];
        // A capital letter alone is a code ("tier S"), though "s" is a possessive's filler;
        // not "I", nor the article that opens a sentence ("A list of …").
        let sentence_start = at == 0
            || toks[at - 1].kind == TokKind::Punct
                && matches!(toks[at - 1].lower.as_str(), "." | "?" | "!" | ";");
        let code = single
            && !sentence_start
            && first.raw.len() == 1
            && first.raw != "I"
            && first.raw.chars().all(|c| c.is_ascii_uppercase());
        let filler_first = !number_first && !code && is_filler(&first.lower);
        // A value ends in a word, unless a hyphen holds its numbers together ("2023-24").
        let hyphenated = toks[at..end].iter().any(joiner);
        // "PlayStation 4", "Terminal 2": a stored value may end in a number when a proper
        // name written in full is exactly that value ("grade 3" is an attribute and a number).
        // Three words or more that are exactly a stored value are that name however they are
        // cased ("detroit lake at buoy 3"): an attribute and its number are two words.
        let numbered = last.kind == TokKind::Number && !hyphenated;
        let name_like = !single
            && !number_first
            && (first.raw.chars().next().is_some_and(char::is_uppercase)
                || end - at >= NAMED_IN_FULL);
        if filler_first || (is_filler(&last.lower) && !code) || (numbered && !name_like) {
            continue;
        }
        if single
            && cue_at(toks, at).is_some_and(|(c, _)| c != Cue::Filler)
            && first.lower != "female"
        {
            continue;
        }
        let (lower, raw) = words(toks, at, end);
        // "sites per state": what rows are grouped by is an attribute, never a value found
        // inside some stored text ('State Parks'), unless written as a name. An acronym
        // ("drgs in each MDC") is how an attribute's short name is written, not a name, when
        // a column is called by it (`mdc_cd`).
        let acronym = single
            && raw.chars().count() > 1
            && raw
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
        if after_group(toks, at)
            && (raw == lower || acronym && ctx.linker.best(&lower).0 >= PART_LINK)
        {
            continue;
        }
        let mut hits = ctx.values.find(&lower, ctx.schema);
        if numbered && !hits.iter().any(ValueHit::is_whole) {
            continue;
        }
        // Words found in no stored value, whole or in part, are no value: decided from the
        // value index alone, before the linker is asked how the phrase names the schema (with
        // the model, an embedding of a phrase that is mostly not a value).
        let part = if hits.is_empty() {
            // "how many violations were critical": words found inside a sentence stored
            // whole ('Violations were cited …') end where the question's own grammar begins;
            // a part of a value never ends in a word the question reads as a cue.
            let ends_in_cue =
                !single && cue_at(toks, end - 1).is_some_and(|(c, _)| c != Cue::Filler);
            let mut part = if ends_in_cue {
                Vec::new()
            } else {
                ctx.values.find_part(&lower, ctx.schema)
            };
            if part.is_empty() && single && first.raw == first.lower {
                part = abbreviated_codes(ctx, toks, at, &lower);
            }
            if part.is_empty() {
                continue;
            }
            part
        } else {
            Vec::new()
        };
        let (col, table) = ctx.linker.best(&lower);
        // "the last name": a word that, with the noun after it, names a column is part of
        // that name, not a word found inside some stored value.
        let names_with_next = toks.get(end).is_some_and(|n| {
            n.kind == TokKind::Word
                && cue_at(toks, end).is_none()
                && ctx.linker.best(&format!("{lower} {}", n.lower)).0 >= 0.7
        });
        // "the average beer price": what an aggregate word applies to is an attribute, never a
        // word found inside some stored value (a brewer called Price).
        let aggregated = (1..=2).any(|k| {
            at >= k
                && matches!(cue_at(toks, at - k), Some((Cue::Agg(_), n)) if n == 1)
                && (k == 1 || cue_at(toks, at - 1).is_none())
        });
        // "hospitals" against `hosp_gen_info`: a word only one table's name resembles names
        // that table, though abbreviated and qualified its name scores below PART_LINK.
        let names_one_table = names_one_table(ctx, &lower);
        if hits.is_empty()
            && col.max(table) < PART_LINK
            && !names_one_table
            && !names_with_next
            && !aggregated
        {
            // "born in August": words no column or table is called, found inside values.
            hits = part;
        }
        if hits.is_empty() {
            continue;
        }
        // A one-letter code must be written as a code ("F"), not be a word ("a").
        if lower.chars().count() == 1 && !raw.chars().all(|c| c.is_uppercase()) {
            continue;
        }
        // A common noun that is the name of a table or column is a mention, not a value,
        // unless it is capitalised mid-sentence (a proper name).
        let proper = at > 0 && raw.chars().next().is_some_and(char::is_uppercase);
        // …unless the column it names is a flag: "vegetarian dishes" are those where
        // `vegetarian` holds its yes.
        let flag = hits.iter().all(|h| h.flag);
        if single && col.max(table) >= 0.95 && !proper && !flag {
            continue;
        }
        // "the average weight of the finds": an aggregate's attribute that a column names is
        // that column, though some text column stores the word too (an object type "weight").
        if single && aggregated && !proper && !flag && col >= PART_LINK {
            continue;
        }
        // "players whose rapid rating is above 2600": a lower-case word that, with the noun
        // after it, names one column (`Rapid_Rtg`) better than the noun alone does is part
        // of that name, though some other column stores it as a value.
        if single && !proper && !flag && qualifies_next(ctx, toks, end, &lower) {
            continue;
        }
        return Some((end - at, hits));
    }
    None
}

/// Whether a grouping cue ("per", "for each") ends right before `at`.
fn after_group(toks: &[Tok], at: usize) -> bool {
    (1..=at.min(4)).any(|k| matches!(cue_at(toks, at - k), Some((Cue::Group, n)) if n == k))
}

/// "house candidates" with `cand_office = 'H'`, "lakes" with `site_tp_cd = 'LK'`: a word found
/// nowhere may be what a column's short codes abbreviate (`values/abbreviated_codes.rs`),
/// under the same conditions as a part of a value, and only where it classifies the rows of
/// the code's table: before a noun naming that table, or as the whole question. Anywhere
/// else, one letter of a grade or a type matches too many words ("asking" 'A').
fn abbreviated_codes(ctx: &Ctx<'_>, toks: &[Tok], at: usize, word: &str) -> Vec<ValueHit> {
    // "trimarans", "lakes": the question is the word (a cue around it, "how many different
    // parameters", asks about an attribute the word names, however abbreviated).
    let alone = (0..toks.len()).all(|i| {
        i == at
            || !matches!(toks[i].kind, TokKind::Word | TokKind::Number)
            || is_filler(&toks[i].lower)
    });
    let next = toks
        .get(at + 1)
        .filter(|t| t.kind == TokKind::Word && cue_at(toks, at + 1).is_none());
    if !alone && next.is_none() {
        return Vec::new();
    }
    let mut hits = ctx.values.find_code(word, ctx.schema);
    if let Some(next) = next {
        hits.retain(|h| {
            ctx.linker
                .table_index(&h.table)
                .is_some_and(|t| ctx.linker.table_score(&next.lower, t) >= ONE_TABLE)
        });
    }
    hits
}

/// Whether `phrase` names one table of the schema: it resembles that table at least as well
/// as [`ONE_TABLE`], and every other table less than half as well.
pub(super) fn names_one_table(ctx: &Ctx<'_>, phrase: &str) -> bool {
    let ranked = ctx.linker.tables_for(phrase);
    let first = ranked.first().map_or(0.0, |x| x.1);
    let second = ranked.get(1).map_or(0.0, |x| x.1);
    first >= ONE_TABLE && second * 2.0 < first
}

/// Whether the one lower-case word at `at`, read as a value, may as well name a table or a
/// column, an uncertain decision the parser reads both ways (the value first); a capitalised
/// word qualifies only right before a number ("MDC 05"). Two cases:
/// - the word is found only inside stored values (`hits` all partial: "hospitals" inside
///   'Critical Access Hospitals') and names a table or a column as well as
///   [`FRAGMENT_OR_NAME`] ("list hospitals in ohio" over `hosp_gen_info`, "sites per state"
///   with `st_cd`). A model's similarity rates a domain's every table near a word of the
///   domain, so the one-table test of [`value_at`] cannot settle it;
/// - the word is a whole stored value of one table and names, as well, a table or a column
///   of another ("total structures lost" with a cause 'Structure' in `cause_ref` and
///   `fire_incd.strct_dest`; "fires per state" with an owner code 'ST' and `poo_st_cd`). A
///   value of the column the word names, or of the table it names, is that table's own
///   kind of row ("dogs" among `pets`' types) and stays a value only.
pub(super) fn fragment_or_name(ctx: &Ctx<'_>, toks: &[Tok], at: usize, hits: &[ValueHit]) -> bool {
    let Some(tok) = toks.get(at) else {
        return false;
    };
    let lower_case = tok.raw.chars().next().is_some_and(char::is_lowercase);
    // "DRGs in MDC 05": a capitalised abbreviation before a number names the column the
    // number is of, as "district 2" does, though a lookup stores the abbreviation too.
    let before_number = toks.get(at + 1).is_some_and(|t| t.kind == TokKind::Number);
    if !(lower_case || before_number) || hits.is_empty() || hits.iter().any(|h| h.flag) {
        return false;
    }
    let column = ctx.linker.columns_for(&tok.lower, None).first().copied();
    let table = ctx.linker.tables_for(&tok.lower).first().copied();
    let (column_score, table_score) = (column.map_or(0.0, |c| c.2), table.map_or(0.0, |t| t.1));
    if column_score.max(table_score) < FRAGMENT_OR_NAME {
        return false;
    }
    let table_named = |t: usize| ctx.linker.tables.get(t);
    // Whether a hit is in what the word names: the column, or else the table.
    let named_holds = |h: &ValueHit| match (column, table) {
        (Some((t, c, _)), _) if column_score >= table_score => table_named(t)
            .and_then(|named| Some((named, named.columns.get(c)?)))
            .is_none_or(|(named, col)| {
                h.table.eq_ignore_ascii_case(&named.name)
                    && h.column.eq_ignore_ascii_case(&col.name)
            }),
        (_, Some((t, _))) => {
            table_named(t).is_none_or(|named| h.table.eq_ignore_ascii_case(&named.name))
        }
        _ => true,
    };
    hits.iter().all(|h| h.partial) || !hits.iter().any(named_holds)
}

/// Whether `word` and the noun at `next` together name a column clearly better than the noun
/// alone: the word qualifies the noun (a column's name), it is no value.
fn qualifies_next(ctx: &Ctx<'_>, toks: &[Tok], next: usize, word: &str) -> bool {
    let Some(noun) = toks
        .get(next)
        .filter(|n| n.kind == TokKind::Word && cue_at(toks, next).is_none())
    else {
        return false;
    };
    let together = ctx.linker.best(&format!("{word} {}", noun.lower)).0;
    let alone = ctx.linker.best(&noun.lower).0;
    together >= QUALIFIED_NAME && together >= alone + QUALIFIER_GAIN
}

/// How well a qualified noun must name a column to keep its qualifier out of the values.
const QUALIFIED_NAME: f64 = 0.85;

/// How much better than the bare noun the qualified noun must name it.
const QUALIFIER_GAIN: f64 = 0.05;

/// Nouns that announce the pattern after "starts with" / "contains" ("the letter M").
const PATTERN_NOUNS: &[&str] = &[
    "letter",
    "letters",
    "word",
    "words",
    "string",
    "prefix",
    "suffix",
    "substring",
    "character",
    "characters",
    "text",
];

/// Right after a LIKE cue, the unquoted pattern: how many tokens it takes (with the announcing
/// words) and the pattern as written. A pattern is one word or number; a quoted one is read
/// as any quoted value.
pub(super) fn pattern_after_like(out: &Units, toks: &[Tok], at: usize) -> Option<(usize, String)> {
    if !matches!(out.units.last(), Some(Unit::Cue(Cue::Cmp(Op::Like(_)), _))) {
        return None;
    }
    let skip = |mut i: usize, words: &[&str]| {
        while toks
            .get(i)
            .is_some_and(|t| t.kind == TokKind::Word && words.contains(&t.lower.as_str()))
        {
            i += 1;
        }
        i
    };
    // The article first, then the announcing nouns: in "contains the letter a" the "a" is the
    // pattern, not another article.
    let i = skip(skip(at, &["the", "a", "an"]), PATTERN_NOUNS);
    let tok = toks.get(i)?;
    // Only a nounless pattern reads a bare word: "contains the word Gold" or "starts with M",
    // but "starts with a vowel" is no pattern (one lower-case word after an article).
    let announced = i > at && !matches!(toks[i - 1].lower.as_str(), "the" | "a" | "an");
    let code =
        tok.raw.chars().count() <= 2 || tok.raw.chars().next().is_some_and(char::is_uppercase);
    // "names ending with ish": a word right after the cue that closes the question (or its
    // clause) is the pattern, whatever its case.
    let closing = i == at
        && toks
            .get(i + 1)
            .is_none_or(|t| t.kind == TokKind::Punct && t.lower != "'");
    match tok.kind {
        TokKind::Word | TokKind::Number if announced || code || closing => {
            Some((i + 1 - at, tok.raw.clone()))
        }
        _ => None,
    }
}

/// Right after "contain(s)" / "include(s)" read as LIKE, a value stored whole in some column
/// (its length in tokens and its hits): the verb then relates rows, it does not match text.
pub(super) fn contained_value(
    ctx: &Ctx<'_>,
    out: &Units,
    toks: &[Tok],
    at: usize,
) -> Option<(usize, Vec<ValueHit>)> {
    let Some(Unit::Cue(Cue::Cmp(Op::Like(_)), raw)) = out.units.last() else {
        return None;
    };
    if !matches!(
        raw.to_lowercase().as_str(),
        "contain" | "contains" | "include" | "includes"
    ) {
        return None;
    }
    let (len, hits) = value_at(ctx, toks, at)?;
    let whole: Vec<ValueHit> = hits.into_iter().filter(ValueHit::is_whole).collect();
    (!whole.is_empty()).then_some((len, whole))
}
