//! File primitives that make learned state crash-safe: an exclusive lock per file, atomic
//! replacement (temp file in the same directory, fsync, rename, fsync of the directory), and
//! setting a damaged file aside under a new name instead of deleting it.
//!
//! Owns: those primitives and the names of the helper files (`.NAME.lock`, `.NAME.*.tmp`,
//! `NAME.corrupt-N`).
//! Must not touch: file formats (see `doc.rs`, `history.rs`).

use super::StoreError;
use fs4::fs_std::FileExt;
use std::fs::{self, File, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

pub(crate) fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
    move |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Held while a file is read-modified-written; dropping it closes the lock file, which releases
/// the lock — also when the process dies, so a crash never leaves the state locked.
#[derive(Debug)]
pub(crate) struct LockGuard {
    _file: File,
}

/// Takes the exclusive lock of `dir/name`, waiting for another writer to finish.
///
/// The lock lives on a separate `.NAME.lock` file because the data file itself is replaced by
/// rename on every write: a lock on its old inode would not exclude the next writer.
pub(crate) fn lock(dir: &Path, name: &str) -> Result<LockGuard, StoreError> {
    fs::create_dir_all(dir).map_err(io_err(dir))?;
    let path = dir.join(format!(".{name}.lock"));
    let mut options = OpenOptions::new();
    options.create(true).truncate(false).write(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let file = options.open(&path).map_err(io_err(&path))?;
    file.lock_exclusive().map_err(io_err(&path))?;
    Ok(LockGuard { _file: file })
}

/// The file's bytes, or `None` when it does not exist.
pub(crate) fn read_optional(path: &Path) -> Result<Option<Vec<u8>>, StoreError> {
    match fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
        Err(e) => Err(io_err(path)(e)),
    }
}

/// Replaces `dir/name` with `bytes` so that a reader, or the next run after a crash, sees
/// either the old file or the new one, never a mixture. Call with the file's lock held.
pub(crate) fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), StoreError> {
    let target = dir.join(name);
    let mut temp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(io_err(dir))?;
    temp.write_all(bytes).map_err(io_err(temp.path()))?;
    // The data must be on disk before the rename makes it visible, or a power cut could
    // leave the new name pointing at an empty file.
    temp.as_file().sync_all().map_err(io_err(temp.path()))?;
    temp.persist(&target)
        .map_err(|e| io_err(&target)(e.error))?;
    sync_dir(dir)
}

/// Makes a rename in `dir` durable. Directories cannot be opened for syncing on Windows; there
/// the rename is as durable as the filesystem makes it.
pub(crate) fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    if cfg!(unix) {
        File::open(dir)
            .and_then(|d| d.sync_all())
            .map_err(io_err(dir))?;
    }
    Ok(())
}

/// Deletes temp files of `name` left by a writer that died mid-write. Only safe with the lock
/// held: every live writer creates its temp file under the lock. A temp file never holds the
/// only copy of anything (the rename that would have published it never happened).
pub(crate) fn remove_orphan_temps(dir: &Path, name: &str) -> Result<Vec<PathBuf>, StoreError> {
    let prefix = format!(".{name}.");
    let mut removed = Vec::new();
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(removed),
        Err(e) => return Err(io_err(dir)(e)),
    };
    for entry in entries {
        let entry = entry.map_err(io_err(dir))?;
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if file_name.starts_with(&prefix) && file_name.ends_with(".tmp") {
            let path = entry.path();
            match fs::remove_file(&path) {
                Ok(()) => removed.push(path),
                Err(e) if e.kind() == ErrorKind::NotFound => {}
                Err(e) => return Err(io_err(&path)(e)),
            }
        }
    }
    Ok(removed)
}

/// Moves a damaged file to the first free `NAME.corrupt-N` (N from 1) and returns the new
/// path. Call with the lock held so two processes never pick the same N.
pub(crate) fn set_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    for n in 1u32.. {
        let aside = path.with_file_name(format!("{name}.corrupt-{n}"));
        if !aside.exists() {
            fs::rename(path, &aside).map_err(io_err(path))?;
            if let Some(dir) = path.parent() {
                sync_dir(dir)?;
            }
            return Ok(aside);
        }
    }
    Err(io_err(path)(std::io::Error::other(
        "no free .corrupt-N name",
    )))
}

/// Copies `path` to `copy` unless `copy` already exists (first migration backup wins).
pub(crate) fn backup_once(path: &Path, copy: &Path) -> Result<bool, StoreError> {
    if copy.exists() || !path.exists() {
        return Ok(false);
    }
    fs::copy(path, copy).map_err(io_err(copy))?;
    Ok(true)
}
