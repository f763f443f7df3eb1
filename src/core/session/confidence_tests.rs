//! The calibrated confidence in the view: the best reading shows the model's calibrated chance
//! of being meant, every other probability follows it in proportion, and EIG keeps the raw P.

use super::tests::{overlap, ready_round, schema, tagged};
use super::*;
use crate::core::confidence::{ConfidenceModel, FEATURES};

/// A model that says 40% whatever the round looks like.
fn always(p: f64) -> ConfidenceModel {
    ConfidenceModel {
        features: FEATURES.iter().map(|s| s.to_string()).collect(),
        weights: vec![0.0; FEATURES.len()],
        bias: (p / (1.0 - p)).ln(),
        fitted_on: String::new(),
    }
}

fn session(confidence: Option<ConfidenceModel>) -> Session {
    let config = SessionConfig {
        confidence,
        ..SessionConfig::default()
    };
    let mut session = Session::new(config, schema(), LearnedState::default(), Arc::new(overlap));
    ready_round(
        &mut session,
        vec![
            tagged(
                "select name, nationality from singer",
                0.6,
                "country",
                "nationality",
            ),
            tagged(
                "select name, citizenship from singer",
                0.4,
                "country",
                "citizenship",
            ),
        ],
    );
    session
}

#[test]
fn without_a_model_the_view_shows_the_models_probabilities() {
    let view = session(None).view();
    assert_eq!(view.confidence, None);
    let total: f64 = view.candidates.iter().map(|c| c.probability).sum();
    assert!((total - 1.0).abs() < 1e-9);
}

#[test]
fn a_calibration_below_the_model_shrinks_every_reading_and_leaves_room_for_none() {
    let plain = session(None);
    let calibrated = session(Some(always(0.4)));
    let (raw, view) = (plain.view(), calibrated.view());
    let confidence = view.confidence.expect("a calibrated confidence");
    assert!((confidence - 0.4).abs() < 1e-9);
    assert!((view.candidates[0].probability - 0.4).abs() < 1e-9);
    let ratio = raw.candidates[1].probability / raw.candidates[0].probability;
    let shown_ratio = view.candidates[1].probability / view.candidates[0].probability;
    assert!(
        (ratio - shown_ratio).abs() < 1e-9,
        "the order and proportions stay"
    );
    assert!(view.shown_probability < 0.99, "{}", view.shown_probability);
    // Clarification weighs the model's own P: the same questions, the same EIG.
    let asked = |v: &RoundView| -> Vec<(String, f64)> {
        v.questions
            .iter()
            .map(|q| (q.prompt.clone(), q.eig))
            .collect()
    };
    assert_eq!(asked(&raw), asked(&view));
    assert_eq!(raw.ask, view.ask);
    assert!((raw.entropy - view.entropy).abs() < 1e-12);
}

#[test]
fn a_calibration_above_the_model_raises_the_best_reading_alone() {
    let view = session(Some(always(0.9))).view();
    assert!((view.candidates[0].probability - 0.9).abs() < 1e-9);
    let total: f64 = view.candidates.iter().map(|c| c.probability).sum();
    assert!((total - 1.0).abs() < 1e-9);
}

#[test]
fn the_signals_read_the_best_reading_and_the_answers() {
    let mut session = session(None);
    let signals = session.signals().expect("signals");
    assert_eq!((signals.pool, signals.answered), (2, 0));
    assert!(signals.top >= signals.second && signals.second > 0.0);
    session.handle(Event::Answer { option: 0 });
    let after = session.signals().expect("signals");
    assert_eq!((after.pool, after.answered), (1, 1));
}

#[test]
fn a_reading_the_user_chose_is_shown_with_the_models_probability() {
    let mut session = session(Some(always(0.4)));
    session.handle(Event::PickCandidate { index: 1 });
    let view = session.view();
    assert_eq!(view.confidence, None);
    assert!((view.candidates[0].probability - 1.0).abs() < 1e-9);
    session.handle(Event::Undo);
    assert!(
        session.view().confidence.is_some(),
        "undo makes it a guess again"
    );
}
