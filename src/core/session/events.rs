//! What can happen to a session: the inputs of [`super::Session::handle`].
//!
//! Owns: the event vocabulary shared by every driver (TUI, `ask`, eval). Events that answer an
//! effect carry the round they belong to, so late results of an abandoned question are ignored.

use crate::core::sql::Atom;

/// One SQL reading proposed by a generator.
#[derive(Debug, Clone, PartialEq)]
pub struct Proposal {
    pub sql: String,
    /// Unnormalised score (likelihood-like; ≥ 0).
    pub score: f64,
    /// Atoms already tagged with question phrases, when the generator knows them. `None` lets
    /// the session atomise the SQL itself.
    pub atoms: Option<Vec<Atom>>,
    /// ODIN §6.3's selector score (nonconformity: lower is better) when it was computed
    /// outside the session — an LLM's probability of "No, the SQL does not answer" (Fig. 2).
    /// The session uses these for the selector only when every candidate has one (one scale
    /// for the whole set); otherwise it uses its embedding score.
    pub selector: Option<f64>,
}

impl Proposal {
    /// A proposal the session atomises itself.
    pub fn sql(sql: impl Into<String>, score: f64) -> Self {
        Self {
            sql: sql.into(),
            score,
            atoms: None,
            selector: None,
        }
    }
}

/// What a run of the chosen SQL returned, in brief (the rows stay with the driver).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunSummary {
    pub rows: u64,
    pub truncated: bool,
}

/// An input to the session machine.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// The user asked a question: starts a new round (abandoning any running one).
    Submit { question: String },
    /// A generator finished with its readings (possibly late, possibly empty).
    Generated {
        round: u64,
        source: String,
        proposals: Vec<Proposal>,
    },
    /// A generator failed; the others carry on.
    GenerationFailed {
        round: u64,
        source: String,
        error: String,
    },
    /// The driver executed a candidate to fingerprint its result (or it failed to run).
    Fingerprinted {
        round: u64,
        sql: String,
        outcome: Result<String, String>,
    },
    /// The user chose option `option` of the question currently asked.
    Answer { option: usize },
    /// The user declined the current question; the next best one is asked.
    Skip,
    /// The user wrote SQL for this question (or edited a reading's): it joins the round as a
    /// reading of their own, shown whatever its score, to run and accept like any other.
    Write { sql: String },
    /// Take back the last answer, atom pick, candidate pick or acceptance (with what it
    /// learned).
    Undo,
    /// "Prefer this atom": keep only the candidates that contain the atom with this key.
    PreferAtom { key: String },
    /// The user picked a whole candidate (index into the current, best-first list).
    PickCandidate { index: usize },
    /// Run candidate `index` (default: the best one): a preview, nothing is learned.
    Run { index: Option<usize> },
    /// "This is what I meant": accept candidate `index` (default: the best one) and learn from
    /// it (hints, preferences, history). Undo takes the learning back.
    Accept { index: Option<usize> },
    /// The driver finished running the chosen SQL.
    RunFinished {
        round: u64,
        sql: String,
        outcome: Result<RunSummary, String>,
    },
    /// Stop whatever the round is waiting for (Esc).
    Cancel,
}
