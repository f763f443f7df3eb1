//! Generators: everything that turns a question into scored SQL readings behind the core's
//! [`Generator`](crate::core::ports::Generator) port.
//!
//! Owns: the built-in offline semantic parser ([`builtin`]); LLMs over an OpenAI-compatible API
//! ([`openai`] for the wire, [`prompts`] and [`extract`] for text in and SQL out, [`llm`] for
//! the generators and the yes/no selector score).
//! Must not touch: session state, scoring across generators or the terminal; a generator only
//! answers one [`GenerationRequest`](crate::core::ports::GenerationRequest) at a time.

pub mod builtin;
pub mod extract;
pub mod judge;
pub mod llm;
pub mod openai;
pub mod prompts;

pub use builtin::{BuiltinGenerator, ValueIndex};
pub use judge::{Judged, LlmJudge};
pub use llm::{Batch, LlmGenerator, Sampling};
