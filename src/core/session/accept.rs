//! Accepting a reading, and taking the acceptance back.
//!
//! Owns: the rule that learning is the user's decision — running a reading only previews it;
//! [`super::Event::Accept`] ("this is what I meant") is what teaches — and undo for that step:
//! the session keeps the learned state from before the acceptance (restored in memory exactly)
//! and hands the driver an [`Unlearn`] patch that puts back, on disk, what the step touched.
//! Must not touch: files (the driver applies the patch with [`unapply_prefs`],
//! [`unapply_hints`] and [`unapply_models`], the same functions for every driver).
//!
//! Why a patch of what was touched rather than a copy of the whole state: another running
//! instance may have learned about other phrases meanwhile, and undoing here must not erase
//! that. The preference rows of the step's atom choices, the hints about its phrases and the
//! model picks are what one step changes.

use super::effects::{Effect, LearnDelta, Unlearn};
use super::learned::LearnedState;
use super::{Session, Step};
use crate::core::hints::{fold, HintBook};
use crate::core::prefs::{ModelPrefs, PreferenceMatrix};

/// An accepted reading, kept on the round's undo stack.
#[derive(Debug, Clone)]
pub(super) struct Accepted {
    /// The SQL the user accepted.
    pub sql: String,
    /// What was learned before the step: undo restores it in memory.
    pub learned_before: LearnedState,
    /// What undo puts back on disk.
    pub unlearn: Unlearn,
}

impl Session {
    /// Accept shown candidate `index`: learn from it (hints, U, Pref(m), history) and remember
    /// how to take that back. Accepting the reading already accepted does nothing, so a second
    /// key press does not count twice.
    pub(super) fn accept(&mut self, index: usize) -> Vec<Effect> {
        let Some(sql) = self
            .round
            .shown
            .get(index)
            .and_then(|&i| self.round.set.get(i))
            .map(|c| c.sql.clone())
        else {
            return Vec::new();
        };
        if self.accepted_sql() == Some(sql.as_str()) {
            return Vec::new();
        }
        let delta = self.learn_from(&sql);
        let learned_before = self.learned.clone();
        let unlearn = unlearn_for(&learned_before, &delta);
        self.learned.apply(&delta, self.config.pref_step);
        self.round.steps.push(Step {
            before: self.round.set.clone(),
            skipped_before: self.round.skipped.clone(),
            choices: Vec::new(),
            answered: false,
            chosen: true,
            linked: false,
            accepted: Some(Box::new(Accepted {
                sql,
                learned_before,
                unlearn,
            })),
        });
        self.rescore();
        vec![Effect::Learn(delta)]
    }

    /// Take back the last step of the round: a narrowing (answer, pick, preferred atom) or an
    /// acceptance, whose learning is taken back in memory and, through the effect, on disk.
    pub(super) fn undo(&mut self) -> Vec<Effect> {
        let Some(step) = self.round.steps.pop() else {
            return Vec::new();
        };
        self.round.set = step.before;
        self.round.skipped = step.skipped_before;
        if step.linked {
            self.round.link_answers.pop();
        }
        let effects = match step.accepted {
            Some(accepted) => {
                self.learned = accepted.learned_before;
                vec![Effect::Unlearn(accepted.unlearn)]
            }
            None => Vec::new(),
        };
        self.rescore();
        effects
    }

    /// The SQL accepted in this round and not taken back, if any.
    pub fn accepted_sql(&self) -> Option<&str> {
        self.round
            .steps
            .iter()
            .rev()
            .find_map(|s| s.accepted.as_ref().map(|a| a.sql.as_str()))
    }
}

/// What applying `delta` to `before` touches, as it was.
fn unlearn_for(before: &LearnedState, delta: &LearnDelta) -> Unlearn {
    let mut prefs_rows = Vec::new();
    for choice in &delta.atom_choices {
        if !prefs_rows.iter().any(|(row, _)| row == &choice.row) {
            prefs_rows.push((choice.row.clone(), before.prefs.row(&choice.row).cloned()));
        }
    }
    let mut hints: Vec<(String, Vec<_>)> = Vec::new();
    for hint in &delta.hints {
        if !hints.iter().any(|(e, _)| fold(e) == fold(&hint.entity)) {
            hints.push((hint.entity.clone(), before.hints.about(&hint.entity)));
        }
    }
    Unlearn {
        prefs_rows,
        hints,
        models: (!delta.model_choices.is_empty()).then(|| before.models.clone()),
        question: delta.question.clone(),
        chosen_sql: delta.chosen_sql.clone(),
    }
}

/// Put back the preference rows an accepted step changed.
pub fn unapply_prefs(prefs: &mut PreferenceMatrix, unlearn: &Unlearn) {
    for (row, before) in &unlearn.prefs_rows {
        prefs.restore_row(row, before.clone());
    }
}

/// Put back the hints about the phrases an accepted step learned from.
pub fn unapply_hints(hints: &mut HintBook, unlearn: &Unlearn) {
    for (entity, before) in &unlearn.hints {
        hints.restore_about(entity, before.clone());
    }
}

/// Put back Pref(m) as it was before an accepted step credited a model.
pub fn unapply_models(models: &mut ModelPrefs, unlearn: &Unlearn) {
    if let Some(before) = &unlearn.models {
        *models = before.clone();
    }
}

impl LearnedState {
    /// Take back an accepted step (what the driver does to the stored state, in memory).
    /// The logical clock stays where it is: time moved on, only the evidence is withdrawn.
    pub fn unapply(&mut self, unlearn: &Unlearn) {
        unapply_prefs(&mut self.prefs, unlearn);
        unapply_hints(&mut self.hints, unlearn);
        unapply_models(&mut self.models, unlearn);
    }
}
