//! RTS's human-in-the-loop linking step (RTS §3), with the linking similarity in place of the
//! paper's probes of an LLM's hidden layers.
//!
//! RTS asks the user *before* generating when the linker cannot tell which schema element a
//! phrase means, and abstains when no element is likely enough. Here, every phrase of the
//! question that may name data ([`relevant_entities`]) gets a conformal prediction set of
//! schema components: the components `c` whose nonconformity
//!
//! ```text
//!     a(e, c) = (1 − s(e, c)) + (best(e) − s(e, c))
//! ```
//!
//! is at most a threshold calibrated on the dev split (`qlarify eval --calibrate-linking`),
//! where `s` is [`component_similarity`] and `best(e)` the best score the schema offers `e`. The
//! score has two parts because the set must do two things: the absolute part `1 − s` lets the
//! set be empty when nothing in the schema resembles the phrase (the session abstains for it),
//! and the relative part `best − s` keeps a phrase that resembles many components a little from
//! holding them all. Calibration pairs each phrase with the component of the meant SQL it
//! resembles most, when it resembles one at all ([`REFERS`]); the set then holds that component
//! with probability at least `1 − α` on data like the dev split's (split-conformal, RTS §3.3).
//!
//! A set of two to [`MAX_LINK_OPTIONS`] components is a linking question; a larger one says the
//! phrase is vague, not ambiguous between a few meanings, and is not asked (a form to fill in
//! is not a question). A table in a set absorbs its own columns: naming the table does not
//! exclude its columns, so "singer" over `singer` and `singer.singer_name` is no ambiguity.
//!
//! Owns: the score, the sets, which phrases are asked about, and the calibration scores.
//! Must not touch: the session's readings (the session turns an answer into a hint and a new
//! generation), the threshold's storage (the store ships it per similarity backend).

use crate::core::linking::question_words;
use crate::core::ports::Similarity;
use crate::core::selector::{component_similarity, ranked_components, relevant_entities};

/// The most components a linking question offers.
pub const MAX_LINK_OPTIONS: usize = 4;

/// How similar a phrase must be to a component of the meant SQL to count, in calibration, as
/// naming it. Below this the phrase is about something else (a value, an operation, a word the
/// schema does not hold) and says nothing about linking.
pub const REFERS: f64 = 0.5;

/// Nonconformity of a component scoring `score` for a phrase whose best is `best` (lower: more
/// plausibly the component meant).
pub fn link_nonconformity(score: f64, best: f64) -> f64 {
    (1.0 - score) + (best - score).max(0.0)
}

/// One phrase of the question with the components its conformal set holds.
#[derive(Debug, Clone, PartialEq)]
pub struct LinkSet {
    pub phrase: String,
    /// The components within the threshold, best first, a table standing for its own columns.
    pub within: Vec<(String, f64)>,
    /// The best components whatever the threshold, best first (at most [`MAX_LINK_OPTIONS`]):
    /// what an abstention offers.
    pub closest: Vec<(String, f64)>,
}

impl LinkSet {
    /// The set is a question: a few components, none clearly the one.
    pub fn ambiguous(&self) -> bool {
        (2..=MAX_LINK_OPTIONS).contains(&self.within.len())
    }

    /// Nothing in the schema passes the threshold for this phrase, though something resembles
    /// it enough ([`REFERS`]) for the phrase to be about the schema at all: a verb or a value
    /// that resembles nothing is not linking's business (coverage lists it as unexplained).
    pub fn abstains(&self) -> bool {
        self.within.is_empty() && self.closest.first().is_some_and(|(_, s)| *s >= REFERS)
    }
}

/// The conformal link set of every phrase that may name data: `entities` as
/// [`relevant_entities`] gives them for the question (the selector reads the same list, so a
/// round computes it once).
pub fn link_sets(
    entities: &[(String, f64)],
    components: &[String],
    similarity: &dyn Similarity,
    threshold: f64,
) -> Vec<LinkSet> {
    entities
        .iter()
        // A number is a value, not a name (the value linker reads it).
        .filter(|(phrase, _)| !words(phrase).iter().all(|w| w.parse::<f64>().is_ok()))
        .map(|(phrase, best)| {
            let (phrase, best) = (phrase.clone(), *best);
            let ranked = ranked_components(&phrase, components, similarity);
            let within: Vec<(String, f64)> = ranked
                .iter()
                .filter(|(_, s)| link_nonconformity(*s, best) <= threshold)
                .cloned()
                .collect();
            let closest = absorb_columns(ranked, false)
                .into_iter()
                .take(MAX_LINK_OPTIONS)
                .collect();
            LinkSet {
                phrase,
                within: absorb_columns(within, true),
                closest,
            }
        })
        .collect()
}

/// Drops every column whose table is also listed (`anywhere`) or listed before it: the table
/// stands for it. A set is absorbed whole; a ranking only where the table ranks higher, or
/// every column would go (each table appears somewhere in a ranking of the whole schema).
fn absorb_columns(ranked: Vec<(String, f64)>, anywhere: bool) -> Vec<(String, f64)> {
    let mut out: Vec<(String, f64)> = Vec::new();
    for (i, (component, score)) in ranked.iter().enumerate() {
        let absorbed = component.split_once('.').is_some_and(|(table, _)| {
            let listed = |(c, _): &(String, f64)| c.eq_ignore_ascii_case(table);
            if anywhere {
                ranked.iter().any(listed)
            } else {
                ranked[..i].iter().any(listed)
            }
        });
        if !absorbed {
            out.push((component.clone(), *score));
        }
    }
    out
}

/// The sets worth a question, in the order to ask them: the phrase that names a component
/// best first, then longer phrases (the more a phrase says, the more its answer settles); one
/// question per stretch of the question's words ("release year" is asked, not also "year"
/// inside it) and per set of options. Naming best comes first because a run of content words
/// ("country age") resembles the components of each of its words a little, and its set mixes
/// the components of two phrases, which are not alternatives.
pub fn questions_of(sets: &[LinkSet]) -> Vec<&LinkSet> {
    let mut ambiguous: Vec<&LinkSet> = sets.iter().filter(|s| s.ambiguous()).collect();
    ambiguous.sort_by(|a, b| {
        b.within[0]
            .1
            .total_cmp(&a.within[0].1)
            .then(words(&b.phrase).len().cmp(&words(&a.phrase).len()))
    });
    let mut chosen: Vec<&LinkSet> = Vec::new();
    for set in ambiguous {
        let overlaps = chosen.iter().any(|c| {
            let theirs = words(&c.phrase);
            words(&set.phrase).iter().any(|w| theirs.contains(w))
        });
        let same_options = chosen.iter().any(|c| {
            c.within.len() == set.within.len()
                && c.within
                    .iter()
                    .all(|(x, _)| set.within.iter().any(|(y, _)| x == y))
        });
        if !overlaps && !same_options {
            chosen.push(set);
        }
    }
    chosen
}

fn words(phrase: &str) -> Vec<String> {
    question_words(phrase)
}

/// Calibration scores of one question whose meant reading uses `meant` (`table` and
/// `table.column` names): for each phrase that names one of them ([`REFERS`]), the
/// nonconformity of the meant component it resembles most.
pub fn calibration_scores(
    question: &str,
    meant: &[String],
    components: &[String],
    similarity: &dyn Similarity,
) -> Vec<f64> {
    relevant_entities(question, components, similarity)
        .into_iter()
        .filter_map(|(phrase, best)| {
            let named = meant
                .iter()
                .map(|c| component_similarity(&phrase, c, similarity))
                .fold(f64::NEG_INFINITY, f64::max);
            (named >= REFERS).then(|| link_nonconformity(named, best))
        })
        .collect()
}

#[cfg(test)]
#[path = "link_sets_tests.rs"]
mod tests;
