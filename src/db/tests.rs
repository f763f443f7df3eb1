//! Behaviour of the `db` module against real SQLite files in temp directories: introspection,
//! fingerprints through SQL, paging, row caps, timeouts, cancel, and modified copies.

use super::*;
use crate::core::schema::ForeignKey;
use rusqlite::Connection;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const ENDLESS: &str =
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r";

fn make_db(dir: &Path, sql: &str) -> PathBuf {
    let path = dir.join("test.db");
    let conn = Connection::open(&path).expect("create db");
    conn.execute_batch(sql).expect("fixture sql");
    path
}

fn file_hash(path: &Path) -> Vec<u8> {
    Sha256::digest(std::fs::read(path).expect("read db")).to_vec()
}

const SCHOOL: &str = "
    CREATE TABLE student (StuID INTEGER PRIMARY KEY, name TEXT NOT NULL, age INTEGER);
    CREATE TABLE pets (PetID INTEGER PRIMARY KEY, PetType VARCHAR(20), weight REAL);
    CREATE TABLE has_pet (StuID INTEGER REFERENCES student(StuID), PetID INTEGER);
    CREATE TABLE club (id INTEGER PRIMARY KEY, title TEXT);
    CREATE TABLE member (club_id INTEGER, StuID INTEGER, PRIMARY KEY (club_id, StuID),
                         FOREIGN KEY (club_id) REFERENCES club);
    CREATE VIEW adults AS SELECT name FROM student WHERE age >= 18;
    INSERT INTO student VALUES (1, 'Ann', 20), (2, 'Bo', 17), (3, 'Cy', 20);
    INSERT INTO pets VALUES (10, 'dog', 12.5), (11, 'cat', 3.0);
    INSERT INTO has_pet VALUES (1, 10), (3, 11);
    INSERT INTO club VALUES (1, 'chess');
    INSERT INTO member VALUES (1, 1);
";

fn edge(k: &ForeignKey) -> String {
    let mark = if k.inferred { "~" } else { "" };
    format!(
        "{}.{}>{}.{}{mark}",
        k.from_table, k.from_column, k.to_table, k.to_column
    )
}

#[test]
fn introspection_reads_keys_views_counts_samples_and_infers_missing_keys() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = SafeDb::open(&make_db(dir.path(), SCHOOL), Limits::default()).expect("open");
    let schema = db
        .introspect(&IntrospectOptions::default())
        .expect("introspect");

    let names: Vec<&str> = schema.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        ["student", "pets", "has_pet", "club", "member", "adults"]
    );
    let student = schema.table("student").expect("student");
    assert_eq!(student.primary_key, ["StuID"]);
    assert_eq!(student.row_count, Some(3));
    let name = student.column("name").expect("name");
    assert!(name.not_null);
    assert_eq!(name.decl_type, "TEXT");
    assert_eq!(name.samples.len(), 3);
    assert_eq!(
        schema
            .table("pets")
            .and_then(|t| t.column("PetType"))
            .map(|c| c.decl_type.as_str()),
        Some("VARCHAR(20)")
    );
    assert_eq!(
        schema.table("member").map(|t| t.primary_key.clone()),
        Some(vec!["club_id".into(), "StuID".into()])
    );

    let view = schema.table("adults").expect("view");
    assert!(view
        .view_sql
        .as_deref()
        .is_some_and(|sql| sql.contains("age >= 18")));
    assert_eq!(view.row_count, None);
    assert_eq!(view.columns.len(), 1);

    let edges: Vec<String> = schema.foreign_keys.iter().map(edge).collect();
    assert_eq!(
        edges,
        [
            "has_pet.StuID>student.StuID",
            // The implicit target column of REFERENCES club resolves to its primary key.
            "member.club_id>club.id",
            "has_pet.PetID>pets.PetID~",
            "member.StuID>student.StuID~",
        ]
    );
    assert!(schema.join_path("student", "pets").is_some());
}

#[test]
fn introspection_of_a_thousand_tables_is_complete() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut sql = String::from("BEGIN;");
    for i in 0..1000 {
        let parent = if i > 0 {
            format!(
                ", t{}_id INTEGER REFERENCES t{}(t{}_id)",
                i - 1,
                i - 1,
                i - 1
            )
        } else {
            String::new()
        };
        sql.push_str(&format!(
            "CREATE TABLE t{i} (t{i}_id INTEGER PRIMARY KEY, name TEXT, score REAL, note TEXT{parent});
             INSERT INTO t{i} (t{i}_id, name, score) VALUES (1, 'a{i}', {i}.5), (2, 'b{i}', 0);"
        ));
    }
    sql.push_str("COMMIT;");
    let db = SafeDb::open(&make_db(dir.path(), &sql), Limits::default()).expect("open");
    let started = Instant::now();
    let schema = db
        .introspect(&IntrospectOptions {
            total_budget: Duration::from_secs(60),
            ..Default::default()
        })
        .expect("introspect");
    eprintln!("introspected 1,000 tables in {:?}", started.elapsed());
    assert_eq!(schema.tables.len(), 1000);
    assert_eq!(schema.foreign_keys.len(), 999);
    assert!(schema.foreign_keys.iter().all(|k| !k.inferred));
    let t500 = schema.table("t500").expect("t500");
    assert_eq!(t500.columns.len(), 5);
    assert_eq!(t500.row_count, Some(2));
    assert_eq!(
        t500.column("score").map(|c| c.samples.clone()),
        Some(vec!["500.5".into(), "0.0".into()])
    );
    assert_eq!(schema.join_path("t0", "t3").map(|p| p.len()), Some(3));
}

#[test]
fn counts_and_samples_are_left_out_when_the_budget_is_spent() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = SafeDb::open(&make_db(dir.path(), SCHOOL), Limits::default()).expect("open");
    let options = IntrospectOptions {
        total_budget: Duration::ZERO,
        ..Default::default()
    };
    let schema = db.introspect(&options).expect("introspect");
    assert_eq!(schema.tables.len(), 6);
    assert!(schema.tables.iter().all(|t| t.row_count.is_none()));
    assert!(schema
        .tables
        .iter()
        .flat_map(|t| &t.columns)
        .all(|c| c.samples.is_empty()));
}

#[test]
fn fingerprints_compare_multisets_unless_ordered() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = SafeDb::open(&make_db(dir.path(), SCHOOL), Limits::default()).expect("open");
    let fp = |sql: &str| db.fingerprint(sql, 10_000).expect(sql);

    let a = fp("SELECT name FROM student WHERE age = 20");
    let b = fp("SELECT s.name AS who FROM student s WHERE s.age > 19 AND s.StuID != 2");
    assert_eq!(a.key(), b.key(), "same rows, different text");
    assert_ne!(a.key(), fp("SELECT name FROM student").key());
    // A reading that returns no row says so in its key (validation reads it); one with rows not.
    let none = fp("SELECT name FROM student WHERE age > 999 ORDER BY name");
    assert!(none.key().starts_with(crate::core::validate::EMPTY_RESULT));
    assert!(!a.key().starts_with(crate::core::validate::EMPTY_RESULT));

    let asc = fp("SELECT name FROM student ORDER BY name");
    let desc = fp("SELECT name FROM student ORDER BY name DESC");
    assert!(asc.ordered && desc.ordered);
    assert_eq!(asc.multiset, desc.multiset);
    assert_ne!(asc.key(), desc.key());
    let unordered = fp("SELECT name FROM student");
    let by_id_desc = fp("SELECT name FROM student ORDER BY StuID DESC");
    assert!(
        !unordered.matches_reference(&by_id_desc),
        "an ordered reference compares in order"
    );
    assert!(
        by_id_desc.matches_reference(&unordered),
        "an unordered reference ignores order"
    );

    assert_eq!(fp("SELECT 1").key(), fp("SELECT 1.0").key());
    assert_eq!(
        fp("SELECT count(*) FROM pets").key(),
        fp("SELECT sum(1.0) FROM pets").key()
    );
    assert_ne!(fp("SELECT 1").key(), fp("SELECT '1'").key());
    assert_ne!(fp("SELECT NULL").key(), fp("SELECT ''").key());
    assert_eq!(
        fp("SELECT NULL UNION ALL SELECT 2").key(),
        fp("SELECT 2 UNION ALL SELECT NULL").key()
    );
    assert_ne!(
        fp("SELECT 1 UNION ALL SELECT 1").key(),
        fp("SELECT 1").key()
    );
}

#[test]
fn rows_arrive_in_pages_and_the_cap_marks_truncation() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = SafeDb::open(&make_db(dir.path(), SCHOOL), Limits::default()).expect("open");
    let counted = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 2500) SELECT n FROM r";

    let mut query = db.prepare(counted).expect("prepare");
    assert_eq!(query.columns(), ["n"]);
    let sizes: Vec<usize> = query
        .pages(1000, None)
        .expect("run")
        .map(|p| p.expect("page").rows.len())
        .collect();
    assert_eq!(sizes, [1000, 1000, 500]);

    let mut query = db.prepare(counted).expect("prepare");
    let mut pages = query.pages(1000, Some(2500)).expect("run");
    let total: usize = pages.by_ref().map(|p| p.expect("page").rows.len()).sum();
    assert_eq!((total, pages.truncated()), (2500, false));

    let capped = db.query_capped(counted, 10).expect("capped");
    assert_eq!(capped.rows.len(), 10);
    assert!(capped.truncated);
    assert_eq!(capped.rows[9], vec![Value::Integer(10)]);
}

#[test]
fn a_page_stops_filling_at_the_byte_cap() {
    let dir = tempfile::tempdir().expect("tempdir");
    let limits = Limits {
        page_bytes: 10_000,
        ..Limits::default()
    };
    let db = SafeDb::open(&make_db(dir.path(), SCHOOL), limits).expect("open");
    let sql = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 50) SELECT zeroblob(1000) FROM r";
    let mut query = db.prepare(sql).expect("prepare");
    let sizes: Vec<usize> = query
        .pages(1000, None)
        .expect("run")
        .map(|p| p.expect("page").rows.len())
        .collect();
    assert_eq!(sizes, [10, 10, 10, 10, 10]);
}

#[test]
fn a_query_times_out_but_pauses_between_pages_are_free() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = SafeDb::open(
        &make_db(dir.path(), SCHOOL),
        Limits::with_timeout(Duration::from_millis(300)),
    )
    .expect("open");
    let started = Instant::now();
    let err = db.query_capped("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r", 10).expect_err("endless");
    assert!(matches!(err, DbError::Timeout(_)), "{err}");
    assert!(started.elapsed() < Duration::from_secs(5));

    let mut query = db
        .prepare("SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3")
        .expect("prepare");
    let mut pages = query.pages(1, None).expect("run");
    let mut seen = 0;
    while let Some(page) = pages.next_page().expect("pausing consumer is not timed") {
        seen += page.rows.len();
        std::thread::sleep(Duration::from_millis(200));
    }
    assert_eq!(seen, 3);
}

#[test]
fn another_thread_can_cancel_and_the_connection_stays_usable() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = SafeDb::open(
        &make_db(dir.path(), SCHOOL),
        Limits::with_timeout(Duration::from_secs(60)),
    )
    .expect("open");
    let handle = db.cancel_handle();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(150));
        handle.cancel();
    });
    let started = Instant::now();
    let mut query = db.prepare(ENDLESS).expect("prepare");
    let outcome: Result<Vec<Page>, DbError> = query.pages(1000, None).expect("run").collect();
    canceller.join().expect("join");
    assert!(matches!(outcome, Err(DbError::Cancelled)), "{outcome:?}");
    assert!(started.elapsed() < Duration::from_secs(10));
    drop(query);
    assert_eq!(
        db.query_capped("SELECT 42", 1).expect("after cancel").rows,
        vec![vec![Value::Integer(42)]]
    );
}

#[test]
fn open_modified_applies_setup_to_a_copy_and_never_the_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = make_db(dir.path(), SCHOOL);
    let before = file_hash(&path);
    let setup = vec![
        "ALTER TABLE student RENAME COLUMN name TO full_name".to_string(),
        "UPDATE student SET age = age + 1".to_string(),
        "CREATE TABLE extra AS SELECT StuID FROM student".to_string(),
    ];
    let db = SafeDb::open_modified(&path, &setup, Limits::default()).expect("modified copy");
    let rows = db
        .query_capped("SELECT full_name, age FROM student ORDER BY StuID", 10)
        .expect("query copy");
    assert_eq!(
        rows.rows[0],
        vec![Value::Text("Ann".into()), Value::Integer(21)]
    );
    assert!(db
        .introspect(&IntrospectOptions::default())
        .expect("introspect")
        .table("extra")
        .is_some());
    // The guarded copy is read-only to queries, like a file.
    assert!(matches!(
        db.prepare("DELETE FROM student"),
        Err(DbError::Refused(_))
    ));
    drop(db);
    assert_eq!(file_hash(&path), before);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("ls")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names, ["test.db"]);

    let bad = vec!["UPDATE nowhere SET x = 1".to_string()];
    let err = SafeDb::open_modified(&path, &bad, Limits::default()).expect_err("bad setup");
    assert!(matches!(err, DbError::Setup { index: 0, .. }), "{err}");
}

#[test]
fn benign_queries_with_trailing_semicolons_and_comments_run() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = SafeDb::open(&make_db(dir.path(), SCHOOL), Limits::default()).expect("open");
    for sql in [
        "SELECT count(*) FROM student;",
        "select count(*) from student; -- done",
        "/* lead */ WITH s AS (SELECT * FROM student) SELECT count(*) FROM s",
        "SELECT count(*) FROM pragma_table_info('student')",
        "VALUES (3)",
    ] {
        let rows = db
            .query_capped(sql, 5)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        assert_eq!(rows.rows, vec![vec![Value::Integer(3)]], "{sql}");
    }
    let info = db
        .query_capped("PRAGMA table_info(student)", 10)
        .expect("pragma");
    assert_eq!(info.rows.len(), 3);
    assert!(matches!(db.prepare("SELECT 1 +"), Err(DbError::Invalid(_))));
    assert!(matches!(db.prepare("SELEC 1"), Err(DbError::Refused(_))));
    assert!(matches!(
        db.prepare("SELECT nope FROM student"),
        Err(DbError::Invalid(_))
    ));
}

#[rstest::rstest]
#[case(Value::Real(68991.42857142857), "68991.43")]
#[case(Value::Real(115084.0), "115084.00")]
#[case(Value::Real(-2.5), "-2.50")]
#[case(Value::Real(0.123456), "0.1235")]
#[case(Value::Real(0.000123456), "0.0001235")]
#[case(Value::Real(0.0), "0.0")]
#[case(Value::Real(1e20), "1e20")]
#[case(Value::Integer(42), "42")]
#[case(Value::Null, "NULL")]
#[case(Value::Text("x".into()), "x")]
fn reals_are_rounded_for_reading_only(#[case] value: Value, #[case] shown: &str) {
    assert_eq!(value.display_text(), shown);
}
