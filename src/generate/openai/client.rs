//! One chat completion against one configured model, with everything that can go wrong on the
//! way: retries with backoff, a per-request timeout, cancellation, streaming with progress.
//!
//! Owns: [`OpenAiClient`] and the process-wide runtime that blocking callers drive it on.
//! Must not touch: prompts and SQL; the key beyond the `Authorization` header of one request
//! (it is read from its variable per request and never kept, logged or returned).

use super::retry::{jitter_unit, parse_retry_after, retryable, RetryPolicy};
use super::sse::{SseEvent, SseParser};
use super::wire::{ChatRequest, Message, Reply, TokenLogprob};
use super::{short_detail, ClientError};
use futures_util::StreamExt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

/// How often a waiting call looks at the cancel flag.
const CANCEL_POLL: Duration = Duration::from_millis(50);
/// At most this much of an error body is read (it only feeds one error line).
const ERROR_BODY_LIMIT: usize = 4096;

/// Where and how to reach one model (a `[[models]]` entry, resolved).
#[derive(Debug, Clone, PartialEq)]
pub struct Endpoint {
    /// The generator's name, used in every error line.
    pub name: String,
    /// E.g. `http://localhost:11434/v1`; `/chat/completions` is appended.
    pub base_url: String,
    pub model: String,
    /// The variable to read the key from at request time; the key itself is never held.
    pub api_key_env: Option<String>,
    pub temperature: f64,
    pub max_tokens: u32,
    /// Per attempt.
    pub timeout: Duration,
    /// A reply (streamed or whole) larger than this is abandoned as it arrives: an endless or
    /// huge reply costs at most this much memory, not whatever arrives before the timeout.
    pub max_reply_bytes: usize,
}

impl Endpoint {
    pub fn from_config(config: &crate::store::ModelConfig) -> Self {
        Self {
            name: config.name.clone(),
            base_url: config.base_url.clone(),
            model: config.model.clone(),
            api_key_env: config.api_key_env.clone(),
            temperature: config.temperature,
            max_tokens: config.max_tokens,
            timeout: Duration::from_millis(config.timeout_ms),
            max_reply_bytes: config.max_reply_bytes,
        }
    }

    fn url(&self) -> String {
        format!("{}/chat/completions", self.base_url.trim_end_matches('/'))
    }

    /// The key, when `api_key_env` names a variable that is set and not empty.
    /// The key is registered as a secret, so that nothing persisted or logged can carry it.
    fn key(&self) -> Option<String> {
        let var = self.api_key_env.as_deref()?;
        let key = std::env::var(var).ok().filter(|k| !k.trim().is_empty())?;
        crate::store::secrets::register(&key);
        Some(key)
    }
}

/// Per-call overrides of the endpoint's defaults.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ChatOptions {
    pub temperature: Option<f64>,
    pub max_tokens: Option<u32>,
    /// Ask for a streamed reply (SSE) and report progress as tokens arrive.
    pub stream: bool,
    /// Ask for this many alternatives per token (`logprobs: true, top_logprobs: n`).
    pub top_logprobs: Option<u8>,
}

/// What came back.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Completion {
    pub text: String,
    /// Per generated token, when the server returned logprobs.
    pub logprobs: Vec<TokenLogprob>,
    /// Attempts made (1 without retries).
    pub attempts: u32,
}

/// Called with the number of tokens received so far.
pub type Progress<'a> = &'a (dyn Fn(usize) + Send + Sync);

/// A chat-completions client for one model.
#[derive(Debug, Clone)]
pub struct OpenAiClient {
    http: reqwest::Client,
    endpoint: Endpoint,
    retry: RetryPolicy,
}

/// One failed attempt, and whether another is worth making.
enum AttemptError {
    Retry {
        status: Option<u16>,
        retry_after: Option<Duration>,
        detail: String,
    },
    Fatal(ClientError),
}

impl OpenAiClient {
    pub fn new(endpoint: Endpoint) -> Result<Self, ClientError> {
        // Known from the start, before any reply or log line could carry it.
        let _ = endpoint.key();
        let http = reqwest::Client::builder()
            .build()
            .map_err(|e| ClientError::Setup(format!("HTTP client: {e}")))?;
        Ok(Self {
            http,
            endpoint,
            retry: RetryPolicy::default(),
        })
    }

    pub fn with_retry(mut self, retry: RetryPolicy) -> Self {
        self.retry = retry;
        self
    }

    pub fn endpoint(&self) -> &Endpoint {
        &self.endpoint
    }

    /// One completion: retried on 429/5xx and connection failures (bounded, with backoff),
    /// each attempt limited to the endpoint's timeout, abandoned within ~50 ms once `cancel`
    /// is set.
    pub async fn chat(
        &self,
        messages: &[Message],
        options: &ChatOptions,
        progress: Option<Progress<'_>>,
        cancel: Option<&AtomicBool>,
    ) -> Result<Completion, ClientError> {
        let work = self.with_retries(messages, options, progress);
        let Some(flag) = cancel else {
            return work.await;
        };
        tokio::pin!(work);
        let mut tick = tokio::time::interval(CANCEL_POLL);
        loop {
            tokio::select! {
                result = &mut work => return result,
                _ = tick.tick() => {
                    if flag.load(Ordering::Relaxed) {
                        return Err(ClientError::Cancelled);
                    }
                }
            }
        }
    }

    async fn with_retries(
        &self,
        messages: &[Message],
        options: &ChatOptions,
        progress: Option<Progress<'_>>,
    ) -> Result<Completion, ClientError> {
        let max = self.retry.max_attempts.max(1);
        let mut attempt = 1;
        loop {
            let once = tokio::time::timeout(
                self.endpoint.timeout,
                self.attempt(messages, options, progress),
            )
            .await;
            let failure = match once {
                Err(_) => {
                    return Err(ClientError::TimedOut {
                        after: self.endpoint.timeout,
                    })
                }
                Ok(Ok((text, logprobs))) => {
                    // A model that echoes the key puts it in SQL the user may choose, run,
                    // export and learn from: it is cut out where it enters.
                    let text = match self.endpoint.key() {
                        Some(key) => {
                            crate::store::secrets::scrub_with(&text, [key.as_str()]).into_owned()
                        }
                        None => text,
                    };
                    return Ok(Completion {
                        text,
                        logprobs,
                        attempts: attempt,
                    });
                }
                Ok(Err(AttemptError::Fatal(error))) => return Err(error),
                Ok(Err(retry)) => retry,
            };
            let AttemptError::Retry {
                status,
                retry_after,
                detail,
            } = failure
            else {
                continue;
            };
            if attempt >= max {
                return Err(match status {
                    Some(status) => ClientError::Http {
                        status,
                        attempts: attempt,
                        detail,
                    },
                    None => ClientError::Unreachable {
                        url: self.endpoint.url(),
                        attempts: attempt,
                        reason: detail,
                    },
                });
            }
            let wait = self.retry.delay(attempt, retry_after, jitter_unit());
            tracing::debug!(
                model = %self.endpoint.name,
                attempt,
                ?status,
                wait_ms = wait.as_millis() as u64,
                "retrying chat completion"
            );
            tokio::time::sleep(wait).await;
            attempt += 1;
        }
    }

    async fn attempt(
        &self,
        messages: &[Message],
        options: &ChatOptions,
        progress: Option<Progress<'_>>,
    ) -> Result<(String, Vec<TokenLogprob>), AttemptError> {
        let body = ChatRequest {
            model: &self.endpoint.model,
            messages,
            temperature: options.temperature.unwrap_or(self.endpoint.temperature),
            max_tokens: options.max_tokens.unwrap_or(self.endpoint.max_tokens),
            stream: options.stream,
            logprobs: options.top_logprobs.map(|_| true),
            top_logprobs: options.top_logprobs,
        };
        let key = self.endpoint.key();
        let mut request = self.http.post(self.endpoint.url()).json(&body);
        if let Some(key) = &key {
            request = request.bearer_auth(key);
        }
        let response = request.send().await.map_err(|e| AttemptError::Retry {
            status: None,
            retry_after: None,
            // Without the URL (said once by the caller) and never with headers.
            detail: e.without_url().to_string(),
        })?;
        let status = response.status().as_u16();
        if !response.status().is_success() {
            let retry_after = response
                .headers()
                .get(reqwest::header::RETRY_AFTER)
                .and_then(|v| v.to_str().ok())
                .and_then(parse_retry_after);
            // Only the head of an error body is read: it feeds one line, whatever its size.
            let bytes = read_capped(response, ERROR_BODY_LIMIT, false)
                .await
                .unwrap_or_default();
            let text = String::from_utf8_lossy(&bytes);
            let detail = short_detail(&text, key.as_deref());
            return Err(if retryable(status) {
                AttemptError::Retry {
                    status: Some(status),
                    retry_after,
                    detail,
                }
            } else {
                AttemptError::Fatal(ClientError::Http {
                    status,
                    attempts: 1,
                    detail,
                })
            });
        }
        let streamed = response
            .headers()
            .get(reqwest::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/event-stream"));
        let limit = self.endpoint.max_reply_bytes;
        if streamed {
            return read_stream(response, progress, limit).await;
        }
        let bytes = read_capped(response, limit, true).await?;
        let reply: Reply = serde_json::from_slice(&bytes)
            .map_err(|e| AttemptError::Fatal(ClientError::Malformed(e.to_string())))?;
        let (text, logprobs) = reply.first().ok_or_else(|| {
            AttemptError::Fatal(ClientError::Malformed("the reply has no choices".into()))
        })?;
        if let Some(report) = progress {
            report(logprobs.len().max(text.split_whitespace().count()));
        }
        Ok((text, logprobs))
    }
}

/// The text and logprobs of a streamed reply, reporting progress per content chunk.
async fn read_stream(
    response: reqwest::Response,
    progress: Option<Progress<'_>>,
    limit: usize,
) -> Result<(String, Vec<TokenLogprob>), AttemptError> {
    let mut parser = SseParser::new();
    let mut text = String::new();
    let mut logprobs = Vec::new();
    let mut tokens = 0usize;
    let mut received = 0usize;
    let mut chunks = response.bytes_stream();
    let mut done = false;
    while !done {
        let events = match chunks.next().await {
            Some(Ok(bytes)) => {
                // Counted on the wire, so neither text nor a line without end (held by the
                // parser) nor logprobs can outgrow the cap.
                received = received.saturating_add(bytes.len());
                if received > limit {
                    return Err(too_large(limit));
                }
                parser.feed(&bytes)
            }
            Some(Err(e)) => {
                return Err(AttemptError::Retry {
                    status: None,
                    retry_after: None,
                    detail: format!("stream broke: {}", e.without_url()),
                })
            }
            None => {
                done = true;
                parser.finish()
            }
        };
        for event in events {
            let data = match event {
                SseEvent::Done => return Ok((text, logprobs)),
                SseEvent::Data(data) => data,
            };
            let chunk: Reply = serde_json::from_str(&data).map_err(|e| {
                AttemptError::Fatal(ClientError::Malformed(format!("stream event: {e}")))
            })?;
            if let Some((piece, mut lp)) = chunk.first() {
                if !piece.is_empty() {
                    tokens += lp.len().max(1);
                    text.push_str(&piece);
                    if let Some(report) = progress {
                        report(tokens);
                    }
                }
                logprobs.append(&mut lp);
            }
        }
    }
    Ok((text, logprobs))
}

/// The reply was cut off at the configured cap.
fn too_large(limit: usize) -> AttemptError {
    AttemptError::Fatal(ClientError::TooLarge { limit })
}

/// A whole (non-streamed) body, read chunk by chunk and refused past `limit` bytes (a
/// `Content-Length` above it is refused before reading); with `strict` false the first `limit`
/// bytes are kept and the rest is never read.
async fn read_capped(
    response: reqwest::Response,
    limit: usize,
    strict: bool,
) -> Result<Vec<u8>, AttemptError> {
    if strict && response.content_length().is_some_and(|n| n > limit as u64) {
        return Err(too_large(limit));
    }
    let mut body = Vec::new();
    let mut chunks = response.bytes_stream();
    while let Some(chunk) = chunks.next().await {
        let chunk = chunk.map_err(|e| AttemptError::Retry {
            status: None,
            retry_after: None,
            detail: e.without_url().to_string(),
        })?;
        if body.len() + chunk.len() > limit {
            if strict {
                return Err(too_large(limit));
            }
            body.extend_from_slice(&chunk[..limit - body.len()]);
            break;
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// The runtime every blocking caller drives requests on: created once, never dropped (dropping
/// a runtime inside an async context panics, and generators are dropped wherever the TUI
/// happens to drop them).
pub fn runtime() -> Result<&'static tokio::runtime::Runtime, ClientError> {
    static RUNTIME: OnceLock<Result<tokio::runtime::Runtime, String>> = OnceLock::new();
    RUNTIME
        .get_or_init(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .thread_name("qlarify-llm")
                .enable_all()
                .build()
                .map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| ClientError::Setup(format!("cannot start the async runtime: {e}")))
}

/// Run `future` to completion from synchronous code, whatever thread this is: a plain thread
/// blocks on the shared runtime; a thread already inside a runtime (a TUI task, a
/// `spawn_blocking` closure) hands the wait to a scoped helper thread, because blocking on a
/// runtime from within one panics.
pub fn block_on<F>(future: F) -> Result<F::Output, ClientError>
where
    F: std::future::Future + Send,
    F::Output: Send,
{
    let rt = runtime()?;
    if tokio::runtime::Handle::try_current().is_err() {
        return Ok(rt.block_on(future));
    }
    std::thread::scope(|scope| {
        scope
            .spawn(|| rt.block_on(future))
            .join()
            .map_err(|_| ClientError::Setup("the request thread panicked".into()))
    })
}
