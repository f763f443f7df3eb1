//! A manual probe (ignored): ask one question of any database file and print the parser's
//! trace and its readings. `PROBE_DB=file PROBE_Q="question" cargo test --test
//! builtin_generator probe -- --ignored --nocapture` (`PROBE_SIM=minilm` for the model).

use qlarify::core::ports::{GenerationRequest, Generator, Similarity};
use qlarify::db::{IntrospectOptions, Limits, SafeDb};
use qlarify::generate::{BuiltinGenerator, ValueIndex};
use std::sync::Arc;
use std::time::Duration;

#[test]
#[ignore = "manual probe: set PROBE_DB and PROBE_Q"]
fn probe() {
    let (Ok(db), Ok(question)) = (std::env::var("PROBE_DB"), std::env::var("PROBE_Q")) else {
        return;
    };
    let safe = SafeDb::open(std::path::Path::new(&db), Limits::default()).expect("open");
    let schema = safe
        .introspect(&IntrospectOptions::default())
        .expect("introspect");
    let conn = rusqlite::Connection::open(&db).expect("open");
    let values = Arc::new(ValueIndex::load(&conn, &schema, Duration::from_secs(2)));
    let similarity: Arc<dyn Similarity + Send + Sync> =
        if std::env::var("PROBE_SIM").as_deref() == Ok("minilm") {
            let paths = qlarify::embed::ModelPaths::from_env().expect("data dir");
            let embedder = qlarify::embed::Embedder::load(&paths).expect("model installed");
            Arc::new(qlarify::embed::ModelSimilarity::new(Arc::new(embedder)))
        } else {
            Arc::new(qlarify::embed::Lexical::new())
        };
    let generator = BuiltinGenerator::with_values(similarity, values);
    for q in question.split('|') {
        let request = GenerationRequest {
            question: q,
            schema: &schema,
            hints: &[],
            plan: None,
            max_candidates: 8,
            cancel: None,
        };
        if std::env::var("PROBE_EXPLAIN").is_ok() {
            println!("{}", generator.explain(&request));
        }
        println!("## {q}");
        for p in generator.generate(&request).expect("generate") {
            println!("  {:.3}  {}", p.score, p.sql);
        }
    }
}
