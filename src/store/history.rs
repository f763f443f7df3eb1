//! The append-only history of a database: one `{"version": N, "data": …}` JSON object per line.
//!
//! Owns: appending under the history lock and reading back while tolerating a line torn by an
//! interrupted append.
//! Must not touch: what a history entry contains (any serde type).

use super::atomic::{self, io_err};
use super::doc::{decode, encode, Decoded, HISTORY};
use super::{Loaded, Store, StoreError, Warning};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fs::OpenOptions;
use std::io::{Read, Seek, SeekFrom, Write};

impl Store {
    /// Appends one entry to the database's history, creating the file if needed.
    ///
    /// Appending is not atomic like a whole-file replace, so a crash can leave a torn last
    /// line. The next append first ends such a fragment with a newline, so the fragment stays
    /// one damaged line (reported and skipped by [`Store::read_history`], never deleted)
    /// instead of corrupting the new entry.
    pub fn append_history<E: Serialize>(
        &self,
        fingerprint: &str,
        entry: &E,
    ) -> Result<(), StoreError> {
        let (dir, _writer) = self.writer_lock(fingerprint)?;
        let path = dir.join(HISTORY.file);
        let _guard = atomic::lock(&dir, HISTORY.file)?;
        let existed = path.exists();
        let mut options = OpenOptions::new();
        options.read(true).append(true).create(true);
        // Private like the documents (which tempfile creates 0600): it holds questions and SQL.
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut file = options.open(&path).map_err(io_err(&path))?;
        let len = file.metadata().map_err(io_err(&path))?.len();
        let mut line = Vec::new();
        if len > 0 {
            let mut last = [0u8; 1];
            file.seek(SeekFrom::Start(len - 1)).map_err(io_err(&path))?;
            file.read_exact(&mut last).map_err(io_err(&path))?;
            if last[0] != b'\n' {
                line.push(b'\n');
            }
        }
        line.extend(encode(entry, &HISTORY, &path, false)?);
        file.write_all(&line).map_err(io_err(&path))?;
        file.sync_data().map_err(io_err(&path))?;
        if !existed {
            atomic::sync_dir(&dir)?;
        }
        Ok(())
    }

    /// Every readable entry, oldest first. Damaged lines and lines from a newer qlarify are
    /// skipped with a warning (and left in the file); a torn final line gets its own warning.
    /// Older lines are migrated in memory with the [`HISTORY`] document's hook.
    pub fn read_history<E: DeserializeOwned>(
        &self,
        fingerprint: &str,
    ) -> Result<Loaded<Vec<E>>, StoreError> {
        self.recover(fingerprint)?;
        let dir = self.db_dir(fingerprint)?;
        let path = dir.join(HISTORY.file);
        if !path.exists() {
            return Ok(Loaded::clean(Vec::new()));
        }
        // Appends are not atomic: without the lock an append in progress would look torn.
        let _guard = atomic::lock(&dir, HISTORY.file)?;
        let Some(bytes) = atomic::read_optional(&path)? else {
            return Ok(Loaded::clean(Vec::new()));
        };
        let ends_cleanly = bytes.last() == Some(&b'\n');
        let lines: Vec<&[u8]> = bytes.split(|b| *b == b'\n').collect();
        let last_index = lines.len().saturating_sub(1);
        let mut entries = Vec::new();
        let mut warnings = Vec::new();
        for (i, line) in lines.into_iter().enumerate() {
            if line.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            let problem = match decode::<E>(line, &HISTORY) {
                Decoded::Value { value, .. } => {
                    entries.push(value);
                    continue;
                }
                Decoded::Newer(found) => {
                    format!("format version {found} is newer than {}", HISTORY.version)
                }
                Decoded::Damaged(reason) => reason,
            };
            if i == last_index && !ends_cleanly {
                warnings.push(Warning::TornLastLine { path: path.clone() });
            } else {
                warnings.push(Warning::SkippedLine {
                    path: path.clone(),
                    line: i + 1,
                    reason: problem,
                });
            }
        }
        Ok(Loaded {
            value: entries,
            warnings,
        })
    }
}
