//! The TUI in a real terminal (tmux, as in `tui_e2e.rs`; skipped without tmux unless `CI` is
//! set): a hostile table name cannot retitle the terminal, a paste is text for the input, and
//! SIGTERM leaves the terminal as it found it.

use crate::support::demo_db;
use crate::tmux::{tmux_or_skip, Tmux};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// A detached 120x40 session "t" running qlarify on `db` with its state in `state`, then the
/// shell command `after` (in the same terminal); `None` when tmux is missing (off CI).
fn start(name: &str, db: &Path, state: &Path, after: &str) -> Option<Tmux> {
    if !tmux_or_skip() {
        return None;
    }
    let tmux = Tmux {
        socket: format!("qlarify-hostile-{name}-{}", std::process::id()),
        session: "t".into(),
    };
    tmux.start(&format!(
        "env QLARIFY_CONFIG_DIR='{}' QLARIFY_DATA_DIR='{}' '{}' --lexical --db '{}'; {after}",
        state.join("config").display(),
        state.join("data").display(),
        env!("CARGO_BIN_EXE_qlarify"),
        db.display()
    ));
    Some(tmux)
}

#[test]
fn a_hostile_table_name_does_not_retitle_the_terminal() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = crate::support::database(
        dir.path(),
        "hostile.db",
        "CREATE TABLE \"\u{1b}]0;PWNED\u{7}tbl\" (id INTEGER PRIMARY KEY, name TEXT);",
    );
    let Some(tmux) = start("title", &db, dir.path(), "") else {
        return;
    };
    tmux.wait_for("the database to open", |s| {
        s.contains("1 tables") || s.contains("1 table")
    });
    tmux.send(&["F5"]);
    tmux.wait_for("the schema browser", |s| s.contains("PWNED"));
    std::thread::sleep(Duration::from_millis(500));
    assert_ne!(tmux.show("#{pane_title}"), "PWNED");
}

#[test]
fn a_paste_is_text_for_the_input_not_keys() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("demo.sqlite");
    std::fs::copy(demo_db(), &db).expect("copy");
    let Some(tmux) = start("paste", &db, dir.path(), "") else {
        return;
    };
    tmux.wait_for("the database to open", |s| s.contains("21 tables"));
    tmux.send(&["-l", "What are the average salaries by department?"]);
    tmux.send(&["Enter"]);
    tmux.wait_for("the readings", |s| {
        s.contains("curr_dept") && s.contains("dept_2022")
    });
    // Focus is on the readings now: typed, `r` would run one (and keep it in the history).
    tmux.run(&["set-buffer", "rrr"]);
    tmux.run(&["paste-buffer", "-p", "-t", "t"]);
    let screen = tmux.wait_for("the paste in the input", |s| s.contains("rrr"));
    std::thread::sleep(Duration::from_secs(2));
    assert!(
        !tmux
            .run(&["capture-pane", "-p", "-t", "t"])
            .stdout
            .windows(7)
            .any(|w| w == b"learned"),
        "{screen}"
    );
    // The question is in the history (every question is); no reading was run or learned.
    let state = std::fs::read_dir(dir.path().join("config/db"))
        .expect("history kept")
        .flatten()
        .next()
        .expect("one database")
        .path();
    let history = std::fs::read_to_string(state.join("history.jsonl")).expect("history");
    assert!(
        history.contains("\"asked\"") && !history.contains("\"ran\""),
        "{history}"
    );
    assert!(!state.join("hints.json").exists(), "nothing was learned");
}

#[test]
fn sigterm_restores_the_terminal() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The shell stays in the terminal after qlarify and records its modes.
    let modes = dir.path().join("stty.txt");
    let after = format!("stty -a > '{}'; sleep 60", modes.display());
    let Some(tmux) = start("sigterm", &demo_db(), dir.path(), &after) else {
        return;
    };
    tmux.wait_for("the database to open", |s| s.contains("21 tables"));
    assert_eq!(tmux.show("#{alternate_on}"), "1");
    let shell = tmux.show("#{pane_pid}");
    let child = Command::new("pgrep")
        .args(["-P", &shell])
        .output()
        .expect("pgrep");
    let pid = String::from_utf8_lossy(&child.stdout).trim().to_string();
    let killed = Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    assert!(killed.success(), "qlarify is pid {pid:?}");
    let start = Instant::now();
    while !modes.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "qlarify did not exit"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(tmux.show("#{alternate_on}"), "0", "the main screen is back");
    assert_eq!(tmux.show("#{cursor_flag}"), "1", "the cursor is shown");
    let modes = std::fs::read_to_string(&modes).expect("stty");
    assert!(
        !modes.contains("-icanon") && !modes.contains("-echo "),
        "raw mode is off: {modes}"
    );
}
