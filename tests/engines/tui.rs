//! The terminal interface once on PostgreSQL, in a real terminal (tmux): the schema is read
//! from the server, a question is asked and answered, and the best reading runs there.

use super::server::server;
use super::tmux::{tmux_or_skip, Tmux};

#[test]
fn the_tui_asks_and_runs_on_postgres() {
    if !tmux_or_skip() {
        return;
    }
    let home = tempfile::tempdir().expect("tempdir");
    let tmux = Tmux {
        socket: format!("qlarify-e2e-pg-{}", std::process::id()),
        session: "pg".into(),
    };
    tmux.start(&format!(
        "env -u PGPASSWORD QLARIFY_CONFIG_DIR='{}' QLARIFY_DATA_DIR='{}' '{}' --db '{}'",
        home.path().join("config").display(),
        home.path().join("data").display(),
        env!("CARGO_BIN_EXE_qlarify"),
        server().demo_url()
    ));
    tmux.wait_for("the server's schema", |s| s.contains("21 tables"));
    tmux.send(&["-l", "What are the average salaries by department?"]);
    tmux.send(&["Enter"]);
    tmux.wait_for("the clarification", |s| {
        s.contains("Clarify") && s.contains("curr_dept") && s.contains("dept_2022")
    });
    tmux.send(&["a"]);
    tmux.wait_for("the answer to narrow the readings", |s| !s.contains("EIG"));
    tmux.send(&["r"]);
    let ran = tmux.wait_for("the rows from the server", |s| {
        s.contains("Engineering") && s.contains("nothing learned")
    });
    assert!(ran.contains("Sales"), "{ran}");
    tmux.quit();
}
