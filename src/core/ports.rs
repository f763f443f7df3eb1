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

    /// A cheaper similarity for a first pass over many names (schema pruning reads every
    /// table of an enterprise schema with it, and only its shortlist with `self`), or `None`
    /// when `self` is already cheap.
    fn coarse(&self) -> Option<&dyn Similarity> {
        None
    }

    /// `texts` are about to be compared many times: a model embeds the ones it lacks in one
    /// batch (and keeps them in its disk cache) instead of one run per text. A hint only; the
    /// scores are the same without it.
    fn prepare(&self, _texts: &[&str]) {}

    /// `scores[i][j]`: the similarity of `rows[i]` and `columns[j]`, as [`Self::similarity`]
    /// gives it. One call for many pairs lets an implementation look each text up once, not
    /// once per pair (a coarse pass over a thousand tables scores tens of thousands of pairs).
    fn similarities(&self, rows: &[&str], columns: &[&str]) -> Vec<Vec<f64>> {
        rows.iter()
            .map(|r| columns.iter().map(|c| self.similarity(r, c)).collect())
            .collect()
    }
}

impl<F: Fn(&str, &str) -> f64> Similarity for F {
    fn similarity(&self, a: &str, b: &str) -> f64 {
        self(a, b)
    }

    fn name(&self) -> &str {
        "function"
    }
}

/// What a generator is asked for one question.
#[derive(Debug, Clone, Copy)]
pub struct GenerationRequest<'a> {
    pub question: &'a str,
    /// The schema to generate over — the whole one, or a masked one (ODIN §5).
    pub schema: &'a crate::core::schema::Schema,
    /// Learned hints relevant to the question (ODIN §7), strongest first.
    pub hints: &'a [crate::core::hints::Hint],
    /// A structural plan to honour (LogicalBeam §5.1), when the caller wants diversity.
    pub plan: Option<crate::core::plans::Plan>,
    /// At most this many readings.
    pub max_candidates: usize,
    /// Set by the driver when the user cancels the round (Esc). Generators that wait on the
    /// network check it and return early; loops over many calls (masking, plans) stop.
    pub cancel: Option<&'a std::sync::atomic::AtomicBool>,
}

impl GenerationRequest<'_> {
    /// True once the driver has asked this round to stop.
    pub fn cancelled(&self) -> bool {
        self.cancel
            .is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Relaxed))
    }
}

/// Why a generator produced nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{source_name}: {message}")]
pub struct GenerateError {
    pub source_name: String,
    pub message: String,
}

/// Anything that turns a question into scored SQL readings: the built-in parser, an LLM behind
/// a blocking adapter, a test double. ODIN's masking and LogicalBeam's plans wrap any of them.
pub trait Generator {
    /// The name readings are credited to ("builtin", a model name).
    fn name(&self) -> &str;

    /// Scored readings, best first. An empty list is a valid answer ("I cannot read this").
    fn generate(
        &self,
        request: &GenerationRequest<'_>,
    ) -> Result<Vec<crate::core::session::Proposal>, GenerateError>;

    /// True when the generator can be constrained by a [`crate::core::plans::Plan`].
    fn honours_plans(&self) -> bool {
        false
    }
}
