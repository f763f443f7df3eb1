//! The benchmark runner behind `qlarify eval`.
//!
//! Owns: reading AmbiQT-format data ([`data`]), running every example through the same session
//! machine and synchronous driver as `qlarify ask` ([`runner`]), and the metrics ([`metrics`]).
//! Must not touch: generation and scoring (it measures them; it never special-cases examples).

pub mod calibration;
pub mod data;
pub mod meaning;
pub mod metrics;
pub mod runner;
pub mod user;

pub use data::{load, Example};
pub use metrics::{table, Metrics, Outcome};
pub use runner::{run, EngineDbs, EvalOptions, GeneratorFactory, Report};
