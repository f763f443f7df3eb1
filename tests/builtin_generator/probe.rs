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
    if std::env::var("PROBE_EDGES").is_ok() {
        for k in schema.foreign_keys.iter().filter(|k| k.inferred) {
            let (a, b) = (&k.from_table, &k.to_table);
            println!("edge {a}.{} > {b}.{}", k.from_column, k.to_column);
        }
    }
    let conn = rusqlite::Connection::open(&db).expect("open");
    let values = Arc::new(ValueIndex::from_connection(
        &conn,
        &schema,
        Duration::from_secs(2),
    ));
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

/// A batch probe (ignored): `PROBE_FILE` holds lines `db | question | expected SQL` (`db` a
/// file, or a dev database name under `AMBIQT_DIR/dbs`); prints each question's rank of the
/// expected result (by execution, order-insensitive unless ORDER BY) and the misses' readings.
#[test]
#[ignore = "manual probe: set PROBE_FILE"]
fn probe_file() {
    let Ok(file) = std::env::var("PROBE_FILE") else {
        return;
    };
    let dir = std::env::var("AMBIQT_DIR").unwrap_or_else(|_| "/work/shared/data/ambiqt".into());
    let text = std::fs::read_to_string(&file).expect("probe file");
    let similarity: Arc<dyn Similarity + Send + Sync> =
        if std::env::var("PROBE_SIM").as_deref() == Ok("minilm") {
            let paths = qlarify::embed::ModelPaths::from_env().expect("data dir");
            let embedder = qlarify::embed::Embedder::load(&paths).expect("model installed");
            Arc::new(qlarify::embed::ModelSimilarity::new(Arc::new(embedder)))
        } else {
            Arc::new(qlarify::embed::Lexical::new())
        };
    let (mut found, mut total) = (0, 0);
    for line in text
        .lines()
        .filter(|l| l.contains('|') && !l.starts_with('#'))
    {
        let parts: Vec<&str> = line.splitn(3, '|').map(str::trim).collect();
        let [db, question, expected] = parts[..] else {
            continue;
        };
        let path = if db.ends_with(".sqlite") {
            std::path::PathBuf::from(db)
        } else {
            std::path::PathBuf::from(format!("{dir}/dbs/{db}.sqlite"))
        };
        let safe = SafeDb::open(&path, Limits::default()).expect("open");
        let schema = safe
            .introspect(&IntrospectOptions::default())
            .expect("introspect");
        let conn = rusqlite::Connection::open(&path).expect("open");
        let values = Arc::new(ValueIndex::from_connection(
            &conn,
            &schema,
            Duration::from_secs(2),
        ));
        let generator = BuiltinGenerator::with_values(similarity.clone(), values);
        let request = GenerationRequest {
            question,
            schema: &schema,
            hints: &[],
            plan: None,
            max_candidates: 5,
            cancel: None,
        };
        let proposals = generator.generate(&request).expect("generate");
        let ordered = expected.to_ascii_lowercase().contains("order by");
        // Columns in any order: a probe asks whether the reading is there, not how it is laid out.
        let loose = |sql: &str| {
            super::fixtures::rows(&conn, sql, ordered).map(|rows| {
                let mut rows: Vec<Vec<String>> = rows
                    .into_iter()
                    .map(|mut r| {
                        r.sort();
                        r
                    })
                    .collect();
                if !ordered {
                    rows.sort();
                }
                rows
            })
        };
        let want = loose(expected).expect("expected SQL runs");
        let rank = proposals
            .iter()
            .position(|p| loose(&p.sql).as_ref() == Some(&want));
        total += 1;
        match rank {
            Some(r) => {
                found += 1;
                println!("ok@{r}  {db}: {question}");
            }
            None => {
                println!("MISS  {db}: {question}\n      want {expected}");
                for p in &proposals {
                    println!("      {:.3}  {}", p.score, p.sql);
                }
            }
        }
    }
    println!("found {found}/{total}");
}
