//! The machine-local optimised graph: the model as ONNX Runtime leaves it after its graph
//! optimisations, with its weights in a separate file that the runtime memory-maps.
//!
//! Why: loading the installed `model.onnx` parses 90 MB of protobuf, copies every weight twice
//! and re-runs the graph optimisations, in every process (profiled: ~0.2 s CPU, two thirds of it
//! page faults and copies, the largest single cost of a warm `ask`). ONNX Runtime maps external
//! weight files instead of reading them, so the saved graph loads in ~0.08 s with ~90 MB less
//! resident memory, and gives the same embeddings (its optimisations are exact rewrites).
//!
//! Layout: `<models>/all-MiniLM-L6-v2/optimized-<model id>-ort<version>/{model.onnx,weights.data}`.
//! It lives inside the model's directory, so reinstalling the model removes it; its name holds
//! the model's hash and the runtime's version, so a different model or runtime never reads it.
//! It is written once (by `model install`, or by the first load that finds it missing) into a
//! temporary directory renamed into place, so a reader never sees half of it. Saved at the
//! "extended" level: the fusions a BERT graph gains (attention, layer norm, GELU) without the
//! layout rewrites that may tie a saved graph to one CPU.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use ort::environment::Environment;
use ort::session::builder::{GraphOptimizationLevel, SessionBuilder};
use ort::session::Session;

use super::paths::{Manifest, ModelPaths};
use super::EmbedError;

const GRAPH: &str = "model.onnx";
/// Relative to the graph, as ONNX external data requires.
const WEIGHTS: &str = "weights.data";

fn runtime_err(e: impl std::fmt::Display) -> EmbedError {
    EmbedError::Runtime(e.to_string())
}

/// The directory of the optimised graph for this manifest's model and runtime.
pub fn optimized_dir(paths: &ModelPaths, manifest: &Manifest) -> PathBuf {
    let graph = paths.model_onnx();
    let model_dir = graph.parent().unwrap_or(Path::new("."));
    model_dir.join(format!(
        "optimized-{}-ort{}",
        manifest.model_id(),
        manifest.onnxruntime
    ))
}

fn builder(env: &Environment, threads: usize) -> Result<SessionBuilder, EmbedError> {
    Session::builder(env)
        .map_err(runtime_err)?
        .with_intra_threads(threads)
        .map_err(runtime_err)?
        // The parser embeds short phrases one at a time between long stretches of its own
        // work; a spinning pool thread would burn a core the parser needs (profiled: half
        // the CPU of an evaluation went to the pool's spin-wait).
        .with_intra_op_spinning(false)
        .map_err(runtime_err)
}

/// A session over the installed model: from the optimised graph when it is there, else from
/// `model.onnx`, saving the optimised graph on the way (best effort: a read-only data directory
/// only costs the faster load next time).
pub fn open_session(
    env: &Environment,
    paths: &ModelPaths,
    manifest: &Manifest,
    threads: usize,
) -> Result<Session, EmbedError> {
    let dir = optimized_dir(paths, manifest);
    if dir.join(GRAPH).is_file() {
        match builder(env, threads)?
            .with_optimization_level(GraphOptimizationLevel::Disable)
            .map_err(runtime_err)?
            .commit_from_file(dir.join(GRAPH))
        {
            Ok(session) => return Ok(session),
            Err(e) => {
                tracing::warn!(dir = %dir.display(), error = %e, "optimised model unreadable; rebuilding it");
                let _ = std::fs::remove_dir_all(&dir);
            }
        }
    }
    match save_while_loading(env, paths, &dir, threads) {
        Ok(session) => Ok(session),
        Err(e) => {
            tracing::warn!(dir = %dir.display(), error = %e, "cannot save the optimised model; loading model.onnx");
            builder(env, threads)?
                .with_optimization_level(GraphOptimizationLevel::Level3)
                .map_err(runtime_err)?
                .commit_from_file(paths.model_onnx())
                .map_err(runtime_err)
        }
    }
}

/// Load `model.onnx` and have the runtime write the optimised graph into a temporary directory,
/// then rename it into place.
fn save_while_loading(
    env: &Environment,
    paths: &ModelPaths,
    dir: &Path,
    threads: usize,
) -> Result<Session, EmbedError> {
    let name = dir
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    // Unique per process and per call: two threads loading at once must not share a staging
    // directory (the tests do, and a TUI may while `ask` runs elsewhere).
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let staging = dir.with_file_name(format!("{name}.tmp-{}-{call}", std::process::id()));
    let _ = std::fs::remove_dir_all(&staging);
    std::fs::create_dir_all(&staging).map_err(|e| EmbedError::io(staging.clone(), e))?;
    let session = builder(env, threads)?
        .with_optimization_level(GraphOptimizationLevel::Level2)
        .map_err(runtime_err)?
        .with_config_entry(
            "session.optimized_model_external_initializers_file_name",
            WEIGHTS,
        )
        .map_err(runtime_err)?
        // Every weight matrix goes to the mapped file; only tiny constants stay in the graph.
        .with_config_entry(
            "session.optimized_model_external_initializers_min_size_in_bytes",
            "1024",
        )
        .map_err(runtime_err)?
        .with_optimized_model_path(staging.join(GRAPH))
        .map_err(runtime_err)?
        .commit_from_file(paths.model_onnx());
    let session = match session {
        Ok(session) => session,
        Err(e) => {
            let _ = std::fs::remove_dir_all(&staging);
            return Err(runtime_err(e));
        }
    };
    if !staging.join(WEIGHTS).is_file() || std::fs::rename(&staging, dir).is_err() {
        // Another process got there first, or the runtime wrote no weights file: the session
        // is good either way; only the saved copy is dropped.
        let _ = std::fs::remove_dir_all(&staging);
    }
    Ok(session)
}
