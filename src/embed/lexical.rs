//! The lexical fallback: similarity from words, synonyms and character n-grams, no model needed.
//!
//! Owns: a small general-English synonym table and the score (words go through the one stemmer,
//! [`super::text::stem`]):
//! `max(word Dice over synonym groups, 0.9 × character-trigram cosine)`. It is used while the
//! embedding model is not installed or still loading, so it must order obvious cases the way the
//! model does (`hometown` nearer `birthplace` than `roll_num`), not match its values.
//! Must not touch: the model, files, or anything schema-specific (no per-database special cases).
//!
//! Each text is analysed once (its concept words and trigram vector) and kept in a bounded
//! table shared by clones: scoring one question against a thousand tables' names then costs a
//! set intersection and a sparse dot product per pair, not a re-analysis of both strings.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::core::ports::Similarity;

use super::text::{expanded, stem, words};

/// Multi-word phrases folded into one word before splitting, so they can join a synonym group.
const PHRASES: &[(&str, &str)] = &[
    ("date of birth", "birthdate"),
    ("home town", "hometown"),
    ("native place", "birthplace"),
    ("place of birth", "birthplace"),
    ("place of origin", "origin"),
];

/// Groups of words that mean the same in a schema; the first word is the group's name.
const SYNONYMS: &[&[&str]] = &[
    &["hometown", "birthplace", "origin", "homeland"],
    &["birthdate", "birthday"],
    // A participle names what it measures ("the highest-paid employees": pay).
    &["salary", "pay", "paid", "wage", "earnings", "compensation"],
    &["sales", "revenue", "turnover", "sell", "sold", "selling"],
    &["employee", "staff", "worker", "personnel"],
    &["customer", "client", "buyer", "purchaser"],
    &["price", "cost", "fee", "charge"],
    &["city", "town"],
    &["country", "nation"],
    &["student", "pupil"],
    &["teacher", "instructor", "professor", "lecturer", "faculty"],
    &["film", "movie"],
    &["car", "vehicle", "automobile"],
    &["song", "track"],
    &["author", "writer"],
    &["company", "firm", "business", "corporation", "organization"],
    &["telephone", "phone", "mobile"],
    &["gender", "sex"],
    &["begin", "start"],
    &["end", "finish"],
    &["quantity", "amount"],
    &["identifier", "id"],
];

/// Character-trigram weight relative to whole words: shared fragments ("sale" in "wholesale")
/// count, but a little less than a shared word.
const NGRAM_WEIGHT: f64 = 0.9;

/// Rows of scores kept at most (each as long as a schema's components: a few hundred KiB on a
/// thousand tables); past it the table starts afresh.
const MAX_ROWS: usize = 64;

/// Analysed texts kept at most; past it the table starts afresh (a long session's questions
/// cannot grow it without bound; a schema's names are analysed again on next use).
const MAX_PROFILES: usize = 100_000;

/// The lexical matcher. Cheap to build; holds its synonym index and the analysed texts.
#[derive(Debug, Clone)]
pub struct Lexical {
    group_of: HashMap<&'static str, &'static str>,
    profiles: Arc<Mutex<HashMap<String, Arc<Profile>, foldhash::fast::RandomState>>>,
    /// Rows of [`Similarity::similarities`] by text and a hash of the texts it was scored
    /// against: a round asks for one question's phrases against the same schema components
    /// several times (the selector, the linking step, each phrase's ranking).
    rows: Arc<Mutex<RowTable>>,
}

/// Score rows by (text, hash of the texts scored against).
type RowTable = HashMap<(String, u64), Arc<Vec<f64>>, foldhash::fast::RandomState>;

/// What the score needs of one text.
#[derive(Debug)]
struct Profile {
    /// Canonical words, sorted and without repeats: set operations are merges of two slices.
    concepts: Vec<String>,
    /// Trigram counts sorted by trigram (three chars packed in a `u64`): the cosine is a merge
    /// of two sorted lists, with no hashing per pair of texts.
    grams: Vec<(u64, f64)>,
    norm: f64,
    /// The text's words with abbreviations expanded, joined by spaces (what the phrases are
    /// folded in); kept so a qualified name's profile can be composed from its parts'.
    expanded: String,
    /// Whether the text's last word is one letter: glued to a following word it may read as
    /// one abbreviation (`l` + `name`), so a name after it cannot be analysed apart.
    glues_forward: bool,
}

impl Default for Lexical {
    fn default() -> Self {
        Self::new()
    }
}

impl Lexical {
    pub fn new() -> Self {
        let group_of = SYNONYMS
            .iter()
            .flat_map(|g| g.iter().map(move |w| (*w, g[0])))
            .collect();
        Lexical {
            group_of,
            profiles: Arc::default(),
            rows: Arc::default(),
        }
    }

    /// `text` analysed, from the table when it was seen before.
    fn profile(&self, text: &str) -> Arc<Profile> {
        if let Some(found) = self.profiles.lock().ok().and_then(|m| m.get(text).cloned()) {
            return found;
        }
        let composed = text
            .split_once('.')
            .and_then(|(table, column)| self.composed(table, column));
        let profile = Arc::new(composed.unwrap_or_else(|| self.analysed(text)));
        if let Ok(mut table) = self.profiles.lock() {
            if table.len() >= MAX_PROFILES {
                table.clear();
            }
            table.insert(text.to_string(), Arc::clone(&profile));
        }
        profile
    }

    fn analysed(&self, text: &str) -> Profile {
        let words = words(text);
        let glues_forward = words.last().is_some_and(|w| w.chars().count() == 1);
        let expanded = expanded(&words).join(" ");
        let grams = trigrams(&expanded);
        let norm = norm_of(&grams);
        Profile {
            concepts: self.concepts_of_expanded(expanded.clone()),
            grams,
            norm,
            expanded,
            glues_forward,
        }
    }

    /// A qualified name's profile from its table's and its column's, each analysed once: a
    /// schema of a thousand tables repeats a few column names, so its ten thousand qualified
    /// names are then merges of cached parts, not ten thousand analyses (profiled: the largest
    /// schema-sized cost of a warm `ask` on 1,000 tables). Exact: a word never spans the dot,
    /// trigrams are counted per word, and concepts per word, unless a one-letter table word
    /// glues onto the column's first word or a phrase is folded; then `None` (analyse whole).
    fn composed(&self, table: &str, column: &str) -> Option<Profile> {
        let (t, c) = (self.profile(table), self.profile(column));
        if t.glues_forward || t.expanded.is_empty() || c.expanded.is_empty() {
            return None;
        }
        let expanded = format!("{} {}", t.expanded, c.expanded);
        // A phrase is folded in the whole text (and two in a row fold only once): rare in
        // names, so any phrase at all means analysing the whole.
        if PHRASES.iter().any(|(phrase, _)| expanded.contains(phrase)) {
            return None;
        }
        let mut concepts: Vec<String> = t.concepts.iter().chain(&c.concepts).cloned().collect();
        concepts.sort_unstable();
        concepts.dedup();
        let grams = merged_counts(&t.grams, &c.grams);
        Some(Profile {
            concepts,
            norm: norm_of(&grams),
            grams,
            expanded,
            glues_forward: c.glues_forward,
        })
    }

    /// Canonical word set of an expanded text: phrases folded, split, abbreviations expanded,
    /// stemmed, synonyms merged; sorted, without repeats.
    fn concepts_of_expanded(&self, mut folded: String) -> Vec<String> {
        for (phrase, word) in PHRASES {
            // The cheap test first: most texts hold none of the phrases.
            if folded.contains(phrase) {
                folded = replace_words(&folded, phrase, word);
            }
        }
        let mut concepts: Vec<String> = folded
            .split(' ')
            .filter(|w| !w.is_empty() && !STOP_WORDS.contains(w))
            .map(|w| {
                let w = self
                    .group_of
                    .get(w)
                    .copied()
                    .map(str::to_string)
                    .unwrap_or_else(|| stem(w));
                self.group_of
                    .get(w.as_str())
                    .map_or(w, |g| (*g).to_string())
            })
            .collect();
        concepts.sort_unstable();
        concepts.dedup();
        concepts
    }

    /// The score, in [0, 1].
    pub fn score(&self, a: &str, b: &str) -> f64 {
        score_of(&self.profile(a), &self.profile(b))
    }

    /// The word Dice of `a` and `b` when some word of one abbreviates a word of the other
    /// (see [`abbreviates`]), each such pair counting [`ABBREVIATED_WEIGHT`] of a shared word;
    /// 0 when no word is abbreviated. A model sees `plnt_nm` as two unknown tokens, so the
    /// semantic similarity takes the better of its cosine and this.
    pub fn abbreviated(&self, a: &str, b: &str) -> f64 {
        abbreviated_of(&self.profile(a), &self.profile(b))
    }
}

fn score_of(pa: &Profile, pb: &Profile) -> f64 {
    let ngram = trigram_cosine(pa, pb);
    dice(&pa.concepts, &pb.concepts)
        .max(NGRAM_WEIGHT * ngram)
        .clamp(0.0, 1.0)
}

fn abbreviated_of(pa: &Profile, pb: &Profile) -> f64 {
    let (ca, cb) = (&pa.concepts, &pb.concepts);
    if ca.is_empty() || cb.is_empty() {
        return 0.0;
    }
    let Overlap {
        shared,
        only_a,
        only_b,
    } = overlap(ca, cb);
    // A word and its abbreviation share their first letter: when no unshared word of one side
    // starts with a letter an unshared word of the other starts with, nothing is abbreviated
    // (the common case in a coarse pass over thousands of names, decided without pairing).
    if only_a & only_b == 0 {
        return 0.0;
    }
    let shared = shared as f64;
    let abbreviated = abbreviated_pairs(ca, cb);
    if abbreviated == 0 {
        return 0.0;
    }
    let matched = shared + ABBREVIATED_WEIGHT * abbreviated as f64;
    (2.0 * matched / (ca.len() + cb.len()) as f64).clamp(0.0, 1.0)
}

impl Similarity for Lexical {
    fn similarity(&self, a: &str, b: &str) -> f64 {
        let (pa, pb) = (self.profile(a), self.profile(b));
        score_of(&pa, &pb).max(abbreviated_of(&pa, &pb))
    }

    fn name(&self) -> &str {
        "lexical"
    }

    fn similarities(&self, rows: &[&str], columns: &[&str]) -> Vec<Vec<f64>> {
        use std::hash::BuildHasher;
        let against = foldhash::quality::FixedState::default().hash_one(columns);
        let mut profiles: Option<Vec<Arc<Profile>>> = None;
        rows.iter()
            .map(|r| {
                let key = (r.to_string(), against);
                if let Some(found) = self.rows.lock().ok().and_then(|m| m.get(&key).cloned()) {
                    return found.as_ref().clone();
                }
                let columns = profiles
                    .get_or_insert_with(|| columns.iter().map(|c| self.profile(c)).collect());
                let row = self.profile(r);
                let scores: Vec<f64> = columns
                    .iter()
                    .map(|column| score_of(&row, column).max(abbreviated_of(&row, column)))
                    .collect();
                if let Ok(mut table) = self.rows.lock() {
                    if table.len() >= MAX_ROWS {
                        table.clear();
                    }
                    table.insert(key, Arc::new(scores.clone()));
                }
                scores
            })
            .collect()
    }
}

const STOP_WORDS: &[&str] = &[
    "a", "an", "the", "of", "in", "on", "for", "by", "to", "and", "or", "with", "per",
];

/// How much a word and its abbreviation count, against a shared word's 1: an abbreviation
/// may stand for other words too (`st`: state, street, status).
const ABBREVIATED_WEIGHT: f64 = 0.8;

/// Word Dice of two concept sets (0 when either is empty).
fn dice(a: &[String], b: &[String]) -> f64 {
    if a.is_empty() || b.is_empty() {
        0.0
    } else {
        2.0 * overlap(a, b).shared as f64 / (a.len() + b.len()) as f64
    }
}

/// What one merge of two sorted word lists tells: the words they share, and the first letters
/// (as bits, `a`–`z`; other first characters set no bit) of the words only one side has.
struct Overlap {
    shared: usize,
    only_a: u32,
    only_b: u32,
}

fn overlap(a: &[String], b: &[String]) -> Overlap {
    let letter = |w: &String| match w.as_bytes().first() {
        Some(c @ b'a'..=b'z') => 1u32 << (c - b'a'),
        _ => 0,
    };
    let (mut i, mut j) = (0, 0);
    let mut out = Overlap {
        shared: 0,
        only_a: 0,
        only_b: 0,
    };
    while i < a.len() || j < b.len() {
        match (a.get(i), b.get(j)) {
            (Some(x), Some(y)) if x == y => {
                out.shared += 1;
                i += 1;
                j += 1;
            }
            (Some(x), Some(y)) if x < y => {
                out.only_a |= letter(x);
                i += 1;
            }
            (Some(x), None) => {
                out.only_a |= letter(x);
                i += 1;
            }
            (_, Some(y)) => {
                out.only_b |= letter(y);
                j += 1;
            }
            (None, None) => break,
        }
    }
    out
}

/// The words of sorted `a` that sorted `b` lacks.
fn difference<'a>(a: &'a [String], b: &'a [String]) -> impl Iterator<Item = &'a String> {
    a.iter().filter(|x| b.binary_search(x).is_err())
}

/// Pairs of words, one from each side and neither shared, where one abbreviates the other;
/// each word is used in one pair at most.
fn abbreviated_pairs(a: &[String], b: &[String]) -> usize {
    // Greedy from either side can pair differently; the larger keeps the score symmetric.
    greedy_pairs(a, b).max(greedy_pairs(b, a))
}

fn greedy_pairs(a: &[String], b: &[String]) -> usize {
    // No allocation: this runs for every pair of texts a coarse pass compares, and concept
    // sets are a handful of words (past 64 on the other side, the rest are not paired).
    let mut used: u64 = 0;
    let mut pairs = 0;
    for x in difference(a, b) {
        let partner = difference(b, a)
            .take(64)
            .enumerate()
            .find(|(i, y)| used & (1 << i) == 0 && (abbreviates(x, y) || abbreviates(y, x)));
        if let Some((i, _)) = partner {
            used |= 1 << i;
            pairs += 1;
        }
    }
    pairs
}

/// True when `short` is the kind of abbreviation schemas are written in for `long`: the same
/// first letter and the rest of its letters in order inside `long`, and either a truncation of
/// at least four letters that leaves two or more out (`hosp` → hospital, `emer` → emergency), or
/// a consonant skeleton — no vowel after the first letter (`plnt` → plant, `nm` → name, `rtg` →
/// rating, `actv` → active). Short English words are neither (`age` is not `average`, `cat`
/// not `cart`: they keep a vowel), which is what keeps the rule from linking words to words.
pub fn abbreviates(short: &str, long: &str) -> bool {
    // Bytes, not chars: this runs for every pair of words the similarity compares, and only
    // ASCII lower-case words qualify.
    let (s, l) = (short.as_bytes(), long.as_bytes());
    if s.len() < 2 || s.len() >= l.len() || s[0] != l[0] {
        return false;
    }
    if !s.iter().chain(l).all(u8::is_ascii_lowercase) {
        return false;
    }
    let truncation = s.len() >= 4 && s.len() + 2 <= l.len() && l.starts_with(s);
    let vowel = |c: &u8| b"aeiou".contains(c);
    // A consonant skeleton abbreviates a word, not another skeleton: `drg` (an acronym) is not
    // `dschrg` (discharge) although its letters run through it in order.
    let skeleton = !s[1..].iter().any(vowel) && l[1..].iter().any(vowel);
    let mut rest = l[1..].iter();
    (truncation || skeleton) && s[1..].iter().all(|c| rest.any(|d| d == c))
}

/// Replace whole-word occurrences of `phrase` in a space-joined word string.
fn replace_words(text: &str, phrase: &str, word: &str) -> String {
    let padded = format!(" {text} ");
    padded
        .replace(&format!(" {phrase} "), &format!(" {word} "))
        .trim()
        .to_string()
}

/// Cosine over character trigrams of each word padded with spaces (so short words still count).
fn trigram_cosine(a: &Profile, b: &Profile) -> f64 {
    if a.norm == 0.0 || b.norm == 0.0 {
        return 0.0;
    }
    let (mut i, mut j, mut dot) = (0, 0, 0.0);
    while let (Some(&(ga, x)), Some(&(gb, y))) = (a.grams.get(i), b.grams.get(j)) {
        match ga.cmp(&gb) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                dot += x * y;
                i += 1;
                j += 1;
            }
        }
    }
    dot / (a.norm * b.norm)
}

/// Each word's trigrams, counted, sorted by their packed key.
fn norm_of(grams: &[(u64, f64)]) -> f64 {
    grams.iter().map(|(_, v)| v * v).sum::<f64>().sqrt()
}

/// Two sorted trigram-count lists as one, counts of a shared trigram added.
fn merged_counts(a: &[(u64, f64)], b: &[(u64, f64)]) -> Vec<(u64, f64)> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        match (a.get(i), b.get(j)) {
            (Some(&(ga, x)), Some(&(gb, y))) if ga == gb => {
                out.push((ga, x + y));
                i += 1;
                j += 1;
            }
            (Some(&(ga, x)), Some(&(gb, _))) if ga < gb => {
                out.push((ga, x));
                i += 1;
            }
            (Some(&(ga, x)), None) => {
                out.push((ga, x));
                i += 1;
            }
            (_, Some(&(gb, y))) => {
                out.push((gb, y));
                j += 1;
            }
            (None, None) => break,
        }
    }
    out
}

fn trigrams(text: &str) -> Vec<(u64, f64)> {
    let mut keys = Vec::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let chars: Vec<char> = format!(" {word} ").chars().collect();
        for g in chars.windows(3) {
            // A char is at most 21 bits: three fit in 63.
            keys.push((u64::from(g[0]) << 42) | (u64::from(g[1]) << 21) | u64::from(g[2]));
        }
    }
    keys.sort_unstable();
    let mut out: Vec<(u64, f64)> = Vec::new();
    for key in keys {
        match out.last_mut() {
            Some((last, count)) if *last == key => *count += 1.0,
            _ => out.push((key, 1.0)),
        }
    }
    out
}

#[cfg(test)]
#[path = "lexical_tests.rs"]
mod tests;
