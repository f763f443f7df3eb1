//! ODIN's selector score (§6.3.2): how badly a SQL reading covers the question's entities.
//!
//! Owns: the SBERT-style nonconformity s(Q, q) = −min_e max_{c ∈ q} sim(e, c) that the
//! split-conformal threshold of [`crate::core::conformal`] is calibrated on, with the entities
//! chosen and normalised as documented below.
//! Must not touch: the threshold or the calibration data (conformal's), nor how the score is
//! computed (the [`Similarity`] port).
//!
//! Two choices beyond the paper, both because ODIN's entities come from an LLM that returns
//! schema-relevant phrases while ours come from [`extract_entities`] (every content phrase):
//! - words that ask for an operation rather than name data ("average", "highest", …) are not
//!   entities here: the SQL expresses them as aggregates and ordering, not as columns;
//! - each entity's similarity is divided by its best similarity over the whole schema, so an
//!   entity no column matches well cannot dominate the minimum for every reading alike.

use crate::core::linking::extract_entities;
use crate::core::ports::Similarity;

/// Words that name an operation, not data.
const OPERATION_WORDS: &[&str] = &[
    "average", "avg", "mean", "total", "sum", "maximum", "max", "minimum", "min", "highest",
    "lowest", "largest", "smallest", "biggest", "greatest", "top", "first", "last", "oldest",
    "youngest", "older", "younger", "newest", "latest", "earliest", "most", "least", "all", "name",
    "names", "id", "ids", "list", "each", "every", "value", "values",
];

/// The question's entities that can name data, each with its best similarity over the schema
/// components (entities no component resembles at all are dropped).
pub fn relevant_entities(
    question: &str,
    schema_components: &[String],
    similarity: &dyn Similarity,
) -> Vec<(String, f64)> {
    extract_entities(question)
        .into_iter()
        .filter(|e| !e.split_whitespace().all(|w| OPERATION_WORDS.contains(&w)))
        .filter_map(|entity| {
            let best = schema_components
                .iter()
                .map(|c| similarity.similarity(&entity, c))
                .fold(f64::NEG_INFINITY, f64::max);
            (best.is_finite() && best > 0.0).then_some((entity, best))
        })
        .collect()
}

/// s(Q, q): minus the worst-covered entity's normalised similarity to the reading's components.
/// In [−1, 0] for sensible similarities; −1 when the question has no relevant entity (nothing
/// to miss). Lower is better, as conformal prediction wants.
pub fn nonconformity(
    entities: &[(String, f64)],
    components: &[String],
    similarity: &dyn Similarity,
) -> f64 {
    if entities.is_empty() {
        return -1.0;
    }
    let worst = entities
        .iter()
        .map(|(entity, best)| {
            let covered = components
                .iter()
                .map(|c| similarity.similarity(entity, c))
                .fold(0.0f64, f64::max);
            (covered / best).min(1.0)
        })
        .fold(f64::INFINITY, f64::min);
    -worst
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(a: &str, b: &str) -> f64 {
        let split = |s: &str| -> Vec<String> {
            s.to_lowercase()
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect()
        };
        let (a, b) = (split(a), split(b));
        let stem = |w: &String| w.chars().take(5).collect::<String>();
        let shared = a
            .iter()
            .filter(|w| b.iter().any(|v| stem(v) == stem(w)))
            .count() as f64;
        shared / a.len().max(1) as f64
    }

    fn components(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_reading_that_misses_an_entity_scores_worse() {
        let schema = components(&[
            "employees",
            "employees.salary",
            "employees.name",
            "departments",
            "departments.name",
        ]);
        let entities = relevant_entities(
            "What are the average salaries by department?",
            &schema,
            &words,
        );
        let names: Vec<&str> = entities.iter().map(|(e, _)| e.as_str()).collect();
        assert!(
            names.contains(&"department") && names.contains(&"salaries"),
            "{names:?}"
        );
        assert!(
            !names.contains(&"average"),
            "operation words are not entities"
        );
        let full = nonconformity(
            &entities,
            &components(&[
                "employees",
                "employees.salary",
                "departments",
                "departments.name",
            ]),
            &words,
        );
        let partial = nonconformity(
            &entities,
            &components(&["employees", "employees.salary"]),
            &words,
        );
        assert!(full < partial, "{full} vs {partial}");
        assert!((full + 1.0).abs() < 1e-9);
    }

    #[test]
    fn no_relevant_entity_means_nothing_to_miss() {
        let entities = relevant_entities("How many?", &components(&["t.x"]), &words);
        assert!(entities.is_empty());
        assert_eq!(nonconformity(&entities, &[], &words), -1.0);
    }
}
