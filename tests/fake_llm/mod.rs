//! A chat-completions server on 127.0.0.1 for the LLM tests: axum on an ephemeral port, on its
//! own thread and tokio runtime, answering each request with what the test's script says.
#![allow(clippy::expect_used, dead_code)] // test support

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::routing::post;
use axum::Router;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What the server does for one request.
#[derive(Debug, Clone)]
pub enum Reply {
    /// 200 with a chat completion whose message is this text.
    Text(String),
    /// 200 with a completion carrying logprobs for a one-token answer.
    Logprobs {
        token: String,
        top: Vec<(String, f64)>,
    },
    /// 200, `text/event-stream`, one delta per piece, `pause` between them, then `[DONE]`.
    Stream {
        pieces: Vec<String>,
        pause: Duration,
    },
    /// Any status and body, with an optional `Retry-After`.
    Status {
        status: u16,
        body: String,
        retry_after: Option<String>,
    },
    /// 200 with this raw body (malformed JSON, say).
    Raw(String),
    /// Wait, then reply.
    Slow(Duration, Box<Reply>),
    /// 200, `text/event-stream`, this delta over and over as fast as the socket takes it,
    /// never `[DONE]` (a hostile or broken model).
    Endless(String),
    /// 200, `application/json`, a body of this many bytes streamed without a length (a
    /// completion whose message is mostly padding).
    Huge(usize),
}

/// A request as the server saw it.
#[derive(Debug, Clone)]
pub struct Seen {
    pub body: Value,
    pub authorization: Option<String>,
}

impl Seen {
    /// The user message's text.
    pub fn prompt(&self) -> String {
        self.body["messages"]
            .as_array()
            .and_then(|m| m.last())
            .and_then(|m| m["content"].as_str())
            .unwrap_or_default()
            .to_string()
    }
}

type Script = Arc<dyn Fn(usize, &Value) -> Reply + Send + Sync>;

struct Shared {
    script: Script,
    count: AtomicUsize,
    seen: Mutex<Vec<Seen>>,
}

/// A running server; it stops when the test process ends.
pub struct FakeLlm {
    pub base_url: String,
    shared: Arc<Shared>,
}

impl FakeLlm {
    /// Serve `script(n, body)` for the n-th request (0-based).
    pub fn start(script: impl Fn(usize, &Value) -> Reply + Send + Sync + 'static) -> Self {
        let shared = Arc::new(Shared {
            script: Arc::new(script),
            count: AtomicUsize::new(0),
            seen: Mutex::new(Vec::new()),
        });
        let (tx, rx) = std::sync::mpsc::channel();
        let state = shared.clone();
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("server runtime");
            rt.block_on(async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                    .await
                    .expect("bind");
                tx.send(listener.local_addr().expect("addr")).expect("send");
                let app = Router::new()
                    .route("/v1/chat/completions", post(handle))
                    .with_state(state);
                axum::serve(listener, app).await.expect("serve");
            });
        });
        let addr = rx.recv().expect("server address");
        Self {
            base_url: format!("http://{addr}/v1"),
            shared,
        }
    }

    /// Always the same reply.
    pub fn always(reply: Reply) -> Self {
        Self::start(move |_, _| reply.clone())
    }

    pub fn requests(&self) -> usize {
        self.shared.count.load(Ordering::SeqCst)
    }

    pub fn seen(&self) -> Vec<Seen> {
        self.shared.seen.lock().expect("seen").clone()
    }
}

/// A completion body with `text` as the message.
pub fn completion(text: &str) -> Value {
    json!({
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "choices": [{"index": 0, "finish_reason": "stop",
                     "message": {"role": "assistant", "content": text}}]
    })
}

fn json_response(value: Value) -> Response {
    Response::builder()
        .header("content-type", "application/json")
        .body(Body::from(value.to_string()))
        .expect("response")
}

async fn handle(State(shared): State<Arc<Shared>>, headers: HeaderMap, body: Bytes) -> Response {
    let n = shared.count.fetch_add(1, Ordering::SeqCst);
    let value: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let authorization = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    shared.seen.lock().expect("seen").push(Seen {
        body: value.clone(),
        authorization,
    });
    let reply = (shared.script)(n, &value);
    respond(reply).await
}

fn respond(reply: Reply) -> std::pin::Pin<Box<dyn std::future::Future<Output = Response> + Send>> {
    Box::pin(async move {
        match reply {
            Reply::Text(text) => json_response(completion(&text)),
            Reply::Logprobs { token, top } => {
                let top: Vec<Value> = top
                    .iter()
                    .map(|(t, l)| json!({"token": t, "logprob": l}))
                    .collect();
                let logprob = top
                    .iter()
                    .find(|t| t["token"] == token.as_str())
                    .and_then(|t| t["logprob"].as_f64())
                    .unwrap_or(-0.1);
                json_response(json!({
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": token},
                                 "logprobs": {"content": [{"token": token, "logprob": logprob,
                                                            "top_logprobs": top}]}}]
                }))
            }
            Reply::Stream { pieces, pause } => {
                let mut events: Vec<String> = pieces
                    .iter()
                    .map(|p| {
                        let chunk = json!({"choices": [{"index": 0, "delta": {"content": p}}]});
                        format!("data: {chunk}\n\n")
                    })
                    .collect();
                events.push("data: [DONE]\n\n".into());
                let stream = futures_util::stream::unfold(
                    (events.into_iter(), pause, true),
                    |(mut events, pause, first)| async move {
                        if !first {
                            tokio::time::sleep(pause).await;
                        }
                        let next = events.next()?;
                        Some((
                            Ok::<_, std::io::Error>(Bytes::from(next)),
                            (events, pause, false),
                        ))
                    },
                );
                Response::builder()
                    .header("content-type", "text/event-stream")
                    .body(Body::from_stream(stream))
                    .expect("response")
            }
            Reply::Status {
                status,
                body,
                retry_after,
            } => {
                let mut response = Response::builder()
                    .status(StatusCode::from_u16(status).expect("status"))
                    .header("content-type", "application/json");
                if let Some(after) = retry_after {
                    response = response.header("retry-after", after);
                }
                response.body(Body::from(body)).expect("response")
            }
            Reply::Raw(body) => Response::builder()
                .header("content-type", "application/json")
                .body(Body::from(body))
                .expect("response"),
            Reply::Endless(piece) => {
                let chunk = json!({"choices": [{"index": 0, "delta": {"content": piece}}]});
                let event = Bytes::from(format!("data: {chunk}\n\n").repeat(64));
                let stream = futures_util::stream::repeat_with(move || {
                    Ok::<_, std::io::Error>(event.clone())
                });
                Response::builder()
                    .header("content-type", "text/event-stream")
                    .body(Body::from_stream(stream))
                    .expect("response")
            }
            Reply::Huge(size) => {
                let head = Bytes::from_static(
                    br#"{"choices":[{"index":0,"message":{"role":"assistant","content":""#,
                );
                let tail = Bytes::from_static(br#""}}]}"#);
                let pad = size.saturating_sub(head.len() + tail.len());
                let pieces: Vec<Bytes> = std::iter::once(head)
                    .chain((0..pad / 65536).map(|_| Bytes::from(vec![b'x'; 65536])))
                    .chain(std::iter::once(Bytes::from(vec![b'x'; pad % 65536])))
                    .chain(std::iter::once(tail))
                    .collect();
                let stream =
                    futures_util::stream::iter(pieces.into_iter().map(Ok::<_, std::io::Error>));
                Response::builder()
                    .header("content-type", "application/json")
                    .body(Body::from_stream(stream))
                    .expect("response")
            }
            Reply::Slow(wait, then) => {
                tokio::time::sleep(wait).await;
                respond(*then).await
            }
        }
    })
}
