//! Superlative noun phrases, rewritten into the forms the scanner reads before it runs.
//!
//! Two phenomena of attributive superlatives (a superlative adjective before its noun):
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
//! Must not touch: anything the linker says names a column as written ("top speed",
//! "best finish" over `best_finish`): those words are data, not a ranking.

use super::super::frame::Agg;
use super::super::lexicon::{cue_at, is_verb_form, stem, Cue, Tok, TokKind};
use super::units::names_column;
use super::Ctx;

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
