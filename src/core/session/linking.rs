//! The linking step of a round (RTS §3): questions about what a phrase names, asked before the
//! questions about readings.
//!
//! At submission the session computes each phrase's conformal link set
//! ([`crate::core::link_sets`]). A phrase whose set holds a few components is a linking
//! question ("By “country”, do you mean the nationality of singer or the citizenship of
//! singer?"), asked first when `link_questions` allows one and it tells the readings apart at
//! least as well as the best question about them; one whose set is empty is an abstention,
//! said as a notice with the closest components when the best reading leaves the phrase out.
//!
//! An answer is a hint ("country" → `singer.citizenship` over `singer.nationality`): readings
//! that use a rejected component and not the chosen one leave the round, and when none of the
//! readings left reads the component chosen, the generators run again with the hint, so the
//! answer can bring in a reading no generator had offered. Accepting a reading later learns the
//! hint like any other (ODIN §7).
//!
//! One departure from RTS: generation does not wait for the answer. The readings arrive while
//! the user reads the question, so an interactive user who knows the answer at a glance, and
//! `ask`, which cannot answer, lose nothing.
//!
//! Owns: which linking questions the round asks, what an answer does, and the `linking` part of
//! the view. Must not touch: the sets' computation or calibration, the wording of components
//! (`wording.rs`).

use super::effects::Effect;
use super::scoring::{join_or, Question, QuestionOption};
use super::{Phase, Session, Step};
use crate::core::hints::{fold, Hint};
use crate::core::link_sets::{link_sets, questions_of, LinkSet};
use crate::core::masking::components_of;
use crate::core::sql::Atom;
use serde::Serialize;
use std::collections::BTreeSet;

/// The most phrases the view says nothing names (a word salad is one problem, not ten).
const MAX_ABSTENTIONS: usize = 2;

/// The prefix of a linking question's id (EIG questions are keyed by their variable).
const LINK_ID: &str = "link:";

/// What a linking question is about, kept with it for answering.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct LinkQuestion {
    pub phrase: String,
    /// The components offered, in the options' order.
    pub components: Vec<String>,
}

/// An answered linking question.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct LinkAnswer {
    pub phrase: String,
    pub chosen: String,
    pub over: Vec<String>,
}

impl LinkAnswer {
    /// The answer as a hint for the generators and for learning.
    pub fn hint(&self, step: u64) -> Hint {
        Hint::new(&self.phrase, &self.chosen, self.over.clone(), step)
    }

    /// A reading over `used` components goes against the answer: it reads a rejected
    /// component and not the chosen one.
    fn contradicted_by(&self, used: &[String]) -> bool {
        let uses = |c: &String| used.iter().any(|u| fold(u) == fold(c));
        !uses(&self.chosen) && self.over.iter().any(uses)
    }
}

/// One phrase of the linking step, as drivers show it (`ask --json`'s `"linking"`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LinkingView {
    pub phrase: String,
    /// `asked` (among the round's questions), `ambiguous` (a few components pass the threshold
    /// but it is not asked: no linking questions allowed, or it would not tell the readings
    /// apart), `answered`, `skipped`, or `abstained` (nothing in the schema passes the
    /// threshold; `options` are the closest components).
    pub state: String,
    pub options: Vec<LinkOptionView>,
    /// The component the user chose, when answered.
    pub chosen: Option<String>,
}

/// One component a linking phrase may name.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LinkOptionView {
    pub component: String,
    /// The component in words: its humanised name, its table, sample values or row count.
    pub description: String,
    /// The linking score.
    pub score: f64,
}

impl Session {
    /// The link sets of a new question's `entities` (none without a calibrated threshold).
    pub(super) fn link_sets_of(&self, entities: &[(String, f64)]) -> Vec<LinkSet> {
        match self.config.linking {
            Some(threshold) => link_sets(
                entities,
                &self.schema_components,
                self.similarity.as_ref(),
                threshold,
            ),
            None => Vec::new(),
        }
    }

    /// The hints this round's generators get: what was learned, then the linking answers.
    pub(super) fn round_hints(&self) -> Vec<Hint> {
        let mut hints = self.round.learned_hints.clone();
        let step = self.learned.step + 1;
        hints.extend(self.round.link_answers.iter().map(|a| a.hint(step)));
        hints
    }

    /// A reading with these atoms goes against a linking answer of the round.
    pub(super) fn against_links(&self, atoms: &[Atom]) -> bool {
        if self.round.link_answers.is_empty() {
            return false;
        }
        let used: Vec<String> = components_of(atoms, &self.schema)
            .iter()
            .map(ToString::to_string)
            .collect();
        self.round
            .link_answers
            .iter()
            .any(|a| a.contradicted_by(&used))
    }

    /// The linking questions still to ask, in order, within the round's allowance.
    pub(super) fn link_questions(&self) -> Vec<Question> {
        let round = &self.round;
        let settled = |phrase: &str| {
            round.link_answers.iter().any(|a| a.phrase == phrase)
                || round.skipped.contains(&link_id(phrase))
        };
        let asked = questions_of(&round.links);
        let put = asked.iter().filter(|s| settled(&s.phrase)).count();
        let left = self.config.link_questions.saturating_sub(put);
        asked
            .into_iter()
            .filter(|s| !settled(&s.phrase))
            .take(left)
            .map(|set| self.link_question(set))
            .collect()
    }

    fn link_question(&self, set: &LinkSet) -> Question {
        let candidates = self.round.set.candidates();
        let used: Vec<Vec<String>> = candidates
            .iter()
            .map(|c| super::learned::components(c, &self.schema))
            .collect();
        let p = self.round.set.probabilities();
        let options: Vec<QuestionOption> = set
            .within
            .iter()
            .map(|(component, _)| QuestionOption {
                label: self.describe(component),
                atom_keys: Vec::new(),
                candidates: (0..candidates.len())
                    .filter(|&i| used[i].iter().any(|u| fold(u) == fold(component)))
                    .collect(),
            })
            .collect();
        // Information in bits about the readings: the entropy of the readings grouped by which
        // of the offered components they read (a component every reading reads tells none
        // apart; readings reading none of them stay together).
        let mut groups: std::collections::BTreeMap<Vec<usize>, f64> = Default::default();
        for (i, &mass) in p.iter().enumerate() {
            let signature: Vec<usize> = (0..options.len())
                .filter(|&o| options[o].candidates.contains(&i))
                .collect();
            *groups.entry(signature).or_insert(0.0) += mass;
        }
        let masses: Vec<f64> = groups.into_values().collect();
        let eig = crate::core::eig::entropy(&masses);
        let labels: Vec<&str> = options.iter().map(|o| o.label.as_str()).collect();
        Question {
            id: link_id(&set.phrase),
            prompt: format!("By “{}”, do you mean {}?", set.phrase, join_or(&labels)),
            eig,
            options,
            link: Some(LinkQuestion {
                phrase: set.phrase.clone(),
                components: set.within.iter().map(|(c, _)| c.clone()).collect(),
            }),
        }
    }

    /// Answer option `option` of linking question `link`: narrow the round to readings that
    /// agree, and, when none of them reads the component chosen, run the generators again with
    /// the answer as a hint.
    pub(super) fn answer_link(&mut self, link: &LinkQuestion, option: usize) -> Vec<Effect> {
        let Some(chosen) = link.components.get(option) else {
            return Vec::new();
        };
        self.round.steps.push(Step {
            before: self.round.set.clone(),
            skipped_before: self.round.skipped.clone(),
            choices: Vec::new(),
            answered: true,
            accepted: None,
            chosen: false,
            linked: true,
        });
        self.round.link_answers.push(LinkAnswer {
            phrase: link.phrase.clone(),
            chosen: chosen.clone(),
            over: link
                .components
                .iter()
                .filter(|c| *c != chosen)
                .cloned()
                .collect(),
        });
        let against: BTreeSet<usize> = (0..self.round.set.len())
            .filter(|&i| self.against_links(&self.round.set.candidates()[i].atoms))
            .collect();
        self.round.set.retain(|i, _| !against.contains(&i));
        // The generators run again only when no reading left reads what the user chose: a
        // second generation where the answer is already represented only adds readings that
        // the first one ranked lower, which is more to ask about, not better.
        let represented = self.round.set.candidates().iter().any(|c| {
            super::learned::components(c, &self.schema)
                .iter()
                .any(|u| fold(u) == fold(chosen))
        });
        let hints = self.round_hints();
        let mut effects = Vec::new();
        for source in self.config.sources.iter().filter(|_| !represented) {
            self.round.pending_sources.insert(source.clone());
            effects.push(Effect::Generate {
                round: self.round.id,
                source: source.clone(),
                question: self.round.question.clone(),
                hints: hints.clone(),
            });
        }
        if !effects.is_empty() {
            self.phase = Phase::Working;
        }
        self.rescore();
        effects
    }

    /// The linking answers' hints, for learning when a reading that agrees with them is
    /// accepted.
    pub(super) fn link_hints_for(&self, chosen: &[String]) -> Vec<Hint> {
        self.round
            .link_answers
            .iter()
            .filter(|a| !a.contradicted_by(chosen))
            .map(|a| a.hint(self.learned.step + 1))
            .collect()
    }

    /// The linking step as the view shows it.
    pub(super) fn linking_view(&self, best_unexplained: &[String]) -> Vec<LinkingView> {
        let round = &self.round;
        let option = |(component, score): &(String, f64)| LinkOptionView {
            component: component.clone(),
            description: self.describe(component),
            score: *score,
        };
        let mut out: Vec<LinkingView> = questions_of(&round.links)
            .into_iter()
            .map(|set| {
                let answer = round.link_answers.iter().find(|a| a.phrase == set.phrase);
                let asked = round
                    .questions
                    .iter()
                    .any(|q| q.link.as_ref().is_some_and(|l| l.phrase == set.phrase));
                let state = if answer.is_some() {
                    "answered"
                } else if round.skipped.contains(&link_id(&set.phrase)) {
                    "skipped"
                } else if asked {
                    "asked"
                } else {
                    "ambiguous"
                };
                LinkingView {
                    phrase: set.phrase.clone(),
                    state: state.into(),
                    options: set.within.iter().map(option).collect(),
                    chosen: answer.map(|a| a.chosen.clone()),
                }
            })
            .collect();
        out.extend(
            self.abstentions(best_unexplained)
                .into_iter()
                .map(|set| LinkingView {
                    phrase: set.phrase.clone(),
                    state: "abstained".into(),
                    options: set.closest.iter().map(option).collect(),
                    chosen: None,
                }),
        );
        out
    }

    /// Phrases nothing in the schema passes the threshold for, every word of which the best
    /// reading leaves out: the shortest (a run of such words is said once, by its parts), at
    /// most [`MAX_ABSTENTIONS`].
    fn abstentions(&self, best_unexplained: &[String]) -> Vec<&LinkSet> {
        let left_out = |set: &LinkSet| {
            crate::core::linking::question_words(&set.phrase)
                .iter()
                .all(|w| best_unexplained.iter().any(|u| u.eq_ignore_ascii_case(w)))
        };
        let abstaining: Vec<&LinkSet> = self
            .round
            .links
            .iter()
            .filter(|s| s.abstains() && !s.closest.is_empty() && left_out(s))
            .collect();
        abstaining
            .iter()
            .filter(|s| {
                !abstaining
                    .iter()
                    .any(|o| o.phrase.len() < s.phrase.len() && s.phrase.contains(&o.phrase))
            })
            .take(MAX_ABSTENTIONS)
            .copied()
            .collect()
    }
}

fn link_id(phrase: &str) -> String {
    format!("{LINK_ID}{phrase}")
}
