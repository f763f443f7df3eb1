//! Tests for the conformal selector: table-driven quantile edge cases
//! and statistical coverage checks on exchangeable synthetic data.
#![allow(clippy::expect_used)] // a failed expectation is the test failing

use super::*;
use crate::core::rng::splitmix64;
use proptest::prelude::*;
use rstest::rstest;

fn uniform(state: &mut u64) -> f64 {
    (splitmix64(state) >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

/// Score distributions shared by calibration and test draws (exchangeable by construction).
#[derive(Debug, Clone, Copy)]
enum Dist {
    Uniform,
    Exponential,
    /// Skewed towards 0 like an LLM's P(No) on mostly-correct SQL.
    Squared,
    /// Rounded to a 0.1 grid: heavy ties, where coverage is conservative.
    Grid,
}

impl Dist {
    fn draw(self, state: &mut u64) -> f64 {
        let u = uniform(state);
        match self {
            Dist::Uniform => u,
            Dist::Exponential => -(1.0 - u).ln(),
            Dist::Squared => u * u,
            Dist::Grid => (u * 10.0).floor() / 10.0,
        }
    }

    fn continuous(self) -> bool {
        !matches!(self, Dist::Grid)
    }
}

/// One-sided Bernstein deviation `t` for a mean of `reps` Bernoulli draws with variance at most
/// `var`, at failure probability `delta`: solves `reps·t² = ln(1/δ)·(2·var + 2t/3)`.
fn bernstein_slack(reps: usize, var: f64, delta: f64) -> f64 {
    let l = (1.0 / delta).ln();
    let r = reps as f64;
    let b = 2.0 * l / 3.0;
    (b + (b * b + 8.0 * r * l * var).sqrt()) / (2.0 * r)
}

#[rstest]
#[case::empty(vec![], 0.05, None)]
#[case::one_score_needs_k_2(vec![0.3], 0.05, None)]
#[case::one_score_alpha_half(vec![0.3], 0.5, Some(0.3))]
#[case::n19_alpha05_takes_max(vec![0.19, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.10, 0.11, 0.12, 0.13, 0.14, 0.15, 0.16, 0.17, 0.18], 0.05, Some(0.19))]
#[case::n19_alpha10_takes_18th(vec![0.19, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.10, 0.11, 0.12, 0.13, 0.14, 0.15, 0.16, 0.17, 0.18], 0.10, Some(0.18))]
#[case::n10_alpha_half_takes_6th(vec![10.0, 9.0, 8.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0], 0.5, Some(6.0))]
#[case::tiny_alpha_keeps_all(vec![1.0, 2.0, 3.0], 1e-6, None)]
#[case::large_alpha_takes_min(vec![3.0, 1.0, 2.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0], 0.99, Some(1.0))]
#[case::ties_below(vec![0.2, 0.2, 0.2, 0.5], 0.5, Some(0.2))]
#[case::ties_then_jump(vec![0.2, 0.2, 0.2, 0.5], 0.3, Some(0.5))]
#[case::negative_scores(vec![-0.9, -0.1, -0.5, -0.3], 0.4, Some(-0.3))]
fn threshold_edge_cases(
    #[case] scores: Vec<f64>,
    #[case] alpha: f64,
    #[case] expected: Option<f64>,
) {
    assert_eq!(conformal_threshold(&scores, alpha), expected);
    let cal = Calibration::with_scores(alpha, scores).expect("valid input");
    assert_eq!(cal.threshold(), expected);
}

#[rstest]
#[case(0, 0.05, 1)]
#[case(19, 0.05, 19)]
#[case(99, 0.01, 99)]
#[case(9, 0.1, 9)]
#[case(10, 0.1, 10)]
#[case(4, 0.3, 4)]
#[case(100, 0.5, 51)]
fn rank_is_exact_on_integer_products(#[case] n: usize, #[case] alpha: f64, #[case] k: usize) {
    assert_eq!(quantile_rank(n, alpha), k);
}

#[rstest]
#[case::none_keeps_all(vec![5.0, -1.0, 0.3], None, vec![0, 1, 2])]
#[case::inclusive(vec![0.2, 0.2000001, 0.1], Some(0.2), vec![0, 2])]
#[case::nan_is_kept(vec![f64::NAN, 0.9, 0.1], Some(0.5), vec![0, 2])]
#[case::nothing_under(vec![0.9, 0.8], Some(0.1), vec![])]
fn select_keeps_scores_at_or_below(
    #[case] scores: Vec<f64>,
    #[case] t: Option<f64>,
    #[case] kept: Vec<usize>,
) {
    assert_eq!(select(&scores, t), kept);
}

#[rstest]
#[case::lowest_correct(vec![0.4, 0.1, 0.3], vec![true, false, true], Some(0.3))]
#[case::none_correct(vec![0.4, 0.1], vec![false, false], None)]
#[case::nan_ignored(vec![f64::NAN, 0.7], vec![true, true], Some(0.7))]
#[case::no_candidates(vec![], vec![], None)]
fn calibration_score_is_the_best_correct_candidate(
    #[case] scores: Vec<f64>,
    #[case] correct: Vec<bool>,
    #[case] expected: Option<f64>,
) {
    assert_eq!(calibration_score(&scores, &correct), expected);
}

#[rstest]
#[case::worse_of_the_readings_bests(vec![0.4, 0.1, 0.3, 0.2], vec![vec![true, false, true, false], vec![false, false, false, true]], Some(0.3))]
#[case::unimplemented_reading_left_out(vec![0.4, 0.1], vec![vec![false, true], vec![false, false]], Some(0.1))]
#[case::one_candidate_two_readings(vec![0.5], vec![vec![true], vec![true]], Some(0.5))]
#[case::nothing_implemented(vec![0.5, 0.2], vec![vec![false, false], vec![false, false]], None)]
#[case::no_readings(vec![0.5], vec![], None)]
fn calibration_score_is_where_every_reading_is_in(
    #[case] scores: Vec<f64>,
    #[case] readings: Vec<Vec<bool>>,
    #[case] expected: Option<f64>,
) {
    let got = all_readings_calibration_score(&scores, readings.iter().map(Vec::as_slice));
    assert_eq!(got, expected);
}

/// ODIN §7.3: when two readings are correct, the cut-off must keep both. Calibrating on the
/// easiest correct reading only sets it at the better-scored one and drops the other.
#[test]
fn calibrating_on_every_reading_keeps_the_harder_one() {
    // Twenty ambiguous questions: reading X always scores 0.1, reading Y 0.6.
    let readings = [vec![true, false], vec![false, true]];
    let per_question = [0.1, 0.6];
    let mut easiest = Vec::new();
    let mut every = Vec::new();
    for _ in 0..20 {
        easiest.extend(calibration_score(&per_question, &[true, true]));
        every.extend(all_readings_calibration_score(
            &per_question,
            readings.iter().map(Vec::as_slice),
        ));
    }
    let only_x = Calibration::with_scores(0.05, easiest).expect("valid");
    let both = Calibration::with_scores(0.05, every).expect("valid");
    assert_eq!(only_x.select(&per_question), vec![0]);
    assert_eq!(both.select(&per_question), vec![0, 1]);
}

/// Readings that are hard on different questions: scored one by one, each reading clears the
/// threshold on 19 questions of 20 but both together only on 18; scored together, all 20.
#[test]
fn calibrating_on_the_pair_covers_both_readings_together() {
    let questions: Vec<[f64; 2]> = (0..20)
        .map(|q| match q {
            0 => [0.9, 0.1],
            1 => [0.1, 0.9],
            _ => [0.1, 0.2],
        })
        .collect();
    let readings = [vec![true, false], vec![false, true]];
    let one_by_one: Vec<f64> = questions
        .iter()
        .flat_map(|scores| {
            readings
                .iter()
                .filter_map(|correct| calibration_score(scores, correct))
                .collect::<Vec<_>>()
        })
        .collect();
    let together: Vec<f64> = questions
        .iter()
        .filter_map(|scores| {
            all_readings_calibration_score(scores, readings.iter().map(Vec::as_slice))
        })
        .collect();
    let covered = |calibration: &Calibration| {
        questions
            .iter()
            .filter(|scores| calibration.select(scores.as_slice()).len() == 2)
            .count()
    };
    let one_by_one = Calibration::with_scores(0.1, one_by_one).expect("valid");
    let together = Calibration::with_scores(0.1, together).expect("valid");
    assert_eq!(covered(&one_by_one), 18);
    assert_eq!(covered(&together), 20);
}

proptest! {
    /// With a single reading, the score is exactly ODIN's one score per question.
    #[test]
    fn one_reading_is_the_classic_calibration_score(
        cells in prop::collection::vec((0.0f64..1.0, any::<bool>()), 0..8)
    ) {
        let (scores, correct): (Vec<f64>, Vec<bool>) = cells.into_iter().unzip();
        let got = all_readings_calibration_score(&scores, [correct.as_slice()]);
        prop_assert_eq!(got, calibration_score(&scores, &correct));
    }

    /// A threshold at the score keeps a candidate of every implemented reading; any lower
    /// threshold loses one.
    #[test]
    fn the_score_is_the_least_threshold_keeping_every_reading(
        cells in prop::collection::vec((0.0f64..1.0, any::<bool>(), any::<bool>()), 1..8)
    ) {
        let scores: Vec<f64> = cells.iter().map(|c| c.0).collect();
        let readings: Vec<Vec<bool>> = vec![
            cells.iter().map(|c| c.1).collect(),
            cells.iter().map(|c| c.2).collect(),
        ];
        let keeps_all = |threshold: f64| {
            let kept = select(&scores, Some(threshold));
            readings
                .iter()
                .filter(|r| r.contains(&true))
                .all(|r| kept.iter().any(|&i| r[i]))
        };
        match all_readings_calibration_score(&scores, readings.iter().map(Vec::as_slice)) {
            Some(score) => {
                prop_assert!(keeps_all(score));
                prop_assert!(!keeps_all(score - 1e-9));
            }
            None => prop_assert!(readings.iter().all(|r| !r.contains(&true))),
        }
    }
}

#[rstest]
#[case(0.0)]
#[case(1.0)]
#[case(-0.1)]
#[case(1.5)]
#[case(f64::NAN)]
#[case(f64::INFINITY)]
fn invalid_alpha_is_refused(#[case] alpha: f64) {
    assert!(matches!(
        Calibration::new(alpha),
        Err(ConformalError::InvalidAlpha(_))
    ));
    let mut cal = Calibration::default();
    assert!(cal.set_alpha(alpha).is_err());
    assert_eq!(cal.alpha(), 0.05);
}

#[test]
fn non_finite_scores_are_refused_without_partial_update() {
    let mut cal = Calibration::with_scores(0.5, vec![0.1, 0.2]).expect("valid");
    assert!(cal.add(f64::NAN).is_err());
    assert!(cal.extend([0.3, f64::INFINITY]).is_err());
    assert_eq!(cal.scores(), &[0.1, 0.2]);
    assert!(Calibration::with_scores(0.1, vec![f64::NEG_INFINITY]).is_err());
}

#[test]
fn incremental_adds_match_batch_calibration() {
    let mut state = 7;
    let scores: Vec<f64> = (0..60).map(|_| uniform(&mut state)).collect();
    let mut cal = Calibration::new(0.1).expect("valid alpha");
    for (i, s) in scores.iter().enumerate() {
        cal.add(*s).expect("finite");
        assert_eq!(cal.threshold(), conformal_threshold(&scores[..=i], 0.1));
    }
    assert!(
        cal.threshold().is_some(),
        "60 scores at α = 0.1 give a finite threshold"
    );
}

#[test]
fn keep_recent_drops_oldest_and_recomputes() {
    let mut cal = Calibration::with_scores(0.5, vec![9.0, 8.0, 1.0, 2.0, 3.0]).expect("valid");
    cal.keep_recent(3);
    assert_eq!(cal.scores(), &[1.0, 2.0, 3.0]);
    assert_eq!(cal.threshold(), Some(2.0));
}

#[test]
fn deserialising_recomputes_a_tampered_threshold() {
    let json = r#"{"alpha": 0.5, "scores": [3.0, 1.0, 2.0], "threshold": 99.0}"#;
    let cal: Calibration = serde_json::from_str(json).expect("parses");
    assert_eq!(cal.threshold(), Some(2.0));
    let back: Calibration =
        serde_json::from_str(&serde_json::to_string(&cal).expect("ser")).expect("de");
    assert_eq!(back, cal);
    assert!(serde_json::from_str::<Calibration>(r#"{"alpha": 2.0, "scores": []}"#).is_err());
}

#[rstest]
#[case(0.0, 0.0, 0.5)]
#[case(3.0, 1.0, 1.0 / (1.0 + 2f64.exp()))]
#[case(1000.0, -1000.0, 0.0)]
#[case(-1000.0, 1000.0, 1.0)]
fn yes_no_logits_give_probability_of_no(#[case] yes: f64, #[case] no: f64, #[case] p_no: f64) {
    let s = score_from_yes_no_logits(yes, no);
    assert!((s - p_no).abs() < 1e-12, "{s} vs {p_no}");
    assert_eq!(score_from_no_probability(p_no), p_no);
}

#[test]
fn relevance_is_negated_so_better_sql_scores_lower() {
    assert!(score_from_relevance(0.9) < score_from_relevance(0.2));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Theorem 6.1: over fresh exchangeable calibration sets and test points, the share of test
    /// scores kept is ≥ 1 − α (and, for continuous scores, equals k/(n+1) ≤ 1 − α + 1/(n+1)).
    /// The slack is a one-sided Bernstein bound at δ = 1e-9 per case with variance ≤ α(1 − α),
    /// so a correct implementation fails with probability < 1e-7 over the whole run while an
    /// off-by-one rank or a flipped inequality (coverage off by ≥ 1/(n+1) ≥ 0.02) is caught.
    #[test]
    fn empirical_coverage_meets_one_minus_alpha(
        seed in any::<u64>(),
        n in 10usize..50,
        alpha in 0.02f64..0.3,
        dist in prop_oneof![Just(Dist::Uniform), Just(Dist::Exponential), Just(Dist::Squared), Just(Dist::Grid)],
    ) {
        const REPS: usize = 4000;
        let mut state = seed;
        let mut covered = 0usize;
        let mut cal_scores = vec![0.0; n];
        for _ in 0..REPS {
            for s in cal_scores.iter_mut() {
                *s = dist.draw(&mut state);
            }
            let test = dist.draw(&mut state);
            if !select(&[test], conformal_threshold(&cal_scores, alpha)).is_empty() {
                covered += 1;
            }
        }
        let coverage = covered as f64 / REPS as f64;
        let slack = bernstein_slack(REPS, alpha * (1.0 - alpha), 1e-9);
        prop_assert!(coverage >= 1.0 - alpha - slack, "coverage {coverage} < 1 - {alpha} - {slack}");
        if dist.continuous() {
            let k = quantile_rank(n, alpha);
            let exact = if k > n { 1.0 } else { k as f64 / (n as f64 + 1.0) };
            prop_assert!(coverage <= exact + slack, "coverage {coverage} > {exact} + {slack}");
        }
    }
}
