//! `qlarify ask` and `eval` end to end with a model configured in a temp config.toml and served
//! by a real HTTP server on 127.0.0.1: the model beside the builtin, ODIN's masking and
//! LogicalBeam's plans over it, every model failing, unknown names, the LLM-scored selector,
//! and the API key never reaching a file, the log or the terminal.
#![allow(clippy::expect_used)]

#[path = "common/cli.rs"]
mod cli;
mod fake_llm;

use assert_cmd::Command;
use fake_llm::{FakeLlm, Reply};
use serde_json::Value;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

const KEY_VAR: &str = "QLARIFY_E2E_TEST_KEY";
const KEY: &str = "sk-qlarify-e2e-5ecret-c0ffee";
const QUESTION: &str = "What are the average salaries by department?";
const MODEL_SQL: &str = "SELECT d.dept_name, AVG(e.salary) AS avg_salary FROM employees AS e JOIN curr_dept AS d ON e.curr_dept_id = d.dept_id GROUP BY d.dept_name";

struct Env {
    config: TempDir,
    data: TempDir,
}

fn env_with_model(base_url: &str) -> Env {
    let env = Env {
        config: TempDir::new().expect("tmp"),
        data: TempDir::new().expect("tmp"),
    };
    let toml = format!(
        "[[models]]\nname = \"fake\"\nbase_url = \"{base_url}\"\nmodel = \"tiny\"\napi_key_env = \"{KEY_VAR}\"\ntimeout_ms = 5000\n"
    );
    std::fs::write(env.config.path().join("config.toml"), toml).expect("config");
    env
}

fn demo_copy(dir: &Path) -> PathBuf {
    let path = dir.join("demo.sqlite");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite"),
        &path,
    )
    .expect("copy");
    path
}

fn qlarify(env: &Env) -> Command {
    let mut cmd = Command::cargo_bin("qlarify").expect("binary");
    cmd.env("QLARIFY_CONFIG_DIR", env.config.path())
        .env("QLARIFY_DATA_DIR", env.data.path())
        .env("QLARIFY_LOG", "trace")
        .env(KEY_VAR, KEY);
    cmd
}

fn sources_of(round: &Value) -> Vec<String> {
    round["candidates"]
        .as_array()
        .expect("candidates")
        .iter()
        .flat_map(|c| c["sources"].as_array().expect("sources").clone())
        .map(|s| s.as_str().expect("str").to_string())
        .collect()
}

/// Every file under `dir`, recursively.
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

fn assert_no_key(env: &Env, outputs: &[&[u8]]) {
    let mut checked = 0;
    for dir in [env.config.path(), env.data.path()] {
        for file in files(dir) {
            let bytes = std::fs::read(&file).expect("read");
            assert!(
                !String::from_utf8_lossy(&bytes).contains(KEY),
                "the key leaked into {}",
                file.display()
            );
            checked += 1;
        }
    }
    for output in outputs {
        assert!(
            !String::from_utf8_lossy(output).contains(KEY),
            "the key leaked to the terminal"
        );
    }
    assert!(checked >= 2, "the config and the log at least were checked");
}

/// `ask --json` on a copy of the demo database with the built-in parser and the fake model;
/// asserts it succeeded and returns its output and the parsed round.
fn ask_builtin_and_fake(env: &Env, extra: &[&str]) -> (std::process::Output, Value) {
    let db = demo_copy(env.data.path());
    let output = qlarify(env)
        .args(["ask", "--lexical", "--json"])
        .args(extra)
        .args(["--generator", "builtin", "--generator", "fake", "--db"])
        .arg(&db)
        .arg(QUESTION)
        .output()
        .expect("runs");
    let round = cli::json_of(&output);
    (output, round)
}

#[test]
fn ask_runs_a_configured_model_beside_the_builtin_and_keeps_the_key_secret() {
    let server = FakeLlm::always(Reply::Text(format!(
        "Here is one reading:\n```sql\n{MODEL_SQL};\n```"
    )));
    let env = env_with_model(&server.base_url);
    let (output, round) = ask_builtin_and_fake(&env, &[]);
    let sources = sources_of(&round);
    assert!(sources.iter().any(|s| s == "fake"), "{sources:?}");
    assert!(sources.iter().any(|s| s == "builtin"), "{sources:?}");
    let seen = server.seen();
    assert!(!seen.is_empty());
    let expected = format!("Bearer {KEY}");
    assert!(seen
        .iter()
        .all(|s| s.authorization.as_deref() == Some(expected.as_str())));
    assert!(
        seen[0].prompt().contains("CREATE TABLE employees"),
        "DDL schema"
    );
    assert!(
        env.data.path().join("tui.log").exists(),
        "QLARIFY_LOG sends tracing to the log file"
    );
    assert_no_key(&env, &[&output.stdout, &output.stderr]);
}

#[test]
fn when_every_model_fails_the_builtin_readings_still_come_out() {
    let server = FakeLlm::always(Reply::Status {
        status: 500,
        body: format!("{{\"error\":{{\"message\":\"bad key {KEY}\"}}}}"),
        retry_after: Some("0".into()),
    });
    let env = env_with_model(&server.base_url);
    let (output, round) = ask_builtin_and_fake(&env, &[]);
    let sources = sources_of(&round);
    assert!(
        !sources.is_empty() && sources.iter().all(|s| s == "builtin"),
        "{sources:?}"
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("fake: HTTP 500 after 3 attempts"),
        "{stderr}"
    );
    assert_eq!(server.requests(), 3);
    assert_no_key(&env, &[&output.stdout, &output.stderr]);
}

#[test]
fn unknown_generator_names_are_refused_with_the_known_ones() {
    let server = FakeLlm::always(Reply::Text("SELECT 1".into()));
    let env = env_with_model(&server.base_url);
    let db = demo_copy(env.data.path());
    let output = qlarify(&env)
        .args(["ask", "--lexical", "--generator", "nope", "--db"])
        .arg(&db)
        .arg(QUESTION)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("unknown generator `nope`") && stderr.contains("`builtin`, `fake`"),
        "{stderr}"
    );
    assert_eq!(server.requests(), 0);
}

#[test]
fn eval_with_a_model_prints_the_same_metrics_and_keeps_the_key_secret() {
    let server = FakeLlm::always(Reply::Text(format!("```sql\n{MODEL_SQL}\n```")));
    let env = env_with_model(&server.base_url);
    let dbs = TempDir::new().expect("tmp");
    demo_copy(dbs.path());
    let gold_2022 = "SELECT d.dept_name, AVG(e.salary) AS avg_salary FROM employees AS e JOIN dept_2022 AS d ON e.dept_2022_id = d.dept_id GROUP BY d.dept_name";
    let record = serde_json::json!({
        "id": "demo-1", "kind": "T", "db_id": "demo", "question": QUESTION,
        "gold": [MODEL_SQL, gold_2022]
    });
    let data = env.data.path().join("bench.jsonl");
    std::fs::write(&data, format!("{record}\n")).expect("data");
    let output = qlarify(&env)
        .args([
            "eval",
            "--lexical",
            "--json",
            "--generator",
            "fake",
            "--generator",
            "builtin",
            "--data",
        ])
        .arg(&data)
        .arg("--dbs")
        .arg(dbs.path())
        .output()
        .expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).expect("json");
    assert_eq!(report["examples"], 1);
    assert_eq!(report["overall"]["n"], 1);
    assert_eq!(
        report["overall"]["either_in_topk"], 100.0,
        "the model's reading is gold[0]: {report}"
    );
    assert!(server.requests() >= 1);
    assert_no_key(&env, &[&output.stdout, &output.stderr]);
}

/// A server that generates one reading and judges readings that use `curr_dept` as right
/// (P(B) low) and any other as wrong (P(B) high) — or, without `logprobs`, answers plainly.
fn generator_and_judge(with_logprobs: bool) -> FakeLlm {
    FakeLlm::start(move |_, body| {
        let prompt = body["messages"]
            .as_array()
            .and_then(|m| m.last())
            .and_then(|m| m["content"].as_str())
            .unwrap_or_default()
            .to_string();
        if !prompt.contains("Option B") {
            return Reply::Text(format!("```sql\n{MODEL_SQL}\n```"));
        }
        let sql_line = prompt
            .lines()
            .find(|l| l.starts_with("SQL Query:"))
            .unwrap_or_default()
            .to_string();
        let right = sql_line.contains("curr_dept");
        if !with_logprobs {
            return Reply::Text(if right { "A" } else { "B" }.into());
        }
        let (b, a) = if right { (-3.0, -0.05) } else { (-0.05, -3.0) };
        Reply::Logprobs {
            token: if right { "A" } else { "B" }.into(),
            top: vec![("B".into(), b), ("A".into(), a)],
        }
    })
}

fn ask_with_llm_selection(server: &FakeLlm) -> Value {
    let env = env_with_model(&server.base_url);
    let path = env.config.path().join("config.toml");
    let mut toml = std::fs::read_to_string(&path).expect("read");
    toml.push_str("\n[selection]\nscore = \"llm\"\nmodel = \"fake\"\n");
    std::fs::write(&path, toml).expect("write");
    ask_builtin_and_fake(&env, &["--no-masking"]).1
}

#[test]
fn llm_selection_scores_every_reading_with_p_of_option_b() {
    let server = generator_and_judge(true);
    let round = ask_with_llm_selection(&server);
    let candidates = round["candidates"].as_array().expect("candidates");
    assert!(candidates.len() >= 2, "{round}");
    let p = |b: f64, a: f64| b.exp() / (a.exp() + b.exp());
    for candidate in candidates {
        let sql = candidate["sql"].as_str().expect("sql");
        let expected = if sql.contains("curr_dept") {
            p(-3.0, -0.05)
        } else {
            p(-0.05, -3.0)
        };
        let score = candidate["nonconformity"].as_f64().expect("score");
        assert!(
            (score - expected).abs() < 1e-9,
            "{sql}: {score} vs {expected}"
        );
    }
    let judged = server
        .seen()
        .iter()
        .filter(|s| s.body["logprobs"] == true)
        .count();
    assert!(
        judged >= candidates.len(),
        "one yes/no question per reading"
    );
}

#[test]
fn without_logprobs_the_embedding_score_stands() {
    let server = generator_and_judge(false);
    let round = ask_with_llm_selection(&server);
    let candidates = round["candidates"].as_array().expect("candidates");
    assert!(!candidates.is_empty());
    for candidate in candidates {
        let score = candidate["nonconformity"].as_f64().expect("score");
        assert!(
            (-1.0..=0.0).contains(&score),
            "the embedding score is in [-1, 0]: {score}"
        );
    }
}
