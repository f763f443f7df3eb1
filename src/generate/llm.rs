//! LLM generators over the chat-completions client, behind the core's synchronous
//! [`Generator`] port: plain generation (ODIN's generator, honouring masked schemas and hints),
//! LogicalBeam's plan-constrained prompts, and the two diversity baselines ODIN compares with
//! (temperature sampling, ForcedDiversity).
//!
//! Owns: [`LlmGenerator`], [`Sampling`], the [`Batch`] that starts sibling models' first calls
//! together, and blocking on the shared runtime from any thread.
//! Must not touch: the prompt texts (`prompts`), SQL extraction (`extract`), the wire
//! (`openai`); the session decides what to do with readings and failures.

use super::extract::{extract_sql, refused_write};
use super::openai::client::block_on;
use super::openai::{ChatOptions, ClientError, Completion, Endpoint, Message, OpenAiClient};
use super::prompts::{generation_messages, PromptInput, Samples};
use crate::core::ports::{GenerateError, GenerationRequest, Generator};
use crate::core::session::Proposal;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How a generator draws several readings from one model.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Sampling {
    /// One call at the model's configured temperature (ODIN's generator; masking and plans
    /// add the diversity).
    Single,
    /// The baseline: `samples` calls at `temperature`, readings scored by how often they came.
    Temperature { samples: usize, temperature: f64 },
    /// ODIN's ForcedDiversity baseline: up to `rounds` calls, each shown the readings so far
    /// and asked for one with a different result.
    ForcedDiversity { rounds: usize },
}

/// What a generator reports while it works (for progress lines and the TUI).
#[derive(Debug, Clone, PartialEq)]
pub enum LlmEvent {
    /// Tokens received so far in the current call.
    Tokens { model: String, tokens: usize },
    /// A generate call ended.
    Finished {
        model: String,
        elapsed: Duration,
        outcome: Result<usize, String>,
    },
}

/// Receives [`LlmEvent`]s from whatever thread the generator runs on.
pub type LlmObserver = Arc<dyn Fn(LlmEvent) + Send + Sync>;

/// One model as a [`Generator`].
pub struct LlmGenerator {
    client: OpenAiClient,
    samples: Arc<Samples>,
    sampling: Sampling,
    observer: Option<LlmObserver>,
    batch: Option<Arc<Batch>>,
}

impl std::fmt::Debug for LlmGenerator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LlmGenerator")
            .field("endpoint", self.client.endpoint())
            .field("sampling", &self.sampling)
            .finish_non_exhaustive()
    }
}

impl LlmGenerator {
    pub fn new(endpoint: Endpoint) -> Result<Self, ClientError> {
        Ok(Self::from_client(OpenAiClient::new(endpoint)?))
    }

    pub fn from_client(client: OpenAiClient) -> Self {
        Self {
            client,
            samples: Arc::new(Samples::new()),
            sampling: Sampling::Single,
            observer: None,
            batch: None,
        }
    }

    /// Sample values shown in the schema (else the schema's own samples are shown).
    pub fn with_samples(mut self, samples: Arc<Samples>) -> Self {
        self.samples = samples;
        self
    }

    pub fn with_sampling(mut self, sampling: Sampling) -> Self {
        self.sampling = sampling;
        self
    }

    /// Stream replies and report progress and completion to `observer`.
    pub fn with_observer(mut self, observer: LlmObserver) -> Self {
        self.observer = Some(observer);
        self
    }

    /// Join a batch of sibling models whose first calls start together.
    pub fn in_batch(mut self, batch: Arc<Batch>) -> Self {
        batch.join(&self.client, self.options(None));
        self.batch = Some(batch);
        self
    }

    pub fn client(&self) -> &OpenAiClient {
        &self.client
    }

    fn name_str(&self) -> &str {
        &self.client.endpoint().name
    }

    fn options(&self, temperature: Option<f64>) -> ChatOptions {
        ChatOptions {
            temperature,
            max_tokens: None,
            stream: self.observer.is_some(),
            top_logprobs: None,
        }
    }

    fn failure(&self, message: impl Into<String>) -> GenerateError {
        GenerateError {
            source_name: self.name_str().to_string(),
            message: message.into(),
        }
    }

    async fn call(
        &self,
        messages: &[Message],
        temperature: Option<f64>,
        cancel: Option<&AtomicBool>,
    ) -> Result<Completion, ClientError> {
        let observer = self.observer.clone();
        let name = self.name_str().to_string();
        let report = move |tokens: usize| {
            if let Some(observer) = &observer {
                observer(LlmEvent::Tokens {
                    model: name.clone(),
                    tokens,
                });
            }
        };
        let progress: Option<&(dyn Fn(usize) + Send + Sync)> =
            self.observer.as_ref().map(|_| &report as _);
        self.client
            .chat(messages, &self.options(temperature), progress, cancel)
            .await
    }

    async fn readings(
        &self,
        request: &GenerationRequest<'_>,
    ) -> Result<Vec<Proposal>, ClientError> {
        let limit = request.max_candidates.max(1);
        let input = PromptInput {
            question: request.question,
            schema: request.schema,
            samples: &self.samples,
            hints: request.hints,
            plan: request.plan,
            avoid: &[],
        };
        match self.sampling {
            Sampling::Single => {
                let messages = generation_messages(&input);
                let batched = match &self.batch {
                    Some(batch) => {
                        batch
                            .take(self.name_str(), request.question, &messages, request.cancel)
                            .await
                    }
                    None => None,
                };
                let completion = match batched {
                    Some(result) => result?,
                    None => self.call(&messages, None, request.cancel).await?,
                };
                let found = extract_sql(&completion.text);
                if found.is_empty() {
                    if let Some(statement) = refused_write(&completion.text) {
                        return Err(ClientError::WriteRefused { statement });
                    }
                }
                Ok(found
                    .into_iter()
                    .take(limit)
                    .enumerate()
                    .map(|(i, sql)| Proposal::sql(sql, 1.0 / (i + 1) as f64))
                    .collect())
            }
            Sampling::Temperature {
                samples,
                temperature,
            } => {
                let messages = generation_messages(&input);
                let calls = (0..samples.max(1))
                    .map(|_| self.call(&messages, Some(temperature), request.cancel));
                let results = futures_util::future::join_all(calls).await;
                let mut counts: Vec<(String, usize)> = Vec::new();
                let mut last_error = None;
                let mut answered = 0usize;
                for result in results {
                    match result {
                        Ok(completion) => {
                            answered += 1;
                            if let Some(sql) = extract_sql(&completion.text).into_iter().next() {
                                match counts.iter_mut().find(|(s, _)| *s == sql) {
                                    Some((_, n)) => *n += 1,
                                    None => counts.push((sql, 1)),
                                }
                            }
                        }
                        Err(error) => last_error = Some(error),
                    }
                }
                if answered == 0 {
                    if let Some(error) = last_error {
                        return Err(error);
                    }
                }
                // Self-consistency: a reading drawn more often is more likely.
                counts.sort_by_key(|c| std::cmp::Reverse(c.1));
                Ok(counts
                    .into_iter()
                    .take(limit)
                    .map(|(sql, n)| Proposal::sql(sql, n as f64 / answered.max(1) as f64))
                    .collect())
            }
            Sampling::ForcedDiversity { rounds } => {
                let mut found: Vec<String> = Vec::new();
                for round in 0..rounds.max(1).min(limit) {
                    let messages = generation_messages(&PromptInput {
                        avoid: &found,
                        ..input
                    });
                    let completion = match self.call(&messages, None, request.cancel).await {
                        Ok(c) => c,
                        Err(error) if round == 0 || error.is_cancelled() => return Err(error),
                        // Later rounds only add diversity: keep what the first ones gave.
                        Err(_) => break,
                    };
                    let fresh = extract_sql(&completion.text)
                        .into_iter()
                        .find(|sql| !found.contains(sql));
                    match fresh {
                        Some(sql) => found.push(sql),
                        None => break, // the model repeats itself: ODIN's observed limit
                    }
                }
                Ok(found
                    .into_iter()
                    .enumerate()
                    .map(|(i, sql)| Proposal::sql(sql, 1.0 / (i + 1) as f64))
                    .collect())
            }
        }
    }
}

impl Generator for LlmGenerator {
    fn name(&self) -> &str {
        self.name_str()
    }

    fn generate(&self, request: &GenerationRequest<'_>) -> Result<Vec<Proposal>, GenerateError> {
        if request.cancelled() {
            return Err(self.failure(ClientError::Cancelled.to_string()));
        }
        let started = Instant::now();
        let outcome = block_on(self.readings(request))
            .and_then(|r| r)
            .map_err(|e| self.failure(e.to_string()))
            .and_then(|proposals| {
                if proposals.is_empty() {
                    Err(self.failure("no SQL in the reply"))
                } else {
                    Ok(proposals)
                }
            });
        if let Err(error) = &outcome {
            tracing::warn!(model = %self.name_str(), error = %error.message, "LLM generation failed");
        }
        if let Some(observer) = &self.observer {
            observer(LlmEvent::Finished {
                model: self.name_str().to_string(),
                elapsed: started.elapsed(),
                outcome: outcome
                    .as_ref()
                    .map(Vec::len)
                    .map_err(|e| e.message.clone()),
            });
        }
        outcome
    }

    fn honours_plans(&self) -> bool {
        true
    }
}

/// Sibling models asked the same question: the first of them to be called for a new question
/// starts every sibling's call with the same prompt at once, so a sequential driver waits for
/// the slowest model, not for their sum. Only that first prompt of a question is shared (the
/// later masked and planned prompts depend on each model's own readings); a sibling collects
/// its reply when the driver calls it with the same prompt, else calls directly.
#[derive(Default)]
pub struct Batch {
    members: Mutex<Vec<(OpenAiClient, ChatOptions)>>,
    /// The question the calls in flight answer, and per model the prompt and the call.
    inflight: Mutex<(String, InFlight)>,
}

type Pending = tokio::task::JoinHandle<Result<Completion, ClientError>>;
/// Per model: the prompt its call was started with, and the call.
type InFlight = HashMap<String, (Vec<Message>, Pending)>;

impl Batch {
    pub fn new() -> Arc<Self> {
        Arc::new(Self::default())
    }

    fn join(&self, client: &OpenAiClient, options: ChatOptions) {
        if let Ok(mut members) = self.members.lock() {
            members.push((client.clone(), options));
        }
    }

    /// `model`'s reply to `messages`: on the first call for `question`, every member's call
    /// is started with these messages; then `model`'s is awaited if it was started with the
    /// same messages. `None`: call directly.
    async fn take(
        &self,
        model: &str,
        question: &str,
        messages: &[Message],
        cancel: Option<&AtomicBool>,
    ) -> Option<Result<Completion, ClientError>> {
        let handle = {
            let members = self.members.lock().ok()?.clone();
            let mut guard = self.inflight.lock().ok()?;
            let (asked, inflight) = &mut *guard;
            if asked != question {
                *asked = question.to_string();
                for (_, (_, stale)) in inflight.drain() {
                    stale.abort();
                }
                for (client, mut options) in members {
                    let name = client.endpoint().name.clone();
                    let owned = messages.to_vec();
                    // Siblings run unobserved: their own generate call reports when it collects.
                    options.stream = false;
                    let task = tokio::spawn({
                        let owned = owned.clone();
                        async move { client.chat(&owned, &options, None, None).await }
                    });
                    inflight.insert(name, (owned, task));
                }
            }
            match inflight.remove(model) {
                Some((started, task)) if started.as_slice() == messages => task,
                Some((_, task)) => {
                    task.abort();
                    return None;
                }
                None => return None,
            }
        };
        let abort = handle.abort_handle();
        let waited = wait_cancellable(handle, cancel).await;
        if waited.is_none() {
            abort.abort();
            return Some(Err(ClientError::Cancelled));
        }
        waited.map(|joined| {
            joined.unwrap_or_else(|e| Err(ClientError::Setup(format!("request task: {e}"))))
        })
    }
}

/// The task's result, or `None` once `cancel` is set.
async fn wait_cancellable<T>(
    handle: tokio::task::JoinHandle<T>,
    cancel: Option<&AtomicBool>,
) -> Option<Result<T, tokio::task::JoinError>> {
    tokio::pin!(handle);
    let mut tick = tokio::time::interval(Duration::from_millis(50));
    loop {
        tokio::select! {
            joined = &mut handle => return Some(joined),
            _ = tick.tick() => {
                if cancel.is_some_and(|f| f.load(Ordering::Relaxed)) {
                    return None;
                }
            }
        }
    }
}
