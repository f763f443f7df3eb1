//! Codes that abbreviate the word they stand for: `cand_office = 'H'` for "house candidates",
//! `entity_tp = 'IND'` for "individual donors", `site_tp_cd = 'LK'` for "lakes".
//!
//! Owns: recognising columns of short codes from their distinct values, and matching a
//! question word against those codes. Open data codes a category by abbreviating its name —
//! its initial (`H` house, `S` senate), its first letters (`REP` republican, `MO` monthly) or
//! its consonants (`LK` lake) — and often keeps no lookup saying so (a lookup that does is
//! read by `code_lookups.rs`, whose hits rank above these). An analyst types the word.
//! Must not touch: how the parser decides a word is a value: it asks for these only when a
//! word is found nowhere else and names no table or column (`parse/values_at.rs`).
//!
//! The rule, stated: a column is a code column when every text value it holds is one to
//! [`MAX_CODE_CHARS`] capitals or digits with at least one capital, it holds no numbers, and
//! it holds between [`MIN_CODES`] and [`MAX_CODES`] such values, most of them no US state's
//! postal code. A lower-case word of at least [`MIN_WORD_CHARS`] letters
//! ([`MIN_WORD_CHARS_FOR_INITIAL`] for a one-letter code), or its singular, names the longest
//! code of such a column that is its first letters, or, for codes of two or more letters, its
//! consonant skeleton (first letter kept, later letters in order, no vowel). The hit's quality
//! is [`ABBREVIATION_QUALITY`]: a guess for the pool, below a value found as written.

use super::{ValueHit, ValueIndex, US_STATES};
use crate::core::schema::Schema;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// Longest code, in characters.
const MAX_CODE_CHARS: usize = 4;
/// Distinct codes a code column holds at least: two values are a flag's ('T'/'F') or a sex's
/// ('M'/'F'), named by words of their own ("full-time", "male"), not abbreviated.
const MIN_CODES: usize = 3;
/// Distinct codes a code column holds at most (more are identifiers, not categories).
const MAX_CODES: usize = 40;
/// Shortest word read as abbreviated by a code ("out", "new" and grammar words are not), and
/// by a code of one letter ("time" is no 'T').
const MIN_WORD_CHARS: usize = 4;
const MIN_WORD_CHARS_FOR_INITIAL: usize = 5;
/// A hit's quality: a guess, below a description found in a lookup or a value as written.
const ABBREVIATION_QUALITY: f64 = 0.5;

/// One code column: its place in the value index and its codes as stored.
#[derive(Debug, Clone)]
struct CodeColumn {
    at: usize,
    codes: Vec<String>,
}

/// The code columns of a value index, found on first use (they derive from the index's
/// values, so they are neither stored with it nor part of its identity).
#[derive(Debug, Clone, Default)]
pub(super) struct AbbreviatedCodes(OnceLock<Vec<CodeColumn>>);

impl PartialEq for AbbreviatedCodes {
    /// Derived from the index's values: equal indexes derive equal code columns.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

fn code_shaped(value: &str) -> bool {
    let n = value.chars().count();
    (1..=MAX_CODE_CHARS).contains(&n)
        && value
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        && value.chars().any(|c| c.is_ascii_uppercase())
}

fn code_columns(index: &ValueIndex) -> Vec<CodeColumn> {
    let mut codes: BTreeMap<usize, BTreeSet<String>> = BTreeMap::new();
    let mut other: BTreeSet<usize> = BTreeSet::new();
    for entries in index.texts.values() {
        for (at, stored) in entries {
            if code_shaped(stored) {
                codes.entry(*at).or_default().insert(stored.clone());
            } else {
                other.insert(*at);
            }
        }
    }
    codes
        .into_iter()
        .filter(|(at, set)| {
            let numbers = index.columns.get(*at).is_none_or(|c| c.range.is_some());
            !other.contains(at)
                && !numbers
                && (MIN_CODES..=MAX_CODES).contains(&set.len())
                && !postal(set)
        })
        .map(|(at, set)| CodeColumn {
            at,
            codes: set.into_iter().collect(),
        })
        .collect()
}

/// Whether most codes are US states' postal codes: a state is named by its name (the value
/// index reads "texas" as 'TX'), and two capitals abbreviate too many words by chance
/// ("filers" would be 'FL').
fn postal(codes: &BTreeSet<String>) -> bool {
    let states = codes
        .iter()
        .filter(|c| {
            US_STATES
                .iter()
                .any(|(_, code)| c.eq_ignore_ascii_case(code))
        })
        .count();
    2 * states > codes.len()
}

/// Whether `code` (lower-cased) abbreviates `word`: its first letters, or for two letters or
/// more its consonant skeleton (`lk` lake, `hel` helicopter).
fn abbreviates(code: &str, word: &str) -> bool {
    if word.starts_with(code) {
        return true;
    }
    let mut letters = code.chars();
    let (Some(first), rest) = (letters.next(), letters.as_str()) else {
        return false;
    };
    let vowel = |c: char| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u');
    !rest.is_empty()
        && word.starts_with(first)
        && rest.chars().all(|c| c.is_ascii_alphabetic() && !vowel(c))
        && {
            let mut remaining = word.chars().skip(1);
            rest.chars().all(|c| remaining.any(|l| l == c))
        }
}

impl ValueIndex {
    /// Code columns (of `schema`) holding a code that abbreviates the one word `phrase`
    /// (module docs), each with the longest such code.
    pub fn find_code(&self, phrase: &str, schema: &Schema) -> Vec<ValueHit> {
        let word = phrase.trim().to_lowercase();
        let singular = super::stem(&word);
        if word.chars().count() < MIN_WORD_CHARS || !word.chars().all(|c| c.is_ascii_lowercase()) {
            return Vec::new();
        }
        let columns = self.abbreviated.0.get_or_init(|| code_columns(self));
        let mut hits = Vec::new();
        for column in columns {
            let Some(values) = self.columns.get(column.at) else {
                continue;
            };
            let best = column
                .codes
                .iter()
                .filter(|code| {
                    let code = code.to_lowercase();
                    (code.len() > 1 || word.chars().count() >= MIN_WORD_CHARS_FOR_INITIAL)
                        && (abbreviates(&code, &word) || abbreviates(&code, &singular))
                })
                .max_by_key(|code| code.len());
            if let (Some(code), true) = (best, values.in_schema(schema)) {
                hits.push(ValueHit {
                    table: values.table.clone(),
                    column: values.column.clone(),
                    value: code.clone(),
                    quality: ABBREVIATION_QUALITY,
                    partial: false,
                    flag: false,
                });
            }
        }
        hits
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("h", "house", true)]
    #[case("rep", "republican", true)]
    #[case("lk", "lake", true)]
    #[case("hel", "helicopter", true)]
    #[case("lk", "look", true)]
    #[case("le", "lake", false)]
    #[case("s", "house", false)]
    #[case("gw", "groundwater", true)]
    #[case("atk", "tanker", false)]
    fn a_code_abbreviates_by_first_letters_or_consonants(
        #[case] code: &str,
        #[case] word: &str,
        #[case] expected: bool,
    ) {
        assert_eq!(abbreviates(code, word), expected);
    }

    #[rstest]
    #[case("H", true)]
    #[case("REP", true)]
    #[case("T3", true)]
    #[case("05", false)]
    #[case("Rep", false)]
    #[case("HOUSE", false)]
    fn codes_are_short_capitals(#[case] value: &str, #[case] expected: bool) {
        assert_eq!(code_shaped(value), expected);
    }
}
