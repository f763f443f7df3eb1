//! What a driver shows: a read-only snapshot of the round, serialisable as `ask --json`.
//!
//! Owns: the shape of the JSON interface in DESIGN.md (field names are an interface: add, never
//! rename) and the conversion from session state to it. Drawing is the TUI's business.

use super::{Phase, Session};
use crate::core::confidence::{rescale, RoundSignals};
use serde::Serialize;

/// One atom of a candidate, with its confidence C (AtomSQL §2.5).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AtomView {
    pub kind: String,
    pub text: String,
    pub nl: Option<String>,
    pub confidence: f64,
    pub key: String,
    pub span: [usize; 2],
}

/// One candidate reading.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CandidateView {
    pub sql: String,
    pub probability: f64,
    pub sources: Vec<String>,
    pub atoms: Vec<AtomView>,
    /// AtomSQL's query score S_final = S_atom · (1 + λ·Pref(m)).
    pub s_final: f64,
    /// ODIN's selector score (lower: the reading covers the question's entities better).
    pub nonconformity: f64,
    /// Content words of the question this reading does not account for
    /// ([`crate::core::coverage`]), in question order.
    pub unexplained: Vec<String>,
    /// Why this reading cannot be what was meant ([`crate::core::validate`]): each lowers its
    /// probability.
    pub doubts: Vec<String>,
}

/// One option of a clarification question.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionView {
    pub label: String,
    /// Canonical keys of the atoms that set this option apart (empty: "none of these").
    pub atoms: Vec<String>,
    /// How many of the current candidates the option keeps.
    pub candidates: usize,
    /// Which ones: indices into [`Session::candidates`] (for programs that judge the readings,
    /// like the benchmark's simulated user; not part of the JSON).
    #[serde(skip)]
    pub kept: Vec<usize>,
    /// The probability mass the option carries.
    pub probability: f64,
    /// For a linking question: the schema component this option names.
    pub component: Option<String>,
}

/// One clarification question, ranked by the session's strategy.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct QuestionView {
    /// `linking` (what a phrase of the question names, RTS §3; asked first) or `readings`
    /// (which atoms the meant reading has).
    pub kind: String,
    pub eig: f64,
    pub prompt: String,
    pub options: Vec<OptionView>,
}

/// The whole round as a driver shows it. Candidates are listed best first (the first `shown`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundView {
    pub question: String,
    pub round: u64,
    pub phase: String,
    pub candidates: Vec<CandidateView>,
    pub questions: Vec<QuestionView>,
    /// True when the session thinks the top question is worth asking (EIG, τ and question
    /// budget stop rules).
    pub ask: bool,
    /// Clarification questions put to the user this round (answered or skipped), and the most
    /// the session puts before it shows its best reading instead.
    pub questions_put: usize,
    pub max_questions: usize,
    /// Entropy of the candidate distribution, in bits.
    pub entropy: f64,
    pub errors: Vec<String>,
    /// What the user should know about how the question was read (e.g. not in a language the
    /// built-in reader understands).
    pub notices: Vec<String>,
    /// How many readings the session holds; `candidates` are the first of them, as shown.
    /// Clarification options count and weigh readings among all of them.
    pub pool: usize,
    /// The probability the shown readings carry together (1 when all are shown).
    pub shown_probability: f64,
    /// The calibrated chance that the best reading is the one meant
    /// ([`crate::core::confidence`]); every probability in the view is then rescaled to agree
    /// with it, keeping the order, and what the readings do not carry is the chance that none
    /// of them is meant. None: no calibration applies, the probabilities are the model's.
    pub confidence: Option<f64>,
    /// The last successful run of a reading in this round: how many rows it returned.
    pub last_run: Option<RunView>,
    /// The reading the user accepted ("what I meant") in this round and has not taken back:
    /// what was learned from. Running alone teaches nothing.
    pub accepted: Option<String>,
    /// The linking step (RTS §3): the phrases asked about, answered or skipped, and those the
    /// session abstains on (nothing in the schema passes the threshold and the best reading
    /// leaves them out), each with the components on offer.
    pub linking: Vec<super::LinkingView>,
}

/// The shown probability at or above which the best reading may be called confident.
pub const CONFIDENT: f64 = 0.9;

impl RoundView {
    /// The best reading may be called confident: nothing is worth asking, it accounts for every
    /// word of the question, and its shown probability (calibrated when a calibration applies)
    /// is at least [`CONFIDENT`]. Drivers say "confident" only when this holds.
    pub fn confident(&self) -> bool {
        !self.ask
            && self.candidates.first().is_some_and(|c| {
                c.unexplained.is_empty() && c.doubts.is_empty() && c.probability >= CONFIDENT
            })
    }
}

/// What running the chosen reading returned.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RunView {
    pub rows: u64,
    pub truncated: bool,
}

impl Session {
    /// The reading the round calls best: the first one shown (set index). The selector may
    /// hide the most probable reading, and what is said of the best — its calibrated
    /// confidence, what runs or is accepted by default — is said of the reading on screen.
    fn best_shown(&self) -> usize {
        self.round.shown.first().copied().unwrap_or(0)
    }

    /// What the round knows of its best reading (the first shown), for the calibrated
    /// confidence.
    pub fn signals(&self) -> Option<RoundSignals> {
        let round = &self.round;
        let probabilities = round.set.probabilities();
        let at = self.best_shown();
        let best = round.set.candidates().get(at)?;
        let rival = probabilities
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != at)
            .map(|(_, &p)| p)
            .fold(0.0, f64::max);
        Some(RoundSignals {
            top: probabilities.get(at).copied().unwrap_or(0.0),
            second: rival,
            unexplained: round.unexplained.get(&best.sql).map_or(0, Vec::len),
            content_words: crate::core::coverage::content_words(&round.question),
            pool: round.set.len(),
            answered: round.steps.iter().filter(|s| s.answered).count(),
            nonconformity: round.nonconformity.get(at).copied().unwrap_or(0.0),
            weakest_atom: round
                .confidences
                .get(at)
                .and_then(|c| c.iter().copied().reduce(f64::min))
                .unwrap_or(1.0),
        })
    }

    /// The calibrated chance that the best reading is the one meant: while the session guesses
    /// and a calibration applies (once the user chose a reading, it is theirs).
    pub fn confidence(&self) -> Option<f64> {
        let chosen = self.round.steps.iter().any(|s| s.chosen);
        let model = self.config.confidence.as_ref().filter(|_| !chosen)?;
        Some(model.predict(&self.signals()?))
    }

    /// A snapshot of the round for drawing or printing.
    pub fn view(&self) -> RoundView {
        let round = &self.round;
        let raw = round.set.probabilities();
        let confidence = self.confidence();
        let best = self.best_shown();
        let top = raw.get(best).copied().unwrap_or(0.0);
        // Shown probabilities: the model's, rescaled to the calibrated confidence when known.
        let probabilities: Vec<f64> = raw
            .iter()
            .enumerate()
            .map(|(i, &p)| confidence.map_or(p, |c| rescale(p, i == best, top, c)))
            .collect();
        let candidates = round
            .shown
            .iter()
            .filter_map(|&index| round.set.get(index).map(|c| (index, c)))
            .map(|(index, candidate)| CandidateView {
                s_final: round.s_final.get(index).copied().unwrap_or(0.0),
                nonconformity: round.nonconformity.get(index).copied().unwrap_or(0.0),
                unexplained: round
                    .unexplained
                    .get(&candidate.sql)
                    .cloned()
                    .unwrap_or_default(),
                doubts: round.doubts_of(index),
                sql: candidate.sql.clone(),
                probability: probabilities.get(index).copied().unwrap_or(0.0),
                sources: candidate.sources.clone(),
                atoms: candidate
                    .atoms
                    .iter()
                    .enumerate()
                    .map(|(j, atom)| AtomView {
                        kind: atom.kind.as_str().to_string(),
                        text: atom.text.clone(),
                        nl: atom.nl.clone(),
                        confidence: round
                            .confidences
                            .get(index)
                            .and_then(|c| c.get(j))
                            .copied()
                            .unwrap_or(0.0),
                        key: atom.key.clone(),
                        span: [atom.span.start, atom.span.end],
                    })
                    .collect(),
            })
            .collect();
        let questions = round
            .questions
            .iter()
            .map(|q| QuestionView {
                kind: if q.link.is_some() {
                    "linking"
                } else {
                    "readings"
                }
                .to_string(),
                eig: q.eig,
                prompt: q.prompt.clone(),
                options: q
                    .options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| OptionView {
                        component: q.link.as_ref().and_then(|l| l.components.get(i).cloned()),
                        label: o.label.clone(),
                        atoms: o.atom_keys.clone(),
                        candidates: o.candidates.len(),
                        kept: o.candidates.clone(),
                        probability: o
                            .candidates
                            .iter()
                            .filter_map(|&i| probabilities.get(i))
                            .sum(),
                    })
                    .collect(),
            })
            .collect();
        let best_unexplained = round
            .set
            .candidates()
            .first()
            .and_then(|c| round.unexplained.get(&c.sql))
            .cloned()
            .unwrap_or_default();
        let linking = self.linking_view(&best_unexplained);
        let mut notices = round.notices.clone();
        // A question in another language is said to be one; its words naming nothing is why.
        let foreign = crate::core::language::foreign_language(&round.question).is_some();
        let abstained = linking
            .iter()
            .filter(|l| l.state == "abstained" && !foreign);
        notices.extend(abstained.map(|l| {
            let closest: Vec<&str> = l.options.iter().map(|o| o.component.as_str()).collect();
            format!(
                "nothing in the schema clearly names “{}” (closest: {})",
                l.phrase,
                closest.join(", ")
            )
        }));
        RoundView {
            linking,
            question: round.question.clone(),
            round: round.id,
            phase: match self.phase {
                Phase::Idle => "idle",
                Phase::Working => "working",
                Phase::Ready => "ready",
                Phase::Running => "running",
            }
            .to_string(),
            candidates,
            questions,
            ask: self.should_ask(),
            questions_put: self.questions_put(),
            max_questions: self.config.max_questions,
            entropy: crate::core::eig::entropy(&raw),
            errors: round.errors.clone(),
            notices,
            pool: round.set.len(),
            shown_probability: round
                .shown
                .iter()
                .filter_map(|&i| probabilities.get(i))
                .sum(),
            confidence,
            last_run: match &round.last_run {
                Some(Ok(summary)) => Some(RunView {
                    rows: summary.rows,
                    truncated: summary.truncated,
                }),
                _ => None,
            },
            accepted: self.accepted_sql().map(str::to_string),
        }
    }
}
