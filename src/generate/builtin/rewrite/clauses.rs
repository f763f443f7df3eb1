//! Clause-level rewrites: a question word's preposition, "the most times", a quoted text "in
//! their title", a trailing verb after "does", and numbers said as decades or open ranges.
//!
//! Owns: the token rewrites that read one clause's roundabout English the way the cue lexicon
//! does, applied by [`super::normalize`] before the orderings and groups.
//! Must not touch: the schema (these are plain English) or the orderings (`super`).

use super::super::lexicon::{Tok, TokKind};
use super::{cue_free, rewrite_runs};

/// "In which years were …" asks for the years: a question word's preposition says only how the
/// answer relates to the rest ("in", "during", "from"); "the distinct numbers of cylinders"
/// are the cylinder values, not a count; "with their …" lists attributes.
pub(super) fn question_words(toks: Vec<Tok>) -> Vec<Tok> {
    let mut dropped = vec![false; toks.len()];
    for i in 0..toks.len() {
        let sentence_start = i == 0 || matches!(toks[i - 1].lower.as_str(), "." | "?" | "!" | ";");
        let leading_preposition = sentence_start
            && ["in", "during", "from", "for", "on", "at", "to"].contains(&toks[i].lower.as_str())
            && toks
                .get(i + 1)
                .is_some_and(|t| t.is_word("which") || t.is_word("what"));
        if leading_preposition {
            dropped[i] = true;
        }
        let value_numbers = ["distinct", "different", "unique"]
            .iter()
            .any(|d| toks[i].is_word(d))
            && toks.get(i + 1).is_some_and(|t| t.is_word("numbers"))
            && toks.get(i + 2).is_some_and(|t| t.is_word("of"));
        if value_numbers {
            dropped[i + 1] = true;
            dropped[i + 2] = true;
        }
    }
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    for (i, (tok, drop)) in toks.iter().zip(dropped).enumerate() {
        if drop {
            continue;
        }
        // "List employees with their phone numbers": "with" before a possessive lists the
        // owner's attributes; it restricts nothing.
        let possessive = toks
            .get(i + 1)
            .is_some_and(|t| ["their", "its", "his", "her"].contains(&t.lower.as_str()));
        let listed_already =
            i > 0 && (toks[i - 1].is_word("together") || toks[i - 1].is_word("along"));
        if tok.is_word("with") && possessive && i > 0 && !listed_already {
            out.extend([Tok::word("together"), Tok::word("with")]);
        } else {
            out.push(tok.clone());
        }
    }
    out
}

/// "the book that was borrowed the most times" → "… was the most borrowed": a verb ranked by
/// how often it happened is a count of what it relates, said the way "the most loans" is.
pub(super) fn verb_most(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let verb = toks[i].kind == TokKind::Word && toks[i].lower.ends_with("ed");
        let most = toks.get(i + 1).is_some_and(|t| t.is_word("the"))
            && toks.get(i + 2).is_some_and(|t| t.is_word("most"));
        let often = usize::from(
            toks.get(i + 3)
                .is_some_and(|t| ["times", "often", "frequently"].contains(&t.lower.as_str())),
        );
        let ends = toks
            .get(i + 3 + often)
            .is_none_or(|t| t.kind == TokKind::Punct);
        if verb && most && ends {
            out.extend([toks[i + 1].clone(), toks[i + 2].clone(), toks[i].clone()]);
            i += 3 + often;
            continue;
        }
        out.push(toks[i].clone());
        i += 1;
    }
    out
}

/// "books with 'Song' in their title" → "books whose title contains 'Song'": a quoted text said
/// to be in an attribute is a part of its values.
pub(super) fn quoted_inside(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let opener = ["with", "have", "has", "having"].contains(&toks[i].lower.as_str())
            && toks[i].kind == TokKind::Word;
        let shape = toks.get(i + 1).is_some_and(|t| t.kind == TokKind::Quoted)
            && toks.get(i + 2).is_some_and(|t| t.is_word("in"))
            && toks
                .get(i + 3)
                .is_some_and(|t| ["their", "its", "the", "his", "her"].contains(&t.lower.as_str()))
            && toks.get(i + 4).is_some_and(|t| t.kind == TokKind::Word);
        if opener && shape {
            out.extend([
                Tok::word("whose"),
                toks[i + 4].clone(),
                Tok::word("contains"),
                toks[i + 1].clone(),
            ]);
            i += 5;
            continue;
        }
        out.push(toks[i].clone());
        i += 1;
    }
    out
}

/// "sold on over 30 occasions" → "sold over 30 times": occasions after a number count
/// occurrences, as "times" does, and the "on" before them says nothing more.
pub(super) fn occasions(toks: Vec<Tok>) -> Vec<Tok> {
    let number = |t: Option<&Tok>| t.is_some_and(|t| t.kind == TokKind::Number);
    let counted = |k: usize| {
        toks.get(k)
            .is_some_and(|t| t.is_word("occasions") || t.is_word("occasion"))
            && number(k.checked_sub(1).and_then(|p| toks.get(p)))
    };
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    for (i, tok) in toks.iter().enumerate() {
        // "on" opens the run when "occasions" follows within three words ("on over 30 occasions").
        if tok.is_word("on") && (i + 2..=i + 4).any(counted) {
            continue;
        }
        if counted(i) {
            out.push(Tok::word("times"));
        } else {
            out.push(tok.clone());
        }
    }
    out
}

/// "older than all the others", "higher than any other apiary" → "the oldest", "the highest":
/// a comparison with every other row is the superlative.
pub(super) fn than_all_others(toks: Vec<Tok>) -> Vec<Tok> {
    rewrite_runs(toks, |toks, i, _| {
        let word = |k: usize, w: &str| toks.get(k).is_some_and(|t| t.is_word(w));
        let superlative = superlative_of(&toks[i].lower)?;
        if !word(i + 1, "than") {
            return None;
        }
        let rest = i + 2;
        let others: &[&[&str]] = &[
            &["all", "the", "others"],
            &["all", "others"],
            &["any", "of", "the", "others"],
            &["any", "other"],
            &["every", "other"],
            &["anyone", "else"],
            &["anything", "else"],
        ];
        let said = others
            .iter()
            .find(|words| words.iter().enumerate().all(|(k, w)| word(rest + k, w)))?;
        let mut end = rest + said.len();
        // "than any other apiary": the rows' own noun may follow.
        if said.last().is_some_and(|w| *w == "other")
            && toks
                .get(end)
                .is_some_and(|t| t.kind == TokKind::Word && cue_free(&t.lower))
        {
            end += 1;
        }
        Some((end, vec![Tok::word("the"), Tok::word(&superlative)]))
    })
}

/// The superlative of a comparative ("older" → "oldest", "more" → "most").
fn superlative_of(comparative: &str) -> Option<String> {
    let irregular = [
        ("more", "most"),
        ("less", "least"),
        ("fewer", "fewest"),
        ("better", "best"),
        ("worse", "worst"),
    ];
    if let Some((_, s)) = irregular.iter().find(|(c, _)| *c == comparative) {
        return Some((*s).to_string());
    }
    let stem = comparative.strip_suffix("er").filter(|s| s.len() >= 2)?;
    Some(format!("{stem}est"))
}

/// "whose accessions add up to the largest quantity of seeds" → "with the largest total
/// quantity of seeds"; "whose requests add up to over 80 packets" → "with a total of over 80
/// packets": what a row's related rows add up to is a total, ranked or compared. The noun
/// between "whose" and the verb only names the rows added up; the quantity after it says
/// what is summed.
pub(super) fn adds_up_to(toks: Vec<Tok>) -> Vec<Tok> {
    rewrite_runs(toks, |toks, i, _| {
        let word = |k: usize, w: &str| toks.get(k).is_some_and(|t| t.is_word(w));
        if !word(i, "whose") {
            return None;
        }
        let verb = (i + 2..=i + 4).find(|&k| {
            ["add", "adds", "added"].iter().any(|w| word(k, w))
                && word(k + 1, "up")
                && word(k + 2, "to")
        })?;
        let nouns_only = toks[i + 1..verb]
            .iter()
            .all(|t| t.kind == TokKind::Word && cue_free(&t.lower));
        if !nouns_only {
            return None;
        }
        let after = verb + 3;
        let ranked = word(after, "the")
            && toks.get(after + 1).is_some_and(|t| {
                super::HIGH.contains(&t.lower.as_str()) || super::LOW.contains(&t.lower.as_str())
            });
        Some(if ranked {
            (
                after + 2,
                vec![
                    Tok::word("with"),
                    Tok::word("the"),
                    toks[after + 1].clone(),
                    Tok::word("total"),
                ],
            )
        } else {
            (
                after,
                vec![
                    Tok::word("with"),
                    Tok::word("a"),
                    Tok::word("total"),
                    Tok::word("of"),
                ],
            )
        })
    })
}

/// Request verbs after which "each … once" asks for each value once.
pub(super) const LISTING: &[&str] = &[
    "list", "show", "give", "name", "return", "display", "include",
];

/// "List each one once", "show each kind only once": each value once, i.e. DISTINCT, said as a
/// sentence of its own after the question, or as the question itself ("List each cheese texture
/// once").
pub(super) fn once(toks: Vec<Tok>) -> Vec<Tok> {
    rewrite_runs(toks, |toks, i, before| {
        let word = |k: usize, w: &str| toks.get(k).is_some_and(|t| t.is_word(w));
        // "…, each once" closes a request with a clause of its own: a comma as good as a verb.
        let listing = before.last().is_some_and(|t| {
            t.kind == TokKind::Word && LISTING.contains(&t.lower.as_str()) || t.lower == ","
        });
        if !listing || !(word(i, "each") || word(i, "every")) {
            return None;
        }
        let end = (i + 1..=i + 4).find(|&k| word(k, "once"))?;
        let between = &toks[i + 1..end];
        let between_words = between
            .iter()
            .all(|t| t.kind == TokKind::Word && !t.is_word("time"));
        if !between_words {
            return None;
        }
        // A request that opens the question names what it lists ("List each cheese texture
        // once"); after an earlier sentence the noun only points back at what that one asked.
        let opens_question = !before[..before.len() - 1]
            .iter()
            .any(|t| matches!(t.lower.as_str(), "." | "?" | "!" | ";"));
        let mut out = vec![Tok::word("distinct")];
        if opens_question {
            let generic = |t: &Tok| ["only", "one", "ones"].iter().any(|w| t.is_word(w));
            out.extend(between.iter().filter(|t| !generic(t)).cloned());
        }
        Some((end + 1, out))
    })
}

/// "What models does Ford Motor Company make?": after an auxiliary ("does", "do", "did") the
/// verb that ends the question only relates its subject to what is asked; it names nothing.
pub(super) fn trailing_verbs(toks: Vec<Tok>) -> Vec<Tok> {
    let mut dropped = vec![false; toks.len()];
    let mut auxiliary = false;
    // The sentence counts ("How many …") and its auxiliary is inverted with a subject ("did
    // Florian Blackwood …", not "do not have …").
    let mut counts = false;
    let mut inverted = false;
    for (i, tok) in toks.iter().enumerate() {
        if matches!(tok.lower.as_str(), "." | "?" | "!" | ";") {
            auxiliary = false;
            counts = false;
            continue;
        }
        let opens = i == 0 || matches!(toks[i - 1].lower.as_str(), "." | "?" | "!" | ";");
        if opens && tok.is_word("how") && toks.get(i + 1).is_some_and(|t| t.is_word("many")) {
            counts = true;
        }
        if ["does", "do", "did"].contains(&tok.lower.as_str()) {
            auxiliary = true;
            inverted = toks
                .get(i + 1)
                .is_some_and(|t| t.kind != TokKind::Punct && !t.is_word("not"));
            continue;
        }
        let ends = toks
            .get(i + 1)
            .is_none_or(|t| matches!(t.lower.as_str(), "." | "?" | "!" | ";"));
        // "How many batches did Florian Blackwood grade?": in a count, the word that ends the
        // question after the inverted subject is the verb whatever its form — unless an
        // article or "and" makes it a noun ("start and end", "a mentor").
        let after_noun_word = i > 0
            && matches!(
                toks[i - 1].lower.as_str(),
                "a" | "an"
                    | "the"
                    | "any"
                    | "each"
                    | "every"
                    | "some"
                    | "their"
                    | "its"
                    | "and"
                    | "or"
            );
        let verb = tok.kind == TokKind::Word
            && (super::super::lexicon::is_verb_form(&tok.lower)
                || counts && inverted && !after_noun_word)
            && cue_free(&tok.lower);
        if auxiliary && ends && verb {
            dropped[i] = true;
        }
    }
    toks.into_iter()
        .zip(dropped)
        .filter(|(_, d)| !d)
        .map(|(t, _)| t)
        .collect()
}

/// Numbers said roundabout: "ids 3 through 6" and "from 3 to 6" are "between 3 and 6"; "the
/// 4-cylinder cars" are "the cars with 4 cylinder" (and "the S-tier tournaments" "the
/// tournaments with tier S"); "3 or more tickets" is "at least 3 tickets".
pub(super) fn numbers(toks: Vec<Tok>) -> Vec<Tok> {
    rewrite_runs(toks, |toks, i, _| {
        let number = |t: Option<&Tok>| t.is_some_and(|t| t.kind == TokKind::Number);
        let tok = &toks[i];
        let through = number(Some(tok))
            && toks
                .get(i + 1)
                .is_some_and(|t| t.is_word("through") || t.is_word("thru"))
            && number(toks.get(i + 2));
        let from_to = tok.is_word("from")
            && number(toks.get(i + 1))
            && toks.get(i + 2).is_some_and(|t| t.is_word("to"))
            && number(toks.get(i + 3));
        if through || from_to {
            let (lo, hi) = if through { (i, i + 2) } else { (i + 1, i + 3) };
            let range = vec![
                Tok::word("between"),
                toks[lo].clone(),
                Tok::word("and"),
                toks[hi].clone(),
            ];
            return Some((hi + 1, range));
        }
        // "three or more tickets": a bound said after its number, before what it counts, is
        // the bound said first ("at least three tickets"), which the scanner reads as a count
        // of related rows or a value of the attribute named. Without a noun after it ("aged
        // 22 or more") the scanner's postfix rule turns the number's equality into the bound.
        let bound = toks.get(i + 2).and_then(|t| match t.lower.as_str() {
            "more" => Some("least"),
            "fewer" | "less" => Some("most"),
            _ => None,
        });
        let counted = toks
            .get(i + 3)
            .is_some_and(|t| t.kind == TokKind::Word && cue_free(&t.lower));
        if let (true, true, Some(bound), true) = (
            number(Some(tok)),
            toks.get(i + 1).is_some_and(|t| t.is_word("or")),
            bound,
            counted,
        ) {
            let said = vec![Tok::word("at"), Tok::word(bound), tok.clone()];
            return Some((i + 3, said));
        }
        // "born in the 1940s": a decade is the range of its years.
        let mut at = i;
        if ["in", "during", "from"].contains(&toks[at].lower.as_str()) {
            at += 1;
        }
        if toks.get(at).is_some_and(|t| t.is_word("the")) {
            at += 1;
        }
        if let Some(start) = toks.get(at).and_then(|t| decade(&t.lower)) {
            let range = vec![
                Tok::word("between"),
                number_tok(start),
                Tok::word("and"),
                number_tok(start + 9),
            ];
            return Some((at + 1, range));
        }
        // "S-tier tournaments": a capital letter is a code the same way.
        let letter = tok.kind == TokKind::Word
            && tok.raw.chars().count() == 1
            && tok.raw.chars().all(|c| c.is_ascii_uppercase());
        let hyphenated = (number(Some(tok)) || letter)
            && toks.get(i + 1).is_some_and(|t| t.lower == "-")
            && toks.get(i + 2).is_some_and(|t| t.kind == TokKind::Word);
        let head = toks.get(i + 3).filter(|t| {
            t.kind == TokKind::Word
                && !super::super::lexicon::is_filler(&t.lower)
                && cue_free(&t.lower)
        })?;
        hyphenated.then(|| {
            // "tournaments with tier S": a letter code after its attribute, as values are said.
            let (first, second) = if letter {
                (toks[i + 2].clone(), tok.clone())
            } else {
                (tok.clone(), toks[i + 2].clone())
            };
            (i + 4, vec![head.clone(), Tok::word("with"), first, second])
        })
    })
}

/// The first year of a decade written "1940s".
fn decade(w: &str) -> Option<u32> {
    let digits = w.strip_suffix('s')?;
    let year: u32 = digits.parse().ok()?;
    (digits.len() == 4 && year.is_multiple_of(10)).then_some(year)
}

fn number_tok(n: u32) -> Tok {
    Tok {
        lower: n.to_string(),
        raw: n.to_string(),
        kind: TokKind::Number,
    }
}
