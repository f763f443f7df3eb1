//! The chat-completions client against a real HTTP server on 127.0.0.1: success, streaming,
//! logprobs, retries on 429 and 5xx, timeouts, malformed replies, cancellation.
#![allow(clippy::expect_used)]

mod fake_llm;

use fake_llm::{FakeLlm, Reply};
use qlarify::generate::openai::client::block_on;
use qlarify::generate::openai::{
    ChatOptions, ClientError, Endpoint, Message, OpenAiClient, RetryPolicy,
};
use qlarify::generate::LlmJudge;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn endpoint(server: &FakeLlm) -> Endpoint {
    Endpoint {
        name: "test-model".into(),
        base_url: server.base_url.clone(),
        model: "tiny".into(),
        api_key_env: None,
        temperature: 0.0,
        max_tokens: 64,
        timeout: Duration::from_secs(10),
        max_reply_bytes: 1 << 20,
    }
}

fn fast_retries() -> RetryPolicy {
    RetryPolicy {
        max_attempts: 3,
        base: Duration::from_millis(10),
        max_delay: Duration::from_millis(40),
        max_retry_after: Duration::from_secs(2),
    }
}

fn client(endpoint: Endpoint) -> OpenAiClient {
    OpenAiClient::new(endpoint)
        .expect("client")
        .with_retry(fast_retries())
}

fn chat(
    client: &OpenAiClient,
    options: &ChatOptions,
) -> Result<qlarify::generate::openai::Completion, ClientError> {
    block_on(client.chat(&[Message::user("hello")], options, None, None)).expect("runtime")
}

#[test]
fn a_plain_completion_and_the_request_it_sent() {
    let server = FakeLlm::always(Reply::Text("SELECT 1".into()));
    let completion = chat(&client(endpoint(&server)), &ChatOptions::default()).expect("ok");
    assert_eq!(completion.text, "SELECT 1");
    assert_eq!(completion.attempts, 1);
    let seen = server.seen();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].body["model"], "tiny");
    assert_eq!(seen[0].body["stream"], false);
    assert_eq!(seen[0].body["max_tokens"], 64);
    assert_eq!(seen[0].authorization, None, "no api_key_env, no header");
}

#[test]
fn the_key_is_sent_only_when_its_variable_is_set() {
    let server = FakeLlm::always(Reply::Text("ok".into()));
    let mut with_key = endpoint(&server);
    with_key.api_key_env = Some("QLARIFY_CLIENT_TEST_KEY_SET".into());
    std::env::set_var("QLARIFY_CLIENT_TEST_KEY_SET", "sk-test-123");
    chat(&client(with_key), &ChatOptions::default()).expect("ok");
    let mut unset = endpoint(&server);
    unset.api_key_env = Some("QLARIFY_CLIENT_TEST_KEY_NEVER_SET".into());
    chat(&client(unset), &ChatOptions::default()).expect("ok");
    let seen = server.seen();
    assert_eq!(seen[0].authorization.as_deref(), Some("Bearer sk-test-123"));
    assert_eq!(seen[1].authorization, None);
}

#[test]
fn a_streamed_reply_is_assembled_with_progress() {
    let server = FakeLlm::always(Reply::Stream {
        pieces: vec!["SELECT ".into(), "name ".into(), "FROM t".into()],
        pause: Duration::from_millis(20),
    });
    let reported = Arc::new(AtomicUsize::new(0));
    let calls = Arc::new(AtomicUsize::new(0));
    let progress = {
        let reported = reported.clone();
        let calls = calls.clone();
        move |tokens: usize| {
            assert!(tokens >= reported.load(Ordering::SeqCst), "monotone");
            reported.store(tokens, Ordering::SeqCst);
            calls.fetch_add(1, Ordering::SeqCst);
        }
    };
    let options = ChatOptions {
        stream: true,
        ..ChatOptions::default()
    };
    let client = client(endpoint(&server));
    let completion = block_on(client.chat(&[Message::user("q")], &options, Some(&progress), None))
        .expect("runtime")
        .expect("ok");
    assert_eq!(completion.text, "SELECT name FROM t");
    assert_eq!(calls.load(Ordering::SeqCst), 3);
    assert_eq!(reported.load(Ordering::SeqCst), 3);
    assert_eq!(server.seen()[0].body["stream"], true);
}

#[test]
fn logprobs_are_asked_for_and_read() {
    let server = FakeLlm::always(Reply::Logprobs {
        token: "B".into(),
        top: vec![("B".into(), -0.2), ("A".into(), -1.8)],
    });
    let options = ChatOptions {
        top_logprobs: Some(5),
        ..ChatOptions::default()
    };
    let completion = chat(&client(endpoint(&server)), &options).expect("ok");
    assert_eq!(completion.logprobs.len(), 1);
    assert_eq!(completion.logprobs[0].top.len(), 2);
    let body = &server.seen()[0].body;
    assert_eq!(
        (body["logprobs"].clone(), body["top_logprobs"].clone()),
        (true.into(), 5.into())
    );
}

#[test]
fn the_judge_reads_p_of_option_b_and_knows_when_it_cannot() {
    let schema = qlarify::core::schema::Schema {
        tables: vec![qlarify::core::schema::Table::with_columns(
            "students",
            &["origin", "birthplace"],
            &[],
        )],
        foreign_keys: vec![],
        ..Default::default()
    };
    let server = FakeLlm::always(Reply::Logprobs {
        token: "B".into(),
        top: vec![("B".into(), -0.2), ("A".into(), -1.8)],
    });
    let judge = LlmJudge::from_client(client(endpoint(&server)));
    let p = judge
        .score(
            "hometown of students",
            &schema,
            &[],
            "SELECT origin FROM students",
            None,
        )
        .expect("ok")
        .expect("logprobs given");
    let expected = (-0.2f64).exp() / ((-0.2f64).exp() + (-1.8f64).exp());
    assert!((p - expected).abs() < 1e-9, "{p}");
    assert!(server.seen()[0].prompt().contains("Option B: No"));

    let plain = FakeLlm::always(Reply::Text("B".into()));
    let judge = LlmJudge::from_client(client(endpoint(&plain)));
    let fallback = judge.score_or("q", &schema, &[], "SELECT origin FROM students", -0.4);
    assert_eq!(fallback, -0.4, "no logprobs: the embedding score stands");
}

#[test]
fn a_429_is_retried_after_the_servers_delay() {
    let server = FakeLlm::start(|n, _| {
        if n == 0 {
            Reply::Status {
                status: 429,
                body: r#"{"error":{"message":"slow down"}}"#.into(),
                retry_after: Some("0.2".into()),
            }
        } else {
            Reply::Text("SELECT 2".into())
        }
    });
    let started = Instant::now();
    let completion = chat(&client(endpoint(&server)), &ChatOptions::default()).expect("ok");
    assert_eq!(completion.text, "SELECT 2");
    assert_eq!(completion.attempts, 2);
    assert_eq!(server.requests(), 2);
    assert!(
        started.elapsed() >= Duration::from_millis(200),
        "Retry-After honoured"
    );
}

#[test]
fn a_500_gives_up_after_the_bounded_attempts_with_one_line() {
    let server = FakeLlm::always(Reply::Status {
        status: 500,
        body: r#"{"error":{"message":"boom"}}"#.into(),
        retry_after: None,
    });
    let error = chat(&client(endpoint(&server)), &ChatOptions::default()).expect_err("fails");
    assert_eq!(server.requests(), 3);
    assert_eq!(error.to_string(), "HTTP 500 after 3 attempts: boom");
    assert!(!error.to_string().contains('\n'));
}

#[test]
fn a_client_error_is_not_retried() {
    let server = FakeLlm::always(Reply::Status {
        status: 401,
        body: "unauthorised".into(),
        retry_after: None,
    });
    let error = chat(&client(endpoint(&server)), &ChatOptions::default()).expect_err("fails");
    assert_eq!(server.requests(), 1);
    assert_eq!(error.to_string(), "HTTP 401 after 1 attempt: unauthorised");
}

#[test]
fn a_slow_model_times_out() {
    let server = FakeLlm::always(Reply::Slow(
        Duration::from_secs(5),
        Box::new(Reply::Text("late".into())),
    ));
    let mut short = endpoint(&server);
    short.timeout = Duration::from_millis(300);
    let started = Instant::now();
    let error = chat(&client(short), &ChatOptions::default()).expect_err("times out");
    assert_eq!(error.to_string(), "timed out after 0.3 s");
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[test]
fn malformed_json_is_reported_not_retried() {
    let server = FakeLlm::always(Reply::Raw("{\"choices\": [".into()));
    let error = chat(&client(endpoint(&server)), &ChatOptions::default()).expect_err("fails");
    assert!(matches!(error, ClientError::Malformed(_)), "{error}");
    assert_eq!(server.requests(), 1);
}

#[test]
fn a_slow_model_is_cancelled_through_the_flag() {
    let server = FakeLlm::always(Reply::Slow(
        Duration::from_secs(30),
        Box::new(Reply::Text("late".into())),
    ));
    let client = client(endpoint(&server));
    let flag = AtomicBool::new(false);
    let started = Instant::now();
    let result = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(Duration::from_millis(150));
            flag.store(true, Ordering::SeqCst);
        });
        block_on(client.chat(
            &[Message::user("q")],
            &ChatOptions::default(),
            None,
            Some(&flag),
        ))
        .expect("runtime")
    });
    assert_eq!(result, Err(ClientError::Cancelled));
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn an_unreachable_server_is_one_line_after_the_retries() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .expect("bind")
        .local_addr()
        .expect("addr")
        .port();
    let endpoint = Endpoint {
        name: "gone".into(),
        base_url: format!("http://127.0.0.1:{port}/v1"),
        model: "m".into(),
        api_key_env: None,
        temperature: 0.0,
        max_tokens: 8,
        timeout: Duration::from_secs(5),
        max_reply_bytes: 1 << 20,
    };
    let error = chat(&client(endpoint), &ChatOptions::default()).expect_err("fails");
    let line = error.to_string();
    assert!(
        line.starts_with(&format!(
            "cannot reach http://127.0.0.1:{port}/v1/chat/completions after 3 attempts"
        )),
        "{line}"
    );
}
