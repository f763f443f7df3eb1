//! The hostile suite (issue #31): hostile models, databases and input must cost bounded memory,
//! time and disk, leak no secret, reach the terminal without control characters, and end with
//! the documented exit codes. One module per kind of hostility; every case was seen to fail
//! before its fix.
#![allow(clippy::expect_used)] // a failed expectation is the test failing

mod fake_llm;

#[path = "hostile/support.rs"]
mod support;

#[path = "common/tmux.rs"]
mod tmux;

#[path = "hostile/database.rs"]
mod database;
#[path = "hostile/llm.rs"]
mod llm;
#[path = "hostile/props.rs"]
mod props;
#[path = "hostile/question.rs"]
mod question;
#[path = "hostile/round.rs"]
mod round;
#[path = "hostile/secrets.rs"]
mod secrets;
#[path = "hostile/terminal.rs"]
mod terminal;
