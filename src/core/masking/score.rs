//! ODIN §5.3 `Cal_Score` (Algorithm 2): how well a masked schema still represents the question.
//!
//! Owns: the min-over-entities of max-over-columns similarity, and the text a column is
//! compared as. Must not touch: entity extraction (done once by the caller) or the search.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::core::ports::Similarity;
use crate::core::schema::Schema;

/// A similarity that remembers every pair it was asked. The search scores each masked schema
/// with [`cal_score`], and every mask keeps almost all of its parent's columns: without the
/// memo the same entity–column pairs were scored again for each mask (a quarter of a warm
/// question's time on the demo database).
pub struct PairMemo<'a> {
    inner: &'a dyn Similarity,
    scores: RefCell<HashMap<String, HashMap<String, f64>>>,
}

impl<'a> PairMemo<'a> {
    pub fn new(inner: &'a dyn Similarity) -> Self {
        PairMemo {
            inner,
            scores: RefCell::default(),
        }
    }
}

impl Similarity for PairMemo<'_> {
    fn similarity(&self, a: &str, b: &str) -> f64 {
        if let Some(&s) = self.scores.borrow().get(a).and_then(|row| row.get(b)) {
            return s;
        }
        let s = self.inner.similarity(a, b);
        self.scores
            .borrow_mut()
            .entry(a.to_string())
            .or_default()
            .insert(b.to_string(), s);
        s
    }

    fn name(&self) -> &str {
        self.inner.name()
    }

    fn coarse(&self) -> Option<&dyn Similarity> {
        self.inner.coarse()
    }

    fn prepare(&self, texts: &[&str]) {
        self.inner.prepare(texts);
    }
}

/// The score a schema gets when the question has no entities. Algorithm 2 takes the minimum of
/// an empty list there, which it leaves undefined; 1.0 is the score Algorithm 1 gives the full
/// schema, so every schema then ties with it and the search is breadth-first in push order.
pub const NO_ENTITY_SCORE: f64 = 1.0;

/// `Cal_Score(schema, question)` with the question's entities already extracted.
///
/// For each entity, the best similarity over every column of the schema, compared as the
/// table-qualified name `table.column` (§5.3: "we include table semantics"); the score is the
/// worst of those bests. A schema with no columns scores −∞ for every entity (Algorithm 2 starts
/// each maximum at −∞). NaN similarities never win a maximum, as in the pseudocode's strict `>`.
pub fn cal_score(entities: &[String], schema: &Schema, sim: &dyn Similarity) -> f64 {
    if entities.is_empty() {
        return NO_ENTITY_SCORE;
    }
    let columns: Vec<String> = schema
        .tables
        .iter()
        .flat_map(|t| {
            t.columns
                .iter()
                .map(move |c| format!("{}.{}", t.name, c.name))
        })
        .collect();
    let mut score = f64::INFINITY;
    for entity in entities {
        let mut best = f64::NEG_INFINITY;
        for column in &columns {
            let s = sim.similarity(entity, column);
            if s > best {
                best = s;
            }
        }
        score = score.min(best);
    }
    score
}
