//! Where qlarify keeps its files: the user's config and data directories, or the directories
//! named by `QLARIFY_CONFIG_DIR` / `QLARIFY_DATA_DIR` (tests and benchmarks isolate state so).
//!
//! Owns: resolving the two directories and the layout of paths inside them.
//! Must not touch: file contents (see the sibling modules).

use super::StoreError;
use serde::{Deserialize, Serialize};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Overrides the configuration directory (config.toml and learned state).
pub const CONFIG_DIR_ENV: &str = "QLARIFY_CONFIG_DIR";
/// Overrides the data directory (the local embedding model, logs).
pub const DATA_DIR_ENV: &str = "QLARIFY_DATA_DIR";

/// The two directories, both already specific to qlarify (e.g. `~/.config/qlarify` and
/// `~/.local/share/qlarify` on Linux). An override names the directory itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dirs {
    pub config: PathBuf,
    pub data: PathBuf,
}

impl Dirs {
    /// From the process environment, falling back to the platform's directories.
    pub fn resolve() -> Result<Dirs, StoreError> {
        Self::resolve_with(|name| std::env::var_os(name))
    }

    /// As [`Dirs::resolve`], with the environment passed in (so it can be tested without
    /// mutating the process environment). An empty variable counts as unset.
    pub fn resolve_with(env: impl Fn(&str) -> Option<OsString>) -> Result<Dirs, StoreError> {
        let var = |name: &str| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
        let (config, data) = (var(CONFIG_DIR_ENV), var(DATA_DIR_ENV));
        if let (Some(config), Some(data)) = (&config, &data) {
            return Ok(Dirs {
                config: config.clone(),
                data: data.clone(),
            });
        }
        let project =
            directories::ProjectDirs::from("", "", "qlarify").ok_or(StoreError::NoHome)?;
        Ok(Dirs {
            config: config.unwrap_or_else(|| project.config_dir().to_path_buf()),
            data: data.unwrap_or_else(|| project.data_dir().to_path_buf()),
        })
    }

    /// Everything under one root: `<root>/config` and `<root>/data`.
    pub fn under(root: &Path) -> Dirs {
        Dirs {
            config: root.join("config"),
            data: root.join("data"),
        }
    }

    /// The user's configuration file.
    pub fn config_file(&self) -> PathBuf {
        self.config.join("config.toml")
    }

    /// The directory of learned state for one database.
    pub fn db_dir(&self, fingerprint: &str) -> Result<PathBuf, StoreError> {
        check_fingerprint(fingerprint)?;
        Ok(self.config.join("db").join(fingerprint))
    }
}

/// A fingerprint becomes a directory name, so it must not be able to climb out of `db/`.
pub(crate) fn check_fingerprint(fingerprint: &str) -> Result<(), StoreError> {
    let ok = !fingerprint.is_empty()
        && fingerprint.len() <= 128
        && fingerprint
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if ok {
        Ok(())
    } else {
        Err(StoreError::BadFingerprint(fingerprint.to_string()))
    }
}
