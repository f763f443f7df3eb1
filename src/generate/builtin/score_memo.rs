//! The link scores of phrase pairs, kept across every linker one generator builds.
//!
//! Owns: [`ScoreMemo`], a map from a pair of texts to the link score [`Linker::score`] gave it,
//! tagged with the similarity backend that scored it.
//! Must not touch: how a score is computed (that is `link.rs`); it only remembers results.
//!
//! Why it exists: ODIN's masked search and LogicalBeam's plans call the generator a dozen or
//! more times per question, each over a differently masked schema and so with a new
//! [`Linker`]. The pairs a question's phrases form with the schema's names are the same in
//! every call, and a score depends only on the two texts and the similarity backend, never on
//! the mask. Remembering them across calls removed most of the parser's similarity work.
//!
//! [`Linker`]: super::link::Linker
//! [`Linker::score`]: super::link::Linker::score

use std::collections::HashMap;
use std::sync::Mutex;

/// Past this many pairs the memo starts afresh, so a long session's memory stays bounded.
const MAX_PAIRS: usize = 250_000;

/// Link scores by pair of texts, for one similarity backend at a time.
#[derive(Debug, Default)]
pub struct ScoreMemo {
    inner: Mutex<Pairs>,
}

#[derive(Debug, Default)]
struct Pairs {
    /// The backend (by [`Similarity::name`](crate::core::ports::Similarity::name)) that
    /// scored every pair held.
    backend: String,
    scores: HashMap<String, HashMap<String, f64>>,
    len: usize,
}

impl ScoreMemo {
    /// Forget every pair unless they were scored by `backend`. Call before each use: the
    /// program's similarity switches from lexical to the model once the model has loaded.
    pub fn use_backend(&self, backend: &str) {
        if let Ok(mut p) = self.inner.lock() {
            if p.backend != backend {
                *p = Pairs {
                    backend: backend.to_string(),
                    ..Pairs::default()
                };
            }
        }
    }

    pub fn get(&self, a: &str, b: &str) -> Option<f64> {
        let p = self.inner.lock().ok()?;
        p.scores.get(a).and_then(|m| m.get(b)).copied()
    }

    pub fn put(&self, a: &str, b: &str, score: f64) {
        if let Ok(mut p) = self.inner.lock() {
            if p.len >= MAX_PAIRS {
                p.scores.clear();
                p.len = 0;
            }
            let added = p
                .scores
                .entry(a.to_string())
                .or_default()
                .insert(b.to_string(), score)
                .is_none();
            p.len += usize::from(added);
        }
    }

    /// How many pairs are held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.inner.lock().map_or(0, |p| p.len)
    }

    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_pairs_in_order() {
        let m = ScoreMemo::default();
        m.use_backend("minilm");
        m.put("salary", "emp sal", 0.7);
        assert_eq!(m.get("salary", "emp sal"), Some(0.7));
        assert_eq!(m.get("emp sal", "salary"), None);
        m.put("salary", "emp sal", 0.7);
        assert_eq!(m.len(), 1);
    }

    #[test]
    fn a_new_backend_forgets_the_old_scores() {
        let m = ScoreMemo::default();
        m.use_backend("lexical");
        m.put("salary", "emp sal", 0.4);
        m.use_backend("lexical");
        assert_eq!(m.get("salary", "emp sal"), Some(0.4));
        m.use_backend("minilm");
        assert!(m.is_empty());
        assert_eq!(m.get("salary", "emp sal"), None);
    }

    #[test]
    fn stays_bounded() {
        let m = ScoreMemo::default();
        for i in 0..=MAX_PAIRS {
            m.put("q", &i.to_string(), 0.5);
        }
        assert!(m.len() <= MAX_PAIRS);
        assert_eq!(m.get("q", &MAX_PAIRS.to_string()), Some(0.5));
    }
}
