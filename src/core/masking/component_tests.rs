//! Reading components off atoms, masking them, and scoring masked schemas (`Cal_Score`).

use super::tests::{col, one_table, singers, toy_sim};
use super::*;
use crate::core::sql::atomize_with_schema;
use rstest::rstest;
use std::cell::RefCell;

#[rstest]
#[case::join_keys_and_predicates(
    "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.singer_id WHERE T2.year = 2014",
    &["singer.name", "singer", "concert", "concert.singer_id", "singer.singer_id", "concert.year"]
)]
// Canonical join conditions order their operands (`singer#2…` sorts first).
#[case::self_join_copy_is_the_table(
    "SELECT a.name FROM singer a JOIN singer b ON a.singer_id = b.citizenship",
    &["singer.name", "singer", "singer.citizenship", "singer.singer_id"]
)]
#[case::string_literal_is_not_a_reference(
    "SELECT name FROM singer WHERE name = 'concert.theme'",
    &["singer.name", "singer"]
)]
#[case::unknown_names_are_not_components("SELECT x.foo FROM ghost AS x", &[])]
#[case::quoted_name_with_space("SELECT \"song name\" FROM singer", &["singer.song name", "singer"])]
#[case::cte_name_is_not_a_table(
    "WITH s AS (SELECT name FROM singer) SELECT name FROM s",
    &["singer.name", "singer"]
)]
#[case::unqualified_resolved_through_schema(
    "SELECT theme FROM singer JOIN concert ON singer.singer_id = concert.singer_id",
    &["concert.theme", "singer", "concert", "concert.singer_id", "singer.singer_id"]
)]
#[case::nested_query(
    "SELECT name FROM stadium WHERE stadium_id IN (SELECT year FROM concert)",
    &["stadium.name", "stadium", "stadium.stadium_id", "concert.year", "concert"]
)]
fn components_of_reads_tables_and_qualified_columns(#[case] sql: &str, #[case] expected: &[&str]) {
    let schema = singers();
    let atoms = atomize_with_schema(sql, &schema).expect("parses");
    let got: Vec<String> = components_of(&atoms, &schema)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(got, expected);
}

#[rstest]
#[case::column_and_its_key(col("SINGER", "Singer_ID"), 3, 4, 0)]
#[case::plain_column(col("singer", "nationality"), 3, 4, 1)]
#[case::table_and_touching_keys(Component::Table("concert".into()), 2, 5, 0)]
#[case::absent_table_changes_nothing(Component::Table("ghost".into()), 3, 5, 1)]
#[case::absent_column_changes_nothing(col("stadium", "theme"), 3, 5, 1)]
fn mask_removes_exactly_the_component(
    #[case] component: Component,
    #[case] tables: usize,
    #[case] singer_columns: usize,
    #[case] keys: usize,
) {
    let full = singers();
    let masked = mask(&full, &component);
    assert_eq!(masked.tables.len(), tables);
    let singer = masked.table("singer").expect("singer stays");
    assert_eq!(singer.columns.len(), singer_columns);
    assert_eq!(masked.foreign_keys.len(), keys);
    assert!(!component.present_in(&masked));
    if let Component::Column(_, c) = &component {
        assert!(singer
            .primary_key
            .iter()
            .all(|k| !k.eq_ignore_ascii_case(c)));
    }
    assert_eq!(masked == full, !component.present_in(&full));
}

#[rstest]
#[case::full_schema(&[], &["nationality", "singer"], 1.0)]
#[case::synonym_stands_in(&[col("singer", "nationality")], &["nationality", "singer"], 0.8)]
#[case::no_stand_in(&[col("singer", "name")], &["name", "nationality"], 0.0)]
#[case::no_entities(&[col("singer", "name")], &[], NO_ENTITY_SCORE)]
#[case::nothing_left(
    &[Component::Table("singer".into())],
    &["nationality"],
    f64::NEG_INFINITY
)]
fn cal_score_is_the_worst_entitys_best_column(
    #[case] masked: &[Component],
    #[case] entities: &[&str],
    #[case] expected: f64,
) {
    let schema = apply_mask(&one_table(), masked);
    let entities: Vec<String> = entities.iter().map(|e| e.to_string()).collect();
    assert_eq!(cal_score(&entities, &schema, &toy_sim), expected);
}

#[test]
fn cal_score_compares_table_qualified_names() {
    let seen = RefCell::new(Vec::new());
    let sim = |_: &str, column: &str| {
        seen.borrow_mut().push(column.to_string());
        0.5
    };
    cal_score(&["x".into()], &one_table(), &sim);
    assert_eq!(seen.borrow()[1], "singer.name");
}
