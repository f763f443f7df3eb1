//! Hostile models: replies without end or of any size cost at most `max_reply_bytes`.

use crate::fake_llm::{FakeLlm, Reply};
use qlarify::generate::openai::client::block_on;
use qlarify::generate::openai::{ChatOptions, ClientError, Endpoint, Message, OpenAiClient};
use std::time::{Duration, Instant};

fn endpoint(server: &FakeLlm, max_reply_bytes: usize) -> Endpoint {
    Endpoint {
        name: "hostile".into(),
        base_url: server.base_url.clone(),
        model: "m".into(),
        api_key_env: None,
        temperature: 0.0,
        max_tokens: 64,
        timeout: Duration::from_secs(30),
        max_reply_bytes,
    }
}

fn chat(
    server: &FakeLlm,
    max_reply_bytes: usize,
    stream: bool,
) -> (Result<String, ClientError>, Duration) {
    let client = OpenAiClient::new(endpoint(server, max_reply_bytes)).expect("client");
    let options = ChatOptions {
        stream,
        ..ChatOptions::default()
    };
    let started = Instant::now();
    let outcome = block_on(client.chat(&[Message::user("q")], &options, None, None))
        .expect("runtime")
        .map(|c| c.text);
    (outcome, started.elapsed())
}

#[test]
fn an_endless_stream_is_abandoned_at_the_reply_cap_not_the_timeout() {
    let server = FakeLlm::always(Reply::Endless("SELECT 1 UNION ALL ".into()));
    let (outcome, took) = chat(&server, 1 << 20, true);
    assert_eq!(outcome, Err(ClientError::TooLarge { limit: 1 << 20 }));
    assert!(took < Duration::from_secs(10), "took {took:?}");
}

#[test]
fn a_huge_whole_reply_is_refused_and_one_under_the_cap_is_read() {
    let server = FakeLlm::always(Reply::Huge(8 << 20));
    let (outcome, _) = chat(&server, 1 << 20, false);
    assert_eq!(outcome, Err(ClientError::TooLarge { limit: 1 << 20 }));
    let error = ClientError::TooLarge { limit: 1 << 20 }.to_string();
    assert!(error.contains("max_reply_bytes"), "{error}");
    let small = FakeLlm::always(Reply::Huge(64 << 10));
    let (outcome, _) = chat(&small, 1 << 20, false);
    assert!(outcome.is_ok_and(|text| text.len() > 60_000));
}
