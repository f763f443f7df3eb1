//! Scoring a round: agreement and preferences → probabilities → ranked clarification questions.
//!
//! Owns: how the session combines the generators' priors with AtomSQL's S_final into P(y), and
//! how EIG decision variables become questions a person can answer (prompt and option wording).
//! Must not touch: the formulas themselves (they live in `agreement` and `eig`).

use super::learned::components;
use super::{Round, Session};
use crate::core::agreement::{agree, AgreementInput, AgreementParams};
use crate::core::candidate::{Candidate, CandidateSet};
use crate::core::copies::Copies;
use crate::core::coverage::unexplained;
use crate::core::eig::{
    decision_variables, next_question, rank, within_options, DecisionVariable, StopRule,
};
use crate::core::selector::{nonconformity, relevant_entities, with_likelihood};
use crate::core::sql::{Atom, AtomKind};
use crate::core::validate::{doubts, empty_among_answers};

impl Round {
    /// Why reading `index` of the set cannot be meant: what its shape says (validated once,
    /// when it arrived) and, once the checks ran, whether it returns nothing beside readings
    /// that return rows. Scoring counts them; the view lists them.
    pub(super) fn doubts_of(&self, index: usize) -> Vec<String> {
        let candidates = self.set.candidates();
        let Some(candidate) = candidates.get(index) else {
            return Vec::new();
        };
        let siblings: Vec<Option<&str>> = candidates
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != index)
            .map(|(_, c)| c.fingerprint.as_deref())
            .collect();
        let mut reasons = self.doubts.get(&candidate.sql).cloned().unwrap_or_default();
        reasons.extend(empty_among_answers(
            candidate.fingerprint.as_deref(),
            &siblings,
        ));
        reasons
    }
}

/// How many ranked questions a round keeps (the first is the one asked).
const QUESTIONS_KEPT: usize = 5;

/// The most options a clarification question may offer.
const MAX_OPTIONS: usize = 4;

/// Floor for an atom's P/M ratio, so a preference never zeroes a reading outright (the user can
/// still pick it; it just ranks last).
const MIN_ATOM_RATIO: f64 = 1e-3;

/// Keep the `pool` most probable readings of `set` (sorted best first) and every reading the
/// user wrote; true when some were dropped. What is dropped stays in the round's original set,
/// which learning reads as what was rejected.
fn trim_pool(set: &mut CandidateSet, pool: usize) -> bool {
    let before = set.len();
    set.retain(|index, candidate| {
        index < pool.max(1) || candidate.sources.iter().any(|s| s == super::USER_SOURCE)
    });
    set.len() < before
}

/// One option of a question, with the candidates (indices into the current set) it keeps.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct QuestionOption {
    pub label: String,
    pub atom_keys: Vec<String>,
    pub candidates: Vec<usize>,
}

/// A clarification question derived from a decision variable.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Question {
    /// Stable identity within a round (for skipping): the variable's slot or presence key.
    pub id: String,
    pub prompt: String,
    pub eig: f64,
    pub options: Vec<QuestionOption>,
    /// A linking question's phrase and components (None: a question about the readings).
    pub link: Option<super::linking::LinkQuestion>,
}

impl Session {
    /// Recompute probabilities, confidences and questions after any change to the set, the
    /// learned state or the knobs. Candidates end up sorted best first.
    ///
    /// P(y) ∝ prior(y) · Π_{atoms j of y} P_ij / M_ij · (1 + λ·Pref(m)). The generators' priors
    /// already carry the models' agreement M (they are its weights), so the user's preference
    /// enters as the ratio of the alignment P = softmax(log M + β log U) to M, over the rows
    /// that have history: without any (or with β = 0) P(y) is the prior. AtomSQL orders by
    /// S_final = S_atom·(1 + λ·Pref(m)); S_atom averages P over all of a query's atoms, so shared
    /// atoms drown a disputed one and a learned preference barely moves the order (and S_final
    /// is no distribution for EIG). S_final is still computed and shown per candidate.
    pub(super) fn rescore(&mut self) {
        let round = &mut self.round;
        if round.set.is_empty() {
            round.questions.clear();
            round.confidences.clear();
            round.nonconformity.clear();
            round.shown.clear();
            round.asking = false;
            return;
        }
        let candidates = round.set.candidates();
        for candidate in candidates {
            if !round.unexplained.contains_key(&candidate.sql) {
                let words = unexplained(
                    &round.question,
                    &candidate.atoms,
                    &self.schema,
                    self.similarity.as_ref(),
                );
                round.unexplained.insert(candidate.sql.clone(), words);
            }
            if !round.doubts.contains_key(&candidate.sql) {
                let reasons = doubts(&candidate.atoms, &self.schema);
                round.doubts.insert(candidate.sql.clone(), reasons);
            }
        }
        let atoms: Vec<&[Atom]> = candidates.iter().map(|c| c.atoms.as_slice()).collect();
        let weights: Vec<f64> = candidates
            .iter()
            .map(|c| c.prior.max(f64::MIN_POSITIVE))
            .collect();
        let sources: Vec<&[String]> = candidates.iter().map(|c| c.sources.as_slice()).collect();
        let input = AgreementInput {
            atoms: &atoms,
            weights: &weights,
            sources: &sources,
            prefs: &self.learned.prefs,
            models: &self.learned.models,
        };
        let params = AgreementParams {
            beta: self.config.beta,
            lambda: self.config.lambda,
        };
        // Lengths match by construction; an error would leave the priors as they are.
        // Lengths match by construction; an error would leave the priors as they are.
        if let Ok(agreement) = agree(&input, params) {
            let total_prior: f64 = weights.iter().sum();
            let scores: Vec<f64> = (0..candidates.len())
                .map(|i| {
                    let preference: f64 = agreement
                        .alignment(i)
                        .iter()
                        .zip(candidates[i].atoms.iter())
                        // Rows without history have U = M, where the ratio would only sharpen
                        // the models' majority (P ∝ M^(1+β)): the prior already says that.
                        .filter(|(_, atom)| self.learned.prefs.row(atom.row()).is_some())
                        .map(|(p, atom)| {
                            let m = agreement
                                .row_index(atom.row())
                                .zip(agreement.column_index(&atom.key))
                                .map_or(0.0, |(r, c)| agreement.m[r][c]);
                            if m > 0.0 {
                                (p / m).max(MIN_ATOM_RATIO)
                            } else {
                                1.0
                            }
                        })
                        .product();
                    let left_out = round
                        .unexplained
                        .get(&candidates[i].sql)
                        .map_or(0, Vec::len);
                    let doubted = round.doubts_of(i).len();
                    (weights[i] / total_prior)
                        * preference
                        * (1.0 + self.config.lambda * agreement.pref[i])
                        * self.config.unexplained_factor.powi(left_out as i32)
                        * self.config.doubt_factor.powi(doubted as i32)
                })
                .collect();
            round.set.set_scores(&scores);
            let probabilities = round.set.probabilities();
            let mut order: Vec<usize> = (0..scores.len()).collect();
            order.sort_by(|&a, &b| {
                probabilities[b]
                    .total_cmp(&probabilities[a])
                    .then(a.cmp(&b))
            });
            round.confidences = order.iter().map(|&i| agreement.confidence(i)).collect();
            round.s_final = order.iter().map(|&i| agreement.s_final[i]).collect();
            round.set.sort_by_probability();
            if trim_pool(&mut round.set, self.config.pool.max(self.config.shown)) {
                return self.rescore();
            }
        }

        // ODIN §6: the selector score of every reading, and the shown set it allows.
        let similarity = self.similarity.as_ref();
        let entities = round.entities.get_or_insert_with(|| {
            relevant_entities(&round.question, &self.schema_components, similarity)
        });
        let given: Option<Vec<f64>> = round
            .set
            .candidates()
            .iter()
            .map(|c| round.given_selector.get(&c.sql).copied())
            .collect();
        // The LLM's P(B) is ODIN's Fig. 2 score as it stands; the likelihood term was chosen for
        // the embedding score only (see `selector::LIKELIHOOD_WEIGHT`).
        round.nonconformity = match given {
            Some(scores) => scores,
            None => {
                let probabilities = round.set.probabilities();
                let top = probabilities.first().copied().unwrap_or(0.0);
                round
                    .set
                    .candidates()
                    .iter()
                    .zip(&probabilities)
                    .map(|(c, &p)| {
                        let coverage =
                            nonconformity(entities, &components(c, &self.schema), similarity);
                        with_likelihood(coverage, p, top)
                    })
                    .collect()
            }
        };
        let twins = twin_classes(round.set.candidates(), &self.copies);
        share_with_twins(&mut round.nonconformity, &twins);
        let kept: Vec<usize> = (0..round.set.len())
            .filter(|&i| {
                self.config
                    .selector
                    .is_none_or(|t| round.nonconformity[i] <= t)
            })
            .collect();
        round.shown = twins_together(&kept, &twins, self.config.shown.max(1));
        if round.shown.is_empty() {
            // Nothing clears the threshold: the best reading is shown all the same, and with
            // it the twins the question cannot tell from it.
            round.shown = (0..round.set.len())
                .filter(|&i| twins[i] == twins[0])
                .take(self.config.shown.max(1))
                .collect();
        }
        // What the user wrote is always on screen, whatever the selector thinks of it.
        for (i, candidate) in round.set.candidates().iter().enumerate() {
            if candidate.sources.iter().any(|s| s == super::USER_SOURCE)
                && !round.shown.contains(&i)
            {
                round.shown.push(i);
                round.shown.sort_unstable();
            }
        }

        let candidates = round.set.candidates();
        let atoms: Vec<&[Atom]> = candidates.iter().map(|c| c.atoms.as_slice()).collect();
        let p = round.set.probabilities();
        // A question with many options is a form to fill in, not a question: such a split
        // offers its likeliest options and "none of these" for the rest, when that can be
        // answered truly; otherwise it stays reachable through its atoms' presence variables.
        let variables: Vec<DecisionVariable> = decision_variables(&atoms)
            .into_iter()
            .filter_map(|v| within_options(v, &p, MAX_OPTIONS))
            .filter(|v| !round.skipped.contains(&variable_id(v)))
            .collect();
        let rule = StopRule {
            tau: self.config.tau,
            min_eig: self.config.min_eig,
        };
        let put = questions_put(round);
        let min_eig = self.config.min_eig;
        // A linking question is worth asking on the same terms as any other (it must tell the
        // readings apart by at least `min_eig` bits), and comes first when it tells them apart
        // at least as well as the best question about the readings: it says the same in the
        // analyst's words and also steers the generators.
        let linking: Vec<Question> = self
            .link_questions()
            .into_iter()
            .filter(|q| q.eig >= min_eig)
            .collect();
        let asking = put < self.config.max_questions
            && (!linking.is_empty()
                || next_question(&p, &variables, self.config.strategy, rule).is_some());
        let candidates = self.round.set.candidates();
        let ranked = rank(&p, &variables, self.config.strategy)
            .into_iter()
            .take(QUESTIONS_KEPT)
            .map(|ranked| {
                let variable = &variables[ranked.variable];
                let mut options = distinct_labels(
                    variable
                        .options
                        .iter()
                        .map(|o| QuestionOption {
                            label: o.label.clone(),
                            atom_keys: o.atom_keys.clone(),
                            candidates: o.candidates.clone(),
                        })
                        .collect(),
                    |key| {
                        candidates
                            .iter()
                            .flat_map(|c| c.atoms.iter())
                            .find(|a| a.key == key)
                    },
                );
                self.in_words(&mut options);
                if variable.presence_of.is_some() {
                    // A yes/no question reads as one: "Should the query include X?" yes / no.
                    for option in &mut options {
                        option.label = if option.atom_keys.is_empty() {
                            "no".to_string()
                        } else {
                            format!("yes: {}", option.label)
                        };
                    }
                }
                let asked_about = options
                    .iter()
                    .find(|o| !o.atom_keys.is_empty())
                    .map(|o| o.label.trim_start_matches("yes: ").to_string());
                Question {
                    id: variable_id(variable),
                    prompt: prompt(
                        variable,
                        asked_about.as_deref(),
                        &options,
                        candidates.iter().map(|c| c.atoms.as_slice()),
                    ),
                    eig: ranked.eig,
                    options,
                    link: None,
                }
            });
        let readings: Vec<Question> = ranked.collect();
        let top = readings.first().map_or(0.0, |q| q.eig);
        let (first, after): (Vec<Question>, Vec<Question>) =
            linking.into_iter().partition(|q| q.eig >= top - 1e-9);
        self.round.asking = asking;
        self.round.questions = first.into_iter().chain(readings).chain(after).collect();
    }

    /// True when the top question is worth asking (EIG ≥ min_eig, no candidate ≥ τ, fewer
    /// than `max_questions` put to the user so far).
    pub fn should_ask(&self) -> bool {
        self.round.asking && !self.round.questions.is_empty()
    }

    /// Clarification questions put to the user this round: answered (and not undone) or skipped.
    pub fn questions_put(&self) -> usize {
        questions_put(&self.round)
    }
}

/// Each candidate's twin class: candidates with equal numbers are equal but for which copy of
/// a column they read ([`Copies`]); without copies every candidate is its own class.
fn twin_classes(candidates: &[Candidate], copies: &Copies) -> Vec<usize> {
    if copies.is_empty() {
        return (0..candidates.len()).collect();
    }
    let forms: Vec<_> = candidates
        .iter()
        .map(|c| copies.canonical(&c.atoms))
        .collect();
    (0..forms.len())
        .map(|i| (0..=i).find(|&j| forms[j] == forms[i]).unwrap_or(i))
        .collect()
}

/// Twins share the better selector score of their class: the question cannot tell them apart,
/// so the selector must not either, and dropping one would hide the very disagreement the user
/// has to settle.
fn share_with_twins(scores: &mut [f64], twins: &[usize]) {
    if scores.len() != twins.len() {
        return;
    }
    // Class numbers are candidate indices, so one slot per candidate holds each class's best.
    let mut best = vec![f64::INFINITY; scores.len()];
    for (&class, &score) in twins.iter().zip(scores.iter()) {
        best[class] = best[class].min(score);
    }
    for (score, &class) in scores.iter_mut().zip(twins) {
        if best[class].is_finite() {
            *score = score.min(best[class]);
        }
    }
}

/// The first `cap` of `kept` (indices in probability order) with each twin class taken whole
/// where its first member is taken: a reading's twins are one reading for the question, so the
/// cap drops a less likely reading before it splits a pair. Returned in probability order.
fn twins_together(kept: &[usize], twins: &[usize], cap: usize) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for &i in kept {
        if out.len() >= cap {
            break;
        }
        if out.contains(&i) {
            continue;
        }
        let class = twins.get(i).copied().unwrap_or(i);
        out.extend(
            kept.iter()
                .filter(|&&j| twins.get(j).copied().unwrap_or(j) == class)
                .take(cap - out.len()),
        );
    }
    out.sort_unstable();
    out
}

fn questions_put(round: &Round) -> usize {
    round.steps.iter().filter(|s| s.answered).count() + round.skipped.len()
}

/// Options are labelled by the canonical form of the atoms that set them apart ("singer.name",
/// "avg(employees.salary)"): aliases resolved and tables named, so "T1.Name" over two tables
/// never reads the same twice. An option without atoms keeps the variable's own label.
///
/// A nested atom (a subquery, a condition that holds one) has a canonical form made of its
/// inner atoms' keys, which reads as noise ("pets), pets)"), so it is labelled by its SQL as
/// written (`written` maps a key to that text); and an atom written inside another of the same
/// option (the subquery of `x NOT IN (…)`) is not repeated. A second read of one table
/// (`depots#2.depot_name`) is named by the question phrase it serves as well, when known: the
/// key alone does not say which read it is.
fn distinct_labels<'a>(
    mut options: Vec<QuestionOption>,
    written: impl Fn(&str) -> Option<&'a Atom>,
) -> Vec<QuestionOption> {
    for option in &mut options {
        let labels: Vec<String> = option
            .atom_keys
            .iter()
            .map(|key| {
                let canonical = key.splitn(3, '|').nth(2).unwrap_or(key);
                match written(key) {
                    Some(atom) if canonical.contains('|') => {
                        atom.text.split_whitespace().collect::<Vec<_>>().join(" ")
                    }
                    Some(Atom {
                        nl: Some(phrase), ..
                    }) if canonical.contains('#') => {
                        format!("{canonical} (“{phrase}”)")
                    }
                    _ => canonical.to_string(),
                }
            })
            .collect();
        let kept: Vec<&str> = labels
            .iter()
            .enumerate()
            .filter(|(i, label)| {
                !labels.iter().enumerate().any(|(j, other)| {
                    j != *i && other.len() > label.len() && other.contains(*label)
                })
            })
            .map(|(_, label)| label.as_str())
            .collect();
        option.label = if kept.is_empty() {
            // The reading without any of the other options' atoms.
            "none of these".to_string()
        } else {
            kept.join(", ")
        };
    }
    options
}

fn variable_id(variable: &DecisionVariable) -> String {
    match &variable.presence_of {
        Some(key) => format!("has:{key}"),
        None => variable.slot.clone(),
    }
}

/// A question a person can answer. When the differing atoms serve one question phrase the
/// prompt names it ("By “hometown”, do you mean …?"); otherwise it names the clause.
fn prompt<'a>(
    variable: &DecisionVariable,
    asked_about: Option<&str>,
    options: &[QuestionOption],
    candidates: impl Iterator<Item = &'a [Atom]>,
) -> String {
    if variable.presence_of.is_some() {
        return presence_prompt(variable.kind, asked_about.unwrap_or("it"));
    }
    // The "none of these" option is named once, at the end, not as one of the choices. An
    // option of several atoms is bracketed, or its commas would read as more choices.
    let labels: Vec<String> = options
        .iter()
        .filter(|o| !o.atom_keys.is_empty())
        .map(|o| o.label.as_str())
        .filter(|l| !l.is_empty())
        .map(|l| match lists_several_atoms(l) {
            true => format!("({l})"),
            false => l.to_string(),
        })
        .collect();
    let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
    let mut choices = join_or(&labels);
    if options.iter().any(|o| o.atom_keys.is_empty()) {
        choices.push_str(" (or none of these)");
    }
    let keys: Vec<&String> = variable
        .options
        .iter()
        .flat_map(|o| o.atom_keys.iter())
        .collect();
    let mut phrases: Vec<&str> = Vec::new();
    for atoms in candidates {
        for atom in atoms.iter().filter(|a| keys.contains(&&a.key)) {
            if let Some(nl) = atom.nl.as_deref() {
                if !phrases.contains(&nl) {
                    phrases.push(nl);
                }
            }
        }
    }
    if let [phrase] = phrases.as_slice() {
        return format!("By “{phrase}”, do you mean {choices}?");
    }
    match variable.kind {
        AtomKind::Table => format!("Which table holds what you mean: {choices}?"),
        AtomKind::Join => format!("Which link between the tables do you mean: {choices}?"),
        AtomKind::Projection | AtomKind::Aggregate | AtomKind::Distinct => {
            format!("What should the answer show: {choices}?")
        }
        AtomKind::Predicate => format!("Which condition do you mean: {choices}?"),
        AtomKind::Having => format!("Which condition on the groups do you mean: {choices}?"),
        AtomKind::GroupBy => format!("What should the rows be grouped by: {choices}?"),
        AtomKind::OrderBy => format!("How should the rows be ordered: {choices}?"),
        AtomKind::Limit | AtomKind::Offset => format!("How many rows do you want: {choices}?"),
        AtomKind::SetOp | AtomKind::Subquery => {
            format!("Which form of the query do you mean: {choices}?")
        }
    }
}

/// A yes/no question about one atom, asked in terms of the answer it changes rather than the
/// SQL clause it adds ("Should the answer keep only rows where …?", not "Should the query
/// include …?").
fn presence_prompt(kind: AtomKind, atom: &str) -> String {
    match kind {
        AtomKind::Predicate => format!("Should the answer keep only rows where {atom}?"),
        AtomKind::Having => format!("Should the answer keep only groups where {atom}?"),
        AtomKind::Distinct => "Should rows that repeat be shown once?".to_string(),
        AtomKind::OrderBy => format!("Should the rows be ordered by {atom}?"),
        AtomKind::GroupBy => format!("Should the answer give one row per {atom}?"),
        AtomKind::Limit => format!("Should the answer stop after the first rows ({atom})?"),
        AtomKind::Projection | AtomKind::Aggregate => {
            format!("Should the answer also show {atom}?")
        }
        AtomKind::Table => format!("Does the answer need {atom}?"),
        AtomKind::Join => format!("Should the tables be linked by {atom}?"),
        AtomKind::Offset | AtomKind::SetOp | AtomKind::Subquery => {
            format!("Should the query include {atom}?")
        }
    }
}

/// True when an option's label lists several atoms ("student.major, student.age").
fn lists_several_atoms(label: &str) -> bool {
    label.contains(", ")
}

/// "a", "a or b", "a, b or c".
pub(super) fn join_or(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::{distinct_labels, join_or, presence_prompt, prompt, QuestionOption};
    use crate::core::sql::AtomKind;
    use rstest::rstest;

    #[test]
    fn options_read_as_canonical_atoms() {
        let option = |label: &str, key: &str| QuestionOption {
            label: label.into(),
            atom_keys: vec![key.into()],
            candidates: vec![0],
        };
        let options = distinct_labels(
            vec![
                option("AVG(dept_id)", "|aggregate|avg(dept_2022.dept_id)"),
                option("AVG(dept_id)", "|aggregate|avg(curr_dept.dept_id)"),
                option("AVG(salary)", "|aggregate|avg(employees.salary)"),
            ],
            |_| None,
        );
        let labels: Vec<&str> = options.iter().map(|o| o.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "avg(dept_2022.dept_id)",
                "avg(curr_dept.dept_id)",
                "avg(employees.salary)"
            ]
        );
    }

    /// Options of several atoms are bracketed in the prompt, so their commas do not read as
    /// more choices.
    #[test]
    fn several_atom_options_are_bracketed_in_the_prompt() {
        let sqls = [
            "SELECT major, age FROM student",
            "SELECT major, lname FROM student",
            "SELECT fname FROM student",
        ];
        let atoms: Vec<Vec<crate::core::sql::Atom>> = sqls
            .iter()
            .map(|sql| crate::core::sql::atomize(sql).expect("parses"))
            .collect();
        let slices: Vec<&[crate::core::sql::Atom]> = atoms.iter().map(Vec::as_slice).collect();
        let variables = crate::core::eig::decision_variables(&slices);
        let select = variables
            .iter()
            .find(|v| v.presence_of.is_none() && v.options.len() == 3)
            .expect("the select slot splits three ways");
        let options = distinct_labels(
            select
                .options
                .iter()
                .map(|o| QuestionOption {
                    label: o.label.clone(),
                    atom_keys: o.atom_keys.clone(),
                    candidates: o.candidates.clone(),
                })
                .collect(),
            |_| None,
        );
        assert_eq!(
            prompt(select, None, &options, slices.iter().copied()),
            "What should the answer show: (student.major, student.age), \
             (student.major, student.lname) or student.fname?"
        );
    }

    /// A condition holding a subquery reads as the SQL written, once, not as its inner keys.
    #[test]
    fn nested_options_read_as_written() {
        let sql = "SELECT name FROM student WHERE id NOT IN (SELECT T1.sid FROM has_pet AS T1 \
                   JOIN pets AS T2 ON T1.pid = T2.pid WHERE T2.kind = 'cat')";
        let atoms = crate::core::sql::atomize(sql).expect("parses");
        let nested: Vec<String> = atoms
            .iter()
            .filter(|a| a.path.is_empty() && a.key.matches('|').count() > 2)
            .map(|a| a.key.clone())
            .collect();
        assert_eq!(
            nested.len(),
            2,
            "the NOT IN condition and its subquery: {nested:?}"
        );
        let options = distinct_labels(
            vec![
                QuestionOption {
                    label: String::new(),
                    atom_keys: nested,
                    candidates: vec![0],
                },
                QuestionOption {
                    label: String::new(),
                    atom_keys: vec![],
                    candidates: vec![1],
                },
            ],
            |key| atoms.iter().find(|a| a.key == key),
        );
        assert_eq!(
            options[0].label,
            "id NOT IN (SELECT T1.sid FROM has_pet AS T1 JOIN pets AS T2 ON T1.pid = T2.pid \
             WHERE T2.kind = 'cat')"
        );
        assert_eq!(options[1].label, "none of these");
    }

    /// A second read of one table is named by the phrase it serves too; a first read is not.
    #[test]
    fn a_second_read_is_named_by_its_phrase() {
        let sql = "SELECT T1.name, T3.name FROM depot AS T1 JOIN trip AS T2 ON T1.id = T2.src \
                   JOIN depot AS T3 ON T2.dst = T3.id";
        let mut atoms = crate::core::sql::atomize(sql).expect("parses");
        for atom in &mut atoms {
            if atom.key.ends_with("depot#2.name") {
                atom.nl = Some("destination depot name".into());
            } else if atom.key.ends_with("|depot.name") {
                atom.nl = Some("origin depot name".into());
            }
        }
        let keys: Vec<String> = atoms
            .iter()
            .filter(|a| a.key.ends_with(".name"))
            .map(|a| a.key.clone())
            .collect();
        let options = distinct_labels(
            keys.iter()
                .map(|k| QuestionOption {
                    label: String::new(),
                    atom_keys: vec![k.clone()],
                    candidates: vec![0],
                })
                .collect(),
            |key| atoms.iter().find(|a| a.key == key),
        );
        let labels: Vec<&str> = options.iter().map(|o| o.label.as_str()).collect();
        assert_eq!(
            labels,
            ["depot.name", "depot#2.name (“destination depot name”)"]
        );
    }

    #[rstest]
    #[case(&[], "")]
    #[case(&["a"], "a")]
    #[case(&["a", "b"], "a or b")]
    #[case(&["a", "b", "c"], "a, b or c")]
    fn joins_options_like_a_person(#[case] items: &[&str], #[case] expected: &str) {
        assert_eq!(join_or(items), expected);
    }

    #[rstest]
    #[case(
        AtomKind::Predicate,
        "singer.age > 20",
        "Should the answer keep only rows where singer.age > 20?"
    )]
    #[case(
        AtomKind::Distinct,
        "distinct",
        "Should rows that repeat be shown once?"
    )]
    #[case(
        AtomKind::OrderBy,
        "singer.age desc",
        "Should the rows be ordered by singer.age desc?"
    )]
    #[case(
        AtomKind::GroupBy,
        "singer.country",
        "Should the answer give one row per singer.country?"
    )]
    #[case(
        AtomKind::Aggregate,
        "count(*)",
        "Should the answer also show count(*)?"
    )]
    fn yes_no_questions_speak_of_the_answer_not_the_query(
        #[case] kind: AtomKind,
        #[case] atom: &str,
        #[case] asked: &str,
    ) {
        assert_eq!(presence_prompt(kind, atom), asked);
    }
}
