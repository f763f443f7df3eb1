//! Aggregating several conformal prediction sets into one (RTS §3.2.3, "mBPP").
//!
//! Owns: the θ-majority vote (RTS Theorem 1–2) and the random-permutation aggregation
//! (RTS Algorithm 1, Theorem 3), generic over the label type, plus a seeded permutation so the
//! caller can supply randomness without the core owning a random source.
//! Must not touch: how the individual sets are built or any I/O.
//!
//! In RTS each `C_i` comes from one calibrated classifier (§3.2.2): nonconformity
//! `1 − p(y* | x)`, threshold ε from [`super::conformal_threshold`], and
//! `C_i = { y : p(y | x) ≥ 1 − ε }`, i.e. [`super::select`] over the scores `1 − p(y | x)`.

use std::collections::BTreeSet;

/// Why an aggregation input was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AggregateError {
    #[error("expected a permutation of 0..{n}, got {got:?}")]
    NotAPermutation { n: usize, got: Vec<usize> },
}

/// RTS θ-majority vote: `C^θ = { c : (1/n) Σ_i 1{c ∈ C_i} > θ }`, θ ∈ [0, 1).
///
/// Guarantee (RTS Theorem 1, by Markov's inequality, with *no* assumption on how the sets
/// relate): if each `C_i` covers the true label with probability ≥ 1 − α, then
/// `P(c* ∈ C^θ) ≥ 1 − α/(1 − θ)`; for θ = ½ that is 1 − 2α. Size (Theorem 2):
/// `|C^θ| ≤ (1/(nθ)) Σ |C_i|`, at most twice the average size for θ = ½.
///
/// The strict `>` follows the displayed definition; Theorem 2's proof writes `≥`, under which
/// Theorem 1 still holds. With no sets there is no vote and the result is empty.
pub fn majority_vote<T: Ord + Clone>(sets: &[BTreeSet<T>], theta: f64) -> BTreeSet<T> {
    let n = sets.len() as f64;
    label_counts(sets)
        .into_iter()
        .filter(|(_, count)| *count as f64 > theta * n)
        .map(|(label, _)| label)
        .collect()
}

/// RTS Algorithm 1 (random permutation): for every prefix `π_1..π_i` of the permutation keep
/// the labels occurring in at least `i/2` of the prefix's sets; the result is the intersection
/// over all prefixes, i.e. the labels that hold a (weak) majority at *every* prefix.
///
/// Guarantee (RTS Theorem 3, via the exchangeable Markov inequality): with each `C_i` valid at
/// level α, `P(c* ∈ C^π) ≥ 1 − 2α` — the same worst case as the ½-majority vote — and the set is
/// never larger than the last prefix, which is the vote with `≥ n/2` (so for odd n,
/// `C^π ⊆ majority_vote(sets, 0.5)`). The permutation must be drawn uniformly at random for the
/// guarantee; [`seeded_permutation`] gives one from a caller-supplied seed.
///
/// The paper initialises `C^π ← ∅` before intersecting, which would always return ∅; its
/// prose ("elements supported … across all prefixes") fixes the intent, so `C^π` starts as
/// the union of all labels. With no sets the result is empty.
pub fn random_permutation_aggregate<T: Ord + Clone>(
    sets: &[BTreeSet<T>],
    permutation: &[usize],
) -> Result<BTreeSet<T>, AggregateError> {
    check_permutation(sets.len(), permutation)?;
    let mut kept: BTreeSet<T> = sets.iter().flatten().cloned().collect();
    let mut counts: std::collections::BTreeMap<&T, usize> = std::collections::BTreeMap::new();
    for (i, &index) in permutation.iter().enumerate() {
        for label in &sets[index] {
            *counts.entry(label).or_insert(0) += 1;
        }
        let prefix_len = i + 1;
        // `count ≥ i/2` compared in integers: 2·count ≥ i avoids halving odd lengths.
        kept.retain(|label| 2 * counts.get(label).copied().unwrap_or(0) >= prefix_len);
    }
    Ok(kept)
}

/// A uniformly shuffled `0..n` (Fisher–Yates driven by splitmix64), deterministic in `seed`.
pub fn seeded_permutation(n: usize, seed: u64) -> Vec<usize> {
    let mut state = seed;
    let mut perm: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        // Multiply-shift maps the 64-bit draw onto 0..=i with negligible bias for small n.
        let j = ((u128::from(splitmix64(&mut state)) * (i as u128 + 1)) >> 64) as usize;
        perm.swap(i, j);
    }
    perm
}

/// One step of splitmix64 (Steele, Lea & Flood 2014): a tiny, well-mixed 64-bit generator.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn label_counts<T: Ord + Clone>(sets: &[BTreeSet<T>]) -> std::collections::BTreeMap<T, usize> {
    let mut counts = std::collections::BTreeMap::new();
    for label in sets.iter().flatten() {
        *counts.entry(label.clone()).or_insert(0) += 1;
    }
    counts
}

fn check_permutation(n: usize, permutation: &[usize]) -> Result<(), AggregateError> {
    let mut seen = vec![false; n];
    let valid = permutation.len() == n
        && permutation
            .iter()
            .all(|&i| i < n && !std::mem::replace(&mut seen[i], true));
    if valid {
        Ok(())
    } else {
        Err(AggregateError::NotAPermutation {
            n,
            got: permutation.to_vec(),
        })
    }
}
