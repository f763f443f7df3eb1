//! How honest the shown confidence is: reliability tables over the benchmark's rounds.
//!
//! Owns: the confidence points the runner records (the best reading's signals, the confidence
//! shown for it and whether it was the reading meant, before any question and at the end of the
//! dialogue), `eval --calibration-report`'s tables and `eval --confidence-samples`' lines, which
//! `scripts/fit_confidence.py` fits the shipped calibration on.
//! Must not touch: the model itself (`core::confidence`).

use crate::core::confidence::{ece_if_calibrated, reliability, Bin, FEATURES};
use crate::core::session::{Session, CONFIDENT};
use serde::Serialize;
use std::fmt::Write;

/// Where in a dialogue a point was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// The first round, before any question.
    Before,
    /// The end of the simulated dialogue.
    Final,
}

/// The best reading at one stage of one example.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConfidencePoint {
    pub id: String,
    pub stage: Stage,
    pub features: Vec<f64>,
    /// The confidence shown for the best reading (calibrated when a model applies, else the
    /// model's probability).
    pub shown: f64,
    /// The best reading is the one the user wants (gold[0]).
    pub right: bool,
    /// No clarification question was put to the user in this example.
    pub unasked: bool,
}

impl ConfidencePoint {
    /// The point for `session`'s best reading, or None when it holds no reading.
    pub fn of(
        session: &Session,
        id: &str,
        stage: Stage,
        right: bool,
        unasked: bool,
    ) -> Option<Self> {
        let signals = session.signals()?;
        // What the best reading shows: calibrated, or the first shown reading's own probability.
        let shown = match session.confidence() {
            Some(confidence) => confidence,
            None => session.view().candidates.first()?.probability,
        };
        Some(Self {
            id: id.to_string(),
            stage,
            features: signals.features().to_vec(),
            shown,
            right,
            unasked,
        })
    }
}

/// The reliability of one stage.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StageReliability {
    pub stage: Stage,
    pub n: usize,
    pub bins: Vec<Bin>,
    /// Expected calibration error, 0–1.
    pub ece: f64,
    /// The error a perfectly calibrated confidence would show on these rounds by chance.
    pub ece_if_calibrated: f64,
    /// Answers shown at ≥ 0.9 with no question asked: how many, and the share right.
    pub sure_unasked: usize,
    pub sure_unasked_right: Option<f64>,
}

/// The confidence at or above which an answer is "sure": where drivers call it confident.
const SURE: f64 = CONFIDENT;

/// Reliability of the points of each stage.
pub fn reliability_by_stage(points: &[ConfidencePoint]) -> Vec<StageReliability> {
    [Stage::Before, Stage::Final]
        .into_iter()
        .map(|stage| {
            let of_stage: Vec<&ConfidencePoint> =
                points.iter().filter(|p| p.stage == stage).collect();
            let samples: Vec<(f64, bool)> = of_stage.iter().map(|p| (p.shown, p.right)).collect();
            let (bins, ece) = reliability(&samples);
            let sure: Vec<bool> = of_stage
                .iter()
                .filter(|p| p.unasked && p.shown >= SURE)
                .map(|p| p.right)
                .collect();
            StageReliability {
                stage,
                n: samples.len(),
                bins,
                ece,
                ece_if_calibrated: ece_if_calibrated(
                    &samples.iter().map(|&(shown, _)| shown).collect::<Vec<_>>(),
                ),
                sure_unasked: sure.len(),
                sure_unasked_right: (!sure.is_empty())
                    .then(|| sure.iter().filter(|&&r| r).count() as f64 / sure.len() as f64),
            }
        })
        .collect()
}

/// The reliability tables for people.
pub fn calibration_table(stages: &[StageReliability]) -> String {
    let mut out = String::new();
    for stage in stages {
        let name = match stage.stage {
            Stage::Before => "before any question",
            Stage::Final => "after the dialogue",
        };
        let _ = writeln!(
            out,
            "confidence of the best reading, {name} ({} rounds): expected calibration error {:.3} \
             (a calibrated confidence would show {:.3} here by chance)",
            stage.n, stage.ece, stage.ece_if_calibrated
        );
        let _ = writeln!(
            out,
            "  {:<11} {:>6} {:>11} {:>9}",
            "confidence", "rounds", "mean shown", "right"
        );
        for bin in stage.bins.iter().filter(|b| b.n > 0) {
            let _ = writeln!(
                out,
                "  {:.1} – {:.1}  {:>6} {:>10.1}% {:>8.1}%",
                bin.from,
                bin.to,
                bin.n,
                bin.mean_confidence * 100.0,
                bin.accuracy * 100.0
            );
        }
        match stage.sure_unasked_right {
            Some(right) => {
                let _ = writeln!(
                    out,
                    "  shown at >= {:.0}% with no question asked: {} rounds, {:.1}% right",
                    SURE * 100.0,
                    stage.sure_unasked,
                    right * 100.0
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "  shown at >= {:.0}% with no question asked: none",
                    SURE * 100.0
                );
            }
        }
    }
    out
}

/// `--confidence-samples`: one JSON object a line, with the feature names once per line so a
/// file read alone says what it holds.
pub fn samples_jsonl(set: &str, points: &[ConfidencePoint]) -> String {
    let mut out = String::new();
    for point in points {
        let line = serde_json::json!({
            "set": set,
            "id": point.id,
            "stage": point.stage,
            "feature_names": FEATURES,
            "features": point.features,
            "right": point.right,
        });
        let _ = writeln!(out, "{line}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(stage: Stage, shown: f64, right: bool, unasked: bool) -> ConfidencePoint {
        ConfidencePoint {
            id: "x".into(),
            stage,
            features: vec![0.0; FEATURES.len()],
            shown,
            right,
            unasked,
        }
    }

    #[test]
    fn stages_are_reported_apart_with_the_sure_and_unasked_share() {
        let points = vec![
            point(Stage::Before, 0.95, true, true),
            point(Stage::Before, 0.95, false, true),
            point(Stage::Before, 0.95, true, false),
            point(Stage::Final, 0.5, true, false),
        ];
        let stages = reliability_by_stage(&points);
        assert_eq!((stages[0].n, stages[1].n), (3, 1));
        assert_eq!(stages[0].sure_unasked, 2);
        assert_eq!(stages[0].sure_unasked_right, Some(0.5));
        assert_eq!(stages[1].sure_unasked_right, None);
        let text = calibration_table(&stages);
        assert!(text.contains("before any question (3 rounds)"), "{text}");
        assert!(text.contains("2 rounds, 50.0% right"), "{text}");
        assert!(text.contains("with no question asked: none"), "{text}");
        // One round at 0.5 is off by 0.5 however well calibrated: the floor says so.
        assert!((stages[1].ece_if_calibrated - 0.5).abs() < 1e-12);
        assert!(text.contains("would show 0.500 here by chance"), "{text}");
    }

    #[test]
    fn samples_name_their_features_and_set() {
        let text = samples_jsonl("dev", &[point(Stage::Final, 0.4, false, false)]);
        let value: serde_json::Value = serde_json::from_str(text.trim()).expect("json");
        assert_eq!(value["set"], "dev");
        assert_eq!(value["stage"], "final");
        assert_eq!(value["feature_names"][0], FEATURES[0]);
        assert_eq!(value["right"], false);
    }
}
