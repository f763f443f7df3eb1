//! What the command-line tests do with every command whose JSON they read: it must succeed
//! (else its stderr is the failure message) and print one JSON document.
#![allow(dead_code)]

use std::process::Output;

/// `output`'s stdout as JSON, after asserting the command succeeded.
pub fn json_of(output: &Output) -> serde_json::Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the command prints JSON")
}
