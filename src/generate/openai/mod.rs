//! A client for OpenAI-compatible chat-completions APIs (OpenAI, Ollama, vLLM, llama.cpp's
//! server, LM Studio, OpenRouter): `POST {base_url}/chat/completions`, plain or streamed.
//!
//! Owns: the wire format ([`wire`]), the SSE stream parser ([`sse`]), retries with backoff
//! ([`retry`]), the per-request timeout and cancellation ([`client`]), and the one-line errors.
//! Must not touch: prompts or SQL (`generate::prompts`, `generate::extract`), the session, and
//! the API key beyond reading it from its variable for the `Authorization` header — the key is
//! never stored in a struct, logged, or put in an error.

pub mod client;
pub mod retry;
pub mod sse;
pub mod wire;

pub use client::{ChatOptions, Completion, Endpoint, OpenAiClient, Progress};
pub use retry::RetryPolicy;
pub use wire::{Message, TokenLogprob};

use std::time::Duration;

/// Why a chat completion failed, each as one line after the model's name
/// ("model X: HTTP 500 after 3 attempts").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClientError {
    #[error("HTTP {status} after {attempts} attempt{}{}", plural(*attempts), with_detail(.detail))]
    Http {
        status: u16,
        attempts: u32,
        detail: String,
    },
    #[error("timed out after {} s", seconds(*after))]
    TimedOut { after: Duration },
    #[error("cancelled")]
    Cancelled,
    #[error("cannot reach {url} after {attempts} attempt{}: {reason}", plural(*attempts))]
    Unreachable {
        url: String,
        attempts: u32,
        reason: String,
    },
    #[error("malformed reply: {0}")]
    Malformed(String),
    #[error("the reply was refused as a write ({statement}): only read-only queries run")]
    WriteRefused { statement: String },
    #[error("reply larger than {limit} bytes (max_reply_bytes); abandoned")]
    TooLarge { limit: usize },
    #[error("{0}")]
    Setup(String),
}

impl ClientError {
    /// True when the call ended because the caller asked it to.
    pub fn is_cancelled(&self) -> bool {
        matches!(self, ClientError::Cancelled)
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn with_detail(text: &str) -> String {
    if text.is_empty() {
        String::new()
    } else {
        format!(": {text}")
    }
}

fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if (s - s.round()).abs() < 1e-9 {
        format!("{}", s.round() as u64)
    } else {
        format!("{s:.1}")
    }
}

/// The first line of a server's error body, short enough for one error line. The body is the
/// server's text, never ours, so it cannot hold the key unless the server echoes it; a key
/// that looks echoed is cut out anyway.
pub(crate) fn short_detail(body: &str, secret: Option<&str>) -> String {
    let parsed: Option<String> = serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .and_then(|v| {
            v.pointer("/error/message")
                .or_else(|| v.get("error"))
                .or_else(|| v.get("message"))
                .and_then(|m| m.as_str().map(str::to_string))
        });
    let text = parsed.unwrap_or_else(|| body.lines().next().unwrap_or("").to_string());
    let mut text: String = text.trim().chars().take(160).collect();
    if let Some(secret) = secret.filter(|s| !s.is_empty()) {
        text = text.replace(secret, "***");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_lines_read_as_the_issue_asks() {
        let http = ClientError::Http {
            status: 500,
            attempts: 3,
            detail: String::new(),
        };
        assert_eq!(http.to_string(), "HTTP 500 after 3 attempts");
        let timed = ClientError::TimedOut {
            after: Duration::from_secs(20),
        };
        assert_eq!(timed.to_string(), "timed out after 20 s");
        let short = ClientError::TimedOut {
            after: Duration::from_millis(300),
        };
        assert_eq!(short.to_string(), "timed out after 0.3 s");
    }

    #[test]
    fn details_are_one_short_line_without_the_key() {
        let body = r#"{"error":{"message":"bad key sk-SECRET given"}}"#;
        assert_eq!(short_detail(body, Some("sk-SECRET")), "bad key *** given");
        assert_eq!(short_detail("oops\nmore", None), "oops");
        assert!(short_detail(&"x".repeat(1000), None).chars().count() <= 160);
    }
}
