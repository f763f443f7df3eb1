//! The similarity the rest of the program uses: the model when it is ready, the lexical matcher
//! until then (or for good, when the model is not installed), and a status saying which.
//!
//! Owns: [`ModelSimilarity`] (model + in-memory memo + warming from the per-schema disk cache),
//! [`Semantic`] (the switching facade) and [`Backend`] (the notice the UI and `model status` show).
//! Must not touch: how the model runs (`model.rs`) or the cache format (`cache.rs`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};

use crate::core::ports::Similarity;
use crate::core::schema::Schema;

use super::cache::EmbeddingCache;
use super::lexical::Lexical;
use super::model::{Embedder, LoadState, LoadingHandle};
use super::paths::ModelPaths;
use super::text::humanize;
use super::{cosine, EmbedError};

/// Which similarity is in use, and why; `Display` is the one-line notice for the UI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Backend {
    /// The sentence-embedding model.
    Model { model: String },
    /// The model is loading in the background; lexical matching meanwhile.
    Loading,
    /// Lexical matching only, with the reason (not installed, failed to load).
    Lexical { reason: String },
}

impl Backend {
    /// True when similarity comes from the embedding model.
    pub fn is_model(&self) -> bool {
        matches!(self, Backend::Model { .. })
    }

    /// Short name: "minilm", "loading" or "lexical".
    pub fn short(&self) -> &'static str {
        match self {
            Backend::Model { .. } => "minilm",
            Backend::Loading => "loading",
            Backend::Lexical { .. } => "lexical",
        }
    }
}

impl std::fmt::Display for Backend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Backend::Model { model } => write!(f, "semantic matching: {model}"),
            Backend::Loading => f.write_str("semantic model loading… (lexical matching meanwhile)"),
            Backend::Lexical { reason } => write!(f, "lexical matching only: {reason}"),
        }
    }
}

/// Texts (raw and humanised spellings) the in-memory memo holds at most, about 30 MiB.
pub const MEMO_MAX: usize = 20_000;

/// Model similarity with a memo of every text it has embedded (keyed by humanised text) and,
/// once a schema is attached, that schema's disk cache behind the memo.
pub struct ModelSimilarity {
    embedder: Arc<Embedder>,
    memo: RwLock<HashMap<String, Arc<[f32]>>>,
    /// The attached schema's embeddings on disk: read before the model runs, added to (and
    /// saved) whenever a batch is embedded, so a second question on the schema embeds nothing
    /// it has seen.
    cache: Mutex<Option<EmbeddingCache>>,
    lexical: Lexical,
}

impl ModelSimilarity {
    pub fn new(embedder: Arc<Embedder>) -> Self {
        ModelSimilarity {
            embedder,
            memo: RwLock::new(HashMap::new()),
            cache: Mutex::new(None),
            lexical: Lexical::new(),
        }
    }

    pub fn embedder(&self) -> &Arc<Embedder> {
        &self.embedder
    }

    fn memo_get(&self, key: &str) -> Option<Arc<[f32]>> {
        self.memo.read().ok().and_then(|m| m.get(key).cloned())
    }

    fn memo_put(&self, key: String, v: Arc<[f32]>) {
        if let Ok(mut m) = self.memo.write() {
            // A long session's phrases cannot grow the memo without bound; what it forgets
            // comes back from the attached disk cache, or from the model.
            if m.len() >= MEMO_MAX && !m.contains_key(&key) {
                m.clear();
            }
            m.insert(key, v);
        }
    }

    /// Keep `schema`'s embeddings in its disk cache under `paths` from now on (replacing any
    /// schema attached before). Nothing is embedded yet: [`Self::warm`] (or the session's
    /// `prepare` hints) embed what each question needs.
    pub fn attach_cache(&self, paths: &ModelPaths, schema: &Schema) {
        let cache = EmbeddingCache::open(
            &paths.embedding_cache_dir(),
            &schema.fingerprint(),
            &self.embedder.model_id(),
            self.embedder.dimension(),
        );
        if let Ok(mut slot) = self.cache.lock() {
            *slot = Some(cache);
        }
    }

    /// Embed, in one batch, every text not yet memoised or in the attached cache, and save the
    /// cache when it grew. Returns how many texts the model had to embed. Call with a
    /// question's phrases or a schema's names before scoring many pairs.
    pub fn warm(&self, texts: &[&str]) -> Result<usize, EmbedError> {
        let mut missing: Vec<String> = texts
            .iter()
            .map(|t| humanize(t))
            .filter(|k| self.memo_get(k).is_none())
            .collect();
        missing.sort();
        missing.dedup();
        if missing.is_empty() {
            return Ok(0);
        }
        let mut cache = self
            .cache
            .lock()
            .map_err(|_| EmbedError::Runtime("embedding cache lock poisoned".into()))?;
        if let Some(cache) = cache.as_ref() {
            missing.retain(|key| match cache.get(key) {
                Some(v) => {
                    self.memo_put(key.clone(), v.into());
                    false
                }
                None => true,
            });
        }
        if missing.is_empty() {
            return Ok(0);
        }
        let refs: Vec<&str> = missing.iter().map(String::as_str).collect();
        for (key, v) in missing.iter().zip(self.embedder.embed_batch(&refs)?) {
            if let Some(cache) = cache.as_mut() {
                cache.insert(key, v.clone());
            }
            self.memo_put(key.clone(), v.into());
        }
        if let Some(cache) = cache.as_mut() {
            cache.save()?;
        }
        Ok(missing.len())
    }

    /// Attach `schema`'s disk cache and warm every table and column name from it (for schemas
    /// small enough to embed whole). Returns how many texts had to be embedded.
    pub fn warm_schema(&self, paths: &ModelPaths, schema: &Schema) -> Result<usize, EmbedError> {
        self.attach_cache(paths, schema);
        let texts = schema.linkable_texts();
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        self.warm(&refs)
    }

    /// The embedding of one text (humanised first), from the memo or the model.
    ///
    /// The text as given is memoised beside its humanised form: the parser asks for the same
    /// few phrases and names hundreds of times per question, and humanising them again on every
    /// call was a fifth of the whole evaluation's time. Both keys map to the embedding of the
    /// humanised text, which is well defined because humanising is idempotent.
    pub fn vector(&self, text: &str) -> Result<Arc<[f32]>, EmbedError> {
        if let Some(v) = self.memo_get(text) {
            return Ok(v);
        }
        let key = humanize(text);
        let cached = || {
            let cache = self.cache.lock().ok()?;
            cache.as_ref()?.get(&key).map(Arc::<[f32]>::from)
        };
        let v = match self.memo_get(&key) {
            Some(v) => v,
            None => {
                let v: Arc<[f32]> = match cached() {
                    Some(v) => v,
                    None => self.embedder.embed(&key)?.into(),
                };
                self.memo_put(key.clone(), Arc::clone(&v));
                v
            }
        };
        if key != text {
            self.memo_put(text.to_string(), Arc::clone(&v));
        }
        Ok(v)
    }
}

impl Similarity for ModelSimilarity {
    fn similarity(&self, a: &str, b: &str) -> f64 {
        match (self.vector(a), self.vector(b)) {
            // A model reads `plnt_nm` as unknown tokens; an abbreviation the lexical rule
            // recognises counts for what it abbreviates.
            (Ok(x), Ok(y)) => cosine(&x, &y).max(self.lexical.abbreviated(a, b)),
            (Err(e), _) | (_, Err(e)) => {
                tracing::warn!(error = %e, "embedding failed; lexical score used for this pair");
                self.lexical.score(a, b)
            }
        }
    }

    fn name(&self) -> &str {
        "minilm"
    }

    fn coarse(&self) -> Option<&dyn Similarity> {
        Some(&self.lexical)
    }

    fn prepare(&self, texts: &[&str]) {
        if let Err(e) = self.warm(texts) {
            tracing::warn!(error = %e, "embedding a batch failed; texts are embedded one by one");
        }
    }
}

/// The program's similarity: starts lexical, switches to the model once it has loaded.
pub struct Semantic {
    loading: Option<LoadingHandle>,
    model: Mutex<Option<Arc<ModelSimilarity>>>,
    lexical: Arc<Lexical>,
    fallback_reason: Option<String>,
}

impl Semantic {
    /// Begin loading the installed model in the background. Returns at once; when the model is
    /// not installed, the status says so immediately.
    pub fn start(paths: &ModelPaths) -> Self {
        match paths.check_installed() {
            Ok(_) => Semantic {
                loading: Some(Embedder::load_in_background(paths.clone())),
                model: Mutex::new(None),
                lexical: Arc::new(Lexical::new()),
                fallback_reason: None,
            },
            Err(e) => Self::lexical_only(not_installed_notice(&e)),
        }
    }

    /// Lexical matching only, with the reason to show.
    pub fn lexical_only(reason: impl Into<String>) -> Self {
        Semantic {
            loading: None,
            model: Mutex::new(None),
            lexical: Arc::new(Lexical::new()),
            fallback_reason: Some(reason.into()),
        }
    }

    /// The model similarity if it is ready now (never blocks).
    pub fn model(&self) -> Option<Arc<ModelSimilarity>> {
        let mut slot = self.model.lock().ok()?;
        if slot.is_none() {
            *slot = self
                .loading
                .as_ref()
                .and_then(LoadingHandle::try_get)
                .map(|e| Arc::new(ModelSimilarity::new(e)));
        }
        slot.clone()
    }

    /// Block until the background load has finished (for `ask`, `eval`, `model probe`).
    pub fn wait(&self) -> Backend {
        if let Some(handle) = &self.loading {
            let _ = handle.wait();
        }
        self.status()
    }

    /// What is in use now, as the UI should show it.
    pub fn status(&self) -> Backend {
        if let Some(m) = self.model() {
            return Backend::Model {
                model: format!("all-MiniLM-L6-v2 ({})", m.embedder().model_id()),
            };
        }
        match (&self.loading, &self.fallback_reason) {
            (Some(handle), _) => match handle.state() {
                LoadState::Loading => Backend::Loading,
                LoadState::Failed(e) => Backend::Lexical {
                    reason: format!("model failed to load: {e}"),
                },
                LoadState::Ready(_) => Backend::Loading,
            },
            (None, Some(reason)) => Backend::Lexical {
                reason: reason.clone(),
            },
            (None, None) => Backend::Lexical {
                reason: "no model".into(),
            },
        }
    }

    /// The similarity to use for one whole question, so its scores all come from one backend
    /// even if the model finishes loading half-way through.
    pub fn current(&self) -> Arc<dyn Similarity + Send + Sync> {
        match self.model() {
            Some(m) => m,
            None => Arc::clone(&self.lexical) as Arc<dyn Similarity + Send + Sync>,
        }
    }
}

impl Similarity for Semantic {
    fn similarity(&self, a: &str, b: &str) -> f64 {
        self.current().similarity(a, b)
    }

    fn name(&self) -> &str {
        self.status().short()
    }

    fn coarse(&self) -> Option<&dyn Similarity> {
        self.model()
            .is_some()
            .then_some(self.lexical.as_ref() as &dyn Similarity)
    }

    fn prepare(&self, texts: &[&str]) {
        self.current().prepare(texts);
    }
}

fn not_installed_notice(e: &EmbedError) -> String {
    match e {
        EmbedError::NotInstalled { .. } => {
            "model not installed (run `qlarify model install`)".into()
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_an_install_it_is_lexical_with_a_notice() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let s = Semantic::start(&ModelPaths::new(dir.path()));
        let status = s.wait();
        assert!(!status.is_model());
        assert!(
            status.to_string().contains("qlarify model install"),
            "{status}"
        );
        assert_eq!(s.name(), "lexical");
        assert!(s.similarity("hometown", "birthplace") > s.similarity("hometown", "roll_num"));
        Ok(())
    }

    #[test]
    fn linkable_texts_cover_tables_and_columns_not_samples() {
        let schema = Schema {
            tables: vec![crate::core::schema::Table {
                name: "students".into(),
                columns: vec![crate::core::schema::Column {
                    name: "birthplace".into(),
                    samples: vec!["Oslo".into()],
                    ..Default::default()
                }],
                ..Default::default()
            }],
            ..Default::default()
        };
        assert_eq!(
            schema.linkable_texts(),
            ["students", "birthplace", "students birthplace"]
        );
    }
}
