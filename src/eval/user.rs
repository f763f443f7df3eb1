//! The simulated user of the EIG paper, knowing only what a user knows.
//!
//! The user wants one SQL reading (the benchmark's `gold[0]`) and knows what it *means*; it
//! never executes anything and never sees a reading that is not on screen. It answers a
//! clarification question from the question itself:
//! - an option whose distinguishing atoms are exactly the wanted reading's share of all the
//!   atoms the options mention (under the equivalences of [`super::meaning`]) is chosen;
//! - otherwise the one option whose atoms are all implied by the wanted reading, when exactly one
//!   is (the richest such option, when one holds strictly more);
//! - "none of these" when the wanted reading holds none of the options' atoms;
//! - a skip otherwise (the user cannot tell).
//!
//! The functions here take the question as shown and the wanted meaning, nothing else: by its
//! signature the user cannot look at results or at readings off screen.

use super::meaning::{normalise, Meaning};
use crate::core::hints::fold;
use crate::core::schema::Schema;
use crate::core::session::{CandidateView, QuestionView};
use std::collections::BTreeSet;

/// The simulated user's answer to one question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reply {
    /// The option at this index (the "none of these" option included).
    Choose(usize),
    Skip,
}

/// The user's answer to `question`, wanting `wanted`.
pub fn reply(question: &QuestionView, wanted: &Meaning, schema: &Schema) -> Reply {
    if question.kind == "linking" {
        return reply_link(question, wanted);
    }
    let options: Vec<BTreeSet<String>> = question
        .options
        .iter()
        .map(|o| o.atoms.iter().map(|k| normalise(k, schema)).collect())
        .collect();
    let universe: BTreeSet<&String> = options.iter().flatten().collect();
    // Exact: the option that says precisely what the wanted reading says about this question.
    for form in wanted.forms() {
        let said: BTreeSet<&String> = universe
            .iter()
            .copied()
            .filter(|a| form.contains(*a))
            .collect();
        if said.is_empty() {
            continue;
        }
        let exact: Vec<usize> = (0..options.len())
            .filter(|&o| {
                !options[o].is_empty() && options[o].iter().collect::<BTreeSet<_>>() == said
            })
            .collect();
        if let [only] = exact.as_slice() {
            return Reply::Choose(*only);
        }
    }
    // Implied: every atom of the option is in the wanted reading.
    let implied: Vec<usize> = (0..options.len())
        .filter(|&o| !options[o].is_empty() && options[o].iter().all(|a| wanted.implies(a)))
        .collect();
    match implied.as_slice() {
        [only] => return Reply::Choose(*only),
        [_, _, ..] => {
            let size = |o: &usize| options[*o].len();
            let largest = implied.iter().map(size).max().unwrap_or(0);
            let richest: Vec<&usize> = implied.iter().filter(|o| size(o) == largest).collect();
            if let [only] = richest.as_slice() {
                return Reply::Choose(**only);
            }
            return Reply::Skip;
        }
        [] => {}
    }
    let says_none = universe.iter().all(|a| !wanted.implies(a));
    match options.iter().position(BTreeSet::is_empty) {
        Some(none) if says_none => Reply::Choose(none),
        _ => Reply::Skip,
    }
}

/// A linking question ("By “country”, do you mean …?"): the one option naming a table or
/// column the wanted reading reads; a skip when it reads none of them or several.
fn reply_link(question: &QuestionView, wanted: &Meaning) -> Reply {
    let named: Vec<usize> = question
        .options
        .iter()
        .enumerate()
        .filter(|(_, o)| {
            o.component
                .as_ref()
                .is_some_and(|c| wanted.components.iter().any(|w| fold(w) == fold(c)))
        })
        .map(|(i, _)| i)
        .collect();
    match named.as_slice() {
        [only] => Reply::Choose(*only),
        _ => Reply::Skip,
    }
}

/// The reading on screen that the user recognises as the one they want (same meaning), if any.
pub fn recognise(shown: &[CandidateView], wanted: &Meaning, schema: &Schema) -> Option<usize> {
    shown
        .iter()
        .position(|c| Meaning::of(&c.sql, schema).is_some_and(|m| m.same_as(wanted)))
}

#[cfg(test)]
#[path = "user_tests.rs"]
mod tests;
