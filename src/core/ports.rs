//! Ports: the traits through which the pure core reaches capabilities that live outside it.
//!
//! Owns: the trait definitions only. Implementations live in `embed/` (sentence embeddings,
//! lexical fallback) and elsewhere; tests use small in-memory ones.
//! Must not touch: any implementation detail of those adapters.

/// Semantic similarity between two short phrases (a question phrase and a schema name, say).
///
/// Implementations must be deterministic and symmetric, returning a cosine-like score where
/// higher means closer (typically in [-1, 1], usually [0, 1] for related text).
pub trait Similarity {
    /// Similarity of `a` and `b`.
    fn similarity(&self, a: &str, b: &str) -> f64;

    /// A short name for notices and logs ("minilm", "lexical").
    fn name(&self) -> &str;
}

impl<F: Fn(&str, &str) -> f64> Similarity for F {
    fn similarity(&self, a: &str, b: &str) -> f64 {
        self(a, b)
    }

    fn name(&self) -> &str {
        "function"
    }
}
