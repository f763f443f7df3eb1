//! Hostile questions: a pasted document is refused in one line, quickly.

use crate::support::{demo_db, qlarify};
use std::time::{Duration, Instant};

#[test]
fn a_16_kb_question_is_refused_at_once_with_exit_2() {
    let state = tempfile::tempdir().expect("tempdir");
    let question =
        "the age of the employees ordered by age and the salary by department ".repeat(240);
    assert!(question.len() > 16_000);
    let started = Instant::now();
    let output = qlarify(state.path())
        .args(["ask", "--lexical", "--db"])
        .arg(demo_db())
        .arg(&question)
        .timeout(Duration::from_secs(60))
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("the question is too long"), "{stderr}");
    assert!(started.elapsed() < Duration::from_secs(20));
}
