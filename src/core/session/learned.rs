//! Learning from what the user settled on (ODIN §7, AtomSQL §2.4).
//!
//! Owns: the in-memory learned state a session scores with, the pure rule that turns a finished
//! round (chosen SQL vs the rejected readings, atom picks, answers) into a [`LearnDelta`], and
//! applying a delta to a state — the same function the driver applies, under the store's lock,
//! to what is on disk.
//! Must not touch: files (the driver persists), the clock (time is a logical step counter).
//!
//! Personalisation must not hurt. A hint is learned only from a real contrast (ODIN §7.1's
//! "prefers A over B" where the rejected reading lacks A and the chosen one lacks B, see
//! [`crate::core::hints::contrastive_hints`]), and it steers generation only once it has evidence
//! and only where its choice exists: [`LearnedState::hints_for_schema`] passes a hint to the
//! generators when at least [`HINT_MIN_EVIDENCE`] answers agree on it (a contradicting answer
//! takes evidence away) and the schema in use has its preferred component, naming only the
//! alternatives it has. Without these, what one question taught ("name" →
//! `shop.supervisor_name` over `shop.name`, learned where both columns existed) demoted the very
//! component a later question on a schema without `supervisor_name` needed, and a one-off link
//! ("cars" → `car_names`, from a question that needed that table) pulled a needless join into
//! every later question about cars.

use super::effects::{AtomChoice, LearnDelta};
use super::Session;
use crate::core::candidate::Candidate;
use crate::core::hints::{contrastive_hints, fold, Hint, HintBook};
use crate::core::linking::extract_entities;
use crate::core::masking::components_of;
use crate::core::ports::Similarity;
use crate::core::prefs::{Drift, ModelPrefs, PreferenceMatrix};
use crate::core::schema::Schema;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// How similar a question phrase must be to a learned hint's phrase for the hint to apply.
const HINT_MIN_SIMILARITY: f64 = 0.75;

/// How many agreeing choices (net of contradictions, see [`HintBook::record`]) a hint needs
/// before it steers generation. One choice is one question's answer, which on its own cannot
/// tell the user's vocabulary from that question's context ("age" meant the student's age there,
/// the pet's here); a second agreeing answer can.
pub const HINT_MIN_EVIDENCE: u32 = 2;

/// What qlarify has learned about one user on one database.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct LearnedState {
    /// U: preferred SQL atoms per question phrase.
    #[serde(default)]
    pub prefs: PreferenceMatrix,
    /// Pref(m): how often the user chose each model's output.
    #[serde(default)]
    pub models: ModelPrefs,
    /// Textual hints: phrase → preferred schema component over alternatives.
    #[serde(default)]
    pub hints: HintBook,
    /// Logical clock: one step per learned round.
    #[serde(default)]
    pub step: u64,
    /// How old evidence fades (ODIN §7.3).
    #[serde(default)]
    pub drift: Drift,
}

impl LearnedState {
    /// The enabled hints whose phrase matches a phrase of `question`, best first, each once.
    pub fn hints_for(&self, question: &str, similarity: &dyn Similarity) -> Vec<Hint> {
        let mut found: Vec<(f64, &Hint)> = Vec::new();
        for entity in extract_entities(question) {
            for (score, hint) in self.hints.lookup(&entity, similarity, HINT_MIN_SIMILARITY) {
                if !found.iter().any(|(_, h)| h.key() == hint.key()) {
                    found.push((score, hint));
                }
            }
        }
        found.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.evidence.cmp(&a.1.evidence)));
        found.into_iter().map(|(_, h)| h.clone()).collect()
    }

    /// [`Self::hints_for`] limited to what the schema in use offers (`components`: `table` and
    /// `table.column` names) and to hints with at least [`HINT_MIN_EVIDENCE`] agreeing choices:
    /// a hint applies only where its preferred component exists, and names only the
    /// alternatives that exist. "By *name* the user means `shop.supervisor_name`
    /// over `shop.name`" says nothing about `shop.name` in a schema without `supervisor_name`;
    /// demoting it there would steer away from what the user chose all along.
    pub fn hints_for_schema(
        &self,
        question: &str,
        components: &[String],
        similarity: &dyn Similarity,
    ) -> Vec<Hint> {
        let present: BTreeSet<String> = components.iter().map(|c| fold(c)).collect();
        self.hints_for(question, similarity)
            .into_iter()
            .filter(|h| h.evidence >= HINT_MIN_EVIDENCE)
            .filter(|h| present.contains(&fold(&h.preferred)))
            .map(|mut h| {
                h.over.retain(|o| present.contains(&fold(o)));
                h
            })
            .collect()
    }

    /// Apply one learning step: U_ij += α for every atom choice, Pref(m) for the chosen models,
    /// hints recorded with their evidence. Advances the logical clock by one.
    pub fn apply(&mut self, delta: &LearnDelta, alpha: f64) {
        self.step += 1;
        apply_prefs(&mut self.prefs, delta, alpha, self.step, &self.drift);
        apply_models(&mut self.models, delta, self.step, &self.drift);
        apply_hints(&mut self.hints, delta, self.step);
    }
}

/// The preference part of a learning step, at logical time `step` (the store applies the parts
/// one file at a time, each under its own lock).
pub fn apply_prefs(
    prefs: &mut PreferenceMatrix,
    delta: &LearnDelta,
    alpha: f64,
    step: u64,
    drift: &Drift,
) {
    prefs.apply_drift(step, drift);
    for choice in &delta.atom_choices {
        prefs.select(&choice.row, &choice.key, alpha, step, &choice.m_row, drift);
    }
}

/// The model-preference part of a learning step.
pub fn apply_models(models: &mut ModelPrefs, delta: &LearnDelta, step: u64, drift: &Drift) {
    models.record(&delta.model_choices, step, drift);
}

/// The hint part of a learning step: every hint is stamped with `step` and recorded.
pub fn apply_hints(hints: &mut HintBook, delta: &LearnDelta, step: u64) {
    for hint in &delta.hints {
        let mut hint = hint.clone();
        hint.last_used = step;
        hints.record(hint);
    }
}

impl Session {
    /// What accepting `sql` teaches: the user settled on that candidate over the others that were
    /// on offer when the round began.
    pub(super) fn learn_from(&self, sql: &str) -> LearnDelta {
        let round = &self.round;
        let Some(chosen) = round.set.candidates().iter().find(|c| c.sql == sql) else {
            return LearnDelta::default();
        };
        // A reading whose result equals the chosen one's is not rejected: on this data the user
        // could not tell them apart, so choosing one says nothing against the other. (Both sets
        // merge such twins, but each into its own earliest reading, so the original set may
        // hold the chosen reading under its twin's text: counting that as rejected learned the
        // France case backwards — `name` chosen, `local_name` preferred at 77%.)
        let twin = |c: &Candidate| {
            c.canonical() == chosen.canonical()
                || (chosen.fingerprint.is_some() && c.fingerprint == chosen.fingerprint)
        };
        let rejected: Vec<&Candidate> = round
            .original
            .candidates()
            .iter()
            .filter(|c| !twin(c))
            .collect();
        // U starts from the agreement of the readings this choice is between: the chosen one
        // and the rejected ones (not the twins, whose atoms would stand for the chosen reading).
        let between: Vec<&Candidate> = std::iter::once(chosen)
            .chain(rejected.iter().copied())
            .collect();

        // AtomSQL §2.4: explicit picks first, then the chosen candidate's atoms in every
        // question-phrase row where the rejected readings offered something else.
        let mut atom_choices: Vec<AtomChoice> = Vec::new();
        let push = |row: &str, key: &str, choices: &mut Vec<AtomChoice>| {
            if !choices.iter().any(|c| c.row == row) {
                choices.push(AtomChoice {
                    row: row.to_string(),
                    key: key.to_string(),
                    m_row: agreement_row(&between, row),
                });
            }
        };
        for step in &round.steps {
            for (row, key) in &step.choices {
                if chosen.has_atom(key) && is_phrase_row(chosen, row) {
                    push(row, key, &mut atom_choices);
                }
            }
        }
        for atom in &chosen.atoms {
            let Some(row) = atom.nl.as_deref() else {
                continue;
            };
            let disputed = rejected.iter().any(|c| {
                c.atoms
                    .iter()
                    .any(|a| a.nl.as_deref() == Some(row) && a.key != atom.key)
            });
            if disputed {
                push(row, &atom.key, &mut atom_choices);
            }
        }

        // ODIN Algorithm 3 with the contrast rule, only when there was something to choose
        // between.
        let hints = if rejected.is_empty() {
            Vec::new()
        } else {
            let entities = extract_entities(&round.question);
            let chosen_components = components(chosen, &self.schema);
            let rejected_components: Vec<Vec<String>> = rejected
                .iter()
                .map(|c| components(c, &self.schema))
                .collect();
            contrastive_hints(
                &entities,
                &chosen_components,
                &rejected_components,
                self.similarity.as_ref(),
                self.learned.step + 1,
            )
        };

        // What the user said in the linking step is a hint as it stands (RTS's answers are the
        // user's own words about the schema), when the accepted reading agrees with it.
        let mut hints = hints;
        for hint in self.link_hints_for(&components(chosen, &self.schema)) {
            if !hints.iter().any(|h| h.key() == hint.key()) {
                hints.push(hint);
            }
        }
        LearnDelta {
            atom_choices,
            model_choices: if rejected.is_empty() {
                Vec::new()
            } else {
                chosen.sources.clone()
            },
            hints,
            question: round.question.clone(),
            chosen_sql: chosen.sql.clone(),
        }
    }
}

/// True when `row` is a question phrase of one of the candidate's atoms (structural slots such
/// as `|select` mean nothing in the next question, so they are not learned).
fn is_phrase_row(candidate: &Candidate, row: &str) -> bool {
    candidate.atoms.iter().any(|a| a.nl.as_deref() == Some(row))
}

/// Row-normalised agreement of the readings on offer for one phrase row (U's starting point).
fn agreement_row(candidates: &[&Candidate], row: &str) -> BTreeMap<String, f64> {
    let mut counts: BTreeMap<String, f64> = BTreeMap::new();
    for candidate in candidates {
        for atom in candidate.atoms.iter().filter(|a| a.row() == row) {
            *counts.entry(atom.key.clone()).or_insert(0.0) +=
                candidate.prior.max(f64::MIN_POSITIVE);
        }
    }
    let total: f64 = counts.values().sum();
    if total > 0.0 {
        counts.values_mut().for_each(|v| *v /= total);
    }
    counts
}

/// The schema components a candidate uses, as `table` / `table.column` strings.
pub(super) fn components(candidate: &Candidate, schema: &Schema) -> Vec<String> {
    components_of(&candidate.atoms, schema)
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{LearnedState, HINT_MIN_EVIDENCE};
    use crate::core::hints::{Hint, HintBook};
    use rstest::rstest;

    fn exact(a: &str, b: &str) -> f64 {
        if a.eq_ignore_ascii_case(b) {
            1.0
        } else {
            0.0
        }
    }

    /// A state whose hints each carry `evidence` agreeing choices.
    fn state_with(hints: Vec<Hint>, evidence: u32) -> LearnedState {
        LearnedState {
            hints: HintBook::from_hints(hints.into_iter().map(|h| Hint { evidence, ..h })),
            ..LearnedState::default()
        }
    }

    fn state(hints: Vec<Hint>) -> LearnedState {
        state_with(hints, HINT_MIN_EVIDENCE)
    }

    fn strings(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    /// A hint applies where its preferred component exists, naming only alternatives that exist.
    #[rstest]
    #[case::both_present(
        &["shop", "shop.supervisor_name", "shop.name"],
        Some(&["shop.name"][..]),
    )]
    #[case::preferred_missing(&["shop", "shop.name"], None)]
    #[case::alternative_missing(&["shop", "shop.supervisor_name"], Some(&[][..]))]
    #[case::names_fold_case(&["SHOP.Supervisor_Name", "Shop.Name"], Some(&["shop.name"][..]))]
    fn hints_apply_only_where_their_choice_exists(
        #[case] components: &[&str],
        #[case] expected_over: Option<&[&str]>,
    ) {
        let learned = state(vec![Hint::new(
            "name",
            "shop.supervisor_name",
            strings(&["shop.name"]),
            1,
        )]);
        let question = "What is the name of every shop?";
        assert_eq!(learned.hints_for(question, &exact).len(), 1);
        let found = learned.hints_for_schema(question, &strings(components), &exact);
        match expected_over {
            None => assert!(found.is_empty(), "{found:?}"),
            Some(over) => {
                assert_eq!(found.len(), 1);
                assert_eq!(found[0].over, strings(over));
            }
        }
    }

    #[test]
    fn hints_for_unrelated_phrases_are_not_offered() {
        let learned = state(vec![Hint::new(
            "hometown",
            "students.origin",
            strings(&["students.birthplace"]),
            1,
        )]);
        let components = strings(&["students.origin", "students.birthplace"]);
        let found = learned.hints_for_schema("How many pets are there?", &components, &exact);
        assert!(found.is_empty());
        let found = learned.hints_for_schema("List every hometown", &components, &exact);
        assert_eq!(found.len(), 1);
    }

    /// Evidence gates steering: below the threshold a hint is kept (and listed by
    /// `hints_for`) but not passed on; agreeing answers lift it over, a contradiction drops it
    /// back.
    #[rstest]
    #[case(0, false)]
    #[case(1, false)]
    #[case(HINT_MIN_EVIDENCE, true)]
    #[case(HINT_MIN_EVIDENCE + 3, true)]
    fn hints_steer_only_with_enough_evidence(#[case] evidence: u32, #[case] applies: bool) {
        let hint = Hint::new(
            "hometown",
            "students.origin",
            strings(&["students.birthplace"]),
            1,
        );
        let learned = state_with(vec![hint], evidence);
        let components = strings(&["students.origin", "students.birthplace"]);
        let question = "List every hometown";
        assert_eq!(learned.hints_for(question, &exact).len(), 1);
        let found = learned.hints_for_schema(question, &components, &exact);
        assert_eq!(!found.is_empty(), applies, "{found:?}");
    }

    #[test]
    fn agreeing_answers_build_evidence_and_a_contradiction_takes_it_away() {
        let components = strings(&["students.origin", "students.birthplace"]);
        let question = "List every hometown";
        let choice = || {
            Hint::new(
                "hometown",
                "students.origin",
                strings(&["students.birthplace"]),
                1,
            )
        };
        let mut learned = LearnedState::default();
        learned.hints.record(choice());
        assert!(learned
            .hints_for_schema(question, &components, &exact)
            .is_empty());
        learned.hints.record(choice());
        assert_eq!(
            learned
                .hints_for_schema(question, &components, &exact)
                .len(),
            1
        );
        learned.hints.record(Hint::new(
            "hometown",
            "students.birthplace",
            strings(&["students.origin"]),
            2,
        ));
        assert!(learned
            .hints_for_schema(question, &components, &exact)
            .is_empty());
    }
}
