//! The schema browser on a real SQLite file built here: the loader's counts, samples, keys and
//! per-table tolerance, navigation and search, and snapshots.

use super::{press, render};
use crate::core::schema::{Schema, Table};
use crate::db::{IntrospectOptions, Limits, SafeDb};
use crate::tui::component::{Component, Outcome, Request};
use crate::tui::screens::{load_schema, SchemaData, SchemaScreen};
use rstest::rstest;

/// A small company database, with a table name that needs quoting and a view.
fn database() -> (tempfile::TempDir, SafeDb, Schema) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("company.sqlite");
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(
        r#"
        CREATE TABLE departments (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE employees (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            salary REAL,
            curr_dept INTEGER REFERENCES departments(id),
            dept_2022 INTEGER REFERENCES departments(id)
        );
        CREATE TABLE "odd ""name" ("col ""x""" TEXT);
        INSERT INTO departments VALUES (1, 'Sales'), (2, 'Research'), (3, 'Support');
        INSERT INTO employees VALUES
            (1, 'Ada', 5200.0, 2, 1), (2, 'Grace', 6100.5, 2, 2), (3, 'Linus', 4300.0, 1, 1),
            (4, 'Barbara', NULL, 3, 3), (5, 'Ken', 4800.0, 1, NULL);
        INSERT INTO "odd ""name" VALUES ('a "quoted" value'), (NULL);
        CREATE VIEW payroll AS SELECT name, salary FROM employees WHERE salary IS NOT NULL;
        "#,
    )
    .expect("fill");
    drop(conn);
    let db = SafeDb::open(&path, Limits::default()).expect("open");
    let options = IntrospectOptions {
        samples_per_column: 0,
        row_counts: false,
        ..IntrospectOptions::default()
    };
    let schema = db.introspect(&options).expect("introspect");
    (dir, db, schema)
}

fn loaded() -> SchemaData {
    let (_dir, db, schema) = database();
    load_schema(&db, &schema)
}

#[test]
fn the_loader_counts_rows_and_reads_samples_keys_and_references() {
    let data = loaded();
    let table = |name: &str| {
        data.tables
            .iter()
            .find(|t| t.name == name)
            .unwrap_or_else(|| panic!("no table {name}"))
    };
    assert_eq!(table("departments").rows, Some(3));
    assert_eq!(table("employees").rows, Some(5));
    assert_eq!(table("payroll").rows, Some(4));
    assert!(table("payroll").is_view);
    let employees = table("employees");
    let id = &employees.columns[0];
    assert!(id.primary_key && id.samples.len() == 3, "{id:?}");
    let dept = employees
        .columns
        .iter()
        .find(|c| c.name == "curr_dept")
        .expect("curr_dept");
    assert_eq!(dept.references, ["departments.id"]);
    let mut samples = dept.samples.clone();
    samples.sort();
    assert_eq!(samples, ["1", "2", "3"], "distinct, non-null");
    let odd = table("odd \"name");
    assert_eq!(odd.rows, Some(2));
    assert_eq!(odd.columns[0].samples, ["a \"quoted\" value"]);
    assert!(data.tables.iter().all(|t| t.error.is_none()));
}

#[test]
fn a_failing_table_shows_unknown_and_the_rest_still_load() {
    let (_dir, db, mut schema) = database();
    schema
        .tables
        .push(Table::with_columns("ghost", &["id", "name"], &["id"]));
    let data = load_schema(&db, &schema);
    let ghost = data.tables.last().expect("ghost");
    assert_eq!(ghost.rows, None);
    assert!(ghost.error.is_some());
    assert!(ghost.columns.iter().all(|c| c.samples.is_empty()));
    assert_eq!(data.tables[0].rows, Some(3));
    let mut screen = SchemaScreen::new(data);
    press(&mut screen, "G");
    let text = render(&screen, 100, 12).to_string();
    assert!(text.contains("ghost") && text.contains('?'), "{text}");
    assert!(text.contains("counts/samples unavailable"), "{text}");
}

#[test]
fn samples_stay_few_on_a_big_table() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("big.sqlite");
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(
        "CREATE TABLE big (n INTEGER);
         WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000)
         INSERT INTO big SELECT x FROM c;",
    )
    .expect("fill");
    drop(conn);
    let db = SafeDb::open(&path, Limits::default()).expect("open");
    let schema = db
        .introspect(&IntrospectOptions {
            samples_per_column: 0,
            row_counts: false,
            ..IntrospectOptions::default()
        })
        .expect("introspect");
    let data = load_schema(&db, &schema);
    assert_eq!(data.tables[0].rows, Some(20_000));
    assert_eq!(data.tables[0].columns[0].samples.len(), 3);
}

#[rstest]
#[case::cancel("esc", Outcome::Request(Request::Close))]
#[case::down("down", Outcome::Consumed)]
#[case::into_columns("right", Outcome::Consumed)]
#[case::search_swallows_letters("/ type:q", Outcome::Consumed)]
#[case::not_ours("r", Outcome::Ignored)]
fn keys_do(#[case] keys: &str, #[case] expected: Outcome) {
    let mut screen = SchemaScreen::new(loaded());
    assert_eq!(press(&mut screen, keys), expected);
}

#[test]
fn search_keeps_tables_by_name_or_by_a_matching_column() {
    let mut screen = SchemaScreen::new(loaded());
    press(&mut screen, "/ type:dept enter");
    assert!(!screen.capturing_text());
    let text = render(&screen, 100, 14).to_string();
    assert!(
        text.contains("employees") && text.contains("curr_dept"),
        "{text}"
    );
    assert!(!text.contains("payroll"), "{text}");
    assert!(
        !text.contains("salary"),
        "only matching columns of a table matched by column: {text}"
    );
}

#[test]
fn snapshot_tables_and_columns() {
    let mut screen = SchemaScreen::new(loaded());
    press(&mut screen, "down right down down");
    insta::assert_snapshot!(render(&screen, 110, 14));
}

#[test]
fn snapshot_search_active() {
    let mut screen = SchemaScreen::new(loaded());
    press(&mut screen, "/ type:name");
    insta::assert_snapshot!(render(&screen, 110, 14));
}
