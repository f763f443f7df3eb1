//! Each check flags the impossible reading and passes its sensible sibling.

use super::*;
use crate::core::sql::atomize_with_schema;
use rstest::rstest;

fn column(name: &str, decl_type: &str, samples: &[&str]) -> Column {
    Column {
        name: name.into(),
        decl_type: decl_type.into(),
        samples: samples.iter().map(|s| s.to_string()).collect(),
        ..Column::default()
    }
}

/// Plants with a text region, a text capacity holding numbers, and a text name; units of each.
fn schema() -> Schema {
    Schema {
        tables: vec![
            Table {
                name: "plant".into(),
                columns: vec![
                    column("plant_id", "INTEGER", &["1", "2", "3"]),
                    column("plant_nm", "TEXT", &["Alder Creek", "Bay View"]),
                    column("region", "TEXT", &["Asia", "Europe"]),
                    column("cap_mw", "TEXT", &["9", "10", "120"]),
                    // Sampled values that happen to sort alike as text and as numbers.
                    column("beds", "TEXT", &["130", "1427", "1465"]),
                    column("output", "REAL", &["1.5", "20"]),
                    column("built_yr", "VARCHAR(4)", &["1998", "2004", "2016"]),
                ],
                primary_key: vec!["plant_id".into()],
                ..Table::default()
            },
            Table {
                name: "unit".into(),
                columns: vec![
                    column("unit_id", "INTEGER", &["1", "2"]),
                    column("plant_id", "INTEGER", &["1", "2"]),
                ],
                primary_key: vec!["unit_id".into()],
                ..Table::default()
            },
        ],
        ..Schema::default()
    }
}

fn doubts_of(sql: &str) -> Vec<String> {
    let schema = schema();
    let atoms = atomize_with_schema(sql, &schema).expect("test SQL parses");
    doubts(&atoms, &schema)
}

#[rstest]
#[case::contradictory_equalities(
    "SELECT plant_nm FROM plant WHERE region = 'Asia' AND region = 'Europe'",
    "to be both"
)]
#[case::numbers_both_ways(
    "SELECT plant_nm FROM plant WHERE plant_id = 8 AND plant_id = 1974",
    "to be both"
)]
#[case::contradictory_prefixes(
    "SELECT plant_nm FROM plant WHERE built_yr LIKE '2004%' AND built_yr LIKE '2016%'",
    "start with both"
)]
#[case::sum_of_words("SELECT SUM(plant_nm) FROM plant", "holds words")]
#[case::avg_of_words_by_alias("SELECT AVG(p.region) FROM plant AS p", "holds words")]
#[case::text_numbers_ordered(
    "SELECT plant_nm FROM plant ORDER BY cap_mw DESC LIMIT 1",
    "orders plant.cap_mw"
)]
#[case::text_numbers_compared(
    "SELECT plant_nm FROM plant WHERE cap_mw > 100",
    "compares plant.cap_mw"
)]
#[case::years_against_a_shorter_number(
    "SELECT plant_nm FROM plant WHERE built_yr > 800",
    "compares plant.built_yr"
)]
#[case::text_numbers_max("SELECT MAX(cap_mw) FROM plant", "max of plant.cap_mw")]
#[case::widths_differ_though_samples_sort_alike(
    "SELECT plant_nm FROM plant ORDER BY beds DESC LIMIT 1",
    "orders plant.beds"
)]
#[case::number_on_words(
    "SELECT plant_nm FROM plant WHERE region = 5",
    "holds words, with the number 5"
)]
#[case::max_of_words("SELECT MAX(plant_nm) FROM plant", "last in alphabetical order")]
#[case::min_of_words("SELECT region, MIN(plant_nm) FROM plant GROUP BY region", "first in")]
#[case::group_by_the_key("SELECT plant_id, COUNT(*) FROM plant GROUP BY plant_id", "unique key")]
#[case::echoed_filter("SELECT region FROM plant WHERE region = 'Asia'", "lists only what")]
#[case::echoed_filter_listed_once(
    "SELECT DISTINCT p.region FROM plant AS p JOIN unit AS u ON p.plant_id = u.plant_id \
     WHERE p.region = 'Asia' AND u.unit_id > 1",
    "plant.region = 'Asia'"
)]
#[case::echoed_number("SELECT cap_mw FROM plant WHERE cap_mw = 10", "lists only what")]
#[case::echoed_in_one_branch(
    "SELECT plant_nm FROM plant WHERE region = 'Asia' \
     INTERSECT SELECT plant_nm FROM plant WHERE plant_nm = 'Bay View'",
    "lists only what"
)]
fn impossible_readings_are_doubted_with_the_reason(#[case] sql: &str, #[case] reason: &str) {
    let found = doubts_of(sql);
    assert!(found.iter().any(|d| d.contains(reason)), "{sql}: {found:?}");
}

#[rstest]
#[case::one_value("SELECT plant_nm FROM plant WHERE region = 'Asia'")]
#[case::either_value("SELECT plant_nm FROM plant WHERE region = 'Asia' OR region = 'Europe'")]
#[case::two_columns("SELECT plant_id FROM plant WHERE region = 'Asia' AND plant_nm = 'Bay View'")]
#[case::same_value_twice("SELECT plant_nm FROM plant WHERE region = 'Asia' AND region = 'Asia'")]
#[case::sum_of_numbers("SELECT SUM(output) FROM plant")]
#[case::cast_before_ordering("SELECT plant_nm FROM plant ORDER BY CAST(cap_mw AS REAL) DESC")]
#[case::real_numbers_ordered("SELECT plant_nm FROM plant ORDER BY output DESC")]
#[case::words_ordered("SELECT plant_nm FROM plant ORDER BY plant_nm")]
#[case::text_equality("SELECT plant_nm FROM plant WHERE cap_mw = '10'")]
#[case::max_of_years_as_text("SELECT MAX(built_yr) FROM plant")]
#[case::ordered_by_words("SELECT region FROM plant ORDER BY region DESC LIMIT 1")]
#[case::group_by_a_join_key(
    "SELECT p.plant_id, COUNT(*) FROM plant AS p JOIN unit AS u ON p.plant_id = u.plant_id GROUP BY p.plant_id"
)]
#[case::group_by_other_column("SELECT region, COUNT(*) FROM plant GROUP BY region")]
#[case::count_in_having("SELECT region FROM plant GROUP BY region HAVING COUNT(*) > 2")]
#[case::in_two_subqueries(
    "SELECT plant_nm FROM plant WHERE plant_id IN (SELECT plant_id FROM unit WHERE unit_id = 1) AND plant_id IN (SELECT plant_id FROM unit WHERE unit_id = 2)"
)]
#[case::same_width_years_ordered("SELECT plant_nm FROM plant ORDER BY built_yr")]
#[case::same_width_years_compared("SELECT plant_nm FROM plant WHERE built_yr > 2015")]
#[case::same_width_years_against_an_average(
    "SELECT plant_nm FROM plant WHERE built_yr > (SELECT AVG(built_yr) FROM plant)"
)]
#[case::number_on_numbers("SELECT plant_nm FROM plant WHERE plant_id = 5")]
#[case::nested_prefixes(
    "SELECT plant_nm FROM plant WHERE built_yr LIKE '20%' AND built_yr LIKE '2016%'"
)]
#[case::either_prefix(
    "SELECT plant_nm FROM plant WHERE built_yr LIKE '2004%' OR built_yr LIKE '2016%'"
)]
#[case::prefixes_of_two_columns(
    "SELECT plant_nm FROM plant WHERE built_yr LIKE '2004%' AND region LIKE 'As%'"
)]
#[case::cast_before_adding_up("SELECT AVG(CAST(beds AS INTEGER)) FROM plant")]
#[case::sqlite_adds_up_numbers_stored_as_text("SELECT AVG(beds) FROM plant")]
#[case::words_equal_to_words("SELECT plant_nm FROM plant WHERE region = '5'")]
#[case::listed_with_another_column("SELECT plant_nm, region FROM plant WHERE region = 'Asia'")]
#[case::listed_by_a_pattern("SELECT plant_nm FROM plant WHERE plant_nm LIKE '%Bay%'")]
#[case::listed_from_either_value(
    "SELECT region FROM plant WHERE region = 'Asia' OR region = 'Europe'"
)]
#[case::counted_for_a_value("SELECT COUNT(*) FROM plant WHERE region = 'Asia'")]
#[case::values_tested_against(
    "SELECT plant_nm FROM plant WHERE region NOT IN (SELECT region FROM plant WHERE region = 'Asia')"
)]
#[case::grouped_for_a_value(
    "SELECT region, COUNT(*) FROM plant WHERE region = 'Asia' GROUP BY region"
)]
fn sensible_readings_raise_no_doubt(#[case] sql: &str) {
    assert_eq!(doubts_of(sql), Vec::<String>::new(), "{sql}");
}

#[test]
fn unknown_types_and_unsampled_columns_are_given_the_benefit_of_the_doubt() {
    let mut schema = schema();
    for column in &mut schema.tables[0].columns {
        column.samples.clear();
    }
    let atoms =
        atomize_with_schema("SELECT plant_nm FROM plant ORDER BY cap_mw", &schema).expect("parses");
    assert!(doubts(&atoms, &schema).is_empty());
}

#[rstest]
#[case::ordered(
    "SELECT plant_nm FROM plant ORDER BY cap_mw DESC LIMIT 1",
    "SELECT plant_nm FROM plant ORDER BY CAST(cap_mw AS INTEGER) DESC LIMIT 1"
)]
#[case::compared_through_an_alias(
    "SELECT p.plant_nm FROM plant AS p WHERE p.cap_mw>100",
    "SELECT p.plant_nm FROM plant AS p WHERE CAST(p.cap_mw AS INTEGER)>100"
)]
#[case::compared_with_an_average(
    "SELECT plant_nm FROM plant WHERE beds > (SELECT AVG(beds) FROM plant)",
    "SELECT plant_nm FROM plant WHERE CAST(beds AS INTEGER) > (SELECT AVG(beds) FROM plant)"
)]
#[case::max_and_order(
    "SELECT MAX( cap_mw ) FROM plant WHERE cap_mw > 5 ORDER BY cap_mw",
    "SELECT MAX( CAST(cap_mw AS INTEGER) ) FROM plant WHERE CAST(cap_mw AS INTEGER) > 5 ORDER BY CAST(cap_mw AS INTEGER)"
)]
fn numbers_stored_as_text_are_offered_read_as_numbers(#[case] sql: &str, #[case] cast: &str) {
    let schema = schema();
    let atoms = atomize_with_schema(sql, &schema).expect("parses");
    assert_eq!(cast_reading(sql, &atoms, &schema).as_deref(), Some(cast));
    let again = atomize_with_schema(cast, &schema).expect("the cast reading parses");
    assert!(
        doubts(&again, &schema).is_empty(),
        "{:?}",
        doubts(&again, &schema)
    );
}

/// Off SQLite, adding up text is refused: the sum is of the numbers the text holds.
#[rstest]
#[case::averaged(
    "SELECT AVG(beds) FROM plant WHERE region = 'Asia'",
    "SELECT AVG(CAST(beds AS INTEGER)) FROM plant WHERE region = 'Asia'"
)]
#[case::summed_in_order(
    "SELECT region FROM plant GROUP BY region ORDER BY SUM(cap_mw) DESC",
    "SELECT region FROM plant GROUP BY region ORDER BY SUM(CAST(cap_mw AS INTEGER)) DESC"
)]
fn off_sqlite_numbers_stored_as_text_are_added_up_as_numbers(
    #[case] sql: &str,
    #[case] cast: &str,
) {
    let schema = Schema {
        engine: crate::core::engine::Engine::Duckdb,
        ..schema()
    };
    let atoms = atomize_with_schema(sql, &schema).expect("parses");
    assert!(
        doubts(&atoms, &schema)
            .iter()
            .any(|d| d.contains("numbers stored as text, without reading them")),
        "{sql}"
    );
    assert_eq!(cast_reading(sql, &atoms, &schema).as_deref(), Some(cast));
}

#[test]
fn a_reading_with_nothing_to_cast_is_not_offered_again() {
    let schema = schema();
    let sql = "SELECT plant_nm FROM plant WHERE region = 'Asia' AND region = 'Europe'";
    let atoms = atomize_with_schema(sql, &schema).expect("parses");
    assert_eq!(cast_reading(sql, &atoms, &schema), None);
}

#[rstest]
#[case::empty_among_answers(Some("empty:x"), &[Some("u:y")], true)]
#[case::all_empty(Some("empty:x"), &[Some("empty:x")], false)]
#[case::siblings_not_checked_yet(Some("empty:x"), &[None], false)]
#[case::alone(Some("empty:x"), &[], false)]
#[case::rows(Some("u:y"), &[Some("empty:x")], false)]
#[case::empty_only_on_a_sample(Some("~empty:select 1"), &[Some("u:y")], false)]
fn an_empty_answer_is_doubted_only_beside_answers(
    #[case] fingerprint: Option<&str>,
    #[case] siblings: &[Option<&str>],
    #[case] doubted: bool,
) {
    assert_eq!(
        empty_among_answers(fingerprint, siblings).is_some(),
        doubted
    );
}
