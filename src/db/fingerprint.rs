//! Result fingerprints: what a query returns, reduced to a hash, for execution match and for
//! merging candidates that mean the same on this data.
//!
//! Owns: value normalisation (integer-valued reals equal integers, reals compared to 12
//! significant digits, NULL distinct from everything), the per-row hash, the multiset hash
//! (sorted row hashes) and the sequence hash, and [`SafeDb::fingerprint`].
//! Must not touch: how rows are fetched (`exec.rs`).
//!
//! Comparison follows AmbiQT's rule: results compare as multisets of rows, in order only when
//! the SQL has a top-level ORDER BY. Column names never matter (aliases differ between equal
//! readings); column order does.

use super::exec::Value;
use super::open::SafeDb;
use super::DbResult;
use sha2::{Digest, Sha256};

/// Significant digits kept when comparing non-integral reals: equal aggregates computed in a
/// different order can differ in the last bits.
const REAL_DIGITS: usize = 12;

/// The fingerprint of one result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fingerprint {
    /// The SQL had a top-level ORDER BY.
    pub ordered: bool,
    pub rows: u64,
    pub columns: usize,
    /// Hash of the multiset of rows (order ignored).
    pub multiset: String,
    /// Hash of the rows in order.
    pub sequence: String,
    /// A row cap cut the result short; equal fingerprints then only mean equal prefixes.
    pub truncated: bool,
}

impl Fingerprint {
    /// The merge key for a candidate set: two queries merge when their keys are equal, i.e.
    /// both unordered with equal multisets, or both ordered with equal sequences.
    pub fn key(&self) -> String {
        let mark = if self.truncated { "+" } else { "" };
        if self.ordered {
            format!("o:{}{mark}", self.sequence)
        } else {
            format!("u:{}{mark}", self.multiset)
        }
    }

    /// Execution match against a reference (gold) result: as sequences when the reference
    /// SQL is ordered, as multisets otherwise.
    pub fn matches_reference(&self, reference: &Fingerprint) -> bool {
        if reference.ordered {
            self.sequence == reference.sequence
        } else {
            self.multiset == reference.multiset
        }
    }
}

/// Builds a [`Fingerprint`] from rows as they stream past (16 bytes kept per row).
#[derive(Debug, Clone)]
pub struct FingerprintBuilder {
    ordered: bool,
    columns: usize,
    row_hashes: Vec<[u8; 16]>,
    sequence: Sha256,
    buffer: Vec<u8>,
}

impl FingerprintBuilder {
    pub fn new(ordered: bool, columns: usize) -> Self {
        Self {
            ordered,
            columns,
            row_hashes: Vec::new(),
            sequence: Sha256::new(),
            buffer: Vec::new(),
        }
    }

    pub fn push_row(&mut self, row: &[Value]) {
        self.buffer.clear();
        for value in row {
            encode(value, &mut self.buffer);
        }
        let digest = Sha256::digest(&self.buffer);
        let mut short = [0u8; 16];
        short.copy_from_slice(&digest[..16]);
        self.sequence.update(short);
        self.row_hashes.push(short);
    }

    pub fn finish(mut self, truncated: bool) -> Fingerprint {
        let header = format!("{}c", self.columns);
        self.row_hashes.sort_unstable();
        let mut multiset = Sha256::new();
        multiset.update(header.as_bytes());
        for hash in &self.row_hashes {
            multiset.update(hash);
        }
        let mut sequence = Sha256::new();
        sequence.update(header.as_bytes());
        sequence.update(self.sequence.finalize());
        Fingerprint {
            ordered: self.ordered,
            rows: self.row_hashes.len() as u64,
            columns: self.columns,
            multiset: hex16(&multiset.finalize()),
            sequence: hex16(&sequence.finalize()),
            truncated,
        }
    }
}

fn hex16(digest: &[u8]) -> String {
    digest.iter().take(16).map(|b| format!("{b:02x}")).collect()
}

/// Self-delimiting encoding of a normalised value: a tag byte, then length-prefixed bytes.
fn encode(value: &Value, out: &mut Vec<u8>) {
    let (tag, bytes): (u8, std::borrow::Cow<'_, [u8]>) = match value {
        Value::Null => (b'N', std::borrow::Cow::Borrowed(&[])),
        Value::Integer(i) => (b'I', i.to_string().into_bytes().into()),
        Value::Real(r) => match integral(*r) {
            Some(i) => (b'I', i.to_string().into_bytes().into()),
            None => (
                b'R',
                format!("{:.*e}", REAL_DIGITS - 1, r).into_bytes().into(),
            ),
        },
        Value::Text(s) => (b'T', s.as_bytes().into()),
        Value::Blob(b) => (b'B', b.as_slice().into()),
    };
    out.push(tag);
    out.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
    out.extend_from_slice(&bytes);
}

/// The integer a real equals exactly, if it is integral and within i64 range (so 1.0 ≡ 1).
fn integral(r: f64) -> Option<i64> {
    const LIMIT: f64 = 9_223_372_036_854_775_808.0; // 2^63
    (r.is_finite() && r.fract() == 0.0 && (-LIMIT..LIMIT).contains(&r)).then_some(r as i64)
}

impl SafeDb {
    /// Run `sql` and fingerprint its first `max_rows` rows (a larger result is marked truncated).
    pub fn fingerprint(&self, sql: &str, max_rows: u64) -> DbResult<Fingerprint> {
        let mut query = self.prepare(sql)?;
        let mut builder = FingerprintBuilder::new(query.ordered(), query.columns().len());
        let mut pages = query.pages(1024, Some(max_rows))?;
        while let Some(page) = pages.next_page()? {
            for row in &page.rows {
                builder.push_row(row);
            }
        }
        Ok(builder.finish(pages.truncated()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn fp(rows: &[Vec<Value>], ordered: bool) -> Fingerprint {
        let mut b = FingerprintBuilder::new(ordered, rows.first().map_or(0, Vec::len));
        rows.iter().for_each(|r| b.push_row(r));
        b.finish(false)
    }

    #[test]
    fn integral_reals_equal_integers_but_not_text() {
        let int = fp(&[vec![Value::Integer(1)]], false);
        assert_eq!(int, fp(&[vec![Value::Real(1.0)]], false));
        assert_ne!(
            int.multiset,
            fp(&[vec![Value::Text("1".into())]], false).multiset
        );
        assert_ne!(int.multiset, fp(&[vec![Value::Real(1.5)]], false).multiset);
        assert_eq!(
            fp(&[vec![Value::Real(0.1 + 0.2)]], false),
            fp(&[vec![Value::Real(0.3)]], false)
        );
    }

    #[test]
    fn null_is_distinct_from_empty_text_and_zero() {
        let null = fp(&[vec![Value::Null]], false).multiset;
        assert_ne!(
            null,
            fp(&[vec![Value::Text(String::new())]], false).multiset
        );
        assert_ne!(null, fp(&[vec![Value::Integer(0)]], false).multiset);
    }

    #[test]
    fn cell_boundaries_matter() {
        let a = fp(
            &[vec![Value::Text("ab".into()), Value::Text("c".into())]],
            false,
        );
        let b = fp(
            &[vec![Value::Text("a".into()), Value::Text("bc".into())]],
            false,
        );
        assert_ne!(a.multiset, b.multiset);
    }

    #[test]
    fn reference_match_uses_order_only_when_the_reference_is_ordered() {
        let rows = vec![vec![Value::Integer(1)], vec![Value::Integer(2)]];
        let reversed: Vec<_> = rows.iter().rev().cloned().collect();
        assert!(fp(&reversed, false).matches_reference(&fp(&rows, false)));
        assert!(!fp(&reversed, false).matches_reference(&fp(&rows, true)));
        assert!(fp(&rows, false).matches_reference(&fp(&rows, true)));
        assert_ne!(fp(&rows, true).key(), fp(&rows, false).key());
    }

    proptest! {
        #[test]
        fn multiset_ignores_order_and_counts_duplicates(values in proptest::collection::vec(-5i64..5, 0..20), seed in any::<u64>()) {
            let rows: Vec<Vec<Value>> = values.iter().map(|v| vec![Value::Integer(*v)]).collect();
            let mut shuffled = rows.clone();
            let len = shuffled.len().max(1);
            shuffled.rotate_left((seed as usize) % len);
            shuffled.reverse();
            prop_assert_eq!(fp(&rows, false).multiset, fp(&shuffled, false).multiset);
            let mut doubled = rows.clone();
            doubled.extend(rows.iter().cloned());
            if !rows.is_empty() {
                prop_assert_ne!(fp(&rows, false).multiset, fp(&doubled, false).multiset);
            }
        }
    }
}
