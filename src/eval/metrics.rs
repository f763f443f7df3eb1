//! The benchmark's metrics (AmbiQT, ODIN, EIG papers) and their aggregation per kind.
//!
//! Owns: per-example outcomes, the METRICS object of DESIGN.md (field names are an interface),
//! and the table printed for people.
//! Must not touch: how outcomes are produced (that is the runner's).

use serde::Serialize;
use std::collections::BTreeMap;

/// What one example yielded.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outcome {
    pub kind: String,
    /// Gold readings found among the first k candidates (by execution match).
    pub gold_in_topk: [bool; 2],
    /// Candidates shown.
    pub shown: usize,
    /// gold[0] is among every reading the session holds, shown or not (the pool).
    pub in_pool: bool,
    /// How many readings the session held after the first round (the pool's size).
    pub pool: usize,
    /// The best reading's confidence before any question and after the dialogue.
    pub confidence: Vec<super::calibration::ConfidencePoint>,
    /// The schema was pruned for this question: did every table gold[0] reads survive.
    pub pruned_kept_gold: Option<bool>,
    /// With a simulated user: did the top candidate match gold[0] before any question.
    pub top1_before: Option<bool>,
    /// With a simulated user: did the final top candidate match gold[0], and after how many questions.
    pub clarified: Option<(bool, usize)>,
    /// With a simulated user: did the top candidate match gold[0] after at most 1, 2, 3
    /// questions (the user stops being asked at the budget or when the session stops).
    pub top1_by_budget: Option<[bool; BUDGETS]>,
    /// Top-1 before any question, with learning from earlier questions (personalisation runs).
    pub personalized_top1: Option<bool>,
    /// Top-1 before any question, without learning.
    pub unpersonalized_top1: Option<bool>,
    /// The same question text was asked earlier on this database in the run (an AmbiQT variant
    /// of it): its learning figures are reported apart, since learning then also remembers.
    pub repeat: bool,
    /// ODIN's calibration score: the selector score at which the shown set first holds every
    /// gold reading some candidate implements (None when none is implemented).
    pub calibration: Option<f64>,
    /// The linking step's calibration scores ([`crate::core::link_sets::calibration_scores`]):
    /// one per phrase of the question that names a component of gold[0].
    pub link_calibration: Vec<f64>,
}

/// Question budgets the top-1 curve is reported at (1, 2, 3 questions).
pub const BUDGETS: usize = 3;

/// The METRICS object of DESIGN.md. Percentages are 0–100.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Metrics {
    pub n: usize,
    pub either_in_topk: f64,
    pub both_in_topk: f64,
    pub avg_result_size: f64,
    /// gold[0] anywhere in the session's readings, shown or not (what a question could reach).
    pub pool_recall: f64,
    /// Readings held per question after generation: mean and largest (bounded by `method.pool`).
    pub mean_pool: f64,
    pub max_pool: usize,
    /// Questions whose schema was pruned before generation, and the share of them whose
    /// pruned schema kept every table gold[0] reads (ODIN/RTS's schema-linking recall).
    pub pruned: usize,
    pub pruned_gold_table_recall: Option<f64>,
    /// Top-1 before any question (budget 0), with the simulated user's runs.
    pub top1_before: Option<f64>,
    pub top1_after_clarification: Option<f64>,
    pub mean_questions: Option<f64>,
    pub personalized_top1: Option<f64>,
    pub unpersonalized_top1: Option<f64>,
    /// Learning figures over questions whose text was asked earlier on the same database
    /// (excluded from `personalized_top1` / `unpersonalized_top1`, which count first
    /// occurrences only).
    pub repeated_personalized_top1: Option<f64>,
    pub repeated_unpersonalized_top1: Option<f64>,
    /// Top-1 after at most 1, 2, 3 questions (strategies compared at equal effort).
    pub top1_at_budget: Option<[f64; BUDGETS]>,
}

fn pct(hits: usize, n: usize) -> f64 {
    if n == 0 {
        0.0
    } else {
        100.0 * hits as f64 / n as f64
    }
}

fn optional_pct(values: impl Iterator<Item = Option<bool>>) -> Option<f64> {
    let seen: Vec<bool> = values.flatten().collect();
    (!seen.is_empty()).then(|| pct(seen.iter().filter(|&&b| b).count(), seen.len()))
}

impl Metrics {
    /// Aggregate outcomes.
    pub fn of(outcomes: &[&Outcome]) -> Metrics {
        let n = outcomes.len();
        let either = outcomes
            .iter()
            .filter(|o| o.gold_in_topk.iter().any(|&b| b))
            .count();
        let both = outcomes
            .iter()
            .filter(|o| o.gold_in_topk.iter().all(|&b| b))
            .count();
        let shown: usize = outcomes.iter().map(|o| o.shown).sum();
        let clarified: Vec<(bool, usize)> = outcomes.iter().filter_map(|o| o.clarified).collect();
        let first = outcomes.iter().filter(|o| !o.repeat);
        let repeated = outcomes.iter().filter(|o| o.repeat);
        Metrics {
            n,
            either_in_topk: pct(either, n),
            both_in_topk: pct(both, n),
            avg_result_size: if n == 0 { 0.0 } else { shown as f64 / n as f64 },
            pool_recall: pct(outcomes.iter().filter(|o| o.in_pool).count(), n),
            mean_pool: if n == 0 {
                0.0
            } else {
                outcomes.iter().map(|o| o.pool).sum::<usize>() as f64 / n as f64
            },
            max_pool: outcomes.iter().map(|o| o.pool).max().unwrap_or(0),
            pruned: outcomes
                .iter()
                .filter(|o| o.pruned_kept_gold.is_some())
                .count(),
            pruned_gold_table_recall: optional_pct(outcomes.iter().map(|o| o.pruned_kept_gold)),
            top1_after_clarification: (!clarified.is_empty())
                .then(|| pct(clarified.iter().filter(|c| c.0).count(), clarified.len())),
            mean_questions: (!clarified.is_empty()).then(|| {
                clarified.iter().map(|c| c.1 as f64).sum::<f64>() / clarified.len() as f64
            }),
            top1_before: optional_pct(outcomes.iter().map(|o| o.top1_before)),
            personalized_top1: optional_pct(first.clone().map(|o| o.personalized_top1)),
            unpersonalized_top1: optional_pct(first.map(|o| o.unpersonalized_top1)),
            repeated_personalized_top1: optional_pct(repeated.clone().map(|o| o.personalized_top1)),
            repeated_unpersonalized_top1: optional_pct(repeated.map(|o| o.unpersonalized_top1)),
            top1_at_budget: {
                let curves: Vec<[bool; BUDGETS]> =
                    outcomes.iter().filter_map(|o| o.top1_by_budget).collect();
                (!curves.is_empty()).then(|| {
                    std::array::from_fn(|b| {
                        pct(curves.iter().filter(|c| c[b]).count(), curves.len())
                    })
                })
            },
        }
    }

    /// Metrics per kind (C, T, J, P, …) and overall.
    pub fn by_kind(outcomes: &[Outcome]) -> (BTreeMap<String, Metrics>, Metrics) {
        let mut kinds: BTreeMap<String, Vec<&Outcome>> = BTreeMap::new();
        for outcome in outcomes {
            kinds.entry(outcome.kind.clone()).or_default().push(outcome);
        }
        let by_kind = kinds
            .iter()
            .map(|(k, v)| (k.clone(), Metrics::of(v)))
            .collect();
        let all: Vec<&Outcome> = outcomes.iter().collect();
        (by_kind, Metrics::of(&all))
    }
}

/// The table for people: one row per kind and one overall.
pub fn table(by_kind: &BTreeMap<String, Metrics>, overall: &Metrics, k: usize) -> String {
    let cell = |v: Option<f64>| v.map_or_else(|| "—".to_string(), |v| format!("{v:.1}"));
    let mut out = format!(
        "{:<8} {:>5} {:>9} {:>9} {:>8} {:>10} {:>10} {:>10} {:>10} {:>10}\n",
        "kind",
        "n",
        format!("either@{k}"),
        format!("both@{k}"),
        "avg size",
        "top1 0q",
        "top1 clar",
        "questions",
        "pers top1",
        "unpers"
    );
    let rows = by_kind
        .iter()
        .map(|(k, m)| (k.as_str(), m))
        .chain(std::iter::once(("overall", overall)));
    for (name, m) in rows {
        out.push_str(&format!(
            "{:<8} {:>5} {:>9.1} {:>9.1} {:>8.2} {:>10} {:>10} {:>10} {:>10} {:>10}\n",
            name,
            m.n,
            m.either_in_topk,
            m.both_in_topk,
            m.avg_result_size,
            cell(m.top1_before),
            cell(m.top1_after_clarification),
            m.mean_questions
                .map_or_else(|| "—".to_string(), |v| format!("{v:.2}")),
            cell(m.personalized_top1),
            cell(m.unpersonalized_top1),
        ));
    }
    if let Some(curve) = overall.top1_at_budget {
        let at: Vec<String> = overall
            .top1_before
            .into_iter()
            .chain(curve)
            .map(|v| format!("{v:.1}"))
            .collect();
        let budgets = if overall.top1_before.is_some() {
            "0 / 1 / 2 / 3"
        } else {
            "1 / 2 / 3"
        };
        out.push_str(&format!(
            "top-1 after at most {budgets} questions: {}\n",
            at.join(" / ")
        ));
    }
    out.push_str(&format!(
        "the wanted reading (gold[0]) among all readings held, shown or not: {:.1} \
         (readings held: {:.1} on average, at most {})\n",
        overall.pool_recall, overall.mean_pool, overall.max_pool
    ));
    if let Some(recall) = overall.pruned_gold_table_recall {
        out.push_str(&format!(
            "gold tables kept by schema pruning: {recall:.1} of {} pruned questions\n",
            overall.pruned
        ));
    }
    if let (Some(with), Some(without)) = (
        overall.repeated_personalized_top1,
        overall.repeated_unpersonalized_top1,
    ) {
        out.push_str(&format!(
            "learning on repeated question texts (not in the table): {with:.1} with, {without:.1} without\n"
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(kind: &str, gold: [bool; 2], shown: usize) -> Outcome {
        Outcome {
            kind: kind.into(),
            gold_in_topk: gold,
            shown,
            ..Outcome::default()
        }
    }

    #[test]
    fn the_budget_curve_counts_each_budget_apart_and_prints_under_the_table() {
        let mut outcomes = vec![outcome("C", [true, true], 2), outcome("J", [true, true], 2)];
        outcomes[0].top1_by_budget = Some([false, true, true]);
        outcomes[1].top1_by_budget = Some([false, false, true]);
        let (by_kind, overall) = Metrics::by_kind(&outcomes);
        assert_eq!(overall.top1_at_budget, Some([0.0, 50.0, 100.0]));
        assert_eq!(by_kind["C"].top1_at_budget, Some([0.0, 100.0, 100.0]));
        let printed = table(&by_kind, &overall, 5);
        assert!(printed.contains("top-1 after at most 1 / 2 / 3 questions: 0.0 / 50.0 / 100.0"));
        outcomes[0].top1_before = Some(true);
        outcomes[1].top1_before = Some(false);
        let (by_kind, overall) = Metrics::by_kind(&outcomes);
        let printed = table(&by_kind, &overall, 5);
        assert!(printed.contains("at most 0 / 1 / 2 / 3 questions: 50.0 / 0.0 / 50.0 / 100.0"));
        let none = Metrics::of(&[&outcome("C", [true, true], 1)]);
        assert_eq!(none.top1_at_budget, None);
    }

    /// Learning counts first occurrences of a question text only; repeats are reported apart.
    /// Top-1 before questions and pool recall are aggregated like the rest.
    #[test]
    fn learning_counts_first_occurrences_and_repeats_apart() {
        let mut outcomes = vec![
            outcome("C", [true, true], 2),
            outcome("C", [true, true], 2),
            outcome("C", [false, false], 2),
        ];
        for (o, (with, without, repeat)) in outcomes.iter_mut().zip([
            (true, false, false),
            (true, true, true),
            (false, false, false),
        ]) {
            o.personalized_top1 = Some(with);
            o.unpersonalized_top1 = Some(without);
            o.repeat = repeat;
            o.top1_before = Some(without);
            o.in_pool = with;
        }
        let (_, overall) = Metrics::by_kind(&outcomes);
        assert_eq!(overall.personalized_top1, Some(50.0));
        assert_eq!(overall.unpersonalized_top1, Some(0.0));
        assert_eq!(overall.repeated_personalized_top1, Some(100.0));
        assert_eq!(overall.repeated_unpersonalized_top1, Some(100.0));
        assert!((overall.top1_before.expect("measured") - 100.0 / 3.0).abs() < 1e-9);
        assert!((overall.pool_recall - 200.0 / 3.0).abs() < 1e-9);
        let printed = table(&BTreeMap::new(), &overall, 5);
        assert!(
            printed.contains("learning on repeated question texts"),
            "{printed}"
        );
    }

    #[test]
    fn aggregates_per_kind_and_overall() {
        let mut outcomes = vec![
            outcome("C", [true, true], 5),
            outcome("C", [true, false], 3),
            outcome("T", [false, false], 1),
            outcome("T", [false, true], 1),
        ];
        outcomes[0].clarified = Some((true, 1));
        outcomes[1].clarified = Some((false, 2));
        let (by_kind, overall) = Metrics::by_kind(&outcomes);
        assert_eq!(by_kind["C"].both_in_topk, 50.0);
        assert_eq!(by_kind["C"].either_in_topk, 100.0);
        assert_eq!(by_kind["C"].top1_after_clarification, Some(50.0));
        assert_eq!(by_kind["C"].mean_questions, Some(1.5));
        assert_eq!(by_kind["T"].top1_after_clarification, None);
        assert_eq!(overall.n, 4);
        assert_eq!(overall.either_in_topk, 75.0);
        assert_eq!(overall.avg_result_size, 2.5);
        let json = serde_json::to_value(&overall).expect("serialises");
        for field in [
            "n",
            "either_in_topk",
            "both_in_topk",
            "avg_result_size",
            "top1_after_clarification",
            "mean_questions",
            "personalized_top1",
            "unpersonalized_top1",
        ] {
            assert!(json.get(field).is_some(), "missing {field}");
        }
        assert!(table(&by_kind, &overall, 5).contains("overall"));
    }
}
