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
pub mod model;

use crate::cli::CliError;
use crate::core::conformal::conformal_threshold;
use crate::core::eig::Strategy;
use crate::core::ports::{Generator, Similarity};
use crate::core::schema::Schema;
use crate::core::session::Session;
use crate::core::session::SessionConfig;
use crate::db::SafeDb;
use crate::db::{IntrospectOptions, Limits};
use crate::driver::{learned as stored, GenerationOptions, Persistence, Workbench};
use crate::embed::{Backend, ModelPaths, Semantic};
use crate::generate::builtin::{BuiltinGenerator, ValueIndex};
use crate::store::{load_config, Config, Dirs, MethodConfig, Store};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

/// Time the built-in generator may spend reading the database's own values for linking.
const VALUE_BUDGET: Duration = Duration::from_millis(1500);

/// Names of the generators this build can run: the built-in parser (LLMs arrive with their own
/// issue).
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

/// The calibrated selector threshold for a similarity backend at conformal level `alpha`, when
/// qlarify ships a calibration for it.
pub fn selector_threshold(backend: &str, alpha: f64) -> Option<f64> {
    let all: BTreeMap<String, Vec<f64>> = serde_json::from_str(CALIBRATIONS).ok()?;
    conformal_threshold(all.get(backend)?, alpha)
}

/// The session knobs from the `[method]` table; the selector is calibrated for `backend`.
pub fn session_config(method: &MethodConfig, strategy: Strategy, backend: &str) -> SessionConfig {
    SessionConfig {
        selector: selector_threshold(backend, method.conformal_alpha),
        sources: method.sources.clone(),
        beta: method.beta,
        lambda: method.lambda,
        pref_step: method.pref_step,
        tau: method.tau,
        min_eig: method.min_eig,
        shown: method.shown,
        strategy,
    }
}

/// The similarity backend: the local sentence-embedding model when installed (waiting for it
/// to load — a command has no first frame to protect), else the lexical fallback, with a notice.
pub fn similarity(lexical_only: bool) -> (Arc<dyn Similarity + Send + Sync>, Option<String>) {
    let semantic = if lexical_only {
        Semantic::lexical_only("--lexical was given")
    } else {
        match ModelPaths::from_env() {
            Ok(paths) => Semantic::start(&paths),
            Err(error) => Semantic::lexical_only(error.to_string()),
        }
    };
    let notice = match semantic.wait() {
        Backend::Lexical { reason } => Some(format!(
            "using lexical similarity ({reason}); run `qlarify model install` for the local model"
        )),
        _ => None,
    };
    (semantic.current(), notice)
}

/// The generators named by `sources`, over this database.
pub fn generators(
    sources: &[String],
    db: &SafeDb,
    schema: &Schema,
    similarity: &Arc<dyn Similarity + Send + Sync>,
) -> Result<Vec<Box<dyn Generator + Send + Sync>>, CliError> {
    let mut out: Vec<Box<dyn Generator + Send + Sync>> = Vec::new();
    for source in sources {
        if source == BUILTIN {
            let values = Arc::new(ValueIndex::from_db(db, schema, VALUE_BUDGET));
            out.push(Box::new(BuiltinGenerator::with_values(
                similarity.clone(),
                values,
            )));
        } else {
            return Err(CliError::Refused(format!(
                "unknown generator `{source}`: this build offers `{BUILTIN}`"
            )));
        }
    }
    Ok(out)
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
    let dirs = Dirs::resolve().map_err(|e| CliError::Failed(e.to_string()))?;
    let config = config(&dirs);
    let db = SafeDb::open(
        path,
        Limits::with_timeout(Duration::from_millis(config.execution.timeout_ms)),
    )?;
    let schema = db.introspect(&IntrospectOptions::default())?;
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
    let (similarity, notice) = similarity(setup.lexical);
    let mut session_config = session_config(&config.method, setup.strategy, similarity.name());
    if !setup.generators.is_empty() {
        session_config.sources = setup.generators.clone();
    }
    let generators = generators(&session_config.sources, &db, &schema, &similarity)?;
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
            plans: true,
        },
        similarity: similarity.clone(),
        last_result: Default::default(),
    };
    let session = Session::new(session_config, schema, learned, similarity);
    Ok((bench, session, notice))
}
