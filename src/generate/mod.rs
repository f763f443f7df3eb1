//! Generators: everything that turns a question into scored SQL readings behind the core's
//! [`Generator`](crate::core::ports::Generator) port.
//!
//! Owns: the built-in offline semantic parser ([`builtin`]).
//! Must not touch: session state, scoring across generators or the terminal; a generator only
//! answers one [`GenerationRequest`](crate::core::ports::GenerationRequest) at a time.

pub mod builtin;

pub use builtin::{BuiltinGenerator, ValueIndex};
