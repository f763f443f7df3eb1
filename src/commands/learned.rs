//! `qlarify hints …` and `qlarify prefs …`: review and edit what qlarify has learned about a
//! database (ODIN §7.3's human-in-the-loop adjustment of preferences).
//!
//! Owns: the commands' arguments and output. Edits go through the store's locked updates.
//! Must not touch: the learning rules (they are the core's).

use crate::cli::{CliError, GlobalArgs};
use crate::core::hints::{format_hint, HintBook};
use crate::core::session::HINT_MIN_EVIDENCE;
use crate::db::{IntrospectOptions, Limits, SafeDb};
use crate::driver::learned::PrefsDoc;
use crate::store::{Dirs, Store, HINTS, PREFS};
use clap::{Args, Subcommand};

/// `qlarify hints`.
#[derive(Debug, Clone, Args)]
pub struct HintsArgs {
    #[command(subcommand)]
    pub action: HintsAction,
}

#[derive(Debug, Clone, Subcommand)]
pub enum HintsAction {
    /// List the learned hints (optionally only those mentioning TEXT).
    List {
        #[arg(long, value_name = "TEXT")]
        search: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Switch a hint off without forgetting it.
    Disable { entity: String, preferred: String },
    /// Switch a hint back on.
    Enable { entity: String, preferred: String },
    /// Forget a hint.
    Delete { entity: String, preferred: String },
}

/// `qlarify prefs`.
#[derive(Debug, Clone, Args)]
pub struct PrefsArgs {
    #[command(subcommand)]
    pub action: PrefsAction,
}

#[derive(Debug, Clone, Subcommand)]
pub enum PrefsAction {
    /// Show the preference rows U (question phrase → preferred SQL atoms).
    Show {
        #[arg(long)]
        json: bool,
    },
    /// Forget what was learned for one question phrase.
    Reset { phrase: String },
}

/// The store and the fingerprint of the database named by `--db`.
fn open(global: &GlobalArgs) -> Result<(Store, String), CliError> {
    let path = global
        .db
        .as_ref()
        .ok_or_else(|| CliError::Refused("this command needs --db FILE|URL".into()))?;
    let db = SafeDb::open(path, Limits::default())?;
    let options = IntrospectOptions {
        samples_per_column: 0,
        row_counts: false,
        ..IntrospectOptions::default()
    };
    let schema = db.introspect(&options)?;
    let dirs = Dirs::resolve().map_err(|e| CliError::Failed(e.to_string()))?;
    Ok((Store::open(&dirs), schema.fingerprint()))
}

fn failed(error: impl std::fmt::Display) -> CliError {
    CliError::Failed(error.to_string())
}

pub fn hints(global: &GlobalArgs, args: &HintsArgs) -> Result<(), CliError> {
    let (store, fingerprint) = open(global)?;
    match &args.action {
        HintsAction::List { search, json } => {
            let loaded = store
                .load::<HintBook>(&fingerprint, &HINTS)
                .map_err(failed)?;
            loaded
                .warnings
                .iter()
                .for_each(|w| eprintln!("qlarify: warning: {w}"));
            let book = loaded.value;
            let hints: Vec<_> = match search {
                Some(text) => book.search(text),
                None => book.hints().iter().collect(),
            };
            if *json {
                println!("{}", serde_json::to_string_pretty(&hints).map_err(failed)?);
            } else if hints.is_empty() {
                println!("no hints learned yet");
            } else {
                for hint in hints {
                    // A hint steers generation only once enough answers agree.
                    let state = if !hint.enabled {
                        "off     "
                    } else if hint.evidence < HINT_MIN_EVIDENCE {
                        "learning"
                    } else {
                        "on      "
                    };
                    println!(
                        "[{state}] evidence {:>3}, last used at step {:>4}: {}",
                        hint.evidence,
                        hint.last_used,
                        crate::printable::one_line(&format_hint(hint))
                    );
                }
            }
        }
        HintsAction::Disable { entity, preferred }
        | HintsAction::Enable { entity, preferred }
        | HintsAction::Delete { entity, preferred } => {
            let action = args.action.clone();
            let changed = store
                .update(&fingerprint, &HINTS, |book: &mut HintBook| match action {
                    HintsAction::Disable { .. } => book.disable(entity, preferred),
                    HintsAction::Enable { .. } => book.enable(entity, preferred),
                    _ => book.delete(entity, preferred).is_some(),
                })
                .map_err(failed)?
                .value;
            if !changed {
                return Err(CliError::Refused(format!(
                    "no hint “{entity}” → {preferred}"
                )));
            }
        }
    }
    Ok(())
}

pub fn prefs(global: &GlobalArgs, args: &PrefsArgs) -> Result<(), CliError> {
    let (store, fingerprint) = open(global)?;
    match &args.action {
        PrefsAction::Show { json } => {
            let doc = store
                .load::<PrefsDoc>(&fingerprint, &PREFS)
                .map_err(failed)?
                .value;
            if *json {
                println!("{}", serde_json::to_string_pretty(&doc).map_err(failed)?);
            } else if doc.matrix.is_empty() {
                println!("no preferences learned yet");
            } else {
                for (phrase, row) in doc.matrix.rows() {
                    let mut weights: Vec<(&String, &f64)> = row.weights().iter().collect();
                    weights.sort_by(|a, b| b.1.total_cmp(a.1));
                    let shown: Vec<String> = weights
                        .iter()
                        .map(|(key, w)| {
                            format!(
                                "{} {:.0}%",
                                key.rsplit('|').next().unwrap_or(key),
                                **w * 100.0
                            )
                        })
                        .collect();
                    let line = format!("“{phrase}”: {}", shown.join(", "));
                    println!("{}", crate::printable::one_line(&line));
                }
            }
        }
        PrefsAction::Reset { phrase } => {
            let removed = store
                .update(&fingerprint, &PREFS, |doc: &mut PrefsDoc| {
                    doc.matrix.remove_row(phrase).is_some()
                })
                .map_err(failed)?
                .value;
            if !removed {
                return Err(CliError::Refused(format!("no preferences for “{phrase}”")));
            }
        }
    }
    Ok(())
}
