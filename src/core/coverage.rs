//! Which words of the question a reading accounts for, and which it leaves unexplained.
//!
//! A reading that silently drops a word of the question ("official", "last year", the "10" of
//! "the 10 largest") answers another question. So every reading gets the list of the question's
//! content words it does not account for; drivers show it ("not used: official") and the
//! session lowers the reading's probability for each (see `session::scoring`).
//!
//! A content word is any word that is not a grammar or request word ([`linking::is_stopword`]),
//! and any closed-class word below, grammar word or not ("not", "after"). A reading accounts
//! for one when
//! - it names a table or column the reading reads, by the similarity port (`venue` and
//!   `venue_name`, `hometown` and `birthplace`): at least [`NAMES`];
//! - it is in a value the reading compares with (`'Shut down'`, `'2023-01-01'` for "2023"), or
//!   is a number the reading uses (the 10 of `LIMIT 10`);
//! - it is one of the closed-class words that ask for a construct of SQL, and the reading has
//!   that construct: aggregates ("average" → AVG, "total" → SUM or COUNT), ordering and
//!   extremes ("highest", any superlative in -est → ORDER BY, MAX/MIN or LIMIT), comparison
//!   ("after", "over", a comparative in -er → `<`, `>`, BETWEEN), negation ("without",
//!   "never" → NOT, `<>`, EXCEPT) and distinctness ("unique", "kinds" → DISTINCT or GROUP BY).
//!   These classes are English grammar, not any database's words.
//!
//! Owns: the rule above. Must not touch: the scores (the session weighs what is listed here).
//!
//! [`linking::is_stopword`]: crate::core::linking::is_stopword

use super::linking::{is_stopword, question_words};
use super::ports::Similarity;
use super::schema::Schema;
use super::sql::{Atom, AtomKind};
use std::collections::BTreeSet;

/// A question word and a schema name this similar are taken as the word naming it.
pub const NAMES: f64 = 0.5;

/// A construct of SQL a closed-class word asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Construct {
    Average,
    Total,
    Extreme,
    Comparison,
    Negation,
    Distinct,
    Order,
    /// A unit or point of time ("last year", "monthly"): a date value or a date function.
    Time,
    /// "most", "least": an extreme ("the most orders") or a bound ("at least 3").
    Bound,
}

/// Closed-class words and the construct each asks for.
const CONSTRUCT_WORDS: &[(&str, Construct)] = &[
    ("average", Construct::Average),
    ("averages", Construct::Average),
    ("avg", Construct::Average),
    ("mean", Construct::Average),
    ("total", Construct::Total),
    ("totals", Construct::Total),
    ("sum", Construct::Total),
    ("combined", Construct::Total),
    ("altogether", Construct::Total),
    ("overall", Construct::Total),
    ("maximum", Construct::Extreme),
    ("max", Construct::Extreme),
    ("minimum", Construct::Extreme),
    ("min", Construct::Extreme),
    ("top", Construct::Extreme),
    ("bottom", Construct::Extreme),
    ("first", Construct::Extreme),
    ("last", Construct::Extreme),
    ("best", Construct::Extreme),
    ("worst", Construct::Extreme),
    ("fewest", Construct::Extreme),
    ("most", Construct::Bound),
    ("least", Construct::Bound),
    ("more", Construct::Comparison),
    ("less", Construct::Comparison),
    ("than", Construct::Comparison),
    ("above", Construct::Comparison),
    ("below", Construct::Comparison),
    ("after", Construct::Comparison),
    ("before", Construct::Comparison),
    ("since", Construct::Comparison),
    ("until", Construct::Comparison),
    ("over", Construct::Comparison),
    ("under", Construct::Comparison),
    ("exceeding", Construct::Comparison),
    ("exceeds", Construct::Comparison),
    ("fewer", Construct::Comparison),
    ("greater", Construct::Comparison),
    ("not", Construct::Negation),
    ("no", Construct::Negation),
    ("never", Construct::Negation),
    ("without", Construct::Negation),
    ("except", Construct::Negation),
    ("excluding", Construct::Negation),
    ("neither", Construct::Negation),
    ("nor", Construct::Negation),
    ("none", Construct::Negation),
    ("other", Construct::Negation),
    ("distinct", Construct::Distinct),
    ("unique", Construct::Distinct),
    ("kinds", Construct::Distinct),
    ("types", Construct::Distinct),
    ("various", Construct::Distinct),
    ("alphabetical", Construct::Order),
    ("alphabetically", Construct::Order),
    ("rank", Construct::Order),
    ("ranked", Construct::Order),
    ("sort", Construct::Order),
    ("year", Construct::Time),
    ("years", Construct::Time),
    ("yearly", Construct::Time),
    ("annual", Construct::Time),
    ("month", Construct::Time),
    ("months", Construct::Time),
    ("monthly", Construct::Time),
    ("week", Construct::Time),
    ("weeks", Construct::Time),
    ("weekly", Construct::Time),
    ("day", Construct::Time),
    ("days", Construct::Time),
    ("daily", Construct::Time),
    ("quarter", Construct::Time),
    ("recent", Construct::Time),
    ("recently", Construct::Time),
    ("today", Construct::Time),
    // Month names ("in july 2022"); "may" is left out, a modal verb as often.
    ("january", Construct::Time),
    ("february", Construct::Time),
    ("march", Construct::Time),
    ("april", Construct::Time),
    ("june", Construct::Time),
    ("july", Construct::Time),
    ("august", Construct::Time),
    ("september", Construct::Time),
    ("october", Construct::Time),
    ("november", Construct::Time),
    ("december", Construct::Time),
];

/// What a reading's atoms do, for the construct words.
#[derive(Debug, Default)]
struct Shape {
    average: bool,
    total: bool,
    extreme: bool,
    comparison: bool,
    negation: bool,
    distinct: bool,
    order: bool,
    time: bool,
}

/// Words of a name that say it holds a precomputed aggregate (`min_fee_amt`, `avg_salary`,
/// `total_sales`): such a column answers "smallest", "average", "total" without an aggregate.
const PRECOMPUTED: &[(&str, Construct)] = &[
    ("avg", Construct::Average),
    ("average", Construct::Average),
    ("mean", Construct::Average),
    ("total", Construct::Total),
    ("sum", Construct::Total),
    ("count", Construct::Total),
    ("num", Construct::Total),
    ("min", Construct::Extreme),
    ("max", Construct::Extreme),
    ("minimum", Construct::Extreme),
    ("maximum", Construct::Extreme),
];

impl Shape {
    fn of(atoms: &[Atom], names: &BTreeSet<String>) -> Shape {
        let mut shape = Shape::default();
        for word in names.iter().flat_map(|n| n.split('_')) {
            match PRECOMPUTED
                .iter()
                .find(|(w, _)| *w == word)
                .map(|(_, c)| *c)
            {
                Some(Construct::Average) => shape.average = true,
                Some(Construct::Total) => shape.total = true,
                Some(Construct::Extreme) => shape.extreme = true,
                _ => {}
            }
        }
        for atom in atoms {
            let text = atom.text.to_uppercase();
            shape.average |= text.contains("AVG(");
            shape.total |= text.contains("SUM(") || text.contains("COUNT(");
            shape.extreme |= text.contains("MAX(")
                || text.contains("MIN(")
                || matches!(atom.kind, AtomKind::OrderBy | AtomKind::Limit);
            shape.order |= atom.kind == AtomKind::OrderBy;
            let compares = text.contains('<') || text.contains('>') || text.contains("BETWEEN");
            shape.comparison |=
                compares && matches!(atom.kind, AtomKind::Predicate | AtomKind::Having);
            shape.negation |= text.contains("NOT ")
                || text.contains("<>")
                || text.contains("!=")
                || text.contains("EXCEPT");
            shape.time |= [
                "STRFTIME(",
                "DATE(",
                "EXTRACT(",
                "DATE_TRUNC(",
                "JULIANDAY(",
                "YEAR(",
            ]
            .iter()
            .any(|f| text.contains(f))
                || quoted_and_numbers(&atom.text).iter().any(|l| is_date(l));
            shape.distinct |= text.contains("DISTINCT")
                || matches!(atom.kind, AtomKind::Distinct | AtomKind::GroupBy);
        }
        shape
    }

    fn has(&self, construct: Construct) -> bool {
        match construct {
            Construct::Average => self.average,
            Construct::Total => self.total,
            Construct::Extreme => self.extreme,
            Construct::Comparison => self.comparison,
            Construct::Negation => self.negation,
            Construct::Distinct => self.distinct,
            Construct::Order => self.order,
            Construct::Time => self.time,
            Construct::Bound => self.extreme || self.comparison,
        }
    }
}

/// The construct a word asks for: from the table, or by its form (a superlative in -est asks
/// for an extreme, a comparative in -er before "than" for a comparison).
fn construct_of(word: &str, next: Option<&str>) -> Option<Construct> {
    if let Some((_, c)) = CONSTRUCT_WORDS.iter().find(|(w, _)| *w == word) {
        return Some(*c);
    }
    let letters = word.chars().all(char::is_alphabetic);
    if letters && word.len() > 5 && word.ends_with("est") {
        return Some(Construct::Extreme);
    }
    if letters && word.len() > 4 && word.ends_with("er") && next == Some("than") {
        return Some(Construct::Comparison);
    }
    None
}

/// The tables and columns `atoms` read, lower-case. Only the tables the atoms name and their
/// columns are looked at, not the whole schema once per reading. (Counting the tables they refer
/// to as well, so that "the bookings of a diver" is accounted for without reading `divers`, was
/// measured and dropped: it lent words to readings over the wrong one of two similar tables.)
fn names_read(atoms: &[Atom], schema: &Schema) -> BTreeSet<String> {
    let tokens: BTreeSet<String> = atoms
        .iter()
        .flat_map(|atom| {
            atom.text
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|t| !t.is_empty())
                .map(str::to_lowercase)
        })
        .collect();
    let mut read = BTreeSet::new();
    for table in &schema.tables {
        if !tokens.contains(&table.name.to_lowercase()) {
            continue;
        }
        read.insert(table.name.to_lowercase());
        for column in &table.columns {
            let name = column.name.to_lowercase();
            if tokens.contains(&name) {
                read.insert(name);
            }
        }
    }
    read
}

/// How many distinct content words `question` has (the words a reading must account for).
pub fn content_words(question: &str) -> usize {
    let mut words: Vec<String> = question_words(question)
        .into_iter()
        .filter(|w| !is_stopword(w))
        .collect();
    words.sort_unstable();
    words.dedup();
    words.len()
}

/// The words of `question` that the reading with `atoms` leaves unexplained, in question order.
pub fn unexplained(
    question: &str,
    atoms: &[Atom],
    schema: &Schema,
    similarity: &dyn Similarity,
) -> Vec<String> {
    let words = question_words(question);
    let names = names_read(atoms, schema);
    let shape = Shape::of(atoms, &names);
    let literals: Vec<String> = atoms
        .iter()
        .flat_map(|a| quoted_and_numbers(&a.text))
        .collect();
    let mut out: Vec<String> = Vec::new();
    for (at, word) in words.iter().enumerate() {
        // A word said twice is judged where it is first said.
        if words[..at].contains(word) {
            continue;
        }
        let next = words.get(at + 1).map(String::as_str);
        // A construct word is checked even where it is a grammar word ("not", "after").
        let explained = match construct_of(word, next) {
            Some(construct) => shape.has(construct),
            None if is_stopword(word) => true,
            None => {
                literals.iter().any(|l| holds(l, word))
                    || names
                        .iter()
                        .any(|name| similarity.similarity(word, name) >= NAMES)
            }
        };
        if !explained {
            out.push(word.clone());
        }
    }
    out
}

/// The quoted strings (lower-case) and bare numbers of a SQL fragment.
fn quoted_and_numbers(text: &str) -> Vec<String> {
    let mut out: Vec<String> = text
        .split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_lowercase)
        .collect();
    out.extend(
        text.split(|c: char| !(c.is_ascii_digit() || c == '.'))
            .filter(|t| t.chars().next().is_some_and(|c| c.is_ascii_digit()))
            .map(str::to_string),
    );
    out
}

/// A value holds a word: a text word anywhere in it ("shut" in `'shut down'`), a number only as
/// a whole number (2023 in `'2023-01-01'`, not 10 in `100`).
fn holds(literal: &str, word: &str) -> bool {
    if !word.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return literal.contains(word);
    }
    literal
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .any(|n| n == word)
}

/// `YYYY-MM…`: a date or timestamp written as text.
fn is_date(literal: &str) -> bool {
    let b = literal.as_bytes();
    let year_first = b.len() >= 7
        && b[..4].iter().all(u8::is_ascii_digit)
        && matches!(b[4], b'-' | b'/')
        && b[5..7].iter().all(u8::is_ascii_digit);
    // A month's dates written year last, `_` for the day and separators ('07____2022').
    let month_year_last = b.len() == 10
        && b[6..].iter().all(u8::is_ascii_digit)
        && b[..6].contains(&b'_')
        && b[..6].iter().all(|c| c.is_ascii_digit() || *c == b'_');
    year_first || month_year_last
}

#[cfg(test)]
#[path = "coverage_tests.rs"]
mod tests;
