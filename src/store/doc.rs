//! Versioned JSON documents: `{"version": N, "data": …}` files read with migration, damaged
//! files set aside, and locked read-modify-write updates.
//!
//! Owns: the envelope format, the [`Doc`] descriptions of the per-database files, and
//! [`Store::load`] / [`Store::update`].
//! Must not touch: the types stored (any serde type) or the line-oriented history file.

use super::atomic::{self, io_err};
use super::{Loaded, Store, StoreError, Warning};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// Turns the `data` of an older file (its version is `from`) into the current version's shape.
pub type Migrate = fn(from: u32, data: Value) -> Result<Value, String>;

/// One kind of per-database file: its name, the format version this build writes, and how to
/// read older versions.
#[derive(Debug, Clone, Copy)]
pub struct Doc {
    pub file: &'static str,
    pub version: u32,
    pub migrate: Migrate,
}

impl Doc {
    /// A document at `version` with no migration from older versions.
    pub const fn new(file: &'static str, version: u32) -> Doc {
        Doc {
            file,
            version,
            migrate: no_migration,
        }
    }

    pub const fn with_migration(self, migrate: Migrate) -> Doc {
        Doc { migrate, ..self }
    }
}

/// The migration of a document that has only ever had one version: older files are refused
/// (and therefore set aside, not misread).
pub fn no_migration(from: u32, _data: Value) -> Result<Value, String> {
    Err(format!("no migration from format version {from}"))
}

/// Learned hints (`core::hints::HintBook`).
pub const HINTS: Doc = Doc::new("hints.json", 1);
/// The preference matrix U of AtomSQL.
pub const PREFS: Doc = Doc::new("prefs.json", 1);
/// Model preferences Pref(m).
pub const MODELS: Doc = Doc::new("models.json", 1);
/// Conformal calibration scores (`core::conformal::Calibration`).
pub const CALIBRATION: Doc = Doc::new("calibration.json", 1);
/// Append-only history of sessions, one envelope per line (see `Store::append_history`).
pub const HISTORY: Doc = Doc::new("history.jsonl", 1);

#[derive(Deserialize)]
struct RawEnvelope {
    version: u32,
    data: Value,
}

#[derive(Serialize)]
struct Envelope<'a, T> {
    version: u32,
    data: &'a T,
}

/// What a file's bytes turned out to be.
pub(crate) enum Decoded<T> {
    Value {
        value: T,
        migrated_from: Option<u32>,
    },
    Newer(u32),
    Damaged(String),
}

/// Reads one envelope (a whole file, or one history line).
pub(crate) fn decode<T: DeserializeOwned>(bytes: &[u8], doc: &Doc) -> Decoded<T> {
    let raw: RawEnvelope = match serde_json::from_slice(bytes) {
        Ok(raw) => raw,
        Err(e) => return Decoded::Damaged(e.to_string()),
    };
    if raw.version > doc.version {
        return Decoded::Newer(raw.version);
    }
    let (data, migrated_from) = if raw.version < doc.version {
        match (doc.migrate)(raw.version, raw.data) {
            Ok(data) => (data, Some(raw.version)),
            Err(reason) => return Decoded::Damaged(reason),
        }
    } else {
        (raw.data, None)
    };
    match serde_json::from_value(data) {
        Ok(value) => Decoded::Value {
            value,
            migrated_from,
        },
        Err(e) => Decoded::Damaged(e.to_string()),
    }
}

pub(crate) fn encode<T: Serialize>(
    value: &T,
    doc: &Doc,
    path: &Path,
    pretty: bool,
) -> Result<Vec<u8>, StoreError> {
    let envelope = Envelope {
        version: doc.version,
        data: value,
    };
    let encoded = if pretty {
        serde_json::to_vec_pretty(&envelope)
    } else {
        serde_json::to_vec(&envelope)
    };
    let mut bytes = encoded.map_err(|source| StoreError::Encode {
        path: path.to_path_buf(),
        source,
    })?;
    bytes.push(b'\n');
    // A model can echo its API key into SQL the user then chooses: no key reaches a file.
    Ok(super::secrets::scrub_bytes(&bytes).into_owned())
}

/// The state of a file read with its lock held.
enum Current<T> {
    Value {
        value: T,
        warnings: Vec<Warning>,
        migrated_from: Option<u32>,
    },
    Newer(u32),
}

fn check_name(doc: &Doc) -> Result<(), StoreError> {
    let plain =
        !doc.file.is_empty() && !doc.file.starts_with('.') && !doc.file.contains(['/', '\\']);
    if plain {
        Ok(())
    } else {
        Err(io_err(Path::new(doc.file))(std::io::Error::other(
            "a document name must be a plain file name",
        )))
    }
}

impl Store {
    fn doc_path(&self, fingerprint: &str, doc: &Doc) -> Result<(PathBuf, PathBuf), StoreError> {
        check_name(doc)?;
        let dir = self.db_dir(fingerprint)?;
        let path = dir.join(doc.file);
        Ok((dir, path))
    }

    /// Reads a document; a missing file gives `T::default()`.
    ///
    /// Never fails on content: a file that does not parse (or cannot be migrated) is renamed to
    /// `NAME.corrupt-N` and defaults come back with a [`Warning::SetAside`]; a file from a newer
    /// qlarify is left in place and defaults come back with [`Warning::NewerVersion`]. Only I/O
    /// failures (permissions, a full disk while setting aside) are errors.
    pub fn load<T: DeserializeOwned + Default>(
        &self,
        fingerprint: &str,
        doc: &Doc,
    ) -> Result<Loaded<T>, StoreError> {
        let (dir, path) = self.doc_path(fingerprint, doc)?;
        self.recover(fingerprint)?;
        // No lock on the happy path: writers replace the file by rename, so a reader sees a
        // whole old or a whole new file.
        let Some(bytes) = atomic::read_optional(&path)? else {
            return Ok(Loaded::clean(T::default()));
        };
        match decode::<T>(&bytes, doc) {
            Decoded::Value {
                value,
                migrated_from,
            } => {
                let warnings = migrated(&path, doc, migrated_from).into_iter().collect();
                Ok(Loaded { value, warnings })
            }
            Decoded::Newer(found) => Ok(Loaded {
                value: T::default(),
                warnings: vec![Warning::NewerVersion {
                    path,
                    found,
                    supported: doc.version,
                }],
            }),
            Decoded::Damaged(_) => {
                // Setting aside renames the file: take the lock and look again, in case a
                // writer replaced it meanwhile or another reader already moved it.
                let _guard = atomic::lock(&dir, doc.file)?;
                match read_locked::<T>(&path, doc)? {
                    Current::Value {
                        value, warnings, ..
                    } => Ok(Loaded { value, warnings }),
                    Current::Newer(found) => Ok(Loaded {
                        value: T::default(),
                        warnings: vec![Warning::NewerVersion {
                            path,
                            found,
                            supported: doc.version,
                        }],
                    }),
                }
            }
        }
    }

    /// Read-modify-write under the file's exclusive lock: re-reads the latest state on disk
    /// (so two processes each adding a hint both keep theirs), applies `f`, and replaces the
    /// file atomically. Returns what `f` returned, with the warnings of the read.
    ///
    /// A damaged file is set aside first (as in [`Store::load`]); a file from an older version
    /// is migrated and its original kept as `NAME.vN.bak`; a file from a newer qlarify is an
    /// error, because writing our version over it would lose what we cannot read.
    pub fn update<T, R>(
        &self,
        fingerprint: &str,
        doc: &Doc,
        f: impl FnOnce(&mut T) -> R,
    ) -> Result<Loaded<R>, StoreError>
    where
        T: Serialize + DeserializeOwned + Default,
    {
        check_name(doc)?;
        // Every writer of this database's state takes its writer lock first (and finishes a
        // learning step a crash interrupted), so no update slips between a step's files.
        let (dir, _writer) = self.writer_lock(fingerprint)?;
        let (out, bytes) = modify(&dir, doc, f)?;
        let _guard = atomic::lock(&dir, doc.file)?;
        atomic::write_atomic(&dir, doc.file, &bytes)?;
        Ok(out)
    }
}

/// Read `doc` in `dir` under its lock (setting a damaged file aside, backing up one that is
/// migrated), apply `f`, and return what it returned with the new file's bytes, unwritten.
pub(crate) fn modify<T, R>(
    dir: &Path,
    doc: &Doc,
    f: impl FnOnce(&mut T) -> R,
) -> Result<(Loaded<R>, Vec<u8>), StoreError>
where
    T: Serialize + DeserializeOwned + Default,
{
    check_name(doc)?;
    let path = dir.join(doc.file);
    let _guard = atomic::lock(dir, doc.file)?;
    for orphan in atomic::remove_orphan_temps(dir, doc.file)? {
        tracing::info!(path = %orphan.display(), "removed a temp file left by an interrupted write");
    }
    let (mut value, warnings, migrated_from) = match read_locked::<T>(&path, doc)? {
        Current::Value {
            value,
            warnings,
            migrated_from,
        } => (value, warnings, migrated_from),
        Current::Newer(found) => {
            return Err(StoreError::NewerVersion {
                path,
                found,
                supported: doc.version,
            })
        }
    };
    let out = f(&mut value);
    if let Some(from) = migrated_from {
        atomic::backup_once(&path, &dir.join(format!("{}.v{from}.bak", doc.file)))?;
    }
    let bytes = encode(&value, doc, &path, true)?;
    Ok((
        Loaded {
            value: out,
            warnings,
        },
        bytes,
    ))
}

fn migrated(path: &Path, doc: &Doc, from: Option<u32>) -> Option<Warning> {
    from.map(|from| Warning::Migrated {
        path: path.to_path_buf(),
        from,
        to: doc.version,
    })
}

/// Reads a file whose lock the caller holds, setting it aside if damaged.
fn read_locked<T: DeserializeOwned + Default>(
    path: &Path,
    doc: &Doc,
) -> Result<Current<T>, StoreError> {
    let Some(bytes) = atomic::read_optional(path)? else {
        return Ok(Current::Value {
            value: T::default(),
            warnings: Vec::new(),
            migrated_from: None,
        });
    };
    match decode::<T>(&bytes, doc) {
        Decoded::Value {
            value,
            migrated_from,
        } => Ok(Current::Value {
            value,
            warnings: migrated(path, doc, migrated_from).into_iter().collect(),
            migrated_from,
        }),
        Decoded::Newer(found) => Ok(Current::Newer(found)),
        Decoded::Damaged(reason) => {
            let moved_to = atomic::set_aside(path)?;
            tracing::warn!(path = %path.display(), moved_to = %moved_to.display(), %reason, "damaged state file set aside");
            Ok(Current::Value {
                value: T::default(),
                warnings: vec![Warning::SetAside {
                    path: path.to_path_buf(),
                    moved_to,
                    reason,
                }],
                migrated_from: None,
            })
        }
    }
}
