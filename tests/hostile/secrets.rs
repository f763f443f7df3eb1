//! A model that echoes its API key inside SQL: the key reaches no file, and every state file
//! is private (0600).

use crate::fake_llm::{FakeLlm, Reply};
use crate::support::{demo_db, qlarify};
use std::path::{Path, PathBuf};

const KEY_VAR: &str = "QLARIFY_HOSTILE_TEST_KEY";
const KEY: &str = "sk-hostile-echoed-5ecret-f00d";

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("read_dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(files(&path));
        } else {
            out.push(path);
        }
    }
    out
}

#[test]
fn an_echoed_key_never_reaches_history_and_state_files_are_private() {
    let server = FakeLlm::always(Reply::Text(format!(
        "```sql\nSELECT first_name, '{KEY}' AS token FROM employees\n```\n\
         ```sql\nSELECT last_name, '{KEY}' AS token FROM employees\n```"
    )));
    let state = tempfile::tempdir().expect("tempdir");
    let config = state.path().join("config");
    std::fs::create_dir_all(&config).expect("config dir");
    let toml = format!(
        "[[models]]\nname = \"echo\"\nbase_url = \"{}\"\nmodel = \"m\"\napi_key_env = \"{KEY_VAR}\"\ntimeout_ms = 5000\n",
        server.base_url
    );
    std::fs::write(config.join("config.toml"), toml).expect("config");
    let output = qlarify(state.path())
        .env(KEY_VAR, KEY)
        .env("QLARIFY_LOG", "trace")
        .args([
            "ask",
            "--lexical",
            "--generator",
            "echo",
            "--choose",
            "1",
            "--db",
        ])
        .arg(demo_db())
        .arg("the names of the employees")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(!stderr.contains(KEY) && !String::from_utf8_lossy(&output.stdout).contains(KEY));
    let all = files(state.path());
    let history = all
        .iter()
        .find(|p| p.ends_with("history.jsonl"))
        .expect("the choice was learned");
    for file in &all {
        let text = String::from_utf8_lossy(&std::fs::read(file).expect("read")).into_owned();
        assert!(
            !text.contains(KEY),
            "the key leaked into {}",
            file.display()
        );
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        for file in all.iter().filter(|p| !p.ends_with("config.toml")) {
            let mode = std::fs::metadata(file).expect("meta").permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "{} is {mode:o}", file.display());
        }
        assert!(history.exists());
    }
}
