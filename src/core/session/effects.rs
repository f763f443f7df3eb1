//! What the session asks its driver to do: the outputs of [`super::Session::handle`].
//!
//! Owns: the effect vocabulary. Each effect is plain data; the driver decides how (threads,
//! tokio tasks, SQLite, HTTP) and reports back with an [`super::Event`].

use crate::core::hints::Hint;
use crate::core::prefs::{ModelPrefs, PreferenceRow};
use std::collections::BTreeMap;

/// "The user chose SQL atom `key` for question phrase `row`" (AtomSQL §2.4).
#[derive(Debug, Clone, PartialEq)]
pub struct AtomChoice {
    pub row: String,
    pub key: String,
    /// The row of M the preference starts from when the phrase has no history (U = M).
    pub m_row: BTreeMap<String, f64>,
}

/// A learning step, fully resolved by the core, for the driver to apply to the stored state
/// under its lock (so two running instances add up rather than overwrite each other).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LearnDelta {
    /// Chosen atoms per question phrase: U_ij += α, row renormalised (AtomSQL §2.4).
    pub atom_choices: Vec<AtomChoice>,
    /// Models whose output the user chose (Pref(m) update).
    pub model_choices: Vec<String>,
    /// Textual hints from ODIN's Algorithm 3 (entity → chosen schema component over rejected).
    pub hints: Vec<Hint>,
    /// The question and the SQL the user settled on, for history and calibration.
    pub question: String,
    pub chosen_sql: String,
}

impl LearnDelta {
    /// True when there is nothing to learn.
    pub fn is_empty(&self) -> bool {
        self.atom_choices.is_empty() && self.model_choices.is_empty() && self.hints.is_empty()
    }
}

/// Taking back an accepted reading (Undo): what the learning step touched, as it was before,
/// for the driver to put back on disk under the store's lock. Only what the step touched is
/// restored — the preference rows of its atom choices, the hints about its phrases, the
/// model picks — so what another instance learned meanwhile about other phrases stays.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Unlearn {
    /// Each preference row the step changed, as it was before (`None`: the step created it).
    pub prefs_rows: Vec<(String, Option<PreferenceRow>)>,
    /// Each phrase the step recorded hints for, with every hint about it as it was before.
    pub hints: Vec<(String, Vec<Hint>)>,
    /// Pref(m) before the step, when the step credited a model.
    pub models: Option<ModelPrefs>,
    /// The accepted round, whose history line the driver removes.
    pub question: String,
    pub chosen_sql: String,
}

/// A line of the question history that is not a learning step: a question asked (`sql` is
/// `None`) or a reading run (`sql` is what ran), so every question is kept and re-runnable.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryNote {
    pub question: String,
    pub sql: Option<String>,
}

/// An instruction to the driver.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Run generator `source` on the question; report with `Generated` or `GenerationFailed`.
    Generate {
        round: u64,
        source: String,
        question: String,
        hints: Vec<Hint>,
    },
    /// Execute `sql` read-only to fingerprint its result; report with `Fingerprinted`.
    Fingerprint { round: u64, sql: String },
    /// Execute the chosen SQL and show its rows; report with `RunFinished`.
    Execute { round: u64, sql: String },
    /// Abandon the work of this round (generators, executions).
    CancelRound { round: u64 },
    /// Apply a learning step to the stored state (the user accepted a reading).
    Learn(LearnDelta),
    /// Take back an accepted reading's learning step from the stored state (Undo).
    Unlearn(Unlearn),
    /// Append a line to the question history.
    Record(HistoryNote),
}
