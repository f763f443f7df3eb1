//! Property tests over the three parsers hostile input reaches first: the SQL guard, the
//! built-in question parser and the LLM reply extractor. Fixed case counts keep the whole
//! harness to a few seconds in `cargo test`.

use proptest::prelude::*;
use qlarify::core::ports::{GenerationRequest, Generator};
use qlarify::db::{IntrospectOptions, Limits, SafeDb};
use qlarify::embed::Semantic;
use qlarify::generate::extract::{extract_sql, refused_write};
use qlarify::generate::BuiltinGenerator;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// One guarded connection on a small file, shared by every case.
fn guarded() -> std::sync::MutexGuard<'static, SafeDb> {
    static DB: OnceLock<(tempfile::TempDir, Mutex<SafeDb>)> = OnceLock::new();
    let db = &DB
        .get_or_init(|| {
            let dir = tempfile::tempdir().expect("tempdir");
            let path = crate::support::database(
            dir.path(),
            "props.db",
            "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'a');",
        );
            let db = SafeDb::open(&path, Limits::with_timeout(Duration::from_millis(200)))
                .expect("open");
            (dir, Mutex::new(db))
        })
        .1;
    db.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

const WRITES: &[&str] = &[
    "INSERT INTO t VALUES (2, 'b')",
    "UPDATE t SET name = 'x'",
    "DELETE FROM t",
    "DROP TABLE t",
    "CREATE TABLE u (x)",
    "ATTACH 'x.db' AS x",
    "PRAGMA query_only = 0",
    "VACUUM INTO 'y.db'",
];

proptest! {
    #![proptest_config(config(64))]

    /// Whatever the text, preparing it never panics, and nothing that prepares can write.
    #[test]
    fn the_guard_never_lets_a_write_through(prefix in "[ \\t\\n]{0,3}(--[^\\n]{0,8}\\n)?", which in 0..WRITES.len(), tail in "\\PC{0,40}") {
        let db = guarded();
        let sql = format!("{prefix}{}{tail}", WRITES[which]);
        prop_assert!(db.prepare(&sql).is_err(), "{sql:?} was accepted");
        let _ = db.prepare(&tail);
    }

    /// Every reading extracted from any reply is a query; finding writes never panics.
    #[test]
    fn the_extractor_only_yields_queries(reply in "\\PC{0,300}", fenced in "(SELECT|WITH|DROP TABLE|select) [a-z ,*]{0,30}") {
        for text in [reply.clone(), format!("```sql\n{fenced}\n```\n{reply}")] {
            for sql in extract_sql(&text) {
                let head = sql.trim_start().to_ascii_uppercase();
                prop_assert!(head.starts_with("SELECT") || head.starts_with("WITH"), "{sql:?}");
            }
            let _ = refused_write(&text);
        }
    }
}

proptest! {
    #![proptest_config(config(24))]

    /// The built-in parser reads any short text without panicking, in bounded time.
    #[test]
    fn the_question_parser_is_total_and_quick(question in "[a-zA-Z0-9 ,.'?%-]{1,160}") {
        static SETUP: OnceLock<(qlarify::core::schema::Schema, BuiltinGenerator)> = OnceLock::new();
        let (schema, generator) = SETUP.get_or_init(|| {
            let db = SafeDb::open(&crate::support::demo_db(), Limits::default()).expect("demo");
            let schema = db.introspect(&IntrospectOptions::default()).expect("schema");
            let similarity = Semantic::lexical_only("tests").current();
            (schema, BuiltinGenerator::new(similarity))
        });
        let request = GenerationRequest {
            question: &question,
            schema,
            hints: &[],
            plan: None,
            max_candidates: 10,
            cancel: None,
        };
        let started = Instant::now();
        let _ = generator.generate(&request);
        prop_assert!(started.elapsed() < Duration::from_secs(5), "{question:?} took {:?}", started.elapsed());
    }
}
