//! End-to-end: `qlarify ask`, `hints`, `prefs` and `eval` through the real binary, on the demo
//! database and on a small AmbiQT-format benchmark built in a temp directory.
#![allow(clippy::expect_used)] // helpers outside #[test] fns are test code too

#[path = "common/cli.rs"]
mod cli;
use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::Value;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

fn demo_db() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("demo-db/demo.sqlite")
}

/// The binary with its config directory isolated in `config` (learned state goes there).
fn qlarify(config: &Path) -> Command {
    let mut cmd = Command::cargo_bin("qlarify").expect("binary");
    cmd.env("QLARIFY_CONFIG_DIR", config);
    cmd
}

fn ask_json(config: &Path, question: &str) -> Value {
    let output = qlarify(config)
        .args(["ask", "--lexical", "--json", "--db"])
        .arg(demo_db())
        .arg(question)
        .output()
        .expect("runs");
    cli::json_of(&output)
}

#[test]
fn ask_json_has_the_documented_shape_and_a_ranked_distribution() {
    let config = TempDir::new().expect("tempdir");
    let round = ask_json(config.path(), "What is the average salary of employees?");
    assert_eq!(
        round["question"],
        "What is the average salary of employees?"
    );
    let candidates = round["candidates"].as_array().expect("candidates");
    assert!(!candidates.is_empty());
    let probabilities: Vec<f64> = candidates
        .iter()
        .map(|c| c["probability"].as_f64().expect("f64"))
        .collect();
    assert!(
        probabilities.windows(2).all(|w| w[0] >= w[1]),
        "best first: {probabilities:?}"
    );
    assert!(probabilities.iter().sum::<f64>() <= 1.0 + 1e-9);
    for candidate in candidates {
        assert!(candidate["sql"]
            .as_str()
            .is_some_and(|s| s.to_lowercase().contains("select")));
        assert!(candidate["sources"]
            .as_array()
            .is_some_and(|s| !s.is_empty()));
        for atom in candidate["atoms"].as_array().expect("atoms") {
            let confidence = atom["confidence"].as_f64().expect("confidence");
            assert!((0.0..=1.0 + 1e-9).contains(&confidence));
            assert!(atom["kind"].is_string() && atom["text"].is_string());
        }
    }
    // The readings shown are the first of those held, whose probability they carry.
    let pool = round["pool"].as_u64().expect("pool") as usize;
    assert!(pool >= candidates.len(), "{pool}");
    let shown = round["shown_probability"]
        .as_f64()
        .expect("shown_probability");
    assert!((shown - probabilities.iter().sum::<f64>()).abs() < 1e-9);
    assert_eq!(round["notices"], serde_json::json!([]));
    for question in round["questions"].as_array().expect("questions") {
        assert!(question["eig"].as_f64().is_some_and(|e| e >= 0.0));
        assert!(question["prompt"]
            .as_str()
            .is_some_and(|p| p.ends_with('?')));
        assert!(question["options"].as_array().is_some_and(|o| o.len() >= 2));
    }
}

#[test]
fn average_salaries_by_department_offers_both_department_tables_and_asks_between_them() {
    let config = TempDir::new().expect("tempdir");
    let round = ask_json(
        config.path(),
        "What are the average salaries by department?",
    );
    let sqls: Vec<String> = round["candidates"]
        .as_array()
        .expect("candidates")
        .iter()
        .map(|c| c["sql"].as_str().unwrap_or_default().to_lowercase())
        .collect();
    // Both readings average salaries per department, one over each department table.
    for table in ["curr_dept", "dept_2022"] {
        let reading = sqls.iter().any(|s| {
            s.contains(table)
                && s.contains("avg(")
                && s.contains("salary")
                && s.contains("group by")
        });
        assert!(reading, "no average-salary-per-{table} reading: {sqls:#?}");
    }
    let separates = round["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .any(|q| {
            let options = q["options"].as_array().cloned().unwrap_or_default();
            let text = |o: &Value| format!("{} {}", o["label"], o["atoms"]).to_lowercase();
            options.iter().any(|o| text(o).contains("curr_dept"))
                && options.iter().any(|o| text(o).contains("dept_2022"))
        });
    assert!(
        separates,
        "no question separates the two department tables: {:#}",
        round["questions"]
    );
}

#[test]
fn choosing_a_reading_is_learned_and_reviewable() {
    let config = TempDir::new().expect("tempdir");
    let question = "What are the average salaries by department?";
    let round = ask_json(config.path(), question);
    let candidates = round["candidates"].as_array().expect("candidates");
    let choice = candidates
        .iter()
        .position(|c| {
            c["sql"]
                .as_str()
                .is_some_and(|s| s.to_lowercase().contains("dept_2022"))
        })
        .expect("a dept_2022 reading")
        + 1;
    qlarify(config.path())
        .args(["ask", "--lexical", "--db"])
        .arg(demo_db())
        .args([question, "--choose", &choice.to_string()])
        .assert()
        .success()
        .stdout(predicate::str::contains("learned from the choice"));
    let hints = qlarify(config.path())
        .args(["hints", "list", "--json", "--db"])
        .arg(demo_db())
        .output()
        .expect("runs");
    assert!(hints.status.success());
    let hints: Value = serde_json::from_slice(&hints.stdout).expect("json");
    assert!(
        hints
            .as_array()
            .is_some_and(|h| h.iter().any(|h| h["preferred"]
                .as_str()
                .is_some_and(|p| p.contains("dept_2022")))),
        "{hints:#}"
    );
    let after = ask_json(config.path(), question);
    let top = after["candidates"][0]["sql"]
        .as_str()
        .unwrap_or_default()
        .to_lowercase();
    assert!(
        top.contains("dept_2022"),
        "the learned reading should now come first: {top}"
    );
    qlarify(config.path())
        .args(["prefs", "show", "--db"])
        .arg(demo_db())
        .assert()
        .success();
}

#[test]
fn refused_inputs_exit_2_with_one_line() {
    let config = TempDir::new().expect("tempdir");
    qlarify(config.path())
        .args(["ask", "--db"])
        .arg(demo_db())
        .arg("   ")
        .assert()
        .code(2);
    qlarify(config.path())
        .args(["ask", "--db"])
        .arg(demo_db())
        .args(["How many employees?", "--generator", "nonesuch"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown generator"));
    qlarify(config.path())
        .args(["hints", "disable", "x", "y", "--db"])
        .arg(demo_db())
        .assert()
        .code(2);
}

/// The two-example benchmark of [`tiny_benchmark_of`]: each gold pair reads one of two
/// synonym columns, so the metrics can be checked by hand.
fn tiny_benchmark(dir: &Path) -> (PathBuf, PathBuf) {
    tiny_benchmark_of(
        dir,
        &[
            (
                "C-1",
                "What is the city of each member?",
                [
                    "select hometown from member",
                    "select birthplace from member",
                ],
            ),
            (
                "C-2",
                "List the name and city of all members.",
                [
                    "select name, hometown from member",
                    "select name, birthplace from member",
                ],
            ),
        ],
    )
}

/// A benchmark of `examples` (id, question, gold pair) over a database made here, whose
/// `city` column the setup splits into `hometown` and `birthplace`.
fn tiny_benchmark_of(dir: &Path, examples: &[(&str, &str, [&str; 2])]) -> (PathBuf, PathBuf) {
    tiny_benchmark_with(dir, "", examples)
}

/// [`tiny_benchmark_of`] with more tables (`extra` DDL and rows) in the database.
fn tiny_benchmark_with(
    dir: &Path,
    extra: &str,
    examples: &[(&str, &str, [&str; 2])],
) -> (PathBuf, PathBuf) {
    let dbs = dir.join("dbs");
    std::fs::create_dir_all(&dbs).expect("mkdir");
    let _ = std::fs::remove_file(dbs.join("club.sqlite"));
    let conn = rusqlite::Connection::open(dbs.join("club.sqlite")).expect("db");
    conn.execute_batch(
        "create table member (member_id integer primary key, name text, age integer, city text);
         insert into member values (1, 'Ann', 31, 'Oslo'), (2, 'Bo', 45, 'Rome'), (3, 'Cy', 27, 'Lima');",
    )
    .expect("fill");
    conn.execute_batch(extra).expect("extra tables");
    let setup = [
        r#"alter table member rename column city to hometown"#,
        r#"alter table member add column birthplace text"#,
        r#"update member set birthplace = hometown || 'x'"#,
    ];
    let data = dir.join("tiny.jsonl");
    let lines: Vec<String> = examples
        .iter()
        .map(|(id, question, gold)| {
            serde_json::json!({"id": id, "kind": "C", "db_id": "club", "question": question, "gold": gold, "setup": setup})
                .to_string()
        })
        .collect();
    std::fs::write(&data, lines.join("\n")).expect("write");
    (data, dbs)
}

/// `qlarify eval --lexical --json` on the tiny benchmark with `extra` flags; the JSON report.
fn eval_tiny(extra: &[&str]) -> Value {
    let dir = TempDir::new().expect("tempdir");
    let (data, dbs) = tiny_benchmark(dir.path());
    eval_json(dir.path(), &data, &dbs, extra)
}

/// `qlarify eval --lexical --json` on `data` with `extra` flags; the JSON report.
fn eval_json(dir: &Path, data: &Path, dbs: &Path, extra: &[&str]) -> Value {
    let output = qlarify(&dir.join("config"))
        .args(["eval", "--lexical", "--json"])
        .args(extra)
        .arg("--data")
        .arg(data)
        .arg("--dbs")
        .arg(dbs)
        .output()
        .expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("json")
}

/// The simulated user knows what the SQL it wants means, not what it returns: a gold written
/// with aliases and the other spelling of a comparison is still recognised in the options, for
/// either column, so every dialogue ends on the wanted reading.
#[test]
fn simulated_user_recognises_an_equivalent_spelling_of_the_reading_it_wants() {
    let dir = TempDir::new().expect("tempdir");
    let (data, dbs) = tiny_benchmark_of(
        dir.path(),
        &[
            (
                "C-1",
                "What is the city of each member?",
                [
                    "select T1.hometown from member as T1",
                    "select birthplace from member",
                ],
            ),
            (
                "C-2",
                "What is the city of each member?",
                [
                    "SELECT M.Birthplace FROM Member AS M",
                    "select hometown from member",
                ],
            ),
        ],
    );
    let report = eval_json(dir.path(), &data, &dbs, &["--simulate-user"]);
    let overall = &report["overall"];
    assert_eq!(overall["either_in_topk"], 100.0, "{report}");
    assert_eq!(overall["top1_after_clarification"], 100.0, "{report}");
    assert!(
        overall["mean_questions"].as_f64().is_some_and(|q| q > 0.0),
        "{report}"
    );
    assert!(overall["top1_before"].as_f64().is_some(), "{report}");
}

/// The user cannot see results, and the match cannot be fooled by them: a gold that means
/// something no reading says (`birthplace || ''` is no column of the schema, though it returns
/// the birthplace reading's rows) is matched by no reading and chosen by no answer; the earlier
/// user, which ran the options, steered every dialogue to the birthplace reading.
#[test]
fn simulated_user_does_not_find_a_reading_by_its_result() {
    let dir = TempDir::new().expect("tempdir");
    let (data, dbs) = tiny_benchmark_of(
        dir.path(),
        &[(
            "C-1",
            "What is the city of each member?",
            [
                "select birthplace || '' from member",
                "select hometown from member",
            ],
        )],
    );
    let report = eval_json(dir.path(), &data, &dbs, &["--simulate-user"]);
    let overall = &report["overall"];
    assert_eq!(overall["either_in_topk"], 100.0, "{report}");
    assert_eq!(overall["both_in_topk"], 0.0, "{report}");
    assert_eq!(overall["top1_after_clarification"], 0.0, "{report}");
}

/// Execution match is keyed by where each result column comes from: a reading that selects
/// another column holding the same values does not match, and two empty results match only
/// when both read the same tables.
#[test]
fn execution_match_keys_columns_by_their_provenance() {
    let dir = TempDir::new().expect("tempdir");
    let (data, dbs) = tiny_benchmark_of(
        dir.path(),
        &[(
            "C-1",
            "What is the city of each member?",
            // `name || ''` returns the same values as `name`, but it is another expression.
            [
                "select name || '' from member",
                "select name || '' from member",
            ],
        )],
    );
    let report = eval_json(dir.path(), &data, &dbs, &["--no-selector"]);
    assert_eq!(report["overall"]["either_in_topk"], 0.0, "{report}");

    let (data, dbs) = tiny_benchmark_with(
        dir.path(),
        "create table guest (guest_id integer primary key, nickname text, years integer);
         insert into guest values (1, 'Dee', 50), (2, 'Eli', 61);",
        &[(
            "C-1",
            "What is the city of each member older than 90?",
            // Nobody is older than 90: the member readings return nothing, and so does this
            // gold, which reads another table.
            [
                "select nickname from guest where years > 90",
                "select nickname from guest where years > 90",
            ],
        )],
    );
    let report = eval_json(dir.path(), &data, &dbs, &["--no-selector"]);
    assert_eq!(report["overall"]["either_in_topk"], 0.0, "{report}");
}

/// Execution match ignores column order, as AmbiQT's and Spider's do: golds that select the
/// reader's columns in the other order still count, unless `--strict-columns` asks for the
/// order too.
#[test]
fn execution_match_ignores_column_order_unless_asked_not_to() {
    let dir = TempDir::new().expect("tempdir");
    let (data, dbs) = tiny_benchmark_of(
        dir.path(),
        &[(
            "C-1",
            "What are the name and city of each member?",
            [
                "select hometown, name from member",
                "select birthplace, name from member",
            ],
        )],
    );
    let loose = eval_json(dir.path(), &data, &dbs, &["--no-selector"]);
    assert_eq!(loose["overall"]["either_in_topk"], 100.0, "{loose}");
    let strict = eval_json(
        dir.path(),
        &data,
        &dbs,
        &["--no-selector", "--strict-columns"],
    );
    assert_eq!(strict["overall"]["either_in_topk"], 0.0, "{strict}");
}

#[test]
fn eval_reports_the_documented_metrics() {
    let report = eval_tiny(&["--simulate-user", "--personalize"]);
    assert_eq!(report["examples"], 2);
    assert_eq!(report["k"], 5);
    assert!(report["seconds"].as_f64().is_some());
    let overall = &report["overall"];
    for field in [
        "n",
        "either_in_topk",
        "both_in_topk",
        "avg_result_size",
        "top1_after_clarification",
        "mean_questions",
        "personalized_top1",
        "unpersonalized_top1",
    ] {
        assert!(overall.get(field).is_some(), "missing {field}");
    }
    assert_eq!(report["by_kind"]["C"]["n"], 2);
    let either = overall["either_in_topk"].as_f64().expect("pct");
    assert!((0.0..=100.0).contains(&either));
    assert!(
        report["errors"].as_array().is_some_and(|e| e.is_empty()),
        "{}",
        report["errors"]
    );
}

#[test]
fn eval_max_questions_caps_every_dialogue() {
    let mean_questions = |budget: &str| -> f64 {
        eval_tiny(&["--simulate-user", "--max-questions", budget])["overall"]["mean_questions"]
            .as_f64()
            .expect("mean questions")
    };
    assert_eq!(mean_questions("0"), 0.0);
    let one = mean_questions("1");
    assert!((0.0..=1.0).contains(&one), "{one}");
}

#[test]
fn eval_refuses_a_missing_data_file() {
    let dir = TempDir::new().expect("tempdir");
    qlarify(dir.path())
        .args(["eval", "--data", "/nonexistent.jsonl", "--dbs"])
        .arg(dir.path())
        .assert()
        .code(2);
}

/// `ask` without `--db` asks the bundled demo database, as the interface does.
#[test]
fn ask_without_db_asks_the_demo_database() {
    let dir = TempDir::new().expect("tempdir");
    let output = qlarify(dir.path())
        .args([
            "ask",
            "--lexical",
            "--json",
            "How many employees are there?",
        ])
        .output()
        .expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: Value = serde_json::from_slice(&output.stdout).expect("json");
    assert!(json["candidates"].as_array().is_some_and(|c| !c.is_empty()));
}

/// `--line` belongs to the bare command only: no subcommand's help lists it.
#[test]
fn subcommand_help_does_not_offer_line_mode() {
    let dir = TempDir::new().expect("tempdir");
    for sub in ["ask", "run", "eval", "hints", "prefs", "model"] {
        let output = qlarify(dir.path())
            .args([sub, "--help"])
            .output()
            .expect("runs");
        let help = String::from_utf8_lossy(&output.stdout);
        assert!(!help.contains("--line"), "{sub}: {help}");
    }
    let output = qlarify(dir.path()).arg("--help").output().expect("runs");
    assert!(String::from_utf8_lossy(&output.stdout).contains("--line"));
}

#[test]
fn the_help_states_when_qlarify_learns() {
    let config = TempDir::new().expect("tempdir");
    let top = qlarify(config.path()).arg("--help").output().expect("runs");
    let text = String::from_utf8_lossy(&top.stdout);
    assert!(
        text.contains("only from a reading you accept") && text.contains("--choose N"),
        "{text}"
    );
    let ask = qlarify(config.path())
        .args(["ask", "--help"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&ask.stdout);
    assert!(text.contains("Without it, `ask` learns nothing"), "{text}");
}

/// A question that is clearly not English is answered with a notice: the built-in reader reads
/// English only (in the JSON too, and not for an English question).
#[test]
fn a_question_not_in_english_gets_a_notice() {
    let config = TempDir::new().expect("tempdir");
    let question = "¿Cuántos empleados hay en cada departamento?";
    qlarify(config.path())
        .args(["ask", "--lexical", "--db"])
        .arg(demo_db())
        .arg(question)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "note: the question looks Spanish: the built-in reader understands English only",
        ));
    let round = ask_json(config.path(), question);
    let notices = round["notices"].as_array().expect("notices");
    assert!(
        notices.len() == 1 && notices[0].as_str().is_some_and(|n| n.contains("Spanish")),
        "{notices:?}"
    );
}

/// The shipped calibration (fitted for the built-in reader with each similarity) gives the best
/// reading its calibrated confidence, and every shown probability follows it in proportion.
#[test]
fn ask_shows_the_calibrated_confidence_of_the_best_reading() {
    let config = TempDir::new().expect("tempdir");
    let round = ask_json(config.path(), "What is the average salary of employees?");
    let confidence = round["confidence"]
        .as_f64()
        .expect("a calibrated confidence");
    assert!((0.0..=1.0).contains(&confidence), "{confidence}");
    let best = round["candidates"][0]["probability"].as_f64().expect("f64");
    assert!(
        (best - confidence).abs() < 1e-9,
        "{best} against {confidence}"
    );
    assert!(round["candidates"][0]["doubts"].is_array());
}

/// `eval --calibration-report` adds the reliability of each stage to the JSON report, and
/// `--confidence-samples` writes one line a stage an example, naming its features.
#[test]
fn eval_reports_calibration_and_records_samples() {
    let dir = TempDir::new().expect("tempdir");
    let (data, dbs) = tiny_benchmark(dir.path());
    let samples = dir.path().join("samples.jsonl");
    let report = eval_json(
        dir.path(),
        &data,
        &dbs,
        &[
            "--simulate-user",
            "--calibration-report",
            "--confidence-samples",
            samples.to_str().expect("utf-8 path"),
        ],
    );
    let stages = report["calibration"].as_array().expect("calibration");
    assert_eq!(stages.len(), 2);
    assert_eq!(stages[0]["stage"], "before");
    assert_eq!(stages[1]["stage"], "final");
    for stage in stages {
        let ece = stage["ece"].as_f64().expect("ece");
        assert!((0.0..=1.0).contains(&ece), "{ece}");
        assert_eq!(stage["bins"].as_array().map(Vec::len), Some(10));
    }
    let text = std::fs::read_to_string(&samples).expect("samples written");
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("json line"))
        .collect();
    assert_eq!(lines.len(), 4, "two examples, two stages each");
    assert!(lines
        .iter()
        .all(|l| l["feature_names"].as_array().map(Vec::len)
            == l["features"].as_array().map(Vec::len)));
}

/// A config directory asking `link_questions` linking questions per question.
fn linking_config(link_questions: usize) -> TempDir {
    let config = TempDir::new().expect("tempdir");
    std::fs::write(
        config.path().join("config.toml"),
        format!("[method]\nlink_questions = {link_questions}\n"),
    )
    .expect("config");
    config
}

/// RTS's linking step through `ask --json`: the demo's two student tables are what
/// "students" may name; with linking questions allowed it is the question asked, in words,
/// and without it the step still reports the phrase.
#[test]
fn ask_json_reports_the_linking_step_and_asks_it_when_allowed() {
    let question = "How many students are there?";
    let asking = linking_config(1);
    let round = ask_json(asking.path(), question);
    let first = &round["questions"][0];
    assert_eq!(first["kind"], "linking", "{round:#}");
    let components: Vec<&str> = first["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| o["component"].as_str().expect("component"))
        .collect();
    assert_eq!(components, ["students", "Student"]);
    assert!(first["prompt"]
        .as_str()
        .is_some_and(|p| p.starts_with("By “students”, do you mean the students table (")));
    let linking = round["linking"].as_array().expect("linking");
    assert!(linking
        .iter()
        .any(|l| l["phrase"] == "students" && l["state"] == "asked"));

    let reporting = linking_config(0);
    let round = ask_json(reporting.path(), question);
    assert!(round["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .all(|q| q["kind"] == "readings"));
    assert!(round["linking"]
        .as_array()
        .expect("linking")
        .iter()
        .any(|l| l["phrase"] == "students" && l["state"] == "ambiguous"));
}
