//! Where the embedding model, ONNX Runtime and the embedding cache live on disk.
//!
//! Owns: the layout written by `scripts/install_model.py` (mirrored here, read-only) and the data
//! directory rule (`QLARIFY_DATA_DIR`, else the platform data dir + `qlarify`).
//! Must not touch: the files themselves beyond reading the manifest; installing is `cli::install`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::EmbedError;

/// The environment variable that overrides the data directory (tests and benchmarks use it).
pub const DATA_DIR_ENV: &str = "QLARIFY_DATA_DIR";
/// File name of the ONNX Runtime shared library inside the installed tree.
pub const RUNTIME_LIBRARY: &str = "onnxruntime/libonnxruntime.so.1.31.1";
/// Folder of the model files inside the installed tree.
pub const MODEL_DIR: &str = "all-MiniLM-L6-v2";

/// The installer's record of what it put on disk (`models/manifest.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct Manifest {
    pub format: u32,
    pub model: String,
    pub onnxruntime: String,
    pub dimension: usize,
    /// The numerical check the installer ran (onnxruntime vs numpy).
    #[serde(default)]
    pub check: String,
    /// Relative path → sha256 of every installed file.
    pub files: BTreeMap<String, String>,
}

impl Manifest {
    /// A short id of the exact model bytes, so cached embeddings never outlive the model.
    pub fn model_id(&self) -> String {
        let digest = self
            .files
            .get(&format!("{MODEL_DIR}/model.onnx"))
            .map(String::as_str)
            .unwrap_or("unknown");
        format!("minilm-{}", digest.chars().take(16).collect::<String>())
    }
}

/// Paths under one data directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelPaths {
    data_dir: PathBuf,
}

impl ModelPaths {
    /// Paths under an explicit data directory.
    pub fn new(data_dir: impl Into<PathBuf>) -> Self {
        ModelPaths {
            data_dir: data_dir.into(),
        }
    }

    /// `QLARIFY_DATA_DIR` if set and non-empty, else the platform's data dir (`~/.local/share/qlarify`).
    pub fn from_env() -> Result<Self, EmbedError> {
        if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|v| !v.is_empty()) {
            return Ok(Self::new(dir));
        }
        directories::ProjectDirs::from("", "", "qlarify")
            .map(|d| Self::new(d.data_dir()))
            .ok_or(EmbedError::NoDataDir)
    }

    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }

    /// The installer's `--dest`: `<data>/models`.
    pub fn models_dir(&self) -> PathBuf {
        self.data_dir.join("models")
    }

    pub fn runtime_library(&self) -> PathBuf {
        self.models_dir().join(RUNTIME_LIBRARY)
    }

    pub fn model_onnx(&self) -> PathBuf {
        self.models_dir().join(MODEL_DIR).join("model.onnx")
    }

    pub fn tokenizer(&self) -> PathBuf {
        self.models_dir().join(MODEL_DIR).join("tokenizer.json")
    }

    pub fn manifest(&self) -> PathBuf {
        self.models_dir().join("manifest.json")
    }

    /// Where per-schema embedding caches are kept: `<data>/cache/embeddings`.
    pub fn embedding_cache_dir(&self) -> PathBuf {
        self.data_dir.join("cache").join("embeddings")
    }

    /// Where the installer keeps its downloads and build tools: `<data>/cache/model-install`.
    pub fn install_cache_dir(&self) -> PathBuf {
        self.data_dir.join("cache").join("model-install")
    }

    /// The manifest, if the install finished and every file it lists exists. This is cheap (no
    /// hashing); `qlarify model install` re-verifies hashes.
    pub fn check_installed(&self) -> Result<Manifest, EmbedError> {
        let not_installed = |reason: String| EmbedError::NotInstalled {
            dir: self.models_dir(),
            reason,
        };
        let path = self.manifest();
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(not_installed(
                    "no manifest.json (run `qlarify model install`)".into(),
                ))
            }
            Err(e) => return Err(EmbedError::io(path, e)),
        };
        let manifest: Manifest = serde_json::from_str(&text)
            .map_err(|e| not_installed(format!("unreadable manifest.json: {e}")))?;
        if manifest.format != 1 {
            return Err(not_installed(format!(
                "manifest format {} is not supported",
                manifest.format
            )));
        }
        for rel in [
            RUNTIME_LIBRARY.to_string(),
            format!("{MODEL_DIR}/model.onnx"),
            format!("{MODEL_DIR}/tokenizer.json"),
        ] {
            if !manifest.files.contains_key(&rel) || !self.models_dir().join(&rel).is_file() {
                return Err(not_installed(format!("missing {rel}")));
            }
        }
        Ok(manifest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_is_under_the_data_dir() {
        let p = ModelPaths::new("/d");
        assert_eq!(
            p.runtime_library(),
            Path::new("/d/models/onnxruntime/libonnxruntime.so.1.31.1")
        );
        assert_eq!(
            p.model_onnx(),
            Path::new("/d/models/all-MiniLM-L6-v2/model.onnx")
        );
        assert_eq!(p.embedding_cache_dir(), Path::new("/d/cache/embeddings"));
    }

    #[test]
    fn empty_dir_is_not_installed() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let err = ModelPaths::new(dir.path()).check_installed().err();
        assert!(
            matches!(err, Some(EmbedError::NotInstalled { .. })),
            "{err:?}"
        );
        Ok(())
    }

    #[test]
    fn manifest_listing_a_missing_file_is_not_installed() -> Result<(), Box<dyn std::error::Error>>
    {
        let dir = tempfile::tempdir()?;
        let paths = ModelPaths::new(dir.path());
        std::fs::create_dir_all(paths.models_dir())?;
        let files = format!(
            r#"{{"{RUNTIME_LIBRARY}":"aa","{MODEL_DIR}/model.onnx":"bb","{MODEL_DIR}/tokenizer.json":"cc"}}"#
        );
        let manifest = format!(
            r#"{{"format":1,"model":"m","onnxruntime":"1.31.1","dimension":384,"files":{files}}}"#
        );
        std::fs::write(paths.manifest(), manifest)?;
        let err = paths.check_installed().err();
        assert!(
            matches!(&err, Some(EmbedError::NotInstalled { reason, .. }) if reason.contains("missing")),
            "{err:?}"
        );
        Ok(())
    }
}
