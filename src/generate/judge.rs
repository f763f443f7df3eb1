//! ODIN's LLM-based selector score (§6.3.1, Fig. 2): ask a model whether a SQL reading answers
//! the question — "Option A: Yes" or "Option B: No" — and take the probability of B from the
//! logprobs of its one-token answer. Lower is better, as conformal prediction wants.
//!
//! Owns: [`LlmJudge`], reading P(B) off token logprobs, and [`Judged`], the wrapper that
//! attaches the score to any generator's proposals.
//! Must not touch: the threshold or the calibration (`core::conformal`, `eval --calibrate`),
//! nor the embedding score it falls back to (the caller's).

use super::openai::client::block_on;
use super::openai::{ChatOptions, ClientError, Endpoint, OpenAiClient, TokenLogprob};
use super::prompts::{judge_messages, Samples};
use crate::core::hints::Hint;
use crate::core::ports::{GenerateError, GenerationRequest, Generator};
use crate::core::schema::Schema;
use crate::core::session::Proposal;
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// Alternatives asked for per token: enough to see both letters when the model is sure.
const TOP_LOGPROBS: u8 = 5;
/// The answer is one letter; a few tokens leave room for "Option B".
const MAX_TOKENS: u32 = 4;

/// One model answering ODIN's yes/no question.
#[derive(Debug, Clone)]
pub struct LlmJudge {
    client: OpenAiClient,
    samples: Arc<Samples>,
}

impl LlmJudge {
    pub fn new(endpoint: Endpoint) -> Result<Self, ClientError> {
        Ok(Self::from_client(OpenAiClient::new(endpoint)?))
    }

    pub fn from_client(client: OpenAiClient) -> Self {
        Self {
            client,
            samples: Arc::new(Samples::new()),
        }
    }

    pub fn with_samples(mut self, samples: Arc<Samples>) -> Self {
        self.samples = samples;
        self
    }

    pub fn name(&self) -> &str {
        &self.client.endpoint().name
    }

    /// P(option B = "No, the SQL does not answer") for `sql`, or `None` when the server
    /// returned no usable logprobs (the caller then uses the embedding score). Blocking.
    pub fn score(
        &self,
        question: &str,
        schema: &Schema,
        hints: &[Hint],
        sql: &str,
        cancel: Option<&AtomicBool>,
    ) -> Result<Option<f64>, ClientError> {
        block_on(self.score_async(question, schema, hints, sql, cancel))?
    }

    /// [`Self::score`] without blocking.
    pub async fn score_async(
        &self,
        question: &str,
        schema: &Schema,
        hints: &[Hint],
        sql: &str,
        cancel: Option<&AtomicBool>,
    ) -> Result<Option<f64>, ClientError> {
        let messages = judge_messages(question, schema, &self.samples, hints, sql);
        let options = ChatOptions {
            temperature: Some(0.0),
            max_tokens: Some(MAX_TOKENS),
            stream: false,
            top_logprobs: Some(TOP_LOGPROBS),
        };
        let completion = self.client.chat(&messages, &options, None, cancel).await?;
        Ok(option_b_probability(&completion.logprobs))
    }

    /// [`Self::score`], or `fallback` when the model gives no logprobs or fails (logged).
    pub fn score_or(
        &self,
        question: &str,
        schema: &Schema,
        hints: &[Hint],
        sql: &str,
        fallback: f64,
    ) -> f64 {
        match self.score(question, schema, hints, sql, None) {
            Ok(Some(p)) => p,
            Ok(None) => fallback,
            Err(error) => {
                tracing::warn!(model = %self.name(), %error, "LLM selector score failed");
                fallback
            }
        }
    }
}

/// Any generator with ODIN's LLM selector score attached to its proposals
/// ([`Proposal::selector`]): every reading is put to the judge over the *full* schema (a masked
/// one would hide the alternatives the judge should weigh), with the round's hints. Scores are
/// cached per question and SQL across the wrappers sharing a cache, so masking and plans do
/// not ask twice. A reading the judge cannot score keeps no score, and the session then falls
/// back to the embedding score for the whole set.
pub struct Judged {
    inner: Box<dyn Generator + Send + Sync>,
    judge: Arc<LlmJudge>,
    schema: Arc<Schema>,
    cache: Arc<JudgeCache>,
}

/// (question, SQL) → P(B), or `None` when the judge could not say.
pub type JudgeCache = Mutex<HashMap<(String, String), Option<f64>>>;

impl Judged {
    pub fn new(
        inner: Box<dyn Generator + Send + Sync>,
        judge: Arc<LlmJudge>,
        schema: Arc<Schema>,
        cache: Arc<JudgeCache>,
    ) -> Self {
        Self {
            inner,
            judge,
            schema,
            cache,
        }
    }

    fn cached(&self, question: &str, sql: &str) -> Option<Option<f64>> {
        let cache = self.cache.lock().ok()?;
        cache.get(&(question.to_string(), sql.to_string())).copied()
    }
}

impl Generator for Judged {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn generate(&self, request: &GenerationRequest<'_>) -> Result<Vec<Proposal>, GenerateError> {
        let mut proposals = self.inner.generate(request)?;
        let mut todo: Vec<&str> = proposals
            .iter()
            .map(|p| p.sql.as_str())
            .filter(|sql| self.cached(request.question, sql).is_none())
            .collect();
        todo.dedup();
        if !todo.is_empty() && !request.cancelled() {
            let calls = todo.iter().map(|sql| {
                self.judge.score_async(
                    request.question,
                    &self.schema,
                    request.hints,
                    sql,
                    request.cancel,
                )
            });
            match block_on(futures_util::future::join_all(calls)) {
                Ok(results) => {
                    if let Ok(mut cache) = self.cache.lock() {
                        for (sql, result) in todo.iter().zip(results) {
                            let score = match result {
                                Ok(score) => score,
                                Err(error) => {
                                    tracing::warn!(judge = %self.judge.name(), %error, "LLM selector score failed");
                                    None
                                }
                            };
                            cache.insert((request.question.to_string(), sql.to_string()), score);
                        }
                    }
                }
                Err(error) => tracing::warn!(%error, "LLM selector scores unavailable"),
            }
        }
        for proposal in &mut proposals {
            proposal.selector = self.cached(request.question, &proposal.sql).flatten();
        }
        Ok(proposals)
    }

    fn honours_plans(&self) -> bool {
        self.inner.honours_plans()
    }
}

/// Which option a token names, if it is one of the two letters ("B", " B", "b.").
fn option_of(token: &str) -> Option<bool> {
    let t = token
        .trim()
        .trim_matches(|c: char| c == '.' || c == ':' || c == ')' || c == '(' || c == '*');
    match t {
        "A" | "a" => Some(false),
        "B" | "b" => Some(true),
        _ => None,
    }
}

/// P(B) renormalised over the two letters, at the first answer token that is a letter (or
/// whose alternatives include one). `None` when no token is.
pub fn option_b_probability(tokens: &[TokenLogprob]) -> Option<f64> {
    for token in tokens {
        let mut alternatives: Vec<(&str, f64)> =
            token.top.iter().map(|(t, lp)| (t.as_str(), *lp)).collect();
        alternatives.push((token.token.as_str(), token.logprob));
        let mut a = 0.0f64;
        let mut b = 0.0f64;
        let mut seen = std::collections::HashSet::new();
        for (text, logprob) in alternatives {
            if !seen.insert(text) || !logprob.is_finite() {
                continue;
            }
            match option_of(text) {
                Some(true) => b += logprob.exp(),
                Some(false) => a += logprob.exp(),
                None => {}
            }
        }
        if a + b > 0.0 {
            return Some(b / (a + b));
        }
        if option_of(&token.token).is_none() && !token.token.trim().is_empty() {
            // "Option" before the letter: keep looking; anything else is not an answer.
            if !token.token.trim().eq_ignore_ascii_case("option") {
                return None;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn token(text: &str, logprob: f64, top: &[(&str, f64)]) -> TokenLogprob {
        TokenLogprob {
            token: text.into(),
            logprob,
            top: top.iter().map(|(t, l)| (t.to_string(), *l)).collect(),
        }
    }

    #[rstest]
    #[case::sure_no(vec![token("B", -0.01, &[("B", -0.01), ("A", -4.6)])], 0.99, 0.01)]
    #[case::sure_yes(vec![token("A", -0.05, &[("A", -0.05), (" B", -3.0)])], 0.05, 0.01)]
    #[case::even(vec![token("A", 0.5f64.ln(), &[("A", 0.5f64.ln()), ("B", 0.5f64.ln())])], 0.5, 1e-9)]
    #[case::after_option(vec![token("Option", -0.1, &[]), token(" B", -0.2, &[(" B", -0.2), (" A", -1.8)])], 0.832, 0.01)]
    #[case::only_chosen(vec![token("B", -0.3, &[])], 1.0, 1e-9)]
    fn p_of_b(#[case] tokens: Vec<TokenLogprob>, #[case] expected: f64, #[case] tolerance: f64) {
        let p = option_b_probability(&tokens).unwrap_or(f64::NAN);
        assert!((p - expected).abs() < tolerance, "{p} vs {expected}");
    }

    #[test]
    fn no_letters_no_score() {
        assert_eq!(option_b_probability(&[]), None);
        assert_eq!(
            option_b_probability(&[token("Yes", -0.1, &[("Sure", -2.0)])]),
            None
        );
    }
}
