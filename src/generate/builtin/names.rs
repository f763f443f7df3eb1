//! Schema names and question phrases as comparable words.
//!
//! Owns: the plain-words form of a schema name (split, abbreviations and measurement units
//! spelled out, glued words apart: `avg_mpg` → `average miles per gallon`), content words
//! (singular, without grammar words), the word-overlap score, and the recognition of columns
//! that hold a precomputed aggregate (`avg_x`, `x_max` beside a sibling).
//! Must not touch: the similarity model or the schema itself.

use super::frame::Agg;
use super::lexicon::{is_filler, stem};
use super::link::ColInfo;
use crate::embed::text::{expanded_words, humanize};

pub(super) fn stem_all(text: &str) -> String {
    text.split(' ').map(stem).collect::<Vec<_>>().join(" ")
}

/// Content words of a text, abbreviations expanded, singular.
pub fn content_words(text: &str) -> Vec<String> {
    expanded_words(text)
        .into_iter()
        .filter(|w| !is_filler(w) && w != "of")
        .map(|w| stem(&w))
        .collect()
}

/// How many words of a schema name (its plain words, `human`) `phrase` leaves unsaid, every
/// word counted, filler words too: the overlap score drops "details" from `employee_details`,
/// so "employees" scores it as it scores `employees`, yet only the latter is named in full.
/// Ranks names of equal score (fewer unsaid first) before any order of the schema's.
///
/// `said` is the phrase as [`said_words`] spells it (once, when many names are ranked).
pub fn unsaid_of(said: &[String], human: &str) -> usize {
    STEMMED.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.len() >= STEMMED_MAX && !memo.contains_key(human) {
            memo.clear();
        }
        memo.entry(human.to_string())
            .or_insert_with(|| said_words(human))
            .iter()
            .filter(|w| !said.contains(w))
            .count()
    })
}

thread_local! {
    /// Schema names' stemmed words: every phrase's candidate columns are ranked by them, and
    /// spelling the same few hundred names again for each phrase was a tenth of a question's
    /// time on a large schema.
    static STEMMED: std::cell::RefCell<std::collections::HashMap<String, Vec<String>>> =
        std::cell::RefCell::default();
}

/// Names whose words [`STEMMED`] keeps before it starts afresh.
const STEMMED_MAX: usize = 20_000;

/// The stemmed words of a phrase, for [`unsaid_of`].
pub fn said_words(phrase: &str) -> Vec<String> {
    expanded_words(phrase).iter().map(|w| stem(w)).collect()
}

/// Word overlap in [0, 1]: each word's best match on the other side (1 for equal words, 0.8 when
/// one is a prefix of the other of at least three letters), averaged over both sides. A word
/// of one side that abbreviates several words of the other (`edispl` for "engine
/// displacement") stands for them, at [`ABBREVIATED`].
pub fn word_score(a: &str, b: &str) -> f64 {
    let (wa, wb) = (content_words(a), content_words(b));
    if wa.is_empty() || wb.is_empty() {
        return 0.0;
    }
    let plain = overlap(&wa, &wb);
    let abbreviated = contract(&wa, &wb)
        .map(|w| ABBREVIATED * overlap(&w, &wb))
        .into_iter()
        .chain(contract(&wb, &wa).map(|w| ABBREVIATED * overlap(&wa, &w)))
        .fold(0.0, f64::max);
    plain.max(abbreviated)
}

/// What an abbreviation match is worth against the words written out.
const ABBREVIATED: f64 = 0.85;

/// `words` with the first run of two or more that a word of `other` abbreviates replaced by
/// that word (`engine displacement` against `edispl` → `edispl`), if there is one.
fn contract(words: &[String], other: &[String]) -> Option<Vec<String>> {
    // Short words abbreviate too much by chance ("age" would be "a·verage g·ross e·arnings").
    for short in other.iter().filter(|w| w.len() >= 4 && !words.contains(w)) {
        for start in 0..words.len() {
            for end in (start + 2..=words.len()).rev() {
                if abbreviates(short, &words[start..end], false) {
                    let mut out = words[..start].to_vec();
                    out.push(short.clone());
                    out.extend_from_slice(&words[end..]);
                    return Some(out);
                }
            }
        }
    }
    None
}

/// True when `short` is the words' prefixes in order, each at least its first letter, the
/// last at least two and one at least three (`edispl` = e·ngine + displ·acement, `fname` =
/// f·irst + name); `long_seen`: an earlier piece had three.
fn abbreviates(short: &str, words: &[String], long_seen: bool) -> bool {
    let Some((first, rest)) = words.split_first() else {
        return short.is_empty() && long_seen;
    };
    let min = if rest.is_empty() { 2 } else { 1 };
    (min..=first.len().min(short.len())).any(|n| {
        first.is_char_boundary(n)
            && short.is_char_boundary(n)
            && short[..n] == first[..n]
            && (if rest.is_empty() {
                n == short.len() && (long_seen || n >= 3)
            } else {
                abbreviates(&short[n..], rest, long_seen || n >= 3)
            })
    })
}

fn overlap(wa: &[String], wb: &[String]) -> f64 {
    let pair = |x: &str, y: &str| -> f64 {
        if x == y {
            1.0
        } else if x.len() >= 3 && y.len() >= 3 && (x.starts_with(y) || y.starts_with(x)) {
            0.8
        } else if skeleton_of(x, y) || skeleton_of(y, x) {
            SKELETON
        } else {
            0.0
        }
    };
    let side = |from: &[String], to: &[String]| -> f64 {
        from.iter()
            .map(|x| to.iter().map(|y| pair(x, y)).fold(0.0, f64::max))
            .sum()
    };
    (side(wa, wb) + side(wb, wa)) / (wa.len() + wb.len()) as f64
}

/// True when one word stands for the other the way schema names write words: equal, one a
/// prefix of the other of at least three letters (`emer` emergency), or a consonant skeleton
/// (`svc` service, `cplx` complex).
pub fn same_word(a: &str, b: &str) -> bool {
    a == b
        || (a.len() >= 3 && b.len() >= 3 && (a.starts_with(b) || b.starts_with(a)))
        || skeleton_of(a, b)
        || skeleton_of(b, a)
}

/// What a consonant-skeleton abbreviation match is worth (below a prefix's 0.8).
const SKELETON: f64 = 0.7;

/// True when `short` is `long` with vowels (and some consonants) dropped, the way open data
/// abbreviates names (`dschrg` discharge, `pymt` payment, `cmte` committee, `actv` active,
/// `ctgry` category): it starts with `long`'s first letter, its letters appear in `long` in
/// order, and after the first it holds no vowel but a final "e". The vowel rule keeps real
/// words apart: "cat" is in "contact" letter by letter, but is no skeleton of it.
fn skeleton_of(short: &str, long: &str) -> bool {
    let vowel = |c: char| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u');
    let n = short.chars().count();
    if n < 3 || long.chars().count() < n + 2 || !short.is_ascii() || !long.is_ascii() {
        return false;
    }
    let mut letters = short.chars();
    let first = letters.next();
    if first != long.chars().next() {
        return false;
    }
    let rest: Vec<char> = letters.collect();
    // A word that opens with a vowel keeps its second letter too ("actv" active), or a short
    // real word would pass for one ("art" in "airport").
    if first.is_some_and(vowel) && rest.first() != long.chars().nth(1).as_ref() {
        return false;
    }
    let body = match rest.split_last() {
        Some((&'e', body)) => body,
        _ => rest.as_slice(),
    };
    if body.iter().any(|&c| vowel(c) || !c.is_ascii_alphabetic()) {
        return false;
    }
    let mut remaining = long.chars().skip(1);
    rest.iter().all(|&c| remaining.any(|l| l == c))
}

/// Word endings that schema names glue on without a separator (`continentid`, `fullname`).
const GLUED: &[&str] = &["id", "name", "code", "type", "year", "number", "count"];

/// Real words that end like a glued key (`valid` is not `val id`).
const NOT_GLUED: &[&str] = &[
    "valid",
    "invalid",
    "liquid",
    "pyramid",
    "android",
    "hybrid",
    "orchid",
    "humid",
    "rapid",
    "fluid",
    "solid",
    "squid",
    "surname",
    "prototype",
    "genotype",
    "phenotype",
    "account",
    "discount",
    "viscount",
];

/// A schema name as plain words: split, abbreviations expanded, glued words apart
/// (`avg_mpg` → `average miles per gallon`).
pub fn human(name: &str) -> String {
    split_compounds(&humanize(name))
}

/// Measurement abbreviations common in column names, in the words a question uses.
const UNITS: &[(&str, &str)] = &[
    ("mpg", "miles per gallon"),
    ("mph", "miles per hour"),
    ("kmh", "kilometers per hour"),
    ("hp", "horsepower"),
    ("rpm", "revolutions per minute"),
    ("kg", "kilograms"),
    ("km", "kilometers"),
    ("lbs", "pounds"),
    ("sqft", "square feet"),
    ("gdp", "gross domestic product"),
    ("gnp", "gross national product"),
];

/// Splits glued identifier words (`continentid` → `continent id`, `pettype` → `pet type`) and
/// spells out measurement abbreviations (`mpg` → `miles per gallon`).
pub fn split_compounds(text: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    for word in text.split(' ') {
        if let Some((_, spelled)) = UNITS.iter().find(|(abbr, _)| *abbr == word) {
            out.push((*spelled).to_string());
            continue;
        }
        let rest = |s: &str| if s == "id" { 4 } else { 3 };
        let glued = GLUED.iter().find(|s| {
            word.len() >= s.len() + rest(s) && word.ends_with(*s) && !NOT_GLUED.contains(&word)
        });
        match glued {
            Some(suffix) => {
                out.push(word[..word.len() - suffix.len()].to_string());
                out.push((*suffix).to_string());
            }
            None => out.push(word.to_string()),
        }
    }
    out.join(" ")
}

/// Aggregate named by a word of a column name.
fn agg_word(word: &str) -> Option<Agg> {
    match word {
        "average" | "avg" | "mean" => Some(Agg::Avg),
        "sum" | "total" => Some(Agg::Sum),
        "min" | "minimum" | "lowest" => Some(Agg::Min),
        "max" | "maximum" | "highest" => Some(Agg::Max),
        "count" | "cnt" => Some(Agg::Count),
        _ => None,
    }
}

/// The aggregate and base a human column name spells (`total revenue` → SUM of `revenue`),
/// whether or not its table holds siblings of it.
pub(super) fn aggregate_name(human: &str) -> Option<(Agg, String)> {
    let words: Vec<&str> = human.split(' ').collect();
    if words.len() < 2 {
        return None;
    }
    if let Some(agg) = agg_word(words[0]) {
        return Some((agg, words[1..].join(" ")));
    }
    agg_word(words[words.len() - 1]).map(|agg| (agg, words[..words.len() - 1].join(" ")))
}

/// Marks `avg_x` / `x_max` columns when at least two aggregates of one base column sit in the
/// same table: one `total_sales` column alone is an ordinary column.
pub(super) fn mark_precomputed(columns: &mut [ColInfo]) {
    let parsed: Vec<Option<(Agg, String)>> =
        columns.iter().map(|c| aggregate_name(&c.human)).collect();
    for (i, p) in parsed.iter().enumerate() {
        if let Some((_, base)) = p {
            let siblings = parsed.iter().flatten().filter(|(_, b)| b == base).count();
            if siblings >= 2 {
                columns[i].precomputed = p.clone();
            }
        }
    }
}

/// True for a phrase that asks for an age, said ("ordered by age") or implied ("youngest").
pub fn asks_age(text: &str) -> bool {
    matches!(text, "age" | "ages")
}

/// True for a column name that tells when something was born ("birth year", "date of birth"),
/// or when a thing came to be ("year founded", "yr built", "open date", "construction date"):
/// such a column says an age
/// the other way round ("the oldest farm" was founded first).
pub fn tells_birth(human: &str) -> bool {
    human.split(' ').any(|w| {
        matches!(
            w,
            "birth"
                | "born"
                | "dob"
                | "founded"
                | "founding"
                | "established"
                | "built"
                | "opened"
                | "open"
                | "opening"
                | "constructed"
                | "construction"
                | "commissioned"
                | "created"
                | "inception"
                | "launched"
        )
    })
}

/// Which part of a person's name a column holds, from its raw name: `Some(true)` for a first
/// name (`fname`, `first_name`, `given_name`), `Some(false)` for a last name (`lname`,
/// `last_name`, `surname`), `None` otherwise.
pub fn person_name_part(column: &str) -> Option<bool> {
    let flat: String = column
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect();
    match flat.as_str() {
        "fname" | "firstname" | "givenname" | "forename" => Some(true),
        "lname" | "lastname" | "surname" | "familyname" => Some(false),
        _ => None,
    }
}

/// A column named by its table's initial and a glued word (`vname` in `venue`, `dname` in
/// `department`): the table's own such attribute, `venue name`. `column` is the name as
/// written, lower-cased (before abbreviations expand: `sname` is not yet "surname"). A
/// person's first or last name (`fname`, `lname`) never reads this way.
pub fn table_initial_expanded(column: &str, table_human: &str) -> Option<String> {
    if column.contains(' ') || person_name_part(column).is_some() {
        return None;
    }
    GLUED.iter().find_map(|suffix| {
        let prefix = column.strip_suffix(suffix)?;
        let fits = (1..=2).contains(&prefix.len())
            && table_human
                .split(' ')
                .any(|w| w.len() > prefix.len() && w.starts_with(prefix));
        fits.then(|| format!("{table_human} {suffix}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[rstest::rstest]
    #[case("dschrg", "discharge", true)]
    #[case("pymt", "payment", true)]
    #[case("cmte", "committee", true)]
    #[case("actv", "active", true)]
    #[case("ctgry", "category", true)]
    #[case("cat", "contact", false)]
    #[case("art", "airport", false)]
    #[case("dsc", "describe", true)]
    #[case("pst", "past", false)]
    #[case("tm", "time", false)]
    #[case("xyz", "xylophone", false)]
    fn consonant_skeletons_abbreviate(#[case] short: &str, #[case] long: &str, #[case] is: bool) {
        assert_eq!(skeleton_of(short, long), is, "{short} / {long}");
    }

    #[rstest::rstest]
    #[case("Fname", Some(true))]
    #[case("first_name", Some(true))]
    #[case("LName", Some(false))]
    #[case("surname", Some(false))]
    #[case("name", None)]
    #[case("dname", None)]
    fn person_name_parts(#[case] column: &str, #[case] want: Option<bool>) {
        assert_eq!(person_name_part(column), want);
    }

    #[rstest::rstest]
    #[case("vname", "venue", Some("venue name"))]
    #[case("dname", "department", Some("department name"))]
    #[case("sname", "bike station", Some("bike station name"))]
    // A person's first name is never the table's name.
    #[case("fname", "faculty", None)]
    // The prefix must start the table's name, and stay an initial.
    #[case("vname", "stadium", None)]
    #[case("venname", "venue", None)]
    #[case("venue name", "venue", None)]
    fn table_initials(#[case] column: &str, #[case] table: &str, #[case] want: Option<&str>) {
        assert_eq!(table_initial_expanded(column, table).as_deref(), want);
    }
}
