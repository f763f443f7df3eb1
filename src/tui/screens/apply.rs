//! The store side of the screens' edit requests: enable, disable, delete and annotate a hint,
//! reset the preference matrices. Runs in a background task the shell starts.
//!
//! Owns: turning one [`Request`] into locked store updates the way `qlarify hints …` and
//! `qlarify prefs reset` do, and the status line that reports it.
//! Must not touch: the learning rules (the core's `HintBook` does every edit) or the terminal.
//! Every write goes through [`Store::update`], which re-reads the file under its lock, so an
//! edit never overwrites what another running qlarify learned meanwhile.

use crate::core::hints::HintBook;
use crate::core::prefs::{ModelPrefs, PreferenceMatrix};
use crate::driver::learned::PrefsDoc;
use crate::store::{Store, HINTS, MODELS, PREFS};
use crate::tui::component::Request;

/// Perform `request` on the learned state of the database with this fingerprint and say what
/// was done; requests that are not store edits are refused with an error.
pub fn apply(request: &Request, store: &Store, fingerprint: &str) -> Result<String, String> {
    let fail = |e: crate::store::StoreError| e.to_string();
    match request {
        Request::SetHintEnabled {
            entity,
            preferred,
            enabled,
        } => {
            let found = store
                .update(fingerprint, &HINTS, |book: &mut HintBook| {
                    if *enabled {
                        book.enable(entity, preferred)
                    } else {
                        book.disable(entity, preferred)
                    }
                })
                .map_err(fail)?
                .value;
            let state = if *enabled { "enabled" } else { "disabled" };
            found_or(found, entity, preferred, format!("hint {state}"))
        }
        Request::DeleteHint { entity, preferred } => {
            let found = store
                .update(fingerprint, &HINTS, |book: &mut HintBook| {
                    book.delete(entity, preferred).is_some()
                })
                .map_err(fail)?
                .value;
            found_or(found, entity, preferred, "hint deleted".into())
        }
        Request::EditHint {
            entity,
            preferred,
            note,
        } => {
            let note = note.trim();
            let found = store
                .update(fingerprint, &HINTS, |book: &mut HintBook| {
                    set_note(book, entity, preferred, note)
                })
                .map_err(fail)?
                .value;
            let done = if note.is_empty() {
                "note removed"
            } else {
                "note saved"
            };
            found_or(found, entity, preferred, done.into())
        }
        Request::ResetPrefs => {
            // The logical clock and the drift settings stay: only what was learned goes.
            let rows = store
                .update(fingerprint, &PREFS, |doc: &mut PrefsDoc| {
                    let rows = doc.matrix.rows().count();
                    doc.matrix = PreferenceMatrix::new();
                    rows
                })
                .map_err(fail)?
                .value;
            store
                .update(fingerprint, &MODELS, |models: &mut ModelPrefs| {
                    *models = ModelPrefs::new();
                })
                .map_err(fail)?;
            Ok(format!(
                "preferences reset: {rows} phrase row{} and the model preferences forgotten",
                if rows == 1 { "" } else { "s" }
            ))
        }
        other => Err(format!("not a change to learned state: {other:?}")),
    }
}

fn found_or(found: bool, entity: &str, preferred: &str, done: String) -> Result<String, String> {
    if found {
        Ok(format!("{done}: “{entity}” → {preferred}"))
    } else {
        Err(format!(
            "no hint “{entity}” → {preferred} (deleted elsewhere?)"
        ))
    }
}

/// Replace one hint's note. The book has no note setter, so it is rebuilt in order: keys are
/// already unique, so `from_hints` merges nothing and keeps every other hint as it was.
fn set_note(book: &mut HintBook, entity: &str, preferred: &str, note: &str) -> bool {
    let Some(key) = book.find(entity, preferred).map(|h| h.key()) else {
        return false;
    };
    let hints = book.hints().iter().cloned().map(|mut hint| {
        if hint.key() == key {
            hint.note = (!note.is_empty()).then(|| note.to_string());
        }
        hint
    });
    *book = HintBook::from_hints(hints.collect::<Vec<_>>());
    true
}
