//! What `qlarify model install | status | probe` do; `src/cli.rs` parses the arguments and prints.
//!
//! Owns: running the installer (`scripts/install_model.py`, compiled into the binary so an
//! installed `qlarify` needs no source tree), the status report with optional timings, and the
//! probe's similarity matrix (text table or `{"phrases": [str], "matrix": [[f64]]}`).
//! Must not touch: clap, the process exit code, or the terminal beyond returned strings.
//!
//! Why Python for the install: building the ONNX graph needs protobuf graph construction and a
//! reference forward pass to check it; the `onnx` and `numpy` packages do both in ~200 lines,
//! and `pip` already verifies PyPI hashes. Python 3 and pip are on every machine we target.

use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::core::ports::Similarity;

use super::model::Embedder;
use super::paths::ModelPaths;
use super::semantic::{Backend, Semantic};
use super::EmbedError;

const INSTALLER: &str = include_str!("../../scripts/install_model.py");
const GRAPH_BUILDER: &str = include_str!("../../scripts/minilm_graph.py");
/// Overrides the Python interpreter the installer runs with.
pub const PYTHON_ENV: &str = "QLARIFY_PYTHON";

/// What an install did.
#[derive(Debug, Clone)]
pub struct InstallReport {
    pub models_dir: PathBuf,
    pub seconds: f64,
    /// True when a valid install was already there and nothing was downloaded.
    pub already_installed: bool,
}

/// Install ONNX Runtime and the model under `paths` (idempotent), calling `progress` with each
/// line the installer prints.
pub fn install(
    paths: &ModelPaths,
    progress: &mut dyn FnMut(&str),
) -> Result<InstallReport, EmbedError> {
    let started = Instant::now();
    let scripts = tempfile::tempdir().map_err(|e| EmbedError::io(std::env::temp_dir(), e))?;
    let installer = scripts.path().join("install_model.py");
    for (name, text) in [
        ("install_model.py", INSTALLER),
        ("minilm_graph.py", GRAPH_BUILDER),
    ] {
        let path = scripts.path().join(name);
        std::fs::write(&path, text).map_err(|e| EmbedError::io(path, e))?;
    }
    let python = std::env::var(PYTHON_ENV).unwrap_or_else(|_| "python3".into());
    let mut child = Command::new(&python)
        .arg("-u")
        .arg(&installer)
        .arg("--dest")
        .arg(paths.models_dir())
        .arg("--cache")
        .arg(paths.install_cache_dir())
        .env("PIP_ROOT_USER_ACTION", "ignore")
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| EmbedError::Install(format!("cannot run {python}: {e}")))?;

    let (tx, rx) = mpsc::channel::<String>();
    let pumps: Vec<_> = [
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    ]
    .into_iter()
    .flatten()
    .map(|stream| {
        let tx = tx.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stream).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        })
    })
    .collect();
    drop(tx);
    let mut tail: Vec<String> = Vec::new();
    let mut already = false;
    for line in rx {
        already |= line.starts_with("model already installed");
        progress(&line);
        tail.push(line);
        if tail.len() > 12 {
            tail.remove(0);
        }
    }
    for p in pumps {
        let _ = p.join();
    }
    let status = child
        .wait()
        .map_err(|e| EmbedError::Install(e.to_string()))?;
    if !status.success() {
        return Err(EmbedError::Install(format!(
            "installer exited with {status}:\n{}",
            tail.join("\n")
        )));
    }
    paths.check_installed()?;
    // The first load saves the runtime's optimised graph beside the model (see `optimized.rs`),
    // so no question pays for it; failing here only leaves that to the first question.
    progress("saving the optimised graph for this machine");
    if let Err(e) = Embedder::load(paths) {
        progress(&format!("    not saved: {e}"));
    }
    Ok(InstallReport {
        models_dir: paths.models_dir(),
        seconds: started.elapsed().as_secs_f64(),
        already_installed: already,
    })
}

/// Timings measured by `model status --bench`.
#[derive(Debug, Clone)]
pub struct BenchFigures {
    /// Median time to embed one short phrase (not memoised).
    pub phrase: Duration,
    /// Median time to embed a batch of 32 schema-like names.
    pub batch32: Duration,
}

/// What `qlarify model status` prints.
#[derive(Debug, Clone)]
pub struct StatusReport {
    pub data_dir: PathBuf,
    pub models_dir: PathBuf,
    /// `Ok(model id)` when installed, else why not.
    pub installed: Result<String, String>,
    /// What the program would use.
    pub backend: Backend,
    pub cold_load: Option<Duration>,
    pub bench: Option<BenchFigures>,
    /// Resident memory of this process after loading, in MiB (Linux only).
    pub rss_mib: Option<f64>,
}

impl std::fmt::Display for StatusReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "data dir:   {}", self.data_dir.display())?;
        match &self.installed {
            Ok(id) => writeln!(
                f,
                "model:      installed ({id}) in {}",
                self.models_dir.display()
            )?,
            Err(why) => writeln!(f, "model:      not installed: {why}")?,
        }
        writeln!(f, "similarity: {}", self.backend)?;
        if let Some(d) = self.cold_load {
            writeln!(f, "cold load:  {:.0} ms", d.as_secs_f64() * 1e3)?;
        }
        if let Some(b) = &self.bench {
            writeln!(
                f,
                "latency:    {:.1} ms per phrase, {:.1} ms per batch of 32",
                ms(b.phrase),
                ms(b.batch32)
            )?;
        }
        if let Some(rss) = self.rss_mib {
            writeln!(f, "memory:     {rss:.0} MiB resident")?;
        }
        Ok(())
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Check the install and, when present, load the model (timing it); `bench` adds latencies.
pub fn status(paths: &ModelPaths, bench: bool) -> StatusReport {
    let mut report = StatusReport {
        data_dir: paths.data_dir().to_path_buf(),
        models_dir: paths.models_dir(),
        installed: paths
            .check_installed()
            .map(|m| m.model_id())
            .map_err(|e| e.to_string()),
        backend: Backend::Lexical {
            reason: "model not installed (run `qlarify model install`)".into(),
        },
        cold_load: None,
        bench: None,
        rss_mib: None,
    };
    if report.installed.is_err() {
        return report;
    }
    match Embedder::load(paths) {
        Ok(model) => {
            report.cold_load = Some(model.load_time());
            report.backend = Backend::Model {
                model: format!("all-MiniLM-L6-v2 ({})", model.model_id()),
            };
            if bench {
                report.bench = measure(&model).ok();
            }
            report.rss_mib = resident_mib();
        }
        Err(e) => {
            report.backend = Backend::Lexical {
                reason: format!("model failed to load: {e}"),
            }
        }
    }
    report
}

fn measure(model: &Embedder) -> Result<BenchFigures, EmbedError> {
    let names: Vec<String> = (0..32)
        .map(|i| format!("customer order {i} total amount"))
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    model.embed_batch(&refs)?; // warm-up: first runs allocate arenas
    let median = |mut v: Vec<Duration>| {
        v.sort();
        v.get(v.len() / 2).copied().unwrap_or_default()
    };
    let mut single = Vec::new();
    for name in names.iter().take(21) {
        let t = Instant::now();
        model.embed(name)?;
        single.push(t.elapsed());
    }
    let mut batch = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        model.embed_batch(&refs)?;
        batch.push(t.elapsed());
    }
    Ok(BenchFigures {
        phrase: median(single),
        batch32: median(batch),
    })
}

/// VmRSS of this process, from /proc (None elsewhere).
pub fn resident_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// Pairwise similarity of `phrases` under `sim`.
pub fn probe_matrix(sim: &dyn Similarity, phrases: &[String]) -> Vec<Vec<f64>> {
    phrases
        .iter()
        .map(|a| phrases.iter().map(|b| sim.similarity(a, b)).collect())
        .collect()
}

/// `qlarify model probe`: the similarity matrix as a text table, or as JSON
/// `{"phrases": [str], "matrix": [[f64]], "backend": str, "notice": str}`.
pub fn probe(paths: &ModelPaths, phrases: &[String], json: bool) -> String {
    let semantic = Semantic::start(paths);
    let backend = semantic.wait();
    if let Some(model) = semantic.model() {
        let refs: Vec<&str> = phrases.iter().map(String::as_str).collect();
        if let Err(e) = model.warm(&refs) {
            tracing::warn!(error = %e, "batch embedding failed");
        }
    }
    let matrix = probe_matrix(&*semantic.current(), phrases);
    if json {
        let value = serde_json::json!({
            "phrases": phrases,
            "matrix": matrix,
            "backend": backend.short(),
            "notice": backend.to_string(),
        });
        return value.to_string();
    }
    render_table(phrases, &matrix, &backend)
}

fn render_table(phrases: &[String], matrix: &[Vec<f64>], backend: &Backend) -> String {
    let label = |s: &str| -> String {
        let short: String = s.chars().take(18).collect();
        if s.chars().count() > 18 {
            format!("{short}…")
        } else {
            short
        }
    };
    let width = phrases
        .iter()
        .map(|p| label(p).chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    let mut out = format!("{backend}\n{:width$}", "", width = width + 4);
    for (j, _) in phrases.iter().enumerate() {
        out.push_str(&format!(" {:>6}", format!("[{}]", j + 1)));
    }
    out.push('\n');
    for (i, row) in matrix.iter().enumerate() {
        let name = phrases.get(i).map(|p| label(p)).unwrap_or_default();
        out.push_str(&format!(
            "{:<width$}",
            format!("[{}] {name}", i + 1),
            width = width + 4
        ));
        for v in row {
            out.push_str(&format!(" {v:>6.3}"));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probe_json_has_the_interface_shape_without_a_model() -> Result<(), Box<dyn std::error::Error>>
    {
        let dir = tempfile::tempdir()?;
        let phrases: Vec<String> = ["hometown", "birthplace", "roll_num"]
            .map(String::from)
            .to_vec();
        let out = probe(&ModelPaths::new(dir.path()), &phrases, true);
        let v: serde_json::Value = serde_json::from_str(&out)?;
        assert_eq!(v["phrases"].as_array().map(Vec::len), Some(3));
        let m = v["matrix"].as_array().ok_or("no matrix")?;
        assert_eq!(m.len(), 3);
        let at = |i: usize, j: usize| m[i][j].as_f64().unwrap_or(f64::NAN);
        assert!((at(0, 0) - 1.0).abs() < 1e-9);
        assert!(at(0, 1) > at(0, 2));
        assert!((at(0, 1) - at(1, 0)).abs() < 1e-12);
        assert_eq!(v["backend"], "lexical");
        Ok(())
    }

    #[test]
    fn probe_text_lists_every_phrase() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let phrases: Vec<String> = ["total sales", "gross_sales"].map(String::from).to_vec();
        let out = probe(&ModelPaths::new(dir.path()), &phrases, false);
        assert!(
            out.contains("[1] total sales") && out.contains("[2] gross_sales"),
            "{out}"
        );
        assert!(out.contains("lexical matching only"), "{out}");
        Ok(())
    }

    #[test]
    fn status_without_install_says_how_to_install() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let report = status(&ModelPaths::new(dir.path()), false);
        assert!(report.installed.is_err());
        assert!(
            report.to_string().contains("qlarify model install"),
            "{report}"
        );
        Ok(())
    }
}
