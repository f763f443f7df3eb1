//! Candidate sets: the SQL readings of one question, merged and weighted.
//!
//! Owns: adding a generator's SQL to the set (atomised once), merging candidates that are the
//! same query (equal canonical form, or equal result fingerprints when the caller supplies them)
//! while keeping every source model, and the probability vector over the set.
//! Must not touch: execution (fingerprints arrive from the driver as strings) or scoring policy
//! (agreement and selection live in their own modules).

use crate::core::sql::{atomize, Atom, AtomKind, SqlError};
use serde::{Deserialize, Serialize};

/// One SQL reading of the question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    /// The SQL text as first produced (the first source's spelling is kept when others merge in).
    pub sql: String,
    pub atoms: Vec<Atom>,
    /// Every generator that produced this reading, in arrival order, without repeats.
    pub sources: Vec<String>,
    /// Unnormalised generator score (sum over merged duplicates; ≥ 0).
    pub prior: f64,
    /// Probability over the current set; the set keeps these summing to 1.
    pub probability: f64,
    /// Result fingerprint from execution, when known.
    #[serde(default)]
    pub fingerprint: Option<String>,
}

impl Candidate {
    /// Sorted atom keys: two candidates with the same canonical form are the same query.
    pub fn canonical(&self) -> Vec<&str> {
        let mut keys: Vec<&str> = self.atoms.iter().map(|a| a.key.as_str()).collect();
        keys.sort_unstable();
        keys.dedup();
        keys
    }

    /// What the result's columns are read from: the top-level projected expressions and
    /// aggregates, sorted, with a COUNT of anything but DISTINCT read as `COUNT(*)` (it counts
    /// rows either way once the rows are equal).
    pub fn result_columns(&self) -> Vec<String> {
        let mut keys: Vec<String> = self
            .atoms
            .iter()
            .filter(|a| matches!(a.kind, AtomKind::Projection | AtomKind::Aggregate))
            // Top-level atoms have an empty path before the first `|`.
            .filter(|a| a.key.starts_with('|'))
            .map(|a| {
                let lower = a.key.to_lowercase();
                if lower.starts_with("|aggregate|count(") && !lower.contains("distinct") {
                    "|aggregate|count(*)".to_string()
                } else {
                    a.key.clone()
                }
            })
            .collect();
        keys.sort_unstable();
        keys.dedup();
        keys
    }

    /// True when the candidate contains an atom with this canonical key.
    pub fn has_atom(&self, key: &str) -> bool {
        self.atoms.iter().any(|a| a.key == key)
    }
}

/// What happened to a SQL string offered to the set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Added {
    /// A new candidate at this index.
    New(usize),
    /// Merged into the existing candidate at this index.
    Merged(usize),
}

/// The candidate set of one question. Probabilities always sum to 1 when it is not empty.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct CandidateSet {
    candidates: Vec<Candidate>,
}

impl CandidateSet {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.candidates.len()
    }

    pub fn is_empty(&self) -> bool {
        self.candidates.is_empty()
    }

    pub fn candidates(&self) -> &[Candidate] {
        &self.candidates
    }

    pub fn get(&self, index: usize) -> Option<&Candidate> {
        self.candidates.get(index)
    }

    /// The probabilities, in candidate order.
    pub fn probabilities(&self) -> Vec<f64> {
        self.candidates.iter().map(|c| c.probability).collect()
    }

    /// Offer `sql` from `source` with generator score `prior` (negative or NaN scores count as 0).
    /// The SQL is atomised; a query already in the set (same canonical atoms) absorbs it.
    pub fn add(&mut self, sql: &str, source: &str, prior: f64) -> Result<Added, SqlError> {
        let atoms = atomize(sql)?;
        Ok(self.add_atomised(sql, atoms, source, prior))
    }

    /// As [`CandidateSet::add`], for SQL the caller has already atomised (with NL tags, say).
    pub fn add_atomised(&mut self, sql: &str, atoms: Vec<Atom>, source: &str, prior: f64) -> Added {
        let prior = if prior.is_finite() && prior > 0.0 {
            prior
        } else {
            0.0
        };
        let incoming = Candidate {
            sql: sql.trim().to_string(),
            atoms,
            sources: vec![source.to_string()],
            prior,
            probability: 0.0,
            fingerprint: None,
        };
        let canonical = incoming.canonical();
        let existing = self
            .candidates
            .iter()
            .position(|c| c.canonical() == canonical);
        let added = match existing {
            Some(index) => {
                absorb(&mut self.candidates[index], incoming);
                Added::Merged(index)
            }
            None => {
                self.candidates.push(incoming);
                Added::New(self.candidates.len() - 1)
            }
        };
        self.normalise_priors();
        added
    }

    /// Record the result fingerprint of candidate `index`; candidates with equal results read
    /// from the same columns are merged into the earliest of them (equal meaning on this data,
    /// different text), whichever of them was fingerprinted first, so two sets holding the same
    /// readings in different orders merge alike (the set shown and the set learning compares
    /// against). Equal rows from different columns (`name` and `local_name` agreeing on the row
    /// asked about) are different meanings that coincide here: they stay apart.
    /// Returns the index the candidate lives at afterwards.
    pub fn set_fingerprint(&mut self, index: usize, fingerprint: &str) -> Option<usize> {
        self.candidates.get_mut(index)?.fingerprint = Some(fingerprint.to_string());
        let columns = self.candidates[index].result_columns();
        let same = |c: &Candidate| {
            c.fingerprint.as_deref() == Some(fingerprint) && c.result_columns() == columns
        };
        let first = self.candidates.iter().position(same)?;
        let mut merged = false;
        let mut i = first + 1;
        while i < self.candidates.len() {
            if same(&self.candidates[i]) {
                let twin = self.candidates.remove(i);
                if complete(fingerprint) {
                    plainer_spelling(&mut self.candidates[first], &twin);
                }
                absorb(&mut self.candidates[first], twin);
                merged = true;
            } else {
                i += 1;
            }
        }
        if merged {
            self.normalise_priors();
        }
        Some(first)
    }

    /// Remove candidate `index` (it failed to run, say) and renormalise.
    pub fn remove(&mut self, index: usize) -> Option<Candidate> {
        if index >= self.candidates.len() {
            return None;
        }
        let removed = self.candidates.remove(index);
        self.normalise_priors();
        Some(removed)
    }

    /// Keep only the candidates for which `keep` holds, then renormalise.
    pub fn retain(&mut self, mut keep: impl FnMut(usize, &Candidate) -> bool) {
        let mut index = 0;
        self.candidates.retain(|c| {
            let kept = keep(index, c);
            index += 1;
            kept
        });
        self.renormalise();
    }

    /// Set probabilities from per-candidate scores (≥ 0; non-finite counts as 0), normalised.
    /// With all-zero scores the distribution is uniform. Panics never; ignores extra scores.
    pub fn set_scores(&mut self, scores: &[f64]) {
        for (candidate, score) in self.candidates.iter_mut().zip(scores) {
            candidate.probability = if score.is_finite() && *score > 0.0 {
                *score
            } else {
                0.0
            };
        }
        self.renormalise();
    }

    /// Sort best first (probability, then earlier arrival), keeping the order stable for ties.
    pub fn sort_by_probability(&mut self) {
        self.candidates
            .sort_by(|a, b| b.probability.total_cmp(&a.probability));
    }

    /// Probabilities from the generator priors.
    fn normalise_priors(&mut self) {
        for candidate in &mut self.candidates {
            candidate.probability = candidate.prior;
        }
        self.renormalise();
    }

    /// Scale probabilities to sum to 1; uniform when they sum to 0.
    fn renormalise(&mut self) {
        let total: f64 = self.candidates.iter().map(|c| c.probability).sum();
        let n = self.candidates.len() as f64;
        for candidate in &mut self.candidates {
            candidate.probability = if total > 0.0 {
                candidate.probability / total
            } else {
                1.0 / n
            };
        }
    }
}

/// Whether a result key covers the whole result: not read from a sample of a large table
/// (`~`, see `db/sample.rs`) and not cut at the row limit (`+`).
fn complete(fingerprint: &str) -> bool {
    !fingerprint.ends_with('~') && !fingerprint.ends_with('+')
}

/// Where two readings return the same rows, all of them, and differ only in that one says
/// `DISTINCT`, the `DISTINCT` removes no row of this data, so the reading is shown without it:
/// a clarification never turns on a keyword that changes nothing here ("the first name of
/// Dorian Novak's supervisor" through a self-join, where the generator offers both because a
/// join may repeat rows). Only readings offered both ways meet here: a question that asks for
/// each value once yields no plain twin.
fn plainer_spelling(into: &mut Candidate, twin: &Candidate) {
    let top_distinct = |a: &Atom| a.kind == AtomKind::Distinct && a.key.starts_with('|');
    if !into.atoms.iter().any(top_distinct) || twin.atoms.iter().any(top_distinct) {
        return;
    }
    let distinct: Vec<&str> = into
        .atoms
        .iter()
        .filter(|a| top_distinct(a))
        .map(|a| a.key.as_str())
        .collect();
    let mut without = into.canonical();
    without.retain(|k| !distinct.contains(k));
    if twin.canonical() == without {
        into.sql = twin.sql.clone();
        into.atoms = twin.atoms.clone();
    }
}

/// Fold `other` into `into`: priors add, sources union (in order), the first spelling stays.
fn absorb(into: &mut Candidate, other: Candidate) {
    into.prior += other.prior;
    for source in other.sources {
        if !into.sources.contains(&source) {
            into.sources.push(source);
        }
    }
    if into.fingerprint.is_none() {
        into.fingerprint = other.fingerprint;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn aliases_and_case_merge_into_one_candidate_keeping_both_sources() {
        let mut set = CandidateSet::new();
        let a = set
            .add("select T1.name from singer as T1", "builtin", 1.0)
            .expect("parses");
        let b = set
            .add("SELECT name FROM singer", "gpt", 1.0)
            .expect("parses");
        assert_eq!(a, Added::New(0));
        assert_eq!(b, Added::Merged(0));
        assert_eq!(set.len(), 1);
        assert_eq!(set.candidates()[0].sources, vec!["builtin", "gpt"]);
        assert_eq!(set.candidates()[0].sql, "select T1.name from singer as T1");
        assert!((set.candidates()[0].probability - 1.0).abs() < 1e-12);
    }

    #[test]
    fn different_queries_stay_apart_with_prior_weighted_probabilities() {
        let mut set = CandidateSet::new();
        set.add("select name from singer", "a", 3.0)
            .expect("parses");
        set.add("select age from singer", "a", 1.0).expect("parses");
        assert_eq!(set.len(), 2);
        assert_eq!(set.probabilities(), vec![0.75, 0.25]);
    }

    #[test]
    fn unparseable_sql_is_an_error_and_leaves_the_set_alone() {
        let mut set = CandidateSet::new();
        set.add("select name from singer", "a", 1.0)
            .expect("parses");
        assert!(set.add("select from where", "a", 1.0).is_err());
        assert_eq!(set.len(), 1);
    }

    #[test]
    fn equal_fingerprints_merge_into_the_earliest() {
        let mut set = CandidateSet::new();
        set.add("select name from singer where age > 30", "a", 1.0)
            .expect("parses");
        set.add("select age from singer", "b", 1.0).expect("parses");
        set.add("select name from singer where 30 < age and 1 = 1", "c", 2.0)
            .expect("parses");
        assert_eq!(set.set_fingerprint(0, "fp1"), Some(0));
        assert_eq!(set.set_fingerprint(1, "fp2"), Some(1));
        assert_eq!(set.set_fingerprint(2, "fp1"), Some(0));
        assert_eq!(set.len(), 2);
        assert_eq!(set.candidates()[0].sources, vec!["a", "c"]);
        assert!((set.candidates()[0].probability - 0.75).abs() < 1e-12);
    }

    /// A DISTINCT that removes no row (equal complete results) is dropped from the merged
    /// reading; on a sampled or cut result, or between readings that differ otherwise, the
    /// earliest spelling stays.
    #[rstest::rstest]
    #[case::complete("u:abc", "SELECT name FROM singer WHERE age > 30")]
    #[case::sampled("u:abc~", "SELECT DISTINCT name FROM singer WHERE age > 30")]
    #[case::cut_at_the_row_limit("u:abc+", "SELECT DISTINCT name FROM singer WHERE age > 30")]
    fn a_distinct_that_removes_no_row_is_not_shown(#[case] key: &str, #[case] kept: &str) {
        let mut set = CandidateSet::new();
        set.add("SELECT DISTINCT name FROM singer WHERE age > 30", "a", 2.0)
            .expect("parses");
        set.add("SELECT name FROM singer WHERE age > 30", "a", 1.0)
            .expect("parses");
        set.add("SELECT DISTINCT name FROM singer WHERE age > 31", "a", 1.0)
            .expect("parses");
        assert_eq!(set.set_fingerprint(0, key), Some(0));
        assert_eq!(set.set_fingerprint(2, key), Some(0));
        assert_eq!(
            set.candidates()[0].sql,
            "SELECT DISTINCT name FROM singer WHERE age > 30",
            "a twin differing beyond DISTINCT leaves the spelling"
        );
        assert_eq!(set.set_fingerprint(1, key), Some(0));
        assert_eq!(set.len(), 1);
        assert_eq!(set.candidates()[0].sql, kept);
        assert!((set.candidates()[0].probability - 1.0).abs() < 1e-12);
    }

    /// The order fingerprints arrive in does not decide whether equal results merge.
    #[test]
    fn equal_fingerprints_merge_when_the_earlier_candidate_is_checked_last() {
        let mut set = CandidateSet::new();
        set.add("select name from singer where age > 30", "a", 1.0)
            .expect("parses");
        set.add("select name from singer where 30 < age and 1 = 1", "c", 2.0)
            .expect("parses");
        assert_eq!(set.set_fingerprint(1, "fp1"), Some(1));
        assert_eq!(set.set_fingerprint(0, "fp1"), Some(0));
        assert_eq!(set.len(), 1);
        assert_eq!(set.candidates()[0].sources, vec!["a", "c"]);
        assert_eq!(
            set.candidates()[0].sql,
            "select name from singer where age > 30"
        );
    }

    /// Equal rows read from different columns are two meanings that coincide on this data;
    /// a COUNT of a column and COUNT(*) with equal rows are one.
    #[test]
    fn equal_results_merge_only_when_read_from_the_same_columns() {
        let mut set = CandidateSet::new();
        set.add("select name from country where id = 1", "a", 1.0)
            .expect("parses");
        set.add("select local_name from country where id = 1", "a", 1.0)
            .expect("parses");
        set.add("select count(id) from country", "a", 1.0)
            .expect("parses");
        set.add("select count(*) from country", "a", 1.0)
            .expect("parses");
        assert_eq!(set.set_fingerprint(1, "France"), Some(1));
        assert_eq!(set.set_fingerprint(0, "France"), Some(0));
        assert_eq!(set.len(), 4, "name and local_name stay apart");
        assert_eq!(set.set_fingerprint(3, "3"), Some(3));
        assert_eq!(set.set_fingerprint(2, "3"), Some(2));
        assert_eq!(set.len(), 3, "the two counts are one reading");
        assert_eq!(set.candidates()[2].sql, "select count(id) from country");
    }

    #[test]
    fn zero_scores_give_a_uniform_distribution() {
        let mut set = CandidateSet::new();
        set.add("select name from singer", "a", 0.0)
            .expect("parses");
        set.add("select age from singer", "a", f64::NAN)
            .expect("parses");
        assert_eq!(set.probabilities(), vec![0.5, 0.5]);
        set.set_scores(&[0.0, 0.0]);
        assert_eq!(set.probabilities(), vec![0.5, 0.5]);
    }

    proptest! {
        #[test]
        fn probabilities_always_sum_to_one(
            ops in proptest::collection::vec((0usize..6, -1.0f64..5.0, 0usize..3), 1..30)
        ) {
            let columns = ["name", "age", "country", "id", "song", "year"];
            let mut set = CandidateSet::new();
            for (column, prior, action) in ops {
                let sql = format!("select {} from singer", columns[column]);
                set.add(&sql, "g", prior).expect("parses");
                match action {
                    1 => { set.set_fingerprint(column % set.len(), &format!("fp{}", column % 2)); }
                    2 if set.len() > 1 => { set.remove(0); }
                    _ => {}
                }
                let total: f64 = set.probabilities().iter().sum();
                prop_assert!((total - 1.0).abs() < 1e-9, "sum {total}");
                prop_assert!(set.probabilities().iter().all(|p| (0.0..=1.0 + 1e-12).contains(p)));
            }
        }
    }
}
