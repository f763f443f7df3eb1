//! LLM generators against a real HTTP server on 127.0.0.1: extraction from chatty replies,
//! plan and masked-schema prompts, the diversity baselines, cancellation, calls from plain
//! threads and from inside a runtime, concurrent siblings. (`tests/llm_cli.rs` drives the
//! binary end to end.)
#![allow(clippy::expect_used)]

mod fake_llm;

use fake_llm::{FakeLlm, Reply};
use qlarify::core::plans::Plan;
use qlarify::core::ports::{GenerationRequest, Generator};
use qlarify::core::schema::{Schema, Table};
use qlarify::generate::openai::{Endpoint, OpenAiClient, RetryPolicy};
use qlarify::generate::{Batch, LlmGenerator, Sampling};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn schema() -> Schema {
    Schema {
        tables: vec![
            Table::with_columns(
                "students",
                &["id", "birthplace", "origin", "dept_id"],
                &["id"],
            ),
            Table::with_columns("departments", &["id", "name"], &["id"]),
        ],
        foreign_keys: vec![],
        ..Default::default()
    }
}

fn generator(server: &FakeLlm, name: &str) -> LlmGenerator {
    let endpoint = Endpoint {
        name: name.into(),
        base_url: server.base_url.clone(),
        model: "tiny".into(),
        api_key_env: None,
        temperature: 0.0,
        max_tokens: 128,
        timeout: Duration::from_secs(10),
        max_reply_bytes: 1 << 20,
    };
    let retry = RetryPolicy {
        base: Duration::from_millis(10),
        max_delay: Duration::from_millis(20),
        ..RetryPolicy::default()
    };
    LlmGenerator::from_client(
        OpenAiClient::new(endpoint)
            .expect("client")
            .with_retry(retry),
    )
}

fn request<'a>(schema: &'a Schema, cancel: Option<&'a AtomicBool>) -> GenerationRequest<'a> {
    GenerationRequest {
        question: "Find the hometown of students",
        schema,
        hints: &[],
        plan: None,
        max_candidates: 5,
        cancel,
    }
}

#[test]
fn sql_is_found_in_a_chatty_reply() {
    let server = FakeLlm::always(Reply::Text(
        "<think>birthplace or origin?</think>Sure! Here you go:\n```sql\nSELECT origin FROM students;\n```\nThis returns each hometown.".into(),
    ));
    let schema = schema();
    let proposals = generator(&server, "m")
        .generate(&request(&schema, None))
        .expect("ok");
    let sql: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert_eq!(sql, ["SELECT origin FROM students"]);
    assert!(proposals[0].score > 0.0);
}

#[test]
fn a_reply_without_sql_is_one_clear_error() {
    let server = FakeLlm::always(Reply::Text("I am not sure what you mean.".into()));
    let schema = schema();
    let error = generator(&server, "m")
        .generate(&request(&schema, None))
        .expect_err("no SQL");
    assert_eq!(error.to_string(), "m: no SQL in the reply");
}

#[test]
fn a_failing_model_says_so_in_one_line() {
    let server = FakeLlm::always(Reply::Status {
        status: 503,
        body: "overloaded".into(),
        retry_after: None,
    });
    let schema = schema();
    let error = generator(&server, "m")
        .generate(&request(&schema, None))
        .expect_err("fails");
    assert_eq!(
        error.to_string(),
        "m: HTTP 503 after 3 attempts: overloaded"
    );
    assert_eq!(server.requests(), 3);
}

#[test]
fn plans_and_masked_schemas_are_what_the_prompt_shows() {
    let server = FakeLlm::always(Reply::Text("SELECT origin FROM students".into()));
    let gen = generator(&server, "m");
    assert!(gen.honours_plans());
    let mut masked = schema();
    masked.tables[0].columns.retain(|c| c.name != "birthplace");
    let planned = GenerationRequest {
        plan: Some(Plan {
            joins: 1,
            selections: 2,
        }),
        ..request(&masked, None)
    };
    gen.generate(&planned).expect("ok");
    let prompt = server.seen()[0].prompt();
    assert!(
        prompt.contains("Use exactly 1 joins and select exactly 2 columns"),
        "{prompt}"
    );
    assert!(
        prompt.contains("origin") && !prompt.contains("birthplace"),
        "{prompt}"
    );
}

#[test]
fn temperature_sampling_scores_readings_by_frequency() {
    let server = FakeLlm::start(|n, _| {
        Reply::Text(if n % 3 == 2 {
            "SELECT birthplace FROM students".into()
        } else {
            "SELECT origin FROM students".into()
        })
    });
    let schema = schema();
    let gen = generator(&server, "m").with_sampling(Sampling::Temperature {
        samples: 6,
        temperature: 0.9,
    });
    let proposals = gen.generate(&request(&schema, None)).expect("ok");
    assert_eq!(server.requests(), 6);
    assert!(server.seen().iter().all(|s| s.body["temperature"] == 0.9));
    assert_eq!(proposals.len(), 2);
    assert_eq!(proposals[0].sql, "SELECT origin FROM students");
    assert!((proposals[0].score - 4.0 / 6.0).abs() < 1e-9);
    assert!((proposals[1].score - 2.0 / 6.0).abs() < 1e-9);
}

#[test]
fn forced_diversity_shows_earlier_readings_and_stops_on_repeats() {
    let server = FakeLlm::start(|n, _| {
        Reply::Text(match n {
            0 => "SELECT birthplace FROM students".into(),
            1 => "SELECT origin FROM students".into(),
            _ => "SELECT origin FROM students".into(),
        })
    });
    let schema = schema();
    let gen = generator(&server, "m").with_sampling(Sampling::ForcedDiversity { rounds: 5 });
    let proposals = gen.generate(&request(&schema, None)).expect("ok");
    let sql: Vec<&str> = proposals.iter().map(|p| p.sql.as_str()).collect();
    assert_eq!(
        sql,
        [
            "SELECT birthplace FROM students",
            "SELECT origin FROM students"
        ]
    );
    assert_eq!(server.requests(), 3, "the third reply repeated: stop");
    let seen = server.seen();
    assert!(!seen[0].prompt().contains("already given"));
    assert!(seen[2]
        .prompt()
        .contains("1. SELECT birthplace FROM students"));
    assert!(seen[2].prompt().contains("2. SELECT origin FROM students"));
}

#[test]
fn a_slow_model_is_cancelled_through_the_request_flag() {
    let server = FakeLlm::always(Reply::Slow(
        Duration::from_secs(30),
        Box::new(Reply::Text("SELECT 1".into())),
    ));
    let schema = schema();
    let gen = generator(&server, "slow");
    let flag = AtomicBool::new(false);
    let started = Instant::now();
    let result = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(Duration::from_millis(150));
            flag.store(true, Ordering::SeqCst);
        });
        gen.generate(&request(&schema, Some(&flag)))
    });
    assert_eq!(
        result.expect_err("cancelled").to_string(),
        "slow: cancelled"
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn generate_works_from_plain_threads_and_from_inside_runtimes() {
    let server = FakeLlm::always(Reply::Text("SELECT origin FROM students".into()));
    let gen = Arc::new(generator(&server, "m"));
    let schema = Arc::new(schema());
    // A plain thread (ask, eval).
    assert!(gen.generate(&request(&schema, None)).is_ok());
    // A spawn_blocking task (the TUI) and, worse, an async task calling it directly.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("rt");
    let (in_blocking, in_async) = rt.block_on({
        let gen = gen.clone();
        let schema = schema.clone();
        async move {
            let blocking = tokio::task::spawn_blocking({
                let gen = gen.clone();
                let schema = schema.clone();
                move || gen.generate(&request(&schema, None)).is_ok()
            })
            .await
            .expect("join");
            let direct = gen.generate(&request(&schema, None)).is_ok();
            (blocking, direct)
        }
    });
    assert!(in_blocking && in_async);
    let current = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("rt");
    assert!(current.block_on(async { gen.generate(&request(&schema, None)).is_ok() }));
    drop(rt); // dropping the caller's runtime does not touch the generator's
    assert!(gen.generate(&request(&schema, None)).is_ok());
}

#[test]
fn siblings_in_a_batch_are_asked_together() {
    let slow = |sql: &'static str| {
        FakeLlm::always(Reply::Slow(
            Duration::from_millis(700),
            Box::new(Reply::Text(sql.into())),
        ))
    };
    let (one, two) = (
        slow("SELECT origin FROM students"),
        slow("SELECT birthplace FROM students"),
    );
    let batch = Batch::new();
    let a = generator(&one, "a").in_batch(batch.clone());
    let b = generator(&two, "b").in_batch(batch.clone());
    let schema = schema();
    let started = Instant::now();
    let ra = a.generate(&request(&schema, None)).expect("a");
    let rb = b.generate(&request(&schema, None)).expect("b");
    let elapsed = started.elapsed();
    assert_eq!(ra[0].sql, "SELECT origin FROM students");
    assert_eq!(rb[0].sql, "SELECT birthplace FROM students");
    assert!(
        elapsed < Duration::from_millis(1300),
        "concurrent, not 1.4 s: {elapsed:?}"
    );
    assert_eq!((one.requests(), two.requests()), (1, 1));
    // A different prompt for the same question (a masked schema) is not served from the batch.
    let mut masked = schema.clone();
    masked.tables.pop();
    b.generate(&request(&masked, None)).expect("b again");
    assert_eq!((one.requests(), two.requests()), (1, 2));
}
