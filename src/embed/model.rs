//! all-MiniLM-L6-v2 sentence embeddings through ONNX Runtime (loaded at run time) and `tokenizers`.
//!
//! Owns: loading the installed runtime library, graph and tokenizer; batch embedding (each batch
//! padded only to its longest text, never to the tokenizer file's fixed 128); and
//! [`LoadingHandle`], which loads the model on a background thread so no frame waits for it.
//! The graph itself already applies sentence-transformers' recipe (attention-masked mean pooling,
//! then L2 normalisation; see `scripts/minilm_graph.py`), so outputs are unit vectors.
//! Must not touch: text normalisation (callers pass humanised text, see `semantic.rs`), caching,
//! or installing.

use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use ort::environment::Environment;
use ort::session::Session;
use ort::value::Tensor;
use tokenizers::{PaddingParams, PaddingStrategy, Tokenizer, TruncationParams};

use super::paths::{Manifest, ModelPaths};
use super::EmbedError;

/// sentence-transformers truncates all-MiniLM-L6-v2 inputs at 256 word pieces.
const MAX_TOKENS: usize = 256;
/// Texts per ONNX run: large enough to amortise the call, small enough that one long text does
/// not make a whole schema pay for its padding.
const BATCH: usize = 32;

fn runtime_err(e: impl std::fmt::Display) -> EmbedError {
    EmbedError::Runtime(e.to_string())
}

/// The variables by which ONNX Runtime's own telemetry is switched off before it starts: the
/// name its 1.29–1.31 releases read, and the name later ones read.
const TELEMETRY_OFF: [&str; 2] = ["ORT_DISABLE_TELEMETRY", "ORT_TELEMETRY_DISABLED"];

/// Switches ONNX Runtime's telemetry off for this process. Why: since 1.29 the runtime's Linux
/// build starts its telemetry while the environment is created, before
/// `with_telemetry(false)` can apply, and writes a device identifier and an event store under
/// `~/.cache/Microsoft/DeveloperTools` (and reads `/tmp/.ses`) on every run; only these
/// variables, set before the runtime initialises, stop it. Must run before any other thread
/// starts (setting a variable races with reading one): the binary calls it first thing, and
/// `.cargo/config.toml` sets them for tests and `cargo run`.
pub fn opt_out_of_runtime_telemetry() {
    for name in TELEMETRY_OFF {
        std::env::set_var(name, "1");
    }
}

/// The process-wide ONNX Runtime environment. ort allows one per process and never lets a
/// dropped one be replaced, so it is created once (from the first library path given) and kept.
fn environment(library: &Path) -> Result<Environment, EmbedError> {
    static ENV: OnceLock<Environment> = OnceLock::new();
    static INIT: Mutex<()> = Mutex::new(());
    if let Some(env) = ENV.get() {
        return Ok(env.clone());
    }
    let _guard = INIT
        .lock()
        .map_err(|_| EmbedError::Runtime("environment lock poisoned".into()))?;
    if let Some(env) = ENV.get() {
        return Ok(env.clone());
    }
    let env = ort::init_from(library)
        .map_err(runtime_err)?
        .with_name("qlarify")
        .with_telemetry(false)
        .build()
        .map_err(runtime_err)?;
    Ok(ENV.get_or_init(|| env).clone())
}

/// A loaded model. Thread-safe: `embed_batch` takes `&self` (runs are serialised internally,
/// since ONNX Runtime already uses every core for one run).
pub struct Embedder {
    session: Mutex<Session>,
    tokenizer: Tokenizer,
    manifest: Manifest,
    load_time: Duration,
}

impl std::fmt::Debug for Embedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Embedder")
            .field("model", &self.manifest.model)
            .field("load_time", &self.load_time)
            .finish()
    }
}

impl Embedder {
    /// Load the installed model, blocking (≈0.1 s from the optimised graph, ≈0.5 s the first
    /// time, which saves it; see `optimized.rs`). Prefer [`Embedder::load_in_background`].
    pub fn load(paths: &ModelPaths) -> Result<Self, EmbedError> {
        let started = Instant::now();
        let manifest = paths.check_installed()?;
        let env = environment(&paths.runtime_library())?;
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
        let session = super::optimized::open_session(&env, paths, &manifest, threads)?;

        let mut tokenizer = Tokenizer::from_file(paths.tokenizer())
            .map_err(|e| EmbedError::Tokenizer(e.to_string()))?;
        // tokenizer.json pads every input to 128; pad each batch to its own longest text instead.
        tokenizer.with_padding(Some(PaddingParams {
            strategy: PaddingStrategy::BatchLongest,
            ..Default::default()
        }));
        tokenizer
            .with_truncation(Some(TruncationParams {
                max_length: MAX_TOKENS,
                ..Default::default()
            }))
            .map_err(|e| EmbedError::Tokenizer(e.to_string()))?;
        Ok(Embedder {
            session: Mutex::new(session),
            tokenizer,
            manifest,
            load_time: started.elapsed(),
        })
    }

    /// Start loading on a background thread; poll the handle from the UI loop.
    pub fn load_in_background(paths: ModelPaths) -> LoadingHandle {
        let slot: Arc<OnceLock<Result<Arc<Embedder>, EmbedError>>> = Arc::new(OnceLock::new());
        let writer = Arc::clone(&slot);
        let spawned = std::thread::Builder::new()
            .name("qlarify-embed-load".into())
            .spawn(move || {
                let _ = writer.set(Embedder::load(&paths).map(Arc::new));
            });
        match spawned {
            Ok(thread) => LoadingHandle {
                slot,
                thread: Mutex::new(Some(thread)),
            },
            Err(e) => {
                let _ = slot.set(Err(EmbedError::Runtime(format!(
                    "cannot start loader thread: {e}"
                ))));
                LoadingHandle {
                    slot,
                    thread: Mutex::new(None),
                }
            }
        }
    }

    /// Embedding width (384).
    pub fn dimension(&self) -> usize {
        self.manifest.dimension
    }

    /// Identifies the exact model bytes; keys the on-disk cache.
    pub fn model_id(&self) -> String {
        self.manifest.model_id()
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// How long [`Embedder::load`] took.
    pub fn load_time(&self) -> Duration {
        self.load_time
    }

    /// Unit-length embeddings of `texts`, in order. Texts are embedded as given.
    ///
    /// Texts are run in chunks of similar length: a chunk is padded to its longest text, so a
    /// long text among short ones would make every text in its chunk pay for it.
    pub fn embed_batch(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        let mut order: Vec<usize> = (0..texts.len()).collect();
        order.sort_by_key(|&i| (texts[i].len(), i));
        let mut out: Vec<Vec<f32>> = vec![Vec::new(); texts.len()];
        for chunk in order.chunks(BATCH) {
            let batch: Vec<&str> = chunk.iter().map(|&i| texts[i]).collect();
            for (&i, v) in chunk.iter().zip(self.run_chunk(&batch)?) {
                out[i] = v;
            }
        }
        Ok(out)
    }

    /// One text's embedding.
    pub fn embed(&self, text: &str) -> Result<Vec<f32>, EmbedError> {
        self.embed_batch(&[text])?
            .pop()
            .ok_or_else(|| EmbedError::Runtime("empty output".into()))
    }

    fn run_chunk(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        if texts.is_empty() {
            return Ok(Vec::new());
        }
        let encodings = self
            .tokenizer
            .encode_batch(texts.to_vec(), true)
            .map_err(|e| EmbedError::Tokenizer(e.to_string()))?;
        let seq = encodings
            .iter()
            .map(|e| e.get_ids().len())
            .max()
            .unwrap_or(0);
        let rows = encodings.len();
        let mut ids = Vec::with_capacity(rows * seq);
        let mut mask = Vec::with_capacity(rows * seq);
        for e in &encodings {
            if e.get_ids().len() != seq {
                return Err(EmbedError::Tokenizer(
                    "batch was not padded to one length".into(),
                ));
            }
            ids.extend(e.get_ids().iter().map(|&v| i64::from(v)));
            mask.extend(e.get_attention_mask().iter().map(|&v| i64::from(v)));
        }
        let types = vec![0i64; rows * seq];
        let shape = [rows, seq];
        let inputs = ort::inputs![
            "input_ids" => Tensor::from_array((shape, ids)).map_err(runtime_err)?,
            "attention_mask" => Tensor::from_array((shape, mask)).map_err(runtime_err)?,
            "token_type_ids" => Tensor::from_array((shape, types)).map_err(runtime_err)?,
        ];
        let mut session = self
            .session
            .lock()
            .map_err(|_| EmbedError::Runtime("session lock poisoned".into()))?;
        let outputs = session.run(inputs).map_err(runtime_err)?;
        let (out_shape, data) = outputs["sentence_embedding"]
            .try_extract_tensor::<f32>()
            .map_err(runtime_err)?;
        let dim = self.dimension();
        if out_shape.len() != 2 || data.len() != rows * dim {
            return Err(EmbedError::Runtime(format!(
                "unexpected output shape {out_shape:?}"
            )));
        }
        Ok(data.chunks(dim).map(<[f32]>::to_vec).collect())
    }
}

/// Where a background load stands.
#[derive(Debug)]
pub enum LoadState<'a> {
    Loading,
    Ready(Arc<Embedder>),
    Failed(&'a EmbedError),
}

/// A model being loaded on another thread. Poll with [`LoadingHandle::try_get`] (never blocks) or
/// block with [`LoadingHandle::wait`] (for non-interactive commands).
#[derive(Debug)]
pub struct LoadingHandle {
    slot: Arc<OnceLock<Result<Arc<Embedder>, EmbedError>>>,
    thread: Mutex<Option<JoinHandle<()>>>,
}

impl LoadingHandle {
    /// The model, once loaded; `None` while loading or if loading failed.
    pub fn try_get(&self) -> Option<Arc<Embedder>> {
        match self.slot.get() {
            Some(Ok(model)) => Some(Arc::clone(model)),
            _ => None,
        }
    }

    /// Loading, ready or failed (with the reason), without blocking.
    pub fn state(&self) -> LoadState<'_> {
        match self.slot.get() {
            None => LoadState::Loading,
            Some(Ok(model)) => LoadState::Ready(Arc::clone(model)),
            Some(Err(e)) => LoadState::Failed(e),
        }
    }

    /// Block until the load finishes; the model or why it could not be loaded.
    pub fn wait(&self) -> Result<Arc<Embedder>, &EmbedError> {
        let thread = self.thread.lock().ok().and_then(|mut t| t.take());
        if let Some(thread) = thread {
            if thread.join().is_err() {
                let _ = self.slot.set(Err(EmbedError::LoaderPanicked));
            }
        }
        match self.slot.get() {
            Some(Ok(model)) => Ok(Arc::clone(model)),
            Some(Err(e)) => Err(e),
            // Another caller is joining the thread right now; the slot is set before it exits.
            None => self.wait_for_slot(),
        }
    }

    fn wait_for_slot(&self) -> Result<Arc<Embedder>, &EmbedError> {
        loop {
            match self.slot.get() {
                Some(Ok(model)) => return Ok(Arc::clone(model)),
                Some(Err(e)) => return Err(e),
                None => std::thread::sleep(Duration::from_millis(5)),
            }
        }
    }
}
