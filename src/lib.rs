//! qlarify: ask a database questions in plain English and get the SQL you *meant*.
//!
//! The map, in five lines:
//! - [`core`] is pure: SQL atoms, candidate sets, agreement (AtomSQL), EIG questions, conformal
//!   selection (ODIN), linking questions (RTS), hints and preferences, and the clarification
//!   [`core::session`] machine.
//! - [`db`] talks to SQLite (read-only, checked, time- and row-limited); [`store`] keeps learned state.
//! - [`generate`] holds the generators (the offline parser, LLMs); [`driver`] and [`tui`] run the
//!   session's effects; the binary (`main.rs`, `cli.rs`) is a thin entry over the same session.

pub mod cli;
pub mod commands;
pub mod core;
pub mod db;
pub mod driver;
pub mod embed;
pub mod eval;
pub mod generate;
pub mod printable;
pub mod store;
pub mod tui;
