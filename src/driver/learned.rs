//! Learned state on disk: loading it for a session and applying a session's learning steps.
//!
//! Owns: how the core's [`LearnedState`] is split over the store's documents (`prefs.json` with
//! the logical clock and drift settings, `models.json`, `hints.json`) and the history line each
//! learned round appends. Every update goes through [`Store::update`], so it re-reads the latest
//! file under its lock and two running instances add up instead of overwriting each other.
//! Must not touch: the update rules themselves (they are the core's `apply_*` functions).

use crate::core::hints::HintBook;
use crate::core::prefs::{Drift, ModelPrefs, PreferenceMatrix};
use crate::core::session::{
    apply_hints, apply_models, apply_prefs, unapply_hints, unapply_models, unapply_prefs,
    HistoryNote, LearnDelta, LearnedState, Unlearn,
};
use crate::store::{Store, StoreError, Warning, HINTS, MODELS, PREFS};
use serde::{Deserialize, Serialize};

/// `prefs.json`: the preference matrix U with the logical clock it is kept on.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PrefsDoc {
    #[serde(default)]
    pub step: u64,
    #[serde(default)]
    pub drift: Drift,
    #[serde(default)]
    pub matrix: PreferenceMatrix,
}

/// One line of `history.jsonl`: a question and the SQL the user settled on, ran, or (empty)
/// nothing yet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    pub step: u64,
    pub question: String,
    pub sql: String,
    /// What happened; lines written before kinds existed were all acceptances.
    #[serde(default)]
    pub kind: HistoryKind,
}

/// What a history line records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HistoryKind {
    /// The user accepted `sql` as what they meant (a learning step).
    #[default]
    Accepted,
    /// The question was asked (`sql` is empty).
    Asked,
    /// `sql` was run as a preview.
    Ran,
}

/// Everything learned for the database with this schema fingerprint, with the warnings met
/// (damaged files set aside, newer versions left alone).
pub fn load(store: &Store, fingerprint: &str) -> Result<(LearnedState, Vec<Warning>), StoreError> {
    let prefs = store.load::<PrefsDoc>(fingerprint, &PREFS)?;
    let models = store.load::<ModelPrefs>(fingerprint, &MODELS)?;
    let hints = store.load::<HintBook>(fingerprint, &HINTS)?;
    let mut warnings = prefs.warnings;
    warnings.extend(models.warnings);
    warnings.extend(hints.warnings);
    let state = LearnedState {
        prefs: prefs.value.matrix,
        models: models.value,
        hints: hints.value,
        step: prefs.value.step,
        drift: prefs.value.drift,
    };
    Ok((state, warnings))
}

/// Apply one learning step to the stored state (each document under its own lock) and append
/// the round to the history. Returns the step number the delta was recorded at.
pub fn persist(
    store: &Store,
    fingerprint: &str,
    delta: &LearnDelta,
    alpha: f64,
) -> Result<(u64, Vec<Warning>), StoreError> {
    // One journaled step: a kill at any moment leaves all four files before or all after it.
    let mut learning = store.learning(fingerprint)?;
    let prefs = learning.update(&PREFS, |doc: &mut PrefsDoc| {
        doc.step += 1;
        apply_prefs(&mut doc.matrix, delta, alpha, doc.step, &doc.drift);
        (doc.step, doc.drift)
    })?;
    let (step, drift) = prefs.value;
    let mut warnings = prefs.warnings;
    let models = learning.update(&MODELS, |models: &mut ModelPrefs| {
        apply_models(models, delta, step, &drift);
    })?;
    warnings.extend(models.warnings);
    let hints = learning.update(&HINTS, |hints: &mut HintBook| {
        apply_hints(hints, delta, step);
    })?;
    warnings.extend(hints.warnings);
    let entry = HistoryEntry {
        step,
        question: delta.question.clone(),
        sql: delta.chosen_sql.clone(),
        kind: HistoryKind::Accepted,
    };
    learning.append_history(&entry)?;
    learning.commit()?;
    Ok((step, warnings))
}

/// Take back an accepted step: the preference rows, hints and model picks it touched are put
/// back as they were, and its history line is removed — one journaled step, like learning.
pub fn unpersist(
    store: &Store,
    fingerprint: &str,
    unlearn: &Unlearn,
) -> Result<Vec<Warning>, StoreError> {
    let mut learning = store.learning(fingerprint)?;
    let mut warnings = learning
        .update(&PREFS, |doc: &mut PrefsDoc| {
            unapply_prefs(&mut doc.matrix, unlearn)
        })?
        .warnings;
    if unlearn.models.is_some() {
        let models = learning.update(&MODELS, |models: &mut ModelPrefs| {
            unapply_models(models, unlearn)
        })?;
        warnings.extend(models.warnings);
    }
    let hints = learning.update(&HINTS, |hints: &mut HintBook| unapply_hints(hints, unlearn))?;
    warnings.extend(hints.warnings);
    learning.remove_last_history(|e: &HistoryEntry| {
        e.kind == HistoryKind::Accepted
            && e.question == unlearn.question
            && e.sql == unlearn.chosen_sql
    })?;
    learning.commit()?;
    Ok(warnings)
}

/// Append a question asked, or a reading run, to the history (at the current logical step).
pub fn record(store: &Store, fingerprint: &str, note: &HistoryNote) -> Result<(), StoreError> {
    let step = store.load::<PrefsDoc>(fingerprint, &PREFS)?.value.step;
    let entry = HistoryEntry {
        step,
        question: note.question.clone(),
        sql: note.sql.clone().unwrap_or_default(),
        kind: if note.sql.is_some() {
            HistoryKind::Ran
        } else {
            HistoryKind::Asked
        },
    };
    store.append_history(fingerprint, &entry)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::hints::Hint;
    use crate::core::session::AtomChoice;
    use std::collections::BTreeMap;

    fn delta(entity: &str, preferred: &str) -> LearnDelta {
        LearnDelta {
            atom_choices: vec![AtomChoice {
                row: entity.into(),
                key: format!("|projection|{preferred}"),
                m_row: BTreeMap::from([
                    (format!("|projection|{preferred}"), 0.4),
                    ("|projection|other.col".to_string(), 0.6),
                ]),
            }],
            model_choices: vec!["builtin".into()],
            hints: vec![Hint::new(entity, preferred, vec!["other.col".into()], 0)],
            question: format!("what is the {entity}?"),
            chosen_sql: format!("select {preferred} from t"),
        }
    }

    #[test]
    fn a_persisted_step_loads_back_as_the_session_applied_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::new(dir.path());
        let fp = "00112233aabbccdd";
        let d = delta("hometown", "students.birthplace");
        let (step, warnings) = persist(&store, fp, &d, 0.3).expect("persist");
        assert_eq!(step, 1);
        assert!(warnings.is_empty(), "{warnings:?}");

        let mut expected = LearnedState::default();
        expected.apply(&d, 0.3);
        let (loaded, warnings) = load(&store, fp).expect("load");
        assert!(warnings.is_empty());
        assert_eq!(loaded, expected);
        assert!(loaded.prefs.row("hometown").is_some());
        assert_eq!(loaded.hints.hints()[0].preferred, "students.birthplace");
        let history: Vec<HistoryEntry> = store.read_history(fp).expect("history").value;
        assert_eq!(history[0].sql, "select students.birthplace from t");
    }

    #[test]
    fn an_unpersisted_step_leaves_the_files_as_before_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::new(dir.path());
        let fp = "00112233aabbccdd";
        let first = delta("total sales", "orders.net_sales");
        persist(&store, fp, &first, 0.3).expect("first");
        let (before, _) = load(&store, fp).expect("load");
        let d = delta("hometown", "students.birthplace");
        let mut memory = before.clone();
        let unlearn = Unlearn {
            prefs_rows: vec![("hometown".into(), None)],
            hints: vec![("hometown".into(), before.hints.about("hometown"))],
            models: Some(before.models.clone()),
            question: d.question.clone(),
            chosen_sql: d.chosen_sql.clone(),
        };
        memory.apply(&d, 0.3);
        persist(&store, fp, &d, 0.3).expect("second");
        unpersist(&store, fp, &unlearn).expect("unpersist");
        memory.unapply(&unlearn);
        let (after, _) = load(&store, fp).expect("load");
        assert_eq!(after.prefs, memory.prefs);
        assert!(after.prefs.row("hometown").is_none());
        assert_eq!(after.hints, before.hints);
        assert_eq!(after.models, before.models);
        let history: Vec<HistoryEntry> = store.read_history(fp).expect("history").value;
        assert_eq!(history.len(), 1);
        assert_eq!(history[0].question, first.question);
    }

    #[test]
    fn steps_from_two_stores_on_one_directory_add_up() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (a, b) = (Store::new(dir.path()), Store::new(dir.path()));
        let fp = "00112233aabbccdd";
        persist(&a, fp, &delta("hometown", "students.birthplace"), 0.3).expect("a");
        persist(&b, fp, &delta("total sales", "orders.net_sales"), 0.3).expect("b");
        let (loaded, _) = load(&a, fp).expect("load");
        assert_eq!(loaded.step, 2);
        assert_eq!(loaded.hints.len(), 2);
        assert!(
            loaded.prefs.row("hometown").is_some() && loaded.prefs.row("total sales").is_some()
        );
    }
}
