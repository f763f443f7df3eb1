//! The value index: what it finds for a phrase, how it reads columns, and its budget.

use super::*;
use crate::core::schema::{Column, Table};

fn load_from(conn: &rusqlite::Connection, schema: &Schema, budget: Duration) -> ValueIndex {
    ValueIndex::from_connection(conn, schema, budget)
}

fn schema() -> Schema {
    Schema {
        tables: vec![Table {
            name: "singer".into(),
            columns: vec![
                Column {
                    name: "country".into(),
                    decl_type: "TEXT".into(),
                    ..Column::default()
                },
                Column {
                    name: "age".into(),
                    decl_type: "INT".into(),
                    ..Column::default()
                },
            ],
            ..Table::default()
        }],
        foreign_keys: vec![],
        ..Default::default()
    }
}

#[rstest::rstest]
#[case("united", Some("United"))]
#[case("united states", None)]
#[case("states of", None)]
#[case("kingdom", Some("Kingdom"))]
#[case("new", None)]
#[case("france", None)]
fn phrases_are_found_as_whole_words_inside_values(
    #[case] phrase: &str,
    #[case] spelled: Option<&str>,
) {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(
        "CREATE TABLE singer(country TEXT, age INT);
         INSERT INTO singer VALUES ('France', 30), ('United Kingdom', 41),
           ('New Zealand', 25), ('Unitedstates', 20);",
    )
    .expect("setup");
    let index = load_from(&conn, &schema(), Duration::from_secs(1));
    let hits = index.find_part(phrase, &schema());
    assert_eq!(hits.first().map(|h| h.value.as_str()), spelled, "{phrase}");
    assert!(hits.iter().all(|h| h.partial && h.quality < 1.0));
}

/// The parser reads "2019-20" and "full-time" as words a hyphen joins; the stored value is
/// found under its words too, and as written.
#[rstest::rstest]
#[case("2019 20", Some("2019-20"))]
#[case("2019-20", Some("2019-20"))]
#[case("full time", Some("full-time"))]
#[case("2019", None)]
fn hyphenated_values_are_found_by_their_words(#[case] phrase: &str, #[case] stored: Option<&str>) {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(
        "CREATE TABLE singer(country TEXT, age INT);
         INSERT INTO singer VALUES ('2019-20', 30), ('full-time', 41);",
    )
    .expect("setup");
    let index = load_from(&conn, &schema(), Duration::from_secs(1));
    let hits = index.find(phrase, &schema());
    assert_eq!(hits.first().map(|h| h.value.as_str()), stored, "{phrase}");
}

/// The index of a `singer` table whose `country` column holds `rows` (SQL value lists).
fn countries_indexed(rows: &str) -> ValueIndex {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(&format!(
        "CREATE TABLE singer(country TEXT, age INT); INSERT INTO singer(country) VALUES ({rows});"
    ))
    .expect("setup");
    load_from(&conn, &schema(), Duration::from_secs(1))
}

/// A column whose every text value is a date, all in one layout (the year first or
/// last), is a date column, whatever its name; one value that is not, a number, or a
/// second layout, and it is not.
#[rstest::rstest]
#[case("'2022-06-19'), ('2024-01-02'", Some((2022, 2024)))]
#[case("'2021/11'), ('2019/03'", Some((2019, 2021)))]
#[case("'06/19/2022'), ('01/02/2024'", Some((2022, 2024)))]
#[case("'2022-06-19'), ('01/02/2024'", None)]
#[case("'2022-06-19'), ('June 2023'", None)]
#[case("'2022-06-19'), (2023", None)]
#[case("'France'), ('Italy'", None)]
#[case("'20220619'), ('2023'", None)]
fn text_dates_give_the_years_they_span(#[case] rows: &str, #[case] years: Option<(i32, i32)>) {
    let index = countries_indexed(rows);
    assert_eq!(index.date_years("singer", "country"), years, "{rows}");
    assert_eq!(index.date_years("singer", "age"), None);
}

/// Year-last dates are cut into year, month and day only when every one is written in ten
/// characters; the day is first when some first part cannot be a month.
#[rstest::rstest]
#[case("'06/19/2022'), ('01/02/2024'", Some(false))]
#[case("'19.06.2022'), ('01.02.2024'", Some(true))]
#[case("'6/9/2022'), ('01/02/2024'", None)]
#[case("'2022-06-19'), ('2024-01-02'", None)]
fn year_last_dates_say_how_they_sort(#[case] rows: &str, #[case] fixed: Option<bool>) {
    let index = countries_indexed(rows);
    assert_eq!(index.fixed_year_last("singer", "country"), fixed, "{rows}");
}

/// A word among numbers stored as text is a placeholder when there are few such words and at
/// least three numbers for each; words among words, or many words, are categories.
#[rstest::rstest]
#[case("'5'), ('4'), ('3'), ('Not Available'), ('Not Available'", &["Not Available"][..])]
#[case("'6'), ('5'), ('4'), ('3'), ('2'), ('1'), ('N/A'), ('Too Few'", &["N/A", "Too Few"][..])]
#[case("'5'), ('Not Available'", &[][..])]
#[case("'Red'), ('Blue'), ('Green'), ('Gray'", &[][..])]
#[case("'1'), ('2'), ('3'), ('4'), ('5'), ('6'), ('7'), ('8'), ('9'), ('10'), ('11'), ('12'), ('a'), ('b'), ('c'), ('d'", &[][..])]
#[case("'2022-06-19'), ('2023-01-02'), ('2024-03-04'), ('unknown'", &[][..])]
fn placeholders_are_few_words_among_numbers(#[case] rows: &str, #[case] want: &[&str]) {
    let index = countries_indexed(rows);
    assert_eq!(index.placeholders("singer", "country"), want, "{rows}");
}

/// A table counted larger than the checks' sample is read from its first rows: a value in
/// them is found, one that first appears far past them is not, and a small table with the
/// same rows is read whole.
#[rstest::rstest]
#[case(Some(40_000), false)]
#[case(Some(SAMPLE_ROWS), true)]
#[case(None, false)]
fn a_large_table_is_indexed_from_its_first_rows(
    #[case] rows: Option<u64>,
    #[case] late_value_found: bool,
) {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(&format!(
        "CREATE TABLE singer(country TEXT, age INT);
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {SAMPLE_ROWS})
         INSERT INTO singer SELECT CASE WHEN i = 10 THEN 'Peru' WHEN i = {SAMPLE_ROWS} THEN 'Chad' ELSE 'Mali' END, i % 90 FROM n;
         INSERT INTO singer VALUES ('Fiji', 7);"
    ))
    .expect("setup");
    let mut counted = schema();
    counted.tables[0].row_count = rows;
    let index = load_from(&conn, &counted, Duration::from_secs(10));
    let found = |v: &str| !index.find(v, &counted).is_empty();
    assert!(found("peru"));
    assert!(found("chad"));
    assert_eq!(found("fiji"), late_value_found);
    assert_eq!(index.range("singer", "age"), Some((0.0, 89.0)));
}

/// A column with more distinct values than the first pass reads is read on, so a value
/// past the first pass's cut is still found; every other column was read first.
#[test]
fn columns_cut_short_are_read_deeper() {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(
        "CREATE TABLE singer(country TEXT, age INT);
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12000)
         INSERT INTO singer SELECT 'Land' || i, i % 90 FROM n;",
    )
    .expect("setup");
    let index = load_from(&conn, &schema(), Duration::from_secs(10));
    let hits = index.find("land11999", &schema());
    assert_eq!(hits.first().map(|h| h.value.as_str()), Some("Land11999"));
    assert_eq!(index.range("singer", "age"), Some((0.0, 89.0)));
}

#[test]
fn loads_values_and_ranges_from_sqlite() {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(
        "CREATE TABLE singer(country TEXT, age INT);
         INSERT INTO singer VALUES ('France', 30), ('United States', 41), ('France', 25);",
    )
    .expect("setup");
    let index = load_from(&conn, &schema(), Duration::from_secs(1));
    let hits = index.find("france", &schema());
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0].value, "France");
    assert_eq!(index.find("French", &schema())[0].value, "France");
    assert_eq!(index.range("singer", "age"), Some((25.0, 41.0)));
    assert!(index.find("germany", &schema()).is_empty());
}

#[test]
fn adjectives_naming_a_flag_find_its_yes_value() {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(
        "CREATE TABLE staff(is_full_time TEXT, is_male TEXT, on_call INT, note TEXT,
           smoker TEXT, is_organizer TEXT, would_return TEXT);
         INSERT INTO staff VALUES ('T','F',1,'a','T','Y','Y'),('F','T',0,'b','F','N','N'),
           ('T','T',1,'c','F','N','Y');",
    )
    .expect("setup");
    let mut schema = schema();
    schema.tables[0].name = "staff".into();
    schema.tables[0].columns = [
        "is_full_time",
        "is_male",
        "on_call",
        "note",
        "smoker",
        "is_organizer",
        "would_return",
    ]
    .iter()
    .map(|n| Column {
        name: (*n).into(),
        ..Column::default()
    })
    .collect();
    let index = load_from(&conn, &schema, Duration::from_secs(1));
    let found = |p: &str| {
        index
            .find(p, &schema)
            .into_iter()
            .map(|h| (h.column, h.value))
            .collect::<Vec<_>>()
    };
    assert_eq!(found("full time"), [("is_full_time".into(), "T".into())]);
    assert_eq!(found("full-time"), [("is_full_time".into(), "T".into())]);
    assert_eq!(found("male"), [("is_male".into(), "T".into())]);
    assert_eq!(found("on call"), [("on_call".into(), "1".into())]);
    // …or by the noun after its preposition ("on display"), or its participle.
    assert_eq!(found("call"), [("on_call".into(), "1".into())]);
    assert!(found("called").is_empty(), "\"called\" introduces a name");
    // "who smoke": the flag is named for the one who does it.
    assert_eq!(found("smoke"), [("smoker".into(), "T".into())]);
    assert!(found("smo").is_empty());
    // …spelt either way ("organise", `organizer`), or with a modal before the verb.
    assert_eq!(found("organise"), [("is_organizer".into(), "Y".into())]);
    assert_eq!(found("organize"), [("is_organizer".into(), "Y".into())]);
    assert_eq!(found("return"), [("would_return".into(), "Y".into())]);
    // A column with many values is not a flag.
    assert!(found("note").is_empty());
    // A negated adjective asks for the flag's "no".
    assert_eq!(found("non-smoker"), [("smoker".into(), "F".into())]);
    assert_eq!(
        found("non-organizer"),
        [("is_organizer".into(), "N".into())]
    );
    assert_eq!(found("unmale"), [("is_male".into(), "F".into())]);
    assert_eq!(found("not on call"), Vec::<(String, String)>::new());
}

#[test]
fn masked_columns_are_never_offered() {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(
        "CREATE TABLE singer(country TEXT, age INT); INSERT INTO singer VALUES ('France', 1);",
    )
    .expect("setup");
    let index = load_from(&conn, &schema(), Duration::from_secs(1));
    let mut masked = schema();
    masked.tables[0].columns.retain(|c| c.name != "country");
    assert!(index.find("France", &masked).is_empty());
}

/// How a code column writes whole numbers: padded to the widths it pads with, unpadded at the
/// lengths it writes so; nothing for a column that pads none, or for what is no whole number.
#[rstest::rstest]
#[case::both_ways("('2'), ('02'), ('12')", "2", &["2", "02"])]
#[case::padded_only("('02'), ('05'), ('12')", "5", &["05"])]
#[case::said_padded("('02'), ('05'), ('12')", "05", &["05"])]
#[case::as_wide_as_the_codes("('02'), ('05'), ('12')", "12", &["12"])]
#[case::three_wide("('007'), ('012'), ('101')", "7", &["007"])]
#[case::pads_none("('2'), ('12')", "2", &[])]
#[case::no_whole_number("('02'), ('05')", "2.5", &[])]
fn numbers_are_spelled_as_the_column_writes_them(
    #[case] rows: &str,
    #[case] said: &str,
    #[case] want: &[&str],
) {
    let conn = rusqlite::Connection::open_in_memory().expect("memory db");
    conn.execute_batch(&format!(
        "CREATE TABLE rep(dist TEXT); INSERT INTO rep VALUES {rows};"
    ))
    .expect("setup");
    let schema = Schema {
        tables: vec![Table {
            name: "rep".into(),
            columns: vec![Column {
                name: "dist".into(),
                decl_type: "TEXT".into(),
                ..Column::default()
            }],
            ..Table::default()
        }],
        ..Default::default()
    };
    let index = load_from(&conn, &schema, Duration::from_secs(2));
    assert_eq!(index.spellings_of("rep", "dist", said), want);
}
