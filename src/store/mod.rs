//! Learned state and configuration on disk, under the user's config directory.
//!
//! Owns: where files live ([`Dirs`]), the configuration file with embedded defaults
//! ([`Config`]), and a generic store of versioned JSON documents per database fingerprint
//! ([`Store`]): hints, preference matrices, model preferences, calibration scores, and an
//! append-only history. Every write is atomic and locked, every file carries a format version
//! with a migration hook, and a damaged file is set aside with a warning, never lost.
//! Must not touch: the meaning of what it stores (documents are any serde type; the update
//! rules live in `core`), the database being queried, or the terminal (problems are returned
//! as [`Warning`]s for the caller to show).
//!
//! Layout:
//! ```text
//! <config>/config.toml                       user settings (never written by qlarify)
//! <config>/db/<fingerprint>/hints.json       {"version": N, "data": …}, pretty-printed
//! <config>/db/<fingerprint>/prefs.json       …likewise models.json, calibration.json
//! <config>/db/<fingerprint>/history.jsonl    one {"version": N, "data": …} per line
//! ```

pub(crate) mod atomic;
pub mod config;
pub mod config_edit;
pub mod dirs;
mod doc;
mod history;
mod journal;
pub mod kept;
pub mod secrets;

pub use config::{load_config, parse_config, Config, ExecutionConfig, MethodConfig, ModelConfig};
pub use dirs::{Dirs, CONFIG_DIR_ENV, DATA_DIR_ENV};
pub use doc::{no_migration, Doc, Migrate, CALIBRATION, HINTS, HISTORY, MODELS, PREFS};
pub use journal::Learning;

use std::path::PathBuf;

/// A failure that stops an operation. Damaged or foreign files are *not* errors: they come
/// back as [`Warning`]s next to usable defaults.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("no home directory for qlarify's files; set {CONFIG_DIR_ENV} and {DATA_DIR_ENV}")]
    NoHome,
    #[error("not a database fingerprint: {0:?}")]
    BadFingerprint(String),
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "{path} has format version {found}, newer than this qlarify reads ({supported}); \
         refusing to overwrite it"
    )]
    NewerVersion {
        path: PathBuf,
        found: u32,
        supported: u32,
    },
    #[error("{path}: cannot encode: {source}")]
    Encode {
        path: PathBuf,
        #[source]
        source: serde_json::Error,
    },
}

/// Something the user should hear about, though the operation went on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Warning {
    #[error("{} was damaged ({reason}); it was kept as {} and defaults are used", path.display(), moved_to.display())]
    SetAside {
        path: PathBuf,
        moved_to: PathBuf,
        reason: String,
    },
    #[error("{} has format version {found}, newer than this qlarify reads ({supported}); it is left alone and defaults are used", path.display())]
    NewerVersion {
        path: PathBuf,
        found: u32,
        supported: u32,
    },
    #[error("{} was upgraded from format version {from} to {to}", path.display())]
    Migrated { path: PathBuf, from: u32, to: u32 },
    #[error("{}: line {line} is damaged and was skipped ({reason})", path.display())]
    SkippedLine {
        path: PathBuf,
        line: usize,
        reason: String,
    },
    #[error("{}: the last line was cut short by an interrupted write and was skipped", path.display())]
    TornLastLine { path: PathBuf },
    #[error("{}: unknown setting `{key}` ignored", path.display())]
    UnknownKey { path: PathBuf, key: String },
    #[error("{} is not valid ({reason}); built-in defaults are used", path.display())]
    InvalidConfig { path: PathBuf, reason: String },
}

/// A value together with the warnings met while producing it.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded<T> {
    pub value: T,
    pub warnings: Vec<Warning>,
}

impl<T> Loaded<T> {
    pub fn clean(value: T) -> Self {
        Loaded {
            value,
            warnings: Vec::new(),
        }
    }
}

/// Versioned JSON documents per database, under one configuration directory.
///
/// Cheap to clone and safe to use from several threads and processes at once: writers
/// serialise on a per-file lock and always re-read the latest state under it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    root: PathBuf,
}

impl Store {
    /// A store rooted at a configuration directory (usually [`Dirs::config`]).
    pub fn new(config_dir: impl Into<PathBuf>) -> Self {
        Store {
            root: config_dir.into(),
        }
    }

    pub fn open(dirs: &Dirs) -> Self {
        Self::new(dirs.config.clone())
    }

    /// The directory holding one database's state (not created until the first write).
    pub fn db_dir(&self, fingerprint: &str) -> Result<PathBuf, StoreError> {
        dirs::check_fingerprint(fingerprint)?;
        Ok(self.root.join("db").join(fingerprint))
    }

    /// Fingerprints of every database with learned state, sorted.
    pub fn fingerprints(&self) -> Result<Vec<String>, StoreError> {
        let dir = self.root.join("db");
        let entries = match std::fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(atomic::io_err(&dir)(e)),
        };
        let mut found = Vec::new();
        for entry in entries {
            let entry = entry.map_err(atomic::io_err(&dir))?;
            let name = entry.file_name().to_string_lossy().into_owned();
            if entry.path().is_dir() && dirs::check_fingerprint(&name).is_ok() {
                found.push(name);
            }
        }
        found.sort();
        Ok(found)
    }
}
