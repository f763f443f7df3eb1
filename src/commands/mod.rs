//! The commands that drive a clarification session from the command line: `ask` and `eval`.
//!
//! Owns: wiring a database, the configuration, the similarity backend, the generators and the
//! learned state into a [`Workbench`] and a [`Session`], and printing what came out.
//! Must not touch: argument parsing and exit codes (`cli.rs`), algorithms (`core`).
//!
//! [`Workbench`]: crate::driver::Workbench
//! [`Session`]: crate::core::session::Session

pub mod ask;
pub mod eval;
pub mod interactive;
pub mod learned;
pub mod llm;
pub mod model;

use crate::cli::CliError;
use crate::core::confidence::ConfidenceModel;
use crate::core::conformal::conformal_threshold;
use crate::core::eig::Strategy;
use crate::core::ports::{Generator, Similarity};
use crate::core::prune::Pruning;
use crate::core::schema::Schema;
use crate::core::session::Session;
use crate::core::session::SessionConfig;
use crate::db::SafeDb;
use crate::db::{IntrospectOptions, Limits};
use crate::driver::{learned as stored, Checkers, GenerationOptions, Persistence, Workbench};
use crate::embed::{Backend, ModelPaths, ModelSimilarity, Semantic};
use crate::generate::builtin::{BuiltinGenerator, ValueSource};
use crate::generate::judge::Judged;
use crate::generate::llm::{Batch, LlmGenerator, LlmObserver, Sampling};
use crate::generate::openai::Endpoint;
use crate::store::config::SelectionConfig;
use crate::store::{load_config, Config, Dirs, MethodConfig, ModelConfig, Store};
pub use llm::{
    check_sources, judge_model, selector_backend, FORCED_ROUNDS, SAMPLING_DRAWS,
    SAMPLING_TEMPERATURE,
};
use llm::{judge, split_source, Baseline};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

/// Time the built-in generator may spend reading the database's own values for linking.
const VALUE_BUDGET: Duration = Duration::from_millis(1500);

/// The built-in offline parser's generator name; LLMs are named by their `[[models]]` entries.
pub const BUILTIN: &str = "builtin";

/// The configuration, with its warnings printed to stderr (a damaged file never stops a command).
pub fn config(dirs: &Dirs) -> Config {
    match load_config(dirs) {
        Ok(loaded) => {
            for warning in loaded.warnings {
                eprintln!("qlarify: warning: {warning}");
            }
            loaded.value
        }
        Err(error) => {
            eprintln!("qlarify: warning: {error}; built-in defaults are used");
            crate::store::config::parse_config(&dirs.config_file(), None).value
        }
    }
}

/// The selector calibrations shipped with qlarify, per similarity backend (made on the dev
/// split with `qlarify eval --calibrate`).
const CALIBRATIONS: &str = include_str!("../../assets/calibration.json");

/// The file a user's own calibrations live in (`qlarify eval --calibrate` writes this format):
/// an entry there wins over the shipped one, so an LLM selector (`llm:<model>`) calibrated on
/// the dev split with your own model takes effect without rebuilding qlarify.
pub const USER_CALIBRATIONS: &str = "calibration.json";

/// Every selector calibration, per backend: the user's file (`<config dir>/calibration.json`)
/// laid over the ones qlarify ships. Reads the file: drivers call it once, off any UI loop.
pub fn calibrations() -> Calibrations {
    let user = Dirs::resolve()
        .ok()
        .and_then(|dirs| std::fs::read_to_string(dirs.config.join(USER_CALIBRATIONS)).ok());
    calibrations_from(user.as_deref())
}

/// The shipped calibrations of the shown confidence, keyed `<generators>/<similarity backend>`
/// (`builtin/minilm`): fitted by `scripts/fit_confidence.py` on samples from
/// `qlarify eval --confidence-samples`.
const CONFIDENCE_MODELS: &str = include_str!("../../assets/confidence.json");

/// The confidence calibration for these generators and similarity backend, if one was fitted
/// (a reading's confidence means something only for the generators it was measured on).
pub fn confidence_model(sources: &[String], backend: &str) -> Option<ConfidenceModel> {
    let mut models: BTreeMap<String, ConfidenceModel> =
        serde_json::from_str(CONFIDENCE_MODELS).ok()?;
    let mut generators = sources.to_vec();
    generators.sort();
    generators.dedup();
    models
        .remove(&format!("{}/{backend}", generators.join("+")))?
        .checked()
}

/// The linking step's calibrations shipped with qlarify, per similarity backend (made on the
/// dev split with `qlarify eval --calibrate-linking`).
const LINK_CALIBRATIONS: &str = include_str!("../../assets/linking.json");

/// The linking step's threshold for `backend` at level `alpha`; `None` (no linking step) when
/// it was not calibrated for this backend (a threshold means something only for the
/// similarity it was measured with).
pub fn link_threshold(backend: &str, alpha: f64) -> Option<f64> {
    let all: Calibrations = serde_json::from_str(LINK_CALIBRATIONS).ok()?;
    conformal_threshold(all.get(backend)?, alpha)
}

/// Calibration scores per backend (`minilm`, `lexical`, `llm:<model>`).
pub type Calibrations = BTreeMap<String, Vec<f64>>;

/// [`calibrations`] over a given user calibration text (tests pass their own); an unreadable
/// user file is ignored, so the shipped calibrations still stand.
pub fn calibrations_from(user: Option<&str>) -> Calibrations {
    let parse = |text: &str| serde_json::from_str::<Calibrations>(text).ok();
    let mut all = parse(CALIBRATIONS).unwrap_or_default();
    all.extend(user.and_then(parse).unwrap_or_default());
    all
}

/// The calibrated selector threshold for `backend` at conformal level `alpha`; `None` (show
/// the top k) when there is no calibration for it.
pub fn threshold_in(calibrations: &Calibrations, backend: &str, alpha: f64) -> Option<f64> {
    conformal_threshold(calibrations.get(backend)?, alpha)
}

/// The session knobs from the `[method]` table; the selector is calibrated for `backend`, the
/// linking step for the `similarity` backend (`minilm`, `lexical`).
pub fn session_config(
    method: &MethodConfig,
    strategy: Strategy,
    backend: &str,
    similarity: &str,
) -> SessionConfig {
    session_config_with(method, strategy, backend, similarity, &calibrations())
}

/// [`session_config`] with calibrations already loaded (the TUI keeps them for α changes).
pub fn session_config_with(
    method: &MethodConfig,
    strategy: Strategy,
    backend: &str,
    similarity: &str,
    calibrations: &Calibrations,
) -> SessionConfig {
    SessionConfig {
        selector: threshold_in(calibrations, backend, method.conformal_alpha),
        sources: method.sources.clone(),
        beta: method.beta,
        lambda: method.lambda,
        pref_step: method.pref_step,
        tau: method.tau,
        min_eig: method.min_eig,
        max_questions: method.max_questions,
        shown: method.shown,
        pool: method.pool,
        unexplained_factor: method.unexplained_factor,
        doubt_factor: method.doubt_factor,
        confidence: confidence_model(&method.sources, backend),
        linking: link_threshold(similarity, method.linking_alpha),
        link_questions: method.link_questions,
        strategy,
    }
}

/// The similarity backend: the local sentence-embedding model when installed (waiting for it
/// to load — a command has no first frame to protect), else the lexical fallback, with a notice.
/// With a `schema`, the model is given its disk cache first ([`ready_model`]).
pub fn similarity(
    lexical_only: bool,
    schema: Option<&Schema>,
) -> (Arc<dyn Similarity + Send + Sync>, Option<String>) {
    let paths = ModelPaths::from_env();
    let semantic = if lexical_only {
        Semantic::lexical_only("--lexical was given")
    } else {
        match &paths {
            Ok(paths) => Semantic::start(paths),
            Err(error) => Semantic::lexical_only(error.to_string()),
        }
    };
    let notice = match semantic.wait() {
        Backend::Lexical { reason } => Some(format!(
            "using lexical similarity ({reason}); run `qlarify model install` for the local model"
        )),
        _ => None,
    };
    if let (Some(model), Some(schema), Ok(paths)) = (semantic.model(), schema, &paths) {
        ready_model(&model, paths, schema);
    }
    (semantic.current(), notice)
}

/// Give the model `schema`'s embedding cache: a schema small enough to be handed to generators
/// whole is embedded whole (in one batch the first time, read back after); a larger one is
/// pruned before generation, so only each question's neighbourhood is embedded (prepared by the
/// pruning step) and the cache keeps what was. `ask`, the line mode and the TUI all come here.
pub fn ready_model(model: &ModelSimilarity, paths: &ModelPaths, schema: &Schema) {
    if schema.tables.len() > Pruning::default().above {
        model.attach_cache(paths, schema);
    } else if let Err(error) = model.warm_schema(paths, schema) {
        tracing::warn!("embedding cache not used: {error}");
    }
}

/// The generators named by `sources`, with the LLMs taken from `models`. LLM generators built
/// together share a [`Batch`], so their first calls of a question run concurrently; `observer`
/// (if any) hears their progress and completion.
///
/// A source is `builtin`, a model's `name`, or a model's name with a baseline of ODIN's
/// evaluation: `NAME+sampling` (temperature sampling, [`SAMPLING_DRAWS`] draws) or
/// `NAME+forced` (ForcedDiversity, [`FORCED_ROUNDS`] rounds). Unknown or disabled names are
/// refused with the list of known ones.
///
/// With `[selection] score = "llm"`, every generator is wrapped in [`Judged`] so its readings
/// carry ODIN's LLM selector score (see [`selector_backend`] for the calibration it needs).
pub fn generators_with(
    sources: &[String],
    models: &[ModelConfig],
    selection: &SelectionConfig,
    values: ValueSource<'_>,
    schema: &Schema,
    similarity: &Arc<dyn Similarity + Send + Sync>,
    observer: Option<LlmObserver>,
) -> Result<Vec<Box<dyn Generator + Send + Sync>>, CliError> {
    check_sources(sources, models)?;
    let judge = judge(models, selection)?;
    let batch = Batch::new();
    let mut out: Vec<Box<dyn Generator + Send + Sync>> = Vec::new();
    for source in sources {
        if source == BUILTIN {
            out.push(Box::new(BuiltinGenerator::with_values(
                similarity.clone(),
                Arc::new(values.index(schema, VALUE_BUDGET)),
            )));
            continue;
        }
        let (base, sampling) = split_source(source);
        let Some(model) = models.iter().find(|m| m.name == base) else {
            continue; // check_sources refused it already
        };
        let mut endpoint = Endpoint::from_config(model);
        endpoint.name = source.clone();
        let sampling = match sampling {
            Some(Baseline::Sampling) => Sampling::Temperature {
                samples: SAMPLING_DRAWS,
                temperature: if model.temperature > 0.0 {
                    model.temperature
                } else {
                    SAMPLING_TEMPERATURE
                },
            },
            Some(Baseline::Forced) => Sampling::ForcedDiversity {
                rounds: FORCED_ROUNDS,
            },
            None => Sampling::Single,
        };
        let mut generator = LlmGenerator::new(endpoint)
            .map_err(|e| CliError::Failed(format!("model {source}: {e}")))?
            .with_sampling(sampling);
        if let Some(observer) = &observer {
            generator = generator.with_observer(observer.clone());
        }
        if sampling == Sampling::Single {
            generator = generator.in_batch(batch.clone());
        }
        out.push(Box::new(generator));
    }
    if let Some(judge) = judge {
        let (judge, schema, cache) = (Arc::new(judge), Arc::new(schema.clone()), Arc::default());
        out = out
            .into_iter()
            .map(|inner| -> Box<dyn Generator + Send + Sync> {
                Box::new(Judged::new(
                    inner,
                    judge.clone(),
                    schema.clone(),
                    Arc::clone(&cache),
                ))
            })
            .collect();
    }
    Ok(out)
}

/// Where schemas of database files are kept (`<data>/cache/schemas`).
pub fn schemas_cache_dir(dirs: &Dirs) -> std::path::PathBuf {
    dirs.data.join("cache").join("schemas")
}

/// Where value indexes of databases are kept (`<data>/cache/values`).
pub fn values_cache_dir(dirs: &Dirs) -> std::path::PathBuf {
    dirs.data.join("cache").join("values")
}

/// Commands write no log unless `QLARIFY_LOG` is set; then `tracing` goes to the same file
/// as the TUI's (never to the terminal, whose stderr carries the one-line errors).
pub fn log_when_asked() {
    if std::env::var_os(crate::tui::logging::LOG_ENV).is_none() {
        return;
    }
    if let Ok(dirs) = Dirs::resolve() {
        if let Err(error) = crate::tui::logging::init(&dirs) {
            eprintln!("qlarify: warning: no log file: {error}");
        }
    }
}

/// How a command wants its session.
#[derive(Debug, Clone)]
pub struct Setup {
    /// Generators to run; empty: `sources` from config.toml.
    pub generators: Vec<String>,
    pub strategy: Strategy,
    /// ODIN's masked-schema search.
    pub masking: bool,
    /// Lexical similarity even when the model is installed.
    pub lexical: bool,
}

/// Open the database at `path` read-only and build everything a round needs: the schema, the
/// learned state of this database (warnings printed), the similarity backend, the generators,
/// and a fresh session over them. Returns the similarity notice for the caller to show.
pub fn open_session(
    path: &std::path::Path,
    setup: &Setup,
) -> Result<(Workbench, Session, Option<String>), CliError> {
    open_session_observed(path, setup, None)
}

/// [`open_session`], with `observer` hearing the LLM generators' progress and completion.
pub fn open_session_observed(
    path: &std::path::Path,
    setup: &Setup,
    observer: Option<LlmObserver>,
) -> Result<(Workbench, Session, Option<String>), CliError> {
    let dirs = Dirs::resolve().map_err(|e| CliError::Failed(e.to_string()))?;
    let config = config(&dirs);
    let db = SafeDb::open(
        path,
        Limits::with_timeout(Duration::from_millis(config.execution.timeout_ms)),
    )?;
    let schema = crate::db::introspect_cached(
        &db,
        &IntrospectOptions::default(),
        Some(&schemas_cache_dir(&dirs)),
    )?;
    let fingerprint = schema.fingerprint();
    let store = Store::open(&dirs);
    let learned = match stored::load(&store, &fingerprint) {
        Ok((state, warnings)) => {
            warnings
                .iter()
                .for_each(|w| eprintln!("qlarify: warning: {w}"));
            state
        }
        Err(error) => {
            eprintln!("qlarify: warning: learned state unavailable ({error}); starting fresh");
            Default::default()
        }
    };
    // Damaged history lines are skipped, and said so (the TUI shows the same warnings).
    if let Ok(history) = store.read_history::<stored::HistoryEntry>(&fingerprint) {
        history
            .warnings
            .iter()
            .for_each(|w| eprintln!("qlarify: warning: {w}"));
    }
    let (similarity, notice) = similarity(setup.lexical, Some(&schema));
    let backend = selector_backend(&config.models, &config.selection, similarity.name());
    let mut session_config =
        session_config(&config.method, setup.strategy, &backend, similarity.name());
    if !setup.generators.is_empty() {
        session_config.sources = setup.generators.clone();
        session_config.confidence = confidence_model(&session_config.sources, &backend);
    }
    let values_cache = values_cache_dir(&dirs);
    let generators = generators_with(
        &session_config.sources,
        &config.models,
        &config.selection,
        ValueSource {
            db: &db,
            cache_dir: Some(&values_cache),
        },
        &schema,
        &similarity,
        observer,
    )?;
    let bench = Workbench {
        db,
        schema: schema.clone(),
        generators,
        max_candidates: session_config.shown * 2,
        max_rows: config.execution.max_rows as u64,
        persistence: Some(Persistence {
            store,
            fingerprint,
            alpha: session_config.pref_step,
        }),
        generation: GenerationOptions {
            masking: setup.masking.then(Default::default),
            ..GenerationOptions::default()
        },
        similarity: similarity.clone(),
        last_result: Default::default(),
        checks: Default::default(),
        checkers: Some(Checkers::for_file(
            path.to_path_buf(),
            Limits::with_timeout(Duration::from_millis(config.execution.timeout_ms)),
        )),
    };
    let session = Session::new(session_config, schema, learned, similarity);
    Ok((bench, session, notice))
}

#[cfg(test)]
mod calibration_tests {
    use super::*;

    #[test]
    fn a_user_calibration_wins_and_the_shipped_one_stays_the_fallback() {
        let shipped = threshold_in(&calibrations_from(None), "minilm", 0.05);
        assert!(shipped.is_some(), "minilm ships a calibration");
        let user = r#"{"llm:qwen": [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95]}"#;
        let with_user = calibrations_from(Some(user));
        let llm = threshold_in(&with_user, "llm:qwen", 0.1).expect("calibrated");
        assert!((0.9..=0.95).contains(&llm), "{llm}");
        assert_eq!(threshold_in(&with_user, "minilm", 0.05), shipped);
        let broken = calibrations_from(Some("not json"));
        assert_eq!(threshold_in(&broken, "minilm", 0.05), shipped);
        assert_eq!(
            threshold_in(&calibrations_from(None), "llm:qwen", 0.05),
            None
        );
    }

    #[test]
    fn the_shipped_confidence_calibration_is_for_the_builtin_reader_alone() {
        let builtin = |names: &[&str], backend| {
            let sources: Vec<String> = names.iter().map(|s| s.to_string()).collect();
            confidence_model(&sources, backend)
        };
        assert!(
            builtin(&["builtin"], "minilm").is_some(),
            "shipped and current"
        );
        assert!(builtin(&["builtin", "builtin"], "minilm").is_some());
        // Readings from a language model, or another similarity, were never measured with it.
        assert!(builtin(&["builtin", "qwen"], "minilm").is_none());
        assert!(builtin(&["builtin"], "llm:qwen").is_none());
    }
}
