use super::*;
use crate::core::schema::{ForeignKey, Table};
use rstest::rstest;

fn schema() -> Schema {
    Schema {
        tables: vec![
            Table::with_columns("singer", &["singer_id", "name", "age"], &["singer_id"]),
            Table::with_columns("concert", &["concert_id", "title", "year"], &["concert_id"]),
            Table::with_columns("performs", &["concert_id", "singer_id"], &[]),
        ],
        foreign_keys: vec![
            ForeignKey {
                from_table: "performs".into(),
                from_column: "concert_id".into(),
                to_table: "concert".into(),
                to_column: "concert_id".into(),
                inferred: false,
            },
            ForeignKey {
                from_table: "performs".into(),
                from_column: "singer_id".into(),
                to_table: "singer".into(),
                to_column: "singer_id".into(),
                inferred: false,
            },
        ],
        ..Default::default()
    }
}

#[rstest]
#[case::aliases_and_case(
    "select T1.name from singer as T1 where T1.age > 30",
    "SELECT name FROM Singer WHERE 30 < age"
)]
#[case::count_of_the_key("select count(singer_id) from singer", "select count(*) from singer")]
#[case::join_through_a_key_used_for_nothing_else(
    "select name from singer where singer_id not in (select T2.singer_id from concert as T1 join performs as T2 on T1.concert_id = T2.concert_id)",
    "select name from singer where singer_id not in (select singer_id from performs)"
)]
#[case::the_same_join_written_in_where(
    "select T1.title from concert as T1 join performs as T2 on T1.concert_id = T2.concert_id",
    "select concert.title from concert, performs where performs.concert_id = concert.concert_id"
)]
#[case::a_joined_key_read_on_the_other_side(
    "select count(distinct T1.singer_id) from singer as T1 join performs as T2 on T1.singer_id = T2.singer_id",
    "select count(distinct singer_id) from performs"
)]
#[case::a_chain_of_keys_read_at_its_end(
    "select count(distinct T3.concert_id) from singer as T1 join performs as T2 on T1.singer_id = T2.singer_id join concert as T3 on T2.concert_id = T3.concert_id where T1.age > 30",
    "select count(distinct T2.concert_id) from singer as T1 join performs as T2 on T1.singer_id = T2.singer_id where T1.age > 30"
)]
fn equivalent_spellings_mean_the_same(#[case] a: &str, #[case] b: &str) {
    assert_same(&schema(), a, b);
}

fn assert_same(schema: &Schema, a: &str, b: &str) {
    let meaning = |sql: &str| Meaning::of(sql, schema).expect("decomposes");
    assert!(
        meaning(a).same_as(&meaning(b)),
        "{a}\n{b}\n{:#?}\n{:#?}",
        meaning(a),
        meaning(b)
    );
}

/// A concert table whose year is declared text, as exports keep it.
fn text_year_schema() -> Schema {
    let mut schema = schema();
    for column in &mut schema.tables[1].columns {
        if column.name == "year" {
            column.decl_type = "TEXT".into();
        }
    }
    schema
}

/// SQLite compares a number with a text column as the text of the number.
#[rstest]
#[case::equal(
    "select title from concert where year = 2014",
    "select title from concert where year = '2014'"
)]
#[case::either(
    "select count(*) from concert where year = 2014 or year = 2015",
    "select count(*) from concert where year = '2014' or year = '2015'"
)]
#[case::not_equal(
    "select title from concert as T1 where T1.year != 2014",
    "select title from concert where year != '2014'"
)]
fn a_number_against_text_means_its_text(#[case] a: &str, #[case] b: &str) {
    assert_same(&text_year_schema(), a, b);
}

/// SQLite's SUM and AVG read text as the number it spells: the cast adds nothing.
#[rstest]
#[case::average(
    "select avg(cast(year as integer)) from concert",
    "select avg(year) from concert"
)]
#[case::total_by_group(
    "select title, sum(cast(T1.year as real)) from concert as T1 group by title",
    "select title, sum(year) from concert group by title"
)]
fn a_sum_of_text_cast_to_a_number_is_the_sum_of_the_text(#[case] a: &str, #[case] b: &str) {
    assert_same(&text_year_schema(), a, b);
    let columns = |sql: &str| Provenance::of(sql, &text_year_schema()).columns;
    assert_eq!(columns(a), columns(b));
}

#[rstest]
#[case::largest_compares_text(
    "select max(cast(year as integer)) from concert",
    "select max(year) from concert"
)]
#[case::ordered_as_text(
    "select title from concert order by cast(year as integer)",
    "select title from concert order by year"
)]
#[case::cast_to_text(
    "select sum(cast(year as text)) from concert",
    "select sum(year) from concert"
)]
fn a_cast_that_changes_the_result_stays(#[case] a: &str, #[case] b: &str) {
    assert_differ(&text_year_schema(), a, b);
}

#[test]
fn off_sqlite_a_sum_keeps_its_cast() {
    let mut schema = text_year_schema();
    schema.engine = Engine::Postgres;
    assert_differ(
        &schema,
        "select avg(cast(year as integer)) from concert",
        "select avg(year) from concert",
    );
}

#[rstest]
#[case::leading_zero(
    "select title from concert where year = 05",
    "select title from concert where year = '05'"
)]
#[case::a_number_column(
    "select name from singer where age = 30",
    "select name from singer where age = '30'"
)]
fn a_number_whose_text_differs_is_not_its_text(#[case] a: &str, #[case] b: &str) {
    assert_differ(&text_year_schema(), a, b);
}

#[rstest]
#[case::other_column("select name from singer", "select age from singer")]
#[case::count_of_a_nullable_column("select count(age) from singer", "select count(*) from singer")]
#[case::a_join_that_filters(
    "select T2.singer_id from concert as T1 join performs as T2 on T1.concert_id = T2.concert_id where T1.year = 2020",
    "select singer_id from performs"
)]
#[case::a_join_that_names(
    "select T1.title from concert as T1 join performs as T2 on T1.concert_id = T2.concert_id",
    "select concert_id from performs"
)]
#[case::a_joined_table_that_also_filters(
    "select T1.singer_id from singer as T1 join performs as T2 on T1.singer_id = T2.singer_id where T1.age > 30",
    "select singer_id from performs"
)]
#[case::two_tables_joined_on_their_keys_are_not_both_dropped(
    "select count(distinct T1.singer_id) from singer as T1 join performs as T2 on T1.singer_id = T2.singer_id",
    "select count(*) from singer"
)]
fn different_readings_differ(#[case] a: &str, #[case] b: &str) {
    assert_differ(&schema(), a, b);
}

fn assert_differ(schema: &Schema, a: &str, b: &str) {
    let meaning = |sql: &str| Meaning::of(sql, schema).expect("decomposes");
    assert!(!meaning(a).same_as(&meaning(b)), "{a}\n{b}");
}

#[rstest]
#[case::plain("select T1.name, age from singer as T1", Some(vec!["singer.name", "singer.age"]))]
#[case::count_key("select count(singer_id) from singer", Some(vec!["count(*)"]))]
#[case::joined_key_as_written(
    "select T2.concert_id from concert as T1 join performs as T2 on T1.concert_id = T2.concert_id",
    Some(vec!["performs.concert_id"])
)]
#[case::star("select * from singer", None)]
#[case::set_operation("select name from singer union select title from concert", None)]
fn result_columns_are_keyed_by_what_they_select(
    #[case] sql: &str,
    #[case] want: Option<Vec<&str>>,
) {
    let got = Provenance::of(sql, &schema()).columns;
    assert_eq!(
        got,
        want.map(|v| v.into_iter().map(String::from).collect::<Vec<_>>())
    );
}

/// Columns that a join of either query equates name one result column; other columns do not.
#[rstest]
#[case::the_key_on_either_side(
    "select count(distinct T1.singer_id) from singer as T1 join performs as T2 on T1.singer_id = T2.singer_id",
    "select count(distinct singer_id) from performs",
    true
)]
#[case::both_joined(
    "select T1.concert_id from concert as T1 join performs as T2 on T1.concert_id = T2.concert_id",
    "select T2.concert_id from concert as T1 join performs as T2 on T1.concert_id = T2.concert_id",
    true
)]
#[case::not_equated(
    "select count(distinct T1.singer_id) from singer as T1 join performs as T2 on T1.singer_id = T2.singer_id",
    "select count(distinct concert_id) from performs",
    false
)]
#[case::another_column("select name from singer", "select age from singer", false)]
fn result_columns_equated_by_a_join_are_one(#[case] a: &str, #[case] b: &str, #[case] same: bool) {
    let of = |sql: &str| Provenance::of(sql, &schema());
    assert_eq!(of(a).same_columns(&of(b), true), same, "{a}\n{b}");
    assert_eq!(of(b).same_columns(&of(a), false), same, "{b}\n{a}");
}

#[test]
fn tables_read_reach_into_subqueries() {
    let read = Provenance::of(
        "select name from singer where singer_id in (select singer_id from performs)",
        &schema(),
    )
    .tables
    .expect("decomposes");
    assert_eq!(
        read.into_iter().collect::<Vec<_>>(),
        vec!["performs".to_string(), "singer".to_string()]
    );
}

/// The gold's SQLite `LIKE` (case ignored) is the `ILIKE` a DuckDB or PostgreSQL reading
/// spells; on SQLite, where there is no `ILIKE`, nothing changes; a different pattern or column
/// is still another reading.
#[test]
fn a_sqlite_like_means_the_ilike_of_a_case_respecting_engine() {
    let gold = "select name from singer where name like '%ann%'";
    for engine in [Engine::Duckdb, Engine::Postgres] {
        let on = Schema { engine, ..schema() };
        let of = |sql: &str| Meaning::of(sql, &on).expect("decomposes");
        assert!(of(gold).same_as(&of("SELECT name FROM singer WHERE name ILIKE '%ann%'")));
        assert!(!of(gold).same_as(&of("SELECT name FROM singer WHERE name ILIKE '%bo%'")));
        assert!(!of(gold).same_as(&of("SELECT name FROM singer WHERE title ILIKE '%ann%'")));
        // Every atom of the reading, as the user is asked about it, is one the gold implies.
        let reading = "SELECT name FROM singer WHERE name ILIKE '%ann%'";
        for atom in atomize_with_schema(reading, &on).expect("atoms") {
            let asked = normalise(&atom.key, &on);
            assert!(of(gold).implies(&asked), "{asked}");
        }
    }
    assert_eq!(
        normalise("|where|singer.name ilike '%ann%'", &schema()),
        "|where|singer.name ilike '%ann%'"
    );
}
