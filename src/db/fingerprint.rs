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
//! readings), and neither does column order: AmbiQT's execution match (Spider's
//! `eval_exec_match`, which its `evaluate.py` calls) compares results column by column, keyed by
//! the selected expression, and Spider's test-suite evaluation tries every column permutation.
//! `SELECT AVG(x), y … GROUP BY y` and `SELECT y, AVG(x) … GROUP BY y` are one reading, for the
//! benchmark as for the user, whose candidate set should not spend two places on it.
//!
//! The column-order-free hashes are canonical forms: columns are sorted by a signature (the
//! multiset of their values) and, among columns with equal signatures, every arrangement is
//! tried and the smallest hash kept. A column permutation of a result therefore hashes the
//! same, and equal hashes mean equal results up to some column permutation. Past
//! [`MAX_ARRANGEMENTS`] tied arrangements the original order breaks the tie: such results may
//! then fail to match a permutation of themselves, never match something else. The strict
//! (column-ordered) hashes stay, for comparing with earlier readings of the benchmark.

use super::safe::SafeDb;
use super::value::Value;
use super::DbResult;
use sha2::{Digest, Sha256};

/// Significant digits kept when comparing non-integral reals: equal aggregates computed in a
/// different order can differ in the last bits.
const REAL_DIGITS: usize = 12;

/// Tied column arrangements tried before the original order breaks the tie (5!).
const MAX_ARRANGEMENTS: usize = 120;

/// The fingerprint of one result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fingerprint {
    /// The SQL had a top-level ORDER BY.
    pub ordered: bool,
    pub rows: u64,
    pub columns: usize,
    /// Hash of the multiset of rows (row order and column order ignored).
    pub multiset: String,
    /// Hash of the rows in order (column order ignored).
    pub sequence: String,
    /// [`Self::multiset`] with the columns in the order the SQL selects them.
    pub strict_multiset: String,
    /// [`Self::sequence`] with the columns in the order the SQL selects them.
    pub strict_sequence: String,
    /// A row cap cut the result short; equal fingerprints then only mean equal prefixes.
    pub truncated: bool,
}

impl Fingerprint {
    /// The merge key for a candidate set: two queries merge when their keys are equal, i.e.
    /// both unordered with equal multisets, or both ordered with equal sequences.
    pub fn key(&self) -> String {
        let mark = if self.truncated { "+" } else { "" };
        if self.rows == 0 && !self.truncated {
            // Marked, so validation can tell a reading that returns nothing.
            format!("{}{}", crate::core::validate::EMPTY_RESULT, self.multiset)
        } else if self.ordered {
            format!("o:{}{mark}", self.sequence)
        } else {
            format!("u:{}{mark}", self.multiset)
        }
    }

    /// Execution match against a reference (gold) result: as sequences when the reference
    /// SQL is ordered, as multisets otherwise; column order ignored.
    pub fn matches_reference(&self, reference: &Fingerprint) -> bool {
        if reference.ordered {
            self.sequence == reference.sequence
        } else {
            self.multiset == reference.multiset
        }
    }

    /// [`Self::matches_reference`] with the columns also in the same order (the benchmark
    /// reading before column order was ignored, kept to compare with earlier figures).
    pub fn matches_reference_strictly(&self, reference: &Fingerprint) -> bool {
        if reference.ordered {
            self.strict_sequence == reference.strict_sequence
        } else {
            self.strict_multiset == reference.strict_multiset
        }
    }
}

/// Builds a [`Fingerprint`] from rows as they stream past (16 bytes kept per cell).
#[derive(Debug, Clone)]
pub struct FingerprintBuilder {
    ordered: bool,
    columns: usize,
    /// Row-major hashes of each cell's normalised value.
    cells: Vec<[u8; 16]>,
    rows: usize,
    buffer: Vec<u8>,
}

impl FingerprintBuilder {
    pub fn new(ordered: bool, columns: usize) -> Self {
        Self {
            ordered,
            columns,
            cells: Vec::new(),
            rows: 0,
            buffer: Vec::new(),
        }
    }

    pub fn push_row(&mut self, row: &[Value]) {
        // A row shorter or longer than the header is padded or cut, so every row has
        // `columns` cells and the arrangements below index safely.
        for index in 0..self.columns {
            self.buffer.clear();
            encode(row.get(index).unwrap_or(&Value::Null), &mut self.buffer);
            self.cells.push(short_hash(&self.buffer));
        }
        self.rows += 1;
    }

    pub fn finish(self, truncated: bool) -> Fingerprint {
        let identity: Vec<usize> = (0..self.columns).collect();
        let (strict_multiset, strict_sequence) = self.hashes(&identity);
        // Most results have no tie and one arrangement, often the SQL's own order: its
        // hashes are then the strict ones, not computed again.
        let (multiset, sequence) = self
            .arrangements()
            .iter()
            .map(|order| {
                if *order == identity {
                    (strict_multiset.clone(), strict_sequence.clone())
                } else {
                    self.hashes(order)
                }
            })
            .reduce(|(bm, bs), (m, s)| (bm.min(m), bs.min(s)))
            .unwrap_or_else(|| (strict_multiset.clone(), strict_sequence.clone()));
        Fingerprint {
            ordered: self.ordered,
            rows: self.rows as u64,
            columns: self.columns,
            multiset,
            sequence,
            strict_multiset,
            strict_sequence,
            truncated,
        }
    }

    fn row(&self, index: usize) -> &[[u8; 16]] {
        &self.cells[index * self.columns..(index + 1) * self.columns]
    }

    /// The multiset and sequence hashes of the rows with their cells taken in `order`.
    fn hashes(&self, order: &[usize]) -> (String, String) {
        let header = format!("{}c", self.columns);
        let mut row_hashes: Vec<[u8; 16]> = Vec::with_capacity(self.rows);
        let mut in_order = Sha256::new();
        let mut buffer = Vec::with_capacity(order.len() * 16);
        for index in 0..self.rows {
            let row = self.row(index);
            buffer.clear();
            order
                .iter()
                .for_each(|&c| buffer.extend_from_slice(&row[c]));
            let hash = short_hash(&buffer);
            in_order.update(hash);
            row_hashes.push(hash);
        }
        row_hashes.sort_unstable();
        let mut multiset = Sha256::new();
        multiset.update(header.as_bytes());
        row_hashes.iter().for_each(|hash| multiset.update(hash));
        let mut sequence = Sha256::new();
        sequence.update(header.as_bytes());
        sequence.update(in_order.finalize());
        (hex16(&multiset.finalize()), hex16(&sequence.finalize()))
    }

    /// The column orders the canonical hash is the smallest over: columns sorted by their
    /// value multiset, every arrangement within a run of equal multisets (up to
    /// [`MAX_ARRANGEMENTS`] in all, past which ties keep the order the SQL gave them).
    fn arrangements(&self) -> Vec<Vec<usize>> {
        let column =
            |c: usize| -> Vec<[u8; 16]> { (0..self.rows).map(|r| self.row(r)[c]).collect() };
        let signatures: Vec<[u8; 16]> = (0..self.columns)
            .map(|c| {
                let mut values = column(c);
                values.sort_unstable();
                short_hash(values.concat().as_slice())
            })
            .collect();
        let mut sorted: Vec<usize> = (0..self.columns).collect();
        sorted.sort_by_key(|&c| (signatures[c], c));
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for c in sorted {
            match groups.last_mut() {
                Some(group) if signatures[group[0]] == signatures[c] => group.push(c),
                _ => groups.push(vec![c]),
            }
        }
        // Columns equal cell for cell (all NULL, say) give the same rows in any arrangement,
        // so such a run is taken in one order, not in each of its n! orders.
        let alike: Vec<bool> = groups
            .iter()
            .map(|g| {
                g.len() == 1 || {
                    let first = column(g[0]);
                    g[1..].iter().all(|&c| column(c) == first)
                }
            })
            .collect();
        let count = groups
            .iter()
            .zip(&alike)
            .try_fold(1usize, |acc, (g, &same)| {
                let n = if same { 1 } else { g.len() };
                (1..=n)
                    .try_fold(acc, |a, k| a.checked_mul(k))
                    .filter(|&v| v <= MAX_ARRANGEMENTS)
            });
        if count.is_none() {
            return vec![groups.concat()];
        }
        let orders_of = |g: &Vec<usize>, same: bool| {
            if same {
                vec![g.clone()]
            } else {
                permutations(g)
            }
        };
        groups
            .iter()
            .zip(alike)
            .fold(vec![Vec::new()], |prefixes, (group, same)| {
                let orders = orders_of(group, same);
                prefixes
                    .iter()
                    .flat_map(|prefix| {
                        orders.iter().map(move |order| {
                            let mut next = prefix.clone();
                            next.extend_from_slice(order);
                            next
                        })
                    })
                    .collect()
            })
    }
}

/// Every ordering of `items` (callers keep `items` short).
fn permutations(items: &[usize]) -> Vec<Vec<usize>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    (0..items.len())
        .flat_map(|i| {
            let mut rest = items.to_vec();
            let first = rest.remove(i);
            permutations(&rest).into_iter().map(move |mut tail| {
                tail.insert(0, first);
                tail
            })
        })
        .collect()
}

fn short_hash(bytes: &[u8]) -> [u8; 16] {
    let digest = Sha256::digest(bytes);
    let mut short = [0u8; 16];
    short.copy_from_slice(&digest[..16]);
    short
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
        self.fingerprint_within(sql, max_rows, self.limits().timeout)
    }

    /// [`SafeDb::fingerprint`] stopped after `limit` of wall-clock time (a round's deadline).
    pub fn fingerprint_within(
        &self,
        sql: &str,
        max_rows: u64,
        limit: std::time::Duration,
    ) -> DbResult<Fingerprint> {
        let mut query = self.prepare(sql)?;
        let mut builder = FingerprintBuilder::new(query.ordered(), query.columns().len());
        let mut pages = query.pages(1024, Some(max_rows))?.within(limit);
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

    fn text(s: &str) -> Value {
        Value::Text(s.into())
    }

    #[test]
    fn column_order_does_not_matter_but_the_pairing_of_values_does() {
        let rows = vec![
            vec![Value::Real(2.5), text("a")],
            vec![Value::Real(4.0), text("b")],
        ];
        let swapped: Vec<Vec<Value>> = rows
            .iter()
            .map(|r| vec![r[1].clone(), r[0].clone()])
            .collect();
        for ordered in [false, true] {
            let (a, b) = (fp(&rows, ordered), fp(&swapped, ordered));
            assert!(a.matches_reference(&b) && b.matches_reference(&a));
            assert_eq!(a.key(), b.key(), "column permutations merge");
            assert!(!a.matches_reference_strictly(&b));
        }
        let repaired = vec![
            vec![text("a"), Value::Real(4.0)],
            vec![text("b"), Value::Real(2.5)],
        ];
        assert!(!fp(&repaired, false).matches_reference(&fp(&rows, false)));
    }

    #[test]
    fn many_identical_columns_cost_one_arrangement() {
        // 30 NULL columns and a key: 30! arrangements of the same rows would never finish
        // (and 30! overflows); one is enough, and the key column still matches anywhere.
        let rows: Vec<Vec<Value>> = (0..3)
            .map(|i| {
                let mut row = vec![Value::Null; 30];
                row.insert(7, Value::Integer(i));
                row
            })
            .collect();
        let moved: Vec<Vec<Value>> = rows
            .iter()
            .map(|r| {
                let mut r = r.clone();
                let key = r.remove(7);
                r.push(key);
                r
            })
            .collect();
        assert!(fp(&moved, false).matches_reference(&fp(&rows, false)));
    }

    #[test]
    fn columns_with_equal_values_are_told_apart_by_their_pairing() {
        // Both columns hold {1, 2}: only the arrangement decides, so (1,1),(2,2) is not
        // (1,2),(2,1), while (x, y) and (y, x) of one result still match.
        let int = Value::Integer;
        let same = vec![vec![int(1), int(1)], vec![int(2), int(2)]];
        let crossed = vec![vec![int(1), int(2)], vec![int(2), int(1)]];
        assert!(!fp(&same, false).matches_reference(&fp(&crossed, false)));
        let three = vec![vec![int(1), int(2), int(3)], vec![int(2), int(1), int(5)]];
        let rotated: Vec<Vec<Value>> = three
            .iter()
            .map(|r| vec![r[2].clone(), r[1].clone(), r[0].clone()])
            .collect();
        assert!(fp(&rotated, false).matches_reference(&fp(&three, false)));
    }

    proptest! {
        #[test]
        fn any_column_permutation_matches_and_strict_order_only_itself(
            values in proptest::collection::vec(proptest::collection::vec(0i64..3, 4), 1..8),
            perm_seed in 0usize..24,
            ordered in any::<bool>(),
        ) {
            let rows: Vec<Vec<Value>> = values.iter().map(|r| r.iter().map(|v| Value::Integer(*v)).collect()).collect();
            let order = permutations(&[0, 1, 2, 3])[perm_seed].clone();
            let permuted: Vec<Vec<Value>> = rows.iter().map(|r| order.iter().map(|&c| r[c].clone()).collect()).collect();
            let (a, b) = (fp(&rows, ordered), fp(&permuted, ordered));
            prop_assert!(a.matches_reference(&b));
            prop_assert_eq!(a.key(), b.key());
            let as_keys = |rows: &[Vec<Value>]| {
                let mut keys: Vec<String> = rows.iter().map(|r| format!("{r:?}")).collect();
                if !ordered {
                    keys.sort();
                }
                keys
            };
            prop_assert_eq!(a.matches_reference_strictly(&b), as_keys(&rows) == as_keys(&permuted));
        }

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
