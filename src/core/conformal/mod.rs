//! Conformal selection: ODIN's split-conformal Selector (ODIN §6).
//!
//! Owns: the calibration quantile, the serde-able [`Calibration`] the store persists, the
//! selection rule, and the conventions by which nonconformity scores are oriented.
//! Must not touch: computing scores (linking, embeddings and LLM calls live elsewhere; scores
//! arrive here as plain `f64`), files, clocks or randomness sources.
//!
//! # Score conventions (ODIN §6.3)
//! A nonconformity score says how likely a candidate SQL is *incorrect*: lower is better, and
//! selection keeps every candidate whose score is `≤` the calibrated threshold.
//! - **LLM yes/no** (§6.3.1): the model is asked whether the SQL answers the question, with
//!   options "A. Yes" / "B. No"; the score is the probability of option B
//!   ([`score_from_no_probability`], or [`score_from_yes_no_logits`] from the two logits).
//! - **Embedding / SBERT** (§6.3.2): ODIN's Algorithm 2 relevance over the SQL's own columns,
//!   `min over entities of max over columns of sim(entity, column)`, *negated*
//!   ([`score_from_relevance`]), so a SQL that leaves a question entity unrepresented scores high.
//!   qlarify's variant (shortfall from the schema's best coverage, bare column names) lives in
//!   [`crate::core::selector`].
//!
//! Calibration and test scores must come from the same scoring function; mixing the two
//! conventions in one [`Calibration`] voids the guarantee.

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

/// Why a calibration input was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ConformalError {
    /// α must lie strictly between 0 and 1 for the quantile to mean anything.
    #[error("conformal alpha must be in (0, 1), got {0}")]
    InvalidAlpha(f64),
    /// NaN or infinite scores cannot be ranked against others.
    #[error("nonconformity score must be finite, got {0}")]
    NonFiniteScore(f64),
}

/// The rank `k = ⌈(n+1)(1−α)⌉` (1-based) of the calibration score used as threshold.
///
/// `k > n` means no calibration score is large enough: the threshold is +∞ and everything is
/// kept. The product is nudged down by a relative 1e-9 before the ceiling because
/// `(n+1)(1−α)` is often an integer in exact arithmetic (n = 19, α = 0.05 gives 19) and the
/// binary rounding of `1−α` must not push it to the next integer, which would make the set
/// needlessly larger than the paper's.
pub fn quantile_rank(n: usize, alpha: f64) -> usize {
    let target = (n as f64 + 1.0) * (1.0 - alpha);
    let k = (target - target.abs() * 1e-9).ceil();
    if k <= 0.0 {
        0
    } else {
        k as usize
    }
}

/// ODIN Eq. (2) with the standard split-conformal rank: the `⌈(n+1)(1−α)⌉`-th smallest of the
/// calibration scores (the printed Eq. (2) reads `⌈(1+α)(1−α)⌉/n`, a typo for `(n+1)`; the
/// `(n+1)` form is what Theorem 6.1 needs).
///
/// Returns `None` ("keep everything") when the calibration set is empty or `k > n`; the set
/// can then not be pruned without losing the guarantee. Callers must pass finite scores and α in
/// (0, 1) ([`Calibration`] enforces both); a NaN sorts last and so only ever raises the threshold.
pub fn conformal_threshold(scores: &[f64], alpha: f64) -> Option<f64> {
    let n = scores.len();
    let k = quantile_rank(n, alpha);
    if n == 0 || k > n {
        return None;
    }
    let mut sorted = scores.to_vec();
    sorted.sort_by(f64::total_cmp);
    // k ≥ 1 whenever α < 1; with α ≥ 1 the smallest score is the most the caller can ask for.
    Some(sorted[k.max(1) - 1])
}

/// Indices of the candidates ODIN's Selector keeps: `{ q : s(Q, q) ≤ threshold }`, in input
/// order. `None` keeps all.
///
/// A NaN score (the scorer failed on that candidate) is kept: the guarantee says nothing about
/// it, and dropping a reading the user may have meant is the costly error.
pub fn select(scores: &[f64], threshold: Option<f64>) -> Vec<usize> {
    scores
        .iter()
        .enumerate()
        .filter(|(_, s)| match threshold {
            None => true,
            Some(t) => s.is_nan() || **s <= t,
        })
        .map(|(i, _)| i)
        .collect()
}

/// The calibration score one past question contributes (ODIN §6.2): the lowest score among its
/// *correct* candidates (those whose execution result equals the ground truth's), or `None`
/// when no candidate was correct — such questions are left out of the calibration set.
///
/// Taking the minimum makes the guarantee the one ODIN's Eq. (1) asks for: the selected set
/// keeps *at least one* correct query with probability ≥ 1 − α, which holds exactly when the
/// best-scored correct query clears the threshold. `scores` and `correct` pair up by index;
/// non-finite scores are ignored.
pub fn calibration_score(scores: &[f64], correct: &[bool]) -> Option<f64> {
    scores
        .iter()
        .zip(correct)
        .filter(|(s, ok)| **ok && s.is_finite())
        .map(|(s, _)| *s)
        .min_by(f64::total_cmp)
}

/// The calibration score one past question contributes when it has several correct
/// *readings* (an ambiguous question): the score at which the shown set first holds every
/// reading some candidate implements, i.e. the largest over readings of each reading's
/// best-scored candidate ([`calibration_score`] per reading). `None` when no reading is
/// implemented (ODIN leaves such questions out).
///
/// ODIN §6.2 calibrates on "the score distribution for correct SQL queries" and §7.3 wants the
/// cut-off "set such that both X and Y are included" when both are correct. Treating the
/// question's label as the *set* of its readings makes that the guarantee: the threshold then
/// keeps all of a question's readings with probability ≥ 1 − α. One score per reading (each
/// reading on its own) only covers each one at 1 − α, so both together at about 1 − 2α, and
/// an ambiguous question needs both shown to be answered either way. With one reading this is
/// exactly [`calibration_score`]. `readings[r][i]` says whether candidate `i` implements
/// reading `r`.
pub fn all_readings_calibration_score<'a>(
    scores: &[f64],
    readings: impl IntoIterator<Item = &'a [bool]>,
) -> Option<f64> {
    readings
        .into_iter()
        .filter_map(|correct| calibration_score(scores, correct))
        .max_by(f64::total_cmp)
}

/// §6.3.1: the score of a candidate is the probability the LLM gives to "B. No".
pub fn score_from_no_probability(p_no: f64) -> f64 {
    p_no
}

/// §6.3.1 from raw logits of the two option tokens: `P(B) = e^no / (e^yes + e^no)`, computed
/// as a logistic of the difference so large logits do not overflow.
pub fn score_from_yes_no_logits(logit_yes: f64, logit_no: f64) -> f64 {
    1.0 / (1.0 + (logit_yes - logit_no).exp())
}

/// §6.3.2: the embedding score is the negated Algorithm-2 relevance of the SQL's columns.
pub fn score_from_relevance(relevance: f64) -> f64 {
    -relevance
}

/// Calibration state for one database: the nonconformity scores of the *correct* candidates of
/// past questions (ODIN §6.2 keeps only questions whose generated set contained a correct SQL)
/// and the threshold they imply at level α.
///
/// Scores are kept in arrival order so the oldest can be dropped when preferences drift. The
/// stored `threshold` is a convenience for a human reading the file: deserialising recomputes
/// it from `alpha` and `scores`, so a hand-edited file can never carry a stale threshold.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "CalibrationFile")]
pub struct Calibration {
    alpha: f64,
    scores: Vec<f64>,
    threshold: Option<f64>,
}

#[derive(Deserialize)]
struct CalibrationFile {
    alpha: f64,
    #[serde(default)]
    scores: Vec<f64>,
}

impl TryFrom<CalibrationFile> for Calibration {
    type Error = ConformalError;

    fn try_from(file: CalibrationFile) -> Result<Self, Self::Error> {
        Calibration::with_scores(file.alpha, file.scores)
    }
}

impl Default for Calibration {
    /// α = 0.05, the upper end of ODIN's "typically between 1% and 5%", with no scores yet.
    fn default() -> Self {
        Calibration {
            alpha: 0.05,
            scores: Vec::new(),
            threshold: None,
        }
    }
}

impl Calibration {
    /// An empty calibration at level α (keeps everything until scores arrive).
    pub fn new(alpha: f64) -> Result<Self, ConformalError> {
        Self::with_scores(alpha, Vec::new())
    }

    /// A calibration from existing scores.
    pub fn with_scores(alpha: f64, scores: Vec<f64>) -> Result<Self, ConformalError> {
        check_alpha(alpha)?;
        if let Some(bad) = scores.iter().find(|s| !s.is_finite()) {
            return Err(ConformalError::NonFiniteScore(*bad));
        }
        let threshold = conformal_threshold(&scores, alpha);
        Ok(Calibration {
            alpha,
            scores,
            threshold,
        })
    }

    pub fn alpha(&self) -> f64 {
        self.alpha
    }

    /// Calibration scores, oldest first.
    pub fn scores(&self) -> &[f64] {
        &self.scores
    }

    /// The current threshold ŝ; `None` keeps every candidate.
    pub fn threshold(&self) -> Option<f64> {
        self.threshold
    }

    /// Adds the score of a correct candidate (the one the user chose) and updates ŝ.
    pub fn add(&mut self, score: f64) -> Result<(), ConformalError> {
        self.extend([score])
    }

    /// Adds several scores at once; on error nothing is added.
    pub fn extend(&mut self, scores: impl IntoIterator<Item = f64>) -> Result<(), ConformalError> {
        let new: Vec<f64> = scores.into_iter().collect();
        if let Some(bad) = new.iter().find(|s| !s.is_finite()) {
            return Err(ConformalError::NonFiniteScore(*bad));
        }
        self.scores.extend(new);
        self.threshold = conformal_threshold(&self.scores, self.alpha);
        Ok(())
    }

    /// Changes α and recomputes ŝ from the same scores.
    pub fn set_alpha(&mut self, alpha: f64) -> Result<(), ConformalError> {
        check_alpha(alpha)?;
        self.alpha = alpha;
        self.threshold = conformal_threshold(&self.scores, alpha);
        Ok(())
    }

    /// Keeps only the `max` most recent scores, a sliding window against drift (ODIN §7.3).
    /// Exchangeability then holds with respect to the recent past only, which is the point.
    pub fn keep_recent(&mut self, max: usize) {
        if self.scores.len() > max {
            self.scores.drain(..self.scores.len() - max);
            self.threshold = conformal_threshold(&self.scores, self.alpha);
        }
    }

    /// Indices of the candidates to keep, given their nonconformity scores.
    pub fn select(&self, scores: &[f64]) -> Vec<usize> {
        select(scores, self.threshold)
    }
}

fn check_alpha(alpha: f64) -> Result<(), ConformalError> {
    if alpha.is_finite() && alpha > 0.0 && alpha < 1.0 {
        Ok(())
    } else {
        Err(ConformalError::InvalidAlpha(alpha))
    }
}
