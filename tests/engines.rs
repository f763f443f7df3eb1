//! The engines behind one port (issue #30): the same questions, the same guarantees, on a real
//! PostgreSQL server beside the SQLite file it was converted from.
#![allow(clippy::expect_used)] // a failed expectation is the test failing

#[path = "engines/server.rs"]
mod server;

#[path = "engines/postgres.rs"]
mod postgres;

#[path = "common/tmux.rs"]
mod tmux;

#[path = "engines/tui.rs"]
mod tui;
