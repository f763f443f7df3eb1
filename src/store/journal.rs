//! One learning step as one atomic write across files: `prefs.json`, `models.json`,
//! `hints.json` and the new `history.jsonl` line are first written together to a journal
//! (atomically, the commit point), then put in place; a process killed between the renames
//! leaves the journal behind, and the next reader finishes the step before reading anything.
//!
//! Owns: [`Learning`] (the staged step), the journal file `learning.journal`, the per-database
//! `.learning.lock` every writer takes first, and replaying a journal left by a crash.
//! Must not touch: what the documents mean (they arrive encoded).

use super::atomic::{self, io_err, LockGuard};
use super::doc::{encode, Doc, HISTORY};
use super::{Loaded, Store, StoreError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fs::OpenOptions;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The journal of a step that was committed but maybe not yet put in place.
const JOURNAL: &str = "learning.journal";
/// The lock every writer of a database's state takes before any file's own lock.
const LOCK: &str = "learning";

#[derive(Debug, Serialize, Deserialize)]
struct Journal {
    /// (file name, whole new contents) of each document.
    docs: Vec<(String, String)>,
    history: Option<HistoryAppend>,
}

/// A history line and the file length it goes after: replaying cuts a half-written line
/// back to `offset` first, so the line is there exactly once.
#[derive(Debug, Serialize, Deserialize)]
struct HistoryAppend {
    offset: u64,
    line: String,
}

/// A learning step being staged: documents updated in memory, a history line, all written by
/// [`Learning::commit`] as one step. Holds the database's writer lock until dropped.
#[derive(Debug)]
pub struct Learning {
    dir: PathBuf,
    journal: Journal,
    _lock: LockGuard,
}

impl Store {
    /// Take the database's writer lock (finishing a step a crash interrupted) and start a step.
    pub fn learning(&self, fingerprint: &str) -> Result<Learning, StoreError> {
        let (dir, lock) = self.writer_lock(fingerprint)?;
        Ok(Learning {
            dir,
            journal: Journal {
                docs: Vec::new(),
                history: None,
            },
            _lock: lock,
        })
    }

    /// The writer lock of a database's state, with any interrupted step finished.
    pub(crate) fn writer_lock(
        &self,
        fingerprint: &str,
    ) -> Result<(PathBuf, LockGuard), StoreError> {
        let dir = self.db_dir(fingerprint)?;
        let lock = atomic::lock(&dir, LOCK)?;
        replay(&dir)?;
        Ok((dir, lock))
    }

    /// Finish a step a crash interrupted, if there is one (readers call this first).
    pub(crate) fn recover(&self, fingerprint: &str) -> Result<(), StoreError> {
        let dir = self.db_dir(fingerprint)?;
        if dir.join(JOURNAL).exists() {
            self.writer_lock(fingerprint)?;
        }
        Ok(())
    }
}

impl Learning {
    /// Stage a read-modify-write of `doc` (read under its lock, as [`Store::update`] does).
    pub fn update<T, R>(
        &mut self,
        doc: &Doc,
        f: impl FnOnce(&mut T) -> R,
    ) -> Result<Loaded<R>, StoreError>
    where
        T: Serialize + DeserializeOwned + Default,
    {
        let (out, bytes) = super::doc::modify(&self.dir, doc, f)?;
        let text = String::from_utf8(bytes)
            .map_err(|e| io_err(&self.dir.join(doc.file))(std::io::Error::other(e.to_string())))?;
        self.journal.docs.push((doc.file.to_string(), text));
        Ok(out)
    }

    /// Stage one history line.
    pub fn append_history<E: Serialize>(&mut self, entry: &E) -> Result<(), StoreError> {
        let path = self.dir.join(HISTORY.file);
        let (offset, torn) = history_end(&path)?;
        let mut line = if torn { b"\n".to_vec() } else { Vec::new() };
        line.extend(encode(entry, &HISTORY, &path, false)?);
        let line = String::from_utf8(line)
            .map_err(|e| io_err(&path)(std::io::Error::other(e.to_string())))?;
        self.journal.history = Some(HistoryAppend { offset, line });
        Ok(())
    }

    /// Stage the history without its last line that decodes to an `E` for which `matches`
    /// holds (taking back the step that wrote it): the whole file is staged like a document,
    /// so the removal commits with the rest of the step or not at all. Lines that do not
    /// decode are kept as they are. Returns whether a line was found.
    pub fn remove_last_history<E: DeserializeOwned>(
        &mut self,
        matches: impl Fn(&E) -> bool,
    ) -> Result<bool, StoreError> {
        let path = self.dir.join(HISTORY.file);
        let Some(bytes) = atomic::read_optional(&path)? else {
            return Ok(false);
        };
        let lines: Vec<&[u8]> = bytes.split_inclusive(|b| *b == b'\n').collect();
        let found = lines.iter().rposition(|line| {
            matches!(super::doc::decode::<E>(line.trim_ascii_end(), &HISTORY),
                super::doc::Decoded::Value { ref value, .. } if matches(value))
        });
        let Some(found) = found else {
            return Ok(false);
        };
        let kept: Vec<u8> = lines
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != found)
            .flat_map(|(_, line)| line.iter().copied())
            .collect();
        let text = String::from_utf8(kept)
            .map_err(|e| io_err(&path)(std::io::Error::other(e.to_string())))?;
        self.journal.docs.push((HISTORY.file.to_string(), text));
        Ok(true)
    }

    /// Write the journal (the step is now certain to happen), put every file in place, and
    /// drop the journal.
    pub fn commit(self) -> Result<(), StoreError> {
        self.write_journal()?;
        replay(&self.dir)
    }

    fn write_journal(&self) -> Result<(), StoreError> {
        let path = self.dir.join(JOURNAL);
        let bytes = serde_json::to_vec(&self.journal)
            .map_err(|source| StoreError::Encode { path, source })?;
        atomic::write_atomic(&self.dir, JOURNAL, &bytes)
    }
}

/// The history file's length and whether its last line lacks its newline (a torn append).
fn history_end(path: &Path) -> Result<(u64, bool), StoreError> {
    let mut file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok((0, false)),
        Err(e) => return Err(io_err(path)(e)),
    };
    let len = file.metadata().map_err(io_err(path))?.len();
    if len == 0 {
        return Ok((0, false));
    }
    let mut last = [0u8; 1];
    file.seek(SeekFrom::Start(len - 1)).map_err(io_err(path))?;
    file.read_exact(&mut last).map_err(io_err(path))?;
    Ok((len, last[0] != b'\n'))
}

/// Put a committed journal's files in place and remove it. Idempotent: replaying twice (a
/// crash during replay) writes the same files again. Call with the writer lock held.
fn replay(dir: &Path) -> Result<(), StoreError> {
    for orphan in atomic::remove_orphan_temps(dir, JOURNAL)? {
        tracing::info!(path = %orphan.display(), "removed an uncommitted learning journal");
    }
    let path = dir.join(JOURNAL);
    let Some(bytes) = atomic::read_optional(&path)? else {
        return Ok(());
    };
    let journal: Journal = match serde_json::from_slice(&bytes) {
        Ok(journal) => journal,
        Err(reason) => {
            // Written by rename, so never torn: only a hand edit gets here. Keep it, skip it.
            let moved_to = atomic::set_aside(&path)?;
            tracing::warn!(moved_to = %moved_to.display(), %reason, "damaged learning journal set aside");
            return Ok(());
        }
    };
    for (file, text) in &journal.docs {
        let plain = !file.is_empty() && !file.contains(['/', '\\']) && !file.starts_with('.');
        if plain {
            atomic::write_atomic(dir, file, text.as_bytes())?;
        }
    }
    if let Some(append) = &journal.history {
        put_history_line(&dir.join(HISTORY.file), append)?;
        atomic::sync_dir(dir)?;
    }
    std::fs::remove_file(&path).map_err(io_err(&path))?;
    atomic::sync_dir(dir)
}

fn put_history_line(path: &Path, append: &HistoryAppend) -> Result<(), StoreError> {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path).map_err(io_err(path))?;
    let len = file.metadata().map_err(io_err(path))?.len();
    if len > append.offset {
        file.set_len(append.offset).map_err(io_err(path))?;
    }
    file.seek(SeekFrom::End(0)).map_err(io_err(path))?;
    file.write_all(append.line.as_bytes())
        .map_err(io_err(path))?;
    file.sync_data().map_err(io_err(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{HINTS, PREFS};

    const FP: &str = "00112233aabbccdd";

    #[test]
    fn a_step_killed_after_its_journal_is_finished_by_the_next_reader() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::new(dir.path());
        let mut step = store.learning(FP).expect("lock");
        step.update(&PREFS, |n: &mut u64| *n = 7).expect("prefs");
        step.update(&HINTS, |h: &mut Vec<String>| h.push("hint".into()))
            .expect("hints");
        step.append_history(&"the question").expect("history");
        // The process dies right after the commit point: no file is in place yet.
        step.write_journal().expect("journal");
        drop(step);
        let db_dir = store.db_dir(FP).expect("dir");
        assert!(!db_dir.join("prefs.json").exists());
        // Whoever reads next sees the whole step, never a part of it.
        let prefs: u64 = store.load(FP, &PREFS).expect("load").value;
        let hints: Vec<String> = store.load(FP, &HINTS).expect("load").value;
        let history: Vec<String> = store.read_history(FP).expect("history").value;
        assert_eq!((prefs, hints, history.len()), (7, vec!["hint".into()], 1));
        assert!(!db_dir.join(JOURNAL).exists());
    }

    #[test]
    fn a_step_can_take_back_the_last_matching_history_line() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::new(dir.path());
        for line in ["a", "b", "a", "c"] {
            store.append_history(FP, &line).expect("append");
        }
        let mut step = store.learning(FP).expect("lock");
        assert!(step
            .remove_last_history(|e: &String| e == "a")
            .expect("remove"));
        assert!(!step
            .remove_last_history(|e: &String| e == "zzz")
            .expect("absent"));
        step.commit().expect("commit");
        let history: Vec<String> = store.read_history(FP).expect("history").value;
        assert_eq!(history, ["a", "b", "c"]);
    }

    #[test]
    fn replaying_a_half_applied_step_writes_its_history_line_once() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::new(dir.path());
        store.append_history(FP, &"first").expect("first");
        let mut step = store.learning(FP).expect("lock");
        step.append_history(&"second").expect("stage");
        step.write_journal().expect("journal");
        // Killed mid-replay: the line went out once, the journal stayed.
        let db_dir = store.db_dir(FP).expect("dir");
        if let Some(append) = &step.journal.history {
            put_history_line(&db_dir.join(HISTORY.file), append).expect("half");
        }
        drop(step);
        let history: Vec<String> = store.read_history(FP).expect("history").value;
        assert_eq!(history, vec!["first".to_string(), "second".to_string()]);
    }
}
