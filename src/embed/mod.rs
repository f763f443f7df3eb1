//! Semantic similarity for schema linking: a local sentence-embedding model with a lexical fallback.
//!
//! Owns: the [`Similarity`](crate::core::ports::Similarity) implementations — all-MiniLM-L6-v2
//! through ONNX Runtime ([`model`]) and a lexical matcher ([`lexical`]) used while the model is not
//! installed or still loading — the background loader and the facade that switches between them
//! ([`semantic`]), the on-disk embedding cache per schema fingerprint ([`cache`]), where the model
//! lives on disk ([`paths`]) and the functions behind `qlarify model install|status|probe` ([`cli`]).
//! Must not touch: the core's data (it only reads a [`Schema`](crate::core::schema::Schema)),
//! config or learned state (that is `store/`), the terminal, or clap (`cli.rs` calls [`cli`]).

pub mod cache;
pub mod cli;
pub mod lexical;
pub mod model;
mod optimized;
pub mod paths;
pub mod semantic;
pub mod text;

use std::path::PathBuf;

pub use cache::EmbeddingCache;
pub use lexical::Lexical;
pub use model::{Embedder, LoadingHandle};
pub use paths::ModelPaths;
pub use semantic::{Backend, ModelSimilarity, Semantic};

/// Everything that can go wrong while installing, loading or running the embedding model.
#[derive(Debug, thiserror::Error)]
pub enum EmbedError {
    /// No usable data directory (no `QLARIFY_DATA_DIR` and no home directory).
    #[error("no data directory: set QLARIFY_DATA_DIR")]
    NoDataDir,
    /// The model or ONNX Runtime is not installed (or the install is incomplete).
    #[error("model not installed at {}: {reason}", dir.display())]
    NotInstalled { dir: PathBuf, reason: String },
    /// ONNX Runtime failed to load the library, build the session or run it.
    #[error("ONNX Runtime: {0}")]
    Runtime(String),
    /// The tokenizer file could not be read or could not encode a text.
    #[error("tokenizer: {0}")]
    Tokenizer(String),
    /// A file could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The installer script failed.
    #[error("install failed: {0}")]
    Install(String),
    /// The background loader thread died without reporting (it panicked).
    #[error("model loader thread panicked")]
    LoaderPanicked,
}

impl EmbedError {
    pub(crate) fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        EmbedError::Io {
            path: path.into(),
            source,
        }
    }
}

/// Cosine similarity of two vectors (0 when either is all zeros).
pub fn cosine(a: &[f32], b: &[f32]) -> f64 {
    let (mut dot, mut na, mut nb) = (0f64, 0f64, 0f64);
    for (x, y) in a.iter().zip(b) {
        let (x, y) = (f64::from(*x), f64::from(*y));
        dot += x * y;
        na += x * x;
        nb += y * y;
    }
    if na == 0.0 || nb == 0.0 {
        0.0
    } else {
        dot / (na.sqrt() * nb.sqrt())
    }
}

#[cfg(test)]
mod tests {
    use super::cosine;
    use rstest::rstest;

    #[rstest]
    #[case(&[1.0, 0.0], &[1.0, 0.0], 1.0)]
    #[case(&[1.0, 0.0], &[0.0, 2.0], 0.0)]
    #[case(&[1.0, 1.0], &[-1.0, -1.0], -1.0)]
    #[case(&[0.0, 0.0], &[1.0, 0.0], 0.0)]
    fn cosine_of_known_vectors(#[case] a: &[f32], #[case] b: &[f32], #[case] want: f64) {
        assert!((cosine(a, b) - want).abs() < 1e-9);
    }
}
