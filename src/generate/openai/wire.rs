//! The chat-completions wire format: the request body and the parts of the reply qlarify reads.
//!
//! Owns: serde shapes for `POST /chat/completions` (plain and streamed) and turning a reply into
//! text plus per-token logprobs.
//! Must not touch: transport, retries or the key (`client`).

use serde::{Deserialize, Serialize};

/// One chat message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    pub role: String,
    pub content: String,
}

impl Message {
    pub fn system(content: impl Into<String>) -> Self {
        Self {
            role: "system".into(),
            content: content.into(),
        }
    }

    pub fn user(content: impl Into<String>) -> Self {
        Self {
            role: "user".into(),
            content: content.into(),
        }
    }
}

/// The request body.
#[derive(Debug, Clone, Serialize)]
pub struct ChatRequest<'a> {
    pub model: &'a str,
    pub messages: &'a [Message],
    pub temperature: f64,
    pub max_tokens: u32,
    pub stream: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub logprobs: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub top_logprobs: Option<u8>,
}

/// One generated token with its log-probability and the alternatives the server reported.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TokenLogprob {
    pub token: String,
    pub logprob: f64,
    /// `(token, logprob)`, as many as `top_logprobs` asked for (when the server honours it).
    pub top: Vec<(String, f64)>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Reply {
    #[serde(default)]
    pub choices: Vec<Choice>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Choice {
    #[serde(default)]
    pub message: Option<Content>,
    #[serde(default)]
    pub delta: Option<Content>,
    /// Legacy completions-style servers put the text here.
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub logprobs: Option<Logprobs>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Content {
    #[serde(default)]
    pub content: Option<String>,
    /// Reasoning models served by vLLM/Ollama stream their thinking here; it is not the answer.
    #[serde(default, rename = "reasoning_content")]
    pub _reasoning: Option<String>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct Logprobs {
    #[serde(default)]
    pub content: Option<Vec<WireToken>>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct WireToken {
    #[serde(default)]
    pub token: String,
    #[serde(default)]
    pub logprob: f64,
    #[serde(default)]
    pub top_logprobs: Vec<WireTop>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct WireTop {
    #[serde(default)]
    pub token: String,
    #[serde(default)]
    pub logprob: f64,
}

impl Reply {
    /// The first choice's text (message, delta or legacy text) and its tokens' logprobs.
    pub fn first(self) -> Option<(String, Vec<TokenLogprob>)> {
        let choice = self.choices.into_iter().next()?;
        let text = choice
            .message
            .and_then(|m| m.content)
            .or(choice.delta.and_then(|d| d.content))
            .or(choice.text)
            .unwrap_or_default();
        let tokens = choice
            .logprobs
            .and_then(|l| l.content)
            .unwrap_or_default()
            .into_iter()
            .map(|t| TokenLogprob {
                token: t.token,
                logprob: t.logprob,
                top: t
                    .top_logprobs
                    .into_iter()
                    .map(|x| (x.token, x.logprob))
                    .collect(),
            })
            .collect();
        Some((text, tokens))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_reply_with_logprobs_is_read() {
        let body = r#"{"id":"x","choices":[{"index":0,"message":{"role":"assistant","content":"B"},
            "logprobs":{"content":[{"token":"B","logprob":-0.1,
            "top_logprobs":[{"token":"B","logprob":-0.1},{"token":"A","logprob":-2.4}]}]}}]}"#;
        let reply: Reply = serde_json::from_str(body).unwrap_or(Reply { choices: vec![] });
        let (text, tokens) = reply.first().unwrap_or_default();
        assert_eq!(text, "B");
        assert_eq!(tokens.len(), 1);
        assert_eq!(tokens[0].top[1], ("A".to_string(), -2.4));
    }

    #[test]
    fn a_request_omits_logprobs_unless_asked() {
        let messages = [Message::user("hi")];
        let request = ChatRequest {
            model: "m",
            messages: &messages,
            temperature: 0.0,
            max_tokens: 8,
            stream: false,
            logprobs: None,
            top_logprobs: None,
        };
        let json = serde_json::to_string(&request).unwrap_or_default();
        assert!(!json.contains("logprobs"), "{json}");
        assert!(json.contains(r#""stream":false"#), "{json}");
    }
}
