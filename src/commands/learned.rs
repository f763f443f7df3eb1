//! `qlarify hints …` and `qlarify prefs …`: review and edit what qlarify has learned about a
//! database (ODIN §7.3's human-in-the-loop adjustment of preferences).
//!
//! Owns: the commands' arguments and output. Edits go through the store's locked updates.
//! Must not touch: the learning rules (they are the core's).

use crate::cli::{CliError, GlobalArgs};
use crate::core::hints::{format_hint, Hint, HintBook};
use crate::core::session::HINT_MIN_EVIDENCE;
use crate::db::{IntrospectOptions, Limits, SafeDb};
use crate::driver::learned::PrefsDoc;
use crate::store::{Dirs, Store, HINTS, PREFS};
use clap::{Args, Subcommand};

/// `qlarify hints`.
#[derive(Debug, Clone, Args)]
pub struct HintsArgs {
    #[command(flatten)]
    pub db: crate::cli::DbArg,
    #[command(subcommand)]
    pub action: HintsAction,
}

#[derive(Debug, Clone, Subcommand)]
pub enum HintsAction {
    /// List the learned hints with their ids (optionally only those mentioning TEXT).
    List {
        /// Only the hints whose phrase or schema names mention TEXT (case and accents ignored).
        #[arg(long, value_name = "TEXT")]
        search: Option<String>,
        /// Print the hints as JSON, each with its id.
        #[arg(long)]
        json: bool,
    },
    /// Switch a hint off without forgetting it.
    Disable(HintRef),
    /// Switch a hint back on.
    Enable(HintRef),
    /// Forget a hint.
    Delete(HintRef),
}

/// Which hint: its id, or its phrase and the schema name it stands for.
#[derive(Debug, Clone, Args)]
pub struct HintRef {
    /// The hint's id as `hints list` shows it (`3`), or its question phrase (`hometown`).
    #[arg(value_name = "ID|PHRASE")]
    pub hint: String,
    /// After a phrase: the table or `table.column` the phrase stands for, as `hints list`
    /// shows it.
    #[arg(value_name = "PREFERRED")]
    pub preferred: Option<String>,
}

impl HintRef {
    /// The (phrase, preferred) of the hint meant, looked up in `book`.
    fn resolve(&self, book: &HintBook) -> Result<(String, String), String> {
        let found = match &self.preferred {
            Some(preferred) => book.find(&self.hint, preferred),
            None => {
                let id = self.hint.trim_start_matches('#');
                let n: usize = id.parse().map_err(|_| {
                    format!(
                        "“{}” is not a hint id: give the id `hints list` shows, or the phrase \
                         and what it stands for",
                        self.hint
                    )
                })?;
                n.checked_sub(1).and_then(|i| book.hints().get(i))
            }
        };
        found
            .map(|h| (h.entity.clone(), h.preferred.clone()))
            .ok_or_else(|| match &self.preferred {
                Some(preferred) => format!("no hint “{}” → {preferred}", self.hint),
                None => format!("no hint with id {}", self.hint),
            })
    }
}

/// `qlarify prefs`.
#[derive(Debug, Clone, Args)]
pub struct PrefsArgs {
    #[command(flatten)]
    pub db: crate::cli::DbArg,
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
            // A hint's id is its place in the book, the same with or without --search.
            let id_of = |hint: &Hint| {
                book.hints()
                    .iter()
                    .position(|h| std::ptr::eq(h, hint))
                    .map_or(0, |i| i + 1)
            };
            if *json {
                let listed = hints
                    .iter()
                    .map(|hint| {
                        let mut value = serde_json::to_value(hint).map_err(failed)?;
                        if let Some(object) = value.as_object_mut() {
                            object.insert("id".into(), id_of(hint).into());
                        }
                        Ok(value)
                    })
                    .collect::<Result<Vec<_>, CliError>>()?;
                println!("{}", serde_json::to_string_pretty(&listed).map_err(failed)?);
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
                        "{:>3}  [{state}] “{}” → {}  (evidence {}, last used at step {}): {}",
                        id_of(hint),
                        crate::printable::one_line(&hint.entity),
                        crate::printable::one_line(&hint.preferred),
                        hint.evidence,
                        hint.last_used,
                        crate::printable::one_line(&format_hint(hint))
                    );
                }
            }
        }
        HintsAction::Disable(which) | HintsAction::Enable(which) | HintsAction::Delete(which) => {
            let action = args.action.clone();
            let outcome = store
                .update(&fingerprint, &HINTS, |book: &mut HintBook| {
                    let (entity, preferred) = which.resolve(book)?;
                    match action {
                        HintsAction::Disable(_) => book.disable(&entity, &preferred),
                        HintsAction::Enable(_) => book.enable(&entity, &preferred),
                        _ => book.delete(&entity, &preferred).is_some(),
                    };
                    Ok((entity, preferred))
                })
                .map_err(failed)?
                .value;
            let (entity, preferred) = outcome.map_err(CliError::Refused)?;
            let done = match args.action {
                HintsAction::Disable(_) => "switched off",
                HintsAction::Enable(_) => "switched on",
                _ => "forgot",
            };
            println!(
                "{done}: “{}” → {}",
                crate::printable::one_line(&entity),
                crate::printable::one_line(&preferred)
            );
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
                        .map(|(key, w)| format!("{} {:.0}%", clause_of(key), **w * 100.0))
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
            println!(
                "forgot the preferences for “{}”",
                crate::printable::one_line(phrase)
            );
        }
    }
    Ok(())
}

/// An atom key (`path|kind|text`) as a reader sees it: the clause, then the SQL text, so that
/// the same column chosen for the output and for a filter read as two entries
/// (`SELECT employees.name`, `WHERE employees.name = 'Ann'`); a part of a subquery says so.
fn clause_of(key: &str) -> String {
    let mut parts = key.rsplitn(3, '|');
    let (text, kind, path) = (parts.next(), parts.next(), parts.next());
    let (Some(text), Some(kind)) = (text, kind) else {
        return key.to_string();
    };
    let nested = if path.is_some_and(|p| !p.is_empty()) {
        " (in a subquery)"
    } else {
        ""
    };
    let clause = match kind {
        "projection" => "SELECT".to_string(),
        other => other.replace('_', " ").to_uppercase(),
    };
    format!("{clause} {text}{nested}")
}

#[cfg(test)]
mod tests {
    use super::clause_of;

    #[test]
    fn a_preference_key_reads_as_its_clause_and_text() {
        assert_eq!(
            clause_of("|where|employees.name = 'Ann'"),
            "WHERE employees.name = 'Ann'"
        );
        assert_eq!(
            clause_of("|group_by|student.stuid"),
            "GROUP BY student.stuid"
        );
        assert_eq!(
            clause_of("where.in|projection|pets.petid"),
            "SELECT pets.petid (in a subquery)"
        );
        assert_eq!(clause_of("odd"), "odd");
    }
}
