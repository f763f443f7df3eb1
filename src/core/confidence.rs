//! Calibrated confidence: how often a best reading that looks like this one is what was meant.
//!
//! The session's distribution P over its readings is what clarification weighs (EIG, the τ stop
//! rule), and it is not a frequency: it is normalised over the readings held, so it cannot say
//! "the reading meant is not among these", and on questions unlike the ones it was tuned on it
//! stays as sure as on those. The shown confidence is a logistic model over what the round
//! knows of its best reading — its probability and the runner-up's, the words of the question it
//! leaves out, how many readings there are, how well it covers the question's entities (ODIN's
//! selector score) and how many questions the user has answered — fitted on recorded rounds
//! whose meant reading is known (`qlarify eval --confidence-samples`, `scripts/fit_confidence.py`)
//! and checked on data it was not fitted on (`eval --calibration-report`).
//!
//! Owns: the features, the model's prediction, and the reliability table (expected calibration
//! error). Must not touch: the session's P (EIG and the stop rule keep the model's own).

use serde::{Deserialize, Serialize};

/// The features in the order of [`ConfidenceModel::weights`].
pub const FEATURES: [&str; 8] = [
    "logit_top",
    "logit_second",
    "unexplained",
    "unexplained_share",
    "ln_pool",
    "answered",
    "nonconformity",
    "weakest_atom",
];

/// Probabilities are read as logits clipped to ±this, so 0 and 1 stay finite.
const LOGIT_CLIP: f64 = 6.0;

/// Unexplained words beyond this count no further (a word salad is one case, not many).
const UNEXPLAINED_CAP: usize = 3;

/// What the round knows of its best reading.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RoundSignals {
    /// P of the best and the second reading (0 when there is none).
    pub top: f64,
    pub second: f64,
    /// Content words of the question the best reading leaves out, and of the question.
    pub unexplained: usize,
    pub content_words: usize,
    /// Readings held.
    pub pool: usize,
    /// Clarification questions the user answered this round.
    pub answered: usize,
    /// ODIN's selector score of the best reading (lower: it covers the question better).
    pub nonconformity: f64,
    /// The confidence of the best reading's least certain atom (AtomSQL's C).
    pub weakest_atom: f64,
}

fn logit(p: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    (p / (1.0 - p)).ln().clamp(-LOGIT_CLIP, LOGIT_CLIP)
}

fn finite(x: f64) -> f64 {
    if x.is_finite() {
        x
    } else {
        0.0
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

impl RoundSignals {
    /// The model's inputs, in [`FEATURES`] order.
    pub fn features(&self) -> [f64; FEATURES.len()] {
        [
            logit(self.top),
            logit(self.second),
            self.unexplained.min(UNEXPLAINED_CAP) as f64,
            self.unexplained as f64 / self.content_words.max(self.unexplained).max(1) as f64,
            (self.pool.max(1) as f64).ln(),
            self.answered as f64,
            finite(self.nonconformity),
            finite(self.weakest_atom),
        ]
    }
}

/// A fitted logistic model: P(best reading meant) = σ(bias + Σ weightᵢ·featureᵢ).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ConfidenceModel {
    /// Feature names, checked against [`FEATURES`] when loaded.
    pub features: Vec<String>,
    pub weights: Vec<f64>,
    pub bias: f64,
    /// Where it was fitted, for the record (sets and sample count).
    #[serde(default)]
    pub fitted_on: String,
}

impl ConfidenceModel {
    /// The model if it reads the features this build computes, else None (a stale file is not
    /// applied to features it was not fitted on).
    pub fn checked(self) -> Option<Self> {
        let same = self.features.len() == FEATURES.len()
            && self.features.iter().zip(FEATURES).all(|(a, b)| a == b)
            && self.weights.len() == FEATURES.len()
            && self.weights.iter().all(|w| w.is_finite())
            && self.bias.is_finite();
        same.then_some(self)
    }

    /// The calibrated probability that the best reading is the one meant.
    pub fn predict(&self, signals: &RoundSignals) -> f64 {
        let z = self.bias
            + self
                .weights
                .iter()
                .zip(signals.features())
                .map(|(w, x)| w * x)
                .sum::<f64>();
        sigmoid(z)
    }
}

/// Shown probabilities for a distribution whose best reading is `top` and whose calibrated
/// confidence is `confidence`: every reading keeps its rank. When the model is surer than the
/// calibration, all readings shrink by the same factor and what is left is the chance that none
/// of them is meant; when it is less sure, the best rises to `confidence` and the others share
/// the rest in their proportions.
pub fn rescale(p: f64, is_top: bool, top: f64, confidence: f64) -> f64 {
    if top <= 0.0 {
        return p;
    }
    if confidence <= top {
        p * confidence / top
    } else if is_top {
        confidence
    } else if top < 1.0 {
        p * (1.0 - confidence) / (1.0 - top)
    } else {
        0.0
    }
}

/// One row of a reliability table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Bin {
    pub from: f64,
    pub to: f64,
    pub n: usize,
    pub mean_confidence: f64,
    pub accuracy: f64,
}

/// Reliability over ten equal-width bins, and the expected calibration error: the
/// count-weighted mean of |accuracy − mean confidence| over the bins (Guo et al. 2017).
pub fn reliability(samples: &[(f64, bool)]) -> (Vec<Bin>, f64) {
    const BINS: usize = 10;
    let mut bins: Vec<Bin> = (0..BINS)
        .map(|b| Bin {
            from: b as f64 / BINS as f64,
            to: (b + 1) as f64 / BINS as f64,
            n: 0,
            mean_confidence: 0.0,
            accuracy: 0.0,
        })
        .collect();
    for &(confidence, right) in samples {
        let c = if confidence.is_finite() {
            confidence.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let b = ((c * BINS as f64) as usize).min(BINS - 1);
        bins[b].n += 1;
        bins[b].mean_confidence += c;
        bins[b].accuracy += f64::from(u8::from(right));
    }
    let total = samples.len().max(1) as f64;
    let mut ece = 0.0;
    for bin in &mut bins {
        if bin.n > 0 {
            bin.mean_confidence /= bin.n as f64;
            bin.accuracy /= bin.n as f64;
            ece += bin.n as f64 / total * (bin.accuracy - bin.mean_confidence).abs();
        }
    }
    (bins, ece)
}

/// The expected calibration error a perfectly calibrated confidence would show on these
/// confidences by chance alone: each round right with exactly the probability shown. ECE over a
/// few hundred rounds is never 0 even then (a bin of 25 rounds at 0.5 is off by 0.08 on
/// average), so a report shows this floor beside the measured error to say how much of it is
/// noise. Exact: within a bin the number of right rounds follows the Poisson-binomial law of
/// its confidences, and E|right − Σ confidence| is summed over that law.
pub fn ece_if_calibrated(confidences: &[f64]) -> f64 {
    const BINS: usize = 10;
    let mut bins: Vec<Vec<f64>> = vec![Vec::new(); BINS];
    for &confidence in confidences {
        let c = if confidence.is_finite() {
            confidence.clamp(0.0, 1.0)
        } else {
            0.0
        };
        bins[((c * BINS as f64) as usize).min(BINS - 1)].push(c);
    }
    let total = confidences.len().max(1) as f64;
    bins.iter()
        .map(|bin| expected_abs_deviation(bin) / total)
        .sum()
}

/// E|K − Σpᵢ| for K the number of successes of independent Bernoulli(pᵢ) trials.
fn expected_abs_deviation(probabilities: &[f64]) -> f64 {
    // law[k] = P(K = k) after the trials seen so far.
    let mut law = vec![1.0];
    for &p in probabilities {
        let mut next = vec![0.0; law.len() + 1];
        for (k, &q) in law.iter().enumerate() {
            next[k] += q * (1.0 - p);
            next[k + 1] += q * p;
        }
        law = next;
    }
    let mean: f64 = probabilities.iter().sum();
    law.iter()
        .enumerate()
        .map(|(k, &q)| q * (k as f64 - mean).abs())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn model(weights: [f64; 8], bias: f64) -> ConfidenceModel {
        ConfidenceModel {
            features: FEATURES.iter().map(|s| s.to_string()).collect(),
            weights: weights.to_vec(),
            bias,
            fitted_on: String::new(),
        }
    }

    fn signals(top: f64) -> RoundSignals {
        RoundSignals {
            top,
            second: (1.0 - top) / 2.0,
            unexplained: 0,
            content_words: 4,
            pool: 3,
            answered: 0,
            nonconformity: -0.5,
            weakest_atom: 0.5,
        }
    }

    #[test]
    fn a_model_for_other_features_is_not_applied() {
        let mut stale = model([1.0; 8], 0.0);
        stale.features[0] = "probability".into();
        assert!(stale.checked().is_none());
        let mut short = model([1.0; 8], 0.0);
        short.weights.pop();
        assert!(short.checked().is_none());
        assert!(model([1.0; 8], 0.0).checked().is_some());
    }

    #[test]
    fn a_zero_model_with_unit_weight_on_the_top_logit_returns_the_probability() {
        let identity = model([1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 0.0);
        for p in [0.1, 0.5, 0.9] {
            assert!((identity.predict(&signals(p)) - p).abs() < 1e-9);
        }
    }

    #[test]
    fn ece_is_zero_when_accuracy_matches_confidence_and_large_when_it_does_not() {
        // Ten samples at 0.7, seven right: calibrated.
        let calibrated: Vec<(f64, bool)> = (0..10).map(|i| (0.7, i < 7)).collect();
        let (bins, ece) = reliability(&calibrated);
        assert!(ece.abs() < 1e-9);
        assert_eq!(bins[7].n, 10);
        // All at 0.95, half right: off by 0.45.
        let over: Vec<(f64, bool)> = (0..10).map(|i| (0.95, i < 5)).collect();
        assert!((reliability(&over).1 - 0.45).abs() < 1e-9);
        // Edges: 1.0 falls in the last bin, NaN in the first.
        let (bins, _) = reliability(&[(1.0, true), (f64::NAN, false)]);
        assert_eq!((bins[9].n, bins[0].n), (1, 1));
    }

    #[test]
    fn the_calibrated_floor_is_exact_on_small_cases_and_shrinks_with_more_rounds() {
        // Certain confidences leave nothing to chance.
        assert!(ece_if_calibrated(&[1.0, 0.0, 1.0]).abs() < 1e-12);
        // One round at 0.5: off by 0.5 whichever way it falls.
        assert!((ece_if_calibrated(&[0.5]) - 0.5).abs() < 1e-12);
        // Two rounds at 0.5 in one bin: |K − 1| is 1 with probability ½, so E = 0.5 / 2.
        assert!((ece_if_calibrated(&[0.5, 0.5]) - 0.25).abs() < 1e-12);
        // Two rounds in different bins: each alone, 2·0.3·0.7 / 2 and 2·0.9·0.1 / 2.
        let apart = ece_if_calibrated(&[0.3, 0.9]);
        assert!((apart - (0.42 + 0.18) / 2.0).abs() < 1e-12, "{apart}");
        let few = ece_if_calibrated(&[0.5; 20]);
        let many = ece_if_calibrated(&[0.5; 2000]);
        assert!(many < few && many > 0.0, "{few} {many}");
    }

    proptest! {
        #[test]
        fn rescaling_keeps_the_order_and_never_exceeds_one(
            raw in proptest::collection::vec(0.01f64..1.0, 1..8),
            confidence in 0.0f64..1.0,
        ) {
            let total: f64 = raw.iter().sum();
            let mut p: Vec<f64> = raw.iter().map(|x| x / total).collect();
            p.sort_by(|a, b| b.total_cmp(a));
            let shown: Vec<f64> = p
                .iter()
                .enumerate()
                .map(|(i, &x)| rescale(x, i == 0, p[0], confidence))
                .collect();
            prop_assert!((shown[0] - confidence).abs() < 1e-9);
            prop_assert!(shown.iter().sum::<f64>() <= 1.0 + 1e-9);
            for pair in shown.windows(2) {
                prop_assert!(pair[0] + 1e-12 >= pair[1]);
            }
        }
    }
}
