//! Small databases for the generator's tests, built in SQLite and introspected like real ones.

use qlarify::core::ports::{GenerationRequest, Generator, Similarity};
use qlarify::core::schema::Schema;
use qlarify::core::session::Proposal;
use qlarify::db::{IntrospectOptions, Limits, SafeDb};
use qlarify::generate::{BuiltinGenerator, ValueIndex};
use rusqlite::types::ValueRef;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// A school: students, their pets and courses. Plain names, declared keys.
pub const SCHOOL: &str = "
CREATE TABLE student (stu_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, age INTEGER, sex TEXT, city TEXT);
CREATE TABLE pet (pet_id INTEGER PRIMARY KEY, pet_type TEXT, weight REAL, pet_age INTEGER);
CREATE TABLE has_pet (stu_id INTEGER REFERENCES student(stu_id), pet_id INTEGER REFERENCES pet(pet_id));
CREATE TABLE course (course_id INTEGER PRIMARY KEY, title TEXT, credits INTEGER);
CREATE TABLE enrollment (stu_id INTEGER REFERENCES student(stu_id), course_id INTEGER REFERENCES course(course_id), grade INTEGER);
INSERT INTO student VALUES (1,'Ann','Lee',19,'F','Paris'),(2,'Bob','Kim',22,'M','Rome'),(3,'Cid','Roe',25,'M','Paris'),
  (4,'Dee','Fox',20,'F','Oslo'),(5,'Eve','Ray',23,'F','Rome'),(6,'Fay','Lee',21,'F','Oslo');
INSERT INTO pet VALUES (10,'cat',3.5,2),(11,'dog',12.0,5),(12,'dog',8.0,1),(13,'cat',4.0,7),(14,'bird',0.3,3);
INSERT INTO has_pet VALUES (1,10),(1,11),(2,12),(3,13),(3,14),(4,11),(5,14);
INSERT INTO course VALUES (100,'Algebra',5),(101,'Biology',3),(102,'Chemistry',4);
INSERT INTO enrollment VALUES (1,100,90),(1,101,80),(2,100,70),(3,102,85),(4,101,60),(6,100,75);
";

/// A staff list with two synonym columns for one attribute, a split-off table and a
/// precomputed summary, for the ambiguity principles.
pub const AMBIGUOUS: &str = "
CREATE TABLE teacher (teacher_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, birthplace TEXT, origin TEXT);
CREATE TABLE teacher_age (teacher_id INTEGER, age INTEGER);
CREATE TABLE shop (shop_id INTEGER PRIMARY KEY, location TEXT, products INTEGER);
CREATE TABLE shop_products (location TEXT, number INTEGER, avg_products REAL, min_products INTEGER, max_products INTEGER);
CREATE TABLE instructor (staff_id INTEGER PRIMARY KEY, full_name TEXT, salary INTEGER);
CREATE TABLE lecturer (staff_id INTEGER PRIMARY KEY, full_name TEXT, salary INTEGER);
INSERT INTO teacher VALUES (1,'Ada',40,'Leeds','York'),(2,'Bo',35,'York','Bath'),(3,'Cy',50,'Bath','Leeds');
INSERT INTO teacher_age VALUES (1,41),(2,36),(3,51);
INSERT INTO shop VALUES (1,'north',10),(2,'north',30),(3,'south',5);
INSERT INTO shop_products VALUES ('north',3,21,11,31),('south',2,6,6,6);
INSERT INTO instructor VALUES (1,'Ida',100),(2,'Jo',200);
INSERT INTO lecturer VALUES (1,'Ida',100);
";

/// A database on disk (SafeDb opens files), its schema and an index of its values.
pub struct Fixture {
    _dir: tempfile::TempDir,
    pub conn: rusqlite::Connection,
    pub schema: Schema,
    pub values: Arc<ValueIndex>,
}

pub fn fixture(ddl: &str) -> Fixture {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("db.sqlite");
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(ddl).expect("ddl");
    let db = SafeDb::open(&path, Limits::default()).expect("open");
    let schema = db
        .introspect(&IntrospectOptions::default())
        .expect("introspect");
    let values = Arc::new(ValueIndex::from_connection(
        &conn,
        &schema,
        Duration::from_secs(1),
    ));
    Fixture {
        _dir: dir,
        conn,
        schema,
        values,
    }
}

pub fn generator(values: Arc<ValueIndex>) -> BuiltinGenerator {
    BuiltinGenerator::with_values(Arc::new(qlarify::embed::Lexical::new()), values)
}

pub fn generate(f: &Fixture, question: &str, k: usize) -> Vec<Proposal> {
    generate_by(&generator(f.values.clone()), f, question, k)
}

/// The first `k` readings `generator` gives of `question` over `f`.
fn generate_by(
    generator: &BuiltinGenerator,
    f: &Fixture,
    question: &str,
    k: usize,
) -> Vec<Proposal> {
    let request = GenerationRequest {
        question,
        schema: &f.schema,
        hints: &[],
        plan: None,
        max_candidates: k,
        cancel: None,
    };
    generator.generate(&request).expect("generate")
}

/// Rows of `sql` as sorted text (order-insensitive comparison), `None` if it fails.
pub fn rows(conn: &rusqlite::Connection, sql: &str, ordered: bool) -> Option<Vec<Vec<String>>> {
    let mut stmt = conn.prepare(sql).ok()?;
    let n = stmt.column_count();
    let mut out = Vec::new();
    let mut it = stmt.query([]).ok()?;
    while let Ok(Some(row)) = it.next() {
        out.push(
            (0..n)
                .map(|i| match row.get_ref(i) {
                    Ok(ValueRef::Integer(v)) => v.to_string(),
                    Ok(ValueRef::Real(v)) => format!("{v:.4}"),
                    Ok(ValueRef::Text(t)) => String::from_utf8_lossy(t).into_owned(),
                    _ => "NULL".to_string(),
                })
                .collect(),
        );
    }
    if !ordered {
        out.sort();
    }
    Some(out)
}

/// The rank (0-based) of the first proposal whose result equals `expected`'s.
pub fn rank_of(f: &Fixture, proposals: &[Proposal], expected: &str) -> Option<usize> {
    let ordered = expected.to_ascii_lowercase().contains("order by");
    let want = rows(&f.conn, expected, ordered).expect("expected SQL runs");
    proposals
        .iter()
        .position(|p| rows(&f.conn, &p.sql, ordered).as_ref() == Some(&want))
}

/// Readings shown by the tests that assert on the first few.
pub const SHOWN: usize = 5;

pub fn sqls(proposals: &[Proposal]) -> Vec<&str> {
    proposals.iter().map(|p| p.sql.as_str()).collect()
}

/// The local embedding model's similarity, loaded once; `None` (with a notice) when the model
/// is not installed, a failure where `QLARIFY_REQUIRE_MODEL=1` (`make test`).
fn model_similarity() -> Option<Arc<dyn Similarity + Send + Sync>> {
    static MODEL: OnceLock<Option<Arc<dyn Similarity + Send + Sync>>> = OnceLock::new();
    MODEL
        .get_or_init(|| {
            let loaded = qlarify::embed::ModelPaths::from_env()
                .and_then(|paths| qlarify::embed::Embedder::load(&paths));
            match loaded {
                Ok(m) => Some(Arc::new(qlarify::embed::ModelSimilarity::new(Arc::new(m)))
                    as Arc<dyn Similarity + Send + Sync>),
                Err(e) if std::env::var("QLARIFY_REQUIRE_MODEL").as_deref() == Ok("1") => {
                    panic!("QLARIFY_REQUIRE_MODEL=1 but the embedding model is unavailable: {e}")
                }
                Err(e) => {
                    eprintln!("NOTICE: embedding model unavailable ({e}); model fixtures skipped");
                    None
                }
            }
        })
        .clone()
}

/// The first [`SHOWN`] readings with the local embedding model linking words (what `ask`
/// uses); `None` (the fixture skipped) without the model, unless it is required.
fn generate_by_model(f: &Fixture, question: &str) -> Option<Vec<Proposal>> {
    let generator = BuiltinGenerator::with_values(model_similarity()?, f.values.clone());
    Some(generate_by(&generator, f, question, SHOWN))
}

/// Fails unless `expected`'s result is among `proposals`.
fn offered(f: &Fixture, proposals: &[Proposal], question: &str, expected: &str) {
    assert!(
        rank_of(f, proposals, expected).is_some(),
        "{question}\nmissing {expected}\ngot {:#?}",
        sqls(proposals)
    );
}

/// Fails unless `expected`'s result is the first of `proposals`.
fn first(f: &Fixture, proposals: &[Proposal], question: &str, expected: &str) {
    assert_eq!(
        rank_of(f, proposals, expected),
        Some(0),
        "{question}\nexpected first {expected}\ngot {:#?}",
        sqls(proposals)
    );
}

/// As [`assert_offers`], with the local embedding model linking words: for phenomena where
/// names relate by meaning, not spelling ("restaurants" and `rest_estab`).
pub fn assert_offers_by_model(f: &Fixture, question: &str, expected: &str) {
    if let Some(proposals) = generate_by_model(f, question) {
        offered(f, &proposals, question, expected);
    }
}

/// As [`assert_first`], with the local embedding model linking words.
pub fn assert_first_by_model(f: &Fixture, question: &str, expected: &str) {
    if let Some(proposals) = generate_by_model(f, question) {
        first(f, &proposals, question, expected);
    }
}

/// `expected`'s result is among the first [`SHOWN`] readings; returns the readings.
pub fn assert_offers(f: &Fixture, question: &str, expected: &str) -> Vec<Proposal> {
    let proposals = generate(f, question, SHOWN);
    offered(f, &proposals, question, expected);
    proposals
}

/// The parser's first reading returns `expected`'s result.
pub fn assert_first(f: &Fixture, question: &str, expected: &str) {
    first(f, &generate(f, question, SHOWN), question, expected);
}
