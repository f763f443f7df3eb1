//! Which words a reading accounts for, on a schema of our own: the right reading of each
//! question leaves nothing out, the usual wrong ones leave out the word they drop.

use super::*;
use crate::core::schema::{Schema, Table};
use crate::core::sql::atomize_with_schema;
use rstest::rstest;

fn schema() -> Schema {
    let table = |name: &str, columns: &[&str]| Table::with_columns(name, columns, &[]);
    Schema {
        tables: vec![
            table(
                "plants",
                &["plant_id", "plant_name", "status", "capacity_mw", "opened"],
            ),
            table("venues", &["venue_id", "venue_name", "seating_capacity"]),
            table(
                "plant_capacity",
                &["plant_id", "min_capacity", "max_capacity"],
            ),
        ],
        ..Schema::default()
    }
}

/// Word overlap of identifiers split at `_`: enough to tell naming from not naming.
fn overlap(a: &str, b: &str) -> f64 {
    let words = |s: &str| -> BTreeSet<String> {
        s.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(|w| w.trim_end_matches('s').to_string())
            .collect()
    };
    let (a, b) = (words(a), words(b));
    if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    2.0 * a.intersection(&b).count() as f64 / (a.len() + b.len()) as f64
}

fn left_out(question: &str, sql: &str) -> Vec<String> {
    let schema = schema();
    let atoms = atomize_with_schema(sql, &schema).expect("atoms");
    unexplained(question, &atoms, &schema, &overlap)
}

#[rstest]
#[case::a_status_value(
    "How many plants are shut down?",
    "SELECT COUNT(*) FROM plants WHERE status = 'shut down'",
    "SELECT COUNT(*) FROM plants",
    &["shut", "down"]
)]
#[case::the_number_of_a_top_n(
    "The 10 largest plants by capacity",
    "SELECT plant_name FROM plants ORDER BY capacity_mw DESC LIMIT 10",
    "SELECT plant_name FROM plants ORDER BY capacity_mw DESC",
    &["10"]
)]
#[case::a_superlative(
    "Which plant has the largest capacity?",
    "SELECT plant_name FROM plants ORDER BY capacity_mw DESC LIMIT 1",
    "SELECT plant_name FROM plants",
    &["largest", "capacity"]
)]
#[case::an_aggregate(
    "What is the average capacity of the plants?",
    "SELECT AVG(capacity_mw) FROM plants",
    "SELECT capacity_mw FROM plants",
    &["average"]
)]
#[case::a_point_in_time(
    "How many plants opened after 2020?",
    "SELECT COUNT(*) FROM plants WHERE opened > '2020-12-31'",
    "SELECT COUNT(*) FROM plants",
    &["opened", "after", "2020"]
)]
#[case::a_month_of_a_year(
    "How many plants opened in July 2021?",
    "SELECT COUNT(*) FROM plants WHERE opened LIKE '2021-07%'",
    "SELECT COUNT(*) FROM plants WHERE opened LIKE '2021%'",
    &["july"]
)]
#[case::a_month_of_a_year_written_year_last(
    "How many plants opened in March 2021?",
    "SELECT COUNT(*) FROM plants WHERE opened LIKE '03____2021'",
    "SELECT COUNT(*) FROM plants WHERE opened LIKE '%2021'",
    &["march"]
)]
#[case::a_negation_said_by_a_grammar_word(
    "Plants that are not shut down",
    "SELECT plant_name FROM plants WHERE status <> 'shut down'",
    "SELECT plant_name FROM plants WHERE status = 'shut down'",
    &["not"]
)]
#[case::negation(
    "Plants without a status",
    "SELECT plant_name FROM plants WHERE status IS NOT NULL AND NOT status = ''",
    "SELECT plant_name FROM plants",
    &["without", "status"]
)]
fn the_right_reading_accounts_for_every_word_and_a_wrong_one_lists_what_it_drops(
    #[case] question: &str,
    #[case] right: &str,
    #[case] wrong: &str,
    #[case] dropped: &[&str],
) {
    assert_eq!(left_out(question, right), Vec::<String>::new(), "{right}");
    assert_eq!(left_out(question, wrong), dropped, "{wrong}");
}

/// Readings that account for a word without the construct or table that usually says it.
#[rstest]
#[case::a_precomputed_extreme(
    "the smallest and largest capacity of each plant",
    "SELECT min_capacity, max_capacity FROM plant_capacity"
)]
fn what_a_column_or_a_reference_says_is_accounted_for(#[case] question: &str, #[case] sql: &str) {
    assert_eq!(left_out(question, sql), Vec::<String>::new(), "{sql}");
}

#[test]
fn a_number_is_used_only_as_a_whole_number() {
    assert_eq!(
        left_out(
            "plants over 10 MW",
            "SELECT plant_name FROM plants WHERE capacity_mw > 100"
        ),
        vec!["10"]
    );
}

#[test]
fn content_words_are_counted_once_and_grammar_words_not_at_all() {
    assert_eq!(
        crate::core::coverage::content_words(
            "What is the capacity of the plant and the plant's owner?"
        ),
        crate::core::coverage::content_words("capacity plant owner plant")
    );
    assert_eq!(crate::core::coverage::content_words("what is the"), 0);
}
