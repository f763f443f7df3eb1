//! `qlarify eval --data FILE.jsonl --dbs DIR [--k 5] [--simulate-user] [--json]`.
//!
//! Owns: the command's arguments, the progress line, and printing the report (a table for
//! people, DESIGN.md's JSON for programs). The runner in `crate::eval` does the work through
//! the same session machine and driver as `ask`.
//! Must not touch: metrics or the simulated user (they are `crate::eval`'s).

use super::{check_sources, config, generators_with, selector_backend, session_config, similarity};
use crate::cli::CliError;
use crate::core::eig::Strategy;
use crate::driver::GenerationOptions;
use crate::eval::calibration::{calibration_table, reliability_by_stage, samples_jsonl};
use crate::eval::{load, run, table, EngineDbs, EvalOptions};
use crate::generate::builtin::ValueSource;
use crate::store::Dirs;
use clap::Args;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

/// `qlarify eval`.
#[derive(Debug, Clone, Args)]
pub struct EvalArgs {
    /// Benchmark records (AmbiQT format, one JSON object per line).
    #[arg(long, value_name = "FILE.jsonl")]
    pub data: PathBuf,
    /// Directory of the base databases (`<db_id>.sqlite`).
    #[arg(long, value_name = "DIR")]
    pub dbs: PathBuf,
    /// Measure on another engine: each example's database, its setup already applied, is
    /// DIR/<example id>.duckdb, or the database a postgres:// URL names with {id} standing for
    /// the example's id (`python3 demo-db/convert.py examples` writes them).
    #[arg(long, value_name = "DIR|URL")]
    pub engine_dbs: Option<String>,
    /// Candidates shown (top-k).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=50))]
    pub k: u64,
    /// A simulated user who wants gold[0] answers every question truthfully (the option that
    /// returns its rows, else the one with its atoms).
    #[arg(long)]
    pub simulate_user: bool,
    /// Also run each database's questions in sequence, learning from each answer.
    #[arg(long)]
    pub personalize: bool,
    /// How questions are ranked: eig, random[:SEED], max_probability, min_probability, ig.
    #[arg(long, default_value = "eig", value_parser = parse_strategy)]
    pub strategy: Strategy,
    /// Ablation: no ODIN masked-schema search.
    #[arg(long)]
    pub no_masking: bool,
    /// Ablation: no LogicalBeam counterfactual plans.
    #[arg(long)]
    pub no_plans: bool,
    /// Prune schemas of more than this many tables before generating (default: as `ask`
    /// does); 0 prunes every schema, to measure how often the gold tables survive.
    #[arg(long, value_name = "TABLES")]
    pub prune_above: Option<usize>,
    /// Linked tables a pruned schema keeps (join-path tables come on top).
    #[arg(long, value_name = "TABLES")]
    pub prune_keep: Option<usize>,
    /// Tables the coarse (lexical) pass of pruning hands the model.
    #[arg(long, value_name = "TABLES")]
    pub prune_shortlist: Option<usize>,
    /// Ablation: no conformal selector (show the top k).
    #[arg(long)]
    pub no_selector: bool,
    /// Write the selector's calibration scores for the similarity backend in use into FILE
    /// (a JSON map backend → scores, merged with what the file holds). Use the dev split only.
    #[arg(long, value_name = "FILE")]
    pub calibrate: Option<PathBuf>,
    /// Linking questions asked per question at most (0: no linking step); default
    /// `method.link_questions` of config.toml.
    #[arg(long, value_name = "N")]
    pub link_questions: Option<usize>,
    /// Write the linking step's calibration scores (RTS §3.3: each question phrase against the
    /// component of the meant SQL it names) for the similarity backend in use into FILE, in
    /// the format of --calibrate. Use the dev split only.
    #[arg(long, value_name = "FILE")]
    pub calibrate_linking: Option<PathBuf>,
    /// Print the reliability of the confidence shown for the best reading, before any question
    /// and after the dialogue (with --simulate-user): per confidence band, how often it was the
    /// reading meant, and the expected calibration error.
    #[arg(long)]
    pub calibration_report: bool,
    /// Write each round's confidence features and whether its best reading was meant to FILE
    /// (JSON lines), for `scripts/fit_confidence.py`. Fit on dev and probes, never held-out data.
    #[arg(long, value_name = "FILE")]
    pub confidence_samples: Option<PathBuf>,
    /// Use the lexical similarity even when the local model is installed.
    #[arg(long)]
    pub lexical: bool,
    /// Only the first N examples.
    #[arg(long, value_name = "N")]
    pub limit: Option<usize>,
    /// Only examples of these kinds (e.g. `--kind C --kind T`).
    #[arg(long = "kind", value_name = "KIND")]
    pub kinds: Vec<String>,
    /// Worker threads.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
    /// Generators to run (repeatable: several models at once); default: `sources` in
    /// config.toml. A `[[models]]` name, `builtin`, or `NAME+sampling` / `NAME+forced` for
    /// ODIN's temperature-sampling and ForcedDiversity baselines.
    #[arg(long = "generator", value_name = "NAME")]
    pub generators: Vec<String>,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Print to stderr every first round that misses a gold reading, every dialogue whose
    /// final top reading misses gold[0], and every first reading learning changed.
    #[arg(long)]
    pub trace: bool,
    /// With --simulate-user: the most clarification questions one dialogue may ask (default:
    /// `method.max_questions` of config.toml, as the TUI asks), for comparing strategies at
    /// an equal budget (the EIG paper's accuracy after n turns).
    #[arg(long, value_name = "N")]
    pub max_questions: Option<usize>,
    /// Execution match also requires the gold's column order (by default, as in AmbiQT's and
    /// Spider's execution match, `SELECT a, b` matches `SELECT b, a`).
    #[arg(long)]
    pub strict_columns: bool,
}

fn parse_strategy(text: &str) -> Result<Strategy, String> {
    text.parse::<Strategy>().map_err(|e| e.to_string())
}

/// Run the benchmark and print the report.
pub fn eval(args: &EvalArgs) -> Result<(), CliError> {
    super::log_when_asked();
    let mut examples = load(&args.data).map_err(|e| CliError::Refused(e.to_string()))?;
    if !args.dbs.is_dir() {
        return Err(CliError::Refused(format!(
            "--dbs {} is not a directory",
            args.dbs.display()
        )));
    }
    let engine_dbs = args
        .engine_dbs
        .as_deref()
        .map(EngineDbs::parse)
        .transpose()
        .map_err(CliError::Refused)?;
    if !args.kinds.is_empty() {
        examples.retain(|e| args.kinds.iter().any(|k| k.eq_ignore_ascii_case(&e.kind)));
    }
    if let Some(limit) = args.limit {
        examples.truncate(limit);
    }
    let dirs = Dirs::resolve().map_err(|e| CliError::Failed(e.to_string()))?;
    let config = config(&dirs);
    let sources = if args.generators.is_empty() {
        config.method.sources.clone()
    } else {
        args.generators.clone()
    };
    // Fail early on an unknown generator name rather than once per example.
    check_sources(&sources, &config.models)?;
    super::judge_model(&config.models, &config.selection)?;
    let (similarity, notice) = similarity(args.lexical, None);
    if let Some(notice) = notice {
        eprintln!("qlarify: {notice}");
    }
    let models = config.models.clone();
    let selection = config.selection.clone();
    // The selector's calibration key: the similarity backend, or `llm:<model>`.
    let backend = selector_backend(&config.models, &config.selection, similarity.name());
    let options = EvalOptions {
        k: args.k as usize,
        simulate_user: args.simulate_user,
        personalize: args.personalize,
        config: {
            let mut session =
                session_config(&config.method, args.strategy, &backend, similarity.name());
            if args.no_selector || args.calibrate.is_some() {
                session.selector = None;
            }
            session.sources = sources.clone();
            session.confidence = super::confidence_model(&sources, &backend);
            if let Some(limit) = args.max_questions {
                session.max_questions = limit;
            }
            if let Some(links) = args.link_questions {
                session.link_questions = links;
            }
            session
        },
        threads: args.threads.max(1),
        trace: args.trace,
        strict_columns: args.strict_columns,
        engine_dbs,
        generation: GenerationOptions {
            masking: (!args.no_masking).then(Default::default),
            plans: !args.no_plans,
            pruning: {
                let default = crate::core::prune::Pruning::default();
                crate::core::prune::Pruning {
                    above: args.prune_above.unwrap_or(default.above),
                    keep: args.prune_keep.unwrap_or(default.keep),
                    shortlist: args.prune_shortlist.unwrap_or(default.shortlist),
                }
            },
        },
        ..EvalOptions::default()
    };
    let make = {
        let similarity = similarity.clone();
        move |db: &crate::db::SafeDb, schema: &crate::core::schema::Schema| {
            generators_with(
                &sources,
                &models,
                &selection,
                ValueSource::uncached(db),
                schema,
                &similarity,
                None,
            )
            .unwrap_or_default()
        }
    };
    let show_progress = std::io::stderr().is_terminal();
    let progress = move |done: usize, total: usize| {
        if show_progress {
            let width = 30;
            let filled = (done * width)
                .checked_div(total)
                .unwrap_or(width)
                .min(width);
            eprint!(
                "\r[{}{}] {done}/{total}",
                "#".repeat(filled),
                ".".repeat(width - filled)
            );
            let _ = std::io::stderr().flush();
            if done == total {
                eprintln!();
            }
        }
    };
    let report = run(&examples, &args.dbs, &options, &make, similarity, &progress);
    if let Some(path) = &args.calibrate {
        write_calibration(path, &backend, &report.calibration_scores)?;
        eprintln!(
            "qlarify: wrote {} calibration scores for `{backend}` to {}",
            report.calibration_scores.len(),
            path.display()
        );
    }
    if let Some(path) = &args.calibrate_linking {
        write_calibration(path, &backend, &report.link_calibration)?;
        eprintln!(
            "qlarify: wrote {} linking calibration scores for `{backend}` to {}",
            report.link_calibration.len(),
            path.display()
        );
    }
    if let Some(path) = &args.confidence_samples {
        let set = args
            .data
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        std::fs::write(path, samples_jsonl(&set, &report.confidence_points))
            .map_err(|e| CliError::Failed(format!("{}: {e}", path.display())))?;
        eprintln!(
            "qlarify: wrote {} confidence samples to {}",
            report.confidence_points.len(),
            path.display()
        );
    }
    let calibration = args
        .calibration_report
        .then(|| reliability_by_stage(&report.confidence_points));
    if args.json {
        let mut value =
            serde_json::to_value(&report).map_err(|e| CliError::Failed(e.to_string()))?;
        if let (Some(stages), Some(object)) = (&calibration, value.as_object_mut()) {
            object.insert(
                "calibration".into(),
                serde_json::to_value(stages).map_err(|e| CliError::Failed(e.to_string()))?,
            );
        }
        let text =
            serde_json::to_string_pretty(&value).map_err(|e| CliError::Failed(e.to_string()))?;
        println!("{text}");
    } else {
        print!("{}", table(&report.by_kind, &report.overall, report.k));
        println!(
            "{} examples in {:.1} s (strategy {}, masking {}, plans {})",
            report.examples,
            report.seconds,
            report.strategy,
            if args.no_masking { "off" } else { "on" },
            if args.no_plans { "off" } else { "on" }
        );
        if let Some(stages) = &calibration {
            print!("{}", calibration_table(stages));
        }
        for error in &report.errors {
            eprintln!("qlarify: {error}");
        }
    }
    Ok(())
}

/// Merge `scores` for `backend` into the calibration file (a JSON map backend → scores).
fn write_calibration(
    path: &std::path::Path,
    backend: &str,
    scores: &[f64],
) -> Result<(), CliError> {
    let mut all: std::collections::BTreeMap<String, Vec<f64>> = match std::fs::read_to_string(path)
    {
        Ok(text) => serde_json::from_str(&text)
            .map_err(|e| CliError::Failed(format!("{}: {e}", path.display())))?,
        Err(_) => Default::default(),
    };
    let mut sorted = scores.to_vec();
    sorted.sort_by(f64::total_cmp);
    all.insert(backend.to_string(), sorted);
    let text = serde_json::to_string_pretty(&all).map_err(|e| CliError::Failed(e.to_string()))?;
    std::fs::write(path, text + "\n")
        .map_err(|e| CliError::Failed(format!("{}: {e}", path.display())))
}
