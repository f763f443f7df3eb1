//! Extremes listed with other aggregates: "the total, longest and shortest stage distances" →
//! "the total, maximum and minimum stage distances".
//!
//! Owns: reading a superlative adjective the cue lexicon does not know ("longest", "oldest",
//! "earliest") as MAX / MIN when it stands in a coordinated list of aggregates of one
//! attribute. Alone, "the longest stage" picks a row (ORDER BY … LIMIT 1), and that reading
//! is left to the parser; in a list with "total" or "average", or paired with its opposite
//! before the attribute ("the longest and shortest distances"), it is one of several
//! aggregates of that attribute.
//! Must not touch: the schema, or superlatives outside such a list.

use super::super::cues::{cue_at, Cue};
use super::super::lexicon::{Tok, TokKind};

/// Which end of its scale a one-word superlative adjective names (`Some(true)` the top), as
/// the cue table reads it (`Cue::Super`: "longest", "youngest", …, not "highest", which it
/// already reads as MAX).
fn superlative(t: &Tok) -> Option<bool> {
    match cue_at(std::slice::from_ref(t), 0) {
        Some((Cue::Super(_, top), 1)) if t.kind == TokKind::Word => Some(top),
        _ => None,
    }
}

/// Aggregate words that may share the list with them.
const AGGREGATES: &[&str] = &[
    "total", "average", "mean", "sum", "maximum", "minimum", "max", "min", "highest", "lowest",
    "largest", "smallest", "biggest", "greatest",
];

/// What may stand between two items of the list.
const CONNECTORS: &[&str] = &[",", "and", "the", "or"];

/// Words after which a list of superlatives picks rows, not values ("the names of the oldest
/// and youngest singers").
const ROW_PICKING: &[&str] = &["of", "for", "with", "by", "from"];

/// The tokens with every superlative adjective in a list of aggregates said as "maximum" or
/// "minimum".
pub fn listed_extremes(mut toks: Vec<Tok>) -> Vec<Tok> {
    let mut i = 0;
    while i < toks.len() {
        let Some(items) = list_at(&toks, i) else {
            i += 1;
            continue;
        };
        let last = items.last().copied().unwrap_or(i);
        let explicit = items
            .iter()
            .any(|&k| AGGREGATES.contains(&toks[k].lower.as_str()));
        let opener = toks[..i]
            .iter()
            .rev()
            .find(|t| !t.is_word("the"))
            .map(|t| t.lower.as_str());
        let picks_rows = opener.is_some_and(|w| ROW_PICKING.contains(&w));
        let attribute_follows = toks
            .get(last + 1)
            .is_some_and(|t| t.kind == TokKind::Word && !CONNECTORS.contains(&t.lower.as_str()));
        if attribute_follows && (explicit || !picks_rows) {
            for &k in &items {
                match superlative(&toks[k]) {
                    Some(true) => toks[k] = Tok::word("maximum"),
                    Some(false) => toks[k] = Tok::word("minimum"),
                    None => {}
                }
            }
        }
        i = last + 1;
    }
    toks
}

/// The items of a list of two or more aggregate words starting at `at`, if it holds a
/// superlative adjective.
fn list_at(toks: &[Tok], at: usize) -> Option<Vec<usize>> {
    let item = |t: &Tok| {
        superlative(t).is_some()
            || (t.kind == TokKind::Word && AGGREGATES.contains(&t.lower.as_str()))
    };
    if !item(toks.get(at)?) {
        return None;
    }
    let mut items = vec![at];
    let mut k = at + 1;
    loop {
        let gap_start = k;
        while toks
            .get(k)
            .is_some_and(|t| CONNECTORS.contains(&t.lower.as_str()))
        {
            k += 1;
        }
        match toks.get(k) {
            Some(t) if k > gap_start && item(t) => {
                items.push(k);
                k += 1;
            }
            _ => break,
        }
    }
    let adjective = items.iter().any(|&k| superlative(&toks[k]).is_some());
    (items.len() >= 2 && adjective).then_some(items)
}

#[cfg(test)]
mod tests {
    use super::super::super::lexicon::tokenize;
    use super::*;
    use rstest::rstest;

    fn said(q: &str) -> String {
        listed_extremes(tokenize(q))
            .iter()
            .map(|t| t.lower.clone())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[rstest]
    #[case(
        "What are the total, longest and shortest stage distances?",
        "what are the total , maximum and minimum stage distances ?"
    )]
    #[case(
        "Show the shortest, the longest and the total distance over all stages.",
        "show the minimum , the maximum and the total distance over all stages ."
    )]
    #[case(
        "What are the longest and shortest running times?",
        "what are the maximum and minimum running times ?"
    )]
    #[case(
        "What is the average and earliest year of the films?",
        "what is the average and minimum year of the films ?"
    )]
    // A superlative alone picks a row.
    #[case(
        "What is the name of the longest stage?",
        "what is the name of the longest stage ?"
    )]
    // Paired superlatives after "of the" pick rows.
    #[case(
        "What are the names of the oldest and youngest singers?",
        "what are the names of the oldest and youngest singers ?"
    )]
    // Not followed by what they aggregate.
    #[case(
        "Which is longer, the longest or the shortest?",
        "which is longer , the longest or the shortest ?"
    )]
    fn extremes_in_a_list_of_aggregates(#[case] question: &str, #[case] expected: &str) {
        assert_eq!(said(question), expected);
    }
}
