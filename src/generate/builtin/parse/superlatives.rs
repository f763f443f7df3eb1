//! Superlative noun phrases, rewritten into the forms the scanner reads before it runs.
//!
//! Phenomena of attributive superlatives (a superlative adjective before its noun):
//!
//! - **A compound premodifier** ("the highest-paid employees", "the best-selling products",
//!   "the most-visited parks"): a superlative joined to a participle says what the rows are
//!   ranked by — the participle names the measure, the noun after it the rows. Read as written,
//!   the participle and the noun fuse into one phrase ("paid employees") and the superlative
//!   becomes the maximum of that phrase's best column (`MAX(first_name)`). It is rewritten
//!   "the employees with the highest paid", the shape the scanner reads as a ranking by the
//!   participle's column.
//! - **A plural head with no number** ("the oldest employees", "the highest-paid employees"):
//!   a plural superlative names several rows, a ranking, where the singular ("the oldest
//!   employee") names one. The ranking is read first, by the convention of a top ten ("the 10
//!   oldest employees"); the single row stays as the less likely reading. A superlative in a
//!   relative clause ("visitors who spent the most") is not attributive and is left alone.
//!
//! - **A ranking measure said apart from the superlative**: after "by" ("the biggest restaurant
//!   by seats") or as a noun before the rows' noun ("the highest elevation site", a second
//!   reading, since an adjective there looks alike).
//! - **"do" as a light verb** before a counted superlative ("did the most inspections"), read as
//!   "has the most".
//!
//! Must not touch: anything the linker says names a column as written ("top speed",
//! "best finish" over `best_finish`): those words are data, not a ranking.

use super::super::frame::Agg;
use super::super::lexicon::{cue_at, is_verb_form, stem, Cue, Tok, TokKind};
use super::units::names_column;
use super::Ctx;
use std::ops::Range;

/// How many rows a plural superlative ranks when the question gives no number.
pub const RANKED_ROWS: &str = "10";

/// Words before "the" after which a noun phrase is the rows asked for: a copula ("who are
/// the …"), an imperative ("list the …"), or "of" ("the names of the …"). After any other word
/// (a verb's object, "bought the most tickets"; a measure, "with the highest sales") the
/// superlative ranks by its phrase, which is not the rows.
const ASKS_FOR: &[&str] = &[
    "are", "were", "list", "show", "find", "give", "name", "display", "return", "tell", "identify",
    "of", "among",
];

/// Words after a noun that end its phrase.
const PHRASE_ENDS: &[&str] = &[
    "of", "in", "for", "by", "with", "who", "that", "which", "from", "at", "on", "and", "or", "to",
    "during", "per", "whose", "where", "than", "is", "are", "was", "were", "have", "has",
];

/// The superlative at `at` and its length in tokens, when it ranks ("highest", "oldest",
/// "most expensive"); "best" and "worst" rank too in a compound ("best-selling").
fn superlative_at(toks: &[Tok], at: usize, compound: bool) -> Option<(Vec<Tok>, usize)> {
    let tok = toks.get(at)?;
    if compound && matches!(tok.lower.as_str(), "best" | "top") {
        return Some((vec![Tok::word("highest")], 1));
    }
    if compound && tok.lower == "worst" {
        return Some((vec![Tok::word("lowest")], 1));
    }
    match cue_at(toks, at)? {
        (Cue::Agg(Agg::Max | Agg::Min), len) | (Cue::Super(..), len) => {
            Some((toks[at..at + len].to_vec(), len))
        }
        _ => None,
    }
}

/// A verb form as `is_verb_form` reads one, or a shorter regular participle ("rated",
/// "aired"): after a superlative and before a noun, a word in "-ed" or "-ing" is one.
fn is_participle(word: &str) -> bool {
    let n = word.chars().count();
    is_verb_form(word)
        || (n >= 5 && word.ends_with("ed") && !word.ends_with("eed"))
        || (n >= 6 && word.ends_with("ing"))
}

/// The noun run starting at `at`: up to three plain words before a phrase-ending word.
fn noun_run(toks: &[Tok], at: usize) -> usize {
    toks.iter()
        .skip(at)
        .take(3)
        .take_while(|t| t.kind == TokKind::Word && !PHRASE_ENDS.contains(&t.lower.as_str()))
        .count()
}

fn names_a_column(ctx: &Ctx<'_>, words: &[Tok]) -> bool {
    let text: Vec<&str> = words.iter().map(|t| t.lower.as_str()).collect();
    names_column(ctx, &text.join(" "))
}

fn is_hyphen(tok: Option<&Tok>) -> bool {
    tok.is_some_and(|t| t.kind == TokKind::Punct && t.lower == "-")
}

/// A superlative noun phrase from `at`: the superlative as it is read, where a compound's
/// participle stands (before its noun, "highest-*paid* employees"), and the noun run after.
struct Phrase {
    said: Vec<Tok>,
    participle: Option<usize>,
    head: usize,
    nouns: usize,
}

fn phrase_at(toks: &[Tok], at: usize, compound: bool) -> Option<Phrase> {
    let (said, len) = superlative_at(toks, at, compound)?;
    let after = at + len + usize::from(is_hyphen(toks.get(at + len)));
    let participle = toks
        .get(after)
        .filter(|t| t.kind == TokKind::Word && is_participle(&t.lower))
        .filter(|_| noun_run(toks, after + 1) > 0)
        .map(|_| after);
    let head = participle.map_or(after, |p| p + 1);
    Some(Phrase {
        said,
        participle,
        head,
        nouns: noun_run(toks, head),
    })
}

/// Words between a noun and the verb of the clause that qualifies it ("the committee *that
/// was* paid …").
const CLAUSE_OPENERS: &[&str] = &["who", "that", "which", "was", "were", "is", "are", "been"];

/// "the vendor paid the most", "committees that raised the least in 2022": a superlative
/// with no noun after a verb ranks the rows the clause is about by how much of the verb they
/// did, a total over their rows ("paid the most" is the largest sum paid, not the largest
/// single payment). Rewritten "the vendor with the highest total paid", the shape the scanner
/// reads as a grouped ranking by the verb's column. A possessive or copular "has the most",
/// "is the most" is no measure of a verb and is left alone, as is a superlative with a noun
/// after it ("sold the most tickets": a count or a column, read elsewhere).
pub fn ranked_by_verb(toks: &[Tok]) -> Option<Vec<Tok>> {
    let at = (2..toks.len().saturating_sub(1)).find(|&i| {
        let verb = &toks[i - 1];
        let after = toks.get(i + 2);
        toks[i].is_word("the")
            && (toks[i + 1].is_word("most") || toks[i + 1].is_word("least"))
            && verb.kind == TokKind::Word
            && !CLAUSE_OPENERS.contains(&verb.lower.as_str())
            && !matches!(
                verb.lower.as_str(),
                "has" | "have" | "had" | "do" | "does" | "did"
            )
            && is_participle(&verb.lower)
            && after
                .is_none_or(|t| t.kind != TokKind::Word || PHRASE_ENDS.contains(&t.lower.as_str()))
    })?;
    let verb = at - 1;
    let mut start = verb;
    while start > 1 && CLAUSE_OPENERS.contains(&toks[start - 1].lower.as_str()) {
        start -= 1;
    }
    let extreme = if toks[at + 1].is_word("most") {
        "highest"
    } else {
        "lowest"
    };
    let mut out = toks[..start].to_vec();
    out.extend(["with", "the", extreme, "total"].map(Tok::word));
    out.push(toks[verb].clone());
    out.extend(toks[at + 2..].iter().cloned());
    Some(out)
}

/// "the biggest restaurant by seats", "the largest fires by acres burned": a superlative
/// before a noun naming rows, with "by" and a measure after the noun, ranks the rows by that
/// measure; the superlative's own attribute (size, age) is not meant, and "by" is no grouping.
/// Rewritten "the restaurant with the biggest seats", the shape the scanner reads as a
/// ranking by the measure. A noun that names a column ("the highest salary by department")
/// is the measure itself, grouped by what follows "by", and is left alone, as is a "by"
/// naming rows ("the oldest employee by department" ranks within groups).
pub fn ranked_by_measure(ctx: &Ctx<'_>, toks: &[Tok]) -> Vec<Tok> {
    rewrite_ranking(ctx, toks, |phrase, end| {
        if !toks.get(end).is_some_and(|t| t.is_word("by")) {
            return None;
        }
        let measure = end + 1..end + 1 + noun_run(toks, end + 1);
        let by_rows = names_rows(ctx, &toks[measure.clone()]);
        (!measure.is_empty() && !by_rows).then(|| (phrase.head..end, measure.clone(), measure.end))
    })
    .unwrap_or_else(|| toks.to_vec())
}

/// "the highest elevation site": in a compound after a superlative, the last noun may name
/// the rows and the nouns before it the measure they are ranked by ("the site with the
/// highest elevation"), or the nouns before it may only describe the rows ("the largest
/// single contribution"). Which one, the words do not tell (an adjective and a noun look
/// alike here), so the ranking by the modifier is a second reading of the question, `None`
/// when there is no such compound.
pub fn measure_compound(ctx: &Ctx<'_>, toks: &[Tok]) -> Option<Vec<Tok>> {
    rewrite_ranking(ctx, toks, |phrase, end| {
        let last = end - 1;
        let measure = phrase.head..last;
        let plain = !measure.is_empty() && !names_rows(ctx, &toks[measure.clone()]);
        plain.then_some((last..end, measure, end))
    })
}

/// The tokens with the first superlative phrase that `split` cuts into rows, measure and the
/// index the rest of the question starts at rewritten "ROWS with the SUPERLATIVE MEASURE";
/// `None` when no phrase is cut.
fn rewrite_ranking(
    ctx: &Ctx<'_>,
    toks: &[Tok],
    split: impl Fn(&Phrase, usize) -> Option<(Range<usize>, Range<usize>, usize)>,
) -> Option<Vec<Tok>> {
    for i in 0..toks.len() {
        let Some(phrase) = phrase_at(toks, i, is_hyphen(toks.get(i + 1))) else {
            continue;
        };
        if phrase.participle.is_some() || phrase.nouns == 0 || !ranks_what_is_named(toks, i) {
            continue;
        }
        let end = phrase.head + phrase.nouns;
        let Some((rows, measure, rest)) = split(&phrase, end) else {
            continue;
        };
        if !names_rows(ctx, &toks[rows.clone()]) {
            continue;
        }
        let mut out = toks[..i].to_vec();
        out.extend(toks[rows].iter().cloned());
        out.extend(["with", "the"].map(Tok::word));
        out.extend(phrase.said);
        out.extend(toks[measure].iter().cloned());
        out.extend(toks[rest..].iter().cloned());
        return Some(out);
    }
    None
}

/// Whether the superlative at `i` ranks the noun after it: not "at least one student" (a
/// bound) and not the measure of rows named before ("the stadium with the highest average
/// attendance", "which site has the largest drainage area": that measure ranks the stadium).
fn ranks_what_is_named(toks: &[Tok], i: usize) -> bool {
    let before = toks[..i].iter().rev().find(|t| !t.is_word("the"));
    !before.is_some_and(|t| ["at", "with", "has", "have", "had"].contains(&t.lower.as_str()))
}

/// True when the words name a table's rows: a table scores as well as any column, or at
/// least as a table-like mention must and the best column is no quantity (a name, a code, the
/// table's own key: `site_no` for "site"), so the words name things, not a measure of them.
fn names_rows(ctx: &Ctx<'_>, words: &[Tok]) -> bool {
    let text: Vec<&str> = words.iter().map(|t| t.lower.as_str()).collect();
    let text = text.join(" ");
    let (column, table) = ctx.linker.best(&text);
    let no_quantity = || super::units::best_column_is_quantity(ctx, &text) == Some(false);
    table >= super::units::TABLE_LIKE && (table > column || no_quantity())
}

/// "which inspector did the most inspections": "do" before a counted superlative object is a
/// light verb, the doing of the object's rows: the subject's rows are ranked by how many of
/// them they have, as after "has". Read as written, "did" is grammar only, the list asked for
/// stays open, and "most" becomes the maximum of the object's best column. Rewritten with
/// "has", the shape the scanner reads as a count per subject.
pub fn light_verb_counts(toks: &[Tok]) -> Vec<Tok> {
    let mut out = toks.to_vec();
    for i in 1..toks.len().saturating_sub(3) {
        let light = matches!(toks[i].lower.as_str(), "do" | "does" | "did");
        let counted = toks[i + 1].is_word("the")
            && matches!(toks[i + 2].lower.as_str(), "most" | "fewest" | "least")
            && toks[i + 3].kind == TokKind::Word
            && !PHRASE_ENDS.contains(&toks[i + 3].lower.as_str());
        if light && counted {
            out[i] = Tok::word("has");
        }
    }
    out
}

/// "the highest-paid employees" → "the employees with the highest paid".
pub fn unfold_compounds(ctx: &Ctx<'_>, toks: &[Tok]) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len() + 2);
    let mut i = 0;
    while i < toks.len() {
        let compound = phrase_at(toks, i, true).and_then(|phrase| {
            let p = phrase.participle?;
            (!names_a_column(ctx, &[toks[i].clone(), toks[p].clone()])).then_some((phrase, p))
        });
        if let Some((phrase, p)) = compound {
            let end = phrase.head + phrase.nouns;
            out.extend(toks[phrase.head..end].iter().cloned());
            out.push(Tok::word("with"));
            out.push(Tok::word("the"));
            out.extend(phrase.said);
            out.push(toks[p].clone());
            i = end;
            continue;
        }
        out.push(toks[i].clone());
        i += 1;
    }
    out
}

/// The tokens with a row count after "the" of a plural superlative noun phrase that gives
/// none ("the oldest employees" → "the 10 oldest employees"), or `None` when there is no such
/// phrase.
pub fn ranked(ctx: &Ctx<'_>, toks: &[Tok]) -> Option<Vec<Tok>> {
    for i in 1..toks.len() {
        if !toks[i - 1].is_word("the") {
            continue;
        }
        if i >= 2 && !ASKS_FOR.contains(&toks[i - 2].lower.as_str()) {
            continue;
        }
        // "best" and "top" rank only as compounds ("best-selling"); alone they are places or
        // counts, read elsewhere.
        let Some(phrase) = phrase_at(toks, i, is_hyphen(toks.get(i + 1))) else {
            continue;
        };
        if phrase.nouns == 0 {
            continue;
        }
        let end = phrase.head + phrase.nouns;
        let last = &toks[end - 1];
        let plural = stem(&last.lower) != last.lower;
        if plural && !names_a_column(ctx, &toks[i..end.min(i + 2)]) {
            let mut out = toks[..i].to_vec();
            out.push(Tok {
                lower: RANKED_ROWS.into(),
                raw: RANKED_ROWS.into(),
                kind: TokKind::Number,
            });
            out.extend(toks[i..].iter().cloned());
            return Some(out);
        }
    }
    None
}
