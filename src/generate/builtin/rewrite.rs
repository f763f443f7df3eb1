//! Token rewrites: English orderings written as a range of extremes, said the way the cue
//! lexicon reads them.
//!
//! Owns: turning "from the largest capacity to the smallest" into "ordered by capacity
//! descending" and "from the tallest to the shortest" into "ordered by height descending",
//! before the parser sees the tokens.
//! Must not touch: the schema (the rewrite is plain English) or any other phrase: a "from …
//! to …" whose ends are not opposite extremes ("from France to Spain") is left as written.

use super::lexicon::{Tok, TokKind};

/// Adjectives at the top of a scale: an ordering that starts from one runs downwards.
const HIGH: &[&str] = &[
    "largest", "highest", "biggest", "greatest", "most", "oldest", "tallest", "heaviest",
    "latest", "newest", "longest", "richest", "best", "maximum", "max", "high", "large", "big",
    "old", "tall", "heavy", "long", "new", "late", "recent", "top",
];

/// Adjectives at the bottom of a scale: an ordering that starts from one runs upwards.
const LOW: &[&str] = &[
    "smallest", "lowest", "least", "fewest", "youngest", "shortest", "lightest", "earliest",
    "cheapest", "worst", "minimum", "min", "low", "small", "young", "short", "light", "early",
    "few", "bottom",
];

/// The attribute an extreme names by itself ("from the oldest to the youngest" orders by age).
const IMPLIED: &[(&str, &str)] = &[
    ("oldest", "age"),
    ("youngest", "age"),
    ("old", "age"),
    ("young", "age"),
    ("tallest", "height"),
    ("shortest", "height"),
    ("tall", "height"),
    ("short", "height"),
    ("heaviest", "weight"),
    ("lightest", "weight"),
    ("heavy", "weight"),
    ("light", "weight"),
];

/// Words between the first extreme and "to" that can name the ordering key at most.
const MAX_KEY_WORDS: usize = 3;

/// The question's tokens with every "from <extreme> [key] to <opposite extreme>" range said as
/// an ordering.
pub fn orderings(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if let Some((end, replacement)) = range_at(&toks, i, &out) {
            out.extend(replacement);
            i = end;
        } else {
            out.push(toks[i].clone());
            i += 1;
        }
    }
    out
}

/// Polarity of an extreme: `Some(true)` at the top of a scale.
fn polarity(tok: &Tok) -> Option<bool> {
    if tok.kind != TokKind::Word {
        return None;
    }
    let w = tok.lower.as_str();
    if HIGH.contains(&w) {
        Some(true)
    } else if LOW.contains(&w) {
        Some(false)
    } else {
        None
    }
}

/// The range starting at `at` (its end, exclusive, and the tokens that say it as an ordering).
fn range_at(toks: &[Tok], at: usize, before: &[Tok]) -> Option<(usize, Vec<Tok>)> {
    if !toks[at].is_word("from") {
        return None;
    }
    let mut j = at + 1;
    if toks.get(j).is_some_and(|t| t.is_word("the")) {
        j += 1;
    }
    let first = toks.get(j)?;
    let descending = polarity(first)?;
    let to = (j + 1..=(j + 1 + MAX_KEY_WORDS).min(toks.len() - 1)).find(|&k| toks[k].is_word("to"))?;
    let key = &toks[j + 1..to];
    if key.iter().any(|t| t.kind != TokKind::Word || t.is_word("and")) {
        return None;
    }
    let mut m = to + 1;
    if toks.get(m).is_some_and(|t| t.is_word("the")) {
        m += 1;
    }
    // Only opposite ends make a range: "from the oldest to the youngest", not "from high to
    // high"; the second extreme may repeat the key ("to the smallest capacity").
    let last = polarity(toks.get(m)?)?;
    if last == descending {
        return None;
    }
    let mut end = m + 1;
    if !key.is_empty() && toks.len() >= end + key.len() {
        let repeated = toks[end..end + key.len()]
            .iter()
            .zip(key)
            .all(|(a, b)| a.lower == b.lower);
        if repeated {
            end += key.len();
        }
    }
    let word = |w: &str| Tok {
        lower: w.to_string(),
        raw: w.to_string(),
        kind: TokKind::Word,
    };
    let direction = word(if descending { "descending" } else { "ascending" });
    // A key already given ("ordered by age from the oldest to the youngest") needs only the
    // direction.
    let ordered_already = before.iter().any(|t| {
        ["order", "ordered", "sorted", "sort", "rank", "ranked"].contains(&t.lower.as_str())
    });
    let mut replacement = Vec::new();
    if !ordered_already {
        let implied = IMPLIED
            .iter()
            .find(|(adj, _)| *adj == first.lower)
            .map(|(_, attr)| vec![word(attr)]);
        let key_toks = if key.is_empty() {
            implied
        } else {
            Some(key.to_vec())
        };
        if let Some(key_toks) = key_toks {
            replacement.push(word("ordered"));
            replacement.push(word("by"));
            replacement.extend(key_toks);
        }
    }
    replacement.push(direction);
    Some((end, replacement))
}

#[cfg(test)]
mod tests {
    use super::super::lexicon::tokenize;
    use super::*;
    use rstest::rstest;

    fn said(q: &str) -> String {
        orderings(tokenize(q))
            .iter()
            .map(|t| t.lower.clone())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[rstest]
    #[case(
        "List stadiums from the largest capacity to the smallest.",
        "list stadiums ordered by capacity descending ."
    )]
    #[case(
        "List stadiums, from the smallest capacity to the largest capacity",
        "list stadiums , ordered by capacity ascending"
    )]
    #[case(
        "List people from the tallest to the shortest",
        "list people ordered by height descending"
    )]
    #[case("List people from youngest to oldest", "list people ordered by age ascending")]
    #[case(
        "Show ages ordered by age from the oldest to the youngest",
        "show ages ordered by age descending"
    )]
    #[case("Sort prices from high to low", "sort prices descending")]
    #[case("List flights from the newest to the earliest", "list flights descending")]
    #[case("Trains from Paris to Rome", "trains from paris to rome")]
    #[case("From the largest to the largest", "from the largest to the largest")]
    #[case("from the largest city and town to the smallest", "from the largest city and town to the smallest")]
    fn ranges_of_extremes_become_orderings(#[case] question: &str, #[case] want: &str) {
        assert_eq!(said(question), want);
    }
}
