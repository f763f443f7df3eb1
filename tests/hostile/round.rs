//! Hostile models inside a round (`qlarify ask` with a model on 127.0.0.1): slow readings
//! share one deadline, a write is named as refused, a failed model explains a missing
//! reading, and damaged history lines are reported.

use crate::fake_llm::{FakeLlm, Reply};
use crate::support::{demo_db, qlarify};
use std::path::Path;
use std::time::{Duration, Instant};

/// A state directory whose config names the fake model `m` (and `[execution]`, if given).
fn state_with_model(dir: &Path, server: &FakeLlm, execution: &str) {
    let config = dir.join("config");
    std::fs::create_dir_all(&config).expect("config dir");
    let toml = format!(
        "[[models]]\nname = \"m\"\nbase_url = \"{}\"\nmodel = \"m\"\ntimeout_ms = 5000\n{execution}",
        server.base_url
    );
    std::fs::write(config.join("config.toml"), toml).expect("config");
}

fn ask(dir: &Path, args: &[&str]) -> std::process::Output {
    qlarify(dir)
        .args(["ask", "--lexical", "--generator", "m"])
        .args(args)
        .arg("--db")
        .arg(demo_db())
        .arg("the names of the employees")
        .timeout(Duration::from_secs(120))
        .output()
        .expect("runs")
}

#[test]
fn slow_readings_share_one_round_deadline() {
    // Eight readings that each run until stopped.
    let readings: Vec<String> = (0..8)
        .map(|i| {
            format!(
                "```sql\nWITH RECURSIVE r(n) AS (SELECT {i} UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r\n```"
            )
        })
        .collect();
    let server = FakeLlm::always(Reply::Text(readings.join("\n")));
    let dir = tempfile::tempdir().expect("tempdir");
    state_with_model(dir.path(), &server, "[execution]\ntimeout_ms = 1000\n");
    let started = Instant::now();
    let out = ask(dir.path(), &["--no-masking"]);
    let took = started.elapsed();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // One after another, each with the full timeout, they took 8 s and more.
    assert!(took < Duration::from_secs(5), "took {took:?}");
}

#[test]
fn a_write_is_named_as_refused_and_a_failed_model_explains_choose() {
    let server = FakeLlm::always(Reply::Text("```sql\nDROP TABLE employees;\n```".into()));
    let dir = tempfile::tempdir().expect("tempdir");
    state_with_model(dir.path(), &server, "");
    let out = ask(dir.path(), &["--no-masking", "--choose", "1"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("refused as a write (DROP TABLE)"),
        "{stderr}"
    );
    assert!(
        stderr.contains("there is no reading 1 to choose (m: "),
        "{stderr}"
    );
    assert_eq!(out.status.code(), Some(1), "{stderr}");
}

#[test]
fn damaged_history_lines_are_reported() {
    let server = FakeLlm::always(Reply::Text(
        "```sql\nSELECT first_name FROM employees\n```\n```sql\nSELECT last_name FROM employees\n```"
            .into(),
    ));
    let dir = tempfile::tempdir().expect("tempdir");
    state_with_model(dir.path(), &server, "");
    let first = ask(dir.path(), &["--no-masking", "--choose", "1"]);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let db_dir = std::fs::read_dir(dir.path().join("config/db"))
        .expect("state")
        .flatten()
        .next()
        .expect("one database")
        .path();
    let history = db_dir.join("history.jsonl");
    let mut text = std::fs::read_to_string(&history).expect("history");
    // Lines so far: the question asked, the reading run, the reading accepted.
    let damaged = text.lines().count() + 1;
    text.push_str("{not json\n");
    std::fs::write(&history, text).expect("damage");
    let again = ask(dir.path(), &["--no-masking"]);
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(
        stderr.contains(&format!("line {damaged} is damaged")),
        "{stderr}"
    );
}
