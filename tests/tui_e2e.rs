//! End-to-end in a real terminal: `qlarify --db <copy of the demo database>` runs in a detached
//! tmux session of fixed size; keys go in with `send-keys`, the screen comes back with
//! `capture-pane -p`. It asks a question, answers the clarification, runs the reading (a
//! preview: nothing learned), changes β on the preferences screen, edits the reading's SQL,
//! runs the edit, accepts it, quits, reopens, and sees the hint and the setting again.
//!
//! Needs Debian's `tmux`: without it the test is skipped with a message, unless `CI` is set, in
//! which case it fails. The temp data directory has no model, so similarity is lexical.
#![allow(clippy::expect_used)] // helpers outside #[test] fns are test code too

#[path = "common/tmux.rs"]
mod tmux;

use std::path::Path;
use tempfile::TempDir;
use tmux::{tmux_or_skip, Tmux};

#[test]
fn the_tui_asks_answers_runs_and_persists_the_hint() {
    if !tmux_or_skip() {
        return;
    }
    let home = TempDir::new().expect("tempdir");
    let db = home.path().join("demo.sqlite");
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite");
    std::fs::copy(demo, &db).expect("copy the demo database");
    let config = home.path().join("config");
    let data = home.path().join("data");
    let tmux = Tmux {
        socket: format!("qlarify-e2e-{}", std::process::id()),
        session: "e2e".into(),
    };
    let command = format!(
        "env QLARIFY_CONFIG_DIR='{}' QLARIFY_DATA_DIR='{}' '{}' --db '{}'",
        config.display(),
        data.display(),
        env!("CARGO_BIN_EXE_qlarify"),
        db.display()
    );
    let start_qlarify = || {
        tmux.start(&command);
        tmux.wait_for("the database to open", |s| s.contains("21 tables"));
    };
    let quit = || tmux.quit();
    start_qlarify();

    tmux.send(&["-l", "What are the average salaries by department?"]);
    tmux.send(&["Enter"]);
    let asked = tmux.wait_for("the clarification", |s| {
        s.contains("Clarify") && s.contains("curr_dept") && s.contains("dept_2022")
    });
    assert!(asked.contains("Readings"), "{asked}");

    // Answer with the first option, then run the best reading.
    tmux.send(&["a"]);
    tmux.wait_for("the answer to narrow the readings", |s| !s.contains("EIG"));
    tmux.send(&["r"]);
    let ran = tmux.wait_for("the rows", |s| {
        s.contains("Engineering") && s.contains("nothing learned")
    });
    assert!(ran.contains("Sales"), "{ran}");

    // β up one step on the preferences screen (saved to config.toml), then back.
    tmux.send(&["F4"]);
    tmux.wait_for("the preferences screen", |s| s.contains("β = 0.50"));
    tmux.send(&["+"]);
    tmux.wait_for("β to change", |s| s.contains("β = 0.60"));
    tmux.send(&["F2"]);
    tmux.wait_for("the main screen", |s| s.contains("Readings"));

    // Edit the reading's SQL, run the edit (a preview), then accept it: that teaches.
    tmux.send(&["e"]);
    tmux.wait_for("the SQL editor", |s| s.contains("Edit SQL"));
    tmux.send(&["-l", " LIMIT 4"]);
    tmux.send(&["C-r"]);
    tmux.wait_for("the edited reading's rows", |s| {
        s.contains("Results · 4 rows") && s.contains("you")
    });
    tmux.send(&["C-s"]);
    tmux.wait_for("the acceptance", |s| {
        s.contains("✓ accepted") && s.contains("learned")
    });
    quit();

    // Reopened: the hint and the setting are still there.
    start_qlarify();
    tmux.send(&["F3"]);
    let hints = tmux.wait_for("the learned hint", |s| s.contains("department"));
    assert!(hints.contains("Learned hints"), "{hints}");
    tmux.send(&["F4"]);
    tmux.wait_for("β as it was set", |s| s.contains("β = 0.60"));
    quit();
    let settings = std::fs::read_to_string(config.join("config.toml")).expect("config.toml");
    assert!(settings.contains("beta = 0.6"), "{settings}");

    let db_dir = std::fs::read_dir(config.join("db"))
        .expect("learned state written")
        .next()
        .expect("one database")
        .expect("entry")
        .path();
    let hints = std::fs::read_to_string(db_dir.join("hints.json")).expect("hints.json");
    assert!(hints.contains("\"department\""), "{hints}");
    assert!(
        data.join("tui.log").is_file(),
        "the log goes to the data directory"
    );
}

/// `--line` on a terminal prompts for each line (on a pipe it does not: see interactive_cli).
#[test]
fn line_mode_on_a_terminal_prompts() {
    if !tmux_or_skip() {
        return;
    }
    let home = TempDir::new().expect("tempdir");
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite");
    let tmux = Tmux {
        socket: format!("qlarify-line-{}", std::process::id()),
        session: "line".into(),
    };
    tmux.start(&format!(
        "env QLARIFY_CONFIG_DIR='{}' QLARIFY_DATA_DIR='{}' '{}' --line --db '{}'",
        home.path().join("config").display(),
        home.path().join("data").display(),
        env!("CARGO_BIN_EXE_qlarify"),
        demo.display()
    ));
    tmux.wait_for("the prompt", |s| {
        s.contains("21 tables") && s.lines().any(|l| l.trim_end() == ">")
    });
    tmux.send(&["-l", "How many employees are there?"]);
    tmux.send(&["Enter"]);
    tmux.wait_for("the readings and a new prompt", |s| {
        s.contains("COUNT(*)") && ends_at_prompt(s)
    });
    tmux.send(&["-l", ":quit"]);
    tmux.send(&["Enter"]);
}

/// The screen's last non-empty line is the bare prompt: qlarify waits for the next line.
fn ends_at_prompt(screen: &str) -> bool {
    screen
        .lines()
        .rfind(|l| !l.trim().is_empty())
        .is_some_and(|l| l.trim_end() == ">")
}
