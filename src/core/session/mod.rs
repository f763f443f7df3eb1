//! The clarification session: one pure state machine that every driver runs.
//!
//! `Session::handle(Event) -> Vec<Effect>` never performs I/O (model: atuin's `fsm/`). A driver —
//! the TUI, the `ask` command or the eval runner — executes the effects (generation, execution,
//! persistence) and feeds the results back as events, so what the benchmark measures is what the
//! user gets. A round is: question → generate (several sources, results may arrive late) →
//! validate (atomise, fingerprint, merge) → score (agreement, preferences) → decide (EIG) →
//! answer / pick / undo → run → learn.
//!
//! Owns: the round's candidate set, its answer history, the question being asked, and the
//! in-memory copy of learned state used for scoring. Must not touch: threads, files, the clock.

mod accept;
#[cfg(test)]
mod accept_tests;
#[cfg(test)]
mod confidence_tests;
mod effects;
mod events;
mod learned;
mod linking;
#[cfg(test)]
mod linking_tests;
#[cfg(test)]
mod pool_tests;
mod scoring;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod twin_tests;
mod view;
mod wording;
mod written;

pub use accept::{unapply_hints, unapply_models, unapply_prefs};
pub use effects::{AtomChoice, Effect, HistoryNote, LearnDelta, Unlearn};
pub use events::{Event, Proposal, RunSummary};
pub use learned::{apply_hints, apply_models, apply_prefs, LearnedState, HINT_MIN_EVIDENCE};
pub use linking::{LinkOptionView, LinkingView};
pub use view::{AtomView, CandidateView, OptionView, QuestionView, RoundView, RunView, CONFIDENT};
pub use written::USER_SOURCE;

use crate::core::candidate::CandidateSet;
use crate::core::copies::Copies;
use crate::core::eig::Strategy;
use crate::core::ports::Similarity;
use crate::core::schema::Schema;
use crate::core::selector::relevant_entities;
use crate::core::sql::atomize_with_schema;
use crate::core::validate::cast_reading;
use scoring::Question;
use std::collections::BTreeSet;
use std::sync::Arc;

/// The longest question a round accepts, in characters. Linking and parsing grow faster than
/// linearly with a question's length; real questions are far shorter (AmbiQT's longest is
/// under 400), and a pasted document is refused in one line instead of taking minutes.
pub const MAX_QUESTION_CHARS: usize = 2000;

/// Why `question` is refused for its length, if it is.
pub fn question_too_long(question: &str) -> Option<String> {
    let chars = question.chars().count();
    (chars > MAX_QUESTION_CHARS).then(|| {
        format!("the question is too long ({chars} characters; at most {MAX_QUESTION_CHARS})")
    })
}

/// The knobs of the method (defaults come from the store's config).
#[derive(Debug, Clone, PartialEq)]
pub struct SessionConfig {
    /// Generators to run for each question, by name.
    pub sources: Vec<String>,
    /// AtomSQL β: weight of user preference U against model agreement M.
    pub beta: f64,
    /// AtomSQL λ: weight of model preference Pref(m) in S_final.
    pub lambda: f64,
    /// AtomSQL α: preference step when the user picks an atom.
    pub pref_step: f64,
    /// Stop asking once the best candidate has at least this probability.
    pub tau: f64,
    /// Do not ask questions worth less than this many bits.
    pub min_eig: f64,
    /// Stop asking once this many questions were put to the user in one round (answered or
    /// skipped): a dialogue that has not converged by then shows the best reading with its
    /// alternatives instead of asking on.
    pub max_questions: usize,
    /// How many candidates are shown (k).
    pub shown: usize,
    /// How many readings the round keeps at most (N), best first: questions are weighed over
    /// all of them, so an answer can bring up a reading that was not on screen. Readings the
    /// user wrote are kept whatever their rank.
    pub pool: usize,
    /// How the next question is chosen (EIG, or a baseline for evaluation).
    pub strategy: Strategy,
    /// ODIN's conformal selector: show only readings whose nonconformity is at most this
    /// calibrated threshold (None: show the top `shown`).
    pub selector: Option<f64>,
    /// Each content word of the question a reading leaves unexplained ([`crate::core::coverage`])
    /// multiplies its probability by this (1: listed, not weighed).
    pub unexplained_factor: f64,
    /// Each reason a reading cannot be meant ([`crate::core::validate`]) multiplies its
    /// probability by this (1: shown, not weighed).
    pub doubt_factor: f64,
    /// The calibration of the shown confidence ([`crate::core::confidence`]); None: the
    /// probabilities shown are the model's own.
    pub confidence: Option<crate::core::confidence::ConfidenceModel>,
    /// RTS's linking step ([`crate::core::link_sets`]): the calibrated threshold of the link
    /// sets (None: no linking step).
    pub linking: Option<f64>,
    /// Linking questions asked per round at most, before the questions about readings (0:
    /// the step reports its sets and abstentions and asks nothing).
    pub link_questions: usize,
}

impl Default for SessionConfig {
    fn default() -> Self {
        Self {
            sources: vec!["builtin".into()],
            beta: 0.5,
            lambda: 0.2,
            pref_step: 0.3,
            tau: 0.95,
            min_eig: 0.05,
            max_questions: 3,
            shown: 5,
            pool: 30,
            strategy: Strategy::Eig,
            selector: None,
            unexplained_factor: 0.7,
            doubt_factor: 0.3,
            confidence: None,
            linking: None,
            link_questions: 0,
        }
    }
}

/// Where the round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// No question yet.
    Idle,
    /// Generators or fingerprints are outstanding (candidates may already be shown).
    Working,
    /// Everything is in: the user may answer, pick, or run.
    Ready,
    /// The chosen SQL is executing.
    Running,
}

/// A user action that narrowed the candidate set, kept so it can be undone.
#[derive(Debug, Clone)]
struct Step {
    before: CandidateSet,
    skipped_before: BTreeSet<String>,
    /// Atom choices it implied: (row, atom key).
    choices: Vec<(String, String)>,
    /// It answered a clarification question (counts against `max_questions`).
    answered: bool,
    /// It accepted a reading, and this is how to take back what that taught.
    accepted: Option<Box<accept::Accepted>>,
    /// The user chose one reading by itself (a pick or an acceptance): from then on the round
    /// shows the model's own probabilities, not a calibrated guess.
    chosen: bool,
    /// It answered a linking question (undo takes the answer back).
    linked: bool,
}

/// Everything about the question being worked on.
#[derive(Debug, Clone, Default)]
struct Round {
    id: u64,
    question: String,
    set: CandidateSet,
    /// The set before any narrowing, for learning what was rejected.
    original: CandidateSet,
    pending_sources: BTreeSet<String>,
    pending_fingerprints: BTreeSet<String>,
    errors: Vec<String>,
    /// What the user should know about how the question was read (not errors: readings may
    /// still be right), e.g. that it is not in a language the built-in reader understands.
    notices: Vec<String>,
    steps: Vec<Step>,
    skipped: BTreeSet<String>,
    questions: Vec<Question>,
    confidences: Vec<Vec<f64>>,
    /// The question's words each reading leaves unexplained, by the reading's SQL.
    unexplained: std::collections::BTreeMap<String, Vec<String>>,
    /// Why each reading cannot be meant, by the reading's SQL (empty: no doubt).
    doubts: std::collections::BTreeMap<String, Vec<String>>,
    /// AtomSQL's S_final per candidate, in the set's order.
    s_final: Vec<f64>,
    /// ODIN's selector score per candidate, in the set's order.
    nonconformity: Vec<f64>,
    /// Selector scores given with the proposals (by the candidate's SQL; the lowest when
    /// several proposals merged into one candidate).
    given_selector: std::collections::BTreeMap<String, f64>,
    /// The candidates shown (set indices, best first): the selector's choice, at most `shown`.
    shown: Vec<usize>,
    /// The question's entities that can name data, with their best schema similarity.
    entities: Option<Vec<(String, f64)>>,
    /// The linking step: each phrase's conformal link set, and the linking answers given.
    links: Vec<crate::core::link_sets::LinkSet>,
    link_answers: Vec<linking::LinkAnswer>,
    /// The learned hints the generators got for this question (linking answers add to them).
    learned_hints: Vec<crate::core::hints::Hint>,
    /// The stop rules allow asking the top question.
    asking: bool,
    running: Option<String>,
    last_run: Option<Result<RunSummary, String>>,
}

/// The clarification state machine.
pub struct Session {
    config: SessionConfig,
    schema: Schema,
    /// Every table and `table.column` of the schema, for the selector.
    schema_components: Vec<String>,
    /// The schema's vertical copies, whose twin readings the selector keeps together.
    copies: Copies,
    learned: LearnedState,
    similarity: Arc<dyn Similarity + Send + Sync>,
    phase: Phase,
    round: Round,
    next_round: u64,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("phase", &self.phase)
            .field("round", &self.round.id)
            .field("candidates", &self.round.set.len())
            .finish_non_exhaustive()
    }
}

impl Session {
    pub fn new(
        config: SessionConfig,
        schema: Schema,
        learned: LearnedState,
        similarity: Arc<dyn Similarity + Send + Sync>,
    ) -> Self {
        let schema_components = schema.components();
        let copies = Copies::of(&schema);
        Self {
            config,
            schema,
            schema_components,
            copies,
            learned,
            similarity,
            phase: Phase::Idle,
            round: Round::default(),
            next_round: 1,
        }
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn config(&self) -> &SessionConfig {
        &self.config
    }

    /// Change the knobs (β, λ, τ, …) and rescore the current round with them.
    pub fn set_config(&mut self, config: SessionConfig) {
        self.config = config;
        self.rescore();
    }

    pub fn learned(&self) -> &LearnedState {
        &self.learned
    }

    /// Replace what was learned (after the user edited hints or reset preferences elsewhere)
    /// and rescore the current round with it.
    pub fn set_learned(&mut self, learned: LearnedState) {
        self.learned = learned;
        self.rescore();
    }

    pub fn schema(&self) -> &Schema {
        &self.schema
    }

    /// The id of the current round (0 before the first question).
    pub fn round_id(&self) -> u64 {
        self.round.id
    }

    /// The candidate set of the current round, best first.
    pub fn candidates(&self) -> &CandidateSet {
        &self.round.set
    }

    /// ODIN's selector score of every candidate in the set, in the set's order.
    pub fn nonconformity(&self) -> &[f64] {
        &self.round.nonconformity
    }

    /// Handle one event; returns what the driver must do next.
    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        match event {
            Event::Submit { question } => self.submit(question),
            Event::Generated {
                round,
                source,
                proposals,
            } if round == self.round.id => self.generated(&source, proposals),
            Event::GenerationFailed {
                round,
                source,
                error,
            } if round == self.round.id && self.round.pending_sources.contains(&source) => {
                self.round.pending_sources.remove(&source);
                self.round.errors.push(format!("{source}: {error}"));
                self.settle();
                Vec::new()
            }
            Event::Fingerprinted {
                round,
                sql,
                outcome,
            } if round == self.round.id => {
                self.fingerprinted(&sql, outcome);
                Vec::new()
            }
            Event::Answer { option } => self.answer(option),
            Event::Skip => {
                if let Some(question) = self.current_question().cloned() {
                    self.round.skipped.insert(question.id.clone());
                    self.rescore();
                }
                Vec::new()
            }
            Event::Undo => self.undo(),
            Event::PreferAtom { key } => self.prefer_atom(&key),
            Event::PickCandidate { index } => self.pick(index),
            Event::Run { index } => self.run(index.unwrap_or(0)),
            Event::Accept { index } => self.accept(index.unwrap_or(0)),
            Event::Write { sql } => self.write(&sql),
            Event::RunFinished {
                round,
                sql,
                outcome,
            } if round == self.round.id => self.run_finished(&sql, outcome),
            Event::Cancel => self.cancel(),
            // Results for a round the user has moved on from.
            Event::Generated { .. }
            | Event::GenerationFailed { .. }
            | Event::Fingerprinted { .. }
            | Event::RunFinished { .. } => Vec::new(),
        }
    }

    fn submit(&mut self, question: String) -> Vec<Effect> {
        let question = question.trim().to_string();
        if question.is_empty() {
            return Vec::new();
        }
        let mut effects = Vec::new();
        if self.phase == Phase::Working || self.phase == Phase::Running {
            effects.push(Effect::CancelRound {
                round: self.round.id,
            });
        }
        let id = self.next_round;
        self.next_round += 1;
        if let Some(reason) = question_too_long(&question) {
            // Nothing is generated: the round ends at once with the reason as its error.
            self.round = Round {
                id,
                question: question.chars().take(80).collect::<String>() + "…",
                errors: vec![reason],
                ..Round::default()
            };
            self.phase = Phase::Ready;
            return effects;
        }
        let learned_hints = self.learned.hints_for_schema(
            &question,
            &self.schema_components,
            self.similarity.as_ref(),
        );
        // The phrases that may name data: the linking step's sets now, the selector's scores as
        // readings arrive; read once for both.
        let entities = self.config.linking.map(|_| {
            relevant_entities(&question, &self.schema_components, self.similarity.as_ref())
        });
        self.round = Round {
            id,
            question: question.clone(),
            pending_sources: self.config.sources.iter().cloned().collect(),
            notices: self.language_notice(&question).into_iter().collect(),
            links: entities
                .as_deref()
                .map(|e| self.link_sets_of(e))
                .unwrap_or_default(),
            entities,
            learned_hints,
            ..Round::default()
        };
        self.phase = Phase::Working;
        let hints = self.round_hints();
        for source in &self.config.sources {
            effects.push(Effect::Generate {
                round: id,
                source: source.clone(),
                question: question.clone(),
                hints: hints.clone(),
            });
        }
        // Every question asked is kept, not only those whose readings were run or accepted.
        effects.push(Effect::Record(HistoryNote {
            question: question.clone(),
            sql: None,
        }));
        if self.config.sources.is_empty() {
            self.settle();
        }
        effects
    }

    /// A question that is clearly not English, read by the built-in generator alone, is said to
    /// be so: its readings come from the few words that match the schema.
    fn language_notice(&self, question: &str) -> Option<String> {
        let builtin_only = self.config.sources.iter().all(|s| s == "builtin");
        let language = crate::core::language::foreign_language(question)?;
        builtin_only.then(|| {
            format!(
                "the question looks {language}: the built-in reader understands English only, \
                 so these readings may leave words out (a language model reads {language}: \
                 --generator NAME)"
            )
        })
    }

    fn generated(&mut self, source: &str, proposals: Vec<Proposal>) -> Vec<Effect> {
        // A source no longer pending was cancelled (Esc): what it reports late is dropped.
        if !self.round.pending_sources.remove(source) {
            return Vec::new();
        }
        let mut effects = Vec::new();
        for proposal in proposals {
            let Some(atoms) = self.atoms_of(source, &proposal) else {
                continue;
            };
            // The user said what a phrase names: a reading that reads a rejected component
            // instead does not join the round.
            if self.against_links(&atoms) {
                continue;
            }
            // A reading that orders, compares or adds up numbers stored as text is replaced by
            // the same reading with the numbers read as numbers: nobody means '9' after '10',
            // and keeping both would spend a clarification question on a cast.
            let cast = cast_reading(&proposal.sql, &atoms, &self.schema).and_then(|sql| {
                let atoms = atomize_with_schema(&sql, &self.schema).ok()?;
                Some((sql, atoms))
            });
            let (sql, atoms) = cast.unwrap_or((proposal.sql.clone(), atoms));
            effects.extend(self.add_reading(source, &proposal, sql, atoms));
        }
        self.rescore();
        self.settle();
        effects
    }

    /// The atoms of a proposal: its own, or the SQL's; None (and the error kept) when the SQL
    /// does not parse.
    fn atoms_of(
        &mut self,
        source: &str,
        proposal: &Proposal,
    ) -> Option<Vec<crate::core::sql::Atom>> {
        if let Some(atoms) = &proposal.atoms {
            return Some(atoms.clone());
        }
        match atomize_with_schema(&proposal.sql, &self.schema) {
            Ok(atoms) => Some(atoms),
            Err(error) => {
                self.round.errors.push(format!("{source}: {error}"));
                None
            }
        }
    }

    /// Add one reading of `proposal` (its SQL or a variant of it) to the round.
    fn add_reading(
        &mut self,
        source: &str,
        proposal: &Proposal,
        sql: String,
        atoms: Vec<crate::core::sql::Atom>,
    ) -> Option<Effect> {
        let added = self
            .round
            .set
            .add_atomised(&sql, atoms.clone(), source, proposal.score);
        self.round
            .original
            .add_atomised(&sql, atoms, source, proposal.score);
        if let (
            Some(score),
            crate::core::candidate::Added::New(index)
            | crate::core::candidate::Added::Merged(index),
        ) = (proposal.selector, &added)
        {
            let sql = self.round.set.candidates()[*index].sql.clone();
            self.round
                .given_selector
                .entry(sql)
                .and_modify(|s| *s = s.min(score))
                .or_insert(score);
        }
        self.check_if_new(&added)
    }

    fn fingerprinted(&mut self, sql: &str, outcome: Result<String, String>) {
        if !self.round.pending_fingerprints.remove(sql) {
            return;
        }
        for set in [&mut self.round.set, &mut self.round.original] {
            let Some(index) = set.candidates().iter().position(|c| c.sql == sql) else {
                continue;
            };
            match &outcome {
                Ok(fingerprint) => {
                    set.set_fingerprint(index, fingerprint);
                }
                Err(_) => {
                    set.remove(index);
                }
            }
        }
        if let Err(error) = outcome {
            self.round.errors.push(format!("does not run: {error}"));
        }
        self.rescore();
        self.settle();
    }

    /// Leave `Working` once nothing is outstanding.
    fn settle(&mut self) {
        if self.phase == Phase::Working
            && self.round.pending_sources.is_empty()
            && self.round.pending_fingerprints.is_empty()
        {
            self.phase = Phase::Ready;
        }
    }

    /// Narrow the set to `keep` (indices into the current set), remembering how to undo it.
    fn narrow(
        &mut self,
        keep: &BTreeSet<usize>,
        choices: Vec<(String, String)>,
        answered: bool,
        chosen: bool,
    ) -> bool {
        if keep.is_empty() {
            return false;
        }
        self.round.steps.push(Step {
            before: self.round.set.clone(),
            skipped_before: self.round.skipped.clone(),
            choices,
            answered,
            accepted: None,
            chosen,
            linked: false,
        });
        self.round.set.retain(|index, _| keep.contains(&index));
        self.rescore();
        true
    }

    fn answer(&mut self, option: usize) -> Vec<Effect> {
        let Some(question) = self.current_question().cloned() else {
            return Vec::new();
        };
        if let Some(link) = &question.link {
            return self.answer_link(link, option);
        }
        let Some(chosen) = question.options.get(option) else {
            return Vec::new();
        };
        let keep: BTreeSet<usize> = chosen.candidates.iter().copied().collect();
        let choices = self.choices_for_keys(&chosen.atom_keys, &keep);
        self.narrow(&keep, choices, true, false);
        Vec::new()
    }

    fn prefer_atom(&mut self, key: &str) -> Vec<Effect> {
        let keep: BTreeSet<usize> = (0..self.round.set.len())
            .filter(|&i| self.round.set.candidates()[i].has_atom(key))
            .collect();
        let choices = self.choices_for_keys(&[key.to_string()], &keep);
        self.narrow(&keep, choices, false, false);
        Vec::new()
    }

    fn pick(&mut self, index: usize) -> Vec<Effect> {
        if let Some(&index) = self.round.shown.get(index) {
            self.narrow(&BTreeSet::from([index]), Vec::new(), false, true);
        }
        Vec::new()
    }

    /// The (row, key) pairs that choosing `keys` among the kept candidates expresses.
    fn choices_for_keys(&self, keys: &[String], keep: &BTreeSet<usize>) -> Vec<(String, String)> {
        let mut choices = Vec::new();
        for key in keys {
            let atom = keep
                .iter()
                .filter_map(|&i| self.round.set.get(i))
                .flat_map(|c| c.atoms.iter())
                .find(|a| &a.key == key);
            if let Some(atom) = atom {
                choices.push((atom.row().to_string(), key.clone()));
            }
        }
        choices
    }

    fn run(&mut self, index: usize) -> Vec<Effect> {
        let Some(candidate) = self
            .round
            .shown
            .get(index)
            .and_then(|&i| self.round.set.get(i))
        else {
            return Vec::new();
        };
        let sql = candidate.sql.clone();
        self.round.running = Some(sql.clone());
        self.phase = Phase::Running;
        vec![Effect::Execute {
            round: self.round.id,
            sql,
        }]
    }

    fn run_finished(&mut self, sql: &str, outcome: Result<RunSummary, String>) -> Vec<Effect> {
        if self.round.running.as_deref() != Some(sql) {
            return Vec::new();
        }
        self.round.running = None;
        self.phase = Phase::Ready;
        let succeeded = outcome.is_ok();
        if let Err(error) = &outcome {
            self.round.errors.push(format!("run failed: {error}"));
        }
        self.round.last_run = Some(outcome);
        if !succeeded {
            return Vec::new();
        }
        // Running is a preview: it teaches nothing (accepting does), but the history keeps
        // the SQL that ran so it can be run again.
        vec![Effect::Record(HistoryNote {
            question: self.round.question.clone(),
            sql: Some(sql.to_string()),
        })]
    }

    fn cancel(&mut self) -> Vec<Effect> {
        match self.phase {
            Phase::Working | Phase::Running => {
                self.round.pending_sources.clear();
                self.round.pending_fingerprints.clear();
                self.round.running = None;
                self.phase = if self.round.question.is_empty() {
                    Phase::Idle
                } else {
                    Phase::Ready
                };
                vec![Effect::CancelRound {
                    round: self.round.id,
                }]
            }
            Phase::Idle | Phase::Ready => Vec::new(),
        }
    }

    /// The question the session currently asks, if asking is worth it.
    fn current_question(&self) -> Option<&Question> {
        self.round.questions.first()
    }
}

impl Session {
    /// The check of a reading new to the round: none for a reading merged into a known one or
    /// already being checked.
    fn check_if_new(&mut self, added: &crate::core::candidate::Added) -> Option<Effect> {
        let crate::core::candidate::Added::New(index) = *added else {
            return None;
        };
        let sql = self.round.set.candidates()[index].sql.clone();
        self.round
            .pending_fingerprints
            .insert(sql.clone())
            .then_some(Effect::Fingerprint {
                round: self.round.id,
                sql,
            })
    }
}
