//! Caches kept as JSON files: the one read and write every per-database cache goes through
//! (the schema as read, the value index).
//!
//! Owns: the envelope (`format`, `key`, `value`) and its rules. A file is read only when its
//! format and key are the caller's (a stale, foreign or damaged file reads as none: a cache is
//! never the only copy of anything), and is written whole beside the old one and renamed over
//! it (the store's atomic write; the temporary file is the user's alone).
//! Must not touch: what the caches hold or how their keys are made.

use std::path::Path;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    format: u32,
    key: String,
    value: T,
}

/// The value kept at `path` under `format` and `key`, if that is what the file holds.
pub fn read<T: DeserializeOwned>(path: &Path, format: u32, key: &str) -> Option<T> {
    let bytes = std::fs::read(path).ok()?;
    let kept: Envelope<T> = serde_json::from_slice(&bytes).ok()?;
    (kept.format == format && kept.key == key).then_some(kept.value)
}

/// Keep `value` at `path` under `format` and `key`, creating the directory.
pub fn write<T: Serialize>(path: &Path, format: u32, key: &str, value: &T) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| std::io::Error::other("the cache file has no name"))?;
    std::fs::create_dir_all(dir)?;
    let bytes = serde_json::to_vec(&Envelope {
        format,
        key: key.to_string(),
        value,
    })
    .map_err(std::io::Error::other)?;
    super::atomic::write_atomic(dir, name, &bytes).map_err(std::io::Error::other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_read_back_only_under_its_format_and_key() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("sub").join("c.json");
        write(&path, 1, "k", &vec![1, 2, 3]).expect("write");
        assert_eq!(read::<Vec<i32>>(&path, 1, "k"), Some(vec![1, 2, 3]));
        assert_eq!(read::<Vec<i32>>(&path, 2, "k"), None);
        assert_eq!(read::<Vec<i32>>(&path, 1, "other"), None);
        assert_eq!(read::<String>(&path, 1, "k"), None);
        std::fs::write(&path, b"{damaged").expect("damage");
        assert_eq!(read::<Vec<i32>>(&path, 1, "k"), None);
    }
}
