//! On-disk cache of text embeddings, one file per schema fingerprint, so a database's table,
//! column and value embeddings are computed once and reused across runs.
//!
//! Owns: the file format (little-endian: magic `QEMB`, version, model id, dimension, then
//! `(text, vector)` records sorted by text) and its atomic write (temp file + fsync + rename).
//! A missing, damaged or other-model file reads as an empty cache: the cache is never the only
//! copy of anything. Must not touch: the model (it stores vectors it is given).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use super::EmbedError;

const MAGIC: &[u8; 4] = b"QEMB";
const VERSION: u32 = 1;

/// Texts one schema's cache keeps at most (about 75 MiB of vectors at 384 dimensions): every
/// name of a schema of a few thousand columns, and the phrases of its questions until full.
pub const MAX_ENTRIES: usize = 50_000;

/// Embeddings of texts for one schema and one model.
#[derive(Debug, Clone)]
pub struct EmbeddingCache {
    path: PathBuf,
    model_id: String,
    dim: usize,
    entries: BTreeMap<String, Vec<f32>>,
    dirty: bool,
}

impl EmbeddingCache {
    /// Open (or start) the cache for `fingerprint` under `dir`, for vectors of `model_id`.
    pub fn open(dir: &Path, fingerprint: &str, model_id: &str, dim: usize) -> Self {
        let safe: String = fingerprint
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let path = dir.join(format!("{safe}.emb"));
        let entries = match std::fs::read(&path) {
            Ok(bytes) => decode(&bytes, model_id, dim).unwrap_or_else(|| {
                tracing::warn!(path = %path.display(), "embedding cache unreadable or for another model; starting empty");
                BTreeMap::new()
            }),
            Err(_) => BTreeMap::new(),
        };
        EmbeddingCache {
            path,
            model_id: model_id.to_string(),
            dim,
            entries,
            dirty: false,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn get(&self, text: &str) -> Option<&[f32]> {
        self.entries.get(text).map(Vec::as_slice)
    }

    /// Add or replace a vector; vectors of the wrong width are ignored (they would corrupt the
    /// file), and so are new texts once the cache holds [`MAX_ENTRIES`] (they are embedded
    /// again when next needed).
    pub fn insert(&mut self, text: &str, vector: Vec<f32>) {
        let full = self.entries.len() >= MAX_ENTRIES && !self.entries.contains_key(text);
        if vector.len() == self.dim && !full && self.entries.get(text) != Some(&vector) {
            self.entries.insert(text.to_string(), vector);
            self.dirty = true;
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &[f32])> {
        self.entries.iter().map(|(k, v)| (k.as_str(), v.as_slice()))
    }

    /// Write the file if anything changed since it was opened or last saved.
    pub fn save(&mut self) -> Result<(), EmbedError> {
        if !self.dirty {
            return Ok(());
        }
        let dir = self.path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir).map_err(|e| EmbedError::io(dir, e))?;
        let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| EmbedError::io(dir, e))?;
        tmp.write_all(&self.encode())
            .map_err(|e| EmbedError::io(tmp.path(), e))?;
        tmp.as_file()
            .sync_all()
            .map_err(|e| EmbedError::io(tmp.path(), e))?;
        tmp.persist(&self.path)
            .map_err(|e| EmbedError::io(&self.path, e.error))?;
        self.dirty = false;
        Ok(())
    }

    fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + self.entries.len() * (self.dim * 4 + 24));
        out.extend_from_slice(MAGIC);
        put_u32(&mut out, VERSION);
        put_str(&mut out, &self.model_id);
        put_u32(&mut out, self.dim as u32);
        put_u32(&mut out, self.entries.len() as u32);
        for (text, vector) in &self.entries {
            put_str(&mut out, text);
            for x in vector {
                out.extend_from_slice(&x.to_le_bytes());
            }
        }
        out
    }
}

fn put_u32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_u32(out, s.len() as u32);
    out.extend_from_slice(s.as_bytes());
}

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }

    fn u32(&mut self) -> Option<u32> {
        self.take(4)
            .and_then(|b| b.try_into().ok())
            .map(u32::from_le_bytes)
    }

    fn string(&mut self) -> Option<String> {
        let n = self.u32()? as usize;
        self.take(n)
            .and_then(|b| String::from_utf8(b.to_vec()).ok())
    }
}

fn decode(bytes: &[u8], model_id: &str, dim: usize) -> Option<BTreeMap<String, Vec<f32>>> {
    let mut r = Reader(bytes);
    if r.take(4)? != MAGIC
        || r.u32()? != VERSION
        || r.string()? != model_id
        || r.u32()? as usize != dim
    {
        return None;
    }
    let count = r.u32()? as usize;
    let mut entries = BTreeMap::new();
    for _ in 0..count {
        let text = r.string()?;
        let raw = r.take(dim * 4)?;
        let vector = raw
            .chunks_exact(4)
            .filter_map(|b| b.try_into().ok())
            .map(f32::from_le_bytes)
            .collect();
        entries.insert(text, vector);
    }
    r.0.is_empty().then_some(entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn round_trips_through_the_file() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut c = EmbeddingCache::open(dir.path(), "abc123", "m1", 3);
        c.insert("gross sales", vec![0.1, 0.2, 0.3]);
        c.insert("hometown", vec![-1.0, 0.0, 1.5]);
        c.insert("wrong width", vec![1.0]);
        c.save()?;
        let again = EmbeddingCache::open(dir.path(), "abc123", "m1", 3);
        assert_eq!(again.len(), 2);
        assert_eq!(again.get("hometown"), Some(&[-1.0f32, 0.0, 1.5][..]));
        assert_eq!(again.get("wrong width"), None);
        Ok(())
    }

    #[test]
    fn a_full_cache_keeps_what_it_has_and_takes_nothing_new() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut c = EmbeddingCache::open(dir.path(), "fp", "m1", 1);
        for i in 0..MAX_ENTRIES {
            c.insert(&format!("t{i}"), vec![1.0]);
        }
        c.insert("one more", vec![1.0]);
        assert_eq!(c.len(), MAX_ENTRIES);
        assert_eq!(c.get("one more"), None);
        c.insert("t7", vec![2.0]);
        assert_eq!(c.get("t7"), Some(&[2.0f32][..]));
    }

    #[test]
    fn another_model_or_fingerprint_starts_empty() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut c = EmbeddingCache::open(dir.path(), "fp", "m1", 2);
        c.insert("a", vec![1.0, 2.0]);
        c.save()?;
        assert!(EmbeddingCache::open(dir.path(), "fp", "m2", 2).is_empty());
        assert!(EmbeddingCache::open(dir.path(), "fp2", "m1", 2).is_empty());
        Ok(())
    }

    #[test]
    fn damaged_file_reads_as_empty_and_is_replaced() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut c = EmbeddingCache::open(dir.path(), "fp", "m", 2);
        c.insert("a", vec![1.0, 2.0]);
        c.save()?;
        let bytes = std::fs::read(c.path())?;
        std::fs::write(c.path(), &bytes[..bytes.len() - 3])?;
        let mut damaged = EmbeddingCache::open(dir.path(), "fp", "m", 2);
        assert!(damaged.is_empty());
        damaged.insert("b", vec![3.0, 4.0]);
        damaged.save()?;
        assert_eq!(EmbeddingCache::open(dir.path(), "fp", "m", 2).len(), 1);
        Ok(())
    }

    #[test]
    fn fingerprint_cannot_escape_the_directory() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let c = EmbeddingCache::open(dir.path(), "../../etc/x", "m", 2);
        assert_eq!(c.path().parent(), Some(dir.path()));
        Ok(())
    }

    proptest! {
        #[test]
        fn any_contents_round_trip(entries in proptest::collection::btree_map(".{0,12}", proptest::collection::vec(-10f32..10.0, 4), 0..8)) {
            let dir = tempfile::tempdir().map_err(|e| TestCaseError::fail(e.to_string()))?;
            let mut c = EmbeddingCache::open(dir.path(), "fp", "m", 4);
            for (k, v) in &entries {
                c.insert(k, v.clone());
            }
            c.save().map_err(|e| TestCaseError::fail(e.to_string()))?;
            let again = EmbeddingCache::open(dir.path(), "fp", "m", 4);
            let got: BTreeMap<String, Vec<f32>> = again.iter().map(|(k, v)| (k.to_string(), v.to_vec())).collect();
            prop_assert_eq!(got, entries);
        }
    }
}
