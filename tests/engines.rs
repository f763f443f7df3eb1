//! The engines behind one port (issue #30): the same questions, the same guarantees, on a real
//! PostgreSQL server and (with the `duckdb` feature `make` builds) DuckDB files and CSV/Parquet
//! files, each beside the SQLite file it was converted from.
#![allow(clippy::expect_used)] // a failed expectation is the test failing

#[path = "engines/compare.rs"]
mod compare;

#[path = "engines/server.rs"]
mod server;

#[path = "engines/postgres.rs"]
mod postgres;

#[cfg(feature = "duckdb")]
#[path = "engines/duckdb.rs"]
mod duckdb;

#[path = "common/tmux.rs"]
mod tmux;

#[path = "common/cli.rs"]
mod cli;

#[path = "engines/tui.rs"]
mod tui;

#[path = "engines/eval.rs"]
mod eval;
