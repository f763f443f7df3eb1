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
pub mod learned;
pub mod model;

use crate::cli::CliError;
use crate::core::conformal::conformal_threshold;
use crate::core::eig::Strategy;
use crate::core::ports::{Generator, Similarity};
use crate::core::schema::Schema;
use crate::core::session::SessionConfig;
use crate::db::SafeDb;
use crate::embed::{Backend, ModelPaths, Semantic};
use crate::generate::builtin::{BuiltinGenerator, ValueIndex};
use crate::store::{load_config, Config, Dirs, MethodConfig};
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
