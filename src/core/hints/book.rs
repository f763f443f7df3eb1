//! The per-database collection of hints and its update rules.
//!
//! Owns: recording new evidence, reconciling two copies of a book, contradiction when the user
//! changes their mind, user edits (disable, enable, delete), search and similarity lookup, and
//! dropping stale hints (the sliding window of ODIN §7.3).
//! Must not touch: persistence (the store writes the book as JSON) or clocks (steps are given).

use super::{dedup_folded, fold, Hint};
use crate::core::ports::Similarity;
use serde::{Deserialize, Serialize};

/// All hints learned for one database, in the order they were first learned.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintBook {
    #[serde(default)]
    hints: Vec<Hint>,
}

impl HintBook {
    pub fn new() -> Self {
        Self::default()
    }

    /// A book from a list, merging entries that share a key.
    pub fn from_hints(hints: impl IntoIterator<Item = Hint>) -> Self {
        let mut book = Self::new();
        for hint in hints {
            book.merge_one(hint);
        }
        book
    }

    pub fn hints(&self) -> &[Hint] {
        &self.hints
    }

    pub fn len(&self) -> usize {
        self.hints.len()
    }

    pub fn is_empty(&self) -> bool {
        self.hints.is_empty()
    }

    /// The hint for this entity and preferred component, compared case-insensitively.
    pub fn find(&self, entity: &str, preferred: &str) -> Option<&Hint> {
        self.position(entity, preferred).map(|i| &self.hints[i])
    }

    /// Records a *new observation* (the user just chose `hint.preferred` for `hint.entity`).
    ///
    /// Evidence adds up, alternatives are united, `last_used` moves forward, and a user's
    /// `enabled = false` or note is never overridden by learning. The observation also
    /// contradicts every hint for the same entity whose preferred component is now among the
    /// rejected ones: their evidence drops by the new evidence, and a hint left with none is
    /// removed and returned, so the caller can report it. That is how a drifted preference
    /// ("hometown" now means `origin`) overtakes the old one instead of fighting it forever.
    pub fn record(&mut self, hint: Hint) -> Vec<Hint> {
        let hint = hint.cleaned();
        let entity = fold(&hint.entity);
        let rejected: Vec<String> = hint.over.iter().map(|o| fold(o)).collect();
        let weight = hint.evidence;
        let mut removed = Vec::new();
        let mut kept = Vec::with_capacity(self.hints.len());
        for mut old in self.hints.drain(..) {
            if fold(&old.entity) == entity && rejected.contains(&fold(&old.preferred)) {
                old.evidence = old.evidence.saturating_sub(weight);
                if old.evidence == 0 {
                    removed.push(old);
                    continue;
                }
            }
            kept.push(old);
        }
        self.hints = kept;
        match self.position(&hint.entity, &hint.preferred) {
            Some(i) => {
                let old = &mut self.hints[i];
                old.evidence = old.evidence.saturating_add(hint.evidence);
                old.last_used = old.last_used.max(hint.last_used);
                old.over = dedup_folded(old.over.drain(..).chain(hint.over).collect());
                if old.note.is_none() {
                    old.note = hint.note;
                }
            }
            None => self.hints.push(hint),
        }
        removed
    }

    /// Reconciles this book with another copy of it (an import, or a second device's file).
    ///
    /// A join, not a sum: for a shared key evidence and `last_used` take the maximum,
    /// alternatives are united, a hint disabled in either copy stays disabled, and of two notes
    /// the lexicographically larger wins so the result does not depend on the argument order.
    /// Merging a book into itself changes nothing.
    pub fn merge(&mut self, other: &HintBook) {
        for hint in &other.hints {
            self.merge_one(hint.clone());
        }
    }

    fn merge_one(&mut self, hint: Hint) {
        let hint = hint.cleaned();
        match self.position(&hint.entity, &hint.preferred) {
            Some(i) => {
                let old = &mut self.hints[i];
                old.evidence = old.evidence.max(hint.evidence);
                old.last_used = old.last_used.max(hint.last_used);
                old.enabled = old.enabled && hint.enabled;
                old.over = dedup_folded(old.over.drain(..).chain(hint.over).collect());
                old.note = old.note.take().max(hint.note);
            }
            None => self.hints.push(hint),
        }
    }

    /// Switches a hint off (kept, but no longer used or shown to models). False if absent.
    pub fn disable(&mut self, entity: &str, preferred: &str) -> bool {
        self.set_enabled(entity, preferred, false)
    }

    pub fn enable(&mut self, entity: &str, preferred: &str) -> bool {
        self.set_enabled(entity, preferred, true)
    }

    fn set_enabled(&mut self, entity: &str, preferred: &str, enabled: bool) -> bool {
        match self.position(entity, preferred) {
            Some(i) => {
                self.hints[i].enabled = enabled;
                true
            }
            None => false,
        }
    }

    /// Removes a hint for good and returns it.
    pub fn delete(&mut self, entity: &str, preferred: &str) -> Option<Hint> {
        self.position(entity, preferred)
            .map(|i| self.hints.remove(i))
    }

    /// Marks a hint as used at `step` (it was shown to a model or applied by the linker).
    pub fn touch(&mut self, entity: &str, preferred: &str, step: u64) -> bool {
        match self.position(entity, preferred) {
            Some(i) => {
                let hint = &mut self.hints[i];
                hint.last_used = hint.last_used.max(step);
                true
            }
            None => false,
        }
    }

    /// Hints, enabled or not, whose entity, components or note contain `query` (case-insensitive;
    /// an empty query lists everything). For the `hints` command and the TUI's filter.
    pub fn search(&self, query: &str) -> Vec<&Hint> {
        let query = fold(query);
        self.hints
            .iter()
            .filter(|h| {
                std::iter::once(&h.entity)
                    .chain(std::iter::once(&h.preferred))
                    .chain(h.over.iter())
                    .chain(h.note.iter())
                    .any(|text| fold(text).contains(&query))
            })
            .collect()
    }

    /// Enabled hints whose entity is close to `entity`, best first, with their similarity.
    ///
    /// An exact match (folded) counts as similarity 1 without asking the model, so a learned
    /// phrase is always found again however weak the similarity function. Ordering: similarity,
    /// then evidence, then most recently used; hints below `min_similarity` are left out.
    pub fn lookup<S: Similarity + ?Sized>(
        &self,
        entity: &str,
        sim: &S,
        min_similarity: f64,
    ) -> Vec<(f64, &Hint)> {
        let folded = fold(entity);
        let mut found: Vec<(f64, &Hint)> = self
            .hints
            .iter()
            .filter(|h| h.enabled)
            .map(|h| {
                let s = if fold(&h.entity) == folded {
                    1.0
                } else {
                    sim.similarity(entity, &h.entity)
                };
                (s, h)
            })
            .filter(|(s, _)| *s >= min_similarity)
            .collect();
        found.sort_by(|(sa, a), (sb, b)| {
            sb.total_cmp(sa)
                .then(b.evidence.cmp(&a.evidence))
                .then(b.last_used.cmp(&a.last_used))
        });
        found
    }

    /// Every hint about `entity` (compared case-insensitively), in book order.
    pub fn about(&self, entity: &str) -> Vec<Hint> {
        let entity = fold(entity);
        self.hints
            .iter()
            .filter(|h| fold(&h.entity) == entity)
            .cloned()
            .collect()
    }

    /// Put the hints about `entity` back as `hints` says they were (taking back a learning
    /// step): the current ones about it are dropped, the given ones kept in their place.
    pub fn restore_about(&mut self, entity: &str, hints: Vec<Hint>) {
        let folded = fold(entity);
        let at = self.hints.iter().position(|h| fold(&h.entity) == folded);
        self.hints.retain(|h| fold(&h.entity) != folded);
        let at = at.unwrap_or(self.hints.len()).min(self.hints.len());
        self.hints.splice(at..at, hints);
    }

    fn position(&self, entity: &str, preferred: &str) -> Option<usize> {
        let key = (fold(entity), fold(preferred));
        self.hints.iter().position(|h| h.key() == key)
    }
}
